"""Real pygame events posted to the queue and handled by the App's own frame step: the one set of helpers the
tests/ui files drive the table and the scenes with (a click, a drag in steps, a key, a pointer that rests)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

Pos = tuple[int, int]
AS_PLAYED: dict[str, Any] = {"n": 8, "hover_first": True, "warp": True, "after": 1}  # drag_to as a hand does it:
# the pointer rests on the card, then moves in 8 steps (the system pointer along), one frame after the drop


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


def click(app: Any, pos: Pos, button: int = 1, between: int = 1, after: int = 2) -> None:
    """Press at pos, `between` frames, release, `after` frames (between=0: both in the queue before one frame)."""
    mouse(pygame.MOUSEBUTTONDOWN, pos, button)
    step(app, between)
    mouse(pygame.MOUSEBUTTONUP, pos, button)
    step(app, after)


def tap(app: Any, pos: Pos, frames: int = 1) -> None:
    """A press and a release at pos in the queue together, then `frames` frames (a quick click)."""
    press_release(pos)
    step(app, frames)


def hover(app: Any, pos: Pos, frames: int = 1) -> None:
    """Move the pointer (no button held) to pos and let `frames` frames pass."""
    pygame.mouse.set_pos(pos)
    mouse(pygame.MOUSEMOTION, pos, held=False)
    step(app, frames)


def line(start: Pos, end: Pos, n: int) -> list[Pos]:
    """n points from start to end, evenly spaced, the last one end itself."""
    return [(start[0] + (end[0] - start[0]) * k // n, start[1] + (end[1] - start[1]) * k // n) for k in range(1, n + 1)]


def drag(app: Any, start: Pos, path: Sequence[Pos], *, hover_first: bool = False, warp: bool = False,
         release: bool = True, after: int = 2) -> None:
    """Press at start (after resting the pointer there, with hover_first), one frame, then a held motion to each
    point of `path` with a frame after each (the system pointer moved along, with warp), and (with release) let go
    at its last point and let `after` frames pass."""
    if hover_first:
        hover(app, start)
    elif warp:
        pygame.mouse.set_pos(start)
    mouse(pygame.MOUSEBUTTONDOWN, start)
    step(app, 1)
    for p in path:
        if warp:
            pygame.mouse.set_pos(p)
        mouse(pygame.MOUSEMOTION, p)
        step(app, 1)
    if release:
        mouse(pygame.MOUSEBUTTONUP, path[-1])
        step(app, after)


def drag_to(app: Any, start: Pos, end: Pos, n: int = 6, **how: Any) -> None:
    """`drag` from start to end in n even steps (`how`: drag's hover_first, warp, release, after)."""
    drag(app, start, line(start, end, n), **how)


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
