"""Alien Artifacts' drag moves: the kit's gesture (tabletop/ui/drag.py) over this game's options.

`legal_moves` lists what a seat can move where, straight from the pending choice's options
(`source` -> `target`), and for the `turn` choice one step ahead on a clone: e.g. dragging a
Resource card onto an Under Construction card is "build:<uid>" followed by "pay:<res>:<section>".
A Move's keys are submitted as one Command (the engine applies the picks in order, atomically).
"""

from __future__ import annotations

from typing import Any

from game.engine.choices import Command
from tabletop.ui.drag import Move, direct_moves

NO_LOOKAHEAD = ("end_action", "pass", "done")  # verbs that end something: nothing continues them
# the next choice must continue the picked option, not start the draw step or a new turn
NOT_A_CONTINUATION = ("turn", "discard", "discard_down")


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
