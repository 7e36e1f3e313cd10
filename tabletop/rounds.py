"""Rounds, phases and turns: a fixed count of rounds, each the same phases in order; within a phase, turns go round
the turn order, skipping a participant who has passed or cannot act (no pieces left to place); the order may be set
anew between rounds (by a ranking, say). Participants are ints: the seats, and after them any automata.

    cal = Calendar(rounds=3, phases=("work", "score"))     # round 1, phase "work"
    cal = cal.next()                                         # round 1 "score"; after the last phase of the last
                                                             # round: None (the game is over)
    turns = Turns((1, 0, 2))
    who = turns.next_up(lambda p: pieces[p] > 0)             # the next in order who may act (None: the phase ends)

The events below carry these changes through a game's log; `fold_rounds(table)` enters their folds for a state
with `calendar` (a Calendar) and `turns` (a Turns).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from tabletop.fold import FoldTable
from tabletop.log import Event, registrar


@attrs.frozen
class Calendar:
    rounds: int
    phases: tuple[str, ...]
    round: int = 1
    index: int = 0  # of the phase within the round

    @property
    def phase(self) -> str:
        return self.phases[self.index]

    @property
    def last_round(self) -> bool:
        return self.round == self.rounds

    def next(self) -> Calendar | None:
        """The next phase (the first of the next round after the last); None after the last phase of the last round."""
        if self.index + 1 < len(self.phases):
            return attrs.evolve(self, index=self.index + 1)
        if self.round < self.rounds:
            return attrs.evolve(self, round=self.round + 1, index=0)
        return None


@attrs.frozen
class Turns:
    order: tuple[int, ...]
    at: int = -1  # the index in `order` of the participant whose turn it is (-1: none yet this phase)
    passed: tuple[int, ...] = ()  # out for the rest of the phase

    @property
    def current(self) -> int | None:
        return None if self.at < 0 else self.order[self.at]

    def next_up(self, can_act: Callable[[int], bool] = lambda _p: True) -> int | None:
        """The next participant after the current one, round the order, who has not passed and can act; None when
        no one can (the phase is over). The current one may come round again when it is the only one left."""
        n = len(self.order)
        for step in range(1, n + 1):
            p = self.order[(self.at + step) % n]
            if p not in self.passed and can_act(p):
                return p
        return None

    def turn_of(self, participant: int) -> Turns:
        return Turns(self.order, self.order.index(participant), self.passed)

    def passing(self, participant: int) -> Turns:
        return self if participant in self.passed else attrs.evolve(self, passed=(*self.passed, participant))

    def begun(self, order: tuple[int, ...] | None = None) -> Turns:
        """A new phase: no one has passed and no turn is taken yet; `order` (if given) is the new turn order."""
        order = self.order if order is None else order
        if sorted(order) != sorted(self.order):
            raise ValueError(f"a new turn order must hold the same participants: {order} for {self.order}")
        return Turns(order)


EVENTS: dict[str, type] = {}
if TYPE_CHECKING:  # a type checker sees what the decorator makes: an attrs frozen class
    from attrs import frozen as _event
else:
    _event = registrar(EVENTS)


@_event
class PhaseBegan(Event):
    round: int
    phase: str
    order: tuple[int, ...]  # the turn order for this phase


@_event
class TurnBegan(Event):
    who: int


@_event
class PassedPhase(Event):
    who: int


@_event
class GameClosed(Event):
    """The last phase of the last round is over."""


def fold_rounds(table: FoldTable) -> None:
    """Enter the folds of these events in a game's table: the state has `calendar: Calendar | None` (None once the
    game is closed) and `turns: Turns`."""

    @table.on(PhaseBegan)
    def _began(s: Any, e: PhaseBegan) -> None:
        cal = s.calendar
        s.calendar = Calendar(cal.rounds, cal.phases, e.round, cal.phases.index(e.phase))  # (evolve's, cheaper)
        s.turns = s.turns.begun(e.order)

    @table.on(TurnBegan)
    def _turn(s: Any, e: TurnBegan) -> None:
        s.turns = s.turns.turn_of(e.who)

    @table.on(PassedPhase)
    def _passed(s: Any, e: PassedPhase) -> None:
        s.turns = s.turns.passing(e.who)

    @table.on(GameClosed)
    def _closed(s: Any, e: GameClosed) -> None:
        s.calendar = None
