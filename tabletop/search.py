"""Search over a game's Simulation: the generic seats (random, flat ISMCTS) and a match loop for arenas.

A game gives the search a `Simulation` (a running copy of its rules: `pending`, `play(key)`, `clone()`), a
`determinize(view, rng)` that samples a full world consistent with what the view's seat sees (or None when it
cannot), and a `value(sim, seat)` for a finished world (1 a sole win, 0 a loss, shares between). The search
never sees the hidden truth: every world comes from the view and the seat's own random generator.

`FlatISMCTS` is single-observer information-set Monte Carlo at the root: each iteration samples a world,
picks a root option by UCB1 over the statistics shared by all worlds, and plays the world out at random.
(The first game's strongest seat, game/ai/ismcts.py, searches macro-moves with its own policy and valuation
over a Simulation of the same shape.)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any, Protocol

import attrs

from tabletop.choices import Command, PendingChoice
from tabletop.match import Match


class Simulation(Protocol):
    pending: PendingChoice | None

    def play(self, key: str) -> None: ...

    def clone(self) -> Simulation: ...


Determinize = Callable[[Any, random.Random], "Simulation | None"]
Value = Callable[[Any, int], float]


class Seat(Protocol):
    def decide(self, view: Any) -> str: ...


@attrs.define
class RandomSeat:
    """Any option, uniformly (from its own generator)."""

    rng: random.Random

    def decide(self, view: Any) -> str:
        p = view.pending
        return str(self.rng.choice(p.keys()))


def play_out(sim: Simulation, rng: random.Random, max_steps: int = 10_000) -> None:
    """Play `sim` to the end, every choice uniformly at random."""
    for _ in range(max_steps):
        p = sim.pending
        if p is None:
            return
        sim.play(rng.choice(p.keys()))
    raise RuntimeError("the play-out did not end")


@attrs.define
class FlatISMCTS:
    """Root-level ISMCTS: `iterations` sampled worlds, UCB1 over the root options, random play-outs."""

    seat: int
    rng: random.Random
    determinize: Determinize
    value: Value
    iterations: int = 200
    explore: float = 1.4

    def decide(self, view: Any) -> str:
        keys = view.pending.keys()
        if len(keys) == 1:
            return str(keys[0])
        visits = dict.fromkeys(keys, 0)
        total = dict.fromkeys(keys, 0.0)
        for n in range(1, self.iterations + 1):
            world = self.determinize(view, self.rng)
            if world is None or world.pending is None:
                break
            live = [k for k in keys if world.pending.option(k) is not None]

            def ucb(k: str, n: int = n) -> float:
                if not visits[k]:
                    return math.inf
                return total[k] / visits[k] + self.explore * math.sqrt(math.log(n) / visits[k])

            key = max(live, key=lambda k: (ucb(k), k))
            world.play(key)
            play_out(world, self.rng)
            visits[key] += 1
            total[key] += self.value(world, self.seat)
        return max(keys, key=lambda k: (visits[k], total[k], k))


def play_match(match: Match, seats: dict[int, Seat], max_decisions: int = 10_000) -> int:
    """Drive `match` to its end, each pending choice answered by its seat from the seat's own view (an arena's
    loop); the number of decisions taken. A rejected answer is a seat's bug: ValueError."""
    for n in range(max_decisions):
        p = match.pending
        if p is None:
            return n
        key = seats[p.seat].decide(match.view_for(p.seat))
        r = match.submit(Command(p.seat, p.id, (key,)))
        if not r.ok:
            raise ValueError(f"seat {p.seat} answered {key!r}: {r.reason}")  # type: ignore[union-attr]
    raise RuntimeError("the match did not end")
