"""A new game of Age of Galaxy for the table: the match and who plays each seat (a human or an AI level).

    setup = new_match(["Ann", "Bo"], ["human", "normal"], seed=7)           # 2 players, one AI seat
    setup = new_match(["Ann"], ["human"], seed=7, solo=True)                 # Standard Solo (G74)
    scene = AogTableScene(app, setup)                                        # age_of_galaxy/ui/scene.py

The shell's menu calls `new_match` with its own names and seat kinds; a bad argument is a ValueError in one line.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from age_of_galaxy.ai.seats import LEVELS
from age_of_galaxy.engine.ruleset import RULES, Settings
from tabletop.match import Match, MatchError

HUMAN = "human"
SEAT_KINDS = (HUMAN, *(k for k in LEVELS if k != "random"))  # what the menu offers: human, easy, normal, hard


@attrs.frozen
class Setup:
    """A game in progress and its seats: `seats[i]` is "human" or an AI level (age_of_galaxy.ai.seats.make_seat)."""

    match: Match[Any]
    seats: tuple[str, ...]
    seed: int

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, k in enumerate(self.seats) if k == HUMAN)


def new_match(names: Sequence[str], seats: Sequence[str], seed: int, solo: bool = False, drafting: bool = False,
              explored: bool = False) -> Setup:
    """The game for these players: one seat kind per name ("human", "easy", "normal", "hard"; "random" and
    "hard:N" / "hard:Ts" for tests and tools). `solo`: Standard Solo (G74, one name); `drafting`: faction drafting
    (G72, 2-4 players); `explored`: Explored Galaxy (G73). ValueError says what is wrong."""
    names, seats = tuple(names), tuple(seats)
    if len(names) != len(seats):
        raise ValueError(f"{len(names)} names for {len(seats)} seats")
    if solo != (len(names) == 1):
        raise ValueError("Standard Solo is played by exactly one seat (G74)" if solo
                         else "one seat plays Standard Solo: pass solo=True (G74)")
    for kind in seats:
        if kind != HUMAN and kind not in LEVELS and not kind.startswith("hard:"):
            raise ValueError(f"unknown seat kind {kind!r}: use {', '.join(SEAT_KINDS)}")
    if type(seed) is not int:
        raise ValueError(f"the seed must be an integer, not {seed!r}")
    try:
        match: Match[Any] = Match.start(RULES, Settings(seed, names, explored=explored, drafting=drafting))
    except MatchError as exc:
        raise ValueError(str(exc)) from exc
    return Setup(match, seats, seed)
