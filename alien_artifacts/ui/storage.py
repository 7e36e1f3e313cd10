"""The save-game folder: one slot file per game, listed newest first with a summary of each.

Every game gets a stable id when it starts and writes only its own file (`game-<id>.json`), so a new
game never overwrites another one. Finished games stay (a replay-able log) until the player deletes
them. `autosave.json`, the single save of earlier versions, is listed and loaded like any other.
Anything else named `*.json` in the folder (a FIFO, a folder, a dangling link, a broken file, a save of a newer
version or another program's file) is listed with one line saying what is wrong; it is never opened in a way
that could block.

Listing is cheap whatever the folder holds: each file is stat'ed; the summaries of the newest 200 are read from
the first 16 KiB of their files, a few saves of the older kind (written before summaries) are read whole, and the
rest are listed by their file's date until their row is shown (`resolve` reads the summary, or the older save
through the engine). What was read is cached by the file's identity, size and modification time, so
the next listing reads nothing that has not changed (5,000 older saves: docs/RELIABILITY.md).
"""

from __future__ import annotations

import os
import secrets
import stat
import time
from pathlib import Path
from typing import Any

import attrs

from alien_artifacts.engine.names import clean_name
from alien_artifacts.match.saves import (
    SaveError,
    check_file,
    clean_stale_temp,
    foreign_reason,
    game_from,
    read_head,
    read_json,
    summary_of,
    write_json_atomic,
)
from game.ui.settings import data_dir
from tabletop.files import Unusable
from tabletop.savefile import delete_file

AUTOSAVE = "autosave.json"  # the single save file of earlier versions (still listed and loaded)
SLOT_PREFIX = "game-"
NAME_CHARS = 24  # a name as the Load screen shows it
SMALL_INT = 1_000_000  # a turn, a score or a seat beyond this is not a real game's (the summary is refused)
LATEST_DATE = 32_000_000_000  # seconds: year 2984; later "saved at" dates are not shown (localtime may fail)
CACHE_MAX = 50_000  # files whose listing is remembered
HEAD_READS = 200  # summaries (a file's first 16 KiB) read in one listing, newest files first; more when shown
EAGER_READS = 12  # older saves (no summary) read whole in one listing; the rest are read when their row shows
LATEST_LOOKS = 12  # older saves read at most, beyond those the listing read, to find the game Resume continues


def atomic_write_json(path: Path, data: Any) -> None:
    """Write JSON so a crash leaves either the old file or the new one: temp file, fsync, rename."""
    write_json_atomic(path, data)


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE


def new_game_id() -> str:
    """A game's id: when it started, and random letters so two games of one second differ."""
    while True:
        gid = time.strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3)
        if not os.path.lexists(slot_path(gid)):
            return gid


def slot_path(game_id: str) -> Path:
    return saves_dir() / f"{SLOT_PREFIX}{game_id}.json"


def in_saves_dir(path: Path) -> bool:
    try:
        return Path(path).resolve().parent == saves_dir().resolve()
    except OSError:
        return False


def shown(text: Any, limit: int = NAME_CHARS) -> str:
    """A short text from a file (an AI level, a game id), safe to draw: printable characters only, bounded."""
    s = "".join(c for c in str(text)[: limit * 4] if c.isprintable()).strip()
    return (s[: limit - 1] + "…") if len(s) > limit else (s or "?")


@attrs.frozen
class SeatLine:
    name: str
    kind: str  # "human" or an AI level
    vp: int


@attrs.frozen
class GameEntry:
    """One game in the folder, as its summary tells it (loading still verifies the log)."""

    path: Path
    game_id: str
    players: tuple[SeatLine, ...]
    turn: int  # -1: not known (an old save read without the cards)
    over: bool
    winners: tuple[int, ...]
    saved_at: float
    known: bool = True  # False: a save of the older kind (no summary), listed by its date; `resolve` reads it

    def players_text(self) -> str:
        if not self.known:
            return "an older save"
        return ", ".join(f"{p.name} ({'human' if p.kind == 'human' else 'AI ' + p.kind})" for p in self.players)

    def scores_text(self) -> str:
        return " - ".join(str(p.vp) for p in self.players) + " VP"

    def when_text(self) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))

    def state_text(self) -> str:
        if self.over:
            names = " and ".join(self.players[w].name for w in self.winners if 0 <= w < len(self.players))
            return f"finished, {names} won" if names else "finished"
        if self.turn == 0:
            return "setup"  # saved before the first turn, during the factions' setup choices
        return f"turn {self.turn}" if self.turn > 0 else "in progress"


