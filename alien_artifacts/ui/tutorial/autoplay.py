"""Playing Learn to play as a player would, by mouse events only: the tutorial smoke test
(`python -m game --smoke-test tutorial`) and the test that plays the whole tutorial (tests/ui/test_tutorial_play.py).

Each `tick()` (after a frame) looks at the scene on top and posts at most one mouse event: on the main menu it
clicks Learn to play, on the lesson list the Continue button, and in a lesson it reads the lesson's panel: a
reading step's button is clicked; for a move it finds, among the moves the table offers, one whose card lies
in a highlighted place (or whose drop place is), and drags it there (to a highlighted point of the place when
there is one; press, move, move, release, one event a frame); a move with nothing to drag is a click on its
highlighted place or on its highlighted option button. It never calls the engine: what the table offers and
where the lesson points is all it knows.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import attrs
import pygame

from alien_artifacts.ui.tutorial.places import place_rects
from tabletop.ui import lesson_smoke
from tabletop.ui.drag import Move, moves_from, pick_for_drop
from tabletop.ui.lesson_smoke import Stuck  # the smoke driver stops on it

LOST_FRAMES = 30  # frames a lesson may point at no move on offer before it counts as stuck
FRACTIONS = ((0.5, 0.5), (0.3, 0.3), (0.7, 0.7), (0.5, 0.2), (0.5, 0.8), (0.2, 0.5), (0.8, 0.5))


@attrs.define
class Tally(lesson_smoke.Tally):
    lessons_seen: list[str] = attrs.field(factory=list)  # lesson ids in the order they were played


def _post(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


class TutorialPlayer:
    """Call `tick()` once a frame; `done` once the course has been played to its end (the lesson list is back on
    top with the course played through); `Stuck` when a lesson shows nothing to play."""

    def __init__(self, app: Any, patience: int = 900) -> None:
        self.app = app
        self.queue: list[pygame.event.Event] = []
        self.tally = Tally()
        self.done = False
        self.patience = patience  # frames a lesson may stand still before it counts as stuck
        self._still = 0
        self._where: tuple[Any, ...] | None = None
        self._waiting_for: tuple[Any, ...] | None = None  # what the last gesture was about (it must move on)
        self._lost = 0  # frames in a row the lesson's move was not found where it points
        self.started = False

    # ---- one frame -------------------------------------------------------------------------------------
    def tick(self) -> None:
        if self.queue:
            pygame.event.post(self.queue.pop(0))
            return
        top = self.app.top
        name = getattr(top, "name", "")
        if name == "menu" and not self.started:
            self.started = True
            self._click_button(top.buttons, "learn")
        elif name == "lessons":
            if top.problem:
                raise Stuck(top.problem)
            if self.started and self.app.settings.tutorial_finished and self.tally.lessons:
                self.done = True
                return
            self._click_button(top.buttons, "continue")
        elif name == "tutorial":
            self._lesson(top)
        else:
            raise Stuck(f"the scene on top is {name!r}, not a lesson")

    # ---- in a lesson ----------------------------------------------------------------------------------
    def _lesson(self, scene: Any) -> None:
        coach, table = scene.coach, scene.table
        where = (scene.index, coach.index, scene.session.version, coach.finished)
        if where != self._where:
            if self._where is None or self._where[0] != scene.index:
                self.tally.lessons_seen.append(scene.lesson.id)
            elif where[1] > self._where[1]:
                self.tally.steps += where[1] - self._where[1]
            self._where, self._still, self._waiting_for = where, 0, None
        else:
            self._still += 1
            if self._still > self.patience:
                step = coach.step
                raise Stuck(f"lesson {scene.index + 1} ({scene.lesson.id}) step {coach.index + 1}: nothing moved for "
                            f"{self.patience} frames" + (f" ({step.say[:80]!r})" if step is not None else ""))
        if table.input.confirm is not None and not self.queue:
            self._click_button(table.input.confirm_buttons, "yes")  # "Waste resources?": the move it asked for
            return
        if table.input.popup or table.input.confirm is not None or table.input.drag is not None:
            return  # the gesture's end is still being handled
        if scene.table.tweens.busy and not self.app.smoke:
            return
        if coach.finished:
            self.tally.lessons += 1
            self._click_button(scene.overlay.buttons, "next_lesson")
            return
        step = coach.step
        if step.reading:
            self._click_button(scene.overlay.buttons, "next")
            return
        p = scene.session.pending
        if step.wait or p is None or p.seat != coach.human_seat:
            return  # the opponent plays, or the step watches
        if self._waiting_for == where:
            return  # the last gesture has not been answered yet
        if self._play(scene, step):
            self._waiting_for = where
            self._lost = 0
            return
        self._lost += 1  # nothing to play in this frame: a frame later the table may offer it
        if self._lost > LOST_FRAMES:
            raise Stuck(self._nothing_to_play(scene, step))

    def _places(self, scene: Any, step: Any) -> list[pygame.Rect]:
        r, model = scene.table.geometry, scene.table.model
        names = list(step.highlight) + ([step.anchor] if step.anchor else [])
        return [rect for n in names for rect in place_rects(r, model, n)]

    def _play(self, scene: Any, step: Any) -> bool:
        """One gesture for the step's move, from the places the lesson lights up; False if there is none."""
        table = scene.table
        lit = self._places(scene, step)
        if not lit:
            return False
        moves = table.model.moves
        geo = table.geometry
        drags: list[tuple[int, int, int, Move, pygame.Rect]] = []  # (order keys..., move, its card's rect)
        for m in moves:
            if not (m.source and m.target) or geo.scene.sprite(m.source) is None:
                continue
            src = geo.place_rect(m.source)
            at_src = src is not None and _inside_any(src, lit)
            at_dst = any(_inside_any(r, lit, loose=True) for r in geo.rect_of_target(m.target))
            if src is not None and (at_src or at_dst):
                # the card and its place both lit first, then the card, then the place; a whole move (start and
                # pay) before a part of it
                drags.append((-(2 * at_src + at_dst), -len(m.keys), len(drags), m, src))
        for *_, m, src in sorted(drags):
            pt = self._drop_point(table, m, lit)
            if pt is not None:
                self._drag(table, m, src, pt)
                return True
        for m in moves:  # a place to click (an option aimed at something with nothing to drag)
            if len(m.keys) == 1 and m.target in table.model.click_targets:
                for r in geo.rect_of_target(m.target):
                    if _inside_any(r, lit):
                        self._click(r.center)
                        return True
        keep = [b for b in table.input.keep.buttons.buttons if b.key != "keep_fold"]  # a drawn card's Keep button
        for b in [*table.input.option_buttons.buttons, *keep]:  # an option button the lesson points at
            if b.enabled and (b.key.startswith("opt:") or b in keep) and _inside_any(b.rect, lit, loose=True):
                self._click(b.rect.center)
                return True
        return False

    def _nothing_to_play(self, scene: Any, step: Any) -> str:
        where = f"lesson {scene.index + 1} ({scene.lesson.id}) step {scene.coach.index + 1}"
        if not self._places(scene, step):
            return (f"{where}: the step waits for a move but lights up no place on screen ({step.highlight!r}, "
                    f"anchor {step.anchor!r})")
        offered = ", ".join(sorted({"+".join(m.keys) for m in scene.table.model.moves}))[:200] or "nothing"
        return (f"{where}: no move the table offers lies in the highlighted places "
                f"({', '.join(step.highlight) or step.anchor}); offered: {offered}")

    def _drop_point(self, table: Any, m: Any, lit: list[pygame.Rect]) -> tuple[int, int] | None:
        """A point on the move's target where a drop of its card means exactly this move: a highlighted one if
        the lesson highlights the target, else any (the table glows where the card may go once it is lifted)."""
        geo = table.geometry
        cands = moves_from(table.model.moves, m.source)
        points = [(int(r.x + r.w * fx), int(r.y + r.h * fy)) for r in geo.rect_of_target(m.target)
                  for fx, fy in FRACTIONS]
        points.sort(key=lambda pt: not any(h.collidepoint(pt) for h in lit))
        for pt in points:
            got = pick_for_drop(cands, geo.targets_at(pt), m.section)
            if len(got) == 1 and got[0].keys == m.keys:
                return pt
        return None

    # ---- gestures ---------------------------------------------------------------------------------------
    def _drag(self, table: Any, m: Any, src: pygame.Rect, end: tuple[int, int]) -> None:
        s = table.geometry.scene.sprite(m.source)
        y = src.centery
        if s is not None and s.tag == "hand" and m.source.startswith("res:"):
            y = src.y + (src.h // 4 if (m.section or 0) == 0 else 3 * src.h // 4)  # the half that pays
        start = (src.centerx, y)
        panel = self.app.top.overlay.box
        if panel.collidepoint(start) or panel.collidepoint(end):
            raise Stuck(f"the lesson's panel covers the place to drag from or to ({m.source} -> {m.target})")
        self.queue += [_post(pygame.MOUSEBUTTONDOWN, start), _post(pygame.MOUSEMOTION, (start[0] + 12, start[1] + 12)),
                       _post(pygame.MOUSEMOTION, end), _post(pygame.MOUSEBUTTONUP, end)]
        self.tally.drags += 1
        pygame.event.post(self.queue.pop(0))

    def _click(self, pos: tuple[int, int]) -> None:
        self.queue += [_post(pygame.MOUSEBUTTONDOWN, pos), _post(pygame.MOUSEBUTTONUP, pos)]
        self.tally.clicks += 1
        pygame.event.post(self.queue.pop(0))

    def _click_button(self, group: Any, key: str) -> None:
        b = group.by_key(key)
        if b is None or not b.enabled:
            raise Stuck(f"no {key!r} button to press on {getattr(self.app.top, 'name', '?')}")
        self._click(b.rect.center)


def _inside_any(r: pygame.Rect, lit: Iterable[pygame.Rect], loose: bool = False) -> bool:
    """Whether `r` lies in a highlighted place (its centre is in one; `loose`: or they overlap)."""
    return any(h.collidepoint(r.center) or (loose and h.colliderect(r)) for h in lit)
