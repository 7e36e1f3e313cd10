"""What a drag means on Age of Galaxy's table: the pending choice's options as moves of the kit (source -> place).

Sources: DISC (an Action disc from your supply) and "card:<id>" (a faction card of your hand). Places: "space:<id>"
(a main-board action space), "trade:<slot>:<exchange>" (an exchange of a Trade card), "tech:<id>", "planet:<key>",
"spot:<key>" (a face-down Exploration token), "scope:<i>" (a Deep Space Telescope token), ALLIANCE, MAJOR,
REINFORCE, and the two regions RESEARCH_AREA (the technology tree) and GALAXY (the galaxy row).

Which drag goes where is the engine's fact (`age_of_galaxy.engine.targets.drops`): every place of the pending choice
with the key(s) a drop there submits, a technology or a planet at the turn level too (RESEARCH, COLONIZE and
DEVELOP in one gesture: the action's key, then the technology's or planet's), each refused place with its reason.
`moves(view)` turns those facts into the kit's moves; nothing here reads a rule. What is not a drop (a follow-up's
click, a card's setup discard, War's acquisition) is matched by the options' fields (verb, target, card, onto, arg).
"""

from __future__ import annotations

from typing import Any

from age_of_galaxy.engine import targets as T
from age_of_galaxy.engine.views import View
from tabletop.choices import Option
from tabletop.ui.drag import Move

DISC = "disc"
ALLIANCE, MAJOR, REINFORCE = "alliance", "major", "reinforce"
RESEARCH_AREA, GALAXY = "techs", "galaxy"
PLAY_PLACES = {"alliance": ALLIANCE, "major": MAJOR, "reinforce": REINFORCE, "debut": ALLIANCE}
BUTTON_VERBS = ("convert", "free", "end")  # played by the buttons beside your board
FOLLOW_UPS = ("research", "colonize", "develop", "explore", "acquire")  # choices whose options name a place


def card_source(card: str) -> str:
    return f"card:{card}"


def place_of(o: Option) -> str | None:
    """The place an option puts something on (None: an option of the panel or a button)."""
    v = o.verb
    if v in ("explore", "manufacture", "retrieve", "scavenge", "nominate") and o.key.startswith("act:"):
        return f"space:{o.target}"
    if v == "trade":
        return f"trade:{o.onto}:{o.arg}"
    if v == "research":
        return RESEARCH_AREA if o.card is None else f"tech:{o.card}"
    if v in ("colonize", "develop"):
        return GALAXY if o.target is None else f"planet:{o.target}"
    if v == "explore":
        t = o.target or ""
        return t if t.startswith("scope:") else f"spot:{t}"
    if v == "acquire" and o.target is not None:
        return f"planet:{o.target}"
    if v in PLAY_PLACES:
        return PLAY_PLACES[v]
    return None


def piece_source(piece: str) -> str:
    """The table's source of an engine piece: the disc, or "card:<id>"."""
    return DISC if piece == T.DISC else card_source(piece)


def moves(view: View) -> list[Move]:
    """Every drag the viewer's pending choice allows, one per (piece, place, move) of the engine's drop facts; a
    move's label is its note (what it costs and gives) and its verb the verb of its last key's option."""
    p = view.pending
    if p is None or p.seat != view.seat:
        return []
    out = []
    for d in T.drops(view):
        for mv in d.moves:
            words = f"{mv.label} — {mv.note}" if mv.note else mv.label
            out.append(Move(piece_source(d.piece), d.place, mv.keys, words, None,
                            verb_of(mv.keys[-1])))
    return out


def verb_of(key: str) -> str:
    """The verb a move's key names ("act:research" -> "research", "colonize:S3:0:F04" -> "colonize")."""
    head = key.split(":")[0]
    return key.split(":")[1] if head == "act" and ":" in key else head


def refusals(view: View, source: str) -> dict[str, str]:
    """place -> the engine's reason a drop of `source` there is refused (with its ruling), for the pointer's note."""
    piece = source.removeprefix("card:") if source.startswith("card:") else source
    return {d.place: f"{d.reason} ({d.ruling})" if d.ruling else d.reason
            for d in T.drops(view) if d.piece == piece and not d.legal}


def click_options(pending: Any, place: str) -> list[Option]:
    """The options a click on `place` plays (a follow-up's target, a War acquisition): several = ask which."""
    if pending is None or pending.kind not in FOLLOW_UPS:
        return []
    return [o for o in pending.options if place_of(o) == place]


def card_options(pending: Any, card: str) -> list[Option]:
    """The options a click on a hand card plays: its setup discard, its Debut, its draft pick."""
    if pending is None:
        return []
    return [o for o in pending.options if o.card == card and o.verb in ("discard", "debut", "draft")]
