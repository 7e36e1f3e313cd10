"""Reading the fields of one YAML mapping (a card, the rules block...) with one-line problems."""

from __future__ import annotations

import re
from typing import Any

from alien_artifacts.content.effects import Place, parse_effects
from alien_artifacts.content.errors import Reporter, excerpt
from alien_artifacts.content.model import Effect

ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")
_MISSING = object()


class Fields:
    """The fields of one mapping; unknown keys and every bad value are reported to `rep`."""

    def __init__(self, raw: dict[Any, Any], rep: Reporter, allowed: set[str] | frozenset[str],
                 prefix: str = "") -> None:
        self.raw = raw
        self.rep = rep
        self.prefix = prefix
        for key in raw:
            if key not in allowed:
                self.rep.error(self.field(str(key)), f"unknown field (allowed: {', '.join(sorted(allowed))})")

    def field(self, key: str) -> str:
        return f"{self.prefix}{key}"

    def has(self, key: str) -> bool:
        return key in self.raw

    def get(self, key: str, required: bool) -> Any:
        """The value, or _MISSING (reported if required) when the key is absent."""
        if key not in self.raw:
            if required:
                self.rep.error(self.field(key), "missing required field")
            return _MISSING
        return self.raw[key]

    def present(self, key: str, required: bool = True) -> bool:
        """Whether the key is given (a missing required key is reported)."""
        return self.get(key, required) is not _MISSING

    def text(self, key: str, required: bool = True) -> str:
        value = self.get(key, required)
        if value is _MISSING:
            return ""
        if not isinstance(value, str) or (required and not value.strip()):
            self.rep.error(self.field(key), f"must be a non-empty string, got {excerpt(value)}")
            return ""
        return " ".join(value.split())

    def ident(self, key: str = "id") -> str:
        value = self.get(key, True)
        if value is _MISSING:
            return ""
        if not isinstance(value, str) or not ID_RE.match(value):
            self.rep.error(self.field(key), f"must be a lower_snake_case id, got {excerpt(value)}")
            return ""
        return value

    def integer(self, key: str, lo: int, hi: int, required: bool = True, default: int = 0) -> int:
        value = self.get(key, required)
        if value is _MISSING:
            return default
        if isinstance(value, bool) or not isinstance(value, int):
            self.rep.error(self.field(key), f"must be an integer, got {excerpt(value)}")
            return default
        if not lo <= value <= hi:
            self.rep.error(self.field(key), f"must be between {lo} and {hi}, got {value}")
            return default
        return value

    def choice(self, key: str, choices: tuple[str, ...]) -> str:
        value = self.get(key, True)
        if value is _MISSING:
            return ""
        if value not in choices:
            self.rep.error(self.field(key), f"must be one of {', '.join(choices)}; got {excerpt(value)}")
            return ""
        return str(value)

    def effects(self, key: str, place: Place, required: bool = True, empty: str = "") -> tuple[Effect, ...]:
        """An effect list; `empty` is the complaint for an empty list (empty lists allowed if "")."""
        value = self.get(key, required)
        if value is _MISSING:
            return ()
        if empty and value in (None, []):
            self.rep.error(self.field(key), empty)
            return ()
        return parse_effects(value, place, self.rep, self.field(key))

    def mapping(self, key: str, required: bool = True) -> dict[Any, Any] | None:
        value = self.get(key, required)
        if value is _MISSING:
            return None
        if not isinstance(value, dict):
            self.rep.error(self.field(key), f"must be a mapping, got {excerpt(value)}")
            return None
        return value


def owner_label(word: str, raw: Any, index: int) -> str:
    """"ship 'black_plague'" or, without a usable id, "ship #3" (its place in the file)."""
    ident = raw.get("id") if isinstance(raw, dict) else None
    if isinstance(ident, str) and ident:
        return f"{word} '{ident}'"
    return f"{word} #{index + 1}"
