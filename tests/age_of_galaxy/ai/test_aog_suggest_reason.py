"""Suggest's reason (issue 33 item 4): the Hard AI's move with what it sets up (age_of_galaxy/ai/explain.py facts:
a planet taken, the reach opened, the War place secured) and its value over the rounds left (the outlook), in
words with their rules (words/advice_told.py), from the player's View only: a scrambled hidden world gives the
same words."""

from __future__ import annotations

import random

from age_of_galaxy.ai.explain import Fact, setup_facts
from age_of_galaxy.ai.worlds import world_state
from age_of_galaxy.engine.ruleset import RULES
from age_of_galaxy.engine.state import State
from age_of_galaxy.ui.seats import advice_reason, advise
from age_of_galaxy.ui.start import new_match
from age_of_galaxy.words.advice_told import reason
from tabletop.choices import Command


def turn_in(round_: int, n: int = 2, seed: int = 9) -> tuple[object, State]:
    """A random game of `n` seats at seat 0's turn in `round_` (its match, and a copy of its state to edit)."""
    setup = new_match(["Ann", "Bo", "Cy"][:n], ["human"] + ["random"] * (n - 1), seed)
    m, rng = setup.match, random.Random(seed)
    while not (m.pending.seat == 0 and m.pending.kind == "turn" and m.state.round == round_):
        p = m.pending
        assert m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),))).ok
    return m, m.state.clone()


def give(s: State, who: int, **res: int) -> None:
    for k, v in res.items():
        s.players[who].res[k] = v


def test_a_colonized_planet_and_the_reach_it_opens_are_told_with_their_rules() -> None:
    # G64: a Colonized planet scores 1 VP, Developed 2; G35: the reach (fleet, +1 with Warp Drive)
    _m, s = turn_in(1)
    planet = next(k for k, pl in s.planets.items() if pl.empty and pl.position <= s.fleet)
    after = s.clone()
    after.planets[planet].discs = [0]
    facts = setup_facts(s, after, 0)
    assert Fact("colonize", planet, 0, 1) in facts
    twice = after.clone()
    twice.planets[planet].discs = [0, 0]
    assert Fact("develop", planet, 1, 2) in setup_facts(after, twice, 0)
    types = {k: pl.type for k, pl in s.planets.items()}
    words = reason(facts, 3.5, types)
    assert words.startswith(f"It colonizes the {types[planet].capitalize()} planet of ")
    assert "(1 VP at the end, G64)" in words
    assert words.endswith("Over the rounds left: +3.5 on the G85 scale (+1.0 VP).")


def test_the_war_place_a_move_secures_is_told() -> None:
    # G52-G54: before its War, a move that makes you the sole Overlord says so
    _m, s = turn_in(2, n=3)
    s.players[0].alliance = s.players[1].alliance = s.players[2].alliance = []  # no ranking bonus (G52)
    give(s, 2, cruiser=0)
    give(s, 0, cruiser=2, strength=1)
    give(s, 1, cruiser=2, strength=1)
    after = s.clone()
    give(after, 0, cruiser=3)
    (war,) = [f for f in setup_facts(s, after, 0) if f.kind == "war"]
    assert (war.old, war.new, war.n) == (1, 1, 1)  # shared first, then sole Overlord
    assert "sole Overlord of the coming War" in reason([war], 2.0, {}) and "(G52-G54)" in reason([war], 2.0, {})
    behind = s.clone()
    give(behind, 2, cruiser=3, strength=1)
    ahead_of = behind.clone()
    give(ahead_of, 0, cruiser=3, strength=2)
    (war,) = [f for f in setup_facts(behind, ahead_of, 0) if f.kind == "war"]
    assert (war.old, war.new, war.n) == (2, 1, 1)


def test_the_reason_comes_from_the_view_only() -> None:
    # G67-G69: two true worlds that differ only in what the player cannot see give the same View, and the same
    # suggestion and reason
    m, _s = turn_in(2)
    view = m.view_for(0)
    scrambled = world_state(view, random.Random(1))
    assert scrambled.players[1].hand != m.state.players[1].hand or scrambled.deck != m.state.deck
    other = RULES.view(scrambled, m.pending, 0)
    assert other == view
    a, b = advise(view, 0, 4, iterations=40), advise(other, 0, 4, iterations=40)
    assert a == b
    words = advice_reason(a, view.state)
    assert words == advice_reason(b, other.state) and "G85 scale" in words
