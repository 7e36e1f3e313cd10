"""Player settings kept between runs (JSON in the user's config folder, via platformdirs).

The file has a shared part and a part per game (issue 33 item 1: one application, its settings shared):

    {"settings_format": 2,
     "window_size": [1280, 720], "fullscreen": false, "anim_speed": 1.0, "volume": 0.7, "mute": false,
     "ai_think_time": 0.5, "last_game": "alien-artifacts",                      <- SHARED: the window, pace, sound
     "games": {"alien-artifacts": {"hard_budget": 0.3, "hints": true, ...}}}    <- GAME_FIELDS: each game's own

Files written before (every field at the top level, settings_format absent) are read unchanged: a game's field
found at the top level is that game's. In memory the settings stay one flat object (`Settings`), so every reader
of `app.settings` is unchanged; only the file is laid out by owner.
"""

from __future__ import annotations

import json
import math
import os
import re
from pathlib import Path
from typing import Any

import attrs
import platformdirs

from game import games
from game.paths import UserFileError, not_a_file, read_user_file
from tabletop.savefile import clean_stale_temp, write_json_atomic

APP = "alien-artifacts"
ANIM_SPEEDS: tuple[tuple[str, float], ...] = (("Instant", 0.0), ("Fast", 2.0), ("Normal", 1.0), ("Slow", 0.5))
THINK_TIMES: tuple[float, ...] = (0.0, 0.25, 0.5, 1.0, 2.0)
HARD_BUDGETS: tuple[float, ...] = (0.3, 0.8, 1.5, 3.0)  # seconds of search per Hard AI move
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))


def config_dir() -> Path:
    """The user config folder; ALIEN_ARTIFACTS_HOME redirects config and saves (tests, smoke runs)."""
    home = os.environ.get("ALIEN_ARTIFACTS_HOME")
    if home:
        return Path(home) / "config"
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    home = os.environ.get("ALIEN_ARTIFACTS_HOME")
    if home:
        return Path(home) / "data"
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


MIN_WINDOW = (640, 360)
MAX_WINDOW_SIDE = 16384  # pixels; larger is not a window size but a broken file
MAX_SETTINGS_BYTES = 64 * 1024  # a settings file is a few hundred bytes
LEFTOVER_AGE_S = 60.0  # a settings save's temporary file older than this was left by an interrupted save
MAX_INT_DIGITS = 30  # longer integer literals are refused before Python builds them (its limit is 4,300 digits)
MAX_LESSONS = 200  # lesson ids a settings file may list as finished (the course has far fewer)
LESSON_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")  # a lesson's id as cards/lessons/ spells it
SETTINGS_FORMAT = 2  # the file's layout: 2 = a shared part and a part per game; earlier files had no number
# The fields that belong to one game (under "games" -> its key in the file); every other field is shared.
GAME_FIELDS: dict[str, tuple[str, ...]] = {
    games.ALIEN_ARTIFACTS.key: ("hard_budget", "hints", "confirm_waste", "lessons_done", "lesson_at",
                                "tutorial_finished"),
    games.AGE_OF_GALAXY.key: ("galaxy_lessons_done",),
}
# A game's field whose name in its part of the file differs from its name here (the object is flat in memory, so two
# games' fields cannot share a name; in the file each game's part uses the plain name).
IN_FILE: dict[str, str] = {"galaxy_lessons_done": "lessons_done"}
LESSON_LISTS = ("lessons_done", "galaxy_lessons_done")
# The number settings and the range a value must lie in (outside it, the default is used).
RANGES: dict[str, tuple[float, float]] = {
    "anim_speed": (0.0, 4.0), "volume": (0.0, 1.0), "ai_think_time": (0.0, 5.0), "hard_budget": (0.1, 10.0),
}


