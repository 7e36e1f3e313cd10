"""The kit's fonts (tabletop/ui/theme.py): a game names its TTF files with `use_fonts`, and text the widgets drew or
measured in the face before is not served again from their caches (issue 26 point 6: the kit imports no game, so
the game hands it the fonts)."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.ui import theme, widgets

FONTS = Path(__file__).resolve().parents[2] / "assets" / "fonts"


def test_text_is_drawn_and_measured_in_the_face_named_last() -> None:
    pygame.font.init()
    before = dict(theme._FONTS)
    regular, bold = FONTS / "DejaVuSans.ttf", FONTS / "DejaVuSans-Bold.ttf"
    try:
        theme.use_fonts(regular, bold)
        plain = widgets.render_text("Hello world", 20, False, theme.TEXT).get_size()
        plain_fit = widgets.fit_size("Hello world, a longer line", 20, False, 240)
        theme.use_fonts(bold, bold)  # the bold face as the regular one: wider words
        wide = widgets.render_text("Hello world", 20, False, theme.TEXT).get_size()
        assert wide == theme.font(20).size("Hello world") and wide[0] > plain[0]
        assert widgets.fit_size("Hello world, a longer line", 20, False, 240) < plain_fit
    finally:  # the faces named before (or the bundled ones the game names)
        theme.use_fonts(before.get(False, regular), before.get(True, bold))
