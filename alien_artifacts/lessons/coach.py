"""Alien Artifacts' Coach: the kernel's (tabletop/lessons/coach.py, which says how it is played) over the lesson's
Game, built from its scenario. Pure: no pygame, no AI, no clock."""

from __future__ import annotations

from alien_artifacts.content.model import CardSet
from alien_artifacts.lessons.model import Lesson, LessonError
from alien_artifacts.match.api import Game
from alien_artifacts.match.scenario import ScenarioError, scenario_game
from tabletop.lessons.coach import FALLBACK_VERBS
from tabletop.lessons.coach import Coach as KernelCoach

__all__ = ["FALLBACK_VERBS", "Coach"]


class Coach(KernelCoach):
    game: Game

    def __init__(self, lesson: Lesson, cards: CardSet) -> None:
        self.cards = cards
        try:
            game = scenario_game(lesson.scenario, cards, origin=f"{lesson.origin}: scenario")
        except ScenarioError as exc:
            raise LessonError(lesson.origin, "scenario", exc.reason) from None
        super().__init__(lesson, game)
