"""The layering DESIGN.md names, checked on the source with ast (nothing is imported).

The folders (docs/ARCHITECTURE.md "Two games, one kernel: the folders"): the kernel (tabletop/) names no game; each
game is a top-level package beside it (alien_artifacts/, age_of_galaxy/) and the two never import each other; the
application shell (game/) reaches a game only through its registration's lazy "module:attr" hooks (game/games.py),
except its command-line tools (game/tools/), which each serve a game; and Alien Artifacts imports of the shell only
what its table sits on (SHELL_FOR_AA).

Within Alien Artifacts: engine, rules, content, ai, lessons and tools never import pygame; ai and ui never import
each other, nor ai and lessons; tools never import the UI; engine never imports yaml; nothing shipped imports the
research tools (research/ is not shipped: docs/AI.md). The AI and the UI reach the game only through the match
layer's interface (issue 26, point 3; docs/ENGINE_API.md "Simulation and facts"): neither imports
alien_artifacts.rules, nor the core's machinery the interface hides (the step stack, the fold, serialisation; the AI
not the event classes either: it plays options and reads states), and neither takes an option key apart (they read
the option's fields). And the layer order (issue 26, point 2; lessons: issue 25; kernel and UI kit: point 6):
tabletop | content < engine < rules < match < ai | lessons | tabletop.ui < game.ui (the shell) < alien_artifacts.ui
< tools < alien_artifacts.launch < __main__, no module importing a layer above it; no import cycle at all; imports
inside functions only with a "# lazy:" comment saying why.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"  # the application shell: entry point, menu, settings, CLI tools, the games' registry
AA = ROOT / "alien_artifacts"  # Alien Artifacts: content, engine, rules, match, ai, lessons, its table UI
TABLETOP = ROOT / "tabletop"  # the kernel and the UI kit: name no game, never import a game or the shell
AOG = ROOT / "age_of_galaxy"  # Age of Galaxy: imports the kernel and libraries, never game/ or alien_artifacts/
# The shell's modules that may import age_of_galaxy: the card tool's Age of Galaxy half (python -m game.cards
# --game age-of-galaxy, reached through the registry's "cards" hook) and the replay tool's (python -m game.replay
# dispatches by the save's format). The arena reaches age_of_galaxy/arena.py through the registry alone.
AOG_DISPATCH = {"game.tools.cards_cli", "game.tools.replay_aog"}
# What Alien Artifacts imports of the shell (the move kept these, issue 32): the bundled data's folders
# (game/paths.py), the colours and fonts, the settings, the scene base and the app as scenes see it, the shared space
# art, and the App itself for its --benchmark-ui driver (alien_artifacts/ui/benchmark.py) only.
SHELL_FOR_AA = {"game", "game.paths", "game.ui", "game.ui.theme", "game.ui.settings", "game.ui.scenes",
                "game.ui.scenes.base", "game.ui.sprites", "game.ui.sprites.art"}
SHELL_FOR_AA_BENCHMARK = {"game.ui.app"}

# (package folder under the repository root, forbidden module prefixes)
HIDDEN_CORE = ("alien_artifacts.rules", "alien_artifacts.engine.steps", "alien_artifacts.engine.fold",
               "alien_artifacts.engine.serial")
AA_UI = ("game.ui", "alien_artifacts.ui")  # the shell's UI and the game's table
RULES: list[tuple[str, tuple[str, ...]]] = [
    # the kernel never imports a game, the shell, pygame or yaml; its UI kit only pygame and the kernel
    # (issue 26 point 6; that neither names a game: tests/kernel/test_kernel_names_no_game.py)
    ("tabletop", ("game", "alien_artifacts", "age_of_galaxy", "yaml")),
    ("age_of_galaxy", ("game", "alien_artifacts", "pygame")),  # a game package beside the others, importing neither
    ("alien_artifacts", ("age_of_galaxy",)),
    ("alien_artifacts/engine", ("pygame", "yaml")),
    ("alien_artifacts/rules", ("pygame",)),
    ("alien_artifacts/content", ("pygame",)),
    ("alien_artifacts/ai", ("pygame", *AA_UI, *HIDDEN_CORE, "alien_artifacts.engine.events")),
    ("alien_artifacts/ui", ("alien_artifacts.ai", *HIDDEN_CORE)),
    ("game/ui", ("alien_artifacts", "age_of_galaxy")),  # the shell reaches a game through game/games.py's hooks
    ("game/tools", ("pygame", *AA_UI)),  # command-line tools run without pygame (issue 26)
    ("alien_artifacts/lessons", ("pygame", *AA_UI, "alien_artifacts.ai", *HIDDEN_CORE)),  # pure (issue 25)
]
DYNAMIC_IMPORTERS = {"import_module", "__import__"}
# Modules allowed one import their package's rule forbids: the kernel's bounded YAML reader is the one kernel
# module that imports yaml (every game's content reads through it).
OWN_IMPORTS = {"tabletop/yamlread.py": ("yaml",)}
# Folders allowed an import their package's rule forbids: Age of Galaxy's table is the one part of age_of_galaxy/
# that draws (issue 33); the rest of the package never imports pygame.
OWN_FOLDER_IMPORTS = {"age_of_galaxy/ui": ("pygame",)}


@functools.cache
def nodes(source: str) -> tuple[ast.AST, ...]:
    """Every node of `source`'s tree, parsed once per run (the checks below each walk all of game/)."""
    return tuple(ast.walk(ast.parse(source)))


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(source: str, module: str, is_package: bool = False) -> Iterator[tuple[int, str]]:
    """(line, absolute module name) for every import in `source`, relative ones resolved.

    Also literal `importlib.import_module("x")` and `__import__("x")` calls.
    """
    package = module if is_package else module.rpartition(".")[0]
    for node in nodes(source):
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
        rel = path.relative_to(ROOT).as_posix()
        allowed = OWN_IMPORTS.get(rel, ()) + tuple(x for folder, names in OWN_FOLDER_IMPORTS.items()
                                                   if rel.startswith(folder + "/") for x in names)
        for line, name in imports_of(path.read_text(), module, path.name == "__init__.py"):
            if any(name == f or name.startswith(f + ".") for f in forbidden if f not in allowed):
                found.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    return found


