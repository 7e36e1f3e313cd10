"""A modal dialog: a title, a message in words and a row of choices. It stays until the player picks
one (Esc picks the last, the "stay here" choice); nothing under it reacts meanwhile."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import theme
from game.ui.scenes.base import Choice, Scene
from tabletop.ui.registry import register
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, draw_wrapped, panel, shade, wrapped_height


@register
class DialogScene(Scene):
    name = "dialog"
    opaque = False

    def __init__(self, app: Any, title: str, text: str, choices: list[Choice], danger: bool = True,
                 focus: int = 0) -> None:
        super().__init__(app)
        self.focus = focus  # the choice Enter picks (the safe one for a question that destroys something)
        self.title = title
        self.text = text
        self.choices = choices
        self.danger = danger
        self.buttons = ButtonGroup()
        self.box = pygame.Rect(0, 0, 0, 0)

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        bw_each = sc(210)
        gap = sc(14)
        width = max(sc(560), len(self.choices) * (bw_each + gap) + sc(40))
        width = min(width, w - sc(20))
        text_h = wrapped_height(self.text, sc(16), width - sc(48))
        height = sc(70) + min(text_h, h // 2) + sc(90)
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        bw = min(bw_each, (width - sc(40)) // max(1, len(self.choices)) - gap)
        total = len(self.choices) * bw + (len(self.choices) - 1) * gap
        x0 = self.box.centerx - total // 2
        y = self.box.bottom - sc(60)
        self.buttons.set([Button(pygame.Rect(x0 + i * (bw + gap), y, bw, sc(42)), label, self._pick(fn), key=key,
                                 size=sc(15)) for i, (key, label, fn) in enumerate(self.choices)])
        self.buttons.focus = self.focus

    def _pick(self, fn: Callable[[], None] | None) -> Callable[[], None]:
        def pick() -> None:
            self.leave()  # the dialog leaves the stack first; then its choice acts
            if fn is not None:
                fn()
        return pick

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.buttons.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and self.buttons.buttons:
            action = self.buttons.buttons[-1].action
            if action is not None:
                action()

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        shade(surf, 160)
        edge = theme.DANGER if self.danger else theme.ACCENT
        panel(surf, self.box, theme.PANEL, edge, radius=sc(12), width=2)
        draw_text(surf, self.title, (self.box.centerx, self.box.y + sc(16)), sc(22), edge, bold=True,
                  anchor="midtop")
        body = pygame.Rect(self.box.x + sc(24), self.box.y + sc(56), self.box.w - sc(48),
                           self.box.h - sc(56) - sc(76))
        draw_wrapped(surf, self.text, body, sc(16), theme.TEXT, centre=True)
        self.buttons.draw(surf)
