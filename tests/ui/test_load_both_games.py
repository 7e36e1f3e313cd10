"""Load in the application of two games (issue 33 item 1): Age of Galaxy's Load deletes a save as Alien Artifacts'
does (Delete, a dialog that asks, Keep/Esc/Enter keep it), lists a newer version's save and another program's file
one line each, and whichever game's Load the player opens, the other game's saves are named there with their count
on a button that opens that game's Load. Driven with real posted pygame events (tests/ui/conftest.py's Player)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from age_of_galaxy.engine.ruleset import RULES
from age_of_galaxy.ui import menu_part, saves
from age_of_galaxy.ui.start import new_match
from game import games
from game.ui.scenes.dialog import DialogScene
from game.ui.settings import settings_path

K = games.AGE_OF_GALAXY.key


@pytest.fixture()
def both(player: Any) -> Iterator[Any]:
    yield player
    player.app.game_key = player.app.settings.last_game = games.DEFAULT
    player.app.status = ""


def aog_folder(p: Any) -> saves.Folder:
    return menu_part.folder_of(p.app)


def write_aog(p: Any, stem: str, seed: int = 4) -> Path:
    return aog_folder(p).write(new_match(["Ann", "Bo"], ["human", "easy"], seed=seed), stem)


def refresh(p: Any) -> None:
    p.app.top.on_top()  # the menu lists the folders again, as when it comes back on top
    p.step()


def test_age_of_galaxy_delete_asks_first_and_keep_esc_enter_keep_the_file(both: Any) -> None:
    keep, gone = write_aog(both, "aog-keep", 4), write_aog(both, "aog-gone", 5)
    refresh(both)
    both.click(f"{K}:load")
    top = both.app.top
    names = [g.path.name for g in top.listing.games]
    n = names.index(gone.name)
    both.click(f"delete{n}")
    assert isinstance(both.app.top, DialogScene) and "cannot be brought back" in both.app.top.text
    assert "Ann vs Bo" in both.app.top.text
    assert [b.label for b in both.app.top.buttons.buttons] == ["Delete it", "Keep it"]
    both.click("keep")
    assert both.stack() == ["MenuScene", "AogLoadScene"] and gone.is_file()
    both.click(f"delete{n}")
    both.press(pygame.K_ESCAPE)
    assert both.stack() == ["MenuScene", "AogLoadScene"] and gone.is_file()
    both.click(f"delete{n}")
    both.press(pygame.K_RETURN)  # Enter picks the safe choice
    assert both.stack() == ["MenuScene", "AogLoadScene"] and gone.is_file()
    both.click(f"delete{n}")
    both.click("delete")
    assert both.stack() == ["MenuScene", "AogLoadScene"]
    assert not gone.exists() and keep.is_file()
    assert [g.path.name for g in both.app.top.listing.games] == [keep.name]
    assert both.app.top.message == f"Deleted {gone.name}."
    both.click("delete0")
    both.click("delete")
    assert not keep.exists() and both.app.top.listing.games == ()
    both.click("back")
    assert both.stack() == ["MenuScene"]
    assert not both.button(f"{K}:resume").enabled and not both.button(f"{K}:load").enabled  # nothing left to open


def test_a_delete_that_fails_is_one_line_and_the_list_stays(both: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_aog(both, "aog-locked")
    refresh(both)
    both.click(f"{K}:load")

    def refuse(_path: Path) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves.savefile, "delete_file", refuse)
    both.click("delete0")
    both.click("delete")
    assert path.is_file() and [g.path for g in both.app.top.listing.games] == [path]
    assert both.app.top.message == f"Could not delete {path.name}: Permission denied"


def test_newer_foreign_and_unusable_files_are_one_line_each(both: Any) -> None:
    good = write_aog(both, "aog-good")
    doc = json.loads(good.read_text())
    d = good.parent
    newer = dict(doc, version=saves.SAVE_VERSION + 1)
    (d / "newer.json").write_text(json.dumps(newer))
    other = dict(doc, format="someone-elses-save")
    (d / "other.json").write_text(json.dumps(other))
    aa = dict(doc, format="alien-artifacts-save")
    (d / "aa.json").write_text(json.dumps(aa))
    (d / "empty.json").write_bytes(b"")
    refresh(both)
    assert "(see Load…)" in both.app.top.statuses[K]
    both.click(f"{K}:load")
    listing = both.app.top.listing
    assert [g.path.name for g in listing.games] == ["aog-good.json"]
    bad = {b.path.name: b.line for b in listing.bad}
    assert bad["newer.json"].endswith(f"saved by a newer version of Age of Galaxy (save format "
                                      f"{saves.SAVE_VERSION + 1}; this one opens {saves.SAVE_VERSION})")
    assert "another program" in bad["other.json"]
    assert "Alien Artifacts save" in bad["aa.json"] and "Alien Artifacts' Load" in bad["aa.json"]
    assert set(bad) == {"newer.json", "other.json", "aa.json", "empty.json"}
    assert all("\n" not in line and len(line) < 200 for line in bad.values())
    assert not any(b.key.startswith("delete") and b.key != "delete0" for b in both.app.top.buttons.buttons)


def test_the_listing_reads_the_rules_save_format_and_version() -> None:
    """saves.py writes them down so the menu loads no rules: they must be the rules' own."""
    assert (RULES.save_id, RULES.save_version) == (saves.SAVE_FORMAT, saves.SAVE_VERSION)


