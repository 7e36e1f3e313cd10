"""Colours, fonts and the scale factor: the look of the table in one place.

Resource colours follow the Okabe-Ito palette (safe for the common colour-vision deficiencies) and
every colour also has its own symbol shape (blue circle, green triangle, red square, gold star).
The base colours, fonts and Scale are the UI kit's (tabletop/ui/theme.py), named here too for the game's modules.
"""

from __future__ import annotations

from game.paths import assets_dir

# the kit's look, under the names the game's modules use
from tabletop.ui.theme import (  # noqa: F401
    ACCENT,
    BASE_H,
    BASE_W,
    BG,
    DANGER,
    GLOW,
    GLOW_ALT,
    MIN_TEXT_PX,
    OK,
    PANEL,
    PANEL_EDGE,
    PANEL_HI,
    TEXT,
    TEXT_DARK,
    TEXT_DIM,
    Colour,
    Scale,
    font,
    font_path,
    hex_colour,
    mix,
    use_fonts,
)

# the kit draws with the bundled DejaVu faces (assets/fonts), loaded by path so every machine renders the same
use_fonts(assets_dir() / "fonts" / "DejaVuSans.ttf", assets_dir() / "fonts" / "DejaVuSans-Bold.ttf")

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