@pytest.mark.parametrize(("package", "forbidden"), RULES, ids=[r[0] for r in RULES])
def test_layer_imports(package: str, forbidden: tuple[str, ...]) -> None:
    package_dir = ROOT / package
    assert (package_dir / "__init__.py").is_file(), f"{package} is missing"
    assert violations(package_dir, forbidden) == []


def test_only_the_table_of_age_of_galaxy_imports_pygame() -> None:
    """age_of_galaxy/ui draws (issue 33); its engine, AI, words and content never import pygame (RULES)."""
    drawing = sorted(p.relative_to(ROOT).as_posix() for p in AOG.rglob("*.py")
                     if any(name.split(".")[0] == "pygame" for _l, name in imports_of(p.read_text(), "x")))
    assert drawing, "the table imports pygame: the exemption is needed"
    assert [d for d in drawing if not d.startswith("age_of_galaxy/ui/")] == []


def test_the_kernel_core_runs_without_pygame() -> None:
    """Only tabletop/ui draws: the log, the match and the search run in a headless tool or a test."""
    core = [p for p in sorted(TABLETOP.glob("*.py"))]
    assert len(core) >= 5
    found = [f"{p.name}:{line} imports {name}" for p in core
             for line, name in imports_of(p.read_text(), _module_name(p, TABLETOP))
             if name == "pygame" or name.startswith("pygame.")]
    assert found == []


def test_the_game_never_imports_the_research_tools() -> None:
    """research/ (tuning, fitting, trial drivers) may import game/, never the reverse: the executable and the
    wheel bundle game/ only."""
    assert (GAME.parent / "research" / "README.md").is_file()
    assert violations(GAME, ("research",)) == violations(TABLETOP, ("research",)) == violations(AA, ("research",)) == []
    planted = {name for _, name in imports_of("from research import trial\nimport research.fit\n",
                                              "alien_artifacts.ai.x")}
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
    names = {name for _, name in imports_of(source, "alien_artifacts.ai.search")}
    assert {"pygame.font", "yaml", "alien_artifacts.ui", "alien_artifacts.ui.app", "alien_artifacts.ai.helpers",
            "pygame", "game.ui.scenes"} <= names
    pkg = {name for _, name in imports_of("from .fold import fold\n", "alien_artifacts.engine", is_package=True)}
    assert "alien_artifacts.engine.fold" in pkg


