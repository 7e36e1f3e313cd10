"""Producing on Planets: produce; production_bonus is read when a Planet is exploited or mined
(alien_artifacts/rules/entering.py) (words and schema: alien_artifacts/content/verbs/production.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import query
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind, says
from alien_artifacts.rules.names import card_name
from alien_artifacts.rules.verbs.base import Family, amount, choose_prompt

FAMILY = Family(ongoing={"production_bonus": "alien_artifacts/rules/entering.py"})


# A blockaded operational Planet has no ability (R26): it cannot produce for another effect unless its
# owner paid to use it this turn.
@FAMILY.executor("produce")
def _produce(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if query.active_operational(ctx.cards, ctx.state, ctx.player(step.seat), "planet"):
        ctx.push(st.ChoosePlanet(step.seat, amount(e)))


@FAMILY.usability("produce")
def _produce_usable(ctx: Ctx, p: PlayerState, e: Effect) -> int | None:
    return 0 if query.active_operational(ctx.cards, ctx.state, p, "planet") else None


def _planet_options(ctx: Ctx, step: st.ChoosePlanet) -> list[Option]:
    p = ctx.player(step.seat)
    return [Option(f"planet:{u}", f"Produce {step.amount} on {card_name(ctx.cards, u)}", None, f"card:{u}",
                   verb="planet", card=u)
            for u in query.active_operational(ctx.cards, ctx.state, p, "planet")]


def _planet_pick(ctx: Ctx, step: st.ChoosePlanet, key: str) -> None:
    ctx.pop()
    ctx.push(st.Produce(step.seat, key.split(":", 1)[1], step.amount))


FAMILY.handlers.choice(ChoiceKind(
    st.ChoosePlanet, _planet_options, _planet_pick,
    choose_prompt("Choose one of your operational Planets to produce on"), hint="",
    watching=says("choosing a Planet to produce on")))
