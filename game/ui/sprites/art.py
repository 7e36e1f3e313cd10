"""Procedural pictures: planets, ships, technologies, alien systems and the starfield. No copied art."""

from __future__ import annotations

import math
import random
import zlib

import pygame

from game.ui import theme
from game.ui.theme import Colour


def seed_of(text: str) -> int:
    return zlib.crc32(text.encode("utf-8"))


def _rng(text: str) -> random.Random:
    return random.Random(seed_of(text))


_STAR_TILE: list[pygame.Surface] = []
TILE = 256


def _star_tile() -> pygame.Surface:
    """A 256x256 tile of stars on transparent black, made once; backdrops blit a part of it."""
    if not _STAR_TILE:
        rng = random.Random(99)
        t = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
        for _ in range(TILE * TILE // 600):
            b = rng.randint(90, 230)
            t.set_at((rng.randrange(TILE), rng.randrange(TILE)), (b, b, min(255, b + 20), 255))
        _STAR_TILE.append(t)
    return _STAR_TILE[0]


def space_backdrop(surf: pygame.Surface, rect: pygame.Rect, key: str, stars: int = 30) -> None:
    rng = _rng("bg" + key)
    top = (8 + rng.randint(0, 14), 10 + rng.randint(0, 14), 28 + rng.randint(0, 24))
    pygame.draw.rect(surf, top, rect)
    tile = _star_tile()
    ox, oy = rng.randrange(TILE), rng.randrange(TILE)
    clip = surf.get_clip()
    surf.set_clip(rect.clip(clip) if clip else rect)
    for y in range(rect.y - oy, rect.bottom, TILE):
        for x in range(rect.x - ox, rect.right, TILE):
            surf.blit(tile, (x, y))
    surf.set_clip(clip)


def planet(surf: pygame.Surface, rect: pygame.Rect, key: str, tint: Colour) -> None:
    rng = _rng(key)
    space_backdrop(surf, rect, key)
    r = min(rect.w, rect.h) * rng.uniform(0.3, 0.42)
    cx = rect.centerx + rng.uniform(-0.12, 0.12) * rect.w
    cy = rect.centery + rng.uniform(-0.08, 0.08) * rect.h
    base = theme.mix(tint, (rng.randint(40, 220), rng.randint(40, 220), rng.randint(40, 220)), 0.55)
    size = max(4, int(r * 2) + 2)
    ps = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(ps, base, (c, c), r)
    bands = rng.randint(2, 5)
    for i in range(bands):
        y = c - r + (i + 0.5) * 2 * r / bands + rng.uniform(-r * 0.1, r * 0.1)
        half = math.sqrt(max(0.0, r * r - (y - c) ** 2))
        col = theme.mix(base, (255, 255, 255) if i % 2 else (0, 0, 0), rng.uniform(0.12, 0.3))
        pygame.draw.line(ps, col, (c - half + 1, y), (c + half - 1, y), max(1, int(r / bands * 0.7)))
    # terminator shadow
    shade = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(shade, (0, 0, 0, 120), (c + r * 0.45, c + r * 0.3), r)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), r)
    shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    ps.blit(shade, (0, 0))
    if rng.random() < 0.35:
        ring = pygame.Rect(0, 0, int(r * 3.0), int(r * 0.8))
        ring.center = (int(c), int(c))
        big = pygame.Surface((int(r * 3.2) + 2, size), pygame.SRCALPHA)
        ring.center = (big.get_width() // 2, size // 2)
        pygame.draw.ellipse(big, (*theme.mix(base, (255, 255, 255), 0.4), 200), ring, max(1, int(r / 8)))
        big.blit(ps, ((big.get_width() - size) // 2, 0))
        ps = big
    surf.blit(ps, ps.get_rect(center=(round(cx), round(cy))))


def ship(surf: pygame.Surface, rect: pygame.Rect, key: str, tint: Colour) -> None:
    rng = _rng(key)
    space_backdrop(surf, rect, key)
    cx, cy = rect.centerx, rect.centery
    L = min(rect.w * 0.8, rect.h * 1.3) / 2
    W = L * rng.uniform(0.25, 0.45)
    hull = theme.mix(tint, (200, 205, 215), 0.5)
    dark = theme.mix(hull, (0, 0, 0), 0.45)
    nose = (cx + L, cy)
    body = [nose, (cx + L * 0.2, cy - W), (cx - L * 0.8, cy - W * 0.7), (cx - L, cy - W * 0.3),
            (cx - L, cy + W * 0.3), (cx - L * 0.8, cy + W * 0.7), (cx + L * 0.2, cy + W)]
    wing = rng.uniform(0.8, 1.8)
    wings_top = [(cx + L * 0.05, cy - W * 0.6), (cx - L * 0.5, cy - W * wing * 1.6),
                 (cx - L * 0.7, cy - W * wing * 1.6),
                 (cx - L * 0.55, cy - W * 0.5)]
    wings_bot = [(x, 2 * cy - y) for x, y in wings_top]
    pygame.draw.polygon(surf, dark, wings_top)
    pygame.draw.polygon(surf, dark, wings_bot)
    pygame.draw.polygon(surf, hull, body)
    pygame.draw.polygon(surf, theme.mix(hull, (0, 0, 0), 0.6), body, max(1, int(L / 25)))
    pygame.draw.ellipse(surf, (150, 220, 255), pygame.Rect(cx + L * 0.15, cy - W * 0.25, L * 0.35, W * 0.5))
    for k in (-1, 1):
        pygame.draw.circle(surf, (255, 170, 60), (cx - L * 1.02, cy + k * W * 0.18), max(1, W * 0.16))


def technology(surf: pygame.Surface, rect: pygame.Rect, key: str, tint: Colour) -> None:
    rng = _rng(key)
    pygame.draw.rect(surf, theme.mix((12, 18, 38), tint, 0.15), rect)
    cx, cy = rect.center
    r = min(rect.w, rect.h) * 0.38
    col = theme.mix(tint, (220, 240, 255), 0.5)
    for _ in range(rng.randint(2, 3)):
        a = rng.uniform(0, math.pi)
        e = pygame.Surface((int(r * 2) + 2, int(r * 0.8) + 2), pygame.SRCALPHA)
        pygame.draw.ellipse(e, (*col, 230), e.get_rect(), max(1, int(r / 14)))
        e = pygame.transform.rotate(e, math.degrees(a))
        surf.blit(e, e.get_rect(center=(cx, cy)))
    pygame.draw.circle(surf, theme.mix(tint, (255, 255, 255), 0.3), (cx, cy), max(2, r * 0.22))
    # circuit traces
    for _ in range(rng.randint(3, 6)):
        x = rect.x + rng.randint(2, max(3, rect.w - 3))
        y = rect.y + rng.randint(2, max(3, rect.h - 3))
        pygame.draw.line(surf, theme.mix(tint, (0, 0, 0), 0.3), (x, y), (x + rng.choice((-1, 1)) * r * 0.5, y),
                         max(1, int(r / 20)))
        pygame.draw.circle(surf, theme.mix(tint, (0, 0, 0), 0.2), (x, y), max(1, int(r / 14)))


def alien(surf: pygame.Surface, rect: pygame.Rect, key: str, tint: Colour) -> None:
    rng = _rng(key)
    space_backdrop(surf, rect, key, stars=50)
    cx, cy = rect.center
    r = min(rect.w, rect.h) * 0.3
    for i in range(rng.randint(3, 5)):
        rr = r * (1.0 - i * 0.18)
        col = theme.mix(tint, (255, 255, 255), i * 0.15)
        pts = []
        n = rng.randint(5, 8)
        for k in range(n):
            a = k * 2 * math.pi / n + i * 0.3
            q = rr * rng.uniform(0.7, 1.1)
            pts.append((cx + q * math.cos(a), cy + q * math.sin(a)))
        pygame.draw.polygon(surf, col, pts, max(1, int(r / 10)) if i else 0)


def starfield(size: tuple[int, int], seed: int = 7) -> pygame.Surface:
    """The calm table background: a deep gradient, faint nebulae and three layers of stars."""
    w, h = size
    surf = pygame.Surface(size)
    rng = random.Random(seed)
    top, bottom = (8, 10, 24), (14, 18, 38)
    step = max(1, h // 90)
    for y in range(0, h, step):
        pygame.draw.rect(surf, theme.mix(top, bottom, y / max(1, h)), (0, y, w, step))
    neb = pygame.Surface((max(1, w // 8), max(1, h // 8)), pygame.SRCALPHA)
    for _ in range(6):
        col = rng.choice(((60, 40, 110), (30, 70, 110), (90, 40, 70)))
        x, y = rng.randrange(neb.get_width()), rng.randrange(neb.get_height())
        for k in range(8, 0, -1):
            pygame.draw.circle(neb, (*col, 6), (x, y), k * max(2, neb.get_width() // 40))
    neb = pygame.transform.smoothscale(neb, (w, h))
    surf.blit(neb, (0, 0))
    for layer, (n, bright) in enumerate(((w * h // 2500, 110), (w * h // 9000, 170), (w * h // 40000, 235))):
        for _ in range(n):
            x, y = rng.randrange(w), rng.randrange(h)
            b = rng.randint(bright - 40, bright)
            col = (b, b, min(255, b + 15))
            if layer == 2:
                pygame.draw.circle(surf, col, (x, y), 1)
            else:
                surf.set_at((x, y), col)
    return surf


def emblem(surf: pygame.Surface, rect: pygame.Rect, key: str, colour: Colour) -> None:
    """A faction emblem: a shield in the seat colour with a sign chosen by the faction id."""
    rng = _rng("emblem" + key)
    x, y, w, h = rect
    shield = [(x, y), (x + w, y), (x + w, y + h * 0.55), (x + w / 2, y + h), (x, y + h * 0.55)]
    pygame.draw.polygon(surf, theme.mix(colour, (0, 0, 0), 0.45), shield)
    pygame.draw.polygon(surf, colour, shield, max(1, w // 10))
    cx, cy, r = x + w / 2, y + h * 0.45, min(w, h) * 0.26
    sign = rng.randrange(4)
    light = theme.mix(colour, (255, 255, 255), 0.5)
    if sign == 0:  # star
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(surf, light, pts)
    elif sign == 1:  # ringed planet
        pygame.draw.circle(surf, light, (cx, cy), r * 0.6)
        pygame.draw.ellipse(surf, light, pygame.Rect(cx - r * 1.1, cy - r * 0.3, r * 2.2, r * 0.6), max(1, w // 14))
    elif sign == 2:  # chevrons
        for k in (-0.4, 0.3):
            pygame.draw.lines(surf, light, False, [(cx - r, cy + r * k), (cx, cy + r * (k - 0.6)),
                                                   (cx + r, cy + r * k)], max(1, w // 9))
    else:  # diamond with an eye
        pygame.draw.polygon(surf, light, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
        pygame.draw.circle(surf, theme.mix(colour, (0, 0, 0), 0.5), (cx, cy), r * 0.35)


# ---- one picture per card ------------------------------------------------------------------------
def _hue(key: str, tint: Colour, type_: str) -> Colour:
    """The card's own colour: its kind's tint moved toward its Type's colour and a seeded shade."""
    rng = _rng("hue" + key)
    base = theme.mix(tint, theme.TYPE_COLOUR.get(type_, tint), 0.35)
    return theme.mix(base, (rng.randint(30, 255), rng.randint(30, 255), rng.randint(30, 255)), 0.3)


def _ship_hull(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random, hull: Colour) -> None:
    """One of five hull silhouettes (dart, saucer, hammerhead, ring ship, twin hull), proportions seeded."""
    cx, cy = rect.centerx, rect.centery
    L = min(rect.w * 0.42, rect.h * 0.62)
    W = L * rng.uniform(0.22, 0.42)
    dark = theme.mix(hull, (0, 0, 0), 0.45)
    edge = theme.mix(hull, (0, 0, 0), 0.6)
    lw = max(1, int(L / 22))
    form = rng.randrange(5)
    if form == 0:  # dart
        body = [(cx + L, cy), (cx - L * 0.7, cy - W * 1.3), (cx - L * 0.45, cy), (cx - L * 0.7, cy + W * 1.3)]
        pygame.draw.polygon(surf, hull, body)
        pygame.draw.polygon(surf, edge, body, lw)
    elif form == 1:  # saucer
        disc = pygame.Rect(0, 0, L * 1.9, W * 1.6)
        disc.center = (cx, cy)
        pygame.draw.ellipse(surf, dark, disc.move(0, W * 0.25))
        pygame.draw.ellipse(surf, hull, disc)
        pygame.draw.ellipse(surf, edge, disc, lw)
        pygame.draw.ellipse(surf, (150, 220, 255), pygame.Rect(cx - L * 0.3, cy - W * 0.9, L * 0.6, W * 0.9))
        for k in range(rng.randint(3, 6)):
            x = disc.x + disc.w * (k + 1) / 7
            pygame.draw.circle(surf, (255, 200, 90), (x, cy + W * 0.25), max(1, W * 0.1))
        return
    elif form == 2:  # hammerhead
        pygame.draw.rect(surf, hull, pygame.Rect(cx - L, cy - W * 0.35, L * 1.5, W * 0.7))
        head = pygame.Rect(cx + L * 0.4, cy - W * 1.4, L * 0.35, W * 2.8)
        pygame.draw.rect(surf, dark, head, border_radius=max(1, int(W * 0.3)))
        pygame.draw.rect(surf, edge, head, lw, border_radius=max(1, int(W * 0.3)))
    elif form == 3:  # ring ship
        ring = pygame.Rect(0, 0, L * 1.2, L * 1.2)
        ring.center = (cx - L * 0.2, cy)
        pygame.draw.ellipse(surf, dark, ring, max(2, int(L / 7)))
        pygame.draw.polygon(surf, hull, [(cx + L, cy), (cx - L * 0.9, cy - W * 0.5), (cx - L * 0.9, cy + W * 0.5)])
    else:  # twin hull
        for k in (-1, 1):
            pod = pygame.Rect(cx - L, cy + k * W * 0.9 - W * 0.35, L * 1.8, W * 0.7)
            pygame.draw.ellipse(surf, hull, pod)
            pygame.draw.ellipse(surf, edge, pod, lw)
        pygame.draw.rect(surf, dark, pygame.Rect(cx - L * 0.3, cy - W * 0.9, L * 0.4, W * 1.8))
    for k in range(rng.randint(1, 3)):  # engines
        y = cy + (k - 1) * W * 0.45 if form != 4 else cy + (1 if k % 2 else -1) * W * 0.9
        pygame.draw.circle(surf, (255, 170, 60), (cx - L * 1.02, y), max(1, W * 0.16))
    pygame.draw.ellipse(surf, (150, 220, 255), pygame.Rect(cx + L * 0.25, cy - W * 0.2, L * 0.3, W * 0.4))


def _lattice(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random, col: Colour) -> None:
    """A Technology motif: a circuit board, a hexagonal lattice, an orbital atom, a wave bank or a
    ring-and-spoke core."""
    cx, cy = rect.center
    r = min(rect.w, rect.h) * 0.4
    lw = max(1, int(r / 16))
    dim = theme.mix(col, (0, 0, 0), 0.45)
    form = rng.randrange(5)
    if form == 0:  # circuit board: traces that turn once, ending in pads
        step = max(4, int(r / 3))
        for _ in range(rng.randint(6, 10)):
            x = rect.x + rng.randrange(max(1, rect.w))
            y = rect.y + rng.randrange(max(1, rect.h))
            x2 = x + rng.choice((-1, 1)) * step * rng.randint(1, 3)
            y2 = y + rng.choice((-1, 1)) * step * rng.randint(1, 2)
            pygame.draw.lines(surf, col, False, [(x, y), (x2, y), (x2, y2)], lw)
            pygame.draw.circle(surf, theme.mix(col, (255, 255, 255), 0.4), (x2, y2), lw + 1)
        chip = pygame.Rect(0, 0, r * 0.9, r * 0.9)
        chip.center = (cx, cy)
        pygame.draw.rect(surf, dim, chip, border_radius=max(1, int(r / 10)))
        pygame.draw.rect(surf, col, chip, lw, border_radius=max(1, int(r / 10)))
    elif form == 1:  # hexagonal lattice
        s = r * rng.uniform(0.28, 0.42)
        for row in range(-3, 4):
            for q in range(-3, 4):
                hx = cx + q * s * 1.73 + (row % 2) * s * 0.87
                hy = cy + row * s * 1.5
                if (hx - cx) ** 2 + (hy - cy) ** 2 > (r * 1.15) ** 2:
                    continue
                pts = [(hx + s * math.cos(math.pi / 6 + k * math.pi / 3),
                        hy + s * math.sin(math.pi / 6 + k * math.pi / 3)) for k in range(6)]
                filled = rng.random() < 0.2
                pygame.draw.polygon(surf, col if filled else dim, pts, 0 if filled else lw)
    elif form == 2:  # orbital atom
        for _ in range(rng.randint(2, 4)):
            a = rng.uniform(0, math.pi)
            e = pygame.Surface((int(r * 2) + 2, int(r * rng.uniform(0.5, 0.9)) + 2), pygame.SRCALPHA)
            pygame.draw.ellipse(e, (*col, 230), e.get_rect(), lw)
            e = pygame.transform.rotate(e, math.degrees(a))
            surf.blit(e, e.get_rect(center=(cx, cy)))
        pygame.draw.circle(surf, theme.mix(col, (255, 255, 255), 0.3), (cx, cy), max(2, r * 0.22))
    elif form == 3:  # bank of waves
        n = rng.randint(3, 6)
        amp = r * rng.uniform(0.1, 0.3)
        freq = rng.uniform(1.5, 4.0)
        for i in range(n):
            y0 = rect.y + rect.h * (i + 1) / (n + 1)
            pts = [(x, y0 + amp * math.sin(freq * (x - rect.x) / max(1, rect.w) * 2 * math.pi + i))
                   for x in range(rect.x, rect.right + 1, max(1, rect.w // 24))]
            if len(pts) > 1:
                pygame.draw.lines(surf, col if i % 2 else dim, False, pts, lw + (i % 2))
    else:  # ring-and-spoke core
        spokes = rng.randint(5, 12)
        for k in range(spokes):
            a = k * 2 * math.pi / spokes
            pygame.draw.line(surf, dim, (cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)), lw)
            pygame.draw.circle(surf, col, (cx + r * math.cos(a), cy + r * math.sin(a)), lw + 1)
        for k in range(1, rng.randint(2, 4)):
            pygame.draw.circle(surf, col, (cx, cy), r * k / 3.5, lw)


def _surface(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random, key: str, col: Colour) -> None:
    """Over the banded sphere: craters, a storm eye or continents (seeded), so no two worlds look alike."""
    prng = _rng(key)  # the sphere's own placement, as planet() drew it
    prng.random()
    r = min(rect.w, rect.h) * prng.uniform(0.3, 0.42)
    cx = rect.centerx + prng.uniform(-0.12, 0.12) * rect.w
    cy = rect.centery + prng.uniform(-0.08, 0.08) * rect.h
    style = rng.randrange(4)
    dark = theme.mix(col, (0, 0, 0), 0.45)
    light = theme.mix(col, (255, 255, 255), 0.45)
    if style == 0:  # craters
        for _ in range(rng.randint(3, 7)):
            a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0, 0.7) * r
            pygame.draw.circle(surf, dark, (cx + d * math.cos(a), cy + d * math.sin(a)),
                               max(1, r * rng.uniform(0.08, 0.2)), max(1, int(r / 14)))
    elif style == 1:  # a storm eye
        a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0.2, 0.5) * r
        eye = pygame.Rect(0, 0, r * 0.7, r * 0.35)
        eye.center = (round(cx + d * math.cos(a)), round(cy + d * math.sin(a)))
        pygame.draw.ellipse(surf, light, eye)
        pygame.draw.ellipse(surf, dark, eye.inflate(-eye.w // 2, -eye.h // 2))
    elif style == 2:  # continents
        for _ in range(rng.randint(2, 4)):
            a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0, 0.55) * r
            bx, by = cx + d * math.cos(a), cy + d * math.sin(a)
            pts = [(bx + r * rng.uniform(0.1, 0.3) * math.cos(t), by + r * rng.uniform(0.1, 0.3) * math.sin(t))
                   for t in [k * 2 * math.pi / 7 for k in range(7)]]
            pygame.draw.polygon(surf, theme.mix(col, (60, 140, 60), 0.5), pts)
    # style 3: the bands alone


def _moons(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random, tint: Colour) -> None:
    for _ in range(rng.randint(0, 3)):
        m = min(rect.w, rect.h) * rng.uniform(0.04, 0.08)
        x = rect.x + rng.uniform(0.08, 0.92) * rect.w
        y = rect.y + rng.uniform(0.1, 0.9) * rect.h
        pygame.draw.circle(surf, theme.mix(tint, (230, 230, 230), 0.6), (x, y), m)
        pygame.draw.circle(surf, (20, 20, 30), (x + m * 0.4, y + m * 0.3), m * 0.85)


def _relic(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random, col: Colour) -> None:
    """An Alien Artifact: a crystal cluster, an obelisk or a broken ring, glowing."""
    cx, cy = rect.center
    r = min(rect.w, rect.h) * 0.36
    light = theme.mix(col, (255, 255, 255), 0.45)
    for k in range(5, 0, -1):
        pygame.draw.circle(surf, theme.mix((14, 16, 30), col, 0.06 * k), (cx, cy), r * (0.5 + k * 0.12))
    form = rng.randrange(3)
    if form == 0:  # crystal cluster
        for _ in range(rng.randint(3, 5)):
            a = rng.uniform(-0.7, 0.7)
            ln = r * rng.uniform(0.6, 1.1)
            bx = cx + rng.uniform(-0.3, 0.3) * r
            by = cy + r * 0.6
            tip = (bx + ln * math.sin(a), by - ln * math.cos(a))
            wdt = r * 0.16
            pts = [(bx - wdt, by), tip, (bx + wdt, by)]
            pygame.draw.polygon(surf, col, pts)
            pygame.draw.polygon(surf, light, pts, 1)
    elif form == 1:  # obelisk with glyphs
        ob = [(cx - r * 0.25, cy + r * 0.9), (cx - r * 0.18, cy - r * 0.7), (cx, cy - r), (cx + r * 0.18, cy - r * 0.7),
              (cx + r * 0.25, cy + r * 0.9)]
        pygame.draw.polygon(surf, theme.mix(col, (0, 0, 0), 0.4), ob)
        pygame.draw.polygon(surf, light, ob, 1)
        for k in range(rng.randint(2, 4)):
            y = cy - r * 0.4 + k * r * 0.3
            pygame.draw.line(surf, light, (cx - r * 0.1, y), (cx + r * 0.1, y + rng.uniform(-2, 2)), 1)
    else:  # broken ring
        start = rng.uniform(0, math.pi)
        box = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
        pygame.draw.arc(surf, col, box, start, start + math.pi * 1.5, max(2, int(r / 5)))
        pygame.draw.circle(surf, light, (cx, cy), r * 0.2)


def card_art(surf: pygame.Surface, rect: pygame.Rect, kind: str, key: str, type_: str, tint: Colour) -> None:
    """The picture of one card, a deterministic function of its id, kind and Type (no copied art):
    Ships a hull silhouette, Technologies a circuit or lattice motif, Planets a banded sphere with rings and
    moons, Artifacts a relic; Defense Plans, Alien Systems and Factions an alien sigil."""
    rng = _rng(kind + ":" + key)
    col = _hue(key, tint, type_)
    if kind == "ship":
        space_backdrop(surf, rect, key)
        # the hull on its own layer, turned, sized and placed by the seed (a fleet, not one ship in a row)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        _ship_hull(layer, layer.get_rect(), rng, theme.mix(col, (200, 205, 215), 0.45))
        k = rng.uniform(0.65, 1.0)
        layer = pygame.transform.rotozoom(layer, rng.uniform(-35, 35), k)
        dx, dy = rng.uniform(-0.15, 0.15) * rect.w, rng.uniform(-0.15, 0.15) * rect.h
        surf.blit(layer, layer.get_rect(center=(rect.centerx + dx, rect.centery + dy)))
        if rng.random() < 0.4:  # an escort
            esc = pygame.transform.rotozoom(layer, 0, 0.35)
            surf.blit(esc, esc.get_rect(center=(rect.x + rng.uniform(0.15, 0.85) * rect.w,
                                                rect.y + rng.uniform(0.15, 0.85) * rect.h)))
    elif kind == "technology":
        pygame.draw.rect(surf, theme.mix((10, 14, 30), col, 0.18), rect)
        _lattice(surf, rect, rng, theme.mix(col, (220, 240, 255), 0.35))
    elif kind == "planet":
        view = rng.randrange(3)  # seen whole, as a great limb from orbit, or small and far
        at = pygame.Rect(rect)
        space_backdrop(surf, rect, key)
        if view == 1:
            at = pygame.Rect(0, 0, round(rect.w * 2.4), round(rect.h * 2.4))
            at.center = (round(rect.centerx + rng.uniform(-0.3, 0.3) * rect.w),
                         round(rect.bottom + rng.uniform(0.05, 0.25) * rect.h))
        elif view == 2:
            at = pygame.Rect(0, 0, round(rect.w * 0.6), round(rect.h * 0.6))
            at.center = (round(rect.x + rng.uniform(0.3, 0.7) * rect.w), round(rect.y + rng.uniform(0.3, 0.7) * rect.h))
        planet(surf, at, key, col)
        _surface(surf, at, rng, key, col)
        _moons(surf, rect, rng, col)
    elif kind == "artifact":
        space_backdrop(surf, rect, key)
        _relic(surf, rect, rng, col)
    else:
        alien(surf, rect, key, col)


def galaxy_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A spiral galaxy turning slowly on a field of stars (Age of Galaxy's picture on the main menu, until its own
    UI draws one): two arms of dots around a glowing core, drawn with shapes only."""
    space_backdrop(surf, rect, "menu-galaxy", stars=40)
    cx, cy = rect.center
    reach = rect.h * 0.5
    rng = _rng("galaxy")
    clip = surf.get_clip()
    surf.set_clip(rect)
    glow = pygame.Surface(rect.size, pygame.SRCALPHA)
    for k in range(6, 0, -1):  # the core: soft rings, brighter inwards
        w, h = reach * 0.45 * k, reach * 0.2 * k
        pygame.draw.ellipse(glow, (255, 226, 170, 18 + 10 * (6 - k)),
                            pygame.Rect(0, 0, w, h).move(rect.w / 2 - w / 2, rect.h / 2 - h / 2))
    surf.blit(glow, rect.topleft)
    for arm in (0.0, math.pi):
        for i in range(140):
            f = i / 140
            a = arm + f * 4.2 + t * 0.15 + rng.uniform(-0.22, 0.22)
            r = reach * (0.12 + f * 0.95) * rng.uniform(0.92, 1.08)
            x = cx + math.cos(a) * r * 2.2
            y = cy + math.sin(a) * r * 0.8
            col = theme.mix((255, 236, 190), (110, 150, 255), f)
            pygame.draw.circle(surf, col, (int(x), int(y)), max(1, int((1 - f) * 3.5)))
    pygame.draw.circle(surf, (255, 248, 225), (cx, cy), max(2, int(reach * 0.12)))
    surf.set_clip(clip)
