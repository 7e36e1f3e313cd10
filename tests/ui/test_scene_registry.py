"""Scenes are registered by name and never import each other (issue 26, point 5).

Checked on the source with ast (imports inside functions count too), and on the running app: every
registered name opens its scene, `show` clears the stack, a name nobody registered is a clear error.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ui import all_scenes
from game.ui.scenes import registry
from game.ui.scenes.base import Scene

GAME_UI = Path(__file__).resolve().parents[2] / "game" / "ui"
SCENE_NAMES = {"curtain", "dialog", "help", "load", "menu", "pause", "scores", "settings", "setup", "table"}


def _module(path: Path) -> str:
    parts = path.relative_to(GAME_UI.parents[1]).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """Every module `path` imports, at the top or inside a function (`from a import b` counts a and a.b)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
    return found


def scene_modules() -> set[str]:
    """The modules that register a scene: those all_scenes imports."""
    return {m for m in imports_of(Path(all_scenes.__file__)) if m.startswith("game.ui.scenes.")
            and m != "game.ui.scenes.registry"}


def test_every_scene_is_registered_under_its_name() -> None:
    assert set(registry.names()) == SCENE_NAMES
    for name in SCENE_NAMES:
        cls = registry.scene_class(name)
        assert issubclass(cls, Scene) and cls.name == name
    # each scene module registers one scene, and all_scenes imports exactly those modules
    assert {registry.scene_class(n).__module__ for n in SCENE_NAMES} == scene_modules()


def test_no_module_imports_a_scene_module_but_the_one_registering_place() -> None:
    scenes = scene_modules()
    assert len(scenes) == len(SCENE_NAMES)
    table_parts = {"game.ui.scenes.table_draw", "game.ui.scenes.table_input"}  # the table scene's own halves
    offenders = []
    for path in sorted(GAME_UI.rglob("*.py")):
        module = _module(path)
        if module == "game.ui.all_scenes":
            continue
        for name in sorted(imports_of(path)):
            if name in scenes:
                offenders.append(f"{module} imports {name}")
            if name in table_parts and module != "game.ui.scenes.table":
                offenders.append(f"{module} imports {name} (a part of the table scene)")
    assert offenders == []


def test_the_checker_sees_imports_inside_functions(tmp_path: Path) -> None:
    planted = tmp_path / "x.py"
    planted.write_text("def f():\n    from game.ui.scenes.menu import MenuScene\n    import game.ui.scenes.table\n")
    assert {"game.ui.scenes.menu", "game.ui.scenes.table"} <= imports_of(planted)


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
