"""The drawing of Age of Galaxy's table: a seat's View (its masked state) on the layout (layout.py).

Everything drawn comes from the View and the content's printed facts (names, rewards, spaces, costs printed on the
board); what a pick would cost or give is the option's `note`, drawn by the scene. Hidden things are drawn as
backs: another seat's hand (its count only), face-down System cards and Exploration tokens.
"""

from __future__ import annotations

from typing import Any

import attrs
import pygame

from age_of_galaxy.content.schema import ExplorationSpot, TokenSpot
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.state import CAPS, PHASES, ROUNDS
from age_of_galaxy.ui.hover_regions import mark
from age_of_galaxy.ui.layout import ACTIONS, Layout, disc_box, faction_techs, pack_of
from age_of_galaxy.ui.moves import ALLIANCE, MAJOR, REINFORCE
from age_of_galaxy.words import names as N
from tabletop.ui import textlog, theme
from tabletop.ui.widgets import ellipsize, fit_size, glow, panel, render_text
from tabletop.views import HIDDEN

SEAT_COLOURS: tuple[theme.Colour, ...] = ((225, 80, 80), (80, 150, 240), (95, 200, 110), (235, 200, 70))
VO_COLOUR: theme.Colour = (170, 170, 180)
PLANET_COLOURS = {"arctic": (150, 205, 235), "volcanic": (225, 100, 60), "barren": (150, 135, 115),
                  "desert": (215, 180, 100), "oceanic": (60, 120, 215), "verdant": (80, 180, 90)}
SHORT = {"credit": "Cr", "productivity": "Prod", "strength": "Str", "influence": "Infl", "innovation": "Innov",
         "cruiser": "Cruiser", "relic": "Relic", "prestige": "Prestige"}
PAPER: theme.Colour = (232, 228, 214)
CARD_EDGE: theme.Colour = (120, 110, 90)
BACK: theme.Colour = (52, 60, 96)
IDEOLOGY_COLOURS = {"cultural": (170, 110, 200), "diplomatic": (70, 160, 200), "industrial": (200, 130, 60),
                    "militaristic": (200, 70, 70), "scientific": (80, 180, 120)}


def short(bundle: Any) -> str:
    """A bundle in the table's short words: "2 Cr + 1 Infl"."""
    items = bundle.items if hasattr(bundle, "items") and not isinstance(bundle, dict) else tuple(bundle.items())
    return " + ".join(f"{n} {SHORT.get(k, k)}" for k, n in items if n) or "nothing"


@attrs.define
class Look:
    """What one frame shows: the viewer's state and the table's highlights."""

    state: Any
    viewer: int  # -1: nobody's hand (every seat an AI, or the curtain is up)
    lay: Layout
    names: tuple[str, ...]
    glow: dict[str, str] = attrs.field(factory=dict)  # place -> the note of what a drop there does
    hover: str | None = None  # the place under a drag
    dragging: str | None = None  # the source being dragged (drawn by the scene at the pointer)
    current: int | None = None  # whose choice it is
    t: float = 0.0

    def colour(self, who: int) -> theme.Colour:
        if self.state.solo and who == len(self.state.players) - 1:
            return VO_COLOUR
        return SEAT_COLOURS[who % len(SEAT_COLOURS)]


def text(surf: pygame.Surface, s: str, pos: tuple[int, int], size: int, colour: theme.Colour = theme.TEXT,
         bold: bool = False, max_w: int | None = None, anchor: str = "topleft", role: str = "") -> pygame.Rect:
    """One line, shrunk (down to 11 px) then cut with "…" to fit max_w."""
    if max_w is not None:
        size = fit_size(s, size, bold, max_w, min_size=theme.MIN_TEXT_PX)
        s = ellipsize(s, size, bold, max_w)
    if not s:
        return pygame.Rect(pos, (0, 0))
    img = render_text(s, size, bold, colour)
    r = img.get_rect(**{anchor: pos})
    surf.blit(img, r)
    textlog.record(surf, s, size, r, role)
    return r


def packed(parts: list[str], size: int, bold: bool, width: int, sep: str = " + ") -> list[str]:
    """Words (a bundle's items, a name's words) packed into lines that fit `width` pixels."""
    fnt = theme.font(size, bold)
    lines: list[str] = []
    cur = ""
    for part in parts:
        cand = f"{cur}{sep}{part}" if cur else part
        if fnt.size(cand + sep.rstrip())[0] <= width or not cur:
            cur = cand
        else:
            lines.append(cur + sep.rstrip())
            cur = part
    if cur:
        lines.append(cur)
    return lines


