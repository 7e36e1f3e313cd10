"""Learn to play (issue 25 point 1), every button pressed like a player: mouse clicks at each button's on-screen
centre and keys, posted as pygame events through the App (tests/ui/conftest.py's Player). After each press: the
scene on top, the lesson reached and the progress kept in the settings are what a player expects.

Also: a lesson offers only the move its step waits for (the table's moves, option buttons and drops), a lesson
is never written to the saves folder, the top bar has no Save / Undo / Suggest, and a settings file with a bad
progress value gives "nothing finished" with one line naming the file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import pygame
import pytest

from alien_artifacts.match.api import Game
from alien_artifacts.ui import storage
from alien_artifacts.ui.menu_part import learn_label
from alien_artifacts.ui.tutorial.autoplay import TutorialPlayer
from alien_artifacts.ui.tutorial.course import get_course
from alien_artifacts.ui.tutorial.lessons_scene import LessonsScene
from alien_artifacts.ui.tutorial.tutorial_scene import TutorialScene
from game.ui.settings import open_settings


@pytest.fixture()
def learner(player: Any) -> Iterator[Any]:
    """The Player on the main menu with no tutorial progress (put back as it was afterwards)."""
    s = player.app.settings
    before = (s.lessons_done, s.lesson_at, s.tutorial_finished)
    s.lessons_done, s.lesson_at, s.tutorial_finished = (), "", False
    player.step()
    yield player
    s.lessons_done, s.lesson_at, s.tutorial_finished = before


def lessons(player: Any) -> tuple[Any, ...]:
    return tuple(get_course(player.app.cards()).course.lessons)


def names(player: Any) -> list[str]:
    return [s.name for s in player.app.scenes]


def lesson_on_top(player: Any) -> TutorialScene:
    top = player.app.top
    assert isinstance(top, TutorialScene), names(player)
    return top


def play_to_the_end(player: Any) -> TutorialScene:
    """Play the lesson on top to its "Well done" by the autoplay driver's drags and clicks (mouse events only)."""
    scene = lesson_on_top(player)
    auto = TutorialPlayer(player.app)
    for _ in range(3000):
        if scene.coach.finished and not auto.queue:
            break
        auto.tick()
        player.step()
        assert player.app.top is scene, names(player)
    assert scene.coach.finished, (scene.lesson.id, scene.coach.index)
    player.step(2)
    return scene


def play_until(player: Any, scene: TutorialScene, reached: Any, frames: int = 2000) -> None:
    """Let the autoplay driver's drags and clicks play the lesson on top until `reached(pending)` holds."""
    auto = TutorialPlayer(player.app)
    for _ in range(frames):
        if reached(scene.session.pending):
            return
        auto.tick()
        player.step()
    raise AssertionError(f"not reached in {frames} frames (lesson {scene.lesson.id}, step {scene.coach.index})")


def saved_settings(player: Any) -> Any:
    """The settings as the file on disk holds them now."""
    return open_settings()[0]


# ---- the main menu and the lesson list ----------------------------------------------------------------------
def test_learn_to_play_opens_the_lesson_list_and_back(learner: Any) -> None:
    assert learner.button("learn").label == "Learn to play"
    learner.click("learn")
    assert names(learner) == ["menu", "lessons"]
    top = learner.app.top
    assert isinstance(top, LessonsScene)
    all_lessons = lessons(learner)
    assert len(all_lessons) >= 10
    rows = [b.key for b in top.buttons.buttons if b.key.startswith("lesson")]
    assert rows == [f"lesson{i}" for i in range(len(all_lessons))]  # every lesson on one page at 1280x720
    for b in top.buttons.buttons:  # every row and button inside the window
        assert learner.app.screen.get_rect().contains(b.rect), b.key
    assert learner.button("continue").label == f"Start: 1. {all_lessons[0].title}"
    learner.click("back")
    assert names(learner) == ["menu"]
    learner.click("learn")
    learner.press(pygame.K_ESCAPE)
    assert names(learner) == ["menu"]