# ---- the layer order (issue 26, point 2) ---------------------------------------------------------------
# Lowest first. A module may import its own layer and the layers below it, never one above. `ai` and `lessons`
# share a level and never import each other; `ui` sits above both (it drives the lessons) and never imports
# `ai` (APART, and the rule above). game/__init__.py, game/paths.py and the games' registry (game/games.py: no
# import of a game, only "module:attr" strings) are the base; the shell's UI (game.ui) sits under Alien Artifacts'
# table (which is built on its scene base); the thin `python -m game.<tool>` entry modules sit with the tools;
# alien_artifacts.launch (the AI seat factory handed to the UI) and `game.__main__` are the top.
LAYERS: dict[str, int] = {
    "game": 0, "game.paths": 0, "game.games": 0,
    "alien_artifacts": 0,  # the package's own __init__ (a docstring)
    "tabletop.yamlread": 0,  # the kernel's bounded YAML reader, which alien_artifacts.content re-exports (yamlio.py)
    "tabletop.problems": 0,  # one-line problems of a data file (Problem, Reporter), which both games' content use
    "age_of_galaxy": 1,  # the second game's package: its content, engine, AI over the kernel, never game/
    "age_of_galaxy.ui": 7,  # its table: over the UI kit, its engine, AI and words, never the shell (issue 33)
    "tabletop": 0,    # the generic machinery (log, fold, views, choices, step machine, match, saves, search, arena);
    # names no game; game/paths reads the user's files with its tabletop/files.py
    "alien_artifacts.content": 1,  # card definitions and their schema (public data; no rules)
    "alien_artifacts.engine": 2,  # the core: events, state, steps, fold, serialisation, views, choices; no rules
    "alien_artifacts.rules": 3,  # every rule; registers its step handlers in alien_artifacts/rules/handlers.py
    "alien_artifacts.match": 4,  # a game in progress: submit, undo, replay, re-simulation, saves, narration
    "alien_artifacts.ai": 5, "alien_artifacts.lessons": 5,  # the AI seats; the tutorial's lessons (issue 25)
    "tabletop.ui": 5,  # the UI kit: scene stack, drag gesture, curtain, widgets; names no game (point 6)
    "game.ui": 6,  # the shell's UI: app, display, settings, sound, theme, scene base, menu, dialog, settings screen
    "alien_artifacts.ui": 7,  # Alien Artifacts' table, tutorial and scenes, on the shell's scene base
    "game.tools": 7, "game.arena": 7, "game.balance": 7, "game.cards": 7, "game.replay": 7, "game.scenario": 7,
    "alien_artifacts.launch": 8,  # the wiring that hands the UI its AI seat factory
    "game.__main__": 9,
}
# Imports inside functions must say why with a "lazy:" comment (start-up time) on the import or on a comment
# line directly above it; there are no import cycles anywhere (the UI's went with its scene registry).
LAZY_MARK = "lazy:"
AA_LAYERS = ("alien_artifacts.content", "alien_artifacts.engine", "alien_artifacts.rules", "alien_artifacts.match",
             "alien_artifacts.ai", "alien_artifacts.lessons", "alien_artifacts.ui", "alien_artifacts.launch")
# pairs that never import each other: the AI and the UI (issue 26), the AI and the lessons (the same level), the
# kernel and the content (the kernel knows no game: it sits at the bottom beside the card data, issue 26 point 6)
APART = ({"alien_artifacts.ai", "game.ui"}, {"alien_artifacts.ai", "alien_artifacts.ui"},
         {"alien_artifacts.ai", "alien_artifacts.lessons"}, {"tabletop", "alien_artifacts.content"},
         {"tabletop.ui", "alien_artifacts.ai"}, {"tabletop.ui", "alien_artifacts.lessons"},
         {"tabletop.ui", "alien_artifacts.content"},
         # Alien Artifacts and Age of Galaxy never import each other; the shell's UI imports neither
         *({aog, aa} for aog in ("age_of_galaxy", "age_of_galaxy.ui") for aa in (*AA_LAYERS, "game.ui")))


def layer_of(module: str) -> tuple[str, int]:
    parts = module.split(".")
    for n in range(len(parts), 0, -1):
        prefix = ".".join(parts[:n])
        if prefix in LAYERS:
            return prefix, LAYERS[prefix]
    raise KeyError(f"{module} is in no layer: add it to LAYERS")


