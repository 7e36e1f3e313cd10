"""Hostile card directories (what a mod could hold), by kind: each must be refused in one line naming the
file, without a crash, a hang or a traceback (test_content_hostile.py).

    .venv/bin/python tests/content/hostile_cards.py    # the count per kind and the slowest refusals

Each `Hostile.make(directory)` writes one bad input into an empty directory and returns the path the
message must name (the file, or the directory itself when the directory is what is wrong).
`risky` marks the kinds that crashed (a segfault) or hung the loader before: the tests run those in a
subprocess with a timeout.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import attrs

from alien_artifacts.content.yamlio import LIMITS


@attrs.frozen
class Hostile:
    kind: str
    name: str
    make: Callable[[Path], Path]
    risky: bool = False  # a crash or a hang before: run it in a subprocess with a timeout


def _file(text: str, name: str = "cards.yaml") -> Callable[[Path], Path]:
    def make(d: Path) -> Path:
        path = d / name
        path.write_text(text, encoding="utf-8")
        return path
    return make


def _bytes(data: bytes, name: str = "cards.yaml") -> Callable[[Path], Path]:
    def make(d: Path) -> Path:
        path = d / name
        path.write_bytes(data)
        return path
    return make


def _card(field_value: str) -> str:
    """A ship whose `name` is the hostile value (the value sits inside a card, not at the top)."""
    return f"ships:\n  - id: x\n    name: {field_value}\n    type: explore\n"


# ---- nesting: PyYAML's C composer recursed once per level and segfaulted at about 30,000 ---------------
def _block_map(depth: int) -> str:
    return "".join(f"{'  ' * i}k:\n" for i in range(depth)) + "  " * depth + "v\n"


DEEP = [
    Hostile("deep nesting", "flow sequences x30,000", _file("[" * 30_000 + "]" * 30_000), True),
    Hostile("deep nesting", "flow sequences x200,000", _file("[" * 200_000 + "]" * 200_000), True),
    Hostile("deep nesting", "flow mappings x30,000", _file("{a: " * 30_000 + "1" + "}" * 30_000), True),
    Hostile("deep nesting", "compact block sequences x5,000", _file("- " * 5_000 + "x\n"), True),
    Hostile("deep nesting", "indented mappings x400", _file(_block_map(400)), True),
    Hostile("deep nesting", "inside a card x30,000", _file(_card("[" * 30_000 + "]" * 30_000)), True),
    Hostile("deep nesting", f"just over the bound ({LIMITS.max_depth + 1} levels)",
            _file("[" * (LIMITS.max_depth + 1) + "]" * (LIMITS.max_depth + 1)), True),
    Hostile("deep nesting", "unclosed x100,000", _file("[" * 100_000), True),
]


# ---- aliases: "billion laughs" expanded to gigabytes in the validator and its messages -----------------
def _laughs(levels: int, width: int, mapping: bool = False) -> str:
    lines = ["l0: &l0 " + ("{" + ", ".join(f"k{i}: lol" for i in range(width)) + "}" if mapping
                           else "[" + ", ".join(["lol"] * width) + "]")]
    for n in range(1, levels):
        refs = (", ".join(f"k{i}: *l{n - 1}" for i in range(width)) if mapping
                else ", ".join([f"*l{n - 1}"] * width))
        lines.append(f"l{n}: &l{n} " + ("{" + refs + "}" if mapping else "[" + refs + "]"))
    return "\n".join(lines) + "\n"


ALIASES = [
    Hostile("alias bomb", "billion laughs (9 levels of 9 lists)", _file(_laughs(9, 9)), True),
    Hostile("alias bomb", "billion laughs of mappings (8 levels of 8)", _file(_laughs(8, 8, mapping=True)), True),
    Hostile("alias bomb", "as the ships section", _file(_laughs(9, 9) + "ships: *l8\n"), True),
    Hostile("alias bomb", "inside a card's name", _file(_laughs(9, 9) + _card("*l8")), True),
    Hostile("alias bomb", "one wide list repeated 30,000 times",
            _file("a: &a [1, 2, 3]\nb: [" + ", ".join(["*a"] * 30_000) + "]\n"), True),
    Hostile("alias bomb", "a list that contains itself", _file("a: &a [1, *a]\n"), True),
    Hostile("alias bomb", "a mapping that contains itself", _file("a: &a {x: *a}\n"), True),
    Hostile("alias bomb", "bomb as a mapping key", _file(_laughs(9, 9) + "? *l8\n: 1\n"), True),
]


# ---- numbers: int() refuses more than 4,300 digits with a ValueError ------------------------------------
INTEGERS = [
    Hostile("huge number", "5,000 digits", _file("rules: " + "9" * 5_000 + "\n")),
    Hostile("huge number", "200,000 digits", _file("rules: " + "7" * 200_000 + "\n")),
    Hostile("huge number", "negative, 5,000 digits", _file("rules: -" + "1" * 5_000 + "\n")),
    Hostile("huge number", "with underscores", _file("rules: " + "1_000" * 2_000 + "\n")),
    Hostile("huge number", "hexadecimal, 100,000 digits", _file("rules: 0x" + "f" * 100_000 + "\n")),
    Hostile("huge number", "octal, 20,000 digits", _file("rules: 0" + "7" * 20_000 + "\n")),
    Hostile("huge number", "base 60, 5,000 parts", _file("rules: 1" + ":59" * 5_000 + "\n")),
    Hostile("huge number", "float, 10,000 digits", _file("rules: 1." + "5" * 10_000 + "\n")),
    Hostile("huge number", "a Resource card's number", _file("resources:\n  - {id: res_01, number: "
                                                             + "8" * 6_000 + "}\n")),
    Hostile("huge number", "in a list", _file("rules: [1, 2, " + "3" * 4_400 + "]\n")),
]


# ---- not files: a FIFO blocked the reader forever -----------------------------------------------------
def _fifo(d: Path) -> Path:
    path = d / "cards.yaml"
    os.mkfifo(path)
    return path


def _directory(d: Path) -> Path:
    path = d / "cards.yaml"
    path.mkdir()
    (path / "inside.yaml").write_text("rules: {}\n")
    return path


def _link(target: str) -> Callable[[Path], Path]:
    def make(d: Path) -> Path:
        path = d / "cards.yaml"
        path.symlink_to(target)
        return path
    return make


def _loop(d: Path) -> Path:
    (d / "a.yaml").symlink_to(d / "b")
    (d / "b").symlink_to(d / "a.yaml")
    return d / "a.yaml"


def _socket(d: Path) -> Path:
    path = d / "cards.yaml"
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        s.bind(str(path))
    finally:
        s.close()
    return path


def _link_to_fifo(d: Path) -> Path:
    os.mkfifo(d / "pipe")
    path = d / "cards.yaml"
    path.symlink_to(d / "pipe")
    return path


SPECIAL = [
    Hostile("special file", "a FIFO", _fifo, True),
    Hostile("special file", "a symlink to a FIFO", _link_to_fifo, True),
    Hostile("special file", "a directory", _directory, True),
    Hostile("special file", "a dangling symlink", _link("/nonexistent/cards.yaml"), True),
    Hostile("special file", "a symlink loop", _loop, True),
    Hostile("special file", "a symlink to /dev/zero (endless)", _link("/dev/zero"), True),
    Hostile("special file", "a symlink to /dev/null", _link("/dev/null"), True),
    Hostile("special file", "a Unix socket", _socket, True),
]


# ---- size ---------------------------------------------------------------------------------------------
def _sparse(d: Path) -> Path:
    path = d / "cards.yaml"
    with path.open("wb") as f:
        f.truncate(10 << 30)  # 10 GiB, no disk used
    return path


def _many_files(d: Path) -> Path:
    for i in range(LIMITS.max_files + 1):
        (d / f"part_{i:03}.yaml").write_text("# nothing\n")
    return d


def _over_the_set(d: Path, text: str, size: int, bound: int) -> Path:
    """Files a..e of `text` (`size` each, under the per-file bound): the first to pass the directory's
    `bound` is named, and no later file is read."""
    names = [f"{c}.yaml" for c in "abcde"]
    for name in names:
        (d / name).write_text(text)
    return d / names[bound // size]


def _set_bytes(d: Path) -> Path:
    chunk = ("# " + "x" * 98 + "\n") * ((LIMITS.max_bytes - 4096) // 101)
    return _over_the_set(d, chunk, len(chunk), LIMITS.set_bytes)


def _set_values(d: Path) -> Path:
    each = LIMITS.max_values - 100
    return _over_the_set(d, "rules: [" + ", ".join(["1"] * each) + "]\n", each + 2, LIMITS.set_values)


HUGE = [
    Hostile("huge file", "2 MiB of comments", _file(("# " + "x" * 98 + "\n") * 21_000)),
    Hostile("huge file", "a 10 GiB sparse file", _sparse, True),
    Hostile("huge file", "a 1.5 MiB string", _file("rules: " + "x" * (3 << 19) + "\n")),
    Hostile("huge file", f"{LIMITS.max_values + 5_000:,} values", _file(
        "rules: [" + ", ".join(["1"] * (LIMITS.max_values + 5_000)) + "]\n")),
    Hostile("huge file", f"{LIMITS.max_files + 1} files", _many_files),
    Hostile("huge file", "five files of 1 MiB each", _set_bytes),
    Hostile("huge file", f"five files of {LIMITS.max_values - 100:,} values each", _set_values),
]


# ---- other malformed files ----------------------------------------------------------------------------
OTHER = [
    Hostile("malformed", "an impossible date (2020-02-31)", _file("rules: 2020-02-31\n")),
    Hostile("malformed", "not UTF-8", _bytes(b"rules: \xff\xfe\n")),
    Hostile("malformed", "a NUL byte", _bytes(b"rules: a\x00b\n")),
    Hostile("malformed", "a Python object tag", _file("rules: !!python/object/apply:os.system ['echo hi']\n")),
    Hostile("malformed", "two documents", _file("rules: {}\n---\nrules: {}\n")),
    Hostile("malformed", "an unknown alias", _file("rules: *nothing\n")),
    Hostile("malformed", "a terminal escape in a key", _file("\x1b[31mrules\x1b[0m: 1\n", "e.yaml")),
]

ALL: list[Hostile] = [*DEEP, *ALIASES, *INTEGERS, *SPECIAL, *HUGE, *OTHER]



# ---- card sets that validate but recurse -------------------------------------------------------------------
def _edit(target: Path, name: str, change: Callable[[dict], None]) -> None:
    import yaml

    from alien_artifacts.content.yamlio import parse_yaml

    path = target / name
    doc = parse_yaml(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")


def recursive_cardset(target: Path) -> Path:
    """A copy of the bundled set where every Ship has `on ship_attack: do [attack]`, every Alien System and
    Defense Plan row ends with `attack`, and 20 Technologies say `on attack: do [attack]`. It validates;
    the AI's valuation recursed forever on it (RecursionError), the rules bound it (R22: each Ship attacks
    at most once per turn)."""
    from game.paths import cards_dir

    shutil.copytree(cards_dir(), target)

    def ships(doc: dict) -> None:
        for s in doc["ships"]:
            s["operational"]["attack"] = [*s["operational"].get("attack", []),
                                          {"on": {"event": "ship_attack", "do": ["attack"]}}]

    def rows(section: str) -> Callable[[dict], None]:
        def change(doc: dict) -> None:
            for card in doc[section]:
                card["table"] = {k: [*row, "attack"] for k, row in card["table"].items()}
        return change

    _edit(target, "ships.yaml", ships)
    _edit(target, "alien_systems.yaml", rows("alien_systems"))
    _edit(target, "defense_plans.yaml", rows("defense_plans"))
    _edit(target, "technologies.yaml", _every_technology("attack", "attack", 20))
    return target


def _every_technology(event: str, verb: object, count: int = 40) -> Callable[[dict], None]:
    def change(doc: dict) -> None:
        for t in doc["technologies"][:count]:
            t["logistics"] = {"text": f"After each {event}: again.",
                              "ongoing": [{"on": {"event": event, "do": [verb]}}]}
    return change


# A trigger whose effect makes its own event happen again (each one validates).
SELF_TRIGGERING: list[tuple[str, object]] = [
    ("complete", {"take_card": {"deck": "technology", "to": "empire"}}),
    ("produce", {"produce": 3}),
    ("buy", "buy"),
    ("attack", "attack"),
]


def triggered_cardset(target: Path, event: str, verb: object) -> Path:
    """A copy of the bundled set where every Technology's logistics side is `on <event>: do [<verb>]`."""
    from game.paths import cards_dir

    shutil.copytree(cards_dir(), target)
    _edit(target, "technologies.yaml", _every_technology(event, verb))
    return target


