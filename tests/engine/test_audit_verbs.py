"""Audit: every effect verb of alien_artifacts/content/verbs.py executed as cards/README.md documents it.

`VERB_TESTS` names the test of each verb; a meta test checks that none is missing."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import (
    attach,
    block,
    card_of,
    cards_with,
    drain,
    evs,
    give,
    keys,
    move,
    must,
    on_top,
    ready,
    set_alien,
    since,
    start_turn,
    top_number,
)

from alien_artifacts.content.verbs import VERBS
from alien_artifacts.engine import events as ev
from alien_artifacts.rules import query
from alien_artifacts.rules.effects import EXECUTORS, ONGOING_VERBS


def _busy(g, seat: int = 0) -> None:
    """Give the seat a card to trade so its turn never passes by itself."""
    give(g, "blue", 1, seat=seat)


# ---- scores and banks ------------------------------------------------------------------------------
def test_gain_vp_and_lose_vp_for_self_and_opponent() -> None:
    g = ready()
    move(g, "art_01", "artifact")  # Singing Obelisk: gain 2 VP
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_01")
    assert g.state.players[0].vp == 2
    # Scourge of Velm, against a player with value 4+: the defender loses 1 VP (never below 0), you gain 1.
    g = ready()
    move(g, "scourge_of_velm", "empire", side="operational")
    g.state.players[1].vp = 0
    a, b = give(g, "red", 3), give(g, "red", 2)
    top_number(g, 3)
    start_turn(g, 0)
    must(g, "offensive", a, b, "target:1")
    drain(g)
    assert g.state.players[1].vp == 0 and g.state.players[0].vp == 1
    assert not [e for e in evs(g, ev.VpChanged) if e.seat == 1]  # nothing to lose: no event


def test_gain_credits_is_capped_at_15_and_pay_credits_is_a_cost() -> None:
    # R17; Meridian Consortium's Underwrite: pay 5 credits, gain 2 VP (not offered with 4).
    g = ready(credits=12)
    move(g, "art_02", "artifact")  # Void Lens: 5 credits
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_02")
    assert g.state.players[0].credits == 15
    g = ready(credits=4, factions=["meridian_consortium", None])
    _busy(g)
    start_turn(g, 0)
    assert "faction" not in keys(g)
    g.state.players[0].credits = 5
    start_turn(g, 0)
    must(g, "faction")
    assert (g.state.players[0].credits, g.state.players[0].vp) == (0, 2)


def test_steal_credits_outside_an_attack_from_a_chosen_player_up_to_the_amount() -> None:
    # Siphon Jewel: "Steal up to 3 credits from another player."
    g = ready(3, credits=5)
    g.state.players[1].credits = 2
    move(g, "art_14", "artifact")
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_14")
    assert g.pending.kind == "choose_opponent" and sorted(keys(g)) == ["opponent:1", "opponent:2"]
    assert "2 credits" in g.pending.option("opponent:1").label
    must(g, "opponent:1")
    assert [p.credits for p in g.state.players] == [7, 0, 5]


def test_steal_credits_in_an_attack_takes_from_the_defender() -> None:
    g = ready()
    move(g, "gilded_corsair", "empire", side="operational")  # +1 vs players; 4+: steal up to 3
    move(g, card_of(g, "planet", "explore")[0], "empire", seat=1)
    g.state.players[1].credits = 2
    a, b = give(g, "red", 3), give(g, "red", 2)
    top_number(g, 3)
    start_turn(g, 0)
    must(g, "offensive", a, b, "target:1")
    drain(g)
    assert g.state.players[1].credits == 0 and g.state.players[0].credits == 10


# ---- resources ------------------------------------------------------------------------------------
def test_draw_resources_into_hand() -> None:
    g = ready()
    move(g, "art_03", "artifact")  # Chrono Shard: draw 2
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_03")
    assert len(g.state.players[0].hand) == 3


def test_discard_resources_is_a_cost_paid_from_hand_and_the_player_chooses() -> None:
    # Salvage Brokers: ADDITIONALLY discard 1 Resource card from your hand to gain 2 credits.
    g = ready()
    move(g, "salvage_brokers", "empire", side="logistics")
    planet = card_of(g, "planet", "expand")[0]
    move(g, planet, "empire", side="operational")
    res, sec = give(g, "red", 2).split(":")[1:]
    move(g, res, "produce", planet=planet, section=int(sec))  # a produced card is not in hand
    move(g, card_of(g, "ship", "explore")[0], "empire", side="operational")
    start_turn(g, 0)
    assert "additionally:salvage_brokers" not in keys(g)  # nothing in hand: no free credits
    a = give(g, "blue", 1)
    b = give(g, "blue", 2)
    start_turn(g, 0)
    must(g, "additionally:salvage_brokers")
    assert g.pending.kind == "discard_down" and len(keys(g)) == 2
    must(g, f"discard:{b.split(':')[1]}")
    p = g.state.players[0]
    assert p.credits == 10 and p.hand == [a.split(":")[1]]


def test_discard_resources_by_the_opponent_in_an_attack() -> None:
    # Velvet Marauder: against a player, attack value 3+: the defender discards 1 Resource card.
    g = ready()
    move(g, "velvet_marauder", "empire", side="operational")
    give(g, "green", 1, seat=1)
    give(g, "green", 2, seat=1)
    a, b = give(g, "red", 3), give(g, "red", 2)
    top_number(g, 3)
    start_turn(g, 0)
    must(g, "offensive", a, b, "target:1")
    assert g.pending.kind == "discard_down" and g.pending.seat == 1
    must(g, keys(g)[0])
    assert len(g.state.players[1].hand) == 1


def test_gain_artifact_and_gain_defense_plan() -> None:
    g = ready(credits=10)
    move(g, "deep_vault_excavator", "empire", side="logistics")  # ADDITIONALLY pay 4: 1 Artifact
    move(g, "art_15", "artifact")  # Aegis Sigil: 2 Defense Plans
    _busy(g)
    start_turn(g, 0)
    must(g, "additionally:deep_vault_excavator", "artifact:art_15")
    p = g.state.players[0]
    assert len(p.artifacts) == 1 and len(p.defense_plans) == 2 and p.credits == 6


def test_produce_on_a_chosen_operational_planet_following_r27() -> None:
    g = ready()
    planets = card_of(g, "planet", "explore", 2)
    for u in planets:
        move(g, u, "empire", side="operational")
    move(g, card_of(g, "planet", "expand")[0], "empire", side="logistics")  # not operational
    move(g, "art_04", "artifact")  # Seed of Worlds: produce 2
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_04")
    assert g.pending.kind == "choose_planet" and sorted(keys(g)) == sorted(f"planet:{u}" for u in planets)
    must(g, f"planet:{planets[1]}")
    drain(g)
    assert len(g.state.players[0].produced[planets[1]]) == 2


def test_production_bonus_exploit_and_mine() -> None:
    # Terraforming Seeders: exploiting produces 1 more; Hydroponic Arcologies: mining 1 more per Planet.
    g = ready()
    move(g, "terraforming_seeders", "empire", side="logistics")
    planet = card_of(g, "planet", "explore")[0]
    move(g, planet, "uc")
    a, b = give(g, "green", 3), give(g, "green", 2)
    start_turn(g, 0)
    must(g, f"discover:{planet}", a, b, "side:operational")
    drain(g)
    assert len(g.state.players[0].produced[planet]) == 4
    g = ready()
    move(g, "hydroponic_arcologies", "empire", side="logistics")
    move(g, planet, "empire", side="operational")
    a, b = give(g, "green", 3), give(g, "green", 2)
    start_turn(g, 0)
    must(g, "mine", a, b)
    drain(g)
    assert len(g.state.players[0].produced[planet]) == 2


# ---- cards ------------------------------------------------------------------------------------------
def test_take_card_to_under_construction_and_to_the_empire() -> None:
    # Halcyon Scout: against an Alien System, value 3+: take the top Planet into Under Construction.
    g = ready()
    move(g, "halcyon_scout", "empire", side="operational")
    set_alien(g, "alien_myrr_sanctum")
    a, b = give(g, "red", 3), give(g, "red", 2)
    planet = card_of(g, "planet", "expand")[0]
    on_top(g, planet)
    top_number(g, 3)
    start_turn(g, 0)
    must(g, "offensive", a, b, "target:alien")
    drain(g)
    assert g.state.players[0].under_construction == [planet]
    # take_card to the Empire (outside setup) resolves the side: an operational Ship may go on a mission.
    g = ready(cards=cards_with(artifact=[{"take_card": {"deck": "ship", "to": "empire", "side": "operational"}}]))
    move(g, "art_01", "artifact")
    _busy(g)
    start_turn(g, 0)
    top = g.state.decks["ship"][-1]
    must(g, "artifact:art_01")
    assert top in g.state.players[0].empire and g.pending.kind == "target" and "target:none" in keys(g)


def test_draw_choose_keeps_one_and_bottoms_the_rest() -> None:
    # Wormhole Charts: ACTION draw 3 Planets, keep 1.
    g = ready()
    move(g, "wormhole_charts", "empire", side="logistics")
    _busy(g)
    start_turn(g, 0)
    top3 = list(reversed(g.state.decks["planet"][-3:]))
    must(g, "card_action:wormhole_charts")
    assert g.pending.kind == "keep" and sorted(keys(g)) == sorted(f"keep:{u}" for u in top3)
    must(g, f"keep:{top3[1]}")
    assert g.state.players[0].under_construction == [top3[1]]
    assert set(g.state.decks["planet"][:2]) == {top3[0], top3[2]}
    # keep 2 of 3
    g = ready(cards=cards_with(artifact=[{"draw_choose": {"deck": "ship", "draw": 3, "keep": 2}}]))
    move(g, "art_01", "artifact")
    _busy(g)
    start_turn(g, 0)
    top3 = list(reversed(g.state.decks["ship"][-3:]))
    must(g, "artifact:art_01", f"keep:{top3[2]}", f"keep:{top3[0]}")
    assert g.state.players[0].under_construction == [top3[2], top3[0]]
    assert g.state.decks["ship"][0] == top3[1]


def test_search_deck_bottoms_the_cards_passed() -> None:
    # Pathfinder Drones: ACTION search the Planet deck for an Explore Planet; draw 1 Resource card.
    g = ready()
    move(g, "pathfinder_drones", "empire", side="logistics")
    _busy(g)
    pile = g.state.decks["planet"]
    others = [u for u in card_of(g, "planet", "expand", 2)]
    target = card_of(g, "planet", "explore")[0]
    on_top(g, target)
    for u in others:
        on_top(g, u)
    start_turn(g, 0)
    must(g, "card_action:pathfinder_drones")
    p = g.state.players[0]
    assert p.under_construction == [target] and len(p.hand) == 2
    assert set(pile[:2]) == set(others)


def test_place_blockades_outside_an_attack_needs_a_target_and_tokens() -> None:
    # Hive Beacon: place 2 Blockade tokens on cards in another player's Empire.
    g = ready(3)
    move(g, "art_09", "artifact")
    _busy(g)
    start_turn(g, 0)
    assert "artifact:art_09" not in keys(g)  # nobody has an Empire card
    theirs = card_of(g, "planet", "expand")[0]
    move(g, theirs, "empire", seat=2)
    start_turn(g, 0)
    mark = len(g.events)
    must(g, "artifact:art_09")  # only seat 2, and only one card: both choices are forced
    assert [(e.seat, e.card, e.by) for e in since(g, mark, ev.BlockadePlaced)] == [(2, theirs, 0)] * 2
    assert g.state.players[2].blockades == {theirs: 2}
    g.state.blockades_left = 0
    move(g, "art_09", "artifact")
    start_turn(g, 0)
    assert "artifact:art_09" not in keys(g)  # no token left (R24)


def test_remove_blockades_free_from_any_row_up_to_the_amount() -> None:
    # Phase Key: remove up to 3 Blockade tokens from your Empire.
    g = ready()
    ship = card_of(g, "ship", "explore")[0]
    tech = card_of(g, "technology", "explore")[0]
    move(g, ship, "empire")
    move(g, tech, "empire")
    block(g, 0, ship, 2)
    block(g, 0, tech, 2)
    move(g, "art_08", "artifact")
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_08", f"remove:{ship}", f"remove:{tech}", f"remove:{ship}")
    assert g.state.players[0].blockades == {tech: 1} and g.state.players[0].credits == 8


def test_destroy_ship_and_damage_ship_hit_the_attacking_ship() -> None:
    # Covered in test_audit_attack (R24); here straight from an Alien System row.
    g = ready()
    move(g, "tollkeeper", "empire", side="operational")
    set_alien(g, "alien_ossuary_of_vel")  # rows 1 and 2 destroy
    a, b = give(g, "red", 3), give(g, "red", 2)
    top_number(g, 2)
    start_turn(g, 0)
    must(g, "offensive", a, b, "target:alien")
    assert evs(g, ev.ShipDestroyed)[0].card == "tollkeeper" and g.state.decks["ship"][0] == "tollkeeper"
    g = ready()
    move(g, "tollkeeper", "empire", side="operational")
    set_alien(g, "alien_myrr_sanctum")  # rows 1 and 2 damage
    a, b = give(g, "red", 3), give(g, "red", 2)
    top_number(g, 1)
    start_turn(g, 0)
    must(g, "offensive", a, b, "target:alien")
    assert g.state.players[0].under_construction == ["tollkeeper"]


def test_attack_one_chosen_ship_that_has_not_attacked_one_target() -> None:
    # Warp Relic: one of your operational Ships that has not attacked this turn attacks now.
    g = ready()
    ships = ["tollkeeper", "merchant_hauler"]
    for u in ships:
        move(g, u, "empire", side="operational")
    g.state.turn.attacked.clear()
    move(g, "art_11", "artifact")
    _busy(g)
    start_turn(g, 0)
    g.state.turn.attacked.append("tollkeeper")
    must(g, "artifact:art_11")
    # only Merchant Hauler is ready: chosen by itself; the target is not optional
    assert g.pending.kind == "target" and "target:none" not in keys(g)
    top_number(g, 3)
    must(g, "target:alien")
    assert [e.ship for e in evs(g, ev.ShipAttacked)] == ["merchant_hauler"]


def test_score_technology_scores_the_during_value_of_a_chosen_operational_technology() -> None:
    # Echo Engine. Quantum Ledger: 3+ Technologies 1 / 5+ 2 (during).
    g = ready()
    move(g, "quantum_ledger", "empire", side="operational")
    move(g, "neural_archive", "empire", side="operational")  # 2+ operational Technologies: 1
    for u in ("parallax_survey_array", "deep_vault_excavator", "pathfinder_drones"):
        move(g, u, "empire", side="logistics")
    move(g, "art_10", "artifact")
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_10")
    assert sorted(keys(g)) == ["tech:neural_archive", "tech:quantum_ledger"]
    must(g, "tech:quantum_ledger")
    assert g.state.players[0].vp == 2


def test_vp_per_with_its_maximum_and_vp_if() -> None:
    # Obsidian Idol: 1 VP per Type in the Empire; Research Consortium: 1 VP per operational
    # Technology, at most 3 (after paying 2 credits).
    g = ready()
    for t in ("explore", "expand", "exploit"):
        move(g, card_of(g, "planet", t)[0], "empire")
    move(g, "art_13", "artifact")
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_13")
    assert g.state.players[0].vp == 3
    g = ready()
    move(g, "research_consortium", "empire", side="logistics")
    for u in card_of(g, "technology", "exploit", 4):
        move(g, u, "empire", side="operational")
    _busy(g)
    start_turn(g, 0)
    must(g, "card_action:research_consortium")
    assert (g.state.players[0].vp, g.state.players[0].credits) == (3, 6)
    g = ready(cards=cards_with(artifact=[{"vp_if": {"requires": {"credits": {}}, "at_least": 8, "vp": 4}}]))
    move(g, "art_01", "artifact")
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_01")
    assert g.state.players[0].vp == 4


def test_pay_resources_several_colours_no_gold_within_its_limit() -> None:
    # Deep Analytics and Research Program: ACTION pay 2 blue, 2 green, 2 red (no gold): gain 2 VP.
    g = ready()
    move(g, "deep_analytics_and_research_program", "empire", side="logistics")
    b = give(g, "blue", 2)
    gr = give(g, "green", 2)
    gold = give(g, "gold", 2, avoid=("red",))
    start_turn(g, 0)
    assert "card_action:deep_analytics_and_research_program" not in keys(g)  # gold cannot pay the red
    r = give(g, "red", 2)
    start_turn(g, 0)
    must(g, "card_action:deep_analytics_and_research_program")
    assert g.pending.kind == "pay" and gold not in keys(g)
    must(g, b, gr, r)
    assert g.state.players[0].vp == 2


def test_pay_resources_with_gold_lets_a_gold_card_pay_whichever_colour_still_works() -> None:
    # 2 blue + 3 green, gold allowed, at most 2 cards; hand: gold 2 and green 3. The gold card must go to
    # blue (not to the larger green need), and it may be paid first.
    c = cards_with(artifact=[{"pay_resources": {"blue": 2, "green": 3, "gold_ok": True, "limit": 2}},
                             {"gain_vp": 1}])
    g = ready(cards=c)
    gold = give(g, "gold", 2, avoid=("blue", "green", "gold"))
    green = give(g, "green", 3, avoid=("blue", "gold"))
    move(g, "art_01", "artifact")
    start_turn(g, 0)
    must(g, "artifact:art_01")
    assert g.pending.kind == "pay" and gold in keys(g) and green in keys(g)
    must(g, gold, green)
    assert g.state.players[0].vp == 1


def test_temporary_discount_lasts_this_turn_only() -> None:
    g = ready()
    p = g.state.players[0]
    ship = card_of(g, "ship", "explore")[0]
    move(g, ship, "uc")
    move(g, "art_05", "artifact")  # Build a Ship costs 3 less this turn
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_05")
    assert query.completion_cost(g.cards, g.state, p, ship) == 2
    start_turn(g, 0)
    assert query.completion_cost(g.cards, g.state, p, ship) == 5


def test_buy_as_an_effect_pays_the_price_and_extra_free_cards_are_free() -> None:
    # General Capital Dominance: ADDITIONALLY take a Buy action (paid as usual), besides the action.
    g = ready(credits=6)
    move(g, "general_capital_dominance", "empire", side="logistics")
    _busy(g)
    start_turn(g, 0)
    must(g, "additionally:general_capital_dominance", "deck:ship")
    assert keys(g) == ["count:1", "count:2"]
    must(g, "count:1")
    assert g.state.players[0].credits == 1 and not g.state.turn.action_taken
    # Gravity Loom: a Buy with 2 extra cards for free: 3 cards for 5 credits.
    g = ready(credits=5)
    move(g, "art_12", "artifact")
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_12", "deck:planet")
    assert keys(g) == ["count:1", "count:2", "count:3"]
    assert "for 5 credits" in g.pending.option("count:3").label
    must(g, "count:3")
    assert g.state.players[0].credits == 0 and g.pending.kind == "keep" and len(keys(g)) == 3


# ---- ongoing ---------------------------------------------------------------------------------------
def test_discount_on_every_action_kind() -> None:
    # Planet logistics (Build/Develop/Discover -2, Buy -2 credits) and Modular Fabrication (-1 Develop, Build).
    g = ready()
    p = g.state.players[0]
    move(g, "modular_fabrication", "empire", side="logistics")
    settled = [card_of(g, "planet", t)[0] for t in ("explore", "expand", "exterminate", "exploit")]
    for u in settled:
        move(g, u, "empire", side="logistics")
    cards, s = g.cards, g.state
    start_turn(g, 0)
    uc = {k: card_of(g, k, exclude=[*settled, "modular_fabrication"])[0] for k in ("ship", "technology", "planet")}
    for u in uc.values():
        move(g, u, "uc")
    assert query.completion_cost(cards, s, p, uc["planet"]) == 5 + 4 - 2
    assert query.completion_cost(cards, s, p, uc["ship"]) == 5 - 2 - 1
    assert query.completion_cost(cards, s, p, uc["technology"]) == 5 + 1 - 2 - 1
    assert query.buy_price(cards, s, p) == 3


def test_assembly_limit_attack_bonus_hand_limit_trade_bonus_gold_in_operational() -> None:
    # Each is exercised by a rule test: R11/R18 (assembly_limit), R22 (attack_bonus), R8 (hand_limit),
    # R14 (trade_bonus), R13 (gold_in_operational). Here: they add up from several cards.
    g = ready()
    p = g.state.players[0]
    move(g, "drydock_network", "empire", side="logistics")  # +1 assembly for offensive
    for u in card_of(g, "ship", "exploit", 2):  # +1 each for trade
        move(g, u, "empire", side="logistics")
    cards, s = g.cards, g.state
    assert query.assembly_limit(cards, s, p, "trade") == 4
    assert query.assembly_limit(cards, s, p, "offensive") == 3
    assert query.assembly_limit(cards, s, p, "build") == 2


def test_on_triggers_for_every_event() -> None:
    # complete (first_of_type, kind), produce (matching), buy, revenue, mine, artifact, remove_blockades.
    g = ready(credits=10)
    for u in ("vorsch_spectrum_mk2", "automated_assembly_lines", "beacon_network", "market_intelligence",
              "xenolinguistics_lab"):
        move(g, u, "empire", side="logistics")
    p = g.state.players[0]
    move(g, "art_01", "artifact")  # +2 VP; Xenolinguistics Lab +1 VP
    _busy(g)
    start_turn(g, 0)
    must(g, "artifact:art_01")
    assert p.vp == 3
    tech = card_of(g, "technology", "exterminate")[0]
    on_top(g, tech)
    must(g, "buy:technology", "count:1")  # Market Intelligence: +1 VP
    assert p.vp == 4
    # A Technology enters: Vorsch (first Exterminate Technology) +1 VP; Assembly Lines: draw 1.
    g2 = ready()
    for u in ("vorsch_spectrum_mk2", "automated_assembly_lines"):
        move(g2, u, "empire", side="logistics")
    move(g2, tech, "uc")
    attach(g2, tech, "blue", 1)  # 5 + 2 Technologies = 7
    a, b = give(g2, "blue", 3), give(g2, "blue", 3)
    start_turn(g2, 0)
    mark = len(g2.events)
    must(g2, f"develop:{tech}", a, b, "side:logistics")
    assert g2.state.players[0].vp == 1 and len(since(g2, mark, ev.ResourceDrawn)) == 1
    # produce with matching: Beacon Network +1 credit per matching section shown
    g3 = ready(credits=0)
    move(g3, "beacon_network", "empire", side="logistics")
    planet = card_of(g3, "planet", "explore")[0]
    move(g3, planet, "empire", side="operational")
    a, b = give(g3, "green", 3), give(g3, "green", 2)
    top_number(g3, 1, type_="explore")
    start_turn(g3, 0)
    must(g3, "mine", a, b)
    drain(g3, chooser=lambda pc: next((o.key for o in pc.options if "+1 VP" in o.label), pc.options[0].key))
    assert g3.state.players[0].credits == 1 and g3.state.players[0].vp == 1
    # revenue (Dividend Engine +3 credits), mine (Civic Planning Bureau +1 VP)
    g4 = ready(credits=0)
    move(g4, "dividend_engine", "empire", side="logistics")
    move(g4, "quantum_ledger", "empire", side="operational")
    a, b = give(g4, "blue", 3), give(g4, "blue", 2)
    start_turn(g4, 0)
    must(g4, "revenue", a, b)
    drain(g4)
    assert g4.state.players[0].credits == 3
    g5 = ready()
    move(g5, "civic_planning_bureau", "empire", side="logistics")
    move(g5, planet, "empire", side="operational")
    a, b = give(g5, "green", 3), give(g5, "green", 2)
    top_number(g5, 1, not_type="explore")
    start_turn(g5, 0)
    must(g5, "mine", a, b)
    drain(g5)
    assert g5.state.players[0].vp == 1
    # remove_blockades: only after the action (not after an artifact)
    trigger = {"on": {"event": "remove_blockades", "do": [{"gain_vp": 1}]}}
    c = cards_with(tech=("quantum_ledger", {"ongoing": [trigger]}))
    g6 = ready(cards=c)
    move(g6, "quantum_ledger", "empire", side="logistics")
    ship = card_of(g6, "ship", "explore")[0]
    move(g6, ship, "empire")
    block(g6, 0, ship)
    k = give(g6, "red", 2)
    start_turn(g6, 0)
    must(g6, "remove_blockades:ship", k)
    drain(g6)
    assert g6.state.players[0].vp == 1


VERB_TESTS = {
    "gain_vp": test_gain_vp_and_lose_vp_for_self_and_opponent,
    "lose_vp": test_gain_vp_and_lose_vp_for_self_and_opponent,
    "gain_credits": test_gain_credits_is_capped_at_15_and_pay_credits_is_a_cost,
    "pay_credits": test_gain_credits_is_capped_at_15_and_pay_credits_is_a_cost,
    "steal_credits": test_steal_credits_outside_an_attack_from_a_chosen_player_up_to_the_amount,
    "draw_resources": test_draw_resources_into_hand,
    "discard_resources": test_discard_resources_is_a_cost_paid_from_hand_and_the_player_chooses,
    "gain_artifact": test_gain_artifact_and_gain_defense_plan,
    "gain_defense_plan": test_gain_artifact_and_gain_defense_plan,
    "produce": test_produce_on_a_chosen_operational_planet_following_r27,
    "take_card": test_take_card_to_under_construction_and_to_the_empire,
    "draw_choose": test_draw_choose_keeps_one_and_bottoms_the_rest,
    "search_deck": test_search_deck_bottoms_the_cards_passed,
    "place_blockades": test_place_blockades_outside_an_attack_needs_a_target_and_tokens,
    "remove_blockades": test_remove_blockades_free_from_any_row_up_to_the_amount,
    "destroy_ship": test_destroy_ship_and_damage_ship_hit_the_attacking_ship,
    "damage_ship": test_destroy_ship_and_damage_ship_hit_the_attacking_ship,
    "attack": test_attack_one_chosen_ship_that_has_not_attacked_one_target,
    "score_technology": test_score_technology_scores_the_during_value_of_a_chosen_operational_technology,
    "vp_per": test_vp_per_with_its_maximum_and_vp_if,
    "vp_if": test_vp_per_with_its_maximum_and_vp_if,
    "pay_resources": test_pay_resources_with_gold_lets_a_gold_card_pay_whichever_colour_still_works,
    "temporary_discount": test_temporary_discount_lasts_this_turn_only,
    "buy": test_buy_as_an_effect_pays_the_price_and_extra_free_cards_are_free,
    "discount": test_discount_on_every_action_kind,
    "assembly_limit": test_assembly_limit_attack_bonus_hand_limit_trade_bonus_gold_in_operational,
    "attack_bonus": test_assembly_limit_attack_bonus_hand_limit_trade_bonus_gold_in_operational,
    "hand_limit": test_assembly_limit_attack_bonus_hand_limit_trade_bonus_gold_in_operational,
    "trade_bonus": test_assembly_limit_attack_bonus_hand_limit_trade_bonus_gold_in_operational,
    "production_bonus": test_production_bonus_exploit_and_mine,
    "gold_in_operational": test_assembly_limit_attack_bonus_hand_limit_trade_bonus_gold_in_operational,
    "on": test_on_triggers_for_every_event,
}


def test_every_verb_is_executed_or_read_and_has_an_audit_test() -> None:
    for name in VERBS:
        assert name in EXECUTORS or name in ONGOING_VERBS, name
        assert name in VERB_TESTS, f"no audit test for verb {name!r}"
    assert set(EXECUTORS) | set(ONGOING_VERBS) == set(VERBS)
