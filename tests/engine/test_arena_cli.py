"""The arena: a few hundred checked games across 2-5 players (CI's share of the 10,000-game benchmark)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.tools.arena import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_two_hundred_checked_games_have_no_errors_or_violations(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--players", "0", "--games", "200", "--seed", "7", "--check", "--json"])
    out = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(out[-1])
    assert code == 0
    assert summary["games"] == 200 and summary["errors"] == 0 and summary["violations"] == 0
    assert set(summary["by_players"]) == {"2", "3", "4", "5"}


def test_json_last_line_has_the_documented_keys() -> None:
    out = subprocess.run([sys.executable, "-m", "game.arena", "--players", "3", "--seats", "random,random,random",
                          "--games", "6", "--seed", "3", "--json", "--replay-bench"],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    for key in ("games", "errors", "violations", "turns_per_player", "winning_score", "games_per_second",
                "replay_speedup"):
        assert key in summary
    assert summary["games"] == 6 and summary["replay_speedup"] > 1
    seat = summary["seats"][0]
    for key in ("seat", "kind", "wins", "win_rate", "ci95", "score", "decision_ms_p50", "decision_ms_p95"):
        assert key in seat
    assert abs(sum(s["wins"] for s in summary["seats"]) - 6) < 1e-9


def test_bad_arguments_exit_2() -> None:
    out = subprocess.run([sys.executable, "-m", "game.arena", "--players", "7"], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 2 and "Traceback" not in out.stderr


@pytest.mark.slow
def test_every_seat_kind_in_checked_games(capsys: pytest.CaptureFixture[str]) -> None:
    """CI's share of the all-kinds fuzz (issue 9): random, easy, normal and hard seats at 2-5 players."""
    code = main(["--players", "0", "--seats", "random,easy,normal,hard:1", "--games", "16", "--seed", "11",
                 "--check", "--json", "--jobs", "2"])
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert code == 0 and summary["games"] == 16 and summary["errors"] == 0 and summary["violations"] == 0
    assert set(summary["by_players"]) == {"2", "3", "4", "5"}


def test_worker_processes_do_not_change_the_results(capsys: pytest.CaptureFixture[str]) -> None:
    runs = []
    for jobs in ("1", "2"):
        main(["--players", "3", "--seats", "random,easy,random", "--games", "12", "--seed", "40", "--json",
              "--jobs", jobs])
        s = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        runs.append(([x["wins"] for x in s["seats"]], [x["score"] for x in s["seats"]], s["turns_per_player"]))
    assert runs[0] == runs[1]
