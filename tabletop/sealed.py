"""Sealed simultaneous picks: several seats each choose; a seat's pick is hidden from every other seat until all
have picked, then the picks are opened at once (by a barrier event: what was seen is not unseen).

The rules ask the seats one by one (one PendingChoice at a time, in any order): a seat's options must never depend
on another seat's hidden pick (so no seat waits on one), and its view shows the others only as HIDDEN, with how many
have picked. Undo: a seat may take its pick back until another participant decides after it (`Match` stops undo
at another seat's decision and at the opening barrier).

    box = Sealed("keep", seats=(0, 1, 2))
    box = box.with_pick(1, "a")          # the fold of Picked(...), in any order
    box.seen_by(0).picks                 # ((1, "?"),): seat 0 knows that seat 1 has picked, not what
    box.waiting()                        # (0, 2)
    Opened("keep") once box.waiting() is empty; after it, each pick shows to all (or, `public=False`, only its
    count: the picks stay the pickers' own)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from tabletop.log import Event, registrar
from tabletop.views import HIDDEN, PUBLIC

EVENTS: dict[str, type] = {}
if TYPE_CHECKING:  # a type checker sees what the decorator makes: an attrs frozen class
    from attrs import frozen as _event
else:
    _event = registrar(EVENTS)


@_event
class Picked(Event):
    """`seat` made its sealed pick in the box `box` (a view never shows this event to another seat)."""

    box: str
    seat: int
    pick: str


@_event
class Opened(Event):
    barrier = True  # the picks are seen: undo stops here
    box: str


class SealedError(ValueError):
    """A pick from a seat not in the box, a second pick, or a pick after opening."""


@attrs.frozen
class Sealed:
    name: str
    seats: tuple[int, ...]
    picks: tuple[tuple[int, str], ...] = ()  # in seat order, never in the order they came
    opened: bool = False
    public: bool = True  # once opened, every pick shows to all (False: only that each seat picked)

    def pick_of(self, seat: int) -> str | None:
        for s, p in self.picks:
            if s == seat:
                return p
        return None

    def waiting(self) -> tuple[int, ...]:
        done = {s for s, _ in self.picks}
        return tuple(s for s in self.seats if s not in done)

    @property
    def complete(self) -> bool:
        return not self.waiting()

    def with_pick(self, seat: int, pick: str) -> Sealed:
        if self.opened or seat not in self.seats or self.pick_of(seat) is not None:
            raise SealedError(f"{self.name}: seat {seat} cannot pick now")
        order = {s: i for i, s in enumerate(self.seats)}
        return attrs.evolve(self, picks=tuple(sorted((*self.picks, (seat, pick)), key=lambda sp: order[sp[0]])))

    def open(self) -> Sealed:
        if not self.complete:
            raise SealedError(f"{self.name}: opened while {self.waiting()} have not picked")
        return attrs.evolve(self, opened=True)

    def seen_by(self, viewer: int) -> Sealed:
        """The box as `viewer` (a seat, or PUBLIC) may see it: its own pick; the others' as HIDDEN until opened
        (and for good when the box is not public)."""
        shows = self.opened and self.public
        return attrs.evolve(self, picks=tuple((s, p if shows or (s == viewer and viewer != PUBLIC) else HIDDEN)
                                              for s, p in self.picks))
