"""How far the player got in Learn to play, kept in the settings (game/ui/settings.py checks the values).

`lessons_done`: the ids of the lessons played to their end (a tick in the lesson list); `lesson_at`: the
lesson reached (where "Continue" goes back to after leaving); `tutorial_finished`: the course was played to
its last lesson once (the main menu says so). A lesson skipped is reached past but not finished. Ids the
course no longer has (a renamed lesson file) are kept in the file but count for nothing. No pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol


class HasId(Protocol):
    @property
    def id(self) -> str: ...  # read-only: a frozen Lesson fits


def done_ids(settings: Any, lessons: Sequence[HasId]) -> set[str]:
    """The ids of the course's lessons the player finished."""
    ids = {lesson.id for lesson in lessons}
    return {i for i in settings.lessons_done if i in ids}


def continue_index(settings: Any, lessons: Sequence[HasId]) -> int | None:
    """The lesson "Continue" opens: the lesson reached if it is not finished, else the first unfinished one after
    it (then from the start); None when every lesson is finished (or the course is empty)."""
    if not lessons:
        return None
    done = done_ids(settings, lessons)
    ids = [lesson.id for lesson in lessons]
    start = ids.index(settings.lesson_at) if settings.lesson_at in ids else 0
    for i in list(range(start, len(ids))) + list(range(start)):
        if ids[i] not in done:
            return i
    return None


def reached(settings: Any, lesson_id: str) -> None:
    """The player is now in lesson `lesson_id` (Continue comes back here)."""
    settings.lesson_at = lesson_id


def finished(settings: Any, lesson_id: str) -> None:
    """Lesson `lesson_id` was played to its end."""
    if lesson_id not in settings.lessons_done:
        settings.lessons_done = (*settings.lessons_done, lesson_id)


def moved_past(settings: Any, lessons: Sequence[HasId], index: int) -> int | None:
    """The player finished or skipped lesson `index`: the next lesson's index (now the lesson reached), or None at
    the end of the course, which then counts as played through."""
    if index + 1 < len(lessons):
        settings.lesson_at = lessons[index + 1].id
        return index + 1
    settings.tutorial_finished = True
    settings.lesson_at = ""
    return None
