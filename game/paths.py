"""Where the bundled data lives: next to the package in a checkout, or inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def data_root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def cards_dir() -> Path:
    return data_root() / "cards" / "alien_artifacts"


def scenarios_dir() -> Path:
    """Readable positions (docs/ENGINE_API.md "Scenarios"), bundled with the card set they name."""
    return data_root() / "cards" / "scenarios"


def assets_dir() -> Path:
    return data_root() / "assets"
