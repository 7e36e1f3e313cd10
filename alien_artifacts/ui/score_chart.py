"""The score screen's drawings, in pygame: every player's score over the game (a line per player, a point after every
turn, final scoring dashed to the end) and a bar per player in the sheet's sources. They draw a ScoreSheet
(alien_artifacts/match/scoresheet.py) as it is: no rules arithmetic, only positions on the screen."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

import pygame

from alien_artifacts.match.scoresheet import DURING, FINAL, ScoreSheet
from game.ui import theme
from tabletop.ui.widgets import draw_text, ellipsize, fit_size

Scale = Callable[[float], int]


def nice_step(top: int, lines: int = 5) -> int:
    """A grid step of 1, 2 or 5 times a power of ten giving about `lines` lines up to `top`."""
    raw = max(1.0, top / max(1, lines))
    base = 1
    while True:
        for m in (1, 2, 5):
            if base * m >= raw:
                return base * m
        base *= 10


def _dashed(surf: pygame.Surface, colour: theme.Colour, a: tuple[float, float], b: tuple[float, float],
            width: int, dash: int) -> None:
    length = max(1.0, ((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5)
    n = max(1, int(length // (2 * dash)))
    for i in range(n + 1):
        t0, t1 = (2 * i) * dash / length, min(1.0, (2 * i + 1) * dash / length)
        if t0 >= 1.0:
            break
        p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
        p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
        pygame.draw.line(surf, colour, p0, p1, width)


def draw_timeline(surf: pygame.Surface, rect: pygame.Rect, sheet: ScoreSheet, colours: Sequence[theme.Colour],
                  sc: Scale, grow: float = 1.0) -> None:
    """Each player's VP after every turn, round by round along the bottom, and the end (final scoring)."""
    draw_text(surf, "Score over the game", (rect.x + sc(12), rect.y + sc(8)), sc(15), theme.TEXT_DIM, bold=True)
    points = sheet.timeline
    n = len(sheet.names)
    if len(points) < 2 or n == 0:
        return
    # room on the right for the final totals with the names: as wide as they need, at most a quarter
    label_font = theme.font(sc(13), True)
    need = max(label_font.size(f"{sheet.totals[s]} {sheet.names[s]}")[0] for s in range(n)) if sheet.over else 0
    right = max(sc(24), min(need + sc(22), rect.w // 4))
    plot = pygame.Rect(rect.x + sc(48), rect.y + sc(34), rect.w - sc(48) - right, rect.h - sc(34) - sc(30))
    if plot.w < sc(40) or plot.h < sc(30):
        return
    top = max([max(p.vp) for p in points] + [5])
    step = nice_step(top)
    top = -(-top // step) * step
    lo = min(0, min(min(p.vp) for p in points))
    span = max(1, top - lo)

    def y_of(v: float) -> float:
        return plot.bottom - (v - lo) / span * plot.h

    # the grid: VP up the side
    for v in range(lo - lo % step if lo % step else lo, top + 1, step):
        y = round(y_of(v))
        pygame.draw.line(surf, theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.5), (plot.x, y), (plot.right, y), 1)
        draw_text(surf, str(v), (plot.x - sc(6), y), sc(12), theme.TEXT_DIM, anchor="midright")
    turns = [p for p in points if not p.final]
    last = max(1, turns[-1].turn)
    end_gap = sc(34) if points[-1].final else 0
    span_x = plot.w - end_gap

    def x_of(p_turn: int, final: bool = False) -> float:
        return plot.right if final else plot.x + p_turn / last * span_x

    # the rounds along the bottom: a tick where each round starts, its number in the middle of its turns
    spans: dict[int, list[int]] = {}  # round -> [the turn before its first, its last turn]
    for a, b in itertools.pairwise(turns):
        spans.setdefault(b.round, [a.turn, b.turn])[1] = b.turn
    draw_text(surf, "Round", (plot.x - sc(6), plot.bottom + sc(6)), sc(12), theme.TEXT_DIM, anchor="topright")
    label_right = plot.x - sc(4)
    for rnd, (first, end) in sorted(spans.items()):
        x0 = round(x_of(first))
        pygame.draw.line(surf, theme.PANEL_EDGE, (x0, plot.bottom), (x0, plot.bottom + sc(4)), 1)
        x = round((x_of(first) + x_of(end)) / 2)
        words = str(rnd)
        half = theme.font(sc(12)).size(words)[0] // 2
        if x - half > label_right + sc(6) and x + half < plot.right - end_gap // 2:
            draw_text(surf, words, (x, plot.bottom + sc(6)), sc(12), theme.TEXT_DIM, anchor="midtop")
            label_right = x + half
    if points[-1].final:
        draw_text(surf, "End", (plot.right, plot.bottom + sc(6)), sc(12), theme.TEXT_DIM, anchor="midtop")
    pygame.draw.line(surf, theme.PANEL_EDGE, plot.bottomleft, plot.bottomright, 1)
    # the lines: drawn up to `grow` of the way across; players level on VP lie side by side, not on top
    reach = plot.x + grow * plot.w
    width = max(2, sc(3))
    ends: list[tuple[float, int]] = []
    for s in range(n):
        off = (s - (n - 1) / 2) * max(1, sc(2))
        col = colours[s] if s < len(colours) else theme.TEXT
        pts = [(x_of(p.turn), y_of(p.vp[s]) + off) for p in turns]
        shown = [q for q in pts if q[0] <= reach]
        if len(shown) >= 2:
            pygame.draw.lines(surf, col, False, shown, width)
        if points[-1].final and grow >= 1.0:
            tip = (x_of(0, True), y_of(points[-1].vp[s]) + off)
            _dashed(surf, col, pts[-1], tip, width, sc(5))
            pygame.draw.circle(surf, col, (round(tip[0]), round(tip[1])), sc(4))
            ends.append((tip[1], s))
    # the final totals beside the end, pushed apart so that none covers another
    gap = theme.font(sc(13), True).get_linesize()
    placed: list[float] = []
    for want, s in sorted(ends):
        at = max([want] + [q + gap for q in placed[-1:]])
        placed.append(at)
        words = ellipsize(f"{sheet.totals[s]} {sheet.names[s]}", sc(13), True, rect.right - plot.right - sc(14))
        draw_text(surf, words, (plot.right + sc(8), round(at)), sc(13), colours[s] if s < len(colours) else theme.TEXT,
                  bold=True, anchor="midleft")


def draw_bars(surf: pygame.Surface, rect: pygame.Rect, sheet: ScoreSheet, colours: Sequence[theme.Colour],
              source_colours: dict[str, theme.Colour], winners: Sequence[int], sc: Scale, grow: float = 1.0) -> None:
    """A bar per player, its VP in the sheet's sources (the colours of the sheet's rows), the total at its end."""
    n = len(sheet.names)
    if n == 0:
        return
    inner = rect.inflate(-sc(24), -sc(16))
    name_w = min(sc(150), inner.w // 4)
    total_w = sc(56)
    row = min(inner.h // n, sc(44))
    y0 = inner.y + (inner.h - row * n) // 2
    bar_h = max(sc(10), min(sc(24), row - sc(8)))
    usable = inner.w - name_w - total_w
    top = max(*sheet.totals, 1)
    keys = [k for k, _w in DURING + FINAL]
    for s in range(n):
        cy = y0 + s * row + row // 2
        col = colours[s] if s < len(colours) else theme.TEXT
        name = ("★ " if s in winners else "") + sheet.names[s]
        fit = fit_size(name, sc(14), True, name_w - sc(8), min(sc(14), theme.MIN_TEXT_PX + 1))
        draw_text(surf, ellipsize(name, fit, True, name_w - sc(8)), (inner.x, cy), fit, col, bold=True,
                  anchor="midleft")
        x = inner.x + name_w
        for k in keys:
            v = max(0, sheet.sources[s][k])
            wpx = round(usable * v / top * grow)
            if wpx <= 0:
                continue
            r = pygame.Rect(x, cy - bar_h // 2, wpx, bar_h)
            c = source_colours.get(k, theme.TEXT_DIM)
            pygame.draw.rect(surf, c, r)
            pygame.draw.rect(surf, theme.mix(c, (0, 0, 0), 0.45), r, 1)
            if wpx >= sc(18) and bar_h >= sc(14):
                draw_text(surf, str(v), r.center, sc(12), theme.TEXT_DARK, bold=True, anchor="center")
            x += wpx
        draw_text(surf, f"{sheet.totals[s]} VP", (x + sc(8), cy), sc(14),
                  theme.ACCENT if s in winners else theme.TEXT, bold=True, anchor="midleft")
