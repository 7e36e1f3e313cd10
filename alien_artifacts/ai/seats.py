"""Seat kinds by name: the arena, the UI and tests build seats here."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypedDict

from alien_artifacts.ai.base import RandomSeat, Seat
from alien_artifacts.ai.easy import EasySeat
from alien_artifacts.ai.hard import HardSeat
from alien_artifacts.ai.normal import NormalSeat

SEAT_KINDS: dict[str, Callable[[int], Seat]] = {
    "random": lambda seed: RandomSeat(seed),
    "easy": lambda seed: EasySeat(seed),
    "normal": lambda seed: NormalSeat(seed),
    "hard": lambda seed: HardSeat(seed),
}


def make_seat(kind: str, seed: int) -> Seat:
    """A seat by name. `hard:N` is Hard with a fixed N search iterations per decision (reproducible,
    independent of the machine's speed: fuzzing and tests); `hard:0.3s` is Hard with a 0.3 s budget."""
    name, _, param = kind.partition(":")
    try:
        factory = SEAT_KINDS[name]
    except KeyError:
        raise ValueError(f"unknown seat kind {kind!r} (known: {', '.join(sorted(SEAT_KINDS))}, "
                         "hard:N iterations, hard:Ts seconds)") from None
    if not param:
        return factory(seed)
    if name != "hard":
        raise ValueError(f"seat kind {kind!r}: only hard takes a parameter (hard:N or hard:Ts)")
    return HardSeat(seed, **search_size(param, f"seat kind {kind!r}", "hard"))


class SearchSize(TypedDict, total=False):
    """Hard's search size: a time budget in seconds, or a fixed number of iterations."""

    budget: float
    iterations: int


def search_size(param: str, what: str, name: str) -> SearchSize:
    """Hard's search size from a kind's parameter: "0.3s" -> {"budget": 0.3}, "40" -> {"iterations": 40}.
    A bad one raises ValueError naming `what` and how to write it (`name`:N or `name`:Ts)."""
    try:
        if param.endswith("s"):
            budget = float(param[:-1])
            if not 0 < budget <= 60:
                raise ValueError
            return SearchSize(budget=budget)
        iterations = int(param)
        if not 1 <= iterations <= 100_000:
            raise ValueError
        return SearchSize(iterations=iterations)
    except ValueError:
        raise ValueError(f"{what}: write {name}:N (iterations, 1-100000) or {name}:Ts (seconds)") from None
