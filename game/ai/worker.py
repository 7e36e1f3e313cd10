"""Thinking off the UI thread: a worker that runs `seat.decide(view)` in the background.

    worker = AIWorker()
    ticket = worker.submit(seat, game.view_for(seat_no), budget=0.3)   # returns at once
    ...each frame...
    d = worker.poll()            # None while thinking; a Decision once (and only once) per ticket
    if d is not None and d.ticket == ticket and d.picks: game.submit(Command(seat_no, choice_id, d.picks))
    worker.cancel()              # e.g. the player pressed undo: the running search stops early
    worker.close()               # at exit

One background thread serves all seats, one request at a time; a new `submit` cancels the
previous request. Cancelling is cooperative: seats with `request_stop()` (Hard) end their search
at the next iteration; the result of a cancelled ticket is never returned. If a seat raises, the
Decision carries the error text and a legal fallback pick (the first option), so a game never
stalls on an AI bug.
"""

from __future__ import annotations

import queue
import threading
import time
import traceback
from typing import Any

import attrs

from game.engine.view import View

from .base import Seat


@attrs.frozen
class Decision:
    ticket: int
    picks: tuple[str, ...]
    seconds: float
    error: str | None = None


@attrs.frozen
class _Job:
    ticket: int
    seat: Any
    view: View
    budget: float | None


class AIWorker:
    def __init__(self, name: str = "ai-worker") -> None:
        self._jobs: queue.Queue[_Job | None] = queue.Queue()
        self._lock = threading.Lock()
        self._done = threading.Condition(self._lock)
        self._next = 0
        self._current: int | None = None  # ticket being thought about (or queued)
        self._running: Any = None  # the seat deciding right now
        self._result: Decision | None = None
        self._closed = False
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    # ---- the UI side -------------------------------------------------------------------------------
    def submit(self, seat: Seat, view: View, budget: float | None = None) -> int:
        """Start thinking about `view.pending` for `seat`; returns the ticket of this request."""
        if view.pending is None or not view.pending.options:
            raise ValueError("the view has no choice for this seat")
        with self._lock:
            if self._closed:
                raise RuntimeError("the worker is closed")
            self._stop_running()
            self._next += 1
            ticket = self._next
            self._current = ticket
            self._result = None
        self._jobs.put(_Job(ticket, seat, view, budget))
        return ticket

    def poll(self) -> Decision | None:
        """The finished decision of the latest request, once; None while thinking."""
        with self._lock:
            r, self._result = self._result, None
            if r is not None and r.ticket == self._current:
                self._current = None
            return r

    def wait(self, timeout: float | None = None) -> Decision | None:
        """Block until the latest request is decided (tests and tools; the UI polls instead)."""
        end = None if timeout is None else time.monotonic() + timeout
        with self._done:
            while self._result is None and self._current is not None:
                left = None if end is None else end - time.monotonic()
                if left is not None and left <= 0:
                    return None
                self._done.wait(left)
        return self.poll()

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._current is not None and self._result is None

    def cancel(self) -> None:
        """Forget the current request; a running search is asked to stop."""
        with self._lock:
            self._current = None
            self._result = None
            self._stop_running()
            self._done.notify_all()

    def close(self, timeout: float = 2.0) -> None:
        with self._lock:
            self._closed = True
            self._current = None
            self._stop_running()
        self._jobs.put(None)
        self._thread.join(timeout)

    # ---- the worker side ---------------------------------------------------------------------------
    def _stop_running(self) -> None:
        seat = self._running
        stop = getattr(seat, "request_stop", None)
        if stop is not None:
            stop()

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            with self._lock:
                if job.ticket != self._current:
                    continue  # cancelled or replaced before it started
                self._running = job.seat
            t0 = time.perf_counter()
            error = None
            try:
                clear = getattr(job.seat, "clear_stop", None)
                if clear is not None:
                    clear()
                if job.budget is not None and hasattr(job.seat, "set_budget"):
                    job.seat.set_budget(job.budget)
                picks = tuple(job.seat.decide(job.view))
            except Exception as exc:  # a broken seat must not stall the table
                error = f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=5)}"
                assert job.view.pending is not None
                picks = (job.view.pending.options[0].key,)
            with self._lock:
                self._running = None
                if job.ticket == self._current:
                    self._result = Decision(job.ticket, picks, time.perf_counter() - t0, error)
                    self._done.notify_all()
