"""The runtime base every game on the kernel writes the same way: the rules context, the step-stack and decision
events, and a Simulation (a running copy of the rules for search) over any Ruleset.

    EVENTS.update(runtime.EVENTS)          # the game's event table takes the kernel's events by name
    runtime.fold_steps(FOLD)               # their fold: `state.stack` (list, last = top), `state.choice_id` (int)
    MACHINE = StepMachine(decided=runtime.Decided)
    ctx = runtime.Context(state, seed, log, FOLD.apply)   # what the rules run with (a game may subclass it)
    ctx.push(A(), B())                     # A resolves first; ctx.pop(), ctx.replace(step), ctx.count_down(step)
    ctx.rng()                              # the generator of the next random outcome (seed + the state's count)
    sim = runtime.Simulation(rules, state, seed)   # pending / play(key) / clone() for the kernel's search

A Simulation keeps no event history, only how many random outcomes (barrier events) it met.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar

import attrs

from tabletop.choices import PendingChoice
from tabletop.fold import FoldTable
from tabletop.log import Event, registrar

EVENTS: dict[str, type] = {}
C = TypeVar("C", bound=PendingChoice)  # a game's choice type (what `Simulation.pending` holds)
if TYPE_CHECKING:  # a type checker sees what the decorator makes: an attrs frozen class
    from attrs import frozen as _event
else:
    _event = registrar(EVENTS)


@_event
class Decided(Event):
    """A seat answered choice number `choice` with `pick` (`auto`: a lone option the rules took for it)."""

    seat: int
    choice: int
    pick: str
    auto: bool = False


@_event
class StepsPushed(Event):
    flow: ClassVar[bool] = True
    steps: tuple[Any, ...]  # last = new top


@_event
class StepPopped(Event):
    flow: ClassVar[bool] = True


@_event
class StepReplaced(Event):
    flow: ClassVar[bool] = True
    step: Any


def seat_decision(event: Any) -> tuple[int, str] | None:
    """The (seat, key) of a decision a seat made (a Ruleset's `decision`), None for any other event."""
    return (event.seat, event.pick) if isinstance(event, Decided) and not event.auto else None


def fold_steps(table: FoldTable) -> None:
    """Enter the folds of the kernel's step and decision events in a game's table. The state has `stack` (a list,
    last = top) and `choice_id` (an int, one more per decision)."""

    @table.on(Decided)
    def _decided(s: Any, e: Decided) -> None:
        s.choice_id += 1

    @table.on(StepsPushed)
    def _pushed(s: Any, e: StepsPushed) -> None:
        s.stack.extend(e.steps)

    @table.on(StepPopped)
    def _popped(s: Any, e: StepPopped) -> None:
        s.stack.pop()

    @table.on(StepReplaced)
    def _replaced(s: Any, e: StepReplaced) -> None:
        s.stack[-1] = e.step


class Context:
    """What the rules run with: the state, the seed, the log and the fold. Every change goes out as an event, is
    folded into the state and appended to the log. `state.random_uses` counts the random outcomes so far (the
    game's fold raises it on each), so each random outcome has its own generator and a replay needs none."""

    __slots__ = ("fold", "log", "seed", "state")

    def __init__(self, state: Any, seed: int, log: list[Any], fold: Callable[[Any, Any], None]) -> None:
        self.state = state
        self.seed = seed
        self.log = log
        self.fold = fold

    def emit(self, e: Any) -> None:
        self.fold(self.state, e)
        self.log.append(e)

    def push(self, *steps: Any) -> None:
        """Push steps; the first one given resolves first (it ends on top)."""
        if steps:
            self.emit(StepsPushed(tuple(reversed(steps))))

    def pop(self) -> None:
        self.emit(StepPopped())

    def replace(self, step: Any) -> None:
        self.emit(StepReplaced(step))

    def count_down(self, step: Any) -> None:
        """One of a step's `remaining` repeats is done: it stays with one fewer, or leaves after its last."""
        if step.remaining > 1:
            self.replace(attrs.evolve(step, remaining=step.remaining - 1))
        else:
            self.pop()

    def rng(self) -> random.Random:
        return random.Random(f"{self.seed}:{self.state.random_uses}")


class RandomCount(list[Any]):
    """An event log that keeps nothing, counting the random outcomes (barrier events) it is given."""

    __slots__ = ("barriers",)

    def __init__(self) -> None:
        super().__init__()
        self.barriers = 0

    def append(self, e: Any) -> None:
        if e.barrier:
            self.barriers += 1


class Simulation(Generic[C]):
    """A running copy of a game's rules on a state: `pending`, `play(key)`, `clone()` (the kernel search's
    Simulation protocol, tabletop/search.py). `rules` is the game's Ruleset (its `context`, `advance`, `play`,
    `clone_state`); `state` is for reading, only `play` changes it. A game may subclass it to add what it reads
    from `rules` and `state` (a subclass keeps no fields of its own: `clone` makes one of its class)."""

    __slots__ = ("_ctx", "_log", "pending", "rules", "state")

    def __init__(self, rules: Any, state: Any, seed: int, pending: C | None = None,
                 advance: bool = True) -> None:
        self.rules = rules
        self.state = state
        self._log = RandomCount()
        self._ctx = rules.context(state, seed, self._log)
        self.pending: C | None = rules.advance(self._ctx) if advance else pending

    @property
    def seed(self) -> int:
        return int(self._ctx.seed)

    @property
    def random_outcomes(self) -> int:
        """Random outcomes (barrier events) met since this Simulation was made or cloned."""
        return self._log.barriers

    @property
    def over(self) -> bool:
        return self.pending is None

    def play(self, key: str) -> None:
        """Answer the pending choice with option `key`; ValueError (nothing changed) when it is not one."""
        p = self.pending
        if p is None:
            raise ValueError("the game is over")
        if p.option(key) is None:
            raise ValueError(f"{key!r} is not one of the options: {p.prompt}")
        self.pending = self.rules.play(self._ctx, p.seat, key)

    def clone(self, seed: int | None = None) -> Self:
        """An independent copy at the same choice (of the same class: a game's subclass clones as itself),
        counting its own random outcomes from zero; `seed` (default: the same) is where its later randomness
        comes from."""
        other = object.__new__(type(self))
        Simulation.__init__(other, self.rules, self.rules.clone_state(self.state),
                            self.seed if seed is None else seed, self.pending, advance=False)
        return other
