"""The lesson files (cards/lessons/, docs/LESSONS.md): every lesson loads; a bad, hostile, truncated, huge or
nested lesson or course file is refused with one line naming the file and the field, never a traceback,
never a hang (hypothesis fuzzes the format)."""

from __future__ import annotations

import copy
import math
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as stg

from alien_artifacts.content.errors import shown_path
from alien_artifacts.content.model import CardSet
from alien_artifacts.content.yamlio import read_yaml
from alien_artifacts.lessons import Lesson, LessonError, lesson_from_text, load_course
from alien_artifacts.lessons.loader import LIMITS, load_lesson
from game.paths import lessons_dir

LESSONS = lessons_dir()
FILES = sorted(p for p in LESSONS.glob("*.yaml") if p.name != "course.yaml")


def test_every_lesson_file_is_in_the_course_and_loads(cards: CardSet) -> None:
    course = load_course(cards=cards)
    listed = read_yaml(LESSONS / "course.yaml")["lessons"]
    assert sorted(listed) == [p.name for p in FILES]  # no stray lesson file, none missing
    assert [x.origin for x in course.lessons] == [shown_path(LESSONS / n) for n in listed]
    for lesson in course.lessons:
        assert lesson.human_seat == 0 and lesson.steps
        assert all(bool(s.expect) + bool(s.next_label) + bool(s.wait) == 1 for s in lesson.steps)


def _text(name: str = "trade.yaml") -> str:
    return (LESSONS / name).read_text(encoding="utf-8")


def _data(name: str = "trade.yaml") -> dict[str, Any]:
    return yaml.safe_load(_text(name))


def _load(data: Any, cards: CardSet) -> Lesson:
    return lesson_from_text(yaml.safe_dump(data, sort_keys=False), cards, origin="x.yaml")


