"""Age of Galaxy in the application (issue 33 items 1 and 4): its menu entries, the setup scene, the autosave after
every turn, Resume and Load, hostile files in its saves folder, `--smoke-test --game age-of-galaxy`. Driven with real
posted pygame events (tests/ui/conftest.py's Player clicks at a button's on-screen centre)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from age_of_galaxy.engine.ruleset import Settings
from age_of_galaxy.ui import menu_part, saves
from age_of_galaxy.ui.played import PlayedTable
from age_of_galaxy.ui.start import new_match
from game import games
from tabletop.choices import Command

ROOT = Path(__file__).resolve().parents[2]
K = games.AGE_OF_GALAXY.key


@pytest.fixture()
def aog(player: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The Player on the main menu, Age of Galaxy's AI seats moving without a pause, a fixed seed."""
    monkeypatch.setattr(player.app, "aog_pace", 0.0, raising=False)
    monkeypatch.setattr(player.app.args, "seed", 11)
    yield player
    player.app.game_key = player.app.settings.last_game = games.DEFAULT
    player.app.status = ""


def table(p: Any) -> PlayedTable:
    top = p.app.top
    assert isinstance(top, PlayedTable), p.stack()
    return top


def folder(p: Any) -> saves.Folder:
    return menu_part.folder_of(p.app)


def pending_facts(m: Any) -> tuple[Any, ...]:
    q = m.pending
    return (q.id, q.seat, q.kind, tuple(q.keys())) if q is not None else ()


def play_until_turns(p: Any, turns: int, frames: int = 3000) -> PlayedTable:
    """Step the table (the human's choices answered with their first option) until `turns` turns have begun."""
    t = table(p)
    for _ in range(frames):
        if saves.turns_begun(t.match.events) >= turns or t.match.over:
            break
        mine = t.mine()
        if mine is not None:
            assert t.play((mine.keys()[0],))
        p.step()
    assert saves.turns_begun(t.match.events) >= turns
    p.step(2)
    return t


@pytest.mark.parametrize(("key", "seats", "solo"), [("solo", ("human", "normal"), False),
                                                     ("standard", ("human",), True)])
def test_solo_entries_land_on_the_table_with_their_seats(aog: Any, key: str, seats: tuple[str, ...],
                                                         solo: bool) -> None:
    aog.click(f"{K}:{key}")
    assert aog.stack() == ["MenuScene", "PlayedTable"]
    t = table(aog)
    assert t.setup.seats == seats
    assert t.match.state.solo is solo  # G74: Standard Solo is against the Virtual Opponent
    assert aog.app.settings.last_game == K
    assert t.path.exists()  # the game is saved from its first frame (Resume has something)
    aog.press(pygame.K_ESCAPE)  # leaving the table is the menu
    assert aog.stack() == ["MenuScene"]


def test_new_game_opens_the_setup_and_esc_or_back_returns(aog: Any) -> None:
    aog.click(f"{K}:new")
    assert aog.stack() == ["MenuScene", "AogSetupScene"]
    aog.press(pygame.K_ESCAPE)
    assert aog.stack() == ["MenuScene"]
    aog.click(f"{K}:new")
    aog.click("back")
    assert aog.stack() == ["MenuScene"]


def test_setup_choices_reach_the_match_settings(aog: Any) -> None:
    aog.click(f"{K}:new")
    aog.click("players3")
    aog.click("kind1")  # normal -> hard
    aog.click("kind2")  # normal -> hard
    aog.click("kind2")  # hard -> human
    aog.click("name0")
    for _ in range(3):
        aog.press(pygame.K_BACKSPACE)
    aog.type_text("Ann")
    aog.press(pygame.K_RETURN)
    aog.click("drafting")  # G72
    aog.click("explored")  # G73
    aog.click("start")
    assert aog.stack() == ["MenuScene", "PlayedTable"]  # the setup goes: leaving the table is the menu
    t = table(aog)
    s = t.match.settings
    assert isinstance(s, Settings)
    assert s.names == ("Ann", "AI 2", "Orion")  # a kind's default name follows the kind; a typed one stays
    assert t.setup.seats == ("human", "hard", "human")
    assert s.drafting and s.explored and s.seed == 11