def _game_modules() -> dict[str, Path]:
    """Every shipped module: the game package and the kernel beside it."""
    return {_module_name(p, root): p for root in (TABLETOP, GAME, AA, AOG) for p in sorted(root.rglob("*.py"))}


def layer_violations(modules: dict[str, Path]) -> list[str]:
    found = []
    for module, path in modules.items():
        own_name, own = layer_of(module)
        seen: set[tuple[int, str]] = set()
        for line, name in imports_of(path.read_text(), module, path.name == "__init__.py"):
            if name not in modules and name.rpartition(".")[0] in modules:
                name = name.rpartition(".")[0]  # `from game.x import some_name`
            if name not in modules or (line, name) in seen:
                continue
            seen.add((line, name))
            their_name, theirs = layer_of(name)
            if theirs > own or {own_name, their_name} in APART:
                found.append(f"{module}:{line} ({own_name}) imports {name} ({their_name})")
    return found


def test_no_module_imports_a_layer_above_it() -> None:
    modules = _game_modules()
    for module in modules:
        layer_of(module)  # every module has a layer
    assert layer_violations(modules) == []


def aog_importers(modules: dict[str, Path]) -> list[str]:
    """Modules of game/ that import age_of_galaxy, beside the dispatch modules allowed to."""
    return sorted(module for module, path in modules.items()
                  if module.split(".")[0] == "game" and module not in AOG_DISPATCH
                  and any(name.split(".")[0] == "age_of_galaxy"
                          for _, name in imports_of(path.read_text(), module, path.name == "__init__.py")))


def shell_game_imports(modules: dict[str, Path]) -> list[str]:
    """Imports of a game package (alien_artifacts, age_of_galaxy) in the shell outside its command-line tools: the
    shell reaches a game through game/games.py's "module:attr" hooks, which are strings, never imports."""
    found = []
    for module, path in modules.items():
        if module.split(".")[0] != "game" or module.startswith("game.tools"):
            continue
        for line, name in imports_of(path.read_text(), module, path.name == "__init__.py"):
            if name.split(".")[0] in ("alien_artifacts", "age_of_galaxy"):
                found.append(f"{module}:{line} imports {name}")
    return found


def aa_shell_imports(modules: dict[str, Path]) -> list[str]:
    """Alien Artifacts' imports of the shell beyond SHELL_FOR_AA (each name cut to the module it names)."""
    found = []
    for module, path in modules.items():
        if module.split(".")[0] != "alien_artifacts":
            continue
        allowed = SHELL_FOR_AA | (SHELL_FOR_AA_BENCHMARK if module == "alien_artifacts.ui.benchmark" else set())
        for line, name in imports_of(path.read_text(), module, path.name == "__init__.py"):
            if name.split(".")[0] != "game":
                continue
            target = name if name in modules else name.rpartition(".")[0]  # `from game.ui.theme import Colour`
            if target not in allowed:
                found.append(f"{module}:{line} imports {name}")
    return found


def test_age_of_galaxy_and_alien_artifacts_stay_apart(tmp_path: Path) -> None:
    """The two games never import each other (RULES); in game/, only the dispatch modules import age_of_galaxy."""
    modules = _game_modules()
    assert any(m.startswith("age_of_galaxy.content") for m in modules)
    assert any(m.startswith("alien_artifacts.rules") for m in modules)
    assert violations(AOG, ("game", "alien_artifacts")) == violations(AA, ("age_of_galaxy",)) == []
    assert aog_importers(modules) == []
    fake = {"game.ui.x": tmp_path / "x.py", "game.tools.cards_cli": tmp_path / "cli.py",
            "age_of_galaxy.content.y": tmp_path / "y.py"}
    fake["game.ui.x"].write_text("from age_of_galaxy.content import loader\n")
    fake["game.tools.cards_cli"].write_text("import age_of_galaxy.content.loader\n")
    fake["age_of_galaxy.content.y"].write_text("import game.paths\n")
    assert aog_importers(fake) == ["game.ui.x"]
    planted = tmp_path / "pkg"
    planted.mkdir()
    (planted / "m.py").write_text("import game.paths\nfrom alien_artifacts.match import api\n")
    assert [v.rsplit(" ", 1)[1] for v in _violations_in(planted, ("game", "alien_artifacts"))] == [
        "game.paths", "alien_artifacts.match", "alien_artifacts.match.api"]


