"""What every seat (AI or scripted) offers: given its own view, the picks it makes."""

from __future__ import annotations

import random
from typing import Protocol

from alien_artifacts.engine.view import View


class Seat(Protocol):
    kind: str

    def decide(self, view: View) -> tuple[str, ...]:
        """The option key(s) to submit for `view.pending` (which is this seat's choice)."""
        ...


class RandomSeat:
    """Picks uniformly among the legal options (a baseline and a fuzzer)."""

    kind = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: View) -> tuple[str, ...]:
        assert view.pending is not None
        return (self.rng.choice(view.pending.options).key,)
