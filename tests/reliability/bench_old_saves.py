"""Launch and Load times with a saves folder of many older saves (written before saves had a summary).

    .venv/bin/python tests/reliability/bench_old_saves.py [--saves 5000] [--runs 3]

Makes a private home (ALIEN_ARTIFACTS_HOME) whose saves folder holds N copies of a real game of the older kind
(no summary: the listing cannot read who plays from the file's start), each with its own date, then prints:
- launch: `python -m game` to its first frame (AA_FIRST_FRAME_EXIT=1, SDL's dummy video driver), median of runs,
  beside the same launch with an empty saves folder;
- listing: the menu's scan of the folder, in this process, cold (first) and warm (again);
- Load: from the click on *Load…* to the Load screen drawn, in a fresh app (the menu's listing done first, as a
  player's launch does), median of runs.
Issue 31 item 7's target: launch under 1 s and Load open under 1 s with 5,000 older saves.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).parent))


def make_folder(saves: Path, n: int) -> int:
    from random_games import random_game

    g = random_game(("Ann", "Bob", "Cy"), 7, 400)
    text = json.dumps(g.to_json())  # the older kind: the document without a summary first
    saves.mkdir(parents=True, exist_ok=True)
    base = time.time() - n
    for i in range(n):
        p = saves / f"game-2026{i:06d}.json"
        p.write_text(text, encoding="utf-8")
        os.utime(p, (base + i, base + i))
    return len(text)


def launch_seconds(home: Path) -> tuple[float, float]:
    """(wall, processor) seconds of `python -m game` to its first frame."""
    env = {**os.environ, "ALIEN_ARTIFACTS_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "AA_FIRST_FRAME_EXIT": "1",
           "SDL_AUDIODRIVER": "dummy"}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env, capture_output=True, timeout=120)
    took = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if b"first-frame" not in out.stdout:
        raise SystemExit(f"the game did not reach its first frame: {out.stderr[-400:]!r}")
    return took, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def load_open_seconds(home: Path) -> tuple[float, float, int]:
    """A fresh app's menu (its listing), then the click on Load until the Load screen is drawn."""
    code = f"""
import os, sys, time
from types import SimpleNamespace
os.environ["ALIEN_ARTIFACTS_HOME"] = {str(home)!r}
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
from game.ui.app import App
app = App(SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size="1280x720", fullscreen=False,
                          seed=None))
app.sound.mute = True
app.open("menu")
app.step(1 / 60); app.draw(app.screen)
app.cards()  # the cards are loaded by the time a player clicks
t0, c0 = time.perf_counter(), time.process_time()
app.top.buttons.by_key("load").action()
app.step(1 / 60); app.draw(app.screen)
took, cpu = time.perf_counter() - t0, time.process_time() - c0
rows = [b for b in app.top.buttons.buttons if b.key.startswith("save")]
print(took, cpu, len(app.top.folder.games) + len(app.top.folder.bad), len(rows))
"""
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, timeout=600, text=True)
    if out.returncode:
        raise SystemExit(out.stderr[-600:])
    took, cpu, listed, _rows = out.stdout.split()[-4:]
    return float(took), float(cpu), int(listed)


def scan_seconds(home: Path) -> tuple[float, float, float, float]:
    """(wall, processor) seconds of the listing, cold then again."""
    os.environ["ALIEN_ARTIFACTS_HOME"] = str(home)
    from alien_artifacts.ui import storage

    out: list[float] = []
    for _ in range(2):
        t0, c0 = time.perf_counter(), time.process_time()
        storage.scan(None)
        out += [time.perf_counter() - t0, time.process_time() - c0]
    return out[0], out[1], out[2], out[3]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--saves", type=int, default=5000)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        empty, full = Path(tmp) / "empty", Path(tmp) / "full"
        (empty / "data" / "saves").mkdir(parents=True)
        size = make_folder(full / "data" / "saves", args.saves)
        print(f"{args.saves} older saves of {size // 1024} KiB each (no summary), load average "
              f"{os.getloadavg()[0]:.1f}")
        bases = [launch_seconds(empty) for _ in range(args.runs)]
        launches = [launch_seconds(full) for _ in range(args.runs)]
        loads = [load_open_seconds(full) for _ in range(args.runs)]
        cold, cold_cpu, warm, warm_cpu = scan_seconds(full)

        def med(xs: list[tuple[float, ...]], i: int) -> float:
            return statistics.median(x[i] for x in xs)

        print(f"launch to the first frame: {med(launches, 0):.2f} s wall, {med(launches, 1):.2f} s processor "
              f"(empty saves folder: {med(bases, 0):.2f} s wall, {med(bases, 1):.2f} s processor), median of "
              f"{args.runs}")
        print(f"listing the folder in-process: {cold:.3f} s wall / {cold_cpu:.3f} s processor cold, "
              f"{warm:.3f} s / {warm_cpu:.3f} s again")
        print(f"Load opened (click to drawn): {med(loads, 0):.2f} s wall, {med(loads, 1):.2f} s processor, median "
              f"of {args.runs}; {loads[0][2]} files listed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
