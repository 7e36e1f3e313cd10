"""The effect vocabulary: every verb and measure is documented in cards/README.md with an example that
validates, every verb is used by a card, and every verb has words for the reference."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from alien_artifacts.content import effects as E
from alien_artifacts.content import verbs as V
from alien_artifacts.content.describe import describe_effects
from alien_artifacts.content.errors import Problem, Reporter
from alien_artifacts.content.model import CardSet, Effect
from alien_artifacts.content.sections import _scoring
from alien_artifacts.content.yamlio import parse_yaml

README = Path(__file__).resolve().parents[2] / "cards" / "README.md"
PLACES: dict[str, E.Place] = {
    "ongoing": E.ONGOING_LIST, "additionally": E.ADDITIONALLY_LIST, "action": E.ACTION_LIST,
    "ship_attack": E.SHIP_ATTACK_LIST, "alien_row": E.ALIEN_ROW, "defense_row": E.DEFENSE_ROW,
    "artifact": E.ARTIFACT_LIST, "setup": E.SETUP_LIST, "faction_action": E.FACTION_ACTION_LIST,
    "end_scoring": E.END_LIST,
}


def _sections() -> dict[str, str]:
    """README heading -> the first ```yaml block under it."""
    text = README.read_text(encoding="utf-8")
    out = {}
    for part in re.split(r"^### ", text, flags=re.MULTILINE)[1:]:
        heading = part.splitlines()[0].strip()
        block = re.search(r"```yaml\n(.*?)```", part, flags=re.DOTALL)
        if block:
            out[heading] = block.group(1)
    return out


def _validate(block: str) -> tuple[list[Problem], list[Effect]]:
    first = block.splitlines()[0]
    assert first.startswith("# in: "), f"example without '# in:' line: {first!r}"
    place = first.removeprefix("# in: ").strip()
    raw = parse_yaml(block)
    problems: list[Problem] = []
    rep = Reporter(problems, "README.md", "example")
    if place == "scoring":
        rows = _scoring(raw, rep, "scoring")
        return problems, [Effect("vp_if", {"requires": {r.requires.measure: r.requires.filters}}) for r in rows]
    return problems, list(E.parse_effects(raw, PLACES[place], rep, "example"))


def _verbs_in(effects: list[Effect]) -> set[str]:
    found = set()
    for e in effects:
        found.add(e.verb)
        if e.verb == "on":
            found |= _verbs_in(list(e.args["do"]))
    return found


def _measures_in(effects: list[Effect]) -> set[str]:
    found = set()
    for e in effects:
        for key in ("count", "requires"):
            if isinstance(e.args.get(key), dict):
                found |= set(e.args[key])
    return found


@pytest.mark.parametrize("verb", sorted(V.VERBS))
def test_every_verb_has_a_readme_example_that_validates(verb: str) -> None:
    block = _sections().get(f"`{verb}`")
    assert block is not None, f"cards/README.md has no '### `{verb}`' section with a yaml example"
    problems, effects = _validate(block)
    assert problems == []
    assert verb in _verbs_in(effects)


@pytest.mark.parametrize("measure", sorted(V.MEASURES))
def test_every_measure_has_a_readme_example_that_validates(measure: str) -> None:
    block = _sections().get(f"measure `{measure}`")
    assert block is not None, f"cards/README.md has no '### measure `{measure}`' section"
    problems, effects = _validate(block)
    assert problems == []
    assert measure in _measures_in(effects)


def test_every_readme_yaml_example_validates() -> None:
    for heading, block in _sections().items():
        if block.startswith("# in: "):
            problems, _ = _validate(block)
            assert problems == [], heading


def _all_effects(cards: CardSet) -> list[Effect]:
    out: list[Effect] = []
    for c in cards.cards.values():
        out += [*c.logistics.ongoing, *c.logistics.additionally, *c.logistics.action, *c.operational.attack]
    for t in (*cards.alien_systems.values(), *cards.defense_plans.values(), cards.basic_defense):
        for row in t.table.rows:
            out += row
    for a in cards.artifacts.values():
        out += a.play
    for f in cards.factions.values():
        out += [*f.setup, *f.action.effects, *f.end_scoring]
    return out


def test_every_verb_and_measure_is_used_by_some_card(cardset: CardSet) -> None:
    effects = _all_effects(cardset)
    assert set(V.VERBS) - _verbs_in(effects) == set()
    scoring = [Effect("vp_if", {"requires": {r.requires.measure: r.requires.filters}})
               for c in cardset.cards.values() for r in c.operational.scoring]
    nested = [d for e in effects if e.verb == "on" for d in e.args["do"]]
    assert set(V.MEASURES) - _measures_in(effects + scoring + nested) == set()


def test_every_verb_has_words(cardset: CardSet) -> None:
    assert all(callable(v.words) for v in V.VERBS.values())
    for e in _all_effects(cardset):
        words = describe_effects([e])
        assert words[0].isupper() or words.startswith("+"), words
        assert "{" not in words and "None" not in words, words


def test_cards_only_use_known_verbs_with_full_arguments(cardset: CardSet) -> None:
    def check(e: Effect) -> None:
        verb = V.VERBS[e.verb]
        assert set(e.args) == set(verb.args), e
        if e.verb == "on":
            for inner in e.args["do"]:
                check(inner)

    for e in _all_effects(cardset):
        check(e)

