"""Learn to play Age of Galaxy on the table, driven by posted pygame events (aog_table_driver.py): the lesson list's
buttons, every lesson played to its end by drags and clicks (the smoke test's player), a drop the lesson does not
ask for refused with its words, progress kept in the settings."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest
from aog_table_driver import click, drag, frame, key, table_stack

from age_of_galaxy.ui.lesson_list import AogLessonsScene
from age_of_galaxy.ui.lesson_smoke import LessonPlayer
from age_of_galaxy.ui.lesson_table import AogLessonScene
from tabletop.ui import registry
from tabletop.ui.stack import SceneStack


def lesson_stack(stack: SceneStack) -> SceneStack:
    registry.register(AogLessonsScene)
    registry.register(AogLessonScene)
    app: Any = stack
    # Alien Artifacts' progress (its "discs" lesson) and this game's: one lesson id of an older course
    app.settings = SimpleNamespace(lessons_done=("discs",), galaxy_lessons_done=("nothing_any_more",))
    app.smoke, app.aog_pace = True, 0.0
    return stack


def button(group: Any, k: str) -> Any:
    b = next((b for b in group.buttons if b.key == k), None)
    assert b is not None, f"no button {k}"
    return b


def test_the_list_opens_a_lesson_and_lessons_and_back_return() -> None:
    with table_stack() as stack:
        lesson_stack(stack)
        listing = stack.open("aog_lessons")
        frame(stack)
        click(stack, button(listing.buttons, "lesson3").rect.center)  # the fourth lesson's button
        top: Any = stack.top
        assert top.name == "aog_lesson" and top.lesson.id == "research"
        frame(stack)
        click(stack, button(top.lesson_buttons, "lessons").rect.center)
        assert stack.top is listing
        click(stack, button(listing.buttons, "continue").rect.center)  # none done yet: the first lesson
        top = stack.top
        assert top.name == "aog_lesson" and top.lesson.id == "discs"
        frame(stack, key(pygame.K_ESCAPE))
        assert stack.top is listing
        click(stack, button(listing.buttons, "back").rect.center)
        assert stack.top is None


def test_a_drop_the_step_does_not_ask_for_glides_back_with_the_lessons_words() -> None:
    with table_stack() as stack:
        lesson_stack(stack)
        listing = stack.open("aog_lessons")
        frame(stack)
        click(stack, button(listing.buttons, "continue").rect.center)
        scene: Any = stack.top
        frame(stack)
        assert scene.coach.step.reading and scene.mine().options == ()  # reading: nothing to play
        click(stack, button(scene.lesson_buttons, "next").rect.center)
        frame(stack)
        assert scene.coach.index == 1
        lay = scene.layout()
        assert [m.target for m in scene.moves()] == ["space:SC1"]  # the step's highlighted place only
        events = len(scene.match.events)
        drag(stack, lay.sources["disc"].center, lay.places["space:MA1"].center)  # legal in the rules, not the lesson
        assert len(scene.match.events) == events and scene.coach.index == 1
        assert scene.status.startswith("The lesson asks: Drag a disc onto SCAVENGE")
        drag(stack, lay.sources["disc"].center, lay.places["space:SC1"].center)
        assert scene.coach.index == 2 and scene.match.state.board["SC1"].owned() == ("0",)  # G33
        click(stack, button(scene.buttons, "end").rect.center)
        assert scene.coach.index == 3


def test_every_lesson_is_played_to_its_end_by_posted_events_and_kept_in_the_settings() -> None:
    with table_stack() as stack:
        lesson_stack(stack)
        stack.open("aog_lessons")
        player = LessonPlayer(stack)
        seen: list[str] = []
        for _ in range(4000):
            player.tick()
            frame(stack)
            top: Any = stack.top
            if top is not None and top.name == "aog_lesson" and top.lesson.id not in seen:
                seen.append(top.lesson.id)
            if player.done:
                break
        assert player.done and player.tally.lessons == 8 and player.tally.steps == 54
        assert seen == ["discs", "colonize", "develop", "research", "cards", "war", "galactic", "scoring"]
        done = stack.settings.galaxy_lessons_done  # type: ignore[attr-defined]
        assert set(done) >= set(seen)
        assert stack.settings.lessons_done == ("discs",)  # type: ignore[attr-defined]  # Alien Artifacts' untouched


@pytest.mark.parametrize("lesson", ["war", "galactic", "scoring"])
def test_the_round_steps_of_a_lesson_happen_on_the_table(lesson: str) -> None:
    """G54 an acquired planet holds the Overlord's Cruiser; G60 the full Trade card flipped; G63 the game scored."""
    with table_stack() as stack:
        lesson_stack(stack)
        listing: Any = stack.open("aog_lessons")
        index = [x.id for x in listing.course.lessons].index(lesson)
        scene: Any = stack.open("aog_lesson", listing.course, index)
        player = LessonPlayer(stack)
        for _ in range(1500):
            if scene.coach.finished:
                break
            player.lesson(scene) if not player.queue else pygame.event.post(player.queue.pop(0))
            frame(stack)
        assert scene.coach.finished
        s = scene.match.state
        if lesson == "war":
            assert s.planets["S3:1"].cruiser == 0 and s.planets["S3:1"].discs == []
        elif lesson == "galactic":
            assert s.trade[0].flipped and s.round == 2
        else:
            assert s.over and s.scores
