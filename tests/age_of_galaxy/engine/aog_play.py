"""Helpers for Age of Galaxy's engine tests: start a match, play to a seat's first turn, set a position up, play
keys on a running copy of the rules."""

from __future__ import annotations

import random

from age_of_galaxy.engine.invariants import invariants
from age_of_galaxy.engine.ruleset import RULES, Settings
from age_of_galaxy.engine.state import State
from tabletop import runtime
from tabletop.choices import Command
from tabletop.match import Match


def names(n: int) -> tuple[str, ...]:
    return tuple(f"P{i}" for i in range(n))


def start(seed: int = 1, n: int = 2, first: int | None = 0) -> Match:
    return Match.start(RULES, Settings(seed, names(n), first))


def answer(m: Match, key: str) -> None:
    p = m.pending
    assert p is not None
    r = m.submit(Command(p.seat, p.id, (key,)))
    assert r.ok, r


def offered(m: Match | runtime.Simulation) -> tuple[str, ...]:
    assert m.pending is not None
    return m.pending.keys()


def to_first_turn(m: Match, debuts: dict[int, str] | None = None) -> Match:
    """Every seat keeps its hand and plays its first card (or the one named) as Debut."""
    while m.pending is not None and m.pending.kind in ("setup_discard", "debut"):
        p = m.pending
        if p.kind == "setup_discard":
            answer(m, "keep")
        else:
            want = (debuts or {}).get(p.seat)
            offered = p.keys()
            answer(m, f"debut:{want}" if want and f"debut:{want}" in offered else offered[0])
    return m


def give(s: State, who: int, **res: int) -> None:
    """Set resources (Cruisers come from / go back to the colour's common supply, so counts stay conserved)."""
    p = s.players[who]
    for k, v in res.items():
        if k == "cruiser":
            p.common_cruisers -= v - p.res[k]
        p.res[k] = v


def sim(m: Match | State, seed: int = 0) -> runtime.Simulation:
    """A running copy of the rules on a (possibly edited) state: its pending choice is asked afresh."""
    state = m.state.clone() if isinstance(m, Match) else m.clone()
    return runtime.Simulation(RULES, state, seed)


def play(sm: runtime.Simulation, *keys: str) -> runtime.Simulation:
    for k in keys:
        sm.play(k)
        assert not invariants(sm.state), invariants(sm.state)
    return sm


def random_game(seed: int, n: int) -> Match:
    m = Match.start(RULES, Settings(seed, names(n)))
    rng = random.Random(seed)
    while m.pending is not None:
        answer(m, rng.choice(m.pending.keys()))
    return m
