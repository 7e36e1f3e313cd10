"""Card files (mods) can't hurt: every hostile input of hostile_cards.py is refused with ONE line naming the
file and the problem; none crashes (PyYAML segfaulted at 30,000 nesting levels), hangs (a FIFO, an alias
bomb), or prints a traceback. The kinds that crashed or hung before run in a subprocess with a timeout.

Message format: `<file>[:<line>]: <problem>`, e.g.
`/tmp/mods/cards.yaml:1: too big for a card file: nested more than 64 levels deep`.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from hostile_cards import ALL, Hostile, counts

from alien_artifacts.content.errors import ContentError, Problem, excerpt, shorten, shown_path
from alien_artifacts.content.loader import read_cardset
from alien_artifacts.content.yamlio import LIMITS, YamlProblem, parse_yaml

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60  # seconds: far above a refusal (under 0.5 s measured), far below a hang or a billion laughs


def _named(line: str, path: Path) -> bool:
    """The line starts with the file's shown path, an optional line number, then ': '."""
    return re.match(re.escape(shown_path(path)) + r"(?::\d+)?: \S", line) is not None


def _check_line(line: str, path: Path) -> None:
    assert _named(line, path), line
    assert "\n" not in line and "\x1b" not in line and len(line) < 400, line


def test_each_kind_has_several_hostile_inputs() -> None:
    got = counts()
    print("hostile card inputs per kind:", got, "total", len(ALL))
    assert set(got) == {"deep nesting", "alias bomb", "huge number", "special file", "huge file", "malformed"}
    assert all(n >= 6 for n in got.values())


@pytest.mark.parametrize("hostile", ALL, ids=[f"{h.kind}: {h.name}" for h in ALL])
def test_a_hostile_card_directory_is_refused_in_one_line(hostile: Hostile, tmp_path: Path) -> None:
    named = hostile.make(tmp_path)
    if hostile.risky:
        # the real user path, in a child: a segfault shows as a negative return code, a hang as a timeout
        run = subprocess.run([sys.executable, "-m", "game.cards", "validate", "--dir", str(tmp_path)],
                             cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT, check=False)
        assert run.returncode == 1, (run.returncode, run.stdout[-500:], run.stderr[-500:])
        assert "Traceback" not in run.stderr and "Error" not in run.stderr, run.stderr[-500:]
        lines = run.stdout.splitlines()
    else:
        with pytest.raises(ContentError) as info:
            read_cardset(tmp_path)
        lines = info.value.lines
    assert len(lines) == 1, lines[:5]
    _check_line(lines[0], named)


def test_the_messages_say_what_is_wrong(tmp_path: Path) -> None:
    by_name = {h.name: h for h in ALL}
    expect = {
        "flow sequences x30,000": "too big for a card file: nested more than 64 levels deep",
        "billion laughs (9 levels of 9 lists)": "too big for a card file: more than 20,000 values",
        "a list that contains itself": "is inside the value it names (a recursive structure)",
        "5,000 digits": "too big for a card file: a number too long (5,000 characters; at most 64)",
        "a FIFO": "not a regular file: a named pipe (FIFO)",
        "a directory": "not a regular file: a folder",
        "a dangling symlink": "cannot read file: a dangling symlink",
        "a symlink loop": "cannot read file: a symlink loop",
        "a 10 GiB sparse file": "too big for a card file: 10,737,418,240 bytes (at most 1,048,576)",
        "an impossible date (2020-02-31)": "cannot read '2020-02-31': day is out of range for month",
    }
    for name, words in expect.items():
        d = tmp_path / str(len(list(tmp_path.iterdir())))
        d.mkdir()
        by_name[name].make(d)
        with pytest.raises(ContentError) as info:
            read_cardset(d)
        assert words in info.value.lines[0], (name, info.value.lines)


