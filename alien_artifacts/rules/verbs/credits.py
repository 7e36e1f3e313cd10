"""Credits: gain_credits, pay_credits, steal_credits; trade_bonus is read by the Trade action (steps/trade.py)
(words and schema: alien_artifacts/content/verbs/credits.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import refs
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.verbs.base import Family, amount, who

FAMILY = Family(ongoing={"trade_bonus": "alien_artifacts/rules/steps/trade.py"})


@FAMILY.executor("gain_credits")
def _gain_credits(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    seat = who(step, e)
    if seat >= 0:
        ctx.credits(seat, amount(e), refs.why(step.ref))


@FAMILY.executor("pay_credits")
def _pay_credits(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    ctx.credits(step.seat, -amount(e), refs.why(step.ref))


@FAMILY.usability("pay_credits")
def _pay_credits_usable(ctx: Ctx, p: PlayerState, e: Effect) -> int | None:
    return int(e.args["amount"])


@FAMILY.executor("steal_credits")
def _steal(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    """From the defender in an attack; elsewhere from a player the card's owner chooses (the choice:
    alien_artifacts/rules/verbs/blockades.py)."""
    if step.opponent >= 0:
        steal(ctx, step.seat, step.opponent, amount(e))
    elif ctx.n > 1:
        ctx.push(st.ChooseOpponent(step.seat, amount(e), "steal"))


def steal(ctx: Ctx, seat: int, victim: int, amount: int) -> None:
    taken = -ctx.credits(victim, -amount, "stolen")
    if taken:
        ctx.credits(seat, taken, "stolen")
