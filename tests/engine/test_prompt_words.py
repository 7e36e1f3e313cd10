"""The engine's prompts and option labels read right (issue 25 point 6), over random games of the real cards and of
synthetic card sets:

- a prompt is said to the player deciding and never names them (the table's heading says whose choice it is);
- payment progress is in words with its colour ("paid 3 of 5 blue"), never "3/5";
- every option that ends a choice (done, end the action step, pass, do not attack) says what happens next
  ("Done: draw up to 3 Resource cards", "End the action step: go to the draw step");
- no ruling number ("R6") in a player's words.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from synthetic import synthetic_cardset

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command, Option
from alien_artifacts.match.api import Game, GameSettings, SeatSettings

FRACTION = re.compile(r"\b\d+/\d+\b")
RULING = re.compile(r"\(R\d+")
NAMES = ("Ann", "Bo", "Cyd", "Dee", "Eli")


def ends_the_choice(o: Option) -> bool:
    return o.verb in ("done", "end_action", "pass") or (o.verb == "target" and o.arg == "none")


def walk(cards: CardSet, n: int, seed: int, seen: dict[str, set[str]], limit: int = 2500) -> None:
    g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(NAMES[i]) for i in range(n))))
    rng = random.Random(seed)
    for _ in range(limit):
        p = g.pending
        if p is None:
            return
        assert NAMES[p.seat] not in p.prompt, p.prompt  # said to the decider, who is not named
        assert not FRACTION.search(p.prompt) and not RULING.search(p.prompt), p.prompt
        if p.kind == "pay" and "paid" in p.prompt:
            assert re.search(r"paid \d+ (of \d+ (blue|green|red)|so far)", p.prompt), p.prompt
        for o in p.options:
            assert not RULING.search(o.label) and not FRACTION.search(o.label), o.label
            if ends_the_choice(o):
                head, sep, then = o.label.partition(": ")
                assert sep and head and len(then.split()) >= 2, o.label  # "<what>: <what happens next>"
                seen.setdefault(o.verb, set()).add(o.label)
        seen.setdefault("kinds", set()).add(p.kind)
        assert g.submit(Command(p.seat, p.id, (rng.choice(p.options).key,))).ok


def test_prompts_and_done_labels_over_random_games() -> None:
    seen: dict[str, set[str]] = {}
    real = load_cardset()
    for seed in range(6):
        walk(real, 2 + seed % 4, seed, seen)
        walk(synthetic_cardset(seed), 2 + seed % 4, seed, seen)
    assert {"done", "end_action"} <= set(seen), sorted(seen)  # the walk met the choices that end by a button
    assert any(label.startswith("Done: draw up to ") for label in seen["done"]), seen["done"]
    assert {"turn", "pay", "discard"} <= seen["kinds"]
