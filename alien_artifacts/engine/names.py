"""Names are data: the one place a player's name is cleaned, and text from a save made safe to print.

A name enters the game in two ways: typed on the setup screen, or read from a save file (GameSettings and
the GameStarted event in the save's JSON). Both go through `clean_name`, so every name the table, the log,
the scores and the replay tool show is short, printable text:

* characters that are not text are dropped: control characters (NUL, ESC and the rest of C0/C1), format
  characters (bidi overrides and isolates, zero-width joiners), lone surrogates (JSON's "\\ud800"),
  private-use and unassigned code points;
* any run of whitespace (line breaks included) becomes one space; leading and trailing spaces go;
* at most NAME_MAX characters are kept, and only the first SCAN_MAX characters of the input are looked at
  (a name of a million characters costs no more than one of 4,096);
* nothing visible left (not a letter, digit, punctuation mark or symbol: only accents, say) gives the
  fallback ("Player 2"); two seats that end up with the same name are told apart.

`terminal_safe` is for printing any other string from a save on a terminal (the replay tool): it shows
control, format and surrogate characters as visible escapes (`\\x1b`, `\\u202e`), so no save can move the
cursor, retitle the window or reorder the text of a terminal.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Any

import attrs

NAME_MAX = 24  # characters in a player's name
SCAN_MAX = 4096  # characters of a raw name looked at
_NOT_TEXT = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
# What a terminal could act on, and what could reorder its text: C0 and C1 controls, DEL, surrogates, and the
# bidirectional / zero-width format characters.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff"
                     "\ufff9-\ufffb]")


def _keep(ch: str) -> bool:
    return unicodedata.category(ch) not in _NOT_TEXT


def name_text(raw: str) -> str:
    """The characters of `raw` a name may hold (for the setup screen while a name is being typed: spaces
    are kept as typed); at most SCAN_MAX characters are looked at."""
    return "".join(ch if not ch.isspace() else " " for ch in raw[:SCAN_MAX] if ch.isspace() or _keep(ch))


def clean_name(raw: Any, fallback: str, limit: int = NAME_MAX) -> str:
    """`raw` as a player's name: printable text, single spaces, at most `limit` characters (see above);
    `fallback` if `raw` is not a string or nothing of it is left."""
    if not isinstance(raw, str):
        return fallback
    text = " ".join(name_text(raw).split())[:limit].rstrip()
    if not any(unicodedata.category(ch)[0] in "LNPS" for ch in text):  # nothing to see (only accents)
        return fallback
    return text


def clean_names(raw: Sequence[Any], limit: int = NAME_MAX) -> tuple[str, ...]:
    """Each seat's name cleaned (fallback "Player N"); a name already taken by an earlier seat gets " 2",
    " 3"... (shortened to fit), so seats stay told apart."""
    out: list[str] = []
    for i, r in enumerate(raw):
        name = clean_name(r, f"Player {i + 1}", limit)
        k = 2
        base = name
        while name in out:
            tail = f" {k}"
            name = base[: limit - len(tail)].rstrip() + tail
            k += 1
        out.append(name)
    return tuple(out)


def clean_settings(settings: Any) -> Any:
    """GameSettings (or any attrs value with `seats` of attrs values with `name`) with clean names."""
    names = clean_names([s.name for s in settings.seats])
    if names == tuple(s.name for s in settings.seats):
        return settings
    return attrs.evolve(settings, seats=tuple(attrs.evolve(s, name=n) for s, n in zip(settings.seats, names,
                                                                                      strict=True)))


def renamed(events: Sequence[Any], seat_names: Sequence[str]) -> list[Any]:
    """The event log with the GameStarted (or a scenario's PositionArranged) event naming `seat_names` (the clean
    names of its settings), so the names in the log and in the settings always agree."""
    # lazy: start-up time (the saves list on the first frame cleans names without loading every event class)
    from alien_artifacts.engine.events import GameStarted, PositionArranged

    want = tuple(seat_names)
    return [attrs.evolve(e, names=want) if isinstance(e, GameStarted | PositionArranged) and e.names != want else e
            for e in events]


def _escape(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def terminal_safe(text: str) -> str:
    """`text` with every control, format and surrogate character shown as an escape (`\\x1b`, `\\u202e`)."""
    return _UNSAFE.sub(_escape, text)
