"""Checks that must hold after every event (used by the arena's --check and by tests)."""

from __future__ import annotations

from collections import Counter

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine.state import State
from alien_artifacts.rules import query


def all_card_ids(cards: CardSet) -> Counter[str]:
    ids: Counter[str] = Counter()
    for pool in (cards.cards, cards.resources, cards.alien_systems, cards.defense_plans, cards.artifacts):
        ids.update(pool.keys())
    return ids


def card_places(state: State) -> list[str]:
    """Every card id where it lies now (a card in two places appears twice)."""
    seen: list[str] = []
    for pile in state.decks.values():
        seen.extend(pile)
    for pile in state.discards.values():
        seen.extend(pile)
    if state.alien_system is not None:
        seen.append(state.alien_system)
    seen.extend(state.revealed)
    seen.extend(state.open_cards)
    for p in state.players:
        seen.extend(p.hand)
        seen.extend(p.artifacts)
        seen.extend(p.defense_plans)
        seen.extend(p.under_construction)
        seen.extend(p.empire)
        for tucked in p.attached.values():
            seen.extend(c for c, _s in tucked)
        for tucked in p.produced.values():
            seen.extend(c for c, _s in tucked)
    return seen


def check(cards: CardSet, state: State, event: object, expected: Counter[str] | None = None) -> list[str]:
    """Violations after `event` was applied (empty list = all good)."""
    out: list[str] = []
    if not state.players:
        return out
    expected = expected if expected is not None else all_card_ids(cards)
    if state.turn_number >= 1 or isinstance(event, ev.PositionArranged):
        # from the first turn on (or an arranged position), every card is somewhere, exactly once
        places = card_places(state)
        if len(places) != len(expected) or set(places) != expected.keys():
            seen = Counter(places)
            extra = sorted((seen - expected).elements())[:5]
            missing = sorted((expected - seen).elements())[:5]
            out.append(f"cards out of place after {type(event).__name__}: extra {extra} missing {missing}")
    for p in state.players:
        if p.attached and not p.attached.keys() <= set(p.under_construction):
            out.append(f"resources are prepared on {sorted(p.attached.keys() - set(p.under_construction))}, "
                       f"not Under Construction for {p.name}")
        if p.produced and not p.produced.keys() <= set(p.empire):
            out.append(f"resources are produced on {sorted(p.produced.keys() - set(p.empire))}, "
                       f"not in {p.name}'s Empire")
        if len(p.sides) != len(p.empire) or not p.sides.keys() >= set(p.empire):
            out.append(f"{p.name}'s Empire cards and their sides do not match")
        if not 0 <= p.credits <= cards.rules.bank_max:
            out.append(f"{p.name}'s bank is {p.credits}")
        if p.vp < 0:
            out.append(f"{p.name} has negative VP {p.vp}")
        for uid in p.blockades:
            if uid not in p.empire:
                out.append(f"a Blockade token lies on {uid}, which is not in {p.name}'s Empire")
    placed = sum(sum(p.blockades.values()) for p in state.players)
    if placed + state.blockades_left != cards.rules.blockade_tokens or state.blockades_left < 0:
        out.append(f"blockades: {placed} placed + {state.blockades_left} left != {cards.rules.blockade_tokens}")
    if isinstance(event, ev.TurnEnded):
        p = state.players[event.seat]
        if len(p.hand) > query.hand_limit(cards, state, p):
            out.append(f"{p.name} ends the turn with {len(p.hand)} Resource cards")
    return out
