"""The lesson's Esc menu: resume the lesson, start it again, the lesson list, settings, leave the tutorial (to
the main menu), quit. Nothing needs saving: the lesson reached is already in the settings, so Learn to play's
Continue brings the player back to this lesson (from its start)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui.scenes.base import Scene
from tabletop.ui.registry import register
from tabletop.ui.widgets import ButtonGroup, draw_menu_box, menu_column


@register
class LessonMenuScene(Scene):
    name = "lesson_menu"
    opaque = False

    def __init__(self, app: Any, lesson: Any) -> None:
        super().__init__(app)
        self.lesson = lesson  # the tutorial scene: restart(), to_list(), leave_tutorial()
        self.buttons = ButtonGroup()

    def resize(self, w: int, h: int) -> None:
        items = [("resume", "Resume the lesson", self.leave), ("restart", "Start the lesson again", self.restart),
                 ("list", "Lesson list", self.lesson.to_list), ("settings", "Settings", self.settings),
                 ("leave", "Leave tutorial", self.lesson.leave_tutorial), ("quit", "Quit", self.quit)]
        self.buttons.set(menu_column(w, h, self.app.scale, items))
        self.buttons.focus = 0

    def restart(self) -> None:
        self.lesson.restart()

    def settings(self) -> None:
        self.app.open("settings")

    def quit(self) -> None:
        self.app.quit(0)

    def draw(self, surf: pygame.Surface) -> None:
        draw_menu_box(surf, self.buttons, "Lesson paused", self.app.scale)
