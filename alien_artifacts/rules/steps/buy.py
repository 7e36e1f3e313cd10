"""Buying cards (R17): how many to draw, then which one to keep."""

from __future__ import annotations

from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind, StepTable
from alien_artifacts.rules.names import DECK_WORD, card_name

HANDLERS = StepTable()  # alien_artifacts/rules/steps/__init__.py merges the kinds' tables


def _buy_count_options(ctx: Ctx, step: st.BuyCount) -> list[Option]:
    p = ctx.player(step.seat)
    size = len(ctx.state.decks[step.deck])
    most = min(size, 1 + step.extra_free + (p.credits - step.price))
    return [Option(f"count:{n}", f"Draw {n} card{'s' * (n > 1)} for {step.price + max(0, n - 1 - step.extra_free)}"
                   f" credits", f"deck:{step.deck}", f"uc:{step.deck}",
                   verb="count", arg=str(n)) for n in range(1, most + 1)]


def _buy_count_prompt(ctx: Ctx, step: st.BuyCount) -> tuple[str, tuple[tuple[str, str], ...]]:
    return (f"Buy from the {DECK_WORD[step.deck]} deck: {step.price} credits for 1 card, +1 per extra card",
            (("price", str(step.price)), ("deck", step.deck)))


def _buy_count_pick(ctx: Ctx, step: st.BuyCount, key: str) -> None:
    n = int(key.split(":")[1])
    cost = step.price + max(0, n - 1 - step.extra_free)
    ctx.pop()
    if cost:
        ctx.credits(step.seat, -cost, "buy")
    drawn = tuple(reversed(ctx.state.decks[step.deck][-n:]))
    ctx.emit(ev.CardsDrawn(step.seat, step.deck, drawn))
    ctx.push(st.Keep(step.seat, step.deck, drawn, 1), st.Fire(step.seat, "buy"), st.AutoCheck(step.seat, True))


def _keep_options(ctx: Ctx, step: st.Keep) -> list[Option]:
    return [Option(f"keep:{c}", f"Keep {card_name(ctx.cards, c)}", f"card:{c}", f"uc:{step.deck}",
                   verb="keep", card=c)
            for c in step.cards]


def _keep_prompt(ctx: Ctx, step: st.Keep) -> tuple[str, tuple[tuple[str, str], ...]]:
    return (f"Choose {step.keep} card{'s' * (step.keep > 1)} to keep; the rest go to the bottom of the deck",
            (("deck", step.deck),))


def _keep_words(step: st.Keep) -> str:
    """How many cards a Keep choice keeps, in words ("a card", "2 cards"): the cards themselves are hidden (R33)."""
    return "a card" if step.keep == 1 else f"{step.keep} cards"


def _keep_pick(ctx: Ctx, step: st.Keep, key: str) -> None:
    card = key.split(":", 1)[1]
    ctx.emit(ev.CardKept(step.seat, card))
    rest = tuple(c for c in step.cards if c != card)
    if step.keep > 1 and rest:
        ctx.replace(st.Keep(step.seat, step.deck, rest, step.keep - 1))
        return
    ctx.pop()
    if rest:
        ctx.emit(ev.CardsBottomed(step.deck, rest))


BUY_COUNT = HANDLERS.choice(ChoiceKind(
    st.BuyCount, _buy_count_options, _buy_count_pick, _buy_count_prompt, hint="",
    watching=lambda step, voice, cards: f"choosing how many {DECK_WORD.get(step.deck, 'cards')} to buy"))
KEEP = HANDLERS.choice(ChoiceKind(
    st.Keep, _keep_options, _keep_pick, _keep_prompt,
    hint="Click a card, or its Keep button, to keep it. \"Look at the table\" folds the panel away.",
    watching=lambda step, voice, cards: f"choosing {_keep_words(step)} to keep"))
