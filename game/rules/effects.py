"""The Effects step: resolves a card's effect list one verb at a time, each by its family's executor
(game/rules/verbs/<family>.py; the verbs' words and schema: game/content/verbs/<family>.py).

Ongoing verbs (ONGOING_VERBS) are skipped here: the rules read them where they apply (each family module
says where).
"""

from __future__ import annotations

from collections.abc import Iterable

from game.content.model import Effect
from game.engine import steps as st
from game.engine.state import PlayerState
from game.rules import refs
from game.rules.context import Ctx
from game.rules.flow import StepTable
from game.rules.verbs import EXECUTORS, ONGOING_VERBS, USABLE
from game.rules.verbs import HANDLERS as VERB_HANDLERS
from game.rules.verbs.vp import end_value

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


HANDLERS = StepTable.merged(_OWN, VERB_HANDLERS)  # game/rules/handlers.py merges this module's table
