"""Vector symbols drawn with pygame.draw: resource symbols (colour + shape), Type icons, blockade token."""

from __future__ import annotations

import math

import pygame

from game.paths import assets_dir
from game.ui import theme
from game.ui.theme import Colour

OUTLINE: Colour = (15, 15, 22)
_ICONS: dict[tuple[str, int, Colour], pygame.Surface | None] = {}


def icon(name: str, size: int, colour: Colour) -> pygame.Surface | None:
    """assets/icons/<name>.svg rendered at size x size and tinted (white parts take the colour), or None
    where SVG cannot be loaded (then the caller draws the same shape with pygame.draw)."""
    size = max(4, int(size))
    key = (name, size, colour)
    if key not in _ICONS:
        try:
            img = pygame.image.load_sized_svg(str(assets_dir() / "icons" / f"{name}.svg"), (size, size))
            tint = pygame.Surface(img.get_size(), pygame.SRCALPHA)
            tint.fill((*colour, 255))
            img.blit(tint, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            _ICONS[key] = img
        except (pygame.error, FileNotFoundError, AttributeError, ValueError):
            _ICONS[key] = None
    return _ICONS[key]


def _blit_icon(surf: pygame.Surface, name: str, centre: tuple[float, float], r: float, colour: Colour) -> bool:
    img = icon(name, round(r * 2), colour)
    if img is None:
        return False
    surf.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
    return True


def _star_points(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45) -> list[tuple[float, float]]:
    pts = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + i * math.pi / points
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def resource_symbol(surf: pygame.Surface, colour: str, centre: tuple[float, float], r: float) -> None:
    """One resource symbol: blue circle, green triangle, red square, gold star (shape AND colour)."""
    col = theme.RESOURCE.get(colour, (200, 200, 200))
    if colour in theme.RESOURCE and _blit_icon(surf, f"res-{colour}", centre, r * 1.15, col):
        return
    cx, cy = centre
    shape = theme.RESOURCE_SHAPE.get(colour, "circle")
    ow = max(1, round(r / 5))
    if shape == "circle":
        pygame.draw.circle(surf, col, (cx, cy), r)
        pygame.draw.circle(surf, OUTLINE, (cx, cy), r, ow)
    elif shape == "triangle":
        pts = [(cx, cy - r * 1.05), (cx + r * 1.05, cy + r * 0.85), (cx - r * 1.05, cy + r * 0.85)]
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.polygon(surf, OUTLINE, pts, ow)
    elif shape == "square":
        rect = pygame.Rect(0, 0, round(r * 1.7), round(r * 1.7))
        rect.center = (round(cx), round(cy))
        pygame.draw.rect(surf, col, rect)
        pygame.draw.rect(surf, OUTLINE, rect, ow)
    else:
        pts = _star_points(cx, cy, r * 1.2)
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.polygon(surf, OUTLINE, pts, ow)


def resource_row(surf: pygame.Surface, colour: str, count: int, rect: pygame.Rect) -> None:
    """`count` symbols of one colour centred in rect."""
    if count <= 0:
        return
    r = min(rect.h * 0.36, rect.w / (count * 2.6))
    gap = r * 2.6
    x0 = rect.centerx - gap * (count - 1) / 2
    for i in range(count):
        resource_symbol(surf, colour, (x0 + i * gap, rect.centery), r)


def type_icon(surf: pygame.Surface, type_: str, centre: tuple[float, float], r: float,
              colour: Colour | None = None) -> None:
    """Type icons: Explore = compass star, Expand = outward arrows, Exterminate = crosshair, Exploit = gem."""
    col = colour or theme.TYPE_COLOUR.get(type_, (200, 200, 200))
    if type_ in theme.TYPE_COLOUR and _blit_icon(surf, f"type-{type_}", centre, r, col):
        return
    cx, cy = centre
    w = max(1, round(r / 4))
    if type_ == "explore":
        pygame.draw.polygon(surf, col, _star_points(cx, cy, r, points=4, inner=0.3))
        pygame.draw.circle(surf, OUTLINE, (cx, cy), max(1, r * 0.18))
    elif type_ == "expand":
        pygame.draw.circle(surf, col, (cx, cy), r * 0.32)
        for k in range(4):
            a = k * math.pi / 2 + math.pi / 4
            dx, dy = math.cos(a), math.sin(a)
            tip = (cx + dx * r, cy + dy * r)
            base = (cx + dx * r * 0.45, cy + dy * r * 0.45)
            pygame.draw.line(surf, col, base, tip, w)
            px, py = -dy, dx
            bx, by = tip[0] - dx * r * 0.35, tip[1] - dy * r * 0.35
            pygame.draw.polygon(surf, col, [tip, (bx + px * r * 0.22, by + py * r * 0.22),
                                            (bx - px * r * 0.22, by - py * r * 0.22)])
    elif type_ == "exterminate":
        pygame.draw.circle(surf, col, (cx, cy), r * 0.72, w)
        pygame.draw.line(surf, col, (cx - r, cy), (cx + r, cy), w)
        pygame.draw.line(surf, col, (cx, cy - r), (cx, cy + r), w)
        pygame.draw.circle(surf, col, (cx, cy), max(1, r * 0.16))
    else:  # exploit
        pts = [(cx - r * 0.8, cy - r * 0.25), (cx - r * 0.4, cy - r * 0.75), (cx + r * 0.4, cy - r * 0.75),
               (cx + r * 0.8, cy - r * 0.25), (cx, cy + r * 0.85)]
        pygame.draw.polygon(surf, col, pts)
        pygame.draw.polygon(surf, OUTLINE, pts, max(1, w // 2))
        pygame.draw.line(surf, OUTLINE, (cx - r * 0.8, cy - r * 0.25), (cx + r * 0.8, cy - r * 0.25), max(1, w // 2))


def blockade_token(surf: pygame.Surface, centre: tuple[float, float], r: float, count: int = 1) -> None:
    """A hexagonal barrier token, with the count inside when more than one."""
    cx, cy = centre
    pts = [(cx + r * math.cos(math.pi / 6 + k * math.pi / 3), cy + r * math.sin(math.pi / 6 + k * math.pi / 3))
           for k in range(6)]
    pygame.draw.polygon(surf, (40, 40, 48), pts)
    pygame.draw.polygon(surf, theme.DANGER, pts, max(1, round(r / 4)))
    lw = max(1, round(r / 4))
    pygame.draw.line(surf, theme.DANGER, (cx - r * 0.5, cy - r * 0.5), (cx + r * 0.5, cy + r * 0.5), lw)
    if count > 1:
        f = theme.font(max(8, round(r * 1.1)), True)
        img = f.render(str(count), True, theme.TEXT)
        surf.blit(img, img.get_rect(center=(cx, cy)))


def credit_icon(surf: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    cx, cy = centre
    pygame.draw.circle(surf, (210, 175, 60), (cx, cy), r)
    pygame.draw.circle(surf, (120, 90, 20), (cx, cy), r, max(1, round(r / 5)))
    pygame.draw.circle(surf, (120, 90, 20), (cx, cy), r * 0.45, max(1, round(r / 6)))


def vp_icon(surf: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    cx, cy = centre
    pts = [(cx - r, cy - r * 0.6), (cx - r * 0.5, cy + r * 0.2), (cx, cy - r * 0.8), (cx + r * 0.5, cy + r * 0.2),
           (cx + r, cy - r * 0.6), (cx + r * 0.8, cy + r * 0.8), (cx - r * 0.8, cy + r * 0.8)]
    pygame.draw.polygon(surf, (250, 210, 90), pts)
    pygame.draw.polygon(surf, OUTLINE, pts, max(1, round(r / 5)))
