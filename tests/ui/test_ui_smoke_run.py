"""The app as a process: --smoke-test plays a whole AI game, --benchmark-ui prints frame times."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ALIEN_ARTIFACTS_HOME=str(tmp_path))
    return env


@pytest.mark.slow
def test_smoke_test_plays_a_whole_game(tmp_path: Path) -> None:
    r = subprocess.run([sys.executable, "-m", "game", "--smoke-test"], cwd=ROOT, env=_env(tmp_path),
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    lines = [x for x in r.stdout.splitlines() if x.startswith("{")]
    assert lines, f"no JSON line; stdout: {r.stdout[-1000:]!r} stderr: {r.stderr[-2000:]!r}"
    line = lines[-1]
    out = json.loads(line)
    assert out["smoke"] == "ok" and out["winners"]


def test_benchmark_prints_frame_times(tmp_path: Path) -> None:
    r = subprocess.run([sys.executable, "-m", "game", "--benchmark-ui", "40"], cwd=ROOT, env=_env(tmp_path),
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    out = json.loads([x for x in r.stdout.splitlines() if x.startswith("{")][-1])
    assert out["frames"] == 40
    assert 0 < out["p50"] <= out["p99"]
    assert {"mean", "p50", "p99"} <= set(out)


def test_first_frame_is_quick(tmp_path: Path) -> None:
    env = _env(tmp_path)
    env["AA_FIRST_FRAME_EXIT"] = "1"
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "game"], cwd=ROOT, env=env, capture_output=True, text=True,
                       timeout=60)
    elapsed = time.perf_counter() - t0
    assert r.returncode == 0, r.stderr[-2000:]
    assert "first-frame" in r.stdout
    assert elapsed < 3.0  # the budget is 1.0 s on an idle machine; leave room for a busy CI
