"""Saves survive anything: atomic writes under kill -9, and no mutated file crashes the loader."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.match.api import Game
from alien_artifacts.match.saves import SaveError, read_save, write_save

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).parent))

from random_games import random_game  # noqa: E402


def _game(seed: int, decisions: int) -> Game:
    return random_game(("Ann", "Bob"), seed, decisions)


def test_save_round_trip_keeps_the_state_hash(tmp_path: Path) -> None:
    g = _game(1, 120)
    path = tmp_path / "a.json"
    write_save(path, g)
    data = json.loads(path.read_text())
    assert data["version"] == 1 and data["settings"]["seed"] == 1 and isinstance(data["events"], list)
    again = read_save(path, load_cardset())
    assert again.state_hash() == g.state_hash()
    assert again.pending == g.pending


WRITER = """
import sys, json
from pathlib import Path
from alien_artifacts.match.saves import write_json_atomic
path = Path(sys.argv[1])
a = json.loads(Path(sys.argv[2]).read_text())
b = json.loads(Path(sys.argv[3]).read_text())
print("ready", flush=True)
i = 0
while True:
    write_json_atomic(path, a if i % 2 else b)
    i += 1
"""


@pytest.mark.slow
def test_killed_while_writing_the_save_is_always_the_old_or_the_new(tmp_path: Path) -> None:
    cards = load_cardset()
    ga, gb = _game(2, 60), _game(3, 150)
    fa, fb = tmp_path / "a.json", tmp_path / "b.json"
    write_save(fa, ga)
    write_save(fb, gb)
    good = {ga.state_hash(), gb.state_hash()}
    target = tmp_path / "autosave.json"
    write_save(target, ga)
    rng = random.Random(7)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for _ in range(25):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(target), str(fa), str(fb)],
                                stdout=subprocess.PIPE, env=env)
        assert proc.stdout is not None
        proc.stdout.readline()
        time.sleep(rng.uniform(0.0, 0.05))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        loaded = read_save(target, cards, verify=False)
        assert loaded.state_hash() in good
    leftovers = [p for p in tmp_path.iterdir() if p.name.startswith(".autosave")]
    assert all(p.suffix == ".tmp" for p in leftovers)  # only stray temporaries, never a broken save


def _mutations(raw: str, data: dict, rng: random.Random) -> str:
    kind = rng.randrange(9)
    if kind == 0:
        return raw[: rng.randrange(len(raw))]
    if kind == 1:
        i = rng.randrange(len(raw))
        return raw[:i] + rng.choice("{}[]\",:0aZ\x00") + raw[i + 1:]
    d = json.loads(json.dumps(data))
    ev = d["events"]
    if kind == 2 and ev:
        del ev[rng.randrange(len(ev))]
    elif kind == 3 and len(ev) > 2:
        i = rng.randrange(len(ev) - 1)
        ev[i], ev[i + 1] = ev[i + 1], ev[i]
    elif kind == 4 and ev:
        e = ev[rng.randrange(len(ev))]
        k = rng.choice(sorted(e))
        e[k] = rng.choice([None, -1, 99, "x", [], {}, True, "res_01"])
    elif kind == 5:
        d["version"] = rng.choice([2, 99, "1", None, -1])
    elif kind == 6:
        d["settings"]["seed"] = rng.choice(["a", None, 1.5, d["settings"]["seed"] + 1])
    elif kind == 7:
        d = rng.choice([[], {}, {"format": "other"}, "text", 3, {"format": "alien-artifacts-save"}])
    else:
        d["hash"] = "0" * 64
    return json.dumps(d)


@pytest.mark.slow
def test_a_thousand_mutated_saves_never_crash_the_loader(tmp_path: Path) -> None:
    cards = load_cardset()
    g = _game(4, 40)
    data = g.to_json()
    raw = json.dumps(data)
    rng = random.Random(11)
    refused = loaded = 0
    path = tmp_path / "m.json"
    for _ in range(1000):
        path.write_text(_mutations(raw, data, rng))
        try:
            read_save(path, cards)
            loaded += 1
        except SaveError as exc:
            msg = str(exc)
            assert "\n" not in msg and str(path) in msg
            refused += 1
    assert refused > 900, (refused, loaded)


def test_replay_cli_tells_the_game_and_verifies(tmp_path: Path) -> None:
    g = _game(5, 80)
    path = tmp_path / "s.json"
    write_save(path, g)
    out = subprocess.run([sys.executable, "-m", "game.replay", str(path), "--verify"], capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "A game for 2 begins" in out.stdout and "verified:" in out.stdout


@pytest.mark.parametrize("content", ["", "{", "[]", '{"format": "alien-artifacts-save", "version": 99}'])
def test_replay_cli_bad_file_is_one_line_and_exit_2(tmp_path: Path, content: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    out = subprocess.run([sys.executable, "-m", "game.replay", str(path)], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 2
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr and str(path) in out.stderr


def test_a_finished_games_slot_is_kept_and_replays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The autosave at the end keeps the finished game in its slot (with its summary), and
    `python -m game.replay --verify` still reads it."""
    from alien_artifacts.ui import storage
    from alien_artifacts.ui.ai_seat import RandomBrain
    from alien_artifacts.ui.session import SeatConfig, Session

    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path))
    s = Session.new(load_cardset(), [SeatConfig("Ann"), SeatConfig("Bot", False, "hard", 1)], 11)
    brain = RandomBrain(11)
    while not s.over:
        s.submit(brain.choose(s.view(s.pending.seat)))  # the last submit autosaves the finished game
    entry = storage.scan().games[0]
    assert entry.path == s.path and entry.over and not s.unsaved
    assert [p.kind for p in entry.players] == ["human", "hard"]
    assert [p.vp for p in entry.players] == [int(s.state.final[i]["total"]) for i in range(2)]
    proc = subprocess.run([sys.executable, "-m", "game.replay", str(s.path), "--verify"], cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert f"verified: {len(s.game.events)} events replayed" in proc.stdout
