"""Age of Galaxy's save files: the kernel's match document (tabletop/match.py `to_json`, written atomically by
tabletop/savefile.py) with a small summary first and the seats' kinds, one file per game in the app's saves folder.

    folder = Folder(app_saves_folder / "age-of-galaxy")        # the shell says where (game/ui/app.py saves_folder)
    folder.write(setup, slot)                                   # after every turn and at the game's end (autosave)
    listing = folder.scan()                                      # .games newest first, .bad: one line per bad file
    setup = folder.open(listing.games[0].path)                   # or SaveFileError: "<file>: <one line>"

A save holds the match's log (which is what the kernel's format always holds, as for Alien Artifacts) and a
summary of public facts only (names, seat kinds, the round, whether it ended and who won). Loading never trusts the
summary: the log is played again through the rules (Match.load verifies it and its state hash). The seats' kinds
are read back bounded and checked; anything wrong is a one-line refusal. No pygame here.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import stat
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from tabletop import savefile
from tabletop.files import Unusable
from tabletop.match import Match, MatchError

if TYPE_CHECKING:  # the rules load when a game is opened, not for the menu's listing (start-up time)
    from age_of_galaxy.ui.start import Setup

GAME_ID = "age-of-galaxy"  # the registry's key (game/games.py), the id a save's summary carries
SUBFOLDER = "age-of-galaxy"  # inside the app's saves folder: Alien Artifacts' Load lists only its own folder's files
PREFIX = "aog-"
MAX_BYTES = 16 * 1024 * 1024  # a whole game's save is well under 1 MB
HEAD_BYTES = 16 * 1024  # the summary is read from this much of a file's start
MAX_FILES = 500  # files listed at most (newest first); the rest are said in one line
NAME_CHARS = 24
SUMMARY_START = re.compile(rb'\A\s*\{\s*"summary"\s*:')
# The kernel document's "format" and "version" written after the summary and the seats (document() below); read from
# the head so a newer version's save or another program's file is told apart without reading the whole file.
FORMAT_AFTER = re.compile(r'"format"\s*:\s*"(?P<format>[^"\\]{0,64})"\s*,\s*'
                          r'"version"\s*:\s*(?P<version>-?\d{1,12})\b')
SAVE_FORMAT = "age-of-galaxy-save"  # the rules' save_id and save_version (age_of_galaxy/engine/ruleset.py; a test
SAVE_VERSION = 1  # pins them equal): written here so the menu's listing loads no rules
HUMAN = "human"  # a seat played by a person (age_of_galaxy.ui.start.HUMAN)
NOUN = "save"  # the kernel's words: "a named pipe (FIFO), not a save file"

SaveFileError = savefile.SaveFileError


def new_slot() -> str:
    """A game's file name stem: when it started and random letters (two games of one second differ)."""
    return PREFIX + time.strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3)


def shown(text: Any, limit: int = NAME_CHARS) -> str:
    """A short text from a file, safe to draw: printable characters only, bounded."""
    s = "".join(c for c in str(text)[: limit * 4] if c.isprintable()).strip()
    return (s[: limit - 1] + "…") if len(s) > limit else (s or "?")


def turns_begun(events: Any, start: int = 0) -> int:
    """How many turns began in events[start:] (the autosave's clock: a save after every turn)."""
    from tabletop.rounds import TurnBegan  # lazy: only a table counts turns

    return sum(1 for e in events[start:] if isinstance(e, TurnBegan))


def summary_of(setup: Setup) -> dict[str, Any]:
    """Public facts only: the players' names and kinds, the round, over, winners (no hand, no deck, no score)."""
    m = setup.match
    st = m.state
    players = [{"name": str(st.players[i].name)[:40], "kind": setup.seats[i] if i < len(setup.seats) else HUMAN}
               for i in range(st.seats)]
    return {"game_id": GAME_ID, "players": players, "solo": bool(st.solo), "round": int(st.round),
            "over": bool(st.over), "winners": [int(w) for w in st.winners], "saved_at": time.time(),
            "events": len(m.events)}


def document(setup: Setup) -> dict[str, Any]:
    """The file: the summary first (listed from the file's start), the seats' kinds, then the kernel's document."""
    return {"summary": summary_of(setup), "seats": list(setup.seats), **setup.match.to_json()}


