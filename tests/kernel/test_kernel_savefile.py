"""The kernel's save-file I/O (tabletop/savefile.py) with the second game: high card saves a match to a file and
loads it back (by re-simulation) through it; whatever else is found at the path (a truncated or tampered save, a
foreign one, a folder, a FIFO, a dangling symbolic link, a file too large, JSON nested too deeply) is one line
naming the file and the problem, with nothing hung and nothing overwritten (issue 26 point 6). Alien Artifacts'
saves (alien_artifacts/match/saves.py) word the same functions for its files (tests/reliability/test_save_folder.py)."""

from __future__ import annotations

import errno
import json
import os
import random
import threading
import time
from pathlib import Path

import pytest
from high_card import HighCard, Settings
from hypothesis import given, settings
from hypothesis import strategies as hs

from tabletop import savefile
from tabletop.choices import Command
from tabletop.match import Match
from tabletop.savefile import SaveFileError, clean_stale_temp, describe_os_error, read_match, write_json_atomic
from tabletop.search import RandomSeat, play_match

RULES = HighCard()


def played(seed: int) -> Match:
    m = Match.start(RULES, Settings(seed))
    rng = random.Random(seed)
    play_match(m, {0: RandomSeat(rng), 1: RandomSeat(rng)})
    return m


def load(path: Path, max_bytes: int = savefile.MAX_BYTES) -> Match:
    return read_match(path, lambda doc: Match.load(RULES, doc), max_bytes, "high card save")


def one_line(exc: pytest.ExceptionInfo[SaveFileError], path: Path) -> str:
    text = str(exc.value)
    assert "\n" not in text and text.startswith(f"{path}: ") and exc.value.path == path
    return exc.value.reason


def test_a_match_saves_to_a_file_and_loads_back_to_the_same_state(tmp_path: Path) -> None:
    m = played(5)
    path = tmp_path / "saves" / "high.json"  # the folder is made
    write_json_atomic(path, m.to_json())
    back = load(path)
    assert back.state_hash() == m.state_hash() and back.events == m.events and back.over
    assert [p.name for p in tmp_path.joinpath("saves").iterdir()] == ["high.json"]  # no temporary file left


def _with_pending(seed: int) -> Match:
    m = Match.start(RULES, Settings(seed))
    p = m.pending
    assert p is not None
    assert m.submit(Command(p.seat, p.id, (p.options[0].key,))).ok
    return m


def test_a_game_in_progress_loads_at_the_same_choice(tmp_path: Path) -> None:
    m = _with_pending(8)
    path = tmp_path / "mid.json"
    write_json_atomic(path, m.to_json())
    back = load(path)
    assert back.pending == m.pending and back.state_hash() == m.state_hash()


@settings(max_examples=30, deadline=None)
@given(hs.integers(0, 10**6), hs.floats(0.0, 0.999))
def test_a_truncated_save_is_one_line(tmp_path_factory: pytest.TempPathFactory, seed: int, cut: float) -> None:
    path = tmp_path_factory.mktemp("cut") / "high.json"
    raw = json.dumps(played(seed).to_json()).encode()
    path.write_bytes(raw[: int(len(raw) * cut)])
    with pytest.raises(SaveFileError) as exc:
        load(path)
    reason = one_line(exc, path)
    assert "truncated or corrupt" in reason or "not a high card save" in reason


def test_tampered_foreign_and_hostile_documents_are_one_line(tmp_path: Path) -> None:
    doc = played(3).to_json()
    cases = {
        "tampered": ({**doc, "hash": "0" * 64}, "state hash does not match"),
        "foreign": ({**doc, "format": "some-other-save"}, "not a high card save file"),
        "eval": ({**doc, "events": [{"t": "os.system", "cmd": "rm"}]}, "unknown event or step type"),
        "not a dict": ([1, 2, 3], "not a high card save file"),
    }
    for name, (data, why) in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(data))
        with pytest.raises(SaveFileError) as exc:
            load(path)
        assert why in one_line(exc, path), name
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(SaveFileError) as exc:
        load(deep)
    assert "nested too deeply" in one_line(exc, deep)
    digits = tmp_path / "digits.json"
    digits.write_text("1" * 5000)
    with pytest.raises(SaveFileError) as exc:
        load(digits)
    assert "number too long" in one_line(exc, digits)
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveFileError) as exc:
        load(binary)
    assert "cannot be read" in one_line(exc, binary)


def test_things_that_are_not_files_are_refused_before_opening(tmp_path: Path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "gone.json")
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 3000)
    expected = {folder: "a folder, not a high card save file", fifo: "a named pipe (FIFO), not a high card save file",
                dangling: "a symbolic link to a file that does not exist", loop: "cannot be read",
                tmp_path / "missing.json": "no such file", big: "too large to be a high card save"}
    for path, why in expected.items():
        done: list[str] = []

        def attempt(path: Path = path, done: list[str] = done) -> None:
            try:
                load(path, max_bytes=2000)
            except SaveFileError as exc:
                done.append(str(exc))

        t = threading.Thread(target=attempt, daemon=True)
        t.start()
        t.join(10)  # a FIFO opened for reading would block here for ever
        assert done, f"{path} hung"
        assert done[0] == f"{path}: {why}" or (why in done[0] and done[0].startswith(f"{path}: ")), done[0]
    assert fifo.exists() and folder.is_dir()  # nothing touched


def test_an_interrupted_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "high.json"
    old = played(1).to_json()
    write_json_atomic(path, old)

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError) as exc:
        write_json_atomic(path, played(2).to_json())
    monkeypatch.undo()
    assert json.loads(path.read_text()) == old and load(path).state_hash() == Match.load(RULES, old).state_hash()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["high.json"]  # the temporary file went too
    assert describe_os_error(exc.value, path) == f"the disk is full ({path})"


def test_only_stale_temporary_files_of_the_atomic_write_are_cleaned(tmp_path: Path) -> None:
    old = time.time() - savefile.STALE_TEMP_SECONDS - 5
    stale, fresh, other = tmp_path / ".high.json.abc123.tmp", tmp_path / ".high.json.zzz999.tmp", tmp_path / "x.tmp"
    for p in (stale, fresh, other):
        p.write_text("{")
    for p in (stale, other):
        os.utime(p, (old, old))
    assert clean_stale_temp(tmp_path) == [stale]
    assert fresh.exists() and other.exists() and not stale.exists()
