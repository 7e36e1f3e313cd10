"""System-test helpers: the repository root, a clean environment, and a private Xvfb server."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
NO_DISPLAY = ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return ROOT


def _sibling(name: str) -> ModuleType:
    """Load a helper module that sits beside this file (tests use --import-mode=importlib)."""
    path = Path(__file__).with_name(f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"tests_system_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def x11_grab() -> Callable[[str, Path], str]:
    """grab(display, png_path) -> "saved", "blank" (saved, one colour only) or "unavailable"."""
    return _sibling("x11_screenshot").grab


@pytest.fixture
def headless_env() -> dict[str, str]:
    """The environment with no display at all: no DISPLAY, no WAYLAND_DISPLAY, no SDL_VIDEODRIVER."""
    return {k: v for k, v in os.environ.items() if k not in NO_DISPLAY}


def _start_xvfb(width: int, height: int) -> tuple[subprocess.Popen[bytes], str]:
    """Start Xvfb on a display number it picks itself (-displayfd), once it accepts connections."""
    read_fd, write_fd = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    os.close(write_fd)
    with os.fdopen(read_fd) as pipe:
        number = pipe.readline().strip()  # written once the server listens; "" if it died
    if not number:
        err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
        proc.kill()
        proc.wait()
        raise RuntimeError(f"Xvfb did not start: {err[-500:]}")
    socket = Path(f"/tmp/.X11-unix/X{number}")
    deadline = time.monotonic() + 10
    while not socket.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    return proc, f":{number}"


@pytest.fixture
def xvfb_display() -> Iterator[str]:
    """DISPLAY of a private Xvfb (1280x800x24), stopped afterwards.

    Without Xvfb the test is skipped, except in CI (CI=true), where .ci/run installs it: there it fails.
    """
    if shutil.which("Xvfb") is None:
        reason = "Xvfb is not installed (apt-get install xvfb; .ci/run does this)"
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true but {reason}")
        pytest.skip(reason)
    proc, display = _start_xvfb(1280, 800)
    try:
        yield display
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