BadEntry = Unusable  # a file that cannot be used, and why (the kernel's, tabletop/files.py)


@attrs.frozen
class SavesFolder:
    games: tuple[GameEntry, ...]  # newest first
    bad: tuple[BadEntry, ...]

    @property
    def in_progress(self) -> tuple[GameEntry, ...]:
        return tuple(g for g in self.games if not g.over)

    @property
    def latest(self) -> GameEntry | None:
        """The most recent game in progress (what Resume continues); the older saves met on the way are read (at
        most LATEST_LOOKS of them, without the cards: who plays and whether it ended)."""
        looks = 0
        for g in self.games:
            if not g.known:
                if looks >= LATEST_LOOKS:
                    return None
                looks += 1
                found = resolve(g, None)
                if not isinstance(found, GameEntry):
                    continue
                g = found
            if not g.over:
                return g
        return None


def _small_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and -SMALL_INT < v < SMALL_INT


def _entry(path: Path, summary: Any, mtime: float) -> GameEntry | None:
    """A GameEntry from a summary, or None if the summary is not one (hostile or foreign data)."""
    if not isinstance(summary, dict):
        return None
    players = summary.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= 8:
        return None
    seats = []
    for i, p in enumerate(players):
        if not isinstance(p, dict) or not _small_int(p.get("vp")):
            return None
        # the name as the table will show it once loaded: the engine's one name cleaner
        name = clean_name(p.get("name"), f"Player {i + 1}")
        seats.append(SeatLine(name, shown(p.get("kind", "human"), 12), int(p["vp"])))
    turn = summary.get("turn", -1)
    winners = summary.get("winners", [])
    saved = summary.get("saved_at", mtime)
    if not _small_int(turn) or not isinstance(winners, list) or not all(_small_int(w) for w in winners):
        return None
    if not isinstance(saved, (int, float)) or not 0 <= saved < LATEST_DATE:
        saved = mtime
    gid = summary.get("game_id")
    gid = shown(gid, 64) if isinstance(gid, str) and gid else path.stem
    return GameEntry(path, gid, tuple(seats), turn, bool(summary.get("over")), tuple(winners), float(saved))


def _old_save_summary(path: Path, cards: Any) -> dict[str, Any]:
    """The summary of a save written before summaries existed: folded through the engine if the cards
    are at hand, else only who plays and whether it ended (from the log's event names)."""
    data = read_json(path)
    if not isinstance(data, dict):
        raise SaveError(path, "not an Alien Artifacts save file")
    foreign = foreign_reason(data.get("format"), data.get("version"))
    if foreign:
        raise SaveError(path, foreign)
    if cards is not None:
        game = game_from(path, data, cards, verify=False)
        s = summary_of(game, path.stem)
        s.pop("saved_at", None)
        return s
    raw_settings, raw_events = data.get("settings"), data.get("events")
    settings = raw_settings if isinstance(raw_settings, dict) else {}
    raw_seats = settings.get("seats")
    seats = raw_seats if isinstance(raw_seats, list) else []
    events = raw_events if isinstance(raw_events, list) else []
    players = [{"name": s.get("name", "?"), "kind": s.get("kind", "human"), "vp": 0}
               for s in seats if isinstance(s, dict)]
    over = any(isinstance(e, dict) and e.get("t") == "GameEnded" for e in events)
    return {"players": players, "turn": -1, "over": over, "winners": []}


