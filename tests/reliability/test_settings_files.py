"""The player's settings.json can hold anything, or be anything (issue 24 point 4): the game still starts.

Every input below is read by `open_settings`, the function `App` starts with, in a thread the test waits for
(a blocked read would be a hang, reported as such). The rules checked for every one:
  - it never raises and never blocks; the settings it returns are all usable values;
  - a fully usable file gives no message; anything else gives ONE line naming the file and the problem;
  - a regular file that cannot be used in full is renamed to settings.json.bad with its bytes unchanged, and every
    usable field in it is still used; anything that is not a regular file is left where it is, untouched;
  - saving over something that is not a regular file is refused with one line and touches nothing.
Each test prints how many inputs of each kind it tried (`pytest tests/reliability/test_settings_files.py -s`).
"""

from __future__ import annotations

import json
import math
import os
import socket
import stat
import tempfile
import threading
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ui.settings import MAX_SETTINGS_BYTES, Settings, SettingsSaveError, open_settings, save_settings

HANG_S = 30.0  # a read that has not returned by then is blocked for good (a FIFO opened for reading)
DEFAULT = Settings()
FIELDS = [f.name for f in attrs.fields(Settings)]
BIG = "1" + "0" * 5000  # 10**5000: past Python's 4,300-digit int limit


def _report(kind: str, counts: Counter[str]) -> None:
    for k, n in sorted(counts.items()):
        print(f"settings files, {kind}: {k}: {n} tried, 0 crashes, 0 hangs")


def opened(path: Path) -> tuple[Settings, str]:
    """open_settings(path), failing the test if it raises or does not return (a hang)."""
    out: list[Any] = []

    def run() -> None:
        try:
            out.append(open_settings(path))
        except BaseException as e:  # reported below as a crash
            out.append(e)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(HANG_S)
    assert not t.is_alive(), f"open_settings({path}) hung"
    assert not isinstance(out[0], BaseException), f"open_settings({path}) crashed: {out[0]!r}"
    return out[0]


def usable(s: Settings) -> None:
    """Every field of `s` holds a value of its type and range (what the game may rely on)."""
    w, h = s.window_size
    assert type(w) is int and type(h) is int and 640 <= w <= 16384 and 360 <= h <= 16384
    for name in ("fullscreen", "mute", "hints", "confirm_waste"):
        assert type(getattr(s, name)) is bool
    for name, lo, hi in (("anim_speed", 0, 4), ("volume", 0, 1), ("ai_think_time", 0, 5), ("hard_budget", 0.1, 10)):
        v = getattr(s, name)
        assert type(v) is float and math.isfinite(v) and lo <= v <= hi, (name, v)
    assert type(s.tutorial_finished) is bool and type(s.lesson_at) is str and len(s.lesson_at) <= 64
    assert type(s.lessons_done) is tuple and all(type(x) is str and x for x in s.lessons_done)
    assert type(s.galaxy_lessons_done) is tuple and all(type(x) is str and x for x in s.galaxy_lessons_done)


def one_line(msg: str, path: Path) -> None:
    assert msg and "\n" not in msg and "\r" not in msg and str(path) in msg, msg
    assert len(msg) <= 300, len(msg)


# ---- not a file at all ----------------------------------------------------------------------------------------------
def _dangling(p: Path) -> None:
    p.symlink_to(p.parent / "gone.json")


def _loop(p: Path) -> None:
    p.symlink_to(p)


def _fifo(p: Path) -> None:
    os.mkfifo(p)


def _link_to_fifo(p: Path) -> None:
    os.mkfifo(p.parent / "pipe")
    p.symlink_to(p.parent / "pipe")


def _folder(p: Path) -> None:
    p.mkdir()
    (p / "inside.txt").write_text("kept")


def _link_to_folder(p: Path) -> None:
    (p.parent / "dir").mkdir()
    p.symlink_to(p.parent / "dir")


def _socket(p: Path) -> None:
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(p))
    s.close()


