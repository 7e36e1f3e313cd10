"""Age of Galaxy engine: what holds over whole random games (the course of play, G1, G7, G23, G70)."""

from __future__ import annotations

import random

import pytest
from aog_play import names

from age_of_galaxy.engine.events import DiscsTaken, GoldenAge, Shuffled
from age_of_galaxy.engine.ruleset import RULES, Settings
from tabletop.choices import Command
from tabletop.match import Match, MatchError
from tabletop.rounds import PhaseBegan


def played(seed: int, n: int) -> tuple[Match, list[tuple[str, str, int, tuple[str, ...]]]]:
    """A random game, and for each decision: the phase it fell in, the choice kind, the seat, the keys offered."""
    m = Match.start(RULES, Settings(seed, names(n)))
    rng = random.Random(seed)
    asked = []
    while m.pending is not None:
        p = m.pending
        phase = next((e.phase for e in reversed(m.events) if isinstance(e, PhaseBegan)), "setup")
        asked.append((phase, p.kind, p.seat, p.keys()))
        assert m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),))).ok
    return m, asked


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_one_to_four_seats_play_and_other_counts_are_refused(n: int) -> None:
    # G1: 1 to 4 seats (one seat is Standard Solo, G74)
    m, _ = played(20 + n, n)
    assert m.pending is None and m.state.seats == n  # (solo: the Virtual Opponent is a player, not a seat)
    for bad in (0, 5):
        with pytest.raises(MatchError):
            Match.start(RULES, Settings(1, names(bad)))


@pytest.mark.parametrize("n", [2, 4])
def test_free_conversions_only_on_your_own_turn_in_the_action_phase(n: int) -> None:
    # G7: conversions and free actions exist only on your own turn in the Action phase: never in setup,
    # Production, War or the Galactic phase
    for seed in range(3):
        _m, asked = played(40 + seed, n)
        free = [(phase, kind) for phase, kind, _seat, keys in asked
                if any(k.startswith(("convert:", "free:")) for k in keys)]
        assert free, "random play meets free conversions"
        assert {phase for phase, _ in free} == {"action"}


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_randomness_only_in_the_setup_and_discs_only_from_production_or_a_golden_age(n: int) -> None:
    # G70: every shuffle is logged at setup, before the first phase; G23: nothing gives a disc in the Action phase
    # (discs arrive in Production, G19, and from a Golden Age, G60)
    m, _ = played(60 + n, n)
    first_phase = next(i for i, e in enumerate(m.events) if isinstance(e, PhaseBegan))
    shuffles = [i for i, e in enumerate(m.events) if isinstance(e, Shuffled)]
    assert shuffles and max(shuffles) < first_phase
    phase = "setup"
    for e in m.events:
        if isinstance(e, PhaseBegan):
            phase = e.phase
        if isinstance(e, DiscsTaken):
            assert phase == "production"
        if isinstance(e, GoldenAge):
            assert phase == "galactic"
