"""`python -m game.scenario check --game age-of-galaxy`: the lessons' scenario files (issue 33 item 5, "from scenario
files") each load to a game the rules hold; a hostile file, a folder or a missing file is one line naming it, exit
1; an unknown game is one line, exit 2; without --game the tool is Alien Artifacts' as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.tools.scenario_cli import main

ROOT = Path(__file__).resolve().parents[3]
POSITIONS = sorted((ROOT / "cards" / "age_of_galaxy" / "lessons").glob("*_position.yaml"))


def test_every_lesson_starts_from_a_scenario_file_that_loads(capsys: pytest.CaptureFixture[str]) -> None:
    lessons = [p for p in POSITIONS[0].parent.glob("*.yaml") if p.name != "course.yaml" and p not in POSITIONS]
    assert len(lessons) == 8 and len(POSITIONS) == 8
    for lesson in lessons:  # each lesson names its position file
        assert f"scenario: {lesson.stem}_position.yaml" in lesson.read_text()
    assert main(["check", "--game", "age-of-galaxy", *map(str, POSITIONS)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 8 and all(line.startswith("ok: ") and "2 players" in line for line in out)
    assert any("round 5" in line for line in out) and any("round 2" in line for line in out)


def test_bad_files_are_one_line_each(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("seed: [1\n")
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text("seed: 1\nplayers: 7\n")
    unknown = tmp_path / "unknown.yaml"
    unknown.write_text("seed: 1\nsecret_key: 3\nplayers: []\n")
    files = [bad, wrong, unknown, tmp_path, tmp_path / "missing.yaml"]
    assert main(["check", "--game", "age-of-galaxy", *map(str, files)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 5
    for path, line in zip(files, out, strict=True):
        assert line.startswith(str(path)) and not line.startswith("ok")


def test_an_unknown_game_is_one_line_and_alien_artifacts_stays_the_default(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--game", "chess", "x.yaml"]) == 2
    assert "--game must be" in capsys.readouterr().err
    aa = sorted((ROOT / "cards" / "scenarios").glob("*.yaml"))[:2]
    assert main(["check", *map(str, aa)]) == 0
    assert main(["check", "--game", "alien-artifacts", *map(str, aa)]) == 0
    assert all(line.startswith("ok: ") for line in capsys.readouterr().out.splitlines())


def test_every_lesson_position_holds_the_invariants_after_every_event() -> None:
    """The arena's check (invariants after every event, the log replayed) on each lesson's game: the position's
    named cards wait at the deck's bottom until PositionArranged deals them, so every Faction card is counted from
    the first event on (the UI monkey found 35-38 of 40 counted before the position was dealt)."""
    from age_of_galaxy.arena import check
    from age_of_galaxy.lessons.scenario import load_scenario

    for path in POSITIONS:
        m = load_scenario(path).match
        assert check(m) == [], path.name
