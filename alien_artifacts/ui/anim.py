"""Animations: sprites glide from where they were to where the new layout puts them; floating texts.

The table rebuilds its sprites from the view after every change. `Tweens` remembers where each
sprite id was drawn, so a card that moved (hand -> Under Construction, deck -> hand, UC -> Empire,
hand -> discard) glides to its new place without the UI knowing any rule. Speed 0 = instant.
An AI's move is shown one card at a time: the event feed names the steps in the order the events told them
(`Step`: the sprites an event moved, or a `Ghost`, a face-down card gliding to an opponent's board for a draw
nobody else may see) and each one starts after the one before has glided and paused (`retarget(..., steps, gap)`).
"""

from __future__ import annotations

import attrs
import pygame

from game.ui.theme import Colour

BASE_DURATION = 0.38  # seconds at speed 1


def ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


@attrs.define
class Tween:
    start: pygame.Rect
    end: pygame.Rect
    t: float = 0.0
    duration: float = BASE_DURATION

    def rect(self) -> pygame.Rect:
        k = ease(self.t / self.duration) if self.duration > 0 else 1.0
        return pygame.Rect(
            round(self.start.x + (self.end.x - self.start.x) * k),
            round(self.start.y + (self.end.y - self.start.y) * k),
            round(self.start.w + (self.end.w - self.start.w) * k),
            round(self.start.h + (self.end.h - self.start.h) * k),
        )

    @property
    def done(self) -> bool:
        return self.t >= self.duration


@attrs.define
class Floater:
    text: str
    pos: tuple[int, int]
    colour: Colour
    t: float = 0.0  # below 0: still waiting for its turn (attack results show one after another)
    duration: float = 1.4
    size: int = 18  # design units
    important: bool = False  # an attack result: the AI waits until it has been read

    @property
    def shown(self) -> bool:
        return self.t >= 0


@attrs.define
class Ghost:
    """A face-down card gliding where no sprite is (an opponent's hidden draw: from the deck to their board)."""

    kind: str  # the back to show ("resource")
    tween: Tween


# A step of an AI move, in the order the events told it: the sprite ids it moves, or a ghost's glide
Step = list[str] | Ghost


class Tweens:
    def __init__(self) -> None:
        self.active: dict[str, Tween] = {}
        self.floaters: list[Floater] = []
        self.ghosts: list[Ghost] = []
        self.speed = 1.0

    def retarget(self, old: dict[str, pygame.Rect], new: dict[str, pygame.Rect],
                 origins: dict[str, pygame.Rect], steps: list[Step] | None = None, gap: float = 0.0) -> None:
        """Start tweens for ids whose rect changed (old -> new) or that appeared (origin -> new). With `steps`
        (an AI's move told event by event), each step that moves something starts `gap` seconds after the one
        before it, so the cards go one after another; what no step names moves at once."""
        if self.speed <= 0:
            self.active.clear()
            self.ghosts.clear()
            return
        dur = BASE_DURATION / self.speed
        current = {sid: tw.rect() for sid, tw in self.active.items()}
        self.active = {}
        for sid, rect in new.items():
            start = current.get(sid) or old.get(sid)
            if start is None:
                start = origins.get(sid)
                if start is None:
                    continue
            if start != rect:
                self.active[sid] = Tween(pygame.Rect(start), pygame.Rect(rect), 0.0, dur)
        self.stagger(steps or [], gap)

    def stagger(self, steps: list[Step], gap: float) -> None:
        """Delay each step that moves something by `gap` after the one before (a ghost glides in its turn)."""
        delay = 0.0
        dur = BASE_DURATION / self.speed
        for step in steps:
            if isinstance(step, Ghost):
                step.tween = Tween(step.tween.start, step.tween.end, -delay, dur)
                self.ghosts.append(step)
            else:
                moving = [sid for sid in step if sid in self.active]
                if not moving:
                    continue
                for sid in moving:
                    self.active[sid].t = -delay
            delay += gap

    def float_text(self, text: str, pos: tuple[int, int], colour: Colour, seconds: float = 1.4,
                   size: int = 18, delay: float = 0.0, important: bool = False) -> None:
        if self.speed <= 0:
            return
        k = max(0.5, self.speed)
        self.floaters.append(Floater(text, pos, colour, -delay / k, seconds / k, size, important))

    def update(self, dt: float) -> None:
        for sid in [s for s, tw in self.active.items() if tw.done]:
            del self.active[sid]
        for tw in self.active.values():
            tw.t += dt
        self.ghosts = [g for g in self.ghosts if not g.tween.done]
        for g in self.ghosts:
            g.tween.t += dt
        for f in self.floaters:
            f.t += dt
        self.floaters = [f for f in self.floaters if f.t < f.duration]

    def rect_of(self, sid: str, rect: pygame.Rect) -> pygame.Rect:
        tw = self.active.get(sid)
        return tw.rect() if tw is not None else rect

    def moving_ghosts(self) -> list[tuple[str, pygame.Rect]]:
        """The ghosts on their way this frame: (the back to show, where)."""
        return [(g.kind, g.tween.rect()) for g in self.ghosts if g.tween.t >= 0]

    @property
    def busy(self) -> bool:
        return bool(self.active) or bool(self.ghosts) or any(f.important for f in self.floaters)

    def clear(self) -> None:
        self.active.clear()
        self.floaters.clear()
        self.ghosts.clear()
