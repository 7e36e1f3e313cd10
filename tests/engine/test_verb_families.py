"""Issue 26 point 4: an effect verb lives in its family, one pair of same-named modules per family.

alien_artifacts/content/verbs/<family>.py declares the verb (where it may appear, its argument schema, its words at
every length); alien_artifacts/rules/verbs/<family>.py executes it (or names where the rules read it, for an ongoing
verb), checks when it is usable and handles the choices it opens. Adding a verb means adding it to one family's two
modules (and its value to alien_artifacts/ai/valuation.py: tests/ai/test_ai_valuation_registry.py); these checks fail
otherwise.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from alien_artifacts.content import verbs as content_verbs
from alien_artifacts.content.describe import BRIEF, LENGTHS, describe_effect
from alien_artifacts.content.loader import load_cardset
from alien_artifacts.content.model import Effect
from alien_artifacts.content.verbs.schema import END, ONE_SHOT, ONGOING, SHIP_ATTACK
from alien_artifacts.rules import effects
from alien_artifacts.rules import verbs as rules_verbs

GAME = Path(__file__).resolve().parents[2] / "alien_artifacts"


def test_the_two_layers_have_the_same_families() -> None:
    assert list(content_verbs.FAMILIES) == list(rules_verbs.FAMILIES)
    for layer in ("content", "rules"):
        modules = {p.stem for p in (GAME / layer / "verbs").glob("*.py")} - {"__init__", "schema", "base"}
        assert modules == set(content_verbs.FAMILIES), layer  # no family module left out of the registry


def test_every_verb_is_declared_by_exactly_one_family() -> None:
    declared = Counter(v.name for m in content_verbs.FAMILIES.values() for v in m.VERBS)
    assert declared and max(declared.values()) == 1, declared.most_common(3)
    assert set(declared) == set(content_verbs.VERBS)


@pytest.mark.parametrize("name", sorted(content_verbs.VERBS))
def test_a_verb_is_executed_or_read_in_its_own_family_only(name: str) -> None:
    verb = content_verbs.VERBS[name]
    family = content_verbs.FAMILY_OF[name]
    own = rules_verbs.FAMILIES[family].FAMILY
    one_shot = bool({ONE_SHOT, END} & set(verb.where))
    assert (name in own.executors) == one_shot, f"{name}: executor in alien_artifacts/rules/verbs/{family}.py"
    assert (name in own.ongoing) == (not one_shot), f"{name}: where the rules read it, in {family}.py"
    if not one_shot:
        assert set(verb.where) <= {ONGOING, SHIP_ATTACK}
        path, _, _ = own.ongoing[name].partition(" ")
        assert name in (GAME.parent / path).read_text(encoding="utf-8"), f"{path} does not read {name}"
    for other, module in rules_verbs.FAMILIES.items():
        if other != family:
            f = module.FAMILY
            assert name not in f.executors and name not in f.usable and name not in f.ongoing, (name, other)
    assert name not in own.usable or one_shot
    # the hub resolves every one-shot verb by its family's executor
    assert (effects.EXECUTORS.get(name) is own.executors.get(name)) and (name in effects.ONGOING_VERBS) != one_shot


def test_every_verb_has_words_at_every_length_from_its_one_describer() -> None:
    cards = load_cardset()
    found: dict[str, Effect] = {}

    def walk(es: object) -> None:
        for e in es if isinstance(es, tuple | list) else ():
            if isinstance(e, Effect):
                found.setdefault(e.verb, e)
                walk(e.args.get("do", ()))

    for c in cards.cards.values():
        walk(c.logistics.ongoing + c.logistics.additionally + c.logistics.action + c.operational.attack)
    for t in (cards.basic_defense, *cards.alien_systems.values(), *cards.defense_plans.values()):
        for row in t.table.rows:
            walk(row)
    for a in cards.artifacts.values():
        walk(a.play)
    for f in cards.factions.values():
        walk(f.setup + f.action.effects + f.end_scoring)
    assert set(found) == set(content_verbs.VERBS)
    for name, e in found.items():
        words = {length: describe_effect(e, length) for length in LENGTHS}
        assert all(w and "None" not in w and "{" not in w for w in words.values()), (name, words)
        assert len(words[BRIEF]) <= len(words["long"]) + 2, (name, words)  # the brief face is never wordier
