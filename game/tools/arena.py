"""The headless arena of Alien Artifacts: complete games between seat kinds, with invariant checks and replay
verification. The harness (seat rotation, seeds, worker processes, decision times, wins and ties, the 95% CI) is
the kernel's, tabletop/arena.py; this module adds what is this game's: the seat kinds (random, easy, normal,
hard), the card set, the scores and turns, the checks, the save files and the report's words."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Generator, Sequence
from pathlib import Path
from typing import Any, cast

import attrs

from alien_artifacts.ai.seats import make_seat
from alien_artifacts.content.loader import ContentError, load_cardset
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.fold import apply, new_state
from alien_artifacts.engine.serial import state_json
from alien_artifacts.match.api import Game, GameSettings, SeatSettings
from alien_artifacts.match.invariants import all_card_ids, check
from alien_artifacts.match.saves import describe_os_error, write_save
from game import games
from tabletop import arena
from tabletop.arena import MAX_DECISIONS, Entrant, Pairing, Record, percentile, wilson
from tabletop.cli import OneLineParser, fail, whole

PROG = "python -m game.arena"
MAX_GAMES = 100_000  # games in one run: beyond this a run has no end a person waits for (and its jobs fill memory)

__all__ = ["MAX_DECISIONS", "GameResult", "Job", "build_parser", "main", "percentile", "play_game", "run_job",
           "summarize", "summarize_cycle", "verify_log", "wilson"]


@attrs.define
class GameResult(Record):
    """The kernel's record of one game (tabletop/arena.py) and this game's own numbers."""

    kinds: tuple[str, ...] = ()  # seat kind per position
    totals: tuple[int, ...] = ()
    turns: int = 0
    violations: list[str] = attrs.Factory(list)
    replay_seconds: float = 0.0
    save_error: str = ""  # the game's save could not be written (one line); the run stops there

    @property
    def seed(self) -> int:
        return self.pairing.seed

    @property
    def spec_of_position(self) -> tuple[int, ...]:  # which --seats entry sat at each position
        return self.pairing.chairs

    @property
    def game(self) -> Game | None:
        return cast("Game | None", self.match)  # this game's arena records hold its Games (play_game)


def seat_kind(kind: str) -> Entrant:
    """A seat kind as the kernel's entrant: `make_seat(kind, seed)` at any position."""
    return Entrant(kind, lambda _position, seed: make_seat(kind, seed))


def play_game(cards: CardSet, kinds: Sequence[str], seed: int, spec_of_position: Sequence[int],
              checked: bool = False, timing: bool = True, replay_bench: bool = False) -> GameResult:
    res = GameResult(Pairing(0, seed, tuple(spec_of_position)), kinds=tuple(kinds))

    def start(_pairing: Pairing) -> Game:
        return Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"{k}-{i + 1}", None, k)
                                                        for i, k in enumerate(kinds))))

    arena.play_one(res.pairing, [seat_kind(k) for k in kinds], start, lambda g: g.state.winners, timing,
                   MAX_DECISIONS, res)
    g = res.game
    if res.error or g is None:
        return res
    try:
        s = g.state
        res.totals = tuple(s.final[i]["total"] for i in range(len(kinds)))
        res.turns = s.turn_number
        if replay_bench:
            r0 = time.perf_counter()
            again = Game.replay(cards, g.settings, list(g.events))
            res.replay_seconds = time.perf_counter() - r0
            if again.state_hash() != g.state_hash():
                res.violations.append("replay did not rebuild the same state hash")
        if checked:
            res.violations.extend(verify_log(cards, g))
    except Exception as exc:  # the arena reports every failure and keeps going
        res.error = f"{type(exc).__name__}: {exc}"
    return res


def verify_log(cards: CardSet, g: Game) -> list[str]:
    """Fold the log into a fresh state, checking invariants after every event; then compare hashes."""
    out: list[str] = []
    state = new_state()
    expected = all_card_ids(cards)
    for i, e in enumerate(g.events):
        apply(state, e)
        for v in check(cards, state, e, expected):
            out.append(f"event {i}: {v}")
            if len(out) > 20:
                return out
    if state_json(state) != state_json(g.state):
        out.append("replaying the log did not rebuild the same state hash")
    return out


