"""Files: atomic JSON writes and the save-game folder (autosave, named saves)."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

AUTOSAVE = "autosave.json"


def atomic_write_json(path: Path, data: Any) -> None:
    """Write JSON so a crash leaves either the old file or the new one: temp file, fsync, rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


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


def read_json(path: Path) -> Any:
    return json.loads(Path(path).read_text(encoding="utf-8"))