def test_each_games_load_names_the_other_games_saves_and_opens_its_load(both: Any) -> None:
    app = both.app
    both.new_game()  # an Alien Artifacts game, saved when the player leaves it
    both.press(pygame.K_ESCAPE)
    both.click("menu")
    assert both.stack() == ["MenuScene"]
    write_aog(both, "aog-one", 4)
    write_aog(both, "aog-two", 5)
    refresh(both)
    # Alien Artifacts' Load: its own game listed, Age of Galaxy's two named by their game, one press away
    both.click("load")
    assert both.stack() == ["MenuScene", "LoadScene"] and len(app.top.folder.games) == 1
    there = both.button("elsewhere:aog_load")
    assert there.label == "Age of Galaxy: 2 saved games, in its Load ▶"
    both.click("elsewhere:aog_load")
    assert both.stack() == ["MenuScene", "AogLoadScene"]
    assert sorted(g.path.name for g in app.top.listing.games) == ["aog-one.json", "aog-two.json"]
    # and back the other way: Age of Galaxy's Load names Alien Artifacts' one save
    assert both.button("elsewhere:load").label == "Alien Artifacts: 1 saved game, in its Load ▶"
    both.click("elsewhere:load")
    assert both.stack() == ["MenuScene", "LoadScene"] and len(app.top.folder.games) == 1
    both.click("back")
    assert both.stack() == ["MenuScene"]


def test_no_button_for_a_game_with_no_saves(both: Any) -> None:
    write_aog(both, "aog-alone")
    refresh(both)
    both.click(f"{K}:load")
    assert not [b for b in both.app.top.buttons.buttons if b.key.startswith("elsewhere")]
    assert both.app.saves_elsewhere("aog_load") == [] and both.app.saves_elsewhere("load") == [
        ("Age of Galaxy: 1 saved game, in its Load ▶", "aog_load")]


def test_which_game_a_save_is_by_its_format(both: Any, tmp_path: Path) -> None:
    from game.save_kind import game_of_save

    aog = write_aog(both, "aog-kind")
    both.new_game()  # an Alien Artifacts game, its slot written as the player leaves
    aa = both.table().session.path
    both.press(pygame.K_ESCAPE)
    both.click("menu")
    assert game_of_save(aog) is games.AGE_OF_GALAXY and game_of_save(aa) is games.ALIEN_ARTIFACTS
    (tmp_path / "folder.json").mkdir()
    os.mkfifo(tmp_path / "pipe.json")
    (tmp_path / "other.json").write_text('{"format": "someone-elses-save", "version": 1}')
    (tmp_path / "garbage.json").write_bytes(b"\xff" * 5000)
    for name in ("folder.json", "pipe.json", "other.json", "garbage.json", "missing.json"):
        assert game_of_save(tmp_path / name) is None  # the default game's loader then says what it is


@pytest.mark.parametrize("flag", [None, "alien-artifacts"])
def test_the_load_flag_opens_a_save_with_its_own_game(both: Any, monkeypatch: pytest.MonkeyPatch,
                                                      flag: str | None) -> None:
    """`python -m game --load FILE` (and with the other game's `--game`): an Age of Galaxy save opens on its table."""
    path = write_aog(both, "aog-flag")
    app = both.app
    for s in list(app.scenes):
        s.close()
    app.scenes = []
    monkeypatch.setattr(app.args, "load", str(path))
    monkeypatch.setattr(app.args, "game", flag, raising=False)
    seen: list[list[str]] = []

    def first_frame() -> None:
        seen.append(both.stack())
        app.quit(0)

    assert app.run(on_frame=first_frame) == 0
    app.running = True
    assert seen == [["MenuScene", "PlayedTable"]] and app.status == ""
    assert app.settings.last_game == K  # the game of the file opened is the one played last


def test_a_game_opened_from_the_other_games_load_is_the_one_played_last(both: Any) -> None:
    """Last played comes first on the menu (issue 33 item 1), however its table was reached."""
    app = both.app
    both.new_game()
    both.press(pygame.K_ESCAPE)
    both.click("menu")
    write_aog(both, "aog-last")
    refresh(both)
    both.click("load")  # Alien Artifacts' Load: Alien Artifacts is the last played so far
    assert app.settings.last_game == games.ALIEN_ARTIFACTS.key
    both.click("elsewhere:aog_load")
    both.click("save0")
    assert both.stack() == ["MenuScene", "PlayedTable"]
    assert app.settings.last_game == K and app.game_key == K
    both.press(pygame.K_ESCAPE)  # leave the table: the menu has Age of Galaxy first
    assert both.stack() == ["MenuScene"] and app.top.order[0].key == K
    assert json.loads(settings_path().read_text())["last_game"] == K  # saved for the next launch
