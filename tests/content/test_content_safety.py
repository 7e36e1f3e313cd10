"""Only safe loading anywhere in game/: no yaml.load(, no pickle, no eval( (DESIGN: safe_load only)."""

from __future__ import annotations

import re
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "alien_artifacts"
FORBIDDEN = {
    "yaml.load(": re.compile(r"\byaml\.(?:load|load_all|unsafe_load|full_load)\("),
    "unsafe YAML loader": re.compile(r"\byaml\.(?:Loader|UnsafeLoader|FullLoader|CLoader|CUnsafeLoader|CFullLoader)\b"),
    "pickle": re.compile(r"(?:\bimport\s+c?pickle\b|\bfrom\s+c?pickle\b|\bc?pickle\.|\bshelve\b|\bmarshal\.loads?\()"),
    "eval(": re.compile(r"(?<![\w.])eval\("),
    "exec(": re.compile(r"(?<![\w.])exec\("),
}


def test_no_unsafe_loading_in_the_game_package() -> None:
    files = sorted(GAME.rglob("*.py"))
    assert len(files) > 5
    hits = []
    for path in files:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            where = f"{path.relative_to(GAME.parent)}:{n}"
            hits += [f"{where}: {name}" for name, rx in FORBIDDEN.items() if rx.search(code)]
    assert hits == []


def test_the_card_loader_reads_yaml_through_the_safe_reader_only() -> None:
    content = GAME / "content"
    users = [p.name for p in content.glob("*.py") if re.search(r"^import yaml|^from yaml", p.read_text(), re.M)]
    assert users == []  # yamlio.py re-exports the kernel's bounded reader, the one module that imports yaml
    kernel = GAME.parent / "tabletop" / "yamlread.py"
    assert re.search(r"^import yaml", kernel.read_text(encoding="utf-8"), re.M)


def test_the_patterns_catch_unsafe_code_and_spare_safe_code() -> None:
    bad = ["data = yaml.load(text)", "yaml.load(f, Loader=yaml.Loader)", "import pickle", "obj = pickle.loads(b)",
           "x = eval(s)", "exec(code)"]
    good = ["data = yaml.safe_load(text)", "ast.literal_eval(s)", "model.eval()", "loader = CardYamlLoader(text)"]
    assert all(any(rx.search(line) for rx in FORBIDDEN.values()) for line in bad)
    assert not any(rx.search(line) for rx in FORBIDDEN.values() for line in good)
