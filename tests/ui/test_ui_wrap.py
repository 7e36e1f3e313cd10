"""Wrapped text: every line fits its width (a word wider than the line, such as a file path, is broken
across lines) and no character is lost or reordered."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui import theme
from tabletop.ui.widgets import wrap

WORDS = st.text(alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyzABCDEF0123456789/-_.é€"), min_size=0, max_size=90)


@settings(max_examples=150, deadline=None)
@given(words=st.lists(WORDS, min_size=0, max_size=12), width=st.integers(min_value=8, max_value=400),
       size=st.sampled_from([11, 14, 18]))
def test_every_line_fits_and_nothing_is_lost(words: list[str], width: int, size: int) -> None:
    pygame.font.init()
    fnt = theme.font(size, False)
    text = " ".join(words)
    lines = wrap(text, fnt, width)
    for ln in lines:
        assert fnt.size(ln)[0] <= width or len(ln) <= 1, (ln, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_a_path_breaks_after_a_slash() -> None:
    pygame.font.init()
    fnt = theme.font(14, False)
    path = "/tmp/aahome/data/saves/.game-20261124-120845-c6b1d5.json.xcqocs4o.tmp"
    lines = wrap(f"permission denied ({path}).", fnt, fnt.size(path)[0] // 2)
    assert len(lines) >= 3 and all(fnt.size(ln)[0] <= fnt.size(path)[0] // 2 for ln in lines)
    assert any(ln.endswith(("/", "-", "_", ".")) for ln in lines[:-1]), lines
