"""Every design check of the validator catches a broken copy of the content, in one line naming the file, the
owner and the field (RULINGS G86-G97). Each case breaks one rule of a valid copy."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:  # the fixture's class, for type checkers only (conftest is not importable)
    from conftest import AogCopy


def _set(card_id: str, **fields: Any) -> Callable[[AogCopy], None]:
    def edit(copy: AogCopy) -> None:
        copy.card(card_id, lambda c: c.update(fields))
    return edit


def _drop(card_id: str, key: str) -> Callable[[AogCopy], None]:
    def edit(copy: AogCopy) -> None:
        copy.card(card_id, lambda c: c.pop(key))
    return edit


def _in(file: str, edit: Callable[[Any], None]) -> Callable[[AogCopy], None]:
    return lambda copy: copy.change(file, edit)


def _system(card_id: str, slot: int, value: dict[str, Any]) -> Callable[[Any], None]:
    def edit(data: Any) -> None:
        next(c for c in data["system_cards"] if c["id"] == card_id)["slots"][slot] = value
    return edit


def _space(space_id: str, **fields: Any) -> Callable[[Any], None]:
    def edit(data: Any) -> None:
        next(s for s in data["spaces"] if s["id"] == space_id).update(fields)
    return edit


def _tech(tech_id: str, **fields: Any) -> Callable[[Any], None]:
    def edit(data: Any) -> None:
        next(t for t in data["technologies"] if t["id"] == tech_id).update(fields)
    return edit


CASES: list[tuple[str, Callable[[AogCopy], None], str]] = [
    # G93: the pair table and the id order
    ("G93", _set("F01", adaptation="desert"), "factions.yaml: card 'F01' field 'ideology': G93 makes F01 cultural "
                                             "arctic"),
    # G94: technology cards
    ("G94", _set("F05", technologies=["ocean_ecology"]), "card 'F05' field 'technologies': G94 puts "
                                                          "water_dome_shield on F05"),
    # G95: the primitive per card; F12 pinned to COLONIZE
    ("G95", _set("F01", ability={"primitive": "protect", "target": "desert"}), "G95 gives F01 a on_action"),
    ("G95", _set("F12", ability={"primitive": "cost_mod", "action": "research", "per": "action", "amount": 1}),
     "card 'F12' field 'ability.action': G95 pins it to colonize"),
    # G96: end scoring only on its ten cards, paying 1-2.5 VP
    ("G96", _drop("F02", "end_scoring"), "card 'F02' field 'end_scoring': G96 gives end scoring to"),
    ("G96", _set("F02", end_scoring={"count": "relics", "per": 1, "max_vp": 5}), "pays 4 VP at G97a's end-of-game"),
    # G97: Debut legal list and band, Reinforcement band, card value band, single-trigger caps
    ("G97", _set("F01", debut={"credit": 3}), "card 'F01' field 'debut': not one of G97's legal Debuts"),
    ("G97", _set("F01", reinforcement={"relic": 3}), "card 'F01' field 'reinforcement': worth 10.5 units"),
    ("G97", _set("F17", ability={"primitive": "on_production_end", "form": "bundle",
                                 "gain": {"productivity": 1, "innovation": 1}}),
     "card 'F17' field 'ability': card value 20 units at 2 players"),
    ("G97", _set("F01", ability={"primitive": "on_action", "action": "explore", "gain": {"relic": 2}}),
     "card 'F01' field 'ability.gain': one trigger pays 7 units; G97 caps it at 6"),
    ("G97", _set("F17", ability={"primitive": "on_production_end", "form": "bundle", "gain": {"productivity": 2}}),
     "one Production pays up to 8 units"),
    # G92: free_action surplus and key sets, the conversion-graph cycle
    ("G92", _set("F04", ability={"primitive": "free_action", "spend": {"relic": 1}, "gain": {"innovation": 3},
                                 "uses": "once_per_turn"}), "surplus 2.5 units in its best round"),
    ("G92", _set("F13", ability={"primitive": "free_action", "spend": {"credit": 1}, "gain": {"innovation": 1},
                                 "uses": "any"}), "make a cycle (G92): credit -> innovation -> credit"),
    ("G92", _set("F13", ability={"primitive": "free_action", "spend": {"influence": 1}, "gain": {"cruiser": 1},
                                 "uses": "any"}), "field 'ability.gain.cruiser': not allowed here"),
    ("G92", _set("F13", ability={"primitive": "free_action", "spend": {"influence": 1}, "gain": {"influence": 1},
                                 "uses": "any"}), "influence is both spent and gained"),
    ("G92", _set("F17", ability={"primitive": "on_production_end", "form": "bundle", "gain": {"relic": 1}}),
     "field 'ability.gain.relic': not allowed here"),
    ("G92", _set("F20", ability={"primitive": "on_production_end", "form": "per_count", "gain": "credit",
                                 "count": "credit", "per": 3, "max": 1}), "credit is countable for end scoring only"),
    ("G92", _set("F12", ability={"primitive": "cost_mod", "action": "trade", "per": "action", "amount": 1}),
     "field 'ability.action': must be one of colonize, develop, research, manufacture, retrieve"),
    ("G92", _set("F12", ability={"primitive": "cost_mod", "action": "colonize", "per": "relic", "amount": 1}),
     "per relic only with retrieve"),
    ("G92", _set("F06", ability={"primitive": "adaptation", "type": "oceanic"}), "never repeats the card's own"),
    ("G92", _set("F01", ability={"primitive": "on_action", "action": "scavenge", "gain": {"relic": 1}}),
     "field 'ability.action': must be one of explore"),
    ("G92", _set("F01", ability={"primitive": "on_action", "action": "explore", "planet_type": "arctic",
                                 "gain": {"relic": 1}}), "only with colonize or develop"),
    ("G91", _set("F05", ability={"primitive": "protect", "target": "desert"}), "exactly one of 'ability' and"),
    ("G91", _set("F01", adaptation="barren"), "field 'adaptation': must be one of arctic"),
    # G88: the galaxy
    ("G88", _in("galaxy.yaml", _system("S1", 0, {"planet": "desert", "reward": {"credit": 2}})),
     "galaxy.yaml: galaxy field 'system_cards': 2 printed arctic planets; G88 wants 3"),
    ("G88", _in("galaxy.yaml", _system("S1", 4, {"token_spot": 2})), "system card 'S1' field 'slots': 2 "
                                                                      "Planet-token spots"),
    ("G88", _in("galaxy.yaml", _system("S4", 4, {"exploration_spot": 2})),
     "Exploration spots in use at 2 players: 4-5; G88 wants 3-5"),
    # G86, G12: the board
    ("G86", _in("board.yaml", _space("NO5", min_players=3)), "6 open Nominate spaces at 3 players; G86 wants 5"),
    ("G86", _in("board.yaml", _space("EX2", min_players=2)), "5 blocking discs on the board at 2 players; G86 wants 6"),
    ("G33", _in("board.yaml", _space("EX-inf", action="manufacture")), "explore has 0 unlimited spaces"),
    # G87: Trade cards
    ("G87", _in("trade.yaml", lambda d: d["trade_cards"][0].update(front_spaces=[2, 2, 3, 3])),
     "a Golden Age needs 4 discs at 3 players; G87 wants 3"),
    ("G87", _in("trade.yaml", lambda d: d["trade_cards"][0]["exchanges"][0].update(spend={"credit": 3})),
     "every exchange spends Influence"),
    # G38, G39: technologies
    ("G39", _in("technologies.yaml", _tech("advanced_engineering", requires=["warp_drive"])),
     "technology 'advanced_engineering' field 'requires': a middle technology requires the bottom one"),
    ("G38", _in("technologies.yaml", _tech("laser_weapon", tier="advanced")), "field 'tier': must be basic"),
    ("G39", _in("technologies.yaml", _tech("xenology", requires=["nowhere"])), "no technology 'nowhere'"),
]


@pytest.mark.parametrize(("ruling", "edit", "words"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_each_design_check_catches_its_break(aog_copy: AogCopy, ruling: str, edit: Callable[[AogCopy], None],
                                             words: str) -> None:
    assert aog_copy.problems() == []  # the copy was valid before the break
    edit(aog_copy)
    lines = aog_copy.problems()
    assert any(words in line for line in lines), (ruling, lines[:6])
    assert all("\n" not in line and line.startswith(str(aog_copy.dir.resolve())) for line in lines), lines[:3]


def test_budgets_are_read_from_design_yaml(aog_copy: AogCopy) -> None:
    # G97 (every designed number is data): a narrower band in design.yaml rejects cards the default accepts
    aog_copy.change("design.yaml", lambda d: d["budgets"]["card_value"].update(max=9))
    lines = aog_copy.problems()
    assert any("card 'F01' field 'ability': card value 11 units at 2 players" in line and "G97 wants 7-9" in line
               for line in lines)
    # G97a's counts too: with fewer EXPLOREs F40's value drops below the band
    aog_copy.change("design.yaml", lambda d: d["budgets"]["card_value"].update(max=12))
    aog_copy.change("design.yaml", lambda d: d["expected"]["triggers"]["explore"].update({4: 1}))
    assert any("card 'F40' field 'ability': card value 5 units at 4 players" in line for line in aog_copy.problems())


def test_a_cheap_technology_card_may_take_the_larger_debut_and_no_other_may(aog_copy: AogCopy) -> None:
    # G97: F33 (Quantum Physics, valued 4.5) takes 2 Credits + 1 Innovation; F29 (Energy Shields, 6) may not
    assert aog_copy.problems() == []
    aog_copy.card("F29", lambda c: c.update(debut={"credit": 2, "innovation": 1}))
    assert any("card 'F29' field 'debut': not one of G97's legal Debuts" in line for line in aog_copy.problems())
