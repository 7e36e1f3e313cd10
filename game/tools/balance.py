"""Balance report: many AI games at every player count -> Markdown report + PNG charts.

Win rate per faction and per seat position (95% CI), turns per player and game length by player
count, where VP come from, how often each card is bought / completed (and on which side), and the
most and least successful cards. The charts are drawn by game.tools.charts with matplotlib, the
optional `tools` extra; without it the report is written with its tables only.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import shlex
import statistics
import sys
import textwrap
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from types import ModuleType

import attrs

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.engine import events as ev
from game import games
from game.tools.arena import play_game, wilson
from tabletop.cli import out_folder

CHARTS_NEED = "charts need matplotlib: pip install -e '.[tools]'"
VP_PARTS = ("during", "empire", "technologies", "faction")
TURNS_TARGET = (14.0, 18.0)  # turns per player at every player count
FACTION_TARGET_4P = (20.0, 30.0)  # issue 8: each faction within 5 points of the 25% fair share


@attrs.define
class GameFacts:
    players: int
    turns: int
    factions: tuple[str, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    start: int
    sources: tuple[dict[str, int], ...]  # per seat: during / empire / technologies / faction
    bought: tuple[str, ...] = ()
    completed: tuple[tuple[int, str, str], ...] = ()  # (seat, card, side)
    error: str = ""


def play_one(job: tuple[int, int, str]) -> GameFacts:
    seed, n, kind = job
    cards = load_cardset()
    r = play_game(cards, [kind] * n, seed, list(range(n)), timing=False)
    if r.error or r.game is None:
        return GameFacts(n, 0, (), (), (), 0, (), error=r.error or "no game")
    g = r.game
    s = g.state
    bought: list[str] = []
    buying = False
    completed = []
    for e in g.events:
        if isinstance(e, ev.ActionChosen):
            buying = e.action.startswith("buy:")
        elif isinstance(e, ev.CardKept) and buying:
            bought.append(e.card)
        elif isinstance(e, ev.CardCompleted):
            completed.append((e.seat, e.card, e.side))
        elif isinstance(e, ev.TurnEnded):
            buying = False
    sources = tuple({k: s.final[i][k] for k in VP_PARTS} for i in range(n))
    return GameFacts(n, s.turn_number, tuple(p.faction for p in s.players), r.totals, r.winners, s.start_player,
                     sources, tuple(bought), tuple(completed))


def _ci(wins: float, n: int) -> str:
    lo, hi = wilson(wins, n)
    return f"{100 * wins / n:.1f}% ({100 * lo:.1f}-{100 * hi:.1f})" if n else "-"


def build_report(facts: list[GameFacts], kind: str, seconds: float, out: Path, charts: bool = True,
                 command: str = "python -m game.balance", log: str = "", charts_skipped: str = "") -> str:
    """The Markdown report; with `charts`, also its PNG charts in `out` (a problem with them is noted, not raised).

    `charts_skipped`: why the caller turned charts off, said in the report.
    """
    cards = load_cardset()
    ok = [f for f in facts if not f.error]
    lines = ["# Balance report", "",
             f"{len(ok)} games of `{kind}` seats ({len(facts) - len(ok)} errors), {seconds:.0f} s, made by:", "",
             f"    {command}", ""]
    # ---- length by player count
    lines += ["## Game length", "", "| players | games | turns per player (mean) | min | max | Round marker start |",
              "|---|---|---|---|---|---|"]
    length: dict[int, list[float]] = defaultdict(list)
    for f in ok:
        length[f.players].append(f.turns / f.players)
    for n in sorted(length):
        xs = length[n]
        lines.append(f"| {n} | {len(xs)} | {statistics.fmean(xs):.1f} | {min(xs):.0f} | {max(xs):.0f} | "
                     f"{cards.rules.round_marker_start[n]} |")
    # ---- factions
    lines += ["", "## Win rate per faction (shared wins count half; 95% CI)", ""]
    rates: dict[int, dict[str, tuple[float, int]]] = {}  # players -> faction -> (wins, games)
    for n in sorted(length):
        games = [f for f in ok if f.players == n]
        played: Counter[str] = Counter()
        won: dict[str, float] = defaultdict(float)  # a tie shares the win
        score: dict[str, list[int]] = defaultdict(list)
        part: dict[str, list[int]] = defaultdict(list)
        for f in games:
            for seat, fac in enumerate(f.factions):
                played[fac] += 1
                score[fac].append(f.totals[seat])
                part[fac].append(f.sources[seat]["faction"])
                if seat in f.winners:
                    won[fac] += 1 / len(f.winners)
        lines += [f"### {n} players (fair share {100 / n:.1f}%)", "",
                  "| faction | games | win rate | mean score | of it faction end scoring |", "|---|---|---|---|---|"]
        rates[n] = {fac: (won[fac], played[fac]) for fac in sorted(played, key=lambda x: -won[x] / played[x])}
        for fac in rates[n]:
            lines.append(f"| {cards.factions[fac].name} | {played[fac]} | {_ci(won[fac], played[fac])} | "
                         f"{statistics.fmean(score[fac]):.1f} | {statistics.fmean(part[fac]):.1f} |")
        lines.append("")
    # ---- seat position
    lines += ["## Win rate per seat position (0 = start player)", ""]
    positions: dict[int, list[tuple[float, int]]] = {}  # players -> per position (wins, games)
    for n in sorted(length):
        games = [f for f in ok if f.players == n]
        positions[n] = [(sum(1 / len(f.winners) for f in games if (f.start + pos) % n in f.winners), len(games))
                        for pos in range(n)]
        lines.append(f"- {n} players: " + "; ".join(f"position {i}: {_ci(w, k)}"
                                                      for i, (w, k) in enumerate(positions[n])))
    # ---- VP sources
    lines += ["", "## Where the VP come from (mean per player)", "",
              "| players | during the game | Empire cards | Technologies (end) | faction | total |",
              "|---|---|---|---|---|---|"]
    vp_rows: dict[int, dict[str, float]] = {}
    for n in sorted(length):
        games = [f for f in ok if f.players == n]
        agg = {k: statistics.fmean([s[k] for f in games for s in f.sources]) for k in VP_PARTS}
        vp_rows[n] = agg
        lines.append(f"| {n} | {agg['during']:.1f} | {agg['empire']:.1f} | {agg['technologies']:.1f} | "
                     f"{agg['faction']:.1f} | {sum(agg.values()):.1f} |")
    # ---- cards
    bought: Counter[str] = Counter()
    done: Counter[str] = Counter()
    sides: dict[str, Counter[str]] = defaultdict(Counter)
    wins_with: dict[str, float] = defaultdict(float)  # a tie shares the win
    for f in ok:
        bought.update(f.bought)
        seen: set[tuple[int, str]] = set()
        for seat, card, side in f.completed:
            done[card] += 1
            sides[card][side] += 1
            if (seat, card) not in seen:
                seen.add((seat, card))
                if seat in f.winners:
                    wins_with[card] += 1 / len(f.winners)
    by_kind = sorted(cards.cards.values(), key=lambda c: (c.kind, -done[c.id]))
    if charts_skipped:
        lines += ["", "## Charts", "", f"Charts not drawn: {charts_skipped}"]
    elif charts and ok:
        lines += ["", "## Charts", ""]
        try:
            drawn = draw_charts(out, length, rates, positions, vp_rows,
                                [(f"{c.name} ({c.kind})", sides[c.id]["logistics"], sides[c.id]["operational"])
                                 for c in by_kind], {fac: cards.factions[fac].name for fac in cards.factions})
            lines += [f"![{alt}]({name})\n" for name, alt in drawn]
        except ChartsUnavailable as exc:
            lines.append(f"Charts not drawn: {exc}")
            print(exc, file=sys.stderr)
        except OSError as exc:
            problem = f"charts not drawn: cannot write {exc.filename or out}: {exc.strerror or exc}"
            lines.append(problem[0].upper() + problem[1:])
            print(problem, file=sys.stderr)
    never = sorted(c.name for c in cards.cards.values() if done[c.id] == 0)
    lines += ["", "## Cards", "", f"Cards never completed: {len(never)}" + (f" ({', '.join(never)})" if never else ""),
              "", "| card | kind | bought | completed | logistics / operational | win rate when completed |",
              "|---|---|---|---|---|---|"]
    for c in by_kind:
        d = done[c.id]
        rate = f"{100 * wins_with[c.id] / d:.0f}%" if d else "-"
        lines.append(f"| {c.name} | {c.kind} | {bought[c.id]} | {d} | {sides[c.id]['logistics']} / "
                     f"{sides[c.id]['operational']} | {rate} |")
    ranked = sorted((c for c in cards.cards.values() if done[c.id] >= 10), key=lambda c: wins_with[c.id] / done[c.id])
    if ranked:
        lines += ["", "Most successful (completed 10+ times): " + ", ".join(
            f"{c.name} {100 * wins_with[c.id] / done[c.id]:.0f}%" for c in ranked[::-1][:5]),
            "", "Least successful: " + ", ".join(f"{c.name} {100 * wins_with[c.id] / done[c.id]:.0f}%"
                                                  for c in ranked[:5])]
    if log.strip():
        lines += ["", log.strip()]
    return "\n".join(lines) + "\n"


class ChartsUnavailable(Exception):
    """matplotlib (the `tools` extra) cannot be imported; str() is the one line to show."""


def charts_module() -> ModuleType:
    """game.tools.charts, imported only now: it needs matplotlib, which the game itself never loads."""
    try:
        return importlib.import_module("game.tools.charts")
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith("game."):
            raise
        raise ChartsUnavailable(CHARTS_NEED) from exc
    except ImportError as exc:  # installed but broken (e.g. a numpy built for another Python)
        raise ChartsUnavailable(f"charts need a working matplotlib ({exc}): pip install -e '.[tools]'") from exc


def draw_charts(out: Path, length: dict[int, list[float]], rates: dict[int, dict[str, tuple[float, int]]],
                positions: dict[int, list[tuple[float, int]]], vp_rows: dict[int, dict[str, float]],
                card_use: list[tuple[str, int, int]], names: dict[str, str]) -> list[tuple[str, str]]:
    """Write the report's PNG charts into `out`; (file name, alt text) of each, in report order.

    Raises ChartsUnavailable without matplotlib, OSError when a file cannot be written.
    """
    ch = charts_module()
    drawn: list[tuple[str, str]] = []
    counts = sorted(length)
    ch.bar_chart(out / "turns_per_player.png", "Turns per player by player count", [f"{n} players" for n in counts],
                 [statistics.fmean(length[n]) for n in counts], ylabel="turns per player (mean)",
                 band=TURNS_TARGET, band_label="target")
    drawn.append(("turns_per_player.png", "Turns per player by player count"))
    for n in counts:
        facs = list(rates[n])
        pct = [100 * w / k for w, k in (rates[n][x] for x in facs)]
        band = FACTION_TARGET_4P if n == 4 else None
        ch.bar_chart(out / f"faction_win_rate_{n}p.png", f"Win rate per faction, {n} players (95% CI)",
                     [textwrap.fill(names.get(x, x), 14) for x in facs], pct, ylabel="win rate (%)",
                     errors=[_pct_interval(*rates[n][x]) for x in facs], band=band, band_label="target",
                     value_format="{:.1f}%",
                     reference=100 / n, reference_label=f"fair share {100 / n:.1f}%")
        drawn.append((f"faction_win_rate_{n}p.png", f"Win rate per faction, {n} players"))
    ch.grouped_bars(out / "seat_win_rate.png", "Win rate per seat position (0 = start player; 95% CI)",
                    [f"{n} players" for n in counts], [[100 * w / k for w, k in positions[n]] for n in counts],
                    ylabel="win rate (%)", series="position",
                    errors=[[_pct_interval(w, k) for w, k in positions[n]] for n in counts],
                    references=[100 / n for n in counts], reference_label="fair share")
    drawn.append(("seat_win_rate.png", "Win rate per seat position"))
    ch.stacked_bars(out / "vp_sources.png", "Where the VP come from (mean per player)",
                    [f"{n} players" for n in counts], ["during the game", "Empire cards", "Technologies (end)",
                                                       "faction"],
                    [[vp_rows[n][k] for k in VP_PARTS] for n in counts], ylabel="VP per player")
    drawn.append(("vp_sources.png", "Where the VP come from"))
    ch.stacked_bars(out / "card_use.png", "Cards completed, by side (all games)", [c[0] for c in card_use],
                    ["logistics", "operational"], [c[1:] for c in card_use], ylabel="times completed",
                    horizontal=True, size=(900, 110 + 15 * len(card_use)))
    drawn.append(("card_use.png", "Cards completed, by side"))
    return drawn


def _pct_interval(wins: float, games: int) -> tuple[float, float]:
    lo, hi = wilson(wins, games)
    return 100 * lo, 100 * hi


def parse_games(games: int, players: str, per: str) -> dict[int, int]:
    """Games per player count: `--games` for every count in `--players`, overridden by `--games-per`."""
    counts = {int(x): games for x in players.split(",") if x.strip()}
    for item in filter(None, (x.strip() for x in per.split(","))):
        n, _, k = item.partition(":")
        if not k:
            raise ValueError(f"--games-per wants PLAYERS:GAMES items, got {item!r}")
        counts[int(n)] = int(k)
    bad = [n for n in counts if not 2 <= n <= 5]
    if bad:
        raise ValueError(f"player counts must be 2-5, got {bad}")
    return {n: k for n, k in sorted(counts.items()) if k > 0}


GAMES = ("alien-artifacts", "age-of-galaxy")  # --game: Alien Artifacts without it


def game_of(raw: list[str]) -> tuple[str | None, list[str]]:
    """The `--game` named in `raw` (None when absent) and the arguments without it."""
    for i, a in enumerate(raw):
        if a == "--game":
            return (raw[i + 1] if i + 1 < len(raw) else ""), raw[:i] + raw[i + 2:]
        if a.startswith("--game="):
            return a.partition("=")[2], raw[:i] + raw[i + 1:]
    return None, raw


def main(argv: list[str] | None = None) -> int:
    given = list(sys.argv[1:] if argv is None else argv)
    game, rest = game_of(given)
    if game == "age-of-galaxy":  # its report, through the registry (Alien Artifacts' report never loads it)
        return int(games.by_key(game).load("balance")(given, charts_loader=charts_module))
    if game is not None and game not in GAMES:
        print(f"balance: --game must be one of {', '.join(GAMES)}, got {game!r}", file=sys.stderr)
        return 2
    return main_alien_artifacts(rest)


def main_alien_artifacts(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m game.balance", description="Play many AI games and report balance.",
        epilog="Example (the committed report): python -m game.balance --players 2,3,4,5 --games 200 "
               "--games-per 4:2000 --seats normal --out docs/balance --log docs/balance/tuning_log.md --jobs 1")
    ap.add_argument("--games", type=int, default=200, help="games per player count (default 200)")
    ap.add_argument("--players", default="2,3,4,5", help="player counts to play, comma separated (default 2,3,4,5)")
    ap.add_argument("--games-per", default="", metavar="N:GAMES,...",
                    help="games for some player counts, overriding --games, e.g. '4:2000' or "
                         "'2:200,3:200,4:2000,5:200' (a count named here is played even if not in --players)")
    ap.add_argument("--seats", default="normal", help="seat kind for every seat")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--out", type=Path, default=Path("docs/balance"))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--no-charts", action="store_true",
                    help="write the Markdown report only (the PNG charts need matplotlib: pip install -e '.[tools]')")
    ap.add_argument("--log", type=Path, default=None, metavar="FILE",
                    help="a Markdown file (e.g. docs/balance/tuning_log.md) appended to the report as is")
    raw = list(argv)
    args = ap.parse_args(raw)
    try:
        per_count = parse_games(args.games, args.players, args.games_per)
    except ValueError as exc:
        ap.error(str(exc))
    jobs = [(args.seed + i * 10 + n, n, args.seats) for n, k in per_count.items() for i in range(k)]
    command = shlex.join(["python", "-m", "game.balance", *raw])
    try:
        if args.log and args.log.exists() and not args.log.is_file():  # a folder or a FIFO would hang or fail
            raise OSError(0, "not a regular file")
        log = args.log.read_text(encoding="utf-8") if args.log else ""
    except (OSError, UnicodeDecodeError) as exc:
        print(f"balance: cannot read --log {args.log}: {getattr(exc, 'strerror', None) or exc}", file=sys.stderr)
        return 2
    if not out_folder("balance", "--out", args.out):
        return 2
    charts, skipped = not args.no_charts, ""
    if charts:  # said before the games, not after them
        try:
            charts_module()
        except ChartsUnavailable as exc:
            print(exc, file=sys.stderr)
            charts, skipped = False, str(exc)
    t0 = time.perf_counter()
    facts: list[GameFacts] = []
    shown = -1
    with contextlib.ExitStack() as stack:
        if args.jobs > 1:
            results = stack.enter_context(ProcessPoolExecutor(max_workers=args.jobs)).map(play_one, jobs, chunksize=4)
        else:
            results = map(play_one, jobs)
        for i, f in enumerate(results, 1):
            facts.append(f)
            done = int(40 * i / len(jobs))
            if done != shown or i == len(jobs):
                shown = done
                eta = (time.perf_counter() - t0) / i * (len(jobs) - i)
                print(f"\r[{'#' * done}{'.' * (40 - done)}] {i}/{len(jobs)} games, {eta:.0f} s left ",
                      end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    seconds = time.perf_counter() - t0
    report = build_report(facts, args.seats, seconds, args.out, charts=charts, command=command, log=log,
                          charts_skipped=skipped)
    target = args.out / "REPORT.md"
    try:
        target.write_text(report, encoding="utf-8")
    except OSError as exc:
        print(f"balance: cannot write {target}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"wrote {target} ({len(facts)} games in {seconds:.0f} s)")
    return 1 if any(f.error for f in facts) else 0
