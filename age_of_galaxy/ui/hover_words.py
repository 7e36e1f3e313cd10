"""The table's hover line for a word it draws: every label the table drew this frame (text and rect, read from the
text hook tabletop/ui/textlog.py), and the glossary entry (age_of_galaxy/words/glossary.py) named where the pointer
rests on one of them.

    with hover_words.collect() as labels: P.draw_table(surf, look)
    hover_words.line_at(labels, mouse)     # "Influence: Pays for TRADE exchanges ..." or ""
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from age_of_galaxy.words import glossary
from tabletop.ui import textlog, theme

Label = tuple[str, int, pygame.Rect]  # the words, their size in pixels, where they were drawn


@contextmanager
def collect() -> Iterator[list[Label]]:
    """The labels drawn inside the block (a card's id record and a popup's cover have no size: not labels)."""
    out: list[Label] = []

    def sink(_surf: pygame.Surface, text: str, size: int, rect: pygame.Rect, _role: str) -> None:
        if text and size > 0:
            out.append((text, size, rect))

    with textlog.listen(sink):
        yield out


def entry_at(labels: list[Label], pos: tuple[int, int]) -> glossary.Entry | None:
    """The glossary entry of the word under `pos` (the last label drawn there is on top); None if none."""
    for text, size, rect in reversed(labels):
        if not rect.collidepoint(pos):
            continue
        found = glossary.mentions(text)
        if not found:
            continue
        fnt = theme.font(size)
        for start, end, e in found:  # the word's own span, measured in the label's font
            x0 = rect.x + fnt.size(text[:start])[0]
            x1 = rect.x + fnt.size(text[:end])[0]
            if x0 - 2 <= pos[0] <= x1 + 2:
                return e
        if len(found) == 1:
            return found[0][2]
        return None
    return None


def line_at(labels: list[Label], pos: tuple[int, int]) -> str:
    e = entry_at(labels, pos)
    return e.line() if e is not None else ""
