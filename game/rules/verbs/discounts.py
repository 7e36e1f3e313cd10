"""What actions cost and how much they assemble: temporary_discount; discount and assembly_limit are read by
the costs and limits (game/rules/query.py) (words and schema: game/content/verbs/discounts.py)."""

from __future__ import annotations

from game.content.model import Effect
from game.engine import events as ev
from game.engine import steps as st
from game.rules.context import Ctx
from game.rules.verbs.base import Family, amount

FAMILY = Family(ongoing={"discount": "game/rules/query.py", "assembly_limit": "game/rules/query.py"})


@FAMILY.executor("temporary_discount")
def _temp(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    ctx.emit(ev.TempDiscountAdded(step.seat, e.args["action"], amount(e)))
    ctx.push(st.AutoCheck(step.seat))
