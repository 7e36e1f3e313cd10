"""Content errors: every problem is one line naming the file, the card and the field."""

from __future__ import annotations

import os
from pathlib import Path

import attrs

from game.paths import data_root
from tabletop.yamlread import described, excerpt, shorten  # the kernel's bounded one-line texts

__all__ = ["ContentError", "Problem", "Reporter", "described", "excerpt", "shorten", "shown_path"]


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
