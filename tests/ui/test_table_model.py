"""The table's model (alien_artifacts/ui/table_model.py) without pygame: whose private cards the screen shows (hot seat,
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

from alien_artifacts.engine.view import HIDDEN
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.session import SeatConfig, Session
from alien_artifacts.ui.table_model import PUBLIC, TableModel, only

ROOT = Path(__file__).resolve().parents[2]


def test_the_model_imports_no_pygame() -> None:
    code = ("import sys, alien_artifacts.ui.table_model, alien_artifacts.ui.session, alien_artifacts.ui.ai_seat\n"
            "import alien_artifacts.ui.seat_driver\n"
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
    from alien_artifacts.content.loader import load_cardset

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


def _human_turn(seed: int = 2) -> tuple[Session, TableModel]:
    """A 2-seat game (a human first, an AI) at the human's first choice of the turn."""
    if not CARDS:
        CARDS.append(_cards())
    session = Session.new(CARDS[0], [SeatConfig("Ann", True), SeatConfig("Bot", False, "easy", 1)], seed)
    session.autosave_enabled = False
    brain = RandomBrain(seed)
    while session.pending.seat != 0 or session.pending.kind != "turn":
        session.submit(brain.choose(session.view(session.pending.seat)))
    return session, TableModel(session)


def test_an_option_filter_narrows_what_the_table_offers_and_nothing_else() -> None:
    session, m = _human_turn()
    p = session.pending
    assert m.pending is p  # no filter: the engine's own choice
    m.refresh_moves(["res:x"], set())
    every = list(m.moves)
    keep = p.options[0].key
    m.option_filter = only([keep])
    assert [o.key for o in m.pending.options] == [keep] and m.pending.id == p.id
    assert session.pending is p  # the engine's choice is untouched
    assert m.refresh_moves(["res:x"], set())  # a new filter recomputes the moves at once
    assert m.moves and all(mv.keys[0] == keep for mv in m.moves)
    assert {mv.keys for mv in m.moves} == {mv.keys for mv in every if mv.keys[0] == keep}
    assert m.offered((keep,)) and not m.offered(("not an option",))
    m.option_filter = only([])
    m.refresh_moves(["res:x"], set())
    assert m.moves == [] and m.click_targets == set()
    m.option_filter = None
    m.refresh_moves(["res:x"], set())
    assert m.moves == every


def test_moves_are_recomputed_once_per_position() -> None:
    session, m = _human_turn(5)
    assert m.refresh_moves(["res:x"], set())
    assert not m.refresh_moves(["res:x"], set())  # the same version, viewer and privacy: cached
    m.forget_moves()
    assert m.refresh_moves(["res:x"], set())
    # a source-less option (or one whose source is not on the table) is clicked at its target
    one = [mv for mv in m.moves if mv.target and len(mv.keys) == 1]
    m.forget_moves()
    m.refresh_moves(["res:x"], {mv.source for mv in m.moves if mv.source})
    assert m.click_targets == {mv.target for mv in one if mv.source is None}
    session.submit(RandomBrain(1).choose(session.view(0)))
    assert m.refresh_moves(["res:x"], set())  # the game moved


