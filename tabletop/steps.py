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

from tabletop.choices import Option, PendingChoice


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


InterruptOptionsFn = Callable[[Any, Any], list[Option]]
InterruptPickFn = Callable[[Any, Any, str], bool]


def always(step: Any, option: Option) -> bool:
    return True


class StepMachine:
    """The loop over a game's handler table. `decided(seat, choice_id, key, auto)` makes the event that logs a
    decision (the match reads it back for undo and re-simulation); `take_single(step, option)`: whether a lone
    option is taken without asking; `choice_type`: the PendingChoice class built (a game's may add methods).

    Interruptions: options a seat may take at a choice without answering it. `interrupt(options_fn, pick_fn)`
    registers a pair: `options_fn(ctx, step)` adds options when a choice is really asked (not a forced one);
    `pick_fn(ctx, step, key)` applies `key` and says True when it was one of its own. The interrupted step
    stays on the stack under what the interruption pushes and is asked again afterwards."""

    def __init__(self, decided: Callable[[int, int, str, bool], Any],
                 take_single: Callable[[Any, Option], bool] = always,
                 choice_type: type[PendingChoice] = PendingChoice) -> None:
        self.decided = decided
        self.take_single = take_single
        self.choice_type = choice_type
        self.options_fns: dict[type, OptionsFn] = {}
        self.pick_fns: dict[type, PickFn] = {}
        self.prompt_fns: dict[type, PromptFn] = {}
        self.auto_fns: dict[type, AutoFn] = {}
        self.interrupts: list[tuple[InterruptOptionsFn, InterruptPickFn]] = []

    def add_auto(self, cls: type, fn: AutoFn) -> None:
        self.auto_fns[cls] = fn

    def add_choice(self, cls: type, options: OptionsFn, pick: PickFn, prompt: PromptFn | None = None) -> None:
        self.options_fns[cls] = options
        self.pick_fns[cls] = pick
        if prompt is not None:
            self.prompt_fns[cls] = prompt

    def interrupt(self, options_fn: InterruptOptionsFn, pick_fn: InterruptPickFn) -> None:
        self.interrupts.append((options_fn, pick_fn))

    def build_choice(self, ctx: Ctx, step: Any, opts: list[Option]) -> PendingChoice:
        prompt_fn = self.prompt_fns.get(type(step))
        text, info = prompt_fn(ctx, step) if prompt_fn else (step.kind, ())
        return self.choice_type(ctx.state.choice_id, step.seat, step.kind, tuple(opts), 1, 1, text, info)

    def advance(self, ctx: Ctx, max_steps: int = 100_000) -> PendingChoice | None:
        """Run automatic steps until a decision is needed; return it (None when the stack is empty: game over).
        A choice with no option ends by itself; a lone option the game lets pass is taken (and logged) at once;
        interruptions are offered only where the seat really decides."""
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
            for fn, _pick in self.interrupts:
                opts.extend(fn(ctx, top))
            return self.build_choice(ctx, top, opts)
        raise RuntimeError("the rules engine did not reach a decision (step loop)")

    def pick_now(self, ctx: Ctx, top: Any, key: str) -> None:
        """Apply an accepted pick (already logged) to the choice step `top`: an interruption if it is one,
        otherwise the step's own answer."""
        for _fn, pick_fn in self.interrupts:
            if pick_fn(ctx, top, key):
                return
        self.pick_fns[type(top)](ctx, top, key)

    def play(self, ctx: Ctx, seat: int, key: str) -> PendingChoice | None:
        """Answer the open choice with `key` (already checked to be one of its options): log the decision,
        apply it, run on to the next choice."""
        ctx.emit(self.decided(seat, ctx.state.choice_id, key, False))
        self.pick_now(ctx, ctx.state.stack[-1], key)
        return self.advance(ctx)
