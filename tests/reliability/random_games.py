"""Games played by random legal picks, for the reliability tests (saves, names)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.engine.choices import Command
from alien_artifacts.match.api import Game, GameSettings, SeatSettings


def random_game(names: Sequence[Any], seed: int, decisions: int) -> Game:
    """A game of these seats (names taken as given), `decisions` random legal picks in (or to its end)."""
    g = Game.new(load_cardset(), GameSettings(seed, tuple(SeatSettings(n) for n in names)))
    rng = random.Random(seed)
    for _ in range(decisions):
        p = g.pending
        if p is None:
            break
        g.submit(Command(p.seat, p.id, (rng.choice(p.options).key,)))
    return g
