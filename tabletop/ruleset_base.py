"""The base a game's Ruleset (tabletop/match.py's protocol) subclasses: the parts every game on the kernel writes
alike, from the game's step machine, fold table and event registry. A game writes only what is its own.

    class MyGame(RulesetBase[Settings, State, PendingChoice]):
        save_id, save_version, save_kind = "my-game-save", 1, "a my game save file"
        machine = MACHINE          # its StepMachine (tabletop/steps.py): advance to the next choice, play a pick
        fold_table = FOLD          # its FoldTable (tabletop/fold.py): the one function that changes the state
        events = EVENTS            # its event classes by name (tabletop/log.py): the save's event codec
        state_type = State         # a new game's state is `State()`; `state.clone()` copies it, `state.over` ends it

        def check_settings / settings_data / settings_from / setup / seat_count / seat_name / view: its own

What the base gives: `seed` (settings.seed), `new_state`, `clone_state`, `context` (a `context_type`, by default
the kernel's runtime.Context, over the fold), `advance` and `play` (the machine's), `fold` and `fold_all` (a whole
log, as a replay folds it), `decision` (the kernel's
Decided events), `over`, `state_json` (canonical JSON of tabletop/log.py's data form), `event_data` and
`event_from` (the same codec over `events`). A game overrides any of them where its own differs (a context with more
in it, its own serialisation).
"""

from __future__ import annotations

import abc
import json
from collections.abc import Iterable, Mapping
from typing import Any, Generic, Protocol, Self, TypeVar, cast

from tabletop import log, runtime
from tabletop.choices import PendingChoice
from tabletop.fold import FoldTable
from tabletop.steps import StepMachine


class Seeded(Protocol):
    """A game's settings: at least the seed every random outcome comes from."""

    @property
    def seed(self) -> int: ...


class GameState(Protocol):
    """A game's state as the base reads it: whether the game is over, and a deep copy of it."""

    @property
    def over(self) -> bool: ...

    def clone(self) -> Self: ...


S = TypeVar("S", bound=Seeded)  # the game's settings
T = TypeVar("T", bound=GameState)  # the game's state
C = TypeVar("C", bound=PendingChoice)  # the game's choice type (what its machine's choices are)


class RulesetBase(abc.ABC, Generic[S, T, C]):
    """A game's Ruleset less what is its own (the module's docstring shows a subclass)."""

    save_id: str  # the save document's "format"
    save_version: int  # the newest save version these rules read
    save_kind: str  # how a refusal names a foreign file: "not <save_kind>"
    machine: StepMachine
    fold_table: FoldTable
    events: Mapping[str, type]
    state_type: type[T]
    context_type: type[runtime.Context] = runtime.Context

    # ---- the game's own ----------------------------------------------------------------------------------------
    @abc.abstractmethod
    def check_settings(self, settings: S) -> None:
        """MatchError when the settings start no game (the player count, a bad seat...)."""

    @abc.abstractmethod
    def settings_data(self, settings: S) -> Any: ...

    @abc.abstractmethod
    def settings_from(self, data: Any) -> S:
        """The settings of a save's JSON; MatchError when malformed."""

    @abc.abstractmethod
    def setup(self, ctx: Any, settings: S) -> None: ...

    @abc.abstractmethod
    def seat_count(self, state: T) -> int: ...

    @abc.abstractmethod
    def seat_name(self, state: T, seat: int) -> str: ...

    @abc.abstractmethod
    def view(self, state: T, pending: C | None, seat: int) -> Any: ...

    # ---- the same in every game ----------------------------------------------------------------------------------
    def seed(self, settings: S) -> int:
        return settings.seed

    def new_state(self) -> T:
        return self.state_type()

    def clone_state(self, state: T) -> T:
        return state.clone()

    def context(self, state: T, seed: int, log_: list[Any]) -> Any:
        return self.context_type(state, seed, log_, self.fold_table.apply)

    def advance(self, ctx: Any) -> C | None:
        return cast("C | None", self.machine.advance(ctx))

    def play(self, ctx: Any, seat: int, key: str) -> C | None:
        return cast("C | None", self.machine.play(ctx, seat, key))

    def fold(self, state: T, event: Any) -> None:
        self.fold_table.apply(state, event)

    def fold_all(self, state: T, events: Iterable[Any]) -> None:
        """`fold` of every event in order: a replay's loop, without two calls per event (the handlers looked up
        directly; an event of no handler raises `fold`'s FoldError). A game whose `fold` is its own uses it."""
        if type(self).fold is not RulesetBase.fold:
            for e in events:
                self.fold(state, e)
            return
        handlers, e = self.fold_table.handlers, None
        try:
            for e in events:
                handlers[type(e)](state, e)
        except KeyError:
            if type(e) not in handlers:  # no handler: fold's FoldError; else a handler's own KeyError, as it was
                self.fold_table.apply(state, e)
            raise

    def decision(self, event: Any) -> tuple[int, str] | None:
        return runtime.seat_decision(event)

    def over(self, state: T) -> bool:
        return state.over

    def state_json(self, state: T) -> str:
        return json.dumps(log.to_data(state), sort_keys=True)

    def event_data(self, event: Any) -> Any:
        return log.to_data(event)

    def event_from(self, data: Any) -> Any:
        return log.from_data(data, self.events)