def scan(cards: Any = None) -> SavesFolder:
    """Every `*.json` in the saves folder: the games (newest first) and one line for each file that is not one."""
    d = saves_dir()
    try:
        st = os.stat(d)
    except FileNotFoundError:
        if os.path.islink(d):
            return SavesFolder((), (BadEntry(d, "the saves folder is a link to a folder that does not exist"),))
        return SavesFolder((), ())  # no game saved yet
    except OSError as exc:
        return SavesFolder((), (BadEntry(d, f"the saves folder cannot be read ({exc.strerror})"),))
    if not stat.S_ISDIR(st.st_mode):
        return SavesFolder((), (BadEntry(d, "the saves folder is not a folder"),))
    try:
        names = sorted(e.name for e in os.scandir(d) if e.name.endswith(".json") and not e.name.startswith("."))
    except OSError as exc:
        return SavesFolder((), (BadEntry(d, f"the saves folder cannot be read ({exc.strerror})"),))
    games: list[GameEntry] = []
    bad: list[BadEntry] = []
    if len(_CACHE) > CACHE_MAX:
        _CACHE.clear()
    files: list[tuple[Path, os.stat_result]] = []
    for name in names:
        path = d / name
        try:
            files.append((path, check_file(path)))  # what it is, by one stat: no file is opened yet
        except SaveError as exc:
            bad.append(BadEntry(path, exc.reason))
        except Exception as exc:  # listing a folder must never crash the program
            bad.append(BadEntry(path, f"cannot be listed ({type(exc).__name__})"))
    files.sort(key=lambda f: f[1].st_mtime, reverse=True)
    heads, mode = HEAD_READS, ("cards" if cards is not None else "plain")
    for path, fst in files:  # newest first: the first page's summaries are read, the rest when shown
        found = _CACHE.get(_key(path, fst, "head"))
        if found is None and heads > 0:
            heads -= 1
            found = _listed(path, fst)
        if found is None:
            found = GameEntry(path, path.stem, (), -1, False, (), fst.st_mtime, known=False)
        elif isinstance(found, GameEntry) and not found.known:  # an older save: read before?
            found = _CACHE.get(_key(path, fst, mode)) or found
        if isinstance(found, GameEntry):
            games.append(found)
        else:
            bad.append(found)
    games.sort(key=lambda g: g.path.name)  # equal dates: in the order of their names, as always
    games.sort(key=lambda g: g.saved_at, reverse=True)
    # a folder of a few older saves is read at once, as always (the newest first: the first page); more wait for
    # their rows to show (`resolve`)
    unread = [i for i, g in enumerate(games) if not g.known][:EAGER_READS]
    listed: list[GameEntry | BadEntry] = list(games)
    for i in unread:
        listed[i] = resolve(games[i], cards)
    bad += [b for b in listed if isinstance(b, BadEntry)]
    return SavesFolder(tuple(g for g in listed if isinstance(g, GameEntry)), tuple(bad))


_CACHE: dict[tuple[Any, ...], GameEntry | BadEntry] = {}  # what a file was listed as, by its identity (_key)


def _key(path: Path, fst: os.stat_result, read: str) -> tuple[Any, ...]:
    return (str(path), fst.st_dev, fst.st_ino, fst.st_size, fst.st_mtime_ns, read)


def _listed(path: Path, fst: os.stat_result) -> GameEntry | BadEntry:
    """What the Load list shows for a file, from its summary (or its date alone for an older save); cached."""
    key = _key(path, fst, "head")
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    found: GameEntry | BadEntry
    try:
        summary, foreign = read_head(path)
    except SaveError as exc:
        return BadEntry(path, exc.reason)
    except Exception as exc:  # listing a folder must never crash the program
        return BadEntry(path, f"cannot be listed ({type(exc).__name__})")
    if foreign:
        found = BadEntry(path, foreign)
    else:
        entry = _entry(path, summary, fst.st_mtime) if summary is not None else None
        # no summary (an older save) or one that is no game's: listed by the file's date, read when shown
        found = entry or GameEntry(path, path.stem, (), -1, False, (), fst.st_mtime, known=False)
    _CACHE[key] = found
    return found


def resolve(entry: GameEntry, cards: Any) -> GameEntry | BadEntry:
    """A listed game as its file tells it: an older save's players, turn and scores are read (folded through the
    engine with the cards, else from its settings); a file that is no game, or a newer version's, is a BadEntry.
    Cached like the listing."""
    if entry.known:
        return entry
    path = entry.path
    try:
        fst = check_file(path)
        head = _listed(path, fst)  # its summary first (not read yet in a big folder)
        if isinstance(head, BadEntry) or head.known:
            return head
        key = _key(path, fst, "cards" if cards is not None else "plain")
        hit = _CACHE.get(key)
        if hit is not None:
            return hit
        found: GameEntry | BadEntry | None = _entry(path, _old_save_summary(path, cards), fst.st_mtime)
        if found is None:
            found = BadEntry(path, "not an Alien Artifacts save file")
    except SaveError as exc:
        return BadEntry(path, exc.reason)
    except Exception as exc:  # a file read for the list must never crash the program
        return BadEntry(path, f"cannot be listed ({type(exc).__name__})")
    _CACHE[key] = found
    return found


def clean_temp() -> list[Path]:
    """At launch: delete temporary files left by an interrupted save (stale ones, our own pattern only)."""
    return clean_stale_temp(saves_dir())


def delete(path: Path) -> None:
    """Delete a saved game's file (the player confirmed it). Only a file or a link is ever removed."""
    delete_file(path)
