"""Drag and drop as a gesture over a game's options (tabletop.choices.Option: `source` -> `target`).

A `Move` is what a gesture means: a card (`source`) put on a place (`target`), standing for one or more option
keys submitted as one Command. `direct_moves` reads them off a pending choice; a game may add moves that take
more than one pick (the first game's table looks one step ahead: its ui/input/drag.py). `pick_for_drop` picks the
moves a drop on some targets means.

A press that moves past `CLICK_SLOP` pixels lifts a `Drag`; the pointer's whole lifecycle (press, lift, follow,
drop, click, cancel) is the kit's `Gesture` (tabletop/ui/gesture.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:  # the moves are pure (a table model reads them without pygame); only a Drag holds a pygame Rect
    import pygame

CLICK_SLOP = 6  # pixels a press may wander and still be a click


@attrs.frozen
class Move:
    source: str | None
    target: str | None
    keys: tuple[str, ...]
    label: str
    section: int | None = None
    verb: str = ""  # the verb of the last pick (Option.verb)


def direct_moves(pending: Any) -> list[Move]:
    """One move per option of the pending choice."""
    return [Move(o.source, o.target, (o.key,), o.label, o.section, o.verb) for o in pending.options]


def moves_from(moves: list[Move], sid: str) -> list[Move]:
    return [m for m in moves if m.source == sid and m.target]


def past_slop(start: tuple[int, int], pos: tuple[int, int]) -> bool:
    """Whether a press at `start` that is now at `pos` has become a drag."""
    return abs(pos[0] - start[0]) > CLICK_SLOP or abs(pos[1] - start[1]) > CLICK_SLOP


def pick_for_drop(cands: list[Move], targets_here: list[str], grabbed_section: int | None) -> list[Move]:
    """The moves a drop on these target ids means (topmost target first); several = ask the player. A card held
    by one of its parts (`grabbed_section`) moves that part: a move of another part of it means nothing here
    (none: the game says why), never the other part in its place."""
    for tid in targets_here:
        here = [m for m in cands if m.target == tid]
        if not here:
            continue
        if grabbed_section is not None:
            here = [m for m in here if m.section is None or m.section == grabbed_section]
            if not here:
                return []
        # one entry per distinct key sequence; a move that another one continues is left out
        seen: dict[tuple[str, ...], Move] = {}
        for m in here:
            seen.setdefault(m.keys, m)
        longer = {k[:n] for k in seen for n in range(1, len(k))}
        return [m for k, m in seen.items() if k not in longer]
    return []


@attrs.define
class Drag:
    sid: str
    start: tuple[int, int]
    grab: tuple[int, int]  # cursor offset inside the sprite
    rect: pygame.Rect  # where the sprite was
    section: int | None  # which part of the card was grabbed (an option's section), if the game has parts
    moves: list[Move]
    pos: tuple[int, int] = (0, 0)  # where the pointer is now

    @classmethod
    def lifted(cls, sid: str, start: tuple[int, int], rect: pygame.Rect, moves: list[Move],
               section: int | None = None, pos: tuple[int, int] | None = None) -> Drag:
        """The drag of the sprite `sid` lying at `rect`, pressed at `start` (held by that point of it)."""
        return cls(sid, start, (start[0] - rect.x, start[1] - rect.y), rect.copy(), section, moves,
                   start if pos is None else pos)

    def draw_rect(self) -> pygame.Rect:
        r = self.rect.copy()
        r.topleft = (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1])
        return r

    def over(self, targets_here: list[str]) -> list[Move]:
        """The moves a drop on these targets (topmost first) would mean now."""
        return pick_for_drop(self.moves, targets_here, self.section)
