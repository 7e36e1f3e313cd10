"""The lesson's opponent at the table: the Coach's scripted commands in place of an AI worker.

Plugged into the table as its seat driver (`table.seats`, game/ui/seat_driver.py's interface): when a seat
other than the player's decides, it waits the usual think time (`settings.ai_think_time`, not while the table
animates), then submits what `coach.opponent_command` answers. The Coach answers None while the player reads
a step or once the lesson is over, so the table then stands still. No AI worker is ever started.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.choices import Command
from game.ui.seat_driver import SeatDriver


class CoachSeat(SeatDriver):
    def __init__(self, session: Any, settings: Callable[[], Any], smoke: bool = False) -> None:
        super().__init__(session, settings, smoke=smoke)
        self.coach = session.coach
        self.wait = 0.0 if smoke else settings().ai_think_time  # the opponent's first move is not instant either

    def warm_up(self) -> None:
        """Nothing to start: the opponent's moves are scripted."""

    def step(self, dt: float, animating: bool, on_pick: Callable[[Any], None],
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
            self.note_failure(p.seat, f"its scripted move was refused ({r.reason})")
            r = self.session.submit(Command(p.seat, p.id, (p.options[0].key,)))
            if not r.ok:
                raise RuntimeError(f"the lesson's opponent has no acceptable option: {r.reason}")
        self.wait = 0.0 if self.smoke else self.settings().ai_think_time
