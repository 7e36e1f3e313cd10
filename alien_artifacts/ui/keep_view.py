"""The keep-one-card choice of a Buy (issue 25 point 6): every drawn card with both its sides and its cost, big
enough to read, and a Keep button under each.

The panel lies over the table left of the side panel (the prompt, the options and the log stay in view);
"Look at the table" folds it to a strip at the top and back. It answers with the engine's own `keep` options, read
by their fields (verb "keep", card): the same options the buttons on the right offer.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from alien_artifacts.content.model import KIND_COLOUR, CardSet
from alien_artifacts.engine.choices import Option, PendingChoice
from alien_artifacts.engine.grammar import capital
from alien_artifacts.ui.sprites.card_face import card_height
from game.ui import theme
from tabletop.ui import textlog
from tabletop.ui.widgets import Button, ButtonGroup, button_height, draw_text, fit_size, panel

if TYPE_CHECKING:  # the card faces load with the first table
    from alien_artifacts.ui.sprites.card_face import Faces

GAP = 10  # design pixels between the two faces of a card and between cards


def keep_options(pending: PendingChoice | None) -> list[Option]:
    """The `keep` options of a choice (by their fields, never their keys): one per drawn card."""
    if pending is None or pending.kind != "keep":
        return []
    return [o for o in pending.options if o.verb == "keep" and o.card]


def cost_words(cards: CardSet | None, uid: str) -> str:
    """A drawn card's printed cost: "cost 5 blue" (discounts apply when it is paid for)."""
    cd = cards.cards.get(uid) if cards is not None else None
    if cd is None or cards is None:
        return ""
    return f"cost {cards.rules.base_cost} {KIND_COLOUR[cd.kind]}"