def test_a_lesson_list_entry_starts_that_lesson(learner: Any) -> None:
    learner.click("learn")
    learner.click("lesson2")
    assert names(learner) == ["menu", "lessons", "tutorial"]
    scene = lesson_on_top(learner)
    third = lessons(learner)[2]
    assert scene.index == 2 and scene.lesson.id == third.id and scene.coach.index == 0
    assert learner.app.settings.lesson_at == third.id
    assert saved_settings(learner).lesson_at == third.id  # kept at once, in the settings file


def test_continue_goes_to_the_lesson_reached_then_the_first_unfinished(learner: Any) -> None:
    all_lessons = lessons(learner)
    s = learner.app.settings
    s.lessons_done = (all_lessons[0].id, all_lessons[1].id)
    learner.click("learn")
    assert learner.button("continue").label == f"Continue: 3. {all_lessons[2].title}"
    learner.click("continue")
    assert lesson_on_top(learner).index == 2
    # the lesson reached (left half-way) comes first, even past an unfinished earlier one
    s.lessons_done, s.lesson_at = (all_lessons[0].id,), all_lessons[4].id
    learner.app.show("menu")
    learner.click("learn")
    learner.click("continue")
    assert lesson_on_top(learner).index == 4
    # a finished lesson reached: the next unfinished one after it
    s.lessons_done, s.lesson_at = tuple(x.id for x in all_lessons[:5]), all_lessons[4].id
    learner.app.show("menu")
    learner.click("learn")
    learner.click("continue")
    assert lesson_on_top(learner).index == 5


def test_next_on_a_reading_step(learner: Any) -> None:
    learner.click("learn")
    learner.click("continue")
    scene = lesson_on_top(learner)
    step = scene.coach.step
    assert step.reading, "the first lesson starts with words to read"
    assert not scene.table.model.moves, "while the player reads, the table offers nothing"
    assert scene.idle_words() == f"Read the lesson's words, then press {step.next_label or 'Next'}."
    assert learner.button("next").label == (step.next_label or "Next")
    version = scene.session.version
    learner.click("next")
    assert lesson_on_top(learner) is scene and scene.coach.index == 1 and scene.session.version > version
    learner.press(pygame.K_RETURN)  # Enter presses the panel's Next too
    assert scene.coach.index == 2


def test_skip_lesson_moves_on_without_a_tick(learner: Any) -> None:
    all_lessons = lessons(learner)
    learner.click("learn")
    learner.click("lesson0")
    learner.click("skip")
    scene = lesson_on_top(learner)
    assert scene.index == 1 and names(learner) == ["menu", "lessons", "tutorial"]
    s = learner.app.settings
    assert s.lesson_at == all_lessons[1].id and all_lessons[0].id not in s.lessons_done
    # skipping the last lesson ends the course: the lesson list, the tutorial played through
    learner.app.show("menu")
    learner.click("learn")
    learner.click(f"lesson{len(all_lessons) - 1}")
    learner.click("skip")
    assert names(learner) == ["menu", "lessons"]
    assert s.tutorial_finished and saved_settings(learner).tutorial_finished
    learner.click("back")
    assert learner.button("learn").label == learn_label(s) == "Learn to play  ✓ done"


def test_leave_tutorial_then_resume_where_it_was_left(learner: Any) -> None:
    all_lessons = lessons(learner)
    learner.click("learn")
    learner.click("lesson3")
    learner.click("leave")  # the panel's Leave tutorial
    assert names(learner) == ["menu"]
    assert learner.button("learn").label == "Learn to play (continue)"
    assert saved_settings(learner).lesson_at == all_lessons[3].id
    learner.click("learn")
    assert learner.button("continue").label == f"Continue: 4. {all_lessons[3].title}"
    learner.click("continue")
    scene = lesson_on_top(learner)
    assert scene.index == 3 and scene.coach.index == 0  # the lesson starts again from its position


