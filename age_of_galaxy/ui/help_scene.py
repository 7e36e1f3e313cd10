"""F1 on Age of Galaxy's table: the rules in brief and the glossary, one scrolling page over the table.

    app.open("aog_help")    # the table opens it on F1 (age_of_galaxy/ui/scene.py); Esc, F1 or Close returns

The page is whole lines (never a line cut at an edge): the wheel, the arrows, PageUp/PageDown, Home/End and the
scroll bar move it; the contents on the left jump to a section. The table below waits (only the top scene runs),
so closing the help returns to the table exactly as it was. Words: age_of_galaxy/words/rules_summary.py, glossary.py.
"""

from __future__ import annotations

from typing import Any

import attrs
import pygame

from age_of_galaxy.words import glossary
from age_of_galaxy.words.rules_summary import SECTIONS
from tabletop.ui import textlog, theme
from tabletop.ui.registry import register
from tabletop.ui.scene import Host, Scene
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, ellipsize, fit_size, panel, render_text, shade, wrap

GLOSSARY = "Glossary"
WHEEL_LINES = 3


@attrs.frozen
class Line:
    """One line of the page: its words, size, boldness and colour; `gap`: room left above it (a new paragraph);
    `section`: the section it opens (its heading), else ""."""

    text: str
    size: int
    bold: bool
    colour: theme.Colour
    gap: int = 0
    section: str = ""
    keep: bool = False  # a heading or a term: never the last line of the page (it goes with the next line)


def titles() -> list[str]:
    return [t for t, _ in SECTIONS] + [GLOSSARY]


