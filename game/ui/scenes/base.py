"""The app's scenes: the UI kit's Scene (tabletop/ui/scene.py) over the app as its host.

`Host` is what a scene may use of the app (game/ui/app.py's App is the one host): the kit's host (the window,
its scale and the scene stack, where other scenes are opened by name: tabletop/ui/registry.py) plus the
settings, the cards and the sound.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.ui.settings import Settings
from game.ui.sound import Sound
from tabletop.ui import scene as kit

Choice = tuple[str, str, Callable[[], None] | None]  # a dialog's choice: (key, label, what it does after it closes)


class Host(kit.Host, Protocol):
    """The app as scenes see it."""

    args: Any
    settings: Settings
    settings_error: str
    status: str  # a line for the main menu
    fullscreen: bool
    smoke: bool
    sound: Sound
    loader: Any  # the cards' background loader: .ready, .error
    game_key: str  # the game the menu shows first (game/games.py)

    @property
    def faces(self) -> Any: ...  # the game's card faces (Alien Artifacts': alien_artifacts/ui/sprites/card_face.py)

    def cards(self, wait: bool = True) -> Any: ...
    def starfield(self) -> pygame.Surface: ...
    def save_settings(self) -> None: ...
    def set_window(self, size: tuple[int, int] | None = None, fullscreen: bool | None = None) -> None: ...
    def window_sizes(self) -> list[tuple[int, int]]: ...


class Scene(kit.Scene):
    """A scene of the app: the kit's Scene whose host is the app."""

    app: Host

    def __init__(self, app: Host) -> None:
        super().__init__(app)
