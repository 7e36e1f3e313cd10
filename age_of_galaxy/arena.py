"""Age of Galaxy in the kernel's arena (tabletop/arena.py): `python -m game.arena --game age-of-galaxy ...`
dispatches here. This module gives the harness the game's parts: the seat levels as entrants, how a game starts
from its pairing, who won, and the checks (every invariant after every event of the log folded afresh, and the
log rebuilt to the same state hash); and reads the command line.

    python -m game.arena --game age-of-galaxy --players 2 --seats easy,random --games 400 --jobs 2
    python -m game.arena --game age-of-galaxy --players 0 --games 10000 --check   # 1-4 players in turn, solo too
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

import attrs

from age_of_galaxy.ai.seats import make_seat
from age_of_galaxy.engine.invariants import invariants
from age_of_galaxy.engine.ruleset import RULES, Settings
from tabletop import arena
from tabletop.arena import MAX_DECISIONS, Entrant, Pairing, Record
from tabletop.match import Match

GAME = "age-of-galaxy"
MAX_VIOLATIONS = 20  # per game: the first ones say enough


def entrant(kind: str) -> Entrant:
    """A seat level as the kernel's entrant: `make_seat(kind, position, seed)` at any position."""
    return Entrant(kind, lambda position, seed: make_seat(kind, position, seed))


def start(pairing: Pairing) -> Match:
    """The game of `pairing`: one seat per chair (a lone seat plays Standard Solo, G74)."""
    return Match.start(RULES, Settings(pairing.seed, tuple(f"P{p + 1}" for p in range(len(pairing.chairs)))))


def outcome(match: Match) -> tuple[int, ...]:
    return tuple(match.state.winners)


def check(match: Match) -> list[str]:
    """The log folded into a fresh state with every invariant checked after every event (G2, G3, G12, G18, G33),
    then rebuilt by the kernel: both must give the match's own state hash."""
    out: list[str] = []
    state = RULES.new_state()
    for i, e in enumerate(match.events):
        try:
            RULES.fold(state, e)
        except (ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
            return [*out, f"event {i} ({type(e).__name__}) does not fold: {exc}"]
        out.extend(f"event {i} ({type(e).__name__}): {v}" for v in invariants(state))
        if len(out) >= MAX_VIOLATIONS:
            return out
    if RULES.state_json(state) != RULES.state_json(match.state):
        out.append("folding the log did not give the same state")
    if Match.rebuild(RULES, match.settings, list(match.events)).state_hash() != match.state_hash():
        out.append("rebuilding from the log did not give the same state hash")
    return out


@attrs.define
class Result(Record):
    kinds: tuple[str, ...] = ()  # seat level per position
    totals: tuple[int, ...] = ()  # final VP per seat
    rounds: int = 0
    violations: list[str] = attrs.Factory(list)


@attrs.frozen
class Job:
    pairing: Pairing
    kinds: tuple[str, ...]  # the level at each position
    checked: bool


def run_job(job: Job) -> Result:
    """One game (in this process or a worker), checked when asked; only the numbers come back."""
    r = Result(job.pairing, kinds=job.kinds)
    arena.play_one(job.pairing, [entrant(k) for k in job.kinds], start, outcome, True, MAX_DECISIONS, r)
    m = r.match
    if not r.error and m is not None:
        try:
            s = m.state
            r.totals = tuple(s.scores[w][-1] for w in range(s.seats))
            r.rounds = s.round
            if job.checked:
                r.violations = check(m)
        except Exception as exc:  # the arena reports every failure and keeps going
            r.error = f"{type(exc).__name__}: {exc}"
    r.match = None
    return r


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game.arena --game age-of-galaxy",
                                description="Play complete headless games of Age of Galaxy.")
    p.add_argument("--game", choices=(GAME,), default=GAME)
    p.add_argument("--players", type=int, default=2, help="1 (solo) to 4, or 0 to cycle 1..4 (default 2)")
    p.add_argument("--seats", default="", help="comma-separated levels: random, easy, normal, hard, hard:N "
                                               "(N move-samples), hard:Ts (T seconds per decision)")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--check", action="store_true", help="check invariants after every event and replay logs")
    p.add_argument("--json", action="store_true", help="end with one JSON object on the last line")
    p.add_argument("--no-rotate", action="store_true", help="keep seats in their listed positions")
    p.add_argument("--jobs", type=int, default=1, help="games side by side in worker processes (same results)")
    p.add_argument("--progress", action="store_true", help="show a progress line on stderr")
    return p


