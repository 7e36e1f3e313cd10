"""No display, no mystery (issue 24 point 5): `python -m game` with no usable display exits with one line and code 4.

pygame-ce 2.5 falls back to SDL's 'offscreen' driver when no display opens, so without this check the game ran
invisibly. A headless driver is used only when asked for: SDL_VIDEODRIVER=dummy/offscreen (the test suite) or
--smoke-test.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXIT_NO_DISPLAY = 4
LINE_START = "alien-artifacts: no usable display, so no window can open ("
LINE_END = "Start it from a desktop session, or set SDL_VIDEODRIVER=dummy to run it without a window."


def _free_display() -> str:
    """A display number nothing listens on (":59" unless a server happens to run there)."""
    n = next(n for n in range(59, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    return f":{n}"


def _run(args: list[str], env: dict[str, str], cwd: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**env, "ALIEN_ARTIFACTS_HOME": str(tmp_path), "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=60)


def _one_line(res: subprocess.CompletedProcess[str]) -> str:
    lines = res.stderr.splitlines()
    assert len(lines) == 1, res.stderr
    assert res.stdout == ""
    assert lines[0].startswith(LINE_START) and lines[0].endswith(LINE_END), lines[0]
    return lines[0]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY / WAYLAND_DISPLAY are how Linux finds one")
@pytest.mark.parametrize("case", ["nothing set", "dead X display", "x11 asked, no DISPLAY"])
def test_no_usable_display_is_one_line_and_exit_4(case: str, headless_env: dict[str, str], repo_root: Path,
                                                  tmp_path: Path) -> None:
    env = dict(headless_env)
    display = _free_display()
    if case == "dead X display":
        env["DISPLAY"] = display
    elif case == "x11 asked, no DISPLAY":
        env["SDL_VIDEODRIVER"] = "x11"
    res = _run([], env, repo_root, tmp_path)
    assert res.returncode == EXIT_NO_DISPLAY, res.stderr
    line = _one_line(res)
    if case == "nothing set":
        assert "(DISPLAY is not set; WAYLAND_DISPLAY is not set; SDL fell back to its 'offscreen' driver" in line
    elif case == "dead X display":
        assert f"DISPLAY={display} cannot be opened; WAYLAND_DISPLAY is not set" in line
    else:
        assert "(SDL_VIDEODRIVER=x11: x11 not available; DISPLAY is not set;" in line
    assert not (tmp_path / "config" / "settings.json").exists()  # nothing ran, nothing was written


@pytest.mark.parametrize("driver", ["dummy", "offscreen"])
def test_a_headless_driver_asked_for_still_runs(driver: str, headless_env: dict[str, str], repo_root: Path,
                                                tmp_path: Path) -> None:
    res = _run([], {**headless_env, "SDL_VIDEODRIVER": driver, "AA_FIRST_FRAME_EXIT": "1"}, repo_root, tmp_path)
    assert res.returncode == 0, res.stderr
    assert res.stdout.splitlines() == ["first-frame"]


def test_the_smoke_test_may_run_without_a_display(headless_env: dict[str, str], repo_root: Path,
                                                  tmp_path: Path) -> None:
    """--smoke-test is a test: it asked to run unseen (here stopped at its first frame)."""
    res = _run(["--smoke-test"], {**headless_env, "AA_FIRST_FRAME_EXIT": "1"}, repo_root, tmp_path)
    assert res.returncode == 0, res.stderr
    assert res.stdout.splitlines() == ["first-frame"]
