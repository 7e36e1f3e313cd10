"""The window: a resize re-lays out every scene on the stack (issue 24 point 6), F11 toggles once per press.

A real resize is simulated as SDL delivers it: the display surface changes size (pygame.display.set_mode, which a
drag on the window edge does inside pygame-ce) and VIDEORESIZE / WINDOWSIZECHANGED events arrive through the app's
own event loop. The real-window version of this runs under Xvfb in tests/system/test_xvfb_window.py.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))

import posted

from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.scenes.help import HelpScene
from alien_artifacts.ui.scenes.load import LoadScene
from alien_artifacts.ui.scenes.pause import PauseScene
from alien_artifacts.ui.scenes.scores import ScoresScene
from alien_artifacts.ui.scenes.setup import SetupScene
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings_scene import SettingsScene
from tabletop.ui.curtain import CurtainScene

START = (1280, 720)
SIZES = [(1920, 1080), (1024, 768), (800, 600), (640, 480), (1600, 700)]


def drag_window_to(app: Any, size: tuple[int, int]) -> None:
    """What a drag on the window edge does: the surface gets the new size, then SDL's resize events arrive."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    w, h = size
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=size))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h))
    posted.step(app, 2)


def rects(scene: Any) -> list[tuple[str, pygame.Rect]]:
    """Every clickable rectangle a scene shows."""
    if isinstance(scene, HelpScene):
        return [("box", scene._box())] + [(f"tab{i}", r) for i, r in enumerate(scene._tabs())]
    groups = scene.button_groups()
    found = [(f"{b.key or b.label}", b.rect) for g in groups for b in g.buttons]
    assert found, f"{scene.name} shows no buttons"
    return found


def outside(app: Any, scene: Any) -> list[str]:
    screen = pygame.Rect((0, 0), pygame.display.get_surface().get_size())
    return [f"{scene.name} {k} {r} outside {screen.size}" for k, r in rects(scene) if not screen.contains(r)]


@pytest.fixture()
def window(fresh_app: Any) -> Iterator[Any]:
    app = fresh_app
    app.set_window(size=START, fullscreen=False)
    yield app
    app.set_window(size=START, fullscreen=False)
    pygame.event.clear()


def _session(app: Any, finished: bool = False) -> Session:
    session = Session.new(app.cards(), [SeatConfig("Ann", True), SeatConfig("Bo", False, colour=1)], 11)
    session.autosave_enabled = False
    if finished:
        brain = RandomBrain(2)
        while not session.over:
            session.submit(brain.choose(session.view(session.pending.seat)))
    return session


def _table(app: Any) -> TableScene:
    return TableScene(app, _session(app))


SCENES: dict[str, Callable[[Any], Any]] = {
    "menu": MenuScene,
    "setup": SetupScene,
    "table": _table,
    "pause": lambda app: PauseScene(app, app.top),  # over the table pushed first
    "settings": SettingsScene,
    "load": LoadScene,
    "scores": lambda app: ScoresScene(app, _session(app, finished=True)),
    "help": HelpScene,
    "curtain": lambda app: CurtainScene(app, "Bo", 1, lambda seat: None),  # between two humans' turns
}


@pytest.mark.parametrize("kind", list(SCENES))
def test_every_scene_follows_a_window_resize(window: Any, kind: str) -> None:
    app = window
    app.replace(MenuScene(app))
    if kind == "pause":
        app.push(_table(app))
        posted.step(app)
    app.push(SCENES[kind](app))
    posted.step(app)
    scene = app.top
    assert outside(app, scene) == []
    for size in SIZES:
        drag_window_to(app, size)
        assert app.screen.get_size() == size and app.top is scene
        assert outside(app, scene) == [], size
        assert app.scale.w == size[0] and app.scale.h == size[1]


def test_the_scenes_under_the_top_one_are_laid_out_too(window: Any) -> None:
    """menu -> table -> Esc menu -> Settings, resized while Settings is on top: going back, each scene fits."""
    app = window
    app.replace(MenuScene(app))
    app.push(_table(app))
    posted.step(app)
    app.push(PauseScene(app, app.top))
    app.push(SettingsScene(app))
    posted.step(app)
    drag_window_to(app, (800, 600))
    while len(app.scenes) > 1:
        assert outside(app, app.top) == []
        app.pop(app.top)
        posted.step(app)
    assert isinstance(app.top, MenuScene) and outside(app, app.top) == []


def test_a_drag_below_the_smallest_layout_stops_at_it(window: Any) -> None:
    app = window
    app.replace(MenuScene(app))
    drag_window_to(app, (300, 200))  # no window manager enforced the minimum size
    assert app.screen.get_size() == (640, 360)
    assert outside(app, app.top) == []


def _f11(app: Any, kind: int) -> None:
    pygame.event.post(pygame.event.Event(kind, key=pygame.K_F11, mod=0, unicode=""))
    posted.step(app, 1)


def test_f11_held_down_toggles_fullscreen_once(window: Any) -> None:
    """Once per press, as the key is let go: with no window manager a toggle makes the window again and SDL takes
    the held key for released (a KEYUP), so its auto-repeat came as new presses (issue 31 item 6; the real X
    window: tests/system/test_xvfb_f11.py)."""
    app = window
    app.replace(MenuScene(app))
    posted.step(app)
    _f11(app, pygame.KEYDOWN)
    for _ in range(6):  # the key repeating while held, each repeat read as a press
        _f11(app, pygame.KEYDOWN)
    assert not app.fullscreen
    _f11(app, pygame.KEYUP)  # let go: one toggle
    assert app.fullscreen
    full = app.screen.get_size()
    assert outside(app, app.top) == []  # the menu was laid out for the fullscreen size
    _f11(app, pygame.KEYUP)  # SDL's own release as the window is made again: no press, no toggle
    assert app.fullscreen and app.screen.get_size() == full
    _f11(app, pygame.KEYDOWN)  # a second press
    _f11(app, pygame.KEYDOWN)  # still held: a repeat
    _f11(app, pygame.KEYUP)
    assert not app.fullscreen and app.screen.get_size() == START
    for expected in (True, False, True, False):  # quick taps: one toggle each
        _f11(app, pygame.KEYDOWN)
        _f11(app, pygame.KEYUP)
        assert app.fullscreen is expected
    assert isinstance(app.top, MenuScene) and outside(app, app.top) == []


def test_settings_offers_only_window_sizes_that_fit_the_screen(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    app = window
    monkeypatch.setattr(app, "driver", "x11")  # as on a real desktop of 1600 x 900
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 900)])
    assert app.window_sizes() == [(1280, 720), (1600, 900)]
    app.replace(MenuScene(app))
    app.push(SettingsScene(app))
    posted.step(app)
    seen = []
    for _ in range(4):
        b = app.top.buttons.by_key("size")
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=b.rect.center, button=1))
        posted.step(app)
        seen.append(tuple(app.settings.window_size))
        assert app.screen.get_size() == seen[-1] and outside(app, app.top) == []
    assert seen == [(1600, 900), (1280, 720), (1600, 900), (1280, 720)]
    assert isinstance(app.top, SettingsScene)
