"""Age of Galaxy engine: War (G52-G56), the Galactic phase (G57-G61) and the final scoring (G63-G66)."""

from __future__ import annotations

from typing import Any

from aog_play import give, start, to_first_turn

from age_of_galaxy.engine import flow as F
from age_of_galaxy.engine.events import GoldenAge, PlanetAcquired, PrestigeMoved, SpaceEmptied
from age_of_galaxy.engine.invariants import invariants
from age_of_galaxy.engine.ruleset import RULES
from age_of_galaxy.engine.state import Planet, State
from age_of_galaxy.engine.steps import FinalScoring, Galactic, War
from tabletop.choices import PendingChoice
from tabletop.rounds import Calendar


def at_war(n: int, seed: int = 5, round_: int = 2) -> State:
    s = to_first_turn(start(seed, n)).state.clone()
    for w in range(n):
        give(s, w, credit=0, productivity=0, innovation=0, influence=0, cruiser=0, strength=0, relic=0)
        s.players[w].common_discs += s.players[w].discs  # the round's discs were all used
        s.players[w].discs = 0
    s.calendar = Calendar(5, s.calendar.phases, round_, 2)
    s.stack = [War()]
    return s


def run(s: State, check: bool = True) -> tuple[PendingChoice | None, list[Any]]:
    events: list[Any] = []
    ctx = RULES.context(s, 0, events)
    pending = F.MACHINE.advance(ctx)
    assert not check or not invariants(s), invariants(s)
    return pending, events


def own(s: State, who: int, planet: Planet, discs: int = 1) -> None:
    planet.discs = [who] * discs
    s.players[who].common_discs -= discs


def test_ranking_ties_by_strength_then_shared_places() -> None:
    # G52: by Cruisers in supply, ties by Strength at every place; still tied share (1, 1, 3); no Cruiser: no rank
    s = at_war(4)
    for w, (c, st) in enumerate([(3, 1), (3, 1), (2, 5), (0, 9)]):
        give(s, w, cruiser=c, strength=st)
    assert sorted(F.war_places(s)) == [(0, 1), (1, 1), (2, 3)]
    give(s, 1, strength=2)
    assert sorted(F.war_places(s)) == [(0, 2), (1, 1), (2, 3)]


def test_three_player_rewards_and_discard() -> None:
    # G53 at 3 players: Overlord 2 Prestige + 1 Relic, second 1 Prestige; G56 discard down to Strength
    s = at_war(3)
    give(s, 0, cruiser=3, strength=1)
    give(s, 1, cruiser=4, strength=2)
    pending, events = run(s)
    moved = {e.who: e.delta for e in events if isinstance(e, PrestigeMoved)}
    assert moved == {1: 2, 0: 1}
    assert s.players[1].res["relic"] == 1 and s.players[0].res["relic"] == 0
    if pending is not None and pending.kind == "acquire":  # the sole Overlord's choice comes first
        pending, _ = run_pick(s, pending, "acquire:none")
    assert s.players[0].res["cruiser"] == 1 and s.players[1].res["cruiser"] == 2


def run_pick(s: State, pending: PendingChoice, key: str) -> tuple[PendingChoice | None, list[Any]]:
    events: list[Any] = []
    ctx = RULES.context(s, 0, events)
    return F.MACHINE.play(ctx, pending.seat, key), events


