"""Strict field readers for content files: every type is checked (a bool is not an int, a float is not an int,
NaN and infinities are refused, text is bounded), unknown keys are reported, and each problem is one line.
A reader returns None after reporting; the caller goes on, so one pass reports every problem."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from age_of_galaxy.content.errors import Reporter
from age_of_galaxy.content.schema import RESOURCES, Bundle
from tabletop.yamlread import described, excerpt

MAX_TEXT = 400  # characters in a name or a note
MAX_ITEMS = 200  # entries in any list of a content file


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return f"the boolean {excerpt(value)}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "empty"
    return described(value)


class Fields:
    """Reads one owner's fields, reporting to `report`."""

    def __init__(self, report: Reporter) -> None:
        self.report = report

    def error(self, field: str, message: str) -> None:
        self.report.error(field, message)

    def mapping(self, value: Any, field: str, required: Sequence[str], optional: Sequence[str] = ()) \
            -> dict[str, Any] | None:
        if not isinstance(value, dict):
            self.error(field, f"must be a mapping, not {_kind(value)}")
            return None
        ok = True
        for key in value:
            if not isinstance(key, str):
                self.error(field, f"a key must be text, not {_kind(key)}")
                ok = False
            elif key not in required and key not in optional:
                known = ", ".join([*required, *optional])
                self.error(_join(field, key), f"unknown key (known: {known})")
                ok = False
        for key in required:
            if key not in value:
                self.error(_join(field, key), "missing")
                ok = False
        return value if ok else None

    def integer(self, value: Any, field: str, lo: int, hi: int) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int):
            self.error(field, f"must be a whole number from {lo} to {hi}, not {_kind(value)}")
            return None
        if not lo <= value <= hi:
            self.error(field, f"must be from {lo} to {hi}, not {excerpt(value)}")
            return None
        return value

    def number(self, value: Any, field: str, lo: float, hi: float) -> float | None:
        if isinstance(value, bool) or not isinstance(value, int | float):
            self.error(field, f"must be a number, not {_kind(value)}")
            return None
        if isinstance(value, float) and not math.isfinite(value):
            self.error(field, f"must be a finite number, not {excerpt(value)}")
            return None
        if not lo <= value <= hi:
            self.error(field, f"must be from {lo:g} to {hi:g}, not {excerpt(value)}")
            return None
        return float(value)

    def text(self, value: Any, field: str, max_len: int = MAX_TEXT) -> str | None:
        if not isinstance(value, str):
            self.error(field, f"must be text, not {_kind(value)}")
            return None
        if not value.strip():
            self.error(field, "must not be blank")
            return None
        if len(value) > max_len:
            self.error(field, f"too long ({len(value):,} characters; at most {max_len})")
            return None
        if any(ord(c) < 0x20 and c not in "\n" for c in value) or "\x7f" in value:
            self.error(field, "holds a control character")
            return None
        return " ".join(value.split())

    def choice(self, value: Any, field: str, options: Sequence[str]) -> str | None:
        if not isinstance(value, str) or value not in options:
            self.error(field, f"must be one of {', '.join(options)}, not {_kind(value)}")
            return None
        return value

    def sequence(self, value: Any, field: str, min_len: int = 0, max_len: int = MAX_ITEMS) -> list[Any] | None:
        if not isinstance(value, list):
            self.error(field, f"must be a list, not {_kind(value)}")
            return None
        if not min_len <= len(value) <= max_len:
            self.error(field, f"must hold {min_len} to {max_len} entries, not {len(value):,}")
            return None
        return value

    def bundle(self, value: Any, field: str, keys: Sequence[str] = RESOURCES, max_kinds: int = 3, lo: int = 1,
               hi: int = 3) -> Bundle | None:
        """G92's bundle: 1 to `max_kinds` distinct resources from `keys`, each `lo`-`hi`."""
        data = self.mapping(value, field, (), keys)
        if data is None:
            if isinstance(value, dict):  # say which keys are legal here even for a known resource
                bad = [k for k in value if isinstance(k, str) and k in RESOURCES and k not in keys]
                for k in bad:
                    self.error(_join(field, k), f"not allowed here (allowed: {', '.join(keys)})")
            return None
        if not 1 <= len(data) <= max_kinds:
            self.error(field, f"must name 1 to {max_kinds} resources, not {len(data)}")
            return None
        amounts = {k: self.integer(v, _join(field, k), lo, hi) for k, v in data.items()}
        if any(v is None for v in amounts.values()):
            return None
        return Bundle.of({k: v for k, v in amounts.items() if v is not None})


def _join(field: str, key: str) -> str:
    return f"{field}.{key}" if field else key
