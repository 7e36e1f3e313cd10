"""Words right on screen (issue 25 point 6): seats counted from 1, "you" for the player whose screen it is.

Driven as a player drives the App: clicks and keys posted as pygame events and handled by the App's own frame
step; every drawn line is read back through game/ui/textlog.py.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import textlog
from game.ui.ai_seat import RandomBrain
from game.ui.scenes.scores import ScoresScene
from game.ui.session import SeatConfig, Session


def drawn_text(app: Any) -> list[str]:
    """Every line of text the top scenes draw in one frame."""
    lines: list[str] = []
    with textlog.listen(lambda _s, text, _size, _rect, _role: lines.append(text)):
        app.draw(app.screen)
    return lines


def test_setup_numbers_seats_from_1_and_names_ai_seats_by_their_number(player: Any) -> None:
    player.click("new")
    setup = player.app.top
    assert [s.name for s in setup.seats] == ["You", "AI 2"]
    player.click("solo3")
    assert [s.name for s in setup.seats] == ["You", "AI 2", "AI 3", "AI 4"]
    text = drawn_text(player.app)
    assert {"1", "2", "3", "4"} <= set(text) and "0" not in text and "Seat" in text
    player.click("kind0")  # seat 1 becomes an AI: "AI 1", never "AI 0"
    assert setup.seats[0].name == "AI 1" and not setup.seats[0].human
    player.click("kind0")
    assert setup.seats[0].name == "Ann" and setup.seats[0].human


def test_hot_seat_setup_leaves_no_seat_named_you(player: Any) -> None:
    """With two humans at one screen, "you" is whoever's screen it is: the default "You" becomes a name."""
    player.click("new")
    setup = player.app.top
    player.click("kind1")  # seat 2 becomes a human: two humans share the screen
    assert [s.name for s in setup.seats] == ["Ann", "Bo"] and all(s.human for s in setup.seats)
    player.click("add")
    assert [s.name for s in setup.seats] == ["Ann", "Bo", "Cyd"]
    player.click("start")
    assert player.stack()[:2] == ["MenuScene", "TableScene"]  # the curtain: "Pass the screen to ..."
    assert [p.name for p in player.table().session.state.players] == ["Ann", "Bo", "Cyd"]


def test_the_menu_solo_game_seats_you_against_ai_2_3_4(player: Any) -> None:
    player.click("solo")
    assert [p.name for p in player.table().session.state.players] == ["You", "AI 2", "AI 3", "AI 4"]


def _finished(app: Any, names: list[str], humans: int) -> Session:
    seats = [SeatConfig(n, i < humans, "normal", i) for i, n in enumerate(names)]
    session = Session.new(app.cards(), seats, 11)
    session.autosave_enabled = False
    brain = RandomBrain(len(names))
    while not session.over:
        session.submit(brain.choose(session.view(session.pending.seat)))
    return session


def test_scores_say_you_win_to_the_solo_player(fresh_app: Any) -> None:
    app = fresh_app
    scores = ScoresScene(app, _finished(app, ["You", "AI 2"], humans=1))
    app.push(scores)
    scores.winners, scores.tiebreak = (0,), ""
    text = drawn_text(app)
    assert "You win!" in text and not any("You wins" in t for t in text), text
    scores.winners = (1,)
    assert "AI 2 wins!" in drawn_text(app)
    scores.winners, scores.tiebreak = (1, 0), "shared"
    assert "You and AI 2 share the victory" in drawn_text(app)


def test_scores_in_hot_seat_name_every_winner(fresh_app: Any) -> None:
    app = fresh_app
    scores = ScoresScene(app, _finished(app, ["Ann", "Bo"], humans=2))
    app.push(scores)
    scores.winners, scores.tiebreak = (0,), ""
    assert "Ann wins!" in drawn_text(app)
    pygame.event.clear()
