"""Save files: plain JSON event logs written atomically (temporary file, fsync, rename)."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from game.content.model import CardSet
from game.engine.api import Game, GameError


class SaveError(ValueError):
    """A save that cannot be read; the message is one line naming the file and the problem."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = Path(path)
        self.reason = " ".join(reason.split())  # always one line
        super().__init__(f"{path}: {self.reason}")


def write_json_atomic(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        try:
            dfd = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)
        except OSError:
            pass
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_save(path: Path, game: Game) -> None:
    write_json_atomic(path, game.to_json())


def read_save(path: Path, cards: CardSet, verify: bool = True) -> Game:
    """Load and (by default) verify a save; any problem is a one-line SaveError, never a traceback."""
    path = Path(path)
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(path, "no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(path, f"cannot be read ({exc})") from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"not valid JSON (line {exc.lineno}: {exc.msg}); truncated or corrupt?") from None
    try:
        return Game.from_json(cards, data, verify=verify)
    except GameError as exc:
        raise SaveError(path, str(exc)) from None
    except RecursionError:
        raise SaveError(path, "nested too deeply to be a save") from None
