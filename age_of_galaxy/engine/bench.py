"""Random games per second on one core: `python -m age_of_galaxy.engine.bench [games] [players...]`.

Each game starts from its own seed and every seat picks a uniformly random option until the end, through the
kernel's Simulation (the rules with no event history kept: what a search's play-outs run on).

Then replaying against playing (the issue's "replay at least 20x faster than play", measured as Alien Artifacts'
`game.arena --replay-bench` does): the same random games played as the arena plays them (random seats, each
deciding from its own view, each pick a Command submitted to the Match), then rebuilt from their logs by folding
the events (what replaying a finished game does: no rules run), and loaded from their save documents with
verification (every decision played again through the rules, then the hash compared: about as slow as playing,
by design). Each rebuilt or loaded game must give the played game's state hash."""

from __future__ import annotations

import random
import sys
import time

from age_of_galaxy.engine.content import content
from age_of_galaxy.engine.ruleset import RULES, Settings
from tabletop import arena, runtime
from tabletop.choices import PendingChoice
from tabletop.match import Match
from tabletop.search import RandomSeat

RANDOM = arena.Entrant("random", lambda _position, seed: RandomSeat(random.Random(seed)))  # the arena's random seat


def played_out(settings: Settings) -> tuple[int, runtime.Simulation[PendingChoice]]:
    """(decisions, the finished Simulation) of one game of `settings`, every pick uniformly at random (from a
    generator of the settings' seed)."""
    m: Match[PendingChoice] = Match.start(RULES, settings)
    sim = runtime.Simulation(RULES, m.state, settings.seed, m.pending, advance=False)
    rng = random.Random(settings.seed)
    decisions = 0
    while sim.pending is not None:
        sim.play(rng.choice(sim.pending.keys()))
        decisions += 1
    return decisions, sim


def random_game(seed: int, players: int) -> tuple[int, int]:
    """(decisions, rounds) of one random game."""
    decisions, sim = played_out(Settings(seed, tuple(f"P{i}" for i in range(players))))
    return decisions, sim.state.round


def _start(pairing: arena.Pairing) -> Match[PendingChoice]:
    return Match.start(RULES, Settings(pairing.seed, tuple(f"P{p + 1}" for p in range(len(pairing.chairs)))))


def replay_times(seed: int, players: int) -> tuple[float, float, float]:
    """Processor seconds to play one random game (as the arena does), to rebuild it from its log, and to load its
    save verified."""
    t0 = time.process_time()
    record = arena.play_one(arena.Pairing(0, seed, tuple(range(players))), [RANDOM] * players, _start,
                            lambda m: m.state.winners)
    t1 = time.process_time()
    m = record.match
    assert m is not None, record.error
    rebuilt: Match[PendingChoice] = Match.rebuild(RULES, m.settings, list(m.events))
    t2 = time.process_time()
    document = m.to_json()
    t3 = time.process_time()
    loaded: Match[PendingChoice] = Match.load(RULES, document, verify=True)
    t4 = time.process_time()
    assert rebuilt.state_hash() == loaded.state_hash() == document["hash"]
    return t1 - t0, t2 - t1, t4 - t3


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
    print()
    print(f"{'players':>7} {'games':>6} {'play ms':>8} {'replay ms':>10} {'x faster':>9} {'verified load ms':>17} "
          f"{'x faster':>9}")
    for n in counts:
        play = refold = load = 0.0
        for g in range(games):
            a, b, c = replay_times(10_000 * n + g, n)
            play, refold, load = play + a, refold + b, load + c
        print(f"{n:>7} {games:>6} {1000 * play / games:>8.2f} {1000 * refold / games:>10.2f} {play / refold:>9.1f} "
              f"{1000 * load / games:>17.2f} {play / load:>9.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
