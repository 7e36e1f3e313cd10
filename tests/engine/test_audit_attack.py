"""Audit: attacks (R21-R25) and what the Ships' and Technologies' attack abilities do (R22, R26)."""

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
    ready,
    set_alien,
    since,
    start_turn,
    top_number,
)

from alien_artifacts.engine import events as ev
from alien_artifacts.match.api import Game


def _position(ships: list[str], numbers: list[int], alien: str = "alien_thessar_dominion",
              credits: int = 8) -> tuple[Game, tuple[str, str]]:
    """Seat 0 has these operational Ships and 5 red in hand; the Resource deck reveals `numbers` in order."""
    g = ready(credits=credits)
    for s in ships:
        move(g, s, "empire", side="operational")
    set_alien(g, alien)
    used: list[str] = []
    for n in reversed(numbers):
        used.append(top_number(g, n, exclude=used))
    return g, (give(g, "red", 3), give(g, "red", 2))


def test_r21_one_target_the_defender_chooses_once_before_the_first_reveal_and_keeps_the_plan() -> None:
    # R21
    g, pay = _position(["tollkeeper", "merchant_hauler"], [3, 3])
    move(g, "dp_06", "defense", seat=1)
    move(g, card_of(g, "planet", "explore")[0], "empire", seat=1)
    start_turn(g, 0)
    must(g, "offensive", *pay, "all")  # R35: every ready Ship
    assert g.pending.kind == "target"
    assert sorted(keys(g)) == ["target:1", "target:alien"]  # one target for the whole action
    mark = len(g.events)
    must(g, "target:1")
    assert g.pending.kind == "defense_plan" and g.pending.seat == 1
    assert sorted(keys(g)) == ["plan:basic", "plan:dp_06"]
    assert not since(g, mark, ev.ResourceRevealed)  # nothing revealed before the plan is chosen
    must(g, "plan:dp_06")
    drain(g)
    hits = since(g, mark, ev.ShipAttacked)
    assert [h.target for h in hits] == ["1", "1"] and len(since(g, mark, ev.DefensePlanChosen)) == 1
    assert "dp_06" in g.state.players[1].defense_plans  # not discarded
    # Shield Lattice row 3 damages the attacker: both Ships are back Under Construction.
    assert {"tollkeeper", "merchant_hauler"} <= set(g.state.players[0].under_construction)


def test_r22_each_ship_uses_only_its_own_bonus_technologies_add_to_all_and_values_above_4_are_row_4() -> None:
    # R22: Iron Requiem +2, Tollkeeper +0; Targeting Matrix +1 against Alien Systems for both.
    g, pay = _position(["iron_requiem", "tollkeeper"], [4, 1])
    move(g, "targeting_matrix", "empire", side="logistics")
    move(g, "siege_doctrine", "empire", side="logistics")  # against players only: not here
    start_turn(g, 0)
    must(g, "offensive", *pay, "all", "target:alien")
    hits = evs(g, ev.ShipAttacked)
    assert [(h.ship, h.value, h.row) for h in hits] == [("iron_requiem", 7, 4), ("tollkeeper", 2, 2)]


def test_r22_against_filters_choose_alien_or_player_bonuses() -> None:
    # R22: Crimson Lance +2 against Alien Systems only; Siege Doctrine +1 against players only.
    g, pay = _position(["crimson_lance"], [1])
    move(g, "siege_doctrine", "empire", side="logistics")
    move(g, card_of(g, "planet", "explore")[0], "empire", seat=1)
    start_turn(g, 0)
    must(g, "offensive", *pay, "target:1")
    drain(g)
    assert evs(g, ev.ShipAttacked)[-1].value == 2


