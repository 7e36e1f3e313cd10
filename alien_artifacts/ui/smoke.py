"""`python -m game --smoke-test`: a whole game of four AI seats played through the real scene loop.

Drives the App from outside, through what a player's clicks reach (the scene on top, `start_game`,
`app.quit`), once per frame: on the main menu it starts the game, on the score screen (drawn a few
times) it prints one JSON line and stops with exit 0. A game that cannot start exits 2, a run longer
than SMOKE_TIMEOUT exits 3. The App itself only knows that it runs unattended (`app.smoke`: no
animations, no think time, no sound, a headless display allowed).
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from alien_artifacts.ui.match_start import start_game
from alien_artifacts.ui.session import SeatConfig
from game.ui.scenes.base import Host

SMOKE_TIMEOUT = 900.0  # seconds
SEATS = 4


class SmokeDriver:
    """Call `tick()` after every frame the app draws (App.run's `on_frame`)."""

    def __init__(self, app: Host, seed: int | None = None) -> None:
        self.app = app
        self.seed = 1 if seed is None else seed
        self.started = False
        self.t0 = time.perf_counter()

    def tick(self) -> None:
        app, top = self.app, self.app.top
        elapsed = time.perf_counter() - self.t0
        frames = app.frames
        if elapsed > SMOKE_TIMEOUT:
            print("smoke test: timed out", file=sys.stderr, flush=True)
            app.quit(3)
        elif top is not None and top.name == "scores":
            scores: Any = top
            if scores.frames_drawn >= 3:
                print(json.dumps({"smoke": "ok", "frames": frames, "seconds": round(elapsed, 1),
                                  "winners": list(scores.winners)}), flush=True)
                app.quit(0)
        elif top is not None and top.name == "menu" and frames >= 2 and not self.started:
            self.started = True
            seats = [SeatConfig(name=f"Bot {i + 1}", human=False, level="normal", colour=i) for i in range(SEATS)]
            start_game(app, seats, seed=self.seed)
            if app.is_top("menu"):  # the game did not start: say why and fail
                print(f"smoke test: could not start a game: {app.status}", file=sys.stderr)
                app.quit(2)
