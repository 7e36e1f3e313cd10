"""The UI never plays the game on a copy of its own (issue 31, item 1): what a pick will do, why a drop is refused,
the moves that take two picks and the payment progress are facts the match layer offers
(alien_artifacts/match/option_facts.py). No module of game/ui copies a game or a state to try moves on it."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "alien_artifacts" / "ui"
COPYING_CALLS = ("clone", "simulation", "determinize", "sample_state", "deepcopy", "play_option", "choice_facts")


def copies(source: str) -> list[str]:
    """Where `source` copies a game or a state, or asks for a simulation of one: `x.clone()`, `x.simulation()`,
    `determinize(...)`, `copy.deepcopy(...)`, `play_option(...)`, `choice_facts(...)`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            if name in COPYING_CALLS:
                found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_ui_never_plays_on_a_copy_of_the_game() -> None:
    files = sorted(UI.rglob("*.py"))
    assert len(files) > 30
    found = {str(p.relative_to(UI.parent.parent)): copies(p.read_text()) for p in files}
    assert {f: lines for f, lines in found.items() if lines} == {}


def test_the_check_sees_the_old_ways() -> None:
    old = ("g = self.session.game.clone()\nr = g.submit(cmd)\nsim = game.simulation()\n"
           "w = determinize(view, rng)\nc = copy.deepcopy(game)\n")
    assert [line.split(":")[0] for line in copies(old)] == ["1", "3", "4", "5"]
