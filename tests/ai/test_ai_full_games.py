"""Every AI level plays complete games at 2-5 players, picking only offered options (R1, R6)."""

from __future__ import annotations

from typing import Any

import pytest

from alien_artifacts.ai.base import RandomSeat
from alien_artifacts.ai.easy import EasySeat
from alien_artifacts.ai.hard import HardSeat
from alien_artifacts.ai.normal import NormalSeat
from alien_artifacts.ai.seats import SEAT_KINDS, make_seat
from alien_artifacts.content.model import CardSet


def fast_hard(seed: int, cards: CardSet | None = None) -> HardSeat:
    return HardSeat(seed, iterations=3, cards=cards)


def test_registry_has_every_level() -> None:
    assert {"random", "easy", "normal", "hard"} <= set(SEAT_KINDS)
    for kind in SEAT_KINDS:
        assert make_seat(kind, 1).kind == kind
    with pytest.raises(ValueError):
        make_seat("grandmaster", 1)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_mixed_levels_finish_real_games(kit: Any, real_cards: CardSet, n: int) -> None:
    makers = [lambda s: EasySeat(s), lambda s: NormalSeat(s), fast_hard, lambda s: RandomSeat(s), lambda s: EasySeat(s)]
    seats = [makers[(i + n) % len(makers)](100 * n + i) for i in range(n)]
    g = kit.play(real_cards, seats, seed=40 + n)
    assert g.over and g.state.winners
    assert all(g.state.final[i]["total"] >= 0 for i in range(n))


@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_each_level_plays_itself_to_the_end(kit: Any, real_cards: CardSet, kind: str) -> None:
    seats = [make_seat(kind, 7 + i) for i in range(3)]
    g = kit.play(real_cards, seats, seed=11)
    assert g.over


def test_levels_play_any_valid_card_set(kit: Any, synthetic_cards: CardSet) -> None:
    """The AI reads card effects as data: a random synthetic set is played just as well."""
    for n, seed in ((2, 5), (4, 6)):
        seats = [EasySeat(seed, cards=synthetic_cards), NormalSeat(seed + 1, cards=synthetic_cards),
                 fast_hard(seed + 2, synthetic_cards), EasySeat(seed + 3)][:n]
        g = kit.play(synthetic_cards, seats, seed=seed)
        assert g.over


def test_easy_beats_random_clearly(kit: Any, real_cards: CardSet) -> None:
    wins = 0
    for seed in range(6):
        seats = [EasySeat(seed), RandomSeat(seed)] if seed % 2 == 0 else [RandomSeat(seed), EasySeat(seed)]
        g = kit.play(real_cards, seats, seed=200 + seed)
        easy = 0 if seed % 2 == 0 else 1
        wins += easy in g.state.winners
    assert wins >= 5
