"""Reading a course: a course file and its lesson files -> a Course (docs/LESSONS.md), for any game.

Every file goes through the kernel's bounded reader (tabletop/yamlread.py): a FIFO, a directory, a dangling link, a
huge, nested, truncated or alias-bomb file is refused in one line. Every problem is a LessonError naming the file and
the field. What is a game's own comes in a `LessonFormat`: where its lessons live, how its paths are shown, how a
lesson's scenario starts (so a course that loads is a course whose lessons start) and which places and things a step
may name (`Places`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Protocol

import attrs

from tabletop.lessons.model import EXPECT_FIELDS, WAITS, Course, Expect, Lesson, LessonError, LessonStep
from tabletop.yamlread import Limits, YamlProblem, parse_yaml, read_yaml
from tabletop.yamlread import described as _what

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
FILE_NAME = re.compile(r"^[A-Za-z0-9_-]{1,60}\.yaml$")
_WORD = re.compile(r"^[a-z_]{1,24}$")


class Places(Protocol):
    """What a game's lesson may name, checked against its content and the lesson's seats."""

    def check(self, x: Any, field: str) -> str: ...  # a place a step points at (anchor, highlight)

    def card(self, x: Any, field: str) -> str: ...  # a thing an expect's card or onto names

    def seat(self, x: Any, field: str) -> int: ...  # a seat number


class ScenarioStart(Protocol):
    def __call__(self, scenario: Any, origin: str) -> tuple[int, list[int]]: ...


@attrs.frozen
class LessonFormat:
    """A game's side of the reader.

    `start(scenario data, origin)` starts the scenario (raising LessonError on a problem) and gives (seat count,
    the human seats); `places(seat count, origin)` the game's Places; `show(path)` a path for messages;
    `home()` the bundled lessons' folder; `scenario_limits` the bounds of a scenario file named by a lesson."""

    start: ScenarioStart
    places: Callable[[int, str], Places]
    show: Callable[[Path], str]
    home: Callable[[], Path]
    scenario_limits: Limits


def load_course(fmt: LessonFormat, root: Path | None = None) -> Course:
    """The ordered course from `root` (default: the game's bundled lessons). Raises LessonError (one line)."""
    root = fmt.home() if root is None else Path(root)
    origin = fmt.show(root / "course.yaml")
    top = mapping(read(root / "course.yaml", origin), origin, "", COURSE_KEYS)
    title = text(top.get("title"), origin, "title", MAX_TITLE)
    files = top.get("lessons")
    if not isinstance(files, list) or not files:
        raise LessonError(origin, "lessons", f"expected a list of lesson file names, got {_what(files)}")
    if len(files) > MAX_LESSONS:
        raise LessonError(origin, "lessons", f"{len(files)} lessons; a course may have at most {MAX_LESSONS}")
    lessons: list[Lesson] = []
    seen: dict[str, str] = {}
    for i, name in enumerate(files):
        field = f"lessons[{i}]"
        if not isinstance(name, str) or not FILE_NAME.match(name) or name == "course.yaml":
            raise LessonError(origin, field, f"expected a lesson file name like 'buy.yaml' in the same folder, "
                                             f"got {_what(name)}")
        lesson = load_lesson(fmt, root / name, root)
        if lesson.id in seen:
            raise LessonError(origin, field, f"lesson id {lesson.id!r} is used by {seen[lesson.id]} too")
        seen[lesson.id] = name
        lessons.append(lesson)
    return Course(title, tuple(lessons))


def load_lesson(fmt: LessonFormat, path: Path, root: Path | None = None) -> Lesson:
    """One lesson file (its scenario, if named by file, is read from `root`, default the file's folder)."""
    origin = fmt.show(path)
    return lesson_from_data(fmt, read(path, origin), origin, path.parent if root is None else root)


def lesson_from_text(fmt: LessonFormat, source: str, origin: str = "<lesson text>",
                     root: Path | None = None) -> Lesson:
    """A lesson from YAML text (tests, tools)."""
    if len(source.encode("utf-8", "replace")) > LIMITS.max_bytes:
        raise LessonError(origin, "", f"too big for a lesson file: more than {LIMITS.max_bytes:,} bytes")
    try:
        data = parse_yaml(source, LIMITS)
    except YamlProblem as exc:
        raise LessonError(origin, f"line {exc.line}" if exc.line else "", exc.message) from None
    return lesson_from_data(fmt, data, origin, fmt.home() if root is None else root)