def seats_from(raw: Any, n: int) -> tuple[str, ...]:
    """The seats' kinds of a save, checked: one known kind per seat, else MatchError (one line)."""
    from age_of_galaxy.ui.start import SEAT_KINDS  # lazy: as in setup_from

    if not isinstance(raw, list) or len(raw) != n:
        raise MatchError(f"the save does not say who plays each of its {n} seats")
    kinds = []
    for k in raw:
        if not isinstance(k, str) or (k not in SEAT_KINDS and k != "random"):
            raise MatchError(f"unknown seat kind {shown(k)!r} in the save")
        kinds.append(k)
    return tuple(kinds)


def setup_from(data: Any) -> Setup:
    """The game of a save document, its log verified through the rules; MatchError says what is wrong."""
    from age_of_galaxy.engine.ruleset import RULES, Settings  # lazy: the rules load when a game is opened
    from age_of_galaxy.ui.start import Setup

    if not isinstance(data, dict):
        raise MatchError(f"not {RULES.save_kind}")
    match: Match[Any] = Match.load(RULES, data)
    seats = seats_from(data.get("seats"), match.state.seats)
    settings = match.settings
    seed = settings.seed if isinstance(settings, Settings) else 0
    return Setup(match, seats, seed)


@attrs.frozen
class Entry:
    """One saved game, as its summary tells it (opening it still verifies the log)."""

    path: Path
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    round: int
    over: bool
    winners: tuple[int, ...]
    saved_at: float
    solo: bool = False

    @property
    def title(self) -> str:
        return " vs ".join(self.names) + (" (Standard Solo)" if self.solo else "")

    def players_text(self) -> str:
        words = [f"{n} ({'human' if k == HUMAN else 'AI ' + k})" for n, k in zip(self.names, self.kinds, strict=True)]
        return ", ".join(words) + (", the Virtual Opponent" if self.solo else "")

    def state_text(self) -> str:
        if self.over:
            won = " and ".join(self.names[w] for w in self.winners if 0 <= w < len(self.names))
            return f"finished, {won} won" if won else "finished"
        return f"round {self.round}" if self.round > 0 else "setup"

    def when_text(self) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))


Bad = Unusable  # a file that cannot be used, and why (the kernel's, tabletop/files.py)


@attrs.frozen
class Listing:
    games: tuple[Entry, ...]  # newest first
    bad: tuple[Bad, ...]

    @property
    def latest(self) -> Entry | None:
        """The most recent game in progress: what Resume continues."""
        return next((g for g in self.games if not g.over), None)


def _small(v: Any, lo: int = 0, hi: int = 1_000_000) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v < hi


def entry_of(path: Path, summary: Any, mtime: float) -> Entry | None:
    """An Entry from a summary, or None when it is not one of this game's (hostile or foreign data)."""
    if not isinstance(summary, dict) or summary.get("game_id") != GAME_ID:
        return None
    players = summary.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= 4:
        return None
    names, kinds = [], []
    for i, p in enumerate(players):
        if not isinstance(p, dict):
            return None
        names.append(shown(p.get("name") or f"Player {i + 1}"))
        kinds.append(shown(p.get("kind", HUMAN), 12))
    rnd: Any = summary.get("round")
    winners, saved = summary.get("winners", []), summary.get("saved_at", mtime)
    if not _small(rnd) or not isinstance(winners, list) or not all(_small(w, 0, 8) for w in winners):
        return None
    if not isinstance(saved, (int, float)) or isinstance(saved, bool) or not 0 <= saved < 32_000_000_000:
        saved = mtime
    return Entry(path, tuple(names), tuple(kinds), rnd, bool(summary.get("over")), tuple(winners), float(saved),
                 bool(summary.get("solo")))


def format_words(fmt: str, version: int) -> str:
    """Why a document of this "format" and "version" cannot be opened here ("" when it may be)."""
    if fmt == "alien-artifacts-save":
        return foreign_words(b'"alien-artifacts')
    if fmt != SAVE_FORMAT:
        return "a file of another program, not an Age of Galaxy save"
    if version > SAVE_VERSION:
        return f"saved by a newer version of Age of Galaxy (save format {version}; this one opens {SAVE_VERSION})"
    return ""


