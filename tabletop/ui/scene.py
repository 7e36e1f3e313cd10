"""The scene protocol: a stack (tabletop/ui/stack.py) keeps these and draws from the top opaque one up.

`Host` is what a scene may use of the stack that holds it: the window and its scale, the clock, and the stack
itself, where other scenes are opened by name (tabletop/ui/registry.py), so a scene never imports another scene.
A game's app extends it with what its own scenes use (game/ui/scenes/base.py).
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from tabletop.ui.theme import Scale


class Host(Protocol):
    """The stack as scenes see it."""

    screen: pygame.Surface
    scale: Scale
    running: bool
    time: float  # seconds the stack has run
    frames: int  # frames drawn

    @property
    def top(self) -> Scene | None: ...

    def open(self, scene: str, /, *args: Any, **kw: Any) -> Scene: ...
    def show(self, scene: str, /, *args: Any, **kw: Any) -> Scene: ...
    def is_top(self, scene: str) -> bool: ...
    def push(self, scene: Scene) -> None: ...
    def pop(self, scene: Scene | None = None) -> None: ...
    def replace(self, scene: Scene) -> None: ...
    def quit(self, code: int = 0) -> None: ...
    def backdrop(self, surf: pygame.Surface) -> None: ...
    def saves_elsewhere(self, scene: str) -> list[tuple[str, str]]:
        """(a button's label, Load scene) for each other game the application plays that has saves: a game's Load
        (`scene`) points there, so every save is found from whichever Load the player opens."""
        ...


class Scene:
    """One screen. `draw` never changes state; `update` advances animations and timers."""

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
        """The scene's own action "go back": take it off the stack (the stack then calls close)."""
        self.app.pop(self)

    def close(self) -> None:
        """Lifecycle hook: called once by the stack when the scene has left it for good (stop
        threads, let go of resources). It must never push, pop or replace scenes."""
