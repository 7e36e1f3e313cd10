"""Easy: the rule-of-thumb policy with noise and a few shortcuts, no look-ahead.

It plays every part of the game sensibly but loosely: its action choice is jittered, it never pays
for extra cards when buying, keeps a drawn card on a rough estimate, and only fights Alien Systems.
"""

from __future__ import annotations

import random

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.view import View

from .features import Valuer, Weights
from .heuristic import Policy, Situation, key_of

EASY_WEIGHTS = Weights(uc_ready=0.1, ship_potential=0.1)


class EasyPolicy(Policy):
    def buy_count(self, sit: Situation, v: Valuer) -> str:
        return key_of(sit.pending, "count", arg="1")

    def target(self, sit: Situation, v: Valuer) -> str:
        alien = key_of(sit.pending, "target", arg="alien")
        if alien:
            pick = super().target(sit, v)
            o = sit.pending.option(pick)
            return pick if o is not None and o.arg in ("alien", "none") else alien
        return super().target(sit, v)


class EasySeat:
    kind = "easy"

    def __init__(self, seed: int = 0, noise: float = 1.1, cards: CardSet | None = None) -> None:
        self.rng = random.Random(seed)
        self.cards = cards
        self.policy = EasyPolicy(EASY_WEIGHTS, noise, self.rng)

    def decide(self, view: View) -> tuple[str, ...]:
        assert view.pending is not None and view.pending.options
        cards = self.cards if self.cards is not None else view.cards
        sit = Situation(cards, view.state, view.pending, view.seat, view.deck_tops)
        return (self.policy.choose(sit),)
