"""Read-only facts about a state, for the AI and the UI (docs/ENGINE_API.md "Simulation and facts").

Nothing here changes a state or emits an event; every answer comes from the rules' own questions
(alien_artifacts/rules/query.py, alien_artifacts/rules/payment.py), so a seat or a screen that shows a cost or weighs a
payment says exactly what the rules will do. The AI and the UI import this module, never alien_artifacts.rules.

Every function takes the card set, the state (a View's masked state, a Simulation's state or a Game's)
and a player where it needs them. Read from a View's state they use only what that seat may see (R33):
other hands, artifacts and defense plans are hidden cards ("?") and count only as counts.

Costs (R11, R16-R18)
    completion_cost(cards, state, p, uid)  what completing the card costs now: 5 + 1 per card of its kind in
                                           the Empire, minus discounts, never below 0
    remaining_cost(cards, state, p, uid)   the same, less the symbols already attached (Prepare Resources)
    attached_symbols(cards, p, uid)        symbols attached to an Under Construction card
    buy_price(cards, state, p)             the credits a Buy costs now
    assembly_limit(cards, state, p, action, row=None)   Resource cards one action may use (2 + modifiers)
    trade_bonus(cards, state, p)           credits a Trade adds on top of the symbols
    is_discount(effect)                    the effect makes an action cost less (`discount`, `temporary_discount`)
    cost_cut(effect, action)               what one effect takes off an action's cost (its amount when it is a
                                           discount naming the action or "any", else 0)
    row_colour(kind)                       the Resource colour that pays for a kind ("ship" -> "red")
    ROW_OF_ACTION                          {"build": "ship", "develop": "technology", "discover": "planet"}
What is active, ready, operational (R21, R26)
    operational(cards, p, kind)            a player's operational cards of a kind, Empire order
    is_active(state, p, uid)               has its ability (no Blockade token, or paid for this turn)
    ongoing(cards, state, p)               (uid, index, effect) of every ONGOING effect of active logistics cards
    ready_ships(cards, state, p)           operational Ships that have not attacked this turn
Scores (R31)
    tech_score(cards, p, uid, column)      an operational Technology's score, column "during" or "end"
    measure_spec(cards, p, spec)           a card text's `{measure: {filters}}` counted for a player
What can pay (R11-R15)
    payment_sources(p)                     (resource uid, "hand" or its planet, usable sections) per card
    section_pays(cards, res, sec, colour, gold_ok)   symbols a section gives towards a colour, 0 if none
    best_payments(cards, srcs, colour, gold_ok)      per source the most it pays towards a colour, high first
    need_after(cards, need, res, sec, gold_ok)       a payment's open need after paying one section
    section_helps(cards, need, res, sec, gold_ok)    whether that section pays anything towards the need
What a seat cannot locate (R33, R34)
    unseen_resources / unseen_artifacts / unseen_defense_plans(cards, state, seat)
                                           the cards of a kind the seat cannot see anywhere, sorted
    visible_resources(state, seat)         Resource cards whose place the seat knows
    placed_cards(state)                    Ships, Technologies and Planets in the open
"""

from __future__ import annotations

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.state import PlayerState, State
from alien_artifacts.engine.view import HIDDEN
from alien_artifacts.rules import payment as _payment
from alien_artifacts.rules import query as _query

# ---- costs ---------------------------------------------------------------------------------------------
# (the rules' own functions, not wrappers: the AI asks these thousands of times per decision)
completion_cost = _query.completion_cost
remaining_cost = _query.remaining_cost
attached_symbols = _query.attached_symbols
buy_price = _query.buy_price
assembly_limit = _query.assembly_limit
row_colour = _query.row_colour
ROW_OF_ACTION = _query.ROW_OF_ACTION
is_discount = _query.is_discount
cost_cut = _query.cost_cut


def trade_bonus(cards: CardSet, state: State, p: PlayerState) -> int:
    """Credits a Trade action adds to what the traded symbols give (ONGOING `trade_bonus`)."""
    return _query.modifier(cards, state, p, "trade_bonus")


# ---- what is active, ready, operational ------------------------------------------------------------------
operational = _query.operational
is_active = _query.is_active
ongoing = _query.ongoing
ready_ships = _query.ready_ships

# ---- scores ----------------------------------------------------------------------------------------------
tech_score = _query.tech_score
measure_spec = _query.measure_spec

# ---- what can pay ----------------------------------------------------------------------------------------
Source = _payment.Source
payment_sources = _payment.sources
section_pays = _payment.value
best_payments = _payment.best_values
need_after = _payment.apply_section
section_helps = _payment.useful


# ---- what a seat cannot locate ---------------------------------------------------------------------------
def visible_resources(state: State, seat: int) -> set[str]:
    """Resource cards whose place `seat` knows: own hand, discards, revealed, produced, attached."""
    me = state.players[seat]
    out = {r for r in me.hand if r != HIDDEN}
    out.update(state.discards.get("resource", ()))
    out.update(state.revealed)
    for p in state.players:
        for tucked in p.produced.values():
            out.update(r for r, _s in tucked)
        for tucked in p.attached.values():
            out.update(r for r, _s in tucked)
    return out


def unseen_resources(cards: CardSet, state: State, seat: int) -> list[str]:
    """Resource cards `seat` cannot locate (other hands and the deck), sorted."""
    seen = visible_resources(state, seat)
    return sorted(r for r in cards.resources if r not in seen)


def unseen_artifacts(cards: CardSet, state: State, seat: int) -> list[str]:
    """Alien Artifacts `seat` cannot locate (other hands and the deck), sorted."""
    me = state.players[seat]
    gone = set(me.artifacts) | set(state.discards.get("artifact", ()))
    return sorted(a for a in cards.artifacts if a not in gone)


def unseen_defense_plans(cards: CardSet, state: State, seat: int) -> list[str]:
    """Defense Plans `seat` cannot locate (other hands and the deck), sorted."""
    me = state.players[seat]
    gone = set(me.defense_plans) | set(state.discards.get("defense", ()))
    return sorted(d for d in cards.defense_plans if d not in gone)


def placed_cards(state: State) -> set[str]:
    """Ships, Technologies and Planets in the open: every Empire and Under Construction area, the open cards."""
    out: set[str] = set()
    for p in state.players:
        out.update(p.empire)
        out.update(p.under_construction)
    out.update(c for c in state.open_cards if c != HIDDEN)
    return out


__all__ = [
    "HIDDEN", "ROW_OF_ACTION", "Source", "assembly_limit", "attached_symbols", "best_payments", "buy_price",
    "completion_cost", "is_active", "measure_spec", "need_after", "ongoing", "operational", "payment_sources",
    "placed_cards", "ready_ships", "remaining_cost", "row_colour", "section_helps", "section_pays", "tech_score",
    "trade_bonus", "unseen_artifacts", "unseen_defense_plans", "unseen_resources", "visible_resources",
]
