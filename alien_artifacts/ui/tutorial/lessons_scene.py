"""Learn to play's lesson list: every lesson with its title and one-line summary, a tick on those finished, and
Continue (the lesson reached, or the next unfinished one). Picking a lesson puts it on the table
(alien_artifacts/ui/tutorial/tutorial_scene.py, opened by name); Back or Esc returns to the main menu."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from alien_artifacts.ui.tutorial import progress
from alien_artifacts.ui.tutorial.course import get_course
from alien_artifacts.ui.tutorial.start import start_lesson
from game.ui import theme
from game.ui.scenes.base import Scene
from tabletop.ui.registry import register
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, ellipsize, fit_size


def draw_tick(surf: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """A green disc with a white check mark: the lesson is finished."""
    pygame.draw.circle(surf, (70, 160, 90), centre, r)
    x, y = centre
    pts = [(x - r * 0.5, y + r * 0.02), (x - r * 0.12, y + r * 0.42), (x + r * 0.55, y - r * 0.38)]
    pygame.draw.lines(surf, (245, 250, 240), False, [(round(a), round(b)) for a, b in pts], max(2, r // 4))


@register
class LessonsScene(Scene):
    name = "lessons"

    def __init__(self, app: Any, message: str = "") -> None:
        super().__init__(app)
        self.buttons = ButtonGroup()
        self.rows: list[tuple[Button, int]] = []  # (the row's button, the lesson's index)
        self.page = 0
        self.per_page = 1
        self.message = message  # a lesson that could not start, in one line

    @property
    def lessons(self) -> tuple[Any, ...]:
        course = get_course(self.app.cards()).course
        return tuple(course.lessons) if course is not None else ()

    @property
    def problem(self) -> str:
        """The line in red under the title: a lesson that could not start, or a course that could not load."""
        loaded = get_course(self.app.cards())
        return self.message or (f"The lessons could not be loaded: {loaded.problem}" if loaded.course is None else "")

    def on_top(self) -> None:
        self.resize(*self.app.screen.get_size())

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        lessons = self.lessons
        done = progress.done_ids(self.app.settings, lessons)
        cols = 2 if w >= sc(1000) else 1
        gap = sc(8)
        col_w = min(sc(580), (w - sc(60) - (cols - 1) * sc(16)) // cols)
        row_h = sc(58)
        top, bottom = sc(128), h - sc(96)
        per_col = max(1, (bottom - top) // (row_h + gap))
        self.per_page = per_col * cols
        pages = max(1, -(-len(lessons) // self.per_page))
        self.page = max(0, min(self.page, pages - 1))
        x0 = w // 2 - (cols * col_w + (cols - 1) * sc(16)) // 2
        first = self.page * self.per_page
        btns: list[Button] = []
        self.rows = []
        for n, i in enumerate(range(first, min(len(lessons), first + self.per_page))):
            col, row = divmod(n, per_col)
            r = pygame.Rect(x0 + col * (col_w + sc(16)), top + row * (row_h + gap), col_w, row_h)
            b = Button(r, " ", partial(self.start, i), key=f"lesson{i}", size=sc(15),  # words drawn below
                       colour=theme.PANEL if lessons[i].id in done else theme.PANEL_HI)
            btns.append(b)
            self.rows.append((b, i))
        by, bh = h - sc(74), sc(46)
        nxt = progress.continue_index(self.app.settings, lessons)
        if nxt is None and lessons:
            label, target = "Play again from lesson 1", 0
        elif nxt is not None:
            label = "Continue: " if (done or self.app.settings.lesson_at) else "Start: "
            label, target = f"{label}{nxt + 1}. {lessons[nxt].title}", nxt
        else:
            label, target = "Continue", -1
        cw = sc(420)
        btns.append(Button(pygame.Rect(w // 2 - cw // 2, by, cw, bh),
                           ellipsize(label, fit_size(label, sc(17), False, cw - sc(16), theme.MIN_TEXT_PX), False,
                                     cw - sc(12)),
                           (lambda: self.start(target)), key="continue", enabled=target >= 0, size=sc(17),
                           colour=(60, 96, 70)))
        btns.append(Button(pygame.Rect(w // 2 - cw // 2 - sc(16) - sc(160), by, sc(160), bh), "Back", self.leave,
                           key="back", size=sc(16)))
        if pages > 1:
            btns.append(Button(pygame.Rect(w // 2 + cw // 2 + sc(16), by, sc(76), bh), "◀", self.newer, key="newer",
                               enabled=self.page > 0, size=sc(16)))
            btns.append(Button(pygame.Rect(w // 2 + cw // 2 + sc(100), by, sc(76), bh), "▶", self.older, key="older",
                               enabled=self.page < pages - 1, size=sc(16)))
        self.buttons.set(btns)
        if self.buttons.focus < 0:
            self.buttons.focus = next(i for i, b in enumerate(btns) if b.key == "continue")

    def newer(self) -> None:
        self.page -= 1
        self.on_top()

    def older(self) -> None:
        self.page += 1
        self.on_top()

    def start(self, index: int) -> None:
        problem = start_lesson(self.app, index)
        if problem:
            self.message = problem
            self.on_top()

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        w, _h = surf.get_size()
        surf.blit(self.app.starfield(), (0, 0))
        loaded = get_course(self.app.cards())
        lessons = self.lessons
        settings = self.app.settings
        done = progress.done_ids(settings, lessons)
        draw_text(surf, "Learn to play", (w // 2, sc(24)), sc(40), theme.ACCENT, bold=True, anchor="midtop")
        if loaded.course is None:
            sub = "Learn to play is not available."
        elif settings.tutorial_finished:
            sub = (f"You have played the tutorial through ({len(done)} of {len(lessons)} lessons finished). "
                   "Play any lesson again.")
        else:
            sub = (f"{len(lessons)} short lessons on a real table against one opponent: do what the text says, "
                   "by dragging. Esc leaves; Continue comes back.")
        size = fit_size(sub, sc(15), False, w - sc(40), theme.MIN_TEXT_PX)
        draw_text(surf, ellipsize(sub, size, False, w - sc(40)), (w // 2, sc(76)), size, theme.TEXT_DIM,
                  anchor="midtop")
        line = self.problem
        if line:
            size = fit_size(line, sc(14), False, w - sc(40), theme.MIN_TEXT_PX)
            draw_text(surf, ellipsize(line, size, False, w - sc(40)), (w // 2, sc(100)), size, theme.DANGER,
                      anchor="midtop")
        self.buttons.draw(surf)
        for b, i in self.rows:
            self._draw_row(surf, b.rect, i, lessons[i], lessons[i].id in done, lessons[i].id == settings.lesson_at)

    def _draw_row(self, surf: pygame.Surface, r: pygame.Rect, i: int, lesson: Any, finished: bool,
                  reached: bool) -> None:
        sc = self.app.scale
        tick_r = sc(13)
        cx = r.x + sc(12) + tick_r
        if finished:
            draw_tick(surf, (cx, r.centery), tick_r)
        else:
            pygame.draw.circle(surf, theme.ACCENT if reached else theme.PANEL_EDGE, (cx, r.centery), tick_r, 2)
        x = cx + tick_r + sc(12)
        room = r.right - sc(10) - x
        title = f"{i + 1}. {lesson.title}" + ("   (you are here)" if reached and not finished else "")
        tsize = fit_size(title, sc(16), True, room, theme.MIN_TEXT_PX)
        draw_text(surf, ellipsize(title, tsize, True, room), (x, r.y + sc(7)), tsize,
                  theme.TEXT if not finished else theme.mix(theme.TEXT, theme.TEXT_DIM, 0.4), bold=True)
        summary = lesson.summary
        ssize = fit_size(summary, sc(13), False, room, theme.MIN_TEXT_PX)
        draw_text(surf, ellipsize(summary, ssize, False, room), (x, r.y + sc(32)), ssize, theme.TEXT_DIM)
