"""Cards from the decks: gain_artifact, gain_defense_plan, take_card, draw_choose, search_deck, buy
(words and schema: alien_artifacts/content/verbs/cards.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import query
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.entering import after_entering
from alien_artifacts.rules.flow import ChoiceKind, says
from alien_artifacts.rules.names import DECK_WORD
from alien_artifacts.rules.verbs.base import Family, amount, choose_prompt

FAMILY = Family()


@FAMILY.executor("gain_artifact")
def _artifact(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    for _ in range(amount(e)):
        ctx.gain_artifact(step.seat)


@FAMILY.executor("gain_defense_plan")
def _defense(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    for _ in range(amount(e)):
        ctx.gain_defense_plan(step.seat)


@FAMILY.executor("take_card")
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


@FAMILY.executor("draw_choose")
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


@FAMILY.executor("search_deck")
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


@FAMILY.executor("buy")
def _buy(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    ctx.push(st.ChooseDeck(step.seat, int(e.args.get("extra_free", 0))))


@FAMILY.usability("buy")
def _buy_usable(ctx: Ctx, p: PlayerState, e: Effect) -> int | None:
    return query.buy_price(ctx.cards, ctx.state, p)


def _deck_options(ctx: Ctx, step: st.ChooseDeck) -> list[Option]:
    p = ctx.player(step.seat)
    price = query.buy_price(ctx.cards, ctx.state, p)
    return [Option(f"deck:{d}", f"Buy from the {DECK_WORD[d]} deck", f"deck:{d}", f"uc:{d}",
                   verb="deck", arg=d)
            for d in ("ship", "technology", "planet") if ctx.state.decks[d] and p.credits >= price]


def _deck_pick(ctx: Ctx, step: st.ChooseDeck, key: str) -> None:
    ctx.pop()
    p = ctx.player(step.seat)
    ctx.push(st.BuyCount(step.seat, key.split(":")[1], query.buy_price(ctx.cards, ctx.state, p), step.extra_free))


FAMILY.handlers.choice(ChoiceKind(
    st.ChooseDeck, _deck_options, _deck_pick, choose_prompt("Buy a card: choose a deck"), hint="",
    watching=says("choosing a deck to buy from")))
