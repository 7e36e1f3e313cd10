"""Age of Galaxy engine: setup (G10-G17) and Production (G19, G20)."""

from __future__ import annotations

import random

import pytest
from aog_play import answer, give, names, offered, play, sim, start, to_first_turn

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.invariants import invariants
from age_of_galaxy.engine.ruleset import RULES, Settings
from age_of_galaxy.engine.steps import BeginRound
from tabletop.match import Match, MatchError
from tabletop.views import HIDDEN


@pytest.mark.parametrize(("n", "board", "trade", "nominate"), [(2, 6, 6, 4), (3, 3, 3, 5), (4, 0, 0, 6)])
def test_blocking_discs_by_player_count(n: int, board: int, trade: int, nominate: int) -> None:
    # G12, G86, G87: a blocking disc fills every single space below its minimum player count
    s = start(3, n).state
    assert sum(sp.blocked for sp in s.board.spaces) == board
    assert sum(sp.blocked for t in s.trade for sp in t.board.spaces) == trade
    assert sum(1 for sp in s.board.spaces if C.space(sp.name).action == "nominate" and not sp.blocked) == nominate


def test_trade_cards_galaxy_and_hands() -> None:
    s = start(5, 3).state
    # G10: 3 Trade cards front up in the slots linked to MANUFACTURE, RETRIEVE, SCAVENGE; 2 unseen
    assert [t.action for t in s.trade] == ["manufacture", "retrieve", "scavenge"]
    assert len(s.trade_box) == 2 and not any(t.flipped for t in s.trade)
    assert sorted([t.card for t in s.trade] + s.trade_box) == ["T1", "T2", "T3", "T4", "T5"]
    # G13: 5 of 8 System cards; positions 1-2 face up and filled by player count, 3-5 face down and empty
    assert len(s.systems) == 5 and len(s.system_box) == 3 and s.revealed == 2
    assert {pl.position for pl in s.planets.values()} <= {1, 2}
    for spot in s.spots:
        slot = C.system_slots(spot.split(":")[0])[int(spot.split(":")[1])]
        assert slot.min_players <= 3
    # G16: 7 cards each, then the sealed discard
    assert [len(p.hand) for p in s.players] == [7, 7, 7]
    assert len(s.deck) == 40 - 21


