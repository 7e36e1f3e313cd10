"""What a seat may see (G67-G69): the state with everything hidden from it masked."""

from __future__ import annotations

from typing import Any

import attrs

from age_of_galaxy.engine.state import State
from age_of_galaxy.engine.steps import PayChoice, SetupDiscard
from tabletop.choices import PendingChoice
from tabletop.views import HIDDEN, hidden


@attrs.frozen
class View:
    seat: int
    state: State
    pending: PendingChoice | None


def _closed(step: Any) -> Any:
    """Another seat's step as this seat sees it: its sealed discard so far and a pending payment's pick (it can
    name a card in hand) hidden."""
    if isinstance(step, SetupDiscard):
        return attrs.evolve(step, chosen=())
    if isinstance(step, PayChoice):
        return attrs.evolve(step, key=HIDDEN)
    return step


def masked(state: State, seat: int) -> State:
    """G68: face-down and unused System cards, face-down Exploration tokens (a Telescope's too, its owner's
    included), both stacks' order, the unused Trade cards and the deck hidden from all; hands and setup discards
    from all but their holder (their counts stay public)."""
    m = state.clone()
    for who, p in enumerate(m.players):
        p.scope = hidden(p.scope)
        if who != seat:
            p.hand = hidden(p.hand)
            p.discarded = hidden(p.discarded)
    m.packs = [pack if who == seat else hidden(pack) for who, pack in enumerate(m.packs)]
    m.seen_packs = [cards if who == seat else hidden(cards) for who, cards in enumerate(m.seen_packs)]
    m.box_cards = hidden(m.box_cards)
    m.draft = m.draft.seen_by(seat)
    m.deck, m.trade_box, m.system_box = hidden(m.deck), hidden(m.trade_box), hidden(m.system_box)
    m.planet_stack, m.explo_stack = hidden(m.planet_stack), hidden(m.explo_stack)
    m.lost_tokens = hidden(m.lost_tokens)
    m.systems = [c if i < m.revealed else HIDDEN for i, c in enumerate(m.systems)]
    m.spots = {k: (HIDDEN if v is not None else None) for k, v in m.spots.items()}
    m.discards = m.discards.seen_by(seat)
    m.stack = [_closed(st) if getattr(st, "seat", seat) != seat else st for st in m.stack]
    return m
