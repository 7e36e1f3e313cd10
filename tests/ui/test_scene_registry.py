"""Scenes are registered by name and never import each other (issue 26, point 5).

Checked on the source with ast (imports inside functions count too), and on the running app: every
registered name opens its scene, `show` clears the stack, a name nobody registered is a clear error.
Scenes are declared by name as "module:Class" and their modules load when they first open, so the first
frame of `python -m game` loads the menu alone, not every scene and the match layer behind them.
"""

from __future__ import annotations

import ast
import functools
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.games import AGE_OF_GALAXY
from game.ui import all_scenes
from tabletop.ui import registry
from tabletop.ui.scene import Scene  # every scene, the kit's and the app's

ROOT = Path(__file__).resolve().parents[2]
UI_ROOTS = (ROOT / "game" / "ui", ROOT / "alien_artifacts" / "ui")  # the shell's scenes and Alien Artifacts'


def ui_files() -> list[Path]:
    return sorted(p for root in UI_ROOTS for p in root.rglob("*.py"))
SCENE_NAMES = {"curtain", "dialog", "help", "load", "menu", "pause", "scores", "settings", "setup", "table",
               "lessons", "tutorial", "lesson_menu"}
SCENE_NAMES |= set(AGE_OF_GALAXY.scenes) if AGE_OF_GALAXY.has("table") else set()  # once its table is there


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@functools.cache
def nodes(source: str) -> tuple[ast.AST, ...]:
    """Every node of `source`'s tree, parsed once per run (the checks below each walk all of game/ui)."""
    return tuple(ast.walk(ast.parse(source)))


def imports_of(path: Path) -> set[str]:
    """Every module `path` imports, at the top or inside a function (`from a import b` counts a and a.b); not the
    imports under `if TYPE_CHECKING:`, which never run: they name a type for the type checker (the table's parts
    name the table scene's type so, issue 31 item 8) and load nothing."""
    found: set[str] = set()
    source = path.read_text()
    typing_only = {id(n) for node in nodes(source) if isinstance(node, ast.If)
                   and "TYPE_CHECKING" in (getattr(node.test, "id", None), getattr(node.test, "attr", None))
                   for stmt in node.body for n in ast.walk(stmt)}
    for node in nodes(source):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
    return found


def scene_modules() -> set[str]:
    """The modules that register a scene: those all_scenes declares."""
    return {where.partition(":")[0] for where in all_scenes.SCENES.values()}


def test_every_scene_is_registered_under_its_name() -> None:
    assert set(registry.names()) == SCENE_NAMES == set(all_scenes.SCENES)
    for name in SCENE_NAMES:
        cls = registry.scene_class(name)  # imports the module the first time
        assert issubclass(cls, Scene) and cls.name == name and registry.is_loaded(name)
        assert all_scenes.SCENES[name] == f"{cls.__module__}:{cls.__qualname__}"
    # each scene module registers one scene, and all_scenes declares exactly those modules
    assert {registry.scene_class(n).__module__ for n in SCENE_NAMES} == scene_modules()


def test_a_declared_scene_its_module_does_not_register_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_DECLARED", dict(registry._DECLARED))
    registry.declare({"ghost": "game.ui.theme:GhostScene"})
    assert "ghost" in registry.names() and not registry.is_loaded("ghost")
    with pytest.raises(LookupError, match=r"game.ui.theme did not register the scene 'ghost' as GhostScene"):
        registry.scene_class("ghost")
    with pytest.raises(ValueError, match=r"two scenes are named 'menu'"):
        registry.declare({"menu": "alien_artifacts.ui.scenes.load:LoadScene"})
    with pytest.raises(ValueError, match=r"is not 'module:Class'"):
        registry.declare({"nowhere": "alien_artifacts.ui.scenes.load"})


def test_no_module_imports_a_scene_module() -> None:
    """all_scenes names the scene modules in strings; no module of the game imports one, not even late."""
    scenes = scene_modules()
    assert len(scenes) == len(SCENE_NAMES)
    # the table scene's own parts: wired by the table scene, importing each other at most
    table_parts = {"alien_artifacts.ui.table_geometry", "alien_artifacts.ui.table_render",
                   "alien_artifacts.ui.table_input", "alien_artifacts.ui.table_tips",
                   "alien_artifacts.ui.event_feed", "alien_artifacts.ui.seat_driver", "alien_artifacts.ui.table_part",
                   "alien_artifacts.ui.since_panel"}
    offenders = []
    for path in ui_files():
        module = _module(path)
        for name in sorted(imports_of(path)):
            if name in scenes:
                offenders.append(f"{module} imports {name}")
            if name in table_parts and module not in table_parts | {"alien_artifacts.ui.scenes.table"}:
                offenders.append(f"{module} imports {name} (a part of the table scene)")
    assert offenders == []