def test_r22_each_ship_attacks_once_per_turn_whatever_effect_asks() -> None:
    # R22: after an Offensive, Warp Relic (attack) and Star Union's Fleet Drill have no Ship left.
    g, pay = _position(["tollkeeper"], [3], credits=10)
    g.state.players[0].faction = "star_union"
    move(g, "art_11", "artifact")
    start_turn(g, 0)
    assert "artifact:art_11" in keys(g) and "faction" in keys(g)
    must(g, "offensive", *pay, "target:alien")
    drain(g)
    assert "artifact:art_11" not in keys(g)
    assert evs(g, ev.ShipAttacked)[-1].ship == "tollkeeper"


def test_r23_attack_triggers_fire_once_per_action_and_defend_fires_for_the_defender() -> None:
    # R23: Trophy Halls (+1 VP per attack on an Alien System) scores once for two Ships.
    g, pay = _position(["tollkeeper", "merchant_hauler"], [3, 3])
    move(g, "trophy_halls", "empire", side="logistics")
    start_turn(g, 0)
    must(g, "offensive", *pay, "all", "target:alien")
    drain(g)
    assert sum(e.delta for e in evs(g, ev.VpChanged) if e.seat == 0 and e.why == "cards") == 1
    # Counter-Battery Grid: the defender gains 1 VP and 1 credit once the attack on them resolved.
    g, pay = _position(["tollkeeper", "merchant_hauler"], [1, 1])
    move(g, "counter_battery_grid", "empire", seat=1, side="logistics")
    start_turn(g, 0)
    must(g, "offensive", *pay, "all", "target:1")
    drain(g)
    gains = [e for e in evs(g, ev.VpChanged) if e.seat == 1]
    assert [e.delta for e in gains] == [1]
    assert g.state.players[1].credits == 9


def test_r24_destroyed_goes_to_the_bottom_damaged_returns_bare_and_tokens_go_back() -> None:
    # R24, R26: a blockaded Ship damaged returns Under Construction; its token returns to the supply.
    g, pay = _position(["tollkeeper", "merchant_hauler"], [1, 2], alien="alien_kraal_hive")
    block(g, 0, "merchant_hauler")
    start_turn(g, 0)
    must(g, "offensive", *pay, "all", "target:alien")
    drain(g)
    s = g.state
    assert s.decks["ship"][0] == "tollkeeper"  # destroyed: bottom of the Ship deck
    p = s.players[0]
    assert "merchant_hauler" in p.under_construction and "merchant_hauler" not in p.attached
    assert not p.blockades and s.blockades_left == 38


def test_r24_the_attacker_places_blockades_on_any_defender_cards_until_the_38_run_out() -> None:
    # R24: Basic Defense Plan row 4 places 2 tokens; the attacker chooses; with 1 token left, only 1.
    g, pay = _position(["tollkeeper"], [4])
    mine = card_of(g, "planet", "explore")[0]
    theirs = card_of(g, "planet", "expand", 2)
    move(g, mine, "empire")
    for u in theirs:
        move(g, u, "empire", seat=1)
    start_turn(g, 0)
    must(g, "offensive", *pay, "target:1")
    assert g.pending.kind == "blockade" and g.pending.seat == 0
    assert sorted(keys(g)) == sorted(f"blockade:{u}" for u in theirs)
    must(g, f"blockade:{theirs[0]}", f"blockade:{theirs[0]}")  # both on one card is allowed
    assert g.state.players[1].blockades == {theirs[0]: 2}
    g, pay = _position(["tollkeeper"], [4])
    for u in theirs:
        move(g, u, "empire", seat=1)
    g.state.blockades_left = 1
    g.state.players[1].blockades[theirs[1]] = 37  # the other 37 tokens lie somewhere
    start_turn(g, 0)
    must(g, "offensive", *pay, "target:1", f"blockade:{theirs[0]}")
    assert g.pending.kind == "turn" and g.state.blockades_left == 0


