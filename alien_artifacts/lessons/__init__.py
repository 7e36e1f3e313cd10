"""The tutorial's lessons (issue 25 point 1): data in cards/lessons/, read into a Course and played by a
Coach over an ordinary Game. Pure: imports content, engine and match, never rules, ai, ui or pygame.
The format and how to add a lesson: docs/LESSONS.md; the contract with the UI: the Coach's docstring."""

from alien_artifacts.lessons.coach import Coach
from alien_artifacts.lessons.loader import lesson_from_text, load_course, load_lesson
from alien_artifacts.lessons.model import Course, Expect, Lesson, LessonError, LessonStep

__all__ = ["Coach", "Course", "Expect", "Lesson", "LessonError", "LessonStep", "lesson_from_text", "load_course",
           "load_lesson"]
