"""The Suggest button's advice (alien_artifacts/ai/advice.py): a legal move of the seat's own choice, a reason in words,
and nothing that depends on cards the seat cannot see (R33-R34)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from alien_artifacts.ai.advice import Advice, make_advisor, suggest
from alien_artifacts.ai.normal import NormalSeat
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command
from alien_artifacts.match.api import Game

ITER = 16  # a fixed sample count: the same View and seed give the same advice


def paused(kit: Any, cards: CardSet, n: int, seed: int, want: int) -> list[Game]:
    """Games paused at seat 0's choices (two in three at the action menu), Normal playing every seat."""
    g = kit.new_game(cards, n, seed)
    seats = [NormalSeat(seed + i) for i in range(n)]
    rng = random.Random(seed)
    out: list[Game] = []
    while g.pending is not None and len(out) < want:
        p = g.pending
        if p.seat == 0 and len(p.options) > 1 and (p.kind == "turn" or rng.random() < 0.5):
            out.append(g.clone())
        assert g.submit(Command(p.seat, p.id, tuple(seats[p.seat].decide(g.view_for(p.seat))))).ok
    return out


def _names_in(text: str, cards: CardSet) -> dict[str, str]:
    """uid -> name of every Ship/Technology/Planet, Artifact, Alien System and Defense Plan the text names."""
    named: dict[str, str] = {}
    for group in (cards.cards, cards.artifacts, cards.alien_systems, cards.defense_plans):
        for uid, c in group.items():
            if c.name in text:
                named[uid] = c.name
    return named


def test_advice_is_a_legal_move_with_a_reason(kit: Any, real_cards: CardSet) -> None:
    kinds = set()
    for n, seed in ((2, 5), (3, 6)):
        for g in paused(kit, real_cards, n, seed, 8):
            view = g.view_for(0)
            events, pending = len(g.events), g.pending
            a = suggest(real_cards, view, iterations=ITER, seed=1)
            assert isinstance(a, Advice)
            assert a.picks and view.pending.option(a.picks[0]) is not None, (a.picks, view.pending.options)
            assert a.reason.strip() and "\n" not in a.reason and a.reason.endswith(".")
            label = view.pending.option(a.picks[0]).label
            assert a.reason.startswith(label), (label, a.reason)  # the engine's own words for the option first
            if a.gain_vp is not None:
                assert f"{a.gain_vp:+.1f} VP" in a.reason
            # advice submits nothing; submitting its picks is accepted
            assert len(g.events) == events and g.pending == pending
            r = g.clone().submit(Command(0, view.pending.id, a.picks))
            assert r.ok, (a.picks, getattr(r, "reason", ""))
            # the reason names only cards the seat can see (its own, or public ones): R33
            visible = repr(view.state)
            for uid in _names_in(a.reason, real_cards):
                assert uid in visible, (uid, a.reason)
            kinds.add(view.pending.kind)
    assert "turn" in kinds and len(kinds) >= 3, kinds


def test_advice_does_not_depend_on_hidden_cards(kit: Any, real_cards: CardSet) -> None:
    """Two games equal but for what seat 0 cannot see (opponents' hands, Artifacts, Defense Plans, deck
    order): the same View, so the same advice (R34)."""
    changed = 0
    for n, seed in ((2, 7), (3, 8)):
        for i, g in enumerate(paused(kit, real_cards, n, seed, 5)):
            other = g.clone()
            hands = [list(p.hand) for p in other.state.players[1:]]
            kit.scramble_hidden(other, 0, random.Random(100 + i))
            changed += hands != [list(p.hand) for p in other.state.players[1:]]
            v1, v2 = g.view_for(0), other.view_for(0)
            assert v1.state == v2.state and v1.pending == v2.pending
            a1 = suggest(real_cards, v1, iterations=ITER, seed=3)
            a2 = suggest(real_cards, v2, iterations=ITER, seed=3)
            assert a1 == a2
    assert changed > 0  # the opponents really held other cards


def test_advice_only_for_the_seats_own_choice(kit: Any, real_cards: CardSet) -> None:
    g = kit.new_game(real_cards, 2, 5)
    other = 1 - g.pending.seat
    with pytest.raises(ValueError, match="not this seat's"):
        suggest(real_cards, g.view_for(other), iterations=ITER)


def test_advisor_kinds() -> None:
    assert make_advisor("advice", 1).iterations is None
    assert make_advisor("advice:0.8s", 1).budget == 0.8
    assert make_advisor("advice:40", 1).iterations == 40
    for bad in ("advice:0s", "advice:x", "advice:-3", "hard:40"):
        with pytest.raises(ValueError):
            make_advisor(bad, 1)
