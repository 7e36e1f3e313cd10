"""Macro-moves: one turn-menu option played out with every step inside it decided by a policy.

Searching over whole actions instead of single clicks keeps the trees small: `Build X` with its
payment, side choice and whatever it triggers is one move. Completing a card is split in two
moves, one per side, because that choice shapes the whole game.
"""

from __future__ import annotations

import attrs

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Option, PendingChoice
from alien_artifacts.match.sim import Simulation

from .heuristic import FREE_VERBS, Policy, Situation
from .kinds import ACTION_MENU

COMPLETE_VERBS = ("build", "develop", "discover")
MAX_INNER = 400  # decisions inside one macro-move (a guard, never reached in practice)


@attrs.frozen
class Macro:
    """A turn-menu option (its key, and its verb and card read from the option's fields) and, for completing a
    card, the side planned for it. Two macros are the same move when their key and side are."""

    key: str
    side: str | None = None
    verb: str = attrs.field(eq=False, kw_only=True)
    card: str | None = attrs.field(eq=False, kw_only=True)

    @classmethod
    def of(cls, o: Option, side: str | None = None) -> Macro:
        return cls(o.key, side, verb=o.verb, card=o.card)

    @property
    def free(self) -> bool:
        return self.verb in FREE_VERBS or self.key == "end_action"

    def label(self) -> str:
        return f"{self.key}@{self.side}" if self.side else self.key


def macros(pending: PendingChoice) -> list[Macro]:
    out: list[Macro] = []
    for o in pending.options:
        if o.verb in COMPLETE_VERBS:
            out.append(Macro.of(o, "logistics"))
            out.append(Macro.of(o, "operational"))
        else:
            out.append(Macro.of(o))
    return out


def at_turn_menu(sim: Simulation) -> bool:
    p = sim.pending
    return p is None or p.kind == ACTION_MENU


def policy_pick(policy: Policy, cards: CardSet, sim: Simulation) -> str:
    p = sim.pending
    assert p is not None
    if len(p.options) == 1:
        return p.options[0].key
    return policy.choose(Situation(cards, sim.state, p, p.seat, sim.tops()))


def policy_macro(policy: Policy, cards: CardSet, sim: Simulation) -> Macro:
    """The move `policy` picks at the simulation's pending choice, as a macro-move."""
    key = policy_pick(policy, cards, sim)
    assert sim.pending is not None
    o = sim.pending.option(key)
    assert o is not None
    return Macro.of(o)


def play_macro(sim: Simulation, m: Macro, policy: Policy, stop_at_draw: bool = False) -> None:
    """Play `m` at a turn menu, then let `policy` decide every step until a turn menu (or the end).
    With `stop_at_draw`, stop as soon as the action is over and the draw step begins instead."""
    if m.side is not None and m.card is not None:
        policy.sides[m.card] = m.side
    try:
        sim.play(m.key)
        finish_inner(sim, policy, stop_at_draw)
    finally:
        policy.sides.clear()


def finish_inner(sim: Simulation, policy: Policy, stop_at_draw: bool = False) -> None:
    """Decide with `policy` until the next turn menu: the rest of an action, a draw step, etc."""
    for _ in range(MAX_INNER):
        if at_turn_menu(sim) or (stop_at_draw and sim.pending is not None and sim.pending.kind == "discard"):
            return
        sim.play(policy_pick(policy, sim.cards, sim))
    raise RuntimeError("a macro-move did not return to a turn menu")
