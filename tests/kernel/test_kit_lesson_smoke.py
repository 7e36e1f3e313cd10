"""tabletop/ui/lesson_smoke.py: the tutorial smoke driver both games use (`--smoke-test tutorial`): one JSON line
and exit 0 when the player is done, one line and exit 4 when a lesson shows nothing to play, exit 3 past the
time limit; nothing happens in the first two frames (the menu is drawn first)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop.ui import lesson_smoke
from tabletop.ui.lesson_smoke import LessonSmoke, Stuck, Tally


class App:
    def __init__(self) -> None:
        self.frames = 0
        self.code: int | None = None

    def quit(self, code: int) -> None:
        self.code = code


class Player:
    def __init__(self, lessons: int, stuck_at: int | None = None) -> None:
        self.tally, self.done, self.lessons, self.stuck_at = Tally(), False, lessons, stuck_at
        self.ticks = 0

    def tick(self) -> None:
        self.ticks += 1
        if self.stuck_at is not None and self.ticks == self.stuck_at:
            raise Stuck("lesson 2 (cards) step 3:\n nothing to play")
        self.tally.steps += 2
        self.tally.drags += 1
        if self.ticks % 3 == 0:
            self.tally.lessons += 1
        self.done = self.tally.lessons >= self.lessons


def run(smoke: LessonSmoke, app: App, frames: int = 100) -> None:
    for _ in range(frames):
        app.frames += 1
        smoke.tick()
        if app.code is not None:
            return


def test_a_course_played_through_is_one_json_line_and_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    app, player = App(), Player(lessons=3)
    run(LessonSmoke(app, player, {"game": "tiny"}), app)
    assert app.code == 0 and player.ticks == 9  # ticked from the second frame on
    line = json.loads(capsys.readouterr().out.strip())
    assert line["tutorial"] == "ok" and line["game"] == "tiny" and (line["lessons"], line["steps"]) == (3, 18)
    assert line["frames"] == 10


def test_a_stuck_lesson_is_one_line_and_exit_4(capsys: pytest.CaptureFixture[str]) -> None:
    app = App()
    run(LessonSmoke(app, Player(lessons=3, stuck_at=4)), app)
    err = capsys.readouterr().err
    assert app.code == 4 and err == "tutorial smoke test: lesson 2 (cards) step 3: nothing to play\n"


def test_past_the_time_limit_is_exit_3(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(lesson_smoke, "TIMEOUT", -1.0)
    app: Any = App()
    run(LessonSmoke(app, Player(lessons=3)), app)
    assert app.code == 3 and "timed out" in capsys.readouterr().err