def _set(data: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    node = out
    for k in path[:-1]:
        node = node[k]
    if value is _DELETE:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return out


_DELETE = object()
BAD: list[tuple[str, tuple[Any, ...], Any, str]] = [
    ("no id", ("id",), _DELETE, "x.yaml: id: expected a lower_snake_case id"),
    ("id with a space", ("id",), "my lesson", "x.yaml: id: expected a lower_snake_case id"),
    ("title a number", ("title",), 7, "x.yaml: title: expected a text, got 7"),
    ("title too long", ("title",), "x" * 80, "x.yaml: title: 80 characters; at most 48"),
    ("control character", ("summary",), "bad\x1b[2Jtext", "x.yaml: summary: holds a control"),
    ("unknown field", ("hints",), [], "x.yaml: unknown field 'hints'"),
    ("no steps", ("steps",), [], "x.yaml: steps: expected a list of steps"),
    ("steps a mapping", ("steps",), {"a": 1}, "x.yaml: steps: expected a list of steps, got a mapping"),
    ("step unknown field", ("steps", 0, "sayy"), "x", "x.yaml: steps[0]: unknown field 'sayy'"),
    ("step with two kinds", ("steps", 0, "expect"), {"verb": "trade"}, "x.yaml: steps[0]: a step has exactly one"),
    ("step with no kind", ("steps", 0, "next"), _DELETE, "x.yaml: steps[0]: a step has exactly one"),
    ("say too long", ("steps", 0, "say"), "word " * 100, "x.yaml: steps[0].say: 499 characters; at most 360"),
    ("unknown place", ("steps", 0, "anchor"), "the moon", "x.yaml: steps[0].anchor: unknown place 'the moon'"),
    ("unknown card place", ("steps", 0, "anchor"), "card:deathstar", "steps[0].anchor: no such place"),
    ("seat out of range", ("steps", 0, "highlight"), ["player:7"], "steps[0].highlight[0]: no such place"),
    ("highlight a string", ("steps", 0, "highlight"), "bank", "steps[0].highlight: expected a list"),
    ("expect unknown field", ("steps", 1, "expect"), {"verb": "trade", "colour": "red"},
     "steps[1].expect: unknown field 'colour'"),
    ("expect empty", ("steps", 1, "expect"), {}, "steps[1].expect: an empty move would match anything"),
    ("expect unknown card", ("steps", 2, "expect"), {"verb": "pay", "card": "res_99"},
     "steps[2].expect.card: unknown card 'res_99'"),
    ("expect bad section", ("steps", 2, "expect"), {"verb": "pay", "section": 2}, "steps[2].expect.section"),
    ("expect seat a name", ("steps", 2, "expect"), {"verb": "target", "seat": "Vega"}, "steps[2].expect.seat"),
    ("expect verb a list", ("steps", 2, "expect"), {"verb": ["pay"]}, "steps[2].expect.verb"),
    ("expect list item bad", ("steps", 2, "expect"), [{"verb": "pay"}, 3], "steps[2].expect[1]: expected a mapping"),
    ("repeat on a reading step", ("steps", 0, "repeat"), "until_done", "steps[0].repeat: only 'repeat: until_done'"),
    ("repeat bad word", ("steps", 2, "repeat"), "forever", "steps[2].repeat"),
    ("with_previous not a bool", ("steps", 2, "with_previous"), "yes", "steps[2].with_previous: expected true or "
                                                                        "false, got 'yes'"),
    ("with_previous after reading", ("steps", 1, "with_previous"), True, "steps[1].with_previous: only a step that "
                                                                         "follows a move step"),
    ("with_previous on a reading step", ("steps", 0, "with_previous"), True, "steps[0].with_previous: only a step "
                                                                             "with expect"),
    ("wait bad word", ("steps", 0), {"say": "x", "wait": "later"}, "steps[0].wait: expected one of over, you"),
    ("next label a list", ("steps", 0, "next"), ["a"], "steps[0].next: expected a text"),
    ("opponent not a list", ("opponent",), {"verb": "done"}, "x.yaml: opponent: expected a list of moves"),
    ("opponent bad move", ("opponent",), [{"verb": "done", "when": 1}], "opponent[0]: unknown field 'when'"),
    ("scenario missing", ("scenario",), _DELETE, "x.yaml: scenario: expected a position"),
    ("scenario file with a path", ("scenario",), "../../etc/passwd", "x.yaml: scenario: expected a scenario file"),
    ("scenario file missing", ("scenario",), "nowhere.yaml", "x.yaml: scenario: cards/lessons/nowhere.yaml: cannot "
                                                            "read file: no such file"),
    ("scenario unknown card", ("scenario", "players", 0, "hand", 0), "res_99",
     "x.yaml: scenario: players[0].hand[0]: unknown card 'res_99'"),
    ("scenario breaks an invariant", ("scenario", "players", 0, "credits"), 99,
     "x.yaml: scenario: the position breaks an invariant: Ada's bank is 99"),
    ("two humans", ("scenario", "players", 1, "kind"), "human", "x.yaml: scenario.players: a lesson has exactly one"),
]


@pytest.mark.parametrize(("path", "value", "words"), [(p, v, w) for _n, p, v, w in BAD], ids=[b[0] for b in BAD])
def test_a_bad_lesson_is_refused_in_one_line_naming_the_field(cards: CardSet, path: tuple[Any, ...], value: Any,
                                                               words: str) -> None:
    with pytest.raises(LessonError) as info:
        _load(_set(_data(), path, value), cards)
    msg = str(info.value)
    assert "\n" not in msg and msg.startswith("x.yaml")
    assert words in msg, msg


def _hostile(d: Path) -> list[tuple[str, str, str]]:
    """(file name, what, words) for files a lesson folder might hold."""
    out: list[tuple[str, str, str]] = []
    (d / "folder.yaml").mkdir()
    out.append(("folder.yaml", "a folder", "not a regular file"))
    os.mkfifo(d / "pipe.yaml")
    out.append(("pipe.yaml", "a FIFO", "not a regular file"))
    (d / "dangling.yaml").symlink_to(d / "gone.yaml")
    out.append(("dangling.yaml", "a dangling link", "a dangling symlink"))
    out.append(("missing.yaml", "missing", "no such file"))
    (d / "huge.yaml").write_text("# " + "x" * 100_000 + "\n" + _text())
    out.append(("huge.yaml", "huge", "too big for a lesson file"))
    (d / "brackets.yaml").write_text("steps: " + "[" * 30_000 + "]" * 30_000)
    out.append(("brackets.yaml", "nested brackets", "too big for a lesson file: nested more than 16 levels"))
    (d / "dashes.yaml").write_text("steps:\n" + "- " * 30_000 + "x\n")
    out.append(("dashes.yaml", "nested dashes", "nested more than 16 levels"))
    laughs = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    laughs += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
    (d / "laughs.yaml").write_text("\n".join(laughs) + "\nsteps: *a8\n")
    out.append(("laughs.yaml", "an alias bomb", "more than 5,000 values"))
    (d / "binary.yaml").write_bytes(b"\xff\xfe\x00garbage\x00\x81")
    out.append(("binary.yaml", "not UTF-8", "not UTF-8"))
    (d / "tagged.yaml").write_text("id: !!python/object:os.system [echo hi]\n")
    out.append(("tagged.yaml", "a Python tag", "YAML syntax error"))
    (d / "list.yaml").write_text("- just\n- a list\n")
    out.append(("list.yaml", "a list", "expected a mapping of fields, got a list"))
    (d / "empty.yaml").write_text("")
    out.append(("empty.yaml", "empty", "expected a mapping of fields, got None"))
    return out


def test_hostile_lesson_files_are_refused_in_one_line(cards: CardSet, tmp_path: Path) -> None:
    for name, what, words in _hostile(tmp_path):
        with pytest.raises(LessonError) as info:
            load_lesson(tmp_path / name, cards)
        msg = str(info.value)
        assert "\n" not in msg, what
        assert msg.startswith(shown_path(tmp_path / name)), (what, msg)
        assert words in msg, (what, msg)


def _course_dir(tmp_path: Path, course: str) -> Path:
    d = tmp_path / "lessons"
    shutil.copytree(LESSONS, d)
    (d / "course.yaml").write_text(course)
    return d


@pytest.mark.parametrize(("course", "words"), [
    ("title: T\nlessons: [buy.yaml, nowhere.yaml]\n", "nowhere.yaml: cannot read file: no such file"),
    ("title: T\nlessons: [../buy.yaml]\n", "course.yaml: lessons[0]: expected a lesson file name"),
    ("title: T\nlessons: [course.yaml]\n", "course.yaml: lessons[0]: expected a lesson file name"),
    ("title: T\nlessons: [buy.yaml, buy.yaml]\n", "course.yaml: lessons[1]: lesson id 'buy' is used by buy.yaml"),
    ("title: T\nlessons: buy.yaml\n", "course.yaml: lessons: expected a list of lesson file names"),
    ("title: T\nlessons: []\n", "course.yaml: lessons: expected a list"),
    ("lessons: [buy.yaml]\n", "course.yaml: title: expected a text"),
    ("title: T\nlessons: [buy.yaml]\nextra: 1\n", "course.yaml: unknown field 'extra'"),
    ("title: T\nlessons: [" + ", ".join(["buy.yaml"] * 41) + "]\n", "41 lessons; a course may have at most 40"),
    ("title: [unclosed\n", "course.yaml: line 2: YAML syntax error"),
])
def test_a_bad_course_file_is_refused_in_one_line(cards: CardSet, tmp_path: Path, course: str, words: str) -> None:
    d = _course_dir(tmp_path, course)
    with pytest.raises(LessonError) as info:
        load_course(d, cards)
    msg = str(info.value)
    assert "\n" not in msg and msg.startswith(shown_path(d)), msg
    assert words in msg, msg


def test_a_course_folder_that_is_not_there_is_one_line(cards: CardSet, tmp_path: Path) -> None:
    with pytest.raises(LessonError, match=r"course\.yaml: cannot read file: no such file$"):
        load_course(tmp_path / "nothing", cards)


def test_a_scenario_may_live_in_its_own_file(cards: CardSet, tmp_path: Path) -> None:
    d = _course_dir(tmp_path, "title: T\nlessons: [trade.yaml]\n")
    data = _data()
    (d / "trade_position.yaml").write_text(yaml.safe_dump(data["scenario"]))
    data["scenario"] = "trade_position.yaml"
    (d / "trade.yaml").write_text(yaml.safe_dump(data, sort_keys=False))
    lesson = load_course(d, cards).lessons[0]
    assert lesson.scenario == _data()["scenario"]
    (d / "trade_position.yaml").write_text("players: [\n")
    with pytest.raises(LessonError, match=r"trade\.yaml: scenario: .*trade_position\.yaml: line \d+: YAML syntax"):
        load_course(d, cards)


@pytest.mark.parametrize("name", [p.name for p in FILES])
def test_a_truncated_lesson_file_loads_or_is_one_line(cards: CardSet, name: str) -> None:
    text = _text(name)
    for cut in range(0, len(text), max(1, len(text) // 60)):
        try:
            lesson_from_text(text[:cut], cards, origin="cut.yaml")
        except LessonError as exc:
            assert "\n" not in str(exc) and str(exc).startswith("cut.yaml")


def test_lesson_text_over_the_size_limit_is_refused_before_parsing(cards: CardSet) -> None:
    with pytest.raises(LessonError, match=r"^big\.yaml: too big for a lesson file: more than 65,536 bytes$"):
        lesson_from_text("#" * (LIMITS.max_bytes + 1), cards, origin="big.yaml")


# ---- fuzzing the format ------------------------------------------------------------------------------------
JUNK = stg.one_of(
    stg.none(), stg.booleans(), stg.integers(-10**30, 10**30), stg.floats(allow_nan=True, allow_infinity=True),
    stg.text(max_size=30), stg.sampled_from(["", "until_done", "over", "you", "hand", "card:hellion", "res_01",
                                             "pay", "Ada", "player:9", "dp:basic", "next", "\x00", "🛸" * 5]),
    stg.lists(stg.integers(0, 3), max_size=3), stg.dictionaries(stg.sampled_from(["verb", "card", "x"]),
                                                                 stg.integers(0, 2), max_size=2),
)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*prefix, i))
    return out


ALL = {p.name: yaml.safe_load(p.read_text(encoding="utf-8")) for p in FILES}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=stg.sampled_from(sorted(ALL)), data=stg.data())
def test_fuzzed_lessons_load_or_fail_in_one_line(cards: CardSet, name: str, data: stg.DataObject) -> None:
    lesson = copy.deepcopy(ALL[name])
    for _ in range(data.draw(stg.integers(1, 3))):
        paths = _paths(lesson)
        path = data.draw(stg.sampled_from(paths))
        value = data.draw(JUNK)
        if isinstance(value, float) and not math.isfinite(value):
            value = str(value)  # safe_dump writes .inf / .nan, which YAML reads back as floats: keep as text too
        lesson = _set(lesson, path, value)
    try:
        _load(lesson, cards)
    except LessonError as exc:
        msg = str(exc)
        assert "\n" not in msg and msg.startswith("x.yaml"), msg
        assert len(msg) < 600


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=stg.text(max_size=400))
def test_any_text_is_a_lesson_or_one_line(cards: CardSet, text: str) -> None:
    try:
        lesson_from_text(text, cards, origin="t.yaml")
    except LessonError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("t.yaml")
