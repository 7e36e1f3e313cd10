"""The kernel's lessons (tabletop/lessons/) on a game that is neither of ours: tiny placement
(tests/kernel/tiny_placement.py). A lesson file read with the game's LessonFormat, played by the kernel's Coach over
the game's Match: the human's choice cut to the step's move, the scripted opponent, steps that advance on what is
played, and a hostile file refused in one line. (The kernel cites no rulings of a game.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tiny_placement import RULES, Settings

from tabletop.choices import Command
from tabletop.lessons import Coach, LessonError
from tabletop.lessons.reader import LessonFormat, lesson_from_text, load_course
from tabletop.match import Match
from tabletop.yamlread import Limits

SPACES = ("work1", "work2", "lookout", "dig", "hall", "camp")


class TinyPlaces:
    def __init__(self, seats: int, origin: str) -> None:
        self.seats, self.origin = seats, origin

    def check(self, x: Any, field: str) -> str:
        if x in (*SPACES, "supply"):
            return str(x)
        raise LessonError(self.origin, field, f"unknown place {x!r}")

    def card(self, x: Any, field: str) -> str:
        if x in SPACES:
            return str(x)
        raise LessonError(self.origin, field, f"unknown thing {x!r}")

    def seat(self, x: Any, field: str) -> int:
        if type(x) is int and 0 <= x < self.seats:
            return x
        raise LessonError(self.origin, field, f"no seat {x!r}")


def tiny_match(scenario: Any) -> Match[Any]:
    return Match.start(RULES, Settings(seed=scenario["seed"], names=tuple(p["name"] for p in scenario["players"])))


def start(scenario: Any, origin: str) -> tuple[int, list[int]]:
    if not isinstance(scenario, dict) or type(scenario.get("seed")) is not int:
        raise LessonError(origin, "scenario", "expected a seed")
    players = scenario.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 3:
        raise LessonError(origin, "scenario.players", "expected 2 or 3 players")
    return len(players), [i for i, p in enumerate(players) if p.get("kind") == "human"]


FORMAT = LessonFormat(start=start, places=TinyPlaces, show=lambda p: p.name, home=lambda: Path("."),
                      scenario_limits=Limits(what="scenario"))

LESSON = """
id: first_worker
title: Your first worker
summary: Pick a boost, then place workers.
scenario: {seed: 4, players: [{name: You, kind: human}, {name: Rival, kind: bot}]}
steps:
  - say: Welcome. Read this, then continue.
    next: Go on
  - say: Take the coins boost.
    expect: {verb: boost, arg: coins}
  - say: Now put a worker on the first work space.
    highlight: [work1]
    expect: {verb: place, onto: work1}
  - say: Watch your rival.
    wait: you
  - say: Pay 2 coins at the hall for fame.
    expect: {verb: place, onto: hall}
opponent:
  - {verb: boost, arg: fame}
  - {verb: place, onto: camp}
"""


class TinyCoach(Coach):
    fallback_verbs = ("boost",)


def drive(coach: Coach) -> None:
    """Play the opponent until the human decides (or the game ends)."""
    while (cmd := coach.opponent_command(coach.game.pending)) is not None:
        coach.observe(cmd, coach.game.submit(cmd))


def test_the_coach_plays_a_tiny_lesson_to_its_end() -> None:
    lesson = lesson_from_text(FORMAT, LESSON)
    m = tiny_match(lesson.scenario)
    coach = TinyCoach(lesson, m)
    assert coach.total == 5 and coach.step is not None and coach.step.reading
    assert coach.filter(m.pending).options == ()  # reading: the table stands still
    assert coach.opponent_command(m.pending) is None or m.pending.seat != 0
    assert coach.next() and coach.index == 1
    drive(coach)
    shown = coach.filter(m.pending)
    assert shown is not None and [o.arg for o in shown.options] == ["coins"]  # cut to the step's move
    key = shown.options[0].key
    coach.observe(Command(0, m.pending.id, (key,)), m.submit(Command(0, m.pending.id, (key,))))
    assert coach.index == 2
    drive(coach)
    assert coach.script_used == 1 and coach.fallbacks == 0  # the rival took its scripted boost
    shown = coach.filter(m.pending)
    assert shown is not None and [o.onto for o in shown.options] == ["work1"]
    assert not coach.allows([o for o in m.pending.options if o.onto == "camp"])  # a refusal
    cmd = Command(0, m.pending.id, (shown.options[0].key,))
    coach.observe(cmd, m.submit(cmd))
    drive(coach)  # the rival places on the camp (its script), then it is the human's again: the wait ends
    assert coach.index == 4 and coach.script_used == 2
    shown = coach.filter(m.pending)
    assert shown is not None and [o.onto for o in shown.options] == ["hall"]
    cmd = Command(0, m.pending.id, (shown.options[0].key,))
    coach.observe(cmd, m.submit(cmd))
    assert coach.finished and coach.filter(m.pending) is m.pending  # the lesson is over: anything goes


def test_a_pick_the_table_submits_itself_advances_the_step() -> None:
    lesson = lesson_from_text(FORMAT, LESSON)
    m = tiny_match(lesson.scenario)
    coach = TinyCoach(lesson, m)
    coach.next()
    drive(coach)
    p = m.pending
    assert p is not None and p.seat == 0
    # the table submits the pick itself (after asking `allows`), then tells the coach
    boost = next(o for o in p.options if o.arg == "coins")
    assert coach.allows((boost,))
    result = m.submit(Command(0, p.id, (boost.key,)))
    coach.observe(Command(0, p.id, (boost.key,)), result)
    assert coach.index == 2


@pytest.mark.parametrize(("text", "words"), [
    ("[1, 2", "lesson text"),
    ("id: x\ntitle: t\nsummary: s\nscenario: {seed: 1, players: [{name: a, kind: human}, {name: b}]}\n"
     "steps: [{say: hi, expect: {verb: place, onto: moon}}]", "steps[0].expect.onto: unknown thing 'moon'"),
    ("id: x\ntitle: t\nsummary: s\nscenario: {seed: 1, players: [{name: a}, {name: b}]}\nsteps: [{say: hi, next: Go}]",
     "exactly one human seat"),
    ("id: x\ntitle: t\nsummary: s\nscenario: {seed: one}\nsteps: []", "expected a seed"),
    ("id: x\ntitle: t\nsummary: s\nscenario: 7\nsteps: []", "expected a position (a mapping)"),
    ("a: &a [1,1,1,1,1,1,1,1,1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
     "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d]", "lesson text"),
])
def test_a_hostile_lesson_is_one_line_naming_the_problem(text: str, words: str) -> None:
    with pytest.raises(LessonError) as err:
        lesson_from_text(FORMAT, text)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_a_course_that_is_a_folder_or_missing_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "course.yaml").mkdir()
    with pytest.raises(LessonError) as err:
        load_course(FORMAT, tmp_path)
    assert "course.yaml" in str(err.value) and "\n" not in str(err.value)
    (tmp_path / "course.yaml").rmdir()
    (tmp_path / "course.yaml").write_text("title: Tiny\nlessons: [first.yaml]\n")
    (tmp_path / "first.yaml").write_text(LESSON)
    course = load_course(FORMAT, tmp_path)
    assert [x.id for x in course.lessons] == ["first_worker"]
