"""R35: Start an Offensive asks which operational Ships take part (at least one), then the one target (R21), before
the defender's Defense Plan; each chosen Ship attacks once (R22). Saves written before R35 replay as they were."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as stg

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import card_of, drain, evs, give, keys, move, must, ready, set_alien, since, start_turn, top_number

from alien_artifacts.engine import events as ev
from alien_artifacts.engine.choices import Command
from alien_artifacts.engine.grammar import Voice
from alien_artifacts.match.api import Game, GameError
from alien_artifacts.match.hints import choice_hint, watching
from alien_artifacts.match.narrate import Teller
from alien_artifacts.match.ruleset import RULES, RULES_BEFORE_R35
from alien_artifacts.match.scenario import load_scenario

BEFORE_R35 = Path(__file__).parent / "saves" / "before_r35_offensive.json"  # written by main at 70f628b


def _fleet(ships: list[str], numbers: list[int]) -> tuple[Game, tuple[str, str]]:
    """Seat 0 has these operational Ships and 5 red in hand; the Resource deck reveals `numbers` in order."""
    g = ready()
    for s in ships:
        move(g, s, "empire", side="operational")
    set_alien(g, "alien_thessar_dominion")
    used: list[str] = []
    for n in reversed(numbers):
        used.append(top_number(g, n, exclude=used))
    move(g, card_of(g, "planet", "explore")[0], "empire", seat=1)
    move(g, "dp_06", "defense", seat=1)
    return g, (give(g, "red", 3), give(g, "red", 2))


def test_r35_the_attacker_chooses_the_ships_then_the_target_before_the_defense_plan() -> None:
    # R35, R21, R22
    g, pay = _fleet(["tollkeeper", "merchant_hauler", "iron_requiem"], [3, 3, 3])
    start_turn(g, 0)
    must(g, "offensive", *pay)
    p = g.pending
    assert p.kind == "fleet" and p.seat == 0
    # at least one: nothing chosen yet, so no Done; every ready Ship can join, or all at once
    assert sorted(keys(g)) == ["all", "join:iron_requiem", "join:merchant_hauler", "join:tollkeeper"]
    assert all(o.target == f"card:{o.card}" for o in p.options if o.verb == "join")  # a click on the Ship
    mark = len(g.events)
    must(g, "join:iron_requiem", "join:tollkeeper")
    assert "leave:tollkeeper" in keys(g) and "done" in keys(g)
    must(g, "leave:tollkeeper", "join:merchant_hauler")
    assert g.pending.info_get("chosen") == "merchant_hauler iron_requiem"  # Empire order
    assert not since(g, mark, ev.ResourceRevealed)
    must(g, "done")
    assert g.pending.kind == "target" and g.pending.info_get("ships") == "merchant_hauler iron_requiem"
    chosen = since(g, mark, ev.ShipsChosen)
    assert [(c.ships, c.held) for c in chosen] == [(("merchant_hauler", "iron_requiem"), ("tollkeeper",))]
    must(g, "target:1")
    assert g.pending.kind == "defense_plan" and not since(g, mark, ev.ResourceRevealed)  # R21: plan first
    must(g, "plan:basic")
    drain(g)
    # R22: each chosen Ship attacked once; the Ship left out did not attack and is still ready
    assert [h.ship for h in since(g, mark, ev.ShipAttacked)] == ["merchant_hauler", "iron_requiem"]
    assert "tollkeeper" not in g.state.turn.attacked


def test_r35_all_sends_every_ready_ship_as_before() -> None:
    # R35, R23: "all" is one pick; every ready Ship attacks, one attack action
    g, pay = _fleet(["tollkeeper", "merchant_hauler"], [3, 3])
    start_turn(g, 0)
    mark = len(g.events)
    must(g, "offensive", *pay, "all", "target:alien")
    drain(g)
    assert [h.ship for h in since(g, mark, ev.ShipAttacked)] == ["tollkeeper", "merchant_hauler"]
    assert len(since(g, mark, ev.AttackDeclared)) == 1


def test_r35_one_ready_ship_asks_no_choice() -> None:
    # R35: with one operational Ship there is nothing to choose
    g, pay = _fleet(["tollkeeper"], [3])
    start_turn(g, 0)
    must(g, "offensive", *pay)
    assert g.pending.kind == "target"
    assert not evs(g, ev.ShipsChosen)


def test_r35_the_choice_is_told_watched_and_hinted() -> None:
    # R35: the narrator, the watching words and the mouse hint
    g, pay = _fleet(["tollkeeper", "merchant_hauler", "iron_requiem"], [3, 3, 3])
    start_turn(g, 0)
    must(g, "offensive", *pay)
    names = [pl.name for pl in g.state.players]
    assert watching(g.view_for(1), Voice(1, names)) == "Choosing which Ships go on the Offensive."
    assert "Click your Ships" in choice_hint("fleet")
    assert "choose which of your 3 ready Ships attack" in g.pending.prompt
    must(g, "join:tollkeeper", "join:iron_requiem", "done")
    chosen = evs(g, ev.ShipsChosen)[-1]
    to_owner = Teller(g.cards, 0, names).tell(chosen)
    to_other = Teller(g.cards, 1, names).tell(chosen)
    assert to_owner == "You send Tollkeeper and Iron Requiem on the Offensive; Merchant Hauler stays back."
    assert to_other == "P0 sends Tollkeeper and Iron Requiem on the Offensive; Merchant Hauler stays back."


def test_a_save_written_before_r35_replays_exactly_and_keeps_its_rules() -> None:
    # R35: a log from before the choice existed has none; it replays with every ready Ship sent, as it was
    data = json.loads(BEFORE_R35.read_text(encoding="utf-8"))
    assert "rules" not in data["settings"]
    cards = ready().cards
    g = Game.from_json(cards, data)  # verify: every decision played again through the rules, then the hash
    assert g.state.rules == RULES_BEFORE_R35 and g.state_hash() == data["hash"]
    assert len(g.events) == len(data["events"])
    multi = [e for e in g.events if isinstance(e, ev.AttackDeclared) and len(e.ships) > 1]
    assert multi and not evs(g, ev.ShipsChosen)  # it has an Offensive of several Ships, and no choice of them
    # saved again, it stays a game of the old rules; a new game is of today's
    again = g.to_json()
    assert again["settings"]["rules"] == RULES_BEFORE_R35
    assert Game.from_json(cards, again).state.rules == RULES_BEFORE_R35
    # undo rebuilds the game by folding: the edition stays
    h = g.clone()
    seat = h.pending.seat
    if h.can_undo(seat):
        h.undo(seat)
        assert h.state.rules == RULES_BEFORE_R35
    assert ready().to_json()["settings"]["rules"] == RULES == 2


def test_an_old_rules_game_sends_every_ready_ship_without_asking() -> None:
    # R35 does not apply to a game saved before it: the Offensive goes straight to the target
    g, pay = _fleet(["tollkeeper", "merchant_hauler"], [3, 3])
    g.state.rules = RULES_BEFORE_R35
    start_turn(g, 0)
    must(g, "offensive", *pay)
    assert g.pending.kind == "target" and g.pending.info_get("ships") == "tollkeeper merchant_hauler"


@pytest.mark.parametrize(("rules", "words"), [(3, "newer version"), ("2", "must be an integer"),
                                              (True, "must be an integer"), (0, "must be an integer")])
def test_a_save_with_a_rules_edition_it_cannot_play_is_refused_in_one_line(rules: object, words: str) -> None:
    g = ready()
    data = g.to_json()
    data["settings"]["rules"] = rules
    with pytest.raises(GameError) as err:
        Game.from_json(g.cards, data)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_a_fleet_pick_is_one_command_per_pick_and_a_wrong_one_is_rejected() -> None:
    # R35: at least one Ship; "done" with none chosen is no option
    g, pay = _fleet(["tollkeeper", "merchant_hauler"], [3, 3])
    start_turn(g, 0)
    must(g, "offensive", *pay)
    p = g.pending
    before = g.state_hash()
    r = g.submit(Command(0, p.id, ("done",)))
    assert not r.ok and g.state_hash() == before


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(stg.lists(stg.integers(0, 9), min_size=1, max_size=12))
def test_r35_any_sequence_of_picks_sends_exactly_the_ships_chosen(picks: list[int]) -> None:
    # R35, R22: whatever the player toggles, the Ships sent are those chosen (at least one), each attacks once
    g, pay = _fleet(["tollkeeper", "merchant_hauler", "iron_requiem"], [3, 3, 3])
    start_turn(g, 0)
    must(g, "offensive", *pay)
    mark = len(g.events)
    for i in picks:
        if g.pending.kind != "fleet":
            break
        must(g, keys(g)[i % len(keys(g))])
    if g.pending.kind == "fleet":
        must(g, "done" if "done" in keys(g) else "all")
    (sent,) = since(g, mark, ev.ShipsChosen)
    assert sent.ships and not set(sent.ships) & set(sent.held)
    assert sorted(sent.ships + sent.held) == ["iron_requiem", "merchant_hauler", "tollkeeper"]
    must(g, "target:alien")
    drain(g)
    assert [h.ship for h in since(g, mark, ev.ShipAttacked)] == list(sent.ships)


SCENARIO = """
seed: 5
players:
  - name: Ann
    faction: star_union
    hand: [res_01, res_06]
    empire: [iron_requiem operational, crimson_lance operational, tollkeeper operational]
  - name: Bob
    faction: meridian_consortium
    defense_plans: [dp_01]
    empire: [mika operational]
turn: Ann
"""


def test_r35_a_game_with_the_choice_saves_and_replays_the_same() -> None:
    # R35: the choice is in the log as decisions; the save says its rules edition and replays exactly
    g = load_scenario(SCENARIO, ready().cards, origin="R35")
    must(g, "offensive", "pay:res_01:1", "join:crimson_lance", "done", "target:alien")
    drain(g)
    assert [(e.ships, e.held) for e in evs(g, ev.ShipsChosen)] == \
        [(("crimson_lance",), ("iron_requiem", "tollkeeper"))]
    data = g.to_json()
    assert data["settings"]["rules"] == RULES
    h = Game.from_json(g.cards, data)
    assert h.state_hash() == g.state_hash() and h.state.rules == RULES and len(h.events) == len(g.events)