def jobs_of(args: argparse.Namespace, base: Sequence[str]) -> list[Job]:
    """Each game's pairing and levels: with --players 0 the count cycles 1, 2, 3, 4 and the levels turn by one
    each cycle so every level meets every count; otherwise the listed levels rotate over the chairs."""
    out = []
    for gi in range(args.games):
        if args.players == 0:
            n = 1 + gi % 4
            kinds = [base[(gi // 4 + i) % len(base)] for i in range(n)] if base else ["random"] * n
            pairing = Pairing(gi, args.seed + gi, tuple(range(n)))
            out.append(Job(pairing, tuple(kinds), args.check))
        else:
            pairing = arena.pairing(args.players, gi, args.seed, rotate=not args.no_rotate)
            levels = base or ["random"] * args.players
            out.append(Job(pairing, tuple(levels[c] for c in pairing.chairs), args.check))
    return out


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if not 0 <= args.players <= 4:
        print("error: --players must be 1 to 4 (or 0 to cycle 1-4)", file=sys.stderr)
        return 2
    if args.games < 0:
        print("error: --games must be 0 or more", file=sys.stderr)
        return 2
    base = [s.strip() for s in args.seats.split(",") if s.strip()]
    try:
        for k in base:
            make_seat(k, 0, 0)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if base and args.players and len(base) != args.players:
        print(f"error: --seats lists {len(base)} seats for {args.players} players", file=sys.stderr)
        return 2
    jobs = jobs_of(args, base)
    results: list[Result] = []
    t0 = time.perf_counter()
    for job, r in zip(jobs, arena.run(jobs, run_job, max(1, args.jobs)), strict=True):
        results.append(r)
        if args.progress:
            eta = (time.perf_counter() - t0) / len(results) * (len(jobs) - len(results))
            print(f"\r{len(results)}/{len(jobs)} games, {eta:.0f} s left ", end="", file=sys.stderr, flush=True)
        if r.error:
            print(f"game {job.pairing.index} (seed {job.pairing.seed}): ERROR {r.error}")
        for v in r.violations[:3]:
            print(f"game {job.pairing.index} (seed {job.pairing.seed}): VIOLATION {v}")
    if args.progress:
        print(file=sys.stderr)
    summary = summarize(results, base if args.players else [], time.perf_counter() - t0)
    print(f"games played: {summary['games']}   errors: {summary['errors']}   "
          f"invariant violations: {summary['violations']}   games per second: {summary['games_per_second']}")
    for n, c in summary["by_players"].items():
        print(f"  {n} player(s): {c['games']} games, mean winning score {c['winning_score']} VP")
    for s in summary["seats"]:
        print(f"  seat {s['seat']} {s['kind']:>7}: win rate {s['win_rate']:.3f} (95% CI {s['ci95'][0]:.3f}-"
              f"{s['ci95'][1]:.3f}, ties {s['ties']})  decision p50 {s['decision_ms_p50']} ms  "
              f"p95 {s['decision_ms_p95']} ms (processor p95 {s['decision_cpu_ms_p95']} ms, "
              f"max {s['decision_ms_max']} ms)")
    if args.json:
        print(json.dumps(summary))
    return 1 if summary["errors"] or summary["violations"] else 0


def summarize(results: Sequence[Result], base: Sequence[str], seconds: float) -> dict[str, Any]:
    """The run's totals, per player count, and per listed seat (when the seats were listed for a fixed count)."""
    ok = [r for r in results if not r.error]
    counts = sorted({len(r.kinds) for r in results})
    by = {str(n): {"games": sum(len(r.kinds) == n for r in ok),
                   "winning_score": round(statistics.fmean(max(r.totals) for r in ok if len(r.kinds) == n), 2)
                   if any(len(r.kinds) == n for r in ok) else 0.0} for n in counts}
    seats = []
    if base:
        for st in arena.standings(results, base):
            seats.append({"seat": st.entrant, "kind": st.name, "games": st.games, "wins": st.wins, "ties": st.ties,
                          "win_rate": round(st.win_rate, 4), "ci95": [round(st.ci95[0], 4), round(st.ci95[1], 4)],
                          "decision_ms_p50": round(st.decision_ms_p50, 3),
                          "decision_ms_p95": round(st.decision_ms_p95, 3),
                          "decision_ms_max": round(st.decision_ms_max, 3),
                          "decision_cpu_ms_p95": round(st.decision_cpu_ms_p95, 3)})
    return {"game": GAME, "games": len(ok), "errors": len(results) - len(ok),
            "violations": sum(len(r.violations) for r in results),
            "games_per_second": round(len(results) / seconds, 2) if seconds > 0 else 0.0,
            "seconds": round(seconds, 2), "by_players": by, "seats": seats}