def test_the_shell_reaches_a_game_only_through_its_registry(tmp_path: Path) -> None:
    """game/ (its tools aside) imports no game: the menu, the app, the smoke and benchmark drivers, the AI seat
    factory and `--load` reach Alien Artifacts through game/games.py's hooks (issue 32 item 1)."""
    modules = _game_modules()
    assert {"game.games", "game.ui.app", "game.ui.scenes.menu", "game.__main__"} <= set(modules)
    assert shell_game_imports(modules) == []
    fake = {"game.ui.menu": tmp_path / "m.py", "game.tools.arena": tmp_path / "a.py"}
    fake["game.ui.menu"].write_text("def f():\n    from alien_artifacts.ui import storage  # lazy: x\n")
    fake["game.tools.arena"].write_text("from alien_artifacts.match.api import Game\n")
    assert shell_game_imports(fake) == ["game.ui.menu:2 imports alien_artifacts.ui",
                                        "game.ui.menu:2 imports alien_artifacts.ui.storage"]


def test_alien_artifacts_imports_of_the_shell_are_the_known_ones(tmp_path: Path) -> None:
    """What Alien Artifacts' table sits on in the shell: SHELL_FOR_AA, and nothing else (not the menu, not the app
    but for the UI benchmark's driver, not the registry)."""
    modules = _game_modules()
    assert aa_shell_imports(modules) == []
    fake = {**modules, "alien_artifacts.ui.x": tmp_path / "x.py"}
    fake["alien_artifacts.ui.x"].write_text("from game.ui.theme import Colour\nfrom game.ui.scenes import menu\n"
                                            "from game import games\n")
    assert aa_shell_imports(fake) == ["alien_artifacts.ui.x:2 imports game.ui.scenes.menu",
                                      "alien_artifacts.ui.x:3 imports game.games"]


def _violations_in(folder: Path, forbidden: tuple[str, ...]) -> list[str]:
    return [f"{p.name}:{line} imports {name}" for p in sorted(folder.rglob("*.py"))
            for line, name in imports_of(p.read_text(), "pkg.m")
            if any(name == f or name.startswith(f + ".") for f in forbidden)]


def test_the_layer_check_catches_an_upward_import(tmp_path: Path) -> None:
    fake = {"alien_artifacts.engine.view": tmp_path / "view.py", "alien_artifacts.rules.query": tmp_path / "query.py",
            "alien_artifacts.ai.x": tmp_path / "x.py", "game.ui.y": tmp_path / "y.py"}
    fake["alien_artifacts.engine.view"].write_text("from alien_artifacts.rules.query import ready\n")
    fake["alien_artifacts.rules.query"].write_text("from alien_artifacts.engine import view\n")
    fake["alien_artifacts.ai.x"].write_text("import game.ui.y\n")
    fake["game.ui.y"].write_text("def f():\n    import alien_artifacts.rules.query\n")
    assert layer_violations(fake) == [
        "alien_artifacts.engine.view:1 (alien_artifacts.engine) imports alien_artifacts.rules.query "
        "(alien_artifacts.rules)",
        "alien_artifacts.ai.x:1 (alien_artifacts.ai) imports game.ui.y (game.ui)"]


def test_the_lessons_sit_beside_the_ai_and_below_the_ui(tmp_path: Path) -> None:
    fake = {name: tmp_path / f"{i}.py" for i, name in
            enumerate(("alien_artifacts.lessons.coach", "alien_artifacts.ai.seat", "alien_artifacts.ui.tutorial",
                       "alien_artifacts.match.api"))}
    fake["alien_artifacts.lessons.coach"].write_text("from alien_artifacts.match.api import Game\n"
                                                     "import alien_artifacts.ai.seat\n")
    fake["alien_artifacts.ai.seat"].write_text("import alien_artifacts.lessons.coach\n")
    fake["alien_artifacts.ui.tutorial"].write_text("from alien_artifacts.lessons.coach import x\n"
                                                   "import alien_artifacts.ai.seat\n")
    fake["alien_artifacts.match.api"].write_text("import alien_artifacts.lessons.coach\n")
    lessons, ai = "(alien_artifacts.lessons)", "(alien_artifacts.ai)"
    assert layer_violations(fake) == [
        f"alien_artifacts.lessons.coach:2 {lessons} imports alien_artifacts.ai.seat {ai}",
        f"alien_artifacts.ai.seat:1 {ai} imports alien_artifacts.lessons.coach {lessons}",
        f"alien_artifacts.ui.tutorial:2 (alien_artifacts.ui) imports alien_artifacts.ai.seat {ai}",
        f"alien_artifacts.match.api:1 (alien_artifacts.match) imports alien_artifacts.lessons.coach {lessons}"]


