"""A lesson's game at the table: the table's Session over the Coach's Game, telling the Coach every command.

Every command the table submits (the player's drag or button, the scripted opponent's pick) goes through
`submit`, which tells the Coach (`observe`), so the steps move on with the game. A lesson is never written to
the saves folder: it is not a game a player would look for in Load or Resume (its progress is kept by lesson,
in the settings, and a lesson starts again from its position), so saving is switched off and `save` refuses.
"""

from __future__ import annotations

from pathlib import Path

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Accepted, Command, Rejected
from alien_artifacts.lessons.coach import Coach
from alien_artifacts.ui.session import SeatConfig, Session


class LessonNotSaved(OSError):
    """A lesson is never saved (see the module's docstring)."""


class LessonSession(Session):
    def __init__(self, coach: Coach, cards: CardSet) -> None:
        players = coach.game.state.players
        others = [i for i in range(len(players)) if i != coach.human_seat]  # coloured 1, 2, ... in seat order
        seats = [SeatConfig(p.name, human=i == coach.human_seat, level="normal",
                            colour=0 if i == coach.human_seat else 1 + others.index(i)) for i, p in enumerate(players)]
        super().__init__(coach.game, cards, seats)
        self.coach = coach
        self.autosave_enabled = False

    def seat_tag(self, seat: int) -> str:
        return "" if self.is_human(seat) else "lesson"  # the opponent follows the lesson's script, not an AI

    def thinking(self, seat: int) -> bool:
        """The scripted opponent "thinks" only while it has a move to make: not while a step is read."""
        p = self.pending
        return (not self.is_human(seat) and p is not None and p.seat == seat
                and self.coach.opponent_command(p) is not None)

    def submit(self, command: Command) -> Accepted | Rejected:
        result = super().submit(command)  # a new version: the table asks again what to offer
        self.coach.observe(command, result)
        return result

    def next_step(self) -> bool:
        """The reading step's button: the coach moves on; the table then offers the next step's moves."""
        moved = bool(self.coach.next())
        if moved:
            self.version += 1  # the views and the moves on offer are cached per version
        return moved

    def can_undo(self, seat: int) -> bool:
        return False  # undoing would step outside the lesson's script

    def undo(self, seat: int) -> bool:
        return False

    def save(self, path: Path | None = None) -> Path:
        raise LessonNotSaved("a lesson is not saved")

    @property
    def unsaved(self) -> bool:
        return False