def test_the_lesson_menu_esc_and_every_button(learner: Any) -> None:
    all_lessons = lessons(learner)
    learner.click("learn")
    learner.click("lesson1")
    learner.click("next")
    scene = lesson_on_top(learner)
    learner.press(pygame.K_ESCAPE)
    assert names(learner) == ["menu", "lessons", "tutorial", "lesson_menu"]
    learner.click("resume")
    assert learner.app.top is scene and scene.coach.index == 1  # nothing lost
    learner.click("menu")  # the table's own Menu button opens the lesson menu too
    assert names(learner)[-1] == "lesson_menu"
    learner.press(pygame.K_ESCAPE)
    assert learner.app.top is scene
    learner.press(pygame.K_ESCAPE)
    learner.click("settings")
    assert names(learner)[-1] == "settings"
    learner.click("back")
    assert names(learner)[-1] == "lesson_menu"
    learner.click("restart")
    again = lesson_on_top(learner)
    assert again is not scene and again.index == 1 and again.coach.index == 0
    learner.press(pygame.K_ESCAPE)
    learner.click("list")
    assert names(learner) == ["menu", "lessons"]
    learner.click("lesson1")
    learner.press(pygame.K_ESCAPE)
    learner.click("leave")
    assert names(learner) == ["menu"] and learner.app.settings.lesson_at == all_lessons[1].id
    learner.click("learn")
    learner.click("lesson1")
    learner.press(pygame.K_ESCAPE)
    learner.click("quit")
    assert not learner.app.running


def test_well_done_then_next_lesson_and_the_tick(learner: Any) -> None:
    all_lessons = lessons(learner)
    learner.click("learn")
    learner.click("lesson1")
    scene = play_to_the_end(learner)
    assert learner.button("next_lesson").label == "Next lesson ▶"
    assert "Well done" in scene.overlay.content.text
    s = learner.app.settings
    assert all_lessons[1].id in s.lessons_done and all_lessons[1].id in saved_settings(learner).lessons_done
    assert not scene.table.model.moves  # the lesson is over: nothing more to play at its table
    assert scene.idle_words().startswith("Lesson done: press Next lesson")
    learner.click("next_lesson")
    nxt = lesson_on_top(learner)
    assert nxt.index == 2 and s.lesson_at == all_lessons[2].id
    # the list ticks the finished lesson and Continue goes on from the lesson reached
    play_to_the_end(learner)
    learner.click("list")
    assert names(learner) == ["menu", "lessons"]
    top = learner.app.top
    assert learner.button("continue").label == f"Continue: 4. {all_lessons[3].title}"
    assert {all_lessons[1].id, all_lessons[2].id} <= set(s.lessons_done)
    assert top.rows and all(b.enabled for b, _ in top.rows)


def test_the_last_lessons_finish_button_lands_on_the_list_played_through(learner: Any) -> None:
    all_lessons = lessons(learner)
    learner.click("learn")
    learner.click(f"lesson{len(all_lessons) - 1}")
    play_to_the_end(learner)
    assert learner.button("next_lesson").label == "Finish"
    learner.click("next_lesson")
    assert names(learner) == ["menu", "lessons"]
    assert learner.app.settings.tutorial_finished
    learner.click("back")
    assert learner.button("learn").label == "Learn to play  ✓ done"


# ---- only the lesson's move, nothing saved ----------------------------------------------------------------------
def _to_first_move_step(learner: Any, index: int) -> TutorialScene:
    learner.click("learn")
    learner.click(f"lesson{index}")
    scene = lesson_on_top(learner)
    while scene.coach.step.reading:
        learner.click("next")
    return scene


