"""Content errors: every problem is one line naming the file, the card and the field."""

from __future__ import annotations

from pathlib import Path

import tabletop.problems as file_problems
from game.paths import data_root
from tabletop.problems import Problem, Reporter
from tabletop.yamlread import described, excerpt, shorten  # the kernel's bounded one-line texts

__all__ = ["ContentError", "Problem", "Reporter", "described", "excerpt", "shorten", "shown_path"]


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
    return file_problems.shown_path(path, data_root())
