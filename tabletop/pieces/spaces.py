"""Board spaces: each holds an ordered stack of pieces (bottom first, top last) up to a capacity (None: unlimited).

A space may need a minimum number of players: below it, a blocking piece (no owner, never moves) fills it at setup
and counts as filling it. `Board` is the spaces of a board by name, in board order.

    board = Board.laid_out([Space("a", 1), Space("b", 1, min_players=3), Space("any", None)], players=2)
    board.open_for_placing()             # ("a", "any"): "b" holds the blocking piece
    board = board.placed("a", "0")       # SpaceFull when it is full; KeyError for a name that is no space
    board, lifted = board.cleared("a")   # every owned piece lifted (blocking pieces stay)
"""

from __future__ import annotations

from collections.abc import Iterable

import attrs

BLOCKING = "#"  # the piece that fills a space unused at this player count: no owner, never moves


class SpaceFull(ValueError):
    """A piece placed on a space with no room left (the rules should never offer it)."""


@attrs.frozen
class Space:
    name: str
    capacity: int | None = 1  # None: unlimited
    min_players: int = 0  # below this player count a blocking piece fills it
    pieces: tuple[str, ...] = ()  # bottom first; the last is on top

    def __attrs_post_init__(self) -> None:
        if self.capacity is not None and (type(self.capacity) is not int or self.capacity < 1):
            raise ValueError(f"space {self.name}: capacity must be a positive int or None, not {self.capacity!r}")
        if self.capacity is not None and len(self.pieces) > self.capacity:
            raise SpaceFull(f"space {self.name} holds {len(self.pieces)} pieces; capacity {self.capacity}")

    @property
    def room(self) -> int | None:
        """How many more pieces fit (None: any number)."""
        return None if self.capacity is None else self.capacity - len(self.pieces)

    @property
    def full(self) -> bool:
        return self.capacity is not None and len(self.pieces) == self.capacity  # never more (checked above)

    @property
    def blocked(self) -> bool:
        return BLOCKING in self.pieces

    @property
    def top(self) -> str | None:
        return self.pieces[-1] if self.pieces else None

    def placed(self, piece: str) -> Space:
        if self.full:
            raise SpaceFull(f"space {self.name} is full")
        return _known_good(self, (*self.pieces, piece))

    def owned(self) -> tuple[str, ...]:
        """The pieces on it that belong to someone (the blocking piece does not), bottom first."""
        return tuple(p for p in self.pieces if p != BLOCKING)


def _known_good(space: Space, pieces: tuple[str, ...]) -> Space:
    """`space` holding `pieces` that are known to fit (one more on a space with room, or fewer): made without the
    checks of `Space.__attrs_post_init__`, which a replay would otherwise run at every piece placed or lifted."""
    made = object.__new__(Space)
    put = object.__setattr__  # (a frozen class's fields are set this way: attrs does the same)
    put(made, "name", space.name)
    put(made, "capacity", space.capacity)
    put(made, "min_players", space.min_players)
    put(made, "pieces", pieces)
    return made


@attrs.frozen
class Board:
    spaces: tuple[Space, ...]

    def __attrs_post_init__(self) -> None:
        names = [s.name for s in self.spaces]
        if len(set(names)) != len(names):
            raise ValueError(f"two spaces share a name: {sorted(n for n in names if names.count(n) > 1)}")

    @classmethod
    def laid_out(cls, spaces: Iterable[Space], players: int) -> Board:
        """The board at setup for `players`: each space needing more players holds a blocking piece."""
        return cls(tuple(s.placed(BLOCKING) if players < s.min_players else s for s in spaces))

    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.spaces)

    def __getitem__(self, name: str) -> Space:
        for s in self.spaces:
            if s.name == name:
                return s
        raise KeyError(f"no space {name!r} on this board")

    def __contains__(self, name: object) -> bool:
        return any(s.name == name for s in self.spaces)

    def _at(self, name: str) -> int:
        for i, s in enumerate(self.spaces):
            if s.name == name:
                return i
        raise KeyError(f"no space {name!r} on this board")

    def _with(self, space: Space, i: int | None = None) -> Board:
        """The board with `space` in place of the space of its name (at index `i` when the caller knows it)."""
        i = self._at(space.name) if i is None else i
        made = object.__new__(Board)  # the names stay the same: no need for the check of __attrs_post_init__
        object.__setattr__(made, "spaces", (*self.spaces[:i], space, *self.spaces[i + 1:]))
        return made

    def open_for_placing(self) -> tuple[str, ...]:
        """The spaces with room, in board order."""
        return tuple(s.name for s in self.spaces if not s.full)

    def placed(self, name: str, piece: str) -> Board:
        i = self._at(name)
        return self._with(self.spaces[i].placed(piece), i)

    def cleared(self, name: str) -> tuple[Board, tuple[str, ...]]:
        """Lift every owned piece off a space (bottom first); a blocking piece stays."""
        i = self._at(name)
        space = self.spaces[i]
        return self._with(_known_good(space, tuple(p for p in space.pieces if p == BLOCKING)), i), space.owned()

    def count(self, piece: str) -> int:
        """How many of `piece` are on the board."""
        return sum(s.pieces.count(piece) for s in self.spaces)
