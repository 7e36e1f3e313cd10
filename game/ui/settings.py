"""Player settings kept between runs (JSON in the user's config folder, via platformdirs)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import attrs
import platformdirs

from game.ui.storage import atomic_write_json

APP = "alien-artifacts"
ANIM_SPEEDS: tuple[tuple[str, float], ...] = (("Instant", 0.0), ("Fast", 2.0), ("Normal", 1.0), ("Slow", 0.5))
THINK_TIMES: tuple[float, ...] = (0.0, 0.25, 0.5, 1.0, 2.0)
HARD_BUDGETS: tuple[float, ...] = (0.3, 0.8, 1.5, 3.0)  # seconds of search per Hard AI move
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160))


def config_dir() -> Path:
    """The user config folder; ALIEN_ARTIFACTS_HOME redirects config and saves (tests, smoke runs)."""
    home = os.environ.get("ALIEN_ARTIFACTS_HOME")
    if home:
        return Path(home) / "config"
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    home = os.environ.get("ALIEN_ARTIFACTS_HOME")
    if home:
        return Path(home) / "data"
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


@attrs.define
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    anim_speed: float = 1.0  # 0 = instant
    volume: float = 0.7
    mute: bool = False
    ai_think_time: float = 0.5  # seconds between AI steps, so a human can follow
    hard_budget: float = 0.3  # seconds the Hard AI searches per move (longer measured no stronger: docs/AI.md)
    hints: bool = True  # first-game hints on what to drag where
    confirm_waste: bool = True  # ask before ending an action that wastes paid resources

    def to_dict(self) -> dict[str, Any]:
        d = attrs.asdict(self)
        d["window_size"] = list(self.window_size)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Settings:
        s = cls()
        for f in attrs.fields(cls):
            if f.name not in d:
                continue
            v = d[f.name]
            try:
                if f.name == "window_size":
                    w, h = (int(x) for x in v)
                    v = (max(640, w), max(360, h))
                elif isinstance(getattr(s, f.name), bool):
                    v = bool(v)
                elif isinstance(getattr(s, f.name), float):
                    v = float(v)
            except (TypeError, ValueError):
                continue
            setattr(s, f.name, v)
        s.volume = min(1.0, max(0.0, s.volume))
        s.anim_speed = max(0.0, min(4.0, s.anim_speed))
        s.ai_think_time = max(0.0, min(5.0, s.ai_think_time))
        s.hard_budget = max(0.1, min(10.0, s.hard_budget))
        return s


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    path = path or settings_path()
    try:
        return Settings.from_dict(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, TypeError, AttributeError):
        return Settings()


def save_settings(s: Settings, path: Path | None = None) -> None:
    atomic_write_json(path or settings_path(), s.to_dict())