def _device(p: Path) -> None:
    p.symlink_to("/dev/zero")  # endless bytes: reading it unbounded would never finish


def _device_null(p: Path) -> None:
    p.symlink_to("/dev/null")


NOT_FILES: dict[str, Callable[[Path], None]] = {
    "dangling symlink": _dangling, "symlink loop": _loop, "FIFO": _fifo, "symlink to a FIFO": _link_to_fifo,
    "folder": _folder, "symlink to a folder": _link_to_folder, "socket": _socket,
    "character device /dev/zero": _device, "character device /dev/null": _device_null,
}


def _snapshot(p: Path) -> tuple[int, str]:
    st_ = os.lstat(p)
    return stat.S_IFMT(st_.st_mode), os.readlink(p) if p.is_symlink() else ""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX file kinds")
def test_something_that_is_not_a_file_is_ignored_left_in_place_and_never_written_over(tmp_path: Path) -> None:
    counts: Counter[str] = Counter()
    for kind, make in NOT_FILES.items():
        folder = tmp_path / kind.replace(" ", "-").replace("/", "")
        folder.mkdir()
        path = folder / "settings.json"
        make(path)
        before = _snapshot(path)
        s, msg = opened(path)
        assert s == DEFAULT
        one_line(msg, path)
        assert msg.endswith(": ignored, using the default settings"), msg
        assert (" cannot be reached (" if kind == "symlink loop" else ", not a file:") in msg, msg
        assert _snapshot(path) == before and not list(folder.glob("*.bad*")), kind
        with pytest.raises(SettingsSaveError) as err:  # saving later: one line, nothing written over
            save_settings(Settings(mute=True), path)
        one_line(str(err.value), path)
        assert str(err.value) == f"Settings not saved: {msg.removesuffix(': ignored, using the default settings')}"
        assert _snapshot(path) == before
        if kind == "folder":
            assert (path / "inside.txt").read_text() == "kept"
        counts[kind] += 1
    _report("not a regular file", counts)
    assert len(counts) == len(NOT_FILES)


def test_the_messages_name_what_the_thing_is(tmp_path: Path) -> None:
    cases = {"dangling symlink": "is a dangling symlink, not a file", "FIFO": "is a named pipe (FIFO), not a file",
             "folder": "is a folder, not a file", "character device /dev/zero": "is a character device, not a file",
             "socket": "is a socket, not a file"}
    for kind, words in cases.items():
        path = tmp_path / kind.replace(" ", "-").replace("/", "") / "settings.json"
        path.parent.mkdir()
        NOT_FILES[kind](path)
        assert opened(path)[1] == f"{path} {words}: ignored, using the default settings"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX file kinds")