def test_acquisition_only_unprotected_and_reachable() -> None:
    # G54: a sole Overlord may take a reachable Unprotected planet, an empty one too, never its own; G55
    s = at_war(2)
    give(s, 0, cruiser=3, strength=3)
    give(s, 1, cruiser=1)
    planets = [p for p in s.planets.values() if p.position <= s.fleet]
    a, b, c = planets[:3]
    own(s, 1, a)
    own(s, 1, b, 2)  # Developed
    own(s, 0, c)
    targets = F.acquire_targets(s, 0)
    assert a.key in targets and b.key in targets and c.key not in targets  # 1 Cruiser < 2 planets
    assert all(k in targets for k, p in s.planets.items() if p.empty and p.position <= 1)
    give(s, 1, cruiser=2)
    assert a.key not in F.acquire_targets(s, 0)  # Cruisers >= planets: all Protected
    give(s, 1, cruiser=1)
    s.players[1].techs.append("planetary_shields")
    s.players[1].common_discs -= 1
    assert b.key not in F.acquire_targets(s, 0) and a.key in F.acquire_targets(s, 0)  # Developed Protected
    pending, _ = run(s)
    assert pending is not None and pending.kind == "acquire" and pending.seat == 0
    _, events = run_pick(s, pending, f"acquire:{a.key}")
    assert PlanetAcquired(0, a.key) in events
    assert s.planets[a.key].cruiser == 0 and s.planets[a.key].discs == []
    assert s.players[0].res["cruiser"] == 2  # one on the planet; 2 kept (Strength 3)
    assert a.key not in F.acquire_targets(s, 0)  # Conquered: always Protected


def test_galactic_phase_discs_to_trade_golden_age_and_turn_order() -> None:
    # G57 fleet and reveal; G58 discs to the linked Trade card; G59 order by Prestige; G60 Golden Age
    s = at_war(2, round_=1)
    s.stack = [Galactic()]
    for who in (0, 1, 0, 0, 0):  # 5 discs: 2 fill the card's spaces at 2 players, 3 lie on it as overflow
        s.board = s.board.placed("MA-inf", str(who))
        s.players[who].common_discs -= 1
    s.board = s.board.placed("EX1", "1")
    s.players[1].common_discs -= 1
    s.prestige = s.prestige.moved(1, 2)
    fleet, revealed = s.fleet, s.revealed
    _, events = run(s)
    assert s.fleet == fleet + 1 and s.revealed == revealed + 1
    assert SpaceEmptied("MA-inf", 0) in events and SpaceEmptied("EX1", -1) in events
    golden = next(e for e in events if isinstance(e, GoldenAge))  # 2 spaces at 2 players: full
    assert golden.slots == (0,) and golden.kept == (3, 1)  # at most 3 kept; P0's fourth to its common supply
    assert s.trade[0].flipped and s.turns.order == (1, 0)
    assert s.players[0].discs == 3 + 3 and s.players[1].discs == 1 + 3  # kept + next Production's 3 (G19, G60)


def test_major_ideology_and_scoring() -> None:
    # G28 Major Ideology; G29 True Major replaces it; G63 ideology VP; G64 galaxy; G66 the winner
    s = at_war(2)
    cards = {c.ideology: c.id for c in reversed(F.C.content().factions) if c.end_scoring is None}
    p = s.players[0]
    p.alliance = [cards["scientific"], cards["cultural"]]
    assert F.major_ideology(s, 0) is None  # 1-1: none
    p.alliance.append(next(c.id for c in F.C.content().factions if c.ideology == "cultural"
                           and c.id not in p.alliance and c.end_scoring is None))
    assert F.major_ideology(s, 0) == "cultural"
    give(s, 0, relic=4, strength=5, productivity=5)
    p.techs = ["warp_drive", "laser_weapon"]
    assert F.ideology_vp(s, 0, "cultural") == 4 and F.ideology_vp(s, 0, "scientific") == 2
    assert F.ideology_vp(s, 0, "militaristic") == 2 and F.ideology_vp(s, 0, "industrial") == 2
    p.true_major = cards["scientific"]
    assert F.major_ideology(s, 0) == "scientific"
    planets = list(s.planets.values())
    own(s, 0, planets[0])
    own(s, 0, planets[1], 2)
    prestige, ideology, galaxy, relics, faction, total = F.score(s, 0)
    assert (ideology, galaxy, relics) == (2, 3, 4) and total == prestige + ideology + galaxy + relics + faction
    s.stack = [FinalScoring()]
    run(s, check=False)  # the hand-made Alliance above is not a dealt one
    assert s.over and s.winners == (0,)
