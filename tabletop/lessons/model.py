"""A game's lessons as values: a Course of Lessons, each a scenario position and a list of steps.

Read by tabletop/lessons/reader.py (each game gives its places and how a scenario starts); played by the Coach
(tabletop/lessons/coach.py). Everything here is frozen plain data: no game, no pygame. The format: docs/LESSONS.md.
"""

from __future__ import annotations

from typing import Any

import attrs

from tabletop.choices import Option

# Option fields an `expect` may name (tabletop/choices.py); unnamed fields match anything.
EXPECT_FIELDS = ("verb", "card", "section", "onto", "seat", "arg", "target")
# What a watching step waits for: the end of the game, or the next choice of the human seat.
WAITS = ("over", "you")


class LessonError(ValueError):
    """A lesson or course file that cannot be used; `str()` is one line: the file, the field, the problem."""

    def __init__(self, origin: str, field: str, reason: str) -> None:
        self.origin = origin
        self.field = field
        self.reason = " ".join(reason.split())
        where = f"{origin}: {field}" if field else origin
        super().__init__(f"{where}: {self.reason}")


@attrs.frozen
class Expect:
    """One move a step waits for (or an opponent script entry): the Option fields it must have."""

    verb: str | None = None
    card: str | None = None
    section: int | None = None
    onto: str | None = None
    seat: int | None = None
    arg: str | None = None
    target: str | None = None  # where the option puts something (a game's own place words)

    def matches(self, option: Option) -> bool:
        for name in EXPECT_FIELDS:
            want = getattr(self, name)
            if want is not None and getattr(option, name) != want:
                return False
        return True

    def words(self) -> str:
        """The fields it names, for messages: "verb=place card=c1 section=0"."""
        return " ".join(f"{n}={getattr(self, n)}" for n in EXPECT_FIELDS if getattr(self, n) is not None)


def matches_any(expects: tuple[Expect, ...], option: Option) -> bool:
    return any(e.matches(option) for e in expects)


@attrs.frozen
class LessonStep:
    """One step of a lesson. Exactly one of three kinds:

    * a move: `expect` (any of these Expects) is the move the step waits for; with `repeat` it accepts a run
      of matching picks until the choice they belong to is over (e.g. paying with two cards); with
      `with_previous` its move may come in the same drag as the previous step's (its words are then skipped,
      so the previous step says what matters);
    * a reading step: `next_label` is the button the player continues with (Coach.next());
    * a watching step: `wait` ("over" or "you") ends by itself when the game is over or the human seat
      decides again; meanwhile the opponent plays.
    `anchor` and `highlight` are places (docs/LESSONS.md), with the game's uids."""

    say: str
    anchor: str = ""
    highlight: tuple[str, ...] = ()
    expect: tuple[Expect, ...] | None = None
    next_label: str = ""
    repeat: bool = False
    wait: str = ""
    with_previous: bool = False

    @property
    def reading(self) -> bool:
        return self.expect is None and not self.wait

    def allows(self, option: Option) -> bool:
        return self.expect is not None and matches_any(self.expect, option)


@attrs.frozen
class Lesson:
    id: str  # stable: the UI stores finished lessons by id
    title: str
    summary: str
    scenario: Any = attrs.field(eq=False, repr=False)  # the scenario data (a mapping, as the YAML holds it)
    steps: tuple[LessonStep, ...]
    opponent: tuple[Expect, ...] = ()
    human_seat: int = 0
    origin: str = ""  # the file it came from, for messages


@attrs.frozen
class Course:
    title: str
    lessons: tuple[Lesson, ...]

    def lesson(self, lesson_id: str) -> Lesson | None:
        return next((x for x in self.lessons if x.id == lesson_id), None)
