"""A card set that validates never crashes or hangs an AI seat: with `on ship_attack: do [attack]` on every
Ship (and `attack` on every attack row, `on attack: do [attack]` on Technologies) the Normal AI's valuation
recursed until RecursionError. Every seat kind now finishes games on that set, and the engine bounds the
chain by the rules (R22: each Ship attacks at most once per turn). Triggers whose effect makes their own
event happen again (complete/take_card, produce/produce, buy/buy, attack/attack) end too."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from alien_artifacts.ai.seats import make_seat
from alien_artifacts.content.loader import read_cardset
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine import events as ev

ROOT = Path(__file__).resolve().parents[2]


def _hostile_module() -> Any:
    spec = importlib.util.spec_from_file_location("tests_ai_hostile_cards", ROOT / "tests" / "content" /
                                                  "hostile_cards.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def recursive(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, CardSet]:
    directory = _hostile_module().recursive_cardset(tmp_path_factory.mktemp("mod") / "recursive")
    return directory, read_cardset(directory)


def test_the_recursive_set_validates_and_recurses(recursive: tuple[Path, CardSet]) -> None:
    _dir, cards = recursive
    ships = cards.of_kind("ship")
    assert ships and all(any(e.verb == "on" and any(d.verb == "attack" for d in e.args["do"])
                             for e in c.operational.attack) for c in ships)


@pytest.mark.parametrize("kinds", [("normal", "easy", "hard:2"), ("normal", "normal")])
def test_every_seat_kind_finishes_a_game_on_the_recursive_set(kit: Any, recursive: tuple[Path, CardSet],
                                                              kinds: tuple[str, ...]) -> None:
    """Seed 3: games in which some turn has a chain of attacks (two Normal seats rarely attack at all)."""
    _dir, cards = recursive
    seats = [make_seat(k, 5 + i) for i, k in enumerate(kinds)]
    for s in seats:
        s.cards = cards  # type: ignore[attr-defined]
    g = kit.play(cards, seats, seed=3)
    assert g.over and g.state.winners
    # chains happened, and the rules ended each one: within a turn no Ship attacked twice (R22)
    per_turn: list[list[str]] = [[]]
    for e in g.events:
        if isinstance(e, ev.TurnStarted):
            per_turn.append([])
        elif isinstance(e, ev.ShipAttacked):
            per_turn[-1].append(e.ship)
    assert any(len(t) >= 2 for t in per_turn)
    assert all(len(t) == len(set(t)) for t in per_turn)


def test_the_arena_plays_the_recursive_set_without_errors(recursive: tuple[Path, CardSet]) -> None:
    directory, _cards = recursive
    run = subprocess.run([sys.executable, "-m", "game.arena", "--players", "3", "--seats", "normal,easy,random",
                          "--games", "2", "--seed", "3", "--cards", str(directory), "--check", "--json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr[-800:]
    assert "Traceback" not in run.stderr
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["games"] == 2 and out["errors"] == 0 and out["violations"] == 0, out


@pytest.mark.parametrize("event, verb", _hostile_module().SELF_TRIGGERING,
                         ids=[e for e, _v in _hostile_module().SELF_TRIGGERING])
def test_a_trigger_that_makes_its_own_event_happen_again_ends(tmp_path: Path, event: str, verb: object) -> None:
    """Every Technology says `on <event>: do [<verb that makes <event> happen>]`: the engine ends the chain by
    the rules (a card leaves the deck, a Ship attacks once a turn...), in a subprocess with a timeout."""
    directory = _hostile_module().triggered_cardset(tmp_path / "mod", event, verb)
    read_cardset(directory)  # it validates
    run = subprocess.run([sys.executable, "-m", "game.arena", "--players", "3", "--seats", "random,easy,normal",
                          "--games", "2", "--seed", "1", "--cards", str(directory), "--check", "--json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr[-800:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    assert out["games"] == 2 and out["errors"] == 0 and out["violations"] == 0, out