def test_one_player_is_standard_solo_and_drafting_is_off(aog: Any) -> None:
    aog.click(f"{K}:new")
    aog.click("drafting")
    aog.click("players1")
    assert not aog.button("drafting").enabled  # G72 is for 2-4 players
    aog.click("start")
    t = table(aog)
    assert t.match.state.solo and t.setup.seats == ("human",)  # G74
    assert not t.match.settings.drafting


def test_same_names_are_refused_in_one_line(aog: Any) -> None:
    aog.click(f"{K}:new")
    aog.click("name1")
    for _ in range(4):
        aog.press(pygame.K_BACKSPACE)
    aog.type_text("you")
    aog.press(pygame.K_RETURN)
    aog.click("start")
    assert aog.stack() == ["MenuScene", "AogSetupScene"]
    assert aog.app.top.error == "Every player needs a different name."


def test_autosave_after_a_turn_and_resume_restores_the_game(aog: Any) -> None:
    assert not aog.button(f"{K}:resume").enabled  # nothing saved yet: disabled, its label says why
    assert aog.button(f"{K}:resume").label == menu_part.NO_RESUME
    aog.click(f"{K}:solo")
    t = table(aog)
    saved_before = t.saves
    t = play_until_turns(aog, 3)
    assert t.saves > saved_before  # written after a turn, not only at the start
    on_disk = folder(aog).open(t.path)
    assert saves.turns_begun(on_disk.match.events) >= 2
    aog.press(pygame.K_ESCAPE)  # leave: saved where it stands
    assert aog.stack() == ["MenuScene"]
    want_hash, want_pending = t.match.state_hash(), pending_facts(t.match)
    assert want_pending  # a game in progress
    aog.click(f"{K}:resume")
    r = table(aog)
    assert r is not t and r.path == t.path  # the same slot, a new table
    assert r.match.state_hash() == want_hash and pending_facts(r.match) == want_pending
    assert r.setup.seats == ("human", "normal") and r.setup.seed == 11
    if r.driver.is_ai(r.match.pending.seat):  # the AI continues
        n = len(r.match.events)
        for _ in range(1000):  # the seat thinks in a thread: up to ~10 s of frames
            aog.step()
            if len(r.match.events) > n:
                break
            time.sleep(0.01)
        assert len(r.match.events) > n


def test_load_lists_hostile_files_as_one_line_each_and_opens_a_game(aog: Any, tmp_path: Path) -> None:
    d = folder(aog).path
    d.mkdir(parents=True)
    setup = new_match(["Ann", "Bo"], ["human", "easy"], seed=4)
    folder(aog).write(setup, "aog-good")
    (d / "truncated.json").write_text('{"summary": {"game_id": "age-of-galaxy", "players": [')
    (d / "nested.json").write_text('{"summary": ' + "[" * 100_000)
    (d / "folder.json").mkdir()
    os.mkfifo(d / "pipe.json")
    (d / "foreign.json").write_text(json.dumps({"format": "alien-artifacts-save", "version": 1}))
    (d / "notes.json").write_bytes(b"\xff\xfe\x00garbage")
    doc = saves.document(setup)
    doc["events"][-1]["t"] = "NoSuchEvent"  # a tampered log behind a good summary: listed, refused on opening
    doc["summary"]["saved_at"] = 1.0  # the oldest: listed second
    (d / "aog-tampered.json").write_text(json.dumps(doc))
    aog.step(2)
    aog.app.top.on_top()  # the menu lists the folder again, as when it comes back on top
    aog.step()
    assert "(see Load…)" in aog.app.top.statuses[K]
    aog.click(f"{K}:load")
    assert aog.stack() == ["MenuScene", "AogLoadScene"]
    listing = aog.app.top.listing
    assert [g.path.name for g in listing.games] == ["aog-good.json", "aog-tampered.json"]
    bad = {b.path.name: b.line for b in listing.bad}
    assert set(bad) == {"truncated.json", "nested.json", "folder.json", "pipe.json", "foreign.json", "notes.json"}
    assert all("\n" not in line and len(line) < 200 for line in bad.values())
    assert "FIFO" in bad["pipe.json"] and "Alien Artifacts save" in bad["foreign.json"]
    aog.click("save1")  # the tampered one: one line, still on the list
    assert aog.stack() == ["MenuScene", "AogLoadScene"]
    assert "aog-tampered.json" in aog.app.top.error and "\n" not in aog.app.top.error
    aog.click("save0")
    assert aog.stack() == ["MenuScene", "PlayedTable"]
    t = table(aog)
    assert t.match.state_hash() == setup.match.state_hash() and t.setup.seats == ("human", "easy")


