"""The display: opening SDL's video only where a player can see it, the desktop's size, the game's window.

pygame-ce falls back to SDL's 'offscreen' driver when no display can be opened, so a game started with no display
would run invisibly; `open_display` refuses that unless a headless driver was asked for.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import warnings
from collections.abc import Iterator

import pygame

EXIT_NO_DISPLAY = 4  # `python -m game` with no usable display (one line on stderr says so)
HEADLESS_DRIVERS = ("dummy", "offscreen")  # SDL drivers that draw into memory: no window anyone can see


def game_window() -> pygame.Window | None:
    """The display module's window (for its minimum size and in-place resizing), or None."""
    with warnings.catch_warnings():  # pygame-ce deprecates from_display_module for drawing, not for this use
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (pygame.error, AttributeError):
            return None


def place_window(opened: bool, position: tuple[int, int] | int) -> None:
    """Move the game's window (when one is open) to `position` (or pygame.WINDOWPOS_CENTERED): before going
    fullscreen to the screen's corner, since with no window manager X leaves a fullscreen window where the window was
    (half of it off the screen); back from fullscreen, to the middle of the screen."""
    window = game_window() if opened else None
    if window is None:
        return
    with contextlib.suppress(pygame.error, TypeError, ValueError):  # a driver that cannot: the WM's place stands
        window.position = position


class NoDisplayError(Exception):
    """No usable display; str() is the one line the player reads."""


@contextlib.contextmanager
def _stderr_held() -> Iterator[list[bytes]]:
    """Hold what C code writes to stderr meanwhile (SDL's driver probes print e.g. "XDG_RUNTIME_DIR is invalid");
    the caller decides whether to pass it on."""
    held: list[bytes] = []
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):  # no stderr to hold
        yield held
        return
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 2)
        try:
            yield held
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            held.append(tmp.read(64 * 1024))


def _no_display_line(driver: str, error: str = "") -> str:
    why: list[str] = []
    asked = os.environ.get("SDL_VIDEODRIVER")
    if asked:
        why.append(f"SDL_VIDEODRIVER={asked}" + (f": {error}" if error else ""))
    elif error:
        why.append(error)
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        for var in ("DISPLAY", "WAYLAND_DISPLAY"):
            value = os.environ.get(var)
            why.append(f"{var}={value} cannot be opened" if value else f"{var} is not set")
    if driver:
        why.append(f"SDL fell back to its {driver!r} driver, which draws into memory")
    return ("alien-artifacts: no usable display, so no window can open (" + "; ".join(why) + "). "
            "Start it from a desktop session, or set SDL_VIDEODRIVER=dummy to run it without a window.")


def open_display(allow_headless: bool) -> str:
    """Start SDL's video and return its driver. Raises NoDisplayError when there is no display to show a window on,
    unless a headless driver was asked for: SDL_VIDEODRIVER=dummy/offscreen in the environment (tests), or
    `allow_headless` (--smoke-test). pygame-ce silently falls back to 'offscreen' when no display opens, and a game
    nobody can see must not run as if all were well."""
    asked = [d.strip().lower() for d in os.environ.get("SDL_VIDEODRIVER", "").split(",") if d.strip()]
    with _stderr_held() as noise:
        try:
            pygame.display.init()
            driver = pygame.display.get_driver()
        except pygame.error as e:
            driver, error = "", " ".join(str(e).split())
        else:
            error = ""
    if error:
        raise NoDisplayError(_no_display_line("", error))
    if driver in HEADLESS_DRIVERS and driver not in asked and not allow_headless:
        pygame.display.quit()
        raise NoDisplayError(_no_display_line(driver))
    if noise and noise[0]:  # the display works: whatever SDL said is the player's to read
        sys.stderr.write(noise[0].decode("utf-8", "replace"))
    return driver


def fit_to_desktop(size: tuple[int, int], driver: str) -> tuple[int, int]:
    """`size`, made no larger than the desktop (windows drawn into memory by a headless driver keep any size)."""
    if driver in HEADLESS_DRIVERS:
        return size
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        return size
    if not desktops:
        return size
    dw, dh = desktops[0]
    return (min(size[0], dw), min(size[1], dh)) if dw > 0 and dh > 0 else size
