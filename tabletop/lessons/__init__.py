"""Lessons for any game on the kernel (docs/LESSONS.md): a Course of Lessons read from YAML (reader.py, with the
game's LessonFormat), each played over the game's Match by a Coach (coach.py) that cuts the human's choice to the
step's move and answers for the scripted opponent. Pure: no pygame."""

from tabletop.lessons.coach import Coach
from tabletop.lessons.model import Course, Expect, Lesson, LessonError, LessonStep

__all__ = ["Coach", "Course", "Expect", "Lesson", "LessonError", "LessonStep"]
