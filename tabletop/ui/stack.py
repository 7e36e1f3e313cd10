"""The scene stack: scenes opened by name (tabletop/ui/registry.py), events to the top one, drawn from the top
opaque one up, frame by frame. A game's app is a SceneStack with its window and resources (game/ui/app.py)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import registry, theme
from tabletop.ui.scene import Scene


class SceneStack:
    """The kit's Host: a window surface and the scenes on it, bottom first."""

    def __init__(self, screen: pygame.Surface) -> None:
        self.screen = screen
        self.scale = theme.Scale(*screen.get_size())
        self.scenes: list[Scene] = []
        self.running = True
        self.exit_code = 0
        self.time = 0.0
        self.frames = 0

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

    def open(self, scene: str, /, *args: Any, **kw: Any) -> Scene:
        """Put a new scene `scene` on top of the stack (built with the scene's own arguments); return it."""
        made = registry.make(scene, self, *args, **kw)
        self.push(made)
        return made

    def show(self, scene: str, /, *args: Any, **kw: Any) -> Scene:
        """Clear the stack (closing every scene, top first) and show a new scene `scene`; return it."""
        made = registry.make(scene, self, *args, **kw)
        self.replace(made)
        return made

    def is_top(self, scene: str) -> bool:
        """Whether the scene on top is a scene named `scene`."""
        return self.top is not None and self.top.name == scene

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    def layout(self, w: int, h: int) -> None:
        """Lay out every scene on the stack for a window of w x h."""
        self.scale = theme.Scale(w, h)
        for s in self.scenes:
            s.resize(w, h)

    def dispatch(self, ev: pygame.event.Event) -> None:
        """One event: the window's close button asks every scene (a scene may first save, or ask); anything
        else goes to the scene on top."""
        if ev.type == pygame.QUIT:
            if all(s.may_quit() for s in reversed(self.scenes)):
                self.quit(0)
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

    def backdrop(self, surf: pygame.Surface) -> None:
        """What a full-screen scene (the curtain) draws behind itself."""
        surf.fill(theme.BG)

    def saves_elsewhere(self, scene: str) -> list[tuple[str, str]]:
        """Other games' saves a Load points to: none for a stack alone (an application of several games, the
        shell's App, names them)."""
        return []

    def draw(self, surf: pygame.Surface) -> None:
        if not self.scenes:
            surf.fill(theme.BG)
            return
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for s in self.scenes[start:]:
            s.draw(surf)

    def close_all(self) -> None:
        """Take every scene off, top first, closing each (threads stop, resources go)."""
        scenes, self.scenes = self.scenes, []
        for s in reversed(scenes):
            s.close()
