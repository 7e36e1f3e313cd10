"""A minimal table for high card (high_card.py), built on the UI kit alone (tabletop/ui): two humans in hot seat.

Each hand is a row of plain rectangles with the card's number (the other hand as "?" from the seat's masked view);
the trick is a rectangle in the middle. A card is played by dragging it onto the trick (the kit's drag gesture,
tabletop/ui/gesture.py, with the scene as its host: the option's source is the card, its target "trick"), which
submits a Command through the kernel's Match. Between the two humans the kit's curtain hides the table; U (on the
table, or on the curtain before the screen is passed) takes back the last move of the player at the screen.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.choices import Command
from tabletop.match import Match
from tabletop.ui import textlog, theme
from tabletop.ui.drag import Drag, Move, direct_moves, moves_from
from tabletop.ui.gesture import Gesture
from tabletop.ui.scene import Host, Scene
from tabletop.ui.widgets import draw_text

# The scenes it opens by name (the test registers them: tabletop/ui/registry.py): the table and the kit's curtain.
SCENES = {"high_card_table": "high_card_table:HighCardTable", "curtain": "tabletop.ui.curtain:CurtainScene"}
TRICK = "trick"
CARD_W, CARD_H, GAP = 70, 98, 14
UNDO_KEY = pygame.K_u
PAPER = (236, 233, 222)


class HighCardTable(Scene):
    name = "high_card_table"

    def __init__(self, app: Host, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.viewer = -1  # whose eyes the screen is for: -1 until a player says "I am ..." on the curtain
        self.gesture = Gesture(self)
        self.status = ""
        self.size = (0, 0)

    # ---- what the screen shows -------------------------------------------------------------------
    def view(self) -> Any:
        return self.match.view_for(self.viewer)

    def hand_rects(self, seat: int) -> list[tuple[str, pygame.Rect]]:
        """The cards of `seat`'s hand as the viewer may see them ("?" for hidden ones), each with its rect."""
        hand = self.view().state.hands[seat]
        w, h = self.size
        y = h - CARD_H - 30 if seat == max(self.viewer, 0) else 40
        x0 = w // 2 - (len(hand) * (CARD_W + GAP) - GAP) // 2
        return [(card, pygame.Rect(x0 + i * (CARD_W + GAP), y, CARD_W, CARD_H)) for i, card in enumerate(hand)]

    def trick_rect(self) -> pygame.Rect:
        w, h = self.size
        return pygame.Rect(w // 2 - 2 * CARD_W, h // 2 - CARD_H // 2 - 10, 4 * CARD_W, CARD_H + 20)

    def moves(self) -> list[Move]:
        p = self.match.pending
        return direct_moves(p) if p is not None and p.seat == self.viewer else []

    # ---- scene -----------------------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        self.size = (w, h)

    def update(self, dt: float) -> None:
        p = self.match.pending
        if p is not None and p.seat != self.viewer and self.app.top is self:
            self.gesture.cancel()
            mover = self.viewer
            self.viewer = -1  # nothing private is drawn until the next player is at the screen
            name = self.match.rules.seat_name(self.match.state, p.seat)
            take_back = {UNDO_KEY: lambda: self.undo(mover)} if mover >= 0 and self.match.can_undo(mover) else {}
            reason = "Press U to take your card back." if take_back else ""
            self.app.open("curtain", name, p.seat, self.set_viewer, reason=reason, keys=take_back)

    def set_viewer(self, seat: int) -> None:
        self.viewer = seat

    def undo(self, seat: int) -> None:
        if self.match.undo(seat):
            self.viewer = seat
            self.status = "Card taken back"
        else:
            self.status = "Nothing to take back"

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == UNDO_KEY:
            self.undo(self.viewer)
        else:
            self.gesture.handle_event(ev)

    # ---- the gesture's host (tabletop/ui/gesture.py) ---------------------------------------------
    def source_at(self, pos: tuple[int, int]) -> str | None:
        here = [c for c, r in self.hand_rects(self.viewer) if r.collidepoint(pos)] if self.viewer >= 0 else []
        return here[0] if here and moves_from(self.moves(), here[0]) else None

    def lift(self, sid: str, start: tuple[int, int], pos: tuple[int, int]) -> Drag | None:
        return Drag.lifted(sid, start, dict(self.hand_rects(self.viewer))[sid], moves_from(self.moves(), sid), pos=pos)

    def targets_at(self, pos: tuple[int, int]) -> list[str]:
        return [TRICK] if self.trick_rect().collidepoint(pos) else []

    def dropped(self, drag: Drag, chosen: list[Move], pos: tuple[int, int]) -> None:
        p = self.match.pending
        if len(chosen) == 1 and p is not None:
            r = self.match.submit(Command(p.seat, p.id, chosen[0].keys))
            self.status = chosen[0].label if r.ok else r.reason  # type: ignore[union-attr]

    def clicked(self, sid: str | None, pos: tuple[int, int]) -> None:
        pass  # a card is played by dragging it

    def cancelled(self, drag: Drag) -> None:
        pass  # the card lies in the hand again

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        s = self.view().state
        tr = self.trick_rect()
        pygame.draw.rect(surf, theme.PANEL, tr, border_radius=8)
        draw_text(surf, "Trick", (tr.x + 8, tr.y + 4), 14, theme.TEXT_DIM)
        for i, (_seat, card) in enumerate(s.table):
            self.card(surf, card, pygame.Rect(tr.x + 70 + i * (CARD_W + 30), tr.y + 10, CARD_W, CARD_H), "trick")
        drag = self.gesture.drag
        dragged = drag.sid if drag is not None else None
        for seat in range(len(s.hands)):
            for card, rect in self.hand_rects(seat):
                if card != dragged or seat != self.viewer:
                    self.card(surf, card, rect, f"hand{seat}")
            label = f"{s.names[seat]}: {s.tricks[seat]} tricks"
            draw_text(surf, label, (20, self.hand_rects(seat)[0][1].y if s.hands[seat] else 40), 16, theme.TEXT)
        if drag is not None:
            self.card(surf, drag.sid, drag.draw_rect(), f"hand{self.viewer}")
        line = self.status
        if self.match.over:
            line = "Winner: " + ", ".join(s.names[w] for w in s.winners)
        draw_text(surf, line, (20, self.size[1] // 2), 16, theme.ACCENT)

    def card(self, surf: pygame.Surface, card: str, rect: pygame.Rect, role: str) -> None:
        pygame.draw.rect(surf, PAPER, rect, border_radius=6)
        img = theme.font(28, True).render(card, True, theme.TEXT_DARK)
        at = img.get_rect(center=rect.center)
        surf.blit(img, at)
        textlog.record(surf, card, 28, at, role)
