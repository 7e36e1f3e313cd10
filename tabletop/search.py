"""Search over a game's Simulation: the generic seats (random, flat ISMCTS), the root search a game's own seat
builds on (sequential halving), and a match loop for arenas.

A game gives the search a `Simulation` (a running copy of its rules: `pending`, `play(key)`, `clone()`), a
`determinize(view, rng)` that samples a full world consistent with what the view's seat sees (or None when it
cannot), and a way to value what a move leads to. The search never sees the hidden truth: every world comes
from the view and the seat's own random generator.

Both searches compare root moves over sampled worlds through a `RootGame`: `sample(view, rng)` (a world),
`score(world, move)` (play the move in the search's own copy of a world, carry on as the game likes, and value
the result for the searching seat) and `order(move)` (the tie-break among equal means). `RandomPlayouts` is the
root game of any game that gives only `determinize` and `value`: moves are option keys, played out at random.

- `FlatISMCTS` (a seat): single-observer information-set Monte Carlo at the root: each iteration samples a
  world, picks a root option by UCB1 over the statistics shared by all worlds, and plays the world out at random.
- `SequentialHalving` (a search a game's seat runs over moves it chose): every sampled world scores every live
  move (common random numbers: each in its own clone of the same world) and the worse half of the moves is
  dropped phase by phase, within a budget on an injectable clock or for a fixed count of move-samples.
  The first game's strongest seat (its ai/ismcts.py) is this search over its macro-moves, policy and valuation.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, Protocol, TypeVar

import attrs

from tabletop.choices import Command, PendingChoice
from tabletop.match import Match


class Simulation(Protocol):
    @property
    def pending(self) -> PendingChoice | None: ...  # read-only here, so a game's choice subclass fits

    def play(self, key: str) -> None: ...

    def clone(self) -> Simulation: ...


Determinize = Callable[[Any, random.Random], "Simulation | None"]
Value = Callable[[Any, int], float]
M = TypeVar("M", bound=Hashable)
M_contra = TypeVar("M_contra", bound=Hashable, contravariant=True)


class Seat(Protocol):
    def decide(self, view: Any) -> str: ...


class RootGame(Protocol[M_contra]):
    """What a root search asks the game: worlds, a move's value in one, and an order among moves."""

    def sample(self, view: Any, rng: random.Random) -> Simulation | None:
        """A world consistent with `view` (None when none can be built)."""
        ...

    def score(self, world: Any, move: M_contra) -> float:
        """Play `move` in `world` (the search's own copy: change it at will), then value what follows for the
        searching seat."""
        ...

    def order(self, move: M_contra) -> Any:
        """A key that orders the moves totally: it breaks ties between equal means (see SequentialHalving)."""
        ...


@attrs.define
class Arm:
    """A root move's statistics over the worlds it was scored in."""

    visits: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def add(self, value: float) -> None:
        self.visits += 1
        self.total += value


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
class RandomPlayouts:
    """The root game of a game that gives only `determinize` and `value`: the moves are option keys; a move is
    scored by playing it and the rest of the game uniformly at random (from `rng`), valued for `seat` at the end."""

    seat: int
    rng: random.Random
    determinize: Determinize
    value: Value

    def sample(self, view: Any, rng: random.Random) -> Simulation | None:
        return self.determinize(view, rng)

    def score(self, world: Any, move: str) -> float:
        world.play(move)
        play_out(world, self.rng)
        return self.value(world, self.seat)

    def order(self, move: str) -> str:
        return move


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
        game = RandomPlayouts(self.seat, self.rng, self.determinize, self.value)
        arms = {k: Arm() for k in keys}
        for n in range(1, self.iterations + 1):
            world = game.sample(view, self.rng)
            if world is None or world.pending is None:
                break
            live = [k for k in keys if world.pending.option(k) is not None]

            def ucb(k: str, n: int = n) -> float:
                a = arms[k]
                return a.mean + self.explore * math.sqrt(math.log(n) / a.visits) if a.visits else math.inf

            key = max(live, key=lambda k: (ucb(k), game.order(k)))
            arms[key].add(game.score(world, key))
        return max(keys, key=lambda k: (arms[k].visits, arms[k].total, game.order(k)))


@attrs.define
class Halving(Generic[M]):
    """A root search's answer: the move, the move-samples taken, and every root move's statistics."""

    best: M
    iterations: int
    arms: dict[M, Arm]


@attrs.define
class SequentialHalving(Generic[M]):
    """Sequential halving over root moves with common random numbers, in sampled worlds.

    Each round samples one world from the view (`game.sample`) and scores every live move in its own clone of
    it (`game.score`), one move-sample each. With `phases` = ceil(log2(moves)), once the share of the run spent
    (move-samples of `max_iterations`, else clock time of the budget) reaches (phase + 1) / (phases + 1), the
    live moves are ranked by mean (ties: the lower `game.order` first) and the better half kept (at least 2).
    The run stops before a round once `max_iterations` move-samples are taken (a round is always finished), or,
    on the clock, when the deadline has passed and at least `min_iterations` move-samples are taken (then also
    between the moves of a round). The answer is the live move of the highest mean (ties: the higher order) among
    those scored at least once: a move the clock cut off before its first score has no mean to compare.
    """

    rng: random.Random
    game: RootGame[M]
    budget: float = 0.3  # seconds on `clock` from the start, when no deadline is given
    max_iterations: int | None = None  # a fixed count of move-samples instead of the clock
    min_iterations: int = 8  # move-samples taken even when the deadline has passed
    clock: Callable[[], float] = time.thread_time

    def search(self, view: Any, moves: Sequence[M], deadline: float | None = None) -> Halving[M] | None:
        """The best of `moves` (the game's candidates at `view`'s pending choice), or None when there are none or
        a world cannot be sampled. A lone move is the answer without sampling."""
        if not moves:
            return None
        if len(moves) == 1:
            return Halving(moves[0], 0, {moves[0]: Arm()})
        game, clock, fixed, least = self.game, self.clock, self.max_iterations, self.min_iterations
        start = clock()
        stop = deadline if deadline is not None else start + self.budget
        arms = {m: Arm() for m in moves}
        alive = list(moves)
        phases = max(1, math.ceil(math.log2(len(alive))))
        it = phase = 0
        while True:
            if fixed is not None:
                if it >= fixed:
                    break
            elif it >= least and clock() >= stop:
                break
            world = game.sample(view, self.rng)
            if world is None:
                return None
            for m in alive:  # common random numbers: every live move is scored in this world
                if fixed is None and it >= least and clock() >= stop:
                    break
                arms[m].add(game.score(world.clone(), m))
                it += 1
            done = (it / fixed) if fixed is not None else (clock() - start) / max(1e-6, stop - start)
            if len(alive) > 2 and done >= (phase + 1) / (phases + 1):  # drop the worse half
                alive.sort(key=lambda m: (-arms[m].mean, game.order(m)))
                alive = alive[: max(2, (len(alive) + 1) // 2)]
                phase += 1
        scored = [m for m in alive if arms[m].visits] or alive
        best = max(scored, key=lambda m: (arms[m].mean, game.order(m)))
        return Halving(best, it, arms)


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
            raise ValueError(f"seat {p.seat} answered {key!r}: {r.reason}")
    raise RuntimeError("the match did not end")
