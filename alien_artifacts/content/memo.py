"""Memo tables that belong to one CardSet object.

A table keyed by `id(cards)` alone is wrong: once a CardSet is freed, a new one can get the same
id and would read the old set's entries (a test-made set, a `--cards` folder, a reloaded set). Here
each table is tied to its CardSet by a weak reference, checked on every lookup, and dropped when the
set is freed.
"""

from __future__ import annotations

import weakref
from typing import Any

from alien_artifacts.content.model import CardSet

_TABLES: dict[int, tuple[weakref.ref[CardSet], dict[str, dict[Any, Any]]]] = {}


def table(cards: CardSet, name: str) -> dict[Any, Any]:
    """The memo dict `name` of this very CardSet (empty at first; callers fill and may clear it)."""
    key = id(cards)
    entry = _TABLES.get(key)
    if entry is None or entry[0]() is not cards:

        def gone(r: weakref.ref[CardSet], k: int = key) -> None:
            _forget(k, r)

        ref = weakref.ref(cards, gone)
        entry = _TABLES[key] = (ref, {})
    tables = entry[1]
    got = tables.get(name)
    if got is None:
        got = tables[name] = {}
    return got


def _forget(key: int, ref: weakref.ref[CardSet]) -> None:
    entry = _TABLES.get(key)
    if entry is not None and entry[0] is ref:
        del _TABLES[key]
