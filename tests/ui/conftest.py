"""UI test fixtures: one headless App (dummy video/audio drivers) with its own config/save folders."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def make_args(**kw: object) -> SimpleNamespace:
    base = dict(smoke_test=False, benchmark_ui=None, load=None, size="1280x720", fullscreen=False, seed=None)
    base.update(kw)
    return SimpleNamespace(**base)


@pytest.fixture(scope="session")
def ui_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("aa-home")
    os.environ["ALIEN_ARTIFACTS_HOME"] = str(home)
    return home


@pytest.fixture(scope="session")
def app(ui_home: Path) -> Iterator[object]:
    import pygame

    from game.ui.app import App

    a = App(make_args())
    a.settings.anim_speed = 0.0
    a.settings.ai_think_time = 0.0
    a.settings.hints = True
    a.sound.mute = True
    yield a
    pygame.quit()


def _close_scenes(app: object) -> None:
    for s in list(app.scenes):  # type: ignore[attr-defined]
        s.close()  # stops AI workers (no child process outlives its test)
    app.scenes = []  # type: ignore[attr-defined]


@pytest.fixture()
def fresh_app(app: object) -> Iterator[object]:
    """The shared App with an empty scene stack and the event queue drained."""
    import pygame

    _close_scenes(app)
    app.running = True  # type: ignore[attr-defined]
    app.status = ""  # type: ignore[attr-defined]
    app.settings.confirm_waste = False  # type: ignore[attr-defined]
    pygame.event.clear()
    yield app
    _close_scenes(app)


@pytest.fixture(scope="session")
def fake_cards() -> object:
    """The small hand-made CardSet of tests/engine/synthetic.py (loaded by path: the suite uses importlib mode)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("ui_synthetic", Path(__file__).parents[1] / "engine" / "synthetic.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.small_cardset()


@pytest.fixture()
def window(fresh_app: object) -> Iterator[object]:
    """Set the shared App's window to a size for one test: `window((1366, 768))`; back to 1280x720 after."""
    import pygame

    def resize(size: tuple[int, int]) -> object:
        fresh_app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)  # type: ignore[attr-defined]
        fresh_app._on_resize()  # type: ignore[attr-defined]
        return fresh_app

    yield resize
    _close_scenes(fresh_app)
    resize((1280, 720))
