"""Content errors: every problem is one line naming the file, the card and the field."""

from __future__ import annotations

from pathlib import Path

import attrs

from game.paths import data_root


@attrs.frozen
class Problem:
    """One thing wrong with the card data, e.g. an unknown verb on a ship's attack list."""

    file: str  # shown path, e.g. "cards/alien_artifacts/ships.yaml"
    owner: str  # e.g. "ship 'black_plague'", "rules", "deck 'ships'"
    field: str  # dotted path inside the owner, e.g. "operational.attack[0]"
    message: str

    def __str__(self) -> str:
        where = f"{self.owner} field '{self.field}'" if self.field else self.owner
        line = f"{self.file}: {where}: {self.message}" if where else f"{self.file}: {self.message}"
        return " ".join(line.split())  # always one line


class ContentError(Exception):
    """Raised by the loader with every problem found; `str()` is one line per problem."""

    def __init__(self, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))

    @property
    def lines(self) -> list[str]:
        return [str(p) for p in self.problems]


def shown_path(path: Path) -> str:
    """A short path for messages: relative to the checkout (or the current directory) when possible."""
    resolved = path.resolve()
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
