"""A hook that sees every line of text the UI draws: tests record (size, rect) to check readability.

Drawing code calls `record(surface, text, size, rect, role)` after it blits a line; nothing listens in a
game, so the call costs one empty-list check. `listen(sink)` adds a listener for a `with` block. Card faces
name what a line is (a role such as "cost" or "name"), so a test can ask whether a face shows each. An
opaque panel drawn over the table (a popup) reports its rect with role "cover" and no text: what was
drawn there before it is hidden from then on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame

Sink = Callable[[pygame.Surface, str, int, pygame.Rect, str], None]
_SINKS: list[Sink] = []


def record(surf: pygame.Surface, text: str, size: int, rect: pygame.Rect, role: str = "") -> None:
    for sink in _SINKS:
        sink(surf, text, size, pygame.Rect(rect), role)


@contextmanager
def listen(sink: Sink) -> Iterator[None]:
    _SINKS.append(sink)
    try:
        yield
    finally:
        _SINKS.remove(sink)


def listening() -> bool:
    """Whether anyone hears the lines now (a cached layer says its lines again only then)."""
    return bool(_SINKS)


@contextmanager
def alone(sink: Sink) -> Iterator[None]:
    """Only `sink` hears the lines drawn in the block (a cached layer's lines, said to the others when blitted)."""
    saved = _SINKS[:]
    _SINKS[:] = [sink]
    try:
        yield
    finally:
        _SINKS[:] = saved
