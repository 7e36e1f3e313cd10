"""Why a drop does nothing, in words: what the table says when a piece glides back.

`reason_for(view, source, place)` is the table's one question, and the engine answers it: its drop facts
(`age_of_galaxy.engine.targets`) give, for every place of the deciding seat's pending choice, the moves a drop makes or
the reason (and ruling) the rules refuse it, from the same checks that decide legality. The table adds only what is
not a rule: no place under the pointer, or a choice that is not yours.
"""

from __future__ import annotations

from age_of_galaxy.engine import targets as T
from age_of_galaxy.engine.views import View
from age_of_galaxy.ui import moves as M

NOWHERE = "Drop it on a glowing place."
NOT_YOURS = "It is not your choice now."
GROUPS = {M.RESEARCH_AREA: "Drop the disc on the technology you research.",
          M.GALAXY: "Drop it on the planet itself."}


def piece_of(source: str) -> str:
    """The engine's name of a dragged piece: "disc", or the card id of a hand card ("card:F04" -> "F04")."""
    return source.removeprefix("card:") if source.startswith("card:") else source


def reason_for(view: View, source: str, place: str | None) -> str:
    """The engine's reason a drop of `source` on `place` is refused ("" would mean it is legal)."""
    p = view.pending
    if place is None:
        return NOWHERE
    if p is None or p.seat != view.seat:
        return NOT_YOURS
    if place in GROUPS:
        return GROUPS[place]
    d = T.drop(view, piece_of(source), place)
    if d.legal:
        return "That move needs another step: drop it on a glowing place."
    return f"{d.reason} ({d.ruling})." if d.ruling else f"{d.reason}."
