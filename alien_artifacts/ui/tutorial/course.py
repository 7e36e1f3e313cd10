"""The course of Learn to play as the UI sees it: loaded once (alien_artifacts.lessons, cards/lessons/), and a lesson
put on the table as a coached game.

A course or lesson that cannot be used (a broken lesson file, a scenario the engine refuses) is one line for
the lesson list (`problem`); the app goes on. No pygame here.
"""

from __future__ import annotations

from typing import Any

import attrs


@attrs.define
class Loaded:
    course: Any = None  # alien_artifacts.lessons.Course, or None when it could not be loaded
    problem: str = ""  # why not, in one line


_LOADED: Loaded | None = None


def get_course(cards: Any) -> Loaded:
    """The course (loaded on first use, then kept: the lesson files do not change while the app runs). `cards`:
    the app's CardSet (None while it could not be loaded: the course is then not kept)."""
    global _LOADED
    if cards is None:
        return Loaded(None, "the cards did not load")
    if _LOADED is None:
        try:
            _LOADED = Loaded(lessons().load_course(cards=cards))
        except (ValueError, OSError) as e:  # a LessonError (a ValueError) is one line naming the file
            _LOADED = Loaded(None, one_line(e))
    return _LOADED


def forget_course() -> None:
    """Load the course again on next use (tests)."""
    global _LOADED
    _LOADED = None


def one_line(e: BaseException) -> str:
    text = " ".join(str(e).split()) or type(e).__name__
    return text if len(text) <= 240 else text[:237] + "..."


def coach_for(lesson: Any, cards: Any) -> Any:
    """The lesson's Coach over its own game; a ValueError (LessonError: one line) when it cannot start."""
    return lessons().Coach(lesson, cards)


def lessons() -> Any:
    """The alien_artifacts.lessons package, imported when Learn to play first needs it."""
    # lazy: start-up time (its loader imports the YAML reader, 50-100 ms before the first frame otherwise)
    import alien_artifacts.lessons

    return alien_artifacts.lessons


START_ERRORS = (ValueError, KeyError)  # LessonError and ScenarioError are ValueErrors
