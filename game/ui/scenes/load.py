"""Load a saved game: the saves in the user data folder, newest first."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame

from game.ui import storage, theme
from game.ui.scenes.base import Scene
from game.ui.widgets import Button, ButtonGroup, draw_text

MAX_ROWS = 10


class LoadScene(Scene):
    name = "load"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.buttons = ButtonGroup()

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        bw, bh, gap = sc(560), sc(40), sc(8)
        btns = []
        for i, p in enumerate(storage.list_saves()[:MAX_ROWS]):
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(p.stat().st_mtime))
            label = f"{'Autosave' if p.name == storage.AUTOSAVE else p.stem}   ·   {when}"
            btns.append(Button(pygame.Rect(w // 2 - bw // 2, sc(120) + i * (bh + gap), bw, bh), label,
                               (lambda p=p: self.open(p)), key=f"save{i}", size=sc(15)))
        btns.append(Button(pygame.Rect(w // 2 - sc(100), h - sc(80), sc(200), sc(44)), "Back",
                           lambda: self.app.pop(self), key="back", size=sc(16)))
        self.buttons.set(btns)

    def open(self, path: Path) -> None:
        from game.ui.scenes.table import open_saved

        if not open_saved(self.app, path):
            self.app.pop(self)

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.buttons.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.app.pop(self)

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        w, _h = surf.get_size()
        surf.blit(self.app.starfield(), (0, 0))
        draw_text(surf, "Load a game", (w // 2, sc(40)), sc(40), theme.ACCENT, bold=True, anchor="midtop")
        if len(self.buttons.buttons) <= 1:
            draw_text(surf, "No saved games yet.", (w // 2, sc(140)), sc(18), theme.TEXT_DIM, anchor="midtop")
        self.buttons.draw(surf)
