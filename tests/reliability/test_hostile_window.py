"""Window sizes below the smallest layout (issue 31, item 7): a window manager may ignore the minimum size, a screen
may be tiny, a frame may be drawn before its resize event arrives. Every scene then draws at the smallest layout,
clipped to the window, and never crashes; the real X window is shrunk with xdotool in tests/system/test_xvfb_resize.py.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))

from test_ui_window import SCENES, _table, drag_window_to, outside

from game.ui.settings import MIN_WINDOW

FIXED = [(1, 1), (2, 2), (639, 359), (640, 1), (1, 360), (100, 5000), (5000, 100), (320, 180)]


def hostile_sizes(seed: int, n: int) -> list[tuple[int, int]]:
    rng = random.Random(seed)
    return FIXED + [(rng.randint(1, MIN_WINDOW[0] + 60), rng.randint(1, MIN_WINDOW[1] + 40)) for _ in range(n)]


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    old_home = os.environ.get("ALIEN_ARTIFACTS_HOME")
    os.environ["ALIEN_ARTIFACTS_HOME"] = str(tmp_path_factory.mktemp("window-home"))
    from game.ui.app import App

    a = App(SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size="1280x720", fullscreen=False,
                            seed=None))
    a.settings.anim_speed = 0.0
    a.sound.mute = True
    yield a
    a.set_window(size=(1280, 720), fullscreen=False)
    for s in list(a.scenes):
        s.close()
    a.scenes = []
    if old_home is None:
        os.environ.pop("ALIEN_ARTIFACTS_HOME", None)
    else:
        os.environ["ALIEN_ARTIFACTS_HOME"] = old_home


def _open(app: Any, kind: str) -> Any:
    from game.ui.scenes.menu import MenuScene

    app.replace(MenuScene(app))
    if kind == "pause":
        app.push(_table(app))
        app.step(1 / 60)
    app.push(SCENES[kind](app))
    app.step(1 / 60)
    return app.top


def _shrink_and_draw(app: Any, scene: Any, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)  # the surface shrinks ...
    app.draw(pygame.display.get_surface())  # ... and a frame is drawn before the resize events arrive
    drag_window_to(app, size)  # then they do: the window is held at the minimum
    app.draw(app.screen)
    assert app.top is scene and app.screen.get_size() == (max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1]))
    assert outside(app, scene) == [], size


@pytest.mark.parametrize("kind", list(SCENES))
def test_every_scene_survives_windows_below_the_minimum(app: Any, kind: str) -> None:
    scene = _open(app, kind)
    for size in hostile_sizes(hash(kind) % 1000, 3):  # 11 sizes per scene kind; the slow test tries 40
        _shrink_and_draw(app, scene, size)
    drag_window_to(app, (1280, 720))


def test_a_tiny_fullscreen_draws_the_smallest_layout_clipped(app: Any) -> None:
    scene = _open(app, "table")
    app.fullscreen = True  # a screen smaller than the smallest layout: nothing to hold the window at
    try:
        for size in ((320, 200), (1, 1), (639, 359)):
            pygame.display.set_mode(size)
            drag_window_to(app, size)
            app.draw(app.screen)  # the scenes are laid out at 640 x 360 at least and clipped
            window = pygame.display.get_surface()
            assert window.get_size() == size and app.top is scene
            assert app.screen.get_size() == (max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1]))
            assert app.scale.w >= MIN_WINDOW[0] and app.scale.h >= MIN_WINDOW[1]
            corner = (size[0] - 1, size[1] - 1)
            assert window.get_at(corner) == app.screen.get_at(corner)  # the window shows the canvas
    finally:
        app.fullscreen = False
        app.set_window(size=(1280, 720), fullscreen=False)


@pytest.mark.slow
def test_every_scene_survives_many_windows_below_the_minimum(app: Any) -> None:
    for kind in SCENES:  # 9 scene kinds x 48 sizes
        scene = _open(app, kind)
        for size in hostile_sizes(31 + len(kind), 40):
            _shrink_and_draw(app, scene, size)
        drag_window_to(app, (1280, 720))
