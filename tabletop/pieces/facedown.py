"""Face-down public pieces: a row of places, each empty or holding a piece face down or face up. Where the pieces are
and how many is public; a face-down piece's identity is hidden from every seat, its owner's included, until an event
reveals it. That event (`Revealed`, or a game's own with `barrier = True`) is an undo barrier: once seen, never unseen.

    row = Row.dealt(("x", "y", "z"))          # three pieces face down
    row.seen()                                # ("?", "?", "?"): what any seat sees
    row = row.turned(1)                       # the fold of Revealed(where, 1, "y"): face up
    row, piece = row.lifted(1)                # take it off (the place is empty: None)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from tabletop.log import Event, registrar
from tabletop.views import HIDDEN

EVENTS: dict[str, type] = {}
if TYPE_CHECKING:  # a type checker sees what the decorator makes: an attrs frozen class
    from attrs import frozen as _event
else:
    _event = registrar(EVENTS)


@_event
class Revealed(Event):
    """The piece at place `index` of the row `where` turned face up: it is `piece`."""

    barrier = True
    where: str
    index: int
    piece: str


@attrs.frozen
class Place:
    piece: str
    up: bool = False


@attrs.frozen
class Row:
    places: tuple[Place | None, ...]

    @classmethod
    def dealt(cls, pieces: tuple[str, ...], up: bool = False) -> Row:
        return cls(tuple(Place(p, up) for p in pieces))

    def seen(self) -> tuple[str | None, ...]:
        """What every seat sees: a face-up piece, HIDDEN for a face-down one, None for an empty place."""
        return tuple(None if p is None else p.piece if p.up else HIDDEN for p in self.places)

    def masked(self) -> Row:
        """The same row with each face-down identity replaced by HIDDEN (a view's copy)."""
        return Row(tuple(p if p is None or p.up else Place(HIDDEN) for p in self.places))

    def face_down(self) -> tuple[int, ...]:
        return tuple(i for i, p in enumerate(self.places) if p is not None and not p.up)

    def occupied(self) -> tuple[int, ...]:
        return tuple(i for i, p in enumerate(self.places) if p is not None)

    def _at(self, index: int) -> Place:
        p = self.places[index]
        if p is None:
            raise KeyError(f"place {index} is empty")
        return p

    def reveal(self, where: str, index: int) -> Revealed:
        """The event that turns the piece at `index` face up (the rules emit it; the fold calls `turned`)."""
        return Revealed(where, index, self._at(index).piece)

    def turned(self, index: int) -> Row:
        p = self._at(index)
        return Row(tuple(Place(p.piece, True) if i == index else x for i, x in enumerate(self.places)))

    def lifted(self, index: int) -> tuple[Row, str]:
        p = self._at(index)
        return Row(tuple(None if i == index else x for i, x in enumerate(self.places))), p.piece
