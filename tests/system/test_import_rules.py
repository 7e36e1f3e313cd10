"""The layering DESIGN.md names, checked on the source with ast (nothing is imported).

engine, rules, content, ai and tools never import pygame; ai and ui never import each other; tools never
import the UI; engine never imports yaml; nothing in game/ imports the research tools (research/ is not
shipped: docs/AI.md).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[2] / "game"

# (package under game/, forbidden module prefixes)
RULES: list[tuple[str, tuple[str, ...]]] = [
    ("engine", ("pygame", "yaml")),
    ("rules", ("pygame",)),
    ("content", ("pygame",)),
    ("ai", ("pygame", "game.ui")),
    ("ui", ("game.ai",)),
    ("tools", ("pygame", "game.ui")),  # command-line tools run without pygame (issue 26)
]
DYNAMIC_IMPORTERS = {"import_module", "__import__"}


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(source: str, module: str, is_package: bool = False) -> Iterator[tuple[int, str]]:
    """(line, absolute module name) for every import in `source`, relative ones resolved.

    Also literal `importlib.import_module("x")` and `__import__("x")` calls.
    """
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            yield node.lineno, target
            for alias in node.names:  # `from game import ui` imports game.ui
                yield node.lineno, f"{target}.{alias.name}"
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in DYNAMIC_IMPORTERS and isinstance(node.args[0].value, str):
                yield node.lineno, node.args[0].value


def violations(package_dir: Path, forbidden: tuple[str, ...]) -> list[str]:
    found = []
    for path in sorted(package_dir.rglob("*.py")):
        module = _module_name(path, GAME)
        for line, name in imports_of(path.read_text(), module, path.name == "__init__.py"):
            if any(name == f or name.startswith(f + ".") for f in forbidden):
                found.append(f"{path.relative_to(GAME.parent)}:{line} imports {name}")
    return found


@pytest.mark.parametrize(("package", "forbidden"), RULES, ids=[r[0] for r in RULES])
def test_layer_imports(package: str, forbidden: tuple[str, ...]) -> None:
    package_dir = GAME / package
    assert (package_dir / "__init__.py").is_file(), f"game/{package} is missing"
    assert violations(package_dir, forbidden) == []


def test_the_game_never_imports_the_research_tools() -> None:
    """research/ (tuning, fitting, trial drivers) may import game/, never the reverse: the executable and the
    wheel bundle game/ only."""
    assert (GAME.parent / "research" / "README.md").is_file()
    assert violations(GAME, ("research",)) == []
    planted = {name for _, name in imports_of("from research import trial\nimport research.fit\n", "game.ai.x")}
    assert {"research", "research.trial", "research.fit"} <= planted


def test_the_checker_sees_every_form_of_import() -> None:
    source = (
        "import pygame.font\n"
        "from yaml import safe_load\n"
        "from ..ui import app\n"
        "from .. import ui\n"
        "from . import helpers\n"
        "import importlib\n"
        "importlib.import_module('pygame')\n"
        "def f():\n"
        "    import game.ui.scenes\n"
    )
    names = {name for _, name in imports_of(source, "game.ai.search")}
    assert {"pygame.font", "yaml", "game.ui", "game.ui.app", "game.ai.helpers", "pygame",
            "game.ui.scenes"} <= names
    pkg = {name for _, name in imports_of("from .fold import fold\n", "game.engine", is_package=True)}
    assert "game.engine.fold" in pkg
