"""Questions about a state: active cards, costs, limits, measures. Read-only; no events here."""

from __future__ import annotations

from collections.abc import Iterator
from typing import cast

from alien_artifacts.content.model import KIND_ACTION, KIND_COLOUR, CardDef, CardSet, Condition, Effect
from alien_artifacts.engine.state import PlayerState, State

ROW_OF_ACTION = {v: k for k, v in KIND_ACTION.items()}


def card(cards: CardSet, uid: str) -> CardDef:
    return cards.cards[uid]


def is_active(state: State, p: PlayerState, uid: str) -> bool:
    """A card without Blockade tokens has its ability; a blockaded one only once paid this turn (R26)."""
    if not p.blockades.get(uid):
        return True
    return state.current == p.seat and uid in state.turn.activated


def ongoing(cards: CardSet, state: State, p: PlayerState) -> Iterator[tuple[str, int, Effect]]:
    """(card uid, index, effect) for every ONGOING effect of the player's active logistics cards."""
    for uid in p.empire:
        if p.sides.get(uid) != "logistics" or not is_active(state, p, uid):
            continue
        for i, e in enumerate(cards.cards[uid].logistics.ongoing):
            yield uid, i, e


def names_action(e: Effect, action: str) -> bool:
    """An effect with an `action` (a discount, an assembly limit) counts for `action` when it names it or "any"."""
    return e.args.get("action", "any") in (action, "any")


def modifier(cards: CardSet, state: State, p: PlayerState, verb: str, action: str | None = None) -> int:
    total = 0
    for _uid, _i, e in ongoing(cards, state, p):
        if e.verb != verb:
            continue
        if action is not None and not names_action(e, action):
            continue
        total += int(e.args.get("amount", 1))
    return total


def has_flag(cards: CardSet, state: State, p: PlayerState, verb: str) -> bool:
    return any(e.verb == verb for _u, _i, e in ongoing(cards, state, p))


DISCOUNT_VERBS = ("discount", "temporary_discount")  # ONGOING, and until the turn ends (TempDiscountAdded)


def is_discount(e: Effect) -> bool:
    """The effect makes an action cost less (R16): `discount` while its card is active, `temporary_discount` for
    the rest of the turn; `discount` below reads both."""
    return e.verb in DISCOUNT_VERBS


def cost_cut(e: Effect, action: str) -> int:
    """What one effect takes off `action`'s cost: a discount's amount when it names the action or "any", else 0."""
    return int(e.args.get("amount", 1)) if is_discount(e) and names_action(e, action) else 0


def discount(cards: CardSet, state: State, p: PlayerState, action: str) -> int:
    d = modifier(cards, state, p, "discount", action)
    if state.current == p.seat:
        d += sum(a for act, a in state.turn.temp_discounts if act in (action, "any"))
    return d


def assembly_limit(cards: CardSet, state: State, p: PlayerState, action: str, row: str | None = None) -> int:
    """R11/R18: 2 plus modifiers; preparing a row also takes that row's Build/Develop/Discover bonus."""
    base = cards.rules.assembly_limit + modifier(cards, state, p, "assembly_limit", action)
    if action == "prepare" and row is not None:
        base += modifier(cards, state, p, "assembly_limit", KIND_ACTION[row]) - modifier(
            cards, state, p, "assembly_limit", "any")
    return base


def empire_count(cards: CardSet, p: PlayerState, kind: str) -> int:
    return sum(1 for u in p.empire if cards.cards[u].kind == kind)


def completion_cost(cards: CardSet, state: State, p: PlayerState, uid: str) -> int:
    """R16: 5 + 1 per card of that kind in the Empire, minus discounts, never below 0."""
    return row_cost(cards, state, p, cards.cards[uid].kind)


def row_cost(cards: CardSet, state: State, p: PlayerState, kind: str) -> int:
    """What completing a card of this kind (ship / technology / planet) costs now (R16)."""
    cost = cards.rules.base_cost + empire_count(cards, p, kind) - discount(cards, state, p, KIND_ACTION[kind])
    return max(0, cost)


