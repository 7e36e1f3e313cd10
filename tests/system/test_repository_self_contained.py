"""The repository explains itself (issue 31 item 8): the rulings the code and tests cite are in docs/, and no tracked
file names a path outside the repository (a reader of a clean clone can follow every reference)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTSIDE = re.compile(r"/work/|\.\./shared|/shared/rules|/shared/hooks")
TEXT = (".py", ".md", ".yaml", ".yml", ".toml", ".sh", ".spec", ".txt", ".cfg", ".json")


def tracked() -> list[Path]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return [ROOT / line for line in out.splitlines() if line.endswith(TEXT) or line in ("test", "play")]


def test_no_tracked_file_names_a_path_outside_the_repository() -> None:
    found = []
    for path in tracked():
        if path == Path(__file__).resolve() or not path.is_file() or path.stat().st_size > 2_000_000:
            continue
        for n, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
            if OUTSIDE.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()[:100]}")
    assert found == []


def ruling_numbers(doc: Path, letter: str) -> set[int]:
    return {int(n) for n in re.findall(rf"^- {letter}(\d+)\.", doc.read_text(), flags=re.MULTILINE)}


def test_every_ruling_the_code_cites_is_in_docs() -> None:
    aa = ruling_numbers(ROOT / "docs" / "RULINGS.md", "R")
    aog = ruling_numbers(ROOT / "docs" / "age-of-galaxy" / "RULINGS.md", "G")
    assert aa == set(range(1, 38))  # R1-R37
    assert aog >= set(range(1, 98))  # G1-G97
    cited_r: set[int] = set()
    cited_g: set[int] = set()
    for path in tracked():
        if path.suffix != ".py" or not path.is_file():
            continue
        text = path.read_text(errors="replace")
        cited_r |= {int(n) for n in re.findall(r"#.*?\bR(\d{1,2})\b", text)}
        cited_g |= {int(n) for n in re.findall(r"#.*?\bG(\d{1,2})\b", text)}
    assert cited_r, "the tests cite rulings as '# Rn'"
    assert cited_r <= aa, f"cited but not in docs/RULINGS.md: {sorted(cited_r - aa)}"
    assert cited_g <= aog, f"cited but not in docs/age-of-galaxy/RULINGS.md: {sorted(cited_g - aog)}"


def test_no_tracked_file_holds_a_merge_conflict() -> None:
    """A merge left half done shows in README or docs as marker lines; none may land."""
    marker = re.compile(r"^(<{7}|>{7}) ", flags=re.MULTILINE)
    found = [str(p.relative_to(ROOT)) for p in tracked()
             if p != Path(__file__).resolve() and p.is_file() and marker.search(p.read_text(errors="replace"))]
    assert found == []