def counts() -> dict[str, int]:
    out: dict[str, int] = {}
    for h in ALL:
        out[h.kind] = out.get(h.kind, 0) + 1
    return out


def _main() -> None:
    """Build each hostile directory, refuse it through the CLI, and print counts and the slowest times."""
    import tempfile

    root = Path(__file__).resolve().parents[2]
    print(f"{len(ALL)} hostile inputs: " + ", ".join(f"{k} {n}" for k, n in counts().items()))
    times: list[tuple[float, float, float, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, h in enumerate(ALL):
            d = Path(tmp) / f"h{i}"
            d.mkdir()
            h.make(d)
            from alien_artifacts.content.errors import ContentError
            from alien_artifacts.content.loader import read_cardset

            t0, c0 = time.perf_counter(), time.process_time()
            with contextlib.suppress(ContentError):
                read_cardset(d)
            inproc, cpu = time.perf_counter() - t0, time.process_time() - c0
            t0 = time.perf_counter()
            subprocess.run([sys.executable, "-m", "game.cards", "validate", "--dir", str(d)], cwd=root,
                           capture_output=True, timeout=30, check=False)
            cli = time.perf_counter() - t0
            times.append((inproc, cpu, cli, f"{h.kind}: {h.name}"))
            shutil.rmtree(d)
    times.sort(reverse=True)
    for inproc, cpu, cli, name in times[:5]:
        print(f"{inproc * 1000:7.1f} ms in the loader ({cpu * 1000:6.1f} ms processor), {cli * 1000:7.1f} ms the "
              f"whole CLI run   {name}")


if __name__ == "__main__":
    _main()
