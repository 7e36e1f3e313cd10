"""Whichever game's Load the player opens, the other games' saves are said there: each game keeps its saves apart
(Alien Artifacts in the saves folder, Age of Galaxy in a subfolder of its own), so a Load lists its own game's saves
and points, with a button, to the Load of every other game that has saved games (issue 33 item 1: "Load lists
every save with its game's name"). The app answers for its scenes (game/ui/app.py `saves_elsewhere`); the games'
menu parts count their saves (game/games.py's "menu" hook)."""

from __future__ import annotations

from typing import Any

from game import games


def owner(scene: str) -> games.Game | None:
    """The game whose scene `scene` is (its Load, its table, ...), None for the shell's own scenes."""
    return next((g for g in games.GAMES if scene in g.scenes), None)


def elsewhere(app: Any, scene: str) -> list[tuple[str, str]]:
    """(a button's label, its Load scene) for every other game than the one `scene` belongs to that has saved
    games, in registration order: "Age of Galaxy: 2 saved games, in its Load ▶". A game whose count cannot be had
    is left out (its own Load says why)."""
    mine = owner(scene)
    found = []
    for g in games.GAMES:
        if g is mine or g.hook("menu") is None:
            continue
        try:
            n = int(g.load("menu").saved_games(app))
        except Exception:  # a menu line about another game must never stop this game's Load
            continue
        if n > 0:
            found.append((words(g.title, n), g.load_scene))
    return found


def words(title: str, n: int) -> str:
    """The button's label: "Age of Galaxy: 2 saved games, in its Load ▶"."""
    return f"{title}: {n} saved game{'s' if n != 1 else ''}, in its Load ▶"
