"""The pygame-ce app: a window, a stack of scenes and a 60 fps loop.

`run(args)` is the only entry point (`python -m game`). The engine and the card loader are imported
lazily, so the main menu is on screen before the cards are parsed.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
import traceback
from typing import Any

import pygame

from game.ui import theme
from game.ui.scenes.base import Scene
from game.ui.settings import Settings, load_settings, save_settings
from game.ui.sound import Sound
from game.ui.sprites import art
from game.ui.sprites.card_face import Faces

FPS = 60
SMOKE_TIMEOUT = 900.0  # seconds


def parse_size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    try:
        w, h = text.lower().split("x")
        return max(640, int(w)), max(360, int(h))
    except ValueError:
        return None


class CardsLoader:
    """Loads the CardSet in a background thread so the menu appears at once."""

    def __init__(self) -> None:
        self._cards: Any = None
        self.error: str = ""
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._load, name="cards-loader", daemon=True)
        self._thread.start()

    def _load(self) -> None:
        try:
            from game.content.loader import load_cardset

            self._cards = load_cardset()
        except Exception as e:  # shown in the menu; the table cannot start without cards
            self.error = f"{type(e).__name__}: {e}"
        finally:
            self._done.set()

    @property
    def ready(self) -> bool:
        return self._done.is_set()

    def get(self, timeout: float | None = None) -> Any:
        self._done.wait(timeout)
        return self._cards


class App:
    def __init__(self, args: Any, headless_size: tuple[int, int] | None = None) -> None:
        self.args = args
        self.smoke = bool(getattr(args, "smoke_test", False))
        self.settings: Settings = load_settings()
        if self.smoke:
            self.settings.anim_speed = 0.0
            self.settings.ai_think_time = 0.0
            self.settings.hints = False
        size = headless_size or parse_size(getattr(args, "size", None)) or tuple(self.settings.window_size)
        fullscreen = bool(getattr(args, "fullscreen", False)) or (self.settings.fullscreen and not self.smoke)
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Alien Artifacts")
        self.fullscreen = False
        self.screen = self._set_mode(size, fullscreen)
        self.sound = Sound(self.settings.volume, self.settings.mute or self.smoke)
        self.scale = theme.Scale(*self.screen.get_size())
        self.scenes: list[Scene] = []
        self.running = True
        self.exit_code = 0
        self.clock = pygame.time.Clock()
        self.time = 0.0
        self.frames = 0
        self.loader = CardsLoader()
        self._faces: Faces | None = None
        self._starfield: pygame.Surface | None = None
        self.status = ""  # a line for the menu (errors, "saved", ...)

    # ---- window ------------------------------------------------------------------------------
    def _set_mode(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        flags = pygame.RESIZABLE
        if fullscreen:
            try:
                self.fullscreen = True
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        self.fullscreen = False
        return pygame.display.set_mode(size, flags)

    def set_window(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> None:
        size = size or self.settings.window_size
        fs = self.fullscreen if fullscreen is None else fullscreen
        self.screen = self._set_mode(tuple(size), fs)
        self._on_resize()

    def _on_resize(self) -> None:
        self.screen = pygame.display.get_surface()
        w, h = self.screen.get_size()
        self.scale = theme.Scale(w, h)
        self._starfield = None
        for s in self.scenes:
            s.resize(w, h)

    def starfield(self) -> pygame.Surface:
        size = self.screen.get_size()
        if self._starfield is None or self._starfield.get_size() != size:
            self._starfield = art.starfield(size).convert()
        return self._starfield

    # ---- shared resources --------------------------------------------------------------------
    def cards(self, wait: bool = True) -> Any:
        return self.loader.get(None if wait else 0)

    @property
    def faces(self) -> Faces:
        if self._faces is None or self._faces.cards is None:
            self._faces = Faces(self.cards())
        return self._faces

    def save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as e:
            self.status = f"Could not save settings: {e}"
        self.sound.configure(self.settings.volume, self.settings.mute)

    # ---- scene stack -------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.resize(*self.screen.get_size())

    def pop(self, scene: Scene | None = None) -> None:
        """Take `scene` (default: the top one) off the stack and close it, once. A scene that is no
        longer on the stack is left alone: popping never takes another scene with it.
        The stack belongs to the app and to the scenes' actions; a scene's close() never changes it."""
        if scene is None:
            if not self.scenes:
                return
            scene = self.scenes[-1]
        elif scene not in self.scenes:
            return
        was_top = scene is self.scenes[-1]
        self.scenes.remove(scene)
        scene.close()
        if not self.scenes:
            self.running = False
        elif was_top:
            self.scenes[-1].on_top()

    def replace(self, scene: Scene) -> None:
        """Clear the stack (closing every scene, top first) and show one scene."""
        old, self.scenes = self.scenes, []
        for s in reversed(old):
            s.close()
        self.push(scene)

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    # ---- loop --------------------------------------------------------------------------------
    def dispatch(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.QUIT:  # the window's close button: a scene may first save (or ask)
            if all(s.may_quit() for s in reversed(self.scenes)):
                self.quit(0)
            return
        if ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if self.screen.get_size() != pygame.display.get_surface().get_size():
                self._on_resize()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F11:
            self.set_window(fullscreen=not self.fullscreen)
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F1:
            from game.ui.scenes.help import HelpScene

            if not isinstance(self.top, HelpScene):
                self.push(HelpScene(self))
                return
        if self.top is not None:
            self.top.handle_event(ev)

    def step(self, dt: float) -> None:
        """One frame: events, update, draw (no flip)."""
        for ev in pygame.event.get():
            self.dispatch(ev)
            if not self.running:
                return
        self.time += dt
        top = self.top
        if top is not None:
            top.update(dt)
        self.draw(self.screen)
        self.frames += 1

    def draw(self, surf: pygame.Surface) -> None:
        if not self.scenes:
            surf.fill(theme.BG)
            return
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for s in self.scenes[start:]:
            s.draw(surf)

    def run(self) -> int:
        from game.ui import storage
        from game.ui.scenes.menu import MenuScene

        storage.clean_temp()  # temporary files of a save that was interrupted (a crash, a power cut)
        self.push(MenuScene(self))
        load = getattr(self.args, "load", None)
        if load:
            from game.ui.scenes.table import open_saved

            open_saved(self, load)
        t0 = time.perf_counter()
        first_frame_exit = os.environ.get("AA_FIRST_FRAME_EXIT") == "1"
        while self.running:
            # no waiting before the first frame: the menu should be on screen at once
            dt = self.clock.tick(0 if (self.smoke or not self.frames) else FPS) / 1000.0
            self.step(min(dt, 0.1))
            pygame.display.flip()
            if first_frame_exit and self.frames == 1:
                print("first-frame", flush=True)
                self.quit(0)
            if self.smoke:
                self._smoke_tick(time.perf_counter() - t0)
        scenes, self.scenes = self.scenes, []
        for s in reversed(scenes):  # stop AI workers and other helpers
            s.close()
        return self.exit_code

    # ---- smoke test --------------------------------------------------------------------------
    def _smoke_tick(self, elapsed: float) -> None:
        from game.ui.scenes.menu import MenuScene
        from game.ui.scenes.scores import ScoresScene

        top = self.top
        if elapsed > SMOKE_TIMEOUT:
            print("smoke test: timed out", file=sys.stderr)
            self.quit(3)
        elif isinstance(top, ScoresScene):
            if top.frames_drawn >= 3:
                print(json.dumps({"smoke": "ok", "frames": self.frames, "seconds": round(elapsed, 1),
                                  "winners": list(top.winners)}))
                self.quit(0)
        elif isinstance(top, MenuScene) and self.frames >= 2:
            if not engine_available():
                print(json.dumps({"smoke": "menu-only", "frames": self.frames}))
                self.quit(0)
                return
            if not top.smoke_started:
                top.smoke_started = True
                from game.ui.scenes.table import start_game
                from game.ui.session import SeatConfig

                seed = getattr(self.args, "seed", None)
                seats = [SeatConfig(name=f"Bot {i + 1}", human=False, level="normal", colour=i) for i in range(4)]
                start_game(self, seats, seed=1 if seed is None else seed)
                if isinstance(self.top, MenuScene):  # the game did not start: say why and fail
                    print(f"smoke test: could not start a game: {self.status}", file=sys.stderr)
                    self.quit(2)


def engine_available() -> bool:
    try:
        import game.content.loader
        import game.engine.api  # noqa: F401
    except ImportError:
        return False
    return True


def run(args: Any) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if getattr(args, "benchmark_ui", None):
        from game.ui.benchmark import benchmark

        return benchmark(int(args.benchmark_ui), args)
    app: App | None = None
    try:
        app = App(args)
        return app.run()
    except Exception:
        traceback.print_exc()
        return 1
    finally:
        if app is not None and not app.smoke:
            try:
                app.settings.fullscreen = app.fullscreen
                if not app.fullscreen:
                    app.settings.window_size = app.screen.get_size()
                save_settings(app.settings)
            except (OSError, pygame.error):
                pass
        pygame.quit()
