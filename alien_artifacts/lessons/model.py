"""The tutorial's lessons as values: the kernel's (tabletop/lessons/model.py), named here for Alien Artifacts'
modules and tests."""

from tabletop.lessons.model import EXPECT_FIELDS, WAITS, Course, Expect, Lesson, LessonError, LessonStep, matches_any

__all__ = ["EXPECT_FIELDS", "WAITS", "Course", "Expect", "Lesson", "LessonError", "LessonStep", "matches_any"]
