"""Card faces drawn procedurally, rendered once per (card, side, width) and cached.

Every physical card is named by its uid (`ship_black_plague`, `res_17`, `dp_03`, `art_07`); the
`Faces` object looks the uid up in the CardSet and renders it. Hidden cards use `back(kind, w)`.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame

from game.ui import describe, theme
from game.ui.sprites import art, symbols
from game.ui.theme import Colour
from game.ui.widgets import draw_wrapped, fit_size, render_text

CACHE_BYTES = 160 * 1024 * 1024
DETAIL_W = 110  # below this width a face shows only its picture, Type and a short name

# Standard logistics of Ships and Planets by Type (rulebook p.4), for cards without printed text.
_STD_LOGISTICS = {
    ("ship", "explore"): "ONGOING: +1 Assembly limit for Discover a Planet.",
    ("ship", "expand"): "ONGOING: +1 Assembly limit for Develop a Technology.",
    ("ship", "exterminate"): "ONGOING: +1 Assembly limit for Build a Ship.",
    ("ship", "exploit"): "ONGOING: +1 Assembly limit for Trade. Gain a Defense Plan when built.",
    ("planet", "explore"): "ONGOING: Discover a Planet costs 2 less.",
    ("planet", "expand"): "ONGOING: Develop a Technology costs 2 less.",
    ("planet", "exterminate"): "ONGOING: Build a Ship costs 2 less.",
    ("planet", "exploit"): "ONGOING: Buy costs 2¢ less.",
}


def card_height(w: int) -> int:
    return round(w * theme.CARD_RATIO)


def _fit_font(text: str, max_w: int, size: int, bold: bool = True, min_size: int = 7) -> int:
    return fit_size(text, size, bold, max_w, min_size)


_FRAMES: dict[tuple[int, int, Colour, Colour], pygame.Surface] = {}


def _frame(w: int, h: int, colour: Colour, paper: Colour) -> tuple[pygame.Surface, pygame.Rect]:
    """A blank card of a kind: rounded border and paper (templates cached, each card gets a copy)."""
    inset = max(2, w // 22)
    inner = pygame.Rect(0, 0, w, h).inflate(-2 * inset, -2 * inset)
    key = (w, h, colour, paper)
    tpl = _FRAMES.get(key)
    if tpl is None:
        if len(_FRAMES) > 200:
            _FRAMES.clear()
        tpl = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = max(3, w // 14)
        pygame.draw.rect(tpl, theme.mix(colour, (0, 0, 0), 0.35), tpl.get_rect(), border_radius=rad)
        pygame.draw.rect(tpl, colour, tpl.get_rect().inflate(-2, -2), border_radius=rad)
        pygame.draw.rect(tpl, paper, inner, border_radius=max(2, rad - inset // 2))
        _FRAMES[key] = tpl
    return tpl.copy(), inner


def _header(surf: pygame.Surface, inner: pygame.Rect, name: str, type_: str, colour: Colour,
            ink: Colour, sub: str = "") -> int:
    """Type icon + name; returns the y under the header."""
    w = inner.w
    hh = max(10, round(inner.h * 0.12))
    band = pygame.Rect(inner.x, inner.y, inner.w, hh)
    pygame.draw.rect(surf, theme.mix(colour, (255, 255, 255), 0.15), band,
                     border_top_left_radius=4, border_top_right_radius=4)
    r = hh * 0.38
    if type_:
        pygame.draw.circle(surf, (20, 22, 32), (band.x + hh * 0.5, band.centery), r * 1.25)
        symbols.type_icon(surf, type_, (band.x + hh * 0.5, band.centery), r)
    x0 = band.x + (hh if type_ else 4)
    if inner.w >= DETAIL_W - 10:
        size = _fit_font(name, band.right - x0 - 3, max(8, round(hh * 0.55)))
        img = render_text(name, size, True, (250, 250, 250))
        surf.blit(img, img.get_rect(midleft=(x0 + 2, band.centery)))
    elif w >= 46:
        room = band.right - x0 - 2
        want = max(7, round(hh * 0.6))
        size = _fit_font(name, room, want, min_size=7)
        short = name
        if theme.font(size, True).size(name)[0] > room or size < want - 2:
            # the whole name does not fit at a readable size: its first word (unless that is a little one)
            words = name.split(" ")
            short = words[0] if len(words[0]) > 3 or len(words) == 1 else max(words, key=len)
            size = _fit_font(short, room, want, min_size=6)
            if theme.font(size, True).size(short)[0] > room:
                short = short[:7]
        img = render_text(short, size, True, (250, 250, 250))
        surf.blit(img, img.get_rect(midleft=(x0 + 1, band.centery)))
    y = band.bottom
    if sub and inner.w >= DETAIL_W - 10:
        size = _fit_font(sub, inner.w - 4, max(7, round(hh * 0.38)), min_size=6)
        img = render_text(sub, size, True, ink)
        surf.blit(img, img.get_rect(midtop=(inner.centerx, y + 1)))
        y += img.get_height() + 1
    return y


class Faces:
    """Renders and caches every face the table shows."""

    def __init__(self, cards: Any | None) -> None:
        self.cards = cards
        # least recently used first; bounded by bytes (a 4K zoom face is about 2.6 MB)
        self._cache: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
        self._bytes = 0
        self.budget = CACHE_BYTES
        self._table_rows: dict[tuple[str, int, int | None], list[pygame.Rect]] = {}  # where each attack row is

    # ---- lookups ----------------------------------------------------------------------------
    def kind_of(self, uid: str) -> str:
        c = self.cards
        if c is None:
            return "unknown"
        if uid in c.cards:
            return c.cards[uid].kind
        if uid in c.resources:
            return "resource"
        if uid in c.artifacts:
            return "artifact"
        if uid in c.defense_plans or uid in ("basic", c.basic_defense.id):
            return "defense"
        if uid in c.alien_systems:
            return "alien"
        if uid in c.factions:
            return "faction"
        return "unknown"

    def name_of(self, uid: str) -> str:
        c = self.cards
        if c is None:
            return uid
        for table in (c.cards, c.artifacts, c.defense_plans, c.alien_systems, c.factions):
            if uid in table:
                return table[uid].name
        if uid in ("basic", c.basic_defense.id):
            return c.basic_defense.name
        if uid in c.resources:
            r = c.resources[uid]
            return f"Resource {r.number}"
        return uid

    def clear(self) -> None:
        self._cache.clear()
        self._bytes = 0

    def _cached(self, key: tuple[Any, ...], make: Any) -> pygame.Surface:
        s = self._cache.get(key)
        if s is not None:
            self._cache.move_to_end(key)
            return s
        s = make()
        if pygame.display.get_surface() is not None:
            s = s.convert_alpha()  # the display's pixel format blits fastest
        self._cache[key] = s
        self._bytes += s.get_width() * s.get_height() * 4
        while self._bytes > self.budget and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._bytes -= old.get_width() * old.get_height() * 4
        return s

    @property
    def cached_bytes(self) -> int:
        return self._bytes

    # ---- dispatch ---------------------------------------------------------------------------
    def face(self, uid: str, w: int, side: str = "logistics") -> pygame.Surface:
        kind = self.kind_of(uid)
        if kind in ("ship", "technology", "planet"):
            return self.card(uid, w, side)
        if kind == "resource":
            return self.resource(uid, w)
        if kind == "artifact":
            return self.artifact(uid, w)
        if kind == "defense":
            return self.defense(uid, w)
        if kind == "alien":
            return self.alien(uid, w)
        if kind == "faction":
            return self.faction(uid, w)
        return self.back("unknown", w)

    # ---- Ships, Technologies, Planets ---------------------------------------------------------
    def has_card(self, uid: str, w: int, side: str = "logistics") -> bool:
        return ("card", uid, w, side) in self._cache

    def card(self, uid: str, w: int, side: str = "logistics") -> pygame.Surface:
        return self._cached(("card", uid, w, side), lambda: self._render_card(uid, w, side))

    def logistics_text(self, cd: Any) -> str:
        lg = cd.logistics
        if lg.text:
            return lg.text
        parts = []
        std = _STD_LOGISTICS.get((cd.kind, cd.type))
        if std:
            parts.append(std)
        if lg.ongoing:
            parts.append("ONGOING: " + describe.effects(lg.ongoing))
        if lg.additionally:
            parts.append("ADDITIONALLY: " + describe.effects(lg.additionally))
        if lg.action:
            parts.append("ACTION: " + describe.effects(lg.action))
        return "\n".join(parts)

    def operational_text(self, cd: Any) -> str:
        op = cd.operational
        if op.text:
            return op.text
        if cd.kind == "ship":
            return "ATTACK: " + (describe.effects(op.attack) if op.attack else "no bonus")
        if cd.kind == "planet":
            return "Produces Resources (Exploit: 3; Mine the Planets: 1)."
        rows = [f"{describe.condition(r.requires)}: {r.during} / {r.end} VP" for r in op.scoring]
        return "SCORING (during / end):\n" + "\n".join(rows)

    def _render_card(self, uid: str, w: int, side: str) -> pygame.Surface:
        h = card_height(w)
        cd = self.cards.cards[uid]
        colour = theme.KIND_FRAME[cd.kind]
        op = side == "operational"
        paper = theme.CARD_PAPER_OP if op else theme.CARD_PAPER
        ink = theme.TEXT if op else theme.TEXT_DARK
        surf, inner = _frame(w, h, colour, paper)
        sub = f"{theme.KIND_WORD[cd.kind].upper()} · {cd.type.upper()} · {'OPERATIONAL' if op else 'LOGISTICS'}"
        y = _header(surf, inner, cd.name, cd.type, colour, ink, sub)
        detail = w >= DETAIL_W
        art_h = round(inner.h * (0.36 if detail else 0.62))
        art_rect = pygame.Rect(inner.x + 2, y + 1, inner.w - 4, art_h)
        self._art(surf, cd.kind, uid, art_rect, colour)
        if op:
            pygame.draw.rect(surf, theme.ACCENT, art_rect, max(1, w // 60))
        if detail:
            text = self.operational_text(cd) if op else self.logistics_text(cd)
            tr = pygame.Rect(inner.x + 4, art_rect.bottom + 3, inner.w - 8, inner.bottom - art_rect.bottom - 5)
            self._fit_text(surf, text, tr, ink, max(8, w // 17))
        else:
            band = pygame.Rect(inner.x, art_rect.bottom + 1, inner.w, inner.bottom - art_rect.bottom - 1)
            label = "OPERATIONAL" if op else "LOGISTICS"
            size = _fit_font(label, band.w - 4, max(6, min(band.h - 2, w // 8)), min_size=7)
            if theme.font(size, True).size(label)[0] > band.w - 4:
                label = "OP" if op else "LOG"
                size = max(6, min(band.h - 2, w // 6))
            img = render_text(label, size, True, ink)
            surf.blit(img, img.get_rect(center=band.center))
        return surf

    @staticmethod
    def _art(surf: pygame.Surface, kind: str, key: str, rect: pygame.Rect, colour: Colour) -> None:
        sub = surf.subsurface(rect)
        local = sub.get_rect()
        {"planet": art.planet, "ship": art.ship, "technology": art.technology, "alien": art.alien}.get(
            kind, art.technology)(sub, local, key, colour)

    @staticmethod
    def _fit_text(surf: pygame.Surface, text: str, rect: pygame.Rect, ink: Colour, size: int) -> None:
        from game.ui.widgets import wrapped_height

        while size > 7 and wrapped_height(text, size, rect.w) > rect.h:
            size -= 1
        draw_wrapped(surf, text, rect, size, ink)

    # ---- deck tops (logistics side only, R3) --------------------------------------------------
    def top_face(self, top: Any, w: int) -> pygame.Surface:
        kind = getattr(top, "kind", "ship")
        type_ = getattr(top, "type", "") or ""
        lg = getattr(top, "logistics", None)
        text = lg if isinstance(lg, str) else (getattr(lg, "text", "") or "")
        if not text and lg is not None and not isinstance(lg, str):
            parts = [describe.effects(x) for x in (lg.ongoing, lg.additionally, lg.action) if x]
            text = "\n".join(parts)
        if not text:
            text = _STD_LOGISTICS.get((kind, type_), "")
        return self._cached(("top", kind, type_, text, w), lambda: self._render_top(kind, type_, text, w))

    def _render_top(self, kind: str, type_: str, text: str, w: int) -> pygame.Surface:
        h = card_height(w)
        colour = theme.KIND_FRAME.get(kind, (120, 120, 120))
        surf, inner = _frame(w, h, colour, theme.CARD_PAPER)
        y = _header(surf, inner, f"{theme.KIND_WORD.get(kind, kind)} deck", type_, colour, theme.TEXT_DARK,
                    f"TOP CARD · {type_.upper()} · LOGISTICS")
        if w >= DETAIL_W:
            ar = pygame.Rect(inner.x + 2, y + 1, inner.w - 4, round(inner.h * 0.3))
            art.space_backdrop(surf, ar, kind + type_)
            symbols.type_icon(surf, type_, ar.center, ar.h * 0.35)
            tr = pygame.Rect(inner.x + 4, ar.bottom + 3, inner.w - 8, inner.bottom - ar.bottom - 5)
            self._fit_text(surf, text or "(no logistics text)", tr, theme.TEXT_DARK, max(8, w // 17))
        else:
            ar = pygame.Rect(inner.x + 2, y + 1, inner.w - 4, inner.bottom - y - 3)
            art.space_backdrop(surf, ar, kind + type_)
            symbols.type_icon(surf, type_, ar.center, min(ar.w, ar.h) * 0.3)
        return surf

    # ---- Resource cards ------------------------------------------------------------------------
    def resource(self, uid: str, w: int) -> pygame.Surface:
        return self._cached(("res", uid, w), lambda: self._render_resource(uid, w))

    def resource_half(self, uid: str, section: int, w: int) -> pygame.Surface:
        """A tucked Resource card: only one section shows (attached or produced)."""
        return self._cached(("half", uid, section, w), lambda: self._render_half(uid, section, w))

    def _section(self, surf: pygame.Surface, rect: pygame.Rect, sec: Any, flip: bool = False) -> None:
        col = theme.RESOURCE.get(sec.colour, (150, 150, 150))
        pygame.draw.rect(surf, theme.mix(col, (255, 255, 255), 0.72), rect, border_radius=max(2, rect.w // 16))
        pygame.draw.rect(surf, col, rect, max(1, rect.w // 30), border_radius=max(2, rect.w // 16))
        icon_r = min(rect.h * 0.22, rect.w * 0.1)
        sym = pygame.Rect(rect.x + icon_r * 2.4, rect.y, rect.w - icon_r * 2.6, rect.h)
        symbols.resource_row(surf, sec.colour, sec.symbols, sym)
        ix = rect.x + icon_r * 1.4
        pygame.draw.circle(surf, (90, 92, 105), (ix, rect.centery), icon_r * 1.15)
        symbols.type_icon(surf, sec.type, (ix, rect.centery), icon_r * 0.85, (225, 225, 230))

    def _render_resource(self, uid: str, w: int) -> pygame.Surface:
        h = card_height(w)
        rd = self.cards.resources[uid]
        surf, inner = _frame(w, h, theme.KIND_FRAME["resource"], (228, 228, 232))
        mid_h = round(inner.h * 0.2)
        sh = (inner.h - mid_h) // 2
        top = pygame.Rect(inner.x + 2, inner.y + 2, inner.w - 4, sh - 3)
        bot = pygame.Rect(inner.x + 2, inner.y + sh + mid_h + 1, inner.w - 4, sh - 3)
        self._section(surf, top, rd.sections[0])
        self._section(surf, bot, rd.sections[1])
        c = (inner.centerx, inner.y + sh + mid_h // 2)
        pygame.draw.circle(surf, (30, 32, 44), c, mid_h * 0.48)
        img = render_text(str(rd.number), max(8, round(mid_h * 0.65)), True, (255, 255, 255))
        surf.blit(img, img.get_rect(center=c))
        if w >= DETAIL_W:
            for r, s in ((top, rd.sections[0]), (bot, rd.sections[1])):
                lbl = f"{s.symbols} {s.colour}"
                im = render_text(lbl, max(8, w // 16), False, (40, 40, 50))
                surf.blit(im, im.get_rect(bottomright=(r.right - 4, r.bottom - 2)))
        return surf

    def _render_half(self, uid: str, section: int, w: int) -> pygame.Surface:
        rd = self.cards.resources[uid]
        h = max(8, round(w * 0.42))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (60, 62, 75), surf.get_rect(), border_radius=max(2, w // 12))
        self._section(surf, surf.get_rect().inflate(-2, -2), rd.sections[section])
        return surf

    # ---- Artifacts, Defense Plans, Alien Systems, Factions ---------------------------------------
    def artifact(self, uid: str, w: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            ad = self.cards.artifacts[uid]
            return self._text_card(w, "artifact", ad.name, "ALIEN ARTIFACT", ad.text or describe.effects(ad.play),
                                   uid)
        return self._cached(("art", uid, w), make)

    def defense(self, uid: str, w: int, h: int | None = None) -> pygame.Surface:
        """A Defense Plan; with h, the compact attack table the table shows (short words, no picture)."""
        def make() -> pygame.Surface:
            c = self.cards
            d = c.basic_defense if uid in ("basic", c.basic_defense.id) else c.defense_plans[uid]
            return self._table_card(w, "defense", d.name, "BASIC DEFENSE PLAN" if d.basic else "DEFENSE PLAN",
                                    d.table, uid, h)
        return self._cached(("dp", uid, w, h), make)

    def table_rows(self, uid: str, w: int, h: int | None = None) -> list[pygame.Rect]:
        """The four attack rows (1, 2, 3, 4+) of a table card as drawn at this size, relative to its corner."""
        key = (uid, w, h)
        if key not in self._table_rows:
            self.face_table(uid, w, h)
        return self._table_rows.get(key, [])

    def face_table(self, uid: str, w: int, h: int | None = None) -> pygame.Surface:
        return self.alien(uid, w, h) if self.kind_of(uid) == "alien" else self.defense(uid, w, h)

    def alien(self, uid: str, w: int, h: int | None = None) -> pygame.Surface:
        def make() -> pygame.Surface:
            a = self.cards.alien_systems[uid]
            return self._table_card(w, "alien", a.name, "ALIEN SYSTEM", a.table, uid, h)
        return self._cached(("alien", uid, w, h), make)

    def faction(self, fid: str, w: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            f = self.cards.factions[fid]
            text = (f"SETUP: {f.setup_text}\nACTION - {f.action.name}: {f.action.text}\nEND: {f.end_text}")
            return self._text_card(w, "faction", f.name, "FACTION", text, fid,
                                   colour=theme.hex_colour(f.colour, theme.KIND_FRAME["faction"]))
        return self._cached(("fac", fid, w), make)

    def _text_card(self, w: int, kind: str, name: str, sub: str, text: str, key: str,
                   colour: Colour | None = None) -> pygame.Surface:
        h = card_height(w)
        colour = colour or theme.KIND_FRAME[kind]
        surf, inner = _frame(w, h, colour, theme.CARD_PAPER_OP)
        y = _header(surf, inner, name, "", colour, theme.TEXT, sub)
        detail = w >= DETAIL_W
        ar = pygame.Rect(inner.x + 2, y + 1, inner.w - 4, round(inner.h * (0.28 if detail else 0.62)))
        self._art(surf, "alien" if kind in ("artifact", "faction") else "technology", key, ar, colour)
        if detail:
            tr = pygame.Rect(inner.x + 4, ar.bottom + 3, inner.w - 8, inner.bottom - ar.bottom - 5)
            self._fit_text(surf, text, tr, theme.TEXT, max(8, w // 17))
        return surf

    def _table_card(self, w: int, kind: str, name: str, sub: str, table: Any, key: str,
                    h: int | None = None) -> pygame.Surface:
        """An attack table (rows 1, 2, 3, 4+). Full card: a picture and each row in words. Compact (h given,
        the table's own Alien System and Basic Defense Plan): no picture, each row in a few words."""
        compact = h is not None
        h = h if h is not None else card_height(w)
        colour = theme.KIND_FRAME[kind]
        surf, inner = _frame(w, h, colour, theme.CARD_PAPER_OP)
        y = _header(surf, inner, name, "", colour, theme.TEXT, sub)
        detail = w >= DETAIL_W and not compact
        if not compact:
            ar = pygame.Rect(inner.x + 2, y + 1, inner.w - 4, round(inner.h * (0.2 if detail else 0.3)))
            self._art(surf, "alien", key, ar, colour)
            y = ar.bottom
        rows_top = y + 2
        rh = (inner.bottom - rows_top - 1) / 4
        labels = ("1", "2", "3", "4+")
        lsize = max(7, min(round(rh * 0.5), w // 9))
        label_w = theme.font(lsize, True).size("4+")[0] + 5
        texts = [describe.effects(table.rows[i]) if detail else describe.short_effects(table.rows[i])
                 for i in range(4)]
        tw = inner.w - 4 - label_w - 4
        # one font size for every row (the largest at which each row fits its cell)
        tsize = max(7, min(round(rh * (0.42 if compact else 0.5)), w // (16 if compact else 18) + 2))
        from game.ui.widgets import wrapped_height

        while tsize > 7 and any(wrapped_height(t, tsize, tw) > rh - 1 for t in texts):
            tsize -= 1
        rects = [pygame.Rect(inner.x + 2, round(rows_top + i * rh), inner.w - 4, round(rh) - 1) for i in range(4)]
        self._table_rows[(key, w, None if not compact else h)] = rects
        for i in range(4):
            r = rects[i]
            pygame.draw.rect(surf, theme.mix(theme.CARD_PAPER_OP, colour, 0.25 if i % 2 else 0.12), r,
                             border_radius=3)
            img = render_text(labels[i], lsize, True, theme.ACCENT)
            surf.blit(img, img.get_rect(midleft=(r.x + 3, r.centery)))
            if detail or compact or w >= 60:
                tr = pygame.Rect(r.x + label_w + 2, r.y, tw, r.h)
                th = wrapped_height(texts[i], tsize, tw)
                tr.y = r.y + max(0, (r.h - th) // 2)
                draw_wrapped(surf, texts[i], tr, tsize, theme.TEXT)
        return surf

    # ---- backs -----------------------------------------------------------------------------
    def back(self, kind: str, w: int) -> pygame.Surface:
        return self._cached(("back", kind, w), lambda: self._render_back(kind, w))

    def _render_back(self, kind: str, w: int) -> pygame.Surface:
        h = card_height(w)
        colour = theme.KIND_FRAME.get(kind, (90, 90, 110))
        surf, inner = _frame(w, h, colour, theme.mix((14, 16, 30), colour, 0.25))
        cx, cy = inner.center
        for k in range(5, 0, -1):
            pygame.draw.circle(surf, theme.mix((14, 16, 30), colour, 0.15 + k * 0.1), (cx, cy),
                               min(inner.w, inner.h) * 0.09 * k, max(1, w // 60))
        word = {"resource": "RESOURCE", "artifact": "ARTIFACT", "defense": "DEFENSE", "alien": "ALIEN"}.get(
            kind, theme.KIND_WORD.get(kind, "").upper())
        if word and w >= 40:
            size = _fit_font(word, inner.w - 4, max(7, w // 7))
            img = render_text(word, size, True, theme.mix(colour, (255, 255, 255), 0.6))
            surf.blit(img, img.get_rect(center=(cx, cy)))
        return surf
