"""Audit: paying (R11-R15), Buy (R17), Prepare (R18), Trade and Remove Blockades (R14)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import (
    attach,
    block,
    card_of,
    give,
    give_section,
    keys,
    move,
    must,
    pick,
    produce_on,
    ready,
    since,
    start_turn,
)

from alien_artifacts.engine import events as ev


def _ship_uc(g, type_: str = "explore") -> str:
    ship = card_of(g, "ship", type_)[0]
    move(g, ship, "uc")
    return ship


def test_r11_the_limit_counts_hand_and_produced_cards_and_a_logistics_ship_raises_it() -> None:
    # R11: 2 cards from hand or planets; an Exterminate logistics Ship: +1 for Build a Ship.
    g = ready()
    ship = _ship_uc(g)
    planet = card_of(g, "planet", "expand")[0]
    move(g, planet, "empire", side="operational")
    keys_ = [give(g, "red", 2), give(g, "red", 2), produce_on(g, planet, "red", 2)]
    start_turn(g, 0)
    assert f"build:{ship}" not in keys(g)  # 6 needed, 2 cards give at most 4
    move(g, card_of(g, "ship", "exterminate")[0], "empire", side="logistics")  # +1 ship: cost 6 -> 7
    attach(g, ship, "red", 1)
    start_turn(g, 0)
    must(g, f"build:{ship}")
    assert g.pending.info_get("limit") == "3"
    must(g, *keys_)  # two from hand and one produced on the Planet
    assert g.pending.kind == "side"


def test_r12_one_section_per_card_and_only_the_visible_section_of_a_produced_card() -> None:
    g = ready()
    ship = _ship_uc(g)
    both = next(r for r in g.cards.resources.values()
                if {s.colour for s in r.sections} == {"red", "gold"})
    move(g, both.id, "hand")
    planet = card_of(g, "planet", "expand")[0]
    move(g, planet, "empire", side="operational")
    other = next(r for r in g.cards.resources.values()
                 if r.id != both.id and {s.colour for s in r.sections} == {"red", "gold"})
    sec = next(i for i, s in enumerate(other.sections) if s.colour == "gold")
    move(g, other.id, "produce", planet=planet, section=sec)
    attach(g, ship, "red", 3)  # 2 more to pay: any one red or gold section finishes it
    start_turn(g, 0)
    must(g, f"build:{ship}")
    assert f"pay:{both.id}:0" in keys(g) and f"pay:{both.id}:1" in keys(g)
    assert f"pay:{other.id}:{sec}" in keys(g) and f"pay:{other.id}:{1 - sec}" not in keys(g)


def test_r12_one_colour_per_payment_and_r13_gold_for_basic_actions_only() -> None:
    g = ready()
    ship = _ship_uc(g)
    green = give(g, "green", 3, avoid=("red", "gold"))
    gold = give(g, "gold", 2, avoid=("red", "gold"))
    start_turn(g, 0)
    assert f"build:{ship}" not in keys(g)  # green never pays a Ship
    red = give(g, "red", 3, avoid=("green",))
    start_turn(g, 0)
    must(g, f"build:{ship}")
    assert green not in keys(g) and gold in keys(g) and red in keys(g)
    must(g, gold, red)
    assert g.pending.kind == "side"


def test_r13_operational_actions_never_take_gold_unless_a_card_says_so() -> None:
    g = ready()
    move(g, "tollkeeper", "empire", side="operational")
    give(g, "red", 3, avoid=("red", "gold"))
    give(g, "gold", 2, avoid=("red", "gold"))
    start_turn(g, 0)
    assert "offensive" not in keys(g)
    move(g, "quantum_ledger", "empire", side="logistics")  # gold may pay Operational actions
    start_turn(g, 0)
    assert "offensive" in keys(g)


def test_r15_overpaying_is_allowed_and_the_payment_stops_once_covered() -> None:
    g = ready()
    ship = _ship_uc(g)
    attach(g, ship, "red", 3)
    attach(g, ship, "red", 1)  # 4 of 5
    big = give(g, "red", 3)
    other = give(g, "red", 2)
    start_turn(g, 0)
    mark = len(g.events)
    must(g, f"build:{ship}", big)
    assert g.pending.kind == "side"  # the 3 covered the 1 missing: no second card is asked for
    assert [e.card for e in since(g, mark, ev.ResourcePaid)] == [big.split(":")[1]]
    assert other.split(":")[1] in g.state.players[0].hand


def test_pay_offers_only_cards_that_can_still_finish_the_payment() -> None:
    # 5 red with 2 cards from red 3, red 2, red 1: the 1 could never finish (1 + 3 < 5).
    g = ready()
    ship = _ship_uc(g)
    k3, k2, k1 = give(g, "red", 3), give(g, "red", 2), give(g, "red", 1)
    start_turn(g, 0)
    must(g, f"build:{ship}")
    assert sorted(keys(g)) == sorted([k3, k2])
    assert pick(g, k1).ok is False  # refused, nothing changed
    assert g.pending.kind == "pay"


def test_r17_buy_price_discounts_and_extra_cards() -> None:
    # R17: 5 credits less an Exploit logistics Planet's 2; +1 per extra card; keep 1, rest to the bottom.
    g = ready(credits=5)
    move(g, card_of(g, "planet", "exploit")[0], "empire", side="logistics")
    give(g, "blue", 1)
    start_turn(g, 0)
    assert "(3 credits)" in g.pending.option("buy:planet").label
    must(g, "buy:planet")
    assert keys(g) == ["count:1", "count:2", "count:3"]  # 3, 4, 5 credits
    top = list(reversed(g.state.decks["planet"][-3:]))
    must(g, "count:3", f"keep:{top[2]}")
    s = g.state
    assert s.players[0].credits == 0 and s.players[0].under_construction == [top[2]]
    assert set(s.decks["planet"][:2]) == {top[0], top[1]}
    g = ready(credits=4)
    give(g, "blue", 1)
    start_turn(g, 0)
    assert not any(k.startswith("buy:") for k in keys(g))


def test_r18_prepare_attaches_the_row_colour_or_gold_to_that_row_only_within_the_limit() -> None:
    g = ready()
    p1, p2 = card_of(g, "planet", "explore", 2)
    ship = _ship_uc(g)
    move(g, p1, "uc")
    move(g, p2, "uc")
    g3 = give_section(g, "green", 3)
    gold = give_section(g, "gold", 2)
    red = give_section(g, "red", 2)
    g1 = give_section(g, "green", 1)
    start_turn(g, 0)
    must(g, "prepare:planet")
    ks = keys(g)
    assert f"attach:{g3[0]}:{g3[1]}:{p1}" in ks and f"attach:{gold[0]}:{gold[1]}:{p2}" in ks
    assert not any(k.startswith(f"attach:{red[0]}:{red[1]}") for k in ks)
    assert not any(k.endswith(f":{ship}") for k in ks)  # another row
    assert "done" not in ks  # at least one card first
    must(g, f"attach:{g3[0]}:{g3[1]}:{p1}", f"attach:{gold[0]}:{gold[1]}:{p2}")
    # the limit of 2 is used up: the step ends by itself
    assert g.pending.kind != "attach" and g1[0] in g.state.players[0].hand
    att = g.state.players[0].attached
    assert att == {p1: [g3], p2: [gold]}


def test_r18_prepare_limit_takes_the_prepare_and_the_row_bonuses() -> None:
    # Parallax Survey Array: +1 when you Prepare; an Explore logistics Ship: +1 for Discover (Planets row).
    g = ready()
    move(g, "parallax_survey_array", "empire", side="logistics")
    move(g, card_of(g, "ship", "explore")[0], "empire", side="logistics")
    move(g, card_of(g, "planet", "expand")[0], "uc")
    move(g, card_of(g, "technology", "exploit")[0], "uc")
    give(g, "green", 1)
    give(g, "blue", 1)
    start_turn(g, 0)
    must(g, "prepare:planet")
    assert g.pending.info_get("limit") == "4"
    start_turn(g, 0)
    must(g, "prepare:technology")
    assert g.pending.info_get("limit") == "3"


def test_r14_trade_a_colour_or_gold_from_hand_and_planets_within_the_limit_plus_bonus() -> None:
    g = ready(credits=0)
    planet = card_of(g, "planet", "expand")[0]
    move(g, planet, "empire", side="operational")
    b3 = give(g, "blue", 3)
    gold = produce_on(g, planet, "gold", 2)
    b1 = give(g, "blue", 1)
    red = give(g, "red", 3)
    move(g, "galactic_exchange", "empire", side="logistics")  # +2 credits per Trade
    start_turn(g, 0)
    must(g, "trade:blue")
    assert red not in keys(g) and {b3, gold, b1} <= set(keys(g))
    must(g, b3, gold)  # the limit (2) is reached: the trade ends by itself
    assert g.state.players[0].credits == 3 + 2 + 2
    g = ready(credits=0)
    gold = give(g, "gold", 2, avoid=("gold",))
    b3 = give(g, "blue", 3, avoid=("gold",))
    start_turn(g, 0)
    must(g, "trade:gold")  # gold only: the one gold card is spent by itself, the blue card stays
    assert g.state.players[0].credits == 2 and b3.split(":")[1] in g.state.players[0].hand


def test_r14_remove_blockades_two_symbols_per_token_of_the_row_colour_or_gold() -> None:
    g = ready()
    techs = card_of(g, "technology", "explore", 2)
    for u in techs:
        move(g, u, "empire", side="logistics")
        block(g, 0, u)
    ship = card_of(g, "ship", "explore")[0]
    move(g, ship, "empire", side="logistics")
    block(g, 0, ship)
    b3 = give(g, "blue", 3)
    gold = give(g, "gold", 1)
    red = give(g, "red", 3)
    start_turn(g, 0)
    must(g, "remove_blockades:technology")
    assert red not in keys(g)
    must(g, b3)
    assert g.pending.option("done").label.startswith("Done: remove 1 ")
    must(g, gold)  # 4 symbols: 2 tokens (the limit of 2 cards is reached)
    assert g.pending.kind == "unblock" and sorted(keys(g)) == sorted(f"remove:{u}" for u in techs)
    must(g, f"remove:{techs[0]}", f"remove:{techs[1]}")
    p = g.state.players[0]
    assert p.blockades == {ship: 1}  # the Ship row was not chosen


def test_r14_remove_blockades_never_asks_for_more_than_the_tokens_there() -> None:
    g = ready()
    tech = card_of(g, "technology", "explore")[0]
    move(g, tech, "empire", side="logistics")
    block(g, 0, tech)
    b3 = give(g, "blue", 3)
    give(g, "blue", 2)
    start_turn(g, 0)
    must(g, "remove_blockades:technology", b3)
    # 3 symbols already pay for the only token: no further card is offered, the token goes at once.
    assert g.pending.kind not in ("remove", "unblock") and not g.state.players[0].blockades


def test_operational_action_costs_and_their_discounts() -> None:
    # Start an Offensive: 5 red; Mobilization Decree: 2 less; Drydock Network: +1 card for it.
    g = ready()
    move(g, "tollkeeper", "empire", side="operational")
    move(g, "mobilization_decree", "empire", side="logistics")
    k = give(g, "red", 3)
    start_turn(g, 0)
    assert "(3 red)" in g.pending.option("offensive").label
    must(g, "offensive", k)
    assert g.pending.kind == "target"


def test_r11_attached_resources_pay_only_for_their_own_card() -> None:
    # R11: prepared resources are not in hand: they neither pay another card nor trade.
    g = ready()
    a, b = card_of(g, "ship", "explore", 2)
    move(g, a, "uc")
    move(g, b, "uc")
    for _ in range(2):
        attach(g, a, "red", 3)
    give(g, "blue", 1)
    start_turn(g, 0)
    assert f"build:{b}" not in keys(g) and "trade:red" not in keys(g)
    assert f"build:{a}" in keys(g)  # 6 attached: nothing left to pay
    assert "nothing left to pay" in g.pending.option(f"build:{a}").label
