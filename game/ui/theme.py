"""Colours, fonts and the scale factor: the look of the table in one place.

Resource colours follow the Okabe-Ito palette (safe for the common colour-vision deficiencies) and
every colour also has its own symbol shape (blue circle, green triangle, red square, gold star).
Fonts are the bundled DejaVu TTFs, loaded by path so every machine renders the same.
"""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path

import pygame

from game.paths import assets_dir

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

# Resource colours (Okabe-Ito) and their symbol shapes
RESOURCE: dict[str, Colour] = {
    "blue": (40, 130, 220),
    "green": (0, 170, 125),
    "red": (225, 100, 20),
    "gold": (240, 215, 60),
}
RESOURCE_SHAPE: dict[str, str] = {"blue": "circle", "green": "triangle", "red": "square", "gold": "star"}
RESOURCE_WORD: dict[str, str] = {"blue": "Research", "green": "Discovery", "red": "Military", "gold": "Assets"}

# Card frames by kind
KIND_FRAME: dict[str, Colour] = {
    "ship": (170, 70, 55),
    "technology": (55, 105, 180),
    "planet": (45, 140, 95),
    "resource": (95, 95, 115),
    "artifact": (150, 90, 190),
    "defense": (120, 130, 150),
    "alien": (185, 60, 130),
    "faction": (160, 140, 70),
}
KIND_WORD: dict[str, str] = {"ship": "Ship", "technology": "Technology", "planet": "Planet"}
KIND_PLURAL: dict[str, str] = {"ship": "Ships", "technology": "Technologies", "planet": "Planets"}
TYPE_COLOUR: dict[str, Colour] = {
    "explore": (110, 190, 240),
    "expand": (130, 220, 120),
    "exterminate": (240, 110, 90),
    "exploit": (235, 190, 80),
}
CARD_PAPER: Colour = (236, 233, 222)
CARD_PAPER_OP: Colour = (40, 44, 62)

# Seat colours players can pick (distinct in lightness as well as hue)
SEAT_COLOURS: tuple[Colour, ...] = (
    (230, 160, 40),
    (80, 170, 240),
    (220, 80, 120),
    (120, 210, 110),
    (180, 130, 240),
    (240, 240, 240),
)
SEAT_COLOUR_NAMES: tuple[str, ...] = ("Amber", "Sky", "Rose", "Lime", "Violet", "White")

CARD_RATIO = 1.4  # height / width
# The smallest text drawn on the table, in pixels (the font size): readable at the default 1280x720 window.
# Card faces fall back to fewer words (a summary, no picture) rather than to smaller text;
# tests/ui/test_ui_readable.py checks every line of a frame against it.
MIN_TEXT_PX = 11


def font_path(bold: bool = False) -> Path:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return assets_dir() / "fonts" / name


@lru_cache(maxsize=2)
def _font_bytes(bold: bool) -> bytes:
    return font_path(bold).read_bytes()


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled font at a pixel size (cached; call after pygame.font.init()). Loaded from memory,
    so the many sizes do not each hold the file open."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(io.BytesIO(_font_bytes(bold)), max(6, int(size)))


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
