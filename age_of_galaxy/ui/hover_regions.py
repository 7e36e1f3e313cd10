"""Where each place and piece of Age of Galaxy's table lies, for its hover: every region of a drawn table with the key
whose words say what it is (age_of_galaxy/words/places.py). Most come from the layout (spaces, Trade cards and their
exchanges and spaces, System cards, planets, spots, technologies, the Telescope's tokens, your places and cards, the
player rows and disc supplies); the pieces only the painter places (a track's cells, another seat's card backs, the
Prestige track's spaces) are marked as they are drawn (`mark`, read by `collect`).

    with hover_regions.collect() as marks: P.draw_table(surf, look)
    regs = hover_regions.regions(lay, state, viewer, marks)
    hover_regions.key_at(regs, mouse)          # "planet:sys3:1": the smallest region under the pointer
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from age_of_galaxy.ui.layout import Layout, disc_box
from age_of_galaxy.ui.moves import ALLIANCE, MAJOR, REINFORCE
from tabletop.ui import textlog

Region = tuple[str, pygame.Rect]  # the key of its words, where it lies
ROLE = "hover:"  # a mark's role in the text hook (no text, no size: never a label)


def mark(surf: pygame.Surface, key: str, rect: pygame.Rect) -> None:
    """The painter says a piece lies at `rect` (only a listener hears it: nothing is drawn)."""
    textlog.record(surf, "", 0, rect, ROLE + key)


@contextmanager
def collect() -> Iterator[list[Region]]:
    """The pieces marked while the block draws."""
    out: list[Region] = []

    def sink(_surf: pygame.Surface, _text: str, _size: int, rect: pygame.Rect, role: str) -> None:
        if role.startswith(ROLE):
            out.append((role.removeprefix(ROLE), rect))

    with textlog.listen(sink):
        yield out


def regions(lay: Layout, state: Any, viewer: int, marks: tuple[Region, ...] | list[Region] = ()) -> list[Region]:
    """Every hover region of the table: the layout's places and panels that say something, then the marks."""
    out: list[Region] = [("top", lay.panels["top"])]
    seated = 0 <= viewer < len(state.players)
    kinds = ("action:", "trade:", "trade_spaces:", "system:", *(("alliance:",) if seated else ()))
    out += [(name, r) for name, r in lay.panels.items() if name.startswith(kinds) or name == "prestige"]
    for place, r in lay.places.items():
        kind = place.partition(":")[0]
        if kind in ("space", "trade", "planet", "spot", "tech", "scope"):
            out.append((place, r))
    out.append(("techs", lay.panels["techs"]))
    if seated:
        out.append(("yours", lay.panels["hand"]))
        out += [("alliance", lay.places[ALLIANCE]), ("major", lay.places[MAJOR]),
                ("reinforce", lay.places[REINFORCE])]
    out += [(sid, r) for sid, r in lay.sources.items() if sid.startswith("card:")]
    vo = len(state.players) - 1 if state.solo else -1
    for who, r in lay.rows:
        out.append((f"row:{who}", r))
        if who != vo:
            out.append((f"discs:{who}", disc_box(lay, r)))
    out += list(marks)
    return out


def key_at(regs: list[Region], pos: tuple[int, int]) -> str | None:
    """The key of the smallest region under `pos` (a planet before its System card, a cell before its track)."""
    here = [(r.w * r.h, i, key) for i, (key, r) in enumerate(regs) if r.collidepoint(pos)]
    return min(here)[2] if here else None
