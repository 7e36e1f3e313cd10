"""Reading a file from the user's folders without ever blocking or reading without bound.

`read_opened` is the one open-and-read for them: opened non-blocking (a FIFO swapped in since the caller's stat
cannot hang the read), the open descriptor's stat handed to the caller's check (it raises to refuse the file),
then at most `limit` bytes read. `file_kind` words what a path is when it is not a regular file.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable
from pathlib import Path

import attrs

_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISSOCK, "a socket"),
          (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"))


def file_kind(mode: int) -> str:
    """What a file that is not a regular file is, in the words every message about the user's files uses:
    "a folder", "a named pipe (FIFO)", ..."""
    return next((name for test, name in _KINDS if test(mode)), "a special file")


def read_opened(path: Path, limit: int, check: Callable[[os.stat_result], None]) -> bytes:
    """At most `limit` bytes of the file at `path`, for readers that have already stat'ed it: it is opened
    non-blocking (a FIFO swapped in since that stat cannot hang the read), `check` is given the open
    descriptor's stat (it raises to refuse the file), then it is read. OSError from opening or reading is
    the caller's to word."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
                 | getattr(os, "O_BINARY", 0))
    try:
        check(os.fstat(fd))
        chunks: list[bytes] = []
        got = 0
        while got < limit:
            chunk = os.read(fd, min(1 << 20, limit - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    finally:
        with contextlib.suppress(OSError):
            os.close(fd)
    return b"".join(chunks)


@attrs.frozen
class Unusable:
    """A file in a user's folder that cannot be used, and why: one line in a list of saves (both games' Load)."""

    path: Path
    reason: str

    @property
    def line(self) -> str:
        return f"{self.path.name}: {self.reason}"
