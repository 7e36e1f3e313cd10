"""Age of Galaxy's content files can't hurt either: every hostile input of tests/content/hostile_cards.py, put in
place of one AoG file, and wrong types in every field of every kind of entry, give ONE line naming the file and
the problem: no crash, no hang, no traceback (the kernel's bounded reader, tabletop/yamlread.py)."""

from __future__ import annotations

import math
import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from age_of_galaxy.content.errors import ContentError, shown_path
from age_of_galaxy.content.loader import FILES, LIMITS

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "content"))
from hostile_cards import ALL, Hostile  # AA's hostile inputs: the same reader refuses them

if TYPE_CHECKING:
    from conftest import AogCopy

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60  # seconds: far above a refusal, far below a hang


def _single_file(h: Hostile, scratch: Path) -> Path | None:
    """Make `h` in `scratch`; its one bad *.yaml entry, or None for the directory-wide kinds (too many files,
    files over the set's budget), which name a directory rather than a file."""
    named = h.make(scratch)
    if named == scratch or len(list(scratch.glob("*.yaml"))) != 1:
        return None
    return named


# AA's inputs that are a whole directory (too many files, files over the set's budget): AoG reads six fixed names,
# so these are tried as test_the_files_together_are_bounded instead; the list is checked below.
DIRECTORY_WIDE = {"65 files", "five files of 1 MiB each", "five files of 19,900 values each"}
SINGLE = [h for h in ALL if h.name not in DIRECTORY_WIDE]


@pytest.mark.parametrize("hostile", SINGLE, ids=[f"{h.kind}: {h.name}" for h in SINGLE])
@pytest.mark.parametrize("target", ["factions.yaml", "design.yaml"])
def test_a_hostile_file_is_refused_in_one_line(hostile: Hostile, target: str, aog_copy: AogCopy,
                                               tmp_path: Path) -> None:
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    bad = _single_file(hostile, scratch)
    assert bad is not None, hostile.name
    (aog_copy.dir / target).unlink()
    os.rename(bad, aog_copy.dir / target)
    if hostile.risky:  # the real user path, in a child: a segfault is a negative code, a hang a timeout
        run = subprocess.run([sys.executable, "-m", "game.cards", "validate", "--game", "age-of-galaxy", "--dir",
                              str(aog_copy.dir)], cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT,
                             check=False)
        assert run.returncode == 1, (run.returncode, run.stdout[-500:], run.stderr[-500:])
        assert "Traceback" not in run.stderr, run.stderr[-500:]
        lines = run.stdout.splitlines()
    else:
        lines = aog_copy.problems()
    assert len(lines) == 1, lines[:5]
    assert lines[0].startswith(shown_path(aog_copy.dir / target)), lines[0]
    assert "\x1b" not in lines[0] and len(lines[0]) < 400


def test_only_the_directory_wide_kinds_are_left_out(tmp_path: Path) -> None:
    left_out = []
    for i, h in enumerate(ALL):
        scratch = tmp_path / str(i)
        scratch.mkdir()
        if _single_file(h, scratch) is None:
            left_out.append(h.name)
    assert set(left_out) == DIRECTORY_WIDE and len(SINGLE) == len(ALL) - 3 == 45


def test_the_files_together_are_bounded(aog_copy: AogCopy) -> None:
    """Each file under its own cap, all six over the set's: the first file past the budget is named, once."""
    pad = "# " + "x" * 97 + "\n"
    each = (LIMITS.max_bytes - 30_000) // len(pad)
    for name in FILES:
        path = aog_copy.dir / name
        path.write_text(path.read_text(encoding="utf-8") + pad * each, encoding="utf-8")
    lines = aog_copy.problems()
    assert len(lines) == 1, lines
    assert "too big for a content set: the content files hold more than 1,048,576 bytes together" in lines[0]
    assert lines[0].startswith(shown_path(aog_copy.dir / FILES[4]))


@pytest.mark.parametrize("text, words", [
    ("factions: [\n  - id: F01\n", "YAML syntax error"),  # truncated
    ("factions:\n  - id: F01\n    id: F02\n", "duplicate key 'id'"),
    ("- just\n- a list\n", "must be a mapping, not a list"),
    ("factions: []\nships: []\n", "unknown key"),
    ("factions: yes\n", "must be a list, not 'yes'"),
])
def test_malformed_files_name_the_file_and_the_problem(aog_copy: AogCopy, text: str, words: str) -> None:
    (aog_copy.dir / "factions.yaml").write_text(text, encoding="utf-8")
    lines = aog_copy.problems()
    assert any(words in line for line in lines), lines
    assert all(line.startswith(shown_path(aog_copy.dir / "factions.yaml")) for line in lines)


def test_a_folder_named_like_a_content_file(aog_copy: AogCopy) -> None:
    (aog_copy.dir / "trade.yaml").unlink()
    (aog_copy.dir / "trade.yaml").mkdir()
    assert aog_copy.problems() == [f"{shown_path(aog_copy.dir / 'trade.yaml')}: not a regular file: a folder"]