class KeepPanel:
    """Laid out for the area it is given; `buttons` are "Keep <name>" (one per card) and the fold toggle."""

    def __init__(self) -> None:
        self.buttons = ButtonGroup()
        self.folded = False
        self.rect: pygame.Rect | None = None
        self.cards_at: list[tuple[str, pygame.Rect, pygame.Rect, pygame.Rect]] = []  # uid, logistics, op, caption
        self.face_w = 0
        self._key: tuple[object, ...] | None = None

    def clear(self) -> None:
        """No cards to keep: the panel goes, and the next Buy's panel opens unfolded (the player folded this one
        to look at the table, not every one to come)."""
        self.rect, self.cards_at, self._key = None, [], None
        self.folded = False
        self.buttons.set([])

    def build(self, area: pygame.Rect, options: list[Option], sc: Callable[[float], int], cards: CardSet | None,
              name_of: Callable[[str], str], keep: Callable[[str], None],
              allowed: frozenset[str] | None = None, strip: pygame.Rect | None = None) -> None:
        """Lay the panel out in `area` for the `keep` options (cached until they or the area change). `allowed`:
        the cards that may be kept now when a scene narrows the choice (a lesson): the others still show, with
        their Keep button greyed, so the player sees every card drawn. `strip`: where the folded panel's button
        lies (the table's open area, where the drawn cards are: it covers no player's name, VP or credits);
        without it, along the top of `area`."""
        key = (tuple(area), tuple(o.key for o in options), self.folded, allowed, tuple(strip or ()))
        if key == self._key:
            return
        self._key = key
        if not options:
            self.clear()
            return
        toggle_w, bar_h = sc(190), sc(30)
        if self.folded:
            if strip is not None:
                h = min(strip.h, button_height("Show the drawn cards", sc(13), strip.w, bar_h))  # wrapped if narrow
                r = pygame.Rect(strip.x, strip.bottom - h, strip.w, h)
                self.rect = pygame.Rect(r)
            else:
                r = pygame.Rect(area.right - toggle_w - sc(6), area.y + sc(4), toggle_w, bar_h)
                self.rect = pygame.Rect(area.x, area.y, area.w, bar_h + sc(8))
            self.cards_at = []
            self.buttons.set([Button(r, "Show the drawn cards", self.toggle, key="keep_fold", size=sc(13),
                                     colour=(60, 60, 100))])
            return
        self.rect = pygame.Rect(area)
        title_h, caption_h, button_h, pad, gap = sc(26), sc(22), sc(30), sc(8), sc(GAP)
        n = len(options)
        best = (0, 1)
        for rows in range(1, n + 1):  # the arrangement that gives the widest faces
            cols = -(-n // rows)
            room_w = (area.w - 2 * pad - (2 * cols - 1) * gap - (cols - 1) * gap) // (2 * cols)
            room_h = (area.h - title_h - 2 * pad - rows * (caption_h + button_h + sc(6)) - (rows - 1) * gap)
            w = min(room_w, round(room_h / rows / theme.CARD_RATIO), sc(230))
            if w > best[0]:
                best = (w, rows)
        w, rows = best
        w = max(8, w)
        h = card_height(w)
        cols = -(-n // rows)
        block_w = 2 * w + gap
        block_h = h + caption_h + button_h + sc(6)
        total_w = cols * block_w + (cols - 1) * 2 * gap
        x0 = area.x + (area.w - total_w) // 2
        y0 = area.y + title_h + pad + max(0, (area.h - title_h - 2 * pad - rows * block_h - (rows - 1) * gap) // 2)
        self.face_w = w
        self.cards_at = []
        buttons = []
        for i, o in enumerate(options):
            row, col = divmod(i, cols)
            in_row = min(cols, n - row * cols)  # a last row with fewer cards is centred too
            x = x0 + (cols - in_row) * (block_w + 2 * gap) // 2 + col * (block_w + 2 * gap)
            y = y0 + row * (block_h + gap)
            log = pygame.Rect(x, y, w, h)
            op = pygame.Rect(x + w + gap, y, w, h)
            caption = pygame.Rect(x, y + h + sc(2), block_w, caption_h)
            uid = o.card or ""  # (a keep option always names its card: keep_options)
            self.cards_at.append((uid, log, op, caption))
            buttons.append(Button(pygame.Rect(x, caption.bottom + sc(2), block_w, button_h),
                                  f"Keep {name_of(uid)}", partial(keep, uid), key=f"keep:{uid}",
                                  enabled=allowed is None or uid in allowed, size=sc(14), colour=(50, 80, 60)))
        buttons.append(Button(pygame.Rect(area.right - toggle_w - pad, area.y + sc(4), toggle_w, title_h - sc(4)),
                              "Look at the table", self.toggle, key="keep_fold", size=sc(12)))
        self.buttons.set(buttons)

    def toggle(self) -> None:
        self.folded = not self.folded
        self._key = None

    def place_of(self, name: str) -> pygame.Rect | None:
        """Where "card:<uid>" (a drawn card) lies on the panel: its two faces, its cost and its Keep button
        (None when the panel does not show it). The table's place_rect asks here first."""
        kind, _, uid = name.partition(":")
        if kind != "card":
            return None
        for u, log, op, caption in self.cards_at:
            if u == uid:
                button = self.buttons.by_key(f"keep:{uid}")
                return log.unionall([op, caption] + ([button.rect] if button is not None else []))
        return None

    def card_at(self, pos: tuple[int, int]) -> str | None:
        """The drawn card whose faces or caption lie under pos (a click there keeps it)."""
        for uid, log, op, caption in self.cards_at:
            if log.collidepoint(pos) or op.collidepoint(pos) or caption.collidepoint(pos):
                return uid
        return None

    def handle_event(self, ev: pygame.event.Event, keep: Callable[[str], None]) -> bool:
        """Buttons, then a click on a card; True when the panel took the event."""
        if self.rect is None:
            return False
        if self.buttons.handle_event(ev):
            return True
        if ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and getattr(ev, "button", 0) == 1 \
                and self.rect.collidepoint(ev.pos):
            uid = self.card_at(ev.pos)
            if uid is not None and ev.type == pygame.MOUSEBUTTONUP:
                keep(uid)
            return True  # the table under the panel is not clicked through it
        return False

    def draw(self, surf: pygame.Surface, faces: Faces, cards: CardSet | None, sc: Callable[[float], int],
             title: str) -> None:
        if self.rect is None:
            return
        if self.folded:  # only its button ("Show the drawn cards"): the table stays in view
            self.buttons.draw(surf)
            return
        panel(surf, self.rect, (16, 20, 36), theme.ACCENT, radius=sc(8), width=2)
        textlog.record(surf, "", 0, self.rect, "cover")  # what the table drew here is under the panel now
        room = self.rect.w - sc(220)
        size = fit_size(title, sc(15), True, room, theme.MIN_TEXT_PX)
        draw_text(surf, title, (self.rect.x + sc(10), self.rect.y + sc(6)), size, theme.ACCENT, bold=True)
        for uid, log, op, caption in self.cards_at:
            surf.blit(faces.card(uid, log.w, "logistics"), log)
            surf.blit(faces.card(uid, op.w, "operational"), op)
            words = f"{faces.name_of(uid)}: {cost_words(cards, uid)}"
            size = fit_size(words, sc(15), True, caption.w, theme.MIN_TEXT_PX)
            if theme.font(size, True).size(words)[0] > caption.w:  # the faces name it; the cost always shows
                words = capital(cost_words(cards, uid))
                size = fit_size(words, sc(15), True, caption.w, theme.MIN_TEXT_PX)
            draw_text(surf, words, caption.midtop, size, theme.TEXT, bold=True, anchor="midtop")
        self.buttons.draw(surf)
