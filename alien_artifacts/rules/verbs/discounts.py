"""What actions cost and how much they assemble: temporary_discount; discount and assembly_limit are read by
the costs and limits (alien_artifacts/rules/query.py) (words and schema: alien_artifacts/content/verbs/discounts.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.verbs.base import Family, amount

FAMILY = Family(ongoing={"discount": "alien_artifacts/rules/query.py",
                         "assembly_limit": "alien_artifacts/rules/query.py"})


@FAMILY.executor("temporary_discount")
def _temp(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    ctx.emit(ev.TempDiscountAdded(step.seat, e.args["action"], amount(e)))
    ctx.push(st.AutoCheck(step.seat))
