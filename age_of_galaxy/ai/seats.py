"""The AI seats of Age of Galaxy, each deciding from its View only (worlds.py samples the hidden rest):

- random: any option (the kernel's RandomSeat);
- easy: greedy on G85 (value.py): each option's immediate gain less its cost, played in one sampled world;
- normal (the reference AI of RULINGS.md "Open for the developers' design"): each option played in a sampled
  world and its action resolved, then valued by the outlook of the round's and the game's end (outlook.py: the
  coming War, Golden Age and Productions, the last round's leftovers, the tie-break) relative to the best other
  seat; the best few options again with the seat's whole turn carried on greedily;
- hard: the kernel's SequentialHalving over the options in many sampled worlds within a time budget (default
  0.3 s): each option is played, the turn finished by normal's quick pick, then the other seats play by it
  until this seat decides again (or the game ends); the world is valued by normal's outlook.

"End turn" is valued where the turn stands (ending it starts nothing this seat chooses); a tie goes to the seat's
own generator. Every choice kind is answered alike: setup discard, draft, debut, a turn's options, counts, payment
splits, targets, War acquisition.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import attrs

from age_of_galaxy.ai.outlook import outlook
from age_of_galaxy.ai.value import worth
from age_of_galaxy.ai.worlds import determinize
from age_of_galaxy.engine.views import View
from tabletop import runtime
from tabletop.search import RandomSeat, SequentialHalving

END = "end"
TURN_STEPS = 16  # a turn's own choices are far fewer: the greedy carry-on stops here whatever happens
DEEP = 3  # normal: the best options by their resolved action, valued again with their whole turn
ROLLOUT_STEPS = 400  # decisions a hard play-out may take before it is valued where it stands
LEVELS = ("random", "easy", "normal", "hard")


def resolve(world: runtime.Simulation, seat: int, rng: random.Random) -> None:
    """Carry the choices the last pick opened (a count, a target, a payment split, a reward) on greedily, each by
    its immediate value, until `seat` is back at its turn's options or another participant decides."""
    for _ in range(TURN_STEPS):
        p = world.pending
        if p is None or p.seat != seat or p.kind == "turn":
            return
        keys = p.keys()
        world.play(keys[0] if len(keys) == 1 else max(keys, key=lambda k: (after(world, k, seat), rng.random())))


def after(world: runtime.Simulation, key: str, seat: int) -> float:
    """`seat`'s own worth once `key` is played in a copy of `world` ("End turn": where the turn stands)."""
    if key == END:
        return worth(world.state, seat)
    w = world.clone()
    w.play(key)
    return worth(w.state, seat)


def gain(world: runtime.Simulation, key: str, seat: int, rng: random.Random) -> float:
    """Easy's value of `key`: `seat`'s own worth once it is played and the action it starts resolved (its count,
    target, payment: each by its immediate value)."""
    if key == END:
        return worth(world.state, seat)
    w = world.clone()
    w.play(key)
    resolve(w, seat, rng)
    return worth(w.state, seat)


def greedy_key(world: runtime.Simulation, rng: random.Random) -> str:
    """Easy's pick for the participant deciding in `world`: the option of the best gain (ties: at random)."""
    p = world.pending
    assert p is not None
    keys = p.keys()
    if len(keys) == 1:
        return keys[0]
    return max(keys, key=lambda k: (gain(world, k, p.seat, rng), rng.random()))


def finish_turn(world: runtime.Simulation, seat: int, rng: random.Random) -> None:
    """Carry `seat`'s own choices on greedily until it would end its turn or another participant decides."""
    for _ in range(TURN_STEPS):
        p = world.pending
        if p is None or p.seat != seat:
            return
        key = greedy_key(world, rng)
        if key == END:
            return
        world.play(key)


@attrs.define
class EasySeat:
    seat: int
    rng: random.Random

    def decide(self, view: View) -> str:
        keys = view.pending.keys()  # type: ignore[union-attr]
        world = determinize(view, self.rng) if len(keys) > 1 else None
        if world is None:
            return keys[0]
        return greedy_key(world, self.rng)


def foresee(world: runtime.Simulation, key: str, seat: int, rng: random.Random, whole_turn: bool) -> float:
    """Normal's value of `key`: played, the action it starts resolved (or, `whole_turn`, the seat's turn carried
    on greedily to its end), then valued by the outlook of the round's and the game's end."""
    if key == END:
        return outlook(world.state, seat)
    w = world.clone()
    w.play(key)
    if whole_turn:
        finish_turn(w, seat, rng)
    else:
        resolve(w, seat, rng)
    return outlook(w.state, seat)


