"""`python -m game --smoke-test tutorial --game age-of-galaxy`: every lesson of Learn to play Age of Galaxy played
through the real scene loop by posted mouse events, headless if need be.

From the main menu: Learn to play, Continue, then each lesson to its end by the drags and clicks its step asks for
(a disc or a card dragged onto the step's highlighted place, the End turn button, a reward or payment on the option
panel, a planet clicked in War, Next on a reading step), Next lesson after each, until the last lesson's Done.
Prints one JSON line (lessons, steps, drags, clicks, frames, seconds) and exits 0; a lesson that shows nothing to
play exits 4 with one line naming the lesson and the step; a run longer than TIMEOUT exits 3. The player's settings
file is never written (the progress is played in memory).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui.lesson_smoke import LessonSmoke, Stuck, Tally

PATIENCE = 600  # frames a lesson may stand still


def _ev(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


class LessonPlayer:
    """Call `tick()` once a frame; `done` once the last lesson's Done was pressed."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.queue: list[pygame.event.Event] = []
        self.tally = Tally()
        self.done = False
        self.started = False
        self.course_len = 0
        self._where: tuple[Any, ...] | None = None
        self._still = 0

    def click(self, pos: tuple[int, int]) -> None:
        self.queue += [_ev(pygame.MOUSEMOTION, pos), _ev(pygame.MOUSEBUTTONDOWN, pos), _ev(pygame.MOUSEBUTTONUP, pos)]
        self.tally.clicks += 1

    def drag(self, a: tuple[int, int], b: tuple[int, int]) -> None:
        self.queue += [_ev(pygame.MOUSEMOTION, a), _ev(pygame.MOUSEBUTTONDOWN, a)]
        for k in range(1, 7):
            self.queue.append(_ev(pygame.MOUSEMOTION, (a[0] + (b[0] - a[0]) * k // 6, a[1] + (b[1] - a[1]) * k // 6)))
        self.queue.append(_ev(pygame.MOUSEBUTTONUP, b))
        self.tally.drags += 1

    def press(self, buttons: Any, key: str) -> bool:
        b = next((b for b in buttons.buttons if b.key == key and b.enabled), None)
        if b is None:
            return False
        self.click(b.rect.center)
        return True

    def tick(self) -> None:
        if self.queue:
            pygame.event.post(self.queue.pop(0))
            return
        top = self.app.top
        name = getattr(top, "name", "")
        if name == "menu" and not self.started:
            if not self.press(top.buttons, "age-of-galaxy:learn"):
                raise Stuck("the menu has no Learn to play for Age of Galaxy")
            self.started = True
        elif name == "aog_lessons":
            if top.course is None:
                raise Stuck(top.error)
            self.course_len = len(top.course.lessons)
            if self.tally.lessons >= self.course_len:
                self.done = True
            elif not self.press(top.buttons, "continue"):
                raise Stuck("the lesson list offers no Continue")
        elif name == "aog_lesson":
            self.lesson(top)
        elif name != "menu":
            raise Stuck(f"the scene on top is {name!r}, not a lesson")

    def lesson(self, scene: Any) -> None:
        coach = scene.coach
        where = (scene.index, coach.index, len(scene.match.events), coach.finished)
        if where != self._where:
            if self._where is not None and self._where[0] == scene.index and where[1] > self._where[1]:
                self.tally.steps += where[1] - self._where[1]
            self._where, self._still = where, 0
        else:
            self._still += 1
            if self._still > PATIENCE:
                step = coach.step
                raise Stuck(f"lesson {scene.index + 1} ({scene.lesson.id}) step {coach.index + 1}: nothing moved for "
                            f"{PATIENCE} frames" + (f" ({step.say[:80]!r})" if step is not None else ""))
        if scene.gesture.drag is not None or scene.glides or scene.playout.current() is not None:
            return
        if coach.finished:
            if self.press(scene.lesson_buttons, "next_lesson"):
                self.tally.lessons += 1
            return
        step = coach.step
        if step.reading:
            self.press(scene.lesson_buttons, "next")
            return
        p = scene.mine()
        if p is None or step.wait:
            return
        allowed = {o.key for o in (coach.filter(p).options if coach.filter(p) is not None else ())}
        if scene.asking:
            for m in scene.asking:
                if m.keys[0] not in allowed:
                    continue
                b = next((b for b in scene.option_buttons.buttons if b.key in (m.keys[-1], "|".join(m.keys))), None)
                if b is not None:
                    self.click(b.rect.center)
                    return
        if "end" in allowed and self.press(scene.buttons, "end"):
            return
        lay = scene.layout()
        for m in scene.moves():
            src, dst = lay.sources.get(m.source), lay.places.get(m.target) if m.target else None
            if src is not None and dst is not None:
                self.drag(src.center, dst.center)
                return
        for b in (*scene.option_buttons.buttons, *scene.buttons.buttons):
            if b.key in allowed and b.enabled:
                self.click(b.rect.center)
                return
        for place, _ms in scene.clickable().items():
            r = lay.places.get(place)
            if r is not None:
                self.click(r.center)
                return
        if self._still > 30:
            raise Stuck(f"lesson {scene.index + 1} ({scene.lesson.id}) step {coach.index + 1}: nothing to play for "
                        f"{step.say[:80]!r}")


class AogLessonSmoke(LessonSmoke):
    """Call `tick()` after every frame the app draws (App.run's `on_frame`; the kernel's LessonSmoke)."""

    def __init__(self, app: Any) -> None:
        app.aog_pace = 0.0
        player = LessonPlayer(app)
        app.settings.galaxy_lessons_done = ()  # from the start, whatever the player's own progress is
        super().__init__(app, player, {"game": "age-of-galaxy"})