def test_r25_the_alien_system_cycles_once_after_every_ship_attacked() -> None:
    # R25
    g, pay = _position(["tollkeeper", "merchant_hauler"], [3, 3])
    old = g.state.alien_system
    start_turn(g, 0)
    must(g, "offensive", *pay, "all", "target:alien")
    drain(g)
    order = [type(e).__name__ for e in g.events if isinstance(e, ev.ShipAttacked | ev.AlienSystemCycled)]
    assert order == ["ShipAttacked", "ShipAttacked", "AlienSystemCycled"]
    assert g.state.decks["alien"][0] == old and g.state.alien_system != old


def test_r22_a_ships_own_trigger_follows_its_attack_even_when_the_row_damaged_it() -> None:
    # Tollkeeper: "Against a player, attack value 2+: steal up to 1 credit." Value 2 is row 2 of the Basic
    # Defense Plan (damaged); the Ship's attack still had value 2, so it steals (proposed ruling; otherwise
    # "2+" would mean "3+" against every Defense Plan).
    g, pay = _position(["tollkeeper"], [2])
    move(g, card_of(g, "planet", "explore")[0], "empire", seat=1)
    start_turn(g, 0)
    must(g, "offensive", *pay, "target:1")
    drain(g)
    assert evs(g, ev.ShipDamaged) and g.state.players[0].credits == 9 and g.state.players[1].credits == 7


def test_r26_a_blockaded_ship_attacks_without_its_bonus_and_trigger_unless_paid() -> None:
    # R26: Ravager Carrier: +1 attack; attack value 4+: gain 2 credits. Revealed 3.
    for activate, value, credits in ((False, 3, 8), (True, 4, 8 - 1 + 2)):
        g, pay = _position(["ravager_carrier"], [3], alien="alien_myrr_sanctum")
        block(g, 0, "ravager_carrier")
        start_turn(g, 0)
        if activate:
            must(g, "activate:ravager_carrier")
        must(g, "offensive", *pay, "target:alien")
        drain(g)
        assert evs(g, ev.ShipAttacked)[-1].value == value
        assert g.state.players[0].credits == credits


def test_r26_blockaded_technology_bonus_and_attack_trigger_only_when_paid() -> None:
    # R26: a blockaded Targeting Matrix adds nothing; a blockaded Trophy Halls scores nothing.
    g, pay = _position(["tollkeeper"], [3])
    move(g, "targeting_matrix", "empire", side="logistics")
    move(g, "trophy_halls", "empire", side="logistics")
    block(g, 0, "targeting_matrix")
    block(g, 0, "trophy_halls")
    start_turn(g, 0)
    must(g, "offensive", *pay, "target:alien")
    drain(g)
    assert evs(g, ev.ShipAttacked)[-1].value == 3
    assert not [e for e in evs(g, ev.VpChanged) if e.why == "cards"]


def test_defense_plan_rows_hit_the_right_player() -> None:
    # who: opponent in a Defense Plan row is the defender: Ransom Protocol row 1 damages the attacker's
    # Ship and gives the defender 3 credits; Scorched Reserves row 4 lets the attacker steal 1.
    g, pay = _position(["tollkeeper"], [1])
    move(g, "dp_07", "defense", seat=1)
    start_turn(g, 0)
    must(g, "offensive", *pay, "target:1", "plan:dp_07")
    drain(g)
    assert g.state.players[1].credits == 11 and "tollkeeper" in g.state.players[0].under_construction
    g, pay = _position(["iron_requiem"], [2])  # +2: value 4, and no trigger of its own
    move(g, "dp_04", "defense", seat=1)
    start_turn(g, 0)
    must(g, "offensive", *pay, "target:1", "plan:dp_04")
    drain(g)
    assert g.state.players[1].credits == 7 and g.state.players[0].credits == 9


def test_an_attack_on_a_player_without_empire_cards_places_nothing() -> None:
    # R24: tokens only lie on Empire cards; with none, row 3/4 blockades are simply lost.
    g, pay = _position(["tollkeeper"], [4])
    start_turn(g, 0)
    must(g, "offensive", *pay, "target:1")
    assert g.pending.kind == "turn" and g.state.blockades_left == 38