def test_leaving_a_finished_game_returns_to_the_menu(aog: Any) -> None:
    import random

    setup = new_match(["Ann", "Bo"], ["human", "easy"], seed=5)
    m, rng = setup.match, random.Random(5)
    while not m.over:  # played out at random through the match's door
        p = m.pending
        assert m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),))).ok
    folder(aog).write(setup, "aog-done")
    aog.app.top.on_top()
    assert not aog.button(f"{K}:resume").enabled  # a finished game is not resumed
    aog.click(f"{K}:load")
    aog.click("save0")
    t = table(aog)
    assert t.match.over
    aog.click("leave")  # the final scores' "Leave the table"
    assert aog.stack() == ["MenuScene"]


def test_load_back_and_esc_return_to_the_menu(aog: Any) -> None:
    folder(aog).write(new_match(["Ann", "Bo"], ["human", "easy"], seed=4), "aog-x")
    aog.app.top.on_top()
    aog.click(f"{K}:load")
    aog.click("back")
    assert aog.stack() == ["MenuScene"]
    aog.click(f"{K}:load")
    aog.press(pygame.K_ESCAPE)
    assert aog.stack() == ["MenuScene"]


def test_a_save_that_fails_is_said_and_the_game_plays_on(aog: Any) -> None:
    d = folder(aog).path
    d.parent.mkdir(parents=True, exist_ok=True)
    d.write_text("a file where the folder should be")
    aog.app.top.on_top()
    aog.click(f"{K}:solo")
    t = table(aog)
    assert t.save_error.startswith("The game could not be saved")
    assert t.status == t.save_error and "\n" not in t.save_error
    aog.press(pygame.K_ESCAPE)
    assert aog.stack() == ["MenuScene"]


def test_save_holds_public_facts_and_kinds_only_in_its_summary() -> None:
    setup = new_match(["Ann", "Bo"], ["human", "hard"], seed=9)
    doc = saves.document(setup)
    assert set(doc["summary"]) == {"game_id", "players", "solo", "round", "over", "winners", "saved_at", "events"}
    assert doc["summary"]["players"] == [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "hard"}]
    assert doc["seats"] == ["human", "hard"] and doc["format"] == "age-of-galaxy-save"
    hand = setup.match.state.players[0].hand
    assert hand and not any(c in json.dumps(doc["summary"]) for c in hand)  # G67: no card of a hand


@pytest.mark.parametrize("seats", [None, [], ["human"], ["human", "god"], ["human", 3], "human,normal"])
def test_a_save_with_bad_seats_is_refused_in_one_line(tmp_path: Path, seats: Any) -> None:
    doc = saves.document(new_match(["Ann", "Bo"], ["human", "normal"], seed=9))
    doc["seats"] = seats
    path = tmp_path / "x.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(saves.SaveFileError) as exc:
        saves.Folder(tmp_path).open(path)
    assert str(exc.value).startswith(str(path)) and "\n" not in str(exc.value)


