"""`python -m game`'s UI entry point: `run(args)` opens the App and plays frames until it stops.

What runs beside the App is wired here, outside it: `--smoke-test` (alien_artifacts/ui/smoke.py, driven after each
frame; `--smoke-test tutorial`: alien_artifacts/ui/tutorial/smoke.py), `--benchmark-ui N`
(alien_artifacts/ui/benchmark.py, its own frame loop) and the cold-start probe (AA_FIRST_FRAME_EXIT=1: print
`first-frame` after the first frame and stop).
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable
from typing import Any

import pygame

from game import games
from game.ui.app import App
from game.ui.display import EXIT_NO_DISPLAY, NoDisplayError
from game.ui.settings import MIN_WINDOW, save_settings


def run(args: Any) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if getattr(args, "benchmark_ui", None):
        game = games.by_key(getattr(args, "game", None) or games.DEFAULT)  # --game: whose table is measured
        benchmark = game.load("benchmark")  # only --benchmark-ui plays its table
        return int(benchmark(int(args.benchmark_ui), args))
    app: App | None = None
    try:
        app = App(args)
        return app.run(on_frame=_frame_hooks(app, args))
    except NoDisplayError as e:
        print(e, file=sys.stderr)
        return EXIT_NO_DISPLAY
    except Exception:
        traceback.print_exc()
        return 1
    finally:
        if app is not None and not app.smoke:
            _save_on_exit(app)
        pygame.quit()


def _frame_hooks(app: App, args: Any) -> Callable[[], None] | None:
    """What runs after each frame: the cold-start probe first, then the smoke test's driver."""
    hooks: list[Callable[[], None]] = []
    if os.environ.get("AA_FIRST_FRAME_EXIT") == "1":
        def first_frame() -> None:
            if app.frames == 1:
                print("first-frame", flush=True)
                app.quit(0)
        hooks.append(first_frame)
    if app.smoke:
        # the smoke tests play the game of `--game` (Alien Artifacts by default; its drivers load only now)
        game = games.by_key(getattr(args, "game", None) or games.DEFAULT)
        driver = "smoke_tutorial" if getattr(args, "smoke_test", None) == "tutorial" else "smoke"
        if game.hook(driver) is None:
            print(f"{game.title} has no {'tutorial ' if driver == 'smoke_tutorial' else ''}smoke test",
                  file=sys.stderr, flush=True)
            app.quit(2)
        elif driver == "smoke_tutorial":
            hooks.append(game.load("smoke_tutorial")(app).tick)
        else:
            hooks.append(game.load("smoke")(app, getattr(args, "seed", None)).tick)
    if not hooks:
        return None

    def each_frame() -> None:
        for hook in hooks:
            hook()
    return each_frame


def _save_on_exit(app: App) -> None:
    """Keep the window size and fullscreen for next time; a failure is one line on stderr (the window is gone)."""
    try:
        app.settings.fullscreen = app.fullscreen
        if not app.fullscreen:
            w, h = app.screen.get_size()
            app.settings.window_size = (max(w, MIN_WINDOW[0]), max(h, MIN_WINDOW[1]))
        save_settings(app.settings)
    except (OSError, pygame.error) as e:
        print(" ".join(str(e).split()), file=sys.stderr)
