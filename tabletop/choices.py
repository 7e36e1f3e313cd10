"""The decision protocol shared by every seat, human or program.

A match has exactly one `PendingChoice` (or none when the game is over). A seat answers with a `Command`
naming the choice id and the picked option keys; the match returns `Accepted` (with the events it
appended) or `Rejected` (with a reason; nothing changed).

An option's key is a stable string; beside it the option carries its facts as fields, so no seat ever
parses a key: `verb` (the move kind), `card` (the id of the thing it plays or is about), `section` (which
part of that thing), `onto` (what it goes onto), `seat` (the player it aims at), `arg` (one other argument).
`source` and `target` tell a drag-and-drop table what is moved where; `note` is a public fact to show.
"""

from __future__ import annotations

from typing import Literal

import attrs


@attrs.frozen
class Option:
    key: str
    label: str
    source: str | None = None
    target: str | None = None
    section: int | None = None
    note: str = ""
    verb: str = ""
    card: str | None = None
    onto: str | None = None
    seat: int | None = None
    arg: str = ""


@attrs.frozen
class PendingChoice:
    id: int
    seat: int
    kind: str
    options: tuple[Option, ...]
    min_picks: int = 1
    max_picks: int = 1
    prompt: str = ""
    info: tuple[tuple[str, str], ...] = ()  # extra facts for display, as (name, value) pairs

    def keys(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.options)

    def option(self, key: str) -> Option | None:
        for o in self.options:
            if o.key == key:
                return o
        return None

    def info_get(self, key: str, default: str = "") -> str:
        for k, v in self.info:
            if k == key:
                return v
        return default


@attrs.frozen
class Command:
    seat: int
    choice_id: int
    picks: tuple[str, ...]


@attrs.frozen
class Accepted:
    events: tuple[object, ...]
    ok: Literal[True] = True  # a Literal, so `if not r.ok:` tells a type checker which of the two `r` is


@attrs.frozen
class Rejected:
    reason: str
    ok: Literal[False] = False
