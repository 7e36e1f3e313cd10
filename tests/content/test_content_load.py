"""The full card set loads with the right counts (RULINGS R2) and a usable shape.

Its load time is a benchmark (`python -m game.cards validate`), not a test."""

from __future__ import annotations

from collections import Counter

from alien_artifacts.content.loader import load_cardset, read_cardset
from alien_artifacts.content.model import (
    TYPES,
    AlienSystemDef,
    ArtifactDef,
    CardDef,
    CardSet,
    DefensePlanDef,
    Effect,
    FactionDef,
    ResourceDef,
)


def test_full_set_loads_with_every_kind_of_definition(cardset: CardSet) -> None:
    assert all(isinstance(c, CardDef) for c in cardset.cards.values())
    assert all(isinstance(r, ResourceDef) for r in cardset.resources.values())
    assert all(isinstance(a, AlienSystemDef) for a in cardset.alien_systems.values())
    assert all(isinstance(d, DefensePlanDef) for d in cardset.defense_plans.values())
    assert all(isinstance(a, ArtifactDef) for a in cardset.artifacts.values())
    assert all(isinstance(f, FactionDef) for f in cardset.factions.values())


def test_counts_per_deck_match_r2(cardset: CardSet) -> None:  # R2
    assert len(cardset.of_kind("ship")) == 40
    assert len(cardset.of_kind("technology")) == 40
    assert len(cardset.of_kind("planet")) == 40
    assert len(cardset.cards) == 120
    assert len(cardset.resources) == 83
    assert len(cardset.artifacts) == 16
    assert len(cardset.defense_plans) == 10
    assert cardset.basic_defense.basic is True
    assert cardset.basic_defense.id not in cardset.defense_plans
    assert len(cardset.alien_systems) == 5
    assert len(cardset.factions) == 6


def test_ten_cards_of_each_type_per_deck(cardset: CardSet) -> None:  # R2
    for kind in ("ship", "technology", "planet"):
        types = Counter(c.type for c in cardset.of_kind(kind))
        assert types == {t: 10 for t in TYPES}, kind


def test_ids_are_unique_across_the_whole_set(cardset: CardSet) -> None:
    ids = [*cardset.cards, *cardset.resources, *cardset.alien_systems, *cardset.defense_plans,
           cardset.basic_defense.id, *cardset.artifacts, *cardset.factions]
    assert len(ids) == len(set(ids)) == 120 + 83 + 5 + 10 + 1 + 16 + 6
    for key, c in cardset.cards.items():
        assert key == c.id


def test_rules_data_is_the_rulebook_numbers(cardset: CardSet) -> None:
    r = cardset.rules
    assert sorted(r.round_marker_start) == [2, 3, 4, 5]  # R5: a table, not code
    assert all(1 <= v <= 10 for v in r.round_marker_start.values())
    assert (r.start_credits, r.start_hand, r.hand_limit, r.bank_max) == (8, 3, 3, 15)  # R4, R8, R17
    assert (r.assembly_limit, r.base_cost, r.operational_cost) == (2, 5, 5)  # R11, R16
    assert (r.blockade_tokens, r.exploit_produce, r.mine_produce) == (38, 3, 1)  # R2, R19


def test_standard_logistics_per_type_from_rules_data(cardset: CardSet) -> None:
    r = cardset.rules
    ships = {t: r.ship_logistics[t][0] for t in TYPES}
    assert {t: (e.verb, e.get("action"), e.get("amount")) for t, e in ships.items()} == {
        "explore": ("assembly_limit", "discover", 1), "exterminate": ("assembly_limit", "build", 1),
        "expand": ("assembly_limit", "develop", 1), "exploit": ("assembly_limit", "trade", 1)}
    planets = {t: r.planet_logistics[t][0] for t in TYPES}
    assert {t: (e.verb, e.get("action"), e.get("amount")) for t, e in planets.items()} == {
        "explore": ("discount", "discover", 2), "exterminate": ("discount", "build", 2),
        "expand": ("discount", "develop", 2), "exploit": ("discount", "buy", 2)}


def test_ships_and_planets_get_their_type_logistics(cardset: CardSet) -> None:
    for c in cardset.of_kind("ship"):
        assert c.logistics.ongoing == cardset.rules.ship_logistics[c.type], c.id
        assert c.logistics.text.startswith("ONGOING:")
    for c in cardset.of_kind("planet"):
        assert c.logistics.ongoing == cardset.rules.planet_logistics[c.type], c.id
        assert "produce 3" in c.operational.text
    exploit_ship = next(c for c in cardset.of_kind("ship") if c.type == "exploit")
    assert "Defense Plan" in exploit_ship.logistics.text


def test_effects_have_every_argument_and_nested_effects_are_effects(cardset: CardSet) -> None:
    plague = cardset.cards["black_plague"]
    bonus, trigger = plague.operational.attack
    assert bonus == Effect("attack_bonus", {"amount": 1, "against": "any"})
    assert trigger.verb == "on"
    assert trigger.args["do"] == (Effect("place_blockades", {"amount": 1}),)
    assert trigger.args["first_of_type"] is False and trigger.args["kind"] == "any"
    star = cardset.factions["star_union"]
    per_ship = star.end_scoring[0]
    assert per_ship.args["count"] == {"count": {"zone": "empire", "kind": "ship", "side": "operational",
                                                "type": "any"}}
    assert per_ship.args["max"] == 99 and per_ship.args["vp"] == 1


def test_default_load_is_cached_per_process() -> None:
    assert load_cardset() is load_cardset()
    assert read_cardset() is not load_cardset()
    assert read_cardset() == load_cardset()
