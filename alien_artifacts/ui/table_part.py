"""What every part of the table holds: the table as its parts see it (`Table`: the scene that wires them,
alien_artifacts/ui/scenes/table.py, answers it) and the pieces they share (the app, the session, the tweens, the
model), and a way to reach each other part by its name.

The parts name the table by this protocol, never by the scene's module: the scene imports the parts, and no part
imports the scene, even for its types."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # the parts' types of each other are for the type checker (the scene builds them one by one)
    from alien_artifacts.ui.advice_view import Suggestion
    from alien_artifacts.ui.anim import Tweens
    from alien_artifacts.ui.event_feed import EventFeed
    from alien_artifacts.ui.seat_driver import SeatDriving
    from alien_artifacts.ui.session import Session
    from alien_artifacts.ui.since_panel import SincePanel
    from alien_artifacts.ui.table_geometry import TableGeometry
    from alien_artifacts.ui.table_input import TableInput
    from alien_artifacts.ui.table_model import TableModel
    from alien_artifacts.ui.table_render import TableRenderer
    from alien_artifacts.ui.table_tips import TableTips
    from game.ui.scenes.base import Host


class Table(Protocol):
    """The table scene as its parts see it: the shared pieces, the parts by name, the top bar's buttons and the
    scene's own commands."""

    @property
    def app(self) -> Host: ...
    @property
    def session(self) -> Session: ...
    @property
    def tweens(self) -> Tweens: ...
    @property
    def model(self) -> TableModel: ...
    @property
    def geometry(self) -> TableGeometry: ...
    @property
    def renderer(self) -> TableRenderer: ...
    @property
    def input(self) -> TableInput: ...
    @property
    def tips(self) -> TableTips: ...
    @property
    def feed(self) -> EventFeed: ...
    @property
    def seats(self) -> SeatDriving: ...
    @property
    def advice(self) -> Suggestion: ...
    @property
    def since(self) -> SincePanel: ...
    @property
    def bar(self) -> tuple[str, ...]: ...

    def submit(self, picks: tuple[str, ...]) -> bool: ...
    def undo(self) -> None: ...
    def suggest(self) -> None: ...
    def save(self) -> bool: ...
    def open_pause(self) -> None: ...
    def open_help(self) -> None: ...
    def open_scores(self) -> None: ...


class TablePart:
    def __init__(self, table: Table) -> None:
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
