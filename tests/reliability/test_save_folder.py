"""The saves folder can hold anything (issue 24, point 4): dangling links, link loops, FIFOs, folders,
sockets, device files, huge sparse files and garbage, all named `*.json`. The game still launches (a
real `python -m game` to its first frame), nothing hangs (a FIFO is never opened for reading; a link
to /dev/zero is never read), every bad file is listed with one line naming it, and the good saves
beside them are listed and stay byte for byte as they were. Temporary files of an interrupted save
are cleaned up at launch: only stale ones, only our own pattern.

Run with -s to see how many bad inputs of each kind were tried.
"""

from __future__ import annotations

import json
import os
import random
import socket
import stat
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.match.saves import MAX_SAVE_BYTES, STALE_TEMP_SECONDS, SaveError, read_bytes, read_save
from alien_artifacts.ui import storage
from alien_artifacts.ui.session import SeatConfig, Session

ROOT = Path(__file__).resolve().parents[2]
HANG_S = 60.0  # a scan or a launch that takes longer than this is hung (a blocked open never returns)
TRIED: Counter[str] = Counter()


@pytest.fixture(scope="module")
def cards() -> Any:
    return load_cardset()


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path / "home"))
    storage.saves_dir().mkdir(parents=True)
    yield tmp_path / "home"
    for p in storage.saves_dir().iterdir():  # sockets and FIFOs go with the folder; nothing to undo
        if p.is_dir() and not p.is_symlink():
            os.chmod(p, 0o755)


def good_saves(cards: Any, n: int = 3) -> dict[Path, bytes]:
    """n real games in progress, saved in their own slots (the saves that must never be lost)."""
    from alien_artifacts.ui.ai_seat import RandomBrain

    out = {}
    for i in range(n):
        s = Session.new(cards, [SeatConfig("Ann", True), SeatConfig("Bot", False, "normal", 1)], 100 + i)
        brain = RandomBrain(i)
        for _ in range(30 + 10 * i):
            s.submit(brain.choose(s.view(s.pending.seat)))
        path = s.save()
        out[path] = path.read_bytes()
    return out