@attrs.define
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    anim_speed: float = 1.0  # 0 = instant
    volume: float = 0.7
    mute: bool = False
    ai_think_time: float = 0.5  # seconds between AI steps, so a human can follow
    hard_budget: float = 0.3  # seconds the Hard AI searches per move (longer measured no stronger: docs/AI.md)
    hints: bool = True  # first-game hints on what to drag where
    confirm_waste: bool = True  # ask before ending an action that wastes paid resources
    # Learn to play (alien_artifacts/ui/tutorial/progress.py): the ids of the lessons finished, the lesson reached
    # (where "Continue" goes back to; "" = none yet) and whether the course was played to its end once
    lessons_done: tuple[str, ...] = ()
    lesson_at: str = ""
    tutorial_finished: bool = False
    # Age of Galaxy's Learn to play (age_of_galaxy/ui/lesson_table.py): the ids of its lessons finished
    galaxy_lessons_done: tuple[str, ...] = ()
    last_game: str = games.DEFAULT  # the game played last (game/games.py's key): first on the main menu

    def to_dict(self) -> dict[str, Any]:
        """The file's document: the shared fields at the top, each game's under "games" (module docstring)."""
        flat = attrs.asdict(self)
        flat["window_size"] = list(self.window_size)
        for name in LESSON_LISTS:
            flat[name] = list(getattr(self, name))
        owned = {name for names in GAME_FIELDS.values() for name in names}
        d: dict[str, Any] = {"settings_format": SETTINGS_FORMAT}
        d.update({k: v for k, v in flat.items() if k not in owned})
        d["games"] = {key: {IN_FILE.get(name, name): flat[name] for name in names}
                      for key, names in GAME_FIELDS.items()}
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Settings:
        """The settings in `d`; a field that is missing or unusable keeps its default (see `parse_fields`)."""
        return parse_fields(d)[0]


def _field_problem(name: str, v: Any) -> str:
    """"" if `v` is a usable value for setting `name`, else what is wrong with it, in a few words (never the value
    itself, which may be huge)."""
    if name == "window_size":
        ok = (isinstance(v, list | tuple) and len(v) == 2
              and all(isinstance(x, int) and not isinstance(x, bool) for x in v)
              and MIN_WINDOW[0] <= v[0] <= MAX_WINDOW_SIDE and MIN_WINDOW[1] <= v[1] <= MAX_WINDOW_SIDE)
        return "" if ok else f"window_size is not [width, height] from {MIN_WINDOW[0]} x {MIN_WINDOW[1]} pixels"
    if name in LESSON_LISTS:
        ok = (isinstance(v, list | tuple) and len(v) <= MAX_LESSONS
              and all(isinstance(x, str) and LESSON_ID.fullmatch(x) for x in v))
        return "" if ok else f"{IN_FILE.get(name, name)} is not a list of at most {MAX_LESSONS} lesson ids"
    if name == "lesson_at":
        ok = isinstance(v, str) and (v == "" or LESSON_ID.fullmatch(v) is not None)
        return "" if ok else "lesson_at is not a lesson id"
    if name == "last_game":
        return "" if isinstance(v, str) and v in games.game_keys() else "last_game is not a game this version plays"
    if name in RANGES:
        lo, hi = RANGES[name]
        ok = isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v) and lo <= v <= hi
        return "" if ok else f"{name} is not a number from {lo:g} to {hi:g}"
    return "" if isinstance(v, bool) else f"{name} is not true or false"


def _flatten(d: dict[str, Any], bad: list[str], problems: list[str]) -> dict[str, Any]:
    """The fields of a settings document by name: the top level's (the shared part, and every field in a file of
    the earlier flat layout), then each game's part under "games", which wins. A "games" or a game's part that is
    not a JSON object is one problem (its fields keep their defaults); a game this version does not know, and
    fields a game does not own, are ignored (a newer version may have written them)."""
    flat = dict(d)
    flat.pop("games", None)
    parts = d.get("games")
    if parts is None:
        return flat
    if not isinstance(parts, dict):
        bad.append("every game's own settings")
        problems.append("games is not an object of each game's settings")
        return flat
    for key, names in GAME_FIELDS.items():
        part = parts.get(key)
        if part is None:
            continue
        if not isinstance(part, dict):
            bad.append(f"the settings of {key}")
            problems.append(f"the settings of {key} are not an object of settings")
            continue
        flat.update({name: part[IN_FILE.get(name, name)] for name in names if IN_FILE.get(name, name) in part})
    return flat


def parse_fields(d: dict[str, Any]) -> tuple[Settings, list[str], list[str]]:
    """(settings, names of the unusable fields, their problems): each unusable field keeps its default, every usable
    one is kept. Both layouts are read (`_flatten`). Unknown keys are ignored (a newer version may have written
    them)."""
    s = Settings()
    bad: list[str] = []
    problems: list[str] = []
    d = _flatten(d, bad, problems)
    for f in attrs.fields(Settings):
        if f.name not in d:
            continue
        v = d[f.name]
        problem = _field_problem(f.name, v)
        if problem:
            bad.append(f.name)
            problems.append(problem)
        elif f.name == "window_size":
            s.window_size = (int(v[0]), int(v[1]))
        elif f.name in LESSON_LISTS:
            setattr(s, f.name, tuple(dict.fromkeys(v)))  # in the order finished, each once
        else:
            setattr(s, f.name, float(v) if f.name in RANGES else v)
    return s, bad, problems


