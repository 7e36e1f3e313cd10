"""The Effects step: resolves a card's effect list one verb at a time, each by its family's executor
(alien_artifacts/rules/verbs/<family>.py; the verbs' words and schema: alien_artifacts/content/verbs/<family>.py).

Ongoing verbs (ONGOING_VERBS) are skipped here: the rules read them where they apply (each family module
says where).
"""

from __future__ import annotations

from collections.abc import Iterable

from alien_artifacts.content.model import Effect
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import refs
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import StepTable
from alien_artifacts.rules.verbs import EXECUTORS, ONGOING_VERBS, USABLE
from alien_artifacts.rules.verbs import HANDLERS as VERB_HANDLERS
from alien_artifacts.rules.verbs.vp import end_value

__all__ = ["EXECUTORS", "HANDLERS", "ONGOING_VERBS", "end_value", "usable"]

_OWN = StepTable()


def usable(ctx: Ctx, p: PlayerState, effects: Iterable[Effect]) -> bool:
    """Can these effects be started now? Each verb's own check passes and the credits they cost are there."""
    credits = 0
    for e in effects:
        check = USABLE.get(e.verb)
        if check is None:
            continue
        need = check(ctx, p, e)
        if need is None:
            return False
        credits += need
    return p.credits >= credits


@_OWN.auto(st.Effects)
def _effects(ctx: Ctx, step: st.Effects) -> None:
    effects = refs.resolve(ctx.cards, step.ref)
    if step.idx >= len(effects):
        ctx.pop()
        return
    ctx.replace(st.Effects(step.seat, step.ref, step.idx + 1, step.opponent, step.ship, step.setup))
    e = effects[step.idx]
    if e.verb in ONGOING_VERBS:
        return
    EXECUTORS[e.verb](ctx, step, e)


HANDLERS = StepTable.merged(_OWN, VERB_HANDLERS)  # alien_artifacts/rules/handlers.py merges this module's table
