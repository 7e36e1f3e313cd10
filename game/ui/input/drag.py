"""Drag and drop as a gesture over the engine's options.

`legal_moves` lists what a seat can move where, straight from the pending choice's options
(`source` -> `target`), and for the `turn` choice one step ahead on a clone: e.g. dragging a
Resource card onto an Under Construction card is "build:<uid>" followed by "pay:<res>:<section>".
A Move's keys are submitted as one Command (the engine applies the picks in order, atomically).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from game.engine.choices import Command

if TYPE_CHECKING:  # the moves are pure; only a Drag holds a pygame Rect
    import pygame

CLICK_SLOP = 6  # pixels a press may wander and still be a click
NO_LOOKAHEAD = ("end_action", "pass", "done")  # verbs that end something: nothing continues them
# the next choice must continue the picked option, not start the draw step or a new turn
NOT_A_CONTINUATION = ("turn", "discard", "discard_down")


@attrs.frozen
class Move:
    source: str | None
    target: str | None
    keys: tuple[str, ...]
    label: str
    section: int | None = None
    verb: str = ""  # the verb of the last pick (Option.verb), e.g. "pay"


def direct_moves(pending: Any) -> list[Move]:
    return [Move(o.source, o.target, (o.key,), o.label, o.section, o.verb) for o in pending.options]


def legal_moves(game: Any, seat: int) -> list[Move]:
    """Every (source, target) gesture the seat can make now, with the option keys it stands for."""
    p = game.pending
    if p is None or p.seat != seat:
        return []
    out = direct_moves(p)
    if p.kind != "turn":
        return out
    for o in p.options:
        if o.verb in NO_LOOKAHEAD:
            continue
        g = game.clone()
        r = g.submit(Command(seat, p.id, (o.key,)))
        p2 = g.pending
        if not getattr(r, "ok", False) or p2 is None or p2.seat != seat or p2.kind in NOT_A_CONTINUATION:
            continue
        if any(getattr(e, "barrier", False) for e in r.events):
            continue  # the step drew or revealed a card: its options would tell what nobody may know yet
        for o2 in p2.own_options():  # an Artifact (R7) is never the continuation of an action
            if o2.source and o2.target:
                # a payment with no card to land on lands where the action itself was aimed
                target = o.target if (o2.target == "pay" and o.target) else o2.target
                out.append(Move(o2.source, target, (o.key, o2.key), f"{o.label}: {o2.label}", o2.section, o2.verb))
    return out


def moves_from(moves: list[Move], sid: str) -> list[Move]:
    return [m for m in moves if m.source == sid and m.target]


def pick_for_drop(cands: list[Move], targets_here: list[str], grabbed_section: int | None) -> list[Move]:
    """The moves a drop on these target ids means (topmost target first); several = ask the player."""
    for tid in targets_here:
        here = [m for m in cands if m.target == tid]
        if not here:
            continue
        if grabbed_section is not None:
            same = [m for m in here if m.section == grabbed_section]
            if same:
                here = same
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
    section: int | None  # which half of a Resource card was grabbed (0 top, 1 bottom)
    moves: list[Move]
    moved: bool = False
    pos: tuple[int, int] = (0, 0)

    @property
    def targets(self) -> set[str]:
        return {m.target for m in self.moves if m.target}

    def draw_rect(self) -> pygame.Rect:
        r = self.rect.copy()
        r.topleft = (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1])
        return r
