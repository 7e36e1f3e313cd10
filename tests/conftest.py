"""Shared test setup: headless SDL drivers, a private home for the game's folders, and the opt-in --build flag."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(scope="session", autouse=True)
def private_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """ALIEN_ARTIFACTS_HOME for the whole run, so no test (nor any game it launches) reads or writes the player's
    real settings and saves, whichever tests ran before it; under pytest-xdist each worker has its own folder."""
    old = os.environ.get("ALIEN_ARTIFACTS_HOME")
    home = str(tmp_path_factory.mktemp("aa-home"))
    os.environ["ALIEN_ARTIFACTS_HOME"] = home
    yield home
    if old is None:
        os.environ.pop("ALIEN_ARTIFACTS_HOME", None)
    else:
        os.environ["ALIEN_ARTIFACTS_HOME"] = old


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--build", action="store_true", default=False,
                     help="also build the one-file executable with PyInstaller and test it")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--build"):
        return
    skip = pytest.mark.skip(reason="builds the executable: run ./test --build")
    for item in items:
        if item.get_closest_marker("build") is not None:  # the marker, not a keyword ("build" matches a folder)
            item.add_marker(skip)
