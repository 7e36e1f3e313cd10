"""Age of Galaxy engine: the rulings no other test saw (issue 32): the recovered costs (G9), Planet tokens (G14),
"every time you X" (G24), abilities only from the Alliance (G32), leftovers at the end (G65), the decisions (G71)."""

from __future__ import annotations

import random

import pytest
from aog_play import give, names, offered, play, sim, start, to_first_turn

from age_of_galaxy.content.schema import CostMod, OnAction, OnProductionEnd, Protect
from age_of_galaxy.engine import actions as A
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import economy as E
from age_of_galaxy.engine import flow as F
from age_of_galaxy.engine.fold import first_order
from age_of_galaxy.engine.ruleset import RULES, Settings
from age_of_galaxy.engine.state import CAPS, Planet, State
from age_of_galaxy.engine.steps import BeginRound, Turn
from tabletop.choices import Command
from tabletop.match import Match


def first_turn(seed: int = 3, n: int = 2) -> State:
    s = to_first_turn(start(seed, n)).state.clone()
    give(s, 0, credit=0, productivity=0, innovation=0, influence=0, cruiser=0, strength=0, relic=0)
    return s


def empty_planet(s: State, kind: str, position: int = 1) -> Planet:
    pl = next(p for p in s.planets.values() if p.empty and p.token is None)
    s.planets[pl.key] = Planet(pl.key, position, kind)
    return s.planets[pl.key]


def new_turn(s: State, who: int = 0) -> State:
    s.stack[-1] = Turn(who)
    return s


# ---- G9: the recovered costs ----------------------------------------------------------------------------------------
def test_production_gains_productivity_as_credits_then_loses_one_never_below_zero() -> None:
    # G9: Production: Credits += Productivity (the part over 12 lost, G3), then Productivity - 1, never below 0
    s = first_turn()
    for c in s.players[0].alliance + s.players[1].alliance:
        assert not isinstance(C.card(c).ability, OnProductionEnd)  # no G20 gain muddles the count
    give(s, 0, productivity=0, credit=4)
    give(s, 1, productivity=5, credit=10)
    s.stack = [BeginRound(2)]
    st = sim(s).state
    assert st.players[0].res["productivity"] == 0 and st.players[0].res["credit"] == 4
    assert st.players[1].res["productivity"] == 4 and st.players[1].res["credit"] == 12


def test_the_actions_cost_what_g9_recovered() -> None:
    # G9: EXPLORE 1 Cruiser; MANUFACTURE 2 Credits a Cruiser; RETRIEVE 3 Credits + 1 Innovation a Relic; NOMINATE
    # 3 Influence with a Developed planet, paying Prestige; TRADE spends Influence
    s = first_turn()
    give(s, 0, cruiser=2)
    st = play(sim(s), "act:EX-inf").state
    assert st.players[0].res["cruiser"] == 1
    give(s, 0, cruiser=0, credit=4)
    sm = play(sim(s), "act:MA-inf")
    assert offered(sm) == ("n:1", "n:2")
    assert play(sm, "n:2").state.players[0].res["credit"] == 0
    give(s, 0, credit=3, innovation=1)
    sm = play(sim(s), "act:RE-inf")  # the one count is taken at once
    assert sm.state.players[0].res == {**s.players[0].res, "credit": 0, "innovation": 0, "relic": 1}
    give(s, 0, credit=0, innovation=0, influence=3)
    assert not any(k.startswith("act:NO") for k in offered(sim(s)))  # no Developed planet
    empty_planet(s, "barren", 5).discs = [0, 0]
    s.players[0].common_discs -= 2
    sm = play(sim(s), "act:NO1")
    assert sm.state.players[0].res["influence"] == 0
    assert sm.state.prestige.total(0) == s.prestige.total(0) + C.space("NO1").prestige
    assert any(e.spend.as_dict().get("influence") for t in C.content().trade_cards for e in t.exchanges)


def test_a_cruiser_makes_a_planet_non_empty_and_barren_needs_terraforming() -> None:
    # G9: a Conquering Cruiser makes a planet non-empty (no COLONIZE); a Barren planet needs Terraforming (G44)
    s = first_turn()
    for pl in s.planets.values():
        pl.position = 5  # only the planets made below are in reach
    give(s, 0, credit=3)
    own = C.card(s.players[0].alliance[0]).adaptation
    taken = empty_planet(s, own)
    taken.cruiser = 1
    s.players[1].common_cruisers -= 1
    barren = empty_planet(s, "barren")
    assert own != "barren" and A.colonize_targets(s, 0, False) == []
    s.players[0].techs.append("terraforming")
    assert A.colonize_targets(s, 0, False) == [(barren.key, None)]


def test_faction_technologies_are_advanced() -> None:
    # G9: every faction technology is Advanced: 3 Credits + 1 Innovation, or 2 Innovation (G37)
    s = first_turn()
    faction = [t for t in C.content().technologies if t.board is None]
    assert faction and all(t.tier == "advanced" for t in faction)
    for t in faction:
        assert A.research_price(s, 0, t.id, "credit") == (3, 1)
        assert A.research_price(s, 0, t.id, "innovation") == (0, 2)


