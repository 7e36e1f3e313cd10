"""The kernel's RulesetBase (tabletop/ruleset_base.py): every game's Ruleset subclasses it and writes only its own
parts (issue 32 item 1). What the base gives must behave as each game's own delegations did: the same folds, the
same codec, the game's own context class; a game that leaves out one of its own parts cannot be made."""

from __future__ import annotations

import random
from typing import Any

import attrs
import high_card
import pytest
import tiny_placement
from hypothesis import given, settings
from hypothesis import strategies as hs

from age_of_galaxy.engine.ruleset import RULES as AOG
from alien_artifacts.match.ruleset import AlienArtifacts
from tabletop.choices import PendingChoice
from tabletop.fold import FoldError, FoldTable
from tabletop.log import SerialError
from tabletop.match import Match
from tabletop.ruleset_base import RulesetBase
from tabletop.search import RandomSeat, play_match


def played(rules: Any, settings_: Any, seed: int) -> Match[PendingChoice]:
    m: Match[PendingChoice] = Match.start(rules, settings_)
    play_match(m, {s: RandomSeat(random.Random(seed + s)) for s in range(rules.seat_count(m.state))})
    return m


def test_every_game_s_ruleset_is_the_base_s() -> None:
    for cls in (high_card.HighCard, tiny_placement.TinyPlacement, type(AOG), AlienArtifacts):
        assert issubclass(cls, RulesetBase), cls.__name__


def test_a_ruleset_without_one_of_its_own_parts_cannot_be_made() -> None:
    class NoView(RulesetBase[Any, Any, PendingChoice]):
        def check_settings(self, settings: Any) -> None: ...
        def settings_data(self, settings: Any) -> Any: ...
        def settings_from(self, data: Any) -> Any: ...
        def setup(self, ctx: Any, settings: Any) -> None: ...
        def seat_count(self, state: Any) -> int: return 2
        def seat_name(self, state: Any, seat: int) -> str: return ""

    with pytest.raises(TypeError, match="view"):
        NoView()  # type: ignore[abstract]


def test_the_context_is_the_game_s_own_class_over_its_fold() -> None:
    m = Match.start(tiny_placement.RULES, tiny_placement.Settings(3))
    ctx = tiny_placement.RULES.context(m.state, 3, [])
    assert type(ctx) is tiny_placement.Ctx and ctx.fold == tiny_placement.FOLD.apply
    assert type(AOG.context(AOG.new_state(), 1, [])).__name__ == "Ctx"


@settings(max_examples=25, deadline=None)
@given(hs.integers(0, 10_000), hs.booleans())
def test_fold_all_gives_what_folding_one_by_one_gives(seed: int, tiny: bool) -> None:
    rules: Any = tiny_placement.RULES if tiny else high_card.HighCard()
    m = played(rules, tiny_placement.Settings(seed) if tiny else high_card.Settings(seed), seed)
    one, whole = rules.new_state(), rules.new_state()
    for e in m.events:
        rules.fold(one, e)
    rules.fold_all(whole, m.events)
    assert rules.state_json(one) == rules.state_json(whole) == rules.state_json(m.state)
    assert Match.rebuild(rules, m.settings, list(m.events)).state_hash() == m.state_hash()


def test_fold_all_refuses_a_foreign_event_as_fold_does() -> None:
    rules = high_card.HighCard()
    foreign = tiny_placement.Started(("a", "b"), 0)
    for fold in (rules.fold, lambda s, e: rules.fold_all(s, [e])):
        with pytest.raises(FoldError, match="not an event of high card: Started"):
            fold(rules.new_state(), foreign)


def test_fold_all_lets_a_handler_s_own_key_error_through() -> None:
    table = FoldTable("keys")

    @table.on(high_card.Ended)
    def _ended(s: Any, e: Any) -> None:
        raise KeyError("inside the handler")

    class Keyed(high_card.HighCard):
        fold_table = table

    with pytest.raises(KeyError, match="inside the handler"):
        Keyed().fold_all(high_card.State(), [high_card.Ended((0,))])
    with pytest.raises(FoldError, match="not an event of keys: Drew"):
        Keyed().fold_all(high_card.State(), [high_card.Drew(0)])


def test_fold_all_goes_through_a_game_s_own_fold() -> None:
    seen: list[str] = []

    class Counting(high_card.HighCard):
        def fold(self, state: Any, event: Any) -> None:
            seen.append(type(event).__name__)
            super().fold(state, event)

    m = played(high_card.HighCard(), high_card.Settings(5), 5)
    Counting().fold_all(high_card.HighCard().new_state(), m.events)
    assert seen == [type(e).__name__ for e in m.events]


def test_the_base_s_codec_round_trips_every_event_and_refuses_a_foreign_one() -> None:
    rules = tiny_placement.RULES
    m = played(rules, tiny_placement.Settings(11, ("A", "B", "C"), 2), 11)
    assert len(m.events) > 50
    assert [rules.event_from(rules.event_data(e)) for e in m.events] == m.events
    with pytest.raises(SerialError):
        rules.event_from({"t": "CardsDrawn", "who": 0, "n": 1})  # an Age of Galaxy event is no tiny placement one
    assert Match.load(rules, m.to_json()).state_hash() == m.state_hash()


def test_the_base_s_state_json_is_canonical() -> None:
    rules = high_card.HighCard()
    m = played(rules, high_card.Settings(2), 2)
    copy = rules.clone_state(m.state)
    assert copy is not m.state and rules.state_json(copy) == rules.state_json(m.state)
    assert rules.state_json(attrs.evolve(copy, leader=1 - copy.leader)) != rules.state_json(m.state)
