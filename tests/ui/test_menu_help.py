"""The main menu's help for both games (issue 33 item 6): each game's column has a "?" button opening that game's
rules and glossary, and F1 opens the help of the game whose column is under the pointer, else of the first column
(the game played last). Real posted pygame events on the App (tests/ui/conftest.py's Player, tests/ui/posted.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from posted import hover

from game import games
from game.ui.scenes.menu import MenuScene

AA, AOG = games.ALIEN_ARTIFACTS, games.AGE_OF_GALAXY
HELP = {AA.key: "HelpScene", AOG.key: "AogHelpScene"}


@pytest.fixture()
def menu(player: Any) -> Iterator[Any]:
    """The Player on a fresh main menu; the shared App's first game put back to Alien Artifacts after."""
    player.app.scenes = []
    player.app.push(MenuScene(player.app))
    player.step(2)
    yield player
    player.app.game_key = player.app.settings.last_game = games.DEFAULT
    player.app.scenes = []
    player.app.push(MenuScene(player.app))


def column(app: Any, key: str) -> pygame.Rect:
    top = app.top
    assert isinstance(top, MenuScene)
    return next(box for g, box in top.columns if g.key == key)


@pytest.mark.parametrize("key", [AA.key, AOG.key])
def test_each_columns_help_button_opens_that_games_help_and_esc_returns(menu: Any, key: str) -> None:
    b = menu.button(f"{key}:help")
    assert b.label == "?" and column(menu.app, key).contains(b.rect)  # on the game's own column
    menu.click(f"{key}:help")
    menu.step()
    assert menu.stack() == ["MenuScene", HELP[key]], menu.stack()
    menu.press(pygame.K_ESCAPE)
    menu.step()
    assert menu.stack() == ["MenuScene"]


@pytest.mark.parametrize("key", [AA.key, AOG.key])
def test_f1_opens_the_help_of_the_column_under_the_pointer(menu: Any, key: str) -> None:
    hover(menu.app, column(menu.app, key).center)
    menu.press(pygame.K_F1)
    menu.step()
    assert menu.stack() == ["MenuScene", HELP[key]], menu.stack()
    menu.press(pygame.K_F1)  # F1 again closes it
    menu.step()
    assert menu.stack() == ["MenuScene"]


def test_f1_off_the_columns_opens_the_help_of_the_game_played_last(menu: Any) -> None:
    app = menu.app
    hover(app, (2, 2))  # the corner: no column
    menu.press(pygame.K_F1)
    menu.step()
    assert menu.stack() == ["MenuScene", HELP[AA.key]]  # Alien Artifacts first by default
    menu.press(pygame.K_ESCAPE)
    app.game_key = AOG.key  # Age of Galaxy played last: its column first
    app.top.on_top()
    menu.step()
    hover(app, (2, 2))
    menu.press(pygame.K_F1)
    menu.step()
    assert menu.stack() == ["MenuScene", HELP[AOG.key]], menu.stack()


def test_the_help_button_on_age_of_galaxys_setup_and_load(menu: Any) -> None:
    """Setup and Load have their "?" too: Age of Galaxy's help over them, Esc back to the same screen."""
    from age_of_galaxy.ui.menu_part import folder_of
    from age_of_galaxy.ui.start import new_match

    folder_of(menu.app).write(new_match(["Ann", "Bo"], ["human", "easy"], seed=4), "aog-help")  # Load lists it
    menu.app.top.on_top()
    for entry, scene in ((f"{AOG.key}:new", "AogSetupScene"), (f"{AOG.key}:load", "AogLoadScene")):
        menu.click(entry)
        menu.step()
        assert menu.stack() == ["MenuScene", scene]
        menu.click("help")
        menu.step()
        assert menu.stack() == ["MenuScene", scene, "AogHelpScene"], menu.stack()
        menu.press(pygame.K_ESCAPE)
        menu.step()
        assert menu.stack() == ["MenuScene", scene]
        menu.press(pygame.K_ESCAPE)
        menu.step()
        assert menu.stack() == ["MenuScene"]