# ---- G14: Planet tokens -------------------------------------------------------------------------------------------
def token_planet(s: State) -> Planet:
    pl = next((p for p in s.planets.values() if p.token is not None and p.empty), None)
    assert pl is not None
    pl.position = 1
    return pl


def test_a_planet_token_is_colonized_developed_conquered_and_scored_like_a_printed_planet() -> None:
    # G14: its own type and reward (token spots are used from 3 players, G13)
    s = next(st for seed in range(40) for st in [first_turn(seed, 4)]
             if any(p.token is not None for p in st.planets.values()))
    pl = token_planet(s)
    assert pl.type == C.planet_token_type(pl.token or "")
    card = next(c.id for c in C.content().factions if c.adaptation == pl.type and not isinstance(c.ability, Protect))
    s.players[0].alliance = [card]
    s.players[0].hand = [c for c in s.players[0].hand if c != card]
    give(s, 0, credit=3)
    sm = sim(s)
    assert "act:colonize" in offered(sm)
    play(sm, "act:colonize")
    if sm.pending is not None and sm.pending.kind == "colonize":
        play(sm, f"colonize:{pl.key}")
    st = sm.state
    assert st.planets[pl.key].discs == [0]
    reward = next(t for t in C.content().planet_tokens if t.id == pl.token).reward.as_dict()
    for k, v in reward.items():  # its own reward (the colonize cost: 0 planets controlled before, G43)
        if k != "prestige":
            assert st.players[0].res[k] == min(CAPS.get(k, 99), s.players[0].res[k] + v), (k, reward)
    st = st.clone()
    give(st, 0, credit=7)
    sm = play(sim(new_turn(st)), "act:develop")
    if sm.pending is not None and sm.pending.kind == "develop":
        play(sm, f"develop:{pl.key}")
    st = sm.state
    assert st.planets[pl.key].discs == [0, 0]
    assert F.score(st, 0)[2] == sum(len(p.discs) for p in E.controlled(st, 0))  # G64: 2 VP, as printed
    give(st, 0, cruiser=0)
    assert pl.key in F.acquire_targets(st, 1)  # G54: unprotected, so a War's Overlord may conquer it


# ---- G24: "every time you X" --------------------------------------------------------------------------------------
ON_MANUFACTURE = next(c.id for c in C.content().factions
                      if isinstance(c.ability, OnAction) and c.ability.action == "manufacture")


@pytest.mark.parametrize("card_first", [True, False])
def test_every_time_applies_to_actions_after_it_was_gained_never_back(card_first: bool) -> None:
    # G24: an Alliance card's "every time you MANUFACTURE" played before the action pays; played after it in the
    # same turn it does not pay for the action already resolved
    s = first_turn()
    s.players[0].hand[0] = ON_MANUFACTURE
    give(s, 0, credit=2)
    ability = C.card(ON_MANUFACTURE).ability
    assert isinstance(ability, OnAction)
    debut = C.card(ON_MANUFACTURE).debut.as_dict()
    keys = (f"alliance:{ON_MANUFACTURE}", "act:MA-inf") if card_first else ("act:MA-inf", f"alliance:{ON_MANUFACTURE}")
    sm = play(sim(s), *keys)
    st = sm.state.players[0].res
    on_action = ability.gain.as_dict()
    for k, v in on_action.items():
        assert st[k] == debut.get(k, 0) + (v if card_first else 0), (k, card_first)


def test_immediately_resolves_once() -> None:
    # G24: a technology's immediate gain comes once, right after the research, never again on later actions
    tech = next(t for t in C.content().technologies if t.gain is not None and t.board is not None and not t.requires)
    s = first_turn()
    give(s, 0, credit=3)
    sm = play(sim(s), "act:research")
    if sm.pending is not None and sm.pending.kind == "research":
        play(sm, f"research:{tech.id}:credit")
    once = sm.state.players[0].res.copy()
    for k, v in (tech.gain.as_dict() if tech.gain else {}).items():
        if k != "prestige":
            assert once[k] == v
    st = new_turn(sm.state.clone())
    after = play(sim(st), "act:SC-inf").state.players[0].res
    assert after == {**once, "credit": once["credit"] + 1}


