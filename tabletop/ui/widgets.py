"""Small drawing helpers and widgets: wrapped text, panels, buttons, a scrollable list."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import attrs
import pygame

from tabletop.ui import textlog, theme
from tabletop.ui.theme import Colour


@lru_cache(maxsize=4096)
def render_text(text: str, size: int, bold: bool, colour: Colour) -> pygame.Surface:
    """A rendered line of text (cached: the frame only blits)."""
    img = theme.font(size, bold).render(text, True, colour)
    return img.convert_alpha() if pygame.display.get_surface() is not None else img


# Fitting text measures it a bounded number of times (binary searches), never once per character or per
# font size: a long string (a hostile name, a long log line) costs about log2 of its length in measures.


@lru_cache(maxsize=4096)
def fit_size(text: str, size: int, bold: bool, max_w: int, min_size: int = 7) -> int:
    """The largest font size <= size at which text fits max_w pixels (min_size if none does; cached)."""
    if size <= min_size or theme.font(size, bold).size(text)[0] <= max_w:
        return size
    lo, hi = min_size, size - 1  # the answer is in [lo, hi]; lo is the floor even if it does not fit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if theme.font(mid, bold).size(text)[0] <= max_w:
            lo = mid
        else:
            hi = mid - 1
    return lo


def fitting_prefix(fnt: pygame.font.Font, text: str, max_w: int, suffix: str = "") -> int:
    """The length of the longest prefix of text that, with suffix, fits max_w pixels (binary search; a
    visible character is at least a pixel wide, so no more than max_w characters are ever measured)."""
    lo, hi = 0, min(len(text), max(0, max_w))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fnt.size(text[:mid] + suffix)[0] <= max_w:
            lo = mid
        else:
            hi = mid - 1
    return lo


@lru_cache(maxsize=2048)
def ellipsize(text: str, size: int, bold: bool, max_w: int) -> str:
    """text, shortened with "…" until it fits max_w pixels ("" if not even that fits)."""
    fnt = theme.font(size, bold)
    if len(text) <= max_w and fnt.size(text)[0] <= max_w:
        return text
    cut = text[:fitting_prefix(fnt, text, max_w, "…")].rstrip(" ·")
    return cut + "…" if cut else ""


def _fit_prefix(word: str, fnt: pygame.font.Font, width: int) -> int:
    """How many leading characters of `word` fit `width` pixels (at least 1): a binary search, so a long
    word costs about log2(len) measures, preferring a break just after a '/', '-', '_' or '.' (paths)."""
    lo, hi = 1, len(word)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fnt.size(word[:mid])[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    cut = max(word.rfind(c, 0, lo) for c in "/-_.") + 1
    return cut if cut > lo // 2 else lo


def wrap(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """Split text into lines that fit `width` pixels (newlines start a new paragraph); a word wider than
    the line (a file path) is broken across lines rather than drawn past the edge."""
    lines: list[str] = []
    for para in text.split("\n"):
        cur = ""
        for w in para.split(" "):
            cand = f"{cur} {w}" if cur else w
            if fnt.size(cand)[0] <= width:
                cur = cand
                continue
            if cur:
                lines.append(cur)
            while fnt.size(w)[0] > width and len(w) > 1:
                n = _fit_prefix(w, fnt, width)
                lines.append(w[:n])
                w = w[n:]
            cur = w
        lines.append(cur)
    return lines


@lru_cache(maxsize=2048)
def _wrap_cached(text: str, size: int, bold: bool, width: int) -> tuple[str, ...]:
    return tuple(wrap(text, theme.font(size, bold), width))


def draw_text(surf: pygame.Surface, text: str, pos: tuple[int, int], size: int, colour: Colour = theme.TEXT,
              bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    img = render_text(text, size, bold, colour)
    r = img.get_rect(**{anchor: pos})
    surf.blit(img, r)
    textlog.record(surf, text, size, r)
    return r


def draw_wrapped(surf: pygame.Surface, text: str, rect: pygame.Rect, size: int, colour: Colour = theme.TEXT,
                 bold: bool = False, line_gap: float = 1.15, centre: bool = False) -> int:
    """Draw wrapped text inside rect (clipped at its bottom); returns the height used."""
    lines = _wrap_cached(text, size, bold, max(10, rect.w))
    lh = round(theme.font(size, bold).get_linesize() * line_gap * 0.9)
    y = rect.y
    for ln in lines:
        if y + lh > rect.bottom + 2:
            break
        img = render_text(ln, size, bold, colour)
        x = rect.centerx - img.get_width() // 2 if centre else rect.x
        surf.blit(img, (x, y))
        textlog.record(surf, ln, size, img.get_rect(topleft=(x, y)))
        y += lh
    return y - rect.y


def wrapped_height(text: str, size: int, width: int, bold: bool = False, line_gap: float = 1.15) -> int:
    lines = _wrap_cached(text, size, bold, max(10, width))
    return len(lines) * round(theme.font(size, bold).get_linesize() * line_gap * 0.9)


_PANELS: dict[tuple[int, int, Colour, int, int], pygame.Surface] = {}


def _alpha_panel(size: tuple[int, int], colour: Colour, alpha: int, radius: int) -> pygame.Surface:
    key = (size[0], size[1], colour, alpha, radius)
    s = _PANELS.get(key)
    if s is None:
        if len(_PANELS) > 400:
            _PANELS.clear()
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*colour, alpha), s.get_rect(), border_radius=radius)
        if pygame.display.get_surface() is not None:
            s = s.convert_alpha()
        _PANELS[key] = s
    return s


def panel(surf: pygame.Surface, rect: pygame.Rect, colour: Colour = theme.PANEL, edge: Colour | None = theme.PANEL_EDGE,
          radius: int = 8, alpha: int = 255, width: int = 1) -> None:
    if alpha < 255:
        surf.blit(_alpha_panel(rect.size, colour, max(0, alpha), radius), rect.topleft)
    else:
        pygame.draw.rect(surf, colour, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surf, edge, rect, width, border_radius=radius)


def glow(surf: pygame.Surface, rect: pygame.Rect, colour: Colour = theme.GLOW, phase: float = 0.0,
         width: int = 3) -> None:
    """A pulsing outline around a legal drop target."""
    k = 0.6 + 0.4 * abs(((phase * 1.6) % 2.0) - 1.0)
    c = theme.mix(theme.BG, colour, k)
    pygame.draw.rect(surf, c, rect.inflate(width * 2 + 2, width * 2 + 2), width, border_radius=8)


def shade(surf: pygame.Surface, alpha: int) -> None:
    """Darken everything drawn so far (under an overlay: the pause menu, a dialog, the help)."""
    veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surf.blit(veil, (0, 0))


def banner(surf: pygame.Surface, text: str, midtop: tuple[int, int], sc: Callable[[float], int]) -> pygame.Rect:
    """A strip in the danger colour with one line that stays on screen (e.g. a save that failed), under `midtop`."""
    max_w = surf.get_width() - sc(40)
    size = fit_size(text, sc(15), True, max_w - sc(24), min_size=sc(11))
    text = ellipsize(text, size, True, max_w - sc(24))
    w = theme.font(size, True).size(text)[0] + sc(24)
    r = pygame.Rect(0, 0, w, sc(30))
    r.midtop = (midtop[0], midtop[1] + sc(4))
    panel(surf, r, (90, 24, 28), theme.DANGER, radius=sc(6), width=2)
    draw_text(surf, text, r.center, size, theme.TEXT, bold=True, anchor="center")
    return r


BUTTON_PAD = 4  # pixels kept free between a button's edge and its words, each side


@lru_cache(maxsize=2048)
def button_lines(label: str, size: int, w: int, h: int) -> tuple[int, tuple[str, ...]]:
    """How a label fits a w x h button: one line at the largest size down to theme.MIN_TEXT_PX, else wrapped
    onto lines at the largest size whose lines fit the height; (size, lines). A label that fits neither way
    comes back cut with "…" at the minimum (`button_fits` is False): the layout must widen or heighten it.
    A label longer than the button could ever hold (a character is at least a pixel wide) is cut without
    being measured whole, so a hostile million-character label costs a few bounded measures."""
    size = max(theme.MIN_TEXT_PX, size)
    room_w, room_h = max(1, w - 2 * BUTTON_PAD), max(1, h - 2)
    small = theme.font(theme.MIN_TEXT_PX)
    most_lines = max(1, room_h // small.get_linesize())
    if len(label) > most_lines * room_w:
        return theme.MIN_TEXT_PX, (ellipsize(label, theme.MIN_TEXT_PX, False, room_w) or label[:1] + "…",)
    one = fit_size(label, size, False, room_w, theme.MIN_TEXT_PX)
    if theme.font(one).size(label)[0] <= room_w:
        return one, (label,)

    def wrapped(s: int) -> tuple[str, ...] | None:
        fnt = theme.font(s)
        lines = _wrap_cached(label, s, False, room_w)
        ok = len(lines) * fnt.get_linesize() <= room_h and all(fnt.size(ln)[0] <= room_w for ln in lines)
        return lines if ok else None

    lo, hi = theme.MIN_TEXT_PX, size  # the largest size whose wrapped lines fit (fewer lines when smaller)
    if wrapped(lo) is None:
        lines = list(_wrap_cached(label, theme.MIN_TEXT_PX, False, room_w))
        if len(lines) > most_lines:
            rest = " ".join(lines[most_lines - 1:])
            lines = [*lines[:most_lines - 1], ellipsize(rest, theme.MIN_TEXT_PX, False, room_w)]
        return theme.MIN_TEXT_PX, tuple(ln if small.size(ln)[0] <= room_w else
                                        ellipsize(ln, theme.MIN_TEXT_PX, False, room_w) for ln in lines)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if wrapped(mid) is not None:
            lo = mid
        else:
            hi = mid - 1
    return lo, wrapped(lo) or ()


def button_fits(label: str, size: int, w: int, h: int) -> bool:
    """Whether the whole label fits a w x h button (on one line or wrapped) at theme.MIN_TEXT_PX or more."""
    _size, lines = button_lines(label, size, w, h)
    return " ".join(lines).split() == label.split()


def button_height(label: str, size: int, w: int, h: int) -> int:
    """The height (at least h) a button of width w needs to show the whole label, wrapped if it must be."""
    size = max(theme.MIN_TEXT_PX, size)
    fnt = theme.font(theme.MIN_TEXT_PX)
    if button_fits(label, size, w, h) or len(label) > 2000:  # (a label no button could hold is cut instead)
        return h
    lines = _wrap_cached(label, theme.MIN_TEXT_PX, False, max(1, w - 2 * BUTTON_PAD))
    return max(h, len(lines) * fnt.get_linesize() + 4)


@attrs.define
class Button:
    rect: pygame.Rect
    label: str
    action: Callable[[], object] | None = None  # what it returns is not used
    key: str = ""  # an id for tests and keyboard focus
    enabled: bool = True
    selected: bool = False
    tooltip: str = ""
    size: int = 18
    colour: Colour = theme.PANEL_HI

    def draw(self, surf: pygame.Surface, hover: bool = False, focus: bool = False) -> None:
        bg = self.colour if self.enabled else theme.PANEL
        if self.selected:
            bg = theme.mix(bg, theme.ACCENT, 0.35)
        if hover and self.enabled:
            bg = theme.mix(bg, (255, 255, 255), 0.12)
        edge = theme.ACCENT if (focus or self.selected) else theme.PANEL_EDGE
        panel(surf, self.rect, bg, edge, radius=max(4, self.rect.h // 5), width=2 if focus else 1)
        col = theme.TEXT if self.enabled else theme.TEXT_DIM
        size, lines = button_lines(self.label, self.size, self.rect.w, self.rect.h)
        lh = theme.font(size).get_linesize()
        y = self.rect.centery - lh * len(lines) // 2
        for ln in lines:  # shrunk to the minimum, then wrapped (button_lines): never drawn past the edge
            img = render_text(ln, size, False, col)
            r = img.get_rect(midtop=(self.rect.centerx, y))
            surf.blit(img, r)
            textlog.record(surf, ln, size, r, "button")
            y += lh

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)


class ButtonGroup:
    """Buttons with mouse hover/click and keyboard focus (Up/Down/Tab to move, Enter to press)."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.focus = -1

    def set(self, buttons: list[Button]) -> None:
        keys = [b.key for b in self.buttons]
        old = keys[self.focus] if 0 <= self.focus < len(keys) else None
        self.buttons = buttons
        self.focus = next((i for i, b in enumerate(buttons) if old is not None and b.key == old), -1)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            for b in self.buttons:
                if b.hit(ev.pos):
                    if b.action:
                        b.action()
                    return True
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            return any(b.hit(ev.pos) for b in self.buttons)
        elif ev.type == pygame.KEYDOWN and self.buttons:
            n = len(self.buttons)
            if ev.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_RIGHT):
                self.focus = (self.focus + 1) % n
                return True
            if ev.key in (pygame.K_UP, pygame.K_LEFT):
                self.focus = (self.focus - 1) % n if self.focus >= 0 else n - 1
                return True
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and 0 <= self.focus < n:
                b = self.buttons[self.focus]
                if b.enabled and b.action:
                    b.action()
                return True
        return False

    def draw(self, surf: pygame.Surface) -> None:
        mouse = pygame.mouse.get_pos()
        for i, b in enumerate(self.buttons):
            b.draw(surf, hover=b.rect.collidepoint(mouse), focus=(i == self.focus))

    def by_key(self, key: str) -> Button | None:
        return next((b for b in self.buttons if b.key == key), None)


