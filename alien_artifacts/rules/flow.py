"""The step machine: which handler gives a choice step its options, applies a pick, or runs an auto step.

Each rules module fills a `StepTable` with its decorators; alien_artifacts/rules/handlers.py merges them into one
table. The loop is the kernel's (tabletop/steps.py, `StepMachine`): `advance` runs automatic steps
until a real decision is pending (forced single options are taken automatically and logged as such).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import attrs

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine.choices import Option, PendingChoice
from alien_artifacts.engine.grammar import Voice
from tabletop.steps import AutoFn, OptionsFn, PickFn, PromptFn, StepMachine

# Choice kinds whose single option is NOT taken automatically (the player should see it).
NO_AUTO_SINGLE = {"turn"}
AUTO_OK_IN_TURN = ("pass", "end_action")

# Interruptions (R7): options a seat may take at a choice without answering it (an Alien Artifact on its
# own turn), registered with `interrupt` (tabletop/steps.py describes the pair).


def _take_single(step: Any, option: Option) -> bool:
    return step.kind not in NO_AUTO_SINGLE or option.key in AUTO_OK_IN_TURN


# How a choice is told to the other players, who watch it being made: (the step, the reader's voice, the card
# set) -> a phrase in the third person without its subject, "choosing a Defense Plan against you" (the voice
# says "you" or a name for the seats it mentions). It may say only what the step shows everyone (R33).
WatchFn = Callable[[Any, Voice, CardSet], str]


def says(phrase: str) -> WatchFn:
    """Watching words that are always the same: `watching=says("choosing an action")`."""
    return lambda step, voice, cards: phrase


@attrs.frozen
class ChoiceKind:
    """One choice step kind in one place (issue 26 point 4): its options, what a pick does, its prompt (to the
    player deciding), its `hint` (how to answer it with the mouse, shown by the table; "" when the kind has
    none) and its `watching` words (the choice as the other players see it being made, WatchFn above). Each
    kind is declared once, in its module under alien_artifacts/rules/steps/ (or, for a choice an effect verb opens, in
    that verb's family under alien_artifacts/rules/verbs/), and added to that module's table with `StepTable.choice`."""

    step: type[Any]  # a choice step class: its `kind` names the choice
    options: OptionsFn
    pick: PickFn
    prompt: PromptFn
    hint: str  # "" when the kind has no mouse hint
    watching: WatchFn

    @property
    def kind(self) -> str:
        return str(self.step.kind)


class StepTable(StepMachine):
    """Which handler gives a step kind its options, applies a pick, words its prompt or runs it.

    Each rules module fills its own table: `HANDLERS.choice(ChoiceKind(...))` for a choice kind,
    `@HANDLERS.auto(st.Produce)` for an automatic step;
    alien_artifacts/rules/handlers.py merges them into the one table the match layer runs. Nothing registers
    itself by being imported, so the import order never matters."""

    def __init__(self) -> None:
        super().__init__(ev.Decided, _take_single, PendingChoice)
        self.kinds: dict[type, ChoiceKind] = {}  # every choice step kind, as declared

    def advance(self, ctx: Any, max_steps: int = 100_000) -> PendingChoice | None:
        """The kernel's advance; the choice it builds is this game's PendingChoice (`choice_type` above)."""
        return cast(PendingChoice | None, super().advance(ctx, max_steps))

    def play(self, ctx: Any, seat: int, key: str) -> PendingChoice | None:
        """The kernel's play; the choice it builds is this game's PendingChoice (`choice_type` above)."""
        return cast(PendingChoice | None, super().play(ctx, seat, key))

    def choice(self, kind: ChoiceKind) -> ChoiceKind:
        """Add a choice kind: its options, pick and prompt handlers and its hint."""
        self._adder(self.kinds, kind.step)(kind)
        self._adder(self.options_fns, kind.step)(kind.options)
        self._adder(self.pick_fns, kind.step)(kind.pick)
        self._adder(self.prompt_fns, kind.step)(kind.prompt)
        return kind

    def hints(self) -> dict[str, str]:
        """Each choice kind's mouse hint by its name (`PendingChoice.kind`)."""
        return {k.kind: k.hint for k in self.kinds.values()}

    def kind_names(self) -> tuple[str, ...]:
        """The names of the choice kinds (`PendingChoice.kind`), sorted; kinds sharing a name count once."""
        return tuple(sorted({k.kind for k in self.kinds.values()}))

    def watching(self, step: Any, voice: Voice, cards: CardSet) -> str:
        """The choice at `step` as the other players see it being made, in its kind's own words ("choosing a
        Defense Plan against you"); "" when `step` is no choice kind of this table."""
        kind = self.kinds.get(type(step))
        return kind.watching(step, voice, cards) if kind is not None else ""

    def _tables(self) -> tuple[dict[type, Any], ...]:
        return self.options_fns, self.pick_fns, self.prompt_fns, self.auto_fns, self.kinds

    @staticmethod
    def _adder(table: dict[type, Any], cls: type) -> Callable[[Any], Any]:
        def deco(fn: Any) -> Any:
            if cls in table:
                raise ValueError(f"two handlers of the same role for {cls.__name__}")
            table[cls] = fn
            return fn
        return deco

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
