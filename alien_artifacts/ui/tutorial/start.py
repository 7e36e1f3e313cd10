"""Putting a lesson on the table: the stack becomes main menu, lesson list, lesson (Esc's "Lesson list" and
"Leave tutorial" come back down it). Used by the lesson list, the lesson's "Next lesson" / "Skip lesson" and
the tutorial smoke test. A lesson that cannot start leaves the stack as it was and says why in one line."""

from __future__ import annotations

from alien_artifacts.ui.tutorial import progress
from alien_artifacts.ui.tutorial.course import START_ERRORS, coach_for, get_course, one_line
from alien_artifacts.ui.tutorial.lesson_session import LessonSession
from game.ui.scenes.base import Host


def start_lesson(app: Host, index: int) -> str:
    """Open lesson `index` of the course; "" when it is on the table, else the problem in one line."""
    cards = app.cards()
    loaded = get_course(cards)
    if loaded.course is None:
        return f"The lessons could not be loaded: {loaded.problem}"
    lessons = loaded.course.lessons
    if not 0 <= index < len(lessons):
        return f"There is no lesson {index + 1} (the course has {len(lessons)})."
    lesson = lessons[index]
    try:
        coach = coach_for(lesson, cards)
    except START_ERRORS as e:
        return f"Lesson {index + 1} cannot start: {one_line(e)}"
    session = LessonSession(coach, cards)
    progress.reached(app.settings, lesson.id)
    keep_progress(app)
    app.show("menu")
    app.open("lessons")
    app.open("tutorial", loaded.course, index, session)
    return ""


def keep_progress(app: Host) -> None:
    """Write the settings now (the tutorial's progress is in them); never from a smoke test, which plays with the
    progress in memory only and leaves the player's settings file alone."""
    if not app.smoke:
        app.save_settings()
