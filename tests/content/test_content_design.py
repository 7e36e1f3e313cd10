"""Design rules of our own card set: distinct cards, balanced ranges, a deliberate Resource deck."""

from __future__ import annotations

from collections import Counter
from typing import Any

from alien_artifacts.content.model import COLOURS, TYPES, CardSet, Effect


def _key(effects: tuple[Effect, ...]) -> Any:
    return tuple((e.verb, tuple(sorted((k, _key(v) if isinstance(v, tuple) else repr(v)) for k, v in e.args.items())))
                 for e in effects)


def _names(cardset: CardSet) -> list[str]:
    return [*(c.name for c in cardset.cards.values()), *(a.name for a in cardset.artifacts.values()),
            *(a.name for a in cardset.alien_systems.values()), *(d.name for d in cardset.defense_plans.values()),
            *(f.name for f in cardset.factions.values())]


def test_names_are_unique(cardset: CardSet) -> None:
    names = _names(cardset)
    assert len(names) == len(set(names))


def test_every_technology_is_distinct(cardset: CardSet) -> None:
    techs = cardset.of_kind("technology")
    logistics = {_key(c.logistics.ongoing + c.logistics.additionally + c.logistics.action) for c in techs}
    scoring = {tuple((r.requires.measure, tuple(sorted(r.requires.filters.items())), r.requires.at_least,
                      r.during, r.end) for r in c.operational.scoring) for c in techs}
    assert len(logistics) == len(scoring) == len(techs) == 40


def test_technology_keywords_and_scoring_ranges(cardset: CardSet) -> None:
    kinds = Counter()
    for c in cardset.of_kind("technology"):
        lg = c.logistics
        lists = {"ONGOING": lg.ongoing, "ADDITIONALLY": lg.additionally, "ACTION": lg.action}
        used = [k for k, v in lists.items() if v]
        assert len(used) == 1 and lg.text.startswith(f"{used[0]}:"), c.id
        kinds[used[0]] += 1
        rows = c.operational.scoring
        assert 2 <= len(rows) <= 3, c.id
        assert all(1 <= r.during <= 3 and 2 <= r.end <= 6 for r in rows), c.id
        assert [r.end for r in rows] == sorted(r.end for r in rows), c.id
        assert c.operational.text, c.id
    assert min(kinds.values()) >= 5, kinds  # a real mix of ONGOING / ADDITIONALLY / ACTION


def test_ships_have_varied_attack_abilities(cardset: CardSet) -> None:
    ships = cardset.of_kind("ship")
    abilities = Counter(_key(c.operational.attack) for c in ships)
    assert len(abilities) >= 35
    for c in ships:
        bonus = sum(e.get("amount") for e in c.operational.attack if e.verb == "attack_bonus")
        triggers = [e for e in c.operational.attack if e.verb == "on"]
        assert 0 <= bonus <= 2 and (bonus or triggers), c.id
        assert c.operational.text, c.id
    for typ in TYPES:
        with_triggers = [c for c in ships if c.type == typ and any(e.verb == "on" for e in c.operational.attack)]
        assert len(with_triggers) >= 6, typ


def test_factions_each_have_their_own_plan(cardset: CardSet) -> None:
    factions = list(cardset.factions.values())
    for part in ("setup", "end_scoring"):
        assert len({_key(getattr(f, part)) for f in factions}) == 6, part
    assert len({_key(f.action.effects) for f in factions}) == 6
    assert len({f.colour.lower() for f in factions}) == 6
    for f in factions:
        assert f.setup_text and f.end_text and f.action.text and f.action.name


def test_artifacts_are_distinct(cardset: CardSet) -> None:
    assert len({_key(a.play) for a in cardset.artifacts.values()}) == 16
    assert all(a.text for a in cardset.artifacts.values())


def test_alien_systems_punish_low_and_reward_high(cardset: CardSet) -> None:
    for a in cardset.alien_systems.values():
        verbs = [{e.verb for e in row} for row in a.table.rows]
        assert verbs[0] & {"destroy_ship", "damage_ship"}, a.id
        assert "gain_artifact" in verbs[3], a.id


def test_defense_plans_punish_low_and_reward_high(cardset: CardSet) -> None:
    rewards = {"place_blockades", "steal_credits", "gain_vp", "discard_resources"}
    plans = [cardset.basic_defense, *cardset.defense_plans.values()]
    for d in plans:
        verbs = [{e.verb for e in row} for row in d.table.rows]
        assert verbs[0] & {"destroy_ship", "damage_ship"}, d.id
        assert verbs[3] & rewards, d.id
    assert len({_key(sum(d.table.rows, ())) for d in plans}) == 11
    basic = [[(e.verb, e.args.get("amount")) for e in row] for row in cardset.basic_defense.table.rows]
    assert basic == [[("destroy_ship", None)], [("damage_ship", None)], [("place_blockades", 1)],
                     [("place_blockades", 2)]]


# ---- the Resource deck ---------------------------------------------------------------------------
def test_resource_numbers_are_weighted_to_low_values(cardset: CardSet) -> None:
    numbers = Counter(r.number for r in cardset.resources.values())
    assert numbers[1] > numbers[2] > numbers[3] > numbers[4] > 0
    assert numbers[1] + numbers[2] >= 0.6 * 83
    assert numbers[4] <= 0.15 * 83  # a bare 4 is rare


def test_resource_colours_symbols_and_types(cardset: CardSet) -> None:
    sections = [s for r in cardset.resources.values() for s in r.sections]
    colours = Counter(s.colour for s in sections)
    assert set(colours) == set(COLOURS)
    assert colours["blue"] == colours["green"] == colours["red"] > 2 * colours["gold"]
    gold = [s for s in sections if s.colour == "gold"]
    assert sum(1 for s in gold if s.symbols == 1) >= 0.75 * len(gold)
    coloured = [s for s in sections if s.colour != "gold"]
    assert sum(1 for s in coloured if s.symbols >= 2) >= 0.7 * len(coloured)  # 5 with two cards is reachable
    types = Counter(s.type for s in sections)
    assert set(types) == set(TYPES) and max(types.values()) - min(types.values()) <= 1
    for colour in ("blue", "green", "red"):
        per_type = Counter(s.type for s in sections if s.colour == colour)
        assert max(per_type.values()) - min(per_type.values()) <= 1, colour


def test_two_sections_of_a_card_differ_in_colour_and_type(cardset: CardSet) -> None:
    for r in cardset.resources.values():
        a, b = r.sections
        assert a.colour != b.colour and a.type != b.type, r.id


def test_high_numbers_are_poor_payments(cardset: CardSet) -> None:
    def avg(n: int) -> float:
        cards = [r for r in cardset.resources.values() if r.number == n]
        return sum(s.symbols for r in cards for s in r.sections) / len(cards)

    assert avg(1) > avg(2) > avg(3) > avg(4)
