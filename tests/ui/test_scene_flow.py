"""Every menu path, driven like a player: mouse clicks at each button's on-screen centre and key presses,
posted as pygame events and handled by the App's own frame step. After each path: the scene on top is
the one a player expects, and the game's event log is exactly what it was (Esc, Resume, Save, Settings,
Load, Resume from the menu and F1 never change the game).

One path (menu -> setup -> table -> Esc -> Resume -> Esc -> Save and leave -> Resume) also runs in a
real X window (Xvfb, SDL's x11 driver) in a child process.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from alien_artifacts.match.saves import read_save
from alien_artifacts.ui import storage
from alien_artifacts.ui.match_start import open_saved
from alien_artifacts.ui.scenes.help import HelpScene
from alien_artifacts.ui.scenes.load import LoadScene
from alien_artifacts.ui.scenes.pause import PauseScene
from alien_artifacts.ui.scenes.scores import ScoresScene
from alien_artifacts.ui.scenes.setup import SetupScene
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from game.ui.scenes.base import Scene
from game.ui.scenes.dialog import DialogScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings_scene import SettingsScene

ROOT = Path(__file__).resolve().parents[2]
PATHS: list[str] = []  # the paths driven in this module (printed by test_report_paths)


def _system_conftest() -> Any:
    spec = importlib.util.spec_from_file_location("flow_system_conftest", ROOT / "tests" / "system" / "conftest.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


xvfb_display = _system_conftest().xvfb_display  # the private Xvfb fixture of tests/system


def saved_log(path: Path, app: Any) -> list[Any]:
    return list(read_save(path, app.cards()).events)


def path(name: str) -> None:
    PATHS.append(name)


# ---- the paths ----------------------------------------------------------------------------------

def test_menu_setup_back_and_start(player: Any) -> None:
    player.click("new")
    assert player.stack() == ["MenuScene", "SetupScene"]
    player.click("back")
    assert player.stack() == ["MenuScene"]
    path("main menu -> New game -> Back")
    player.click("new")
    player.press(pygame.K_ESCAPE)
    assert player.stack() == ["MenuScene"]
    path("main menu -> New game -> Esc")
    player.new_game()
    path("main menu -> New game -> seed typed -> Start the game -> table")
    slot = player.table().session.path
    assert slot.is_file() and slot.parent == storage.saves_dir()  # the new game's own slot, written at once


def test_esc_then_resume_returns_to_the_table(player: Any) -> None:
    """The bug of issue 24: Resume used to pop the table too and drop the player on the main menu."""
    before = player.new_game()
    player.press(pygame.K_ESCAPE)
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene"]
    player.click("resume")
    assert player.stack() == ["MenuScene", "TableScene"]
    assert player.log() == before
    path("table -> Esc -> Resume (click)")
    player.press(pygame.K_ESCAPE)
    player.press(pygame.K_RETURN)  # the focus starts on Resume
    assert player.stack() == ["MenuScene", "TableScene"]
    path("table -> Esc -> Resume (Enter)")
    player.press(pygame.K_ESCAPE)
    player.press(pygame.K_ESCAPE)
    assert player.stack() == ["MenuScene", "TableScene"]
    path("table -> Esc -> Esc")
    player.click("menu")  # the table's own Menu button
    assert isinstance(player.app.top, PauseScene)
    player.click("resume")
    assert player.stack() == ["MenuScene", "TableScene"]
    assert player.log() == before
    path("table -> Menu button -> Resume")
    player.step(5)  # and the table goes on working
    assert isinstance(player.app.top, TableScene) and player.log() == before


def test_save_game_from_the_pause_menu(player: Any) -> None:
    app = player.app
    before = player.new_game()
    slot = player.table().session.path
    os.utime(slot, (1, 1))  # so a new write shows
    player.press(pygame.K_ESCAPE)
    player.click("save")
    assert player.stack() == ["MenuScene", "TableScene"]
    assert player.table().feed.message == "Saved."
    assert slot.stat().st_mtime > 1 and saved_log(slot, app) == before
    assert player.log() == before
    path("table -> Esc -> Save game -> table")
    player.press(pygame.K_s, pygame.KMOD_CTRL)
    assert player.stack() == ["MenuScene", "TableScene"] and saved_log(slot, app) == before
    path("table -> Ctrl+S -> table")


def test_settings_from_the_pause_menu_and_back(player: Any) -> None:
    app = player.app
    before = player.new_game()
    player.press(pygame.K_ESCAPE)
    player.click("settings")
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene", "SettingsScene"]
    mute = app.settings.mute
    player.click("mute")
    assert app.settings.mute != mute
    player.click("mute")
    player.click("back")
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene"]
    path("table -> Esc -> Settings -> Back -> pause")
    player.click("settings")
    player.press(pygame.K_ESCAPE)
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene"]
    path("table -> Esc -> Settings -> Esc -> pause")
    player.click("resume")
    assert player.stack() == ["MenuScene", "TableScene"] and player.log() == before


def test_save_and_leave_then_resume_then_load(player: Any) -> None:
    app = player.app
    before = player.new_game()
    slot = player.table().session.path
    player.press(pygame.K_ESCAPE)
    player.click("menu")
    assert player.stack() == ["MenuScene"]
    assert saved_log(slot, app) == before
    path("table -> Esc -> Save and leave to the menu -> main menu")
    player.click("resume")
    assert player.stack() == ["MenuScene", "TableScene"]
    assert player.log() == before and player.table().session.path == slot
    path("main menu -> Resume -> table (the same game, same slot)")
    player.press(pygame.K_ESCAPE)
    player.click("menu")
    player.click("load")
    assert isinstance(app.top, LoadScene)
    player.click("back")
    assert player.stack() == ["MenuScene"]
    path("main menu -> Load -> Back")
    player.click("load")
    player.press(pygame.K_ESCAPE)
    assert player.stack() == ["MenuScene"]
    path("main menu -> Load -> Esc")
    player.click("load")
    assert app.top.folder.games[0].path == slot
    player.click("save0")
    assert player.stack() == ["MenuScene", "TableScene"]
    assert player.log() == before and player.table().session.path == slot
    path("main menu -> Load -> a game -> table")


def test_save_and_quit(player: Any) -> None:
    app = player.app
    before = player.new_game()
    slot = player.table().session.path
    player.press(pygame.K_ESCAPE)
    player.click("quit")
    assert app.running is False and app.exit_code == 0
    assert saved_log(slot, app) == before
    path("table -> Esc -> Save and quit -> the app stops, game saved")


def test_closing_the_window(player: Any) -> None:
    app = player.app
    before = player.new_game()
    slot = player.table().session.path
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    player.step()
    assert app.running is False and saved_log(slot, app) == before
    path("table -> the window's close button -> the app stops, game saved")
    app.running = True
    app.replace(MenuScene(app))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    player.step()
    assert app.running is False
    path("main menu -> the window's close button -> the app stops")


def test_f1_help_and_back(player: Any) -> None:
    app = player.app
    player.press(pygame.K_F1)
    assert player.stack() == ["MenuScene", "HelpScene"]
    player.press(pygame.K_F1)
    assert player.stack() == ["MenuScene"]
    path("main menu -> F1 -> F1")
    before = player.new_game()
    player.press(pygame.K_F1)
    assert isinstance(app.top, HelpScene)
    player.press(pygame.K_RIGHT)
    player.press(pygame.K_ESCAPE)
    assert player.stack() == ["MenuScene", "TableScene"] and player.log() == before
    path("table -> F1 -> Esc")
    player.click("help")
    assert isinstance(app.top, HelpScene)
    player.press(pygame.K_F1)
    assert player.stack() == ["MenuScene", "TableScene"] and player.log() == before
    path("table -> Help button -> F1")
    player.press(pygame.K_ESCAPE)
    player.press(pygame.K_F1)
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene", "HelpScene"]
    player.press(pygame.K_ESCAPE)
    assert player.stack() == ["MenuScene", "TableScene", "PauseScene"]
    path("table -> Esc -> F1 -> Esc -> pause")


def _finished_game(app: Any) -> Session:
    from alien_artifacts.ui.ai_seat import RandomBrain

    session = Session.new(app.cards(), [SeatConfig("You", True), SeatConfig("AI 1", False, "easy", 1)], 4)
    brain = RandomBrain(4)
    while not session.over:
        session.submit(brain.choose(session.view(session.pending.seat)))
    return session


def test_score_screen_to_the_main_menu_and_back_to_the_table(player: Any) -> None:
    app = player.app
    session = _finished_game(app)
    session.save()
    assert open_saved(app, session.path)
    before = player.log()
    for _ in range(200):
        player.step()
        if isinstance(app.top, ScoresScene):
            break
    assert player.stack() == ["MenuScene", "TableScene", "ScoresScene"]
    player.click("table")
    assert player.stack() == ["MenuScene", "TableScene"] and player.log() == before
    player.step(5)
    assert isinstance(app.top, TableScene)  # the score screen does not come back by itself
    path("score screen -> Back to the table")
    player.table().scores_pushed = False
    for _ in range(200):
        player.step()
        if isinstance(app.top, ScoresScene):
            break
    player.click("menu")
    assert player.stack() == ["MenuScene"]
    path("score screen -> Main menu")
    # the finished game is kept, not resumed, and still listed
    assert not app.top.buttons.by_key("resume").enabled
    player.click("load")
    assert [g.over for g in app.top.folder.games] == [True]
    assert saved_log(session.path, app) == before
    path("main menu -> Load (a finished game is listed)")


def test_delete_asks_first(player: Any) -> None:
    app = player.app
    player.new_game()
    slot = player.table().session.path
    player.press(pygame.K_ESCAPE)
    player.click("menu")
    player.click("load")
    player.click("delete0")
    assert isinstance(app.top, DialogScene) and "cannot be brought back" in app.top.text
    assert [b.label for b in app.top.buttons.buttons] == ["Delete it", "Keep it"]
    player.click("keep")
    assert player.stack() == ["MenuScene", "LoadScene"] and slot.is_file()
    path("Load -> Delete -> Keep it")
    player.click("delete0")
    player.press(pygame.K_ESCAPE)
    assert player.stack() == ["MenuScene", "LoadScene"] and slot.is_file()
    path("Load -> Delete -> Esc")
    player.click("delete0")
    player.press(pygame.K_RETURN)  # Enter picks the safe choice
    assert player.stack() == ["MenuScene", "LoadScene"] and slot.is_file()
    path("Load -> Delete -> Enter (keeps it)")
    player.click("delete0")
    player.click("delete")
    assert player.stack() == ["MenuScene", "LoadScene"] and not slot.exists()
    assert app.top.folder.games == ()
    path("Load -> Delete -> Delete it")
    player.click("back")
    assert not app.top.buttons.by_key("resume").enabled


def test_two_games_in_progress_each_in_its_own_slot(player: Any) -> None:
    """A new game never overwrites another one; Load lists both with players, turn, scores and date;
    Resume continues the most recent."""
    app = player.app
    first = player.new_game()
    slot_a = player.table().session.path
    player.press(pygame.K_ESCAPE)
    player.click("menu")
    bytes_a = slot_a.read_bytes()
    player.click("solo")  # a second game: you against 3 AI
    assert player.stack() == ["MenuScene", "TableScene"]
    slot_b = player.table().session.path
    turn_b = player.table().session.state.turn_number  # what the table's top bar shows ("Turn N: ...")
    assert slot_b != slot_a and slot_a.read_bytes() == bytes_a
    player.press(pygame.K_ESCAPE)
    player.click("menu")
    assert slot_a.read_bytes() == bytes_a
    player.click("load")
    games = app.top.folder.games
    assert [g.path for g in games] == [slot_b, slot_a]  # newest first
    labels = [player.button(f"save{i}").label for i in range(2)]
    assert labels[1].startswith("You (human), AI 2 (AI normal)   ·   turn ") and " VP   ·   20" in labels[1], labels
    assert labels[0].startswith("You (human), AI 2 (AI normal), AI 3 (AI normal), AI 4 (AI normal)"), labels
    shown = f"turn {turn_b}" if turn_b else "setup"  # as the top bar says it: "Setup" before turn 1
    assert f"   ·   {shown}   ·   " in labels[0], (turn_b, labels)  # the same turn as on the table
    path("main menu -> Load (two games in progress, listed with players, turn, scores, date)")
    player.click("back")
    player.click("resume")
    assert player.table().session.path == slot_b
    path("main menu -> Resume continues the most recent of two games")
    player.press(pygame.K_ESCAPE)
    player.click("menu")
    player.click("load")
    player.click("save1")
    assert player.table().session.path == slot_a and player.log() == first
    path("main menu -> Load -> the older game -> table")


def test_an_autosave_of_an_earlier_version_resumes(player: Any) -> None:
    """autosave.json, the single save before slots existed (no summary): listed, and Resume continues it."""
    app = player.app
    session = Session.new(app.cards(), [SeatConfig("You", True), SeatConfig("AI 1", False, "easy", 1)], 2)
    storage.atomic_write_json(storage.autosave_path(), session.game.to_json())  # the old format: just the log
    player.press(pygame.K_ESCAPE)  # quits the app from the menu; come back to a fresh menu
    app.running = True
    app.replace(MenuScene(app))
    player.click("resume")
    assert player.stack() == ["MenuScene", "TableScene"]
    assert player.log() == list(session.game.events)
    path("main menu -> Resume (autosave.json of an earlier version)")
    player.press(pygame.K_ESCAPE)
    player.click("menu")  # saved where it came from, now with a summary
    assert storage.scan().games[0].path == storage.autosave_path()
    assert storage.scan().games[0].players[1].kind == "easy"


def test_no_scene_close_touches_the_stack(player: Any) -> None:
    """close() releases resources only: calling it on every kind of scene leaves the stack as it was."""
    app = player.app
    player.new_game()
    table = player.table()
    scenes: list[Scene] = [MenuScene(app), SetupScene(app), PauseScene(app, table), SettingsScene(app),
                           LoadScene(app), HelpScene(app), DialogScene(app, "t", "x", [("ok", "OK", None)])]
    for s in scenes:
        app.push(s)
    before = list(app.scenes)
    for s in reversed(scenes):
        s.close()
        assert app.scenes == before and app.running
    app.pop(scenes[0])  # a scene below the top: only it goes
    assert app.scenes == [s for s in before if s is not scenes[0]]
    app.pop(scenes[0])  # not on the stack any more: nothing happens
    assert len(app.scenes) == len(before) - 1


# ---- one path in a real X window ----------------------------------------------------------------

X_DRIVER = r"""
import json, sys
import pygame
from types import SimpleNamespace
from game.ui.app import App
from game.ui.scenes.menu import MenuScene