def summarize(results: list[GameResult], specs: Sequence[str], seconds: float) -> dict[str, Any]:
    ok = [r for r in results if not r.error]
    n_players = len(specs)
    turns = [r.turns / n_players for r in ok]
    win_scores = [max(r.totals) for r in ok]
    seats = []
    for st in arena.standings(results, specs):
        scores = [r.totals[r.spec_of_position.index(st.entrant)] for r in ok]
        seats.append({"seat": st.entrant, "kind": st.name, "wins": st.wins,
                      "win_rate": st.wins / len(ok) if ok else 0.0,
                      "ci95": [round(st.ci95[0], 4), round(st.ci95[1], 4)],
                      "score": round(statistics.fmean(scores), 2) if scores else 0.0,
                      "decision_ms_p50": round(st.decision_ms_p50, 3),
                      "decision_ms_p95": round(st.decision_ms_p95, 3),
                      "decision_ms_max": round(st.decision_ms_max, 3),
                      "decision_cpu_ms_p95": round(st.decision_cpu_ms_p95, 3)})
    return {
        "games": len(ok), "errors": len(results) - len(ok),
        "violations": sum(len(r.violations) for r in results),
        "turns_per_player": round(statistics.fmean(turns), 2) if turns else 0.0,
        "winning_score": round(statistics.fmean(win_scores), 2) if win_scores else 0.0,
        "games_per_second": round(len(results) / seconds, 2) if seconds > 0 else 0.0,
        "seconds": round(seconds, 2), "players": n_players, "seats": seats,
    }


def build_parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog=PROG, description="Play complete headless games.")
    p.add_argument("--players", type=whole(0, 5), default=4, help="2 to 5, or 0 to cycle 2..5 (default 4)")
    p.add_argument("--seats", default=None,
                   help="comma-separated seat kinds: random, easy, normal, hard, hard:N (N search iterations), "
                        "hard:Ts (T seconds per decision)")
    p.add_argument("--games", type=whole(1, MAX_GAMES), default=10, help=f"1 to {MAX_GAMES:,} (default 10)")
    p.add_argument("--seed", type=whole(-(2**63), 2**63 - 1), default=1)
    p.add_argument("--check", action="store_true", help="check invariants after every event and replay logs")
    p.add_argument("--json", action="store_true", help="end with one JSON object on the last line")
    p.add_argument("--save-dir", type=Path, help="write each game's save file here")
    p.add_argument("--replay-bench", action="store_true",
                   help="also time rebuilding each finished game from its log (reports replay_speedup)")
    p.add_argument("--no-rotate", action="store_true", help="keep seats in their listed positions")
    p.add_argument("--cards", type=Path, help="card directory (default: the bundled set)")
    p.add_argument("--jobs", type=whole(1, 1_000_000), default=1,
                   help="games played side by side in worker processes (default 1; results do not depend on it; "
                        "never more workers than games or cores)")
    p.add_argument("--progress", action="store_true", help="show a progress line on stderr")
    return p


@attrs.frozen
class Job:
    pairing: Pairing  # the game's number, seed and which --seats entry sits at each position (the kernel's)
    kinds: tuple[str, ...]  # the seat kind at each position
    checked: bool
    replay_bench: bool
    save_dir: Path | None


_CARDS: CardSet | None = None


def _init_worker(card_dir: Path | None) -> None:
    global _CARDS
    _CARDS = load_cardset(card_dir) if card_dir else load_cardset()


