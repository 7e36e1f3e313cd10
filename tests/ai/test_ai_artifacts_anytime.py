"""R7 for the AI: Artifacts offered in the middle of a choice are legal answers for every seat kind; the
policy plays one there when it gains there (a discount for the payment being made), otherwise it
answers the choice itself; Hard's inner search takes them as any other option."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from alien_artifacts.ai.easy import EasySeat
from alien_artifacts.ai.hard import HardSeat
from alien_artifacts.ai.ismcts import SearchConfig
from alien_artifacts.ai.normal import NormalSeat
from alien_artifacts.engine import steps as st
from alien_artifacts.match.api import Game
from alien_artifacts.rules.handlers import STEP_HANDLERS

ROOT = Path(__file__).resolve().parents[2]
BLUEPRINT = "art_05"  # Build a Ship costs 3 less this turn
VOID_LENS = "art_02"  # Gain 5 credits
CHRONO = "art_03"  # Draw 2 Resource cards


def _kit() -> Any:
    spec = importlib.util.spec_from_file_location("ai_audit_kit", ROOT / "tests" / "engine" / "audit_kit.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _mid_payment(artifact: str) -> Game:
    """Seat 0 builds a Ship costing 7 (limit 3), has paid 2 of it, holds 3 + 3 red and `artifact`."""
    kit = _kit()
    g, target, hand = kit.mid_payment(artifact)
    kit.must(g, f"build:{target}", f"pay:{hand[0][0]}:{hand[0][1]}")
    assert g.pending is not None and g.pending.kind == "pay" and g.pending.interruptions()
    return g


SEATS = {
    "easy": lambda: EasySeat(1),
    "normal": lambda: NormalSeat(1),
    "hard": lambda: HardSeat(1, iterations=4),
}


@pytest.mark.parametrize("kind", sorted(SEATS))
def test_every_seat_plays_a_discount_artifact_mid_payment(kind: str) -> None:
    # R7: Blueprint mid-payment saves a Resource card: 5 red still to pay becomes 2
    g = _mid_payment(BLUEPRINT)
    seat = SEATS[kind]()
    picks = seat.decide(g.view_for(0))
    assert picks == (f"artifact:{BLUEPRINT}",)
    assert g.submit(_cmd(g, picks)).ok
    assert g.pending.kind == "pay" and g.pending.info_get("need") == "2 red"
    picks = seat.decide(g.view_for(0))
    assert g.pending.option(picks[0]) is not None and picks[0].startswith("pay:")


@pytest.mark.parametrize("kind", sorted(SEATS))
def test_every_seat_answers_the_payment_when_the_artifact_gains_nothing_there(kind: str) -> None:
    # R7: Void Lens gains the same at the turn menu after the action: the payment is answered now
    g = _mid_payment(VOID_LENS)
    picks = SEATS[kind]().decide(g.view_for(0))
    assert len(picks) == 1 and picks[0].startswith("pay:") and g.pending.option(picks[0]) is not None


def test_hard_answers_a_discard_with_an_artifact_offered() -> None:
    # R7: at a draw-step discard with Chrono Shard among its options, shipped Hard (which answers every
    # choice but the turn menu as Normal does) gives a legal pick the engine accepts
    kit = _kit()
    g = kit.ready(2, 3)
    for r in list(g.cards.resources)[:2]:
        kit.move(g, r, "hand")
    kit.move(g, CHRONO, "artifact")
    s = g.state
    s.current = 0
    s.stack = [st.EndTurn(0), st.DrawFill(0), st.DiscardStep(0)]
    g._pending = STEP_HANDLERS.advance(g._ctx)
    p = g.pending
    assert p is not None and p.kind == "discard" and p.option(f"artifact:{CHRONO}") is not None
    hard = HardSeat(2, config=SearchConfig(max_iterations=6))
    picks = hard.decide(g.view_for(0))
    assert len(picks) == 1 and p.option(picks[0]) is not None
    before = len(g.events)
    assert g.submit(_cmd(g, picks)).ok
    assert len(g.events) > before


def _cmd(g: Game, picks: tuple[str, ...]) -> Any:
    from alien_artifacts.engine.choices import Command

    p = g.pending
    assert p is not None
    return Command(p.seat, p.id, picks)
