"""A saves folder of many older saves, newer versions' saves and another program's files, and temporary files a
crash left (issue 31, item 7): listing reads only what it shows and caches it; what cannot be opened is marked so
in the Load list; a crashed save's temporary file goes at the next launch. Times: bench_old_saves.py beside this."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.match import saves
from alien_artifacts.ui import storage
from tabletop import savefile

sys.path.insert(0, str(Path(__file__).parent))

from random_games import random_game


@pytest.fixture(scope="module")
def cards() -> Any:
    return load_cardset()


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path))
    storage._CACHE.clear()
    storage.saves_dir().mkdir(parents=True)
    yield storage.saves_dir()
    storage._CACHE.clear()


def _older_saves(d: Path, n: int, finished_every: int = 0) -> list[Path]:
    """n saves of the older kind (no summary), the newest last; every `finished_every`-th one finished."""
    going = json.dumps(random_game(("Ann", "Bob"), 3, 40).to_json())
    over = json.dumps(random_game(("Cy", "Di"), 4, 5000).to_json()) if finished_every else going
    base = time.time() - 10 * n
    out = []
    for i in range(n):
        p = d / f"game-old-{i:05d}.json"
        p.write_text(over if finished_every and i % finished_every == 0 else going, encoding="utf-8")
        os.utime(p, (base + 10 * i, base + 10 * i))
        out.append(p)
    return out


def _count_whole_reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    read: list[Path] = []
    real = saves.read_json

    def counting(path: Path) -> Any:
        read.append(Path(path))
        return real(path)

    monkeypatch.setattr(saves, "read_json", counting)
    monkeypatch.setattr(storage, "read_json", counting)
    return read


def test_a_big_folder_of_older_saves_is_listed_without_reading_them(home: Path, cards: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    made = _older_saves(home, 300)
    read = _count_whole_reads(monkeypatch)
    folder = storage.scan(cards)
    assert len(folder.games) == 300 and not folder.bad
    assert len(read) == storage.EAGER_READS  # 12 read whole; 300 before (20.9 s for 5,000 on the Load screen)
    assert [g.path for g in folder.games] == made[::-1]  # newest first, by the file's date
    assert [g.known for g in folder.games] == [True] * storage.EAGER_READS + [False] * (300 - storage.EAGER_READS)
    read.clear()
    again = storage.scan(cards)  # the listing is cached: only the next few are read
    assert len(read) == storage.EAGER_READS and sum(g.known for g in again.games) == 2 * storage.EAGER_READS
    read.clear()
    row = storage.resolve(again.games[-1], cards)  # a row shown is read (once)
    assert isinstance(row, storage.GameEntry) and row.known and row.players_text() == "Ann (human), Bob (human)"
    assert storage.resolve(again.games[-1], cards) == row and len(read) == 1


def test_resume_finds_the_latest_game_in_progress_among_older_saves(home: Path, cards: Any) -> None:
    made = _older_saves(home, 60, finished_every=1)  # all finished ...
    going = json.dumps(random_game(("Ann", "Bob"), 3, 40).to_json())
    made[40].write_text(going, encoding="utf-8")  # ... but one, older than 19 others
    t = made[41].stat().st_mtime - 10
    os.utime(made[40], (t, t))
    latest = storage.scan(None).latest  # the listing reads 12, Resume at most 12 more
    assert latest is not None and latest.path == made[40] and not latest.over
    for i, text in ((40, made[0].read_text()), (5, going)):  # the game in progress is older than 54 finished
        t = made[i + 1].stat().st_mtime - 10
        made[i].write_text(text, encoding="utf-8")
        os.utime(made[i], (t, t))
    # the search is bounded (24 older saves read, never 5,000 at launch): Load still lists it
    assert storage.scan(None).latest is None


def _with_summary(game_doc: dict[str, Any], fmt: str, version: int) -> str:
    summary = {"game_id": "x", "players": [{"name": "Ann", "kind": "human", "vp": 3}], "turn": 4, "over": False,
               "winners": [], "saved_at": time.time()}
    return json.dumps({"summary": summary, **game_doc, "format": fmt, "version": version})


@pytest.mark.parametrize(("fmt", "version", "words"), [
    ("alien-artifacts-save", 2, "saved by a newer version of Alien Artifacts (save format 2; this one opens 1)"),
    ("alien-artifacts-save", 99999, "saved by a newer version"),
    ("galaxy-notes", 1, "a file of another program"),
])
def test_a_newer_or_foreign_file_is_marked_not_listed_as_a_game(home: Path, cards: Any, fmt: str, version: int,
                                                                words: str) -> None:
    doc = random_game(("Ann", "Bob"), 3, 10).to_json()
    with_summary = home / "game-new.json"
    with_summary.write_text(_with_summary(doc, fmt, version), encoding="utf-8")
    older = home / "game-old.json"  # no summary: told apart when it is read
    older.write_text(json.dumps({**doc, "format": fmt, "version": version}), encoding="utf-8")
    folder = storage.scan(cards)
    assert not folder.games, [g.path for g in folder.games]
    lines = sorted(b.line for b in folder.bad)
    assert len(lines) == 2 and all(words in line for line in lines), lines


def test_the_load_screen_shows_older_saves_and_marks_a_newer_one(home: Path, cards: Any) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.ui.app import App

    made = _older_saves(home, 60)
    newest = made[-1]
    doc = json.loads(newest.read_text())
    newest.write_text(json.dumps({**doc, "version": 7}), encoding="utf-8")  # an older-kind save of a newer version
    t = time.time() + 5
    os.utime(newest, (t, t))
    storage._CACHE.clear()
    monkey_budget = storage.EAGER_READS
    storage.EAGER_READS = 0  # as if the folder were too big to read any of it while listing
    try:
        app = App(SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size="1280x720", fullscreen=False,
                                  seed=None))
        app.sound.mute = True
        app.open("menu")
        app.step(1 / 60)
        app.top.buttons.by_key("load").action()
        app.step(1 / 60)
        app.draw(app.screen)
        rows = [b for b in app.top.buttons.buttons if b.key.startswith("save")]
        assert len(rows) == app.top.per_page
        want = "Cannot be opened: game-old-00059.json: saved by a newer version of Alien Artifacts"
        assert rows[0].label.startswith(want), rows[0].label
        assert not rows[0].enabled
        assert all(r.enabled and r.label.startswith("Ann (human), Bob (human)") for r in rows[1:])
    finally:
        storage.EAGER_READS = monkey_budget
        for s in list(app.scenes):
            s.close()


def test_a_crashed_save_leaves_a_temporary_file_that_goes_at_the_next_launch(home: Path, tmp_path: Path) -> None:
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        crashed = home / f".game-1.json.p{dead.pid}.abc12345.tmp"  # its writer was killed a moment ago
        busy = home / f".game-2.json.p{alive.pid}.abc12345.tmp"  # another copy of the game is writing it now
        older_kind = home / ".game-3.json.zzz999.tmp"  # an earlier version's, a moment old: kept (may be writing)
        mine = home / f".game-4.json.p{os.getpid()}.abc12345.tmp"
        for p in (crashed, busy, older_kind, mine):
            p.write_text("{")
        assert storage.clean_temp() == [crashed]  # README: "removed at the next launch" (was: after 10 minutes)
        assert busy.exists() and older_kind.exists() and mine.exists()
        old = time.time() - savefile.STALE_TEMP_SECONDS - 5
        os.utime(older_kind, (old, old))
        assert storage.clean_temp() == [older_kind]
    finally:
        alive.kill()
        alive.wait()


def test_the_atomic_write_names_its_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    real = os.replace

    def spy(src: Any, dst: Any) -> None:
        seen.append(Path(src).name)
        real(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    savefile.write_json_atomic(tmp_path / "a.json", {"x": 1})
    m = savefile.TEMP_RE.match(seen[0])
    assert m is not None and m["name"] == "a.json" and m["pid"] == str(os.getpid())


def test_a_big_folder_of_saves_with_summaries_reads_only_the_newest_headers(home: Path, cards: Any,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    doc = random_game(("Ann", "Bob"), 3, 10).to_json()
    text = _with_summary(doc, "alien-artifacts-save", 1)
    base = time.time() - 1000
    for i in range(260):
        p = home / f"game-{i:04d}.json"
        p.write_text(text if i else _with_summary(doc, "alien-artifacts-save", 5), encoding="utf-8")
        os.utime(p, (base + i, base + i))  # game-0000, a newer version's, is the oldest file
    heads: list[Path] = []
    real = storage.read_head

    def counting(path: Path) -> Any:
        heads.append(Path(path))
        return real(path)

    monkeypatch.setattr(storage, "read_head", counting)
    folder = storage.scan(cards)
    first = storage.HEAD_READS + storage.EAGER_READS  # the newest 200, then 12 more as if older saves
    assert len(heads) == first and len(folder.games) == 260 and not folder.bad
    assert sum(g.known for g in folder.games) == first
    oldest = next(g for g in folder.games if g.path.name == "game-0000.json")
    marked = storage.resolve(oldest, cards)  # its row is shown: marked, never a game that fails to open
    assert isinstance(marked, storage.BadEntry) and "saved by a newer version" in marked.reason
    heads.clear()
    again = storage.scan(cards)  # the rest are read now; nothing is read twice
    assert len(heads) == 260 - first - 1 and [b.path.name for b in again.bad] == ["game-0000.json"]
