"""Which CardSet a seat's View refers to.

A View carries card ids, not their definitions, and `make_seat(kind, seed)` takes no card set. A
seat uses, in order: the set it was given (`seat.cards = ...`), a set registered here that knows
every id the View shows, or the bundled set (`load_cardset()`). Card definitions are public
(R33: both sides of placed cards, the rules, the deck lists), so this is no hidden information.
"""

from __future__ import annotations

from game.content.loader import load_cardset
from game.content.model import CardSet
from game.engine.view import View

_REGISTERED: list[CardSet] = []


def register_cardset(cards: CardSet) -> None:
    """Make a non-default set (tests, `--cards`) known to seats that were not handed one."""
    if all(c is not cards for c in _REGISTERED):
        _REGISTERED.insert(0, cards)


def fits(cards: CardSet, view: View) -> bool:
    s = view.state
    me = s.players[view.seat]
    if s.alien_system is not None and s.alien_system not in cards.alien_systems:
        return False
    if any(r not in cards.resources for r in me.hand):
        return False
    for p in s.players:
        if p.faction and p.faction not in cards.factions:
            return False
        if any(u not in cards.cards for u in p.empire) or any(u not in cards.cards for u in p.under_construction):
            return False
    return True


def resolve(view: View, given: CardSet | None = None) -> CardSet:
    if given is not None:
        return given
    for cards in _REGISTERED:
        if fits(cards, view):
            return cards
    return load_cardset()
