"""The pygame-ce app: a window, a stack of scenes (opened by name, tabletop/ui/registry.py) and a 60 fps loop.

`python -m game` enters through game/ui/main.py's `run(args)`, which also wires the smoke test and the
UI benchmark beside the App. The cards are loaded in a background thread, so the main menu is on screen
before they are parsed.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game import games
from game.ui import (
    all_scenes,  # noqa: F401  (declares every scene by name, once; each scene's module loads when it first opens)
    saves_elsewhere,
)
from game.ui.display import fit_to_desktop, game_window, open_display, place_window
from game.ui.settings import MIN_WINDOW, WINDOW_SIZES, Settings, data_dir, open_settings, save_settings
from game.ui.sound import Sound
from game.ui.sprites import art
from tabletop.ui.stack import SceneStack

FPS = 60


def parse_size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    try:
        w, h = text.lower().split("x")
        return max(640, int(w)), max(360, int(h))
    except ValueError:
        return None


class CardsLoader:
    """Loads a game's content (its registered "content" hook, game/games.py) in a background thread (started once,
    by `start`) so the menu appears at once."""

    def __init__(self, game: games.Game) -> None:
        self.game = game
        self._cards: Any = None
        self.error: str = ""
        self._done = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._load, name="cards-loader", daemon=True)
            self._thread.start()

    def _load(self) -> None:
        try:
            # the loader's thread imports YAML and the game's loader (~60 ms) off-screen (start-up time)
            self._cards = self.game.load("content")()
        except Exception as e:  # shown in the menu; the table cannot start without cards
            self.error = f"{type(e).__name__}: {e}"
        finally:
            self._done.set()

    @property
    def ready(self) -> bool:
        return self._done.is_set()

    def get(self, timeout: float | None = None) -> Any:
        self.start()
        self._done.wait(timeout)
        return self._cards


class App(SceneStack):
    """The game's window: the kit's scene stack with the settings, the sound, the cards and the menu."""

    def __init__(self, args: Any, headless_size: tuple[int, int] | None = None) -> None:
        self.args = args
        # the game the menu shows first: `--game KEY`, else the one played last (the settings), else the default
        self.smoke = bool(getattr(args, "smoke_test", False))
        self.driver = open_display(allow_headless=self.smoke)  # first: with no display, nothing else is touched
        settings, problem = open_settings()
        self.settings: Settings = settings
        self.game_key: str = getattr(args, "game", None) or settings.last_game
        self.settings_error = ""  # the last failed settings save, shown on the Settings screen
        if self.smoke:
            self.settings.anim_speed = 0.0
            self.settings.ai_think_time = 0.0
            self.settings.hints = False
        asked = headless_size or parse_size(getattr(args, "size", None)) or (*self.settings.window_size,)
        fullscreen = bool(getattr(args, "fullscreen", False)) or (self.settings.fullscreen and not self.smoke)
        pygame.font.init()
        pygame.display.set_caption("Alien Artifacts")
        size = fit_to_desktop(asked, self.driver)
        if size != asked and not problem:
            problem = (f"The window size {asked[0]} x {asked[1]} is larger than the screen: "
                       f"using {size[0]} x {size[1]}")
        self.fullscreen = False
        self._layout_size: tuple[int, int] = (0, 0)  # the size every scene was last laid out for
        self._f11_held = False  # F11 is down: it toggles fullscreen once, when let go
        self._least_canvas: pygame.Surface | None = None  # frames of a window below the smallest layout (draw)
        self.screen = self._set_mode(size, fullscreen)
        self._layout_size = self.screen.get_size()
        self.sound = Sound(self.settings.volume, self.settings.mute or self.smoke)
        SceneStack.__init__(self, self.screen)  # the scenes, the scale, the frame count
        self.clock = pygame.time.Clock()
        # the cards the table plays with: Alien Artifacts' (the one game with a table today), loaded beside the menu
        self.loader = CardsLoader(games.by_key(games.DEFAULT))
        # While the first frame is made, a scene that asks for the cards without waiting gets None and the loader
        # waits: its thread would take turns with the menu's drawing (one interpreter lock), so it starts once the
        # menu is on screen (App.run), or at once for whoever waits for the cards.
        self.first_frame_pending = False
        self._faces: Any = None  # the card faces (the game's "faces" hook), made with the first table
        self._starfield: pygame.Surface | None = None
        self.status = problem  # a line for the menu (errors, "saved", a settings file that could not be used, ...)

    # ---- window ------------------------------------------------------------------------------
    def _set_mode(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        was_full = self.fullscreen
        if fullscreen:
            try:
                place_window(pygame.display.get_surface() is not None, (0, 0))  # (X, no window manager)
                self.fullscreen = True
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        self.fullscreen = False
        surf = pygame.display.set_mode(size, pygame.RESIZABLE)
        window = game_window()
        if window is not None:
            window.minimum_size = MIN_WINDOW  # a window manager stops a drag at the smallest layout
        if was_full:
            place_window(True, pygame.WINDOWPOS_CENTERED)  # back from fullscreen: in the middle of the screen
        return surf

    def set_window(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> None:
        size = fit_to_desktop((*(size or self.settings.window_size),), self.driver)
        fs = self.fullscreen if fullscreen is None else fullscreen
        self.screen = self._set_mode(size, fs)
        self._on_resize()

    def window_sizes(self) -> list[tuple[int, int]]:
        """The window sizes the Settings screen offers: those that fit on the desktop."""
        fits = [sz for sz in WINDOW_SIZES if fit_to_desktop(sz, self.driver) == sz]
        return fits or [fit_to_desktop(WINDOW_SIZES[0], self.driver)]

    def _on_resize(self) -> None:
        """Lay out every scene on the stack for the display surface's size (the size a resize left it at)."""
        surf = pygame.display.get_surface()
        if surf is None:
            return
        w, h = surf.get_size()
        self._layout_size = (w, h)
        # below the smallest layout (a window manager that ignores the minimum size, a tiny fullscreen): the scenes
        # are laid out and drawn at the smallest layout on a canvas, which each frame shows clipped to the window
        self.screen = surf if w >= MIN_WINDOW[0] and h >= MIN_WINDOW[1] else self._canvas((w, h))
        self._starfield = None
        self.layout(*self.screen.get_size())

    def _canvas(self, size: tuple[int, int]) -> pygame.Surface:
        least = (max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1]))
        if self._least_canvas is None or self._least_canvas.get_size() != least:
            self._least_canvas = pygame.Surface(least)
        return self._least_canvas

    def draw(self, surf: pygame.Surface) -> None:
        """Draw the scenes. A surface smaller than the smallest layout (a frame drawn before its resize event) gets
        them drawn at the smallest layout and clipped; the canvas of a window below it is shown on the window."""
        w, h = surf.get_size()
        if w < MIN_WINDOW[0] or h < MIN_WINDOW[1]:
            canvas = self._canvas((w, h))
            super().draw(canvas)
            surf.blit(canvas, (0, 0))
            return
        super().draw(surf)
        window = pygame.display.get_surface()
        if surf is self._least_canvas and window is not None and window is not surf:
            window.blit(surf, (0, 0))

    def starfield(self) -> pygame.Surface:
        size = self.screen.get_size()
        if self._starfield is None or self._starfield.get_size() != size:
            self._starfield = art.starfield(size).convert()
        return self._starfield

    def backdrop(self, surf: pygame.Surface) -> None:
        surf.blit(self.starfield(), (0, 0))

    # ---- shared resources --------------------------------------------------------------------
    def saves_folder(self) -> Path:
        """The user's saves folder (each game keeps its saves there, Age of Galaxy in a subfolder of its own)."""
        return data_dir() / "saves"

    def push(self, scene: Any) -> None:
        super().push(scene)
        self._remember_played(scene)

    def _remember_played(self, scene: Any) -> None:
        """A game's table on screen makes it the game played last (first on the menu next time), however it was
        reached: its menu entries (which say so themselves), another game's Load, `--load FILE`. Only a game whose
        table module is loaded can be the one (nothing is imported here); the settings are saved when it changes."""
        for game in games.GAMES:
            hook = game.hook("table")
            if hook is None or hook.module not in sys.modules or not isinstance(scene, hook.load()):
                continue
            self.game_key = game.key
            if self.settings.last_game != game.key:
                self.settings.last_game = game.key
                self.save_settings()

    def saves_elsewhere(self, scene: str) -> list[tuple[str, str]]:
        """(label, Load scene) of each other game with saves: where the Load `scene` points to."""
        return saves_elsewhere.elsewhere(self, scene)

    def cards(self, wait: bool = True) -> Any:
        if not wait and self.first_frame_pending:
            return None
        return self.loader.get(None if wait else 0)

    @property
    def faces(self) -> Any:
        if self._faces is None or self._faces.cards is None:
            # card faces and the card model load with the first table, after the menu's frame (start-up time)
            self._faces = self.loader.game.load("faces")(self.cards())
        return self._faces

    def save_settings(self) -> None:
        """Save the settings now; a failure is one line on the Settings screen and the main menu."""
        try:
            save_settings(self.settings)
        except OSError as e:  # SettingsSaveError: one line naming the file
            self.settings_error = self.status = str(e)
        else:
            self.settings_error = ""
        self.sound.configure(self.settings.volume, self.settings.mute)

    # ---- loop (the scene stack is the kit's: tabletop/ui/stack.py) ----------------------------------
    def dispatch(self, ev: pygame.event.Event) -> None:
        if ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._window_resized()
            return
        if ev.type in (pygame.KEYDOWN, pygame.KEYUP) and ev.key == pygame.K_F11:
            # toggled as the key is let go, once per press: a toggle makes the window again, and with no window
            # manager SDL then takes the held key for released, so its auto-repeat read as new presses (issue 31)
            if ev.type == pygame.KEYDOWN:
                self._f11_held = True
            elif self._f11_held:
                self._f11_held = False
                self.set_window(fullscreen=not self.fullscreen)
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F1 and not self.is_top("help") and \
                not getattr(self.top, "own_help", False):  # a game's scene with a help of its own (AoG's table)
            self.open(games.help_for(getattr(self.top, "name", "")))  # the help of the game on screen
            return
        super().dispatch(ev)  # the window's close button, or the scene on top

    def _window_resized(self) -> None:
        """The window changed size (a drag on its edge, a window manager, F11): pygame-ce has already resized the
        display surface, which `self.screen` is, so the surface's size is compared with the size the scenes were
        laid out for, not with itself."""
        surf = pygame.display.get_surface()
        if surf is None:
            return
        w, h = surf.get_size()
        if not self.fullscreen and (w < MIN_WINDOW[0] or h < MIN_WINDOW[1]):  # no window manager kept the minimum
            least = (max(w, MIN_WINDOW[0]), max(h, MIN_WINDOW[1]))
            window = game_window()
            if window is not None:  # resized in place (set_mode would make a new X window)
                window.size = least
            surf = pygame.display.get_surface()
            if surf is None:
                return
            if surf.get_size() != least:
                surf = pygame.display.set_mode(least, pygame.RESIZABLE)
        if surf.get_size() != self._layout_size:
            self._on_resize()

    def run(self, on_frame: Callable[[], None] | None = None) -> int:
        """The main menu (and the game of `--load`), then frames until the app stops; `on_frame` is called
        after each frame is shown (alien_artifacts/ui/smoke.py drives the smoke test so). Returns the exit code."""
        for game in games.GAMES:  # each game's start: temporary files of a save a crash or a power cut interrupted
            if game.hook("launch") is not None:  # a registered part must be there: loaded, never skipped
                game.load("launch").at_launch(self)
        self.first_frame_pending = True
        self.open("menu")
        load = getattr(self.args, "load", None)
        if load:  # the match layer loads only when a game is opened, not for the menu's first frame (start-up time)
            from game.save_kind import game_of_save  # lazy: read only for `--load`, after the menu's scene

            # the game the file says it is a save of, else the game of `--game`, else Alien Artifacts (whose
            # loader then says in one line what the file is)
            game = game_of_save(load) or games.by_key(getattr(self.args, "game", None) or games.DEFAULT)
            game.load("open_save")(self, load)
        while self.running:
            # no waiting before the first frame: the menu should be on screen at once
            dt = self.clock.tick(0 if (self.smoke or not self.frames) else FPS) / 1000.0
            self.step(min(dt, 0.1))
            pygame.display.flip()
            if self.first_frame_pending:  # the menu is on screen: now the cards load beside it
                self.first_frame_pending = False
                self.loader.start()
            if on_frame is not None:
                on_frame()
        self.close_all()  # stop AI workers and other helpers
        return self.exit_code
