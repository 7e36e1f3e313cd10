"""Alien Artifacts' save files: the game's document (a summary, then the match's log) on the kernel's file I/O.

A save written by the game starts with a small "summary" (who plays, the turn, the scores, when it
was saved) so a folder of saves can be listed without replaying every log; loading never trusts it:
the event log is verified through the engine. Files written before the summary existed load too.
Reading, writing and refusing files (atomic writes, size limits, FIFOs, folders, dangling links: one line
naming the file) is the kernel's, tabletop/savefile.py; this module words it for a save of this game.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from alien_artifacts.match.formats import SAVE_FORMAT, SAVE_ID
from tabletop import savefile
from tabletop.savefile import STALE_TEMP_SECONDS, TEMP_RE, clean_stale_temp, describe_os_error, write_json_atomic

if TYPE_CHECKING:  # only read_save_data needs the match itself, so listing saves and writing settings load no rules
    from alien_artifacts.content.model import CardSet
    from alien_artifacts.match.api import Game

__all__ = ["HEADER_BYTES", "MAX_SAVE_BYTES", "SAVE_FORMAT", "SAVE_ID", "STALE_TEMP_SECONDS", "SUMMARY_KEY",
           "TEMP_RE", "SaveError", "check_file", "clean_stale_temp", "describe_os_error", "foreign_reason", "game_from",
           "read_bytes", "read_head", "read_json", "read_save", "read_save_data", "read_summary", "save_document",
           "summary_of", "write_json_atomic", "write_save"]

SUMMARY_KEY = "summary"
HEADER_BYTES = 16 * 1024  # the summary is read from this much of the file's start
MAX_SAVE_BYTES = 64 * 1024 * 1024  # a real save is well under 1 MB; anything this big is not one
SUMMARY_NAME_CHARS = 40  # a player's name as the summary keeps it (display only)
SUMMARY_START = re.compile(r'\A\s*\{\s*"summary"\s*:\s*')  # a save's first key, before the log
_SUMMARY_START_BYTES = re.compile(rb'\A\s*\{\s*"summary"\s*:')
NOUN = "save"  # the kernel's messages: "not a save file", "too large to be a save"

SaveError = savefile.SaveFileError  # a save that cannot be read: one line naming the file and the problem


def check_file(path: Path) -> os.stat_result:
    """The stat of a regular file that may be a save, or SaveError saying what it is instead."""
    return savefile.check_file(path, MAX_SAVE_BYTES, NOUN)


def read_bytes(path: Path, limit: int | None = None) -> bytes:
    """The file's bytes (at most `limit`), opened without blocking and only if it is a regular file."""
    return savefile.read_bytes(path, MAX_SAVE_BYTES, NOUN, limit)


def read_json(path: Path) -> Any:
    """The parsed JSON of a file that may be a save; SaveError (one line) if it is not JSON."""
    return savefile.read_json(path, MAX_SAVE_BYTES, NOUN)


def summary_of(game: Game, game_id: str) -> dict[str, Any]:
    """The save's header: who plays (human or AI level), the turn, the scores, finished or not, when."""
    st = game.state
    seats = game.settings.seats
    players = []
    for i, p in enumerate(st.players):
        kind = getattr(seats[i], "kind", "human") if i < len(seats) else "human"
        final = st.final.get(i) if st.over else None
        vp = int(final.get("total", p.vp)) if isinstance(final, dict) else int(p.vp)
        players.append({"name": str(p.name)[:SUMMARY_NAME_CHARS], "kind": str(kind or "human"), "vp": vp})
    # "turn" is the turn the table's top bar shows ("Turn 4: You to play"), not a player's own turn count
    return {"game_id": game_id, "players": players, "turn": int(st.turn_number),
            "over": bool(st.over), "winners": [int(w) for w in st.winners], "saved_at": time.time(),
            "events": len(game.events)}


def save_document(game: Game, summary: dict[str, Any] | None) -> dict[str, Any]:
    """What a save file holds: the summary first (so it can be read from the file's start), then the log."""
    doc = game.to_json()
    return {SUMMARY_KEY: summary, **doc} if summary is not None else doc


def write_save(path: Path, game: Game, summary: dict[str, Any] | None = None) -> None:
    write_json_atomic(path, save_document(game, summary))


def read_summary(path: Path) -> dict[str, Any] | None:
    """The summary at the start of a save (None if the file has none: an older save). SaveError if the
    path is not a readable regular file. Only the first HEADER_BYTES are read."""
    head = read_bytes(path, HEADER_BYTES).decode("utf-8", errors="replace")
    match = SUMMARY_START.match(head)
    if match is None:
        return None
    try:
        value, _end = json.JSONDecoder().raw_decode(head, match.end())
    except (ValueError, RecursionError):  # not JSON, or an integer with more digits than Python converts
        return None
    return value if isinstance(value, dict) else None


_FORMAT_AFTER = re.compile(r'\s*,\s*"format"\s*:\s*"(?P<format>[^"\\]{0,80})"'
                           r'\s*,\s*"version"\s*:\s*(?P<version>-?\d{1,12})')


def foreign_reason(fmt: Any, version: Any) -> str:
    """Why a document with this "format" and "version" is not a save this program can open ("" if it may be)."""
    if fmt != SAVE_ID:
        return "a file of another program, not an Alien Artifacts save"
    if not isinstance(version, int) or isinstance(version, bool):
        return "not an Alien Artifacts save file (its version is not a number)"
    if version > SAVE_FORMAT:
        return f"saved by a newer version of Alien Artifacts (save format {version}; this one opens {SAVE_FORMAT})"
    return ""


def read_head(path: Path) -> tuple[dict[str, Any] | None, str]:
    """(the summary at the start of a save or None, why the file cannot be opened here or ""): the format and
    version written right after the summary are read too, so a newer version's save or another program's file is
    told apart without reading the whole file. SaveError if the path is not a readable regular file."""
    raw = read_bytes(path, HEADER_BYTES)
    if _SUMMARY_START_BYTES.match(raw) is None:  # an older save (its format and version are read with the whole
        return None, ""  # file); not decoded: a folder of 5,000 of them is listed in a blink
    head = raw.decode("utf-8", errors="replace")
    match = SUMMARY_START.match(head)
    if match is None:
        return None, ""
    try:
        value, end = json.JSONDecoder().raw_decode(head, match.end())
    except (ValueError, RecursionError):
        return None, ""
    if not isinstance(value, dict):
        return None, ""
    after = _FORMAT_AFTER.match(head, end)
    return value, foreign_reason(after["format"], int(after["version"])) if after else ""


def read_save(path: Path, cards: CardSet, verify: bool = True) -> Game:
    """Load and (by default) verify a save; any problem is a one-line SaveError, never a traceback."""
    return read_save_data(path, cards, verify)[0]


def read_save_data(path: Path, cards: CardSet, verify: bool = True) -> tuple[Game, dict[str, Any]]:
    """The game and the file's JSON (for its summary); SaveError if the file is not a good save."""
    # lazy: start-up time (the first frame lists the saves and reads the settings through this module; the match
    # layer and every rule load only when a game is read): game_from imports it
    path = Path(path)
    data = read_json(path)
    return game_from(path, data, cards, verify), data


def game_from(path: Path, data: Any, cards: CardSet, verify: bool = True) -> Game:
    """The game of a save's JSON already read from `path`; SaveError (one line) if it is not a good save."""
    from alien_artifacts.match.api import Game  # lazy: start-up time (as in read_save_data)

    return savefile.loaded(path, data, lambda doc: Game.from_json(cards, doc, verify=verify), NOUN)
