"""Report charts drawn with pygame to PNG (no plotting dependency): bars and stacked bars."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame

from game.paths import assets_dir

BG = (18, 22, 38)
FG = (225, 230, 240)
GRID = (60, 68, 96)
BAND = (40, 90, 60)
# Colour-blind-safe palette (Okabe-Ito).
PALETTE = [(0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167), (86, 180, 233), (213, 94, 0)]


def _font(size: int, bold: bool = False) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return pygame.font.Font(str(assets_dir() / "fonts" / name), size)


def _frame(title: str, size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    surf = pygame.Surface(size)
    surf.fill(BG)
    t = _font(24, True).render(title, True, FG)
    surf.blit(t, (20, 14))
    return surf, pygame.Rect(70, 60, size[0] - 100, size[1] - 120)


def nice_top(value: float) -> tuple[float, float]:
    """A round axis top and tick step covering `value` with at most 6 ticks."""
    for step in (0.5, 1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000):
        if value / step <= 6:
            return step * max(1, -(-value // step)), step
    return value, value / 5


def _axis(surf: pygame.Surface, area: pygame.Rect, top: float, step: float) -> None:
    f = _font(14)
    v = 0.0
    while v <= top + 1e-9:
        y = area.bottom - area.height * v / top
        pygame.draw.line(surf, GRID, (area.left, y), (area.right, y), 1)
        lab = f.render(f"{v:g}", True, FG)
        surf.blit(lab, (area.left - lab.get_width() - 8, y - lab.get_height() / 2))
        v += step


def bar_chart(path: Path, title: str, labels: Sequence[str], values: Sequence[float],
              band: tuple[float, float] | None = None, size: tuple[int, int] = (900, 500)) -> None:
    surf, area = _frame(title, size)
    top, step = nice_top(max([*values, *(band or (0, 0)), 1.0]) * 1.1)
    if band:
        y0 = area.bottom - area.height * band[1] / top
        y1 = area.bottom - area.height * band[0] / top
        pygame.draw.rect(surf, BAND, (area.left, y0, area.width, y1 - y0))
        note = _font(14).render(f"band: target {band[0]:g}-{band[1]:g}", True, FG)
        surf.blit(note, (size[0] - note.get_width() - 20, 22))
    _axis(surf, area, top, step)
    f = _font(16)
    w = area.width / max(1, len(values))
    for i, (lab, v) in enumerate(zip(labels, values, strict=True)):
        h = area.height * v / top
        r = pygame.Rect(area.left + i * w + w * 0.2, area.bottom - h, w * 0.6, h)
        pygame.draw.rect(surf, PALETTE[i % len(PALETTE)], r)
        val = f.render(f"{v:.1f}", True, FG)
        surf.blit(val, (r.centerx - val.get_width() / 2, r.top - val.get_height() - 4))
        t = f.render(lab, True, FG)
        surf.blit(t, (r.centerx - t.get_width() / 2, area.bottom + 8))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))


def stacked_bars(path: Path, title: str, labels: Sequence[str], parts: Sequence[str],
                 rows: Sequence[Sequence[float]], size: tuple[int, int] = (900, 520)) -> pygame.Surface:
    """One bar per label, stacked by `parts` (e.g. VP sources per player)."""
    surf, area = _frame(title, size)
    area.height -= 30
    top, step = nice_top(max([sum(r) for r in rows] + [1.0]) * 1.1)
    _axis(surf, area, top, step)
    f = _font(16)
    w = area.width / max(1, len(rows))
    for i, (lab, row) in enumerate(zip(labels, rows, strict=True)):
        y = float(area.bottom)
        for j, v in enumerate(row):
            h = area.height * v / top
            pygame.draw.rect(surf, PALETTE[j % len(PALETTE)], (area.left + i * w + w * 0.2, y - h, w * 0.6, h))
            y -= h
        tot = f.render(f"{sum(row):.0f}", True, FG)
        surf.blit(tot, (area.left + i * w + w / 2 - tot.get_width() / 2, y - tot.get_height() - 4))
        t = f.render(lab, True, FG)
        surf.blit(t, (area.left + i * w + w / 2 - t.get_width() / 2, area.bottom + 8))
    x = area.left
    for j, part in enumerate(parts):
        pygame.draw.rect(surf, PALETTE[j % len(PALETTE)], (x, size[1] - 34, 16, 16))
        t = f.render(part, True, FG)
        surf.blit(t, (x + 22, size[1] - 36))
        x += 40 + t.get_width()
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surf, str(path))
    return surf
