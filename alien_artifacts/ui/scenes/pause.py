"""The in-game menu (Esc): resume, save, settings, save and leave to the menu, save and quit.

Leaving never loses the game quietly: if the save fails, a dialog says why and offers to try again
or to leave without saving (the previous save stays as it was)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.scenes.base import Scene
from tabletop.ui.registry import register
from tabletop.ui.widgets import ButtonGroup, draw_menu_box, menu_column


@register
class PauseScene(Scene):
    name = "pause"
    opaque = False

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.buttons = ButtonGroup()

    def resize(self, w: int, h: int) -> None:
        items = [("resume", "Resume", self.resume), ("save", "Save game", self.save),
                 ("settings", "Settings", self.settings), ("menu", "Save and leave to the menu", self.to_menu),
                 ("quit", "Save and quit", self.quit)]
        self.buttons.set(menu_column(w, h, self.app.scale, items))
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

    def escape(self) -> None:
        self.resume()

    def draw(self, surf: pygame.Surface) -> None:
        draw_menu_box(surf, self.buttons, "Paused", self.app.scale)
