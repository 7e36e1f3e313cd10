"""The Suggest button and the H key (issue 25 point 7): the Hard AI's move for the human who decides, asked
through the AI worker from that human's own View, highlighted on the table with a reason, never played by itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from alien_artifacts.ui.ai_seat import InlineAIWorker, register_seat_factory
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from game.ui import theme
from tabletop.ui import textlog
from tabletop.ui.curtain import CurtainScene


@pytest.fixture()
def advisor(fresh_app: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The wiring alien_artifacts/launch.py does: the AI's seat factory (it answers "advice:..." too). Hard searches for
    0.1 s of processor time (the least a settings file may hold; the default is 0.3 s): these tests check the
    path from the key or button to the hint on screen, not the strength of the move."""
    from alien_artifacts.launch import ai_seat

    monkeypatch.setattr(fresh_app.settings, "hard_budget", 0.1)
    register_seat_factory(ai_seat)
    yield
    register_seat_factory(None)


def _shown(table: TableScene, hint: Any) -> None:
    """The suggestion is on screen: a legal option of the pending choice, its button marked and focused, its
    source/target glowing, and the reason drawn whole at a readable size."""
    p = table.session.pending
    assert hint is not None and hint.choice_id == p.id
    o = p.option(hint.picks[0])
    assert o is not None, (hint.picks, p.keys())
    assert hint.reason.strip() and hint.reason.startswith(o.label)
    button = table.input.option_buttons.by_key(f"opt:{o.key}")
    assert button is not None and button.selected
    assert table.input.option_buttons.buttons[table.input.option_buttons.focus] is button
    r = table.geometry
    on_table = bool(o.source and r.scene.sprite(o.source)) or bool(o.target and r.rect_of_target(o.target))
    assert bool(table.advice.places(table)) == on_table
    seen: list[tuple[str, int, pygame.Rect, str]] = []
    with textlog.listen(lambda _s, text, size, rect, role: seen.append((text, size, rect, role))):
        table.draw(table.app.screen)
    screen = table.app.screen.get_rect()
    drawn = [(t, s, r) for t, s, r, role in seen if role == "overlay" and r.y > table.geometry.lay.message.bottom
             and t in hint.reason]
    assert " ".join(t for t, _, _ in drawn).split() == hint.reason.split()  # every word, nothing cut
    for _t, size, rect in drawn:
        assert size >= theme.MIN_TEXT_PX and screen.contains(rect)


def _submitted_by_enter(player: Any, table: TableScene, hint: Any) -> None:
    """Enter presses the focused (suggested) option: the engine accepts it and the suggestion is gone."""
    before = len(player.log())
    choice = table.session.pending.id
    player.press(pygame.K_RETURN)
    assert len(player.log()) > before and table.session.pending.id != choice
    player.step()
    assert table.advice.hint is None and table.advice.ticket is None


def test_suggest_button_shows_a_move_and_plays_nothing(player: Any, advisor: None) -> None:
    log = player.new_game()
    table = player.table()
    assert player.button("suggest").enabled and "H" in player.button("suggest").label
    player.click("suggest")
    player.step(2)
    assert player.stack() == ["MenuScene", "TableScene"]
    hint = table.advice.hint
    _shown(table, hint)
    assert player.log() == log  # Suggest submitted nothing
    _submitted_by_enter(player, table, hint)


def test_h_key_asks_too(player: Any, advisor: None) -> None:
    log = player.new_game()
    table = player.table()
    player.press(pygame.K_h)
    player.step(2)
    _shown(table, table.advice.hint)
    assert player.log() == log
    _submitted_by_enter(player, table, table.advice.hint)


class SlowWorker(InlineAIWorker):
    """Holds each answer back until `release()`: the frames between are the AI thinking off the main loop."""

    def __init__(self) -> None:
        super().__init__()
        self.held: Any = None

    def request(self, ticket: int, seat: int, level: str, seed: int | None, view: Any) -> None:
        self.levels.append(level)
        super().request(ticket, seat, level, seed, view)
        self.held, self._result = self._result, None

    def release(self) -> None:
        self._result, self.held = self.held, None

    levels: list[str] = []


def test_the_button_says_it_is_thinking_while_the_table_goes_on(player: Any, advisor: None) -> None:
    log = player.new_game()
    table = player.table()
    slow = table.seats.worker = SlowWorker()
    slow.levels = []
    player.click("suggest")
    phase = table.renderer.phase
    player.step(5)
    b = player.button("suggest")
    assert b.label.startswith("Thinking") and not b.enabled
    assert table.renderer.phase > phase  # frames kept coming while the AI thought
    assert slow.levels == [f"advice:{player.app.settings.hard_budget:g}s"]
    player.press(pygame.K_h)  # asking again while it thinks asks nothing more
    assert len(slow.levels) == 1
    slow.release()
    player.step(2)
    assert player.button("suggest").label == "Suggest H"
    _shown(table, table.advice.hint)
    assert player.log() == log


def test_a_late_answer_for_a_past_choice_is_dropped(player: Any, advisor: None) -> None:
    """The player moves on while the AI thinks: the question is forgotten and its answer never shows."""
    player.new_game()
    table = player.table()
    slow = table.seats.worker = SlowWorker()
    player.press(pygame.K_h)
    p = table.session.pending
    assert table.advice.thinking
    assert table.submit((p.options[0].key,))
    player.step()
    slow.release()
    player.step(3)
    assert table.advice.hint is None and table.advice.ticket is None


def test_hot_seat_suggest_belongs_to_the_deciding_human(fresh_app: Any, advisor: None,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Two humans and an AI: each human can ask at their own choice; while the AI decides the button is
    disabled and H asks nothing; the curtain never shows a suggestion made for the other human."""
    app = fresh_app
    people = (("Ann", True), ("Bot", False), ("Cy", True))  # two humans share the screen with an AI
    session = Session.new(app.cards(), [SeatConfig(n, human, colour=i) for i, (n, human) in enumerate(people)], 23)
    session.autosave_enabled = False
    table = TableScene(app, session)
    table.seats.worker = InlineAIWorker()
    app.push(table)
    asked_by: set[int] = set()
    ai_frames = curtains = 0

    def key(k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        app.step(1 / 60)

    for _ in range(600):
        if session.over or (len(asked_by) == 2 and ai_frames >= 3 and curtains >= 3):
            break
        app.step(1 / 60)
        if isinstance(app.top, CurtainScene):
            assert table.advice.hint is None and table.advice.ticket is None
            curtains += 1
            app.top.ready()
            continue
        p = session.pending
        button = table.input.bar_buttons.by_key("suggest")
        if table.model.my_choice():
            assert button.enabled
            key(pygame.K_h)
            app.step(1 / 60)
            hint = table.advice.hint
            assert hint is not None and hint.choice_id == p.id and p.option(hint.picks[0]) is not None
            asked_by.add(p.seat)
            assert table.submit(hint.picks)
            continue
        if not session.is_human(p.seat):
            ai_frames += 1
            assert not button.enabled
            table.advice.ask(table)  # what the key does: refused, nothing asked
            assert table.advice.ticket is None and table.advice.hint is None
    assert asked_by == {0, 2} and ai_frames >= 3 and curtains >= 3, (asked_by, ai_frames, curtains)