def within(seconds: float, fn: Callable[[], Any]) -> Any:
    """fn() in a thread; fails (instead of hanging the suite) if it has not returned in time."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # re-raised below
            box["error"] = exc

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(seconds)
    assert not t.is_alive(), f"hung for more than {seconds:.0f} s"
    if "error" in box:
        raise box["error"]
    return box.get("value")


def launch(home: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """`python -m game` (dummy video) until its first frame, as a player starts it."""
    env = {**os.environ, "ALIEN_ARTIFACTS_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "AA_FIRST_FRAME_EXIT": "1", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "game", *extra], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=HANG_S)


# ---- the bad inputs, by kind ------------------------------------------------------------------

def make_dangling(d: Path, i: int) -> Path:
    p = d / f"dangling-{i}.json"
    p.symlink_to(d / f"gone-{i}" / "nowhere.json" if i % 2 else f"missing-{i}.json")
    return p


def make_loop(d: Path, i: int) -> Path:
    p = d / f"loop-{i}.json"
    if i % 2:
        p.symlink_to(p.name)  # itself
    else:
        q = d / f"loop-{i}-b.json"
        p.symlink_to(q.name)
        q.symlink_to(p.name)
    return p


def make_fifo(d: Path, i: int) -> Path:
    p = d / f"fifo-{i}.json"
    os.mkfifo(p)
    return p


def make_dir(d: Path, i: int) -> Path:
    p = d / f"folder-{i}.json"
    p.mkdir()
    if i % 2:
        (p / "inside.json").write_text("{}")
    if i % 3 == 0:
        os.chmod(p, 0o000)
    return p


def make_socket(d: Path, i: int) -> Path:
    p = d / f"sock-{i}.json"
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.bind(str(p))
    s.close()
    return p


DEVICES = ("/dev/zero", "/dev/urandom", "/dev/null", "/dev/full")


def make_device(d: Path, i: int) -> Path:
    """A link to a device file (reading /dev/zero or /dev/urandom never ends); a real device node if allowed."""
    p = d / f"device-{i}.json"
    if i < len(DEVICES):
        p.symlink_to(DEVICES[i])
    else:
        try:
            os.mknod(p, 0o600 | stat.S_IFCHR, os.makedev(1, 5))  # like /dev/zero
        except (PermissionError, OSError):
            p.symlink_to(DEVICES[i % len(DEVICES)])
    return p


def make_huge(d: Path, i: int) -> Path:
    p = d / f"huge-{i}.json"
    with p.open("wb") as f:
        f.write(b'{"summary":')
        f.truncate(MAX_SAVE_BYTES + 1 + i * 1024 * 1024 * 1024)  # sparse: no disk used
    return p


def make_garbage(d: Path, i: int, good: bytes) -> Path:
    """A regular file that is not a good save: empty, truncated, binary, deep nesting, cut mid-summary."""
    p = d / f"garbage-{i}.json"
    rng = random.Random(i)
    choices = [
        b"",
        good[: rng.randrange(1, len(good))],
        bytes(rng.randrange(256) for _ in range(rng.randrange(1, 4000))),
        b"[" * 100_000 + b"]" * 100_000,
        b'{"summary":' + b"[" * 100_000,
        b'{"summary":{"players":' + b"{" * 50_000,
        good[:40] + b"\xff\xfe" + good[42:],
        b'{"summary":{"players":[{"name":"x","kind":"human","vp":1}],"turn":1,"over":false,"winners":[]},"format":1}',
    ]
    p.write_bytes(choices[i % len(choices)])
    return p


def make_hostile_summary(d: Path, i: int, good: bytes) -> Path:
    """A good save whose summary lies or is hostile: names with NUL, escapes and surrogates, a million
    characters, wrong types, huge numbers. Listed (the summary is only shown) or refused; loading
    verifies the log through the engine anyway."""
    data = json.loads(good)
    rng = random.Random(i)
    summary = data["summary"]
    mutations: list[Callable[[], None]] = [
        lambda: summary["players"][0].update(name="\x00\x1b[31mred\x07" + "\ud800"),
        lambda: summary["players"][0].update(name="N" * 1_000_000),
        lambda: summary["players"][0].update(vp="many"),
        lambda: summary["players"][0].update(vp=2**200),
        lambda: summary.update(turn=None),
        lambda: summary.update(players="everyone"),
        lambda: summary.update(players=[{}] * 500),
        lambda: summary.update(saved_at=float("1e308")),
        lambda: summary.update(winners=[99, -5]),
        lambda: summary.update(game_id="../../etc/passwd\n"),
    ]
    mutations[i % len(mutations)]()
    if rng.random() < 0.3:
        data["events"] = data["events"][: len(data["events"]) // 2]  # and a log cut short
    p = d / f"hostile-{i}.json"
    p.write_text(json.dumps(data), encoding="utf-8")
    return p


KINDS: dict[str, tuple[int, Callable[..., Path]]] = {
    "dangling symlink": (20, make_dangling),
    "symlink loop": (10, make_loop),
    "FIFO": (20, make_fifo),
    "directory": (15, make_dir),
    "socket": (10, make_socket),
    "device file (or a link to one)": (8, make_device),
    "huge sparse file": (4, make_huge),
}


def build_bad_folder(d: Path, good: bytes) -> dict[str, list[Path]]:
    made: dict[str, list[Path]] = {}
    for kind, (n, fn) in KINDS.items():
        made[kind] = [fn(d, i) for i in range(n)]
    made["garbage regular file"] = [make_garbage(d, i, good) for i in range(40)]
    made["save with a hostile summary"] = [make_hostile_summary(d, i, good) for i in range(30)]
    return made


# ---- the tests ------------------------------------------------------------------------------------

def test_a_folder_of_bad_files_lists_every_one_in_a_line_and_loses_nothing(home: Path, cards: Any) -> None:
    goods = good_saves(cards)
    d = storage.saves_dir()
    made = build_bad_folder(d, next(iter(goods.values())))
    folder = within(HANG_S, lambda: storage.scan(cards))
    listed = {g.path for g in folder.games}
    bad = {b.path: b for b in folder.bad}
    assert set(goods) <= listed, "a good save is missing from the list"
    for kind, paths in made.items():
        TRIED[kind] += len(paths)
        for p in paths:
            if kind in ("save with a hostile summary", "garbage regular file"):
                # a readable summary is listed (loading refuses a bad log), anything else is refused here
                assert (p in listed) != (p in bad), p
            elif p.name.endswith("-b.json"):
                continue
            else:
                assert p in bad, f"{kind}: {p.name} not listed as bad"
            if p in bad:
                line = bad[p].line
                assert line.startswith(p.name + ": ") and "\n" not in line and len(line) < 300, line
    for g in folder.games:  # what the Load screen shows is printable and bounded
        for s in g.players:
            assert s.name.isprintable() and len(s.name) <= storage.NAME_CHARS
        assert len(g.players) <= 8
    for kind in ("FIFO", "directory", "socket", "dangling symlink", "huge sparse file"):
        reason = bad[made[kind][0]].reason
        assert {"FIFO": "FIFO", "directory": "folder", "socket": "socket", "dangling symlink": "does not exist",
                "huge sparse file": "too large"}[kind] in reason, reason
    # every game listed opens or is refused in one line; none hangs; the good ones load
    for g in folder.games:
        if g.path in goods:
            within(HANG_S, lambda g=g: read_save(g.path, cards))
        elif g.path.name.startswith("garbage"):
            with pytest.raises(SaveError):
                within(HANG_S, lambda g=g: read_save(g.path, cards))
        else:
            try:
                within(HANG_S, lambda g=g: read_save(g.path, cards))
            except SaveError as exc:
                assert "\n" not in str(exc)
    for p, before in goods.items():
        assert p.read_bytes() == before
    TRIED["good saves kept"] += len(goods)


def test_the_game_launches_over_a_folder_of_bad_files(home: Path, cards: Any) -> None:
    goods = good_saves(cards, 1)
    made = build_bad_folder(storage.saves_dir(), next(iter(goods.values())))
    proc = launch(home)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "first-frame" in proc.stdout and "Traceback" not in proc.stderr
    for p, before in goods.items():
        assert p.read_bytes() == before
    for paths in made.values():
        for p in paths:
            assert os.path.lexists(p)  # nothing of the player's is deleted
    TRIED["launches over the bad folder"] += 1


@pytest.mark.parametrize("kind", ["fifo", "dangling", "directory", "device"])
def test_load_and_replay_of_a_bad_path_never_hang(home: Path, tmp_path: Path, kind: str) -> None:
    """`python -m game --load X` and `python -m game.replay X`: one line, no hang, no traceback."""
    maker = {"fifo": make_fifo, "dangling": make_dangling, "directory": make_dir, "device": make_device}[kind]
    p = maker(tmp_path, 0)
    proc = launch(home, "--load", str(p))
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    rep = subprocess.run([sys.executable, "-m", "game.replay", str(p)], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=HANG_S)
    assert rep.returncode == 2 and rep.stderr.count("\n") == 1 and p.name in rep.stderr, rep.stderr
    TRIED[f"--load and game.replay of a {kind}"] += 2


@pytest.mark.parametrize("kind", ["file", "fifo", "dangling link", "link loop"])
def test_the_saves_folder_itself_is_not_a_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    """The saves folder is a file, a FIFO or a broken link: the game launches, the menu names it in one
    line, nothing is replaced or deleted."""
    home = tmp_path / "home"
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(home))
    d = storage.saves_dir()
    d.parent.mkdir(parents=True)
    if kind == "file":
        d.write_text("my notes")
    elif kind == "fifo":
        os.mkfifo(d)
    elif kind == "dangling link":
        d.symlink_to(tmp_path / "elsewhere")
    else:
        d.symlink_to(d.name)
    before = os.lstat(d)
    folder = within(HANG_S, storage.scan)
    assert folder.games == () and len(folder.bad) == 1 and "\n" not in folder.bad[0].line
    proc = launch(home)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr[-2000:]
    after = os.lstat(d)
    assert (after.st_mode, after.st_ino, after.st_size) == (before.st_mode, before.st_ino, before.st_size)
    TRIED["saves folder that is not a folder"] += 1


def test_a_fifo_swapped_in_after_the_check_is_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Between the stat and the open the file becomes a FIFO: opened without blocking, refused by fstat."""
    import tabletop.savefile as savefile  # the kernel reads the file (alien_artifacts.match.saves words it)

    p = tmp_path / "swap.json"
    os.mkfifo(p)
    monkeypatch.setattr(savefile, "check_file", lambda *a: os.stat(tmp_path))  # the check saw something else
    with pytest.raises(SaveError, match="FIFO"):
        within(HANG_S, lambda: read_bytes(p))
    TRIED["FIFO swapped in after the check"] += 1