def items(bundle: Any) -> list[str]:
    return [f"{n} {SHORT.get(k, k)}" for k, n in bundle if n] or ["nothing"]


def disc(surf: pygame.Surface, centre: tuple[int, int], radius: int, colour: theme.Colour) -> None:
    pygame.draw.circle(surf, colour, centre, radius)
    pygame.draw.circle(surf, theme.mix(colour, (0, 0, 0), 0.5), centre, radius, max(1, radius // 4))


def discs_row(surf: pygame.Surface, look: Look, owners: list[int], rect: pygame.Rect) -> None:
    """Discs in stacking order, the bottom one first (left), each overlapping the one before."""
    if not owners:
        return
    r = max(3, min(rect.h // 2 - 1, look.lay.px(7)))
    step = min(2 * r + 1, max(r, (rect.w - 2 * r) // max(1, len(owners) - 1))) if len(owners) > 1 else 0
    x = rect.right - r - 1 - step * (len(owners) - 1)
    for w in owners:
        disc(surf, (x, rect.centery), r, look.colour(w))
        x += step


def draw_table(surf: pygame.Surface, look: Look) -> None:
    draw_base(surf, look)
    draw_glows(surf, look)


def draw_base(surf: pygame.Surface, look: Look) -> None:
    """The table as the View stands (no glow): what layers.py caches until the View, the layout or a lift changes."""
    surf.fill(theme.BG)
    top_bar(surf, look)
    board(surf, look)
    trade(surf, look)
    galaxy(surf, look)
    techs(surf, look)
    mine(surf, look)
    hand(surf, look)
    rows(surf, look)
    prestige(surf, look)


def draw_glows(surf: pygame.Surface, look: Look) -> None:
    """The places a drop or a click may go, glowing (animated: drawn every frame over the base)."""
    for place, _note in look.glow.items():
        r = look.lay.places.get(place)
        if r is not None and place not in ("techs", "galaxy"):
            glow(surf, r, theme.ACCENT if place == look.hover else theme.GLOW, look.t, width=look.lay.px(2))
    for region in ("techs", "galaxy"):
        if region in look.glow and look.lay.places.get(region) is not None:
            glow(surf, look.lay.places[region], theme.GLOW_ALT, look.t, width=look.lay.px(2))


def top_bar(surf: pygame.Surface, look: Look) -> None:
    lay, s = look.lay, look.state
    r = lay.panels["top"]
    pygame.draw.rect(surf, theme.PANEL, r)
    cal = s.calendar
    phase = {"production": "Production", "action": "Action phase", "war": "War", "galactic": "Galactic phase"}
    when = "Game over" if s.over else f"Round {s.round} of {ROUNDS} · {phase.get(cal.phase, cal.phase)}" \
        if cal is not None and cal.phase in PHASES else "Setup"
    text(surf, when, (r.x + lay.px(10), r.centery), lay.font(14), theme.ACCENT, True, lay.px(230), "midleft")
    x = r.x + lay.px(250)
    text(surf, "Turn order:", (x, r.centery), lay.font(12), theme.TEXT_DIM, anchor="midleft")
    x += lay.px(74)
    order = list(s.turns.order) if s.turns.order else list(range(s.n))
    for i, who in enumerate(order):
        col = look.colour(who)
        disc(surf, (x + lay.px(6), r.centery), lay.px(6), col)
        name = f"{i + 1}. {N.printable(look.names[who])}" + (" (you)" if who == look.viewer else "")
        bold = who == look.current
        tr = text(surf, name, (x + lay.px(16), r.centery), lay.font(12), theme.TEXT if bold else theme.TEXT_DIM,
                  bold, lay.px(140), "midleft")
        if bold:
            pygame.draw.line(surf, theme.ACCENT, (tr.x, tr.bottom), (tr.right, tr.bottom), 2)
        x = tr.right + lay.px(16)
    hidden = len(s.deck)
    text(surf, f"Deck {hidden} · Discard pile {len(s.discard)}", (r.right - lay.px(40), r.centery), lay.font(12),
         theme.TEXT_DIM, False, lay.px(200), "midright")


def board(surf: pygame.Surface, look: Look) -> None:
    lay, s = look.lay, look.state
    panel(surf, lay.panels["board"], theme.PANEL, theme.PANEL_EDGE, radius=lay.px(8))
    for a in ACTIONS:
        col = lay.panels[f"action:{a}"]
        text(surf, a.upper(), (col.centerx, col.y + lay.px(1)), lay.font(12), theme.ACCENT, a != "manufacture",
             col.w - 2, "midtop")
        sub = {"explore": "1 Cruiser", "manufacture": "2 Cr / Cruiser", "retrieve": "3 Cr + 1 Innov",
               "scavenge": "gain 1 Cr", "nominate": "3 Infl"}[a]
        text(surf, sub, (col.centerx, col.y + lay.px(17)), lay.font(11), theme.TEXT_DIM, False, col.w - 4, "midtop")
    for sp in C.content().spaces:
        r = lay.places[f"space:{sp.id}"]
        space = s.board[sp.id] if sp.id in s.board else None  # noqa: SIM401 (a Board has no get)
        blocked = space is not None and space.blocked
        bg = (30, 34, 50) if blocked else theme.PANEL_HI
        panel(surf, r, bg, theme.PANEL_EDGE, radius=lay.px(4))
        if sp.prestige:
            label = f"{sp.prestige} Prestige"
        elif sp.min_players is None:
            label = "any number" + (f", +{short(sp.gain)}" if sp.gain else "")
        elif sp.gain is not None:
            label = f"+{short(sp.gain)}"
        elif sp.discount:
            label = f"{sp.discount} Cr less"
        else:
            label = ""
        if blocked:
            label = f"blocked ({sp.min_players}+)"
            pygame.draw.line(surf, theme.PANEL_EDGE, r.topleft, r.bottomright, 1)
        owners = [int(x) for x in space.owned()] if space is not None else []
        room = r.w - lay.px(6) - (min(len(owners), 4) * lay.px(9) + lay.px(6) if owners else 0)
        text(surf, label, (r.x + lay.px(4), r.centery), lay.font(11), theme.TEXT_DIM if blocked else theme.TEXT,
             False, max(10, room), "midleft")
        if owners:
            discs_row(surf, look, owners, pygame.Rect(r.right - lay.px(44), r.y + 1, lay.px(42), r.h - 2))


def trade(surf: pygame.Surface, look: Look) -> None:
    lay, s = look.lay, look.state
    panel(surf, lay.panels["trade"], theme.PANEL, theme.PANEL_EDGE, radius=lay.px(8))
    for i, slot in enumerate(s.trade):
        card = lay.panels[f"trade:{i}"]
        panel(surf, card, (44, 40, 30), (150, 130, 80), radius=lay.px(6))
        text(surf, N.trade_card(slot.card), (card.centerx, card.y + lay.px(3)), lay.font(11), theme.TEXT, False,
             card.w - 4, "midtop")
        text(surf, slot.action.upper(), (card.centerx, card.y + lay.px(17)), lay.font(11), theme.ACCENT,
             False, card.w - 4, "midtop")
        for j, (spend, gain) in enumerate(C.exchanges(slot.card)):
            r = lay.places[f"trade:{i}:{j}"]
            panel(surf, r, (60, 54, 40), (120, 105, 70), radius=lay.px(4))
            lh = theme.font(lay.font(11)).get_linesize()
            sp, gn = items(spend), items(gain)
            tokens = [*(x + " +" for x in sp[:-1]), sp[-1], "→", *(x + " +" for x in gn[:-1]), gn[-1]]
            lines = packed(tokens, lay.font(11), False, r.w - lay.px(6), " ")
            y = r.centery - lh * min(3, len(lines)) // 2
            for ln in lines[:3]:
                text(surf, ln, (r.centerx, y), lay.font(11), theme.TEXT, False, r.w - 4, "midtop")
                y += lh
        sr = lay.panels[f"trade_spaces:{i}"]
        if slot.flipped:
            owners = [int(x) for sp in slot.board.spaces for x in sp.owned()]
            text(surf, "Back: any number", (sr.x, sr.y), lay.font(11), theme.TEXT_DIM, False, sr.w)
            discs_row(surf, look, owners, pygame.Rect(sr.x, sr.y + lay.px(15), sr.w, lay.px(16)))
            continue
        n = len(slot.board.spaces)
        cell = sr.w // max(1, n)
        for k, sp in enumerate(slot.board.spaces):
            c = (sr.x + k * cell + cell // 2, sr.y + lay.px(9))
            rad = lay.px(7)
            if sp.blocked:
                pygame.draw.circle(surf, (30, 34, 50), c, rad)
                pygame.draw.line(surf, theme.PANEL_EDGE, (c[0] - rad, c[1] - rad), (c[0] + rad, c[1] + rad), 1)
            elif sp.owned():
                disc(surf, c, rad, look.colour(int(sp.owned()[-1])))
            else:
                pygame.draw.circle(surf, theme.PANEL_EDGE, c, rad, 1)
        extra = len(slot.overflow)
        label = f"{sum(1 for sp in slot.board.spaces if not sp.full)} free" + (f" · +{extra} over" if extra else "")
        text(surf, label, (sr.centerx, sr.bottom), lay.font(11), theme.TEXT_DIM, False, sr.w, "midbottom")


def galaxy(surf: pygame.Surface, look: Look) -> None:
    lay, s = look.lay, look.state
    panel(surf, lay.panels["galaxy_row"], theme.PANEL, theme.PANEL_EDGE, radius=lay.px(8))
    for pos, card in enumerate(s.systems, 1):
        r = lay.panels[f"system:{pos}"]
        face_up = pos <= s.revealed and isinstance(card, str) and card != HIDDEN
        panel(surf, r, (24, 34, 62) if face_up else BACK, theme.ACCENT if pos == s.fleet else theme.PANEL_EDGE,
              radius=lay.px(6), width=2 if pos == s.fleet else 1)
        head = f"{pos}. {N.system(card)}" if face_up else f"{pos}. System (face down)"
        hr = text(surf, head, (r.x + lay.px(5), r.y + lay.px(4)), lay.font(12), theme.TEXT, True, r.w - lay.px(10))
        if pos == s.fleet:  # under the heading's line, above the first planet
            fy = max(r.y + lay.px(18), hr.y + theme.font(lay.font(12), True).get_linesize())
            text(surf, "◆ Galactic Fleet", (r.x + lay.px(5), fy), lay.font(11), theme.ACCENT, True, r.w - lay.px(10))
        if not face_up:
            continue
        for k, slot in enumerate(C.system_slots(card)):
            key = f"{card}:{k}"
            pl = s.planets.get(key)
            pr = lay.places.get(f"planet:{key}") or lay.places.get(f"spot:{key}")
            if pr is None:
                continue
            if pl is not None:
                planet(surf, look, key, pl, pr)
            elif isinstance(slot, ExplorationSpot):
                token = s.spots.get(key)
                panel(surf, pr, (36, 40, 58), theme.PANEL_EDGE, radius=lay.px(4))
                words = "Exploration token (hidden)" if token is not None else "Exploration spot (empty)"
                text(surf, words, (pr.x + lay.px(5), pr.centery), lay.font(11),
                     theme.GLOW_ALT if token is not None else theme.TEXT_DIM, False, pr.w - lay.px(10), "midleft")
            elif isinstance(slot, TokenSpot):
                panel(surf, pr, (30, 32, 44), theme.PANEL_EDGE, radius=lay.px(4))
                words = f"token spot ({slot.min_players}+ players)" if slot.min_players > max(2, s.n) else \
                    "token spot (empty)"
                text(surf, words, (pr.x + lay.px(5), pr.centery), lay.font(11), theme.TEXT_DIM, False,
                     pr.w - lay.px(10), "midleft")


def planet(surf: pygame.Surface, look: Look, key: str, pl: Any, r: pygame.Rect) -> None:
    lay = look.lay
    col = PLANET_COLOURS.get(pl.type, (140, 140, 140))
    panel(surf, r, theme.mix((24, 28, 44), col, 0.25), col, radius=lay.px(4))
    pygame.draw.circle(surf, col, (r.x + lay.px(9), r.centery), lay.px(6))
    card, _, slot = key.partition(":")
    reward = C.planet_reward(card, int(slot) if slot.isdigit() else 0, pl.token)
    owners = list(pl.discs) + ([pl.cruiser] if pl.cruiser is not None else [])
    room = r.w - lay.px(22) - (lay.px(30) if owners else 0)
    parts = items(reward)
    lines = packed([f"{pl.type.capitalize()}:", *[x + " +" for x in parts[:-1]], parts[-1]], lay.font(11), False,
                   room, " ")
    lh = theme.font(lay.font(11)).get_linesize()  # two lines a line apart, never over each other
    for k, ln in enumerate(lines[:2]):
        y = r.centery if len(lines) == 1 else r.centery - lh // 2 + k * lh
        text(surf, ln, (r.x + lay.px(18), y), lay.font(11), theme.TEXT, False, room, "midleft")
    x = r.right - lay.px(8)
    rad = max(3, min(lay.px(6), r.h // 2 - 2))
    for w in reversed(pl.discs):
        disc(surf, (x, r.centery), rad, look.colour(w))
        x -= rad + lay.px(3)
    if pl.cruiser is not None:  # a Conquering Cruiser (G54): a small ship shape in the owner's colour
        c = look.colour(pl.cruiser)
        pts = [(x, r.centery - rad), (x + rad, r.centery + rad), (x - rad, r.centery + rad)]
        pygame.draw.polygon(surf, c, pts)
        pygame.draw.polygon(surf, (0, 0, 0), pts, 1)


def techs(surf: pygame.Surface, look: Look) -> None:
    lay, s = look.lay, look.state
    area = lay.panels["techs"]
    panel(surf, area, theme.PANEL, theme.PANEL_EDGE, radius=lay.px(8))
    text(surf, "TECHNOLOGIES · drop a disc to RESEARCH", (area.x + lay.px(6), area.y + lay.px(3)),
         lay.font(11), theme.ACCENT, True, area.w - lay.px(12))
    text(surf, "basic: 3 Cr or 1 Innov · advanced: 1 Innov more", (area.x + lay.px(6), area.y + lay.px(17)),
         lay.font(11), theme.TEXT_DIM, False, area.w - lay.px(12))
    ts = {t.id: t for t in C.content().technologies}
    for t in ts.values():  # prerequisite lines first (under the boxes)
        a = lay.places.get(f"tech:{t.id}")
        if a is None or t.board is None:
            continue
        for req in t.requires:
            b = lay.places.get(f"tech:{req}")
            if b is not None:
                pygame.draw.line(surf, theme.PANEL_EDGE, (b.centerx, b.bottom), (a.centerx, a.y), 2)
    shown = [t.id for t in ts.values() if t.board is not None] + faction_techs(s, look.viewer)
    for tid in shown:
        r = lay.places.get(f"tech:{tid}")
        if r is None:
            continue
        t = ts[tid]
        owners = [w for w, p in enumerate(s.players) if tid in p.techs]
        mine_ = look.viewer in owners
        panel(surf, r, (34, 58, 50) if mine_ else theme.PANEL_HI, theme.OK if mine_ else theme.PANEL_EDGE,
              radius=lay.px(4))
        room = r.w - lay.px(6) - (len(owners) * lay.px(10) if owners else 0)
        lh = theme.font(lay.font(11)).get_linesize()
        y = r.y + lay.px(1)
        name_lines = packed(t.name.split(), lay.font(11), False, max(10, room), " ") if r.h > lay.px(40) \
            else [t.name]
        for ln in name_lines[:2]:
            text(surf, ln, (r.x + lay.px(3), y), lay.font(11), theme.TEXT, False, max(10, room))
            y += lh
        if t.board is not None and r.h > lay.px(40):
            gain = short(t.gain) if t.gain is not None else ""
            y = max(y, r.y + lay.px(29))
            text(surf, gain or ("either reward" if t.gain_choice else "ability"), (r.x + lay.px(3), y),
                 lay.font(11), theme.OK, False, r.w - lay.px(6))
            if len(name_lines) < 2:
                text(surf, "researched" if mine_ else t.tier, (r.x + lay.px(3), r.y + lay.px(15)), lay.font(11),
                     theme.TEXT_DIM, False, r.w - lay.px(6))
        x = r.right - lay.px(6)
        for w in owners:
            disc(surf, (x, r.y + lay.px(8)), lay.px(4), look.colour(w))
            x -= lay.px(10)
    for place, r in lay.places.items():  # G48: the Telescope's face-down tokens
        if place.startswith("scope:"):
            pygame.draw.rect(surf, BACK, r, border_radius=lay.px(3))
            pygame.draw.rect(surf, theme.GLOW_ALT, r, 1, border_radius=lay.px(3))
    if any(f"tech:{t}" in lay.places for t in faction_techs(s, look.viewer)):
        y = min(lay.places[f"tech:{t}"].y for t in faction_techs(s, look.viewer) if f"tech:{t}" in lay.places)
        text(surf, "Faction technologies", (area.x + lay.px(6), y - lay.px(15)), lay.font(11), theme.TEXT_DIM)


def card_face(surf: pygame.Surface, look: Look, card: str, r: pygame.Rect, role: str, lifted: bool = False) -> None:
    """A faction card, face up: name, ideology and Adaptation, Debut and Reinforcement gains."""
    lay = look.lay
    c = C.card(card)
    textlog.record(surf, card, 0, r, "face")  # which card is drawn face up, where (tests scan these)
    ide = IDEOLOGY_COLOURS.get(c.ideology, (150, 150, 150))
    if lifted:
        pygame.draw.rect(surf, (0, 0, 0), r.move(lay.px(4), lay.px(5)), border_radius=lay.px(6))
    panel(surf, r, PAPER, CARD_EDGE, radius=lay.px(6))
    band = pygame.Rect(r.x, r.y, r.w, lay.px(16))
    pygame.draw.rect(surf, ide, band, border_top_left_radius=lay.px(6), border_top_right_radius=lay.px(6))
    text(surf, c.ideology.capitalize(), (band.centerx, band.centery), lay.font(11), theme.TEXT_DARK, True,
         r.w - 6, "center", role)
    y = band.bottom + lay.px(2)
    words = c.name.split()
    lines, cur = [], ""
    size = lay.font(11)
    fnt = theme.font(size, True)
    for w in words:
        cand = f"{cur} {w}".strip()
        if fnt.size(cand)[0] <= r.w - 6 or not cur:
            cur = cand
        else:
            lines.append(cur)
            cur = w
    lines.append(cur)
    for ln in lines[:3]:
        bold = fnt.size(ln)[0] <= r.w - 6 or theme.font(size).size(ln)[0] > r.w - 6  # regular if that fits
        text(surf, ln, (r.centerx, y), size, theme.TEXT_DARK, bold, r.w - 6, "midtop", role)
        y += fnt.get_linesize()
    if y + lay.px(16) > r.bottom:
        return
    pcol = PLANET_COLOURS.get(c.adaptation, (140, 140, 140))
    pygame.draw.circle(surf, pcol, (r.x + lay.px(8), y + lay.px(8)), lay.px(5))
    text(surf, c.adaptation.capitalize(), (r.x + lay.px(16), y + lay.px(1)), lay.font(11), theme.TEXT_DARK, False,
         r.w - lay.px(18), role=role)
    y += lay.px(18)
    if r.h < lay.px(100):
        return
    lh = theme.font(lay.font(11)).get_linesize()
    for head, b in (("Debut", c.debut), ("Reinf.", c.reinforcement)):
        text(surf, head, (r.x + lay.px(4), y), lay.font(11), (90, 80, 60), True, r.w - 8, role=role)
        y += lh
        for ln in packed(items(b), lay.font(11), False, r.w - lay.px(8))[:2]:
            text(surf, ln, (r.x + lay.px(4), y), lay.font(11), theme.TEXT_DARK, False, r.w - 8, role=role)
            y += lh
        y += lay.px(2)
    if c.ability is not None and y + lay.px(14) < r.bottom:
        kind = type(c.ability).__name__
        label = {"OnAction": "on action", "OnProductionEnd": "production", "CostMod": "discount",
                 "FreeAction": "free action", "Protect": "protection", "ExtraAdaptation": "adaptation+",
                 "WarMod": "war"}.get(kind, "ability")
        text(surf, "◇ " + label, (r.x + lay.px(4), y), lay.font(11), (70, 60, 120), False, r.w - 8, role=role)
        y += lay.px(14)
    if c.technologies and y + lay.px(14) < r.bottom:
        text(surf, "◇ technology", (r.x + lay.px(4), y), lay.font(11), (40, 110, 80), False, r.w - 8, role=role)


def card_back(surf: pygame.Surface, look: Look, r: pygame.Rect) -> None:
    panel(surf, r, BACK, (110, 120, 170), radius=look.lay.px(3))
    pygame.draw.circle(surf, (110, 120, 170), r.center, max(2, min(r.w, r.h) // 4), 1)


def mine(surf: pygame.Surface, look: Look) -> None:
    lay, s = look.lay, look.state
    area = lay.panels["mine"]
    panel(surf, area, theme.PANEL, theme.PANEL_EDGE, radius=lay.px(8))
    who = look.viewer
    p = s.players[who] if 0 <= who < len(s.players) else None
    al = lay.places[ALLIANCE]
    text(surf, "ALLIANCE (3 places)", (al.x + lay.px(6), al.y + lay.px(3)), lay.font(11), theme.ACCENT, True,
         al.w - 10)
    for i in range(3):
        r = lay.panels[f"alliance:{i}"]
        if p is not None and i < len(p.alliance):
            card_face(surf, look, p.alliance[i], r, "alliance")
        else:
            panel(surf, r, (28, 34, 56), theme.PANEL_EDGE, radius=lay.px(6))
            text(surf, "empty place", r.center, lay.font(11), theme.TEXT_DIM, anchor="center")
    mj = lay.places[MAJOR]
    text(surf, "TRUE MAJOR", (mj.centerx, mj.y + lay.px(3)), lay.font(11), theme.ACCENT, True, mj.w - 6, "midtop")
    inner = pygame.Rect(mj.x + lay.px(3), mj.y + lay.px(18), mj.w - lay.px(6), mj.h - lay.px(20))
    if p is not None and isinstance(p.true_major, str):
        card_face(surf, look, p.true_major, inner, "major")
    else:
        panel(surf, inner, (28, 34, 56), theme.PANEL_EDGE, radius=lay.px(6))
        text(surf, "Ideology (once)", inner.center, lay.font(11), theme.TEXT_DIM, False, inner.w - 6, "center")
    rf = lay.places[REINFORCE]
    text(surf, "REINFORCEMENT", (rf.centerx, rf.y + lay.px(3)), lay.font(11), theme.ACCENT, False, rf.w - 6, "midtop")
    inner = pygame.Rect(rf.x + lay.px(3), rf.y + lay.px(18), rf.w - lay.px(6), rf.h - lay.px(20))
    panel(surf, inner, (28, 34, 56), theme.PANEL_EDGE, radius=lay.px(6))
    text(surf, "gain its", (inner.centerx, inner.centery - lay.px(8)), lay.font(11), theme.TEXT_DIM, False, inner.w,
         "center")
    text(surf, "Reinforcement", (inner.centerx, inner.centery + lay.px(8)), lay.font(11), theme.TEXT_DIM, False,
         inner.w, "center")


def hand(surf: pygame.Surface, look: Look) -> None:
    lay, s = look.lay, look.state
    area = lay.panels["hand"]
    panel(surf, area, theme.PANEL, theme.PANEL_EDGE, radius=lay.px(8))
    who = look.viewer
    if not 0 <= who < len(s.players):
        text(surf, "Hands are hidden: every hand shows only its count, on the right.", (area.x + lay.px(8),
             area.y + lay.px(4)), lay.font(12), theme.TEXT_DIM, False, area.w - lay.px(16))
        return
    cards = [c for c in s.players[who].hand if isinstance(c, str)]
    pack = pack_of(s, who)
    head = f"YOUR HAND ({len(cards)}) · drag a card onto a place above" if not pack else \
        f"YOUR PICKS ({len(cards)}) · THE PACK YOU HOLD ({len(pack)}): click a card to draft it"
    text(surf, head, (area.x + lay.px(8), area.y + lay.px(4)), lay.font(12), theme.ACCENT, True, area.w - lay.px(16))
    for c in pack:
        r = lay.sources.get(f"card:{c}")
        if r is not None:
            card_face(surf, look, c, r, "pack")
            pygame.draw.rect(surf, theme.GLOW_ALT, r, lay.px(2), border_radius=lay.px(6))
    for c in cards:
        sid = f"card:{c}"
        r = lay.sources.get(sid)
        if r is None or sid == look.dragging:
            if r is not None:
                pygame.draw.rect(surf, theme.PANEL_EDGE, r, 1, border_radius=lay.px(6))
            continue
        card_face(surf, look, c, r, f"hand{who}")


def rows(surf: pygame.Surface, look: Look) -> None:
    """Each player's board in one row: the tracks 0-12, Cruisers, Innovation, Influence, Relics, Prestige, the hand
    (backs unless yours), Alliance and True Major, the disc supply."""
    lay, s = look.lay, look.state
    lh = lay.px(17) if lay.rows and lay.rows[0][1].h >= lay.px(55) else lay.px(15)
    for who, r in lay.rows:
        p = s.players[who]
        col = look.colour(who)
        turn = who == look.current
        panel(surf, r, theme.mix(theme.PANEL, col, 0.12), theme.ACCENT if turn else col, radius=lay.px(6),
              width=2 if turn else 1)
        vo = s.solo and who == len(s.players) - 1
        name = N.seat_label(look.names[who], who == look.viewer)
        if turn:
            name += " · choosing"
        nr = text(surf, name, (r.x + lay.px(8), r.y + lay.px(2)), lay.font(12), col, True, lay.px(170))
        res = p.res
        n = len(p.hand)
        x = max(nr.right + lay.px(10), r.x + lay.px(150))
        if who != look.viewer and not vo:  # another seat's hand: backs (its count is public)
            for i in range(min(n, 8)):
                card_back(surf, look, pygame.Rect(x + i * lay.px(6), r.y + lay.px(3), lay.px(9), lay.px(12)))
            mark(surf, f"hand:{who}", pygame.Rect(x, r.y + lay.px(3), max(lay.px(9), min(n, 8) * lay.px(6)),
                                                  lay.px(12)))
            x += min(n, 8) * lay.px(6) + lay.px(8)
        if not vo:
            words = f"Hand {n} · Alliance {len(p.alliance)}/3" + (" · Major" if p.true_major is not None else "")
            text(surf, words, (x, r.y + lay.px(2)), lay.font(11), theme.TEXT_DIM, False,
                 max(10, r.right - lay.px(54) - x))
        x = r.x + lay.px(8)
        y = r.y + lay.px(2) + lh
        for key, label in (("credit", "Credits"), ("productivity", "Prod."), ("strength", "Str.")):
            x0, x = x, track(surf, look, x, y, label, res[key], CAPS[key], lay.px(4), col)
            mark(surf, f"track:{who}:{key}", pygame.Rect(x0, y, x - x0 - lay.px(8), lay.px(14)))
        line = (f"Cruisers {res['cruiser']}/{CAPS['cruiser']} · Innovation {res['innovation']} · Influence "
                f"{res['influence']} · Relics {res['relic']} · Prestige {s.prestige.total(who)}")
        if r.h >= lay.px(48):
            text(surf, line, (r.x + lay.px(8), y + lh), lay.font(11), theme.TEXT, False, r.w - lay.px(14))
        dr = disc_box(lay, r)
        if who == look.viewer:
            lay.disc_at(r)
        if not vo:
            panel(surf, dr, theme.mix(theme.PANEL, col, 0.25), col, radius=lay.px(5))
            if not (who == look.viewer and look.dragging == "disc") or p.discs > 1:
                disc(surf, (dr.centerx, dr.y + lay.px(12)), lay.px(8), col)
            text(surf, f"{p.discs} disc" + ("s" if p.discs != 1 else ""), (dr.centerx, dr.bottom - lay.px(2)),
                 lay.font(11), theme.TEXT, False, dr.w - 2, "midbottom")


def track(surf: pygame.Surface, look: Look, x: int, y: int, label: str, value: int, cap: int, cell: int,
          colour: theme.Colour) -> int:
    """A 0..cap track: a label with the value, then cap + 1 cells with the marker on `value`; the x after it."""
    lay = look.lay
    lr = text(surf, f"{label} {value}", (x, y), lay.font(11), theme.TEXT, False, lay.px(62))
    x0 = lr.right + lay.px(4)
    for v in range(cap + 1):
        r = pygame.Rect(x0 + v * cell, y + lay.px(4), cell - 1, lay.px(8))
        pygame.draw.rect(surf, colour if v == value else (44, 52, 80) if v < value else (30, 36, 56), r)
    return x0 + (cap + 1) * cell + lay.px(10)


def prestige(surf: pygame.Surface, look: Look) -> None:
    """The Prestige track 0-20: each space's markers stacked bottom first, the 20+/40+ tokens said below."""
    lay, s = look.lay, look.state
    r = lay.panels["prestige"]
    panel(surf, r, theme.PANEL, theme.PANEL_EDGE, radius=lay.px(6))
    text(surf, "PRESTIGE", (r.x + lay.px(5), r.y + lay.px(2)), lay.font(11), theme.ACCENT, True, lay.px(70))
    cell = (r.w - lay.px(82)) / 21
    x0 = r.x + lay.px(78)
    for v in range(21):
        cr = pygame.Rect(round(x0 + v * cell), r.y + lay.px(2), round(cell) - 1, r.h - lay.px(4))
        pygame.draw.rect(surf, (30, 36, 58), cr, border_radius=2)
        mark(surf, f"prestige:{v}", cr)
        if v % 5 == 0:
            text(surf, str(v), (cr.centerx, cr.y), lay.font(11), theme.TEXT_DIM, anchor="midtop")
        stack = s.prestige.stack_on(v) if s.prestige.markers else ()
        for k, who in enumerate(stack):
            pr = pygame.Rect(cr.x + 2, cr.bottom - lay.px(5) * (k + 1) - 1, cr.w - 4, lay.px(4))
            pygame.draw.rect(surf, look.colour(who), pr)
    laps = [(who, s.prestige.shown(who).lap) for who in range(len(s.players)) if s.prestige.markers]
    words = [f"{N.printable(look.names[w])} {lap}+" for w, lap in laps if lap]
    if words:
        text(surf, "tokens: " + ", ".join(words), (r.x + lay.px(5), r.bottom - lay.px(2)), lay.font(11), theme.TEXT,
             False, lay.px(72), "bottomleft")
