"""Sampled worlds agree with the View: every card once, every count kept, deck tops' faces kept,
and the rules offer the sampled world exactly the choice the seat sees."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from alien_artifacts.ai import knowledge as kn
from alien_artifacts.ai.normal import NormalSeat
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command
from alien_artifacts.match import facts
from alien_artifacts.match.invariants import all_card_ids, card_places
from alien_artifacts.match.sim import determinize, sample_state


def test_samples_are_consistent_with_the_view(kit: Any, real_cards: CardSet) -> None:
    g = kit.new_game(real_cards, 3, 21)
    seats = [NormalSeat(i) for i in range(3)]
    rng = random.Random(0)
    checked = 0
    expected = Counter(all_card_ids(real_cards))
    while g.pending is not None and checked < 25:
        p = g.pending
        view = g.view_for(p.seat)
        if p.kind == "turn":
            s = sample_state(view, rng)
            assert Counter(card_places(s)) == expected  # every card exactly once
            for q, real in zip(s.players, g.state.players, strict=True):
                assert len(q.hand) == len(real.hand) and len(q.artifacts) == len(real.artifacts)
                assert len(q.defense_plans) == len(real.defense_plans)
            for name, pile in s.decks.items():
                assert len(pile) == len(g.state.decks[name])
            for kind, top in view.deck_tops.items():
                if top is not None:
                    c = real_cards.cards[s.decks[kind][-1]]
                    assert (c.type, c.logistics) == (top.type, top.logistics)
            assert s.players[p.seat].hand == g.state.players[p.seat].hand
            sim = determinize(view, rng)
            assert sim is not None and sim.pending is not None
            assert sim.pending.keys() == p.keys()
            checked += 1
        picks = seats[p.seat].decide(view)
        assert g.submit(Command(p.seat, p.id, tuple(picks))).ok
    assert checked == 25


def test_unseen_pool_is_what_the_seat_cannot_locate(kit: Any, real_cards: CardSet) -> None:
    g = kit.new_game(real_cards, 2, 5)
    view = g.view_for(0)
    pool = facts.unseen_resources(real_cards, view.state, 0)
    truth = set(g.state.decks["resource"]) | set(g.state.players[1].hand)
    assert set(pool) == truth
    dist = kn.number_distribution(real_cards, pool)
    assert abs(sum(dist.values()) - 1.0) < 1e-9


def test_choices_inside_actions_rebuild_from_the_public_stack(kit: Any, real_cards: CardSet) -> None:
    """View.stack (engine request 2) lets a seat rebuild the state at any of its choices: the sampled world
    offers exactly the options the seat sees, whatever the kind (keep, target, Defense Plan, payment, ...)."""
    g = kit.new_game(real_cards, 3, 22)
    seats = [NormalSeat(i) for i in range(3)]
    rng = random.Random(1)
    kinds: Counter[str] = Counter()
    while g.pending is not None and sum(kinds.values()) < 150:
        p = g.pending
        view = g.view_for(p.seat)
        if p.kind != "turn":
            assert [type(f) for f in view.stack] == [type(f) for f in g.state.stack]
            sim = determinize(view, rng)
            assert sim is not None and sim.pending is not None, p.kind
            assert (sim.pending.kind, sim.pending.seat, sim.pending.keys()) == (p.kind, p.seat, p.keys())
            kinds[p.kind] += 1
        picks = seats[p.seat].decide(view)
        assert g.submit(Command(p.seat, p.id, tuple(picks))).ok
    assert sum(kinds.values()) == 150
    assert {"pay", "keep", "discard"} <= set(kinds), kinds


def test_another_seats_keep_cards_stay_hidden_in_the_stack(kit: Any, real_cards: CardSet) -> None:
    """R33: the cards a buyer draws to choose from are the buyer's alone, on the stack as in open_cards."""
    from alien_artifacts.engine import steps as st

    g = kit.new_game(real_cards, 2, 23)
    seats = [NormalSeat(i) for i in range(2)]
    seen = 0
    while g.pending is not None and seen < 3:
        p = g.pending
        if p.kind == "keep":
            own = [f for f in g.view_for(p.seat).stack if isinstance(f, st.Keep)]
            other = [f for f in g.view_for(1 - p.seat).stack if isinstance(f, st.Keep)]
            assert own and facts.HIDDEN not in own[-1].cards
            assert other and set(other[-1].cards) == {facts.HIDDEN}
            assert len(other[-1].cards) == len(own[-1].cards)
            seen += 1
        picks = seats[p.seat].decide(g.view_for(p.seat))
        assert g.submit(Command(p.seat, p.id, tuple(picks))).ok
    assert seen == 3
