"""A cached layer of a frame: what did not change since the last frame is blitted, not drawn again.

    layer = Layer()
    layer.blit(screen, key, draw_static)      # draw_static(surface) runs only when `key` or the screen size changed

A table draws most of its frame from facts that change only when a move is played (the board, the players' boards,
the cards); the moving, hovered and glowing parts are drawn over it each frame. `Layer` holds the static part in
a surface of the screen's size and format, drawn again only when the caller's key differs from the last one (`==`;
a tuple of the facts the drawing reads: the state, the viewer, what is lifted...) or the screen changed size. The
text hook (textlog.py) hears the layer's lines on every frame as if drawn then: they are recorded while the layer
is drawn and said again each time it is blitted, so the hover help and the readability tests see the same lines
whether the layer was drawn or reused. `redraws` counts the draws (tests, benchmarks). No game is named here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.ui import textlog

Line = tuple[str, int, pygame.Rect, str]  # a recorded line: its text, size in pixels, where, its role


class Layer:
    def __init__(self) -> None:
        self.surf: pygame.Surface | None = None
        self.key: Any = None
        self.lines: list[Line] = []
        self.redraws = 0

    def invalidate(self) -> None:
        """Draw again at the next blit, whatever the key (a theme or font change the key does not name)."""
        self.key = None
        self.surf = None

    def fresh(self, target: pygame.Surface, key: Any) -> bool:
        """Whether the layer, as cached, is what `key` would draw on `target` (its size)."""
        return self.surf is not None and self.surf.get_size() == target.get_size() and self.key == key

    def blit(self, target: pygame.Surface, key: Any, draw: Callable[[pygame.Surface], None]) -> bool:
        """Put the layer on `target` at (0, 0): drawn by `draw` first when stale (True then), else reused."""
        drawn = not self.fresh(target, key)
        if drawn:
            if self.surf is None or self.surf.get_size() != target.get_size():
                self.surf = pygame.Surface(target.get_size(), 0, target)  # the screen's pixel format: a plain copy
            lines: list[Line] = []

            def sink(_surf: pygame.Surface, text: str, size: int, rect: pygame.Rect, role: str) -> None:
                lines.append((text, size, rect, role))

            with textlog.alone(sink):  # the others hear them below, as on every frame
                draw(self.surf)
            self.lines = lines
            self.key = key
            self.redraws += 1
        target.blit(self.surf, (0, 0))  # type: ignore[arg-type]  # drawn above when None
        if textlog.listening():
            for text, size, rect, role in self.lines:
                textlog.record(target, text, size, rect, role)
        return drawn
