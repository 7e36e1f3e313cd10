"""Age of Galaxy engine: the table's drop facts (targets.py): every place's moves or reason, agreeing with the
engine at random positions, read from the seat's View only (G67-G69)."""

from __future__ import annotations

import random
from collections import Counter

from aog_play import give, names, sim, start, to_first_turn
from facts_check import check
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_aog_engine_match import scrambled

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.ruleset import RULES, Settings
from age_of_galaxy.engine.state import State
from age_of_galaxy.engine.steps import Turn
from age_of_galaxy.engine.targets import DISC, Drop, drop, drops, reason_for
from tabletop.choices import Command, PendingChoice
from tabletop.match import Match


def first_turn(seed: int = 3, n: int = 2) -> State:
    s = to_first_turn(start(seed, n)).state.clone()
    give(s, 0, credit=0, productivity=0, innovation=0, influence=0, cruiser=0, strength=0, relic=0)
    return s


def facts(s: State, seat: int = 0) -> tuple[tuple[Drop, ...], PendingChoice]:
    """The drops of the pending choice of a (possibly edited) state, from its seat's View."""
    sm = sim(s)
    assert sm.pending is not None and sm.pending.seat == seat
    return drops(RULES.view(sm.state, sm.pending, seat)), sm.pending


def at(ds: tuple[Drop, ...], place: str, piece: str = DISC) -> Drop:
    return next(d for d in ds if d.place == place and d.piece == piece)


def walk(seed: int, n: int, cut: int, follow: int, drafting: bool, counts: Counter[str]) -> None:
    """Random play from the start; the facts checked against the engine at decisions cut .. cut + follow."""
    m = Match.start(RULES, Settings(seed, names(n), drafting=drafting and n > 1))
    rng = random.Random(seed)
    step = 0
    while m.pending is not None and step < cut + follow:
        p = m.pending
        if step >= cut:
            check(m.state, p, counts)
        r = m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),)))
        assert r.ok
        step += 1


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), n=st.integers(1, 4), cut=st.integers(0, 250), follow=st.integers(1, 12),
       drafting=st.booleans())
def test_every_place_has_its_legal_keys_or_a_reason(seed: int, n: int, cut: int, follow: int, drafting: bool) -> None:
    # G21-G46: at a position reached by random play, a place has moves iff the engine accepts them (the same keys
    # played through), and every drop-shaped legal move is some place's; every refusal in words citing a ruling
    walk(seed, n, cut, follow, drafting, Counter())


def test_whole_games_meet_every_kind_of_drop_and_refusal() -> None:
    # the same check at every decision of 4 whole games (1-4 players): turns, targets, and refusals of the
    # rulings a table meets (G12 blocked, G21 one action, G26 one card, G32, G33 taken, G35 reach, G36, G39...)
    counts: Counter[str] = Counter()
    for seed, n in ((1, 2), (2, 3), (3, 4), (4, 1)):
        walk(seed, n, 0, 1000, False, counts)
    print(sorted(counts.items()))
    assert counts["positions turn"] > 500 and counts["legal"] > 1000
    for kind in ("research", "colonize", "debut", "explore"):
        assert counts[f"positions {kind}"] > 0, kind
    for ruling in ("G12", "G21", "G26", "G32", "G33", "G35", "G36", "G39", "G44", "G45", "G46"):
        assert counts[f"refused {ruling}"] > 0, ruling


def test_the_facts_read_the_view_only() -> None:
    # G67-G69: dealing again everything the deciding seat may not see changes none of its facts
    for n in (1, 2, 4):
        m = Match.start(RULES, Settings(40 + n, names(n)))
        rng = random.Random(n)
        step = checked = 0
        while m.pending is not None:
            p = m.pending
            if step % 3 == 0:
                want = drops(RULES.view(m.state, p, p.seat))
                for _ in range(2):
                    assert drops(RULES.view(scrambled(m.state, p.seat, rng), p, p.seat)) == want
                checked += bool(want)
            m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),)))
            step += 1
        assert checked > 10


def test_another_seats_choice_gives_no_facts() -> None:
    # G68: a seat sees another's choice closed: no drop facts for it
    m = to_first_turn(start(3, 2))
    p = m.pending
    assert p is not None and p.kind == "turn"
    assert drops(RULES.view(m.state, p, p.seat)) and drops(RULES.view(m.state, p, 1 - p.seat)) == ()


