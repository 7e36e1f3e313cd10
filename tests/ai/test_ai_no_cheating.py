"""No cheating (R34): a seat's decision depends only on its View. Changing every card it cannot see
(other hands, Artifacts, Defense Plans, the order of every deck) leaves its decision unchanged."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from alien_artifacts.ai.easy import EasySeat
from alien_artifacts.ai.hard import HardSeat
from alien_artifacts.ai.normal import NormalSeat
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command
from alien_artifacts.match.api import Game

LEVELS: dict[str, Callable[[int], Any]] = {
    "easy": lambda s: EasySeat(s),
    "normal": lambda s: NormalSeat(s),
    "hard": lambda s: HardSeat(s, iterations=24),
}


def snapshots(kit: Any, cards: CardSet, n: int, seed: int, want: int) -> list[Game]:
    """Games paused at decisions of seat 0 (Normal plays every seat to get there)."""
    g = kit.new_game(cards, n, seed)
    seats = [NormalSeat(seed + i) for i in range(n)]
    out: list[Game] = []
    rng = random.Random(seed)
    while g.pending is not None and len(out) < want:
        p = g.pending
        if p.seat == 0 and len(p.options) > 1 and (p.kind != "turn" or rng.random() < 0.3):
            out.append(g.clone())
        picks = seats[p.seat].decide(g.view_for(p.seat))
        assert g.submit(Command(p.seat, p.id, tuple(picks))).ok
    return out


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_hidden_cards_do_not_change_decisions(kit: Any, real_cards: CardSet, level: str) -> None:
    changed_truth = 0
    kinds = set()
    searched_inner = 0
    for n, seed in ((2, 3), (3, 4)):
        for i, g in enumerate(snapshots(kit, real_cards, n, seed, 6)):
            other = g.clone()
            before = [list(p.hand) for p in other.state.players]
            kit.scramble_hidden(other, 0, random.Random(i))
            changed_truth += before != [list(p.hand) for p in other.state.players]
            v1, v2 = g.view_for(0), other.view_for(0)
            assert v1.state == v2.state and v1.pending == v2.pending and v1.deck_tops == v2.deck_tops
            assert v1.stack == v2.stack
            seat = LEVELS[level](1000 + i)
            d1 = seat.decide(v1)
            searched_inner += v1.pending.kind != "turn" and getattr(seat, "last", None) is not None
            d2 = LEVELS[level](1000 + i).decide(v2)
            assert d1 == d2, f"{level} decided {d1} vs {d2} at {v1.pending.kind}"
            kinds.add(v1.pending.kind)
    assert changed_truth > 0
    assert "turn" in kinds
    if level == "hard_inner":
        assert searched_inner > 0, kinds
