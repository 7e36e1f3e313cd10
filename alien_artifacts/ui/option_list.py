"""The option panel's buttons: every option of the offered choice fits the panel beside the table, whatever their
number (issue 31 item 2).

The buttons that end a step (Done, End the action, Pass, Confirm the picks) are never pushed out of sight: when the
options do not all fit, the list first compacts (lower buttons at the minimum text size), and when they still do not
fit, the ending buttons stay pinned at the bottom of the panel while the others scroll above them between two
markers ("▲ N more" / "▼ N more") that are buttons themselves: a click scrolls a page, as the mouse wheel and
Page Up / Page Down do. The table's input builds the entries (alien_artifacts/ui/table_input.py) and owns the scroll
position.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pygame

from alien_artifacts.ui.input.drag import NO_LOOKAHEAD
from game.ui import theme
from tabletop.ui.widgets import Button, button_height

MORE_UP, MORE_DOWN = "more:up", "more:down"  # the markers' button keys
CONFIRM = "confirm"  # a multi-pick choice's confirm button
BUTTON_H = 27  # design pixels: an option button's height
COMPACT_H = 21  # a long list's buttons (one line at the minimum text size still fits)
MARK_H = 20  # a marker's height
GAP = 4
TEXT = 13  # the buttons' text size (design pixels)
COMPACT_TEXT = 11  # a compacted list's text size (design pixels: the minimum at 1280x720, larger in a larger window)


@attrs.frozen
class Entry:
    """One button of the panel: its key ("opt:<option>", "mv:<keys>", "confirm"), its words, what a click does
    (None: greyed) and the option's verb ("move" for a selected card's move, "" for confirm)."""

    key: str
    label: str
    action: Callable[[], None] | None
    verb: str


@attrs.define
class Placed:
    """The panel as laid out: its buttons (markers included), the scroll position it settled on, and how many
    entries are out of sight above and below."""

    buttons: list[Button]
    scroll: int
    above: int
    below: int


def ends_step(e: Entry) -> bool:
    """A button that ends a step (Done, End the action, Pass) or sends the picks (Confirm): always in view."""
    return e.verb in NO_LOOKAHEAD or e.key == CONFIRM


def colour_of(e: Entry) -> theme.Colour:
    if e.verb in NO_LOOKAHEAD:  # ending the action, passing, done
        return (60, 70, 50)
    if e.verb == "move":
        return (50, 70, 90)
    return theme.PANEL_HI


def heights(entries: list[Entry], w: int, sc: Callable[[float], int], compact: bool = False) -> list[int]:
    """Each entry's button height: a label too long for one line wraps onto a taller button (never cut)."""
    bh = sc(COMPACT_H if compact else BUTTON_H)
    size = max(theme.MIN_TEXT_PX, sc(COMPACT_TEXT)) if compact else sc(TEXT)
    return [button_height(e.label, size, w, bh) for e in entries]


def natural_height(entries: list[Entry], w: int, sc: Callable[[float], int]) -> int:
    """The height the entries take at their full size, gaps included (what the prompt may not take)."""
    return sum(h + sc(GAP) for h in heights(entries, w, sc))


def _button(e: Entry, r: pygame.Rect, size: int) -> Button:
    return Button(r, e.label, e.action, key=e.key, enabled=e.action is not None, size=size, colour=colour_of(e))


def _marker(key: str, words: str, r: pygame.Rect, action: Callable[[], None]) -> Button:
    return Button(r, words, action, key=key, size=theme.MIN_TEXT_PX, colour=(34, 40, 66))


def lay_out(entries: list[Entry], area: pygame.Rect, scroll: int, sc: Callable[[float], int],
            scroll_to: Callable[[int], None]) -> Placed:
    """The buttons for `entries` in `area`, the list scrolled `scroll` entries down (clamped); `scroll_to(n)` is what a
    marker's click calls with the position it scrolls to."""
    gap = sc(GAP)
    room = area.h - sc(4)
    full = heights(entries, area.w, sc)
    size = sc(TEXT)
    if sum(h + gap for h in full) - gap > room:
        full, size = heights(entries, area.w, sc, compact=True), max(theme.MIN_TEXT_PX, sc(COMPACT_TEXT))
    if sum(h + gap for h in full) - gap <= room:  # all of them fit: in their order, nothing scrolls
        y, buttons = area.y, list[Button]()
        for e, h in zip(entries, full, strict=True):
            buttons.append(_button(e, pygame.Rect(area.x, y, area.w, h), size))
            y += h + gap
        return Placed(buttons, 0, 0, 0)
    ending = [(e, h) for e, h in zip(entries, full, strict=True) if ends_step(e)]
    rest = [(e, h) for e, h in zip(entries, full, strict=True) if not ends_step(e)]
    mark_h = max(sc(MARK_H), theme.font(theme.MIN_TEXT_PX).get_linesize() + 4)
    bottom_h = sum(h + gap for _e, h in ending)
    list_room = room - bottom_h - mark_h - gap  # the scrolling part, over the row of its two markers

    def fits(start: int) -> int:
        """How many rest entries from `start` fit the scrolling part (at least one: cut to fit if it must)."""
        left, n = list_room, 0
        for _e, h in rest[start:]:
            if h > left and n:
                break
            left -= h + gap
            n += 1
        return n

    last = len(rest) - 1  # the furthest scroll: the last entries fill the scrolling part
    while last > 0 and last - 1 + fits(last - 1) >= len(rest):
        last -= 1
    scroll = max(0, min(scroll, max(0, last)))
    n = fits(scroll)
    page = max(1, n - 1)
    buttons = []
    y = area.y
    for e, h in rest[scroll:scroll + n]:
        buttons.append(_button(e, pygame.Rect(area.x, y, area.w, max(1, min(h, area.y + list_room - y))), size))
        y += h + gap
    below = len(rest) - scroll - n
    row = pygame.Rect(area.x, area.y + list_room + gap, area.w, mark_h)  # ▲ on the left, ▼ on the right
    half = (row.w - gap) // 2
    if scroll > 0:
        buttons.append(_marker(MORE_UP, f"▲ {scroll} more", pygame.Rect(row.x, row.y, half, row.h),
                               lambda: scroll_to(max(0, scroll - page))))
    if below > 0:
        buttons.append(_marker(MORE_DOWN, f"▼ {below} more", pygame.Rect(row.right - half, row.y, half, row.h),
                               lambda: scroll_to(min(last, scroll + page))))
    y = row.bottom + gap  # the ending buttons: pinned at the panel's bottom
    for e, h in ending:
        buttons.append(_button(e, pygame.Rect(area.x, y, area.w, h), size))
        y += h + gap
    return Placed(buttons, scroll, scroll, below)


def reveal(entries: list[Entry], key: str) -> int | None:
    """The scroll position that brings the entry `key` to the top of the scrolling part (None: it never scrolls)."""
    rest = [e.key for e in entries if not ends_step(e)]
    return rest.index(key) if key in rest else None
