"""The *Since your turn* panel: what every other seat did since the viewer's last turn, over the game log.

The words are the match layer's (alien_artifacts/match/since.py), told for the seat whose cards the screen shows
(R33-R34: while the hands are hidden in a hot-seat game, told to nobody in particular, so no private card is named). The
panel lies over the side column's log and the free room under the option buttons, so it hides nothing on the
table: resting the mouse on a line lights the cards it names where they lie (the table geometry's sprites), or
the boards of the seats it concerns.

It opens by itself once when the viewer's turn comes after AI turns, and closes at the viewer's first move; the
*Recap R* button of the top bar and the R key open and close it at any time, Esc and its ✕ close it, and the
wheel scrolls it.
"""

from __future__ import annotations

import pygame

from alien_artifacts.engine import events as ev
from alien_artifacts.match.since import Recap, RecapLine, recap, window_start
from alien_artifacts.ui.event_feed import seat_colours
from alien_artifacts.ui.table_part import Table, TablePart
from game.ui import theme
from tabletop.ui.widgets import draw_text, glow, panel, render_text, wrap
from tabletop.views import PUBLIC

TITLE = "Since your turn"
KEY = pygame.K_r
Row = tuple[int, list[str], RecapLine | None, theme.Colour]  # height, wrapped texts, the line (None: heading), colour


