"""Card faces drawn procedurally, rendered once per (card, side, width) and cached.

Every physical card is named by its uid (`ship_black_plague`, `res_17`, `dp_03`, `art_07`); the
`Faces` object looks the uid up in the CardSet and renders it. Hidden cards use `back(kind, w)`.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from typing import Any

import pygame

from alien_artifacts.content.describe import BRIEF, SHORT, brief_scoring, describe_condition, describe_effects
from alien_artifacts.content.model import KIND_COLOUR, CardSet
from alien_artifacts.ui.sprites import symbols
from game.ui import theme
from game.ui.sprites import art
from game.ui.theme import Colour
from tabletop.ui import textlog
from tabletop.ui.widgets import ellipsize, fit_size, render_text, wrap

CACHE_BYTES = 160 * 1024 * 1024
DETAIL_W = 110  # from this width a face writes words in full (Resource sections, attack-table rows)
SUB_W = 220  # from this width (a zoomed card) a face also spells out its kind, Type and side under the strip
MIN_FACE_W = 64  # narrower than this, cards in one place stack (strips showing) rather than shrink
EMPIRE_CARD_VP = 1  # R31: every Empire card scores 1 VP at the end (the VP badge's first figure)
Mark = tuple[str, int, pygame.Rect, str]  # a line of text on a face: (text, size, rect on the face, role)
Hot = tuple[str, pygame.Rect]  # an icon or badge on a face: (glossary key, rect on the face), topmost first
_HOT_SINKS: list[list[Hot]] = []  # the hot spots of the faces being rendered (innermost last)


_brief = functools.partial(describe_effects, length=BRIEF)  # a small face: "Build -2, Action: 4¢: +1 VP"
_short = functools.partial(describe_effects, length=SHORT)  # an attack-table cell: "Artifact, +1 VP"
_table_long = functools.partial(describe_effects, opponent="the defender")  # a zoomed table, as the reference


def _hot(key: str, rect: pygame.Rect) -> None:
    """Report where an icon or badge lies on the face being rendered (the table's tooltips hit-test them)."""
    if _HOT_SINKS and key:
        _HOT_SINKS[-1].append((key, pygame.Rect(rect)))

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


def _frame(w: int, h: int, colour: Colour, paper: Colour, inset: int = 0) -> tuple[pygame.Surface, pygame.Rect]:
    """A blank card of a kind: rounded border and paper (templates cached, each card gets a copy)."""
    inset = inset or max(2, w // 22)
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


def _put(surf: pygame.Surface, text: str, size: int, bold: bool, colour: Colour, role: str = "",
         **anchor: Any) -> pygame.Rect:
    """Blit one line of text and tell the text log what it is (role: name / cost / vp / ability / sub)."""
    img = render_text(text, size, bold, colour)
    r = img.get_rect(**anchor)
    surf.blit(img, r)
    textlog.record(surf, text, size, r, role)
    return r


def _line_h(size: int, bold: bool = False) -> int:
    return theme.font(size, bold).get_linesize()


def _wrapped(text: str, size: int, width: int) -> list[str]:
    return wrap(text, theme.font(size), max(10, width))


def _fit_block(text: str, width: int, height: int, big: int) -> tuple[int, list[str]] | None:
    """The largest size in [MIN_TEXT_PX, big] at which text wraps into width x height, with its lines."""
    for size in range(max(big, theme.MIN_TEXT_PX), theme.MIN_TEXT_PX - 1, -1):
        lines = _wrapped(text, size, width)
        if len(lines) * _line_h(size) <= height and all(theme.font(size).size(ln)[0] <= width for ln in lines):
            return size, lines
    return None


_SHORTER = ((" attack", " atk"), ("Action: ", "▶ "), ("Extra: ", "+ "), (" · ", " "), ("Produce ", "Prod. "))


def shorter(brief: str) -> list[str]:
    """A summary and ever shorter forms of it ("+1 attack" -> "+1 atk", "Action: " -> "▶ "); a scoring list
    ("3+ Types 1/2, 4+ 2/4 VP") finally keeps its best row. For the smallest faces."""
    out = [brief]
    for old, new in _SHORTER:
        if old in out[-1]:
            out.append(out[-1].replace(old, new))
    if brief.endswith(" VP") and ", " in brief:
        out.append(brief.rsplit(", ", 1)[1])
    return out


def logistics_brief(lg: Any) -> str:
    """A logistics side in a few words: "+1 limit Build", "Extra: 4¢: Artifact", "Action: +4¢, +1 Res."."""
    parts = []
    if getattr(lg, "ongoing", ()):
        parts.append(_brief(lg.ongoing))
    if getattr(lg, "additionally", ()):
        parts.append("Extra: " + _brief(lg.additionally))
    if getattr(lg, "action", ()):
        parts.append("Action: " + _brief(lg.action))
    return " · ".join(parts) or (lg if isinstance(lg, str) else getattr(lg, "text", "")) or "No ability"


def _badge_w(size: int, text: str, icon: bool) -> int:
    fh = _line_h(size, True)
    return round((2 * fh * 0.3 + 1 if icon else 0) + theme.font(size, True).size(text)[0] + (3 if icon else 2))


def _badge(surf: pygame.Surface, right: int, cy: int, size: int, text: str, role: str, draw_icon: Any,
           fill: Colour, hot: tuple[str, str] = ("", "")) -> int:
    """A badge ending at x=right: an icon (colour AND shape; None: the pill's colour alone says what it is)
    and a bold number on a dark pill; returns its left x. hot: the glossary keys of its icon and its number."""
    fh = _line_h(size, True)
    r = fh * 0.3
    w = _badge_w(size, text, draw_icon is not None)
    pill = pygame.Rect(right - w, cy - fh // 2, w, fh)
    pygame.draw.rect(surf, fill, pill, border_radius=max(2, fh // 3))
    x = pill.x + 1
    if draw_icon is not None:
        draw_icon(surf, (pill.x + 1 + r, cy), r)
        x = pill.x + round(2 * r) + 2
        _hot(hot[0], pygame.Rect(pill.x, pill.y, x - pill.x, pill.h))
    if hot[1] == "cost" and "/" in text:  # "paid/cost": the paid figure is the Resources prepared on the card
        paid_w = theme.font(size, True).size(text.split("/")[0])[0]
        _hot("prepared", pygame.Rect(x, pill.y, paid_w, pill.h))
        _hot("cost", pygame.Rect(x + paid_w, pill.y, pill.right - x - paid_w, pill.h))
    else:
        _hot(hot[1], pygame.Rect(x, pill.y, pill.right - x, pill.h))
    _put(surf, text, size, True, (255, 255, 255), role, midleft=(x, cy))
    return pill.x


def strip_height(w: int) -> int:
    """The height of a face's top strip (frame inset + Type / cost / VP line, and the kind/Type/side line
    of a wide face): what a stacked card shows."""
    bs = max(theme.MIN_TEXT_PX, w // 12)
    return max(2, w // 22) + _line_h(bs, True) + 3 + _sub_h(w)


def _sub_h(w: int) -> int:
    """The kind/Type/side line under a wide face's strip (room kept for it even when it does not fit)."""
    return theme.font(max(theme.MIN_TEXT_PX, round(max(theme.MIN_TEXT_PX, w // 12) * 0.7)), True).get_height() \
        if w >= SUB_W else 0


def compose(w: int, h: int, colour: Colour, op: bool, type_: str, name: str, cost: tuple[str, str] | None,
            vp: str | None, full: str, brief: str, sub: str, paint_art: Any, reserve: int = 0,
            band_key: str = "") -> pygame.Surface:
    """A card face at any size, most important first: a strip with the Type shape, cost and VP badges (and
    the name when it fits), then the ability (the printed text, or its few-word summary when the text does
    not fit at the minimum size), the name on its own line, and the picture in whatever room is left: the
    picture goes first, then the name; no text is ever smaller than theme.MIN_TEXT_PX.
    Hot spots (for tooltips): the Type shape, each badge's icon and number, the side line, then the strip
    (band_key; a card with a Type: the side that is up)."""
    mn = theme.MIN_TEXT_PX
    side_key = f"side:{'operational' if op else 'logistics'}" if type_ else ""
    paper = theme.CARD_PAPER_OP if op else theme.CARD_PAPER
    ink = theme.TEXT if op else theme.TEXT_DARK
    surf, inner = _frame(w, h, colour, paper)
    bs = max(mn, w // 12)
    strip_h = _line_h(bs, True) + 2
    band = pygame.Rect(inner.x, inner.y, inner.w, strip_h)
    pygame.draw.rect(surf, theme.mix(colour, (0, 0, 0), 0.25), band, border_top_left_radius=4,
                     border_top_right_radius=4)
    x = band.x + 1
    if type_:
        c = (band.x + strip_h * 0.5, band.centery)
        pygame.draw.circle(surf, (20, 22, 32), c, strip_h * 0.46)
        symbols.type_icon(surf, type_, c, strip_h * 0.36)
        _hot(f"type:{type_}", pygame.Rect(band.x, band.y, strip_h, strip_h))
        x = band.x + strip_h
    right = band.right - 1
    # a narrow face keeps its Type shape and the cost's symbol: the VP badge drops its crown first (its gold
    # pill stays), then "paid/cost" shows the cost alone (the zoom tells what is paid)
    def need(crown: bool, amount: str) -> int:
        return (_badge_w(bs, vp, crown) + 1 if vp is not None else 0) + (_badge_w(bs, amount, True) + 1 if cost else 0)

    amount = cost[1] if cost is not None else ""
    crown = symbols.vp_icon if need(True, amount) <= right - x else None
    if crown is None and need(False, amount) > right - x and "/" in amount:
        amount = amount.split("/")[1]
    if vp is not None:
        right = _badge(surf, right, band.centery, bs, vp, "vp", crown, (110, 84, 20), ("vp_badge", "vp_badge")) - 1
    if cost is not None:
        col = cost[0]
        right = _badge(surf, right, band.centery, bs, amount, "cost",
                       lambda s, p, r: symbols.resource_symbol(s, col, p, r), (28, 30, 44),
                       (f"colour:{col}", "cost" if "/" in cost[1] else "cost_base")) - 1
    room = right - x - 2
    name_size = next((sz for sz in range(bs, mn - 1, -1) if theme.font(sz, True).size(name)[0] <= room), 0)
    if name_size:
        _put(surf, name, name_size, True, (250, 250, 250), "name", midleft=(x + 1, band.centery))
    _hot(band_key or side_key, band)
    y = band.bottom + 1
    if sub and w >= SUB_W:
        size = max(mn, round(bs * 0.7))
        for cand in (sub, " · ".join(p for i, p in enumerate(sub.split(" · ")) if i != 1), sub.split(" · ")[-1]):
            fit = next((sz for sz in range(size, mn - 1, -1) if theme.font(sz, True).size(cand)[0] <= inner.w - 4), 0)
            if fit:
                _hot(side_key, _put(surf, cand, fit, True, ink, "sub", midtop=(inner.centerx, y)))
                break
        y += _sub_h(w)  # strip_height(w): a card stacked on this one covers exactly what lies below
    name_line = "" if name_size else ellipsize(name, mn, True, inner.w - 4)
    if name_line.endswith("…") and len(name_line) < 5:
        name_line = ""
    # the name on its own line: as large as the strip's badges when it fits (a zoomed card), else the minimum
    name_line_size = next((sz for sz in range(bs, mn, -1) if theme.font(sz, True).size(name)[0] <= inner.w - 4), mn)
    text_w = inner.w - 5
    art_min = max(16, round(inner.h * 0.22))
    big = max(mn, w // 15)
    plan: tuple[tuple[int, list[str]], int, bool] | None = None
    alts = shorter(brief)
    # the most complete words first; for each, with the name and picture, then without the picture, then alone
    tries = [(full, True, True)] + [(b, n, a) for b in alts for n, a in ((True, True), (True, False), (False, False))]
    for text, with_name, with_art in tries:
        nh = _line_h(name_line_size, True) if with_name and name_line else 0
        room_h = inner.bottom - reserve - y - 2 - nh - (art_min if with_art else 0)
        block = _fit_block(text, text_w, room_h, big if text is full else max(mn, w // 14))
        if block is not None:
            plan = (block, nh, with_art)
            break
    if plan is None:  # not even the summary fits: its first lines, the cut said with "…"
        lh = _line_h(mn)
        lines = _wrapped(alts[-1], mn, text_w)[: max(1, (inner.bottom - reserve - y - 2) // lh)]
        lines = [ellipsize(ln, mn, False, text_w) for ln in lines]  # a word wider than the card is cut too
        plan = ((mn, [*lines[:-1], ellipsize(lines[-1] + "…", mn, False, text_w)]), 0, False)
    (size, lines), nh, with_art = plan
    if nh:
        text = name if name_line_size > mn else name_line
        y = _put(surf, text, name_line_size, True, ink, "name", midtop=(inner.centerx, y)).bottom
    for ln in lines:  # the words above the picture: Resources tucked under the card cover only the picture
        y = _put(surf, ln, size, False, ink, "ability", topleft=(inner.x + 2, y)).bottom
    if with_art:
        ar = pygame.Rect(inner.x + 2, y + 2, inner.w - 4, inner.bottom - y - 4)
        paint_art(surf.subsurface(ar), pygame.Rect(0, 0, ar.w, ar.h))
        if op:
            pygame.draw.rect(surf, theme.ACCENT, ar, max(1, w // 60))
    return surf


class Faces:
    """Renders and caches every face the table shows."""

    def __init__(self, cards: CardSet | None) -> None:
        self.cards = cards
        # least recently used first; bounded by bytes (a 4K zoom face is about 2.6 MB)
        self._cache: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
        self._bytes = 0
        self._marks: dict[int, list[Mark]] = {}
        self._hots: dict[int, list[Hot]] = {}
        self.budget = CACHE_BYTES
        self._table_rows: dict[tuple[str, int, int | None], list[pygame.Rect]] = {}  # where each attack row is

    # ---- lookups ----------------------------------------------------------------------------
    @property
    def deck(self) -> CardSet:
        """The card set this renderer draws from (faces of cards need it; card backs and tokens do not)."""
        if self.cards is None:
            raise LookupError("this face renderer was made without a card set")
        return self.cards

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
        self._marks.clear()
        self._hots.clear()
        self._bytes = 0

    def _cached(self, key: tuple[Any, ...], make: Any) -> pygame.Surface:
        s = self._cache.get(key)
        if s is not None:
            self._cache.move_to_end(key)
            return s
        marks: list[Mark] = []
        hots: list[Hot] = []
        _HOT_SINKS.append(hots)
        try:
            with textlog.listen(lambda _s, text, size, rect, role: marks.append((text, size, rect, role))):
                s = make()
        finally:
            _HOT_SINKS.pop()
        if pygame.display.get_surface() is not None:
            s = s.convert_alpha()  # the display's pixel format blits fastest
        self._cache[key] = s
        self._marks[id(s)] = marks
        self._hots[id(s)] = hots
        self._bytes += s.get_width() * s.get_height() * 4
        while self._bytes > self.budget and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._marks.pop(id(old), None)
            self._hots.pop(id(old), None)
            self._bytes -= old.get_width() * old.get_height() * 4
        return s

    def text_bottom(self, image: pygame.Surface) -> int:
        """How far down a cached face's words reach (what a tucked Resource strip must not cover)."""
        return max((r.bottom for _t, _s, r, _role in self.marks(image)), default=0)

    def hotspots(self, image: pygame.Surface) -> list[Hot]:
        """The icons and badges of a cached face, as (glossary key, rect on the face), topmost first (empty for
        a surface this cache did not make). Reported once, when the face was rendered."""
        return self._hots.get(id(image), [])

    def marks(self, image: pygame.Surface) -> list[Mark]:
        """The lines of text drawn on a cached face (empty for a surface this cache did not make)."""
        return self._marks.get(id(image), [])

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

    def card(self, uid: str, w: int, side: str = "logistics", h: int | None = None,
             cost: str | None = None, reserve: int = 0) -> pygame.Surface:
        """A Ship, Technology or Planet; h for a face lower than a card (a board cell), cost for the badge
        (default: the base cost; the table passes "paid/cost now" for a card Under Construction), reserve:
        pixels at the bottom kept free of words (for the Resources a Planet produced)."""
        if h is None and cost is None and not reserve:
            return self._cached(("card", uid, w, side), lambda: self._render_card(uid, w, side))
        return self._cached(("card", uid, w, side, h, cost, reserve),
                            lambda: self._render_card(uid, w, side, h, cost, reserve))

    def logistics_text(self, cd: Any) -> str:
        lg = cd.logistics
        if lg.text:
            return lg.text
        parts = []
        std = _STD_LOGISTICS.get((cd.kind, cd.type))
        if std:
            parts.append(std)
        if lg.ongoing:
            parts.append("ONGOING: " + describe_effects(lg.ongoing))
        if lg.additionally:
            parts.append("ADDITIONALLY: " + describe_effects(lg.additionally))
        if lg.action:
            parts.append("ACTION: " + describe_effects(lg.action))
        return "\n".join(parts)

    def operational_text(self, cd: Any) -> str:
        op = cd.operational
        if op.text:
            return op.text
        if cd.kind == "ship":
            return "ATTACK: " + (describe_effects(op.attack, this_ship=True) if op.attack else "no bonus")
        if cd.kind == "planet":
            return "Produces Resources (Exploit: 3; Mine the Planets: 1)."
        rows = [f"{describe_condition(r.requires)}: {r.during} / {r.end} VP" for r in op.scoring]
        return "SCORING (during / end):\n" + "\n".join(rows)

    def vp_text(self, cd: Any, side: str) -> str:
        """The VP badge: the 1 VP every Empire card scores at the end (R31), plus an operational Technology's
        best end-of-game scoring row."""
        if side == "operational" and cd.kind == "technology" and cd.operational.scoring:
            return f"{EMPIRE_CARD_VP}+{max(r.end for r in cd.operational.scoring)}"
        return str(EMPIRE_CARD_VP)

    def brief(self, cd: Any, side: str) -> str:
        """The ability in a few words (small faces): from the card's effects, never from its rules."""
        if side == "operational":
            op = cd.operational
            if cd.kind == "ship":
                return _brief(op.attack) if op.attack else "No attack bonus"
            if cd.kind == "planet":
                r = self.deck.rules
                return f"Produce {r.exploit_produce} · Mine {r.mine_produce}"
            return brief_scoring(op.scoring)
        return logistics_brief(cd.logistics)

    def _render_card(self, uid: str, w: int, side: str, h: int | None = None,
                     cost: str | None = None, reserve: int = 0) -> pygame.Surface:
        cd = self.deck.cards[uid]
        op = side == "operational"
        text = self.operational_text(cd) if op else self.logistics_text(cd)
        sub = f"{theme.KIND_WORD[cd.kind].upper()} · {cd.type.upper()} · {'OPERATIONAL' if op else 'LOGISTICS'}"
        return compose(w, h or card_height(w), theme.KIND_FRAME[cd.kind], op, cd.type, cd.name,
                       (KIND_COLOUR[cd.kind], cost if cost is not None else str(self.deck.rules.base_cost)),
                       self.vp_text(cd, side), text, self.brief(cd, side), sub,
                       lambda s, r: art.card_art(s, r, cd.kind, uid, cd.type, theme.KIND_FRAME[cd.kind]), reserve)

    @staticmethod
    def _art(surf: pygame.Surface, kind: str, key: str, rect: pygame.Rect, colour: Colour) -> None:
        sub = surf.subsurface(rect)
        local = sub.get_rect()
        art.card_art(sub, local, kind, key, "", colour)

    # ---- deck tops (logistics side only, R3) --------------------------------------------------
    def top_face(self, top: Any, w: int) -> pygame.Surface:
        """A deck's top card: only its kind, Type and logistics side are public (R3)."""
        kind = getattr(top, "kind", "ship")
        type_ = getattr(top, "type", "") or ""
        lg = getattr(top, "logistics", None)
        text = lg if isinstance(lg, str) else (getattr(lg, "text", "") or "")
        if not text and lg is not None and not isinstance(lg, str):
            parts = [describe_effects(x) for x in (lg.ongoing, lg.additionally, lg.action) if x]
            text = "\n".join(parts)
        if not text:
            text = _STD_LOGISTICS.get((kind, type_), "")
        brief = logistics_brief(lg) if lg is not None and not isinstance(lg, str) else text
        return self._cached(("top", kind, type_, text, w), lambda: self._render_top(kind, type_, text, brief, w))

    def _render_top(self, kind: str, type_: str, text: str, brief: str, w: int) -> pygame.Surface:
        colour = theme.KIND_FRAME.get(kind, (120, 120, 120))
        base = str(self.deck.rules.base_cost) if self.cards is not None else "5"

        def paint(s: pygame.Surface, r: pygame.Rect) -> None:
            art.space_backdrop(s, r, kind + type_)
            symbols.type_icon(s, type_, r.center, min(r.w, r.h) * 0.3)

        return compose(w, card_height(w), colour, False, type_, f"{theme.KIND_WORD.get(kind, kind)} deck",
                       (KIND_COLOUR.get(kind, "red"), base), str(EMPIRE_CARD_VP), text or "(no logistics text)",
                       brief or "(no logistics text)", f"TOP CARD · {type_.upper()} · LOGISTICS", paint,
                       band_key=f"deck:{kind}")

    # ---- Resource cards ------------------------------------------------------------------------
    def resource(self, uid: str, w: int, h: int | None = None) -> pygame.Surface:
        return self._cached(("res", uid, w, h), lambda: self._render_resource(uid, w, h))

    def resource_half(self, uid: str, section: int, w: int, h: int | None = None) -> pygame.Surface:
        """A tucked Resource card: only one section shows (attached or produced); h for a lower strip."""
        return self._cached(("half", uid, section, w, h), lambda: self._render_half(uid, section, w, h))

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
        ir = round(icon_r * 1.3)
        _hot(f"type:{sec.type}", pygame.Rect(round(ix) - ir, rect.centery - ir, 2 * ir, 2 * ir))
        _hot(f"colour:{sec.colour}", rect)

    def _render_resource(self, uid: str, w: int, h: int | None = None) -> pygame.Surface:
        h = h or card_height(w)
        rd = self.deck.resources[uid]
        surf, inner = _frame(w, h, theme.KIND_FRAME["resource"], (228, 228, 232))
        mid_h = round(inner.h * 0.2)
        sh = (inner.h - mid_h) // 2
        top = pygame.Rect(inner.x + 2, inner.y + 2, inner.w - 4, sh - 3)
        bot = pygame.Rect(inner.x + 2, inner.y + sh + mid_h + 1, inner.w - 4, sh - 3)
        self._section(surf, top, rd.sections[0])
        self._section(surf, bot, rd.sections[1])
        c = (inner.centerx, inner.y + sh + mid_h // 2)
        pygame.draw.circle(surf, (30, 32, 44), c, mid_h * 0.48)
        _put(surf, str(rd.number), max(theme.MIN_TEXT_PX, round(mid_h * 0.65)), True, (255, 255, 255), "number",
             center=c)
        if w >= DETAIL_W:
            for r, s in ((top, rd.sections[0]), (bot, rd.sections[1])):
                lbl = f"{s.symbols} {s.colour}"
                _put(surf, lbl, max(theme.MIN_TEXT_PX, w // 16), False, (40, 40, 50), "",
                     bottomright=(r.right - 4, r.bottom - 2))
        return surf

    def _render_half(self, uid: str, section: int, w: int, h: int | None = None) -> pygame.Surface:
        rd = self.deck.resources[uid]
        h = h or max(8, round(w * 0.42))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (60, 62, 75), surf.get_rect(), border_radius=max(2, w // 12))
        self._section(surf, surf.get_rect().inflate(-2, -2), rd.sections[section])
        return surf

    # ---- Artifacts, Defense Plans, Alien Systems, Factions ---------------------------------------
    def artifact(self, uid: str, w: int, h: int | None = None) -> pygame.Surface:
        def make() -> pygame.Surface:
            ad = self.deck.artifacts[uid]
            return self._text_card(w, "artifact", ad.name, "ALIEN ARTIFACT", ad.text or describe_effects(ad.play),
                                   uid, brief=_brief(ad.play), h=h)
        return self._cached(("art", uid, w) if h is None else ("art", uid, w, h), make)

    def defense(self, uid: str, w: int, h: int | None = None) -> pygame.Surface:
        """A Defense Plan; with h, the compact attack table the table shows (short words, no picture)."""
        def make() -> pygame.Surface:
            c = self.deck
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
            a = self.deck.alien_systems[uid]
            return self._table_card(w, "alien", a.name, "ALIEN SYSTEM", a.table, uid, h)
        return self._cached(("alien", uid, w, h), make)

    def faction(self, fid: str, w: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            f = self.deck.factions[fid]
            text = (f"SETUP: {f.setup_text}\nACTION - {f.action.name}: {f.action.text}\nEND: {f.end_text}")
            return self._text_card(w, "faction", f.name, "FACTION", text, fid,
                                   colour=theme.hex_colour(f.colour, theme.KIND_FRAME["faction"]),
                                   brief=f"Action: {f.action.name}")
        return self._cached(("fac", fid, w), make)

    def _text_card(self, w: int, kind: str, name: str, sub: str, text: str, key: str,
                   colour: Colour | None = None, brief: str = "", h: int | None = None) -> pygame.Surface:
        colour = colour or theme.KIND_FRAME[kind]
        return compose(w, h or card_height(w), colour, True, "", name, None, None, text, brief or text, sub,
                       lambda s, r: art.card_art(s, r, kind, key, "", colour), band_key=kind)

    def _table_card(self, w: int, kind: str, name: str, sub: str, table: Any, key: str,
                    h: int | None = None) -> pygame.Surface:
        """An attack table (rows 1, 2, 3, 4+). Full card: a picture and each row in words. Compact (h given,
        the table's own Alien System and Basic Defense Plan): no picture, each row in a few words."""
        compact = h is not None
        h = h if h is not None else card_height(w)
        colour = theme.KIND_FRAME[kind]
        surf, inner = _frame(w, h, colour, theme.CARD_PAPER_OP, max(2, min(w, h) // 22))
        mn = theme.MIN_TEXT_PX
        bs = max(mn, w // 14)
        band = pygame.Rect(inner.x, inner.y, inner.w, _line_h(bs, True) + 2)
        pygame.draw.rect(surf, theme.mix(colour, (255, 255, 255), 0.15), band, border_top_left_radius=4,
                         border_top_right_radius=4)
        _put(surf, ellipsize(name, bs, True, band.w - 6), bs, True, (250, 250, 250), "name",
             midleft=(band.x + 3, band.centery))
        _hot("alien_system" if kind == "alien" else "basic_defense" if sub.startswith("BASIC") else "defense_plan",
             pygame.Rect(band.x, band.y, band.w, band.bottom - band.y))
        y = band.bottom + 1
        if not compact and theme.font(mn, True).size(sub)[0] <= inner.w - 4:
            y = _put(surf, sub, mn, True, theme.TEXT, "sub", midtop=(inner.centerx, y)).bottom
        detail = w >= DETAIL_W and not compact
        if not compact:
            ar = pygame.Rect(inner.x + 2, y + 1, inner.w - 4, round(inner.h * (0.2 if detail else 0.15)))
            self._art(surf, "alien", key, ar, colour)
            y = ar.bottom
        rows_top = y + 2
        total = inner.bottom - rows_top - 1
        labels = ("1", "2", "3", "4+")
        lsize = max(mn, min(round(total / 8), w // 9))
        label_w = theme.font(lsize, True).size("4+")[0] + 4
        tw = inner.w - label_w - 7
        pad = 2
        # one font size for every row, the largest at which all four rows fit; a row of more words is taller
        blocks: list[tuple[int, list[str]]] = []
        top = max(mn, min(round(total / 8), w // 16 + 2))
        tight = functools.partial(_short, sep=" ")  # "+1 VP +2¢ +2 Res.": each has a sign
        # a zoomed table reads as the card reference when that fits in a font a little below the largest;
        # otherwise, and on small faces, the short words at the largest size that fits
        tries = [(size, _table_long) for size in range(top, max(mn, top - 3) - 1, -1)] if detail else []
        tries += [(size, words) for size in range(top, mn - 1, -1) for words in (_short, tight)]
        for size, words in tries:
            blocks = [(size, _wrapped(words(table.rows[i]), size, tw)) for i in range(4)]
            if all(theme.font(size).size(ln)[0] <= tw for _s, lines in blocks for ln in lines) and \
                    sum(len(lines) * _line_h(size) + pad for _s, lines in blocks) <= total:
                break
        else:  # not even the short words fit: one line per row, cut with "…"
            blocks = [(mn, [ellipsize(_short(table.rows[i]), mn, False, tw)]) for i in range(4)]
        need = [len(lines) * _line_h(size) + pad for size, lines in blocks]
        spare = max(0, total - sum(need)) / 4
        rects = []
        ry = float(rows_top)
        for i in range(4):
            rects.append(pygame.Rect(inner.x + 2, round(ry), inner.w - 4, round(need[i] + spare) - 1))
            ry += need[i] + spare
        self._table_rows[(key, w, None if not compact else h)] = rects
        for i in range(4):
            r = rects[i]
            pygame.draw.rect(surf, theme.mix(theme.CARD_PAPER_OP, colour, 0.25 if i % 2 else 0.12), r,
                             border_radius=3)
            _put(surf, labels[i], lsize, True, theme.ACCENT, "row", midleft=(r.x + 3, r.centery))
            size, lines = blocks[i]
            ty = r.y + max(0, (r.h - len(lines) * _line_h(size)) // 2)
            for ln in lines:
                ty = _put(surf, ln, size, False, theme.TEXT, "ability", topleft=(r.x + label_w + 2, ty)).bottom
        return surf

    # ---- backs -----------------------------------------------------------------------------
    def back(self, kind: str, w: int, h: int | None = None) -> pygame.Surface:
        if h is None:
            return self._cached(("back", kind, w), lambda: self._render_back(kind, w))
        return self._cached(("back", kind, w, h), lambda: self._render_back(kind, w, h))

    def _render_back(self, kind: str, w: int, h: int | None = None) -> pygame.Surface:
        h = h or card_height(w)
        colour = theme.KIND_FRAME.get(kind, (90, 90, 110))
        surf, inner = _frame(w, h, colour, theme.mix((14, 16, 30), colour, 0.25))
        cx, cy = inner.center
        for k in range(5, 0, -1):
            pygame.draw.circle(surf, theme.mix((14, 16, 30), colour, 0.15 + k * 0.1), (cx, cy),
                               min(inner.w, inner.h) * 0.09 * k, max(1, w // 60))
        word = {"resource": "RESOURCE", "artifact": "ARTIFACT", "defense": "DEFENSE", "alien": "ALIEN"}.get(
            kind, theme.KIND_WORD.get(kind, "").upper())
        size = _fit_font(word, inner.w - 4, max(theme.MIN_TEXT_PX, w // 7), min_size=theme.MIN_TEXT_PX)
        if word and theme.font(size, True).size(word)[0] <= inner.w - 4:
            _put(surf, word, size, True, theme.mix(colour, (255, 255, 255), 0.6), "", center=(cx, cy))
        return surf
