"""The scene protocol: the app keeps a stack of these and draws from the top opaque one up.

`Host` is what a scene may use of the app (game/ui/app.py's App is the one host): the window and its
scale, the settings, the cards, and the scene stack, where other scenes are opened by name
(game/ui/scenes/registry.py), so a scene never imports another scene.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.ui.settings import Settings
from game.ui.sound import Sound
from game.ui.theme import Scale

if TYPE_CHECKING:  # card faces (and the card model behind them) load with the first table, not the menu
    from game.ui.sprites.card_face import Faces

Choice = tuple[str, str, Callable[[], None] | None]  # a dialog's choice: (key, label, what it does after it closes)


class Host(Protocol):
    """The app as scenes see it."""

    args: Any
    settings: Settings
    settings_error: str
    status: str  # a line for the main menu
    screen: pygame.Surface
    scale: Scale
    fullscreen: bool
    smoke: bool
    running: bool
    time: float  # seconds the app has run
    frames: int  # frames drawn
    sound: Sound
    loader: Any  # the cards' background loader: .ready, .error

    @property
    def faces(self) -> Faces: ...

    @property
    def top(self) -> Scene | None: ...

    def open(self, scene: str, /, *args: Any, **kw: Any) -> Scene: ...
    def show(self, scene: str, /, *args: Any, **kw: Any) -> Scene: ...
    def is_top(self, scene: str) -> bool: ...
    def push(self, scene: Scene) -> None: ...
    def pop(self, scene: Scene | None = None) -> None: ...
    def replace(self, scene: Scene) -> None: ...
    def quit(self, code: int = 0) -> None: ...
    def cards(self, wait: bool = True) -> Any: ...
    def starfield(self) -> pygame.Surface: ...
    def save_settings(self) -> None: ...
    def set_window(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> None: ...
    def window_sizes(self) -> list[tuple[int, int]]: ...


class Scene:
    """One screen. `draw` never changes game state; `update` advances animations and timers."""

    opaque = True  # False: the scene below is drawn first (overlays, dialogs)
    name = "scene"  # the name it is registered and opened by

    def __init__(self, app: Host) -> None:
        self.app = app

    def handle_event(self, ev: pygame.event.Event) -> None:
        """A menu-like scene's input: its `buttons` first (mouse, arrows, Enter), then Esc does `escape`."""
        group = getattr(self, "buttons", None)
        if group is not None and group.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.escape()

    def escape(self) -> None:
        """What Esc does when nothing else takes it: go back (`leave`)."""
        self.leave()

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass

    def resize(self, w: int, h: int) -> None:
        pass

    def on_top(self) -> None:
        pass

    def button_groups(self) -> list[Any]:
        """The groups of buttons the scene shows now (widgets.ButtonGroup), for tests and tools that aim at
        them: its `buttons` if it has some."""
        group = getattr(self, "buttons", None)
        return [group] if group is not None else []

    def may_quit(self) -> bool:
        """The window is being closed: True if the program may stop now (a scene may save first, or
        keep the program open to ask the player)."""
        return True

    def leave(self) -> None:
        """The scene's own action "go back": take it off the app's stack (the app then calls close)."""
        self.app.pop(self)

    def close(self) -> None:
        """Lifecycle hook: called once by the app when the scene has left the stack for good (stop
        threads, let go of resources). It must never push, pop or replace scenes."""
