"""The main menu for two games (issue 33 item 1, first part): each game with its title, picture and own entries, the
one played last first (the shared settings file), `python -m game --game KEY`. Driven with real posted pygame
events (tests/ui/conftest.py's Player clicks at a button's on-screen centre)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from alien_artifacts.ui.match_start import solo_seats, start_game
from game import games
from game.ui.scenes.menu import COMING, MenuScene
from game.ui.settings import Settings, open_settings, settings_path

ROOT = Path(__file__).resolve().parents[2]
AA, AOG = games.ALIEN_ARTIFACTS, games.AGE_OF_GALAXY


@pytest.fixture()
def menu_player(player: Any) -> Iterator[Any]:
    """The Player on the main menu; the shared App's first game put back to Alien Artifacts after."""
    yield player
    player.app.game_key = player.app.settings.last_game = games.DEFAULT


def columns(app: Any) -> list[str]:
    """The games' keys in the menu's order, left to right, as drawn."""
    top = app.top
    assert isinstance(top, MenuScene)
    return [g.key for g, box in sorted(top.columns, key=lambda c: c[1].x)]


def reopen_menu(player: Any) -> None:
    player.app.scenes = []
    player.app.push(MenuScene(player.app))
    player.step(2)


@pytest.mark.parametrize(("key", "scene"), [("learn", "LessonsScene"), ("new", "SetupScene"),
                                            ("solo", "TableScene")])
def test_each_alien_artifacts_entry_lands_in_its_scene(menu_player: Any, key: str, scene: str) -> None:
    menu_player.click(key)
    menu_player.step(2)
    assert menu_player.stack()[-1] == scene, menu_player.stack()
    assert menu_player.stack()[0] == "MenuScene"


def test_resume_and_load_open_the_saved_game(menu_player: Any) -> None:
    app = menu_player.app
    assert not menu_player.button("resume").enabled and not menu_player.button("load").enabled  # nothing saved
    start_game(app, solo_seats(1), seed=3)  # a game in progress, saved in its slot
    assert menu_player.stack() == ["MenuScene", "TableScene"]
    for s in app.scenes[1:]:
        s.close()
    reopen_menu(menu_player)
    menu_player.click("resume")
    assert menu_player.stack() == ["MenuScene", "TableScene"]
    for s in app.scenes[1:]:
        s.close()
    reopen_menu(menu_player)
    menu_player.click("load")
    assert menu_player.stack() == ["MenuScene", "LoadScene"]


def test_age_of_galaxy_shows_its_title_and_says_its_table_is_coming(menu_player: Any) -> None:
    app = menu_player.app
    top = app.top
    assert [g.title for g, _ in top.columns] == ["Alien Artifacts", "Age of Galaxy"]
    if AOG.has("table"):  # the table has landed (age_of_galaxy/ui/): its entry opens it
        menu_player.click(f"{AOG.key}:new")
        assert menu_player.stack()[-1] != "MenuScene"
        return
    coming = menu_player.button(f"{AOG.key}:coming")
    assert coming.label == COMING and not coming.enabled
    # a click on it does nothing: the menu stays, nothing is remembered
    pos = coming.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    menu_player.step(2)
    assert menu_player.stack() == ["MenuScene"] and app.settings.last_game == AA.key


def test_each_game_has_a_picture_drawn_in_its_panel(menu_player: Any) -> None:
    app = menu_player.app
    menu_player.step(1)
    surf = app.screen
    for game, box in app.top.columns:
        assert game.has("picture")
        pic = pygame.Rect(box.x + 20, box.y + 20, box.w - 40, 100)
        colours = {tuple(surf.get_at((x, y)))[:3] for x in range(pic.x, pic.right, 7)
                   for y in range(pic.y, pic.bottom, 7)}
        assert len(colours) > 8, game.key  # a picture, not a flat panel (a panel is 1 or 2 colours)


def test_the_game_played_last_comes_first_and_is_remembered(menu_player: Any) -> None:
    app = menu_player.app
    assert columns(app) == [AA.key, AOG.key]  # a fresh settings file: Alien Artifacts first
    app.game_key = app.settings.last_game = AOG.key  # as after playing Age of Galaxy
    reopen_menu(menu_player)
    assert columns(app) == [AOG.key, AA.key]
    aa_box = dict((g.key, box) for g, box in app.top.columns)[AA.key]
    assert aa_box.collidepoint(menu_player.button("new").rect.center)  # AA's entries sit in AA's panel
    menu_player.click("new")  # pressing an Alien Artifacts entry remembers it, in the settings file
    assert menu_player.stack()[-1] == "SetupScene"
    assert json.loads(settings_path().read_text())["last_game"] == AA.key
    assert open_settings()[0].last_game == AA.key
    reopen_menu(menu_player)
    assert columns(app) == [AA.key, AOG.key]


@pytest.mark.parametrize("value", [5, None, "", "chess", "x" * 10_000, ["age-of-galaxy"], {"k": 1}, True])
def test_a_hostile_last_game_is_the_default_with_one_line(tmp_path: Path, value: Any) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"last_game": value, "volume": 0.25}))
    s, line = open_settings(path)
    assert s.last_game == AA.key and s.volume == 0.25  # the other settings are kept
    assert "last_game" in line and "\n" not in line and len(line) < 300
    assert (tmp_path / "settings.json.bad").is_file()  # the file is kept aside, nothing lost


def test_a_missing_last_game_is_the_default_silently(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"volume": 0.25}))
    assert open_settings(path) == (Settings(volume=0.25), "")
    path.write_text(json.dumps({"last_game": AOG.key}))
    assert open_settings(path) == (Settings(last_game=AOG.key), "")


def test_the_games_order_puts_the_one_asked_for_first() -> None:
    assert [g.key for g in games.ordered(AOG.key)] == [AOG.key, AA.key]
    assert [g.key for g in games.ordered(AA.key)] == [AA.key, AOG.key]
    assert [g.key for g in games.ordered("nothing")] == [AA.key, AOG.key]


def _run(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "ALIEN_ARTIFACTS_HOME": str(tmp_path / "home"), **env}
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=full, capture_output=True, text=True,
                          timeout=120)


def test_game_flag_opens_at_that_game(tmp_path: Path) -> None:
    """`--game age-of-galaxy` opens the menu with Age of Galaxy first (its part of the menu), through the real
    entry point; the order is read off the menu the first frame shows."""
    code = ("import sys\nfrom game.__main__ import build_parser\nfrom game.ui.app import App\n"
            "from game.ui.scenes.menu import MenuScene\n"
            "app = App(build_parser().parse_args(sys.argv[1:]))\napp.open('menu')\napp.step(0.01)\n"
            "print(*[g.key for g, box in sorted(app.top.columns, key=lambda c: c[1].x)])\n")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ALIEN_ARTIFACTS_HOME": str(tmp_path / "home")}
    for flag, first in ((["--game", "age-of-galaxy"], AOG.key), ([], AA.key), (["--game=alien-artifacts"], AA.key)):
        r = subprocess.run([sys.executable, "-c", code, *flag], cwd=ROOT, env=env, capture_output=True, text=True,
                           timeout=120)
        assert r.returncode == 0, r.stderr[-2000:]
        assert r.stdout.split()[0] == first, (flag, r.stdout)


def test_an_unknown_game_is_one_line_and_exit_2(tmp_path: Path) -> None:
    r = _run(tmp_path, "--game", "chess")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.count("\n") == 1 and "chess" in r.stderr and "age-of-galaxy" in r.stderr, r.stderr
