"""Learn to play Age of Galaxy: the course's lessons, each a button with its summary and a tick once played to its
end (the settings' galaxy_lessons_done); Continue opens the first lesson not yet done. A course that cannot be read is
one line naming the file. Esc or Back returns to the menu."""

from __future__ import annotations

from functools import partial

import pygame

from age_of_galaxy.lessons.loader import load_course
from age_of_galaxy.ui.lesson_table import done_ids
from tabletop.lessons.model import Course, LessonError
from tabletop.ui import theme
from tabletop.ui.registry import register
from tabletop.ui.scene import Host, Scene
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, ellipsize, panel


@register
class AogLessonsScene(Scene):
    name = "aog_lessons"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.buttons = ButtonGroup()
        self.error = ""
        self.course: Course | None = None
        try:
            self.course = load_course()
        except LessonError as exc:
            self.error = str(exc)
        self.box = pygame.Rect(0, 0, 0, 0)

    def on_top(self) -> None:
        self.relayout()

    def resize(self, w: int, h: int) -> None:
        self.relayout()

    def start(self, index: int) -> None:
        if self.course is not None:
            self.app.open("aog_lesson", self.course, index)

    def next_index(self) -> int | None:
        if self.course is None:
            return None
        done = done_ids(self.app.settings)  # type: ignore[attr-defined]
        return next((i for i, x in enumerate(self.course.lessons) if x.id not in done), None)

    def relayout(self) -> None:
        sc = self.app.scale
        w, h = self.app.screen.get_size()
        bw = min(sc(760), w - sc(40))
        self.box = pygame.Rect(w // 2 - bw // 2, sc(20), bw, h - sc(40))
        btns = []
        lessons = self.course.lessons if self.course is not None else ()
        rh, gap, top = sc(50), sc(6), self.box.y + sc(64)
        for i, _lesson in enumerate(lessons):
            btns.append(Button(pygame.Rect(self.box.x + sc(20), top + i * (rh + gap), self.box.w - sc(40), rh), "",
                               partial(self.start, i), key=f"lesson{i}", size=sc(16)))
        nxt = self.next_index()
        y = self.box.bottom - sc(52)
        btns.append(Button(pygame.Rect(self.box.x + sc(20), y, sc(200), sc(40)), "Back", self.leave, key="back",
                           size=sc(17)))
        btns.append(Button(pygame.Rect(self.box.right - sc(260), y, sc(240), sc(40)),
                           "Continue" if nxt is not None else "All lessons done", partial(self.start, nxt or 0),
                           key="continue", size=sc(17), enabled=nxt is not None, colour=(60, 90, 60)))
        self.buttons.set(btns)

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        self.app.backdrop(surf)
        panel(surf, self.box, theme.PANEL, theme.PANEL_EDGE, radius=sc(12), alpha=225)
        draw_text(surf, "AGE OF GALAXY — LEARN TO PLAY", (self.box.centerx, self.box.y + sc(16)), sc(28),
                  theme.ACCENT, bold=True, anchor="midtop")
        self.buttons.draw(surf)
        if self.course is None:
            draw_text(surf, ellipsize(self.error, sc(15), False, self.box.w - sc(40)),
                      (self.box.centerx, self.box.y + sc(90)), sc(15), theme.DANGER, anchor="midtop")
            return
        done = done_ids(self.app.settings)  # type: ignore[attr-defined]
        for b in self.buttons.buttons:
            if not b.key.startswith("lesson"):
                continue
            i = int(b.key[6:])
            lesson = self.course.lessons[i]
            tick = "✓ " if lesson.id in done else ""
            draw_text(surf, f"{tick}{i + 1}. {lesson.title}", (b.rect.x + sc(12), b.rect.y + sc(5)), sc(17),
                      theme.OK if lesson.id in done else theme.TEXT, bold=True)
            draw_text(surf, ellipsize(lesson.summary, sc(14), False, b.rect.w - sc(24)),
                      (b.rect.x + sc(12), b.rect.y + sc(28)), sc(14), theme.TEXT_DIM)
