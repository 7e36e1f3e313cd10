"""A real X window follows a resize (issue 24 point 6): Xvfb, SDL's x11 driver, no window manager, `xdotool windowsize`.

The app runs in a child process (its own main menu, its own event loop); after each resize it reports the size its
scenes were laid out for and where the menu's buttons are, and the test checks them against the size X gave the
window. Screenshots of the screen before and after are saved next to the test's temporary files.
"""

from __future__ import annotations

import json
import os
import selectors
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

DRIVER = r"""
import json, sys, time
from types import SimpleNamespace
import pygame
from game.ui.app import App
from game.ui.scenes.menu import MenuScene

args = SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size=sys.argv[1] or None, fullscreen=False,
                       seed=None)
app = App(args)
app.push(MenuScene(app))
reported = None
deadline = time.monotonic() + 60
while app.running and time.monotonic() < deadline:
    app.step(1 / 60)
    pygame.display.flip()
    size = app.screen.get_size()
    if size != reported and app.frames > 2:
        reported = size
        print(json.dumps({"window": pygame.display.get_wm_info().get("window"), "driver": pygame.display.get_driver(),
                          "status": app.status,
                          "surface": list(size), "scale": [app.scale.w, app.scale.h],
                          "buttons": [list(b.rect) for b in app.top.buttons.buttons]}), flush=True)
    time.sleep(0.01)
"""


def _report(proc: subprocess.Popen[str], timeout: float = 20.0) -> dict[str, Any]:
    assert proc.stdout is not None
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    try:
        if not sel.select(timeout):
            raise AssertionError(f"no layout report within {timeout} s")
        line = proc.stdout.readline()
    finally:
        sel.close()
    assert line, f"the app stopped (exit {proc.poll()})"
    return json.loads(line)


def _inside(report: dict[str, Any]) -> list[str]:
    w, h = report["surface"]
    return [f"button {x, y, bw, bh} outside {w}x{h}" for x, y, bw, bh in report["buttons"]
            if x < 0 or y < 0 or x + bw > w or y + bh > h]


def _x11_env(display: str, home: Path, repo_root: Path) -> dict[str, str]:
    """The environment of a player on `display`: SDL picks its driver itself (no SDL_VIDEODRIVER)."""
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               ALIEN_ARTIFACTS_HOME=str(home), PYTHONPATH=str(repo_root))
    return env


def _start(env: dict[str, str], repo_root: Path, size: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", DRIVER, size], cwd=repo_root, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.mark.xvfb
def test_a_real_x_window_resized_by_xdotool_is_laid_out_again(
    xvfb_display: str, x11_grab: Callable[[str, Path], str], repo_root: Path, tmp_path: Path,
) -> None:
    if shutil.which("xdotool") is None:
        reason = "xdotool is not installed (apt-get install xdotool; .ci/run does this)"
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but {reason}")
        pytest.skip(reason)
    env = _x11_env(xvfb_display, tmp_path / "home", repo_root)
    proc = _start(env, repo_root, "1100x700")
    try:
        first = _report(proc)
        assert first["driver"] == "x11"  # a real X window: SDL chose x11 by itself from DISPLAY
        assert first["surface"] == [1100, 700] and _inside(first) == []
        x11_grab(xvfb_display, tmp_path / "before.png")
        for size, expected in (((760, 520), (760, 520)), ((1240, 780), (1240, 780)), ((300, 200), (640, 360))):
            subprocess.run(["xdotool", "windowsize", str(first["window"]), str(size[0]), str(size[1])],
                           env=env, check=True, timeout=10)
            got = _report(proc)  # below 640 x 360 (no window manager to stop the drag) the game sets the minimum
            assert got["surface"] == list(expected) and got["scale"] == list(expected), got
            assert _inside(got) == [], got
            assert got["buttons"] != first["buttons"]  # laid out again, not left where they were
            assert got["window"] == first["window"]  # the same X window, resized in place
        x11_grab(xvfb_display, tmp_path / "after.png")
        print(f"screenshots: {tmp_path / 'before.png'} {tmp_path / 'after.png'}")
    finally:
        proc.kill()
        _, err = proc.communicate(timeout=10)
    assert "Traceback" not in err, err[-2000:]


@pytest.mark.xvfb
def test_the_game_opens_its_window_on_a_real_display_without_being_told_the_driver(
    xvfb_display: str, repo_root: Path, tmp_path: Path,
) -> None:
    """The no-display check (tests/system/test_no_display.py) must not refuse a display that works."""
    env = {**_x11_env(xvfb_display, tmp_path / "home", repo_root), "AA_FIRST_FRAME_EXIT": "1"}
    res = subprocess.run([sys.executable, "-m", "game"], cwd=repo_root, env=env, capture_output=True, text=True,
                         timeout=60)
    assert res.returncode == 0, res.stderr[-2000:]
    assert res.stdout.splitlines() == ["first-frame"], (res.stdout, res.stderr)


@pytest.mark.xvfb
def test_a_saved_window_larger_than_the_screen_fits_the_screen(
    xvfb_display: str, repo_root: Path, tmp_path: Path,
) -> None:
    """settings.json asks for 2560 x 1440 on a 1280 x 800 screen: the window is the screen's size, one line says so."""
    (tmp_path / "home" / "config").mkdir(parents=True)
    (tmp_path / "home" / "config" / "settings.json").write_text('{"window_size": [2560, 1440], "mute": true}')
    proc = _start(_x11_env(xvfb_display, tmp_path / "home", repo_root), repo_root, "")
    try:
        got = _report(proc)
    finally:
        proc.kill()
        proc.communicate(timeout=10)
    assert got["surface"] == [1280, 800] and _inside(got) == [], got
    assert got["status"] == "The window size 2560 x 1440 is larger than the screen: using 1280 x 800"
