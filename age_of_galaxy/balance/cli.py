"""`python -m game.balance --game age-of-galaxy`: play AI games of Age of Galaxy at 1-4 players and write the
balance report (REPORT.md and its charts) against every target of RULINGS.md's last section.

    python -m game.balance --game age-of-galaxy --games 2000 --players 1,2,3,4 --seats easy --jobs 2 \
        --out docs/age-of-galaxy/balance/ --facts /tmp/balance/easy.jsonl
    python -m game.balance --game age-of-galaxy --games 0 --add /tmp/balance/easy.jsonl,/tmp/balance/normal.jsonl \
        --out docs/age-of-galaxy/balance/      # the report again from kept facts, two seat levels side by side

Every bad argument is one line on stderr and exit code 2.
"""

from __future__ import annotations

import argparse
import contextlib
import shlex
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import NoReturn

from age_of_galaxy.ai.seats import make_seat
from age_of_galaxy.balance import games as G
from age_of_galaxy.balance import report
from age_of_galaxy.balance.readers import GameFacts
from tabletop import arena
from tabletop.cli import out_folder

PROG = "python -m game.balance --game age-of-galaxy"
MAX_GAMES = 1_000_000
PLAYERS = (1, 2, 3, 4)

ChartsLoader = Callable[[], ModuleType]  # raises an exception whose str() is the one line to show


class ArgError(Exception):
    """A bad argument: its str() is the line to show."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise ArgError(message)


def build_parser() -> Parser:
    p = Parser(prog=PROG, description="Play many AI games of Age of Galaxy and report balance against every target.",
               add_help=True)
    p.add_argument("--game", default="age-of-galaxy", choices=("age-of-galaxy",))
    p.add_argument("--games", type=int, default=200, help="games per player count (default 200; 0 with --add)")
    p.add_argument("--players", default="1,2,3,4", help="player counts, comma separated, 1 (solo) to 4")
    p.add_argument("--games-per", default="", metavar="N:GAMES,...", help="games for some counts, e.g. '1:500'")
    p.add_argument("--seats", default="easy", help="the level of every seat: random, easy, normal, hard")
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--out", type=Path, default=Path("docs/age-of-galaxy/balance"))
    p.add_argument("--jobs", type=int, default=1, help="games side by side in worker processes (same results)")
    p.add_argument("--no-charts", action="store_true", help="the Markdown report only (charts need matplotlib)")
    p.add_argument("--facts", type=Path, default=None, metavar="FILE",
                   help="also keep every game's facts in FILE (JSON lines), to rebuild the report with --add")
    p.add_argument("--add", default="", metavar="FILE,...",
                   help="facts files of earlier runs to report beside (or, with --games 0, instead of) new games")
    p.add_argument("--log", type=Path, default=None, metavar="FILE", help="a Markdown file appended to the report")
    return p


def counts_of(games: int, players: str, per: str) -> dict[int, int]:
    """Games per player count; ArgError for anything else."""
    if not 0 <= games <= MAX_GAMES:
        raise ArgError(f"--games must be 0-{MAX_GAMES:,}, got {games}")
    out: dict[int, int] = {}
    try:
        for x in filter(None, (x.strip() for x in players.split(","))):
            out[int(x)] = games
        for item in filter(None, (x.strip() for x in per.split(","))):
            n, _, k = item.partition(":")
            out[int(n)] = int(k)
    except ValueError:
        raise ArgError(f"--players wants counts like 1,2,3,4 and --games-per N:GAMES items, got {players!r} "
                       f"and {per!r}") from None
    bad = [n for n, k in out.items() if n not in PLAYERS or not 0 <= k <= MAX_GAMES]
    if bad:
        raise ArgError(f"player counts must be 1-4 (1: Standard Solo) with 0-{MAX_GAMES:,} games, got {bad}")
    return {n: k for n, k in sorted(out.items()) if k > 0}


def _check_args(args: argparse.Namespace) -> tuple[dict[int, int], list[Path]]:
    counts = counts_of(args.games, args.players, args.games_per)
    try:
        make_seat(args.seats, 0, 0)
    except ValueError as exc:
        raise ArgError(str(exc)) from None
    if not 1 <= args.jobs <= 256:
        raise ArgError(f"--jobs must be 1-256, got {args.jobs}")
    added = [Path(x.strip()) for x in args.add.split(",") if x.strip()]
    for path in added:
        if not path.is_file():
            raise ArgError(f"--add {path}: {'not a regular file' if path.exists() else 'no such file'}")
    if not counts and not added:
        raise ArgError("nothing to report: give --games above 0 or facts files with --add")
    if args.facts is not None and args.facts.exists() and not args.facts.is_file():
        raise ArgError(f"--facts {args.facts}: not a regular file")
    if args.log is not None and args.log.exists() and not args.log.is_file():
        raise ArgError(f"--log {args.log}: not a regular file")
    return counts, added


def main(argv: list[str], charts_loader: ChartsLoader | None = None) -> int:
    raw = list(argv)
    try:
        args = build_parser().parse_args(raw)
        counts, added = _check_args(args)
        log = args.log.read_text(encoding="utf-8") if args.log else ""
        facts: list[GameFacts] = []
        for path in added:
            facts += G.read_facts(path)
    except ArgError as exc:
        print(f"balance: {exc}", file=sys.stderr)
        return 2
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        print(f"balance: {getattr(exc, 'strerror', None) or exc}", file=sys.stderr)
        return 2
    if not out_folder("balance", "--out", args.out):
        return 2
    charts, note = None, ""
    if not args.no_charts and charts_loader is not None:
        try:
            charts = charts_loader()
        except Exception as exc:  # the loader's own message says what is missing
            note = str(exc)
            print(note, file=sys.stderr)
    elif not args.no_charts:
        note = "no drawing module given"
    t0 = time.perf_counter()
    jobs = G.jobs_for(counts, args.seats, args.seed)
    new: list[GameFacts] = []
    with contextlib.ExitStack() as stack:
        sink = stack.enter_context(args.facts.open("w", encoding="utf-8")) if args.facts and jobs else None
        for i, g in enumerate(arena.run(jobs, G.play, args.jobs), 1):
            new.append(g)
            if sink is not None:
                G.write_facts_line(sink, g)
            print(f"\r{i}/{len(jobs)} games, {(time.perf_counter() - t0) / i * (len(jobs) - i):.0f} s left ",
                  end="", file=sys.stderr, flush=True)
    if jobs:
        print(file=sys.stderr)
    seconds = time.perf_counter() - t0
    command = shlex.join(["python", "-m", "game.balance", *raw])
    text = report.build(new + facts, seconds, command, args.out, charts, note, log, read=len(facts))
    target = args.out / "REPORT.md"
    try:
        target.write_text(text, encoding="utf-8")
    except OSError as exc:
        print(f"balance: cannot write {target}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"wrote {target} ({len(new)} games played in {seconds:.0f} s, {len(facts)} read)")
    return 1 if any(g.error for g in new + facts) else 0
