"""What every part of the table holds: the scene that wires them (game/ui/scenes/table.py) and the pieces they
share (the app, the session, the tweens, the model), and a way to reach each other part by its name."""

from __future__ import annotations

from typing import Any


class TablePart:
    def __init__(self, table: Any) -> None:
        self.table = table
        self.app = table.app
        self.session = table.session
        self.tweens = table.tweens
        self.model = table.model

    # the other parts, as the scene wired them (looked up on use: they are built one after another)
    @property
    def geometry(self) -> Any:
        return self.table.geometry

    @property
    def renderer(self) -> Any:
        return self.table.renderer

    @property
    def input(self) -> Any:
        return self.table.input

    @property
    def tips(self) -> Any:
        return self.table.tips

    @property
    def feed(self) -> Any:
        return self.table.feed

    @property
    def seats(self) -> Any:
        return self.table.seats
