"""`python -m game --smoke-test tutorial`: the whole of Learn to play played through the real scene loop by
mouse events (alien_artifacts/ui/tutorial/autoplay.py), headless if need be.

From the main menu: Learn to play, Continue, then every lesson to its end by the drags and clicks the
lesson's highlighted places call for, Next lesson after each, until the course is played through. Prints one
JSON line (lessons, steps, drags, clicks, frames, seconds) and exits 0; a lesson that shows nothing to play
exits 4 with one line naming the lesson and the step, a run longer than TIMEOUT exits 3. The player's
settings file is never written (the progress is played in memory).
"""

from __future__ import annotations

import json
import sys
import time

from alien_artifacts.ui.tutorial.autoplay import Stuck, TutorialPlayer
from game.ui.scenes.base import Host

TIMEOUT = 600.0  # seconds


class TutorialSmoke:
    """Call `tick()` after every frame the app draws (App.run's `on_frame`)."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.player = TutorialPlayer(app)
        self.t0 = time.perf_counter()
        s = app.settings  # from the start, whatever the player's own progress is
        s.lessons_done, s.lesson_at, s.tutorial_finished = (), "", False

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
            print(json.dumps({"tutorial": "ok", "lessons": t.lessons, "steps": t.steps, "drags": t.drags,
                              "clicks": t.clicks, "frames": app.frames, "seconds": round(elapsed, 1)}), flush=True)
            app.quit(0)
