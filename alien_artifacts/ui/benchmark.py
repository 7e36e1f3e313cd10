"""`python -m game --benchmark-ui N`: frame times of a busy 5-player mid-game table at 1920x1080.

The position comes from a seeded game played forward with random choices to about a third of its length.
During the run the AI seats keep playing (AI worker, animations on) and the human seat answers
every so often, so rebuilds, tweens and the AI all cost what they cost in a real game. Runs under the
dummy video driver unless another is set, so the figure is our drawing cost. Prints one JSON line.
It drives the App from outside (game/ui/main.py calls it): scenes opened by name, frames stepped one by one.
"""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
from types import SimpleNamespace
from typing import Any

import pygame

from alien_artifacts.ui import ai_seat
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.session import SeatConfig, Session
from game.ui.app import App

SIZE = (1920, 1080)
SEED = 20260522


def _mid_game(cards: Any, seats: list[Any]) -> Any:
    """A Session about a third into a seeded random game (two thirds left to play during the run)."""
    probe = Session.new(cards, seats, SEED)
    brain = RandomBrain(SEED)
    steps = 0
    while probe.pending is not None and steps < 20000:
        probe.game.submit(brain.choose(probe.game.view_for(probe.pending.seat)))
        steps += 1
    session = Session.new(cards, seats, SEED)
    session.autosave_enabled = False
    brain = RandomBrain(SEED)
    for _ in range(steps // 3):
        p = session.pending
        if p is None:  # (the same seed plays the same game: it ends after `steps`, not before steps // 3)
            break
        session.game.submit(brain.choose(session.game.view_for(p.seat)))
    session.version += 1
    return session


def benchmark(n: int, args: Any) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("ALIEN_ARTIFACTS_HOME", tempfile.mkdtemp(prefix="aa-bench-"))
    ns = SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size=None, fullscreen=False, seed=None)
    app = App(ns, headless_size=SIZE)
    app.sound.mute = True
    app.settings.anim_speed = 1.0
    app.settings.ai_think_time = 0.15
    cards = app.cards()
    if cards is None:
        print(json.dumps({"error": "cards did not load: " + app.loader.error}))
        return 2
    seats = [SeatConfig("You", True, "normal", 0)] + [SeatConfig(f"AI {i}", False, "hard", i) for i in range(1, 5)]
    session = _mid_game(cards, seats)
    app.open("menu")
    table: Any = app.open("table", session)
    # The AI seats play "hard" (a time-bounded search) when the AI is registered (python -m game);
    # AA_BENCH_AI_SECONDS=<s> replaces them by a stand-in that burns s CPU seconds per decision.
    think = float(os.environ.get("AA_BENCH_AI_SECONDS", "-1" if ai_seat.has_seat_factory() else "0.3"))
    if think >= 0:
        table.seats.level_override = {seat: f"busy:{think}" for seat in range(1, 5)}
    human = RandomBrain(7)
    # warm-up: build the table and the card face caches
    for _ in range(5):
        app.step(1 / 60)
    times: list[float] = []
    w, h = SIZE
    for i in range(n):
        # a mouse that wanders over the table, hovering (and so zooming) cards
        pos = (int((i * 37) % w), int(h * 0.2 + (i * 23) % int(h * 0.75)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        if i % 45 == 44 and table.model.my_choice():
            session.submit(human.choose(session.view(table.model.viewer)))
        if session.over:  # keep it busy: start again from the middle
            session = _mid_game(cards, seats)
            table = app.show("table", session)
            if think >= 0:
                table.seats.level_override = {seat: f"busy:{think}" for seat in range(1, 5)}
        t0 = time.perf_counter()
        app.step(1 / 60)
        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000.0)
        # pace like the real loop so the AI worker and tweens advance in real time
        spare = 1 / 60 - (time.perf_counter() - t0)
        if spare > 0:
            time.sleep(spare)
    times_sorted = sorted(times)
    p99 = times_sorted[min(len(times_sorted) - 1, round(0.99 * (len(times_sorted) - 1)))]
    out = {"mean": round(statistics.fmean(times), 3), "p50": round(statistics.median(times), 3),
           "p99": round(p99, 3), "frames": n, "max": round(times_sorted[-1], 3),
           "size": f"{w}x{h}", "driver": os.environ.get("SDL_VIDEODRIVER", ""),
           "ai": "hard" if think < 0 else f"stand-in {think} s"}
    out["ai_worker"] = table.seats.started.kind if table.seats.started is not None else "none"
    print(json.dumps(out))
    table.close()
    pygame.quit()
    return 0
