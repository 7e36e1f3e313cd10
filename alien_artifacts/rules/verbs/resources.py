"""Resource cards in hand: draw_resources, discard_resources, pay_resources; hand_limit and gold_in_operational
are read by the draw step and payment (words and schema: alien_artifacts/content/verbs/resources.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import payment
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.names import card_name
from alien_artifacts.rules.verbs.base import Family, amount, who

FAMILY = Family(ongoing={"hand_limit": "alien_artifacts/rules/query.py",
                         "gold_in_operational": "alien_artifacts/rules/steps/turn_menu.py"})


@FAMILY.executor("draw_resources")
def _draw(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    seat = who(step, e)
    if seat >= 0:
        for _ in range(amount(e)):
            ctx.draw_resource(seat)


@FAMILY.executor("discard_resources")
def _discard(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    seat = who(step, e)
    if seat >= 0 and ctx.player(seat).hand:
        ctx.push(st.DiscardEffect(seat, min(amount(e), len(ctx.player(seat).hand))))


@FAMILY.usability("discard_resources")
def _discard_usable(ctx: Ctx, p: PlayerState, e: Effect) -> int | None:
    if e.args.get("who", "self") == "self" and len(p.hand) < int(e.args.get("amount", 1)):
        return None  # "discard N from your hand" is paid with cards you must have
    return 0


@FAMILY.executor("pay_resources")
def _pay_resources(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    need = tuple((c, int(e.args.get(c, 0))) for c in ("blue", "green", "red") if int(e.args.get(c, 0)) > 0)
    if need:
        ctx.push(st.Pay(step.seat, need, bool(e.args.get("gold_ok", False)), int(e.args.get("limit", 3)), 0, 0,
                        card_name(ctx.cards, step.ref.split("|")[0]), ""))


@FAMILY.usability("pay_resources")
def _pay_resources_usable(ctx: Ctx, p: PlayerState, e: Effect) -> int | None:
    need = {c: int(e.args.get(c, 0)) for c in ("blue", "green", "red")}
    if not payment.can_pay_multi(ctx.cards, payment.sources(p), need, bool(e.args.get("gold_ok")),
                                 int(e.args.get("limit", 3))):
        return None
    return 0
