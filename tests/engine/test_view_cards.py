"""A View carries its card set (issue 26, point 3): no seat guesses which set its ids belong to.

Card definitions are public (R33), so carrying them hides nothing; the View pickles the set as a handle,
so the UI's AI process gets about 3 KB per request and keeps the very same CardSet object.
"""

from __future__ import annotations

import multiprocessing
import pickle
from multiprocessing.connection import Connection

import pytest

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.engine.view import View, cards_of_handle
from alien_artifacts.match.api import Game, GameSettings, SeatSettings


def _game() -> Game:
    return Game.new(load_cardset(), GameSettings(seed=5, seats=(SeatSettings("Ann"), SeatSettings("Bob"))))


def test_every_view_carries_the_games_card_set() -> None:
    g = _game()
    for seat in (0, 1, -1):
        assert g.view_for(seat).cards is g.cards


def test_a_pickled_view_is_small_and_comes_back_with_the_same_set() -> None:
    g = _game()
    v = g.view_for(0)
    data = pickle.dumps(v)
    assert len(data) < 10_000 < len(pickle.dumps(g.cards))
    back = pickle.loads(data)
    assert isinstance(back, View) and back == v and back.cards is g.cards
    assert back.pending == v.pending and back.stack == v.stack and back.deck_tops == v.deck_tops


def _child(conn: Connection) -> None:
    view = conn.recv()
    conn.send((view.seat, sorted(view.cards.cards), view.pending.kind))


def test_a_view_crosses_to_a_forked_ai_process() -> None:
    g = _game()
    g.view_for(1)  # the set is known before the fork, as in the UI (its AI process starts at the first AI turn)
    ctx = multiprocessing.get_context("fork")
    here, there = ctx.Pipe()
    proc = ctx.Process(target=_child, args=(there,))
    proc.start()
    try:
        p = g.pending
        assert p is not None
        here.send(g.view_for(p.seat))
        assert here.poll(30)
        assert here.recv() == (p.seat, sorted(g.cards.cards), p.kind)
    finally:
        proc.join(30)


def test_an_unknown_handle_is_refused_in_one_line() -> None:
    with pytest.raises(LookupError, match="not known in this process"):
        cards_of_handle((-1, -1))
