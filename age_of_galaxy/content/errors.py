"""Content problems: each is one line naming the file, the owner (a card, a space...) and the field."""

from __future__ import annotations

import sys
from pathlib import Path

import tabletop.problems as file_problems
from tabletop.problems import Problem, Reporter

__all__ = ["MAX_SHOWN", "ContentError", "Problem", "Reporter", "content_dir", "data_root", "shown_path"]

MAX_SHOWN = 200  # problems listed before "... and N more"


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
    return file_problems.shown_path(path, data_root())
