"""The lesson's panel over the table: the step's words beside the place they are about, a leader line with an
arrow to that place, pulsing outlines on the places to look at, the step counter ("3 / 7") and the lesson's
buttons (Next for a reading step, Skip lesson, Leave tutorial; at the end "Well done" with Next lesson).

Pure layout arithmetic (`place_panel`, `leader`) plus drawing; the places' rects come from the table
(alien_artifacts/ui/tutorial/places.py). The panel goes where it covers the least of the anchor and the highlighted
places, as near the anchor as it can.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import attrs
import pygame

from game.ui import theme
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, draw_wrapped, ellipsize, fit_size, panel, wrapped_height

HIGHLIGHT: theme.Colour = (110, 215, 255)  # the lesson's outline: not the table's green "legal drop" glow
LINE: theme.Colour = theme.ACCENT
TEXT_PX = 16  # design units of the step's words (at least theme.MIN_TEXT_PX at every window size)


@attrs.define
class PanelContent:
    heading: str  # "Lesson 3 · Paying by colour"
    counter: str  # "3 / 7" ("" at the end)
    text: str
    buttons: list[tuple[str, str, Callable[[], None], bool]]  # (key, label, action, primary)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.w * c.h


def place_panel(size: tuple[int, int], anchor: pygame.Rect | None, avoid: Sequence[pygame.Rect],
                bounds: pygame.Rect, gap: int, soft: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a panel of `size` goes, inside `bounds`: beside `anchor` (`gap` away, slid along each of its sides) or
    anywhere else on a grid, whichever covers least: nothing of the anchor above all, then as little as
    it can of `avoid` (the highlighted places, where the player must drag or click), then of `soft` (the other
    cards on the table, under the panel or its arrow); among equals the nearest to the anchor (with no anchor: to
    the top middle)."""
    w, h = size
    cands: list[pygame.Rect] = []
    if anchor is not None:
        for side in ("right", "left", "below", "above"):
            for t in (0.5, 0.0, 1.0):
                r = pygame.Rect(0, 0, w, h)
                if side in ("right", "left"):
                    r.y = round(anchor.y + (anchor.h - h) * t)
                    r.x = anchor.right + gap if side == "right" else anchor.x - gap - w
                else:
                    r.x = round(anchor.x + (anchor.w - w) * t)
                    r.y = anchor.bottom + gap if side == "below" else anchor.y - gap - h
                cands.append(r.clamp(bounds))
    step = max(8, gap)  # and anywhere on a grid over the bounds, for a free spot farther away
    for y in range(bounds.y, max(bounds.y, bounds.bottom - h) + 1, step):
        for x in range(bounds.x, max(bounds.x, bounds.right - w) + 1, step):
            cands.append(pygame.Rect(x, y, w, h).clamp(bounds))
    centre = anchor.center if anchor is not None else (bounds.centerx, bounds.y)

    near = anchor.inflate(2 * gap, 2 * gap) if anchor is not None else None  # room for the arrow

    def cost(r: pygame.Rect) -> tuple[int, int, int, float]:
        on_anchor = _overlap(r, near) if near is not None else 0
        covered = sum(_overlap(r, a) for a in soft) // 4000
        if anchor is not None:  # an arrow across other cards reads badly too
            line = leader(r, anchor)
            if line is not None:
                a, b = line
                covered += 2 * sum(1 for x in soft if not x.colliderect(anchor) and x.clipline(a, b))
        return (on_anchor, sum(_overlap(r, a) for a in avoid), covered, math.dist(r.center, centre))
    return min(cands, key=cost)


def _nearest_on(r: pygame.Rect, p: tuple[float, float]) -> tuple[float, float]:
    """The point of rect `r` (its inside and edge) nearest to `p`."""
    return (min(max(p[0], r.left), r.right), min(max(p[1], r.top), r.bottom))