def lesson_from_data(fmt: LessonFormat, data: Any, origin: str, root: Path) -> Lesson:
    top = mapping(data, origin, "", LESSON_KEYS)
    lesson_id = top.get("id")
    if not isinstance(lesson_id, str) or not _ID.match(lesson_id):
        raise LessonError(origin, "id", f"expected a lower_snake_case id of at most 40 characters, got "
                                        f"{_what(lesson_id)}")
    title = text(top.get("title"), origin, "title", MAX_TITLE)
    summary = text(top.get("summary"), origin, "summary", MAX_SUMMARY)
    scenario = _scenario(fmt, top.get("scenario"), origin, root)
    seats, humans = fmt.start(scenario, origin)
    if len(humans) != 1:
        raise LessonError(origin, "scenario.players", f"a lesson has exactly one human seat (kind: human), "
                                                      f"not {len(humans)}")
    places = fmt.places(seats, origin)
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
def read(path: Path, origin: str) -> Any:
    try:
        return read_yaml(path, LIMITS)
    except YamlProblem as exc:
        raise LessonError(origin, f"line {exc.line}" if exc.line else "", exc.message) from None


def _scenario(fmt: LessonFormat, raw: Any, origin: str, root: Path) -> Any:
    if isinstance(raw, dict):
        return raw
    if isinstance(raw, str):
        if not FILE_NAME.match(raw) or raw == "course.yaml":
            raise LessonError(origin, "scenario", f"expected a scenario file name like 'buy_position.yaml' in "
                                                  f"{fmt.show(root)}, got {_what(raw)}")
        path = root / raw
        try:
            return read_yaml(path, fmt.scenario_limits)
        except YamlProblem as exc:
            line = f" line {exc.line}:" if exc.line else ""
            raise LessonError(origin, "scenario", f"{fmt.show(path)}:{line} {exc.message}") from None
    raise LessonError(origin, "scenario", f"expected a position (a mapping) or a scenario file name, got "
                                          f"{_what(raw)}")


def _step(raw: Any, origin: str, field: str, places: Places) -> LessonStep:
    s = mapping(raw, origin, field, STEP_KEYS)
    say = text(s.get("say"), origin, f"{field}.say", MAX_SAY)
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
        label = text(s.get("next"), origin, f"{field}.next", MAX_LABEL)
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


def _expect(raw: Any, origin: str, field: str, places: Places) -> Expect:
    m = mapping(raw, origin, field, set(EXPECT_FIELDS))
    if not m:
        raise LessonError(origin, field, "an empty move would match anything; name at least its verb")
    verb = m.get("verb")
    if verb is not None and (not isinstance(verb, str) or not _WORD.match(verb)):
        raise LessonError(origin, f"{field}.verb", f"expected a move's verb, a lower-case word like 'pay', got "
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
    target = m.get("target")
    if target is not None and (not isinstance(target, str) or not re.match(r"^[A-Za-z0-9_:.-]{1,60}$", target)):
        raise LessonError(origin, f"{field}.target", f"expected a place word, got {_what(target)}")
    return Expect(verb, card, section, onto, seat, arg, target)


def mapping(x: Any, origin: str, field: str, keys: set[str]) -> Mapping[str, Any]:
    if not isinstance(x, dict):
        raise LessonError(origin, field, f"expected a mapping of fields, got {_what(x)}")
    unknown = sorted(str(k) for k in x if k not in keys)
    if unknown:
        raise LessonError(origin, field, f"unknown field {_what(unknown[0])} (known: {', '.join(sorted(keys))})")
    return x


def text(x: Any, origin: str, field: str, limit: int) -> str:
    if not isinstance(x, str) or not x.strip():
        raise LessonError(origin, field, f"expected a text, got {_what(x)}")
    out = " ".join(x.split())
    if len(out) > limit:
        raise LessonError(origin, field, f"{len(out)} characters; at most {limit}")
    if not out.isprintable():
        raise LessonError(origin, field, "holds a control or formatting character")
    return out
