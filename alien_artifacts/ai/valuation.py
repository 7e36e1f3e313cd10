"""What each effect verb is worth to the AI, keyed by verb: the AI's own registry, filled here, not by the
rules (the verbs' families: alien_artifacts/content/verbs/, alien_artifacts/rules/verbs/).

`ONE_SHOT[verb]` values a one-shot effect resolved now; `ONGOING[verb]` an ongoing modifier or trigger over the
turns left (`t`, already weighted). `Valuer.effect_value` and `Valuer.logistics_value` (features.py) read them;
a verb missing from its registry is worth 0 (tests/ai/test_ai_valuation_registry.py checks none is missing).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol

from alien_artifacts.content.model import CardSet, Effect
from alien_artifacts.engine.state import PlayerState, State
from alien_artifacts.match import facts

COLOURS3 = ("red", "blue", "green")
# How often an `on:` trigger's event happens to its owner per own turn (a rough prior).
EVENT_RATE = {"complete": 0.5, "attack": 0.15, "ship_attack": 0.2, "produce": 0.6, "trade": 0.25,
              "buy": 0.25, "revenue": 0.08, "mine": 0.08, "remove_blockades": 0.03, "artifact": 0.12,
              "defend": 0.08}
# An `attack` effect met while valuing an attack (a Ship's trigger, an attack table's row) is another Ship's
# attack: each Ship attacks at most once a turn (the engine's ready_ships), so the Ships already in the chain
# are left out, and chains deeper than this many attacks count as nothing (a card set may say
# `on ship_attack: do [attack]` on every Ship: the value stays bounded and cheap).
ATTACK_CHAIN = 2


class Valuing(Protocol):
    """What the valuations read of features.Valuer."""

    w: Any  # features.Weights
    cards: CardSet
    state: State
    opp_w: float
    _attacking: tuple[str, ...]

    def fresh_draw(self, p: PlayerState) -> float: ...

    def hit(self, typ: str) -> float: ...

    def attack_ev(self, p: PlayerState, ship: str, target: str, plan: str | None = None) -> float: ...

    def effect_value(self, effects: Iterable[Effect], p: PlayerState, opp: PlayerState | None = None,
                     ship: str = "") -> float: ...


Player = PlayerState
Opp = PlayerState | None
# (valuer, effect, player, opponent or None, the attacking Ship or "", amount, sign: 1 for you, -opp_w when
# `who: opponent`) -> VP
OneShot = Callable[[Valuing, Effect, Player, Opp, str, int, float], float]
# (valuer, effect, player, weighted turns left, amount) -> VP
Ongoing = Callable[[Valuing, Effect, PlayerState, float, int], float]
ONE_SHOT: dict[str, OneShot] = {}
ONGOING: dict[str, Ongoing] = {}


def one_shot(verb: str) -> Callable[[OneShot], OneShot]:
    def deco(fn: OneShot) -> OneShot:
        ONE_SHOT[verb] = fn
        return fn
    return deco


def ongoing(verb: str) -> Callable[[Ongoing], Ongoing]:
    def deco(fn: Ongoing) -> Ongoing:
        ONGOING[verb] = fn
        return fn
    return deco


# ---- victory points ------------------------------------------------------------------------------
@one_shot("gain_vp")
def _gain_vp(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return sign * amount


@one_shot("lose_vp")
def _lose_vp(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return -sign * amount


@one_shot("score_technology")
def _score_technology(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    techs = facts.operational(v.cards, p, "technology")
    return max((facts.tech_score(v.cards, p, t, "during") for t in techs), default=0)


@one_shot("vp_per")
def _vp_per(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    a = e.args
    n = facts.measure_spec(v.cards, p, a["count"])
    return float(min(n * int(a.get("vp", 1)), int(a.get("max", 99))))


@one_shot("vp_if")
def _vp_if(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    a = e.args
    n = facts.measure_spec(v.cards, p, a["requires"])
    return float(a["vp"]) if n >= int(a.get("at_least", 1)) else 0.0


# ---- credits -------------------------------------------------------------------------------------
@one_shot("gain_credits")
def _gain_credits(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    who = opp if e.args.get("who", "self") == "opponent" and opp is not None else p
    return sign * min(amount, v.cards.rules.bank_max - who.credits) * v.w.credit


@one_shot("pay_credits")
def _pay_credits(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return -amount * v.w.credit


@one_shot("steal_credits")
def _steal_credits(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    if opp is None:
        return amount * 0.5 * v.w.credit * (1 + v.opp_w)
    return min(amount, opp.credits) * v.w.credit * (1 + v.opp_w)


@ongoing("trade_bonus")
def _trade_bonus(v: Valuing, e: Effect, p: PlayerState, t: float, amount: int) -> float:
    return amount * v.w.credit * t * 0.25


# ---- Resource cards ------------------------------------------------------------------------------
@one_shot("draw_resources")
def _draw_resources(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return sign * amount * v.fresh_draw(p) * 0.8


@one_shot("discard_resources")
def _discard_resources(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return -sign * amount * v.fresh_draw(p)


@one_shot("pay_resources")
def _pay_resources(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    syms = sum(int(e.args.get(c, 0)) for c in COLOURS3)
    return -syms * v.w.symbol_need * 0.9


@ongoing("hand_limit")
def _hand_limit(v: Valuing, e: Effect, p: PlayerState, t: float, amount: int) -> float:
    return amount * v.fresh_draw(p) * t * 0.5


@ongoing("gold_in_operational")
def _gold_in_operational(v: Valuing, e: Effect, p: PlayerState, t: float, amount: int) -> float:
    return 0.05 * t


# ---- production ----------------------------------------------------------------------------------
@one_shot("produce")
def _produce(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    planets = facts.operational(v.cards, p, "planet")
    if not planets:
        return 0.0
    best = max(v.hit(v.cards.cards[u].type) for u in planets)
    return amount * (best + 0.7 * v.fresh_draw(p)) * v.w.produced


@ongoing("production_bonus")
def _production_bonus(v: Valuing, e: Effect, p: PlayerState, t: float, amount: int) -> float:
    cards = v.cards
    on = e.args.get("on", "any")
    val = amount * (0.5 + 0.7 * v.fresh_draw(p))
    exploit = sum(1 for u in p.under_construction if cards.cards[u].kind == "planet") * 0.4
    mine = len(facts.operational(cards, p, "planet")) * t * 0.06
    return val * ((exploit if on in ("exploit", "any") else 0) + (mine if on in ("mine", "any") else 0))


# ---- cards from the decks ------------------------------------------------------------------------
@one_shot("gain_artifact")
def _gain_artifact(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return amount * v.w.artifact


@one_shot("gain_defense_plan")
def _gain_defense_plan(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return amount * v.w.defense_plan


@one_shot("take_card")
def _take_card(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    if e.args.get("to", "under_construction") == "empire":
        return 1.0 + 1.2
    return 1.2


@one_shot("draw_choose")
def _draw_choose(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return 1.5


@one_shot("search_deck")
def _search_deck(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return 1.3


@one_shot("buy")
def _buy(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return 0.3 + 0.2 * int(e.args.get("extra_free", 0))


# ---- blockades -----------------------------------------------------------------------------------
@one_shot("place_blockades")
def _place_blockades(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    if opp is None:
        return amount * v.w.blockade_harm * v.opp_w
    return amount * v.w.blockade_harm * v.opp_w if opp.empire else 0.0


@one_shot("remove_blockades")
def _remove_blockades(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return min(amount, sum(p.blockades.values())) * v.w.blockade_harm


# ---- attacks -------------------------------------------------------------------------------------
@one_shot("destroy_ship")
def _destroy_ship(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return -v.w.destroy if ship else 0.0


@one_shot("damage_ship")
def _damage_ship(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return -v.w.damage if ship else 0.0


@one_shot("attack")
def _attack(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    if len(v._attacking) >= ATTACK_CHAIN:
        return 0.0
    ready = [u for u in facts.ready_ships(v.cards, v.state, p) if u not in v._attacking]
    if not ready:
        return 0.0
    return max(0.0, max(v.attack_ev(p, s, "alien") for s in ready))


@ongoing("attack_bonus")
def _attack_bonus(v: Valuing, e: Effect, p: PlayerState, t: float, amount: int) -> float:
    ships = len(facts.operational(v.cards, p, "ship")) + 0.5
    return amount * 0.35 * ships * t * 0.12


# ---- costs and limits ----------------------------------------------------------------------------
@one_shot("temporary_discount")
def _temporary_discount(v: Valuing, e: Effect, p: Player, opp: Opp, ship: str, amount: int, sign: float) -> float:
    return amount * 0.25


@ongoing("discount")
def _discount(v: Valuing, e: Effect, p: PlayerState, t: float, amount: int) -> float:
    w, cards = v.w, v.cards
    action = e.args.get("action", "any")
    if action in ("build", "develop", "discover"):
        kind = facts.ROW_OF_ACTION[action]
        pending = sum(1 for u in p.under_construction if cards.cards[u].kind == kind)
        uses = min(t * 0.3 + pending * 0.5, t * 0.6)
        return amount * w.symbol_need * uses
    if action == "buy":
        return amount * w.credit * t * 0.25
    if action in ("offensive", "revenue", "mine"):
        kind = {"offensive": "ship", "revenue": "technology", "mine": "planet"}[action]
        k = len(facts.operational(cards, p, kind))
        return amount * w.symbol * t * 0.08 * k
    if action == "any":
        return amount * w.symbol_need * t * 0.5
    return amount * w.symbol * t * 0.1


@ongoing("assembly_limit")
def _assembly_limit(v: Valuing, e: Effect, p: PlayerState, t: float, amount: int) -> float:
    action = e.args.get("action", "any")
    rate = {"trade": 0.18, "prepare": 0.15, "offensive": 0.06, "revenue": 0.04, "mine": 0.04}.get(action, 0.2)
    if action == "any":
        rate = 0.6
    return amount * 2.2 * v.w.symbol_need * t * rate


# ---- triggers ------------------------------------------------------------------------------------
@ongoing("on")
def _on(v: Valuing, e: Effect, p: PlayerState, t: float, amount: int) -> float:
    a = e.args
    rate = EVENT_RATE.get(str(a.get("event")), 0.1)
    for key, share in (("kind", 0.4), ("type", 0.3), ("side", 0.55), ("target", 0.7)):
        if a.get(key, "any") != "any":
            rate *= share
    if a.get("first_of_type"):
        rate *= 0.4
    if a.get("min_value"):
        rate *= max(0.2, 1.0 - 0.2 * int(a["min_value"]))
    if a.get("matching"):
        rate *= 0.5
    return rate * t * max(0.0, v.effect_value(a.get("do", ()), p))
