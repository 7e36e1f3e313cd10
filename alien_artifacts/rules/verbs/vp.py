"""Victory points: gain_vp, lose_vp, vp_per, vp_if, score_technology (words and schema:
alien_artifacts/content/verbs/vp.py). Also the worth of faction end scoring (R31)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import query, refs
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.entering import score_technology
from alien_artifacts.rules.flow import ChoiceKind, says
from alien_artifacts.rules.names import card_name
from alien_artifacts.rules.verbs.base import Family, amount, choose_prompt, who

FAMILY = Family()


@FAMILY.executor("gain_vp")
def _gain_vp(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    seat = who(step, e)
    if seat >= 0:
        ctx.vp(seat, amount(e), refs.why(step.ref))


@FAMILY.executor("lose_vp")
def _lose_vp(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    seat = who(step, e)
    if seat >= 0:
        ctx.vp(seat, -amount(e), refs.why(step.ref))


@FAMILY.executor("vp_per")
def _vp_per(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    ctx.vp(step.seat, vp_per_value(ctx, ctx.player(step.seat), e), refs.why(step.ref))


@FAMILY.executor("vp_if")
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
        return amount(e)
    return 0


# A blockaded operational Technology has no ability (R26): it cannot score for another effect unless its
# owner paid to use it this turn.
@FAMILY.executor("score_technology")
def _score(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if query.active_operational(ctx.cards, ctx.state, ctx.player(step.seat), "technology"):
        ctx.push(st.ChooseTech(step.seat))


@FAMILY.usability("score_technology")
def _score_usable(ctx: Ctx, p: PlayerState, e: Effect) -> int | None:
    return 0 if query.active_operational(ctx.cards, ctx.state, p, "technology") else None


def _tech_options(ctx: Ctx, step: st.ChooseTech) -> list[Option]:
    p = ctx.player(step.seat)
    return [Option(f"tech:{u}", f"Score {card_name(ctx.cards, u)}", f"card:{u}", None,
                   verb="tech", card=u)
            for u in query.active_operational(ctx.cards, ctx.state, p, "technology")]


def _tech_pick(ctx: Ctx, step: st.ChooseTech, key: str) -> None:
    ctx.pop()
    score_technology(ctx, step.seat, key.split(":", 1)[1])


FAMILY.handlers.choice(ChoiceKind(
    st.ChooseTech, _tech_options, _tech_pick, choose_prompt("Choose an operational Technology to score"), hint="",
    watching=says("choosing a Technology to score")))
