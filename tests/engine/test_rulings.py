"""One test (at least) per ruling of RULINGS.md that the engine decides. Cited as # Rn."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scenario import clear_player, keys, move, must, new_game, section_with, start_turn

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.view import HIDDEN
from alien_artifacts.match.api import Game, GameError, GameSettings, SeatSettings
from alien_artifacts.rules import query
from alien_artifacts.rules.handlers import STEP_HANDLERS


def _ready(n: int = 2, seed: int = 3) -> Game:
    g = new_game(n, seed)
    for s in range(n):
        clear_player(g, s)
        g.state.players[s].credits = 8
    return g


def _of(c: CardSet, kind: str, type_: str | None = None, n: int = 1) -> list[str]:
    out = [x.id for x in c.cards.values() if x.kind == kind and (type_ is None or x.type == type_)]
    return out[:n]


def _plain_ship(c: CardSet) -> str:
    """An operational Ship whose attack list has no trigger (only bonuses)."""
    return next(x.id for x in c.cards.values() if x.kind == "ship" and x.operational.attack
                and all(e.verb == "attack_bonus" and e.args.get("against", "any") == "any"
                        for e in x.operational.attack))


def test_r1_two_to_five_players() -> None:
    # R1
    cards = new_game(2).cards
    for n in (1, 6):
        with pytest.raises(GameError):
            Game.new(cards, GameSettings(1, tuple(SeatSettings(f"P{i}") for i in range(n))))


def test_r3_r33_views_hide_hands_decks_and_deck_backs() -> None:
    # R3, R33
    g = new_game(3, seed=9)
    v = g.view_for(1)
    assert v.state.players[1].hand == g.state.players[1].hand
    assert all(c == HIDDEN for c in v.state.players[0].hand)
    assert len(v.state.players[0].hand) == len(g.state.players[0].hand)
    assert all(c == HIDDEN for pile in v.state.decks.values() for c in pile)
    top = v.deck_tops["technology"]
    assert top is not None and not hasattr(top, "id") and top.logistics is not None
    assert v.state.stack == []


def test_r4_start_credits_vp_hand_and_distinct_factions() -> None:
    # R4
    g = new_game(5, seed=2)
    s = g.state
    assert len({p.faction for p in s.players}) == 5
    for p in s.players:
        assert p.vp == 0
        assert len(p.hand) == 3
        assert p.credits >= 0


def test_r5_round_marker_start_comes_from_the_rules_data() -> None:
    # R5
    for n in (2, 3, 4, 5):
        g = new_game(n, seed=n)
        assert g.state.round_marker == g.cards.rules.round_marker_start[n]


def test_r6_pass_only_when_no_action_is_legal() -> None:
    # R6
    g = _ready()
    g.state.players[0].credits = 0
    g.cards.factions[g.state.players[0].faction]  # the faction action costs something or not:
    g.state.players[0].faction = ""  # no faction action here, so nothing at all is legal
    start_turn(g, 0)
    assert any(isinstance(e, ev.Passed) and e.seat == 0 for e in g.events)  # taken as the only option
    g = _ready()
    start_turn(g, 0)
    assert "pass" not in keys(g) and any(k.startswith("buy:") for k in keys(g))


def test_r8_draw_step_discards_then_fills_to_three_and_caps_the_hand() -> None:
    # R8
    g = _ready()
    c = g.cards
    extra = [r for r in c.resources][:5]
    for r in extra:
        move(g, r, "hand")
    start_turn(g, 0)
    g.state.turn.action_taken = True
    g._pending = STEP_HANDLERS.advance(g._ctx)
    if g.pending.kind == "turn":
        must(g, "end_action")
    assert g.pending.kind == "discard"
    must(g, "done")
    assert g.pending.kind == "discard_down" and g.pending.seat == 0
    while g.pending.kind == "discard_down":
        must(g, keys(g)[0])
    assert len(g.state.players[0].hand) == 3


def test_r9_last_card_moves_the_round_marker_and_an_empty_deck_reshuffles_the_discards() -> None:
    # R9
    g = _ready()
    s = g.state
    s.round_marker = 3
    while len(s.decks["resource"]) > 1:
        s.discards["resource"].append(s.decks["resource"].pop(0))
    g._ctx.draw_resource(0)
    assert s.round_marker == 2 and not s.decks["resource"]
    n_discards = len(s.discards["resource"])
    g._ctx.draw_resource(0)
    assert len(s.decks["resource"]) == n_discards - 1 and s.discards["resource"] == []
    assert any(isinstance(e, ev.DeckShuffled) and e.deck == "resource" for e in g.events[-3:])


def test_r11_assembly_limit_two_cards_and_attached_do_not_count() -> None:
    # R11
    g = _ready()
    c = g.cards
    ship = _of(c, "ship", "exterminate")[0]
    move(g, ship, "uc")
    a, sa = section_with(c, "red", 2)
    b, sb = section_with(c, "red", 2, exclude=[a])
    d, sd = section_with(c, "red", 2, exclude=[a, b])
    for r in (a, b, d):
        move(g, r, "hand")
    start_turn(g, 0)
    assert f"build:{ship}" not in keys(g)  # 3 cards would pay 6, but only 2 may be used
    clear_player(g, 0)
    move(g, ship, "uc")
    move(g, a, "attach", planet=ship, section=sa)
    move(g, b, "hand")
    move(g, d, "hand")
    start_turn(g, 0)
    must(g, f"build:{ship}")  # 2 attached + 2 + 2 from hand: the attached card is not counted
    must(g, f"pay:{b}:{sb}", f"pay:{d}:{sd}")
    assert g.pending.kind == "side"


def test_r12_r13_produced_cards_pay_only_their_section_and_gold_never_pays_operational_actions() -> None:
    # R12, R13
    g = _ready()
    c = g.cards
    planet = _of(c, "planet", "exploit")[0]
    ship = _plain_ship(c)
    move(g, planet, "empire", side="operational")
    move(g, ship, "empire", side="operational")
    r3, s3 = section_with(c, "red", 3)
    move(g, r3, "produce", planet=planet, section=s3)
    r2, _s2 = section_with(c, "red", 2, exclude=[r3])
    gold, sg = section_with(c, "gold", 2, exclude=[r3, r2])
    move(g, r2, "hand")
    move(g, gold, "hand")
    start_turn(g, 0)
    must(g, "offensive")
    opts = keys(g)
    assert f"pay:{r3}:{s3}" in opts and f"pay:{r3}:{1 - s3}" not in opts
    assert not any(k.startswith(f"pay:{gold}:{sg}") for k in opts)


def test_r14_trade_gold_only_and_r17_bank_never_above_15() -> None:
    # R14, R17
    g = _ready()
    c = g.cards
    gold, sg = section_with(c, "gold", 2)
    r3, _s3 = section_with(c, "red", 3, exclude=[gold])
    move(g, gold, "hand")
    move(g, r3, "hand")
    g.state.players[0].credits = 14
    start_turn(g, 0)
    must(g, "trade:gold")
    assert not any(k.startswith(f"pay:{r3}") for k in keys(g))
    must(g, f"pay:{gold}:{sg}", "done")
    assert g.state.players[0].credits == 15


def test_r15_r16_costs_count_every_empire_card_and_never_go_below_zero() -> None:
    # R15, R16
    g = _ready()
    c = g.cards
    p = g.state.players[0]
    explore = _of(c, "planet", "explore", 4)
    for u in explore[:3]:
        move(g, u, "empire", side="logistics")
    p.blockades[explore[0]] = 1
    g.state.blockades_left -= 1
    move(g, explore[3], "uc")
    # 5 + 3 planets (a blockaded one counts) - 2 x 2 (the blockaded one gives no discount, R26) = 4
    assert query.completion_cost(c, g.state, p, explore[3]) == 4
    del p.blockades[explore[0]]
    g.state.blockades_left += 1
    assert query.completion_cost(c, g.state, p, explore[3]) == 2
    g.state.turn.temp_discounts.append(("discover", 9))
    g.state.current = 0
    assert query.completion_cost(c, g.state, p, explore[3]) == 0


def test_r18_prepare_uses_the_row_colour_and_the_row_limit_bonus() -> None:
    # R18: an Explore logistics Ship raises the limit for Discover, and so for preparing Planets.
    g = _ready()
    c = g.cards
    move(g, _of(c, "ship", "explore")[0], "empire", side="logistics")
    planet = _of(c, "planet", "expand")[0]
    move(g, planet, "uc")
    greens = []
    for _ in range(3):
        r, s = section_with(c, "green", 1, exclude=[x for x, _ in greens])
        greens.append((r, s))
        move(g, r, "hand")
    start_turn(g, 0)
    must(g, "prepare:planet")
    assert g.pending.info_get("limit") == "3"
    for r, s in greens:
        must(g, f"attach:{r}:{s}:{planet}")
    assert len(g.state.players[0].attached[planet]) == 3


def test_r19_exploit_the_planet_produces_three_and_attached_resources_are_discarded() -> None:
    # R19, R27
    g = _ready()
    c = g.cards
    planet = _of(c, "planet", "explore")[0]
    move(g, planet, "uc")
    a, sa = section_with(c, "green", 3)
    b, sb = section_with(c, "green", 2, exclude=[a])
    move(g, a, "attach", planet=planet, section=sa)
    move(g, b, "hand")
    start_turn(g, 0)
    must(g, f"discover:{planet}")
    must(g, f"pay:{b}:{sb}")
    must(g, "side:operational")
    while g.pending is not None and g.pending.kind == "produce_section":
        must(g, keys(g)[0])
    p = g.state.players[0]
    assert len(p.produced[planet]) == 3
    assert a in g.state.discards["resource"]
    for r, sec in p.produced[planet]:
        secs = c.resources[r].sections
        fewest = min(x.symbols for x in secs)
        assert secs[sec].type == "explore" or secs[sec].symbols == fewest  # R27


def test_r20_two_cards_completed_at_once_are_ordered_by_their_owner_with_the_penalty() -> None:
    # R20: both Ships are paid for once Build costs 2 less; after the first, the second costs 1 more.
    g = _ready()
    c = g.cards
    ships = _of(c, "ship", "expand", 2)
    for s in ships:
        move(g, s, "uc")
    used: list[str] = []
    for s in ships:
        r, sec = section_with(c, "red", 3, exclude=used)
        used.append(r)
        move(g, r, "attach", planet=s, section=sec)
    calcine_like = _of(c, "planet", "exterminate")[0]
    move(g, calcine_like, "uc")
    a, sa = section_with(c, "green", 3, exclude=used)
    b, sb = section_with(c, "green", 2, exclude=[*used, a])
    move(g, a, "hand")
    move(g, b, "hand")
    start_turn(g, 0)
    must(g, f"discover:{calcine_like}")
    must(g, f"pay:{a}:{sa}", f"pay:{b}:{sb}", "side:logistics")
    assert g.pending.kind == "auto_order"
    assert sorted(keys(g)) == sorted(f"complete:{s}" for s in ships)
    must(g, f"complete:{ships[1]}", "side:logistics")
    p = g.state.players[0]
    assert ships[1] in p.empire
    # The other Ship now costs 5 + 1 - 2 = 4 > 3 attached: it stays Under Construction.
    assert ships[0] in p.under_construction


def _attack_setup(g: Game, ship: str, number: int, colour_cards: int = 2) -> None:
    c = g.cards
    move(g, ship, "empire", side="operational")
    r3, s3 = section_with(c, "red", 3)
    r2, s2 = section_with(c, "red", 2, exclude=[r3])
    move(g, r3, "hand")
    move(g, r2, "hand")
    card = next(r.id for r in c.resources.values() if r.number == number and r.id not in (r3, r2))
    move(g, card, "deck_top")
    g._test_pay = (f"pay:{r3}:{s3}", f"pay:{r2}:{s2}")  # type: ignore[attr-defined]


def test_r21_r22_defender_chooses_a_plan_values_above_four_resolve_row_four() -> None:
    # R21, R22, R24
    g = _ready()
    c = g.cards
    ship = _plain_ship(c)
    _attack_setup(g, ship, 4)
    dp = next(iter(c.defense_plans))
    move(g, dp, "defense", seat=1)
    target = _of(c, "planet", "expand")[0]
    move(g, target, "empire", seat=1, side="logistics")
    start_turn(g, 0)
    must(g, "offensive", *g._test_pay)  # type: ignore[attr-defined]
    must(g, "target:1")
    assert g.pending.kind == "defense_plan" and g.pending.seat == 1
    assert sorted(keys(g)) == sorted(["plan:basic", f"plan:{dp}"])
    must(g, f"plan:{dp}")
    hit = [e for e in g.events if isinstance(e, ev.ShipAttacked)][-1]
    assert hit.value >= 5 and hit.row == 4
    assert dp in g.state.players[1].defense_plans  # R21: not discarded


def test_r22_each_ship_attacks_once_per_turn_and_r25_the_alien_system_cycles() -> None:
    # R22, R25
    g = _ready()
    c = g.cards
    ship = _plain_ship(c)
    _attack_setup(g, ship, 3)
    alien = g.state.alien_system
    start_turn(g, 0)
    must(g, "offensive", *g._test_pay, "target:alien")  # type: ignore[attr-defined]
    while g.pending is not None and g.pending.kind != "turn":
        must(g, keys(g)[0])
    assert g.state.alien_system != alien and g.state.decks["alien"][0] == alien
    if ship in g.state.players[0].empire:
        assert ship in g.state.turn.attacked
        assert "offensive" not in keys(g)


def test_r24_destroyed_ships_go_to_the_bottom_and_damaged_ships_back_under_construction() -> None:
    # R24
    g = _ready()
    c = g.cards
    ship = _plain_ship(c)
    move(g, ship, "empire", side="operational")
    g.state.current = 0
    g._ctx.push(st.Effects(0, "dp_basic|table.1", 0, 1, ship))
    g._pending = STEP_HANDLERS.advance(g._ctx)
    assert g.state.decks["ship"][0] == ship
    move(g, ship, "empire", side="operational")
    g.state.stack.clear()
    g._ctx.push(st.Effects(0, "dp_basic|table.2", 0, 1, ship))
    g._pending = STEP_HANDLERS.advance(g._ctx)
    assert ship in g.state.players[0].under_construction


def test_r26_a_blockaded_planet_gives_no_discount_unless_paid_for() -> None:
    # R26
    g = _ready()
    c = g.cards
    p = g.state.players[0]
    planet = _of(c, "planet", "exterminate")[0]
    move(g, planet, "empire", side="logistics")
    p.blockades[planet] = 2
    g.state.blockades_left -= 2
    ship = _of(c, "ship", "explore")[0]
    move(g, ship, "uc")
    start_turn(g, 0)
    assert query.completion_cost(c, g.state, p, ship) == 5  # no discount while blockaded
    must(g, f"activate:{planet}")
    assert p.credits == 6 and query.completion_cost(c, g.state, p, ship) == 3


def test_r28_gain_revenue_scores_a_technology_only_on_a_matching_type() -> None:
    # R28
    g = _ready()
    c = g.cards
    tech = _of(c, "technology", "explore")[0]
    move(g, tech, "empire", side="operational")
    b3, s3 = section_with(c, "blue", 3)
    b2, s2 = section_with(c, "blue", 2, exclude=[b3])
    move(g, b3, "hand")
    move(g, b2, "hand")
    miss = next(r.id for r in c.resources.values()
                if all(s.type != "explore" for s in r.sections) and r.id not in (b3, b2))
    move(g, miss, "deck_top")
    start_turn(g, 0)
    must(g, "revenue", f"pay:{b3}:{s3}", f"pay:{b2}:{s2}")
    scored = [e for e in g.events if isinstance(e, ev.TechnologyScored)]
    assert scored == []
    assert miss in g.state.discards["resource"]


def test_r30_end_trigger_then_equal_turns() -> None:
    # R9, R30: the last card drawn with the marker on 1 triggers the end; the round is finished.
    g = new_game(3, seed=4, start=1)
    while g.pending is not None and g.pending.kind != "turn":
        must(g, keys(g)[0])
    s = g.state
    s.round_marker = 1
    while len(s.decks["resource"]) > 1:
        s.discards["resource"].append(s.decks["resource"].pop(0))
    import random

    rng = random.Random(1)
    while g.pending is not None:
        must(g, rng.choice(keys(g)))
    assert s.end_triggered and s.last_turn_seat == 0
    turns = [p.turns for p in s.players]
    assert len(set(turns)) == 1, turns
    assert any(isinstance(e, ev.GameEnded) for e in g.events)


def test_r31_r32_final_scoring_blockaded_technology_costs_credits_and_ties_use_credits() -> None:
    # R31, R32
    from alien_artifacts.rules.scoring import final_breakdown, winners

    g = _ready()
    c = g.cards
    p0, p1 = g.state.players
    tech = next(x for x in c.cards.values() if x.kind == "technology"
                and any(r.requires.measure == "credits" for r in x.operational.scoring))
    move(g, tech.id, "empire", side="operational")
    p0.blockades[tech.id] = 1
    g.state.blockades_left -= 1
    p0.credits = 15
    rows = final_breakdown(g._ctx)
    assert rows[0][4] == 1  # one credit paid for the token
    p0.credits = 0
    rows = final_breakdown(g._ctx)
    assert rows[0][2] == 0 and rows[0][4] == 0  # cannot pay: scores nothing
    p0.credits, p1.credits = 3, 5
    won, why = winners(g._ctx, [10, 10], [0, 0])
    assert won == (1,) and why == "credits"
    p0.credits = 5
    won, why = winners(g._ctx, [10, 10], [0, 0])
    assert why in ("empire cards", "shared")


def test_r2_the_full_component_set_is_dealt_out() -> None:
    # R2: 40/40/40 (10 per Type), 83 Resources, 16 Artifacts, 10 Defense Plans, 5 Alien Systems, 6 factions.
    g = new_game(2)
    c = g.cards
    for kind in ("ship", "technology", "planet"):
        for t in ("explore", "expand", "exterminate", "exploit"):
            assert len([x for x in c.cards.values() if x.kind == kind and x.type == t]) == 10
    assert (len(c.resources), len(c.artifacts), len(c.defense_plans), len(c.alien_systems), len(c.factions)) == (
        83, 16, 10, 5, 6)
    assert g.state.blockades_left == 38


def test_r7_additionally_once_per_turn_before_or_after_the_action() -> None:
    # R7
    g = _ready()
    c = g.cards
    simple = ("pay_credits", "gain_vp", "gain_credits", "gain_artifact", "draw_resources")
    tech = next(x.id for x in c.cards.values() if x.kind == "technology" and x.logistics.additionally
                and all(e.verb in simple for e in x.logistics.additionally))
    move(g, tech, "empire", side="logistics")
    g.state.players[0].credits = 15
    start_turn(g, 0)
    assert f"additionally:{tech}" in keys(g)
    must(g, f"additionally:{tech}")
    while g.pending.kind != "turn":
        must(g, keys(g)[0])
    assert f"additionally:{tech}" not in keys(g)  # once per turn
    assert any(k.startswith("buy:") for k in keys(g))  # the action is still to come


def test_r7_artifacts_are_played_on_your_own_turn_and_not_as_the_action() -> None:
    # R7
    g = _ready()
    c = g.cards
    art = next(a.id for a in c.artifacts.values() if all(e.verb in ("gain_vp", "gain_credits", "draw_resources")
                                                         for e in a.play)) if any(
        all(e.verb in ("gain_vp", "gain_credits", "draw_resources") for e in a.play) for a in c.artifacts.values()
    ) else next(iter(c.artifacts))
    move(g, art, "artifact", seat=1)
    start_turn(g, 0)
    assert not any(k.startswith("artifact:") for k in keys(g))  # not on another player's turn
    start_turn(g, 1)
    if f"artifact:{art}" in keys(g):
        must(g, f"artifact:{art}")
        while g.pending.kind != "turn":
            must(g, keys(g)[0])
        assert not g.state.turn.action_taken
        assert art in g.state.discards["artifact"]


def test_r10_other_decks_reshuffle_their_discards() -> None:
    # R10
    g = _ready()
    s = g.state
    s.discards["artifact"].extend(s.decks["artifact"])
    s.decks["artifact"].clear()
    g._ctx.gain_artifact(0)
    assert len(g.state.players[0].artifacts) == 1 and len(s.decks["artifact"]) == 15


def test_r23_several_ships_are_one_attack_for_triggers() -> None:
    # R23: War Economy pays 2 credits once per attack action, however many Ships attack.
    g = _ready()
    c = g.cards
    move(g, "war_economy", "empire", side="logistics")
    ships = [x.id for x in c.cards.values() if x.kind == "ship" and x.type == "explore"][:3]
    for sh in ships:
        move(g, sh, "empire", side="operational")
    r3, s3 = section_with(c, "red", 3)
    r2, s2 = section_with(c, "red", 2, exclude=[r3])
    move(g, r3, "hand")
    move(g, r2, "hand")
    g.state.players[0].credits = 5
    start_turn(g, 0)
    must(g, "offensive", f"pay:{r3}:{s3}", f"pay:{r2}:{s2}", "all", "target:alien")  # R35: all 3
    while g.pending.kind != "turn":
        must(g, keys(g)[0])
    attacks = [e for e in g.events if isinstance(e, ev.ShipAttacked)]
    assert len(attacks) >= 2
    gains = [e for e in g.events if isinstance(e, ev.CreditsChanged) and e.seat == 0 and e.why == "cards"]
    assert sum(e.delta for e in gains) == 2


def test_r29_the_faction_action_can_be_used_every_turn() -> None:
    # R29
    g = new_game(2, seed=6, factions=["meridian_consortium", None], start=0)
    while g.pending.kind != "turn":
        must(g, keys(g)[0])
    for _ in range(2):
        g.state.players[0].credits = 10
        start_turn(g, 0)
        must(g, "faction")
        assert g.state.players[0].credits == 5