def attached_symbols(cards: CardSet, p: PlayerState, uid: str) -> int:
    return sum(cards.resources[r].sections[sec].symbols for r, sec in p.attached.get(uid, ()))


def remaining_cost(cards: CardSet, state: State, p: PlayerState, uid: str) -> int:
    return max(0, completion_cost(cards, state, p, uid) - attached_symbols(cards, p, uid))


def buy_price(cards: CardSet, state: State, p: PlayerState) -> int:
    return max(0, cards.rules.base_cost - discount(cards, state, p, "buy"))


def operational_cost(cards: CardSet, state: State, p: PlayerState, action: str) -> int:
    return max(0, cards.rules.operational_cost - discount(cards, state, p, action))


def hand_limit(cards: CardSet, state: State, p: PlayerState) -> int:
    return cards.rules.hand_limit + modifier(cards, state, p, "hand_limit")


def row_colour(kind: str) -> str:
    return KIND_COLOUR[kind]


def operational(cards: CardSet, p: PlayerState, kind: str) -> list[str]:
    return [u for u in p.empire if cards.cards[u].kind == kind and p.sides.get(u) == "operational"]


def active_operational(cards: CardSet, state: State, p: PlayerState, kind: str) -> list[str]:
    """Operational cards of a kind whose ability can be used now (not blockaded, or paid for, R26)."""
    return [u for u in operational(cards, p, kind) if is_active(state, p, u)]


def ready_ships(cards: CardSet, state: State, p: PlayerState) -> list[str]:
    return [u for u in operational(cards, p, "ship") if u not in state.turn.attacked]


# ---- measures and conditions ---------------------------------------------------------------------
def _matching(cards: CardSet, p: PlayerState, f: dict[str, object]) -> list[CardDef]:
    zone = f.get("zone", "empire")
    uids = p.empire if zone == "empire" else p.under_construction
    kind, side, typ = f.get("kind", "any"), f.get("side", "any"), f.get("type", "any")
    out = []
    for u in uids:
        c = cards.cards[u]
        if kind != "any" and c.kind != kind:
            continue
        if typ != "any" and c.type != typ:
            continue
        if side != "any" and zone == "empire" and p.sides.get(u) != side:
            continue
        out.append(c)
    return out


def measure(cards: CardSet, p: PlayerState, name: str, f: dict[str, object]) -> int:
    if name == "count":
        return len(_matching(cards, p, f))
    if name == "distinct_types":
        return len({c.type for c in _matching(cards, p, f)})
    if name == "sets":
        return min(len(_matching(cards, p, {**f, "kind": k})) for k in ("ship", "technology", "planet"))
    if name == "type_sets":
        ms = _matching(cards, p, f)
        return min(sum(1 for c in ms if c.type == t) for t in ("explore", "expand", "exterminate", "exploit"))
    if name == "credits":
        return p.credits
    if name == "artifacts":
        return len(p.artifacts)
    if name == "defense_plans":
        return len(p.defense_plans)
    if name == "produced":
        return sum(len(v) for v in p.produced.values())
    if name == "blockades":
        return sum(p.blockades.values())
    raise KeyError(f"unknown measure {name!r}")


def measure_spec(cards: CardSet, p: PlayerState, spec: dict[str, object]) -> int:
    """A `{measure: {filters}}` mapping as written in YAML."""
    ((name, filters),) = spec.items()
    # the card schema (alien_artifacts/content) let only a mapping of filters, or nothing, stand under a measure's name
    return measure(cards, p, name, dict(cast("dict[str, object]", filters or {})))


def holds(cards: CardSet, p: PlayerState, cond: Condition) -> bool:
    return measure(cards, p, cond.measure, cond.filters) >= cond.at_least


def tech_score(cards: CardSet, p: PlayerState, uid: str, column: str) -> int:
    """Highest fulfilled value of an operational Technology's scoring table (column 'during'/'end')."""
    best = 0
    for row in cards.cards[uid].operational.scoring:
        if holds(cards, p, row.requires):
            best = max(best, row.during if column == "during" else row.end)
    return best
