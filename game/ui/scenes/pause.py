"""The in-game menu (Esc): resume, save, settings, save and leave to the menu, save and quit.

Leaving never loses the game quietly: if the save fails, a dialog says why and offers to try again
or to leave without saving (the previous save stays as it was)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.scenes.base import Scene
from game.ui.scenes.registry import register
from game.ui.widgets import Button, ButtonGroup, draw_text, panel, shade


@register
class PauseScene(Scene):
    name = "pause"
    opaque = False

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.buttons = ButtonGroup()

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        bw, bh, gap = sc(300), sc(44), sc(10)
        items = [("resume", "Resume", self.resume), ("save", "Save game", self.save),
                 ("settings", "Settings", self.settings), ("menu", "Save and leave to the menu", self.to_menu),
                 ("quit", "Save and quit", self.quit)]
        y0 = h // 2 - (len(items) * (bh + gap)) // 2 + sc(20)
        self.buttons.set([Button(pygame.Rect(w // 2 - bw // 2, y0 + i * (bh + gap), bw, bh), label, fn, key=k,
                                 size=sc(17)) for i, (k, label, fn) in enumerate(items)])
        self.buttons.focus = 0

    def resume(self) -> None:
        self.leave()

    def save(self) -> None:
        if self.table.save():  # on failure the table shows a dialog over this menu
            self.leave()

    def settings(self) -> None:
        self.app.open("settings")

    def to_menu(self) -> None:
        self.table.save_then(lambda: self.app.show("menu"), "Leave without saving")

    def quit(self) -> None:
        self.table.save_then(lambda: self.app.quit(0), "Quit without saving")

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.buttons.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.resume()

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        shade(surf, 150)
        box = self.buttons.buttons[0].rect.unionall([b.rect for b in self.buttons.buttons]).inflate(sc(40), sc(90))
        box.y -= sc(25)
        panel(surf, box, theme.PANEL, theme.ACCENT, radius=sc(12))
        draw_text(surf, "Paused", (box.centerx, box.y + sc(14)), sc(24), theme.ACCENT, bold=True, anchor="midtop")
        self.buttons.draw(surf)
