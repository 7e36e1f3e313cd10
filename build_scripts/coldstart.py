"""Cold-start timing of a program: wall clock from launch to exit, or to a marker line on stdout."""

from __future__ import annotations

import queue
import statistics
import subprocess
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
