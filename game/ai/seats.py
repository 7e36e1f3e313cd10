"""Seat kinds by name: the arena, the UI and tests build seats here."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.base import RandomSeat, Seat
from game.ai.easy import EasySeat
from game.ai.hard import HardSeat
from game.ai.normal import NormalSeat

SEAT_KINDS: dict[str, Callable[[int], Seat]] = {
    "random": lambda seed: RandomSeat(seed),
    "easy": lambda seed: EasySeat(seed),
    "normal": lambda seed: NormalSeat(seed),
    "hard": lambda seed: HardSeat(seed),
}


def make_seat(kind: str, seed: int) -> Seat:
    try:
        factory = SEAT_KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown seat kind {kind!r} (known: {', '.join(sorted(SEAT_KINDS))})") from None
    return factory(seed)
