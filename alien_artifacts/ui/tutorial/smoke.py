"""`python -m game --smoke-test tutorial`: the whole of Learn to play played through the real scene loop by
mouse events (alien_artifacts/ui/tutorial/autoplay.py), headless if need be.

From the main menu: Learn to play, Continue, then every lesson to its end by the drags and clicks the
lesson's highlighted places call for, Next lesson after each, until the course is played through. Prints one
JSON line (lessons, steps, drags, clicks, frames, seconds) and exits 0; a lesson that shows nothing to play
exits 4 with one line naming the lesson and the step, a run longer than TIMEOUT exits 3. The player's
settings file is never written (the progress is played in memory).
"""

from __future__ import annotations

from alien_artifacts.ui.tutorial.autoplay import TutorialPlayer
from game.ui.scenes.base import Host
from tabletop.ui.lesson_smoke import TIMEOUT, LessonSmoke

__all__ = ["TIMEOUT", "TutorialSmoke"]


class TutorialSmoke(LessonSmoke):
    """Call `tick()` after every frame the app draws (App.run's `on_frame`; the kernel's LessonSmoke)."""

    def __init__(self, app: Host) -> None:
        player = TutorialPlayer(app)
        s = app.settings  # from the start, whatever the player's own progress is
        s.lessons_done, s.lesson_at, s.tutorial_finished = (), "", False
        super().__init__(app, player)
