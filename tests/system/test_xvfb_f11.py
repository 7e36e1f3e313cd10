"""F11 held down on a real X display with no window manager toggles fullscreen once (issue 31 item 6).

There, each toggle makes the window again; SDL takes the held key for released when the window loses focus, and
the key's auto-repeat (the X server's, after ~660 ms) then read as new presses: fullscreen flickered on and off for
as long as the key was held. The app runs in a child process on a private Xvfb; `xdotool keydown F11`, a wait
longer than the auto-repeat delay, `xdotool keyup F11` is one toggle; two quick taps are two more.
"""

from __future__ import annotations

import json
import os
import selectors
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

DRIVER = r"""
import json, sys, time
from types import SimpleNamespace
import pygame
from game.ui.app import App
from game.ui.scenes.menu import MenuScene

args = SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size="1000x600", fullscreen=False, seed=None)
app = App(args)
app.push(MenuScene(app))
print(json.dumps({"ready": pygame.display.get_driver()}), flush=True)
toggles = 0
was = app.fullscreen
deadline = time.monotonic() + 180
while app.running and time.monotonic() < deadline:
    app.step(1 / 60)
    pygame.display.flip()
    if app.fullscreen != was:
        was = app.fullscreen
        toggles += 1
        print(json.dumps({"fullscreen": was, "toggles": toggles, "window": pygame.display.get_wm_info().get("window")}),
              flush=True)
    time.sleep(0.01)
"""


def _toggles(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in x.items() if k != "window"} for x in lines if "toggles" in x]


def _next_toggle(proc: subprocess.Popen[str], quiet: float = 1.0) -> list[dict[str, Any]]:
    """The lines up to the next toggle (waiting as long as a loaded machine needs), then `quiet` seconds more (a
    second toggle would show there)."""
    lines: list[dict[str, Any]] = []
    end = time.monotonic() + 30
    while time.monotonic() < end and not _toggles(lines):
        lines += _lines(proc, 0.5)
    return lines + _lines(proc, quiet)


def _lines(proc: subprocess.Popen[str], seconds: float) -> list[dict[str, Any]]:
    """What the app printed within `seconds`."""
    assert proc.stdout is not None
    out: list[dict[str, Any]] = []
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    end = time.monotonic() + seconds
    try:
        while (left := end - time.monotonic()) > 0:
            if sel.select(left):
                line = proc.stdout.readline()
                if not line:
                    break
                out.append(json.loads(line))
    finally:
        sel.close()
    return out


@pytest.mark.xvfb
def test_f11_held_down_on_x_without_a_window_manager_toggles_once(
        xvfb_display: str, repo_root: Path, tmp_path: Path) -> None:
    if shutil.which("xdotool") is None:
        reason = "xdotool is not installed (apt-get install xdotool; .ci/run does this)"
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but {reason}")
        pytest.skip(reason)
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(DISPLAY=xvfb_display, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               ALIEN_ARTIFACTS_HOME=str(tmp_path / "home"), PYTHONPATH=str(repo_root))
    proc = subprocess.Popen([sys.executable, "-c", DRIVER], cwd=repo_root, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def xdotool(*args: str) -> None:
        subprocess.run(["xdotool", *args], env=env, check=True, timeout=10)

    try:
        ready = _lines(proc, 1.0) or _lines(proc, 30.0)
        assert ready and ready[0] == {"ready": "x11"}, ready
        _lines(proc, 1.0)  # the menu's first frames
        xdotool("keydown", "F11")
        held = _lines(proc, 2.5)  # longer than X's auto-repeat delay: the key repeats meanwhile
        xdotool("keyup", "F11")
        released = _next_toggle(proc)
        assert held == [], held  # nothing while held
        assert _toggles(released) == [{"fullscreen": True, "toggles": 1}], released  # once, as it is let go
        # and the fullscreen window covers the screen: X with no window manager left it where the window was
        window = next(x["window"] for x in released if "window" in x)
        where = subprocess.run(["xdotool", "getwindowgeometry", str(window)], env=env, text=True,
                               capture_output=True, timeout=10).stdout
        assert "Position: 0,0" in where and "Geometry: 1280x800" in where, where
        xdotool("key", "F11")  # a quick tap: one toggle back
        assert _toggles(_next_toggle(proc)) == [{"fullscreen": False, "toggles": 2}]
        xdotool("key", "F11")
        assert _toggles(_next_toggle(proc)) == [{"fullscreen": True, "toggles": 3}]
    finally:
        proc.kill()
        _, err = proc.communicate(timeout=10)
    assert "Traceback" not in err, err[-2000:]
