"""Reading a small YAML document from a user's file with hostile-input care (scenario files).

Bounded before anything is parsed: only a regular file (a FIFO, a directory or a dangling link is
refused without blocking), at most `max_bytes`, UTF-8, and a nesting pre-check (a few tens of
thousands of nested brackets crash the C YAML parser outright, so the text is measured first). After
parsing (yamlio's safe reader: plain dicts, lists, strings and numbers only) the document's depth and
number of entries are bounded too (aliases may repeat one list many times). Every problem is a
`YamlFileError` whose message is one line without the file name; the caller adds it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from game.content.yamlio import YamlProblem, parse_yaml

MAX_NESTING = 40  # open brackets plus "- " / ": " on one line: far above any real scenario
MAX_DEPTH = 12
MAX_ENTRIES = 20_000


class YamlFileError(ValueError):
    """One line: what is wrong with the file (the caller names the file)."""


def read_text_bounded(path: Path, max_bytes: int) -> str:
    """The file's text, refused (YamlFileError) unless it is a regular UTF-8 file of at most max_bytes."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise YamlFileError("no such file (or a link to nothing)") from None
    except IsADirectoryError:
        raise YamlFileError("is a directory, not a file") from None
    except OSError as exc:
        raise YamlFileError(f"cannot be opened ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise YamlFileError("is a directory, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise YamlFileError("is not a regular file")
        if info.st_size > max_bytes:
            raise YamlFileError(f"is {info.st_size} bytes; a scenario may have at most {max_bytes}")
        with os.fdopen(fd, "rb", closefd=False) as f:
            raw = f.read(max_bytes + 1)
    except OSError as exc:
        raise YamlFileError(f"cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        raise YamlFileError(f"grew past {max_bytes} bytes while being read")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise YamlFileError(f"is not UTF-8 text (byte {exc.start})") from None


def nesting_estimate(text: str) -> int:
    """A cheap upper bound, without parsing, of the nesting that one line can open: flow brackets (carried
    across lines) plus "- ", "? " and ": " on the line. Indentation alone cannot nest deeply enough in a
    bounded file to hurt the parser; the parsed document's depth is bounded afterwards."""
    deepest = flow = 0
    for line in text.splitlines():
        body = line.strip()
        if body.startswith("#"):
            continue
        for ch in body:
            if ch in "[{":
                flow += 1
            elif ch in "]}":
                flow = max(0, flow - 1)
            deepest = max(deepest, flow)
        deepest = max(deepest, flow + body.count("- ") + body.count("? ") + body.count(": "))
    return deepest


def parse_bounded(text: str) -> Any:
    """Parse YAML text with the bounds above; raises YamlFileError with a one-line reason."""
    if nesting_estimate(text) > MAX_NESTING:
        raise YamlFileError(f"nested more than {MAX_NESTING} levels deep; not a scenario")
    try:
        data = parse_yaml(text)
    except YamlProblem as exc:
        where = f"line {exc.line}: " if exc.line else ""
        raise YamlFileError(f"{where}not valid YAML ({exc.message})") from None
    except RecursionError:
        raise YamlFileError("nested too deeply to be a scenario") from None
    _bound(data)
    return data


def _bound(data: Any) -> None:
    entries = 0
    todo: list[tuple[Any, int]] = [(data, 0)]
    while todo:
        node, depth = todo.pop()
        entries += 1
        if entries > MAX_ENTRIES:
            raise YamlFileError(f"has more than {MAX_ENTRIES} entries; not a scenario")
        if depth > MAX_DEPTH:
            raise YamlFileError(f"nested more than {MAX_DEPTH} levels deep; not a scenario")
        if isinstance(node, dict):
            todo.extend((v, depth + 1) for v in node.values())
            todo.extend((k, depth + 1) for k in node)
        elif isinstance(node, list):
            todo.extend((v, depth + 1) for v in node)
