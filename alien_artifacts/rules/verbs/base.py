"""What a rules verb family module fills: executors, usability checks and the choice steps its verbs open.

Each family (alien_artifacts/rules/verbs/<family>.py, named as its words and schema in
alien_artifacts/content/verbs/<family>.py) has a `Family`; alien_artifacts/rules/verbs/__init__.py merges them.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from alien_artifacts.content.model import Effect
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import StepTable

Executor = Callable[[Ctx, st.Effects, Effect], None]
# None: the effect cannot be started now; a number: the credits it needs (summed over an effect list).
Usable = Callable[[Ctx, PlayerState, Effect], int | None]


@attrs.define
class Family:
    """One family's rules: executors of its one-shot verbs, its usability checks, its ongoing verbs (read
    where they apply, listed in `read_in`) and the step handlers of the choices its verbs open."""

    executors: dict[str, Executor] = attrs.field(factory=dict)
    usable: dict[str, Usable] = attrs.field(factory=dict)
    ongoing: dict[str, str] = attrs.field(factory=dict)  # verb -> where the rules read it
    handlers: StepTable = attrs.field(factory=StepTable)

    def executor(self, verb: str) -> Callable[[Executor], Executor]:
        def deco(fn: Executor) -> Executor:
            self.executors[verb] = fn
            return fn
        return deco

    def usability(self, verb: str) -> Callable[[Usable], Usable]:
        def deco(fn: Usable) -> Usable:
            self.usable[verb] = fn
            return fn
        return deco


def who(step: st.Effects, e: Effect) -> int:
    return step.opponent if e.args.get("who", "self") == "opponent" else step.seat


def amount(e: Effect) -> int:
    return int(e.args.get("amount", 1))


def choose_prompt(text: str) -> Callable[[Ctx, object], tuple[str, tuple[tuple[str, str], ...]]]:
    return lambda ctx, step: (text, ())
