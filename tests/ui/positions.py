"""Seeded positions for the UI tests: a game with one human (seat 0, "You") played forward by random legal choices
until the human is asked a choice of a given kind (tests/ui/test_ui_readable.py, test_ui_words.py)."""

from __future__ import annotations

from typing import Any

from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.session import SeatConfig, Session


def busy_session(cards: Any, players: int, turns: int, kind: str = "turn", seed: int = 7) -> Session:
    """From turn `turns` on, the first time the human (seat 0) is asked a choice of `kind` ("turn": their action;
    "keep": which drawn card to keep; ...). The AI seats are "AI 2", "AI 3", ... (seats count from 1)."""
    seats = [SeatConfig("You", True, "normal", 0)] + [SeatConfig(f"AI {i + 1}", False, "normal", i)
                                                       for i in range(1, players)]
    session = Session.new(cards, seats, seed + players)
    session.autosave_enabled = False
    brain = RandomBrain(players)
    while session.pending is not None and (session.state.turn_number < turns or session.pending.seat != 0
                                           or session.pending.kind != kind):
        session.submit(brain.choose(session.view(session.pending.seat)))
    assert session.pending is not None, "the game ended first"
    return session
