"""The play-out's beat drawn over the table (age_of_galaxy/ui/playout.py makes the beats): the places it names
outlined, its pieces travelling from place to place, its System or Trade cards turning over, the Virtual Opponent's
card face up, and its words in a panel headed by the round's step."""

from __future__ import annotations

import pygame

from age_of_galaxy.ui import paint as P
from age_of_galaxy.ui.layout import Layout
from age_of_galaxy.ui.playout import Beat, Flight
from tabletop.ui import textlog, theme
from tabletop.ui.widgets import draw_wrapped, panel, wrapped_height

SKIP_HINT = "Space: next"


def place_rect(lay: Layout, place: str) -> pygame.Rect | None:
    """A beat's place on the table: a place, a panel, or "row:<seat>" (that seat's row, by its disc supply)."""
    if place.startswith("row:"):
        try:
            seat = int(place.removeprefix("row:"))
        except ValueError:
            return None
        return next((r for who, r in lay.rows if who == seat), None)
    return lay.places.get(place) or lay.panels.get(place)


def ease(k: float) -> float:
    k = max(0.0, min(1.0, k))
    return 1 - (1 - k) ** 3


def progress(beat: Beat, pace: float) -> float:
    length = beat.seconds * pace
    return 1.0 if length <= 0 else max(0.0, min(1.0, beat.t / length))


def flight_at(lay: Layout, f: Flight, k: float, i: int, n: int) -> tuple[int, int] | None:
    """Where a travelling piece is at progress k (0..1 of the beat): the pieces of a beat leave one after another."""
    a, b = place_rect(lay, f.start), place_rect(lay, f.end)
    if a is None or b is None:
        return None
    share = 0.6  # each piece travels over 60% of the beat, the starts spread over the rest
    start = (1 - share) * (i / max(1, n - 1)) if n > 1 else 0.1
    kk = ease((k - start) / share)
    end = b.center if not f.end.startswith("row:") else (b.right - lay.px(40), b.centery)
    return (round(a.centerx + (end[0] - a.centerx) * kk), round(a.centery + (end[1] - a.centery) * kk))