class SincePanel(TablePart):
    """Open or closed, where it lies, which line is under the mouse and how far it is scrolled."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.open = False
        self.auto = False  # opened by itself (closes at the viewer's first move)
        self.opened_at = -1  # the session version it opened at
        self.shown_for: tuple[int, int] | None = None  # (viewer, turn) it last opened by itself for
        self.scroll = 0  # pixels
        self.hover: int | None = None  # the index of the line under the mouse
        self.rect: pygame.Rect | None = None  # where it was last drawn
        self.close_rect: pygame.Rect | None = None
        self._recap: tuple[tuple[int, int, int], Recap] | None = None
        self._rows: list[tuple[pygame.Rect, RecapLine | None]] = []  # (where, the line; None: a heading)
        self._laid: tuple[tuple[object, ...], list[Row]] | None = None  # the wrapped rows, for (recap, width, scale)
        self._viewer = self.model.viewer  # the seat the screen was handed to (hot seat: the panel is theirs)

    # ---- what it says -----------------------------------------------------------------------------
    def reader(self) -> int:
        return self.model.shown_seat()

    def title(self) -> str:
        shown = self.reader()
        if shown == PUBLIC:  # hot seat, hands hidden: since the turn of the human handed the screen last
            return f"Since {self.model.names()[self.model.viewer]}'s turn"
        return TITLE

    def recap(self) -> Recap:
        """The recap for the screen's reader now (cached by the session's version)."""
        events = self.session.events()
        reader = self.reader()
        key = (self.session.version, reader, len(events))
        if self._recap is None or self._recap[0] != key:
            start = window_start(events, self.model.viewer)
            self._recap = (key, recap(events, self.session.cards, reader, self.model.names(), start=start))
        return self._recap[1]

    # ---- opening and closing ----------------------------------------------------------------------
    def available(self) -> bool:
        return "since" in self.table.bar

    def toggle(self) -> None:
        if self.open:
            self.close()
        else:
            self.show(auto=False)

    def show(self, auto: bool) -> None:
        self.open, self.auto, self.scroll, self.hover = True, auto, 0, None
        self.opened_at = self.session.version

    def close(self) -> None:
        self.open, self.auto, self.hover = False, False, None

    def update(self) -> None:
        """Open by itself when the viewer's turn comes after AI turns; close at their first move."""
        if not self.available():
            self.close()
            return
        if self.model.viewer != self._viewer:  # hot seat: the screen changed hands, the panel was the other's
            self._viewer = self.model.viewer
            self.close()
        if self.open and self.auto and self.session.version != self.opened_at:
            self.close()  # the viewer moved: the panel has been read
        p = self.session.pending
        st = self.session.state
        if p is None or not self.model.my_choice() or st.current != self.model.viewer:
            return
        mark = (self.model.viewer, st.turn_number)
        if self.shown_for == mark:
            return
        self.shown_for = mark
        if self.moved_this_turn():
            return  # (a game loaded mid-turn) the turn is under way: the player has read the table already
        r = self.recap()
        if any(not self.session.is_human(t.seat) for t in r.turns) and not self.open:
            self.show(auto=True)

    def moved_this_turn(self) -> bool:
        """Whether the viewer has decided anything since their turn started."""
        viewer = self.model.viewer
        for e in reversed(self.session.events()):
            if isinstance(e, ev.TurnStarted):
                return False
            if isinstance(e, ev.Decided) and e.seat == viewer and not e.auto:
                return True
        return False

    # ---- input ------------------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        """True when the panel took the event (the R key, Esc while open, the mouse over the open panel)."""
        if not self.available():
            return False
        if ev.type == pygame.KEYDOWN:
            ctrl = ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)
            if ev.key == KEY and not ctrl:
                self.toggle()
                return True
            if ev.key == pygame.K_ESCAPE and self.open and self.input.drag is None and not self.input.selected:
                self.close()
                return True
            return False
        if not self.open or self.rect is None:
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.hover = self.line_at(ev.pos)
            return False  # the table still follows the mouse (the tooltips)
        if ev.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(pygame.mouse.get_pos()):
                self.scroll = max(0, self.scroll - ev.y * self.app.scale(30))
                return True
            return False
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(ev.pos) and \
                self.input.drag is None:  # a card carried here is put down by the table (it glides back)
            if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.close_rect is not None and \
                    self.close_rect.collidepoint(ev.pos):
                self.close()
            return True
        return False

    def line_at(self, pos: tuple[int, int]) -> int | None:
        if self.rect is None or not self.rect.collidepoint(pos):
            return None
        for i, (r, line) in enumerate(self._rows):
            if line is not None and r.collidepoint(pos):
                return i
        return None

    def hovered_line(self) -> RecapLine | None:
        if self.hover is None or not self.open or not 0 <= self.hover < len(self._rows):
            return None
        return self._rows[self.hover][1]

    def lit_rects(self) -> list[pygame.Rect]:
        """Where the hovered line's cards lie on the table (each sprite showing one), else its seats' boards."""
        line = self.hovered_line()
        geo = self.geometry
        if line is None or geo.scene is None or geo.lay is None:
            return []
        uids = set(line.cards)
        rects = [geo.drawn(s) for s in geo.scene.sprites if s.sid.partition(":")[2] in uids]
        if rects:
            return rects
        return [geo.lay.boards[s].rect for s in line.seats if s in geo.lay.boards]

    # ---- drawing ----------------------------------------------------------------------------------
    def area(self) -> pygame.Rect | None:
        """The log, and the free room under the option buttons above it."""
        lay = self.geometry.lay
        if lay is None:
            return None
        sc = self.app.scale
        top = lay.options.y
        buttons = self.input.option_buttons.buttons
        if buttons:
            top = max(b.rect.bottom for b in buttons) + sc(8)
        if self.input._more_options > 0:  # the "▼ N more" line under the buttons stays readable
            top = max(top, lay.options.bottom + sc(6))
        top = min(top, lay.log.y - sc(8))
        return pygame.Rect(lay.log.x - sc(2), top, lay.log.w + sc(4), lay.log.bottom - top + sc(2))

    def draw(self, surf: pygame.Surface) -> None:
        if not self.open:
            self.rect = self.close_rect = None
            self._rows = []
            return
        area = self.area()
        if area is None:
            return
        sc = self.app.scale
        phase = self.renderer.phase
        for r in self.lit_rects():  # the hovered line's cards, where they lie on the table
            glow(surf, r, theme.ACCENT, phase, width=sc(4))
        self.rect = area
        panel(surf, area, (18, 22, 40), theme.ACCENT, radius=sc(8))
        head = sc(26)
        draw_text(surf, self.title(), (area.x + sc(10), area.y + head // 2), sc(14), theme.ACCENT, bold=True,
                  anchor="midleft")
        self.close_rect = pygame.Rect(area.right - sc(26), area.y + sc(4), sc(22), sc(20))
        draw_text(surf, "✕", self.close_rect.center, sc(14), theme.TEXT, bold=True, anchor="center")
        body = pygame.Rect(area.x + sc(8), area.y + head, area.w - sc(16), area.h - head - sc(6))
        rows = self.layout_rows(body.w)
        total = sum(h for h, _t, _l, _c in rows)
        self.scroll = max(0, min(self.scroll, total - body.h))
        self._rows = []
        clip = surf.get_clip()
        surf.set_clip(body)
        y = body.y - self.scroll
        for i, (h, texts, line, colour) in enumerate(rows):
            r = pygame.Rect(body.x, y, body.w, h)
            self._rows.append((r.clip(body), line))
            if r.bottom >= body.y and r.y <= body.bottom:
                if line is not None and i == self.hover:
                    pygame.draw.rect(surf, (44, 52, 86), r, border_radius=sc(4))
                ty = y
                bold = line is None
                size = sc(13) if bold else sc(12)
                lh = theme.font(size, bold).get_linesize()
                for k, t in enumerate(texts):
                    img = render_text(t, size, bold, colour)
                    surf.blit(img, (body.x + (0 if bold or k == 0 else sc(10)), ty))
                    ty += lh
            y += h
        surf.set_clip(clip)
        if total > body.h:  # more below or above: say so at the foot
            more = "▼ scroll" if self.scroll < total - body.h else "▲ scroll"
            draw_text(surf, more, (area.right - sc(10), area.bottom - sc(4)), sc(11), theme.ACCENT,
                      anchor="bottomright")

    def layout_rows(self, width: int) -> list[Row]:
        """(height, wrapped texts, the line or None for a heading, colour) for every row of the panel (wrapped
        once per recap and width, not every frame)."""
        sc = self.app.scale
        r = self.recap()
        key = (r, width, sc(100))
        if self._laid is not None and self._laid[0] == key:
            return self._laid[1]
        colours = seat_colours(self.session)
        rows: list[Row] = []
        if r.empty:
            texts = wrap("Nothing yet: no other seat has played since your last turn.",
                         theme.font(sc(12)), width)
            rows = [(len(texts) * theme.font(sc(12)).get_linesize(), texts, None, theme.TEXT_DIM)]
        for t in r.turns:
            col = colours[t.seat] if 0 <= t.seat < len(colours) else theme.TEXT
            head = f"{t.who}{' (playing now)' if t.ongoing else ''}"
            size = sc(13)
            rows.append((theme.font(size, True).get_linesize() + sc(2), [head], None,
                         theme.mix(col, theme.TEXT, 0.3)))
            fnt = theme.font(sc(12))
            for line in t.lines:
                texts = wrap("· " + line.text, fnt, width - sc(10))
                rows.append((len(texts) * fnt.get_linesize() + sc(1), texts, line, theme.TEXT))
        self._laid = (key, rows)
        return rows