def test_a_lesson_offers_only_the_move_it_waits_for(learner: Any) -> None:
    scene = _to_first_move_step(learner, 2)  # Pay by colour: develop, then pay
    step, table = scene.coach.step, scene.table
    pending = scene.session.pending
    assert any(not step.allows(o) for o in pending.options)  # the engine offers more than the lesson does
    offered = table.model.pending.options
    assert scene.idle_words() == ""  # the table's own prompt says what to do
    assert offered and all(step.allows(o) for o in offered)
    assert table.model.moves and all(scene.coach.allows(scene._options_of(m.keys)) for m in table.model.moves)
    keys = {b.key for b in table.input.option_buttons.buttons}
    assert keys == {f"opt:{o.key}" for o in offered}
    # the top bar: Menu and Help only; Ctrl+S, Ctrl+Z and H do nothing in a lesson
    assert [b.key for b in table.input.bar_buttons.buttons] == ["menu", "help"]
    version, at = scene.session.version, scene.coach.index
    learner.press(pygame.K_s, pygame.KMOD_CTRL)
    learner.press(pygame.K_z, pygame.KMOD_CTRL)
    learner.press(pygame.K_h)
    assert scene.session.version == version and learner.app.top is scene
    # a card the lesson does not ask for cannot be dragged anywhere
    sources = {m.source for m in table.model.moves}
    deck = table.geometry.place_rect("deck:ship")
    assert "deck:ship" not in sources and deck is not None
    uc = table.geometry.place_rect("uc:ship")
    for kind, pos in ((pygame.MOUSEBUTTONDOWN, deck.center), (pygame.MOUSEMOTION, (deck.centerx + 20, deck.y)),
                      (pygame.MOUSEMOTION, uc.center), (pygame.MOUSEBUTTONUP, uc.center)):
        ev = dict(pos=pos, button=1) if kind != pygame.MOUSEMOTION else dict(pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        pygame.event.post(pygame.event.Event(kind, **ev))
        learner.step()
    assert scene.session.version == version and scene.coach.index == at
    assert table.feed.message, "a refused drop says why"


def test_lessons_never_fill_the_saves_folder(learner: Any) -> None:
    learner.click("learn")
    learner.click("lesson1")
    play_to_the_end(learner)
    learner.click("next_lesson")
    play_to_the_end(learner)
    folder = storage.saves_dir()
    assert not folder.exists() or not list(folder.iterdir())
    learner.click("leave")
    assert not learner.button("resume").enabled and not learner.button("load").enabled  # nothing to resume or load


def test_a_lesson_game_is_a_real_game(learner: Any) -> None:
    """What was played in a lesson replays through the engine to the same position (nothing bypassed the rules)."""
    learner.click("learn")
    learner.click("lesson2")
    scene = play_to_the_end(learner)
    game = scene.session.game
    again = Game.from_json(learner.app.cards(), json.loads(json.dumps(game.to_json())))
    assert again.state_hash() == game.state_hash()


# ---- the progress in the settings file ----------------------------------------------------------------------------
@pytest.mark.parametrize("bad", [5, "welcome", ["welcome", 7], [{"id": "x"}], ["no spaces allowed"], ["x" * 65],
                                 ["welcome"] * 201, None])
def test_a_bad_progress_value_means_nothing_finished(tmp_path: Path, monkeypatch: Any, bad: Any) -> None:
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path))
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"lessons_done": bad, "lesson_at": "buy", "volume": 0.25}))
    s, line = open_settings()
    assert s.lessons_done == () and s.lesson_at == "buy" and s.volume == 0.25  # the rest is kept
    assert str(path) in line and "lessons_done" in line and "\n" not in line


def test_a_good_progress_value_is_kept_and_written_back(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path))
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"lessons_done": ["welcome", "buy", "welcome"], "lesson_at": "develop",
                                "tutorial_finished": True}))
    s, line = open_settings()
    assert (s.lessons_done, s.lesson_at, s.tutorial_finished, line) == (("welcome", "buy"), "develop", True, "")
    assert json.loads(json.dumps(s.to_dict()))["games"]["alien-artifacts"]["lessons_done"] == ["welcome", "buy"]


