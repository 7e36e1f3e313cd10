"""Which tests cite which ruling: a Markdown table, ruling number -> test functions (issue 32's "tests per ruling").

    python build_scripts/ruling_tests.py G docs/age-of-galaxy/RULINGS.md > docs/age-of-galaxy/RULING_TESTS.md
    python build_scripts/ruling_tests.py R docs/RULINGS.md > docs/RULING_TESTS.md

A test cites a ruling in a comment or docstring (`# G43`, "(G43)"); the citation counts for the test function it sits
in (or for the whole module when it sits outside any function). Rulings no test cites are listed as such.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def rulings(doc: Path, letter: str) -> list[int]:
    return sorted({int(n) for n in re.findall(rf"^- {letter}(\d+)\.", doc.read_text(), flags=re.MULTILINE)})


def citations(letter: str) -> dict[int, set[str]]:
    cite = re.compile(rf"(?<![A-Za-z0-9]){letter}(\d{{1,2}})(?![0-9])")
    found: dict[int, set[str]] = {}
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        if path.name == "test_repository_self_contained.py":  # names the ranges, cites nothing
            continue
        text = path.read_text(errors="replace")
        lines = text.splitlines()
        spans = []
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test"):
                spans.append((node.lineno, node.end_lineno or node.lineno, node.name))
        rel = path.relative_to(ROOT).as_posix()
        for n, line in enumerate(lines, 1):
            if "#" not in line and '"""' not in line and "(" not in line:
                continue
            for m in cite.finditer(line):
                inside = [name for a, b, name in spans if a <= n <= b]
                where = f"{rel}::{inside[-1]}" if inside else rel
                found.setdefault(int(m.group(1)), set()).add(where)
    return found


def main(argv: list[str]) -> int:
    letter, doc = argv[0], ROOT / argv[1]
    cited = citations(letter)
    numbers = rulings(doc, letter)
    out = [f"# Tests per ruling ({letter}1-{letter}{numbers[-1]})", "",
           f"Made by `python build_scripts/ruling_tests.py {letter} {argv[1]}`: each ruling, the tests citing it.",
           "", "| ruling | tests |", "|---|---|"]
    missing = []
    for n in numbers:
        tests = sorted(cited.get(n, ()))
        if not tests:
            missing.append(f"{letter}{n}")
        shown = ", ".join(f"`{t}`" for t in tests[:6]) + (f" and {len(tests) - 6} more" if len(tests) > 6 else "")
        out.append(f"| {letter}{n} | {shown or 'none'} |")
    out += ["", f"{len(numbers) - len(missing)} of {len(numbers)} rulings are cited by at least one test."]
    if missing:
        out.append(f"Not cited: {', '.join(missing)}.")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
