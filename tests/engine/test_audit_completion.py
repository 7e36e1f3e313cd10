"""Audit: completing cards (R16, R19) and automatic construction (R20) on every change of the Empire
or of the discounts; the +1 penalty between completions; the order choice; cost 0 cards."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import (
    attach,
    block,
    card_of,
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

from alien_artifacts.engine import events as ev
from alien_artifacts.rules import query


def test_r16_cost_counts_every_empire_card_of_the_row_whatever_its_side_or_blockade() -> None:
    # R16, R26: 5 + 1 per Technology in the Empire (operational, logistics, blockaded alike).
    g = ready()
    p = g.state.players[0]
    t = card_of(g, "technology", n=4)
    move(g, t[0], "empire", side="operational")
    move(g, t[1], "empire", side="logistics")
    move(g, t[2], "empire", side="operational")
    block(g, 0, t[2])
    move(g, t[3], "uc")
    assert query.completion_cost(g.cards, g.state, p, t[3]) == 8


def test_r20_preparing_the_whole_cost_does_not_complete_the_card_by_itself() -> None:
    # R20: only a change of the Empire or of the discounts completes a card automatically; Prepare
    # Resources pays "for a future action" (rulebook p. 12). The card is then completed by its action
    # at no further cost.
    g = ready()
    planet = card_of(g, "planet", "expand")[0]
    move(g, planet, "uc")
    k3 = give(g, "green", 3)
    k2 = give(g, "green", 2)
    start_turn(g, 0)
    must(g, "prepare:planet")
    must(g, f"attach:{k3[4:]}:{planet}", f"attach:{k2[4:]}:{planet}")
    assert g.pending.kind == "turn" and not any(k.startswith("discover") for k in keys(g))
    p = g.state.players[0]
    assert planet in p.under_construction and query.remaining_cost(g.cards, g.state, p, planet) == 0
    assert not evs(g, ev.CardCompleted)
    must(g, "end_action")
    drain(g)  # the other player's turn: pass it on
    start_turn(g, 0)
    assert f"discover:{planet}" in keys(g)
    mark = len(g.events)
    must(g, f"discover:{planet}")
    assert g.pending.kind == "side" and not since(g, mark, ev.ResourcePaid)  # nothing more to pay


def test_r20_a_new_card_of_cost_zero_completes_at_once() -> None:
    # R20 ("a cost of 0 needs none"), R15 (costs never go below 0): three logistics Exterminate
    # Planets make Build a Ship cost 5 - 6 -> 0; a bought Ship completes as soon as it is kept.
    g = ready()
    for u in card_of(g, "planet", "exterminate", 3):
        move(g, u, "empire", side="logistics")
    ship = card_of(g, "ship", "explore")[0]
    on_top(g, ship)
    start_turn(g, 0)
    must(g, "buy:ship", "count:1")
    assert g.pending.kind == "side" and g.pending.info_get("card") == ship
    assert query.completion_cost(g.cards, g.state, g.state.players[0], ship) == 0


def test_r20_a_new_card_completes_only_itself_not_a_fully_prepared_card() -> None:
    # R20: taking a card into Under Construction changes neither the Empire nor the discounts, so a card
    # whose cost is already covered by prepared resources still waits for its action (or a real change).
    g = ready()
    planet = card_of(g, "planet", "expand")[0]
    move(g, planet, "uc")
    attach(g, planet, "green", 3)
    attach(g, planet, "green", 2)
    give(g, "blue", 1)
    start_turn(g, 0)
    must(g, "buy:technology", "count:1")
    assert g.pending.kind != "side" and planet in g.state.players[0].under_construction
    # ... but a new card of cost 0 completes, and that change of the Empire completes the prepared one.
    g = ready()
    for u in card_of(g, "planet", "exterminate", 3):
        move(g, u, "empire", side="logistics")
    planet = card_of(g, "planet", "expand")[0]
    move(g, planet, "uc")
    attach(g, planet, "green", 3)
    attach(g, planet, "green", 3)
    attach(g, planet, "green", 3)  # 9: 5 + 3 Planets (+1 once the Ship is in: still planets 3)
    ship = card_of(g, "ship", "explore")[0]
    on_top(g, ship)
    give(g, "blue", 1)
    start_turn(g, 0)
    must(g, "buy:ship", "count:1")
    assert g.pending.kind == "side" and g.pending.info_get("card") == ship
    must(g, "side:logistics")
    assert g.pending.kind == "side" and g.pending.info_get("card") == planet


def test_r20_chain_each_completion_can_complete_the_next() -> None:
    # R20: Discover an Explore Planet (settled: Discover -2) -> a prepared Exterminate Planet now costs
    # 5 + 1 - 2 = 4 = its 4 attached -> settled (Build -2) -> a Ship with 3 attached costs 5 - 2 = 3.
    g = ready()
    explore = card_of(g, "planet", "explore")[0]
    exterm = card_of(g, "planet", "exterminate")[0]
    ship = card_of(g, "ship", "expand")[0]
    for u in (explore, exterm, ship):
        move(g, u, "uc")
    attach(g, exterm, "green", 2)
    attach(g, exterm, "green", 2)
    attach(g, ship, "red", 3)
    a, b = give(g, "green", 3), give(g, "green", 2)
    start_turn(g, 0)
    must(g, f"discover:{explore}", a, b, "side:logistics")
    assert g.pending.kind == "side" and g.pending.info_get("card") == exterm
    must(g, "side:logistics")
    assert g.pending.kind == "side" and g.pending.info_get("card") == ship
    must(g, "side:logistics")
    p = g.state.players[0]
    assert {explore, exterm, ship} <= set(p.empire) and not p.attached


def test_r20_order_is_chosen_and_the_penalty_applies_between_completions() -> None:
    # R20: two Planets become paid for at once (a Discover discount); the owner picks the order; the
    # second one then costs 1 more (one more Planet in the Empire) and stays if it is no longer paid.
    g = ready()
    explore = card_of(g, "planet", "explore")[0]
    p1, p2 = card_of(g, "planet", "expand", 2)
    for u in (explore, p1, p2):
        move(g, u, "uc")
    attach(g, p1, "green", 2)
    attach(g, p1, "green", 2)  # 4: covers 5 + 1 - 2
    attach(g, p2, "green", 3)
    attach(g, p2, "green", 2)  # 5: covers 4 and also 5 + 2 - 2
    a, b = give(g, "green", 3), give(g, "green", 2)
    start_turn(g, 0)
    must(g, f"discover:{explore}", a, b, "side:logistics")
    assert g.pending.kind == "auto_order" and sorted(keys(g)) == sorted([f"complete:{p1}", f"complete:{p2}"])
    must(g, f"complete:{p1}", "side:logistics")
    # p2 now costs 5 + 2 - 2 = 5 = its 5 attached: it completes next, without another order choice.
    assert g.pending.kind == "side" and g.pending.info_get("card") == p2
    must(g, "side:logistics")
    # The other order: p2 first leaves p1 at 5 + 2 - 2 = 5 > 4 attached.
    g = ready()
    for u in (explore, p1, p2):
        move(g, u, "uc")
    attach(g, p1, "green", 2)
    attach(g, p1, "green", 2)
    attach(g, p2, "green", 3)
    attach(g, p2, "green", 2)
    a, b = give(g, "green", 3), give(g, "green", 2)
    start_turn(g, 0)
    must(g, f"discover:{explore}", a, b, "side:logistics", f"complete:{p2}", "side:logistics")
    assert g.pending.kind == "turn"
    assert p1 in g.state.players[0].under_construction


def _offensive_position(ships: list[str], numbers: list[int], alien: str = "alien_kraal_hive"):
    g = ready()
    for s in ships:
        move(g, s, "empire", side="operational")
    set_alien(g, alien)
    used: list[str] = []
    for n in reversed(numbers):
        used.append(top_number(g, n, exclude=used))
    pay = (give(g, "red", 3), give(g, "red", 2))
    return g, pay


def test_r20_a_destroyed_ship_lowers_the_build_cost_and_completion_follows_the_attack() -> None:
    # R20 + R24: Kraal Hive row 1 destroys the attacking Ship; with one Ship fewer, a prepared Ship
    # (5 attached, cost 5 + 1 -> 5) is paid for: it completes once the attack action is over (R25 first).
    g, pay = _offensive_position(["tollkeeper"], [1])
    prepared = card_of(g, "ship", "expand")[0]
    move(g, prepared, "uc")
    attach(g, prepared, "red", 3)
    attach(g, prepared, "red", 2)
    start_turn(g, 0)
    mark = len(g.events)
    must(g, "offensive", *pay, "target:alien")
    assert since(g, mark, ev.ShipDestroyed)
    assert g.pending.kind == "side" and g.pending.info_get("card") == prepared
    cycled = next(i for i, e in enumerate(g.events) if isinstance(e, ev.AlienSystemCycled) and i >= mark)
    assert cycled < len(g.events)  # the Alien System was cycled before the completion is offered


def test_r20_a_damaged_ship_does_not_let_a_new_ship_join_the_running_offensive() -> None:
    # R20, R21: the first Ship is damaged (row 2), which pays for a prepared Ship; the second Ship still
    # attacks first, the Alien System cycles, and only then is the prepared Ship completed.
    g, pay = _offensive_position(["tollkeeper", "ledger_of_stars"], [2, 3])
    prepared = card_of(g, "ship", "expand")[0]
    move(g, prepared, "uc")
    attach(g, prepared, "red", 3)
    attach(g, prepared, "red", 3)  # 6: covers 5 + 1 (after the damage), not 5 + 2
    start_turn(g, 0)
    mark = len(g.events)
    must(g, "offensive", *pay, "all", "target:alien")  # R35: both ready Ships
    attacks = since(g, mark, ev.ShipAttacked)
    assert [a.ship for a in attacks] == ["tollkeeper", "ledger_of_stars"]
    assert since(g, mark, ev.ShipDamaged)[0].card == "tollkeeper"
    assert since(g, mark, ev.AlienSystemCycled)
    assert g.pending.kind == "side" and g.pending.info_get("card") == prepared
    must(g, "side:operational")
    # Go on a Mission: the new Ship may attack (it has not attacked this turn); a new Alien System.
    assert g.pending.kind == "target" and "target:none" in keys(g)


def test_r20_an_attack_that_changes_nothing_completes_nothing() -> None:
    # R20: a fully prepared Ship waits for its Build action; an attack that lowered no cost leaves it.
    g, pay = _offensive_position(["tollkeeper"], [3], alien="alien_thessar_dominion")
    prepared = card_of(g, "ship", "expand")[0]
    move(g, prepared, "uc")
    attach(g, prepared, "red", 3)
    attach(g, prepared, "red", 3)  # 6 = 5 + 1: already covered
    start_turn(g, 0)
    must(g, "offensive", *pay, "target:alien")
    assert g.pending.kind != "side" and prepared in g.state.players[0].under_construction


def test_r20_a_discount_won_during_an_attack_completes_after_it() -> None:
    # Patient Engine: attack value 3+: Build a Ship costs 2 less this turn. The prepared Ship (4 of 6)
    # is paid for once the attack is over.
    g, pay = _offensive_position(["patient_engine"], [2], alien="alien_thessar_dominion")
    prepared = card_of(g, "ship", "explore")[0]
    move(g, prepared, "uc")
    attach(g, prepared, "red", 2)
    attach(g, prepared, "red", 2)
    start_turn(g, 0)
    mark = len(g.events)
    must(g, "offensive", *pay, "target:alien")
    assert since(g, mark, ev.TempDiscountAdded)
    assert g.pending.kind == "side" and g.pending.info_get("card") == prepared
    assert any(isinstance(e, ev.AlienSystemCycled) for e in since(g, mark))


def test_r20_removing_a_blockade_restores_a_discount_and_completes_a_card() -> None:
    # R20, R26: the blockaded Exterminate Planet gives no discount; removing its token does.
    g = ready()
    planet = card_of(g, "planet", "exterminate")[0]
    move(g, planet, "empire", side="logistics")
    block(g, 0, planet)
    ship = card_of(g, "ship", "explore")[0]
    move(g, ship, "uc")
    attach(g, ship, "red", 3)
    k = give(g, "green", 2)
    start_turn(g, 0)
    must(g, "remove_blockades:planet", k, "done")
    assert g.pending.kind == "side" and g.pending.info_get("card") == ship


def test_r20_activating_a_blockaded_card_counts_as_a_change_of_discounts() -> None:
    # R20, R26: paying 1 credit to use the blockaded Planet this turn gives its discount back.
    g = ready()
    planet = card_of(g, "planet", "exterminate")[0]
    move(g, planet, "empire", side="logistics")
    block(g, 0, planet)
    ship = card_of(g, "ship", "explore")[0]
    move(g, ship, "uc")
    attach(g, ship, "red", 3)
    start_turn(g, 0)
    must(g, f"activate:{planet}")
    assert g.state.players[0].credits == 7
    assert g.pending.kind == "side" and g.pending.info_get("card") == ship


def test_r20_a_temporary_discount_completes_a_card() -> None:
    # R20: Ancestral Blueprint (Build a Ship costs 3 less this turn) pays for a Ship with 2 attached.
    g = ready()
    ship = card_of(g, "ship", "explore")[0]
    move(g, ship, "uc")
    attach(g, ship, "red", 2)
    move(g, "art_05", "artifact")
    start_turn(g, 0)
    must(g, "artifact:art_05")
    assert g.pending.kind == "side" and g.pending.info_get("card") == ship


def test_r19_sides_resolve_and_attached_resources_are_discarded() -> None:
    # R19: Sell to the Corporation reveals one card (a matching Type scores the during value); Go on a
    # Mission may attack (optional); attached resources go to the discard pile.
    g = ready()
    tech = "quantum_ledger"  # expand: 3+ Technologies 1/2
    move(g, tech, "uc")
    for u in ("parallax_survey_array", "deep_vault_excavator", "pathfinder_drones"):  # no triggers
        move(g, u, "empire", side="logistics")
    r = attach(g, tech, "blue", 3)
    a, b = give(g, "blue", 3), give(g, "blue", 2)
    hit = top_number(g, 1, type_="expand")
    start_turn(g, 0)
    must(g, f"develop:{tech}", a, b, "side:operational")
    assert r in g.state.discards["resource"] and hit in g.state.discards["resource"]
    scored = evs(g, ev.TechnologyScored)
    assert scored and scored[-1].card == tech and scored[-1].vp == 1
    assert g.state.players[0].vp == 1


def test_r19_go_on_a_mission_is_optional_and_skipped_for_a_ship_that_already_attacked() -> None:
    # R19, R22: a Ship rebuilt in the turn it attacked may not attack again on its mission.
    g = ready()
    ship = card_of(g, "ship", "explore")[0]
    move(g, ship, "uc")
    attach(g, ship, "red", 3)
    a, b = give(g, "red", 1), give(g, "red", 1)
    start_turn(g, 0)
    must(g, f"build:{ship}", a, b, "side:operational")
    assert g.pending.kind == "target" and "target:none" in keys(g)
    must(g, "target:none")
    assert g.pending.kind == "turn" and not evs(g, ev.AttackDeclared)
    # Again, but the Ship has already attacked this turn: no target choice at all.
    g = ready()
    move(g, ship, "uc")
    attach(g, ship, "red", 3)
    a, b = give(g, "red", 1), give(g, "red", 1)
    start_turn(g, 0)
    g.state.turn.attacked.append(ship)
    must(g, f"build:{ship}", a, b, "side:operational")
    assert g.pending.kind == "turn" and not evs(g, ev.AttackDeclared)


def test_exploit_ship_joining_the_fleet_brings_a_defense_plan_going_on_a_mission_does_not() -> None:
    # Rulebook: "You gain a Defense Plan card each time you build a logistic exploitation Ship."
    for side, plans in (("logistics", 1), ("operational", 0)):
        g = ready()
        ship = card_of(g, "ship", "exploit")[0]
        move(g, ship, "uc")
        attach(g, ship, "red", 3)
        a, b = give(g, "red", 1), give(g, "red", 1)
        start_turn(g, 0)
        must(g, f"build:{ship}", a, b, f"side:{side}")
        drain(g)
        assert len(g.state.players[0].defense_plans) == plans
