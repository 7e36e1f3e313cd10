"""A lesson of Learn to play on Age of Galaxy's real table (docs/age-of-galaxy/LESSONS.md).

`AogLessonScene` is the table (scene.py) with the kernel's Coach (age_of_galaxy/lessons/coach.py) between the player
and the match: the player's drags and clicks are cut to the step's move (a drop elsewhere glides back and the
panel says what the lesson asks), the rival is the lesson's script (played at the table's pace, never an AI), and
the step's places glow. The lesson panel sits where the log was: the lesson and step, the words, Next on a reading
step, Next lesson and Lessons at the end. Take back and Suggest are off (they would step outside the script).
Progress (the settings' galaxy_lessons_done, this game's part of the settings file) goes to the settings when a
lesson is played to its end.
"""

from __future__ import annotations

import math
from typing import Any

import attrs
import pygame

from age_of_galaxy.engine import targets as T
from age_of_galaxy.lessons.coach import AogCoach
from age_of_galaxy.ui import moves as M
from age_of_galaxy.ui.reasons import piece_of
from age_of_galaxy.ui.scene import AogTableScene
from age_of_galaxy.ui.seats import PACE, SeatDriver
from age_of_galaxy.ui.start import HUMAN, Setup
from tabletop.choices import Command
from tabletop.lessons.model import Course, LessonStep
from tabletop.ui import theme
from tabletop.ui.drag import Drag, Move
from tabletop.ui.registry import register
from tabletop.ui.scene import Host
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, draw_wrapped, ellipsize, panel

DONE = "galaxy_lessons_done"  # the settings' field holding this game's finished lessons (Alien Artifacts' are apart)


def done_ids(settings: Any) -> set[str]:
    return set(getattr(settings, DONE, ()))


def mark_done(app: Host, lesson_id: str) -> None:
    s = app.settings  # type: ignore[attr-defined]
    done = tuple(getattr(s, DONE, ()))
    if lesson_id not in done:
        setattr(s, DONE, (*done, lesson_id))
    if not getattr(app, "smoke", False):
        app.save_settings()  # type: ignore[attr-defined]


class CoachDriver(SeatDriver):
    """The rival's seat: the lesson's script through the coach, one move per `pace` seconds; never an AI."""

    def __init__(self, setup: Setup, coach: AogCoach, pace: float) -> None:
        self.setup, self.coach, self.pace = setup, coach, pace
        self.kinds, self.ais = {}, {}
        self.thinker = None  # never asked: the script answers
        self.wait = 0.0
        self.asked = None
        self.answer = None
        self.ticket = 0
        self.notice = ""
        self.moves = 0

    def is_ai(self, seat: int) -> bool:
        return seat != self.coach.human_seat

    def step(self, dt: float, busy: bool = False, on_move: Any = None) -> None:
        self.wait = max(0.0, self.wait - dt)
        if self.wait > 0 or busy:
            return
        m = self.setup.match
        cmd = self.coach.opponent_command(m.pending)
        if cmd is None:
            return
        self.coach.observe(cmd, m.submit(cmd))
        self.moves += 1
        self.wait = self.pace


