"""Cold-start timing of a program: wall clock from launch to exit, or to a marker line on stdout.

As a command, the first frame of the game run from source (what README's "launch to the main menu" row gives):

    .venv/bin/python build_scripts/coldstart.py --runs 9

launches `python -m game` from the repository with SDL's dummy drivers and AA_FIRST_FRAME_EXIT=1, after one
launch that is not counted (it writes the bytecode cache, as a player's first launch does), and prints each
launch's seconds to the `first-frame` line, their median and the load average. `-- CMD ...` times another command.
`--processor` also launches the game through a wrapper that prints the processor time (all threads, from the
interpreter's start) when the game prints `first-frame`: the figure a busy machine changes least.
"""

from __future__ import annotations

import argparse
import os
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import IO

FIRST_FRAME_MARKER = "first-frame"
FIRST_FRAME_ENV = "AA_FIRST_FRAME_EXIT"


@dataclass
class Samples:
    """Seconds per launch, and why a launch gave no sample (the tail of its output)."""

    runs: list[float] = field(default_factory=list)
    note: str = ""

    @property
    def median(self) -> float | None:
        return round(statistics.median(self.runs), 3) if self.runs else None


def time_to_exit(cmd: Sequence[str], env: dict[str, str], timeout: float = 60.0) -> float:
    """Seconds from launch until the process has exited (it must exit 0)."""
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, timeout=timeout,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def _pump(stream: IO[str], lines: queue.Queue[tuple[float, str | None]]) -> None:
    for line in stream:
        lines.put((time.perf_counter(), line))
    lines.put((time.perf_counter(), None))


def time_to_marker(cmd: Sequence[str], env: dict[str, str], marker: str = FIRST_FRAME_MARKER,
                   timeout: float = 20.0, grace: float = 10.0) -> tuple[float | None, str]:
    """Seconds from launch until a stdout line starts with `marker`, or None if none comes in `timeout`.

    Afterwards the process gets `grace` seconds to exit (then it is killed), so launches never
    overlap. Returns the time and, when the marker is missing, the tail of the program's output.
    """
    lines: queue.Queue[tuple[float, str | None]] = queue.Queue()
    seen: list[str] = []
    found: float | None = None
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=err, text=True)
        assert proc.stdout is not None
        threading.Thread(target=_pump, args=(proc.stdout, lines), daemon=True).start()
        deadline = start + timeout
        while found is None:
            try:
                at, line = lines.get(timeout=max(0.0, deadline - time.perf_counter()))
            except queue.Empty:
                break
            if line is None:
                break
            seen.append(line)
            if line.startswith(marker):
                found = at - start
        try:
            proc.wait(timeout=grace if found is not None else 0.5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        err.seek(0)
        tail = ("".join(seen[-5:]) + err.read().decode(errors="replace"))[-800:]
    return found, ("" if found is not None else tail or f"(exit code {proc.returncode}, no output)")


def exit_samples(cmd: Sequence[str], env: dict[str, str], runs: int) -> Samples:
    """Launch `cmd` `runs` times and time each launch to its exit."""
    return Samples(runs=[time_to_exit(cmd, env) for _ in range(runs)])


def first_frame_samples(cmd: Sequence[str], env: dict[str, str], runs: int,
                        timeout: float = 20.0) -> Samples:
    """Launch `cmd` with AA_FIRST_FRAME_EXIT=1 and time each launch to its `first-frame` stdout line.

    Stops at the first launch that prints no such line (the app lacks the hook): the note says why.
    """
    env = {**env, FIRST_FRAME_ENV: "1"}
    out = Samples()
    for _ in range(runs):
        seconds, tail = time_to_marker(cmd, env, FIRST_FRAME_MARKER, timeout)
        if seconds is None:
            out.note = tail
            break
        out.runs.append(seconds)
    return out


# `python -m game` with `print` watched: at its `first-frame` line, the processor time the process has used so far.
PROCESSOR_SPY = """
import builtins, sys, time
show = builtins.print
def spy(*args, **kw):
    if args == ("first-frame",):
        show(f"processor {time.process_time():.4f}", flush=True)
    show(*args, **kw)
builtins.print = spy
from game.__main__ import main
sys.exit(main([]))
"""


def processor_samples(env: dict[str, str], runs: int, timeout: float = 60.0) -> list[float]:
    """Processor seconds the game has used when it prints its first frame, for `runs` launches from source."""
    out = []
    for _ in range(runs):
        res = subprocess.run([sys.executable, "-c", PROCESSOR_SPY], env={**env, FIRST_FRAME_ENV: "1"},
                             capture_output=True, text=True, timeout=timeout)
        line = next((x for x in res.stdout.splitlines() if x.startswith("processor ")), None)
        if line is None:
            raise RuntimeError(f"no first frame (exit {res.returncode}): {res.stderr[-500:]}")
        out.append(float(line.split()[1]))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Seconds from launch to the game's first frame, run from source.")
    p.add_argument("--runs", type=int, default=9, help="launches counted (9)")
    p.add_argument("--processor", action="store_true", help="also the processor time to the first frame")
    p.add_argument("cmd", nargs="*", help="the command to time (default: this Python's -m game)")
    args = p.parse_args(argv)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    cmd = args.cmd or [sys.executable, "-m", "game"]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}  # a player's Python caches it
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    os.chdir(root)
    warm = first_frame_samples(cmd, env, 1)
    if not warm.runs:
        print(f"no first frame: {warm.note}", file=sys.stderr)
        return 1
    out = first_frame_samples(cmd, env, args.runs)
    if out.note:
        print(f"no first frame: {out.note}", file=sys.stderr)
        return 1
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"first frame: {' '.join(f'{x:.3f}' for x in out.runs)} s; median {out.median:.3f} s "
          f"({len(out.runs)} launches; load average {load})")
    if args.processor:
        cpu = processor_samples(env, args.runs)
        print(f"processor time to the first frame: median {statistics.median(cpu) * 1000:.0f} ms "
              f"(min {min(cpu) * 1000:.0f} ms, {len(cpu)} launches)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
