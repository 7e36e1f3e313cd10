"""Reading the course: cards/lessons/course.yaml and its lesson files -> a Course (docs/LESSONS.md).

The reader is the kernel's (tabletop/lessons/reader.py: the bounded reader, one line per problem); here is what is
Alien Artifacts' own: where the lessons live, how a lesson's scenario starts (the scenario entry point with the
engine's invariants, so a course that loads is a course whose lessons start) and the places a step may name.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from alien_artifacts.content.errors import described as _what
from alien_artifacts.content.errors import shown_path
from alien_artifacts.content.loader import load_cardset
from alien_artifacts.content.model import CardSet
from alien_artifacts.lessons.model import Course, Lesson, LessonError
from alien_artifacts.match.scenario import LIMITS as SCENARIO_LIMITS
from alien_artifacts.match.scenario import ScenarioError, scenario_game
from game.paths import lessons_dir
from tabletop.lessons import reader
from tabletop.lessons.reader import LIMITS, LessonFormat

__all__ = ["LIMITS", "lesson_format", "lesson_from_data", "lesson_from_text", "load_course", "load_lesson"]

# Places a text may point at (docs/LESSONS.md; the vocabulary of Option.source / Option.target).
PLAIN_PLACES = {"hand", "empire", "alien", "bank", "discard", "draw", "done", "score", "log"}
DECKS = ("ship", "technology", "planet", "resource", "artifact", "defense", "alien")
ROWS = ("ship", "technology", "planet")
OPERATIONS = ("offensive", "revenue", "mine")
SIDES = ("logistics", "operational")


def lesson_format(cards: CardSet) -> LessonFormat:
    """The kernel reader's side for Alien Artifacts over `cards`."""

    def start(scenario: Any, origin: str) -> tuple[int, list[int]]:
        try:
            game = scenario_game(scenario, cards, origin=f"{origin}: scenario")
        except ScenarioError as exc:
            raise LessonError(origin, "scenario", exc.reason) from None
        return len(game.settings.seats), [i for i, s in enumerate(game.settings.seats) if s.kind == "human"]

    return LessonFormat(start=start, places=lambda seats, origin: _Places(cards, seats, origin), show=shown_path,
                        home=lessons_dir, scenario_limits=SCENARIO_LIMITS)


def load_course(root: Path | None = None, cards: CardSet | None = None) -> Course:
    """The ordered course from `root` (default: the bundled cards/lessons). Raises LessonError (one line)."""
    return reader.load_course(lesson_format(load_cardset() if cards is None else cards), root)


def load_lesson(path: Path, cards: CardSet, root: Path | None = None) -> Lesson:
    """One lesson file (its scenario, if named by file, is read from `root`, default the file's folder)."""
    return reader.load_lesson(lesson_format(cards), path, root)


def lesson_from_text(text: str, cards: CardSet, origin: str = "<lesson text>", root: Path | None = None) -> Lesson:
    """A lesson from YAML text (tests, tools)."""
    return reader.lesson_from_text(lesson_format(cards), text, origin, root)


def lesson_from_data(data: Any, cards: CardSet, origin: str, root: Path) -> Lesson:
    return reader.lesson_from_data(lesson_format(cards), data, origin, root)


class _Places:
    """Checks places and card ids against the card set and the number of seats."""

    def __init__(self, cards: CardSet, seats: int, origin: str) -> None:
        self.cards = cards
        self.seats = seats
        self.origin = origin

    def bad(self, field: str, reason: str) -> LessonError:
        return LessonError(self.origin, field, reason)

    def card(self, x: Any, field: str) -> str:
        c = self.cards
        if not isinstance(x, str) or not x:
            raise self.bad(field, f"expected a card id, got {_what(x)}")
        if x in c.cards or x in c.resources or x in c.artifacts or x in c.defense_plans or x in c.alien_systems \
                or x == c.basic_defense.id:
            return x  # a content id is the card's uid in the game (cards/README.md)
        raise self.bad(field, f"unknown card {_what(x)}")

    def seat(self, x: Any, field: str) -> int:
        if type(x) is not int or not 0 <= x < self.seats:
            raise self.bad(field, f"expected a seat number from 0 to {self.seats - 1}, got {_what(x)}")
        return x

    def check(self, x: Any, field: str) -> str:
        """A place, e.g. `hand`, `card:hellion`, `res:res_06`, `deck:ship`, `player:1`."""
        if not isinstance(x, str) or not x or len(x) > 80:
            raise self.bad(field, f"expected a place like 'hand' or 'card:hellion', got {_what(x)}")
        if x in PLAIN_PLACES:
            return x
        kind, sep, arg = x.partition(":")
        c = self.cards
        ok: dict[str, Any] = {
            "res": lambda a: a in c.resources,
            "card": lambda a: a in c.cards,
            "art": lambda a: a in c.artifacts,
            "dp": lambda a: a == "basic" or a in c.defense_plans,
            "deck": lambda a: a in DECKS,
            "uc": lambda a: a in ROWS,
            "operation": lambda a: a in OPERATIONS,
            "side": lambda a: a in SIDES,
            "player": lambda a: a.isdigit() and int(a) < self.seats,
        }
        if not sep or kind not in ok:
            raise self.bad(field, f"unknown place {_what(x)} (known: {', '.join(sorted(PLAIN_PLACES))}, or "
                                  f"{', '.join(k + ':...' for k in ok)})")
        if not ok[kind](arg):
            raise self.bad(field, f"no such place {_what(x)}")
        return x
