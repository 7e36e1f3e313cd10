"""Fixtures of the research tools' tests (run with `.venv/bin/python -m pytest research/tests`; `./test` does not)."""

from __future__ import annotations

import pytest

from alien_artifacts.content.model import CardSet


@pytest.fixture(scope="session")
def real_cards() -> CardSet:
    from alien_artifacts.content.loader import load_cardset

    return load_cardset()
