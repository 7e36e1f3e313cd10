"""What every part of the table holds: the scene that wires them (alien_artifacts/ui/scenes/table.py) and the pieces
they share (the app, the session, the tweens, the model), and a way to reach each other part by its name."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the scene imports the parts: their types of it and of each other are for the type checker
    from alien_artifacts.ui.event_feed import EventFeed
    from alien_artifacts.ui.scenes.table import TableScene
    from alien_artifacts.ui.seat_driver import SeatDriving
    from alien_artifacts.ui.table_geometry import TableGeometry
    from alien_artifacts.ui.table_input import TableInput
    from alien_artifacts.ui.table_render import TableRenderer
    from alien_artifacts.ui.table_tips import TableTips


class TablePart:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.app = table.app
        self.session = table.session
        self.tweens = table.tweens
        self.model = table.model

    # the other parts, as the scene wired them (looked up on use: they are built one after another)
    @property
    def geometry(self) -> TableGeometry:
        return self.table.geometry

    @property
    def renderer(self) -> TableRenderer:
        return self.table.renderer

    @property
    def input(self) -> TableInput:
        return self.table.input

    @property
    def tips(self) -> TableTips:
        return self.table.tips

    @property
    def feed(self) -> EventFeed:
        return self.table.feed

    @property
    def seats(self) -> SeatDriving:
        return self.table.seats
