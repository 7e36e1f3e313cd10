"""The kit's cached layer (tabletop/ui/layers.py): drawn again only when its key or the target's size changes, the
same pixels either way, and its text lines heard by the text hook on every frame as if drawn then."""

from __future__ import annotations

import pygame

from tabletop.ui import textlog
from tabletop.ui.layers import Layer


def scene(colour: tuple[int, int, int], calls: list[int]) -> object:
    def draw(surf: pygame.Surface) -> None:
        calls.append(1)
        surf.fill(colour)
        pygame.draw.rect(surf, (255, 255, 255), pygame.Rect(5, 5, 10, 10))
        textlog.record(surf, "label", 12, pygame.Rect(5, 5, 10, 10), "name")
    return draw


def test_the_layer_is_drawn_once_per_key_and_again_when_the_key_or_the_size_changes() -> None:
    target = pygame.Surface((40, 30))
    layer, calls = Layer(), []
    assert layer.blit(target, ("a", 1), scene((10, 20, 30), calls))
    assert not layer.blit(target, ("a", 1), scene((10, 20, 30), calls))  # the same key: reused
    assert calls == [1] and layer.redraws == 1
    assert target.get_at((0, 0))[:3] == (10, 20, 30) and target.get_at((6, 6))[:3] == (255, 255, 255)
    target.fill((0, 0, 0))  # a frame drawn over: the next blit puts the cached layer back
    layer.blit(target, ("a", 1), scene((99, 99, 99), calls))
    assert target.get_at((0, 0))[:3] == (10, 20, 30) and calls == [1]
    assert layer.blit(target, ("a", 2), scene((70, 80, 90), calls))  # a new key: drawn again
    assert target.get_at((0, 0))[:3] == (70, 80, 90) and calls == [1, 1]
    bigger = pygame.Surface((60, 50))
    assert layer.blit(bigger, ("a", 2), scene((70, 80, 90), calls))  # the window's size changed
    assert bigger.get_at((59, 49))[:3] == (70, 80, 90) and layer.redraws == 3
    layer.invalidate()
    assert layer.blit(bigger, ("a", 2), scene((70, 80, 90), calls))


def test_the_layers_lines_are_heard_once_per_frame_whether_drawn_or_reused() -> None:
    target = pygame.Surface((40, 30))
    layer, calls = Layer(), []
    heard: list[tuple[str, int, pygame.Rect, str, pygame.Surface]] = []

    def sink(surf: pygame.Surface, text: str, size: int, rect: pygame.Rect, role: str) -> None:
        heard.append((text, size, rect, role, surf))

    with textlog.listen(sink):
        layer.blit(target, 1, scene((1, 2, 3), calls))  # drawn: heard once (on the target, not the cache)
        layer.blit(target, 1, scene((1, 2, 3), calls))  # reused: heard again
    assert [(t, s, tuple(r), ro) for t, s, r, ro, _ in heard] == [("label", 12, (5, 5, 10, 10), "name")] * 2
    assert all(surf is target for *_, surf in heard)
    assert not textlog.listening()
