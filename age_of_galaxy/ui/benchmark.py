"""Frame times of a busy 4-player Age of Galaxy table at 1920x1080 while Hard AI seats think.

    python -m age_of_galaxy.ui.benchmark [--frames 1000] [--pace 0.9] [--size 1920x1080]

The position comes from a seeded game played forward with random choices to about a third of its length. Then you
(seat 0) and three Hard AI seats play on at the table the application opens (played.py's PlayedTable: autosaved
after every turn, here into a temporary folder) on the UI kit's scene stack, one `step` and flip a frame as the
app's loop does: the AI seats think on their threads (seats.py) with their default budget, their moves are paced,
played out and outlined as at the table, and "you" answer with a random option every 45 frames while a mouse wanders
over the table (hovering places and cards). A game that ends starts again from the middle. Frames are paced at 60
per second like the real loop. Runs under SDL's dummy video driver unless another is set (SDL_VIDEODRIVER=x11 under
Xvfb draws to a real X window). Prints one JSON line: p50/p95/p99/max frame milliseconds, how many frames were
drawn while an AI seat's thread was thinking and their p99. (age_of_galaxy/ never imports the shell, so this drives
the kit's SceneStack, as the dev runner does, not game/ui/app.py's App.)
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame

from age_of_galaxy.content.errors import data_root
from age_of_galaxy.ui import saves
from age_of_galaxy.ui.played import PlayedTable
from age_of_galaxy.ui.scene import SCENES
from age_of_galaxy.ui.seats import PACE
from age_of_galaxy.ui.start import HUMAN, Setup, new_match
from tabletop.choices import Command
from tabletop.ui import registry, theme
from tabletop.ui.stack import SceneStack

SIZE = (1920, 1080)
SEED = 20261127
NAMES = ("You", "Nova", "Vega", "Orion")
SEATS = (HUMAN, "hard", "hard", "hard")
ANSWER_EVERY = 45  # frames between two of "your" answers


def _random_play(setup: Setup, rng: random.Random, limit: int) -> int:
    """Play `setup`'s match forward with random options, at most `limit` decisions; returns how many were played."""
    m, done = setup.match, 0
    while done < limit and not m.over and m.pending is not None:
        p = m.pending
        m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),)))
        done += 1
    return done


def mid_game(seed: int = SEED, players: int = 4) -> Setup:
    """A game of `players` (you and Hard seats; one: Standard Solo against the Virtual Opponent, G74) about a third
    of the way in (two thirds left to play during the run)."""
    names, seats = NAMES[:players], SEATS[:players]
    solo = players == 1
    length = _random_play(new_match(names, seats, seed, solo=solo), random.Random(seed), 100_000)
    setup = new_match(names, seats, seed, solo=solo)
    _random_play(setup, random.Random(seed), length // 3)  # the same seed plays the same game
    return setup


def your_choice(setup: Setup, seed: int) -> Setup:
    """`setup` played on at random until the choice is yours (seat 0): an idle table, nobody thinking."""
    m, rng = setup.match, random.Random(seed)
    while not m.over and m.pending is not None and m.pending.seat != 0:
        p = m.pending
        m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),)))
    return setup


