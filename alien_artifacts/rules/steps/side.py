"""Choosing the side a completed card goes into the Empire with (R19)."""

from __future__ import annotations

from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind, StepTable
from alien_artifacts.rules.names import card_name

HANDLERS = StepTable()  # alien_artifacts/rules/steps/__init__.py merges the kinds' tables


SIDE_WORDS = {
    "ship": {"logistics": "Join the Fleet", "operational": "Go on a Mission"},
    "technology": {"logistics": "Deploy the Technology", "operational": "Sell to the Corporation"},
    "planet": {"logistics": "Settle the Planet", "operational": "Exploit the Planet"},
}



def _side_options(ctx: Ctx, step: st.SideChoice) -> list[Option]:
    if step.card not in ctx.player(step.seat).under_construction:
        return []  # completed meanwhile (an Artifact played during its action, R7, R20): nothing to choose
    kind = ctx.cards.cards[step.card].kind
    return [Option(f"side:{side}", SIDE_WORDS[kind][side], f"card:{step.card}", f"side:{side}",
                   verb="side", card=step.card, arg=side)
            for side in ("logistics", "operational")]


def _side_prompt(ctx: Ctx, step: st.SideChoice) -> tuple[str, tuple[tuple[str, str], ...]]:
    return f"{card_name(ctx.cards, step.card)} is complete: choose the side to put into your Empire", (
        ("card", step.card),)


def _side_pick(ctx: Ctx, step: st.SideChoice, key: str) -> None:
    ctx.pop()
    ctx.push(st.Complete(step.seat, step.card, key.split(":")[1]))


SIDE = HANDLERS.choice(ChoiceKind(
    st.SideChoice, _side_options, _side_pick, _side_prompt,
    hint="Drag the card onto the Logistics or Operational half of your Empire, or click a side on the right.",
    watching=lambda step, voice, cards: f"choosing a side for {card_name(cards, step.card)}"))
