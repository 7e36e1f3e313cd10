"""The table's Suggest button (and the H key): the Hard AI's move for the human who is deciding, shown, never played.

The question goes to the table's AI worker like a seat's decision, with the level "advice:<T>s" (T: the Hard
search time from the settings) and the deciding human's own View (R33-R34: never the full state); the worker
answers with a `Hint` (alien_artifacts/ui/ai_seat.py) while the frame loop keeps drawing. The answer is shown until the
game moves on (any submitted choice, an undo, the screen handed to someone else): the option's source and
target glow on the table with the drag-target glow in the suggestion's colour, its option button is marked
and focused (Enter plays it: the player's decision, never the button's), and a panel under the message strip
gives the reason in words. The UI never imports alien_artifacts.ai: alien_artifacts/launch.py registers the factory that
answers "advice:..." (alien_artifacts/ai/advice.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from alien_artifacts.ui.ai_seat import ADVICE, Hint
from game.ui import theme
from tabletop.ui import textlog
from tabletop.ui.widgets import glow, panel, render_text, wrap

if TYPE_CHECKING:  # the table (its scene imports this part), as its parts see it
    from alien_artifacts.ui.table_part import Table

KEY_WORD = "H"
COLOUR: theme.Colour = theme.ACCENT
SIDE_BG: theme.Colour = (16, 20, 36)  # the right column's colour (the renderer's static layer)


def ticket_for(choice_id: int) -> int:
    """The worker ticket of a question about choice `choice_id` (seat decisions use the choice id itself)."""
    return -(choice_id + 1)


class Suggestion:
    """The Suggest state of one table: asked (waiting for the worker), answered (a Hint), or nothing."""

    def __init__(self) -> None:
        self.ticket: int | None = None
        self.hint: Hint | None = None
        self.about: tuple[object, ...] | None = None  # the moment the question belongs to
        self._placed = False  # the marked option scrolled into view and focused once

    # ---- state -------------------------------------------------------------------------------
    @staticmethod
    def moment(table: Table) -> tuple[object, ...]:
        p = table.session.pending
        return (table.session.version, p.id if p is not None else None, table.model.viewer, table.model.shown_seat())

    @property
    def thinking(self) -> bool:
        return self.ticket is not None

    def state_key(self) -> tuple[object, ...]:
        return (self.ticket, self.hint)

    def available(self, table: Table) -> bool:
        """Only for a human's own choice on screen (hot seat: whoever is deciding, after the curtain)."""
        return bool(table.model.my_choice()) and not table.session.over

    def clear(self, table: Table) -> None:
        if self.ticket is not None:
            table.seats.cancel(self.ticket)
        self.ticket = None
        self.hint = None
        self.about = None
        self._placed = False
        table.input.forget()

    # ---- asking and answering ------------------------------------------------------------------
    def ask(self, table: Table) -> None:
        if not self.available(table):
            table.feed.say("Suggest is for your own choice: wait until it is your turn to decide.")
            return
        p = table.session.pending
        if self.thinking or p is None:  # (never None here: `available` asked for the viewer's own choice)
            return
        self.clear(table)
        self.about = self.moment(table)
        self.ticket = ticket_for(p.id)
        level = f"{ADVICE}:{table.app.settings.hard_budget:g}s"
        table.seats.ask(self.ticket, p.seat, level)
        table.input.forget()

    def update(self, table: Table) -> None:
        """Forget a question or answer the game has moved past; take the worker's answer when it comes."""
        if self.about is not None and self.about != self.moment(table):
            self.clear(table)
            return
        if self.ticket is None or table.seats.started is None:
            return
        res = table.seats.answer()
        if res is None:
            return
        ticket, hint, _secs = res
        if ticket != self.ticket:
            return
        self.ticket = None
        table.input.forget()
        p = table.session.pending
        if not isinstance(hint, Hint) or p is None or hint.choice_id != p.id or not hint.picks or \
                p.option(hint.picks[0]) is None:
            why = table.seats.started.error or "the AI is not available"
            table.feed.say(f"No suggestion: {why}.")
            self.about = None
            return
        self.hint = hint

    # ---- showing -------------------------------------------------------------------------------
    def mark(self, table: Table) -> None:
        """Mark the suggested option's button (after the panel's buttons were built); the first time, scroll it
        into view and give it the keyboard focus."""
        if self.hint is None:
            return
        keys = {f"opt:{k}" for k in self.hint.picks}
        group = table.input.option_buttons
        found = [i for i, b in enumerate(group.buttons) if b.key in keys]
        for i in found:
            group.buttons[i].selected = True
        if self._placed:
            return
        if not found:
            p = table.model.pending
            order = [o.key for o in p.options] if p is not None else []
            if self.hint.picks[0] in order and table.input.selected is None:
                table.input.opt_scroll = order.index(self.hint.picks[0])  # rebuilt with it at the top next frame
                table.input.forget()
                self._placed = True
            return
        group.focus = found[0]
        self._placed = True

    def places(self, table: Table) -> list[pygame.Rect]:
        """Where the suggested move lies on the table: its source (a card, a deck) and its target."""
        p = table.session.pending
        if self.hint is None or p is None or table.geometry.scene is None:
            return []
        rects: list[pygame.Rect] = []
        for key in self.hint.picks:
            o = p.option(key)
            if o is None:
                continue
            if o.source:
                s = table.geometry.scene.sprite(o.source)
                if s is not None:
                    r = table.geometry.drawn(s)
                    if s.tag == "hand" and o.section in (0, 1):  # the half that pays (grabbed there to drag it)
                        r = pygame.Rect(r.x, r.y + (r.h // 2 if o.section else 0), r.w, r.h - r.h // 2)
                    rects.append(r)
            if o.target and o.target not in ("table", "pay"):
                rects += table.geometry.rect_of_target(o.target)
        return rects

    def draw(self, table: Table, surf: pygame.Surface) -> None:
        sc = table.app.scale
        bar = table.input.bar_buttons.by_key("suggest")
        if self.thinking and bar is not None:  # the button breathes while the AI thinks
            glow(surf, bar.rect, COLOUR, table.renderer.phase * 2.5, width=sc(2))
        if self.hint is None or table.geometry.lay is None:
            return
        for r in self.places(table):
            glow(surf, r.inflate(sc(4), sc(4)), COLOUR, table.renderer.phase, width=sc(4))
        self.draw_reason(table, surf)

    def draw_reason(self, table: Table, surf: pygame.Surface) -> None:
        """The reason in its own panel under the message strip (over the top of the log), wrapped, never clipped."""
        assert self.hint is not None
        sc = table.app.scale
        lay = table.geometry.laid
        width = lay.log.w
        pad = sc(8)
        size = max(theme.MIN_TEXT_PX, sc(13))
        title = f"Suggestion ({KEY_WORD}): the Hard AI would…"
        lines = wrap(self.hint.reason, theme.font(size), width - 2 * pad)
        tsize = max(theme.MIN_TEXT_PX, sc(12))
        th = theme.font(tsize, True).get_linesize()
        lh = theme.font(size).get_linesize()
        box = pygame.Rect(lay.log.x, lay.message.bottom + sc(4), width, pad + th + sc(2) + lh * len(lines) + pad)
        box.h = min(box.h, max(th + 2 * pad, surf.get_height() - box.y - sc(4)))
        # the log lines under the panel and the one it cuts stay hidden (a clean edge, nothing shows through)
        log_lh = theme.font(sc(12)).get_linesize()  # the log's rows stand on its bottom edge (widgets.ScrollList)
        first_whole = lay.log.bottom - max(0, (lay.log.bottom - box.bottom) // log_lh) * log_lh
        pygame.draw.rect(surf, SIDE_BG, (box.x, box.bottom, box.w, max(0, first_whole - box.bottom)))
        panel(surf, box, (34, 30, 18), COLOUR, radius=sc(6), width=2)
        img = render_text(title, tsize, True, COLOUR)
        r = img.get_rect(topleft=(box.x + pad, box.y + pad))
        surf.blit(img, r)
        textlog.record(surf, title, tsize, r, "overlay")
        y = r.bottom + sc(2)
        for ln in lines:
            if y + lh > box.bottom:
                break
            img = render_text(ln, size, False, theme.TEXT)
            r = img.get_rect(topleft=(box.x + pad, y))
            surf.blit(img, r)
            textlog.record(surf, ln, size, r, "overlay")
            y += lh