# ---- G32: abilities only from the Alliance ------------------------------------------------------------------------
def test_abilities_and_end_scoring_only_from_alliance_cards() -> None:
    # G32: the same card in hand or as True Major Ideology gives no ability and no end scoring
    s = first_turn()
    give(s, 0, credit=2)
    s.players[0].hand[0] = ON_MANUFACTURE
    s.players[0].true_major = None
    st = play(sim(s), "act:MA-inf").state
    assert st.players[0].res["strength"] == 0  # in hand: nothing
    s2 = s.clone()
    s2.players[0].hand.remove(ON_MANUFACTURE)
    s2.players[0].true_major = ON_MANUFACTURE
    assert play(sim(s2), "act:MA-inf").state.players[0].res["strength"] == 0  # True Major: its Ideology only
    cheaper = next(c for c in C.content().factions if isinstance(c.ability, CostMod))
    s4 = s.clone()
    s4.players[0].true_major = cheaper.id
    assert E.credit_reduction(s4, 0, cheaper.ability.action, 1) == 0  # type: ignore[union-attr]
    assert cheaper.adaptation not in E.adaptations(s4, 0) - {C.card(c).adaptation for c in s4.players[0].alliance}
    s4.players[0].true_major, s4.players[0].alliance = None, [cheaper.id]
    assert E.credit_reduction(s4, 0, cheaper.ability.action, 1) > 0  # type: ignore[union-attr]
    scoring = next(c for c in C.content().factions if c.end_scoring is not None and c.end_scoring.count.name ==
                   "technologies")
    s3 = s.clone()
    s3.players[0].techs = ["terraforming", "warp_drive", "laser_weapon", "advanced_engineering"]
    s3.players[0].true_major = scoring.id
    assert F.score(s3, 0)[4] == 0
    s3.players[0].true_major = None
    s3.players[0].alliance.append(scoring.id)
    assert F.score(s3, 0)[4] == min(scoring.end_scoring.max_vp, 4 // scoring.end_scoring.per)  # type: ignore[union-attr]


def test_a_card_played_to_the_alliance_lends_its_technology_the_same_turn() -> None:
    # G32: faction technologies only from an Alliance card; played and researched in one turn
    s = first_turn()
    card = next(c for c in C.content().factions if c.technologies and c.id not in s.players[0].alliance
                and not any(r for t in c.technologies for r in C.tech(t).requires))
    tech = card.technologies[0]
    s.players[0].hand[0] = card.id
    give(s, 0, credit=3, innovation=1)
    sm = play(sim(s), "act:research")
    if sm.pending is not None and sm.pending.kind == "research":
        assert not any(tech in k for k in offered(sm))  # in hand: not researchable
    sm = play(sim(s), f"alliance:{card.id}", "act:research")
    assert f"research:{tech}:credit" in offered(sm)
    play(sm, f"research:{tech}:credit")
    assert tech in sm.state.players[0].techs


# ---- G65: leftovers score nothing ----------------------------------------------------------------------------------
def test_leftover_resources_score_nothing_but_productivity_counts_for_industrial() -> None:
    # G65: leftover Credits, Innovation, Influence and Cruisers score nothing (no card says so); Productivity
    # bought on the last turn counts for Industrial (G7, G63)
    s = first_turn()
    for c in s.players[0].alliance:
        es = C.card(c).end_scoring
        assert es is None or es.count.name not in ("credit", "innovation", "influence", "cruisers_in_supply")
    before = F.score(s, 0)
    give(s, 0, credit=12, innovation=9, influence=7, cruiser=5)
    assert F.score(s, 0) == before
    industrial = next(c.id for c in C.content().factions if c.ideology == "industrial" and c.end_scoring is None)
    s.players[0].true_major = industrial
    give(s, 0, productivity=4)
    vp = F.score(s, 0)[1]
    give(s, 0, productivity=6)
    assert F.score(s, 0)[1] == vp + 1


# ---- G71: the decisions and their order -----------------------------------------------------------------------------
SETUP = ("setup_discard", "draft")
PLAY = ("turn", "explore", "count", "research", "colonize", "develop", "reward", "pay", "acquire")


@pytest.mark.parametrize(("n", "drafting"), [(1, False), (2, False), (3, True), (4, False)])
def test_decisions_come_in_g71_order_and_nothing_else_asks(n: int, drafting: bool) -> None:
    # G71: setup discards (or drafting picks) of every seat, then the Debuts in turn order, then the turns with
    # their parameters and War's acquisition; the Virtual Opponent never decides (G74); everything else automatic
    m = Match.start(RULES, Settings(17 + n, names(n), drafting=drafting))
    rng = random.Random(n)
    kinds: list[tuple[str, int]] = []
    order = first_order(n, m.state.first) if n > 1 else (0,)
    while m.pending is not None:
        p = m.pending
        kinds.append((p.kind, p.seat))
        assert p.seat < m.state.seats
        keys = p.keys()
        if p.kind == "turn":
            step = m.state.stack[-1]
            assert ("end" in keys) == step.acted  # G21: End turn once the action is resolved
        if p.kind == "acquire" and not m.state.solo:
            assert [w for w, place in F.war_places(m.state) if place == 1] == [p.seat]  # the sole Overlord
        assert m.submit(Command(p.seat, p.id, (rng.choice(keys),))).ok
    first_debut = next(i for i, (k, _) in enumerate(kinds) if k == "debut")
    setup = kinds[:first_debut]
    assert {k for k, _ in setup} == {"draft" if drafting else "setup_discard"}
    assert {w for _, w in setup} == set(range(n))
    debuts = kinds[first_debut:first_debut + n]
    assert [w for _, w in debuts] == list(order) and {k for k, _ in debuts} == {"debut"}
    assert all(k in PLAY for k, _ in kinds[first_debut + n:])
    assert {k for k, _ in kinds[first_debut + n:]} >= {"turn"}