@register
class AogLessonScene(AogTableScene):
    name = "aog_lesson"

    def __init__(self, app: Host, course: Course, index: int, pace: float | None = None) -> None:
        self.course, self.index = course, index
        self.lesson = course.lessons[index]
        self.coach = AogCoach(self.lesson)
        kinds = tuple(HUMAN if k == HUMAN else "easy" for k in self.coach.kinds)
        pace = getattr(app, "aog_pace", None) if pace is None else pace
        pace = PACE if pace is None else pace
        super().__init__(app, Setup(self.coach.game, kinds, 1), pace)
        self.driver = CoachDriver(self.setup, self.coach, pace)
        self.lesson_buttons = ButtonGroup()
        self.marked = False
        self.steps_seen = 0

    # ---- the coach between the player and the match -------------------------------------------------------------
    @property
    def step(self) -> LessonStep | None:
        return self.coach.step

    def asks(self) -> str:
        step = self.step
        return "The lesson asks: " + (step.say if step is not None and step.say else "follow the lesson panel")

    def mine(self) -> Any:
        """The player's choice cut to the step's move (the option panel and the buttons show only that)."""
        p = super().mine()
        return self.coach.filter(p) if p is not None and not self.coach.finished else p

    def moves(self) -> list[Move]:
        """The table's drags, cut to the step's move (and to its highlighted places, when it names some)."""
        p = self.mine()
        if p is None or self.coach.finished:
            return super().moves()
        allowed = {o.key for o in (self.coach.filter(p) or p).options}
        out = [m for m in super().moves() if m.keys[0] in allowed]
        step = self.step
        marked = [m for m in out if step is not None and m.target in step.highlight]
        return marked or out

    def play(self, keys: tuple[str, ...]) -> bool:
        p = self.mine()
        if p is None:
            return False
        shown = self.coach.filter(p)
        if shown is not None and shown.option(keys[0]) is None:
            self.say(self.asks())
            return False
        return super().play(keys)

    def submit(self, cmd: Command) -> Any:
        r = super().submit(cmd)
        self.coach.observe(cmd, r)
        return r

    def lift(self, sid: str, start: tuple[int, int], pos: tuple[int, int]) -> Drag | None:
        drag = super().lift(sid, start, pos)
        if drag is None and self.mine() is not None and not self.coach.finished:
            self.say(self.asks())
        elif drag is not None and not self.coach.finished:  # places the rules take but this step does not
            ours = {m.target for m in self.moves() if m.source == sid}
            for m in M.moves(self.view()):
                if m.source == sid and m.target is not None and m.target not in ours:
                    self.refused.setdefault(m.target, "not this step of the lesson")
        return drag

    def refuse(self, drag: Drag, place: str | None) -> None:
        """A drop glides back; the rules' reason when the rules refuse it, else what the lesson asks."""
        super().refuse(drag, place)
        if self.coach.finished or self.mine() is None:
            return
        if place is None or T.drop(self.view(), piece_of(drag.sid), place).legal:
            self.say(self.asks())

    def refresh_buttons(self) -> None:
        """The table's buttons, with Take back and Suggest off (they would step outside the lesson's script)."""
        super().refresh_buttons()
        off = {"undo": "Take back is off in a lesson", "suggest": "The lesson panel says what to do"}
        self.buttons.set([attrs.evolve(b, enabled=False, tooltip=off[b.key]) if b.key in off else b
                          for b in self.buttons.buttons])

    def undo(self) -> None:
        self.say("Take back is off during a lesson: follow the lesson panel.")

    def suggest(self) -> None:
        self.say("The lesson panel says what to do.")

    # ---- the lesson panel ---------------------------------------------------------------------------------------
    def next_step(self) -> None:
        self.coach.next()

    def next_lesson(self) -> None:
        self.leave()
        if self.index + 1 < len(self.course.lessons):
            self.app.open("aog_lesson", self.course, self.index + 1)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.coach.finished and not self.marked:
            self.marked = True
            mark_done(self.app, self.lesson.id)
        self.lay_lesson()

    def lesson_box(self) -> pygame.Rect:
        return self.layout().panels["log"]

    def lay_lesson(self) -> None:
        lay = self.layout()
        box = self.lesson_box()
        bh, bw = lay.px(26), lay.px(110)
        y = box.bottom - bh - lay.px(6)
        bs = [Button(pygame.Rect(box.x + lay.px(6), y, lay.px(90), bh), "Lessons", self.leave, key="lessons",
                     size=lay.font(12))]
        step = self.step
        if step is not None and step.reading:
            bs.append(Button(pygame.Rect(box.right - bw - lay.px(6), y, bw, bh), step.next_label, self.next_step,
                             key="next", size=lay.font(13), colour=(60, 90, 60)))
        elif self.coach.finished:
            last = self.index + 1 >= len(self.course.lessons)
            bs.append(Button(pygame.Rect(box.right - bw - lay.px(6), y, bw, bh), "Done" if last else "Next lesson",
                             self.next_lesson, key="next_lesson", size=lay.font(13), colour=(60, 90, 60)))
        self.lesson_buttons.set(bs)

    def button_groups(self) -> list[Any]:
        return [self.lesson_buttons, *super().button_groups()]

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.gesture.drag is None and self.lesson_buttons.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and self.gesture.drag is None:
            self.leave()
            return
        super().handle_event(ev)

    def highlight_rects(self) -> list[pygame.Rect]:
        step = self.step
        if step is None:
            return []
        lay = self.layout()
        out = []
        for place in step.highlight:
            if place == "end":
                r = next((b.rect for b in self.buttons.buttons if b.key == "end"), None)
            elif place == "galaxy":
                r = lay.panels.get("galaxy_row")
            else:
                r = lay.places.get(place) or lay.sources.get(place) or lay.panels.get(place)
            if r is not None:
                out.append(r)
        return out

    def draw_log(self, surf: pygame.Surface, lay: Any) -> None:
        """No log in a lesson: its panel holds the lesson's (drawn last, over the final scores too)."""

    def draw_lesson(self, surf: pygame.Surface, lay: Any) -> None:
        """The lesson panel, where the log was."""
        box = self.lesson_box()
        panel(surf, box, theme.PANEL, theme.ACCENT, radius=lay.px(8), alpha=245)
        step = self.step
        head = f"Lesson {self.index + 1}/{len(self.course.lessons)}: {self.lesson.title}"
        draw_text(surf, ellipsize(head, lay.font(13), True, box.w - lay.px(60)), (box.x + lay.px(8), box.y + lay.px(5)),
                  lay.font(13), theme.ACCENT, bold=True)
        count = f"{min(self.coach.index + 1, self.coach.total)}/{self.coach.total}"
        draw_text(surf, count, (box.right - lay.px(8), box.y + lay.px(5)), lay.font(12), theme.TEXT_DIM,
                  anchor="topright")
        if step is None:
            words = "Well done: lesson complete. " + ("On to the next one." if self.index + 1 < len(
                self.course.lessons) else "You have played the whole course. Have a good game!")
        else:
            words = step.say if not step.wait else step.say + "  (watch)"
        text = pygame.Rect(box.x + lay.px(8), box.y + lay.px(24), box.w - lay.px(16), box.h - lay.px(58))
        draw_wrapped(surf, words, text, lay.font(12), theme.TEXT)
        self.lesson_buttons.draw(surf)

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        lay = self.layout()
        self.draw_lesson(surf, lay)
        k = 0.5 + 0.5 * math.sin(self.t * 4)
        for r in self.highlight_rects():
            pygame.draw.rect(surf, theme.mix(theme.ACCENT, theme.OK, k), r.inflate(lay.px(8), lay.px(8)), lay.px(3),
                             border_radius=lay.px(6))