def run_job(job: Job) -> GameResult:
    """Play one game (in this process or a worker); write its save; keep only the numbers."""
    assert _CARDS is not None
    r = play_game(_CARDS, job.kinds, job.pairing.seed, job.pairing.chairs, job.checked, True, job.replay_bench)
    r.pairing = job.pairing
    if job.save_dir and r.game is not None:
        target = job.save_dir / f"game-{job.pairing.seed}.json"
        try:
            write_save(target, r.game)
        except OSError as exc:  # a full disk, a folder gone read-only: the run stops, the saves written are kept
            r.save_error = f"cannot write {target}: {describe_os_error(exc, target)}"
    r.match = None  # keep only the numbers: 10,000 games must fit in memory
    return r


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        chosen = games.by_key(chosen_game(argv))
    except KeyError:
        return fail(PROG, f"--game must be {' or '.join(games.game_keys())}, not {chosen_game(argv)!r}")
    if chosen.key != games.DEFAULT:  # another game's own arena (the registry's "arena" hook), loaded only now
        return int(chosen.load("arena")(argv))
    args = build_parser().parse_args(without_game(argv))
    cycle = args.players == 0
    if not cycle and not 2 <= args.players <= 5:
        return fail(PROG, "--players must be 2 to 5 (or 0 to cycle)")
    base = [s.strip() for s in args.seats.split(",") if s.strip()] if args.seats is not None else []
    if args.seats is not None and not base:
        return fail(PROG, f"--seats {args.seats!r} lists no seat kind (random, easy, normal, hard, hard:N, hard:Ts)")
    if len(base) > 5:
        return fail(PROG, f"--seats lists {len(base)} seats; a game has 2 to 5")
    try:
        for k in base or ["random"]:
            make_seat(k, 0)
    except ValueError as exc:
        return fail(PROG, str(exc))
    if args.save_dir is not None:
        problem = save_dir_problem(args.save_dir)
        if problem:
            return fail(PROG, f"--save-dir {args.save_dir}: {problem}")
    if base and len(base) != args.players and not cycle:
        return fail(PROG, f"--seats lists {len(base)} seats for {args.players} players")
    try:
        cards = load_cardset(args.cards) if args.cards else load_cardset()
    except ContentError as exc:
        return fail(PROG, str(exc))
    jobs: list[Job] = []
    for gi in range(args.games):
        n = 2 + gi % 4 if cycle else args.players
        if cycle and base:  # every kind meets every player count: the list turns by one each round of counts
            specs = [base[(gi // 4 + i) % len(base)] for i in range(n)]
        else:
            specs = (base * n)[:n] if base else ["random"] * n
        game = arena.pairing(n, gi, args.seed, rotate=not args.no_rotate)
        jobs.append(Job(game, tuple(specs[j] for j in game.chairs), args.check, args.replay_bench, args.save_dir))
    results: list[GameResult] = []
    by_count: dict[int, list[GameResult]] = {}
    t0 = time.perf_counter()
    played = _play_all(jobs, args.cards, cards, args.jobs)
    stopped = ""
    try:
        for job, r in zip(jobs, played, strict=False):
            _report_game(args, job, r, results, by_count, len(jobs), t0)
            if r.save_error:
                stopped = r.save_error
                break
    except KeyboardInterrupt:
        stopped = "interrupted"
    finally:
        with contextlib.suppress(Exception):
            played.close()  # stops the workers: the games not yet begun are not played
    if stopped:
        if args.progress:
            print(file=sys.stderr)
        fail(PROG, f"{stopped}; stopped after {len(results)} of {len(jobs)} games (their results follow"
                   + (", their saves are kept)" if args.save_dir else ")"))
    if not results:
        return 130 if stopped == "interrupted" else 1
    return _report(args, results, by_count, base, cycle, time.perf_counter() - t0, stopped)


def save_dir_problem(folder: Path) -> str:
    """Why games cannot be saved in `folder` (one line), or "" if a file can be written there."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return "is not a folder"
    except OSError as exc:
        return describe_os_error(exc)
    if not folder.is_dir():
        return "is not a folder"
    try:
        fd, probe = tempfile.mkstemp(prefix=".arena-probe.", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return f"cannot be written to ({describe_os_error(exc)})"
    return ""


def _report_game(args: argparse.Namespace, job: Job, r: GameResult, results: list[GameResult],
                 by_count: dict[int, list[GameResult]], total: int, t0: float) -> None:
    results.append(r)
    by_count.setdefault(len(job.kinds), []).append(r)
    if args.progress:
        eta = (time.perf_counter() - t0) / len(results) * (total - len(results))
        print(f"\r{len(results)}/{total} games, {eta:.0f} s left ", end="", file=sys.stderr, flush=True)
    if r.error:
        print(f"game {job.pairing.index} (seed {job.pairing.seed}): ERROR {r.error}")
    for v in r.violations[:3]:
        print(f"game {job.pairing.index} (seed {job.pairing.seed}): VIOLATION {v}")


def _report(args: argparse.Namespace, results: list[GameResult], by_count: dict[int, list[GameResult]],
            base: list[str], cycle: bool, seconds: float, stopped: str) -> int:
    if args.progress and not stopped:
        print(file=sys.stderr)
    specs0 = (base * args.players)[:args.players] if (base and not cycle) else (
        base if base else ["random"] * (args.players or 2))
    summary = summarize(results, specs0, seconds) if not cycle else summarize_cycle(by_count, seconds)
    print(f"games played: {summary['games']}   errors: {summary['errors']}   "
          f"invariant violations: {summary['violations']}")
    print(f"average turns per player: {summary['turns_per_player']}   average winning score: "
          f"{summary['winning_score']}   games per second: {summary['games_per_second']}")
    for s in summary.get("seats", []):
        print(f"  seat {s['seat']} {s['kind']:>7}: win rate {s['win_rate']:.3f} (95% CI {s['ci95'][0]:.3f}-"
              f"{s['ci95'][1]:.3f})  score {s['score']}  decision p50 {s['decision_ms_p50']} ms  "
              f"p95 {s['decision_ms_p95']} ms (processor p95 {s['decision_cpu_ms_p95']} ms, "
              f"max {s['decision_ms_max']} ms)")
    if args.replay_bench:
        ok = [r for r in results if not r.error and r.replay_seconds > 0]
        play_s, replay_s = sum(r.seconds for r in ok), sum(r.replay_seconds for r in ok)
        summary["replay_speedup"] = round(play_s / replay_s, 1) if replay_s else 0.0
        summary["replay_ms_per_game"] = round(1000 * replay_s / len(ok), 2) if ok else 0.0
        print(f"replaying a log: {summary['replay_ms_per_game']} ms per game, "
              f"{summary['replay_speedup']}x faster than playing it")
    if args.json:
        print(json.dumps(summary))
    if stopped:
        return 130 if stopped == "interrupted" else 1
    return 1 if summary["errors"] or summary["violations"] else 0


def chosen_game(argv: Sequence[str]) -> str:
    """The game `--game` names (Alien Artifacts, "alien-artifacts", when it is left out; the rest of the command
    line is that game's own)."""
    for i, a in enumerate(argv):
        if a == "--game" and i + 1 < len(argv):
            return argv[i + 1]
        if a.startswith("--game="):
            return a.removeprefix("--game=")
    return games.DEFAULT


def without_game(argv: Sequence[str]) -> list[str]:
    """The command line without its `--game` (Alien Artifacts' own options only)."""
    out: list[str] = []
    skip = False
    for a in argv:
        if skip:
            skip = False
        elif a == "--game":
            skip = True
        elif not a.startswith("--game="):
            out.append(a)
    return out


def _play_all(jobs: list[Job], card_dir: Path | None, cards: CardSet,
              workers: int) -> Generator[GameResult, None, None]:
    """The games in order, in this process or in worker processes that each load the card set once."""
    global _CARDS
    if workers > 1:
        yield from arena.run(jobs, run_job, workers, _init_worker, (card_dir,))
        return
    _CARDS = cards
    yield from arena.run(jobs, run_job)


def summarize_cycle(by_count: dict[int, list[GameResult]], seconds: float) -> dict[str, Any]:
    allr = [r for rs in by_count.values() for r in rs]
    ok = [r for r in allr if not r.error]
    per = {str(n): {"games": len([r for r in rs if not r.error]),
                    "turns_per_player": round(statistics.fmean([r.turns / n for r in rs if not r.error]), 2)
                    if any(not r.error for r in rs) else 0.0} for n, rs in sorted(by_count.items())}
    return {
        "games": len(ok), "errors": len(allr) - len(ok), "violations": sum(len(r.violations) for r in allr),
        "turns_per_player": round(statistics.fmean([r.turns / len(r.kinds) for r in ok]), 2) if ok else 0.0,
        "winning_score": round(statistics.fmean([max(r.totals) for r in ok]), 2) if ok else 0.0,
        "games_per_second": round(len(allr) / seconds, 2) if seconds > 0 else 0.0,
        "seconds": round(seconds, 2), "players": 0, "by_players": per, "seats": [],
    }
