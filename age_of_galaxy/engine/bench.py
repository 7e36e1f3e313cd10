"""Random games per second on one core: `python -m age_of_galaxy.engine.bench [games] [players...]`.

Each game starts from its own seed and every seat picks a uniformly random option until the end, through the
kernel's Simulation (the rules with no event history kept: what a search's play-outs run on)."""

from __future__ import annotations

import random
import sys
import time

from age_of_galaxy.engine.content import content
from age_of_galaxy.engine.ruleset import RULES, Settings
from tabletop import runtime
from tabletop.choices import PendingChoice
from tabletop.match import Match


def random_game(seed: int, players: int) -> tuple[int, int]:
    """(decisions, rounds) of one random game."""
    m: Match[PendingChoice] = Match.start(RULES, Settings(seed, tuple(f"P{i}" for i in range(players))))
    sim = runtime.Simulation(RULES, m.state, seed, m.pending, advance=False)
    rng = random.Random(seed)
    decisions = 0
    while sim.pending is not None:
        sim.play(rng.choice(sim.pending.keys()))
        decisions += 1
    return decisions, sim.state.round


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 100
    counts = [int(x) for x in argv[1:]] or [1, 2, 3, 4]
    content()  # loaded once, outside the timing
    print(f"{'players':>7} {'games':>6} {'decisions/game':>15} {'games/s':>8} {'ms/decision':>12}")
    for n in counts:
        start = time.process_time()
        total = 0
        for g in range(games):
            decisions, rounds = random_game(10_000 * n + g, n)
            assert rounds == 5
            total += decisions
        spent = time.process_time() - start
        print(f"{n:>7} {games:>6} {total / games:>15.1f} {games / spent:>8.1f} {1000 * spent / total:>12.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
