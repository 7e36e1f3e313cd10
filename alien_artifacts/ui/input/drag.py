"""Alien Artifacts' drag moves: the kit's gesture (tabletop/ui/drag.py) over this game's options.

`legal_moves` lists what a seat can move where, read from the facts the match layer offers on the pending choice
(alien_artifacts/match/option_facts.py: `ChoiceFacts.moves`): each option's `source` -> `target`, and the moves that
take two picks (e.g. dragging a Resource card onto an Under Construction card is "build:<uid>" followed by
"pay:<res>:<section>"). The UI plays nothing on a copy of the game to find them. A Move's keys are submitted as
one Command (the engine applies the picks in order, atomically).
"""

from __future__ import annotations

from typing import Any

from alien_artifacts.match.option_facts import NO_LOOKAHEAD
from tabletop.ui.drag import Move, direct_moves

__all__ = ["NO_LOOKAHEAD", "legal_moves"]


def legal_moves(pending: Any, facts: Any) -> list[Move]:
    """Every (source, target) gesture the seat can make now, with the option keys it stands for: the choice's
    options, and the two-pick moves its facts offer (None: the choice is not the seat's, no moves)."""
    if pending is None or facts is None or facts.choice_id != pending.id:
        return []
    out = direct_moves(pending)
    have = {(m.source, m.keys) for m in out}  # and a one-pick move of a given card the rules pay by themselves
    out += [Move(r.source, r.target, r.keys, r.label, r.section, r.verb) for r in facts.moves
            if len(r.keys) > 1 or (r.source, r.keys) not in have]
    return out
