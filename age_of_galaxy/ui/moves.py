"""What a drag means on Age of Galaxy's table: the pending choice's options as moves of the kit (source -> place).

Sources: DISC (an Action disc from your supply) and "card:<id>" (a faction card of your hand). Places: "space:<id>"
(a main-board action space), "trade:<slot>:<exchange>" (an exchange of a Trade card), "tech:<id>", "planet:<key>",
"spot:<key>" (a face-down Exploration token), "scope:<i>" (a Deep Space Telescope token), ALLIANCE, MAJOR,
REINFORCE, and the two regions RESEARCH_AREA (the technology tree) and GALAXY (the galaxy row).

RESEARCH, COLONIZE and DEVELOP take two picks: the action, then its technology or planet (the engine asks the second
only once the first is made). A disc dropped on a technology or planet stands for the action (the region's move)
with that thing as its `aim`; the table plays the action, then the option of the follow-up choice the aim names
(`aimed`). Nothing here reads a rule: only the options' fields (verb, target, card, onto, arg).
"""

from __future__ import annotations

from typing import Any

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


def source_of(o: Option) -> str | None:
    """What is moved: a card of the hand (its Alliance, Major, Reinforcement, Debut, Adaptation play) or a disc."""
    if o.verb in PLAY_PLACES or (o.verb == "colonize" and o.card is not None):
        return card_source(o.card or "")
    if o.verb in BUTTON_VERBS or o.verb in ("discard", "keep", "draft", "reward", "pay", "count") or \
            (o.verb in ("manufacture", "retrieve") and not o.key.startswith("act:")):
        return None
    if o.verb == "acquire":
        return None  # a click on the planet (no disc moves in War)
    return DISC


def moves(pending: Any) -> list[Move]:
    """Every drag the pending choice allows (the seat's own choice only: the table asks for its viewer)."""
    if pending is None:
        return []
    out = []
    for o in pending.options:
        src, place = source_of(o), place_of(o)
        if src is not None and place is not None:
            out.append(Move(src, place, (o.key,), o.label, None, o.verb))
    colonize = next((o for o in pending.options if o.key == "act:colonize"), None)
    if colonize is not None:  # a card dropped on a planet: COLONIZE playing it for its Adaptation (G30)
        playable = sorted({o.card for o in pending.options if o.verb in PLAY_PLACES and o.card})
        out += [Move(card_source(c), GALAXY, (colonize.key,), colonize.label, None, "colonize") for c in playable]
    return out


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


def aimed(pending: Any, source: str, aim: str) -> list[Option]:
    """The follow-up options a drop of `source` on `aim` named: a disc means the options without a card, a card
    the options that play it (an Adaptation)."""
    if pending is None:
        return []
    out = []
    for o in pending.options:
        if place_of(o) != aim:
            continue
        by_disc = source == DISC and (o.verb != "colonize" or o.card is None)
        if by_disc or (source != DISC and o.card is not None and card_source(o.card) == source):
            out.append(o)
    return out


def region_of(place: str) -> str | None:
    """The region a place lies in (a technology in the tree, a planet in the galaxy row)."""
    if place.startswith("tech:"):
        return RESEARCH_AREA
    if place.startswith("planet:") or place.startswith("spot:"):
        return GALAXY
    return None