def test_stale_temporary_files_are_cleaned_at_launch_and_nothing_else(home: Path, cards: Any) -> None:
    d = storage.saves_dir()
    goods = good_saves(cards, 1)
    old = time.time() - STALE_TEMP_SECONDS - 60
    stale = []
    for i in range(12):  # write_json_atomic's own leftovers, old enough
        p = d / f".game-{i}.json.{'abcdef12'[:6 + i % 3]}{i}.tmp"
        p.write_text('{"half a save')
        os.utime(p, (old, old))
        stale.append(p)
    fresh = d / ".game-x.json.k2j4h5.tmp"  # a save being written right now by another window
    fresh.write_text("{")
    keep = [d / "notes.tmp", d / ".hidden.tmp", d / "game-1.json.tmp", d / ".game.json.ab.tmp"]
    for p in keep:
        p.write_text("mine")
        os.utime(p, (old, old))
    odd = d / ".game-dir.json.abcdef.tmp"
    odd.mkdir()  # not a regular file: left alone
    os.utime(odd, (old, old))
    link = d / ".game-link.json.abcdef.tmp"
    link.symlink_to(keep[0])
    fifo = d / ".game-fifo.json.abcdef.tmp"
    os.mkfifo(fifo)
    proc = launch(home)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert not any(p.exists() for p in stale)
    assert fresh.exists() and all(p.read_text() == "mine" for p in keep)
    assert odd.is_dir() and link.is_symlink() and stat.S_ISFIFO(os.lstat(fifo).st_mode)
    for p, before in goods.items():
        assert p.read_bytes() == before
    TRIED["stale temporary files removed"] += len(stale)
    TRIED["other files kept (fresh, foreign pattern, folder, link, FIFO)"] += 1 + len(keep) + 3


