"""Reading the course: cards/lessons/course.yaml and its lesson files -> a Course (docs/LESSONS.md).

Every file goes through the bounded reader (alien_artifacts/content/yamlio.py): a FIFO, a directory, a dangling link,
a huge, nested, truncated or alias-bomb file is refused in one line. Every problem is a LessonError naming
the file and the field; a lesson's position is checked here too (the scenario entry point with the
engine's invariants), so a course that loads is a course whose lessons start.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from alien_artifacts.content.errors import described as _what
from alien_artifacts.content.errors import shown_path
from alien_artifacts.content.loader import load_cardset
from alien_artifacts.content.model import CardSet
from alien_artifacts.content.yamlio import Limits, YamlProblem, parse_yaml, read_yaml
from alien_artifacts.lessons.model import EXPECT_FIELDS, WAITS, Course, Expect, Lesson, LessonError, LessonStep
from alien_artifacts.match.scenario import LIMITS as SCENARIO_LIMITS
from alien_artifacts.match.scenario import ScenarioError, scenario_game
from game.paths import lessons_dir

# A lesson file: far above the longest lesson (about 6 KB, 400 values), far below anything that hurts.
LIMITS = Limits(what="lesson file", max_bytes=64 * 1024, max_depth=16, max_values=5_000)
MAX_LESSONS = 40
MAX_STEPS = 40
MAX_SCRIPT = 60
MAX_SAY = 360  # characters: about three short sentences
MAX_TITLE = 48
MAX_SUMMARY = 100
MAX_LABEL = 24
LESSON_KEYS = {"id", "title", "summary", "scenario", "steps", "opponent"}
STEP_KEYS = {"say", "anchor", "highlight", "expect", "next", "repeat", "wait", "with_previous"}
COURSE_KEYS = {"title", "lessons"}
_ID = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
_FILE = re.compile(r"^[A-Za-z0-9_-]{1,60}\.yaml$")
_WORD = re.compile(r"^[a-z_]{1,24}$")

# Places a text may point at (docs/LESSONS.md; the vocabulary of Option.source / Option.target).
PLAIN_PLACES = {"hand", "empire", "alien", "bank", "discard", "draw", "done", "score", "log"}
DECKS = ("ship", "technology", "planet", "resource", "artifact", "defense", "alien")
ROWS = ("ship", "technology", "planet")
OPERATIONS = ("offensive", "revenue", "mine")
SIDES = ("logistics", "operational")


def load_course(root: Path | None = None, cards: CardSet | None = None) -> Course:
    """The ordered course from `root` (default: the bundled cards/lessons). Raises LessonError (one line)."""
    root = lessons_dir() if root is None else Path(root)
    cards = load_cardset() if cards is None else cards
    origin = shown_path(root / "course.yaml")
    top = _mapping(_read(root / "course.yaml", origin), origin, "", COURSE_KEYS)
    title = _text(top.get("title"), origin, "title", MAX_TITLE)
    files = top.get("lessons")
    if not isinstance(files, list) or not files:
        raise LessonError(origin, "lessons", f"expected a list of lesson file names, got {_what(files)}")
    if len(files) > MAX_LESSONS:
        raise LessonError(origin, "lessons", f"{len(files)} lessons; a course may have at most {MAX_LESSONS}")
    lessons: list[Lesson] = []
    seen: dict[str, str] = {}
    for i, name in enumerate(files):
        field = f"lessons[{i}]"
        if not isinstance(name, str) or not _FILE.match(name) or name == "course.yaml":
            raise LessonError(origin, field, f"expected a lesson file name like 'buy.yaml' in the same folder, "
                                             f"got {_what(name)}")
        lesson = load_lesson(root / name, cards, root)
        if lesson.id in seen:
            raise LessonError(origin, field, f"lesson id {lesson.id!r} is used by {seen[lesson.id]} too")
        seen[lesson.id] = name
        lessons.append(lesson)
    return Course(title, tuple(lessons))


def load_lesson(path: Path, cards: CardSet, root: Path | None = None) -> Lesson:
    """One lesson file (its scenario, if named by file, is read from `root`, default the file's folder)."""
    origin = shown_path(path)
    return lesson_from_data(_read(path, origin), cards, origin, path.parent if root is None else root)


def lesson_from_text(text: str, cards: CardSet, origin: str = "<lesson text>", root: Path | None = None) -> Lesson:
    """A lesson from YAML text (tests, tools)."""
    if len(text.encode("utf-8", "replace")) > LIMITS.max_bytes:
        raise LessonError(origin, "", f"too big for a lesson file: more than {LIMITS.max_bytes:,} bytes")
    try:
        data = parse_yaml(text, LIMITS)
    except YamlProblem as exc:
        raise LessonError(origin, f"line {exc.line}" if exc.line else "", exc.message) from None
    return lesson_from_data(data, cards, origin, lessons_dir() if root is None else root)


def lesson_from_data(data: Any, cards: CardSet, origin: str, root: Path) -> Lesson:
    top = _mapping(data, origin, "", LESSON_KEYS)
    lesson_id = top.get("id")
    if not isinstance(lesson_id, str) or not _ID.match(lesson_id):
        raise LessonError(origin, "id", f"expected a lower_snake_case id of at most 40 characters, got "
                                        f"{_what(lesson_id)}")
    title = _text(top.get("title"), origin, "title", MAX_TITLE)
    summary = _text(top.get("summary"), origin, "summary", MAX_SUMMARY)
    scenario = _scenario(top.get("scenario"), origin, root)
    try:
        game = scenario_game(scenario, cards, origin=f"{origin}: scenario")
    except ScenarioError as exc:
        raise LessonError(origin, "scenario", exc.reason) from None
    humans = [i for i, s in enumerate(game.settings.seats) if s.kind == "human"]
    if len(humans) != 1:
        raise LessonError(origin, "scenario.players", f"a lesson has exactly one human seat (kind: human), "
                                                      f"not {len(humans)}")
    places = _Places(cards, len(game.settings.seats), origin)
    raw_steps = top.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise LessonError(origin, "steps", f"expected a list of steps, got {_what(raw_steps)}")
    if len(raw_steps) > MAX_STEPS:
        raise LessonError(origin, "steps", f"{len(raw_steps)} steps; a lesson may have at most {MAX_STEPS}")
    steps = tuple(_step(x, origin, f"steps[{i}]", places) for i, x in enumerate(raw_steps))
    for i, step in enumerate(steps):
        if step.with_previous and (i == 0 or steps[i - 1].expect is None):
            raise LessonError(origin, f"steps[{i}].with_previous", "only a step that follows a move step can be "
                                                                   "made in the same drag as it")
    raw_script = top.get("opponent")
    if raw_script is None:
        script: tuple[Expect, ...] = ()
    elif not isinstance(raw_script, list):
        raise LessonError(origin, "opponent", f"expected a list of moves, got {_what(raw_script)}")
    elif len(raw_script) > MAX_SCRIPT:
        raise LessonError(origin, "opponent", f"{len(raw_script)} moves; at most {MAX_SCRIPT}")
    else:
        script = tuple(_expect(x, origin, f"opponent[{i}]", places) for i, x in enumerate(raw_script))
    return Lesson(lesson_id, title, summary, scenario, steps, script, humans[0], origin)


# ---- pieces ------------------------------------------------------------------------------------------
def _read(path: Path, origin: str) -> Any:
    try:
        return read_yaml(path, LIMITS)
    except YamlProblem as exc:
        raise LessonError(origin, f"line {exc.line}" if exc.line else "", exc.message) from None


def _scenario(raw: Any, origin: str, root: Path) -> Any:
    if isinstance(raw, dict):
        return raw
    if isinstance(raw, str):
        if not _FILE.match(raw) or raw == "course.yaml":
            raise LessonError(origin, "scenario", f"expected a scenario file name like 'buy_position.yaml' in "
                                                  f"{shown_path(root)}, got {_what(raw)}")
        path = root / raw
        try:
            return read_yaml(path, SCENARIO_LIMITS)
        except YamlProblem as exc:
            line = f" line {exc.line}:" if exc.line else ""
            raise LessonError(origin, "scenario", f"{shown_path(path)}:{line} {exc.message}") from None
    raise LessonError(origin, "scenario", f"expected a position (a mapping) or a scenario file name, got "
                                          f"{_what(raw)}")


def _step(raw: Any, origin: str, field: str, places: _Places) -> LessonStep:
    s = _mapping(raw, origin, field, STEP_KEYS)
    say = _text(s.get("say"), origin, f"{field}.say", MAX_SAY)
    anchor = "" if s.get("anchor") is None else places.check(s.get("anchor"), f"{field}.anchor")
    raw_hl = s.get("highlight")
    if raw_hl is None:
        highlight: tuple[str, ...] = ()
    elif isinstance(raw_hl, list) and len(raw_hl) <= 12:
        highlight = tuple(places.check(x, f"{field}.highlight[{j}]") for j, x in enumerate(raw_hl))
    else:
        raise LessonError(origin, f"{field}.highlight", f"expected a list of at most 12 places, got {_what(raw_hl)}")
    kinds = [k for k in ("expect", "next", "wait") if k in s]
    if "with_previous" in s and "expect" not in s:
        raise LessonError(origin, f"{field}.with_previous", "only a step with expect (a move) can be made in the "
                                                            "same drag as the step before")
    if len(kinds) != 1:
        raise LessonError(origin, field, "a step has exactly one of expect (a move), next (a button label) or "
                                         f"wait (over or you), not {' and '.join(kinds) or 'none'}")
    repeat = s.get("repeat")
    if repeat is not None and (repeat != "until_done" or kinds[0] != "expect"):
        raise LessonError(origin, f"{field}.repeat", f"only 'repeat: until_done' on a step with expect, got "
                                                     f"{_what(repeat)}")
    if kinds[0] == "next":
        label = _text(s.get("next"), origin, f"{field}.next", MAX_LABEL)
        return LessonStep(say, anchor, highlight, next_label=label)
    if kinds[0] == "wait":
        wait = s.get("wait")
        if wait not in WAITS:
            raise LessonError(origin, f"{field}.wait", f"expected one of {', '.join(WAITS)}, got {_what(wait)}")
        return LessonStep(say, anchor, highlight, wait=str(wait))
    raw_ex = s.get("expect")
    items = raw_ex if isinstance(raw_ex, list) else [raw_ex]
    if not items or len(items) > 12:
        raise LessonError(origin, f"{field}.expect", "expected a move (a mapping) or a list of 1 to 12 moves")
    expect = tuple(_expect(x, origin, f"{field}.expect" + (f"[{j}]" if isinstance(raw_ex, list) else ""), places)
                   for j, x in enumerate(items))
    joined = s.get("with_previous", False)
    if type(joined) is not bool:
        raise LessonError(origin, f"{field}.with_previous", f"expected true or false, got {_what(joined)}")
    return LessonStep(say, anchor, highlight, expect, repeat=repeat is not None, with_previous=joined)


def _expect(raw: Any, origin: str, field: str, places: _Places) -> Expect:
    m = _mapping(raw, origin, field, set(EXPECT_FIELDS))
    if not m:
        raise LessonError(origin, field, "an empty move would match anything; name at least its verb")
    verb = m.get("verb")
    if verb is not None and (not isinstance(verb, str) or not _WORD.match(verb)):
        raise LessonError(origin, f"{field}.verb", f"expected a move's verb like 'pay' or 'develop', got "
                                                   f"{_what(verb)}")
    card = places.card(m.get("card"), f"{field}.card") if m.get("card") is not None else None
    onto = places.card(m.get("onto"), f"{field}.onto") if m.get("onto") is not None else None
    section = m.get("section")
    if section is not None and (type(section) is not int or section not in (0, 1)):
        raise LessonError(origin, f"{field}.section", f"expected 0 (the top half) or 1, got {_what(section)}")
    seat = m.get("seat")
    if seat is not None:
        seat = places.seat(seat, f"{field}.seat")
    arg = m.get("arg")
    if arg is not None:
        if type(arg) is int and 0 <= arg <= 99:
            arg = str(arg)
        elif not isinstance(arg, str) or not re.match(r"^[a-z0-9_]{1,24}$", arg):
            raise LessonError(origin, f"{field}.arg", f"expected a word or a small number, got {_what(arg)}")
    return Expect(verb, card, section, onto, seat, arg)


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


def _mapping(x: Any, origin: str, field: str, keys: set[str]) -> Mapping[str, Any]:
    if not isinstance(x, dict):
        raise LessonError(origin, field, f"expected a mapping of fields, got {_what(x)}")
    unknown = sorted(str(k) for k in x if k not in keys)
    if unknown:
        raise LessonError(origin, field, f"unknown field {_what(unknown[0])} (known: {', '.join(sorted(keys))})")
    return x


def _text(x: Any, origin: str, field: str, limit: int) -> str:
    if not isinstance(x, str) or not x.strip():
        raise LessonError(origin, field, f"expected a text, got {_what(x)}")
    text = " ".join(x.split())
    if len(text) > limit:
        raise LessonError(origin, field, f"{len(text)} characters; at most {limit}")
    if not text.isprintable():
        raise LessonError(origin, field, "holds a control or formatting character")
    return text