def page_lines(width: int, body: int, head: int) -> list[Line]:
    """The whole page wrapped to `width` pixels: the sections (heading, paragraphs), then the glossary (each term in
    bold, then its words). `body`, `head`: the text sizes."""
    fb, fh, fbb = theme.font(body), theme.font(head, True), theme.font(body, True)
    para = max(2, body // 2)
    out: list[Line] = []

    def heading(title: str) -> None:
        for i, ln in enumerate(wrap(title, fh, width)):
            out.append(Line(ln, head, True, theme.ACCENT, body if out and i == 0 else 0, title if i == 0 else "",
                            True))

    for title, paras in SECTIONS:
        heading(title)
        for p in paras:
            for i, ln in enumerate(wrap(p, fb, width)):
                out.append(Line(ln, body, False, theme.TEXT, para if i == 0 else 0))
    heading(GLOSSARY)
    for e in glossary.listing():
        for i, ln in enumerate(wrap(e.title, fbb, width)):
            out.append(Line(ln, body, True, theme.ACCENT, para if i == 0 else 0, keep=True))
        for ln in wrap(e.text, fb, width):
            out.append(Line(ln, body, False, theme.TEXT))
    return out


def line_h(ln: Line) -> int:
    return ln.gap + theme.font(ln.size, ln.bold).get_linesize()


@register
class AogHelpScene(Scene):
    name = "aog_help"
    opaque = False
    own_help = True  # F1 comes to this scene (it closes it), not to the app's help (game/ui/app.py)

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.first = 0  # the page's line at the top of the text box
        self.buttons = ButtonGroup()
        self._lines: list[Line] = []
        self._key: Any = None
        self._shown = 0  # lines shown from self.first (set when drawn)
        self._drag_bar = False

    # ---- geometry ------------------------------------------------------------------------------------------------
    def sc(self, v: float) -> int:
        return self.app.scale(v)

    def text_px(self, v: float) -> int:
        return max(theme.MIN_TEXT_PX, self.sc(v))

    def box(self) -> pygame.Rect:
        w, h = self.app.screen.get_size()
        r = pygame.Rect(0, 0, min(w - self.sc(24), self.sc(1080)), h - self.sc(24))
        r.center = (w // 2, h // 2)
        return r

    def header_h(self) -> int:
        return max(self.sc(48), theme.font(self.text_px(22), True).get_linesize() + self.sc(16))

    def contents(self) -> pygame.Rect:
        b = self.box()
        top = b.y + self.header_h()
        return pygame.Rect(b.x + self.sc(12), top, max(self.sc(150), b.w // 5), b.bottom - self.sc(12) - top)

    def body(self) -> pygame.Rect:
        b, c = self.box(), self.contents()
        x = c.right + self.sc(16)
        return pygame.Rect(x, c.y, b.right - self.sc(30) - x, c.h)

    def bar(self) -> pygame.Rect:
        b = self.body()
        return pygame.Rect(b.right + self.sc(6), b.y, max(6, self.sc(10)), b.h)

    def lines(self) -> list[Line]:
        body = self.body()
        key = (body.w, self.text_px(15), self.text_px(18))
        if key != self._key:
            self._lines = page_lines(body.w, self.text_px(15), self.text_px(18))
            self._key = key
            self.first = min(self.first, self.last_first())
        return self._lines

    def fits_from(self, start: int) -> int:
        """How many lines show in the text box from line `start` (its gap above the top line not counted; a
        heading or a term whose next line does not fit waits for the next page)."""
        lines = self._lines
        room, n = self.body().h, 0
        for i, ln in enumerate(lines[start:]):
            h = line_h(ln) - (ln.gap if i == 0 else 0)
            nxt = start + i + 1
            if h > room or (ln.keep and i > 0 and nxt < len(lines) and h + line_h(lines[nxt]) > room):
                break
            room -= h
            n += 1
        return n

    def last_first(self) -> int:
        """The top line that shows the page's end at the bottom."""
        lines, room = self._lines, self.body().h
        i = len(lines)
        while i > 0:
            h = line_h(lines[i - 1]) - lines[i - 1].gap
            if h > room:
                break
            room -= line_h(lines[i - 1])
            i -= 1
        return min(len(lines) - 1, max(0, i))

    def section_line(self, title: str) -> int:
        return next((i for i, ln in enumerate(self.lines()) if ln.section == title), 0)

    def index_rects(self) -> list[tuple[str, pygame.Rect]]:
        c = self.contents()
        names = titles()
        h = min(self.sc(34), c.h // len(names))
        return [(t, pygame.Rect(c.x, c.y + i * h, c.w, h - self.sc(3))) for i, t in enumerate(names)]

    def at_end(self) -> bool:
        self.lines()
        return self.first >= self.last_first()

    # ---- input ---------------------------------------------------------------------------------------------------
    def scroll(self, n: int) -> None:
        self.lines()
        self.first = max(0, min(self.last_first(), self.first + n))

    def page(self) -> int:
        return max(1, self.fits_from(self.first) - 1)

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.buttons.handle_event(ev):
            return  # the Close button (the keys below never move a focus onto it)
        if ev.type == pygame.KEYDOWN:
            keys = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: self.page(), pygame.K_SPACE: self.page(),
                    pygame.K_PAGEUP: -self.page(), pygame.K_HOME: -len(self.lines()), pygame.K_END: len(self.lines())}
            if ev.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.leave()
            elif ev.key in keys:
                self.scroll(keys[ev.key])
        elif ev.type == pygame.MOUSEWHEEL:
            self.scroll(-ev.y * WHEEL_LINES)
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.bar().inflate(self.sc(8), 0).collidepoint(
                ev.pos):
            self._drag_bar = True
            self.bar_to(ev.pos[1])
        elif ev.type == pygame.MOUSEMOTION and self._drag_bar:
            self.bar_to(ev.pos[1])
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            if self._drag_bar:
                self._drag_bar = False
                return
            for title, r in self.index_rects():
                if r.collidepoint(ev.pos):
                    self.lines()
                    self.first = min(self.last_first(), self.section_line(title))
                    return
            if not self.box().collidepoint(ev.pos):
                self.leave()

    def bar_to(self, y: int) -> None:
        b = self.bar()
        self.lines()
        k = min(1.0, max(0.0, (y - b.y) / max(1, b.h)))
        self.first = round(k * self.last_first())

    def leave(self) -> None:
        self.app.pop(self)

    # ---- drawing -------------------------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        shade(surf, 170)
        box = self.box()
        panel(surf, box, theme.PANEL, theme.ACCENT, radius=self.sc(12), width=2)
        textlog.record(surf, "", 0, box, "cover")
        csize = self.text_px(14)
        close = pygame.Rect(0, 0, theme.font(csize).size("Close (Esc)")[0] + self.sc(28), self.header_h() - self.sc(16))
        close.topright = (box.right - self.sc(12), box.y + self.sc(8))
        self.buttons.set([Button(close, "Close (Esc)", self.leave, key="close", size=csize)])
        title = "Age of Galaxy: rules in brief and glossary"
        hint = "Wheel, arrows, PageUp/PageDown · F1 or Esc closes"
        room = close.x - box.x - self.sc(28)
        tsize = fit_size(title, self.text_px(22), True, room // 2 + room // 4, theme.MIN_TEXT_PX)
        tr = draw_text(surf, ellipsize(title, tsize, True, room), (box.x + self.sc(16), close.centery), tsize,
                       theme.ACCENT, True, "midleft")
        hroom = close.x - self.sc(12) - tr.right - self.sc(12)
        hsize = fit_size(hint, self.text_px(13), False, hroom, theme.MIN_TEXT_PX)
        if hroom > 0 and theme.font(hsize).size(hint)[0] <= hroom:
            draw_text(surf, hint, (close.x - self.sc(12), close.centery), hsize, theme.TEXT_DIM, anchor="midright")
        self.buttons.draw(surf)
        self.draw_index(surf)
        self.draw_page(surf)

    def draw_index(self, surf: pygame.Surface) -> None:
        lines = self.lines()
        here = ""
        for ln in lines[: self.first + 1]:
            here = ln.section or here
        mouse = pygame.mouse.get_pos()
        for t, r in self.index_rects():
            on = t == here
            panel(surf, r, theme.PANEL_HI if on or r.collidepoint(mouse) else theme.PANEL,
                  theme.ACCENT if on else theme.PANEL_EDGE, radius=self.sc(5))
            size = fit_size(t, self.text_px(14), on, r.w - self.sc(12), theme.MIN_TEXT_PX)
            words = ellipsize(t, size, on, r.w - self.sc(12))
            if theme.font(size, on).get_linesize() <= r.h + 2:
                draw_text(surf, words, (r.x + self.sc(6), r.centery), size, theme.TEXT, on, "midleft")

    def draw_page(self, surf: pygame.Surface) -> None:
        lines, body = self.lines(), self.body()
        y = body.y
        shown = self.fits_from(self.first)
        for i, ln in enumerate(lines[self.first:self.first + shown]):
            h = line_h(ln) - (ln.gap if i == 0 else 0)
            y += h - theme.font(ln.size, ln.bold).get_linesize()
            img = render_text(ln.text, ln.size, ln.bold, ln.colour)
            surf.blit(img, (body.x, y))
            textlog.record(surf, ln.text, ln.size, img.get_rect(topleft=(body.x, y)), "help")
            y += theme.font(ln.size, ln.bold).get_linesize()
        self._shown = shown
        bar = self.bar()
        pygame.draw.rect(surf, (30, 36, 58), bar, border_radius=bar.w // 2)
        n = max(1, len(lines))
        thumb_h = max(self.sc(24), bar.h * shown // n)
        last = max(1, self.last_first())
        thumb = pygame.Rect(bar.x, bar.y + (bar.h - thumb_h) * min(self.first, last) // last, bar.w, thumb_h)
        pygame.draw.rect(surf, theme.ACCENT if self._drag_bar else theme.PANEL_EDGE, thumb, border_radius=bar.w // 2)
