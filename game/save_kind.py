"""Which game a save file is (`python -m game --load FILE`): the "format" it carries, read from the first bytes of
the file (each game writes it near the start, after a short summary), matched against the registered games'
(game/games.py `save_format`). Nothing is parsed beyond that and nothing that is not a regular file is opened
(tabletop/savefile.py `read_bytes`), so a hostile path costs one bounded read; an unknown or unreadable file is
None, and the game it is opened with then says what is wrong with it in one line."""

from __future__ import annotations

import re
from pathlib import Path

from game import games
from tabletop.savefile import SaveFileError, read_bytes

HEAD_BYTES = 64 * 1024  # a save's summary and seats come before its format: far less than this
FORMAT = re.compile(rb'"format"\s*:\s*"([A-Za-z0-9_.-]{1,64})"')


def game_of_save(path: str | Path) -> games.Game | None:
    """The registered game whose save `path` is, by the first "format" in its head; None if none is found."""
    try:
        head = read_bytes(Path(path), limit=HEAD_BYTES)
    except (SaveFileError, OSError, ValueError):
        return None
    found = FORMAT.search(head)
    if found is None:
        return None
    fmt = found.group(1).decode("ascii")
    return next((g for g in games.GAMES if g.save_format and g.save_format == fmt), None)
