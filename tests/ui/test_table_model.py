"""The table's model (game/ui/table_model.py) without pygame: whose private cards the screen shows (hot seat,
R33-R34), the View it draws, and the viewer's legal moves. The same rules the table scene drew from before
the model was split out (tests/ui/test_ui_hotseat.py drives them through the real scene)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.view import HIDDEN
from game.ui.ai_seat import RandomBrain
from game.ui.session import SeatConfig, Session
from game.ui.table_model import PUBLIC, TableModel

ROOT = Path(__file__).resolve().parents[2]


def test_the_model_imports_no_pygame() -> None:
    code = ("import sys, game.ui.table_model, game.ui.session, game.ui.ai_seat\n"
            "print('pygame' in sys.modules)")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


class FakeSession:
    """Just what the model reads of a Session: seats, the pending choice, the turn number."""

    def __init__(self, humans: list[bool]) -> None:
        self.human = humans
        self.pending: Any = None
        self.state = SimpleNamespace(turn_number=1, players=[SimpleNamespace() for _ in humans])

    def humans(self) -> list[int]:
        return [i for i, h in enumerate(self.human) if h]

    def is_human(self, seat: int) -> bool:
        return self.human[seat]

    def view(self, seat: int) -> Any:
        return SimpleNamespace(seat=seat)

    def to(self, seat: int | None, turn: int | None = None) -> None:
        self.pending = None if seat is None else SimpleNamespace(seat=seat)
        if turn is not None:
            self.state.turn_number = turn


def test_one_human_always_sees_their_own_cards() -> None:
    s = FakeSession([False, True, False])
    m = TableModel(s)
    assert (m.viewer, m.hotseat, m.seat_order()) == (1, False, [1, 2, 0])
    for seat in (0, 1, 2, None):
        s.to(seat)
        assert m.guard_hands() is False
        assert m.shown_seat() == 1 and m.view().seat == 1
        assert m.my_choice() == (seat == 1)


def test_hot_seat_hides_the_hands_until_the_curtain_hands_the_screen_over() -> None:  # R33
    s = FakeSession([True, True, False])
    m = TableModel(s)
    assert m.hotseat and m.hands_hidden() and m.view().seat == PUBLIC  # nobody has been handed the screen yet
    s.to(0)
    assert not m.my_choice()
    m.hand_to(0)  # the curtain: "show my cards"
    assert m.shown_seat() == 0 and m.my_choice()
    s.to(2)  # an AI plays: hidden at once
    assert m.guard_hands() is True and m.hands_hidden() and m.view().seat == PUBLIC
    assert m.guard_hands() is False  # hidden once
    s.to(0)  # back to the same human within their turn: shown again, no curtain
    m.guard_hands()
    assert m.shown_seat() == 0 and m.my_choice()
    s.to(1)  # the other human: hidden, and it stays hidden until the curtain
    assert m.guard_hands() is True
    s.to(0, turn=2)  # the first human again, but in a later turn: the curtain first
    m.guard_hands()
    assert m.hands_hidden() and not m.my_choice()
    m.hand_to(0)
    assert m.shown_seat() == 0


def _cards() -> Any:
    from game.content.loader import load_cardset

    return load_cardset()


CARDS: list[Any] = []


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(1, 10_000), humans=st.sampled_from([(True, True), (True, True, False), (True, False, True)]))
def test_a_played_hot_seat_game_never_shows_a_hand_to_the_wrong_eyes(seed: int, humans: tuple[bool, ...]) -> None:
    """Random play, the curtain answered whenever a human is waiting for it: whatever the screen shows is the
    public view or the view of the human whose choice is on screen, and only then are there moves."""
    if not CARDS:
        CARDS.append(_cards())
    seats = [SeatConfig(f"P{i}", h, "easy", i) for i, h in enumerate(humans)]
    session = Session.new(CARDS[0], seats, seed)
    session.autosave_enabled = False
    m = TableModel(session)
    brain = RandomBrain(seed)
    for _ in range(120):
        p = session.pending
        if p is None:
            break
        m.guard_hands()
        shown = m.shown_seat()
        view = m.view()
        assert view.seat == shown
        if shown != PUBLIC:
            assert shown == m.viewer == p.seat and session.is_human(p.seat)
        for i, pl in enumerate(view.state.players):
            if i != shown:
                assert all(c == HIDDEN for c in pl.hand), (i, shown)
        moves = m.legal_moves(["res:x"])
        assert bool(moves) <= m.my_choice()
        if session.is_human(p.seat) and (p.seat != m.viewer or m.private_for != p.seat):
            m.hand_to(p.seat)  # the curtain, as the table raises it
            assert m.my_choice() and m.view().seat == p.seat
            assert m.legal_moves(["res:x"]) or not p.options
        session.submit(brain.choose(session.view(p.seat)))