def foreign_words(head: bytes) -> str:
    """Why a file with no summary of this game is not one of its saves, naming what it is when that is plain."""
    if b'"alien-artifacts' in head[:4096]:
        return "an Alien Artifacts save, not an Age of Galaxy one (open it from Alien Artifacts' Load)"
    return "not an Age of Galaxy save file"


class Folder:
    """This game's saves folder. Every method answers for whatever is found there: a missing folder is an empty
    listing; a file that is no save of this game is one line; nothing is opened that could block."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def slot(self, stem: str) -> Path:
        return self.path / f"{stem}.json"

    def write(self, setup: Setup, stem: str) -> Path:
        """Save the game in its slot, atomically (the old file or the new one, never half); OSError as is."""
        path = self.slot(stem)
        savefile.write_json_atomic(path, document(setup))
        return path

    def open(self, path: Path) -> Setup:
        """The game saved in `path`; SaveFileError (one line naming the file) when it cannot be opened."""
        return savefile.read_match(Path(path), setup_from, MAX_BYTES, NOUN)

    def delete(self, path: Path) -> None:
        """Delete a saved game the player chose to delete (asked first, load_scene.py); OSError as is."""
        savefile.delete_file(Path(path))

    def read_entry(self, path: Path, fst: os.stat_result) -> Entry | Bad:
        try:
            raw = savefile.read_bytes(path, MAX_BYTES, NOUN, HEAD_BYTES)
        except SaveFileError as exc:
            return Bad(path, exc.reason)
        if SUMMARY_START.match(raw) is None:
            return Bad(path, foreign_words(raw))
        head = raw.decode("utf-8", errors="replace")
        try:
            start = head.index(":") + 1
            start += len(head[start:]) - len(head[start:].lstrip())  # raw_decode does not skip the spaces
            value, end = json.JSONDecoder().raw_decode(head, start)
        except (ValueError, RecursionError):
            return Bad(path, "not an Age of Galaxy save file (its summary cannot be read)")
        after = FORMAT_AFTER.search(head, end)
        why = format_words(after["format"], int(after["version"])) if after else ""
        if why:
            return Bad(path, why)
        entry = entry_of(path, value, fst.st_mtime)
        return entry if entry is not None else Bad(path, "not an Age of Galaxy save file")

    def scan(self) -> Listing:
        """Every `*.json` of the folder: the games, newest first, and one line for each file that is not one."""
        d = self.path
        try:
            st = os.stat(d)
        except FileNotFoundError:
            return Listing((), ())
        except OSError as exc:
            return Listing((), (Bad(d, f"the saves folder cannot be read ({exc.strerror})"),))
        if not stat.S_ISDIR(st.st_mode):
            return Listing((), (Bad(d, "the saves folder is not a folder"),))
        try:
            names = [e.name for e in os.scandir(d) if e.name.endswith(".json") and not e.name.startswith(".")]
        except OSError as exc:
            return Listing((), (Bad(d, f"the saves folder cannot be read ({exc.strerror})"),))
        games: list[Entry] = []
        bad: list[Bad] = []
        files: list[tuple[Path, os.stat_result]] = []
        for name in names:
            path = d / name
            try:
                files.append((path, savefile.check_file(path, MAX_BYTES, NOUN)))
            except SaveFileError as exc:
                bad.append(Bad(path, exc.reason))
        files.sort(key=lambda f: (-f[1].st_mtime, f[0].name))
        if len(files) > MAX_FILES:
            bad.append(Bad(d, f"{len(files) - MAX_FILES} older files not listed (the newest {MAX_FILES} are)"))
            files = files[:MAX_FILES]
        for path, fst in files:
            try:
                found = self.read_entry(path, fst)
            except Exception as exc:  # listing a folder must never crash the program
                found = Bad(path, f"cannot be listed ({type(exc).__name__})")
            (games if isinstance(found, Entry) else bad).append(found)  # type: ignore[arg-type]
        games.sort(key=lambda g: (-g.saved_at, g.path.name))
        bad.sort(key=lambda b: b.path.name)
        return Listing(tuple(games), tuple(bad))
