"""Content problems: each is one line naming the file, the owner (a card, a space...) and the field."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import attrs

from tabletop.yamlread import shorten

MAX_SHOWN = 200  # problems listed before "... and N more"


@attrs.frozen
class Problem:
    file: str  # shown path, e.g. "cards/age_of_galaxy/factions.yaml"
    owner: str  # e.g. "card 'F03'", "space 'EX1'", "design"
    field: str  # dotted path inside the owner, e.g. "ability.amount"
    message: str

    def __str__(self) -> str:
        owner, field = shorten(self.owner, 80), shorten(self.field, 80)
        where = f"{owner} field '{field}'" if field else owner
        file = self.file if len(self.file) <= 200 else "..." + self.file[-197:]
        file = shorten(file, 200)
        message = shorten(self.message, 300)
        return f"{file}: {where}: {message}" if where else f"{file}: {message}"


class ContentError(Exception):
    """Raised with every problem found; `lines` is one line per problem (at most MAX_SHOWN, then a count)."""

    def __init__(self, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        self.total = len(self.problems)
        super().__init__("\n".join(self.lines))

    @property
    def lines(self) -> list[str]:
        shown = [str(p) for p in self.problems[:MAX_SHOWN]]
        if self.total > MAX_SHOWN:
            shown.append(f"... and {self.total - MAX_SHOWN} more problem(s)")
        return shown


def data_root() -> Path:
    """The checkout (or the PyInstaller bundle) that holds cards/."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parents[2]


def content_dir() -> Path:
    return data_root() / "cards" / "age_of_galaxy"


def shown_path(path: Path) -> str:
    """A short path for messages: relative to the checkout (or the current directory) when possible."""
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
    """Collects problems for one owner in one file."""

    sink: list[Problem]
    file: str
    owner: str = ""

    def error(self, field: str, message: str) -> None:
        self.sink.append(Problem(self.file, self.owner, field, message))

    def for_owner(self, owner: str) -> Reporter:
        return Reporter(self.sink, self.file, owner)
