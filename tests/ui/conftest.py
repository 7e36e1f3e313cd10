"""UI test fixtures: one headless App (dummy video/audio drivers) with its own config/save folders."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).parent))  # the helpers beside the tests: posted events (after the drivers)

import posted


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


SEED_HUMAN_FIRST = 2  # with "You" and "AI 2", seed 2 deals the first decision to the human (no AI moves)


class Player:
    """Drives the App as a player does: clicks at a button's on-screen centre and key presses, posted as
    pygame events and handled by the App's own frame step."""

    def __init__(self, app: object) -> None:
        self.app: Any = app

    def step(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(1 / 60)

    def button(self, key: str) -> Any:
        top = self.app.top
        for group in top.button_groups():
            if group.by_key(key) is not None:
                return group.by_key(key)
        raise AssertionError(f"no button {key!r} on {type(top).__name__}")

    def click(self, key: str) -> None:
        """Press and release the left mouse button at the centre of the top scene's button `key`."""
        self.step()  # laid out and drawn as the player sees it
        b = self.button(key)
        assert b.enabled, f"{key} is disabled"
        pos = b.rect.center
        assert self.app.screen.get_rect().collidepoint(pos), f"{key} is off screen at {pos}"
        posted.tap(self.app, pos)

    def press(self, k: int, mod: int = 0) -> None:
        posted.key(self.app, k, mod)

    def type_text(self, text: str) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.step()

    def stack(self) -> list[str]:
        return [type(s).__name__ for s in self.app.scenes]

    def table(self) -> Any:
        from alien_artifacts.ui.scenes.table import TableScene

        tables = [s for s in self.app.scenes if isinstance(s, TableScene)]
        assert len(tables) == 1, self.stack()
        return tables[0]

    def log(self) -> list[Any]:
        """The event log of the game on the table."""
        return list(self.table().session.game.events)

    def new_game(self, seed: int = SEED_HUMAN_FIRST) -> list[Any]:
        """Main menu -> New game -> type the seed -> Start: the table, with the human to move; its log."""
        import pygame

        self.click("new")
        assert self.stack()[-1] == "SetupScene"
        self.click("seed")
        self.type_text(str(seed))
        self.press(pygame.K_RETURN)
        self.click("start")
        assert self.stack() == ["MenuScene", "TableScene"], self.stack()
        session = self.table().session
        assert session.pending.seat == 0 and session.is_human(0)
        self.step(3)
        return self.log()



@pytest.fixture()
def player(fresh_app: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Player]:
    """The App on its main menu, with an empty saves folder of its own, AI seats answering in the frame loop."""
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    from game.ui.scenes.menu import MenuScene

    p = Player(fresh_app)
    fresh_app.push(MenuScene(fresh_app))  # type: ignore[attr-defined]
    p.step(2)
    yield p


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