def type_only(source: str) -> set[int]:
    """The ids of the import nodes under `if TYPE_CHECKING:`: never run, they name a type for the type checker (the
    table's parts and the scene that wires them name each other's types so; issue 31 item 8)."""
    out: set[int] = set()
    for node in nodes(source):
        test = getattr(node, "test", None)
        if isinstance(node, ast.If) and (getattr(test, "id", None) == "TYPE_CHECKING"
                                         or getattr(test, "attr", None) == "TYPE_CHECKING"):
            out |= {id(n) for stmt in node.body for n in ast.walk(stmt) if isinstance(n, ast.Import | ast.ImportFrom)}
    return out


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Like the hook: module -> the game modules it names in any import (also inside functions) that runs: an import
    under `if TYPE_CHECKING:` is never run, so it makes no cycle (the layer rules above still see it)."""
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        deps: set[str] = set()
        source = path.read_text()
        typing_only = type_only(source)
        for node in nodes(source):
            if id(node) in typing_only:
                continue
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            deps |= {n for n in names if n in modules and n != module}
        graph[module] = deps
    return graph


def cycles_of(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every back edge of a depth-first walk, as the hook counts them (the team's pre-commit import-cycle hook)."""
    state: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(u: str) -> None:
        state[u] = 1
        stack.append(u)
        for v in sorted(graph.get(u, ())):
            if state.get(v) == 1:
                cycles.append([*stack[stack.index(v):], v])
            elif not state.get(v):
                visit(v)
        stack.pop()
        state[u] = 2

    for m in sorted(graph):
        if not state.get(m):
            visit(m)
    return cycles


def test_no_import_cycles() -> None:
    assert cycles_of(import_graph(_game_modules())) == []


def test_the_cycle_count_sees_a_cycle() -> None:
    assert len(cycles_of({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}})) == 1
    assert cycles_of({"a": {"b"}, "b": set()}) == []


def test_a_type_only_import_makes_no_cycle_but_a_run_one_does(tmp_path: Path) -> None:
    fake = {"game.ui.part": tmp_path / "part.py", "game.ui.scene": tmp_path / "scene.py",
            "game.ui.other": tmp_path / "other.py"}
    fake["game.ui.scene"].write_text("from game.ui.part import Part\n")
    fake["game.ui.part"].write_text("from typing import TYPE_CHECKING\nimport typing\n"
                                    "if TYPE_CHECKING:\n    from game.ui.scene import Scene\n"
                                    "if typing.TYPE_CHECKING:\n    import game.ui.other\n")
    fake["game.ui.other"].write_text("import game.ui.part\n")
    assert cycles_of(import_graph(fake)) == []
    fake["game.ui.part"].write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    pass\n"
                                    "from game.ui.scene import Scene\n")
    assert len(cycles_of(import_graph(fake))) == 1  # the same import, run: part -> scene -> part


def function_imports(path: Path) -> list[tuple[int, bool]]:
    """(line, marked) for every `game` import inside a function: marked when a "lazy:" comment is on the
    import or on a comment line of the import block directly above it."""
    source = path.read_text()
    lines = source.split("\n")
    found = []
    for fn in nodes(source):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(fn):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            if not any(n == "game" or n.startswith("game.") for n in names) and not getattr(node, "level", 0):
                continue
            marked = any(LAZY_MARK in lines[i] for i in range(node.lineno - 1, node.end_lineno or node.lineno))
            i = node.lineno - 2
            while not marked and i >= 0 and lines[i].strip().startswith(("#", "from ", "import ")):
                marked = LAZY_MARK in lines[i]
                i -= 1
            found.append((node.lineno, marked))
    return sorted(set(found))


