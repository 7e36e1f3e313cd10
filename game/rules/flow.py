"""The step machine: which handler gives a choice step its options, applies a pick, or runs an auto step.

Each rules module fills a `StepTable` with its decorators; game/rules/handlers.py merges them into one
table. `advance` runs automatic steps until a real decision is pending (forced single options are taken
automatically and logged as such).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine import events as ev
from game.engine.choices import Option, PendingChoice
from game.rules.context import Ctx

OptionsFn = Callable[[Ctx, Any], list[Option]]
PickFn = Callable[[Ctx, Any, str], None]
PromptFn = Callable[[Ctx, Any], tuple[str, tuple[tuple[str, str], ...]]]
AutoFn = Callable[[Ctx, Any], None]

# Choice kinds whose single option is NOT taken automatically (the player should see it).
NO_AUTO_SINGLE = {"turn"}
AUTO_OK_IN_TURN = ("pass", "end_action")

# Interruptions (R7): options a seat may take at a choice without answering it (an Alien Artifact on its
# own turn). Rules register a pair with `interrupt`: an options function (ctx, step) -> options, added to a
# choice step's own options when it is asked, and a pick function (ctx, step, key) -> True when it applied
# `key` (False: not one of its keys). The interrupted step stays on the stack under what the interruption
# pushes, and is asked again afterwards.
InterruptOptionsFn = Callable[[Ctx, Any], list[Option]]
InterruptPickFn = Callable[[Ctx, Any, str], bool]


class StepTable:
    """Which handler gives a step kind its options, applies a pick, words its prompt or runs it.

    Each rules module fills its own table with the decorators (`@HANDLERS.options(st.Pay)`);
    game/rules/handlers.py merges them into the one table the match layer runs. Nothing registers
    itself by being imported, so the import order never matters."""

    def __init__(self) -> None:
        self.options_fns: dict[type, OptionsFn] = {}
        self.pick_fns: dict[type, PickFn] = {}
        self.prompt_fns: dict[type, PromptFn] = {}
        self.auto_fns: dict[type, AutoFn] = {}
        self.interrupts: list[tuple[InterruptOptionsFn, InterruptPickFn]] = []

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

    def interrupt(self, options_fn: InterruptOptionsFn, pick_fn: InterruptPickFn) -> None:
        self.interrupts.append((options_fn, pick_fn))

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

    def build_choice(self, ctx: Ctx, step: Any, opts: list[Option]) -> PendingChoice:
        prompt_fn = self.prompt_fns.get(type(step))
        text, info = prompt_fn(ctx, step) if prompt_fn else (step.kind, ())
        return PendingChoice(ctx.state.choice_id, step.seat, step.kind, tuple(opts), 1, 1, text, info)

    def advance(self, ctx: Ctx, max_steps: int = 100_000) -> PendingChoice | None:
        """Run automatic steps until a decision is needed; return it (None when the game is over).

        A choice with no option ends by itself; a forced single option is taken automatically. Interruptions
        are offered only where the seat really decides (a forced step is not such a point)."""
        s = ctx.state
        for _ in range(max_steps):
            if not s.stack:
                return None
            top = s.stack[-1]
            if not top.choice:
                self.auto_fns[type(top)](ctx, top)
                continue
            opts = self.options_fns[type(top)](ctx, top)
            if not opts:
                ctx.pop()
                continue
            if len(opts) == 1 and (top.kind not in NO_AUTO_SINGLE or opts[0].key in AUTO_OK_IN_TURN):
                ctx.emit(ev.Decided(top.seat, s.choice_id, opts[0].key, True))
                self.pick_fns[type(top)](ctx, top, opts[0].key)
                continue
            for fn, _pick in self.interrupts:
                opts.extend(fn(ctx, top))
            return self.build_choice(ctx, top, opts)
        raise RuntimeError("the rules engine did not reach a decision (step loop)")

    def pick_now(self, ctx: Ctx, top: Any, key: str) -> None:
        """Apply an accepted pick (already logged as Decided) to the choice step `top`: an interruption
        if it is one, otherwise the step's own answer."""
        for _fn, pick_fn in self.interrupts:
            if pick_fn(ctx, top, key):
                return
        self.pick_fns[type(top)](ctx, top, key)
