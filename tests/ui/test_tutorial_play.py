"""The whole of Learn to play, played through the real UI (issue 25 point 2): from the main menu, Learn to play,
Continue, then every lesson to its "Well done" by synthetic mouse drags and clicks at the places each step
highlights (alien_artifacts/ui/tutorial/autoplay.py: it reads the lesson's panel and the table's offered moves, never
the engine), Next lesson after each. Checked at every frame: the scene on top; at every lesson: that it is the lesson
the course reaches next, and the progress the settings keep. And `python -m game --smoke-test tutorial` does the
same headless: a JSON line and exit 0, or one line and a non-zero exit when a lesson shows nothing to play.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from contextlib import redirect_stderr
from pathlib import Path
from typing import Any

import attrs
import pytest

from alien_artifacts.ui.tutorial import course as course_mod
from alien_artifacts.ui.tutorial.autoplay import Stuck, TutorialPlayer
from alien_artifacts.ui.tutorial.course import get_course
from alien_artifacts.ui.tutorial.smoke import TutorialSmoke

ROOT = Path(__file__).resolve().parents[2]
FRAMES = 20_000


def test_the_whole_tutorial_by_drags(player: Any) -> None:
    app = player.app
    s = app.settings
    before = (s.lessons_done, s.lesson_at, s.tutorial_finished)
    s.lessons_done, s.lesson_at, s.tutorial_finished = (), "", False
    try:
        lessons = get_course(app.cards()).course.lessons
        auto = TutorialPlayer(app)
        reached: list[int] = []
        finished_at: dict[int, tuple[str, ...]] = {}
        panels: dict[tuple[int, int], str] = {}  # (lesson, step) -> what is wrong with its panel ("" if nothing)
        ends: dict[int, str] = {}  # lesson -> its "Well done" words
        for _ in range(FRAMES):
            auto.tick()
            player.step()
            top = app.top
            assert top is not None and top.name in ("menu", "lessons", "tutorial"), [x.name for x in app.scenes]
            if top.name == "tutorial":
                assert [x.name for x in app.scenes] == ["menu", "lessons", "tutorial"]
                if not reached or reached[-1] != top.index:
                    reached.append(top.index)
                    assert s.lesson_at == lessons[top.index].id  # the lesson reached, kept for Continue
                if top.coach.finished:
                    finished_at[top.index] = s.lessons_done
                    ends[top.index] = top.overlay.content.text if top.overlay.content is not None else ""
                elif (top.index, top.coach.index) not in panels and not auto.queue:
                    panels[(top.index, top.coach.index)] = panel_problem(top)
            if auto.done:
                break
        assert auto.done, f"the tutorial did not end in {FRAMES} frames (lessons reached: {reached})"
        assert reached == list(range(len(lessons)))  # every lesson, in the course's order, none twice
        assert auto.tally.lessons == len(lessons)
        assert auto.tally.steps == sum(len(x.steps) for x in lessons)  # every step of every lesson passed
        assert auto.tally.drags >= len(lessons)  # played by dragging, not only by buttons
        for i, done in finished_at.items():  # each lesson ticked when its "Well done" showed
            assert lessons[i].id in done
        # every step's panel: on screen, off the place it points at (with an arrow to it), off the cards to drag
        assert {k: v for k, v in panels.items() if v} == {}
        # only the last lesson says the course is over (issue 31: it was said after lesson 12 of 14)
        assert sorted(ends) == list(range(len(lessons))), sorted(ends)
        assert [i for i, text in ends.items() if "whole game" in text] == [len(lessons) - 1], ends
        for i, text in ends.items():
            if i + 1 < len(lessons):
                assert text.endswith(f"Next: {lessons[i + 1].title}."), (i, text)
        assert {i for i, _ in panels} == set(range(len(lessons)))
        seen = {(i, k) for i, x in enumerate(lessons) for k, st in enumerate(x.steps) if st.reading}
        assert seen <= set(panels)  # every step to read was on screen (a drag may pass over a move step)
        assert [x.name for x in app.scenes] == ["menu", "lessons"]
        assert set(s.lessons_done) == {x.id for x in lessons} and s.tutorial_finished
        print(f"tutorial played through: {len(lessons)} lessons, {auto.tally.steps} steps, "
              f"{auto.tally.drags} drags, {auto.tally.clicks} clicks")
    finally:
        s.lessons_done, s.lesson_at, s.tutorial_finished = before


def panel_problem(scene: Any) -> str:
    """What is wrong with the lesson's panel as drawn now ("" when nothing is)."""
    box, screen = scene.overlay.box, scene.app.screen.get_rect()
    if not screen.contains(box):
        return f"off screen: {box}"
    anchor = scene.overlay.anchor
    if anchor is not None and box.colliderect(anchor):
        return f"covers its anchor {scene.coach.step.anchor}"
    if anchor is not None and scene.overlay.line is None:
        return "no arrow to its anchor"
    for m in scene.table.model.moves:
        place = scene.table.geometry.place_rect(m.source) if m.source else None
        if place is not None and box.collidepoint(place.center):
            return f"covers the card to drag {m.source}"
    return ""


