"""`python -m game.cards ... --game age-of-galaxy`: the same two commands read Age of Galaxy's content; without
--game they read Alien Artifacts' exactly as before."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from game.tools.cards_cli import main

if TYPE_CHECKING:
    from conftest import AogCopy

REPO = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game.cards", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=60, check=False)


def test_validate_age_of_galaxy_prints_counts_and_load_time() -> None:
    r = _run("validate", "--game", "age-of-galaxy")
    assert r.returncode == 0, r.stdout + r.stderr
    counts = dict(re.findall(r"^(\w+)\s+(\d+)$", r.stdout, flags=re.MULTILINE))
    assert counts == {"faction_cards": "40", "technologies": "23", "system_cards": "8", "planet_tokens": "5",
                      "exploration_tokens": "9", "trade_cards": "5", "board_spaces": "18"}
    ms = re.search(r"^OK: loaded and validated in ([\d.]+) ms$", r.stdout, flags=re.MULTILINE)
    assert ms is not None and float(ms.group(1)) > 0


def test_validate_reports_problems_one_per_line_and_exits_1(aog_copy: AogCopy,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    aog_copy.card("F01", lambda c: c.update(debut={"credit": 3}))  # G97
    aog_copy.card("F02", lambda c: c.pop("end_scoring"))  # G96
    assert main(["validate", "--game", "age-of-galaxy", "--dir", str(aog_copy.dir)]) == 1
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert any("card 'F01' field 'debut'" in line for line in lines)
    assert any("card 'F02' field 'end_scoring'" in line for line in lines)
    assert err.strip() == f"{len(lines)} problem(s) found"


def test_reference_is_written_and_the_committed_one_is_current(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["reference", "--game", "age-of-galaxy", "--out", str(tmp_path)]) == 0
    written = tmp_path / "age_of_galaxy.md"
    assert capsys.readouterr().out.strip() == f"wrote {written}"
    text = written.read_text(encoding="utf-8")
    committed = (REPO / "docs" / "cards" / "age_of_galaxy.md").read_text(encoding="utf-8")
    assert text == committed, "run: python -m game.cards reference --game age-of-galaxy"
    assert text.count("\n#### F") == 40 and "Designer's note:" in text
    assert "| Galactic Network | Advanced | F16 Canopy Accord | Galactic Protocol required |" in text


def test_without_game_it_is_alien_artifacts_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate"]) == 0
    default = capsys.readouterr().out
    assert main(["validate", "--game", "alien-artifacts"]) == 0
    named = capsys.readouterr().out
    strip = re.compile(r"[\d.]+ ms")
    assert strip.sub("", default) == strip.sub("", named)
    assert "ships" in default and "faction_cards" not in default


def test_images_are_alien_artifacts_only(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["reference", "--game", "age-of-galaxy", "--out", str(tmp_path), "--images", str(tmp_path)]) == 2
    assert "--images is for Alien Artifacts' reference only" in capsys.readouterr().err
    assert not (tmp_path / "age_of_galaxy.md").exists()


def test_an_unknown_game_is_refused() -> None:
    r = _run("validate", "--game", "chess")
    assert r.returncode == 2 and "invalid choice: 'chess'" in r.stderr