def test_the_checker_sees_imports_inside_functions(tmp_path: Path) -> None:
    planted = tmp_path / "x.py"
    planted.write_text("def f():\n    from game.ui.scenes.menu import MenuScene\n"
                       "    import alien_artifacts.ui.scenes.table\n")
    assert {"game.ui.scenes.menu", "alien_artifacts.ui.scenes.table"} <= imports_of(planted)


def test_the_checker_passes_over_type_only_imports_alone(tmp_path: Path) -> None:
    planted = tmp_path / "x.py"
    planted.write_text("import typing\nfrom typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                       "    from alien_artifacts.ui.scenes.table import TableScene\nif typing.TYPE_CHECKING:\n"
                       "    import alien_artifacts.ui.table_render\nfrom game.ui.scenes.menu import MenuScene\n")
    found = imports_of(planted)
    assert "game.ui.scenes.menu" in found
    assert "alien_artifacts.ui.scenes.table" not in found and "alien_artifacts.ui.table_render" not in found


def test_open_show_and_is_top_by_name(fresh_app: Any) -> None:
    app = fresh_app
    menu = app.show("menu")
    assert app.scenes == [menu] and app.is_top("menu") and type(menu).__name__ == "MenuScene"
    help_scene = app.open("help")
    assert app.scenes == [menu, help_scene] and app.is_top("help") and not app.is_top("menu")
    dialog = app.open("dialog", "Title", "Some words.", [("ok", "OK", None)], focus=0)
    assert app.top is dialog and dialog.title == "Title" and dialog.buttons.buttons  # laid out when pushed
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.step(1 / 60)
    assert app.scenes == [menu, help_scene]
    again = app.show("menu")  # clears the stack, closing every scene
    assert app.scenes == [again] and again is not menu


def test_a_name_nobody_registered_is_a_clear_error(fresh_app: Any) -> None:
    with pytest.raises(KeyError, match=r"no scene named 'nowhere'.*menu"):
        fresh_app.open("nowhere")
    assert fresh_app.scenes == []


def test_two_scenes_may_not_share_a_name() -> None:
    class Menu2(Scene):
        name = "menu"

    class Nameless(Scene):
        pass

    with pytest.raises(ValueError, match="two scenes are named 'menu'"):
        registry.register(Menu2)
    with pytest.raises(ValueError, match="needs a name"):
        registry.register(Nameless)
    assert registry.scene_class("menu").__name__ == "MenuScene"


def ui_import_graph() -> dict[str, set[str]]:
    modules = {_module(p): p for p in ui_files()}
    return {m: {n for n in imports_of(p) if n in modules and n != m} for m, p in modules.items()}


