"""Problems with a data file, each one line: the file, the owner of the value (an entry of the file) and its field.
A game's content loader collects them through a Reporter and raises its own error with all of them."""

from __future__ import annotations

import os
from pathlib import Path

import attrs

from tabletop.yamlread import shorten


@attrs.frozen
class Problem:
    """One thing wrong with a data file, e.g. an unknown key in an entry."""

    file: str  # shown path, e.g. "cards/<game>/<file>.yaml"
    owner: str  # the entry the value belongs to, e.g. "card 'x'", "rules"
    field: str  # dotted path inside the owner, e.g. "cost[0]"
    message: str

    def __str__(self) -> str:
        """One line, each part bounded: file, owner, field and message (however long their sources)."""
        owner, field = shorten(self.owner, 80), shorten(self.field, 80)
        where = f"{owner} field '{field}'" if field else owner
        message = shorten(self.message, 300)
        file = self.file if len(self.file) <= 200 else "..." + self.file[-197:]
        file = shorten(file, 200)
        return f"{file}: {where}: {message}" if where else f"{file}: {message}"


@attrs.define
class Reporter:
    """Collects problems for one owner in one file."""

    sink: list[Problem]
    file: str
    owner: str = ""

    def error(self, field: str, message: str) -> None:
        self.sink.append(Problem(self.file, self.owner, field, message))

    def for_owner(self, owner: str) -> Reporter:
        return Reporter(self.sink, self.file, owner)


def shown_path(path: Path, root: Path) -> str:
    """A short path for messages: relative to `root` (the checkout) or the current directory when possible. The file
    keeps its own name (a symlink is not shown as its target; a symlink loop cannot be resolved)."""
    try:
        resolved = path.parent.resolve() / path.name
    except (OSError, RuntimeError):
        resolved = Path(os.path.abspath(path))
    for base in (root, Path.cwd()):
        try:
            return resolved.relative_to(base.resolve()).as_posix()
        except ValueError:
            continue
    return resolved.as_posix()