def test_first_player_random_or_named() -> None:
    # G11: random unless the settings name one (the previous winner); round 1 runs clockwise from it
    firsts = {Match.start(RULES, Settings(seed, names(4))).state.first for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    m = start(1, 4, first=2)
    assert m.state.turns.order == (2, 3, 0, 1) and m.state.prestige.ranking() == (2, 3, 0, 1)  # G5


def test_settings_that_start_no_game_are_refused() -> None:
    for bad in (Settings(1, ()), Settings(1, ("a",), first=1), Settings(1, names(5)), Settings(1, names(2), first=2),
                Settings("x", names(2)), Settings(1, ("",))):
        with pytest.raises(MatchError):
            Match.start(RULES, bad)  # type: ignore[arg-type]


def test_sealed_discard_and_draw_back() -> None:
    # G16: every seat discards 0-3 unseen by the others; the count is public once all have chosen; draw back to 7
    m = start(7, 3)
    hand0 = sorted(m.state.players[0].hand)
    answer(m, f"discard:{hand0[0]}")
    answer(m, f"discard:{hand0[1]}")
    assert m.view_for(1).state.stack[-1].chosen == ()  # the picks so far are seat 0's own
    answer(m, "keep")
    assert m.view_for(1).state.discards.picks == ((0, HIDDEN),)
    assert m.view_for(0).state.discards.picks == ((0, f"{hand0[0]},{hand0[1]}"),)
    options1 = m.pending.keys()
    assert len(options1) == 8  # seat 1's options do not depend on seat 0's pick: keep + 7 cards
    answer(m, f"discard:{sorted(m.state.players[1].hand)[0]}")
    answer(m, "keep")
    answer(m, "keep")
    s = m.state
    assert [len(p.hand) for p in s.players] == [7, 7, 7]
    assert len(s.players[0].discarded) == 2 and not set(s.players[0].discarded) & set(s.players[0].hand)
    assert len(s.players[1].discarded) == 1 and s.players[2].discarded == []
    assert len(s.deck) == 40 - 21 - 3
    v = m.view_for(2).state
    assert v.players[0].discarded == [HIDDEN, HIDDEN]  # the number is public, not the cards
    assert v.discards.picks[0][1] == HIDDEN and v.players[0].hand == [HIDDEN] * 7


def test_at_most_three_discards() -> None:
    m = start(2, 2)
    for _ in range(3):
        answer(m, next(k for k in offered(m) if k.startswith("discard:")))
    assert m.pending.seat == 1  # G16: 0-3; with 3 chosen only "keep" is left, taken at once
    assert len(m.state.discards.pick_of(0).split(",")) == 3


def test_debut_and_round_one_production() -> None:
    # G15 start: 0 Credits, 3 Productivity; G17 Debut bonus; G19 3 discs; Production: Credits += Productivity, -1
    m = start(11, 2)
    hand = {w: sorted(m.state.players[w].hand) for w in (0, 1)}
    debut = {w: hand[w][0] for w in (0, 1)}
    to_first_turn(m, debut)
    s = m.state
    for w in (0, 1):
        p, d = s.players[w], C.card(debut[w]).debut.as_dict()
        assert p.alliance == [debut[w]] and len(p.hand) == 6  # G17: 6 cards for the game
        assert p.discs == 3 and p.common_discs == 12  # G19, G62
        assert p.res["productivity"] == 3 - 1 + d.get("productivity", 0)
        assert p.res["credit"] == d.get("credit", 0) + 3 + d.get("productivity", 0)
    assert m.pending.kind == "turn" and m.pending.seat == 0


def test_production_end_effects_read_then_apply() -> None:
    # G20: end-of-Production effects read their count on the state after step 3, then all gains apply
    m = to_first_turn(start(4, 2))
    s = m.state.clone()
    s.players[0].alliance.append("F02")  # 1 Innovation per 3 Relics, max 1
    give(s, 0, relic=3, productivity=4, credit=0)
    s.stack = [BeginRound(2)]
    sm = sim(s)
    assert sm.state.players[0].res["innovation"] == 1
    assert sm.state.players[0].res["credit"] == 4 and sm.state.players[0].res["productivity"] == 3
    play(sm)


def test_explored_galaxy_variant() -> None:
    # G73: all 5 cards face up at setup, filled left to right; the Galactic phase only moves the fleet
    m = Match.start(RULES, Settings(8, names(4), explored=True))
    s = m.state
    assert s.revealed == 5 and {pl.position for pl in s.planets.values()} == {1, 2, 3, 4, 5}
    assert len(s.spots) <= 7 and s.fleet == 1
    doc = m.to_json()
    assert Match.load(RULES, doc).state.revealed == 5
    del doc["settings"]["explored"]  # a save from before the variant: the standard galaxy
    with pytest.raises(MatchError):
        Match.load(RULES, doc)  # ... whose log then no longer matches
    sm = sim(m)
    rng = random.Random(8)
    while sm.pending is not None:
        sm.play(rng.choice(sm.pending.keys()))
        assert not invariants(sm.state)
    assert sm.state.over and sm.state.fleet == 5 and sm.state.revealed == 5


@pytest.mark.parametrize("n", [2, 3, 4])
def test_drafting_variant(n: int) -> None:
    # G72: 7 cards a seat, the rest out unseen; 7 sealed pick rounds, packs passing to the next seat in turn order;
    # no setup discard; then the Debut
    m = Match.start(RULES, Settings(20 + n, names(n), first=1, drafting=True))
    s = m.state
    assert [len(p) for p in s.packs] == [7] * n and len(s.box_cards) == 40 - 7 * n and s.deck == []
    order = s.turns.order
    first_packs = {w: list(s.packs[w]) for w in range(n)}
    seat = m.pending.seat
    options = m.pending.keys()
    answer(m, options[0])
    assert m.view_for(m.pending.seat).state.draft.picks == ((seat, HIDDEN),)  # sealed
    assert m.view_for(m.pending.seat).state.packs[seat] == [HIDDEN] * 7
    for _ in range(n - 1):
        answer(m, offered(m)[-1])
    s = m.state
    for i, w in enumerate(order):  # the pack w held, less its pick, is now the next seat's
        receiver = order[(i + 1) % n]
        assert len(s.packs[receiver]) == 6 and set(s.packs[receiver]) < set(first_packs[w])
        assert set(first_packs[w]) - set(s.packs[receiver]) == set(s.players[w].hand)
    while m.pending.kind == "draft":
        answer(m, offered(m)[0])
    assert all(len(p.hand) == 7 for p in m.state.players) and all(p == [] for p in m.state.packs)
    # G68: a seat knows every pack it has held: its own 7, then each other pack as it came, one card fewer a step
    assert all(len(set(c)) == sum(7 - i for i in range(n)) for c in m.state.seen_packs)
    assert m.pending.kind == "debut"
    sm = sim(m)
    rng = random.Random(n)
    while sm.pending is not None:
        sm.play(rng.choice(sm.pending.keys()))
        assert not invariants(sm.state)
    assert sm.state.over


def test_drafting_needs_two_players() -> None:
    with pytest.raises(MatchError):
        Match.start(RULES, Settings(1, ("Solo",), drafting=True))
