"""Every kind of content error is one line naming the file, the card and the field."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from alien_artifacts.content.errors import ContentError
from alien_artifacts.content.loader import read_cardset
from alien_artifacts.content.yamlio import CardYamlLoader, YamlProblem, parse_yaml

if TYPE_CHECKING:  # the fixture's class, for type checkers only (conftest is not importable)
    from conftest import CardCopy


def _only(lines: list[str]) -> str:
    assert len(lines) == 1, lines
    return lines[0]


def test_yaml_syntax_error_names_file_and_line(card_copy: CardCopy) -> None:
    card_copy.edit("ships.yaml", "    name: Crimson Lance\n", "    name: [Crimson Lance\n")
    line = _only(card_copy.problems())
    text = (card_copy.dir / "ships.yaml").read_text().splitlines()
    bad = next(i for i, t in enumerate(text, 1) if "[Crimson Lance" in t)
    assert "ships.yaml:" in line and "YAML syntax error" in line
    number = int(line.split("ships.yaml:")[1].split(":")[0])
    assert bad <= number <= bad + 3


def test_missing_field(card_copy: CardCopy) -> None:
    card_copy.edit("ships.yaml", "    name: Crimson Lance\n", "")
    line = _only(card_copy.problems())
    assert line.endswith("ships.yaml: ship 'crimson_lance' field 'name': missing required field")


def test_wrong_type_of_a_field(card_copy: CardCopy) -> None:
    card_copy.edit("resources.yaml", "{id: res_01, number: 1,", "{id: res_01, number: one,")
    line = _only(card_copy.problems())
    assert "resources.yaml: resource 'res_01' field 'number': must be an integer, got 'one'" in line


def test_wrong_type_of_a_verb_argument(card_copy: CardCopy) -> None:
    card_copy.edit("technologies.yaml", "additionally: [pay_credits: 3, gain_vp: 1]",
                   "additionally: [pay_credits: three, gain_vp: 1]")
    line = _only(card_copy.problems())
    assert ("technologies.yaml: technology 'intersystem_investment_bank' field "
            "'logistics.additionally[0].pay_credits': 'amount' must be an integer, got 'three'") in line


def test_unknown_verb(card_copy: CardCopy) -> None:
    plague = "        - attack_bonus: 1\n        - on: {event: ship_attack, target: player, min_value: 4"
    card_copy.edit("ships.yaml", plague, plague.replace("attack_bonus:", "attack_bonus2:"))
    line = _only(card_copy.problems())
    assert line.endswith("ships.yaml: ship 'black_plague' field 'operational.attack[0]': "
                         "unknown verb 'attack_bonus2' (did you mean 'attack_bonus'?)")


def test_unknown_verb_inside_a_trigger(card_copy: CardCopy) -> None:
    card_copy.edit("technologies.yaml", "do: [gain_vp: 1]}]\n    operational:\n      text: \"3+ different",
                   "do: [gain_vpp: 1]}]\n    operational:\n      text: \"3+ different")
    line = _only(card_copy.problems())
    assert ("technology 'vorsch_spectrum_mk2' field 'logistics.ongoing[0].on.do[0]': unknown verb 'gain_vpp'"
            in line)


def test_verb_in_a_wrong_place(card_copy: CardCopy) -> None:
    card_copy.edit("artifacts.yaml", "play: [gain_vp: 2]", "play: [discount: {action: build, amount: 2}]")
    line = _only(card_copy.problems())
    assert "artifacts.yaml: artifact 'art_01' field 'play[0]': verb 'discount' is not allowed in an Alien Artifact" \
        in line


def test_attack_row_verb_outside_attack_tables(card_copy: CardCopy) -> None:
    card_copy.edit("artifacts.yaml", "play: [gain_vp: 2]", "play: [destroy_ship]")
    line = _only(card_copy.problems())
    assert "artifact 'art_01' field 'play[0]': verb 'destroy_ship' is only for Alien System and Defense Plan rows" \
        in line


def test_bad_argument_value_out_of_range(card_copy: CardCopy) -> None:
    card_copy.edit("ships.yaml", "target: player, min_value: 4, do: [place_blockades: 1]",
                   "target: player, min_value: 12, do: [place_blockades: 1]")
    line = _only(card_copy.problems())
    assert ("ships.yaml: ship 'black_plague' field 'operational.attack[1].on': 'min_value' must be at most 8, got 12"
            in line)


def test_bad_argument_value_not_a_choice(card_copy: CardCopy) -> None:
    card_copy.edit("rules.yaml", "ongoing: [discount: {action: build, amount: 2}]",
                   "ongoing: [discount: {action: warp, amount: 2}]")
    line = _only(card_copy.problems())
    assert "rules.yaml: rules field 'planet_logistics.exterminate.ongoing[0].discount': 'action' must be one of" in line
    assert "got 'warp'" in line


def test_duplicate_id(card_copy: CardCopy) -> None:
    card_copy.edit("ships.yaml", "  - id: crimson_lance\n", "  - id: black_plague\n")
    line = _only(card_copy.problems())
    assert "ships.yaml: ship 'black_plague' field 'id': duplicate id (also ship 'black_plague' in " in line


def test_duplicate_id_across_files(card_copy: CardCopy) -> None:
    card_copy.edit("planets.yaml", "{id: aurum,", "{id: hellion,")
    line = _only(card_copy.problems())
    assert "planets.yaml: planet 'hellion' field 'id': duplicate id (also ship 'hellion' in" in line


def test_dangling_reference(card_copy: CardCopy) -> None:
    card_copy.edit("rules.yaml", "basic_defense_plan: dp_basic", "basic_defense_plan: dp_nowhere")
    line = _only(card_copy.problems())
    assert line.endswith("rules.yaml: rules field 'basic_defense_plan': unknown Defense Plan 'dp_nowhere'")


def test_wrong_count(card_copy: CardCopy) -> None:  # R2
    card_copy.edit_re("planets.yaml", r"^  - \{id: brightmarket,.*\n", "")
    lines = card_copy.problems()
    assert len(lines) == 2, lines
    assert lines[0].endswith("planets.yaml: deck 'planets' field 'count': expected 40 entries, found 39")
    assert lines[1].endswith("planets.yaml: deck 'planets' field 'type': expected 10 exploit cards, found 9")


def test_unknown_field_is_an_error(card_copy: CardCopy) -> None:
    card_copy.edit("ships.yaml", "    name: Crimson Lance\n", "    name: Crimson Lance\n    flavour: typo\n")
    line = _only(card_copy.problems())
    assert "ship 'crimson_lance' field 'flavour': unknown field (allowed:" in line


def test_duplicate_yaml_key_is_an_error(card_copy: CardCopy) -> None:
    card_copy.edit("ships.yaml", "    name: Crimson Lance\n", "    name: Crimson Lance\n    name: Crimson Spear\n")
    line = _only(card_copy.problems())
    assert "ships.yaml:" in line and "duplicate key 'name'" in line


def test_missing_required_argument(card_copy: CardCopy) -> None:
    card_copy.edit("technologies.yaml", "action: [search_deck: {deck: planet, type: explore}, draw_resources: 1]",
                   "action: [search_deck: {deck: planet}, draw_resources: 1]")
    line = _only(card_copy.problems())
    assert "technology 'pathfinder_drones' field 'logistics.action[0].search_deck': missing argument 'type'" in line


def test_placement_rules(card_copy: CardCopy) -> None:
    card_copy.edit("ships.yaml", "target: player, min_value: 4, do: [place_blockades: 1]",
                   "min_value: 4, do: [place_blockades: 1]")
    card_copy.edit("alien_systems.yaml", "3: [gain_vp: 2,", "3: [gain_vp: {amount: 2, who: opponent},")
    card_copy.edit("technologies.yaml", "additionally: [pay_credits: 3, gain_vp: 1]",
                   "additionally: [gain_vp: 1, pay_credits: 3]")
    card_copy.edit("technologies.yaml", "ongoing: [on: {event: artifact, do: [gain_vp: 1]}]",
                   "ongoing: [on: {event: artifact, min_value: 3, do: [gain_vp: 1]}]")
    lines = card_copy.problems()
    assert len(lines) == 4, lines
    joined = "\n".join(lines)
    assert "ship 'black_plague' field 'operational.attack[1].on.do[0]': verb 'place_blockades' needs a player" in joined
    assert "alien system 'alien_kraal_hive' field 'table.3[0].gain_vp': 'who: opponent' names nobody" in joined
    assert ("technology 'intersystem_investment_bank' field 'logistics.additionally[1]': cost 'pay_credits' "
            "must come before") in joined
    assert "technology 'xenolinguistics_lab' field 'logistics.ongoing[0].on': filter 'min_value' does not apply" \
        in joined


def test_all_problems_are_collected_one_line_each(card_copy: CardCopy) -> None:
    card_copy.edit("ships.yaml", "    name: Crimson Lance\n", "")
    card_copy.edit("artifacts.yaml", "play: [gain_vp: 2]", "play: [gain_vp: 0]")
    card_copy.edit("factions.yaml", 'colour: "#c8413a"', 'colour: red')
    lines = card_copy.problems()
    assert len(lines) == 3, lines
    assert any("ships.yaml: ship 'crimson_lance' field 'name'" in x for x in lines)
    assert any("artifacts.yaml: artifact 'art_01' field 'play[0].gain_vp': 'amount' must be at least 1" in x
               for x in lines)
    assert any("factions.yaml: faction 'star_union' field 'colour'" in x for x in lines)


def test_a_card_without_an_id_is_named_by_position(card_copy: CardCopy) -> None:
    card_copy.edit("ships.yaml", "  - id: crimson_lance\n    name: Crimson Lance\n", "  - name: Crimson Lance\n")
    lines = card_copy.problems()
    assert any(x.endswith("ships.yaml: ship #2 field 'id': missing required field") for x in lines), lines


def test_missing_directory_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(ContentError) as info:
        read_cardset(tmp_path / "nowhere")
    assert len(info.value.lines) == 1 and "not a directory" in info.value.lines[0]


def test_yaml_reader_is_safe_and_uses_yaml_12_booleans() -> None:
    import yaml

    assert issubclass(CardYamlLoader, getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    assert parse_yaml("- on: {event: trade}\n- yes\n- true\n") == [{"on": {"event": "trade"}}, "yes", True]
    with pytest.raises(YamlProblem):
        parse_yaml("!!python/object/apply:os.system ['echo unsafe']\n")
