"""Why a move is not legal: the legality checks of a turn (G21-G46) as functions returning a reason code (None when
legal). `actions.py` decides legality with them; the table's facts (`targets.py`) put the same code into words
(`REASONS`), so a reason shown is always the rule that refused. A code is a constant string: the checks run on every
decision of every game, and a code costs nothing to return."""

from __future__ import annotations

import functools
from collections.abc import Callable

from age_of_galaxy.content.schema import Bundle, Technology
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import economy as E
from age_of_galaxy.engine.state import CAPS, Planet, Player, State, TradeSlot

MAX_ALLIANCE = 3  # G27
NOMINATE_COST = 3  # G9, G46

# code -> (the words, with {fields} the facts fill in from the state; the ruling)
REASONS: dict[str, tuple[str, str]] = {
    "short": ("Needs {cost}, you have {have}", "G8"),
    "blocked": ("Blocked at {players} players (needs {needs})", "G12"),
    "taken": ("Space taken by {whose} disc", "G33"),
    "trade_full": ("Trade card full", "G36"),
    "no_cruiser": ("Needs 1 Cruiser in supply, you have 0", "G34"),
    "no_token": ("No face-down token within your reach", "G34, G35"),
    "cruisers_full": ("Cruisers full (5 in supply)", "G3, G40"),
    "no_innovation": ("Needs 1 Innovation, you have 0", "G41"),
    "no_influence": ("Needs 3 Influence, you have {influence}", "G46"),
    "no_developed": ("Needs a Developed planet", "G9, G46"),
    "researched": ("Already researched", "G38"),
    "not_alliance": ("Only from a card in your Alliance", "G32"),
    "requires": ("Requires {requires} first", "G39"),
    "conquered": ("Conquered by {cruiser}", "G9, G44"),
    "colonized": ("Colonized by {owner}", "G44"),
    "yours": ("Already yours", "G44"),
    "reach": ("Out of reach: position {position}, your reach {reach}", "G35"),
    "adaptation": ("Needs the {type} Adaptation", "G44"),
    "card_type": ("{card} adapts to {adapts}, not {type}", "G30"),
    "adapted": ("Already adapted: colonize it with a disc", "G30"),
    "undeveloped_empty": ("Colonize it first", "G45"),
    "developed": ("Already Developed", "G45"),
    "not_yours": ("Not yours: {owner}'s planet", "G45"),
    "acted": ("One action a turn: yours is done", "G21"),
    "played": ("One card a turn: you have played one", "G26"),
    "unknown": ("Not possible now", ""),  # never given: a test asserts every refusal names its ruling
    "alliance_full": ("Alliance full (3 cards)", "G27"),
    "major_used": ("True Major Ideology already played", "G29"),
}


def has_developed(s: State, who: int) -> bool:
    return any(pl.discs == [who, who] for pl in s.planets.values())


# ---- a space on the main board or a Trade card (G12, G33, G36) ------------------------------------------------------
def space_block(s: State, name: str) -> str | None:
    """G33: a taken single space is closed; G12: a blocked one too."""
    sp = s.board[name]
    if not sp.full:
        return None
    return "blocked" if sp.blocked else "taken"


def trade_block(s: State, who: int, t: TradeSlot, spend: Bundle) -> str | None:
    """G36: a disc onto Trade card `t` to exchange `spend` for its gain: room on the card (the kernel's
    `open_for_placing`: a front side accepts no disc once all its spaces are full, blocked ones included); the
    exchange paid in full (E.can_pay, G8). action_options asks these two itself, the card's room once for all its
    exchanges."""
    if not t.board.open_for_placing():
        return "trade_full"
    return None if E.can_pay(s, who, *E.bundle_cost(spend)) else "short"


def action_block(s: State, who: int, action: str, cost: int, reachable: Callable[[], bool]) -> str | None:
    """The board action's own condition (G34, G40-G42, G46): `cost` the Credits of one Cruiser or Relic,
    `reachable()` whether an Exploration token is within reach (EXPLORE)."""
    res = s.players[who].res
    if action == "explore":
        return "no_cruiser" if res["cruiser"] < 1 else None if reachable() else "no_token"
    if action == "manufacture":  # costs rise with n: n = 1 decides
        if res["cruiser"] >= CAPS["cruiser"]:
            return "cruisers_full"
        return None if E.can_pay(s, who, cost) else "short"
    if action == "retrieve":
        if res["innovation"] < 1:
            return "no_innovation"
        return None if E.can_pay(s, who, cost, {"innovation": 1}) else "short"
    if action == "nominate":
        if res["influence"] < NOMINATE_COST:
            return "no_influence"
        return None if has_developed(s, who) else "no_developed"
    return None  # SCAVENGE (G22)


# ---- technologies (G32, G37-G39) ------------------------------------------------------------------------------------
def tech_block(p: Player, t: Technology) -> str | None:
    """Whether player `p` may research `t` at all, its cost aside: not yet researched (G38), a faction technology
    only from an Alliance card (G32), one of its prerequisites first (G39)."""
    if t.id in p.techs:
        return "researched"
    if t.board is None and t.id not in on_cards(tuple(p.alliance)):
        return "not_alliance"
    if t.requires and not any(r in p.techs for r in t.requires):
        return "requires"
    return None


@functools.cache
def on_cards(alliance: tuple[str, ...]) -> frozenset[str]:
    """The faction technologies printed on these Alliance cards (G32)."""
    return frozenset(t for c in alliance for t in C.card(c).technologies)


# ---- planets (G30, G35, G43-G45) ------------------------------------------------------------------------------------
def colonize_block(who: int, pl: Planet, reach: int, types: set[str], card: str | None) -> str | None:
    """G44: an empty planet within reach (G35) whose type the player is adapted to, or (G30) `card`'s Adaptation
    lent for this COLONIZE (only where the player is not adapted already: "Where the engine chose")."""
    if pl.cruiser is not None:
        return "conquered"
    if pl.discs:
        return "yours" if pl.discs[0] == who else "colonized"
    if pl.position > reach:
        return "reach"
    if card is None:
        return None if pl.type in types else "adaptation"
    if C.card(card).adaptation != pl.type:
        return "card_type"
    return "adapted" if pl.type in types else None


def develop_block(who: int, pl: Planet) -> str | None:
    """G45: a planet bearing only your colonizing disc (no reach check)."""
    if pl.cruiser is not None:
        return "conquered"
    if pl.discs == [who]:
        return None
    if not pl.discs:
        return "undeveloped_empty"
    return "developed" if pl.discs == [who, who] else "not_yours"


# ---- card plays (G26-G29) -------------------------------------------------------------------------------------------
def play_block(s: State, who: int, mode: str) -> str | None:
    """A card mode's own limit: the Alliance holds 3 (G27), the True Major Ideology once a game (G29)."""
    p = s.players[who]
    if mode == "alliance" and len(p.alliance) >= MAX_ALLIANCE:
        return "alliance_full"
    if mode == "major" and p.true_major is not None:
        return "major_used"
    return None