def settings_path() -> Path:
    return config_dir() / "settings.json"


def _parse_int(text: str) -> int | float:
    """JSON integers: an absurdly long literal becomes infinity (refused by the range checks) instead of the
    ValueError Python's digit limit raises, so one huge number spoils one field, not the whole file."""
    return int(text) if len(text) <= MAX_INT_DIGITS else math.inf


def _decode(raw: bytes) -> dict[str, Any]:
    """The JSON object in `raw`; ValueError with a one-line reason for anything else."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ValueError("is not UTF-8 text") from None
    try:
        data = json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as e:
        raise ValueError(f"is not valid JSON (line {e.lineno}: {e.msg})") from None
    except RecursionError:
        raise ValueError("is nested too deeply to be settings") from None
    except ValueError as e:  # any other number the json module refuses
        raise ValueError(f"holds a value that cannot be read ({type(e).__name__})") from None
    if not isinstance(data, dict):
        raise ValueError("does not hold a JSON object")
    return data


def set_aside(path: Path) -> Path | None:
    """Rename an unusable settings file to `settings.json.bad` (or `.bad.2`, ... when those exist); None if it could
    not be moved. Nothing is deleted."""
    for n in range(1, 100):
        target = path.with_name(f"{path.name}.bad" + (f".{n}" if n > 1 else ""))
        if os.path.lexists(target):
            continue
        try:
            os.rename(path, target)
        except OSError:
            return None
        return target
    return None


def open_settings(path: Path | None = None) -> tuple[Settings, str]:
    """The player's settings and one line for the menu ("" when all is well).

    Never raises and never blocks: a missing file gives the defaults silently; a file that is not a regular file
    (folder, FIFO, device, dangling symlink) is left in place and ignored; a regular file that cannot be used in full
    (unreadable, too large, not UTF-8 or JSON, nested too deeply, or with unusable fields) is renamed to
    `settings.json.bad`, and every usable field in it is still used.
    """
    path = path or settings_path()
    clean_leftovers(path)
    try:
        data = _decode(read_user_file(path, MAX_SETTINGS_BYTES))
    except FileNotFoundError:
        return Settings(), ""
    except UserFileError as e:
        if not e.set_aside:
            return Settings(), f"{path} {e.reason}: ignored, using the default settings"
        return Settings(), f"{path} {e.reason}; using the default settings, {_kept(path)}"
    except ValueError as e:
        return Settings(), f"{path} {e}; using the default settings, {_kept(path)}"
    s, bad, problems = parse_fields(data)
    if not bad:
        return s, ""
    more = f" (and {len(bad) - 1} more)" if len(bad) > 1 else ""
    which = ", ".join(bad) if len(bad) <= 3 else f"{len(bad)} settings"
    return s, f"{path}: {problems[0]}{more}; using the default for {which}, {_kept(path)}"


def clean_leftovers(path: Path, older_than_s: float = LEFTOVER_AGE_S) -> list[Path]:
    """Remove the temporary files of settings saves that were interrupted (`.settings.json.*.tmp` beside it, regular
    files older than `older_than_s`, so a save running right now in another copy of the game is left alone)."""
    return clean_stale_temp(path.parent, older_than=older_than_s, name=path.name)


def _kept(path: Path) -> str:
    aside = set_aside(path)
    return f"the file is kept as {aside.name}" if aside else "and the file could not be renamed"


def load_settings(path: Path | None = None) -> Settings:
    return open_settings(path)[0]


class SettingsSaveError(OSError):
    """Settings could not be saved; str() is one line naming the file and the problem."""


def save_settings(s: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (temporary file, fsync, rename): a crash leaves the old file or the new one.

    A symlink to a file is followed (the linked file is replaced, the link stays); anything else that is not a
    regular file (folder, FIFO, device, dangling symlink) is never written over. Raises SettingsSaveError.
    """
    path = path or settings_path()
    why = not_a_file(path)
    if why:
        raise SettingsSaveError(f"Settings not saved: {path} {why}")
    target = Path(os.path.realpath(path)) if os.path.islink(path) else path
    try:
        write_json_atomic(target, s.to_dict())
    except OSError as e:
        raise SettingsSaveError(f"Settings not saved to {path}: {e.strerror or type(e).__name__}") from None