def draw_flight(surf: pygame.Surface, look: P.Look, f: Flight, at: tuple[int, int]) -> None:
    lay = look.lay
    if f.piece == "fleet":
        r = lay.px(11)
        pts = [(at[0], at[1] - r), (at[0] + r, at[1]), (at[0], at[1] + r), (at[0] - r, at[1])]
        pygame.draw.polygon(surf, theme.ACCENT, pts)
        pygame.draw.polygon(surf, (0, 0, 0), pts, 2)  # the ◆ that the System card it stops at names in words
    elif f.piece == "cruiser":
        r = lay.px(10)
        pts = [(at[0] - r, at[1] + r // 2), (at[0] + r, at[1]), (at[0] - r, at[1] - r // 2)]
        pygame.draw.polygon(surf, look.colour(f.who), pts)
        pygame.draw.polygon(surf, (0, 0, 0), pts, 2)
    else:
        P.disc(surf, at, lay.px(8), look.colour(f.who))


def turn_over(surf: pygame.Surface, lay: Layout, r: pygame.Rect, k: float) -> None:
    """A card turning over in place: its back narrows to an edge, then its face (drawn already) widens back."""
    r = r.clip(surf.get_rect())
    if r.w <= 0 or r.h <= 0 or k >= 1:
        return
    face = surf.subsurface(r).copy()
    pygame.draw.rect(surf, theme.BG, r)
    if k < 0.5:
        w = max(1, round(r.w * (1 - 2 * k)))
        panel(surf, pygame.Rect(r.centerx - w // 2, r.y, w, r.h), P.BACK, theme.PANEL_EDGE, radius=lay.px(6))
    else:
        w = max(1, round(r.w * (2 * k - 1)))
        surf.blit(pygame.transform.smoothscale(face, (w, r.h)), (r.centerx - w // 2, r.y))


def draw_beat(surf: pygame.Surface, look: P.Look, beat: Beat, pace: float, left: int) -> None:
    """The beat over the table drawn from its state; `left`: the beats still to come after it."""
    lay = look.lay
    k = progress(beat, pace)
    for place in beat.turn:
        r = place_rect(lay, place)
        if r is not None:
            turn_over(surf, lay, r, min(1.0, k * 1.6))
    pulse = 0.5 + 0.5 * abs(((look.t * 2) % 2) - 1)
    for place in beat.light:
        r = place_rect(lay, place)
        if r is not None:
            pygame.draw.rect(surf, theme.mix(theme.GLOW_ALT, theme.ACCENT, pulse), r.inflate(lay.px(6), lay.px(6)),
                             lay.px(3), border_radius=lay.px(6))
    for i, f in enumerate(beat.flights):
        at = flight_at(lay, f, k, i, len(beat.flights))
        if at is not None:
            draw_flight(surf, look, f, at)
    words_panel(surf, look, beat, left)


COLUMNS = (0.11, 0.14, 0.1, 0.115, 0.305, 0.23)  # War's table: the share of the width each column takes


def words_panel(surf: pygame.Surface, look: P.Look, beat: Beat, left: int) -> None:
    """The step's heading and the beat's words (a paragraph a line; War's ranking as a table), over the player's
    area (away from the board and galaxy it lights); the Virtual Opponent's card face up beside them."""
    lay = look.lay
    w = lay.px(554)
    card_w = lay.px(104) if beat.card else 0
    size = lay.font(14)
    text_w = w - lay.px(24) - (card_w + lay.px(10) if card_w else 0)
    gap = lay.px(4)
    row_h = lay.px(20)
    body = sum(wrapped_height(x, size, text_w) + gap for x in beat.lines) + len(beat.rows) * row_h
    h = max(lay.px(44) + body + lay.px(8), lay.px(190) if card_w else 0)
    techs = lay.panels["techs"]
    # its bottom at the bottom of the panel it reaches into (the Alliance's, else the hand's): it hides whole
    # places and cards, never half a line of them
    top = techs.y
    bottom = next((b for b in (lay.panels["mine"].bottom, lay.panels["hand"].bottom) if top + h <= b),
                  lay.panels["hand"].bottom)
    h = bottom - top
    r = pygame.Rect(techs.right + lay.px(6), top, w, h)
    panel(surf, r, (24, 22, 40), theme.ACCENT, radius=lay.px(8), width=2)
    textlog.record(surf, "", 0, r, "cover")
    P.text(surf, beat.step, (r.x + lay.px(12), r.y + lay.px(8)), lay.font(18), theme.ACCENT, True, r.w // 2)
    more = f"{SKIP_HINT} · {left} more" if left else SKIP_HINT
    P.text(surf, more, (r.right - lay.px(12), r.y + lay.px(10)), lay.font(11), theme.TEXT_DIM, False, r.w // 3,
           "topright")
    x = r.x + lay.px(12)
    if beat.card:
        cr = pygame.Rect(x, r.y + lay.px(36), card_w, lay.px(146))
        P.card_face(surf, look, beat.card, cr, "vo")
        x = cr.right + lay.px(10)
    y = r.y + lay.px(36)
    lines = list(beat.lines)
    if beat.rows:  # War: the first line, the table, then the rest
        y += draw_wrapped(surf, lines.pop(0), pygame.Rect(x, y, text_w, r.bottom - y), size, theme.TEXT) + gap
        y = table(surf, lay, beat.rows, pygame.Rect(x, y, text_w, row_h)) + gap
    for line in lines:
        if y >= r.bottom - lay.px(8):
            break
        y += draw_wrapped(surf, line, pygame.Rect(x, y, text_w, r.bottom - y - lay.px(4)), size, theme.TEXT) + gap


def table(surf: pygame.Surface, lay: Layout, rows: list[tuple[str, ...]], first: pygame.Rect) -> int:
    """Rows of columns (the first row a heading); returns the y under the last row."""
    y = first.y
    for i, row in enumerate(rows):
        x = first.x
        for share, cell in zip(COLUMNS, row, strict=False):
            cw = round(first.w * share)
            P.text(surf, cell, (x, y), lay.font(11 if i == 0 else 13), theme.TEXT_DIM if i == 0 else theme.TEXT,
                   i == 0 or x == first.x, cw - lay.px(2))
            x += cw
        y += first.h
    return y
