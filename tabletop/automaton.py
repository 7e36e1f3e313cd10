"""Automata: participants that are not seats. No one is asked for an automaton's decisions: its rules choose among
the options by a priority list, and the choice goes into the log as an event (`AutomatonActed`) naming the rule
that decided it. It is a barrier: a seat's undo never crosses another participant's decision, and an automaton's
decision is not a seat's (`Match` never offers it as a PendingChoice and a Command from its number is refused).

    bot = Automaton(participant=3, name="Drone")
    rules = Priorities((Rule("the highest prize", lambda o: o.arg == "3"), Rule("any", lambda o: True)),
                       order=lambda o: o.key)             # ties: the first by this order
    chosen = act(ctx, bot, options, rules)                 # emits AutomatonActed(3, key, rule name); the option
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from tabletop.choices import Option
from tabletop.log import Event, registrar

EVENTS: dict[str, type] = {}
if TYPE_CHECKING:  # a type checker sees what the decorator makes: an attrs frozen class
    from attrs import frozen as _event
else:
    _event = registrar(EVENTS)


@_event
class AutomatonActed(Event):
    barrier = True  # another participant's decision: undo stops here
    who: int
    key: str
    rule: str  # the priority that chose it (for the log and the players)


@attrs.frozen
class Automaton:
    participant: int  # its number among the participants (after the seats)
    name: str


@attrs.frozen
class Rule:
    name: str
    applies: Callable[[Option], bool]


@attrs.frozen
class Priorities:
    """Rules in priority order: the first rule that applies to any option chooses; among the options it applies to,
    the least by `order` (default: the first offered)."""

    rules: tuple[Rule, ...]
    order: Callable[[Option], Any] | None = None

    def choose(self, options: Sequence[Option]) -> tuple[Option, str] | None:
        for rule in self.rules:
            fits = [o for o in options if rule.applies(o)]
            if fits:
                return (min(fits, key=self.order) if self.order is not None else fits[0]), rule.name
        return None


def act(ctx: Any, who: Automaton, options: Sequence[Option], priorities: Priorities) -> Option | None:
    """The automaton's choice among `options`, logged (None, nothing logged, when no rule applies to any)."""
    found = priorities.choose(options)
    if found is None:
        return None
    option, rule = found
    ctx.emit(AutomatonActed(who.participant, option.key, rule))
    return option