@pytest.mark.slow
def test_smoke_test_plays_a_whole_age_of_galaxy_game(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ALIEN_ARTIFACTS_HOME=str(tmp_path))
    r = subprocess.run([sys.executable, "-m", "game", "--smoke-test", "--game", K, "--seed", "3"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    out = json.loads([x for x in r.stdout.splitlines() if x.startswith("{")][-1])
    assert out["smoke"] == "ok" and out["game"] == K and out["winners"] and out["saves"] > 10
    assert len(list((tmp_path / "data" / "saves" / "age-of-galaxy").glob("aog-*.json"))) == 1


def test_the_load_flag_opens_an_age_of_galaxy_save(aog: Any) -> None:
    setup = new_match(["Ann", "Bo"], ["human", "easy"], seed=4)
    path = folder(aog).write(setup, "aog-flag")
    assert games.AGE_OF_GALAXY.load("open_save")(aog.app, path)  # `python -m game --game age-of-galaxy --load FILE`
    assert aog.stack() == ["MenuScene", "PlayedTable"] and table(aog).match.state_hash() == setup.match.state_hash()


def test_learn_to_play_opens_the_lesson_list_and_a_lesson_on_the_table(aog: Any) -> None:
    """The menu column's Learn to play (docs/age-of-galaxy/LESSONS.md): the list, Continue, the lesson, and back."""
    aog.click(f"{K}:learn")
    assert aog.stack() == ["MenuScene", "AogLessonsScene"]
    aog.click("continue")
    assert aog.stack() == ["MenuScene", "AogLessonsScene", "AogLessonScene"]
    assert aog.app.top.lesson.id == "discs" and aog.app.top.match.pending.seat == 0
    aog.click("next")  # the first step is read
    assert aog.app.top.coach.index == 1
    aog.press(pygame.K_ESCAPE)
    assert aog.stack() == ["MenuScene", "AogLessonsScene"]
    aog.click("lesson5")
    assert aog.stack()[-1] == "AogLessonScene" and aog.app.top.lesson.id == "war"
    aog.click("lessons")
    aog.click("back")
    assert aog.stack() == ["MenuScene"]


def test_the_menus_part_loads_no_rules() -> None:
    """The menu's first frame lists Age of Galaxy's saves without importing its engine (start-up time)."""
    code = ("import sys\nimport game.ui.scenes.menu\nimport age_of_galaxy.ui.menu_part\n"
            "print(sorted(m for m in sys.modules if m.startswith(('age_of_galaxy.engine', 'age_of_galaxy.ai'))))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "[]"


def test_f1_on_the_table_opens_age_of_galaxys_own_help_and_f1_returns(aog: Any) -> None:
    aog.click(f"{K}:solo")
    from age_of_galaxy.ui.help_scene import AogHelpScene  # lazy: the help's module loads when it first opens
    aog.press(pygame.K_F1)  # the app's F1 (Alien Artifacts' help) leaves it to the table's own help
    assert aog.stack() == ["MenuScene", "PlayedTable", "AogHelpScene"] and isinstance(aog.app.top, AogHelpScene)
    aog.press(pygame.K_F1)
    assert aog.stack() == ["MenuScene", "PlayedTable"]
    aog.press(pygame.K_ESCAPE)
    assert aog.stack() == ["MenuScene"]


def test_f1_over_age_of_galaxys_setup_and_load_opens_its_help_not_alien_artifacts(aog: Any) -> None:
    """F1 opens the help of the game on screen (game/games.py help_for): Age of Galaxy's over its setup and its
    Load; over the menu the game played last, Age of Galaxy now."""
    from age_of_galaxy.ui.help_scene import AogHelpScene  # lazy: the help's module loads when it first opens
    folder(aog).write(new_match(["Ann", "Bo"], ["human", "easy"], seed=4), "aog-x")  # Load needs a save to list
    aog.app.top.on_top()
    for entry, scene in ((f"{K}:new", "AogSetupScene"), (f"{K}:load", "AogLoadScene")):
        aog.click(entry)
        aog.press(pygame.K_F1)
        assert aog.stack() == ["MenuScene", scene, "AogHelpScene"] and isinstance(aog.app.top, AogHelpScene)
        aog.press(pygame.K_ESCAPE)
        assert aog.stack() == ["MenuScene", scene]
        aog.press(pygame.K_ESCAPE)
        assert aog.stack() == ["MenuScene"]
    aog.press(pygame.K_F1)  # the menu's F1 off the columns: the game played last (tests/ui/test_menu_help.py)
    assert aog.stack() == ["MenuScene", "AogHelpScene"]
