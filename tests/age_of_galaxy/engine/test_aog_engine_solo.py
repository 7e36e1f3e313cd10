"""Age of Galaxy engine: Standard Solo's Virtual Opponent (G74-G80) on the kernel's automaton."""

from __future__ import annotations

import random
from typing import Any

import pytest
from aog_play import answer, give, to_first_turn

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import flow as F
from age_of_galaxy.engine.events import ExplorationRemoved, PlanetAcquired, VOCardRevealed
from age_of_galaxy.engine.invariants import invariants
from age_of_galaxy.engine.ruleset import RULES, Settings
from age_of_galaxy.engine.state import State
from age_of_galaxy.engine.steps import VOCards, War
from tabletop.automaton import AutomatonActed
from tabletop.choices import Command
from tabletop.match import Match
from tabletop.rounds import Calendar, TurnBegan


def solo(seed: int = 1) -> Match:
    return Match.start(RULES, Settings(seed, ("Solo",)))


def run(s: State) -> tuple[Any, list[Any]]:
    events: list[Any] = []
    pending = F.MACHINE.advance(RULES.context(s, 0, events))
    assert not invariants(s), invariants(s)
    return pending, events


def test_solo_setup() -> None:
    # G74: a 2-player game, the human first; the VO: 2 Cruisers, all 16 discs, nothing else, beneath you on Prestige
    m = solo()
    s = m.state
    assert s.solo and s.seats == 1 and s.n == 2 and s.first == 0 and s.turns.order == (0,)
    vo = s.players[1]
    assert vo.name == "Virtual Opponent" and vo.res["cruiser"] == 2 and vo.discs == 15 and vo.common_discs == 0
    assert vo.res["productivity"] == 0 and vo.hand == [] and s.prestige.ranking() == (0, 1)
    assert sum(sp.blocked for sp in s.board.spaces) == 6  # G12: solo counts as 2 players
    assert not m.submit(Command(1, m.pending.id, ("keep",))).ok  # the VO is no seat
    with pytest.raises(ValueError, match="not a seat"):
        m.view_for(1)


def test_solo_turns_and_two_vo_cards_a_round() -> None:
    # G75: you take all your turns in a row; G77: two VO cards after your last turn of each round
    m = solo(4)
    rng = random.Random(4)
    while m.pending is not None:
        answer(m, rng.choice(m.pending.keys()))
    turns = {e.who for e in m.events if isinstance(e, TurnBegan)}
    assert turns == {0}
    assert sum(isinstance(e, VOCardRevealed) for e in m.events) == 10
    assert m.state.winners == (0,) and m.state.scores[1] == (0,) * 6  # G75, G80: the VO scores nothing
    assert any(isinstance(e, AutomatonActed) for e in m.events)


def vo_state(ideology: str, adaptation: str | None = None) -> State:
    s = to_first_turn(solo(6)).state.clone()
    s.players[0].common_discs += s.players[0].discs
    s.players[0].discs = 0
    card = next(c.id for c in C.content().factions if c.ideology == ideology
                and (adaptation is None or c.adaptation == adaptation))
    if card in s.deck:
        s.deck.remove(card)
    else:  # in the player's hand: swap with the deck's top
        s.players[0].hand[s.players[0].hand.index(card)] = s.deck.pop(0)
    s.deck.insert(0, card)
    s.stack = [VOCards(1)]
    return s


def test_vo_colonizes_the_leftmost_planet_of_its_card() -> None:
    # G77 (a), G76: the leftmost empty planet of the card's Adaptation within the fleet's reach; no cost, no reward
    s = to_first_turn(solo(6)).state
    kinds = {pl.type for pl in s.planets.values() if pl.position <= s.fleet}
    kind = sorted(kinds - {"barren"})[0]
    s = vo_state("industrial", kind)
    want = min((pl for pl in s.planets.values() if pl.type == kind and pl.position <= s.fleet and pl.empty),
               key=lambda pl: int(pl.key.split(":")[1]))
    _, events = run(s)
    assert s.planets[want.key].discs == [1]
    assert AutomatonActed(1, f"colonize:{want.key}", "the leftmost (G76)") in events
    assert s.players[1].res["cruiser"] == 3  # Industrial: + 1 Cruiser
    assert s.discard[-1] == events[0].card  # the card goes face up to the discard


def test_vo_diplomatic_nominates_the_most_prestige() -> None:
    # G78 Diplomatic: +2 Influence; at 3 or more it spends 3 on the empty Nominate space with the most Prestige
    s = vo_state("diplomatic")
    give(s, 1, influence=1)
    run(s)
    assert s.board["NO1"].pieces == ("1",) and s.prestige.total(1) == 5 and s.players[1].res["influence"] == 0


def test_vo_cultural_and_scientific() -> None:
    # G78 Cultural: you lose 1 Cruiser if you have more Cruisers than Strength; Scientific: a token leaves unseen
    s = vo_state("cultural")
    give(s, 0, cruiser=2, strength=1)
    run(s)
    assert s.players[0].res["cruiser"] == 1
    s = vo_state("scientific")
    spot = min((k for k, v in s.spots.items() if v), key=lambda k: (s.spot_positions[k], int(k.split(":")[1])))
    _, events = run(s)
    assert ExplorationRemoved(spot) in events and spot not in s.spots and len(s.lost_tokens) == 1


def test_vo_militaristic_takes_your_unprotected_planet() -> None:
    # G78 Militaristic: the leftmost of your Unprotected planets within reach, a Cruiser from its common supply
    s = vo_state("militaristic")
    mine = sorted((pl for pl in s.planets.values() if pl.position <= s.fleet),
                  key=lambda pl: int(pl.key.split(":")[1]))[:2]
    for pl in mine:
        pl.discs = [0]
        s.players[0].common_discs -= 1
    _, events = run(s)
    target = min(mine, key=lambda pl: (pl.position, int(pl.key.split(":")[1])))
    assert PlanetAcquired(1, target.key, from_common=True) in events
    assert s.planets[target.key].cruiser == 1 and s.players[1].res["cruiser"] == 3


def test_vo_as_sole_overlord_you_choose_the_planet() -> None:
    # G79: VO Strength 4; as sole Overlord it takes one of your Unprotected planets within fleet + 1, you choose;
    # it gains no rewards and discards down to 4 Cruisers
    s = vo_state("industrial")
    s.calendar = Calendar(5, s.calendar.phases, 2, 2)
    s.stack = [War()]
    give(s, 1, cruiser=5)
    give(s, 0, cruiser=1, strength=9)
    for pl in list(s.planets.values())[:2]:
        pl.discs = [0]
        s.players[0].common_discs -= 1
    assert F.war_places(s) == [(1, 1), (0, 2)]
    pending, _ = run(s)
    assert pending.kind == "acquire" and pending.seat == 0 and pending.option("acquire:none") is None
    events: list[Any] = []
    F.MACHINE.play(RULES.context(s, 0, events), 0, pending.keys()[0])
    got = next(e for e in events if isinstance(e, PlanetAcquired))
    assert got.who == 1 and s.planets[got.planet].cruiser == 1
    assert s.players[1].res["cruiser"] == 4 and s.prestige.total(1) == 0 and s.players[1].res["relic"] == 0


def test_vo_discards_down_to_four_after_war() -> None:
    # G79: the VO discards down to 4 Cruisers (its supply cap of 5 holds before)
    s = vo_state("industrial")
    s.calendar = Calendar(5, s.calendar.phases, 2, 2)
    s.stack = [War()]
    give(s, 1, cruiser=5)
    run(s)
    assert s.players[1].res["cruiser"] == 4 and s.players[1].common_cruisers == 5