summaries = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=6),
    max_leaves=30,
)
player = st.fixed_dictionaries({"name": st.text(max_size=60), "kind": st.text(max_size=10) | st.integers(),
                                "vp": st.integers() | st.floats() | st.none()})
plausible = st.fixed_dictionaries({"players": st.lists(player, max_size=10), "turn": st.integers() | st.none(),
                                   "over": summaries, "winners": st.lists(st.integers(), max_size=6),
                                   "saved_at": st.floats() | st.integers(), "game_id": summaries})


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(summary=summaries | plausible)
def test_any_summary_lists_or_refuses_in_one_line(home: Path, summary: Any) -> None:
    """Whatever the summary holds, the listing never crashes and shows only printable, bounded text."""
    p = storage.saves_dir() / "any.json"
    text = '{"summary":' + json.dumps(summary) + ',"format":"alien-artifacts-save","version":1,"events":[]}'
    p.write_text(text, encoding="utf-8")
    folder = storage.scan()
    TRIED["hypothesis: arbitrary summaries"] += 1
    assert len(folder.games) + len(folder.bad) == 1
    for g in folder.games:
        for s in g.players:
            assert s.name.isprintable() and len(s.name) <= storage.NAME_CHARS
        assert g.players_text().isprintable() and g.state_text().isprintable()
        g.when_text()
    for b in folder.bad:
        assert "\n" not in b.line


@pytest.mark.parametrize("field", ["turn", "vp", "winners", "saved_at"])
def test_a_summary_number_with_5000_digits(home: Path, cards: Any, field: str) -> None:
    """Python refuses to convert integers of more than 4,300 digits: such a summary is not shown, the
    save is listed from its log (or refused) in one line, and the scan does not fail."""
    path, before = next(iter(good_saves(cards, 1).items()))
    data = json.loads(before)
    sentinel = 918273645546372819
    summary = data["summary"]
    if field == "vp":
        summary["players"][0]["vp"] = sentinel
    elif field == "winners":
        summary["winners"] = [sentinel]
    else:
        summary[field] = sentinel
    text = json.dumps(data, separators=(",", ":"))
    assert text.count(str(sentinel)) == 1
    path.write_text(text.replace(str(sentinel), "7" * 5000), encoding="utf-8")
    folder = within(HANG_S, lambda: storage.scan(cards))
    TRIED["summary numbers of 5,000 digits"] += 1
    assert len(folder.games) + len(folder.bad) == 1
    for b in folder.bad:
        assert b.line == f"{path.name}: holds a number too long to be a save's", b.line
    with pytest.raises(SaveError, match="number too long"):  # opening it says so too, in one line
        read_save(path, cards)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    rep = subprocess.run([sys.executable, "-m", "game.replay", str(path)], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=HANG_S)
    assert rep.returncode == 2 and "Traceback" not in rep.stderr and rep.stderr.count("\n") == 1, rep.stderr


@pytest.fixture(scope="module", autouse=True)
def _report_counts() -> Iterator[None]:
    """After this module's tests (in each worker that ran some): how many bad inputs of each kind were tried (run
    with -s). Not a test: a test that only prints cannot fail."""
    yield
    print("\nsave folder: bad inputs tried per kind in this worker (0 crashes, 0 hangs, 0 saves lost)")
    for kind, n in TRIED.items():
        print(f"  {kind}: {n}")


def test_the_load_screen_shows_a_hostile_name_as_the_table_will(home: Path, cards: Any) -> None:
    """A save whose player names are hostile (escapes, NUL, bidi, 60 characters): the Load screen's line shows
    each name exactly as the loaded game names that player (one cleaner, alien_artifacts/engine/names.py)."""
    from alien_artifacts.match.api import Game, GameSettings, SeatSettings
    from alien_artifacts.match.saves import summary_of, write_save

    raw = ["\x1b[31mRed\x00 Baron\u202e", "B" * 60, "\ud800", "  Ann   Lee  "]
    game = Game.new(cards, GameSettings(7, tuple(SeatSettings(n) for n in raw)))
    path = storage.saves_dir() / "game-hostile-names.json"
    write_save(path, game, summary_of(game, "hostile"))
    listed = [s.name for s in storage.scan().games[0].players]
    loaded = [p.name for p in Session.load(cards, path).game.state.players]
    assert listed == loaded and listed[0] == "[31mRed Baron" and listed[3] == "Ann Lee", (listed, loaded)