app = App(SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size="1280x720", fullscreen=False, seed=None))
app.settings.anim_speed = 0.0
app.push(MenuScene(app))
driver = pygame.display.get_driver()

def step(n=1):
    for _ in range(n):
        app.step(1 / 60)
        pygame.display.flip()

def click(key):
    step(2)
    group = getattr(app.top, "buttons", None)
    b = group.by_key(key) if group is not None else None
    if b is None:
        b = app.top.input.bar_buttons.by_key(key)
    pos = b.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    step(2)

def press(k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    step(2)

def names():
    return [type(s).__name__ for s in app.scenes]

out = {"driver": driver}
click("new")
click("seed")
pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=sys.argv[1]))
step()
press(pygame.K_RETURN)
click("start")
table = app.top
before = list(table.session.game.events)
out["human_first"] = table.session.pending.seat == 0
press(pygame.K_ESCAPE)
out["after_esc"] = names()
click("resume")
out["after_resume"] = names()
out["log_unchanged_after_resume"] = list(table.session.game.events) == before
press(pygame.K_ESCAPE)
click("menu")
out["after_save_and_leave"] = names()
click("resume")
out["after_menu_resume"] = names()
out["log_unchanged_after_menu_resume"] = list(app.top.session.game.events) == before
out["frames"] = app.frames
for s in reversed(app.scenes):
    s.close()
