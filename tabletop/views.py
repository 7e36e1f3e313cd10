"""View masking: what one seat may see of a state, built from the same few pieces in every game.

A hidden thing shows as `HIDDEN` ("?"), one per item, so a seat sees how many there are but not which:

    hidden(pile)                      # ["?", "?", ...]: a face-down pile
    seen(zone, owner, viewer)         # the owner's own zone as it is, anyone else's as "?" per item
    seen_rows(zones, viewer)          # the same for a list of per-seat zones (zone i belongs to seat i)
    closed_choice(pending, viewer)    # another seat's open choice: who decides and what kind, not its options

The viewer -1 is the public view: it owns nothing, so every private zone is hidden. A game's `view` (its
Ruleset's) copies its state and masks each zone with these; which zones are private is the game's rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import attrs

from tabletop.choices import PendingChoice

HIDDEN = "?"
PUBLIC = -1  # the viewer of the public view (a spectator, the log's narration for all)

Z = TypeVar("Z", bound=Sequence[object])
P = TypeVar("P", bound=PendingChoice)


def hidden(items: Sequence[object]) -> list[str]:
    """One HIDDEN per item: the count shows, the items do not."""
    return [HIDDEN] * len(items)


def seen(items: Z, owner: int, viewer: int) -> Z | list[str]:
    """`items` (the very sequence) when `viewer` owns them, else one HIDDEN per item."""
    return items if owner == viewer else hidden(items)


def seen_rows(rows: Sequence[Z], viewer: int) -> list[Z | list[str]]:
    """Per-seat zones (row i is seat i's) as `viewer` sees them: its own row, the others' counts."""
    return [seen(row, owner, viewer) for owner, row in enumerate(rows)]


def closed_choice(pending: P | None, viewer: int) -> P | None:
    """The open choice as `viewer` sees it: its own in full; another seat's without its options and extra facts
    (they can name hidden things: what it holds), keeping who decides, the kind and the prompt."""
    if pending is None or pending.seat == viewer:
        return pending
    return attrs.evolve(pending, options=(), info=())
