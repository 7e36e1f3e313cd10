"""The AI thinks off the UI thread: results arrive by polling, a running search can be cancelled."""

from __future__ import annotations

import time
from typing import Any

import pytest

from game.ai.base import RandomSeat
from game.ai.hard import HardSeat
from game.ai.normal import NormalSeat
from game.ai.worker import AIWorker
from game.content.model import CardSet


def turn_view(kit: Any, cards: CardSet) -> Any:
    g = kit.new_game(cards, 2, 9)
    assert g.pending is not None and g.pending.kind == "turn"
    return g.view_for(g.pending.seat)


def test_worker_returns_a_legal_decision_without_blocking(kit: Any, real_cards: CardSet) -> None:
    view = turn_view(kit, real_cards)
    w = AIWorker()
    try:
        t0 = time.perf_counter()
        ticket = w.submit(HardSeat(1), view, budget=0.3)
        assert time.perf_counter() - t0 < 0.25  # submit returns before the 0.3 s search could finish
        assert w.busy
        d = None
        while d is None and time.perf_counter() - t0 < 5:
            d = w.poll()
            time.sleep(0.01)
        assert d is not None and d.ticket == ticket and d.error is None
        assert view.pending.option(d.picks[0]) is not None
        assert 0.2 <= d.seconds <= 3.0  # the budget is used and the search stops (loose: CI cores are shared)
        assert w.poll() is None  # each result is handed out once
        assert not w.busy
    finally:
        w.close()


def test_cancel_stops_a_long_search(kit: Any, real_cards: CardSet) -> None:
    view = turn_view(kit, real_cards)
    w = AIWorker()
    try:
        w.submit(HardSeat(2), view, budget=30.0)
        time.sleep(0.2)
        t0 = time.perf_counter()
        w.cancel()
        assert not w.busy
        # the thread is free again soon: a new request is answered quickly
        ticket = w.submit(NormalSeat(3), view)
        d = w.wait(timeout=5.0)
        assert d is not None and d.ticket == ticket
        assert time.perf_counter() - t0 < 3.0
        assert w.poll() is None
    finally:
        w.close()


def test_a_new_request_replaces_the_old_one(kit: Any, real_cards: CardSet) -> None:
    view = turn_view(kit, real_cards)
    w = AIWorker()
    try:
        first = w.submit(HardSeat(4), view, budget=10.0)
        second = w.submit(RandomSeat(5), view)
        d = w.wait(timeout=5.0)
        assert d is not None and d.ticket == second != first
    finally:
        w.close()


class Broken:
    kind = "broken"

    def decide(self, view: Any) -> tuple[str, ...]:
        raise RuntimeError("boom")


def test_a_failing_seat_reports_and_falls_back(kit: Any, real_cards: CardSet) -> None:
    view = turn_view(kit, real_cards)
    w = AIWorker()
    try:
        w.submit(Broken(), view)  # type: ignore[arg-type]
        d = w.wait(timeout=5.0)
        assert d is not None and d.error is not None and "boom" in d.error
        assert view.pending.option(d.picks[0]) is not None
    finally:
        w.close()
    with pytest.raises(RuntimeError):
        w.submit(RandomSeat(1), view)
