"""The effect verbs (game/content/verbs.py) executed: one function per one-shot verb.

Ongoing verbs (discount, assembly_limit, attack_bonus, hand_limit, trade_bonus, production_bonus,
gold_in_operational, on) are read where they apply (game/rules/query.py, complete.py, attack.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from game.content.model import Effect
from game.engine import events as ev
from game.engine import steps as st
from game.engine.choices import Option
from game.engine.state import PlayerState
from game.rules import payment, query, refs
from game.rules.context import Ctx
from game.rules.entering import after_entering, score_technology
from game.rules.flow import StepTable
from game.rules.names import DECK_WORD, card_name

HANDLERS = StepTable()  # this module's step handlers; game/rules/handlers.py merges them

Executor = Callable[[Ctx, st.Effects, Effect], None]
EXECUTORS: dict[str, Executor] = {}
NEEDS_OWN = {"score_technology": "technology", "produce": "planet"}  # an operational card to act on
ONGOING_VERBS = frozenset({"discount", "assembly_limit", "attack_bonus", "hand_limit", "trade_bonus",
                           "production_bonus", "gold_in_operational", "on"})


def executor(verb: str) -> Callable[[Executor], Executor]:
    def deco(fn: Executor) -> Executor:
        EXECUTORS[verb] = fn
        return fn
    return deco


def usable(ctx: Ctx, p: PlayerState, effects: Iterable[Effect]) -> bool:
    """Can these effects be started now? Their costs (credits, resources) must be payable."""
    credits = 0
    for e in effects:
        if e.verb == "pay_credits":
            credits += int(e.args["amount"])
        elif e.verb == "pay_resources":
            need = {c: int(e.args.get(c, 0)) for c in ("blue", "green", "red")}
            if not payment.can_pay_multi(ctx.cards, payment.sources(p), need, bool(e.args.get("gold_ok")),
                                         int(e.args.get("limit", 3))):
                return False
        elif e.verb == "buy":
            credits += query.buy_price(ctx.cards, ctx.state, p)
        elif e.verb == "attack" and not query.ready_ships(ctx.cards, ctx.state, p):
            return False  # nothing could attack: the effect would be wasted
        elif e.verb in NEEDS_OWN and not query.active_operational(ctx.cards, ctx.state, p, NEEDS_OWN[e.verb]):
            return False
        elif e.verb == "discard_resources" and e.args.get("who", "self") == "self" \
                and len(p.hand) < int(e.args.get("amount", 1)):
            return False  # "discard N from your hand" is paid with cards you must have
        elif e.verb == "place_blockades" and not _blockade_targets(ctx, p.seat):
            return False  # no token left or no other Empire to put one on
    return p.credits >= credits


def _blockade_targets(ctx: Ctx, seat: int) -> list[int]:
    """Other players whose Empire can take a Blockade token now (R24: at most 38 tokens)."""
    if ctx.state.blockades_left <= 0:
        return []
    return [p.seat for p in ctx.state.players if p.seat != seat and p.empire]


@HANDLERS.auto(st.Effects)
def _effects(ctx: Ctx, step: st.Effects) -> None:
    effects = refs.resolve(ctx.cards, step.ref)
    if step.idx >= len(effects):
        ctx.pop()
        return
    ctx.replace(st.Effects(step.seat, step.ref, step.idx + 1, step.opponent, step.ship, step.setup))
    e = effects[step.idx]
    if e.verb in ONGOING_VERBS:
        return
    EXECUTORS[e.verb](ctx, step, e)


def _who(step: st.Effects, e: Effect) -> int:
    return step.opponent if e.args.get("who", "self") == "opponent" else step.seat


def _amount(e: Effect) -> int:
    return int(e.args.get("amount", 1))


@executor("gain_vp")
def _gain_vp(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    seat = _who(step, e)
    if seat >= 0:
        ctx.vp(seat, _amount(e), refs.why(step.ref))


@executor("lose_vp")
def _lose_vp(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    seat = _who(step, e)
    if seat >= 0:
        ctx.vp(seat, -_amount(e), refs.why(step.ref))


@executor("gain_credits")
def _gain_credits(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    seat = _who(step, e)
    if seat >= 0:
        ctx.credits(seat, _amount(e), refs.why(step.ref))


@executor("pay_credits")
def _pay_credits(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    ctx.credits(step.seat, -_amount(e), refs.why(step.ref))


@executor("steal_credits")
def _steal(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    """From the defender in an attack; elsewhere from a player the card's owner chooses."""
    if step.opponent >= 0:
        steal(ctx, step.seat, step.opponent, _amount(e))
    elif ctx.n > 1:
        ctx.push(st.ChooseOpponent(step.seat, _amount(e), "steal"))


