"""Normal values what the round's end and the game's end bring (outlook.py), where easy's immediate G85 worth
cannot see it: two hand-built positions each, and a real decision where the coming War decides."""

from __future__ import annotations

import random

from age_of_galaxy.ai.outlook import golden_outlook, outlook, war_outlook
from age_of_galaxy.ai.seats import EasySeat, NormalSeat
from age_of_galaxy.ai.value import worth
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.ruleset import RULES, Settings
from age_of_galaxy.engine.state import State
from tabletop import runtime
from tabletop.choices import Command
from tabletop.match import Match


def turn_in(round_: int, seed: int = 3) -> Match:
    """A 2-player match played at random to seat 0's first turn of `round_`'s Action phase, its action still to
    take."""
    m = Match.start(RULES, Settings(seed, ("A", "B")))
    rng = random.Random(seed)
    while (p := m.pending) is not None:
        s = m.state
        keys = p.keys()
        if p.kind == "turn" and p.seat == 0 and s.round == round_ and s.calendar is not None \
                and s.calendar.phase == "action" and any(k.startswith("act:") for k in keys):
            return m
        m.submit(Command(p.seat, p.id, (rng.choice(keys),)))
    raise AssertionError("the game ended first")


def _first_turn(round_: int) -> Match:
    for seed in range(3, 40):
        try:
            return turn_in(round_, seed)
        except AssertionError:
            continue
    raise AssertionError("no seed reached the turn")


def armed(s: State, mine: int, theirs: int, strength: int = 3) -> State:
    s = s.clone()
    for w, n in ((0, mine), (1, theirs)):
        s.players[w].res["cruiser"] = n
        s.players[w].res["strength"] = strength
        s.players[w].alliance = [c for c in s.players[w].alliance if C.card(c).ability is None]
        s.players[w].techs = []
    return s


def test_the_coming_war_outweighs_two_credits() -> None:
    # G52, G53: in round 2 the sole Overlord (most Cruisers in supply) gets 1 Prestige and 1 Relic at 2 players;
    # position A holds 2 more Credits, position B 1 more Cruiser that makes seat 0 the sole Overlord
    s = _first_turn(2).state
    a = armed(s, 2, 2)
    a.players[0].res["credit"] += 2
    b = armed(s, 3, 2)
    assert worth(a, 0) > worth(b, 0)  # easy's scale: 2 Credits (1.5 each) beat a Cruiser (2)
    assert outlook(b, 0) > outlook(a, 0)  # normal's: the War's 2 VP decide
    # tied Cruisers and Strength share the place (G52): both paid; the sole Overlord alone
    assert war_outlook(a)[0] == war_outlook(a)[1] == war_outlook(b)[0] > 0.0 == war_outlook(b)[1]


def test_cruisers_above_strength_are_worth_nothing_after_the_war() -> None:
    # G56: after the War every player returns the Cruisers above their Strength
    s = _first_turn(2).state
    a, b = armed(s, 4, 1, strength=2), armed(s, 5, 1, strength=2)
    assert outlook(a, 0) == outlook(b, 0)


def test_round_one_has_no_war_to_value() -> None:
    # G18, G52: the first War is in round 2 (round 1 goes straight to the Galactic phase)
    s = armed(_first_turn(1).state, 3, 0)
    assert war_outlook(s) == [0.0, 0.0]


def test_in_the_last_round_a_vp_beats_leftover_credits() -> None:
    # G65: leftover Credits score nothing; with no action left in round 5 only VP count
    s = _first_turn(5).state.clone()
    s.players[0].discs = 0
    a, b = s.clone(), s.clone()
    a.players[0].res["credit"] += 4
    b.players[0].res["relic"] += 1  # 1 VP (G64's Relics score at the end)
    assert worth(a, 0) > worth(b, 0)  # easy's flat scale: 4 Credits (1 each) beat 1 VP (3.5)
    assert outlook(b, 0) > outlook(a, 0)


def test_a_full_trade_card_gives_its_discs_back() -> None:
    # G58, G60: a front Trade card found full in the Galactic phase returns min(3, discs) to each player (G12:
    # blocking discs count toward full); one open space left and no disc coming from its section: nothing
    s = _first_turn(1).state.clone()
    slot = C.content().trade_slots
    for name in s.board.names():  # no disc waits on a linked section (G58)
        if C.space(name).action in slot:
            s.board, _ = s.board.cleared(name)
    t = s.trade[0]
    assert not t.flipped
    open_ = list(t.board.open_for_placing())
    for name in open_[:-1]:
        t.board = t.board.placed(name, "0")
    assert golden_outlook(s) == [0, 0]
    t.board = t.board.placed(open_[-1], "0")
    mine = sum(sp.owned().count("0") for sp in t.board.spaces) + t.overflow.count(0)
    assert golden_outlook(s)[0] == min(3, mine) > 0


def test_normal_manufactures_to_be_sole_overlord_and_easy_does_not() -> None:
    # G40, G52, G53, G56: seat 0 holds 1 Cruiser against 3 (Strength 3 each) in round 2 with Credits to spare;
    # MANUFACTURE 3 makes it the sole Overlord (4 > 3) and the 4th Cruiser is returned after the War;
    # easy counts 2 Credits against 1 Cruiser and builds 1
    m = _first_turn(2)
    s = armed(m.state, 1, 3)
    s.players[0].res["credit"] = 12
    sim = runtime.Simulation(RULES, s, 5)
    assert sim.pending is not None and sim.pending.kind == "turn"
    keys = sim.pending.keys()
    spaces = [k for k in keys if k.startswith("act:") and k.count(":") == 1
              and k[4:] in s.board and C.space(k[4:]).action == "manufacture"]
    assert spaces, keys
    sim.play(spaces[0])
    p = sim.pending
    assert p is not None and p.kind == "count" and p.option("n:3") is not None
    view = RULES.view(sim.state, p, 0)
    assert EasySeat(0, random.Random(1)).decide(view) == "n:1"
    assert NormalSeat(0, random.Random(1)).decide(view) == "n:3"
