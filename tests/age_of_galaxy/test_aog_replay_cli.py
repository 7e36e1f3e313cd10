"""`python -m game.replay SAVE [--verify] [--seat N]` on an Age of Galaxy save (dispatched by the save's "format"):
the log in words, every decision replayed through the rules, one seat's view (G67-G69), one line for a bad file,
names escaped, `| head` ending quietly."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from age_of_galaxy.engine.ruleset import RULES, Settings
from age_of_galaxy.words.narrate import tell
from game.tools.replay import main
from tabletop.choices import Command
from tabletop.match import Match
from tabletop.savefile import write_json_atomic

ROOT = Path(__file__).resolve().parents[2]


def saved_game(folder: Path, seed: int = 7, names: tuple[str, ...] = ("Ann", "Bo", "Cy")) -> tuple[Path, Match]:
    m = Match.start(RULES, Settings(seed, names))
    rng = random.Random(seed)
    while m.pending is not None:
        p = m.pending
        assert m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),))).ok
    path = folder / "aog.json"
    write_json_atomic(path, m.to_json())
    return path, m


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out.splitlines(), err


def test_the_replay_tells_a_saved_game_and_verifies_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, m = saved_game(tmp_path)
    rc, lines, err = run(capsys, str(path), "--verify")
    assert rc == 0 and err == ""
    names = [p.name for p in m.state.players]
    assert lines[:-1] == tell(m.events, names, None)  # the omniscient replay
    assert lines[-1] == f"verified: {len(m.events)} events replayed, state hash {m.state_hash()[:16]}"
    assert lines[0] == "A game of Age of Galaxy for 3 begins: Ann, Bo and Cy."
    assert lines[-6] == "Final scores:" and lines[-2].endswith(" wins!")
    rc, plain, _ = run(capsys, str(path))
    assert rc == 0 and plain == lines[:-1]


def test_seat_n_tells_what_that_player_saw(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, m = saved_game(tmp_path)
    rc, lines, _ = run(capsys, str(path), "--seat", "2")
    assert rc == 0
    assert lines == tell(m.events, [p.name for p in m.state.players], 1)
    assert lines[0] == "A game of Age of Galaxy for 3 begins: you, Ann and Cy."
    assert "-- Your turn --" in lines
    assert "Ann draws 7 faction cards." in lines  # G68: another seat's hand is a count
    assert any(x.startswith("You draw ") and "faction cards" not in x for x in lines)
    for bad in ("0", "4", "-1"):
        rc, out, err = run(capsys, str(path), "--seat", bad)
        assert rc == 2 and out == [] and err == f"error: --seat must be a player from 1 to 3, not {bad}\n"


def test_a_tampered_log_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, _ = saved_game(tmp_path)
    doc = json.loads(path.read_text())
    i = next(i for i, e in enumerate(doc["events"]) if e.get("t") == "ResourceChanged" and e["delta"] > 1)
    doc["events"][i]["delta"] -= 1
    doc["hash"] = None  # only --verify (the decisions played again) sees the change
    path.write_text(json.dumps(doc))
    rc, out, err = run(capsys, str(path), "--verify")
    assert rc == 2 and out == []
    assert err == f"error: {path}: the event log does not match what its decisions produce (tampered?)\n"
    doc["events"][i]["delta"] += 1
    doc["hash"] = "0" * 64
    path.write_text(json.dumps(doc))
    rc, out, err = run(capsys, str(path))
    assert rc == 2 and err == f"error: {path}: the save's state hash does not match its events\n"


@pytest.mark.parametrize("content", [
    '{"format": "age-of-galaxy-save", "version": 1, "settings": {"seed": 1, "names": ["A", "B"]}, "events": [1]}',
    '{"format": "age-of-galaxy-save", "version": 99, "settings": {}, "events": []}',
    '{"format": "age-of-galaxy-save", "version": 1, "settings": {"seed": "x", "names": ["A"]}, "events": []}',
    '{"format": "age-of-galaxy-save", "version": 1, "settings": {"seed": 1, "names": ["A", "B"]}, "events": '
    + "[" * 50_000 + "]" * 50_000 + "}",
    '{"format": "age-of-galaxy-save", "version": 1, "settings": {"seed": 1, "names": ["A", "B"]}, "events": [{"t":'
    ' "Started", "names": ["A", "B"]}, {"t": "CardsDrawn", "who": 9, "n": 7}]}',
])
def test_a_hostile_file_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    for argv in ((str(path),), (str(path), "--verify")):
        rc, out, err = run(capsys, *argv)
        assert rc == 2 and out == []
        assert err.count("\n") == 1 and err.startswith(f"error: {path}: "), err


def test_names_are_escaped_and_head_ends_quietly(tmp_path: Path) -> None:
    """Run as a player runs it: `python -m game.replay SAVE --verify` and `... | head -1`."""
    path, _ = saved_game(tmp_path, 3, ("Ann\x1b[2J", "Bo\u202e"))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "game.replay", str(path), "--verify"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stderr == ""
    assert "\x1b" not in done.stdout and "\u202e" not in done.stdout
    assert done.stdout.splitlines()[0] == "A game of Age of Galaxy for 2 begins: Ann\\x1b[2J and Bo\\u202e."
    head = subprocess.run(f"{sys.executable} -m game.replay {path} | head -1", shell=True, cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert head.stdout.count("\n") == 1 and head.stderr == ""


def test_an_alien_artifacts_save_is_still_read_as_before(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "aa.json"
    path.write_text('{"format": "alien-artifacts-save"}')
    rc, out, err = run(capsys, str(path))
    assert rc == 2 and out == [] and err.startswith(f"error: {path}") and "Age of Galaxy" not in err
