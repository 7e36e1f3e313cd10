"""The game in a real X window: `python -m game --smoke-test` under Xvfb with SDL's x11 driver."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path

import pytest

SMOKE_TIMEOUT_S = 960.0  # the app gives up by itself after 900 s
SHOT_EVERY_S = 0.5


@pytest.mark.xvfb
@pytest.mark.slow
def test_smoke_test_runs_in_a_real_x_window(
    xvfb_display: str, x11_grab: Callable[[str, Path], str], repo_root: Path, tmp_path: Path,
) -> None:
    if not (repo_root / "game" / "ui" / "app.py").is_file():
        pytest.skip("game/ui/app.py (which `python -m game` runs) is not written yet")
    env = {k: v for k, v in os.environ.items() if k != "WAYLAND_DISPLAY"}
    env.update(DISPLAY=xvfb_display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    log = tmp_path / "smoke-test.log"
    shot = tmp_path / "xvfb-smoke-test.png"
    late = tmp_path / "xvfb-smoke-test-late.png"
    grabbed = "unavailable"
    with log.open("wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "game", "--smoke-test"], cwd=repo_root, env=env,
                                stdout=out, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + SMOKE_TIMEOUT_S
        try:
            # Screenshots while it plays: the first that shows something drawn, then the latest one.
            while proc.poll() is None and time.monotonic() < deadline:
                time.sleep(SHOT_EVERY_S)
                if proc.poll() is None:
                    target = late if grabbed == "saved" else shot
                    result = x11_grab(xvfb_display, target)
                    grabbed = grabbed if grabbed == "saved" else result
            code = proc.wait(timeout=max(1.0, deadline - time.monotonic()))
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    tail = log.read_text(errors="replace")[-3000:]
    assert code == 0, f"--smoke-test under Xvfb exited {code}:\n{tail}"
    if grabbed == "saved":
        print(f"screenshots: {shot}" + (f" {late}" if late.exists() else ""))
    else:
        warnings.warn(f"no screenshot with a drawn frame ({grabbed}); the game ran in the X window",
                      stacklevel=1)