def test_imports_inside_functions_say_why() -> None:
    unmarked = {module: [line for line, marked in function_imports(path) if not marked]
                for module, path in _game_modules().items()}
    unmarked = {m: lines for m, lines in unmarked.items() if lines}
    assert unmarked == {}, "an import inside a function needs a '# lazy: <why>' comment (start-up time)"


def test_the_function_import_check_reads_the_mark(tmp_path: Path) -> None:
    f = tmp_path / "m.py"
    f.write_text("import game.x\n\ndef a():\n    from game.y import z\n\ndef b():\n"
                 "    # lazy: start-up time\n    from game.y import z\n    from game.w import v\n\n"
                 "def c():\n    import game.q  # lazy: start-up time\n")
    assert function_imports(f) == [(4, False), (8, True), (9, True), (12, True)]


def test_the_interface_rule_catches_a_rules_import() -> None:
    """The AI's and the UI's forbidden lists hold the rules and the hidden core, and they catch such imports."""
    forbidden = dict(RULES)
    source = ("from alien_artifacts.rules import query\nfrom alien_artifacts.engine import steps as st\n"
              "from alien_artifacts.match import facts\nfrom alien_artifacts.engine.view import View\n")
    names = sorted({name for _, name in imports_of(source, "alien_artifacts.ai.x")})
    caught = [n for n in names if any(n == f or n.startswith(f + ".") for f in forbidden["alien_artifacts/ai"])]
    assert caught == ["alien_artifacts.engine.steps", "alien_artifacts.rules", "alien_artifacts.rules.query"]
    assert set(HIDDEN_CORE) <= set(forbidden["alien_artifacts/ui"])
    assert {"alien_artifacts", "age_of_galaxy"} <= set(forbidden["game/ui"])  # the shell's UI imports no game


# ---- no layer above the rules takes an option key apart (issue 26, point 3) ------------------------------
# The AI and the UI read an option's fields (verb, card, section, onto, seat, arg; docs/ENGINE_API.md). A key
# is an identifier to submit or to key a dictionary by, never text to split. Checked: the AI, the move
# preview, the lessons (which match a step's `expect` on the fields), the narrator and the table's words,
# input, drawing and event feed.
KEY_READERS = [AA / "ai", AA / "ui" / "preview.py", AA / "lessons", AA / "match" / "narrate.py",
               AA / "ui" / "prompt_words.py", AA / "ui" / "keep_view.py", AA / "ui" / "event_feed.py",
               AA / "ui" / "table_input.py", AA / "ui" / "table_render.py"]
OPTION_VERBS = ("buy", "build", "develop", "discover", "prepare", "trade", "remove_blockades", "card_action",
                "artifact", "additionally", "activate", "pay", "count", "keep", "attach", "remove", "discard",
                "planet", "ship", "tech", "opponent", "deck", "side", "complete", "section", "target", "plan",
                "blockade")


def key_parsing(source: str) -> list[str]:
    """Where `source` takes an option key apart: splitting or partitioning on ":" something named like a key or
    a pick, or testing a string for an option verb's "<verb>:" prefix."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        what = ast.unparse(node.func.value)
        arg = node.args[0] if node.args else None
        text = arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else None
        name = what.rpartition(".")[2].partition("[")[0]  # o.key -> key, m.keys[-1] -> keys
        splits = node.func.attr in ("split", "partition", "rpartition") and text == ":" and (
            name in ("k", "key", "keys", "pick", "picks") or name.endswith("_key"))
        prefix = node.func.attr == "startswith" and text is not None and text.rstrip(":") in OPTION_VERBS
        if splits or prefix:
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_ai_and_the_preview_never_parse_option_keys() -> None:
    files = [p for root in KEY_READERS for p in ([root] if root.is_file() else sorted(root.rglob("*.py")))]
    assert len(files) > 10
    found = {str(p.relative_to(GAME.parent)): key_parsing(p.read_text()) for p in files}
    assert {f: lines for f, lines in found.items() if lines} == {}


def test_the_key_parsing_check_sees_the_old_ways() -> None:
    old = ('verb, _, arg = key.partition(":")\nuid = o.key.split(":", 1)[1]\nk.startswith("discard:")\n'
           '_v, res, sec = pick.split(":")\nname, _, param = kind.partition(":")\n')
    assert sorted(line.split(":")[0] for line in key_parsing(old)) == ["1", "2", "3", "4"]
