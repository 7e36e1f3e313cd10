"""Where the bundled data lives (next to the package in a checkout, or inside a PyInstaller bundle), and how a
small file from the user's own folders is read safely (never blocking on a FIFO, never reading without bound)."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

from tabletop.files import file_kind, read_opened  # the kernel's: the one non-blocking open-and-read

__all__ = ["UserFileError", "assets_dir", "cards_dir", "data_root", "file_kind", "lessons_dir", "not_a_file",
           "read_opened", "read_user_file", "scenarios_dir"]


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


def lessons_dir() -> Path:
    """The tutorial's lessons (docs/LESSONS.md), bundled beside the card set their positions name."""
    return data_root() / "cards" / "lessons"


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
    return f"is {file_kind(st.st_mode)}, not a file"


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

    def regular(st: os.stat_result) -> None:
        if not stat.S_ISREG(st.st_mode):
            raise UserFileError(path, "is not a regular file", set_aside=False)

    try:
        data = read_opened(path, max_bytes + 1, regular)
    except OSError as e:
        raise UserFileError(path, f"cannot be read ({e.strerror or type(e).__name__})", set_aside=True) from None
    if len(data) > max_bytes:
        raise UserFileError(path, f"is too large (over {max_bytes:,} bytes)", set_aside=True)
    return data