def test_progress_naming_lessons_the_course_does_not_have(learner: Any) -> None:
    """Ids of lessons that are gone (a renamed file) count for nothing: no tick, Continue from the first."""
    s = learner.app.settings
    s.lessons_done, s.lesson_at = ("gone", "old_lesson"), "gone"
    learner.click("learn")
    assert learner.button("continue").label.endswith(f"1. {lessons(learner)[0].title}")
    learner.click("continue")
    assert lesson_on_top(learner).index == 0


def test_a_lesson_that_cannot_start_says_why_on_the_list(learner: Any, monkeypatch: Any) -> None:
    from alien_artifacts.ui.tutorial import course as course_mod

    real = get_course(learner.app.cards()).course
    broken = attrs.evolve(real.lessons[0], scenario={"players": [{"name": "Solo"}]})
    monkeypatch.setattr(course_mod, "_LOADED", course_mod.Loaded(attrs.evolve(real, lessons=(broken,
                                                                                               *real.lessons[1:]))))
    learner.click("learn")
    learner.click("lesson0")
    assert names(learner) == ["menu", "lessons"]  # still on the list, which says why in one line
    line = learner.app.top.problem
    assert line.startswith("Lesson 1 cannot start: ") and "\n" not in line and "players" in line
    learner.click("lesson1")  # the other lessons still start
    assert lesson_on_top(learner).index == 1


def test_the_list_when_the_lessons_cannot_load(learner: Any, monkeypatch: Any) -> None:
    from alien_artifacts.ui.tutorial import course as course_mod

    monkeypatch.setattr(course_mod, "_LOADED", course_mod.Loaded(None, "cards/lessons/course.yaml: title: missing"))
    learner.click("learn")
    top = learner.app.top
    assert top.problem == "The lessons could not be loaded: cards/lessons/course.yaml: title: missing"
    assert not learner.button("continue").enabled and not top.rows
    learner.click("back")
    assert names(learner) == ["menu"]


def test_the_lesson_list_pages_a_long_course(learner: Any, monkeypatch: Any) -> None:
    """A course longer than one page (the course may have up to 40 lessons): ◀ and ▶ turn the pages, every row
    stays on screen, and a lesson on the second page starts."""
    from alien_artifacts.ui.tutorial import course as course_mod

    real = get_course(learner.app.cards()).course
    many = tuple(attrs.evolve(x, id=f"{x.id}_{n}") for n in range(3) for x in real.lessons)  # 42 lessons
    monkeypatch.setattr(course_mod, "_LOADED", course_mod.Loaded(attrs.evolve(real, lessons=many)))
    learner.click("learn")
    top = learner.app.top
    first = [i for _, i in top.rows]
    assert 0 < len(first) < len(many) and not learner.button("newer").enabled
    learner.click("older")
    second = [i for _, i in top.rows]
    assert second and second[0] == first[-1] + 1 and learner.button("newer").enabled
    for b in top.buttons.buttons:
        assert learner.app.screen.get_rect().contains(b.rect), b.key
    learner.click(f"lesson{second[0]}")
    assert lesson_on_top(learner).index == second[0]
    learner.app.show("menu")
    learner.click("learn")
    learner.click("older")
    learner.click("newer")
    assert [i for _, i in learner.app.top.rows] == first


def test_the_scripted_opponent_is_not_called_an_ai_and_thinks_only_when_it_moves(learner: Any) -> None:
    """In a lesson the opponent follows the lesson's script: its header says "[lesson]", never "[AI normal]",
    and the top bar says it is thinking only while it has a move to make, not while the player reads."""
    from tabletop.ui import textlog

    ids = [x.id for x in lessons(learner)]
    learner.click("learn")
    learner.click(f"lesson{ids.index('attacked')}")
    scene = lesson_on_top(learner)
    assert scene.coach.step is not None and scene.coach.step.reading
    vega = 1 - scene.coach.human_seat
    assert scene.session.pending.seat == vega  # Vega's turn, held while the first step is read
    drawn: list[str] = []
    with textlog.listen(lambda _s, text, _size, _rect, _role: drawn.append(text)):
        learner.step(2)
    assert any("[lesson]" in t for t in drawn), drawn
    assert not any("[AI" in t or "is thinking" in t for t in drawn), [t for t in drawn if "AI" in t or "think" in t]
    assert not scene.session.thinking(vega)
    learner.press(pygame.K_RETURN)  # Next: now Vega attacks, by its script
    assert scene.session.pending.seat != vega or scene.session.thinking(vega)


