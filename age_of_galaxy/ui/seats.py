"""The AI seats of a table: each decision thought off the UI thread, each move played at a pace a player can follow.

`SeatDriver.step(dt)` is called once a frame. When the pending choice belongs to an AI seat it starts a thread that
asks the seat (age_of_galaxy.ai.seats.make_seat) with that seat's View only (G67-G69), and once the answer is in
and `pace` seconds have passed since the last move it submits it through the match. A seat that fails (an exception,
a refused key) is said in `notice` and a legal option is played instead, so the game never hangs. No drawing here.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from age_of_galaxy.ai.seats import make_seat
from age_of_galaxy.ui.start import HUMAN, Setup
from tabletop.choices import Command

PACE = 0.9  # seconds between two AI moves (the thinking time counts)


class SeatDriver:
    def __init__(self, setup: Setup, pace: float = PACE) -> None:
        self.setup = setup
        self.pace = pace
        self.ais = {i: make_seat(kind, i, setup.seed * 31 + i) for i, kind in enumerate(setup.seats) if kind != HUMAN}
        self.wait = 0.0
        self.asked: int | None = None  # the choice id being thought about
        self.answer: str | Exception | None = None
        self.lock = threading.Lock()
        self.notice = ""
        self.moves = 0

    def is_ai(self, seat: int) -> bool:
        return seat in self.ais

    def thinking(self) -> bool:
        p = self.setup.match.pending
        return p is not None and self.is_ai(p.seat)

    def _think(self, choice: int, seat: int, view: Any) -> None:
        try:
            key: str | Exception = self.ais[seat].decide(view)
        except Exception as exc:  # the table says so and plays on
            key = exc
        with self.lock:
            if self.asked == choice:
                self.answer = key

    def step(self, dt: float, busy: bool = False, on_move: Callable[[int, str], None] | None = None) -> None:
        """Advance the AI seats by dt seconds: start thinking, or play an answer that is in and due. `busy`: the
        table is still showing the last move (the answer waits)."""
        self.wait = max(0.0, self.wait - dt)
        m = self.setup.match
        p = m.pending
        if p is None or not self.is_ai(p.seat):
            return
        if self.asked != p.id:
            with self.lock:
                self.asked, self.answer = p.id, None
            view = m.view_for(p.seat)
            threading.Thread(target=self._think, args=(p.id, p.seat, view), daemon=True,
                             name=f"aog-seat-{p.seat}").start()
            return
        with self.lock:
            answer = self.answer
        if answer is None or self.wait > 0 or busy:
            return
        key = answer if isinstance(answer, str) and p.option(answer) is not None else None
        if key is None:
            self.notice = f"{m.rules.seat_name(m.state, p.seat)} (AI) failed ({answer!s:.80}); a legal move was played."
            key = p.keys()[0]
        r = m.submit(Command(p.seat, p.id, (key,)))
        if not r.ok:  # cannot happen for an offered key; said, never hung
            self.notice = f"the AI's move was refused: {r.reason}"
            m.submit(Command(p.seat, p.id, (p.keys()[0],)))
        self.moves += 1
        self.wait = self.pace
        with self.lock:
            self.asked, self.answer = None, None
        if on_move is not None:
            on_move(p.seat, key)
