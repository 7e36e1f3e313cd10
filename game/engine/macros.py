"""Whole legal actions: every complete sequence of picks one seat can make from the pending choice
until the choice passes to another seat, returns to the turn menu, or something hidden is revealed.

The decision protocol is fine-grained (one card, one section at a time) for drag and drop; search
AIs want whole moves. This enumerates them on clones, so the rules stay in one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.choices import Command

if TYPE_CHECKING:
    from game.engine.api import Game


def whole_actions(game: Game, limit: int = 300, depth: int = 12) -> list[tuple[str, ...]]:
    """Sequences of option keys, each a legal command `Command(seat, id, picks)` for the pending choice."""
    p = game.pending
    if p is None:
        return []
    seat = p.seat
    out: list[tuple[str, ...]] = []

    def walk(g: Game, prefix: tuple[str, ...]) -> None:
        cur = g.pending
        assert cur is not None
        for opt in cur.options:
            if len(out) >= limit:
                return
            child = g.clone()
            mark = len(child.events)
            r = child.submit(Command(seat, cur.id, (opt.key,)))
            if not r.ok:  # pragma: no cover - offered options are always accepted
                continue
            seq = (*prefix, opt.key)
            nxt = child.pending
            revealed = any(e.barrier for e in child.events[mark:])
            if (nxt is None or nxt.seat != seat or nxt.kind == "turn" or revealed or len(seq) >= depth):
                out.append(seq)
            else:
                walk(child, seq)

    walk(game, ())
    return out
