"""Audit: Blockade tokens (R26). A blockaded card has no ability unless its owner pays 1 credit per token
to use it this turn; every kind of ability must honour that (query.is_active)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import (
    block,
    card_of,
    drain,
    evs,
    give,
    keys,
    move,
    must,
    produce_on,
    ready,
    since,
    start_turn,
    top_number,
)

from alien_artifacts.engine import events as ev
from alien_artifacts.rules import query


def test_r26_activation_costs_one_credit_per_token_and_lasts_only_this_turn() -> None:
    g = ready(credits=3)
    planet = card_of(g, "planet", "exterminate")[0]
    move(g, planet, "empire", side="logistics")
    block(g, 0, planet, 2)
    give(g, "blue", 1)  # something to do, so the turn does not pass by itself
    start_turn(g, 0)
    opt = g.pending.option(f"activate:{planet}")
    assert opt is not None and "2 credits" in opt.label
    must(g, f"activate:{planet}")
    p = g.state.players[0]
    assert p.credits == 1 and query.is_active(g.state, p, planet)
    assert f"activate:{planet}" not in keys(g)  # once is enough for the turn
    start_turn(g, 0)
    assert not query.is_active(g.state, p, planet)
    assert f"activate:{planet}" not in keys(g)  # 1 credit cannot pay for 2 tokens


def test_r26_blockaded_ship_logistics_assembly_limit() -> None:
    # An Explore logistics Ship: +1 assembly limit for Discover (and preparing Planets).
    g = ready()
    ship = card_of(g, "ship", "explore")[0]
    move(g, ship, "empire", side="logistics")
    block(g, 0, ship)
    p = g.state.players[0]
    start_turn(g, 0)
    assert query.assembly_limit(g.cards, g.state, p, "discover") == 2
    assert query.assembly_limit(g.cards, g.state, p, "prepare", "planet") == 2
    must(g, f"activate:{ship}")
    assert query.assembly_limit(g.cards, g.state, p, "discover") == 3


def test_r26_blockaded_ongoing_trigger_fires_only_when_paid() -> None:
    # Tariff Authority: after you Trade, gain 1 VP.
    for paid in (False, True):
        g = ready()
        move(g, "tariff_authority", "empire", side="logistics")
        block(g, 0, "tariff_authority")
        k = give(g, "blue", 3)
        start_turn(g, 0)
        if paid:
            must(g, "activate:tariff_authority")
        must(g, "trade:blue", k, "done")
        assert g.state.players[0].vp == (1 if paid else 0)


def test_r26_blockaded_additionally_and_action_cards_need_paying_first() -> None:
    g = ready(credits=10)
    move(g, "intersystem_investment_bank", "empire", side="logistics")
    move(g, "strategic_liquidity_reserve", "empire", side="logistics")
    block(g, 0, "intersystem_investment_bank")
    block(g, 0, "strategic_liquidity_reserve")
    start_turn(g, 0)
    assert "additionally:intersystem_investment_bank" not in keys(g)
    assert "card_action:strategic_liquidity_reserve" not in keys(g)
    must(g, "activate:intersystem_investment_bank", "activate:strategic_liquidity_reserve")
    assert "additionally:intersystem_investment_bank" in keys(g)
    assert "card_action:strategic_liquidity_reserve" in keys(g)


def test_r26_blockaded_planet_does_not_produce_on_mine_but_its_produced_cards_stay_usable() -> None:
    g = ready()
    planets = card_of(g, "planet", "expand", 2)
    for u in planets:
        move(g, u, "empire", side="operational")
    block(g, 0, planets[0])
    kept = produce_on(g, planets[0], "red", 2)
    a, b = give(g, "green", 3), give(g, "green", 2)
    start_turn(g, 0)
    mark = len(g.events)
    must(g, "mine", a, b)
    drain(g)
    assert {e.planet for e in since(g, mark, ev.Produced)} == {planets[1]}
    assert kept[4:].split(":")[0] in [r for r, _ in g.state.players[0].produced[planets[0]]]
    # R26: the card produced on the blockaded Planet still pays (here: a Trade).
    start_turn(g, 0)
    mark = len(g.events)
    must(g, "trade:red")
    paid = since(g, mark, ev.ResourcePaid)
    assert [(e.card, e.source) for e in paid] == [(kept.split(":")[1], planets[0])]


def test_r26_blockaded_technology_does_not_score_on_revenue_unless_paid() -> None:
    for paid in (False, True):
        g = ready()
        tech = "quantum_ledger"  # expand, 3+ Technologies: 1 VP
        move(g, tech, "empire", side="operational")
        for u in ("parallax_survey_array", "deep_vault_excavator"):
            move(g, u, "empire", side="logistics")
        block(g, 0, tech)
        a, b = give(g, "blue", 3), give(g, "blue", 2)
        top_number(g, 1, type_="expand")
        start_turn(g, 0)
        if paid:
            must(g, f"activate:{tech}")
        must(g, "revenue", a, b)
        drain(g)
        assert [e.card for e in evs(g, ev.TechnologyScored)] == ([tech] if paid else [])


def test_r26_effects_that_produce_or_score_skip_blockaded_targets() -> None:
    # Seed of Worlds (produce 2) and Echo Engine (score a Technology) cannot use a blockaded card.
    g = ready()
    planets = card_of(g, "planet", "expand", 2)
    for u in planets:
        move(g, u, "empire", side="operational")
    block(g, 0, planets[0])
    move(g, "quantum_ledger", "empire", side="operational")
    block(g, 0, "quantum_ledger")
    move(g, "art_04", "artifact")
    move(g, "art_10", "artifact")
    start_turn(g, 0)
    assert "artifact:art_10" not in keys(g)  # the only operational Technology is blockaded
    mark = len(g.events)
    must(g, "artifact:art_04")  # one Planet can produce: chosen automatically
    drain(g)
    assert {e.planet for e in since(g, mark, ev.Produced)} == {planets[1]}
    must(g, "activate:quantum_ledger")
    assert "artifact:art_10" in keys(g)


def test_r26_blockaded_modifiers_hand_limit_gold_production_and_trade_bonus() -> None:
    g = ready()
    p = g.state.players[0]
    give(g, "blue", 1)  # something to do, so the turn does not pass by itself
    for u in ("long_range_telescopes", "quantum_ledger", "hydroponic_arcologies", "galactic_exchange"):
        move(g, u, "empire", side="logistics")
        block(g, 0, u)
    start_turn(g, 0)
    cards, s = g.cards, g.state
    assert query.hand_limit(cards, s, p) == 3
    assert not query.has_flag(cards, s, p, "gold_in_operational")
    assert query.modifier(cards, s, p, "production_bonus") == 0
    assert query.modifier(cards, s, p, "trade_bonus") == 0
    for u in ("long_range_telescopes", "quantum_ledger", "hydroponic_arcologies", "galactic_exchange"):
        must(g, f"activate:{u}")
    assert query.hand_limit(cards, s, p) == 4
    assert query.has_flag(cards, s, p, "gold_in_operational")
    assert query.modifier(cards, s, p, "production_bonus") == 1
    assert query.modifier(cards, s, p, "trade_bonus") == 2


def test_r26_blockaded_cards_still_count_for_measures_and_types() -> None:
    # R26: a blockaded card still counts as a card of its kind and Type.
    g = ready()
    p = g.state.players[0]
    for u in card_of(g, "planet", "explore", 2):
        move(g, u, "empire")
        block(g, 0, u)
    assert query.measure(g.cards, p, "count", {"kind": "planet", "type": "explore"}) == 2
    assert query.measure(g.cards, p, "blockades", {}) == 2


def test_r26_a_defenders_blockaded_card_gives_nothing_on_another_players_turn() -> None:
    # The defender cannot pay on someone else's turn (R7): a blockaded Counter-Battery Grid stays blank.
    g = ready()
    move(g, "tollkeeper", "empire", side="operational")
    move(g, "counter_battery_grid", "empire", seat=1, side="logistics")
    block(g, 1, "counter_battery_grid")
    a, b = give(g, "red", 3), give(g, "red", 2)
    top_number(g, 1)
    start_turn(g, 0)
    must(g, "offensive", a, b, "target:1")
    drain(g)
    assert g.state.players[1].vp == 0
