"""The settings file of the two-game application (issue 33 item 1, "the settings are shared"): a shared part (window,
fullscreen, pace, sound, the last game) and a part per game under "games"; every older settings file is read
unchanged (tests/reliability/old_settings/ holds files written by the code of earlier versions: main before this
change, and the version before Age of Galaxy joined the menu), and a hostile "games" part is one line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs
import pytest

from game import games
from game.ui.settings import GAME_FIELDS, SETTINGS_FORMAT, Settings, open_settings, save_settings

OLD = Path(__file__).with_name("old_settings")
SHARED = {"window_size", "fullscreen", "anim_speed", "volume", "mute", "ai_think_time", "last_game"}
CHANGED = Settings(window_size=(1600, 900), fullscreen=True, anim_speed=2.0, volume=0.25, mute=True,
                   ai_think_time=1.0, hard_budget=1.5, hints=False, confirm_waste=False,
                   lessons_done=("welcome", "buy"), lesson_at="attack", tutorial_finished=True,
                   last_game="age-of-galaxy")
# file -> the settings the code that wrote it had (tests/reliability/old_settings/, written once by that code)
WRITTEN_BEFORE: dict[str, Settings] = {
    "defaults-before-issue33.json": Settings(),
    "changed-before-issue33.json": CHANGED,
    "before-two-games.json": Settings(window_size=(1920, 1080), volume=0.4, hints=False, lessons_done=("welcome",),
                                      lesson_at="buy", hard_budget=0.8),
}


def test_every_field_is_shared_or_one_registered_games() -> None:
    owned = [name for names in GAME_FIELDS.values() for name in names]
    assert len(owned) == len(set(owned))  # no field belongs to two games
    assert set(GAME_FIELDS) <= set(games.game_keys())
    assert {f.name for f in attrs.fields(Settings)} == SHARED | set(owned)
    assert "hints" in GAME_FIELDS["alien-artifacts"] and "lessons_done" in GAME_FIELDS["alien-artifacts"]


def test_the_file_has_a_shared_part_and_a_part_per_game(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(CHANGED, path)
    doc = json.loads(path.read_text())
    assert doc["settings_format"] == SETTINGS_FORMAT == 2
    assert set(doc) == SHARED | {"settings_format", "games"}
    assert doc["window_size"] == [1600, 900] and doc["last_game"] == "age-of-galaxy" and doc["mute"] is True
    assert doc["games"] == {"alien-artifacts": {"hard_budget": 1.5, "hints": False, "confirm_waste": False,
                                                "lessons_done": ["welcome", "buy"], "lesson_at": "attack",
                                                "tutorial_finished": True},
                           "age-of-galaxy": {"lessons_done": []}}
    assert open_settings(path) == (CHANGED, "")


@pytest.mark.parametrize("name", sorted(WRITTEN_BEFORE))
def test_a_file_written_by_an_earlier_version_is_read_unchanged(name: str, tmp_path: Path) -> None:
    raw = (OLD / name).read_bytes()
    assert b'"games"' not in raw and b"settings_format" not in raw  # the flat layout, as that code wrote it
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    s, line = open_settings(path)
    assert (s, line) == (WRITTEN_BEFORE[name], "")
    assert path.read_bytes() == raw and not list(tmp_path.glob("*.bad*"))  # left as it was until a change
    save_settings(s, path)  # the next save writes the new layout, with the same settings
    assert open_settings(path) == (s, "") and '"games"' in path.read_text()


def _doc(**top: Any) -> bytes:
    return json.dumps({"settings_format": 2, "mute": True, **top}).encode()


# hostile "games" parts -> (the settings read, words of the one line or "" when the file is fine)
HOSTILE: dict[str, tuple[bytes, Settings, str]] = {
    "games is a list": (_doc(games=[1, 2]), Settings(mute=True),
                        "games is not an object of each game's settings; using the default for every game's own"),
    "games is a string": (_doc(games="x"), Settings(mute=True), "games is not an object"),
    "games is a number": (_doc(games=7), Settings(mute=True), "games is not an object"),
    "a game's part is a list": (_doc(games={"alien-artifacts": [True]}), Settings(mute=True),
                                "the settings of alien-artifacts are not an object of settings"),
    "a game's part is null": (_doc(games={"alien-artifacts": None}), Settings(mute=True), ""),
    "a bad field in a game's part": (_doc(games={"alien-artifacts": {"hints": "no", "lesson_at": "buy"}}),
                                     Settings(mute=True, lesson_at="buy"), "hints is not true or false"),
    "a huge number in a game's part": (_doc(games={"alien-artifacts": {"hard_budget": 1e308}}), Settings(mute=True),
                                       "hard_budget is not a number"),
    "a game this version does not know": (_doc(games={"chess": {"hints": False}}), Settings(mute=True), ""),
    "a shared field inside a game's part": (_doc(games={"alien-artifacts": {"volume": 0.1}}), Settings(mute=True),
                                            ""),
    "the game's part wins over the top level": (_doc(hints=True, games={"alien-artifacts": {"hints": False}}),
                                                Settings(mute=True, hints=False), ""),
    "a newer layout number": (json.dumps({"settings_format": 99, "volume": 0.5}).encode(), Settings(volume=0.5),
                              ""),
    "a layout number that is no number": (json.dumps({"settings_format": [], "volume": 0.5}).encode(),
                                          Settings(volume=0.5), ""),
}


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_games_part_is_one_line_and_the_rest_is_kept(kind: str, tmp_path: Path) -> None:
    raw, expected, words = HOSTILE[kind]
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    s, line = open_settings(path)
    assert s == expected
    if not words:
        assert line == "" and path.read_bytes() == raw
        return
    assert words in line and "\n" not in line and line.startswith(str(path)), line
    assert line.endswith("the file is kept as settings.json.bad")
    assert (tmp_path / "settings.json.bad").read_bytes() == raw  # nothing lost


def test_each_games_lessons_are_kept_in_its_own_part(tmp_path: Path) -> None:
    """Age of Galaxy's finished lessons sit in its part as "lessons_done", apart from Alien Artifacts' (issue 33
    item 5): both read back, and a hostile list spoils only its own game's."""
    path = tmp_path / "settings.json"
    save_settings(Settings(lessons_done=("welcome",), galaxy_lessons_done=("discs", "war")), path)
    doc = json.loads(path.read_text())
    assert doc["games"]["age-of-galaxy"] == {"lessons_done": ["discs", "war"]}
    assert doc["games"]["alien-artifacts"]["lessons_done"] == ["welcome"]
    back, problem = open_settings(path)
    assert back.galaxy_lessons_done == ("discs", "war") and back.lessons_done == ("welcome",)
    doc["games"]["age-of-galaxy"]["lessons_done"] = [{"nested": 1}]
    path.write_text(json.dumps(doc))
    back, problem = open_settings(path)
    assert back.galaxy_lessons_done == () and back.lessons_done == ("welcome",)
    assert "lessons_done is not a list" in problem and "settings.json" in problem
