"""The frame-time driver `python -m age_of_galaxy.ui.benchmark` (docs/age-of-galaxy/TABLE.md "Measured"): it plays the
table it says it plays and prints the figures it says it prints. No timing is asserted here (speed is the driver's
printed numbers, never a timed unit test)."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest

from age_of_galaxy.ui import benchmark as B
from age_of_galaxy.ui.start import HUMAN, new_match


def test_mid_game_is_a_third_of_a_seeded_game_and_the_same_each_time() -> None:
    whole = new_match(B.NAMES, B.SEATS, B.SEED)
    length = B._random_play(whole, random.Random(B.SEED), 100_000)
    assert whole.match.over and length > 30
    a, b = B.mid_game(), B.mid_game()
    assert not a.match.over
    assert a.match.state_hash() == b.match.state_hash()
    assert a.seats == (HUMAN, "hard", "hard", "hard") and a.match.state.n == 4


def test_the_driver_prints_its_figures_for_a_four_player_table_with_hard_seats(
        capsys: pytest.CaptureFixture[str]) -> None:
    # pace 0: the Hard seats think back to back, so AI moves and autosaves happen within a few frames
    assert B.benchmark(40, SimpleNamespace(pace=0.0, bench_size=(1280, 720))) == 0
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert out["frames"] == 40 and out["size"] == "1280x720" and out["seats"] == "human,hard,hard,hard"
    assert 0 < out["p50"] <= out["p95"] <= out["p99"] <= out["max"]
    assert out["frames_ai_thinking"] > 0 and out["p99_ai_thinking"] > 0  # frames drawn while an AI thread thought
    assert out["autosaves"] >= 1  # the application's table (PlayedTable), autosaving as in a game
    assert out["driver"] == "dummy"


def test_bad_arguments_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--frames", "0"], ["--size", "big"], ["--pace", "-1"]):
        with pytest.raises(SystemExit) as exc:
            B.main(argv)
        assert exc.value.code == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert err[-1].startswith("python -m age_of_galaxy.ui.benchmark: error:")
