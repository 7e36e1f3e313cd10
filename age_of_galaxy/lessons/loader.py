"""Age of Galaxy's course: cards/age_of_galaxy/lessons/course.yaml and its lessons -> a Course, read by the kernel's
reader (tabletop/lessons/reader.py: bounded, one line per problem) with what is this game's own: where the lessons
live, how a scenario starts (scenario.py) and the places a step may point at (the table's place words,
age_of_galaxy/ui/moves.py, named here as plain words: no pygame)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from age_of_galaxy.content.errors import content_dir, shown_path
from age_of_galaxy.engine import content as C
from age_of_galaxy.lessons.scenario import LIMITS as SCENARIO_LIMITS
from age_of_galaxy.lessons.scenario import ScenarioError, scenario_match
from tabletop.lessons import reader
from tabletop.lessons.model import Course, Lesson, LessonError
from tabletop.lessons.reader import LessonFormat
from tabletop.yamlread import described as _what

# the table's regions and pieces a step may point at besides the places with an id
PLAIN_PLACES = {"disc", "alliance", "major", "reinforce", "techs", "galaxy", "hand", "buttons", "options", "end",
                "prestige", "log", "board", "trade", "mine"}
_PLANET = re.compile(r"^S\d{1,2}:\d$")


def lessons_home() -> Path:
    return content_dir() / "lessons"


def start(scenario: Any, origin: str) -> tuple[int, list[int]]:
    try:
        sc = scenario_match(scenario, f"{origin}: scenario")
    except ScenarioError as exc:
        raise LessonError(origin, "scenario", exc.reason) from None
    return len(sc.kinds), [i for i, k in enumerate(sc.kinds) if k == "human"]


class Places:
    """Places and ids checked against the content and the lesson's seats."""

    def __init__(self, seats: int, origin: str) -> None:
        self.seats, self.origin = seats, origin
        content = C.content()
        self.cards = {c.id for c in content.factions}
        self.techs = {t.id for t in content.technologies}
        self.spaces = set(C.main_board(4).names())

    def card(self, x: Any, field: str) -> str:
        """An option's card (a faction card, a technology) or onto (a board space, a Trade slot "0"-"2")."""
        if isinstance(x, str) and (x in self.cards or x in self.techs or x in self.spaces or x in ("0", "1", "2")):
            return x
        raise LessonError(self.origin, field, f"unknown faction card, technology, space or Trade slot {_what(x)}")

    def seat(self, x: Any, field: str) -> int:
        if type(x) is not int or not 0 <= x < self.seats:
            raise LessonError(self.origin, field, f"expected a seat number from 0 to {self.seats - 1}, got {_what(x)}")
        return x

    def check(self, x: Any, field: str) -> str:
        """A place: `disc`, `alliance`, `space:MA1`, `trade:0:1`, `tech:warp_drive`, `planet:S3:0`, `card:F04`."""
        if not isinstance(x, str) or not x or len(x) > 40:
            raise LessonError(self.origin, field, f"expected a place like 'disc' or 'space:MA1', got {_what(x)}")
        if x in PLAIN_PLACES:
            return x
        kind, sep, arg = x.partition(":")
        ok = {"space": lambda a: a in self.spaces, "tech": lambda a: a in self.techs,
              "card": lambda a: a in self.cards, "planet": lambda a: bool(_PLANET.match(a)),
              "spot": lambda a: bool(_PLANET.match(a)),
              "trade": lambda a: bool(re.match(r"^[0-2]:[0-3]$", a))}
        if not sep or kind not in ok:
            raise LessonError(self.origin, field, f"unknown place {_what(x)} (known: {', '.join(sorted(PLAIN_PLACES))}"
                                                  f", or {', '.join(k + ':...' for k in ok)})")
        if not ok[kind](arg):
            raise LessonError(self.origin, field, f"no such place {_what(x)}")
        return x


FORMAT = LessonFormat(start=start, places=Places, show=shown_path, home=lessons_home, scenario_limits=SCENARIO_LIMITS)


def load_course(root: Path | None = None) -> Course:
    """The course from `root` (default: the bundled cards/age_of_galaxy/lessons); LessonError is one line."""
    return reader.load_course(FORMAT, root)


def load_lesson(path: Path, root: Path | None = None) -> Lesson:
    return reader.load_lesson(FORMAT, path, root)


def lesson_from_text(text: str, origin: str = "<lesson text>", root: Path | None = None) -> Lesson:
    return reader.lesson_from_text(FORMAT, text, origin, root)
