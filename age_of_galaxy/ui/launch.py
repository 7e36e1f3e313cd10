"""Age of Galaxy's start in the application (the registry's "launch" hook, game/games.py): `prepare()` before the
window opens (nothing to wire: its AI seats are made by its table, age_of_galaxy/ui/seats.py), and `at_launch(app)`
as the menu first shows, which deletes the temporary files of an autosave that a crash, a kill or a power cut
interrupted in its saves folder (only those whose writer is gone or that are old: tabletop/savefile.py
`clean_stale_temp`). The save itself is written atomically, so what is left is the last good one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from age_of_galaxy.ui import menu_part
from tabletop.savefile import clean_stale_temp


def prepare() -> None:
    """Nothing before the window opens."""


def at_launch(app: Any) -> list[Path]:
    """Delete the interrupted autosaves' temporary files of this game's saves folder; the files removed."""
    return clean_stale_temp(menu_part.folder_of(app).path)


@attrs.frozen
class Launch:
    """The hook's value: the two calls, as attributes the shell looks up."""

    prepare: Any = prepare
    at_launch: Any = at_launch


LAUNCH = Launch()