def leader(box: pygame.Rect, anchor: pygame.Rect) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The leader line from the panel to the anchor: (on the panel's edge, on the anchor's edge); None when they
    overlap (the panel is on the place itself)."""
    if box.colliderect(anchor):
        return None
    a = _nearest_on(anchor, box.center)
    b = _nearest_on(box, a)
    a = _nearest_on(anchor, b)
    if math.dist(a, b) < 4:
        return None
    return b, a


def draw_arrow(surf: pygame.Surface, start: tuple[float, float], end: tuple[float, float], width: int,
               colour: theme.Colour) -> None:
    """A line with an arrowhead at `end`, outlined dark so it reads over any part of the table."""
    ang = math.atan2(end[1] - start[1], end[0] - start[0])
    head = width * 4.5
    tip = end
    base = (end[0] - math.cos(ang) * head, end[1] - math.sin(ang) * head)
    left = (base[0] + math.sin(ang) * head * 0.6, base[1] - math.cos(ang) * head * 0.6)
    right = (base[0] - math.sin(ang) * head * 0.6, base[1] + math.cos(ang) * head * 0.6)
    for col, wd in ((theme.BG, width + 4), (colour, width)):
        pygame.draw.line(surf, col, start, base, wd)
    pygame.draw.polygon(surf, theme.BG, [tip, left, right], 0)
    pygame.draw.polygon(surf, colour, [tip, left, right], 0)
    pygame.draw.polygon(surf, theme.BG, [tip, left, right], 2)
    pygame.draw.circle(surf, colour, (round(start[0]), round(start[1])), max(3, width + 1))


def outline(surf: pygame.Surface, rect: pygame.Rect, phase: float, width: int) -> None:
    """A pulsing outline around a place the lesson is about."""
    k = 0.55 + 0.45 * (0.5 + 0.5 * math.sin(phase * 5.0))
    r = rect.inflate(width * 2 + 4, width * 2 + 4)
    pygame.draw.rect(surf, theme.BG, r.inflate(4, 4), 2, border_radius=10)
    pygame.draw.rect(surf, theme.mix(theme.BG, HIGHLIGHT, k), r, width, border_radius=9)


class CoachOverlay:
    """Laid out by `layout` (each frame the table moves, cheap), drawn by `draw`; its buttons take clicks first."""

    def __init__(self) -> None:
        self.buttons = ButtonGroup()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.content: PanelContent | None = None
        self.anchor: pygame.Rect | None = None
        self.highlights: list[pygame.Rect] = []
        self.line: tuple[tuple[float, float], tuple[float, float]] | None = None
        self._key: tuple[object, ...] | None = None
        self.text_px = TEXT_PX

    def layout(self, sc: Callable[[float], int], screen: pygame.Rect, content: PanelContent,
               anchor: list[pygame.Rect], highlights: list[pygame.Rect], bounds: pygame.Rect,
               keep_off: Sequence[pygame.Rect] = (), soft: Sequence[pygame.Rect] = ()) -> None:
        """Lay the panel out beside `anchor`, off `highlights` and `keep_off` (where the player must drag or click),
        and as far as it can off `soft` (the other cards)."""
        anchor_rect = anchor[0].unionall(anchor[1:]) if anchor else None
        key = (screen.size, content.heading, content.counter, content.text, tuple(b[:2] for b in content.buttons),
               tuple(map(tuple, anchor)), tuple(map(tuple, highlights)), tuple(bounds), tuple(map(tuple, keep_off)),
               len(soft))
        if key == self._key:
            return
        self._key = key
        self.content = content
        self.anchor = anchor_rect
        self.highlights = list(highlights)
        self.text_px = max(theme.MIN_TEXT_PX, sc(TEXT_PX))
        pad, gap = sc(14), sc(8)
        size = max(theme.MIN_TEXT_PX, sc(14))
        widths = [max(sc(70), theme.font(size).size(label)[0] + sc(22)) for _k, label, _f, _p in content.buttons]
        row = sum(widths) + gap * (len(widths) - 1)
        width = min(max(sc(380), row + 2 * pad), bounds.w - sc(8))  # wide enough for its buttons
        inner = width - 2 * pad
        text_h = wrapped_height(content.text, self.text_px, inner)
        bh = sc(34)
        height = pad + sc(22) + sc(8) + text_h + sc(12) + bh + pad
        avoid = [*highlights, *keep_off] + ([anchor_rect] if anchor_rect is not None else [])
        self.box = place_panel((width, height), anchor_rect, avoid, bounds, sc(30), soft)
        self.line = leader(self.box, anchor_rect) if anchor_rect is not None else None
        # buttons along the bottom: the primary one (Next, Next lesson) on the right
        y = self.box.bottom - pad - bh
        x = self.box.x + pad
        btns: list[Button] = []
        spare = inner - row
        if spare < 0:  # narrower buttons (their labels then end in "…") rather than buttons over the panel's edge
            widths = [max(sc(60), wd + spare // max(1, len(widths))) for wd in widths]
        for (key_, label, fn, primary), wd in zip(content.buttons, widths, strict=True):
            if primary:
                continue
            btns.append(Button(pygame.Rect(x, y, wd, bh), label, fn, key=key_, size=size, colour=theme.PANEL_HI))
            x += wd + gap
        rx = self.box.right - pad
        for (key_, label, fn, primary), wd in zip(content.buttons, widths, strict=True):
            if primary:
                btns.append(Button(pygame.Rect(rx - wd, y, wd, bh), label, fn, key=key_, size=size,
                                   colour=(52, 104, 70)))
                rx -= wd + gap
        self.buttons.set(btns)
        primary_keys = [b[0] for b in content.buttons if b[3]]
        if primary_keys:
            self.buttons.focus = next(i for i, b in enumerate(btns) if b.key == primary_keys[0])

    def forget(self) -> None:
        self._key = None

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and getattr(ev, "button", 1) == 1:
            if self.buttons.handle_event(ev):
                return True
            return self.box.collidepoint(ev.pos)  # a click on the panel is the panel's, not the table's
        if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and \
                0 <= self.buttons.focus < len(self.buttons.buttons):
            return self.buttons.handle_event(ev)
        return False

    def draw(self, surf: pygame.Surface, sc: Callable[[float], int], phase: float) -> None:
        c = self.content
        if c is None:
            return
        for r in self.highlights:
            outline(surf, r, phase, max(2, sc(4)))
        if self.line is not None:
            draw_arrow(surf, self.line[0], self.line[1], max(2, sc(3)), LINE)
        panel(surf, self.box.move(sc(3), sc(4)), (0, 0, 0), None, radius=sc(10), alpha=110)  # a shadow
        panel(surf, self.box, (26, 34, 60), LINE, radius=sc(10), width=2)
        pad = sc(14)
        inner = self.box.w - 2 * pad
        hsize = max(theme.MIN_TEXT_PX, sc(13))
        cw = theme.font(hsize, True).size(c.counter)[0] if c.counter else 0
        if c.counter:
            draw_text(surf, c.counter, (self.box.right - pad, self.box.y + pad), hsize, LINE, bold=True,
                      anchor="topright")
        room = inner - cw - sc(12)
        hfit = fit_size(c.heading, hsize, True, room, theme.MIN_TEXT_PX)
        draw_text(surf, ellipsize(c.heading, hfit, True, room), (self.box.x + pad, self.box.y + pad), hfit,
                  theme.TEXT_DIM, bold=True)
        y = self.box.y + pad + sc(22) + sc(8)
        text_rect = pygame.Rect(self.box.x + pad, y, inner, self.box.bottom - y)
        draw_wrapped(surf, c.text, text_rect, self.text_px, theme.TEXT)
        self.buttons.draw(surf)


def draw_note(surf: pygame.Surface, rect: pygame.Rect, sc: Callable[[float], int], head: str, text: str) -> None:
    """A small panel with a heading and a few words, drawn over `rect` (the table's prompt box)."""
    panel(surf, rect, (28, 34, 58), LINE, radius=sc(8))
    inner = rect.inflate(-sc(14), -sc(10))
    size = max(theme.MIN_TEXT_PX, sc(15))
    draw_text(surf, head, inner.topleft, size, LINE, bold=True)
    body = pygame.Rect(inner.x, inner.y + round(size * 1.5), inner.w, inner.h - round(size * 1.5))
    draw_wrapped(surf, text, body, max(theme.MIN_TEXT_PX, sc(14)), theme.TEXT)
