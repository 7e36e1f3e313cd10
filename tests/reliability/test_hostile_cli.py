"""Hostile command-line arguments (issue 31, item 7): every bad argument of `python -m game`, `python -m game.arena`
and `python -m game.scenario` is one line on stderr and a non-zero exit, never a traceback or a run with no end;
the arena starts no more workers than games and cores, and keeps the games (and saves) already played."""

from __future__ import annotations

import errno
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.tools import arena as arena_cli
from game.tools import scenario_cli
from tabletop import arena

ROOT = Path(__file__).resolve().parents[2]
HOSTILE_TEXT = ("", " ", "-1", "0", "abc", "1e9", "1.5", "9" * 40, "\x1b[2J", "NaN", "inf", "0x10", "--")


def _run(main: Callable[[list[str]], int], argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse's own exit (our OneLineParser prints one line first)
        code = exc.code if isinstance(exc.code, int) else 1
    err = capsys.readouterr().err
    return code, err


def _one_line(err: str) -> None:
    lines = [x for x in err.splitlines() if x.strip()]
    assert len(lines) == 1, err
    assert "Traceback" not in err and "\x1b" not in err


def _arena_cases(tmp: Path) -> list[list[str]]:
    a_file = tmp / "a-file"
    a_file.write_text("x")
    cases: list[list[str]] = []
    for value in HOSTILE_TEXT:
        for flag in ("--games", "--jobs", "--players", "--seed"):
            if flag == "--seed" and value.lstrip("-").isdigit():
                continue  # any whole seed is a seed
            if flag == "--players" and value == "0":
                continue  # 0 cycles 2-5 players
            cases.append([flag, value])
    cases += [["--games", "100000000"], ["--games", "-3"], ["--seats", ""], ["--seats", ",,,"],
              ["--seats", "hard:-1"], ["--seats", "random,random,random,random,random,random"],
              ["--seats", "\x1b[31m"], ["--players", "3", "--seats", "random,random"],
              ["--save-dir", str(a_file)], ["--save-dir", str(a_file / "under")], ["--save-dir", "/dev/null"],
              ["--save-dir", "/proc/no-such-folder"], ["--cards", str(a_file)], ["--no-such-flag"]]
    return cases


def test_every_bad_arena_argument_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases = _arena_cases(tmp_path)
    assert len(cases) > 50
    for argv in cases:
        code, err = _run(arena_cli.main, ["--games", "1", "--players", "2", *argv], capsys)
        assert code == 2, (argv, err)
        _one_line(err)


def test_a_save_dir_that_cannot_be_written_is_said_before_any_game(tmp_path: Path) -> None:
    assert arena_cli.save_dir_problem(tmp_path / "new" / "folder") == ""  # made
    (tmp_path / "f").write_text("")
    assert arena_cli.save_dir_problem(tmp_path / "f") == "is not a folder"
    assert "through a file" in arena_cli.save_dir_problem(tmp_path / "f" / "x")
    assert arena_cli.save_dir_problem(Path("/dev/null")) == "is not a folder"


class _CountingPool:
    made: list[int] = []

    def __init__(self, max_workers: int, **_kw: Any) -> None:
        _CountingPool.made.append(max_workers)

    def map(self, fn: Callable[[Any], Any], jobs: Any, chunksize: int = 1) -> Any:
        return map(fn, jobs)

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        pass


def test_jobs_beyond_games_and_cores_start_no_more_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    import concurrent.futures

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", _CountingPool)
    _CountingPool.made = []
    assert list(arena.run([1, 2], lambda x: x * 10, workers=100_000)) == [10, 20]
    assert _CountingPool.made in ([], [2]) and all(n <= 2 for n in _CountingPool.made)  # --jobs 100000 --games 2
    assert arena.worker_count(100_000, 2) <= min(2, arena.usable_cores())
    assert arena.worker_count(100_000, 10**6) == arena.usable_cores()
    assert arena.worker_count(5, 1) == 1 and arena.worker_count(0, 5) == 1


def test_a_save_that_fails_mid_run_stops_the_run_and_keeps_the_games_played(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    real = arena_cli.write_save
    written: list[Path] = []

    def full_disk_on_the_second(path: Path, game: Any, summary: Any = None) -> None:
        if written:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real(path, game)
        written.append(path)

    monkeypatch.setattr(arena_cli, "write_save", full_disk_on_the_second)
    code = arena_cli.main(["--games", "4", "--players", "2", "--seats", "random,random", "--save-dir", str(tmp_path)])
    out, err = capsys.readouterr()
    assert code == 1
    _one_line(err)
    assert "the disk is full" in err and "stopped after 2 of 4 games" in err
    assert "games played: 2" in out  # the games played are reported
    assert [p.name for p in tmp_path.glob("game-*.json")] == [written[0].name]  # and the save written is kept


def test_bad_game_arguments_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    from game.__main__ import main as game_main

    rng = random.Random(31)
    cases = [["--benchmark-ui", v] for v in HOSTILE_TEXT]
    cases += [["--size", v] for v in ("100000x100000", "9" * 30 + "x5", "abc", "x", "1280x", "12x34x56", "-5x-5")]
    cases += [["--seed", "-1"], ["--smoke-test", "nope"], ["--load"]]
    rng.shuffle(cases)
    for argv in cases:
        code, err = _run(game_main, argv, capsys)
        assert code == 2, (argv, err)
        _one_line(err)


def test_scenario_capture_with_bad_fields_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    not_json = tmp_path / "x.json"
    not_json.write_text("{")
    for argv in (["capture", str(not_json)], ["capture", "/dev/null"], ["capture", str(tmp_path)],
                 ["capture", str(tmp_path / "missing.json")], ["capture", str(not_json), "--turn", "-1"],
                 ["capture", str(not_json), "--turn", "9" * 40], ["capture"], ["nope"], []):
        code, err = _run(scenario_cli.main, argv, capsys)
        assert code == 2, (argv, err)
        _one_line(err)


def test_scenario_check_prints_no_control_character(tmp_path: Path) -> None:
    bad = tmp_path / "bad\x1b[31m.yaml"
    bad.write_text('players:\n  - name: "\\e]0;owned\\a\\e[2JAnn"\n    faction: "\\e[5mnope"\n  - name: Bob\n')
    good = tmp_path / "good\x1b]0;t\x07.yaml"
    good.write_text('players:\n  - name: "\\e]0;owned\\a\\e[2JAnn\\u202e"\n  - name: Bob\n')
    out = subprocess.run([sys.executable, "-m", "game.scenario", "check", str(bad), str(good)], cwd=ROOT,
                         capture_output=True, timeout=120)
    assert out.returncode == 1
    lines = out.stdout.decode().splitlines()
    assert len(lines) == 2 and lines[0].startswith(str(tmp_path)) and lines[1].startswith("ok: ")
    assert not any(b in out.stdout + out.stderr for b in (b"\x1b", b"\x07", "\u202e".encode()))