def test_a_fifo_swapped_in_after_the_type_check_does_not_block(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The race: a regular file when checked, a FIFO when opened. The open is non-blocking and the open descriptor
    is checked again, so this is refused at once instead of waiting for a writer that never comes."""
    import game.paths

    path = tmp_path / "settings.json"
    os.mkfifo(path)
    monkeypatch.setattr(game.paths, "not_a_file", lambda p: "")  # the check saw a regular file
    s, msg = opened(path)
    assert (s, msg) == (DEFAULT, f"{path} is not a regular file: ignored, using the default settings")
    assert path.is_fifo()


def test_a_config_folder_that_is_a_file_gives_defaults_and_a_save_says_why(tmp_path: Path) -> None:
    (tmp_path / "config").write_text("not a folder")
    path = tmp_path / "config" / "settings.json"
    assert opened(path) == (DEFAULT, "")  # nothing there to read
    with pytest.raises(SettingsSaveError) as err:
        save_settings(Settings(), path)
    assert str(err.value) == f"Settings not saved: {path} cannot be reached (Not a directory)"
    assert (tmp_path / "config").read_text() == "not a folder"


# ---- regular files with bad content ----------------------------------------------------------------------------------
def _nest(depth: int, inner: str = "1") -> str:
    return "[" * depth + inner + "]" * depth


GOOD = '"mute": true, "hints": false'  # two good fields kept beside each bad one
KEEP = Settings(mute=True, hints=False)
# kind -> (file bytes, the settings expected, the words the message holds)
CONTENT: dict[str, tuple[bytes, Settings, str]] = {
    "Infinity": (f'{{"volume": Infinity, {GOOD}}}'.encode(), KEEP, "volume is not a number from 0 to 1"),
    "-Infinity": (f'{{"hard_budget": -Infinity, {GOOD}}}'.encode(), KEEP, "hard_budget is not a number"),
    "NaN": (f'{{"anim_speed": NaN, {GOOD}}}'.encode(), KEEP, "anim_speed is not a number from 0 to 4"),
    "1e308": (f'{{"ai_think_time": 1e308, {GOOD}}}'.encode(), KEEP, "ai_think_time is not a number"),
    "1e999 (overflows to inf)": (f'{{"volume": 1e999, {GOOD}}}'.encode(), KEEP, "volume is not"),
    "10**5000 integer": (f'{{"volume": {BIG}, {GOOD}}}'.encode(), KEEP, "volume is not"),
    "-10**5000 integer": (f'{{"anim_speed": -{BIG}, {GOOD}}}'.encode(), KEEP, "anim_speed is not"),
    "10**5000 window width": (f'{{"window_size": [{BIG}, 720], {GOOD}}}'.encode(), KEEP, "window_size is not"),
    "string for a number": (f'{{"volume": "0.5", {GOOD}}}'.encode(), KEEP, "volume is not a number"),
    "bool for a number": (f'{{"volume": true, {GOOD}}}'.encode(), KEEP, "volume is not a number"),
    "bools for ints": (f'{{"window_size": [true, false], {GOOD}}}'.encode(), KEEP, "window_size is not"),
    "floats for ints": (f'{{"window_size": [1280.5, 720], {GOOD}}}'.encode(), KEEP, "window_size is not"),
    "number for a bool": (b'{"mute": 1, "hints": false}', Settings(hints=False), "mute is not true or false"),
    "string for a bool": (b'{"mute": "yes", "hints": false}', Settings(hints=False), "mute is not true or false"),
    "dict for a list": (f'{{"window_size": {{"w": 1280}}, {GOOD}}}'.encode(), KEEP, "window_size is not"),
    "three sides": (f'{{"window_size": [1280, 720, 3], {GOOD}}}'.encode(), KEEP, "window_size is not"),
    "window 10 x 10": (f'{{"window_size": [10, 10], {GOOD}}}'.encode(), KEEP, "window_size is not"),
    "window negative": (f'{{"window_size": [-1280, -720], {GOOD}}}'.encode(), KEEP, "window_size is not"),
    "window 0 x 0": (f'{{"window_size": [0, 0], {GOOD}}}'.encode(), KEEP, "window_size is not"),
    "window 100000 x 100000": (f'{{"window_size": [100000, 100000], {GOOD}}}'.encode(), KEEP, "window_size is not"),
    "null values": (f'{{"volume": null, "fullscreen": null, {GOOD}}}'.encode(), KEEP, "(and 1 more)"),
    "every field bad": (json.dumps({k: {} for k in FIELDS}).encode(), DEFAULT, "(and 13 more)"),
    "nested list in a field": (f'{{"volume": {_nest(50)}, {GOOD}}}'.encode(), KEEP, "volume is not"),
    "list at the top": (b"[1, 2, 3]", DEFAULT, "does not hold a JSON object"),
    "string at the top": (b'"settings"', DEFAULT, "does not hold a JSON object"),
    "null at the top": (b"null", DEFAULT, "does not hold a JSON object"),
    "10**5000 at the top": (BIG.encode(), DEFAULT, "does not hold a JSON object"),
    "30,000-deep nesting": (_nest(30_000).encode(), DEFAULT, "is nested too deeply to be settings"),
    "30,000-deep nesting in a field": (('{"volume": ' + _nest(30_000) + "}").encode(), DEFAULT,
                                       "is nested too deeply"),
    "100,000-deep nesting": (_nest(100_000).encode(), DEFAULT, "is too large (over 65,536 bytes)"),
    "1 MB of valid JSON": (("{" + " " * 1_000_000 + '"mute": true}').encode(), DEFAULT, "is too large"),
    "invalid UTF-8": (b'{"mute": true, "name": "\xff\xfe"}', DEFAULT, "is not UTF-8 text"),
    "UTF-16": ('{"mute": true}'.encode("utf-16"), DEFAULT, "is not UTF-8 text"),
    "NUL bytes": (b"\x00" * 100, DEFAULT, "is not valid JSON (line 1"),
    "empty": (b"", DEFAULT, "is not valid JSON (line 1: Expecting value)"),
    "truncated": (b'{"mute": tr', DEFAULT, "is not valid JSON"),
    "trailing garbage": (b'{"mute": true} {}', DEFAULT, "is not valid JSON"),
    "Python literals": (b"{'mute': True}", DEFAULT, "is not valid JSON"),
}
# Not bad at all: read in full, no message, nothing renamed.
FINE: dict[str, tuple[bytes, Settings]] = {
    "UTF-8 byte order mark": (b'\xef\xbb\xbf{"mute": true}', Settings(mute=True)),
    "unknown keys (a newer version)": (b'{"mute": true, "colour_blind": 2, "\\ud800": [1]}', Settings(mute=True)),
    "integers for numbers": (b'{"volume": 1, "anim_speed": 0}', Settings(volume=1.0, anim_speed=0.0)),
    "a window larger than the screen": (b'{"window_size": [3840, 2160]}', Settings(window_size=(3840, 2160))),
    "duplicate keys (the last one counts)": (b'{"mute": false, "mute": true}', Settings(mute=True)),
}


@pytest.mark.parametrize("kind", list(CONTENT))
def test_a_bad_settings_file_keeps_its_good_fields_and_is_kept_aside(kind: str, tmp_path: Path) -> None:
    raw, expected, words = CONTENT[kind]
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    s, msg = opened(path)
    assert s == expected
    usable(s)
    one_line(msg, path)
    assert words in msg, msg
    assert msg.endswith("the file is kept as settings.json.bad"), msg
    assert (tmp_path / "settings.json.bad").read_bytes() == raw  # nothing lost
    assert not path.exists()
    assert opened(path) == (DEFAULT, "")  # the next launch starts clean
    save_settings(s, path)  # and the good fields are saved for next time
    assert opened(path) == (expected, "")


@pytest.mark.parametrize("kind", list(FINE))
def test_a_good_settings_file_is_read_in_full_without_a_word(kind: str, tmp_path: Path) -> None:
    raw, expected = FINE[kind]
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    assert opened(path) == (expected, "")
    assert path.read_bytes() == raw and not list(tmp_path.glob("*.bad*"))


def test_a_huge_sparse_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    with path.open("wb") as f:
        f.truncate(8 << 30)  # 8 GiB of nothing: read unbounded, this would fill the memory
    s, msg = opened(path)
    assert s == DEFAULT and msg == (f"{path} is too large (over 65,536 bytes); using the default settings, "
                                    "the file is kept as settings.json.bad")
    assert (tmp_path / "settings.json.bad").stat().st_size == 8 << 30


def test_an_unreadable_file_is_kept_aside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"mute": true}')
    real_open = os.open

    def refuse(p: Any, flags: int, *a: Any) -> int:
        if Path(p) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(p, flags, *a)

    monkeypatch.setattr(os, "open", refuse)  # as root, chmod 000 would not stop the read
    s, msg = opened(path)
    assert s == DEFAULT
    assert msg == (f"{path} cannot be read (Permission denied); using the default settings, "
                   "the file is kept as settings.json.bad")
    assert (tmp_path / "settings.json.bad").read_text() == '{"mute": true}'


def test_earlier_bad_files_are_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for i in range(1, 5):
        path.write_text(f"broken {i}")
        _, msg = opened(path)
        name = "settings.json.bad" + (f".{i}" if i > 1 else "")
        assert msg.endswith(f"the file is kept as {name}"), msg
    assert [(tmp_path / n).read_text() for n in ("settings.json.bad", "settings.json.bad.2", "settings.json.bad.3",
                                                  "settings.json.bad.4")] == [f"broken {i}" for i in range(1, 5)]


def test_saving_through_a_symlink_keeps_the_link(tmp_path: Path) -> None:
    (tmp_path / "dotfiles").mkdir()
    real = tmp_path / "dotfiles" / "aa.json"
    real.write_text('{"mute": true}')
    path = tmp_path / "settings.json"
    path.symlink_to(real)
    assert opened(path) == (Settings(mute=True), "")
    save_settings(Settings(volume=0.25), path)
    assert path.is_symlink() and json.loads(real.read_text())["volume"] == 0.25


def test_a_failed_save_is_one_line_and_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(mute=True), path)
    before = path.read_bytes()

    def full(*a: Any, **k: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(SettingsSaveError) as err:
        save_settings(Settings(volume=0.0), path)
    assert str(err.value) == f"Settings not saved to {path}: No space left on device"
    assert path.read_bytes() == before and [p.name for p in tmp_path.iterdir()] == ["settings.json"]


# ---- generated corpus (hypothesis) -----------------------------------------------------------------------------------
def _oracle(name: str, v: Any) -> bool:
    """The spec, written out independently of game/ui/settings.py: is `v` usable for setting `name`?"""
    def num(x: Any) -> bool:
        return isinstance(x, int | float) and not isinstance(x, bool)
    if name == "window_size":
        return (isinstance(v, list) and len(v) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in v)
                and 640 <= v[0] <= 16384 and 360 <= v[1] <= 16384)
    ranges = {"anim_speed": (0, 4), "volume": (0, 1), "ai_think_time": (0, 5), "hard_budget": (0.1, 10)}
    if name in ranges:
        lo, hi = ranges[name]
        return num(v) and math.isfinite(v) and lo <= v <= hi
    def lesson_id(x: Any) -> bool:
        return (isinstance(x, str) and 1 <= len(x) <= 64 and x[0].isascii() and x[0].isalnum()
                and all(c.isascii() and (c.isalnum() or c in "_.-") for c in x))
    if name in ("lessons_done", "galaxy_lessons_done"):  # a bad list means: no lesson finished
        return isinstance(v, list) and len(v) <= 200 and all(lesson_id(x) for x in v)
    if name == "lesson_at":
        return v == "" or lesson_id(v)
    if name == "last_game":  # a registered game's key (game/games.py)
        return v in ("alien-artifacts", "age-of-galaxy")
    return isinstance(v, bool)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**30, 10**30) | st.floats() | st.text(max_size=20)
    | st.just("@BIG@") | st.integers(-100_000, 100_000),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
VALID = {
    "window_size": st.lists(st.integers(500, 20_000), min_size=2, max_size=2),
    "anim_speed": st.floats(-1, 5), "volume": st.floats(-0.5, 1.5), "ai_think_time": st.floats(-1, 6),
    "hard_budget": st.floats(0, 11),
    "lessons_done": st.lists(st.sampled_from(["buy", "pay-by-colour", "l3", "", "ü", "a" * 65, "x y"]), max_size=5),
    "galaxy_lessons_done": st.lists(st.sampled_from(["discs", "war", "", "a" * 65, "x y"]), max_size=4),
    "lesson_at": st.sampled_from(["", "buy", "attack_2", "-x", "a" * 65, "é"]),
    "last_game": st.sampled_from(["alien-artifacts", "age-of-galaxy", "", "Alien-Artifacts", "chess", "x" * 500]),
}
FIELD_VALUE = {name: (VALID.get(name, st.booleans()) | JSON) for name in FIELDS}
SETTINGS_DICTS = st.fixed_dictionaries({}, optional={**FIELD_VALUE, "extra": JSON})


def _dump(d: dict[str, Any]) -> bytes:
    return json.dumps(d, allow_nan=True).replace('"@BIG@"', BIG).encode()


def _in_a_fresh_folder(raw: bytes, base: Path) -> tuple[Settings, str, Path]:
    folder = Path(tempfile.mkdtemp(prefix="ex-", dir=base))
    path = folder / "settings.json"
    path.write_bytes(raw)
    s, msg = opened(path)
    usable(s)
    if msg:
        one_line(msg, path)
        assert (folder / "settings.json.bad").read_bytes() == raw and not path.exists()
    else:
        assert path.read_bytes() == raw
    return s, msg, folder


def test_generated_settings_dicts(tmp_path: Path) -> None:
    counts: Counter[str] = Counter()

    @settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(d=SETTINGS_DICTS)
    def check(d: dict[str, Any]) -> None:
        raw = _dump(d)
        s, msg, _ = _in_a_fresh_folder(raw, tmp_path)
        if len(raw) > MAX_SETTINGS_BYTES:  # a file this large is refused whole, before it is read: every default
            assert msg and "too large" in msg and s == DEFAULT, (len(raw), msg)
            counts["settings files too large"] += 1
            return
        bad = [k for k in FIELDS if k in d and (d[k] == "@BIG@" or not _oracle(k, d[k]))]
        assert bool(msg) == bool(bad), (d, msg)
        for k in FIELDS:  # good fields kept, bad ones default
            want = getattr(DEFAULT, k) if k in bad or k not in d else d[k]
            got = getattr(s, k)
            listed = k in ("window_size", "lessons_done", "galaxy_lessons_done")
            if k in ("lessons_done", "galaxy_lessons_done") and k not in bad and k in d:
                want = list(dict.fromkeys(want))  # each id once, in the order written
            assert (list(got) if listed else got) == (list(want) if listed else want), k
        counts["settings with bad fields" if bad else "settings all usable"] += 1

    check()
    _report("generated dicts", counts)
    assert counts["settings with bad fields"] > 50 and counts["settings all usable"] > 5, counts


def test_generated_bytes(tmp_path: Path) -> None:
    counts: Counter[str] = Counter()
    good = _dump(Settings().to_dict())

    @settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(raw=st.binary(max_size=300) | st.builds(lambda n, b: good[:n] + b + good[n:],
                                                   st.integers(0, len(good)), st.binary(max_size=8))
           | st.builds(lambda n: good[:n], st.integers(0, len(good) - 1)))
    def check(raw: bytes) -> None:
        _, msg, _ = _in_a_fresh_folder(raw, tmp_path)
        counts["bytes refused or with bad fields" if msg else "bytes read in full"] += 1

    check()
    _report("generated bytes", counts)
    assert counts["bytes refused or with bad fields"] > 100, counts


def test_leftovers_of_an_interrupted_save_are_cleaned_up_at_launch(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(mute=True), path)
    old = tmp_path / ".settings.json.abc123.tmp"  # what a save killed between write and rename leaves
    old.write_text('{"mute": fa')
    os.utime(old, (1_000_000, 1_000_000))
    fresh = tmp_path / ".settings.json.def456.tmp"  # another copy of the game saving right now
    fresh.write_text("{")
    odd = tmp_path / ".settings.json.ghi789.tmp"
    odd.mkdir()  # not a file: not ours to remove
    os.utime(odd, (1_000_000, 1_000_000))
    other = tmp_path / ".autosave.json.x.tmp"
    other.write_text("{")
    os.utime(other, (1_000_000, 1_000_000))
    assert opened(path) == (Settings(mute=True), "")
    assert not old.exists() and fresh.exists() and odd.is_dir() and other.exists()
