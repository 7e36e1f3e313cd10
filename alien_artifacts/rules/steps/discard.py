"""Discarding: in the draw step (R8), down to the hand limit, and by an effect."""

from __future__ import annotations

from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import query
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind, StepTable, says
from alien_artifacts.rules.names import count_words, resource_words

HANDLERS = StepTable()  # alien_artifacts/rules/steps/__init__.py merges the kinds' tables


def _discard_options(ctx: Ctx, step: st.DiscardStep) -> list[Option]:
    p = ctx.player(step.seat)
    out = _discard_options_for(ctx, p.hand)
    over = _over_limit(ctx, p)
    if over:  # R8: said before Done, not after
        label = (f"Done: keep {len(p.hand)} Resource cards, over the hand limit of {len(p.hand) - over}: "
                 f"you then discard {over}")
    else:
        label = f"Done: draw up to {ctx.cards.rules.hand_limit} Resource cards"
    out.append(Option("done", label, None, "draw", verb="done"))
    return out


def _over_limit(ctx: Ctx, p: PlayerState) -> int:
    """Resource cards over the hand limit the player would hold after the draw (R8: a hand of 3 or more draws
    nothing; the limit is 3, or more with a hand_limit effect)."""
    return max(0, len(p.hand) - query.hand_limit(ctx.cards, ctx.state, p))


def _discard_options_for(ctx: Ctx, hand: list[str]) -> list[Option]:
    return [Option(f"discard:{r}", f"Discard {resource_words(ctx.cards, r)}", f"res:{r}", "discard",
                   verb="discard", card=r) for r in hand]


def _discard_prompt(ctx: Ctx, step: st.DiscardStep) -> tuple[str, tuple[tuple[str, str], ...]]:
    p = ctx.player(step.seat)
    over = _over_limit(ctx, p)
    if over:
        limit = len(p.hand) - over
        return (f"Draw step: you hold {len(p.hand)} Resource cards, over the hand limit of {limit}: discard "
                f"{over} now or after Done", (("hand", str(len(p.hand))), ("hand_limit", str(limit))))
    return "Draw step: discard any Resource cards you do not want, then draw", ()


def _discard_pick(ctx: Ctx, step: st.DiscardStep, key: str) -> None:
    if key == "done":
        ctx.pop()
        return
    ctx.emit(ev.ResourceDiscarded(step.seat, key.split(":", 1)[1]))



def _down_options(ctx: Ctx, step: st.DiscardDown) -> list[Option]:
    p = ctx.player(step.seat)
    if len(p.hand) <= step.limit:
        return []
    return _discard_options_for(ctx, p.hand)


def _down_prompt(ctx: Ctx, step: st.DiscardDown) -> tuple[str, tuple[tuple[str, str], ...]]:
    p = ctx.player(step.seat)
    return f"Hand limit: discard down to {step.limit} Resource cards ({len(p.hand)} now)", ()


def _down_pick(ctx: Ctx, step: st.DiscardDown, key: str) -> None:
    ctx.emit(ev.ResourceDiscarded(step.seat, key.split(":", 1)[1]))


def _discard_effect_options(ctx: Ctx, step: st.DiscardEffect) -> list[Option]:
    p = ctx.player(step.seat)
    if step.remaining <= 0:
        return []
    return _discard_options_for(ctx, p.hand)


def _discard_effect_prompt(ctx: Ctx, step: st.DiscardEffect) -> tuple[str, tuple[tuple[str, str], ...]]:
    return f"Discard {count_words(step.remaining, 'Resource card')} from your hand", ()


def _discard_effect_pick(ctx: Ctx, step: st.DiscardEffect, key: str) -> None:
    ctx.emit(ev.ResourceDiscarded(step.seat, key.split(":", 1)[1]))
    ctx.count_down(step)


DISCARD = HANDLERS.choice(ChoiceKind(
    st.DiscardStep, _discard_options, _discard_pick, _discard_prompt,
    hint="Drag a card onto the discard pile to discard it; the Done button on the right draws.",
    watching=says("discarding in the draw step")))
DISCARD_DOWN = HANDLERS.choice(ChoiceKind(
    st.DiscardDown, _down_options, _down_pick, _down_prompt, hint="",
    watching=lambda step, voice, cards: f"discarding down to the hand limit of {step.limit} Resource cards"))
DISCARD_EFFECT = HANDLERS.choice(ChoiceKind(
    st.DiscardEffect, _discard_effect_options, _discard_effect_pick, _discard_effect_prompt, hint="",
    watching=lambda step, voice, cards: f"choosing {count_words(step.remaining, 'Resource card')} to discard"))
