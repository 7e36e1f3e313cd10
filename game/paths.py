"""Where the bundled data lives (next to the package in a checkout, or inside a PyInstaller bundle), and how a
small file from the user's own folders is read safely (never blocking on a FIFO, never reading without bound)."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path


def data_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def cards_dir() -> Path:
    return data_root() / "cards" / "alien_artifacts"


def scenarios_dir() -> Path:
    """Readable positions (docs/ENGINE_API.md "Scenarios"), bundled with the card set they name."""
    return data_root() / "cards" / "scenarios"


def assets_dir() -> Path:
    return data_root() / "assets"


class UserFileError(Exception):
    """A file in the user's folders that cannot be used; `reason` is one line, `set_aside` says whether it is a
    regular file that may be renamed out of the way (a FIFO, folder, device or dangling link is left alone)."""

    def __init__(self, path: Path, reason: str, set_aside: bool) -> None:
        self.path = Path(path)
        self.reason = " ".join(reason.split())
        self.set_aside = set_aside
        super().__init__(f"{path} {self.reason}")


_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISSOCK, "a socket"),
          (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"))


def not_a_file(path: Path) -> str:
    """"" if `path` is missing or a regular file (through symlinks), else why it is no file, as the end of a sentence
    that starts with the path ("is a named pipe (FIFO), not a file")."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return "is a dangling symlink, not a file" if os.path.islink(path) else ""
    except OSError as e:  # a symlink loop, a folder on the way that is a file, ...
        return f"cannot be reached ({e.strerror or type(e).__name__})"
    if stat.S_ISREG(st.st_mode):
        return ""
    return "is " + next((name for test, name in _KINDS if test(st.st_mode)), "of an unknown kind") + ", not a file"


def read_user_file(path: Path, max_bytes: int) -> bytes:
    """The bytes of a small file from the user's folders, without ever blocking or reading without bound.

    Raises FileNotFoundError if there is nothing at `path`, UserFileError for anything else that is not a readable
    regular file of at most `max_bytes`. The type is checked before opening, and again on the open descriptor
    (opened non-blocking, so a FIFO swapped in meanwhile cannot hang the read).
    """
    if not os.path.lexists(path):
        raise FileNotFoundError(path)
    why = not_a_file(path)
    if why:
        raise UserFileError(path, why, set_aside=False)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as e:
        raise UserFileError(path, f"cannot be read ({e.strerror or type(e).__name__})", set_aside=True) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UserFileError(path, "is not a regular file", set_aside=False)
        chunks: list[bytes] = []
        total = 0
        while total <= max_bytes:
            chunk = os.read(fd, max_bytes + 1 - total)
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as e:
        raise UserFileError(path, f"cannot be read ({e.strerror or type(e).__name__})", set_aside=True) from None
    finally:
        os.close(fd)
    if total > max_bytes:
        raise UserFileError(path, f"is too large (over {max_bytes:,} bytes)", set_aside=True)
    return b"".join(chunks)
