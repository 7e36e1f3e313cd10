"""The table's seat driver: AI seats answered off the frame loop, at a pace a human can follow.

It owns the AI worker (started on the first AI decision or the first Suggest; a table of humans never
starts one), asks it for the AI seat whose choice is pending, waits the think time between AI moves
(the search time counts as waiting), submits the answer, and when a seat fails (an exception in the
worker, a refused move) says so in one line that stays (`notice`) and plays a random legal move instead.
The Suggest button's questions go to the same worker (`ask` / `answer`, alien_artifacts/ui/advice_view.py).

No pygame and no drawing: the table passes `animating` (its tweens are busy) and a callback that shows
what the AI moved (`on_pick(option)`), and reads `notice`. Human seats are the table's business (the
curtain, handing over the screen).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from alien_artifacts.engine.choices import Command, Option
from alien_artifacts.ui.ai_seat import AIWorker, Hint, InlineAIWorker, ProcessAIWorker, RandomBrain, make_worker
from alien_artifacts.ui.session import Session
from game.ui.settings import Settings

Worker = AIWorker | ProcessAIWorker | InlineAIWorker
Answer = tuple[int, Command | Hint | None, float]  # (ticket, the command or the hint, or None; seconds it took)
SMOKE_BUDGET_S = 0.012  # the smoke test plays AI moves back to back for this long per frame


class SeatDriving(Protocol):
    """What the table asks of its seat driver: this module's SeatDriver, or a lesson's scripted opponent
    (alien_artifacts/ui/tutorial/coach_seat.py), which answers the Suggest questions with nothing."""

    notice: str

    @property
    def started(self) -> Worker | None: ...
    def warm_up(self) -> None: ...
    def close(self) -> None: ...
    def ask(self, ticket: int, seat: int, level: str) -> None: ...
    def answer(self) -> Answer | None: ...
    def cancel(self, ticket: int) -> None: ...
    def step(self, dt: float, animating: bool, on_pick: Callable[[Option], None],
             between: Callable[[], None] = ...) -> None: ...


class SeatDriver:
    def __init__(self, session: Session, settings: Callable[[], Settings], smoke: bool = False,
                 make: Callable[[], Worker] = make_worker) -> None:
        self.session = session
        self.settings = settings  # the app's settings now (ai_think_time, hard_budget)
        self.smoke = smoke
        self._make = make
        self._worker: Worker | None = None
        self.wait = 0.0  # seconds before the next AI seat is asked
        self.asked: int | None = None  # the choice id the worker was last asked about
        self.level_override: dict[int, str] = {}  # seat -> AI level (benchmarks)
        self.notice = ""  # an AI seat that failed, said in one line until the table closes
        self.failures = 0
        self.failed_seats: list[int] = []

    # ---- the worker ------------------------------------------------------------------------------
    @property
    def worker(self) -> Worker:
        """Started on first use."""
        if self._worker is None:
            self._worker = self._make()
        return self._worker

    @worker.setter
    def worker(self, w: Worker | None) -> None:
        self._worker = w

    @property
    def started(self) -> Worker | None:
        """The worker if it runs, else None (never starts one)."""
        return self._worker

    def warm_up(self) -> None:
        """Start the worker now if an AI seat will need it (not in the middle of the first AI turn)."""
        if self._worker is None and not self.session.over and \
                len(self.session.humans()) < len(self.session.seats):
            _ = self.worker

    def close(self) -> None:
        if self._worker is not None:
            self._worker.stop()
            self._worker = None

    # ---- Suggest -----------------------------------------------------------------------------------
    def ask(self, ticket: int, seat: int, level: str) -> None:
        """A question for the worker about `seat`'s choice, answered with the seat's own View (R33)."""
        seed = getattr(self.session.game.settings, "seed", None)
        self.worker.request(ticket, seat, level, seed, self.session.view(seat))

    def answer(self) -> Answer | None:
        """The worker's next answer (None while it thinks, or with no worker)."""
        return self._worker.result() if self._worker is not None else None

    def cancel(self, ticket: int) -> None:
        if self._worker is not None and self._worker.busy == ticket:
            self._worker.cancel()

    # ---- AI seats ----------------------------------------------------------------------------------
    def level_of(self, seat: int) -> str:
        level = self.level_override.get(seat, self.session.seats[seat].level)
        if level == "hard":  # the search time per move is a setting (the AI reads "hard:<seconds>s")
            level = f"hard:{self.settings().hard_budget:g}s"
        return level

    def step(self, dt: float, animating: bool, on_pick: Callable[[Option], None],
             between: Callable[[], None] = lambda: None) -> None:
        """Drive the AI seat whose choice is pending: ask, then take the answer when it comes. The smoke test
        plays several AI moves per frame (`between` runs after each one but the last)."""
        budget_end = time.perf_counter() + (SMOKE_BUDGET_S if self.smoke else 0.0)
        while True:
            p = self.session.pending
            if p is None or self.session.is_human(p.seat):
                return
            if self.asked != p.id:
                if not self.smoke and (animating or self.wait > 0):
                    self.wait -= dt
                    return
                self.asked = p.id
                seed = getattr(self.session.game.settings, "seed", None)
                self.worker.request(p.id, p.seat, self.level_of(p.seat), seed, self.session.view(p.seat))
            res = self.worker.result()
            if res is None:
                if not self.smoke:
                    return
                time.sleep(0.0005)
                if time.perf_counter() > budget_end:
                    return
                continue
            ticket, cmd, secs = res
            if ticket != p.id:
                continue
            for key in getattr(cmd, "picks", ())[:1]:  # show what the AI moved where
                o = p.option(key)
                if o is not None:
                    on_pick(o)
            r = self.session.submit(cmd) if cmd is not None else None
            if r is None or not r.ok:
                error = self.worker.error if r is None else f"its move was refused ({r.reason})"
                self.worker.error = ""
                self.note_failure(p.seat, error)
                fallback = RandomBrain().choose(self.session.view(p.seat))
                r = self.session.submit(fallback)
                if not r.ok:
                    raise RuntimeError(f"AI seat {p.seat} has no acceptable option: {r.reason}")
            self.wait = max(0.0, self.settings().ai_think_time - secs)  # thinking counts as waiting
            if not self.smoke or time.perf_counter() > budget_end:
                return
            between()

    def note_failure(self, seat: int, error: str) -> None:
        """An AI seat that fails (an exception in its worker, a refused move) is said on the table, in one line
        that stays for the rest of the game; that decision is then a random legal move."""
        self.failures += 1
        if seat not in self.failed_seats:
            self.failed_seats.append(seat)
        who = " and ".join(f"{self.session.seats[s].name} ({self.session.seats[s].level})"
                           for s in self.failed_seats)
        what = " ".join((error or "no answer").split())
        what = what if len(what) <= 160 else what[:157] + "..."
        times = f" ({self.failures} times)" if self.failures > 1 else ""
        self.notice = f"The AI of {who} failed{times}: {what}. It played a random legal move instead."
