"""Shared helpers for the AI tests: card sets, playing a game with seats, altering hidden cards."""

from __future__ import annotations

import importlib.util
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command
from alien_artifacts.match.api import Game, GameSettings, SeatSettings

ROOT = Path(__file__).resolve().parents[2]


def _synthetic_module() -> Any:
    path = ROOT / "tests" / "engine" / "synthetic.py"
    spec = importlib.util.spec_from_file_location("tests_ai_synthetic", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def real_cards() -> CardSet:
    from alien_artifacts.content.loader import load_cardset

    return load_cardset()


@pytest.fixture(scope="session")
def synthetic_cards() -> CardSet:
    cards: CardSet = _synthetic_module().synthetic_cardset(3)
    return cards


class Kit:
    """The helpers below, handed to tests as the `kit` fixture (conftest is not importable by name)."""

    @staticmethod
    def new_game(cards: CardSet, n: int, seed: int) -> Game:
        return new_game(cards, n, seed)

    @staticmethod
    def play(cards: CardSet, seats: Sequence[Any], seed: int, max_decisions: int = 40_000) -> Game:
        return play(cards, seats, seed, max_decisions)

    @staticmethod
    def synthetic(seed: int) -> CardSet:
        """The synthetic card set of tests/engine/synthetic.py for `seed`."""
        cards: CardSet = _synthetic_module().synthetic_cardset(seed)
        return cards

    @staticmethod
    def scramble_hidden(g: Game, seat: int, rng: random.Random) -> None:
        scramble_hidden(g, seat, rng)


@pytest.fixture(scope="session")
def kit() -> type[Kit]:
    return Kit


def new_game(cards: CardSet, n: int, seed: int) -> Game:
    return Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"P{i}") for i in range(n))))


def play(cards: CardSet, seats: Sequence[Any], seed: int, max_decisions: int = 40_000,
         on_decision: Callable[[Game, Any, tuple[str, ...]], None] | None = None) -> Game:
    """Play a whole game; every pick must be one of the offered options."""
    g = new_game(cards, len(seats), seed)
    for _ in range(max_decisions):
        p = g.pending
        if p is None:
            return g
        view = g.view_for(p.seat)
        picks = tuple(seats[p.seat].decide(view))
        assert picks and all(p.option(k) is not None for k in picks[:1]), (p.kind, picks, p.keys())
        if on_decision is not None:
            on_decision(g, view, picks)
        r = g.submit(Command(p.seat, p.id, picks))
        assert r.ok, f"seat {p.seat} ({type(seats[p.seat]).__name__}) picked {picks} at {p.kind}: {r.reason}"
    raise AssertionError("the game did not end")


def scramble_hidden(g: Game, seat: int, rng: random.Random) -> None:
    """Change everything `seat` cannot see (R33): other hands, artifacts and defense plans, and the
    order of every deck (keeping each Ship/Technology/Planet deck's top card, whose face is public)."""
    s = g.state
    for attr, deck in (("hand", "resource"), ("artifacts", "artifact"), ("defense_plans", "defense")):
        pool: list[str] = list(s.decks[deck])
        sizes = []
        for p in s.players:
            if p.seat != seat:
                pool.extend(getattr(p, attr))
                sizes.append((p, len(getattr(p, attr))))
        rng.shuffle(pool)
        for p, k in sizes:
            setattr(p, attr, [pool.pop() for _ in range(k)])
        s.decks[deck] = pool
    for deck in ("ship", "technology", "planet"):
        pile = s.decks[deck]
        if len(pile) > 2:
            rest = pile[:-1]
            rng.shuffle(rest)
            s.decks[deck] = rest + pile[-1:]
    rest = list(s.decks["alien"])
    rng.shuffle(rest)
    s.decks["alien"] = rest