def cycles_in(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(u: str) -> None:
        index[u] = low[u] = len(index)
        stack.append(u)
        for v in sorted(graph[u]):
            if v not in index:
                visit(v)
                low[u] = min(low[u], low[v])
            elif v in stack:
                low[u] = min(low[u], index[v])
        if low[u] == index[u]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == u:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for m in sorted(graph):
        if m not in index:
            visit(m)
    return found


def test_the_ui_has_no_import_cycles() -> None:
    """Imports inside functions count: a cycle dodged by a late import is still a cycle."""
    assert cycles_in(ui_import_graph()) == []
    assert cycles_in({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_imports_inside_functions_only_save_start_up_time_and_say_so() -> None:
    late = []
    for path in ui_files():
        source = path.read_text()
        lines = source.splitlines()
        for fn in nodes(source):
            if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(fn):
                if isinstance(node, ast.Import | ast.ImportFrom):
                    names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                    if any(n.startswith(("game", "alien_artifacts")) for n in names):
                        said = " ".join(lines[max(0, node.lineno - 3):node.lineno]).lower()
                        late.append((_module(path), node.lineno, "start-up" in said or "first frame" in said))
    assert all(said for _, _, said in late), late


# What a frame needs never includes these before the player asks for a game: the match layer (and through it
# every rule), the AI, a game's session, card faces, and every scene but the menu.
NOT_FOR_THE_MENU = ("alien_artifacts.match.api", "alien_artifacts.rules", "alien_artifacts.ai",
                    "alien_artifacts.ui.session", "alien_artifacts.ui.match_start",
                    "alien_artifacts.ui.sprites.card_face", "alien_artifacts.ui.smoke", "alien_artifacts.ui.benchmark")
FIRST_FRAME_SPY = """
import builtins, sys
show = builtins.print
def spy(*args, **kw):
    if args == ("first-frame",):
        ours = ("game", "alien_artifacts", "tabletop")
        show("MODULES", *sorted(m for m in sys.modules if m.split(".")[0] in ours), flush=True)
    show(*args, **kw)
builtins.print = spy
from game.__main__ import main
sys.exit(main([]))
"""


def _python(code: str, home: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """`python -c code` in a fresh process from the repository, with the dummy drivers and its own game folders."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ALIEN_ARTIFACTS_HOME": str(home),
           **env}
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    return run


def test_the_first_frame_loads_the_menu_alone(tmp_path: Path) -> None:
    """`python -m game`'s own path to its first frame (AA_FIRST_FRAME_EXIT=1), with the modules loaded at that
    moment listed: the menu's scene module and no other, none of NOT_FOR_THE_MENU."""
    run = _python(FIRST_FRAME_SPY, tmp_path, AA_FIRST_FRAME_EXIT="1")
    lines = [line.split() for line in run.stdout.splitlines()]
    assert lines[-1] == ["first-frame"] and lines[0][0] == "MODULES", run.stdout[-2000:]
    loaded = set(lines[0][1:])
    assert "game.ui.app" in loaded and "tabletop.ui.registry" in loaded  # the spy saw the app's modules
    assert loaded & scene_modules() == {"game.ui.scenes.menu"}  # not the tutorial's scenes either
    assert sorted(m for m in loaded if m.startswith(NOT_FOR_THE_MENU)) == []


def test_the_menu_opens_a_scene_not_loaded_yet_by_a_click(tmp_path: Path) -> None:
    """In a fresh process, the menu's Settings button opens the settings scene, whose module loads then."""
    code = """
import os, sys, pygame
from types import SimpleNamespace
from game.ui.app import App
from tabletop.ui import registry
app = App(SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size="1280x720", fullscreen=False, seed=None))
app.open("menu")
app.step(1 / 60)
before = registry.is_loaded("settings"), "game.ui.scenes.settings_scene" in sys.modules
pos = app.top.buttons.by_key("settings").rect.center
pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
app.step(1 / 60)
print(before, [s.name for s in app.scenes], registry.is_loaded("settings"))
"""
    run = _python(code, tmp_path)
    assert run.stdout.split("\n")[0] == "(False, False) ['menu', 'settings'] True", run.stdout


def test_the_app_offers_everything_a_scene_may_use(fresh_app: Any) -> None:
    """base.Host (over the kit's Host) names what scenes may use of the app (instead of importing it): the App has
    all of it."""
    from game.ui.scenes.base import Host
    from tabletop.ui import scene as kit

    members = {n for h in (Host, kit.Host) for n in (*h.__annotations__, *vars(h)) if not n.startswith("_")}
    assert {"open", "backdrop", "frames"} <= {n for n in vars(kit.Host) if not n.startswith("_")} | set(
        kit.Host.__annotations__)
    assert {"open", "show", "is_top", "settings", "scale", "faces", "cards"} <= members
    assert [m for m in sorted(members) if not hasattr(fresh_app, m)] == []


def test_the_cards_load_once_the_first_frame_is_on_screen(tmp_path: Path) -> None:
    """The card loader's thread would take turns with the menu's first frame (one interpreter lock): it starts
    right after that frame is shown. During it a scene asking without waiting gets None; after it the cards load."""
    code = """
from types import SimpleNamespace
from game.ui import app as app_module
seen = []
step = app_module.App.step
def watched(self, dt):
    seen.append((self.frames, self.loader._thread is not None, self.cards(wait=False) is None))
    step(self, dt)
app_module.App.step = watched
app = app_module.App(SimpleNamespace(smoke_test=False, benchmark_ui=None, load=None, size="1280x720",
                                     fullscreen=False, seed=None))
def after_frame():
    if app.frames >= 2:
        app.quit(0)
app.run(on_frame=after_frame)
print(seen[0], seen[1][:2], type(app.cards()).__name__, app.loader.error or "no error")
"""
    run = _python(code, tmp_path)
    assert run.stdout.split("\n")[0] == "(0, False, True) (1, True) CardSet no error", run.stdout
