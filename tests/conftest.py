"""Shared test setup: headless SDL drivers, and the opt-in --build flag for the executable test."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--build", action="store_true", default=False,
                     help="also build the one-file executable with PyInstaller and test it")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--build"):
        return
    skip = pytest.mark.skip(reason="builds the executable: run ./test --build")
    for item in items:
        if "build" in item.keywords:
            item.add_marker(skip)