def menu_column(w: int, h: int, sc: Callable[[float], int],
                items: list[tuple[str, str, Callable[[], None]]]) -> list[Button]:
    """An in-game menu's buttons (key, label, action), one under another in the middle of a w x h window."""
    bw, bh, gap = sc(300), sc(44), sc(10)
    y0 = h // 2 - (len(items) * (bh + gap)) // 2 + sc(20)
    return [Button(pygame.Rect(w // 2 - bw // 2, y0 + i * (bh + gap), bw, bh), label, fn, key=k, size=sc(17))
            for i, (k, label, fn) in enumerate(items)]


def draw_menu_box(surf: pygame.Surface, buttons: ButtonGroup, title: str, sc: Callable[[float], int]) -> None:
    """An in-game menu over the table: the screen shaded, a framed box around `buttons`, `title` on top."""
    shade(surf, 150)
    box = buttons.buttons[0].rect.unionall([b.rect for b in buttons.buttons]).inflate(sc(40), sc(90))
    box.y -= sc(25)
    panel(surf, box, theme.PANEL, theme.ACCENT, radius=sc(12))
    draw_text(surf, title, (box.centerx, box.y + sc(14)), sc(24), theme.ACCENT, bold=True, anchor="midtop")
    buttons.draw(surf)


class ScrollList:
    """Lines of wrapped text in a rect, scrolled with the mouse wheel; sticks to the bottom, and scrolled up it stops
    with the first line at the top of the rect (never past the log's start into empty space)."""

    def __init__(self) -> None:
        self.lines: list[tuple[str, Colour]] = []
        self.offset = 0  # lines scrolled up from the bottom
        self._size = 12  # the text size last drawn at

    def top_offset(self, rect: pygame.Rect, size: int | None = None) -> int:
        """The furthest the list scrolls up: the fewest first lines that fill the rect stand on its bottom (0 when
        every line fits). Only those first lines are measured."""
        size = self._size if size is None else size
        visible = max(1, rect.h // theme.font(size).get_linesize())
        rows = 0
        for k, (text, _col) in enumerate(self.lines, 1):
            rows += len(_wrap_cached(text, size, False, rect.w - 6))
            if rows >= visible:
                return len(self.lines) - k
        return 0

    def handle_wheel(self, rect: pygame.Rect, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.MOUSEWHEEL and rect.collidepoint(pygame.mouse.get_pos()):
            self.offset = max(0, min(self.top_offset(rect), self.offset + ev.y * 2))
            return True
        return False

    def draw(self, surf: pygame.Surface, rect: pygame.Rect, size: int) -> None:
        self._size = size
        fnt = theme.font(size)
        lh = fnt.get_linesize()
        top = self.top_offset(rect, size)
        self.offset = max(0, min(self.offset, top))  # (the rect may have grown since)
        rows: list[tuple[str, Colour]] = []
        end = len(self.lines) - self.offset
        # walk back from the end until the rect is full
        for text, col in reversed(self.lines[max(0, end - 60):end]):
            wrapped = _wrap_cached(text, size, False, rect.w - 6)
            rows[0:0] = [(w, col) for w in wrapped]
            if len(rows) * lh > rect.h:
                break
        visible = max(1, rect.h // lh)
        rows = rows[:visible] if self.offset and self.offset == top else rows[-visible:]  # at the top: line 1 whole
        y = rect.bottom - len(rows) * lh
        clip = surf.get_clip()
        surf.set_clip(rect)
        for text, col in rows:
            img = render_text(text, size, False, col)
            surf.blit(img, (rect.x + 3, y))
            textlog.record(surf, text, size, img.get_rect(topleft=(rect.x + 3, y)).clip(rect))
            y += lh
        surf.set_clip(clip)
        if self.offset:
            draw_text(surf, f"▲ {self.offset} more below (scroll)", (rect.right - 4, rect.bottom - 2),
                      max(theme.MIN_TEXT_PX, size - 1), theme.ACCENT, anchor="bottomright")


class TextBox:
    """Paragraphs of wrapped text in a rect (a hint, a prompt): shrunk down to theme.MIN_TEXT_PX to fit, and when
    still taller than the rect, scrolled with the mouse wheel, with a marker saying how many lines are out of
    sight. Never cut: every line can be brought into view."""

    def __init__(self) -> None:
        self.offset = 0  # lines scrolled past at the top
        self.hidden = 0  # lines out of sight below, as last drawn
        self.rect: pygame.Rect | None = None
        self._text: tuple[tuple[str, Colour], ...] = ()

    @staticmethod
    def height_of(paras: list[tuple[str, Colour]], width: int, size: int, gap: int = 0) -> int:
        """The height the paragraphs take at `size` (not shrunk): what a box would need to show them whole."""
        size = max(theme.MIN_TEXT_PX, size)
        rows = sum(len(_wrap_cached(text, size, False, max(10, width - 4))) for text, _c in paras)
        return rows * theme.font(size).get_linesize() + gap * max(0, len(paras) - 1)

    def handle_wheel(self, ev: pygame.event.Event, pos: tuple[int, int]) -> bool:
        if ev.type == pygame.MOUSEWHEEL and self.rect is not None and self.rect.collidepoint(pos) and \
                (self.offset or self.hidden):
            self.offset = max(0, self.offset - ev.y)
            return True
        return False

    def draw(self, surf: pygame.Surface, paras: list[tuple[str, Colour]], rect: pygame.Rect, size: int,
             gap: int = 0) -> int:
        """Draw the paragraphs (text, colour) top down in rect; returns the height used."""
        key = tuple(paras)
        if key != self._text:
            self._text, self.offset = key, 0
        self.rect = pygame.Rect(rect)
        size = max(theme.MIN_TEXT_PX, size)
        lh = theme.font(size).get_linesize()

        def rows_at(s: int) -> list[tuple[str, Colour, int]]:
            out: list[tuple[str, Colour, int]] = []
            for i, (text, colour) in enumerate(paras):
                out += [(ln, colour, i) for ln in _wrap_cached(text, s, False, max(10, rect.w - 4))]
            return out

        rows = rows_at(size)
        while size > theme.MIN_TEXT_PX and len(rows) * theme.font(size).get_linesize() + gap * (len(paras) - 1) \
                > rect.h:
            size -= 1
            rows = rows_at(size)
        lh = theme.font(size).get_linesize()
        fits = len(rows)
        if len(rows) * lh + gap * (len(paras) - 1) > rect.h:  # too tall even at the minimum: it scrolls
            gap = 0
            fits = max(1, (rect.h - lh) // lh)  # room for the marker line
        self.offset = max(0, min(self.offset, len(rows) - fits))
        shown = rows[self.offset:self.offset + fits]
        self.hidden = len(rows) - self.offset - len(shown)
        y = rect.y
        last = shown[0][2] if shown else 0
        for text, colour, para in shown:
            if para != last:
                y += gap
                last = para
            img = render_text(text, size, False, colour)
            r = img.get_rect(topleft=(rect.x, y))
            surf.blit(img, r)
            textlog.record(surf, text, size, r, "textbox")
            y += lh
        if self.offset or self.hidden:
            words = (f"▼ {self.hidden} more line{'s' * (self.hidden != 1)}: scroll" if self.hidden
                     else "▲ scroll up for the rest")
            r = draw_text(surf, words, (rect.right, rect.bottom), theme.MIN_TEXT_PX, theme.ACCENT,
                          anchor="bottomright")
            y = max(y, r.bottom)
        return y - rect.y


for _cached in (render_text, fit_size, ellipsize, _wrap_cached, button_lines):  # text measured in today's face
    theme.measured_with_fonts(_cached.cache_clear)
