"""A bad settings.json as the player meets it (issue 24 point 4): the game starts on its main menu with one line
naming the file and the problem; a settings save that fails says so on the Settings screen, and the game goes on."""

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

from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.settings import settings_path

ROOT = Path(__file__).resolve().parents[2]

# The app starts from a settings.json prepared by each case and reports what the main menu shows.
LAUNCH = r"""
import json, os, sys
from pathlib import Path
from types import SimpleNamespace
import pygame
from game.ui.app import App
from game.ui.scenes.menu import MenuScene

home = Path(sys.argv[1])
args = SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size=None, fullscreen=False, seed=None)
app = App(args)
app.push(MenuScene(app))
for _ in range(3):
    app.step(1 / 60)
app.save_settings()  # a change made in Settings, saved at once
print(json.dumps({"status": app.status, "top": app.top.name, "size": list(app.screen.get_size()),
                  "volume": app.settings.volume, "mute": app.settings.mute, "save_error": app.settings_error,
                  "files": sorted(p.name for p in (home / "config").iterdir())}))
"""


def _launch(tmp_path: Path, make: Any) -> dict[str, Any]:
    config = tmp_path / "config"
    config.mkdir()
    make(config / "settings.json")
    env = {**os.environ, "ALIEN_ARTIFACTS_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    res = subprocess.run([sys.executable, "-c", LAUNCH, str(tmp_path)], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert res.returncode == 0 and "Traceback" not in res.stderr, res.stderr[-3000:]
    return json.loads(res.stdout.strip().splitlines()[-1])


def test_infinity_in_settings_starts_the_game_with_one_line(tmp_path: Path) -> None:
    got = _launch(tmp_path, lambda p: p.write_text('{"volume": Infinity, "mute": true}'))
    path = tmp_path / "config" / "settings.json"
    assert got["top"] == "menu" and got["volume"] == 0.7 and got["mute"] is True  # the good field kept
    assert got["status"] == (f"{path}: volume is not a number from 0 to 1; using the default for volume, "
                             "the file is kept as settings.json.bad")
    assert got["save_error"] == "" and got["files"] == ["settings.json", "settings.json.bad"]


def test_a_fifo_for_settings_starts_the_game_and_a_save_says_why_it_cannot(tmp_path: Path) -> None:
    got = _launch(tmp_path, lambda p: os.mkfifo(p))  # opening it to read would block for ever
    path = tmp_path / "config" / "settings.json"
    assert got["top"] == "menu"
    assert got["save_error"] == f"Settings not saved: {path} is a named pipe (FIFO), not a file"
    assert got["status"] == got["save_error"]  # the latest line replaces the launch line
    assert got["files"] == ["settings.json"] and path.is_fifo()


def test_a_dangling_symlink_for_settings_is_left_alone(tmp_path: Path) -> None:
    got = _launch(tmp_path, lambda p: p.symlink_to(tmp_path / "elsewhere.json"))
    assert got["top"] == "menu" and got["save_error"].endswith("is a dangling symlink, not a file")
    assert (tmp_path / "config" / "settings.json").is_symlink() and not (tmp_path / "elsewhere.json").exists()


def test_a_folder_for_settings_launches_with_one_line(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").mkdir()
    env = {**os.environ, "ALIEN_ARTIFACTS_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    script = LAUNCH.replace("app.save_settings()  # a change made in Settings, saved at once\n", "")
    res = subprocess.run([sys.executable, "-c", script, str(tmp_path)], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    got = json.loads(res.stdout.strip().splitlines()[-1])
    assert got["top"] == "menu"
    assert got["status"] == f"{config / 'settings.json'} is a folder, not a file: ignored, using the default settings"


@pytest.fixture()
def settings_in_the_way(fresh_app: Any) -> Iterator[Path]:
    """The shared app's settings.json replaced by a folder for the test, restored afterwards."""
    path = settings_path()
    saved = path.read_bytes() if path.is_file() else None
    if path.exists():
        path.unlink()
    path.mkdir(parents=True)
    yield path
    path.rmdir()
    if saved is not None:
        path.write_bytes(saved)
    fresh_app.settings_error = ""


def test_a_settings_change_that_cannot_be_saved_says_so_on_the_settings_screen(
    fresh_app: Any, settings_in_the_way: Path,
) -> None:
    app = fresh_app
    app.push(MenuScene(app))
    app.step(1 / 60)
    menu_settings = app.top.buttons.by_key("settings")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=menu_settings.rect.center, button=1))
    app.step(1 / 60)
    assert isinstance(app.top, SettingsScene)
    before = app.settings.mute
    mute = app.top.buttons.by_key("mute")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=mute.rect.center, button=1))
    app.step(1 / 60)
    assert app.settings.mute is not before  # the change holds for this session
    assert app.settings_error == f"Settings not saved: {settings_in_the_way} is a folder, not a file"
    assert isinstance(app.top, SettingsScene) and settings_in_the_way.is_dir()
    app.step(1 / 60)  # drawn with the line under the buttons
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(1 / 60)
    assert isinstance(app.top, MenuScene) and app.status == app.settings_error
    app.settings.mute = before
