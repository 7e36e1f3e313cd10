"""Save files: plain JSON event logs written atomically (temporary file, fsync, rename).

A save written by the game starts with a small "summary" (who plays, the turn, the scores, when it
was saved) so a folder of saves can be listed without replaying every log; loading never trusts it:
the event log is verified through the engine. Files written before the summary existed load too.
Reading a path first checks what it is (os.stat): a FIFO, a directory or a device named like a save
is refused with one line and never opened, so it cannot hang or crash the program.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.paths import file_kind, read_opened

if TYPE_CHECKING:  # only read_save_data needs the match itself, so listing saves and writing settings load no rules
    from game.content.model import CardSet
    from game.match.api import Game

SUMMARY_KEY = "summary"
HEADER_BYTES = 16 * 1024  # the summary is read from this much of the file's start
MAX_SAVE_BYTES = 64 * 1024 * 1024  # a real save is well under 1 MB; anything this big is not one
SUMMARY_NAME_CHARS = 40  # a player's name as the summary keeps it (display only)
TEMP_RE = re.compile(r"^\.(?P<name>.+)\.[A-Za-z0-9_]{6,}\.tmp$")  # write_json_atomic's temporary files
SUMMARY_START = re.compile(r'\A\s*\{\s*"summary"\s*:\s*')  # a save's first key, before the log
STALE_TEMP_SECONDS = 600.0  # older than this, a temporary file is left over from an interrupted save


class SaveError(ValueError):
    """A save that cannot be read; the message is one line naming the file and the problem."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = Path(path)
        self.reason = " ".join(reason.split())  # always one line
        super().__init__(f"{path}: {self.reason}")


def check_file(path: Path) -> os.stat_result:
    """The stat of a regular file that may be a save, or SaveError saying what it is instead."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            raise SaveError(path, "a symbolic link to a file that does not exist") from None
        raise SaveError(path, "no such file") from None
    except OSError as exc:
        raise SaveError(path, f"cannot be read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(st.st_mode):
        raise SaveError(path, f"{file_kind(st.st_mode)}, not a save file")
    if st.st_size > MAX_SAVE_BYTES:
        raise SaveError(path, f"too large to be a save ({st.st_size // (1024 * 1024)} MB)")
    return st


def read_bytes(path: Path, limit: int | None = None) -> bytes:
    """The file's bytes (at most `limit`), opened without blocking and only if it is a regular file."""
    check_file(path)

    def regular(st: os.stat_result) -> None:  # the file may have been swapped between the stat and the open
        if not stat.S_ISREG(st.st_mode):
            raise SaveError(path, f"{file_kind(st.st_mode)}, not a save file")

    try:
        data = read_opened(path, MAX_SAVE_BYTES + 1 if limit is None else limit, regular)
    except OSError as exc:
        raise SaveError(path, f"cannot be read ({exc.strerror or exc})") from None
    if limit is None and len(data) > MAX_SAVE_BYTES:
        raise SaveError(path, "too large to be a save")
    return data


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON so a crash or a full disk leaves either the old file or the new one: temp file, fsync, rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        try:
            dfd = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        except OSError:
            pass
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def clean_stale_temp(folder: Path, now: float | None = None, older_than: float = STALE_TEMP_SECONDS,
                     name: str | None = None) -> list[Path]:
    """Delete write_json_atomic's temporary files left by an interrupted save: only regular files of our own
    pattern (of the file `name` only, if given), only those older than `older_than` seconds, so a save in
    progress (in this or another copy of the game) is never touched."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        m = TEMP_RE.match(entry.name)
        if not m or (name is not None and m.group("name") != name):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > older_than:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


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


def read_save(path: Path, cards: CardSet, verify: bool = True) -> Game:
    """Load and (by default) verify a save; any problem is a one-line SaveError, never a traceback."""
    return read_save_data(path, cards, verify)[0]


def read_json(path: Path) -> Any:
    """The parsed JSON of a file that may be a save; SaveError (one line) if it is not JSON."""
    raw = read_bytes(path)
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SaveError(path, f"cannot be read ({exc})") from None
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"not valid JSON (line {exc.lineno}: {exc.msg}); truncated or corrupt?") from None
    except ValueError:  # an integer with more digits than Python converts (its message quotes no value)
        raise SaveError(path, "holds a number too long to be a save's") from None
    except RecursionError:
        raise SaveError(path, "nested too deeply to be a save") from None


def read_save_data(path: Path, cards: CardSet, verify: bool = True) -> tuple[Game, dict[str, Any]]:
    """The game and the file's JSON (for its summary); SaveError if the file is not a good save."""
    # lazy: start-up time (the first frame lists the saves and reads the settings through this module; the match
    # layer and every rule load only when a game is read)
    from game.match.api import Game, GameError

    path = Path(path)
    data = read_json(path)
    try:
        return Game.from_json(cards, data, verify=verify), data
    except GameError as exc:
        raise SaveError(path, str(exc)) from None
    except RecursionError:
        raise SaveError(path, "nested too deeply to be a save") from None


def describe_os_error(exc: OSError, target: Path | None = None) -> str:
    """A failed write in words a player understands, naming `target` (the save) rather than the temporary
    file beside it that the atomic write was creating when it failed."""
    words = {
        errno.ENOSPC: "the disk is full",
        errno.EDQUOT: "the disk quota is used up",
        errno.EROFS: "the disk is read-only",
        errno.EACCES: "permission denied",
        errno.EPERM: "permission denied",
        errno.ENOTDIR: "the save folder's path runs through a file, not a folder",
        errno.EISDIR: "a folder is in the way",
    }.get(exc.errno or 0, exc.strerror or str(exc) or type(exc).__name__)
    where = exc.filename if isinstance(exc.filename, str) else ""
    if target is not None and (not where or Path(where).name.startswith(f".{Path(target).name}.")):
        where = str(target)
    return f"{words} ({where})" if where else words
