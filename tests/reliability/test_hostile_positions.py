"""Hand-edited scenario positions and scenario names (issue 31, item 7): a saved `PositionArranged` event is checked
by type as well as by range, and a scenario's player names are the same clean names in the position event and in
the settings, so its save loads again after every autosave. Generator: hostile_positions.py beside this file."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.engine.choices import Command
from alien_artifacts.engine.serial import from_data
from alien_artifacts.match.api import Game
from alien_artifacts.match.saves import SaveError, read_save, write_save
from alien_artifacts.match.scenario import scenario_game

sys.path.insert(0, str(Path(__file__).parent))

from hostile_positions import SCENARIO, base_save, exercise, load_outcome, mutations, sample

HOSTILE_NAMES = ["A  very long name that goes past twenty-four\x1b[31m", "Bo\x00b"]
CLEAN_NAMES = ["A very long name that go", "Bob"]


@pytest.fixture(scope="module")
def cards() -> Any:
    return load_cardset()


@pytest.fixture(scope="module")
def base(cards: Any) -> dict[str, Any]:
    return base_save(cards)


def _hostile_named_scenario() -> dict[str, Any]:
    data = yaml.safe_load(SCENARIO.read_text())
    data["players"][0]["name"], data["players"][1]["name"] = HOSTILE_NAMES
    data["turn"] = HOSTILE_NAMES[1]  # a seat may still be named as the file spells it
    data.pop("start_player", None)
    return data


def _play(g: Game, moves: int) -> None:
    for _ in range(moves):
        p = g.pending
        assert p is not None
        g.submit(Command(p.seat, p.id, (p.options[0].key,)))


def test_a_scenario_with_names_the_loader_cleans_loads_after_every_autosave(cards: Any, tmp_path: Path) -> None:
    g = scenario_game(_hostile_named_scenario(), cards)
    assert [p.name for p in g.state.players] == CLEAN_NAMES == [s.name for s in g.settings.seats]
    assert g.events[0].names == tuple(CLEAN_NAMES) and g.state.current == 1  # "turn" named raw Bo<NUL>b
    path = tmp_path / "s.json"
    for _autosave in range(3):  # each autosave must load again (the second one did not: data loss)
        write_save(path, g)
        g = read_save(path, cards)
        assert [p.name for p in g.state.players] == CLEAN_NAMES == [s.name for s in g.settings.seats]
        _play(g, 1)


def test_a_save_written_before_the_fix_loads_and_its_next_save_too(cards: Any, tmp_path: Path) -> None:
    # before the fix a scenario save held the raw names in its position and the clean ones in its settings
    g = scenario_game(_hostile_named_scenario(), cards)
    doc = json.loads(json.dumps(g.to_json()))
    doc["events"][0]["names"] = HOSTILE_NAMES
    raw_events = [from_data(e) for e in doc["events"]]
    doc["hash"] = Game.replay(cards, g.settings, raw_events).state_hash()
    path = tmp_path / "old.json"
    path.write_text(json.dumps(doc))
    again = read_save(path, cards)  # refused before the fix: "the seats [...] are not the position's players"
    assert [p.name for p in again.state.players] == CLEAN_NAMES and again.events[0].names == tuple(CLEAN_NAMES)
    _play(again, 1)
    write_save(path, again)
    assert [p.name for p in read_save(path, cards).state.players] == CLEAN_NAMES


@pytest.mark.parametrize(("field", "value", "words"), [
    ("vp", [math.nan, 0], "vp must be whole numbers"),
    ("vp", [math.inf, 0], "vp must be whole numbers"),
    ("credits", [True, 3], "credits must be whole numbers"),
    ("current", True, "current must be a seat"),
    ("start_player", False, "start player must be a seat"),
    ("last_turn_seat", 1.0, "the last player must be a seat"),
    ("names", ["Ann\x00", "Bob"], "not clean text"),
    ("names", [["Ann"], "Bob"], "names must be a list of texts"),
    ("round_marker", 10**30, "round marker must be a whole number"),
])
def test_a_hand_edited_position_is_refused_in_one_line(cards: Any, base: dict[str, Any], tmp_path: Path,
                                                      field: str, value: Any, words: str) -> None:
    doc = json.loads(json.dumps(base))
    doc["events"][0][field] = value
    if field == "names" and all(isinstance(n, str) for n in value):  # the settings hand-edited alike
        for seat, name in zip(doc["settings"]["seats"], value, strict=True):
            seat["name"] = name
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(doc))
    for verify in (True, False):
        with pytest.raises(SaveError) as err:
            read_save(path, cards, verify=verify)
        line = str(err.value)
        assert line.startswith(str(path)) and "\n" not in line and "\x00" not in line
        assert words in line or not verify  # unverified, a clean-up of names is caught by the state hash


def test_a_non_integer_section_is_refused(cards: Any, base: dict[str, Any], tmp_path: Path) -> None:
    doc = json.loads(json.dumps(base))
    seat = next(i for i, x in enumerate(doc["events"][0]["empire"]) if x)
    doc["events"][0]["empire"][seat][0][2] = 0.5  # Blockade tokens
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="Empires must be"):
        read_save(path, cards, verify=False)


def test_the_unedited_base_loads_and_plays(cards: Any, base: dict[str, Any], tmp_path: Path) -> None:
    assert load_outcome(tmp_path / "base.json", base, cards) == "loaded"  # the generator's control case
    exercise(read_save(tmp_path / "base.json", cards), cards)


def test_a_sample_of_hand_edited_positions_is_refused_or_plays(cards: Any, base: dict[str, Any],
                                                              tmp_path: Path) -> None:
    outcomes = [load_outcome(tmp_path / "s.json", doc, cards) for _label, doc in sample(base, 150, seed=31)]
    assert outcomes.count("refused") > 100  # and none crashed (load_outcome raises)


@pytest.mark.slow
def test_every_hand_edited_position_is_refused_or_plays(cards: Any, base: dict[str, Any], tmp_path: Path) -> None:
    cases = mutations(base)
    assert len(cases) > 1500
    outcomes = [load_outcome(tmp_path / "s.json", doc, cards) for _label, doc in cases]
    assert outcomes.count("loaded") + outcomes.count("refused") == len(cases)
