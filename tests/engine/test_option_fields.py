"""Options carry structured fields (verb, card, section, onto, seat, arg) that agree with their key, so the UI,
the AI and the lessons read fields and never parse keys (docs/ENGINE_API.md "Options").

This test is the one place that splits keys: to prove the fields say the same thing. It walks random legal
games of the real cards and of synthetic card sets (every choice kind appears) and checks every option offered.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as stg

sys.path.insert(0, str(Path(__file__).parent))

from synthetic import synthetic_cardset

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command, Option
from alien_artifacts.match.api import Game, GameSettings, SeatSettings

# verb -> the names of the key's parts after the verb, in order ("" = a part that is not a field)
LAYOUT: dict[str, tuple[str, ...]] = {
    "buy": ("arg",), "build": ("card",), "develop": ("card",), "discover": ("card",), "prepare": ("arg",),
    "trade": ("arg",), "remove_blockades": ("arg",), "offensive": (), "revenue": (), "mine": (), "faction": (),
    "card_action": ("card",), "artifact": ("card",), "additionally": ("card",), "activate": ("card",),
    "pass": (), "end_action": (), "pay": ("card", "section"), "count": ("arg",), "keep": ("card",),
    "attach": ("card", "section", "onto"), "done": (), "remove": ("card",), "discard": ("card",),
    "planet": ("card",), "ship": ("card",), "tech": ("card",), "opponent": ("seat",), "deck": ("arg",),
    "side": ("arg",), "complete": ("card",), "section": ("section",), "target": ("arg",), "plan": ("card",),
    "blockade": ("card",), "join": ("card",), "leave": ("card",), "all": (),
}


def check(o: Option) -> None:
    verb, *parts = o.key.split(":")
    assert o.verb == verb, f"{o.key}: verb {o.verb!r}"
    assert verb in LAYOUT, f"{o.key}: a verb the docs do not list"
    names = LAYOUT[verb]
    assert len(parts) == len(names), o.key
    want: dict[str, object] = {}
    for name, part in zip(names, parts, strict=True):
        want[name] = int(part) if name in ("section", "seat") else part
    if verb == "target" and parts[0] not in ("alien", "none"):
        want = {"seat": int(parts[0])}
    for field in ("card", "section", "onto", "seat"):
        if field in want:
            assert getattr(o, field) == want[field], f"{o.key}: {field} {getattr(o, field)!r}"
    if "arg" in want:
        assert o.arg == want["arg"], f"{o.key}: arg {o.arg!r}"
    if verb == "target":
        assert o.card is not None or parts[0] == "none", f"{o.key}: the attacking Ship"
    if verb == "section":
        assert o.card is not None and o.onto is not None, f"{o.key}: the produced card and its Planet"


def walk(cards: CardSet, n: int, seed: int, limit: int = 4000) -> set[str]:
    g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"P{i}") for i in range(n))))
    rng = random.Random(seed)
    seen: set[str] = set()
    for _ in range(limit):
        p = g.pending
        if p is None:
            break
        for o in p.options:
            check(o)
            seen.add(o.verb)
        opt = rng.choice(p.options)
        assert g.submit(Command(p.seat, p.id, (opt.key,))).ok
    return seen


_CARDS: list[CardSet] = []


def real() -> CardSet:
    if not _CARDS:
        _CARDS.append(load_cardset())
    return _CARDS[0]


def test_fields_agree_with_keys_over_many_games_and_cover_most_verbs() -> None:
    seen: set[str] = set()
    for seed in range(6):
        seen |= walk(real(), 2 + seed % 4, seed)
        seen |= walk(synthetic_cardset(seed), 2 + seed % 4, seed)
    # the walk must really reach the choice kinds, or the test proves little
    assert len(seen) >= 25, sorted(set(LAYOUT) - seen)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=stg.integers(0, 100_000), n=stg.integers(2, 5))
def test_fields_agree_with_keys_property(seed: int, n: int) -> None:
    walk(real(), n, seed, limit=1500)


def test_a_wrong_field_is_caught() -> None:
    """The checker itself can fail: an option whose field disagrees with its key is refused."""
    with pytest.raises(AssertionError):
        check(Option("pay:r1:1", "x", verb="pay", card="r1", section=0))
    with pytest.raises(AssertionError):
        check(Option("buy:ship", "x", verb="buy", arg="planet"))
    check(Option("pay:r1:1", "x", verb="pay", card="r1", section=1))