def steal(ctx: Ctx, seat: int, victim: int, amount: int) -> None:
    taken = -ctx.credits(victim, -amount, "stolen")
    if taken:
        ctx.credits(seat, taken, "stolen")


@executor("draw_resources")
def _draw(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    seat = _who(step, e)
    if seat >= 0:
        for _ in range(_amount(e)):
            ctx.draw_resource(seat)


@executor("discard_resources")
def _discard(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    seat = _who(step, e)
    if seat >= 0 and ctx.player(seat).hand:
        ctx.push(st.DiscardEffect(seat, min(_amount(e), len(ctx.player(seat).hand))))


@executor("gain_artifact")
def _artifact(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    for _ in range(_amount(e)):
        ctx.gain_artifact(step.seat)


@executor("gain_defense_plan")
def _defense(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    for _ in range(_amount(e)):
        ctx.gain_defense_plan(step.seat)


# A blockaded operational Planet or Technology has no ability (R26): it cannot produce or score for
# another effect unless its owner paid to use it this turn.
@executor("produce")
def _produce(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if query.active_operational(ctx.cards, ctx.state, ctx.player(step.seat), "planet"):
        ctx.push(st.ChoosePlanet(step.seat, _amount(e)))


@executor("take_card")
def _take(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    deck = e.args["deck"]
    pile = ctx.state.decks[deck]
    if not pile:
        return
    to, side = e.args.get("to", "under_construction"), e.args.get("side", "logistics")
    card = pile[-1]
    ctx.emit(ev.CardTaken(step.seat, deck, card, to, side))
    if step.setup:
        return  # R4: cards a setup puts into play are placed, not resolved
    if to == "empire":
        after_entering(ctx, step.seat, card, side)
    else:
        ctx.push(st.AutoCheck(step.seat, True))


@executor("draw_choose")
def _draw_choose(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    deck = e.args["deck"]
    n = min(int(e.args["draw"]), len(ctx.state.decks[deck]))
    if n <= 0:
        return
    drawn = tuple(reversed(ctx.state.decks[deck][-n:]))
    ctx.emit(ev.CardsDrawn(step.seat, deck, drawn))
    follow: list[object] = [st.Keep(step.seat, deck, drawn, min(n, int(e.args.get("keep", 1))))]
    if not step.setup:
        follow.append(st.AutoCheck(step.seat, True))
    ctx.push(*follow)


@executor("search_deck")
def _search(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    deck, typ = e.args["deck"], e.args["type"]
    pile = ctx.state.decks[deck]
    passed: list[str] = []
    for card in reversed(pile):
        if ctx.cards.cards[card].type == typ:
            if passed:
                ctx.emit(ev.CardsBottomed(deck, tuple(passed), True))
            ctx.emit(ev.CardTaken(step.seat, deck, card, "under_construction", "logistics"))
            if not step.setup:
                ctx.push(st.AutoCheck(step.seat, True))
            return
        passed.append(card)


@executor("place_blockades")
def _place(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if step.opponent >= 0:
        if ctx.player(step.opponent).empire:
            ctx.push(st.BlockadeChoice(step.seat, step.opponent, _amount(e)))
    elif _blockade_targets(ctx, step.seat):
        ctx.push(st.ChooseOpponent(step.seat, _amount(e)))


@executor("remove_blockades")
def _unblock(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if ctx.player(step.seat).blockades:
        ctx.push(st.Unblock(step.seat, "any", _amount(e)), st.AutoCheck(step.seat))


# destroy_ship / damage_ship change the attacker's Empire (R20): the Attack step checks automatic
# construction once the whole attack action is over, so no new Ship joins or interrupts it (R21).
@executor("destroy_ship")
def _destroy(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if step.ship and step.ship in ctx.player(step.seat).empire:
        ctx.emit(ev.ShipDestroyed(step.seat, step.ship))


@executor("damage_ship")
def _damage(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if step.ship and step.ship in ctx.player(step.seat).empire:
        ctx.emit(ev.ShipDamaged(step.seat, step.ship))


@executor("attack")
def _attack(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if query.ready_ships(ctx.cards, ctx.state, ctx.player(step.seat)):
        ctx.push(st.ChooseShip(step.seat))


@executor("score_technology")
def _score(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if query.active_operational(ctx.cards, ctx.state, ctx.player(step.seat), "technology"):
        ctx.push(st.ChooseTech(step.seat))


@executor("vp_per")
def _vp_per(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    ctx.vp(step.seat, vp_per_value(ctx, ctx.player(step.seat), e), refs.why(step.ref))


@executor("vp_if")
def _vp_if(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    ctx.vp(step.seat, vp_if_value(ctx, ctx.player(step.seat), e), refs.why(step.ref))


def vp_per_value(ctx: Ctx, p: PlayerState, e: Effect) -> int:
    n = query.measure_spec(ctx.cards, p, e.args["count"])
    return min(n * int(e.args.get("vp", 1)), int(e.args.get("max", 99)))


def vp_if_value(ctx: Ctx, p: PlayerState, e: Effect) -> int:
    n = query.measure_spec(ctx.cards, p, e.args["requires"])
    return int(e.args["vp"]) if n >= int(e.args.get("at_least", 1)) else 0


def end_value(ctx: Ctx, p: PlayerState, e: Effect) -> int:
    """VP an end-scoring effect is worth now (faction end scoring, R31)."""
    if e.verb == "vp_per":
        return vp_per_value(ctx, p, e)
    if e.verb == "vp_if":
        return vp_if_value(ctx, p, e)
    if e.verb == "gain_vp":
        return _amount(e)
    return 0


@executor("pay_resources")
def _pay_resources(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    need = tuple((c, int(e.args.get(c, 0))) for c in ("blue", "green", "red") if int(e.args.get(c, 0)) > 0)
    if need:
        ctx.push(st.Pay(step.seat, need, bool(e.args.get("gold_ok", False)), int(e.args.get("limit", 3)), 0, 0,
                        card_name(ctx.cards, step.ref.split("|")[0]), ""))


@executor("temporary_discount")
def _temp(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    ctx.emit(ev.TempDiscountAdded(step.seat, e.args["action"], _amount(e)))
    ctx.push(st.AutoCheck(step.seat))


@executor("buy")
def _buy(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    ctx.push(st.ChooseDeck(step.seat, int(e.args.get("extra_free", 0))))


# ---- the choices these verbs open ----------------------------------------------------------------
def _choose_prompt(text: str) -> Callable[[Ctx, object], tuple[str, tuple[tuple[str, str], ...]]]:
    return lambda ctx, step: (text, ())


@HANDLERS.options(st.ChoosePlanet)
def _planet_options(ctx: Ctx, step: st.ChoosePlanet) -> list[Option]:
    p = ctx.player(step.seat)
    return [Option(f"planet:{u}", f"Produce {step.amount} on {card_name(ctx.cards, u)}", None, f"card:{u}",
                   verb="planet", card=u)
            for u in query.active_operational(ctx.cards, ctx.state, p, "planet")]


HANDLERS.prompt(st.ChoosePlanet)(_choose_prompt("Choose one of your operational Planets to produce on"))


@HANDLERS.pick(st.ChoosePlanet)
def _planet_pick(ctx: Ctx, step: st.ChoosePlanet, key: str) -> None:
    ctx.pop()
    ctx.push(st.Produce(step.seat, key.split(":", 1)[1], step.amount))


@HANDLERS.options(st.ChooseShip)
def _ship_options(ctx: Ctx, step: st.ChooseShip) -> list[Option]:
    p = ctx.player(step.seat)
    return [Option(f"ship:{u}", f"Attack with {card_name(ctx.cards, u)}", f"card:{u}", None,
                   verb="ship", card=u)
            for u in query.ready_ships(ctx.cards, ctx.state, p)]


HANDLERS.prompt(st.ChooseShip)(_choose_prompt("Choose an operational Ship that has not attacked this turn"))


@HANDLERS.pick(st.ChooseShip)
def _ship_pick(ctx: Ctx, step: st.ChooseShip, key: str) -> None:
    ctx.pop()
    ctx.push(st.TargetChoice(step.seat, (key.split(":", 1)[1],), False, "artifact"))


@HANDLERS.options(st.ChooseTech)
def _tech_options(ctx: Ctx, step: st.ChooseTech) -> list[Option]:
    p = ctx.player(step.seat)
    return [Option(f"tech:{u}", f"Score {card_name(ctx.cards, u)}", f"card:{u}", None,
                   verb="tech", card=u)
            for u in query.active_operational(ctx.cards, ctx.state, p, "technology")]


HANDLERS.prompt(st.ChooseTech)(_choose_prompt("Choose an operational Technology to score"))


@HANDLERS.pick(st.ChooseTech)
def _tech_pick(ctx: Ctx, step: st.ChooseTech, key: str) -> None:
    ctx.pop()
    score_technology(ctx, step.seat, key.split(":", 1)[1])


@HANDLERS.options(st.ChooseOpponent)
def _opponent_options(ctx: Ctx, step: st.ChooseOpponent) -> list[Option]:
    players = ctx.state.players
    if step.what == "steal":
        return [Option(f"opponent:{p.seat}", f"Steal from {p.name} ({p.credits} credit{'s' * (p.credits != 1)})",
                       None, f"player:{p.seat}", verb="opponent", seat=p.seat) for p in players if p.seat != step.seat]
    tokens = min(step.amount, ctx.state.blockades_left)
    return [Option(f"opponent:{s}", f"Place {tokens} Blockade token{'s' * (tokens != 1)} on "
                   f"{players[s].name}'s Empire", None, f"player:{s}", verb="opponent", seat=s)
            for s in _blockade_targets(ctx, step.seat)]


@HANDLERS.prompt(st.ChooseOpponent)
def _opponent_prompt(ctx: Ctx, step: st.ChooseOpponent) -> tuple[str, tuple[tuple[str, str], ...]]:
    if step.what == "steal":
        return f"Choose the player you steal up to {step.amount} credit{'s' * (step.amount != 1)} from", ()
    return "Choose the player whose Empire you blockade", ()


@HANDLERS.pick(st.ChooseOpponent)
def _opponent_pick(ctx: Ctx, step: st.ChooseOpponent, key: str) -> None:
    ctx.pop()
    victim = int(key.split(":")[1])
    if step.what == "steal":
        steal(ctx, step.seat, victim, step.amount)
    else:
        ctx.push(st.BlockadeChoice(step.seat, victim, step.amount))


@HANDLERS.options(st.ChooseDeck)
def _deck_options(ctx: Ctx, step: st.ChooseDeck) -> list[Option]:
    p = ctx.player(step.seat)
    price = query.buy_price(ctx.cards, ctx.state, p)
    return [Option(f"deck:{d}", f"Buy from the {DECK_WORD[d]} deck", f"deck:{d}", f"uc:{d}",
                   verb="deck", arg=d)
            for d in ("ship", "technology", "planet") if ctx.state.decks[d] and p.credits >= price]


HANDLERS.prompt(st.ChooseDeck)(_choose_prompt("Buy a card: choose a deck"))


@HANDLERS.pick(st.ChooseDeck)
def _deck_pick(ctx: Ctx, step: st.ChooseDeck, key: str) -> None:
    ctx.pop()
    p = ctx.player(step.seat)
    ctx.push(st.BuyCount(step.seat, key.split(":")[1], query.buy_price(ctx.cards, ctx.state, p), step.extra_free))
