"""The lesson tests' shared helpers (lesson_drive.py beside this file) and the bundled card set."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.content.model import CardSet

sys.path.insert(0, str(Path(__file__).parent))  # lesson_drive (the test modules import it by name)


@pytest.fixture(scope="module")
def cards() -> CardSet:
    return load_cardset()