def test_a_fifo_is_never_opened(tmp_path: Path) -> None:
    """Were it opened for a blocking read, this would wait for a writer forever (the child would time out)."""
    fifo = next(h for h in ALL if h.name == "a FIFO")
    fifo.make(tmp_path)
    code = ("import sys; from pathlib import Path; from alien_artifacts.content.yamlio import read_yaml, YamlProblem\n"
            "try:\n    read_yaml(Path(sys.argv[1]))\nexcept YamlProblem as e:\n    print(e.message)\n")
    run = subprocess.run([sys.executable, "-c", code, str(tmp_path / "cards.yaml")], cwd=ROOT,
                         capture_output=True, text=True, timeout=TIMEOUT, check=False)
    assert run.stdout.strip() == "not a regular file: a named pipe (FIFO)"


def test_the_bundled_set_is_far_inside_every_bound() -> None:
    """The limits leave room for mods: 8x the values and 40x the bytes of the largest bundled file."""
    files = sorted((ROOT / "cards" / "alien_artifacts").glob("*.yaml"))
    assert len(files) * 4 <= LIMITS.max_files
    assert max(f.stat().st_size for f in files) * 40 <= LIMITS.max_bytes
    for f in files:
        parse_yaml(f.read_text(encoding="utf-8"), LIMITS.__class__(max_values=LIMITS.max_values // 8,
                                                                    max_depth=LIMITS.max_depth // 4))
    read_cardset(ROOT / "cards" / "alien_artifacts")


def test_limits_are_exact_at_the_edge() -> None:
    ok = "[" * LIMITS.max_depth + "]" * LIMITS.max_depth
    assert parse_yaml(ok) is not None
    with pytest.raises(YamlProblem, match="nested more than"):
        parse_yaml("[" + ok + "]")
    assert parse_yaml("9" * LIMITS.max_number) == int("9" * LIMITS.max_number)
    with pytest.raises(YamlProblem, match="number too long"):
        parse_yaml("9" * (LIMITS.max_number + 1))
    assert len(parse_yaml("[" + ", ".join(["1"] * (LIMITS.max_values - 1)) + "]")) == LIMITS.max_values - 1
    with pytest.raises(YamlProblem, match="more than 20,000 values"):
        parse_yaml("[" + ", ".join(["1"] * LIMITS.max_values) + "]")
    # aliases are fine while they stay small, and shared structure is kept shared
    doc = parse_yaml("a: &a [1, 2]\nb: [*a, *a]\n")
    assert doc == {"a": [1, 2], "b": [[1, 2], [1, 2]]} and doc["b"][0] is doc["a"]


def test_an_excerpt_never_formats_a_whole_value() -> None:
    level: list[object] = ["lol"] * 9
    for _ in range(9):  # 9**10 strings if formatted in full; shared, so cheap to build
        level = [level] * 9
    text = excerpt(level)  # a whole repr would take hours and gigabytes
    assert len(text) <= 60 and text.startswith("[[[")
    assert excerpt(10 ** 5000) == "<an integer of 16,610 bits>"
    assert excerpt("x" * 1_000_000).startswith("'xxx") and len(excerpt("x" * 1_000_000)) <= 60
    assert shorten("a\x1b[2Jb\nc", 50) == "a?[2Jb c"


def test_a_problem_is_one_bounded_line_whatever_it_holds() -> None:
    p = Problem("x" * 10_000 + "/\u202eships.yaml", "ship '" + "y" * 100_000 + "'", "z\n" * 10_000, "m\x1b" * 100_000)
    line = str(p)
    assert "\n" not in line and "\x1b" not in line and "\u202e" not in line and len(line) < 800
    assert "/?ships.yaml: ship 'yyy" in line


def test_thousands_of_problems_are_cut_to_a_readable_report(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("ships: [" + ", ".join(["1"] * 5_000) + "]\n")
    with pytest.raises(ContentError) as info:
        read_cardset(tmp_path)
    lines = info.value.lines
    assert len(lines) == 101 and info.value.total > 5_000
    assert lines[-1] == f"{shown_path(tmp_path)}: {info.value.total - 100:,} more problems not shown"
