"""The simulation interface the AI plays through (alien_artifacts/match/sim.py; docs/ENGINE_API.md "Simulation and
facts"): a Simulation plays exactly as Game.submit does, its clones are independent, and a world sampled from a View
shows exactly what the View shows and nothing of what it hides (R33, R34)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as stg

from alien_artifacts.ai.seats import make_seat
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command
from alien_artifacts.engine.serial import state_json
from alien_artifacts.engine.view import mask_state
from alien_artifacts.match import facts
from alien_artifacts.match.api import Game
from alien_artifacts.match.invariants import all_card_ids, card_places
from alien_artifacts.match.sim import Simulation, determinize


def _advance(g: Game, rng: random.Random, decisions: int) -> None:
    """Play `decisions` random legal picks (fewer if the game ends)."""
    for _ in range(decisions):
        p = g.pending
        if p is None:
            return
        assert g.submit(Command(p.seat, p.id, (rng.choice(p.options).key,))).ok


# ---- play: the same path as Game.submit ----------------------------------------------------------------
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(seed=stg.integers(0, 10_000), n=stg.integers(2, 5), synthetic=stg.booleans())
def test_playing_a_simulation_equals_submitting_to_the_game(seed: int, n: int, synthetic: bool, kit: Any,
                                                            real_cards: CardSet) -> None:
    cards = kit.synthetic(seed % 7) if synthetic else real_cards
    g = kit.new_game(cards, n, seed)
    sim = g.simulation()
    rng = random.Random(seed)
    for step in range(600):
        p = g.pending
        assert sim.pending == p  # every step; the whole state every few (a difference, once made, stays)
        if step % 4 == 0 or p is None:
            assert state_json(sim.state) == state_json(g.state)
        if p is None:
            assert sim.over
            break
        key = rng.choice(p.options).key
        assert g.submit(Command(p.seat, p.id, (key,))).ok
        sim.play(key)


def test_a_game_played_on_a_simulation_of_a_game_ends_the_same(real_cards: CardSet, kit: Any) -> None:
    """Whole games to the end, Normal deciding: the Simulation and the Game agree on every state and the winners."""
    for seed in (3, 4):
        g = kit.new_game(real_cards, 3, seed)
        sim = g.simulation()
        seats = [make_seat("normal", seed * 10 + i) for i in range(3)]
        while g.pending is not None:
            p = g.pending
            picks = seats[p.seat].decide(g.view_for(p.seat))
            assert g.submit(Command(p.seat, p.id, tuple(picks))).ok
            for key in picks:
                sim.play(key)
            assert sim.pending == g.pending
        assert sim.over and sim.state.winners == g.state.winners and state_json(sim.state) == state_json(g.state)


def test_play_refuses_what_is_not_an_option_and_changes_nothing(real_cards: CardSet, kit: Any) -> None:
    g = kit.new_game(real_cards, 2, 8)
    sim = g.simulation()
    before, pending = state_json(sim.state), sim.pending
    for bad in ("no_such_option", "", "buy:nowhere"):
        with pytest.raises(ValueError, match="not one of the options"):
            sim.play(bad)
    assert state_json(sim.state) == before and sim.pending is pending
    _advance(g, random.Random(1), 5000)
    over = g.simulation()
    assert over.pending is None
    with pytest.raises(ValueError, match="over"):
        over.play("end_action")


# ---- clone: independent copies ------------------------------------------------------------------------
def test_clones_are_independent_of_each_other_and_of_the_game(real_cards: CardSet, kit: Any) -> None:
    g = kit.new_game(real_cards, 3, 11)
    _advance(g, random.Random(2), 40)
    game_before = g.state_hash()
    sim = g.simulation()
    sim_before, sim_pending = state_json(sim.state), sim.pending
    copy = sim.clone()
    rng = random.Random(3)
    played = 0
    while copy.pending is not None and played < 300:
        copy.play(rng.choice(copy.pending.options).key)
        played += 1
    assert played > 50 and state_json(copy.state) != sim_before
    assert state_json(sim.state) == sim_before and sim.pending is sim_pending  # the original did not move
    assert g.state_hash() == game_before  # nor did the game
    # and the other way: playing the original leaves an earlier clone where it was
    twin = sim.clone()
    assert sim.pending is not None
    sim.play(sim.pending.options[0].key)
    assert state_json(twin.state) == sim_before and twin.pending is sim_pending


def test_a_clone_counts_its_own_random_outcomes_and_replays_with_its_seed(real_cards: CardSet, kit: Any) -> None:
    """A clone with the same seed plays the same picks to the same state; each Simulation counts the random
    outcomes (draws, reveals) it met itself, from zero."""
    g = kit.new_game(real_cards, 2, 12)
    base = g.simulation()
    assert base.random_outcomes == 0
    outcomes = []
    for _ in range(2):
        sim = base.clone()
        rng = random.Random(4)
        while sim.pending is not None and sim.random_outcomes < 5:
            sim.play(rng.choice(sim.pending.options).key)
        outcomes.append(state_json(sim.state))
        assert sim.random_outcomes >= 5
        assert sim.clone().random_outcomes == 0
    assert base.random_outcomes == 0
    assert outcomes[0] == outcomes[1] != state_json(base.state)


# ---- determinize: a world sampled from a View --------------------------------------------------------------
def _check_sample(view: Any, sim: Simulation, cards: CardSet) -> None:
    """The sample shows exactly what the View shows, and its hidden part is consistent with the public facts."""
    seat = view.seat
    s = sim.state
    assert state_json(mask_state(s, seat)) == state_json(view.state)  # the visible part is the View's
    assert list(s.stack) == list(view.stack)
    assert sim.pending is not None and view.pending is not None
    assert (sim.pending.kind, sim.pending.seat, sim.pending.keys()) == (view.pending.kind, view.pending.seat,
                                                                        view.pending.keys())
    assert Counter(card_places(s)) == all_card_ids(cards)  # every card exactly once
    unseen = {"hand": set(facts.unseen_resources(cards, view.state, seat)),
              "artifacts": set(facts.unseen_artifacts(cards, view.state, seat)),
              "defense_plans": set(facts.unseen_defense_plans(cards, view.state, seat))}
    for p in s.players:
        if p.seat != seat:
            for attr, pool in unseen.items():
                assert set(getattr(p, attr)) <= pool, (attr, p.seat)  # only cards the seat cannot locate
    assert set(s.decks["resource"]) <= unseen["hand"]
    assert s.alien_system not in s.decks["alien"]
    for kind, top in view.deck_tops.items():  # each deck top keeps its public face (R3)
        if top is not None:
            c = cards.cards[s.decks[kind][-1]]
            assert (c.type, c.logistics) == (top.type, top.logistics)
            assert s.decks[kind][-1] not in facts.placed_cards(view.state)


def test_a_sample_shows_what_the_view_shows_and_hides_nothing_it_would_reveal(real_cards: CardSet,
                                                                               kit: Any) -> None:
    """At many choices of a game: scrambling everything the seat cannot see (other hands, artifacts, defense
    plans, deck orders) gives the same View, and the same sample from the same generator, so the sample cannot
    depend on the hidden truth (R33, R34); the sample's visible part is the View's, its hidden part consistent."""
    g = kit.new_game(real_cards, 3, 31)
    seats = [make_seat("normal", i) for i in range(3)]
    checked = differs = 0
    rng = random.Random(9)
    while g.pending is not None and checked < 40:
        p = g.pending
        view = g.view_for(p.seat)
        first = determinize(view, random.Random(checked))
        if first is not None:
            _check_sample(view, first, real_cards)
            scrambled = g.clone()
            kit.scramble_hidden(scrambled, p.seat, rng)
            differs += scrambled.state_hash() != g.state_hash()
            again = scrambled.view_for(p.seat)
            assert again == view
            second = determinize(again, random.Random(checked))
            assert second is not None and state_json(second.state) == state_json(first.state)
            checked += 1
        assert g.submit(Command(p.seat, p.id, tuple(seats[p.seat].decide(view)))).ok
    assert checked == 40 and differs >= 30  # the truth really changed under most of them


def test_samples_of_one_view_differ_where_the_view_hides(real_cards: CardSet, kit: Any) -> None:
    """Different generators deal the hidden cards differently (the sample is not the truth copied): another
    player's hand differs between samples, the seat's own hand never does."""
    g = kit.new_game(real_cards, 2, 5)
    while g.pending is not None and g.pending.kind != "turn":
        _advance(g, random.Random(0), 1)
    assert g.pending is not None
    seat = g.pending.seat
    view = g.view_for(seat)
    samples = [determinize(view, random.Random(i)) for i in range(8)]
    assert all(s is not None for s in samples)
    hands = {tuple(s.state.players[1 - seat].hand) for s in samples if s is not None}
    own = {tuple(s.state.players[seat].hand) for s in samples if s is not None}
    assert len(hands) > 1 and own == {tuple(g.state.players[seat].hand)}


# ---- the AI only reads ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["easy", "normal", "hard:4"])
def test_a_seat_deciding_never_writes_into_the_view_it_reads(kind: str, real_cards: CardSet, kit: Any) -> None:
    """A seat's decision leaves its View's state exactly as it was: the AI changes states only by playing
    options on its own Simulations."""
    g = kit.new_game(real_cards, 2, 17)
    seat = make_seat(kind, 1)
    other = make_seat("normal", 2)
    decided = 0
    while g.pending is not None and decided < 30:
        p = g.pending
        view = g.view_for(p.seat)
        before = state_json(view.state)
        picks = (seat if p.seat == 0 else other).decide(view)
        assert state_json(view.state) == before
        decided += p.seat == 0
        assert g.submit(Command(p.seat, p.id, tuple(picks))).ok
    assert decided == 30
