"""Real pygame events posted to the queue and handled by the App's own frame step: the one set of helpers the
tests/ui files drive the table and the scenes with (a click, a drag in steps, a key, a pointer that rests)."""

from __future__ import annotations

from typing import Any

import pygame

Pos = tuple[int, int]


def step(app: Any, n: int = 2) -> None:
    """n frames of the App (1/60 s each): the posted events are handled, the scene updated and drawn."""
    for _ in range(n):
        app.step(1 / 60)


def mouse(kind: int, pos: Pos, button: int = 1, held: bool = True) -> None:
    """Post one mouse event: a motion (with the left button `held` or not), or a button's press or release."""
    if kind == pygame.MOUSEMOTION:
        pygame.event.post(pygame.event.Event(kind, pos=pos, rel=(1, 1), buttons=(1, 0, 0) if held else (0, 0, 0)))
    else:
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=button))


def press_release(pos: Pos, button: int = 1) -> None:
    """Post a press and a release at pos (no frame between: a click as the queue sees it)."""
    mouse(pygame.MOUSEBUTTONDOWN, pos, button)
    mouse(pygame.MOUSEBUTTONUP, pos, button)


def click(app: Any, pos: Pos, button: int = 1, after: int = 2) -> None:
    """Press, one frame, release, `after` frames."""
    mouse(pygame.MOUSEBUTTONDOWN, pos, button)
    step(app, 1)
    mouse(pygame.MOUSEBUTTONUP, pos, button)
    step(app, after)


def hover(app: Any, pos: Pos, frames: int = 1) -> None:
    """Move the pointer (no button held) to pos and let `frames` frames pass."""
    pygame.mouse.set_pos(pos)
    mouse(pygame.MOUSEMOTION, pos, held=False)
    step(app, frames)


def drag(app: Any, start: Pos, end: Pos, moves: int = 6, release: bool = True) -> None:
    """Press at start, move to end in `moves` steps with a frame after each, and (with release) let go there."""
    mouse(pygame.MOUSEBUTTONDOWN, start)
    step(app, 1)
    for i in range(1, moves + 1):
        pos = (start[0] + (end[0] - start[0]) * i // moves, start[1] + (end[1] - start[1]) * i // moves)
        mouse(pygame.MOUSEMOTION, pos)
        step(app, 1)
    if release:
        mouse(pygame.MOUSEBUTTONUP, end)
        step(app, 2)


def key(app: Any | None, k: int, mod: int = 0, unicode: str = "", up: bool = True, frames: int = 1) -> None:
    """Post a key's press (and release); with an app, let `frames` frames pass."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    if up:
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))
    if app is not None:
        step(app, frames)


def wheel(y: int) -> None:
    """Post one notch of the mouse wheel (y > 0: up)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                         precise_y=float(y), touch=False))
