"""`--version` and `--help` need no display and answer fast; the installed launchers answer too."""

from __future__ import annotations

import subprocess
import sys
import sysconfig
import time
from pathlib import Path

import pytest

from game import __version__

QUICK_S = 5.0  # generous for a loaded 2-core CI machine; a healthy start is well under 1 s


def _run(cmd: list[str], env: dict[str, str], cwd: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    start = time.perf_counter()
    res = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, timeout=60)
    return res, time.perf_counter() - start


def test_version_without_a_display(headless_env: dict[str, str], repo_root: Path) -> None:
    res, seconds = _run([sys.executable, "-m", "game", "--version"], headless_env, repo_root)
    assert res.returncode == 0, res.stderr
    assert __version__ in res.stdout
    assert seconds < QUICK_S


def test_help_without_a_display(headless_env: dict[str, str], repo_root: Path) -> None:
    res, seconds = _run([sys.executable, "-m", "game", "--help"], headless_env, repo_root)
    assert res.returncode == 0, res.stderr
    assert "--smoke-test" in res.stdout and "--version" in res.stdout
    assert seconds < QUICK_S


def test_version_and_help_do_not_import_pygame(headless_env: dict[str, str], repo_root: Path) -> None:
    probe = (
        "import sys\n"
        "from game.__main__ import main\n"
        "for flag in ('--version', '--help'):\n"
        "    try:\n"
        "        main([flag])\n"
        "    except SystemExit:\n"
        "        pass\n"
        "print('PYGAME-LOADED' if 'pygame' in sys.modules else 'PYGAME-ABSENT')\n"
    )
    res, _ = _run([sys.executable, "-c", probe], headless_env, repo_root)
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip().endswith("PYGAME-ABSENT")


@pytest.mark.parametrize("script", ["alien-artifacts", "alien-artifacts-cli"])
def test_installed_launcher_answers_version(
    script: str, headless_env: dict[str, str], tmp_path: Path,
) -> None:
    path = Path(sysconfig.get_path("scripts")) / (script + (".exe" if sys.platform == "win32" else ""))
    assert path.is_file(), f"{path} is missing: install the project (build_scripts/setup_env.sh does)"
    res, seconds = _run([str(path), "--version"], headless_env, tmp_path)  # not from the checkout
    assert res.returncode == 0, res.stderr
    assert __version__ in res.stdout
    assert seconds < QUICK_S
