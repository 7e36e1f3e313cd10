"""The layering DESIGN.md names, checked on the source with ast (nothing is imported).

engine, rules, content, ai, lessons and tools never import pygame; ai and ui never import each other, nor ai and
lessons; tools never import the UI; engine never imports yaml; nothing in game/ imports the research tools
(research/ is not shipped: docs/AI.md). The AI and the UI reach the game only through the match layer's interface
(issue 26, point 3; docs/ENGINE_API.md "Simulation and facts"): neither imports game.rules, nor the core's
machinery the interface hides (the step stack, the fold, serialisation; the AI not the event classes either: it
plays options and reads states), and neither takes an option key apart (they read the option's fields). And the
layer order (issue 26, point 2; lessons: issue 25; kernel and UI kit: point 6): tabletop (the kernel, beside the
game package, never importing it) | content < engine < rules < match < ai | lessons | tabletop.ui < ui < tools <
__main__, no module importing a layer above it; no import cycle at
all; imports inside functions only with a "# lazy:" comment saying why.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"  # Alien Artifacts: the one game package (issue 26 point 6)
TABLETOP = ROOT / "tabletop"  # the kernel and the UI kit: name no game, never import game/
AOG = ROOT / "age_of_galaxy"  # Age of Galaxy: imports the kernel and libraries, never game/
# The game modules that may import age_of_galaxy: where `--game` dispatches (python -m game.cards, game.arena,
# game.balance) and
# the replay tool's Age of Galaxy half (python -m game.replay dispatches by the save's format).
AOG_DISPATCH = {"game.tools.cards_cli", "game.tools.arena", "game.tools.replay_aog", "game.tools.balance"}

# (package folder under the repository root, forbidden module prefixes)
HIDDEN_CORE = ("game.rules", "game.engine.steps", "game.engine.fold", "game.engine.serial")
RULES: list[tuple[str, tuple[str, ...]]] = [
    # the kernel never imports the game package, pygame or yaml; its UI kit only pygame and the kernel
    # (issue 26 point 6; that neither names a game: tests/kernel/test_kernel_names_no_game.py)
    ("tabletop", ("game", "yaml")),
    ("age_of_galaxy", ("game", "pygame")),  # a game package beside game/, never importing it
    ("game/engine", ("pygame", "yaml")),
    ("game/rules", ("pygame",)),
    ("game/content", ("pygame",)),
    ("game/ai", ("pygame", "game.ui", *HIDDEN_CORE, "game.engine.events")),
    ("game/ui", ("game.ai", *HIDDEN_CORE)),
    ("game/tools", ("pygame", "game.ui")),  # command-line tools run without pygame (issue 26)
    ("game/lessons", ("pygame", "game.ui", "game.ai", *HIDDEN_CORE)),  # pure, through the match layer (issue 25)
]
DYNAMIC_IMPORTERS = {"import_module", "__import__"}
# Modules allowed one import their package's rule forbids: the kernel's bounded YAML reader is the one kernel
# module that imports yaml (every game's content reads through it).
OWN_IMPORTS = {"tabletop/yamlread.py": ("yaml",)}


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
        allowed = OWN_IMPORTS.get(path.relative_to(ROOT).as_posix(), ())
        for line, name in imports_of(path.read_text(), module, path.name == "__init__.py"):
            if any(name == f or name.startswith(f + ".") for f in forbidden if f not in allowed):
                found.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    return found


@pytest.mark.parametrize(("package", "forbidden"), RULES, ids=[r[0] for r in RULES])
def test_layer_imports(package: str, forbidden: tuple[str, ...]) -> None:
    package_dir = ROOT / package
    assert (package_dir / "__init__.py").is_file(), f"{package} is missing"
    assert violations(package_dir, forbidden) == []


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
    assert violations(GAME, ("research",)) == violations(TABLETOP, ("research",)) == []
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


# ---- the layer order (issue 26, point 2) ---------------------------------------------------------------
# Lowest first. A module may import its own layer and the layers below it, never one above. `ai` and `lessons`
# share a level and never import each other; `ui` sits above both (it drives the lessons) and never imports
# `ai` (APART, and the rule above). game/__init__.py and game/paths.py are the
# base; the thin `python -m game.<tool>` entry modules sit with the tools; `game.__main__` is the top.
LAYERS: dict[str, int] = {
    "game": 0, "game.paths": 0,
    "tabletop.yamlread": 0,  # the kernel's bounded YAML reader, which game.content re-exports (AA's yamlio.py)
    "tabletop.problems": 0,  # one-line problems of a data file (Problem, Reporter), which both games' content use
    "age_of_galaxy": 1,  # the second game's package: its content (and later engine) over the kernel, never game/
    "tabletop": 0,    # the generic machinery (log, fold, views, choices, step machine, match, saves, search, arena);
    # names no game; game/paths reads the user's files with its tabletop/files.py
    "game.content": 1,   # card definitions and their schema (public data; no rules)
    "game.engine": 2,    # the core: events, state, steps, fold, serialisation, views, choices; knows no rules
    "game.rules": 3,     # every rule; registers its step handlers in game/rules/handlers.py
    "game.match": 4,     # a game in progress: submit, undo, replay, re-simulation, saves, narration, invariants
    "game.ai": 5, "game.lessons": 5,  # the AI seats; the tutorial's lessons and their runner (issue 25)
    "tabletop.ui": 5,  # the UI kit: scene stack, drag gesture, curtain, widgets; names no game (point 6)
    "game.ui": 6,
    "game.tools": 7, "game.arena": 7, "game.balance": 7, "game.cards": 7, "game.replay": 7, "game.scenario": 7,
    "game.__main__": 8,
}
# Imports inside functions must say why with a "lazy:" comment (start-up time) on the import or on a comment
# line directly above it; there are no import cycles anywhere in game/ (the UI's went with its scene registry).
LAZY_MARK = "lazy:"
# pairs that never import each other: the AI and the UI (issue 26), the AI and the lessons (the same level), the
# kernel and the content (the kernel knows no game: it sits at the bottom beside the card data, issue 26 point 6)
APART = ({"game.ai", "game.ui"}, {"game.ai", "game.lessons"}, {"tabletop", "game.content"},
         {"tabletop.ui", "game.ai"}, {"tabletop.ui", "game.lessons"}, {"tabletop.ui", "game.content"},
         # Alien Artifacts' own modules and Age of Galaxy never import each other (AOG_DISPATCH aside)
         *({"age_of_galaxy", aa} for aa in ("game.content", "game.engine", "game.rules", "game.match", "game.ai",
                                             "game.lessons", "game.ui")))


def layer_of(module: str) -> tuple[str, int]:
    parts = module.split(".")
    for n in range(len(parts), 0, -1):
        prefix = ".".join(parts[:n])
        if prefix in LAYERS:
            return prefix, LAYERS[prefix]
    raise KeyError(f"{module} is in no layer: add it to LAYERS")


def _game_modules() -> dict[str, Path]:
    """Every shipped module: the game package and the kernel beside it."""
    return {_module_name(p, root): p for root in (TABLETOP, GAME, AOG) for p in sorted(root.rglob("*.py"))}


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
    """Modules of game/ that import age_of_galaxy, beside the one dispatch module allowed to."""
    return sorted(module for module, path in modules.items()
                  if module.split(".")[0] == "game" and module not in AOG_DISPATCH
                  and any(name.split(".")[0] == "age_of_galaxy"
                          for _, name in imports_of(path.read_text(), module, path.name == "__init__.py")))


def test_age_of_galaxy_and_alien_artifacts_stay_apart(tmp_path: Path) -> None:
    """age_of_galaxy never imports game/ (RULES); in game/, only the `--game` dispatch imports age_of_galaxy."""
    modules = _game_modules()
    assert any(m.startswith("age_of_galaxy.content") for m in modules)
    assert violations(AOG, ("game",)) == []
    assert aog_importers(modules) == []
    fake = {"game.rules.x": tmp_path / "x.py", "game.tools.cards_cli": tmp_path / "cli.py",
            "age_of_galaxy.content.y": tmp_path / "y.py"}
    fake["game.rules.x"].write_text("from age_of_galaxy.content import loader\n")
    fake["game.tools.cards_cli"].write_text("import age_of_galaxy.content.loader\n")
    fake["age_of_galaxy.content.y"].write_text("import game.paths\n")
    assert aog_importers(fake) == ["game.rules.x"]
    planted = tmp_path / "pkg"
    planted.mkdir()
    (planted / "m.py").write_text("import game.paths\n")
    assert [v.rsplit(" ", 1)[1] for v in _violations_in(planted, ("game",))] == ["game.paths"]


def _violations_in(folder: Path, forbidden: tuple[str, ...]) -> list[str]:
    return [f"{p.name}:{line} imports {name}" for p in sorted(folder.rglob("*.py"))
            for line, name in imports_of(p.read_text(), "pkg.m")
            if any(name == f or name.startswith(f + ".") for f in forbidden)]


def test_the_layer_check_catches_an_upward_import(tmp_path: Path) -> None:
    fake = {"game.engine.view": tmp_path / "view.py", "game.rules.query": tmp_path / "query.py",
            "game.ai.x": tmp_path / "x.py", "game.ui.y": tmp_path / "y.py"}
    fake["game.engine.view"].write_text("from game.rules.query import ready\n")
    fake["game.rules.query"].write_text("from game.engine import view\n")
    fake["game.ai.x"].write_text("import game.ui.y\n")
    fake["game.ui.y"].write_text("def f():\n    import game.rules.query\n")
    assert layer_violations(fake) == ["game.engine.view:1 (game.engine) imports game.rules.query (game.rules)",
                                      "game.ai.x:1 (game.ai) imports game.ui.y (game.ui)"]


def test_the_lessons_sit_beside_the_ai_and_below_the_ui(tmp_path: Path) -> None:
    fake = {name: tmp_path / f"{i}.py" for i, name in
            enumerate(("game.lessons.coach", "game.ai.seat", "game.ui.tutorial", "game.match.api"))}
    fake["game.lessons.coach"].write_text("from game.match.api import Game\nimport game.ai.seat\n")
    fake["game.ai.seat"].write_text("import game.lessons.coach\n")
    fake["game.ui.tutorial"].write_text("from game.lessons.coach import x\nimport game.ai.seat\n")
    fake["game.match.api"].write_text("import game.lessons.coach\n")
    assert layer_violations(fake) == [
        "game.lessons.coach:2 (game.lessons) imports game.ai.seat (game.ai)",
        "game.ai.seat:1 (game.ai) imports game.lessons.coach (game.lessons)",
        "game.ui.tutorial:2 (game.ui) imports game.ai.seat (game.ai)",
        "game.match.api:1 (game.match) imports game.lessons.coach (game.lessons)"]


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
    source = ("from game.rules import query\nfrom game.engine import steps as st\n"
              "from game.match import facts\nfrom game.engine.view import View\n")
    names = sorted({name for _, name in imports_of(source, "game.ai.x")})
    caught = [n for n in names if any(n == f or n.startswith(f + ".") for f in forbidden["game/ai"])]
    assert caught == ["game.engine.steps", "game.rules", "game.rules.query"]
    assert set(HIDDEN_CORE) <= set(forbidden["game/ui"])


# ---- no layer above the rules takes an option key apart (issue 26, point 3) ------------------------------
# The AI and the UI read an option's fields (verb, card, section, onto, seat, arg; docs/ENGINE_API.md). A key
# is an identifier to submit or to key a dictionary by, never text to split. Checked: the AI, the move
# preview, the lessons (which match a step's `expect` on the fields), the narrator and the table's words,
# input, drawing and event feed.
KEY_READERS = [GAME / "ai", GAME / "ui" / "preview.py", GAME / "lessons", GAME / "match" / "narrate.py",
               GAME / "ui" / "prompt_words.py", GAME / "ui" / "keep_view.py", GAME / "ui" / "event_feed.py",
               GAME / "ui" / "table_input.py", GAME / "ui" / "table_render.py"]
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
