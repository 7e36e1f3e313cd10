"""Files: atomic JSON writes and the save-game folder (autosave, named saves)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from game.tools.saves import write_json_atomic

AUTOSAVE = "autosave.json"


def atomic_write_json(path: Path, data: Any) -> None:
    """Write JSON so a crash leaves either the old file or the new one: temp file, fsync, rename."""
    write_json_atomic(path, data)


def saves_dir() -> Path:
    from game.ui.settings import data_dir

    return data_dir() / "saves"


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE


def new_save_path() -> Path:
    """A fresh file name for a game's first save (never another game's file, even within one second)."""
    stem = time.strftime("game-%Y%m%d-%H%M%S")
    path = saves_dir() / f"{stem}.json"
    n = 2
    while path.exists():
        path = saves_dir() / f"{stem}-{n}.json"
        n += 1
    return path


def list_saves() -> list[Path]:
    d = saves_dir()
    if not d.is_dir():
        return []
    return sorted(d.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
