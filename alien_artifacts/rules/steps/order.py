"""Automatic construction (R20): which of several paid-for cards completes first."""

from __future__ import annotations

from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind, StepTable, says
from alien_artifacts.rules.names import card_name

HANDLERS = StepTable()  # alien_artifacts/rules/steps/__init__.py merges the kinds' tables


def _order_options(ctx: Ctx, step: st.AutoOrder) -> list[Option]:
    waiting = ctx.player(step.seat).under_construction
    return [Option(f"complete:{u}", f"Complete {card_name(ctx.cards, u)} first", f"card:{u}", "empire",
                   verb="complete", card=u)
            for u in step.cards if u in waiting]


def _order_prompt(ctx: Ctx, step: st.AutoOrder) -> tuple[str, tuple[tuple[str, str], ...]]:
    return "Automatic construction: several cards are paid for; choose which completes first", ()


def _order_pick(ctx: Ctx, step: st.AutoOrder, key: str) -> None:
    ctx.pop()
    ctx.push(st.SideChoice(step.seat, key.split(":", 1)[1]))


AUTO_ORDER = HANDLERS.choice(ChoiceKind(
    st.AutoOrder, _order_options, _order_pick, _order_prompt, hint="",
    watching=says("choosing which card completes first")))
