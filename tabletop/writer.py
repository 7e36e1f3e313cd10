"""A file writer off the frame loop: one write at a time on its own thread, the newest waiting job replacing an
older one that has not started (the last file written is always the newest state), a write in flight finished on
request (leaving, quitting).

    writer = LatestWriter("autosave")
    writer.submit(job)            # job(): the write, of a copy taken now (it runs on the writer's thread)
    for done in writer.done():    # the jobs finished since: Done(ticket, error) (error: the exception, or None)
        ...
    writer.flush(5.0)             # wait until nothing waits or runs; False when the time ran out first

A job that raises is reported in `done()`, never raised in the caller's thread, and the writer goes on. A job
replaced before it started is reported as skipped (`skipped=True`), so a caller waiting for its ticket hears of it.
The thread is a daemon (it never keeps the application from ending): the caller flushes before it quits. It ends
after IDLE_S seconds without a job, and the next job starts another. No pygame, no game here.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable

import attrs

Job = Callable[[], object]
IDLE_S = 5.0  # the thread ends after this long without a job (a writer dropped unclosed leaves no thread behind)


@attrs.frozen
class Done:
    ticket: int
    error: BaseException | None = None
    skipped: bool = False  # replaced by a newer job before it started (nothing written for it)


class LatestWriter:
    def __init__(self, name: str = "writer") -> None:
        self.name = name
        self._cond = threading.Condition()
        self._next: tuple[int, Job] | None = None
        self._running: int | None = None
        self._done: list[Done] = []
        self._tickets = itertools.count(1)
        self._thread: threading.Thread | None = None
        self._closed = False

    def submit(self, job: Job) -> int:
        """Queue `job` (replacing one that waits, which is then reported skipped); its ticket. RuntimeError once
        closed."""
        with self._cond:
            if self._closed:
                raise RuntimeError(f"the {self.name} writer is closed")
            ticket = next(self._tickets)
            if self._next is not None:
                self._done.append(Done(self._next[0], None, True))
            self._next = (ticket, job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, daemon=True, name=f"{self.name}-writer")
                self._thread.start()
            self._cond.notify_all()
            return ticket

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._next is None:
                    timed_out = self._closed or not self._cond.wait(IDLE_S)
                    if timed_out and self._next is None:  # closed, or idle: ended (the next submit starts another)
                        self._thread = None
                        return
                ticket, job = self._next
                self._next, self._running = None, ticket
            error: BaseException | None = None
            try:
                job()
            except Exception as exc:  # said by done(); the writer goes on
                error = exc
            with self._cond:
                self._running = None
                self._done.append(Done(ticket, error))
                self._cond.notify_all()

    def done(self) -> list[Done]:
        """The jobs finished (or skipped) since the last call, oldest first."""
        with self._cond:
            out, self._done = self._done, []
            return out

    def idle(self) -> bool:
        with self._cond:
            return self._next is None and self._running is None

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the waiting job and the one in flight are written; True when idle, False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._next is None and self._running is None, timeout)

    def close(self, timeout: float | None = None) -> bool:
        """Flush, then end the thread; True when everything was written in time."""
        idle = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        return idle
