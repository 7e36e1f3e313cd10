"""The lesson's opponent at the table: the Coach's scripted commands in place of the AI seat driver.

Plugged into the table as its seat driver (`table.seats`; the same duties as alien_artifacts/ui/seat_driver.py's
SeatDriver: `step`, `warm_up`, `close`, `notice`, `started`): when a seat other than the player's decides, it
waits the usual think time (`settings.ai_think_time`, not while the table animates), then submits what
`coach.opponent_command` answers. The Coach answers None while the player reads a step or once the lesson is
over, so the table then stands still. No AI worker is ever started (the lesson has no Suggest button).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from alien_artifacts.engine.choices import Command, Option
from alien_artifacts.ui.tutorial.lesson_session import LessonSession
from game.ui.settings import Settings

if TYPE_CHECKING:  # the table's seat driver, only named: a lesson starts no AI worker
    from alien_artifacts.ui.seat_driver import Answer, Worker


class CoachSeat:
    def __init__(self, session: LessonSession, settings: Callable[[], Settings], smoke: bool = False) -> None:
        self.session = session
        self.coach = session.coach
        self.settings = settings
        self.smoke = smoke
        self.wait = 0.0 if smoke else settings().ai_think_time  # the opponent's first move is not instant either
        self.notice = ""  # a scripted move the engine refused, in one line (the table shows it)
        self.started: Worker | None = None  # no AI worker
        self.moves = 0  # the opponent's moves so far

    def warm_up(self) -> None:
        """Nothing to start: the opponent's moves are scripted."""

    def close(self) -> None:
        """Nothing to stop."""

    # the Suggest questions (a lesson has no Suggest button): never asked, nothing to answer
    def ask(self, ticket: int, seat: int, level: str) -> None:
        """Nothing to ask."""

    def answer(self) -> Answer | None:
        return None

    def cancel(self, ticket: int) -> None:
        """Nothing to cancel."""

    def step(self, dt: float, animating: bool, on_pick: Callable[[Option], None],
             between: Callable[[], None] = lambda: None) -> None:
        p = self.session.pending
        if p is None or p.seat == self.coach.human_seat:
            return
        cmd = self.coach.opponent_command(p)
        if cmd is None:  # a step being read, or the lesson is over: the table stands still
            return
        if not self.smoke and (animating or self.wait > 0):
            self.wait -= dt
            return
        first = p.option(cmd.picks[0]) if cmd.picks else None
        if first is not None:
            on_pick(first)  # the table shows what the opponent moved where
        r = self.session.submit(cmd)
        if not r.ok:  # a lesson whose script the engine refuses: say so, and play the first legal option
            self.notice = (f"The lesson's opponent could not play its scripted move ({' '.join(r.reason.split())}); "
                           "it played its first legal option instead.")
            r = self.session.submit(Command(p.seat, p.id, (p.options[0].key,)))
            if not r.ok:
                raise RuntimeError(f"the lesson's opponent has no acceptable option: {r.reason}")
        self.moves += 1
        self.wait = 0.0 if self.smoke else self.settings().ai_think_time
