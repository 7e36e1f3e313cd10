"""The table's parts hold each other, the table scene and the session by their real types (issue 31, item 8).

`./test` runs mypy over tabletop/ and game/ ([tool.mypy] in pyproject.toml) before pytest; a type checker only
follows a drag from the mouse to the engine when what the parts hand each other is named, not `Any`. This scan keeps
it so, on the source with ast: in the table's part modules no constructor parameter, no attribute annotated in a
constructor or a class body, no property and no parameter that carries a part, the scene, the session or the
engine's facts (table, session, renderer, model, app, pending, view, facts, ...) is annotated with `Any`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TABLE_PARTS = [
    "alien_artifacts/ui/scenes/table.py", "alien_artifacts/ui/table_part.py", "alien_artifacts/ui/table_model.py",
    "alien_artifacts/ui/seat_driver.py",
    "alien_artifacts/ui/event_feed.py", "alien_artifacts/ui/table_geometry.py", "alien_artifacts/ui/table_render.py",
    "alien_artifacts/ui/table_input.py",
    "alien_artifacts/ui/table_tips.py", "alien_artifacts/ui/since_panel.py", "alien_artifacts/ui/attack_preview.py",
    "alien_artifacts/ui/option_list.py",
    "alien_artifacts/ui/keep_view.py", "alien_artifacts/ui/session.py", "alien_artifacts/ui/advice_view.py",
    "alien_artifacts/ui/tutorial/tutorial_scene.py",
    "alien_artifacts/ui/tutorial/overlay.py", "alien_artifacts/ui/tutorial/coach_seat.py",
    "alien_artifacts/ui/tutorial/lesson_session.py",
]
# parameters that carry a part of the table, the scene, the session or what the engine offers
CARRIERS = {"table", "session", "renderer", "model", "app", "tweens", "seats", "scene", "game", "cards", "faces",
            "pending", "view", "facts", "options", "command", "layout", "course", "coach"}


def names_any(annotation: ast.expr | None) -> bool:
    """Whether an annotation (an expression, or a string under `from __future__ import annotations`) names Any."""
    if annotation is None:
        return False
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        return names_any(ast.parse(annotation.value, mode="eval").body)
    return any((isinstance(n, ast.Name) and n.id == "Any") or (isinstance(n, ast.Attribute) and n.attr == "Any")
               for n in ast.walk(annotation))


def any_annotations(source: str) -> list[str]:
    """Where the parts' types say `Any`: constructor parameters and attributes, class attributes, properties, and
    any function's parameters that carry a part (CARRIERS), as "Class.member" lines."""
    found: list[str] = []
    tree = ast.parse(source)
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for stmt in cls.body:
            if isinstance(stmt, ast.AnnAssign) and names_any(stmt.annotation):
                found.append(f"{cls.name}.{ast.unparse(stmt.target)}")
            if not isinstance(stmt, ast.FunctionDef):
                continue
            args = stmt.args.posonlyargs + stmt.args.args + stmt.args.kwonlyargs
            for a in args:
                if (stmt.name == "__init__" or a.arg in CARRIERS) and names_any(a.annotation):
                    found.append(f"{cls.name}.{stmt.name}({a.arg})")
            is_property = any(isinstance(d, ast.Name) and d.id == "property" for d in stmt.decorator_list)
            if is_property and names_any(stmt.returns):
                found.append(f"{cls.name}.{stmt.name} (property)")
            if stmt.name == "__init__":
                for n in ast.walk(stmt):
                    if isinstance(n, ast.AnnAssign) and names_any(n.annotation):
                        found.append(f"{cls.name}.{ast.unparse(n.target)}")
    for fn in (n for n in tree.body if isinstance(n, ast.FunctionDef)):
        for a in fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs:
            if a.arg in CARRIERS and names_any(a.annotation):
                found.append(f"{fn.name}({a.arg})")
    return found


@pytest.mark.parametrize("path", TABLE_PARTS)
def test_the_table_parts_name_their_types(path: str) -> None:
    assert any_annotations((ROOT / path).read_text()) == []


def test_the_scan_sees_an_any() -> None:
    source = ("from typing import Any\nimport typing\n"
              "class Part:\n    x: 'Any'\n    def __init__(self, table: Any) -> None:\n"
              "        self.cache: dict[str, typing.Any] = {}\n"
              "    @property\n    def scene(self) -> 'list[Any]': ...\n"
              "    def draw(self, surf: int, renderer: Any, n: Any) -> None: ...\n"
              "def colours(session: Any, k: Any) -> None: ...\n")
    assert any_annotations(source) == ["Part.x", "Part.__init__(table)", "Part.self.cache", "Part.scene (property)",
                                       "Part.draw(renderer)", "colours(session)"]


def test_the_session_holds_a_game() -> None:
    """`Session.game` is the engine's Game (its constructor says so; mypy checks every use)."""
    tree = ast.parse((ROOT / "alien_artifacts/ui/session.py").read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Session")
    init = next(n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name == "__init__")
    game = next(a for a in init.args.args if a.arg == "game")
    assert game.annotation is not None and ast.unparse(game.annotation) == "Game"
