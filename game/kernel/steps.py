"""The step machine: a game's to-do stack, kept as data (frozen steps) so a state can be copied and rebuilt.

A *choice* step waits for a seat's decision; an *auto* step runs by itself. The game supplies, per step
class, what an auto step does, and for a choice step its options, what a pick does and its prompt; the
machine runs auto steps until a choice with options is on top and returns it as a PendingChoice.

The rules run with a context (`Ctx` below): the state (with `.stack` and `.choice_id`), `emit(event)`
(log an event and fold it into the state) and `pop()` (take the top step off, through an event).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Protocol

import attrs

from game.kernel.choices import Option, PendingChoice


class Step:
    choice: ClassVar[bool] = True
    kind: ClassVar[str] = ""


class Auto(Step):
    choice = False


class Ctx(Protocol):
    state: Any

    def emit(self, event: Any) -> None: ...

    def pop(self) -> None: ...


AutoFn = Callable[[Any, Any], None]
OptionsFn = Callable[[Any, Any], list[Option]]
PickFn = Callable[[Any, Any, str], None]
PromptFn = Callable[[Any, Any], tuple[str, tuple[tuple[str, str], ...]]]


@attrs.define
class StepMachine:
    """The loop over a game's handler table. `decided(seat, choice_id, key, auto)` makes the event that logs a
    decision (the match reads it back for undo and re-simulation). `take_single(step, option)`: whether a lone
    option is taken without asking (default: always)."""

    decided: Callable[[int, int, str, bool], Any]
    auto_fns: dict[type, AutoFn] = attrs.field(factory=dict)
    options_fns: dict[type, OptionsFn] = attrs.field(factory=dict)
    pick_fns: dict[type, PickFn] = attrs.field(factory=dict)
    prompt_fns: dict[type, PromptFn] = attrs.field(factory=dict)
    take_single: Callable[[Any, Option], bool] = lambda step, option: True

    def auto(self, cls: type) -> Callable[[AutoFn], AutoFn]:
        def deco(fn: AutoFn) -> AutoFn:
            self.auto_fns[cls] = fn
            return fn
        return deco

    def choice(self, cls: type, options: OptionsFn, pick: PickFn, prompt: PromptFn | None = None) -> None:
        self.options_fns[cls] = options
        self.pick_fns[cls] = pick
        if prompt is not None:
            self.prompt_fns[cls] = prompt

    def build_choice(self, ctx: Ctx, step: Any, opts: list[Option]) -> PendingChoice:
        prompt_fn = self.prompt_fns.get(type(step))
        text, info = prompt_fn(ctx, step) if prompt_fn else (step.kind, ())
        return PendingChoice(ctx.state.choice_id, step.seat, step.kind, tuple(opts), 1, 1, text, info)

    def advance(self, ctx: Ctx, max_steps: int = 100_000) -> PendingChoice | None:
        """Run automatic steps until a decision is needed; return it (None when the stack is empty: game over).
        A choice with no option ends by itself; a lone option the game lets pass is taken (and logged) at once."""
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
            if len(opts) == 1 and self.take_single(top, opts[0]):
                ctx.emit(self.decided(top.seat, s.choice_id, opts[0].key, True))
                self.pick_fns[type(top)](ctx, top, opts[0].key)
                continue
            return self.build_choice(ctx, top, opts)
        raise RuntimeError("the rules did not reach a decision (step loop)")

    def play(self, ctx: Ctx, seat: int, key: str) -> PendingChoice | None:
        """Answer the open choice with `key` (already checked to be one of its options): log the decision,
        apply it, run on to the next choice."""
        ctx.emit(self.decided(seat, ctx.state.choice_id, key, False))
        self.pick_fns[type(ctx.state.stack[-1])](ctx, ctx.state.stack[-1], key)
        return self.advance(ctx)
