"""Alien Artifacts runs on the same kernel as high card: its Game is the kernel's Match over its Ruleset, the
kernel's arena loop and random seat play it to the end from the seats' views, and its save loads back through
the kernel's re-simulation to the same state (issue 26 point 6)."""

from __future__ import annotations

import random

import attrs

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.engine import events as ev
from alien_artifacts.match.api import Game, GameError, GameSettings, SeatSettings
from alien_artifacts.match.narrate import narrate
from alien_artifacts.match.ruleset import AlienArtifacts
from alien_artifacts.match.sim import Simulation
from alien_artifacts.rules.context import Ctx
from tabletop import runtime
from tabletop.choices import Command
from tabletop.match import Match, MatchError
from tabletop.search import RandomSeat, play_match


def test_the_first_game_plays_through_the_kernels_loop_and_saves() -> None:
    cards = load_cardset()
    g = Game.new(cards, GameSettings(3, (SeatSettings("A"), SeatSettings("B"))))
    assert isinstance(g, Match) and GameError is MatchError
    decisions = play_match(g, {0: RandomSeat(random.Random(1)), 1: RandomSeat(random.Random(2))})
    assert g.over and decisions > 20 and g.state.winners
    back = Match.load(AlienArtifacts(cards), g.to_json())
    assert back.state_hash() == g.state_hash() and back.events == g.events
    assert Game.from_json(cards, g.to_json()).state_hash() == g.state_hash()


def test_the_first_game_runs_on_the_kernels_runtime_base() -> None:
    """Its decisions and step-stack events are the kernel's (tabletop/runtime.py) by the same names and fields, so
    its saves are the same JSON; its Ctx is the kernel's Context, its Simulation the kernel's (a clone is still
    its own, with the card set); narration skips the step stack and the decisions (issue 32 item 1)."""
    cards = load_cardset()
    for cls in (runtime.Decided, runtime.StepsPushed, runtime.StepPopped, runtime.StepReplaced):
        assert getattr(ev, cls.__name__) is cls and ev.EVENT_TYPES[cls.__name__] is cls
    assert [f.name for f in attrs.fields(ev.Decided)] == ["seat", "choice", "pick", "auto"]
    g = Game.new(cards, GameSettings(5, (SeatSettings("A"), SeatSettings("B"), SeatSettings("C"))))
    assert isinstance(g._ctx, Ctx) and isinstance(g._ctx, runtime.Context)
    seat = RandomSeat(random.Random(5))
    for _ in range(40):  # forty decisions into the game
        p = g.pending
        assert p is not None
        assert g.submit(Command(p.seat, p.id, (seat.decide(g.view_for(p.seat)),))).ok
    data = g.to_json()["events"]
    decided = [d for d in data if d["t"] == "Decided"]
    assert decided and all(set(d) == {"t", "seat", "choice", "pick", "auto"} for d in decided)
    assert any(d["t"] == "StepsPushed" for d in data) and any(d["t"] == "StepPopped" for d in data)
    mine = [(e.seat, e.pick) for e in g.events if isinstance(e, ev.Decided) and not e.auto]
    assert [g.rules.decision(e) for e in g.events if g.rules.decision(e)] == mine and len(mine) == 40
    names = [p.name for p in g.state.players]
    for e in g.events:
        if isinstance(e, ev.Decided) or e.flow:
            assert narrate(e, cards, 0, names) is None
    sim = g.simulation()
    twin = sim.clone(seed=9)
    assert isinstance(sim, runtime.Simulation) and type(twin) is Simulation
    assert twin.cards is cards and twin.tops() == sim.tops() and twin.seed == 9 and twin.pending == g.pending
