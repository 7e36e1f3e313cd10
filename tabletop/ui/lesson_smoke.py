"""`--smoke-test tutorial`'s driver, for any game: a player that plays the whole of Learn to play by posted mouse
events (each game's own: it knows where its lessons light their places) ticked after every frame the app draws,
with one JSON line at the end and an exit code the tests read.

    smoke = LessonSmoke(app, player, extra={"game": "..."})   # player: .tick(), .done, .tally (lessons, steps...)
    app.run(on_frame=smoke.tick)

Exit 0 with {"tutorial": "ok", lessons, steps, drags, clicks, frames, seconds}; a lesson that shows nothing to
play raises `Stuck` in the player: one line naming the lesson and the step, exit 4; a run longer than TIMEOUT: exit
3. No game is named here.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any, Protocol

import attrs

TIMEOUT = 600.0  # seconds


class Stuck(Exception):
    """The lesson shows nothing to play: one line saying where (lesson, step) and why."""


@attrs.define
class Tally:
    """What a player of the course did: the JSON line's counts."""

    lessons: int = 0  # lessons played to their end
    steps: int = 0  # steps passed (read or played)
    drags: int = 0
    clicks: int = 0


class LessonPlayer(Protocol):
    @property
    def done(self) -> bool: ...
    @property
    def tally(self) -> Tally: ...

    def tick(self) -> None: ...


class LessonSmoke:
    """Call `tick()` after every frame the app draws (App.run's `on_frame`)."""

    def __init__(self, app: Any, player: LessonPlayer, extra: dict[str, Any] | None = None) -> None:
        self.app = app
        self.player = player
        self.extra = dict(extra or {})  # more keys of the JSON line, after "tutorial"
        self.t0 = time.perf_counter()

    def tick(self) -> None:
        app = self.app
        elapsed = time.perf_counter() - self.t0
        if elapsed > TIMEOUT:
            print(f"tutorial smoke test: timed out after {TIMEOUT:g} s", file=sys.stderr, flush=True)
            app.quit(3)
            return
        if app.frames < 2:
            return
        try:
            self.player.tick()
        except Stuck as e:
            print(f"tutorial smoke test: {' '.join(str(e).split())}", file=sys.stderr, flush=True)
            app.quit(4)
            return
        if self.player.done:
            t = self.player.tally
            print(json.dumps({"tutorial": "ok", **self.extra, "lessons": t.lessons, "steps": t.steps,
                              "drags": t.drags, "clicks": t.clicks, "frames": app.frames,
                              "seconds": round(elapsed, 1)}), flush=True)
            app.quit(0)
