"""The pointer's press / drag / drop lifecycle over a table, for any game (the moves: tabletop/ui/drag.py).

A `Gesture` plays pygame events on a `DragHost` (the table, which says what is under a point and answers the
outcome): a left press remembers the source under it; moved past `CLICK_SLOP` pixels the host lifts that source
(a `Drag`, which follows the pointer; `hovered` is what a release there would mean); the left release drops it on
the targets under the pointer (`pick_for_drop`), or, if nothing was lifted, is a click; Esc or the right button
cancels a drag. The table keeps what is its own: which of its sprites are sources, how a drop's moves are played,
and its buttons and panels (they see the events first).
"""

from __future__ import annotations

from typing import Protocol

import pygame

from tabletop.ui.drag import Drag, Move, past_slop


class DragHost(Protocol):
    """What a table answers the gesture: its sources and places, and what a gesture's outcome does."""

    def source_at(self, pos: tuple[int, int]) -> str | None:
        """The id of what a left press at pos would lift (None: nothing there to lift)."""

    def lift(self, sid: str, start: tuple[int, int], pos: tuple[int, int]) -> Drag | None:
        """The drag of `sid`, pressed at `start` and now moved to `pos`; None refuses it (the press is forgotten)."""

    def targets_at(self, pos: tuple[int, int]) -> list[str]:
        """The drop-target ids under pos, topmost first."""

    def dropped(self, drag: Drag, chosen: list[Move], pos: tuple[int, int]) -> None:
        """The release of a drag at pos: `chosen` are the moves the drop means (none: it snaps back)."""

    def clicked(self, sid: str | None, pos: tuple[int, int]) -> None:
        """A left press and release that lifted nothing; `sid` is the source pressed on (or None)."""

    def cancelled(self, drag: Drag) -> None:
        """Esc or the right button put the drag down again (nothing is played)."""


class Gesture:
    """The press / drag / drop / cancel lifecycle of the pointer over a `DragHost`."""

    def __init__(self, host: DragHost) -> None:
        self.host = host
        self.press: tuple[str | None, tuple[int, int]] | None = None  # (the source pressed on, where)
        self.drag: Drag | None = None

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """Play `ev` on the gesture; whether it was the gesture's (a left press, a motion or left release after
        one, Esc or the right button during a drag)."""
        if self.drag is not None and ((ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE) or
                                      (ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3)):
            drag = self.drag
            self.cancel()
            self.host.cancelled(drag)
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.press = (self.host.source_at(ev.pos), ev.pos)
            return True
        if ev.type == pygame.MOUSEMOTION and self.press is not None:
            self.follow(ev.pos)
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.press is not None:
            sid, held = self.press[0], self.drag
            self.cancel()
            if held is not None:
                held.pos = ev.pos
                self.host.dropped(held, held.over(self.host.targets_at(ev.pos)), ev.pos)
            else:
                self.host.clicked(sid, ev.pos)
            return True
        return False

    def follow(self, pos: tuple[int, int]) -> None:
        """The pointer moved to pos while pressed: past the slop the source is lifted; a drag follows it."""
        if self.press is None:
            return
        sid, start = self.press
        if self.drag is None and sid and past_slop(start, pos):
            self.drag = self.host.lift(sid, start, pos)
            if self.drag is None:
                self.press = None
        if self.drag is not None:
            self.drag.pos = pos

    def hovered(self) -> list[Move]:
        """The moves a release where the pointer is now would mean (none without a drag)."""
        return self.drag.over(self.host.targets_at(self.drag.pos)) if self.drag is not None else []

    def cancel(self) -> None:
        """Forget the press and put down the drag, without telling the host (it cancels its own state)."""
        self.press = None
        self.drag = None
