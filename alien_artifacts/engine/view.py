"""view_for(seat): only what RULINGS R33 lets that seat see. Hidden cards become "?"."""

from __future__ import annotations

import itertools
import os
import weakref
from typing import Any

import attrs

from alien_artifacts.content import memo
from alien_artifacts.content.model import CardSet, Logistics
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import PendingChoice
from alien_artifacts.engine.state import State
from tabletop.views import HIDDEN, closed_choice, hidden, seen

__all__ = ["HIDDEN", "TopFace", "View", "cards_of_handle", "deck_tops", "mask_state", "public_stack", "view_for"]


@attrs.frozen
class TopFace:
    """The public logistics side of a deck's top card (R3); its identity and back stay hidden."""

    kind: str
    type: str
    logistics: Logistics


@attrs.frozen
class View:
    seat: int
    state: State
    pending: PendingChoice | None
    deck_tops: dict[str, TopFace | None] = attrs.field(hash=False)
    # The public part of the resolution stack (bottom first): every pending step is public (R33) except
    # the cards another seat draws to keep, which show as HIDDEN. Lets a seat rebuild the state at any
    # choice, not only at its turn menu.
    stack: tuple[object, ...] = attrs.field(default=(), hash=False)
    # The card definitions the ids refer to: public (R33: both sides of every card, the rules, the deck
    # lists), so a seat never has to guess them. Shared, never copied: a View pickles it as a handle.
    cards: CardSet = attrs.field(eq=False, hash=False, repr=False, kw_only=True)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickled (the UI's AI process gets Views through a pipe) with a handle to its card set, not the
        set: about 70 KB less per request, and the receiving process keeps using the same CardSet object
        (and its memo tables). The handle is known to processes forked after the set's first View."""
        fields = tuple(getattr(self, a.name) for a in attrs.fields(View) if a.name != "cards")
        return _unpickle_view, (fields, _handle(self.cards))


_HANDLES = itertools.count(1)
_BY_HANDLE: dict[tuple[int, int], weakref.ref[CardSet]] = {}


def _handle(cards: CardSet) -> tuple[int, int]:
    table = memo.table(cards, "view.handle")
    handle = table.get("handle")
    if handle is None:
        handle = table["handle"] = (os.getpid(), next(_HANDLES))
        _BY_HANDLE[handle] = weakref.ref(cards)
    return handle


def cards_of_handle(handle: tuple[int, int]) -> CardSet:
    ref = _BY_HANDLE.get(handle)
    cards = ref() if ref is not None else None
    if cards is None:
        raise LookupError(f"the card set of a View ({handle}) is not known in this process")
    return cards


def _unpickle_view(fields: tuple[Any, ...], handle: tuple[int, int]) -> View:
    return View(*fields, cards=cards_of_handle(handle))


def mask_state(state: State, seat: int) -> State:
    v = state.clone(with_stack=False)
    for p in v.players:  # a hand, the Artifacts and the Defense Plans: their owner's (R33)
        p.hand, p.artifacts, p.defense_plans = (seen(z, p.seat, seat) for z in (p.hand, p.artifacts, p.defense_plans))
    for name, pile in v.decks.items():
        v.decks[name] = hidden(pile)
    # Cards drawn into the open for a choice (buy, draw and keep) are seen by their taker only.
    taker = getattr(state.stack[-1], "seat", None) if state.stack else None
    v.open_cards = seen(v.open_cards, taker, seat) if taker is not None else hidden(v.open_cards)
    return v


def public_stack(state: State, seat: int) -> tuple[object, ...]:
    out: list[object] = []
    for step in state.stack:
        if isinstance(step, st.Keep) and step.seat != seat:
            step = attrs.evolve(step, cards=tuple(hidden(step.cards)))
        out.append(step)
    return tuple(out)


def deck_tops(cards: CardSet, state: State) -> dict[str, TopFace | None]:
    out: dict[str, TopFace | None] = {}
    for kind in ("ship", "technology", "planet"):
        pile = state.decks.get(kind) or []
        if pile:
            c = cards.cards[pile[-1]]
            out[kind] = TopFace(kind, c.type, c.logistics)
        else:
            out[kind] = None
    return out


def view_for(cards: CardSet, state: State, pending: PendingChoice | None, seat: int) -> View:
    shown = closed_choice(pending, seat)  # another seat's: no options, no facts (they may name its hidden cards)
    _handle(cards)  # known before any AI process is forked, so the View can cross to it
    return View(seat, mask_state(state, seat), shown, deck_tops(cards, state), public_stack(state, seat),
                cards=cards)
