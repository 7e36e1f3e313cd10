"""The step machine: which handler gives a choice step its options, applies a pick, or runs an auto step.

Each rules module fills a `StepTable` with its decorators; game/rules/handlers.py merges them into one
table. The loop is the kernel's (game/kernel/steps.py, `StepMachine`): `advance` runs automatic steps
until a real decision is pending (forced single options are taken automatically and logged as such).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine import events as ev
from game.engine.choices import Option, PendingChoice
from game.kernel.steps import AutoFn, OptionsFn, PickFn, PromptFn, StepMachine

# Choice kinds whose single option is NOT taken automatically (the player should see it).
NO_AUTO_SINGLE = {"turn"}
AUTO_OK_IN_TURN = ("pass", "end_action")

# Interruptions (R7): options a seat may take at a choice without answering it (an Alien Artifact on its
# own turn), registered with `interrupt` (game/kernel/steps.py describes the pair).


def _take_single(step: Any, option: Option) -> bool:
    return step.kind not in NO_AUTO_SINGLE or option.key in AUTO_OK_IN_TURN


class StepTable(StepMachine):
    """Which handler gives a step kind its options, applies a pick, words its prompt or runs it.

    Each rules module fills its own table with the decorators (`@HANDLERS.options(st.Pay)`);
    game/rules/handlers.py merges them into the one table the match layer runs. Nothing registers
    itself by being imported, so the import order never matters."""

    def __init__(self) -> None:
        super().__init__(ev.Decided, _take_single, PendingChoice)

    def _tables(self) -> tuple[dict[type, Any], ...]:
        return self.options_fns, self.pick_fns, self.prompt_fns, self.auto_fns

    @staticmethod
    def _adder(table: dict[type, Any], cls: type) -> Callable[[Any], Any]:
        def deco(fn: Any) -> Any:
            if cls in table:
                raise ValueError(f"two handlers of the same role for {cls.__name__}")
            table[cls] = fn
            return fn
        return deco

    def options(self, cls: type) -> Callable[[OptionsFn], OptionsFn]:
        return self._adder(self.options_fns, cls)

    def pick(self, cls: type) -> Callable[[PickFn], PickFn]:
        return self._adder(self.pick_fns, cls)

    def prompt(self, cls: type) -> Callable[[PromptFn], PromptFn]:
        return self._adder(self.prompt_fns, cls)

    def auto(self, cls: type) -> Callable[[AutoFn], AutoFn]:
        return self._adder(self.auto_fns, cls)

    @classmethod
    def merged(cls, *parts: StepTable) -> StepTable:
        """One table from several; a step kind with two handlers of the same role is an error."""
        out = cls()
        for part in parts:
            for mine, theirs in zip(out._tables(), part._tables(), strict=True):
                for kind, fn in theirs.items():
                    cls._adder(mine, kind)(fn)
            out.interrupts.extend(part.interrupts)
        return out
