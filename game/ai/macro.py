"""Macro-moves: one turn-menu option played out with every step inside it decided by a policy.

Searching over whole actions instead of single clicks keeps the trees small: `Build X` with its
payment, side choice and whatever it triggers is one move. Completing a card is split in two
moves, one per side, because that choice shapes the whole game.
"""

from __future__ import annotations

import attrs

from game.content.model import CardSet
from game.engine.choices import PendingChoice

from .determinize import Sim
from .heuristic import Policy, Situation, option_keys

COMPLETE_VERBS = ("build", "develop", "discover")
FREE_VERBS = ("artifact", "additionally", "activate")
MAX_INNER = 400  # decisions inside one macro-move (a guard, never reached in practice)


@attrs.frozen
class Macro:
    key: str
    side: str | None = None

    @property
    def verb(self) -> str:
        return self.key.split(":", 1)[0]

    @property
    def free(self) -> bool:
        return self.verb in FREE_VERBS or self.key == "end_action"

    def label(self) -> str:
        return f"{self.key}@{self.side}" if self.side else self.key


def macros(pending: PendingChoice) -> list[Macro]:
    out: list[Macro] = []
    for key in option_keys(pending):
        verb, _, _arg = key.partition(":")
        if verb in COMPLETE_VERBS:
            out.append(Macro(key, "logistics"))
            out.append(Macro(key, "operational"))
        else:
            out.append(Macro(key))
    return out


def at_turn_menu(sim: Sim) -> bool:
    p = sim.pending
    return p is None or p.kind == "turn"


def policy_pick(policy: Policy, cards: CardSet, sim: Sim) -> str:
    p = sim.pending
    assert p is not None
    if len(p.options) == 1:
        return p.options[0].key
    return policy.choose(Situation(cards, sim.state, p, p.seat, sim.tops()))


def play_macro(sim: Sim, m: Macro, policy: Policy, stop_at_draw: bool = False) -> None:
    """Play `m` at a turn menu, then let `policy` decide every step until a turn menu (or the end).
    With `stop_at_draw`, stop as soon as the action is over and the draw step begins instead."""
    if m.side is not None:
        policy.sides[m.key.split(":", 1)[1]] = m.side
    try:
        sim.play(m.key)
        finish_inner(sim, policy, stop_at_draw)
    finally:
        policy.sides.clear()


def finish_inner(sim: Sim, policy: Policy, stop_at_draw: bool = False) -> None:
    """Decide with `policy` until the next turn menu: the rest of an action, a draw step, etc."""
    for _ in range(MAX_INNER):
        if at_turn_menu(sim) or (stop_at_draw and sim.pending is not None and sim.pending.kind == "discard"):
            return
        sim.play(policy_pick(policy, sim.cards, sim))
    raise RuntimeError("a macro-move did not return to a turn menu")