def percentile(ordered: list[float], q: float) -> float:
    """The nearest-rank q-quantile of an ascending list."""
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def benchmark(n: int, args: Any) -> int:
    """Draw `n` frames of the busy table and print the frame times as one JSON line; 0 when done."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    size = getattr(args, "bench_size", None) or SIZE
    pace = getattr(args, "pace", None)
    pace = PACE if pace is None else float(pace)
    pygame.init()
    fonts = data_root() / "assets" / "fonts"
    theme.use_fonts(fonts / "DejaVuSans.ttf", fonts / "DejaVuSans-Bold.ttf")
    pygame.display.set_caption("Age of Galaxy: benchmark")
    app = SceneStack(pygame.display.set_mode(size))
    registry.declare(SCENES)
    with tempfile.TemporaryDirectory(prefix="aog-bench-") as tmp:
        out = _run(app, n, saves.Folder(Path(tmp)), pace)
    print(json.dumps(out), flush=True)
    pygame.quit()
    return 0


def _run(app: SceneStack, n: int, folder: saves.Folder, pace: float, players: int = 4,
         idle: bool = False) -> dict[str, Any]:
    """The measured frames: the table opened over the stack, `n` frames stepped; what the JSON line says. `idle`:
    your choice is open and never answered (nobody thinks; the mouse wanders)."""
    start = your_choice(mid_game(SEED, players), SEED) if idle else mid_game(SEED, players)
    table: Any = app.open(PlayedTable.name, start, folder, saves.new_slot(), pace=pace)
    human = random.Random(7)
    for _ in range(5):  # warm-up: the first layout, fonts and caches
        app.step(1 / 60)
    times: list[float] = []
    cpu: list[float] = []
    while_thinking: list[float] = []  # the frames drawn while an AI seat's thread was thinking
    thinking = games = moves = autosaves = 0
    w, h = app.screen.get_size()
    for i in range(n):
        pos = (int((i * 37) % w), int(h * 0.05 + (i * 23) % int(h * 0.9)))  # a mouse wandering over the table
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        mine = table.mine()
        if not idle and i % ANSWER_EVERY == ANSWER_EVERY - 1 and mine is not None:
            table.play((human.choice(mine.keys()),))
        if table.match.over:  # keep it busy: start again from the middle
            games += 1
            moves, autosaves = moves + table.driver.moves, autosaves + table.saves
            table = app.show(PlayedTable.name, mid_game(SEED + games, players), folder, saves.new_slot(), pace=pace)
        drv = table.driver
        busy_ai = drv.busy()
        thinking += busy_ai
        t0, c0 = time.perf_counter(), time.thread_time()
        app.step(1 / 60)
        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000.0)
        cpu.append((time.thread_time() - c0) * 1000.0)  # the frame loop's own work (no wait for a busy core)
        if busy_ai:
            while_thinking.append(times[-1])
        spare = 1 / 60 - (time.perf_counter() - t0)  # pace like the real loop: the AI threads think in real time
        if spare > 0:
            time.sleep(spare)
    ordered, on_cpu = sorted(times), sorted(cpu)
    out = {"game": "age-of-galaxy", "frames": n, "mean": round(statistics.fmean(times), 3),
           "p50": round(percentile(ordered, 0.50), 3), "p95": round(percentile(ordered, 0.95), 3),
           "p99": round(percentile(ordered, 0.99), 3), "max": round(ordered[-1], 3),
           "cpu_p50": round(percentile(on_cpu, 0.50), 3), "cpu_p99": round(percentile(on_cpu, 0.99), 3),
           "cpu_max": round(on_cpu[-1], 3),
           "frames_ai_thinking": thinking,
           "p99_ai_thinking": round(percentile(sorted(while_thinking), 0.99), 3) if while_thinking else None,
           "ai_moves": moves + table.driver.moves, "games_restarted": games,
           "autosaves": autosaves + table.saves, "size": f"{w}x{h}", "driver": pygame.display.get_driver(),
           "seats": ",".join(table.setup.seats), "pace": pace, "players": players,
           "mode": "idle" if idle else "hard thinking", "ai": getattr(table.driver.thinker, "kind", "none"),
           "base_redraws": table.layers.redraws}
    app.close_all()
    return out


def matrix(n: int, args: Any) -> int:
    """`python -m game --benchmark-ui N --game age-of-galaxy [--size WxH]`: N frames of each table, 1-4 players,
    idle (your choice open, nobody thinking) and while Hard seats think (1 player: Standard Solo, no AI seat, idle
    only), at 1280x720 and 1920x1080 (or the --size given); one JSON line each, then a table of the figures."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    size = getattr(args, "size", None)
    sizes = [tuple(int(x) for x in size.lower().split("x"))] if isinstance(size, str) else [(1280, 720), SIZE]
    pygame.init()
    fonts = data_root() / "assets" / "fonts"
    theme.use_fonts(fonts / "DejaVuSans.ttf", fonts / "DejaVuSans-Bold.ttf")
    pygame.display.set_caption("Age of Galaxy: benchmark")
    registry.declare(SCENES)
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="aog-bench-") as tmp:
        for w, h in sizes:
            app = SceneStack(pygame.display.set_mode((w, h)))
            for players in (1, 2, 3, 4):
                for idle in ((True,) if players == 1 else (True, False)):
                    out = _run(app, n, saves.Folder(Path(tmp)), PACE, players, idle)
                    print(json.dumps(out), flush=True)
                    rows.append(out)
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    print(f"\n{n} frames a row, {time.strftime('%Y-%m-%d %H:%M', time.gmtime())} UTC, load average "
          f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, {os.cpu_count()} cores, AI: "
          f"{rows[-1]['ai'] if rows else '-'}")
    print("| size | players | table | p50 ms | p95 ms | p99 ms | max ms |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['size']} | {r['players']} | {r['mode']} | {r['p50']} | {r['p95']} | {r['p99']} | {r['max']} |")
    pygame.quit()
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m age_of_galaxy.ui.benchmark", description=__doc__.split("\n\n")[0])
    p.add_argument("--frames", type=int, default=1000, help="frames measured (1000)")
    p.add_argument("--pace", type=float, default=PACE,
                   help=f"seconds between AI moves, as at the table (default {PACE}; 0: AI seats think back to back)")
    p.add_argument("--size", default=f"{SIZE[0]}x{SIZE[1]}", help="the window, WxH (default 1920x1080)")
    args = p.parse_args(argv)
    try:
        w, h = (int(x) for x in args.size.lower().split("x"))
    except ValueError:
        p.error(f"--size {args.size!r}: use WxH, e.g. 1920x1080")
    if args.frames < 1 or args.pace < 0 or w < 1 or h < 1:
        p.error("--frames must be at least 1, --pace at least 0, the size positive")
    return benchmark(args.frames, SimpleNamespace(pace=args.pace, bench_size=(w, h)))


if __name__ == "__main__":
    sys.exit(main())
