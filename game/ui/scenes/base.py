"""The scene protocol: the app keeps a stack of these and draws from the top opaque one up."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """One screen. `draw` never changes game state; `update` advances animations and timers."""

    opaque = True  # False: the scene below is drawn first (overlays, dialogs)
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app

    def handle_event(self, ev: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surf: pygame.Surface) -> None:
        pass

    def resize(self, w: int, h: int) -> None:
        pass

    def on_top(self) -> None:
        pass

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