# ---- the smoke test ---------------------------------------------------------------------------------------------
def test_smoke_test_tutorial_plays_it_through(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ALIEN_ARTIFACTS_HOME=str(tmp_path))
    r = subprocess.run([sys.executable, "-m", "game", "--smoke-test", "tutorial"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    lines = [x for x in r.stdout.splitlines() if x.startswith("{")]
    assert len(lines) == 1, f"stdout: {r.stdout[-1000:]!r} stderr: {r.stderr[-2000:]!r}"
    out = json.loads(lines[0])
    lessons = get_course_from_files()
    assert out["tutorial"] == "ok" and out["lessons"] == len(lessons)
    assert out["steps"] == sum(len(x.steps) for x in lessons) and out["seconds"] >= 0
    assert not (tmp_path / "config" / "settings.json").exists()  # the player's settings are never written
    assert not (tmp_path / "data" / "saves").exists() or not list((tmp_path / "data" / "saves").iterdir())


def get_course_from_files() -> Any:
    from alien_artifacts.content.loader import load_cardset
    from alien_artifacts.lessons import load_course

    return load_course(cards=load_cardset()).lessons


def _smoke_in_process(fresh_app: Any, frames: int = 4000) -> tuple[int, str]:
    """Run the tutorial smoke driver against the shared App frame by frame: (exit code, what it said on stderr)."""
    app = fresh_app
    s = app.settings
    before = (s.lessons_done, s.lesson_at, s.tutorial_finished, app.smoke)
    app.smoke = True
    err = io.StringIO()
    try:
        app.open("menu")
        smoke = TutorialSmoke(app)
        with redirect_stderr(err):
            for _ in range(frames):
                app.step(1 / 60)
                smoke.tick()
                if not app.running:
                    break
        return app.exit_code, err.getvalue()
    finally:
        s.lessons_done, s.lesson_at, s.tutorial_finished, app.smoke = before
        app.running, app.exit_code = True, 0


def test_smoke_test_tutorial_fails_in_one_line_on_a_lesson_that_points_nowhere(fresh_app: Any,
                                                                             monkeypatch: Any) -> None:
    """A lesson whose move step highlights nothing on screen: exit 4, one line naming the lesson and the step."""
    real = get_course(fresh_app.cards()).course
    first = real.lessons[1]
    at = next(i for i, st in enumerate(first.steps) if st.expect is not None)
    lost = attrs.evolve(first.steps[at], anchor="", highlight=("card:nowhere",))
    broken = attrs.evolve(first, steps=(*first.steps[:at], lost, *first.steps[at + 1:]))
    course = attrs.evolve(real, lessons=(broken, *real.lessons[2:]))
    monkeypatch.setattr(course_mod, "_LOADED", course_mod.Loaded(course))
    code, said = _smoke_in_process(fresh_app)
    assert code == 4
    assert said.count("\n") == 1 and said.startswith("tutorial smoke test: lesson 1 (buy) step "), said
    assert f"step {at + 1}:" in said and "lights up no place" in said


def test_smoke_test_tutorial_fails_in_one_line_when_the_lessons_cannot_load(fresh_app: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr(course_mod, "_LOADED", course_mod.Loaded(None, "cards/lessons/course.yaml: lessons: gone"))
    code, said = _smoke_in_process(fresh_app)
    assert code == 4
    assert said == "tutorial smoke test: The lessons could not be loaded: cards/lessons/course.yaml: lessons: gone\n"


def test_the_driver_refuses_a_scene_that_is_not_the_tutorials(fresh_app: Any) -> None:
    fresh_app.open("settings")
    with pytest.raises(Stuck, match="'settings', not a lesson"):
        TutorialPlayer(fresh_app).tick()
