"""Where the AI seats think, away from the frame loop: a worker process (Linux: forked), or threads where a process
cannot start (another system, AOG_AI_WORKER=thread, a fork refused).

    thinker = make_thinker(seats)                  # seats: {seat: (kind, seed)}, the table's AI seats
    thinker.ask(ticket, seat, view)                # the seat's View only (G67-G69): what it may see, nothing more
    thinker.answer(ticket)                         # None while thinking; then the option's key or an Exception
    thinker.close()

A process never shares the interpreter's lock with the frame loop, so a Hard seat's search (a pure-Python loop)
costs the table no frame time; a thread does. One process serves every table of the application (`shared()`): a
table's seats live there under the table's own token, made from their kind and seed as the thread's are, so they
decide alike. Only the View crosses the pipe (about 4 KB pickled), and the key comes back. If the process stops
(killed, crashed), `answer` says so as an Exception with `stopped` set, and the seat driver (seats.py) asks again
on threads. No drawing here.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import sys
import threading
from typing import Any

from age_of_galaxy.ai.seats import make_seat
from tabletop import forked

Answer = str | Exception
SeatKinds = dict[int, tuple[str, int]]  # seat -> (level, seed)
ENV = "AOG_AI_WORKER"  # "thread": no process (a test, a system where fork misbehaves)


class ThinkerStopped(RuntimeError):
    """The AI process is gone: the question was not answered (the driver asks again on a thread)."""


class ThreadThinker:
    """Each question on its own daemon thread, the seats (`ais`) in this process."""

    kind = "thread"

    def __init__(self, seats: SeatKinds, ais: dict[int, Any] | None = None) -> None:
        self.ais: dict[int, Any] = ais if ais is not None else \
            {seat: make_seat(kind, seat, seed) for seat, (kind, seed) in seats.items()}
        self._lock = threading.Lock()
        self._answers: dict[int, Answer] = {}

    def ask(self, ticket: int, seat: int, view: Any) -> None:
        threading.Thread(target=self._think, args=(ticket, seat, view), daemon=True, name=f"aog-seat-{seat}").start()

    def _think(self, ticket: int, seat: int, view: Any) -> None:
        try:
            key: Answer = self.ais[seat].decide(view)
        except Exception as exc:  # the table says so and plays on
            key = exc
        with self._lock:
            self._answers[ticket] = key

    def answer(self, ticket: int) -> Answer | None:
        with self._lock:
            return self._answers.pop(ticket, None)

    def close(self) -> None:
        with self._lock:
            self._answers.clear()  # a thread still thinking ends on its own (daemon); its answer is dropped


def _child(conn: Any, parent_end: Any) -> None:
    """The AI process: ("seats", token, kinds) makes a table's seats, ("ask", token, ticket, seat, view) answers
    (token, ticket, key, error), ("forget", token) drops a table's seats, None ends."""
    parent = forked.settle(parent_end)
    tables: dict[int, dict[int, Any]] = {}
    while True:
        msg = forked.receive(conn, parent)
        if msg is forked.GONE or msg is None:  # the app ended, or said stop
            return
        if msg[0] == "seats":
            _, token, kinds = msg
            tables[token] = {seat: make_seat(kind, seat, seed) for seat, (kind, seed) in kinds.items()}
            continue
        if msg[0] == "forget":
            tables.pop(msg[1], None)
            continue
        _, token, ticket, seat, view = msg
        try:
            key, err = str(tables[token][seat].decide(view)), ""
        except Exception as exc:
            key, err = "", f"{type(exc).__name__}: {exc}"
        try:
            conn.send((token, ticket, key, err))
        except (OSError, ValueError):
            return


class _Process:
    """The one AI process and its pipe; replies sorted by table token."""

    def __init__(self) -> None:
        import multiprocessing

        ctx = multiprocessing.get_context("fork")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_child, args=(child, self.conn), name="aog-ai-seats", daemon=True)
        self.proc.start()
        child.close()
        self.replies: dict[tuple[int, int], Answer] = {}
        self.error = ""  # why it stopped ("" while it runs)
        self.lock = threading.RLock()  # tables on two threads (tests) never interleave a message
        self.dropped: list[int] = []  # tables gone (a finalizer: no pipe, no lock there), forgotten at the next send

    def forget(self, token: int) -> None:
        """A table's seats are no longer needed. Safe anywhere, a garbage collector's finalizer included (it may run
        while this thread is inside send or drain): only noted here, said to the process by the next send."""
        self.dropped.append(token)

    def send(self, msg: Any) -> bool:
        with self.lock:
            if self.error:
                return False
            try:
                while self.dropped:
                    self.conn.send(("forget", self.dropped.pop()))
                self.conn.send(msg)
            except (OSError, ValueError) as exc:
                self.error = f"the AI process stopped ({exc or type(exc).__name__})"
                return False
            return True

    def drain(self) -> None:
        with self.lock:
            if self.error:
                return
            try:
                while self.conn.poll():
                    token, ticket, key, err = self.conn.recv()
                    self.replies[(token, ticket)] = RuntimeError(err) if err else key
            except (EOFError, OSError) as exc:
                self.error = f"the AI process stopped ({exc or type(exc).__name__})"

    def alive(self) -> bool:
        return not self.error and self.proc.is_alive()

    def stop(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.conn.send(None)
        with contextlib.suppress(OSError):
            self.conn.close()
        self.proc.join(timeout=0.5)
        if self.proc.is_alive():
            self.proc.kill()
            self.proc.join(timeout=0.5)
        self.error = self.error or "stopped"


_SHARED: _Process | None = None
_TOKENS = itertools.count(1)


def shared() -> _Process:
    """The application's AI process, started now if there is none (or the last one stopped); OSError, ValueError
    or ImportError when it cannot start."""
    global _SHARED
    if _SHARED is None or not _SHARED.alive():
        _SHARED = _Process()
    return _SHARED


def stop_shared() -> None:
    """End the AI process (the application quits; tests)."""
    global _SHARED
    if _SHARED is not None:
        _SHARED.stop()
        _SHARED = None


class ProcessThinker:
    """A table's seats in the shared AI process."""

    kind = "process"

    def __init__(self, seats: SeatKinds) -> None:
        self.proc = shared()
        self.token = next(_TOKENS)
        if not self.proc.send(("seats", self.token, dict(seats))):
            raise OSError(self.proc.error)

    def ask(self, ticket: int, seat: int, view: Any) -> None:
        self.proc.send(("ask", self.token, ticket, seat, view))  # a failure is said by `answer`

    def answer(self, ticket: int) -> Answer | None:
        self.proc.drain()
        found = self.proc.replies.pop((self.token, ticket), None)
        if found is None and (self.proc.error or not self.proc.proc.is_alive()):
            return ThinkerStopped(self.proc.error or "the AI process stopped")
        return found

    def close(self) -> None:
        self.proc.forget(self.token)  # said with the next message (this may run in a finalizer)
        for k in [k for k in list(self.proc.replies) if k[0] == self.token]:
            self.proc.replies.pop(k, None)


Thinker = ThreadThinker | ProcessThinker


def make_thinker(seats: SeatKinds, ais: dict[int, Any] | None = None) -> Thinker:
    """The process thinker where fork exists (Linux) and AOG_AI_WORKER is not "thread"; else, or when the process
    cannot start, the thread one (its seats `ais` when given: made alike from `seats` otherwise)."""
    if sys.platform.startswith("linux") and os.environ.get(ENV, "process") != "thread":
        try:
            return ProcessThinker(seats)
        except (OSError, ValueError, ImportError):
            pass
    return ThreadThinker(seats, ais)
