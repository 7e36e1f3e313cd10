"""Every worked example of the rulebook, as a test (rulings cited by number)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from scenario import cards, clear_player, keys, move, must, new_game, section_with, start_turn

from alien_artifacts.engine import events as ev
from alien_artifacts.match.scenario import load_scenario
from alien_artifacts.rules import query
from game.paths import scenarios_dir

SCENARIOS = scenarios_dir()


def _ready(n: int = 2, seed: int = 3):
    g = new_game(n, seed)
    for s in range(n):
        clear_player(g, s)
    g.state.players[0].credits = 8
    return g


def test_black_plague_is_built_automatically_after_discovering_calcine() -> None:
    # Rulebook "Automatic Construction example"; R20. The position: cards/scenarios/automatic_construction.yaml.
    g = load_scenario(SCENARIOS / "automatic_construction.yaml", cards())
    must(g, "discover:calcine")
    must(g, "pay:res_06:0", "pay:res_11:1")  # 3 + 2 green
    must(g, "side:logistics")  # settle Calcine: Build a Ship costs 2 less
    # Black Plague now costs 5 - 2 = 3 and has 3 red attached: it completes at once.
    assert g.pending is not None and g.pending.kind == "side"
    assert g.pending.info_get("card") == "black_plague"
    must(g, "side:logistics")
    p = g.state.players[0]
    assert "black_plague" in p.empire and "calcine" in p.empire
    assert "black_plague" not in p.attached
    assert "res_01" in g.state.discards["resource"]


def test_discovery_costs_6_with_one_planet_in_the_empire() -> None:
    # Rulebook Discover example; R16.
    g = _ready()
    planets = [u for u in g.cards.cards.values() if u.kind == "planet" and u.type == "expand"]
    move(g, planets[0].id, "empire", side="operational")
    move(g, planets[1].id, "uc")
    p = g.state.players[0]
    assert query.completion_cost(g.cards, g.state, p, planets[1].id) == 6
    # 3 + 2 green cannot pay 6; 3 + 3 can.
    a, _sa = section_with(g.cards, "green", 3)
    b, _sb = section_with(g.cards, "green", 2, exclude=[a])
    move(g, a, "hand")
    move(g, b, "hand")
    start_turn(g, 0)
    assert f"discover:{planets[1].id}" not in keys(g)
    clear_player(g, 0)
    move(g, planets[0].id, "empire", side="operational")
    move(g, planets[1].id, "uc")
    b2, _sb2 = section_with(g.cards, "green", 3, exclude=[a])
    move(g, a, "hand")
    move(g, b2, "hand")
    start_turn(g, 0)
    must(g, f"discover:{planets[1].id}")
    assert g.pending.kind == "pay" and "6 green" in g.pending.prompt


def test_gutenberg_costs_3_with_vitruvious_and_mika() -> None:
    # Rulebook: 5 (base) + 2 (two planets) - 4 (Vitruvious and Mika) = 3.
    g = _ready()
    move(g, "vitruvious", "empire", side="logistics")
    move(g, "mika", "empire", side="logistics")
    move(g, "gutenberg", "uc")
    assert query.completion_cost(g.cards, g.state, g.state.players[0], "gutenberg") == 3


def test_development_costs_7_with_two_technologies() -> None:
    g = _ready()
    techs = [c.id for c in g.cards.cards.values() if c.kind == "technology"][:3]
    move(g, techs[0], "empire", side="operational")
    move(g, techs[1], "empire", side="operational")
    move(g, techs[2], "uc")
    assert query.completion_cost(g.cards, g.state, g.state.players[0], techs[2]) == 7


def test_buy_paying_7_draws_3_and_keeps_1() -> None:
    # Rulebook Buy example; R17.
    g = _ready()
    start_turn(g, 0)
    top3 = list(reversed(g.state.decks["technology"][-3:]))
    must(g, "buy:technology")
    assert g.pending.kind == "buy_count" and "count:4" in keys(g)  # 8 credits: up to 3 extra
    must(g, "count:3")
    p = g.state.players[0]
    assert p.credits == 1
    assert sorted(keys(g)) == sorted(f"keep:{c}" for c in top3)
    must(g, f"keep:{top3[1]}")
    assert p.under_construction == [top3[1]]
    assert set(g.state.decks["technology"][:2]) == {top3[0], top3[2]}  # the rest to the bottom


def test_attack_value_3_is_the_revealed_number_plus_the_ship_bonus() -> None:
    # Rulebook Attack example ("Attack Value: 3 total"); R22. The position: cards/scenarios/attack_value.yaml.
    g = load_scenario(SCENARIOS / "attack_value.yaml", cards())
    must(g, "offensive")
    must(g, "pay:res_01:1", "pay:res_14:1")  # 3 + 2 red
    must(g, "target:alien")
    attacks = [e for e in g.events if isinstance(e, ev.ShipAttacked)]
    assert attacks[-1].value == 3 and attacks[-1].row == 3 and attacks[-1].card == "res_31"


def test_removing_2_blockades_with_4_symbols() -> None:
    # Rulebook Remove Blockades example: 2 cards totalling 5 (3 and 2) remove both tokens; R14.
    g = _ready()
    c = g.cards
    ships = [x.id for x in c.cards.values() if x.kind == "ship"][:2]
    for s in ships:
        move(g, s, "empire", side="logistics")
        g.state.players[0].blockades[s] = 1
        g.state.blockades_left -= 1
    r3, s3 = section_with(c, "red", 3)
    gold, sg = section_with(c, "gold", 2, exclude=[r3])
    move(g, r3, "hand")
    move(g, gold, "hand")
    start_turn(g, 0)
    must(g, "remove_blockades:ship")
    must(g, f"pay:{r3}:{s3}", f"pay:{gold}:{sg}", "done")
    while g.pending is not None and g.pending.kind == "unblock":
        must(g, keys(g)[0])
    assert g.state.players[0].blockades == {}
    assert g.state.blockades_left == 38


def test_prepare_4_green_then_pay_the_last_1() -> None:
    # Rulebook Prepare Resources example; R18, R11.
    g = _ready()
    c = g.cards
    planet = next(x.id for x in c.cards.values() if x.kind == "planet" and x.type == "expand")
    move(g, planet, "uc")
    a, sa = section_with(c, "green", 2)
    b, sb = section_with(c, "green", 2, exclude=[a])
    move(g, a, "hand")
    move(g, b, "hand")
    start_turn(g, 0)
    must(g, "prepare:planet")
    must(g, f"attach:{a}:{sa}:{planet}", f"attach:{b}:{sb}:{planet}")
    p = g.state.players[0]
    assert query.remaining_cost(c, g.state, p, planet) == 1
    clear_hand = list(p.hand)
    for r in clear_hand:
        move(g, r, "discard")
    one, s1 = section_with(c, "green", 1, exclude=[a, b])
    move(g, one, "hand")
    start_turn(g, 0)
    must(g, f"discover:{planet}")
    must(g, f"pay:{one}:{s1}")
    must(g, "side:logistics")
    assert planet in p.empire


def test_trading_5_symbols_for_5_credits() -> None:
    # Rulebook Trade example (3 and 2); R14. The position: cards/scenarios/trade.yaml.
    g = load_scenario(SCENARIOS / "trade.yaml", cards())
    must(g, "trade:red")
    must(g, "pay:res_01:1", "pay:res_42:0")  # 3 red + 2 gold (gold counts as any colour)
    assert g.state.players[0].credits == 13


def test_star_union_setup() -> None:
    # Rulebook Faction Setup example; R4 (placed, not resolved).
    g = new_game(2, seed=11, factions=["star_union", None], start=0)
    p = g.state.players[0]
    assert g.pending is not None and g.pending.kind == "keep" and g.pending.seat == 0
    offered = [k.split(":", 1)[1] for k in keys(g)]
    assert len(offered) == 2 and all(g.cards.cards[u].kind == "technology" for u in offered)
    must(g, f"keep:{offered[0]}")
    kinds = sorted(g.cards.cards[u].kind for u in p.under_construction)
    assert kinds == ["planet", "technology"]
    assert len(p.empire) == 1 and g.cards.cards[p.empire[0]].kind == "ship"
    assert p.sides[p.empire[0]] == "operational"
    assert offered[1] == g.state.decks["technology"][0]  # the other one at the bottom
    assert not any(isinstance(e, ev.AttackDeclared) for e in g.events)  # not resolved (R4)


def test_undo_takes_back_own_decisions_but_not_past_a_reveal() -> None:
    g = new_game(2, seed=5, factions=["star_union", None], start=0)
    assert not g.can_undo(1)
    must(g, keys(g)[0])  # keep a Technology: a decision on top of a reveal of two cards
    while g.pending is not None and g.pending.kind != "turn":
        must(g, keys(g)[0])
    seat = g.pending.seat
    before = g.state_hash()
    trade = next(k for k in keys(g) if k.startswith("trade:"))
    must(g, trade)
    must(g, next(k for k in keys(g) if k.startswith("pay:")))
    assert g.can_undo(seat) and not g.can_undo(1 - seat)
    assert g.undo(seat) and g.undo(seat)
    assert g.state_hash() == before
    assert not g.can_undo(seat)  # the setup revealed cards since the keep: undo stops there


def test_final_scoring_example_totals_35() -> None:
    # Rulebook Scoring example: 15 during the game + 10 Empire cards + 4 (an operational Technology:
    # 4 different Types) + Star Union 2 (two operational Ships) + 4 (four Exterminate cards) = 35. R31.
    from alien_artifacts.rules.scoring import final_breakdown

    g = new_game(2, seed=8, factions=["star_union", None])
    clear_player(g, 0)
    c = g.cards
    p = g.state.players[0]
    p.vp = 15

    def of(kind: str, type_: str, n: int) -> list[str]:
        return [x.id for x in c.cards.values() if x.kind == kind and x.type == type_
                and x.id != "vorsch_spectrum_mk2"][:n]

    move(g, "vorsch_spectrum_mk2", "empire", side="operational")
    for u in of("ship", "expand", 1) + of("ship", "exploit", 1):
        move(g, u, "empire", side="operational")
    for u in of("planet", "exterminate", 2) + of("technology", "exterminate", 2):
        move(g, u, "empire", side="logistics")
    for u in of("planet", "explore", 3):
        move(g, u, "empire", side="logistics")
    assert len(p.empire) == 10
    during, empire, techs, faction, paid = final_breakdown(g._ctx)[0]
    assert (during, empire, techs, faction, paid) == (15, 10, 4, 6, 0)
    assert during + empire + techs + faction == 35
