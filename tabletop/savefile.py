"""Saving a match document to the user's folder and reading one back, whatever is found there.

    write_json_atomic(path, match.to_json())                      # temp file, fsync, rename: old or new, never half
    m = read_match(path, lambda doc: Match.load(rules, doc))      # or SaveFileError: "<path>: <one line>"

Reading first asks what the path is (os.stat): a folder, a FIFO, a device or a dangling symbolic link named like a
save is refused with one line and never opened, so it cannot hang the program; the file is then opened without
blocking and checked again on the open descriptor (a FIFO swapped in between cannot hang the read either), and
never read past its size limit. A truncated, non-JSON, absurdly nested or foreign document is one line too. The
game keeps its own save slots, names, summary and format on top of this (its `noun` words the messages).
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
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from tabletop.files import file_kind, read_opened
from tabletop.match import MatchError

MAX_BYTES = 64 * 1024 * 1024  # the default size limit: a match document is far smaller
# write_json_atomic's temporary files: ".<name>.p<writer's process id>.<random>.tmp" (earlier versions wrote no
# process id: ".<name>.<random>.tmp")
TEMP_RE = re.compile(r"^\.(?P<name>.+?)(?:\.p(?P<pid>\d{1,10}))?\.[A-Za-z0-9_]{6,}\.tmp$")
STALE_TEMP_SECONDS = 600.0  # older than this, a temporary file is left over from an interrupted save

T = TypeVar("T")


class SaveFileError(ValueError):
    """A file that cannot be read as a save; the message is one line naming the file and the problem."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = Path(path)
        self.reason = " ".join(reason.split())  # always one line
        super().__init__(f"{path}: {self.reason}")


def check_file(path: Path, max_bytes: int = MAX_BYTES, noun: str = "save") -> os.stat_result:
    """The stat of a regular file of at most `max_bytes` that may be a save, or SaveFileError saying what it is."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            raise SaveFileError(path, "a symbolic link to a file that does not exist") from None
        raise SaveFileError(path, "no such file") from None
    except OSError as exc:  # a symbolic link loop, a path through a file, no permission
        raise SaveFileError(path, f"cannot be read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(st.st_mode):
        raise SaveFileError(path, f"{file_kind(st.st_mode)}, not a {noun} file")
    if st.st_size > max_bytes:
        raise SaveFileError(path, f"too large to be a {noun} ({st.st_size // (1024 * 1024)} MB)")
    return st


def read_bytes(path: Path, max_bytes: int = MAX_BYTES, noun: str = "save", limit: int | None = None) -> bytes:
    """The file's bytes (at most `limit`, by default the whole file up to `max_bytes`), opened without blocking
    and only if it is a regular file, before the open and on the open descriptor."""
    check_file(path, max_bytes, noun)

    def regular(st: os.stat_result) -> None:  # the file may have been swapped between the stat and the open
        if not stat.S_ISREG(st.st_mode):
            raise SaveFileError(path, f"{file_kind(st.st_mode)}, not a {noun} file")

    try:
        data = read_opened(path, max_bytes + 1 if limit is None else limit, regular)
    except OSError as exc:
        raise SaveFileError(path, f"cannot be read ({exc.strerror or exc})") from None
    if limit is None and len(data) > max_bytes:
        raise SaveFileError(path, f"too large to be a {noun}")
    return data


def read_json(path: Path, max_bytes: int = MAX_BYTES, noun: str = "save") -> Any:
    """The parsed JSON of a file that may be a save; SaveFileError (one line) if it is not JSON."""
    raw = read_bytes(path, max_bytes, noun)
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SaveFileError(path, f"cannot be read ({exc})") from None
    except json.JSONDecodeError as exc:
        raise SaveFileError(path, f"not valid JSON (line {exc.lineno}: {exc.msg}); truncated or corrupt?") from None
    except ValueError:  # an integer with more digits than Python converts (its message quotes no value)
        raise SaveFileError(path, f"holds a number too long to be a {noun}'s") from None
    except RecursionError:
        raise SaveFileError(path, f"nested too deeply to be a {noun}") from None


def read_match(path: Path, load: Callable[[Any], T], max_bytes: int = MAX_BYTES, noun: str = "save") -> T:
    """`load(document)` of the file's JSON (a Match.load, or a game's own loader over it); whatever is wrong with
    the file or the document is one SaveFileError line, never a traceback."""
    return loaded(path, read_json(path, max_bytes, noun), load, noun)


def loaded(path: Path, data: Any, load: Callable[[Any], T], noun: str = "save") -> T:
    """`load(data)` for the document read from `path`; a refusal (MatchError) or a document nested too deeply
    for the loader is one SaveFileError line naming the file."""
    try:
        return load(data)
    except MatchError as exc:
        raise SaveFileError(path, str(exc)) from None
    except RecursionError:
        raise SaveFileError(path, f"nested too deeply to be a {noun}") from None


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON so a crash or a full disk leaves either the old file or the new one: temp file, fsync, rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.p{os.getpid()}.", suffix=".tmp", dir=path.parent)
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
    pattern (of the file `name` only, if given), and only those whose writer is gone (the process its name gives
    no longer runs) or, when that cannot be told, older than `older_than` seconds: a save in progress (in this or
    another copy of the program) is never touched, and a crash's leftover goes at the next launch."""
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
            writer = int(m.group("pid")) if m.group("pid") else None
            if stat.S_ISREG(st.st_mode) and (now - st.st_mtime > older_than or _gone(writer)):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def delete_file(path: Path) -> None:
    """Delete a save the player chose to delete (after asking): only a file or a link is ever removed, a folder
    named like one is refused (IsADirectoryError); a file already gone is no error."""
    with contextlib.suppress(FileNotFoundError):
        if stat.S_ISDIR(os.lstat(path).st_mode):
            raise IsADirectoryError(path)
        os.unlink(path)


def _gone(pid: int | None) -> bool:
    """True if no process `pid` runs (so it writes no save); False if it runs, or if that cannot be told."""
    if pid is None or pid == os.getpid() or pid <= 0 or os.name != "posix":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except (OSError, OverflowError):  # another user's process (EPERM): it runs
        return False
    return False


def describe_os_error(exc: OSError, target: Path | None = None) -> str:
    """A failed write in words a user understands, naming `target` (the save) rather than the temporary
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
