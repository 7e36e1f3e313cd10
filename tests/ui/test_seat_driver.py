"""The table's seat driver (alien_artifacts/ui/seat_driver.py) without pygame and without a window: a real game, a fake
worker that answers with a fake seat's picks. It asks the AI seat whose choice is pending with that seat's own
View (R33), submits its answer, waits the think time between AI moves, and says a failing seat in one line."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from alien_artifacts.engine.choices import Command
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.seat_driver import SeatDriver
from alien_artifacts.ui.session import SeatConfig, Session


class FakeWorker:
    """A worker whose answers the test hands out: `answer` runs the fake seat on the last request."""

    kind = "fake"

    def __init__(self, seat: Any = None) -> None:
        self.seat = seat or RandomBrain(5)
        self.requests: list[tuple[int, int, str, Any]] = []
        self.ready: list[tuple[int, Any, float]] = []
        self.error = ""
        self.busy: int | None = None
        self.cancelled: list[int] = []
        self.stopped = False

    def request(self, ticket: int, seat: int, level: str, seed: int | None, view: Any) -> None:
        self.requests.append((ticket, seat, level, view))
        self.busy = ticket

    def answer(self, secs: float = 0.0) -> None:
        ticket, _seat, _level, view = self.requests[-1]
        self.ready.append((ticket, self.seat.choose(view), secs))
        self.busy = None

    def result(self) -> tuple[int, Any, float] | None:
        return self.ready.pop(0) if self.ready else None

    def cancel(self) -> None:
        self.cancelled.append(self.busy or 0)
        self.busy = None

    def stop(self) -> None:
        self.stopped = True


def _game(humans: tuple[bool, ...] = (False, False), level: str = "normal") -> Session:
    seats = [SeatConfig(f"Bot{i}", h, level, i) for i, h in enumerate(humans)]
    session = Session.new(_cards(), seats, 7)
    session.autosave_enabled = False
    return session


_CARDS: list[Any] = []


def _cards() -> Any:
    if not _CARDS:
        from alien_artifacts.content.loader import load_cardset
        _CARDS.append(load_cardset())
    return _CARDS[0]


def _driver(session: Session, worker: FakeWorker, think: float = 0.5, budget: float = 0.3) -> SeatDriver:
    settings = SimpleNamespace(ai_think_time=think, hard_budget=budget)
    return SeatDriver(session, lambda: settings, make=lambda: worker)


def test_an_ai_seat_is_asked_with_its_own_view_and_its_answer_is_played() -> None:
    session = _game()
    worker = FakeWorker()
    d = _driver(session, worker)
    p = session.pending
    picked: list[Any] = []
    d.step(1 / 60, False, picked.append)
    assert [(t, s, lvl) for t, s, lvl, _v in worker.requests] == [(p.id, p.seat, "normal")]
    assert worker.requests[0][3].seat == p.seat  # the seat's own View, never the full state (R33)
    d.step(1 / 60, False, picked.append)  # no answer yet: nothing happens, nothing is asked twice
    assert session.pending.id == p.id and len(worker.requests) == 1
    worker.answer(secs=0.2)
    version = session.version
    d.step(1 / 60, False, picked.append)
    assert session.version == version + 1 and session.pending.id != p.id
    assert picked and picked[0] in p.options  # the table is shown what the AI moved
    assert d.wait == pytest.approx(0.3)  # think time 0.5 s, 0.2 s of it spent searching
    assert d.notice == "" and d.failures == 0


def test_the_next_ai_move_waits_for_the_think_time_and_the_animations() -> None:
    session = _game()
    worker = FakeWorker()
    d = _driver(session, worker, think=0.5)
    d.step(0.0, False, lambda o: None)
    worker.answer(secs=0.0)
    d.step(0.0, False, lambda o: None)
    asked = len(worker.requests)
    d.step(0.2, False, lambda o: None)  # 0.3 s left
    d.step(0.2, True, lambda o: None)  # animating: waits whatever the time left
    d.step(0.2, False, lambda o: None)
    assert len(worker.requests) == asked
    d.step(0.2, False, lambda o: None)  # the think time is over
    d.step(0.0, False, lambda o: None)
    assert len(worker.requests) == asked + 1


def test_a_refused_move_is_said_and_a_random_legal_move_is_played_instead() -> None:
    session = _game()

    class Cheat:
        def choose(self, view: Any) -> Any:
            return Command(view.pending.seat, view.pending.id, ("no such option",))

    worker = FakeWorker(Cheat())
    d = _driver(session, worker)
    p = session.pending
    d.step(0.0, False, lambda o: None)
    worker.answer()
    d.step(0.0, False, lambda o: None)
    assert session.pending is None or session.pending.id != p.id  # the game went on
    assert d.failures == 1 and d.failed_seats == [p.seat]
    assert d.notice.startswith(f"The AI of Bot{p.seat} (normal) failed: its move was refused (")
    assert d.notice.endswith("It played a random legal move instead.")


def test_a_worker_error_is_said_once_with_its_words() -> None:
    session = _game()
    worker = FakeWorker()
    d = _driver(session, worker)
    d.step(0.0, False, lambda o: None)
    ticket = worker.requests[-1][0]
    worker.error = "RecursionError: maximum recursion depth exceeded\nwhile valuing"
    worker.ready.append((ticket, None, 0.1))
    d.step(0.0, False, lambda o: None)
    assert d.notice.startswith("The AI of Bot0 (normal) failed: RecursionError: maximum recursion depth exceeded "
                               "while valuing.")
    assert worker.error == ""  # read once


def test_human_seats_are_left_to_the_table() -> None:
    session = _game(humans=(True, False))
    worker = FakeWorker()
    d = _driver(session, worker)
    assert session.is_human(session.pending.seat)
    d.step(1.0, False, lambda o: None)
    assert worker.requests == [] and d.started is None


def test_levels_the_worker_is_asked_for() -> None:
    session = _game(level="hard")
    worker = FakeWorker()
    d = _driver(session, worker, budget=1.5)
    assert d.level_of(0) == "hard:1.5s"  # the Hard search time is a setting
    d.level_override[1] = "busy:0.01"
    assert d.level_of(1) == "busy:0.01"


def test_the_worker_starts_only_when_an_ai_seat_or_a_question_needs_it() -> None:
    humans = _game(humans=(True, True))
    d = _driver(humans, FakeWorker())
    d.warm_up()
    assert d.started is None  # a table of humans never starts one
    d.ask(-5, 0, "advice:0.3s")  # the Suggest button's question starts it
    assert d.started is not None and d.started.requests[-1][:3] == (-5, 0, "advice:0.3s")
    assert d.started.requests[-1][3].seat == 0
    d.cancel(-5)
    assert d.started.cancelled == [-5]
    d.cancel(-6)  # not the question it is busy with: nothing
    assert d.started.cancelled == [-5]
    worker = d.started
    d.close()
    assert worker.stopped and d.started is None
    mixed = _driver(_game(humans=(True, False)), FakeWorker())
    mixed.warm_up()
    assert mixed.started is not None