@attrs.define
class NormalSeat:
    """Every option valued by the outlook once its action is resolved; the best few again with the whole turn
    carried on (a card played for the action it opens, a conversion for the payment it makes possible)."""

    seat: int
    rng: random.Random
    deep: int = DEEP

    def decide(self, view: View) -> str:
        keys = view.pending.keys()  # type: ignore[union-attr]
        world = determinize(view, self.rng) if len(keys) > 1 else None
        if world is None:
            return keys[0]
        rng = self.rng
        first = sorted(((foresee(world, k, self.seat, rng, False), rng.random(), k) for k in keys), reverse=True)
        if self.deep <= 1 or world.pending is None or world.pending.kind != "turn":
            return first[0][2]
        return max(first[:self.deep], key=lambda t: (foresee(world, t[2], self.seat, rng, True), t[1]))[2]


def normal_key(world: runtime.Simulation, rng: random.Random) -> str:
    """Normal's quick pick for the participant deciding in `world` (hard's play-out policy): the option of the
    best outlook once its action is resolved."""
    p = world.pending
    assert p is not None
    keys = p.keys()
    if len(keys) == 1:
        return keys[0]
    return max(keys, key=lambda k: (foresee(world, k, p.seat, rng, False), rng.random()))


@attrs.define
class HardGame:
    """The kernel search's RootGame for hard: worlds from the View; a move is played, the turn finished by
    normal's quick pick, then the other seats play by it until this seat decides again (its next turn, a War
    acquisition, or the game's end), and the world is valued by normal's outlook."""

    seat: int
    rng: random.Random
    rollout: int = ROLLOUT_STEPS  # decisions played out after the move's turn, at most

    def sample(self, view: View, rng: random.Random) -> runtime.Simulation | None:
        return determinize(view, rng)

    def score(self, world: runtime.Simulation, move: str) -> float:
        seat, rng = self.seat, self.rng
        if move != END:
            world.play(move)
            for _ in range(TURN_STEPS):  # this seat's turn, to its end
                p = world.pending
                if p is None or p.seat != seat:
                    break
                key = normal_key(world, rng)
                if key == END:
                    break
                world.play(key)
        p = world.pending
        if p is not None and p.seat == seat and p.option(END) is not None:
            world.play(END)
        for _ in range(self.rollout):  # every other seat by normal's pick until this seat decides again
            p = world.pending
            if p is None or p.seat == seat:
                break
            world.play(normal_key(world, rng))
        return outlook(world.state, seat)

    def order(self, move: str) -> str:
        return move


@attrs.define
class HardSeat:
    seat: int
    rng: random.Random
    budget: float = 0.3
    iterations: int | None = None  # a fixed count of move-samples instead of the clock (tests)
    clock: Callable[[], float] = time.thread_time
    rollout: int = ROLLOUT_STEPS

    def decide(self, view: View) -> str:
        keys = view.pending.keys()  # type: ignore[union-attr]
        if len(keys) == 1:
            return keys[0]
        game = HardGame(self.seat, self.rng, self.rollout)
        search = SequentialHalving(self.rng, game, self.budget, self.iterations, min_iterations=len(keys),
                                   clock=self.clock)
        found = search.search(view, keys)
        return found.best if found is not None else keys[0]


def make_seat(kind: str, seat: int, seed: int) -> Any:
    """A seat of level `kind` (random, easy, normal, hard, hard:N move-samples, hard:Ts seconds) at `seat`;
    ValueError for an unknown kind."""
    rng = random.Random(seed)
    if kind == "random":
        return RandomSeat(rng)
    if kind == "easy":
        return EasySeat(seat, rng)
    if kind == "normal":
        return NormalSeat(seat, rng)
    if kind == "hard":
        return HardSeat(seat, rng)
    if kind.startswith("hard:"):
        arg = kind.removeprefix("hard:")
        try:
            if arg.endswith("s"):
                budget = float(arg[:-1])
                if budget > 0:
                    return HardSeat(seat, rng, budget=budget)
            elif int(arg) > 0:
                return HardSeat(seat, rng, iterations=int(arg))
        except ValueError:
            pass
    raise ValueError(f"unknown seat kind {kind!r}: use {', '.join(LEVELS)}, hard:N or hard:Ts")
