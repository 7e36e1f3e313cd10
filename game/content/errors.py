"""Content errors: every problem is one line naming the file, the card and the field."""

from __future__ import annotations

import os
import reprlib
from pathlib import Path
from typing import Any

import attrs

from game.paths import data_root


class _Excerpt(reprlib.Repr):
    """repr() that stops early: a few items per level, a few levels, short strings and numbers."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxdict, self.maxlist, self.maxtuple, self.maxset = 3, 4, 6, 6, 6
        self.maxstring, self.maxlong, self.maxother = 40, 24, 40

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 64:  # repr() of a long int is slow, and refused past 4,300 digits
            return f"<an integer of {x.bit_length():,} bits>"
        return repr(x)


_EXCERPT = _Excerpt()


def excerpt(value: Any, limit: int = 60) -> str:
    """A short one-line repr of any value, however big or nested (a card file may hold an alias bomb):
    never formats more than a few items, and never more than `limit` characters."""
    try:
        text = _EXCERPT.repr(value)
    except Exception:  # a value whose repr fails: say what it is
        text = f"<{type(value).__name__}>"
    return shorten(text, limit)


def described(value: Any, limit: int = 40) -> str:
    """What a wrong value is, for a one-line message: "a mapping", "a list", or a short excerpt of it."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return excerpt(value, limit)


def shorten(text: str, limit: int = 200) -> str:
    """`text` on one line, cut to `limit` characters with "..." (a bounded excerpt, never the whole);
    control and bidi characters (a terminal escape in a file or card name) show as "?"."""
    text = " ".join(text[: limit * 4].split()).translate(_CONTROLS)
    return text if len(text) <= limit else text[: limit - 3] + "..."


# C0 and C1 controls, and the bidi / zero-width format characters that could reorder a terminal's line.
_CONTROLS = {c: "?" for c in (*range(0x20), *range(0x7F, 0xA0), 0x61C, *range(0x200B, 0x2010), *range(0x202A, 0x202F),
                              *range(0x2066, 0x206A), 0xFEFF)}


@attrs.frozen
class Problem:
    """One thing wrong with the card data, e.g. an unknown verb on a ship's attack list."""

    file: str  # shown path, e.g. "cards/alien_artifacts/ships.yaml"
    owner: str  # e.g. "ship 'black_plague'", "rules", "deck 'ships'"
    field: str  # dotted path inside the owner, e.g. "operational.attack[0]"
    message: str

    def __str__(self) -> str:
        """One line, each part bounded: file, owner, field and message (however long their sources)."""
        owner, field = shorten(self.owner, 80), shorten(self.field, 80)
        where = f"{owner} field '{field}'" if field else owner
        message = shorten(self.message, 300)
        file = self.file if len(self.file) <= 200 else "..." + self.file[-197:]
        file = shorten(file, 200)
        return f"{file}: {where}: {message}" if where else f"{file}: {message}"


class ContentError(Exception):
    """Raised by the loader with every problem found; `str()` is one line per problem."""

    def __init__(self, problems: list[Problem] | tuple[Problem, ...], total: int | None = None) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        self.total = len(self.problems) if total is None else total  # problems found (some may not be shown)
        super().__init__("\n".join(str(p) for p in self.problems))

    @property
    def lines(self) -> list[str]:
        return [str(p) for p in self.problems]


def shown_path(path: Path) -> str:
    """A short path for messages: relative to the checkout (or the current directory) when possible."""
    # The file keeps its own name (a symlink is not shown as its target; a symlink loop cannot be resolved).
    try:
        resolved = path.parent.resolve() / path.name
    except (OSError, RuntimeError):
        resolved = Path(os.path.abspath(path))
    for base in (data_root(), Path.cwd()):
        try:
            return resolved.relative_to(base.resolve()).as_posix()
        except ValueError:
            continue
    return resolved.as_posix()


@attrs.define
class Reporter:
    """Collects problems for one owner (a card, a rules block...) in one file."""

    sink: list[Problem]
    file: str
    owner: str = ""

    def error(self, field: str, message: str) -> None:
        self.sink.append(Problem(self.file, self.owner, field, message))

    def for_owner(self, owner: str) -> Reporter:
        return Reporter(self.sink, self.file, owner)
