"""The step machine: which handler gives a choice step its options, applies a pick, or runs an auto step.

Rules modules register handlers with the decorators below. `advance` runs automatic steps until a
real decision is pending (forced single options are taken automatically and logged as such).
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

OPTIONS: dict[type, OptionsFn] = {}
PICK: dict[type, PickFn] = {}
PROMPT: dict[type, PromptFn] = {}
AUTO: dict[type, AutoFn] = {}
# Choice kinds whose single option is NOT taken automatically (the player should see it).
NO_AUTO_SINGLE = {"turn"}
AUTO_OK_IN_TURN = ("pass", "end_action")


def options(cls: type) -> Callable[[OptionsFn], OptionsFn]:
    def deco(fn: OptionsFn) -> OptionsFn:
        OPTIONS[cls] = fn
        return fn
    return deco


def pick(cls: type) -> Callable[[PickFn], PickFn]:
    def deco(fn: PickFn) -> PickFn:
        PICK[cls] = fn
        return fn
    return deco


def prompt(cls: type) -> Callable[[PromptFn], PromptFn]:
    def deco(fn: PromptFn) -> PromptFn:
        PROMPT[cls] = fn
        return fn
    return deco


def auto(cls: type) -> Callable[[AutoFn], AutoFn]:
    def deco(fn: AutoFn) -> AutoFn:
        AUTO[cls] = fn
        return fn
    return deco


# Interruptions (R7): options a seat may take at a choice without answering it (an Alien Artifact on its
# own turn). Rules register a pair with `interrupt`: an options function (ctx, step) -> options, added to a
# choice step's own options when it is asked, and a pick function (ctx, step, key) -> True when it applied
# `key` (False: not one of its keys). The interrupted step stays on the stack under what the interruption
# pushes, and is asked again afterwards.
InterruptOptionsFn = Callable[[Ctx, Any], list[Option]]
InterruptPickFn = Callable[[Ctx, Any, str], bool]
INTERRUPTS: list[tuple[InterruptOptionsFn, InterruptPickFn]] = []


def interrupt(options_fn: InterruptOptionsFn, pick_fn: InterruptPickFn) -> None:
    INTERRUPTS.append((options_fn, pick_fn))


def build_choice(ctx: Ctx, step: Any, opts: list[Option]) -> PendingChoice:
    text, info = PROMPT[type(step)](ctx, step) if type(step) in PROMPT else (step.kind, ())
    return PendingChoice(ctx.state.choice_id, step.seat, step.kind, tuple(opts), 1, 1, text, info)


def advance(ctx: Ctx, max_steps: int = 100_000) -> PendingChoice | None:
    """Run automatic steps until a decision is needed; return it (None when the game is over).

    A choice with no option ends by itself; a forced single option is taken automatically. Interruptions
    are offered only where the seat really decides (a forced step is not such a point)."""
    s = ctx.state
    for _ in range(max_steps):
        if not s.stack:
            return None
        top = s.stack[-1]
        if not top.choice:
            AUTO[type(top)](ctx, top)
            continue
        opts = OPTIONS[type(top)](ctx, top)
        if not opts:
            ctx.pop()
            continue
        if len(opts) == 1 and (top.kind not in NO_AUTO_SINGLE or opts[0].key in AUTO_OK_IN_TURN):
            ctx.emit(ev.Decided(top.seat, s.choice_id, opts[0].key, True))
            PICK[type(top)](ctx, top, opts[0].key)
            continue
        for fn, _pick in INTERRUPTS:
            opts.extend(fn(ctx, top))
        return build_choice(ctx, top, opts)
    raise RuntimeError("the rules engine did not reach a decision (step loop)")


def pick_now(ctx: Ctx, top: Any, key: str) -> None:
    """Apply an accepted pick (already logged as Decided) to the choice step `top`: an interruption
    if it is one, otherwise the step's own answer."""
    for _fn, pick_fn in INTERRUPTS:
        if pick_fn(ctx, top, key):
            return
    PICK[type(top)](ctx, top, key)