def test_a_missing_file(aog_copy: AogCopy) -> None:
    (aog_copy.dir / "board.yaml").unlink()
    assert aog_copy.problems() == [f"{shown_path(aog_copy.dir / 'board.yaml')}: cannot read file: no such file"]


BAD_VALUES: list[Any] = [True, False, None, math.nan, math.inf, -1, 0, 99, 10**30, 2.5, "", "x" * 5000,
                         "\x1b[31mred", [], [1, 2], {}, {"a": 1}]


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a leaf or a collection inside `value`."""
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for k, v in value.items():
            found += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += _paths(v, (*prefix, i))
    return found


def _replace(data: Any, path: tuple[Any, ...], new: Any) -> None:
    for key in path[:-1]:
        data = data[key]
    data[path[-1]] = new


ENTRIES = {"factions.yaml": ("factions", 1), "technologies.yaml": ("technologies", 11),
           "galaxy.yaml": ("system_cards", 1), "trade.yaml": ("trade_cards", 0), "board.yaml": ("spaces", 3)}


@pytest.mark.parametrize("file", sorted(ENTRIES))
def test_wrong_types_in_every_field_of_an_entry(aog_copy: AogCopy, file: str) -> None:
    """Each field of one entry (and each nested field) replaced by bad values: the copy is refused, with one line
    per problem naming the file, and never an exception other than ContentError."""
    key, index = ENTRIES[file]
    original = aog_copy.data(file)
    entry = original[key][index]
    tried = refused = 0
    for k, path in enumerate(_paths(entry)):
        for j in range(5):  # five of the bad values at each path, a different five at the next: all are used
            bad = BAD_VALUES[(5 * k + j) % len(BAD_VALUES)]
            data = yaml.safe_load(yaml.safe_dump(original))
            _replace(data[key][index], path, bad)
            (aog_copy.dir / file).write_text(yaml.safe_dump(data), encoding="utf-8")
            lines = aog_copy.problems()
            tried += 1
            if lines == []:  # a value that happens to be legal there (e.g. text for a name)
                continue
            refused += 1
            # one bounded line each: file (200) + owner (80) + field (80) + message (300) at most
            assert all(line.startswith(shown_path(aog_copy.dir / file)) and "\n" not in line and len(line) < 700
                       and "\x1b" not in line for line in lines), (path, bad, lines[:3])
    assert tried >= 25 and refused > 0.8 * tried, (tried, refused)


def test_wrong_types_in_design_yaml(aog_copy: AogCopy) -> None:
    original = aog_copy.data("design.yaml")
    refused = 0
    paths = _paths(original)
    for k, path in enumerate(paths[::4]):
        for bad in ((True, "x"), (math.nan, {"a": 1}))[k % 2]:
            data = yaml.safe_load(yaml.safe_dump(original))
            _replace(data, path, bad)
            (aog_copy.dir / "design.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
            lines = aog_copy.problems()
            refused += bool(lines)
            # the design file is named; a value of the right type may also make cards fail its checks
            assert not lines or any(line.startswith(shown_path(aog_copy.dir / "design.yaml")) for line in lines), \
                (path, lines[:3])
    assert refused > 0.8 * len(paths) / 4, (refused, len(paths))


def test_booleans_are_yaml_1_2_and_never_numbers(aog_copy: AogCopy) -> None:
    # `on`/`yes` stay text and `true` is no 1: a bool for an int is a type error, not 1 Credit
    aog_copy.card("F01", lambda c: c.update(debut={"credit": True}))
    assert any("field 'debut.credit': must be a whole number from 1 to 3, not the boolean True" in line
               for line in aog_copy.problems())


JSONISH = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=True) |
                       st.text(max_size=20), lambda inner: st.lists(inner, max_size=4) |
                       st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(card=st.integers(0, 39), field=st.sampled_from(["debut", "reinforcement", "ability", "end_scoring",
                                                        "technologies", "name", "note", "id", "ideology"]),
       value=JSONISH)
def test_fuzzed_card_fields_never_crash(aog_copy: AogCopy, card: int, field: str, value: Any) -> None:
    data = aog_copy.data("factions.yaml")
    data["factions"][card][field] = value
    (aog_copy.dir / "factions.yaml").write_text(yaml.safe_dump(data), encoding="utf-8")
    try:
        lines = aog_copy.problems()
    except ContentError as exc:  # pragma: no cover - problems() catches it; anything else fails the test
        raise AssertionError from exc
    assert all("\n" not in line and len(line) < 700 for line in lines)


def test_the_bundled_set_is_far_inside_every_bound() -> None:
    directory = ROOT / "cards" / "age_of_galaxy"
    files = sorted(directory.glob("*.yaml"))
    assert sorted(f.name for f in files) == sorted(FILES) and len(files) <= LIMITS.max_files
    assert max(f.stat().st_size for f in files) * 8 <= LIMITS.max_bytes
    assert sum(f.stat().st_size for f in files) * 20 <= LIMITS.set_bytes
