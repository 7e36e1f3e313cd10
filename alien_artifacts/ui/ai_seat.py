"""AI seats as the table sees them: `choose(view) -> Command`, answered off the frame loop.

`Brain` is the whole interface the table needs. The UI never imports alien_artifacts.ai (DESIGN: ai and ui never
import each other): the wiring registers the AI's seat factory with `register_seat_factory`; until
then, or for a level the AI does not offer, a random legal choice stands in (`RandomBrain`).

Two workers with one interface (`request(ticket, seat, level, seed, view)`, `result()`):
- `ProcessAIWorker` (Linux, the default): the brains live in a forked child process, so a search
  never competes with the frame loop for the GIL. Views and commands cross a pipe (about 2 KB).
- `AIWorker`: a thread in this process (elsewhere, or if the child cannot start); it hands the GIL
  back to the frame loop every 50 microseconds.
"""

from __future__ import annotations

import contextlib
import os
import queue
import random
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol

import attrs

from alien_artifacts.engine.choices import Command
from tabletop import forked


class Brain(Protocol):
    def choose(self, view: Any) -> Any:
        """Return a Command for `view.pending` (which is this seat's choice)."""
        ...


class RandomBrain:
    """Picks a random legal option (respecting min/max picks). Prefers acting over ending early."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any) -> Any:
        p = view.pending
        keys = [o.key for o in p.options]
        lo = max(1, p.min_picks) if keys else 0
        hi = max(lo, min(p.max_picks, len(keys)))
        n = self.rng.randint(lo, hi) if keys else 0
        if n == 1 and len(keys) > 1:
            # a little less aimless: do not stop or pass while something else is possible
            busy = [k for k in keys if k not in ("done", "end_action", "pass")]
            if busy and self.rng.random() < 0.75:
                keys = busy
            return Command(p.seat, p.id, (self.rng.choice(keys),))
        return Command(p.seat, p.id, tuple(self.rng.sample(keys, n)))


class BusyBrain:
    """A stand-in for a search (benchmarks): burns pure-Python CPU, then picks at random."""

    def __init__(self, seconds: float, seed: int | None = None) -> None:
        self.seconds = seconds
        self.inner = RandomBrain(seed)

    def choose(self, view: Any) -> Any:
        end = time.perf_counter() + self.seconds
        x = 0
        while time.perf_counter() < end:
            for i in range(2000):
                x = (x * 31 + i) % 1000003
        return self.inner.choose(view)


class SeatBrain:
    """Adapts a alien_artifacts.ai seat (`decide(view) -> picks`) to `choose(view) -> Command`."""

    def __init__(self, seat: Any) -> None:
        self.seat = seat

    def choose(self, view: Any) -> Any:
        p = view.pending
        return Command(p.seat, p.id, tuple(self.seat.decide(view)))


@attrs.frozen
class Hint:
    """A suggested move for a human's choice, as the table shows it (the AI's `advise(view)` answer, copied into
    plain values so that nothing of alien_artifacts.ai crosses into the UI)."""

    choice_id: int
    picks: tuple[str, ...]
    reason: str
    gain_vp: float | None = None


ADVICE = "advice"  # the level that asks for a Hint instead of a Command: "advice:<T>s" or "advice:<N>"


class AdviceBrain:
    """Adapts an advisor (`advise(view)` -> picks, reason, gain_vp) to `choose(view) -> Hint`; None without one."""

    def __init__(self, advisor: Any) -> None:
        self.advisor = advisor

    def choose(self, view: Any) -> Hint | None:
        if self.advisor is None:
            return None
        a = self.advisor.advise(view)
        gain = a.gain_vp
        return Hint(view.pending.id, tuple(str(k) for k in a.picks), str(a.reason),
                    None if gain is None else float(gain))


# (kind, seed) -> a seat with decide(view) -> picks (for the kind "advice...": an advisor with
# advise(view)); registered by the wiring (alien_artifacts/launch.py): register_seat_factory(launch.ai_seat)
SeatFactory = Callable[[str, int], Any]
_factory: SeatFactory | None = None


def register_seat_factory(factory: SeatFactory | None) -> None:
    global _factory
    _factory = factory


def has_seat_factory() -> bool:
    return _factory is not None


def make_brain(level: str, seat: int, seed: int | None = None) -> Brain:
    """The AI for a seat at a level (easy/normal/hard): the registered AI if it knows the level.
    "busy:<seconds>" is the benchmark's stand-in for a search; "advice:..." answers with a Hint (None when
    no registered factory offers advice)."""
    if level.startswith("busy:"):
        return BusyBrain(float(level[5:]), seed)
    if level.split(":", 1)[0] == ADVICE:  # the registered factory builds advisors too (alien_artifacts/launch.py)
        try:
            return AdviceBrain(_factory(level, (seed or 0) * 31 + seat) if _factory is not None else None)
        except (ValueError, KeyError):
            return AdviceBrain(None)
    if _factory is not None:
        for kind in (level, "normal"):  # a level the AI does not offer (yet) plays as normal
            try:
                return SeatBrain(_factory(kind, (seed or 0) * 31 + seat))
            except (ValueError, KeyError):
                continue
    return RandomBrain(None if seed is None else seed * 31 + seat)


class _Brains:
    """One brain per (seat, level, seed), made on first use (brains may keep memory between turns)."""

    def __init__(self) -> None:
        self._brains: dict[tuple[int, str, int | None], Brain] = {}

    def choose(self, seat: int, level: str, seed: int | None, view: Any) -> Any:
        key = (seat, level, seed)
        b = self._brains.get(key)
        if b is None:
            b = self._brains[key] = make_brain(level, seat, seed)
        return b.choose(view)


SWITCH_INTERVAL = 0.00005


class AIWorker:
    """One background thread that answers AI choices; the main loop polls `result()`."""

    kind = "thread"

    def __init__(self) -> None:
        # A thinking AI holds the GIL; hand it back to the frame loop often (the default is 5 ms, and
        # every blit releases and takes the GIL again).
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        self._jobs: queue.Queue[tuple[int, int, str, int | None, Any] | None] = queue.Queue()
        self._lock = threading.Lock()
        self._result: tuple[int, Any, float] | None = None
        self._busy: int | None = None
        self.error: str = ""
        self._brains = _Brains()
        self._thread = threading.Thread(target=self._run, name="ai-worker", daemon=True)
        self._thread.start()

    def request(self, ticket: int, seat: int, level: str, seed: int | None, view: Any) -> None:
        with self._lock:
            self._busy = ticket
            self._result = None
        self._jobs.put((ticket, seat, level, seed, view))

    @property
    def busy(self) -> int | None:
        return self._busy

    def result(self) -> tuple[int, Any, float] | None:
        """(ticket, command or None, seconds it took) once ready; each result is returned once."""
        with self._lock:
            r, self._result = self._result, None
            if r is not None:
                self._busy = None
            return r

    def cancel(self) -> None:
        with self._lock:
            self._busy = None
            self._result = None

    def stop(self) -> None:
        self._jobs.put(None)

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            ticket, seat, level, seed, view = job
            t0 = time.perf_counter()
            try:
                cmd = self._brains.choose(seat, level, seed, view)
            except Exception as e:  # the table falls back to a random choice
                self.error = f"{type(e).__name__}: {e}"
                cmd = None
            with self._lock:
                if self._busy == ticket:
                    self._result = (ticket, cmd, time.perf_counter() - t0)


class InlineAIWorker:
    """Answers each request at once, in the caller's thread (tests and the UI monkey test: no thread, no
    child process, and the game advances one AI decision per frame)."""

    kind = "inline"

    def __init__(self) -> None:
        self._brains = _Brains()
        self._result: tuple[int, Any, float] | None = None
        self._busy: int | None = None
        self.error = ""

    def request(self, ticket: int, seat: int, level: str, seed: int | None, view: Any) -> None:
        self._busy = ticket
        t0 = time.perf_counter()
        try:
            cmd = self._brains.choose(seat, level, seed, view)
        except Exception as e:  # the table falls back to a random choice
            self.error = f"{type(e).__name__}: {e}"
            cmd = None
        self._result = (ticket, cmd, time.perf_counter() - t0)

    @property
    def busy(self) -> int | None:
        return self._busy

    def result(self) -> tuple[int, Any, float] | None:
        r, self._result = self._result, None
        if r is not None:
            self._busy = None
        return r

    def cancel(self) -> None:
        self._busy = None
        self._result = None

    def stop(self) -> None:
        self.cancel()


def _child_main(conn: Any, parent_end: Any, factory: SeatFactory | None) -> None:
    """The AI process: answer (ticket, seat, level, seed, view) with (ticket, command, error)."""
    parent = forked.settle(parent_end)  # a fork of the app: what belongs to the parent dropped
    register_seat_factory(factory)
    brains = _Brains()
    while True:
        msg = forked.receive(conn, parent)
        if msg is forked.GONE or msg is None:  # the app ended, or said stop
            return
        ticket, seat, level, seed, view = msg
        t0 = time.perf_counter()
        try:
            cmd, err = brains.choose(seat, level, seed, view), ""
        except Exception as e:
            cmd, err = None, f"{type(e).__name__}: {e}"
        try:
            conn.send((ticket, cmd, err, time.perf_counter() - t0))
        except (OSError, ValueError):
            return


class ProcessAIWorker:
    """The brains in a forked child process: a search never takes the GIL from the frame loop."""

    kind = "process"

    def __init__(self) -> None:
        import multiprocessing

        ctx = multiprocessing.get_context("fork")
        self._conn, child = ctx.Pipe()
        self._proc = ctx.Process(target=_child_main, args=(child, self._conn, _factory), name="ai-seats",
                                 daemon=True)
        self._proc.start()
        child.close()
        self._busy: int | None = None
        self.error = ""

    def request(self, ticket: int, seat: int, level: str, seed: int | None, view: Any) -> None:
        self._busy = ticket
        self._conn.send((ticket, seat, level, seed, view))

    @property
    def busy(self) -> int | None:
        return self._busy

    def result(self) -> tuple[int, Any, float] | None:
        try:
            while self._conn.poll():
                ticket, cmd, err, secs = self._conn.recv()
                if err:
                    self.error = err
                if ticket == self._busy:
                    self._busy = None
                    return (ticket, cmd, secs)
        except (EOFError, OSError) as e:
            if self._busy is not None:
                self.error = f"the AI process stopped: {e}"
                ticket, self._busy = self._busy, None
                return (ticket, None, 0.0)
        return None

    def cancel(self) -> None:
        self._busy = None

    def stop(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self._conn.send(None)
        with contextlib.suppress(OSError):
            self._conn.close()
        self._proc.join(timeout=0.5)
        if self._proc.is_alive():
            self._proc.kill()
            self._proc.join(timeout=0.5)


def make_worker() -> AIWorker | ProcessAIWorker | InlineAIWorker:
    """The process worker where fork exists (Linux), else (or if it cannot start) the thread one.
    AA_AI_WORKER=thread forces the thread; AA_AI_WORKER=inline answers in the frame loop (tests)."""
    choice = os.environ.get("AA_AI_WORKER", "process")
    if choice == "inline":
        return InlineAIWorker()
    if sys.platform.startswith("linux") and choice == "process":
        try:
            return ProcessAIWorker()
        except (OSError, ValueError, ImportError):
            pass
    return AIWorker()