pygame.quit()
print(json.dumps(out))
"""


@pytest.mark.xvfb
def test_esc_resume_in_a_real_x_window(xvfb_display: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "WAYLAND_DISPLAY"}
    env.update(DISPLAY=xvfb_display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               ALIEN_ARTIFACTS_HOME=str(tmp_path / "home"), AA_AI_WORKER="inline", PYTHONPATH=str(ROOT))
    seed = "2"  # as the player fixture's: the human moves first
    proc = subprocess.run([sys.executable, "-c", X_DRIVER, seed], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["driver"] == "x11"
    assert out["human_first"]
    assert out["after_esc"] == ["MenuScene", "TableScene", "PauseScene"]
    assert out["after_resume"] == ["MenuScene", "TableScene"]
    assert out["log_unchanged_after_resume"]
    assert out["after_save_and_leave"] == ["MenuScene"]
    assert out["after_menu_resume"] == ["MenuScene", "TableScene"]
    assert out["log_unchanged_after_menu_resume"]
    path("x11 window: main menu -> New game -> Start -> Esc -> Resume -> Esc -> Save and leave -> Resume")


@pytest.fixture(scope="module", autouse=True)
def _report_paths() -> Iterator[None]:
    """After this module's tests (in each worker that ran some): the menu paths driven (run with -s to see them).
    Not a test: a test that only prints cannot fail."""
    yield
    print(f"\nscene-flow paths driven in this worker: {len(PATHS)}")
    for p in PATHS:
        print("  " + p)
