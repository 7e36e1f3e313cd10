"""Hot seat: a full-screen "pass to <name>" curtain that hides every hand until that player clicks."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.ui import theme
from tabletop.ui.registry import register
from tabletop.ui.scene import Host, Scene
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, draw_wrapped


@register
class CurtainScene(Scene):
    """Opaque: nothing of the scenes below (and no hidden card) is drawn while it is up. Its one button (or Enter)
    takes it down and calls `on_ready(seat)`; the background is the host's `backdrop`. `keys` are other keys it
    answers while up (e.g. the player who just moved takes the move back): the key takes it down and calls its
    action instead."""

    name = "curtain"
    opaque = True

    def __init__(self, app: Host, name: str, seat: int, on_ready: Callable[[int], None], reason: str = "",
                 keys: dict[int, Callable[[], None]] | None = None) -> None:
        super().__init__(app)
        self.keys = dict(keys or {})
        self.player = name
        self.seat = seat
        self.on_ready = on_ready
        self.reason = reason
        self.buttons = ButtonGroup()

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        bw, bh = sc(360), sc(56)
        self.buttons.set([Button(pygame.Rect(w // 2 - bw // 2, h // 2 + sc(60), bw, bh),
                                 f"I am {self.player}: show my cards", self.ready, key="ready", size=sc(18))])
        self.buttons.focus = 0

    def ready(self) -> None:
        self.leave()
        self.on_ready(self.seat)

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key in self.keys:
            self.leave()
            self.keys[ev.key]()
            return
        self.buttons.handle_event(ev)

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        w, h = surf.get_size()
        self.app.backdrop(surf)
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((5, 6, 14, 150))
        surf.blit(shade, (0, 0))
        draw_text(surf, f"Pass the screen to {self.player}", (w // 2, h // 2 - sc(70)), sc(40), theme.ACCENT,
                  bold=True, anchor="center")
        sub = self.reason or "Everyone else, please look away: the next screen shows this player's hand."
        draw_wrapped(surf, sub, pygame.Rect(w // 2 - sc(330), h // 2 - sc(30), sc(660), sc(70)), sc(17),
                     theme.TEXT_DIM, centre=True)
        self.buttons.draw(surf)
