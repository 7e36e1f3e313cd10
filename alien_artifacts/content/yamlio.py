"""Safe YAML reading for card data: the kernel's bounded reader (tabletop/yamlread.py) with Alien Artifacts'
names and limits, so every message reads as it always has ("too big for a card file: ...").

The reader itself (YAML 1.2 booleans, no duplicate keys, size, depth, value and number caps, FIFO / folder /
dangling-link refusal, one line per problem) lives in the kernel, where every game's content uses it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import tabletop.yamlread as yamlread
from tabletop.yamlread import BoundedYamlLoader, Budget, Limits, TooBig, TooBigSet, YamlProblem

__all__ = ["LIMITS", "Budget", "CardYamlLoader", "Limits", "TooBig", "TooBigSet", "YamlProblem", "parse_yaml",
           "read_text", "read_yaml"]

# How big a card file may be. The bundled set: 25 KB, 2,342 values and 11 levels in its largest file; 9 files,
# 69 KB and 6,474 values together.
LIMITS = Limits(what="card file", set_what="card set")

CardYamlLoader = BoundedYamlLoader


def parse_yaml(text: str, limits: Limits = LIMITS, budget: Budget | None = None) -> Any:
    """Parse one YAML document safely within `limits` (see tabletop.yamlread.parse_yaml)."""
    return yamlread.parse_yaml(text, limits, budget)


def read_yaml(path: Path, limits: Limits = LIMITS, budget: Budget | None = None) -> Any:
    """Parse the YAML file at `path` (see tabletop.yamlread.read_text for what is refused)."""
    return yamlread.read_yaml(path, limits, budget)


def read_text(path: Path, max_bytes: int, what: str = LIMITS.what) -> str:
    """The UTF-8 text of a regular file of at most `max_bytes` (see tabletop.yamlread.read_text)."""
    return yamlread.read_text(path, max_bytes, what)
