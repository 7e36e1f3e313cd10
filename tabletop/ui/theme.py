"""The kit's look: base colours, the bundled fonts and the scale factor (a 1280x720 design, scaled to the
window). A game's own theme adds its colours beside these (game/ui/theme.py: the app's own).

Fonts are loaded by path, so every machine renders the same: a game names its bundled TTFs once with
`use_fonts` (the first game does so in its own theme module); until then the kit draws with pygame's own font.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pygame

Colour = tuple[int, int, int]

BASE_W, BASE_H = 1280, 720

# Table and panels
BG: Colour = (9, 12, 24)
PANEL: Colour = (22, 28, 48)
PANEL_HI: Colour = (34, 42, 70)
PANEL_EDGE: Colour = (70, 84, 130)
TEXT: Colour = (232, 236, 245)
TEXT_DIM: Colour = (150, 160, 185)
TEXT_DARK: Colour = (20, 22, 30)
ACCENT: Colour = (255, 196, 60)
GLOW: Colour = (90, 235, 160)
GLOW_ALT: Colour = (120, 200, 255)
DANGER: Colour = (240, 90, 80)
OK: Colour = (90, 200, 120)

# The smallest text drawn on the table, in pixels (the font size): readable at the default 1280x720 window.
# tests/ui/test_ui_readable.py checks every line of a frame against it.
MIN_TEXT_PX = 11


_FONTS: dict[bool, Path] = {}  # bold -> the TTF file, as the game named them
_MEASURED: list[Callable[[], None]] = []  # clears of the caches that hold text drawn or measured in a face


def measured_with_fonts(clear: Callable[[], None]) -> None:
    """`clear` empties a cache of text rendered or measured with the fonts: `use_fonts` runs it."""
    _MEASURED.append(clear)


def use_fonts(regular: Path, bold: Path) -> None:
    """The TTF files the kit draws its text with (the regular and the bold face); text drawn or measured with
    the face before is forgotten."""
    _FONTS.update({False: regular, True: bold})
    _font_bytes.cache_clear()
    font.cache_clear()
    for clear in _MEASURED:
        clear()


def font_path(bold: bool = False) -> Path | None:
    return _FONTS.get(bold)


@lru_cache(maxsize=2)
def _font_bytes(bold: bool) -> bytes | None:
    path = font_path(bold)
    return path.read_bytes() if path is not None else None


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at a pixel size (cached; call after pygame.font.init()). Loaded from memory,
    so the many sizes do not each hold the file open."""
    if not pygame.font.get_init():
        pygame.font.init()
    data = _font_bytes(bold)
    size = max(6, int(size))
    if data is None:  # no game named its fonts: pygame's default face
        return pygame.font.Font(None, size)
    return pygame.font.Font(io.BytesIO(data), size)


class Scale:
    """Converts design units (a 1280x720 table) into pixels for the current window."""

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.s = max(0.5, min(w / BASE_W, h / BASE_H))

    def __call__(self, v: float) -> int:
        return max(1, round(v * self.s))

    def font(self, size: float, bold: bool = False) -> pygame.font.Font:
        return font(max(8, round(size * self.s)), bold)


def hex_colour(s: str, default: Colour = (200, 200, 200)) -> Colour:
    try:
        s = s.lstrip("#")
        return (int(s[0:2], 16), int(s[2:4], 16), int(s[4:6], 16))
    except (ValueError, IndexError):
        return default


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))