def test_board_space_reasons() -> None:
    # G33 a taken single space is closed; G12 blocked below its player count; G46 NOMINATE's Influence and its
    # Developed planet; G40 MANUFACTURE's Credits (G8 Innovation and Influence may pay them)
    s = first_turn(n=2)
    s.board = s.board.placed("MA1", "1")
    s.players[1].discs -= 1
    ds, _ = facts(s)
    assert at(ds, "space:MA1").reason == f"Space taken by {s.players[1].name}'s disc"
    assert at(ds, "space:MA1").ruling == "G33"
    assert at(ds, "space:EX2").reason == "Blocked at 2 players (needs 4)" and at(ds, "space:EX2").ruling == "G12"
    assert at(ds, "space:NO1").reason == "Needs 3 Influence, you have 0"
    assert at(ds, "space:MA-inf").reason == "Needs 2 Credits, you have 0"
    assert at(ds, "space:MA-inf").ruling == "G40, G8"
    assert at(ds, "space:EX1").reason == "Needs 1 Cruiser in supply, you have 0"
    give(s, 0, influence=3, innovation=1, cruiser=1)
    ds, p = facts(s)
    assert at(ds, "space:NO1").reason == "Needs a Developed planet"
    assert at(ds, "space:MA-inf").legal  # G8: 1 Innovation and 1 Influence pay the 2 Credits
    sc = at(ds, "space:SC1")
    assert sc.moves[0].keys == ("act:SC1",) and sc.moves[0].note == p.option("act:SC1").note  # type: ignore[union-attr]


def test_technology_reasons_and_both_payments() -> None:
    # G39 prerequisites, G32 a faction technology only from an Alliance card, G38 once, G37 two ways to pay
    s = first_turn()
    give(s, 0, credit=3, innovation=1)
    ds, _ = facts(s)
    assert at(ds, "tech:hyperspace_scanner").reason == "Requires Warp Drive first"
    assert at(ds, "tech:hyperspace_scanner").ruling == "G39"
    faction = next(t.id for t in C.content().technologies
                   if t.board is None and not any(t.id in C.card(c).technologies for c in s.players[0].alliance))
    assert at(ds, f"tech:{faction}").reason == "Only from a card in your Alliance"
    warp = at(ds, "tech:warp_drive")
    assert {m.keys for m in warp.moves} == {("act:research", "research:warp_drive:credit"),
                                            ("act:research", "research:warp_drive:innovation")}
    s.players[0].techs.append("warp_drive")
    ds, _ = facts(s)
    assert at(ds, "tech:warp_drive").reason == "Already researched"
    give(s, 0, credit=0, innovation=0)
    ds, _ = facts(s)
    assert at(ds, "tech:terraforming").reason == "Needs 3 Credits or 1 Innovation; you have 0 Credits, 0 Innovation"


def test_planet_reasons_reach_and_adaptation() -> None:
    # G35 out of reach; G44 an Adaptation needed; G30 a card lends its Adaptation inside COLONIZE
    s = first_turn()
    p = s.players[0]
    own = C.card(p.alliance[0]).adaptation
    far = next(pl for pl in s.planets.values() if pl.empty)
    far.position, far.type = 2, own
    s.revealed = max(s.revealed, 2)
    ds, _ = facts(s)
    d = at(ds, f"planet:{far.key}")
    assert d.reason == "Out of reach: position 2, your reach 1" and d.ruling == "G35"
    near = next(pl for pl in s.planets.values() if pl.empty and pl.position == 1)
    other = next(c.id for c in C.content().factions if c.adaptation not in (own, near.type) and c.id not in p.alliance)
    alien = next(c.id for c in C.content().factions if c.adaptation == near.type and c.id not in p.alliance)
    if near.type != own:
        assert at(ds, f"planet:{near.key}").reason == f"Needs the {near.type.title()} Adaptation"
    p.hand[:2] = [other, alien]
    ds, _ = facts(s)
    assert at(ds, f"planet:{near.key}", other).ruling == "G30"
    if near.type != own and near.type not in {C.card(c).adaptation for c in p.alliance}:
        lend = at(ds, f"planet:{near.key}", alien)
        assert lend.moves[0].keys == ("act:colonize", f"colonize:{near.key}:{alien}")


def test_one_card_mode_a_turn_and_one_action() -> None:
    # G26 one card play a turn; G21 one action a turn (the disc places refuse once it is done)
    s = first_turn()
    card = s.players[0].hand[0]
    ds, _ = facts(s)
    assert at(ds, "alliance", card).legal and at(ds, "reinforce", card).legal and at(ds, "major", card).legal
    sm = sim(s)
    sm.play(f"reinforce:{card}")
    ds = drops(RULES.view(sm.state, sm.pending, 0))
    other = sm.state.players[0].hand[0]
    assert at(ds, "alliance", other).reason == "One card a turn: you have played one"
    assert at(ds, "alliance", other).ruling == "G26"
    sm.play("act:SC-inf")
    ds = drops(RULES.view(sm.state, sm.pending, 0))
    assert at(ds, "space:SC1").reason == "One action a turn: yours is done" and at(ds, "space:SC1").ruling == "G21"
    assert isinstance(sm.state.stack[-1], Turn)


def test_one_lookup_and_the_table_hook() -> None:
    # G71: a piece or place the pending choice does not take is refused; reason_for is "" when legal
    s = first_turn()
    sm = sim(s)
    view = RULES.view(sm.state, sm.pending, 0)
    assert reason_for(view, DISC, "space:SC-inf") == ""
    assert reason_for(view, DISC, "space:EX2") == "Blocked at 2 players (needs 4)"
    assert drop(view, DISC, "nowhere").reason and not drop(view, DISC, "nowhere").legal
