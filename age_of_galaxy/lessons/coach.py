"""Age of Galaxy's Coach: the kernel's (tabletop/lessons/coach.py) over the lesson's Match, built from its scenario;
the scripted opponent ends its turn, keeps its cards and acquires nothing when its script names nothing."""

from __future__ import annotations

from typing import Any

from age_of_galaxy.lessons.scenario import ScenarioError, scenario_match
from tabletop.lessons.coach import Coach
from tabletop.lessons.model import Lesson, LessonError


class AogCoach(Coach):
    fallback_verbs = ("end", "keep", "acquire")

    def __init__(self, lesson: Lesson) -> None:
        try:
            sc = scenario_match(lesson.scenario, f"{lesson.origin}: scenario")
        except ScenarioError as exc:
            raise LessonError(lesson.origin, "scenario", exc.reason) from None
        self.kinds = sc.kinds
        super().__init__(lesson, sc.match)

    def command_for(self) -> Any:
        """The scripted opponent's command for the pending choice (None: not its turn, or the lesson is read)."""
        return self.opponent_command(self.game.pending)
