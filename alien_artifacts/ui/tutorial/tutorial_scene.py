"""A lesson on the real table: the table scene (opened by name, not imported) with the Coach plugged into its
seams, and the lesson's panel drawn over it.

- `model.option_filter`: the player's choice cut to the move the step waits for (`coach.filter`), nothing while
  a step is read or watched, nothing once the lesson is over; `model.move_filter`: a drag that stands for two
  picks (a Resource dropped on a card Under Construction starts the action and pays) only when the Coach
  allows the pair (`coach.allows`; without it only single picks are offered);
- `seats`: the scripted opponent (alien_artifacts/ui/tutorial/coach_seat.py) instead of an AI worker;
- `renderer.overlays`: the panel with the step's words, anchored by a leader line to the place they are about,
  the pulsing outlines, the step counter and the buttons (alien_artifacts/ui/tutorial/overlay.py);
- the top bar keeps Menu and Help (no Save: a lesson is not saved; no Undo or Suggest: they would step outside
  the script), and Menu / Esc open the lesson's own menu (alien_artifacts/ui/tutorial/lesson_menu.py);
- no score screen: a lesson ends with "Well done" and Next lesson.
Progress (the lesson reached, the lessons finished, the course played through) goes to the settings at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

import attrs
import pygame

from alien_artifacts.engine.choices import Option, PendingChoice
from alien_artifacts.lessons.model import Course
from alien_artifacts.ui.input.drag import legal_moves
from alien_artifacts.ui.tutorial import progress
from alien_artifacts.ui.tutorial.coach_seat import CoachSeat
from alien_artifacts.ui.tutorial.overlay import CoachOverlay, PanelContent, draw_note
from alien_artifacts.ui.tutorial.places import place_rects
from alien_artifacts.ui.tutorial.start import keep_progress, start_lesson
from game.ui.scenes.base import Host, Scene
from tabletop.ui import registry
from tabletop.ui.drag import Move, moves_from, pick_for_drop
from tabletop.ui.registry import register
from tabletop.ui.widgets import ButtonGroup

if TYPE_CHECKING:  # the table is opened by name (the scene registry), its type named for the type checker only
    from alien_artifacts.ui.scenes.table import TableScene
    from alien_artifacts.ui.table_render import TableRenderer
    from alien_artifacts.ui.tutorial.lesson_session import LessonSession

TABLE_BAR = ("menu", "help")  # the top bar's buttons in a lesson


@register
class TutorialScene(Scene):
    name = "tutorial"

    def __init__(self, app: Host, course: Course, index: int, session: LessonSession) -> None:
        super().__init__(app)
        self.course = course
        self.index = index
        self.lesson = course.lessons[index]
        self.session = session
        self.coach = session.coach
        self.table = cast("TableScene", registry.make("table", app, session))
        t = self.table
        t.model.option_filter = self.offered
        t.model.move_filter = self.move_allowed
        t.seats = CoachSeat(session, lambda: app.settings, smoke=app.smoke)
        t.renderer.overlays.append(self.draw_overlay)
        t.scores_pushed = True  # a lesson ends with "Well done", not the score screen
        t.bar = TABLE_BAR
        t.on_menu = self.open_menu
        self.overlay = CoachOverlay()
        t.tips.reading.append(lambda: self.overlay.box)  # a card's zoom never covers the lesson's words
        self.marked_done = False
        self._pairs: dict[tuple[int, tuple[str, ...]], bool] = {}

    # ---- the seams -----------------------------------------------------------------------------------
    def offered(self, pending: PendingChoice) -> PendingChoice:
        """The choice as the table offers it: the player's, cut to the step's move; another seat's as it is."""
        if pending.seat != self.coach.human_seat:
            return pending
        if self.coach.finished:
            return attrs.evolve(pending, options=())
        narrowed = self.coach.filter(pending)
        assert narrowed is not None  # the Coach answers a choice with a choice (None only for None)
        return narrowed

    def move_allowed(self, move: Move) -> bool:
        """A drag that stands for several picks: only when the Coach allows them in this order."""
        if len(move.keys) < 2:
            return True
        allows = getattr(self.coach, "allows", None)
        if allows is None:
            return False
        key = (self.session.version, move.keys)
        known = self._pairs.get(key)
        if known is None:
            if len(self._pairs) > 512:
                self._pairs.clear()
            known = self._pairs[key] = bool(allows(self._options_of(move.keys)))
        return known

    def _options_of(self, keys: tuple[str, ...]) -> tuple[Option, ...]:
        """The Options a run of picks stands for, each from the choice it answers (the match layer's facts on
        the player's choice: nothing is played on a copy of the game)."""
        facts = self.session.facts(self.coach.human_seat)
        return facts.options_of(keys) if facts is not None else ()

    # ---- the scene protocol ----------------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        self.table.resize(w, h)
        self.overlay.forget()

    def on_top(self) -> None:
        self.table.on_top()
        self.overlay.forget()

    def close(self) -> None:
        self.table.close()

    def update(self, dt: float) -> None:
        version = self.session.version
        self.table.update(dt)
        if self.session.version != version:  # the opponent moved: this frame shows it (the table does so on top)
            self.table.catch_up()
            self.table.input.refresh_options()
        if self.coach.finished and not self.marked_done:
            self.marked_done = True
            progress.finished(self.app.settings, self.lesson.id)
            keep_progress(self.app)
        self.layout_overlay()

    def handle_event(self, ev: pygame.event.Event) -> None:
        i = self.table.input
        if not (i.popup or i.confirm is not None or i.drag is not None) and self.overlay.handle_event(ev):
            return  # the panel's buttons (a popup, a question or a drag in progress are the table's first)
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE and not self.gesture_on():
            self.open_menu()
            return
        feed = self.table.feed
        before = (self.session.version, feed.message, feed.message_t)
        dragged = i.drag is not None
        held = i.drag.sid if i.drag is not None else (i.gesture.press[0] if i.gesture.press else None)
        half = i.drag.section if i.drag is not None else None  # the half held pays (a drop of the other one is no move)
        self.table.handle_event(ev)
        if (feed.message, feed.message_t) != before[1:] and self.session.version == before[0] and feed.message:
            drop = getattr(ev, "pos", None) if dragged else None  # a drop here, else a card that was not lifted
            feed.say(self.refusal(feed.message, held, drop, half))  # the table refused something: the lesson says why

    def refusal(self, said: str, sid: str | None, drop: tuple[int, int] | None, half: int | None = None) -> str:
        """Why the lesson did not take what the player just tried (issue 31 item 6). A move the game allows but the
        step does not ask for is the lesson's refusal, not the game's: its words say what the step waits for; a
        move the game refuses keeps the game's reason, followed by what the step waits for."""
        step = None if self.coach.finished else self.coach.step
        if step is None:
            return "The lesson is over: " + ("press Finish." if self.last_lesson else "press Next lesson to go on.")
        if step.reading:
            return f"Not yet: read the lesson's words, then press {step.next_label or 'Next'}."
        p = self.session.pending
        offered = self.table.model.pending
        if p is None or p.seat != self.coach.human_seat or offered is None or not offered.options:
            return "Not now: watch, the lesson goes on by itself."
        labels = [o.label for o in offered.options]
        ask = labels[0] if len(labels) == 1 else " or ".join(labels[:3]) + ("…" if len(labels) > 3 else "")
        game_allows = False
        if sid is not None:
            moves = moves_from(legal_moves(p, self.session.facts(p.seat)), sid)  # what the game itself would take
            game_allows = bool(moves) if drop is None else \
                bool(pick_for_drop(moves, self.table.geometry.targets_at(drop), half))
        if game_allows:
            return f"Not in this lesson: it waits for \u201c{ask}\u201d, as its panel says."
        return f"{said} The lesson waits for \u201c{ask}\u201d."

    def draw(self, surf: pygame.Surface) -> None:
        self.table.draw(surf)  # the lesson's panel is one of the table's overlays

    def button_groups(self) -> list[ButtonGroup]:
        """The lesson's panel first (it takes clicks first), then the table's."""
        return [self.overlay.buttons, *self.table.button_groups()]

    def gesture_on(self) -> bool:
        """Something Esc cancels on the table first (a drag, a selection, a popup, a question, a zoom)."""
        i = self.table.input
        return bool(i.drag or i.selected or i.multi or i.popup or i.confirm is not None or self.table.tips.pinned_zoom)

    # ---- the panel ------------------------------------------------------------------------------------
    @property
    def last_lesson(self) -> bool:
        """Whether this is the course's last lesson (its end says Finish, not Next lesson)."""
        return self.index + 1 >= len(self.course.lessons)

    def content(self) -> PanelContent:
        n, total = self.index + 1, len(self.course.lessons)
        heading = f"Lesson {n} of {total} · {self.lesson.title}"
        if self.coach.finished:
            last = self.last_lesson
            text = f"Well done! You have finished \u201c{self.lesson.title}\u201d."
            text += (" That was the last lesson: you know the whole game now." if last else
                     f" Next: {self.course.lessons[self.index + 1].title}.")
            return PanelContent(heading, "", text, [
                ("list", "Lesson list", self.to_list, False), ("leave", "Leave tutorial", self.leave_tutorial, False),
                ("next_lesson", "Finish" if last else "Next lesson ▶", self.next_lesson, True)])
        step = self.coach.step
        text = step.say if step is not None else ""
        buttons: list[tuple[str, str, Callable[[], None], bool]] = [("skip", "Skip lesson", self.skip, False),
                                                       ("leave", "Leave tutorial", self.leave_tutorial, False)]
        if step is not None and step.reading:
            buttons.append(("next", step.next_label or "Next", self.next_step, True))
        elif self.stuck():
            text += "  (Nothing can be played here: this lesson is stuck. Skip lesson goes on to the next one.)"
        return PanelContent(heading, f"{self.coach.index + 1} / {self.coach.total}", text, buttons)

    def stuck(self) -> bool:
        """The step waits for a move of the player that the game does not offer (a lesson file gone wrong)."""
        step, p = self.coach.step, self.session.pending
        return (step is not None and step.expect is not None and p is not None and p.seat == self.coach.human_seat
                and not self.offered(p).options)

    def layout_overlay(self) -> None:
        r = self.table.geometry
        if r.lay is None:
            return
        sc = self.app.scale
        step = None if self.coach.finished else self.coach.step
        anchor = place_rects(r, self.table.model, step.anchor) if step is not None and step.anchor else []
        lights = [rect for name in (step.highlight if step is not None else ()) for rect in
                  place_rects(r, self.table.model, name)]
        screen = self.app.screen.get_rect()
        cards = [pygame.Rect(sp.rect) for sp in r.scene.sprites] if r.scene is not None else []
        cards += [pygame.Rect(b.header) for b in r.lay.boards.values()]  # names, VP, banks
        cards += [pygame.Rect(box) for b in r.lay.boards.values() for box in b.ops.values()]  # Offensive, ...
        self.overlay.layout(sc, screen, self.content(), anchor, lights, screen.inflate(-sc(12), -sc(12)),
                            self.touch_places(), [*cards, r.prompt_rect()])

    def touch_places(self) -> list[pygame.Rect]:
        """Where the player's hand must go for the move on offer (the cards to drag, their drop places, the option
        buttons, the top bar) and where the table's messages and its game log show: the panel keeps off them."""
        r = self.table.geometry
        out: list[pygame.Rect] = []
        for m in self.table.model.moves[:12]:
            for name in (m.source, m.target):
                rect = r.place_rect(name) if name else None
                if rect is not None and rect not in out:
                    out.append(rect)
        out += [pygame.Rect(b.rect) for b in self.table.input.option_buttons.buttons[:6]]
        out += [pygame.Rect(b.rect) for b in self.table.input.bar_buttons.buttons]  # Menu, Help
        if r.lay is not None:
            out.append(pygame.Rect(r.lay.message))  # where the table says what just happened (an attack's result)
            out.append(pygame.Rect(r.lay.log).union(r.lay.log.move(0, -self.app.scale(16))))  # the log, its title
        return out

    def draw_overlay(self, surf: pygame.Surface, renderer: TableRenderer) -> None:
        idle = self.idle_words()
        geo = self.table.geometry
        if idle and geo.lay is not None:  # the table's prompt would invite a move the lesson does not offer
            draw_note(surf, geo.prompt_rect(), self.app.scale, "Learn to play", idle)
        self.overlay.draw(surf, self.app.scale, renderer.phase)

    def idle_words(self) -> str:
        """What the player does while the table stands still for the lesson (a step to read, the lesson over), or
        while their own choice offers no move (a step that watches): the table's prompt is covered with these
        words, since it would invite a move the lesson does not offer. "" otherwise."""
        step = None if self.coach.finished else self.coach.step
        if step is None:
            return ("Tutorial done: press Finish." if self.last_lesson else
                    "Lesson done: press Next lesson to go on, or Lesson list to choose another.")
        if step.reading:
            return f"Read the lesson's words, then press {step.next_label or 'Next'}."
        p = self.session.pending
        if step.wait and p is not None and p.seat == self.coach.human_seat and not self.table.model.moves:
            return "Watch: the lesson goes on by itself."
        return ""

    # ---- the buttons ------------------------------------------------------------------------------------
    def next_step(self) -> None:
        self.session.next_step()
        self.table.cancel_gesture()

    def skip(self) -> None:
        """Skip lesson: on to the next lesson (this one is not ticked); after the last, the lesson list."""
        self._onwards()

    def next_lesson(self) -> None:
        self._onwards()

    def _onwards(self) -> None:
        nxt = progress.moved_past(self.app.settings, self.course.lessons, self.index)
        keep_progress(self.app)
        if nxt is None:
            self.to_list()
            return
        problem = start_lesson(self.app, nxt)
        if problem:  # the next lesson cannot start: the list says why
            self.to_list(problem)

    def restart(self) -> None:
        start_lesson(self.app, self.index)

    def to_list(self, problem: str = "") -> None:
        self.app.show("menu")
        self.app.open("lessons", message=problem)

    def leave_tutorial(self) -> None:
        """Back to the main menu; Learn to play's Continue comes back to this lesson."""
        self.app.show("menu")

    def open_menu(self) -> None:
        self.table.cancel_gesture()
        self.app.open("lesson_menu", self)