def test_a_card_paid_in_full_says_so_while_its_side_is_chosen(learner: Any) -> None:
    """Once a card is paid in full it waits Under Construction only for its side: its zoom and its cost tooltip
    say "paid in full", never the "5 more blue needed" worked out from the (empty) prepared pile."""
    from tabletop.ui import textlog

    ids = [x.id for x in lessons(learner)]
    learner.click("learn")
    learner.click(f"lesson{ids.index('develop')}")
    scene = lesson_on_top(learner)
    play_until(learner, scene, lambda p: p is not None and p.kind == "side")
    p = scene.session.pending
    assert p is not None and p.kind == "side", scene.coach.index
    uid = p.options[0].card
    assert uid is not None and scene.session.completing(uid)
    drawn: list[str] = []
    with textlog.listen(lambda _s, text, _size, _rect, _role: drawn.append(text)):
        scene.table.renderer.zoom_extra(uid, 400)
    assert "Paid in full" in drawn and not any("more blue needed" in t for t in drawn), drawn


def test_the_keep_panel_of_a_lesson_shows_every_drawn_card_and_greys_the_one_not_to_keep(learner: Any) -> None:
    """Buy a card draws two; the lesson keeps one. The keep panel still shows both (the player sees what was
    drawn), with only the lesson's card's Keep button enabled; clicking the greyed card keeps nothing."""
    ids = [x.id for x in lessons(learner)]
    learner.click("learn")
    learner.click(f"lesson{ids.index('buy')}")
    scene = lesson_on_top(learner)
    play_until(learner, scene, lambda p: p is not None and p.kind == "keep")
    learner.step(2)
    engine = scene.session.pending
    assert engine is not None and engine.kind == "keep" and len(engine.options) == 2
    panel = scene.table.input.keep
    shown = [uid for uid, *_ in panel.cards_at]
    assert sorted(shown) == sorted(o.card for o in engine.options)
    keep_buttons = {b.key: b.enabled for b in panel.buttons.buttons if b.key.startswith("keep:")}
    allowed = {o.card for o in scene.table.model.pending.options}
    assert len(allowed) == 1
    assert keep_buttons == {f"keep:{u}": u in allowed for u in shown}
    other = next(u for u in shown if u not in allowed)
    rect = next(log for uid, log, _op, _cap in panel.cards_at if uid == other)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rect.center))
    learner.step(2)
    assert scene.session.pending is not None and scene.session.pending.kind == "keep"  # nothing was kept


def test_the_prompt_heading_names_the_player_only_when_humans_share_the_screen(learner: Any) -> None:
    """A lesson has one human, Ada: "Your choice" (naming her only makes sense when the screen is passed round)."""
    from alien_artifacts.engine.grammar import Voice
    from alien_artifacts.ui import prompt_words
    from tabletop.ui import textlog

    voice = Voice.reading(("Ada", "Vega"), 0)
    assert prompt_words.heading(voice, 0, True, True, shared=False) == "Your choice"
    assert prompt_words.heading(voice, 0, True, True, shared=True) == "Your choice, Ada"
    learner.click("learn")
    learner.click("lesson1")  # Buy a card: a choice of Ada's comes after the first words
    scene = lesson_on_top(learner)
    play_until(learner, scene, lambda p: p is not None and p.seat == scene.coach.human_seat
               and bool(scene.table.model.moves), frames=200)
    drawn: list[str] = []
    with textlog.listen(lambda _s, text, _size, _rect, _role: drawn.append(text)):
        learner.step(2)
    assert "Your choice" in drawn and "Your choice, Ada" not in drawn, [t for t in drawn if "choice" in t]
