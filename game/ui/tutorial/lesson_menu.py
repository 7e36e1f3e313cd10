"""The lesson's Esc menu: resume the lesson, start it again, the lesson list, settings, leave the tutorial (to
the main menu), quit. Nothing needs saving: the lesson reached is already in the settings, so Learn to play's
Continue brings the player back to this lesson (from its start)."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.scenes.base import Scene
from game.ui.scenes.registry import register
from game.ui.widgets import Button, ButtonGroup, draw_text, panel, shade


@register
class LessonMenuScene(Scene):
    name = "lesson_menu"
    opaque = False

    def __init__(self, app: Any, lesson: Any) -> None:
        super().__init__(app)
        self.lesson = lesson  # the tutorial scene: restart(), to_list(), leave_tutorial()
        self.buttons = ButtonGroup()

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        bw, bh, gap = sc(300), sc(44), sc(10)
        items = [("resume", "Resume the lesson", self.leave), ("restart", "Start the lesson again", self.restart),
                 ("list", "Lesson list", self.lesson.to_list), ("settings", "Settings", self.settings),
                 ("leave", "Leave tutorial", self.lesson.leave_tutorial), ("quit", "Quit", self.quit)]
        y0 = h // 2 - (len(items) * (bh + gap)) // 2 + sc(20)
        self.buttons.set([Button(pygame.Rect(w // 2 - bw // 2, y0 + i * (bh + gap), bw, bh), label, fn, key=k,
                                 size=sc(17)) for i, (k, label, fn) in enumerate(items)])
        self.buttons.focus = 0

    def restart(self) -> None:
        self.lesson.restart()

    def settings(self) -> None:
        self.app.open("settings")

    def quit(self) -> None:
        self.app.quit(0)

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.buttons.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.leave()

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        shade(surf, 150)
        box = self.buttons.buttons[0].rect.unionall([b.rect for b in self.buttons.buttons]).inflate(sc(40), sc(90))
        box.y -= sc(25)
        panel(surf, box, theme.PANEL, theme.ACCENT, radius=sc(12))
        draw_text(surf, "Lesson paused", (box.centerx, box.y + sc(14)), sc(24), theme.ACCENT, bold=True,
                  anchor="midtop")
        self.buttons.draw(surf)
