"""Putting a game on the table: a new one from the seats, or a saved one from its file.

Either way the stack becomes the main menu with the table on top (Esc and "leave" come back to the menu).
A game that cannot start or open leaves the stack as it was and says why in one line on the main menu
(`app.status`). Used by the menu, the setup and load screens, `--load` and the smoke test.
"""

from __future__ import annotations

from pathlib import Path

from game.match.saves import SaveError
from game.ui.scenes.base import Host
from game.ui.session import SeatConfig, Session


def start_game(app: Host, seats: list[SeatConfig], seed: int | None = None) -> None:
    cards = app.cards()
    if cards is None:
        app.status = "Cannot start: the cards did not load. " + app.loader.error
        return
    try:
        session = Session.new(cards, seats, seed)
    except Exception as e:
        app.status = f"Cannot start the game: {e}"
        return
    session.autosave()
    _to_the_table(app, session)


def open_saved(app: Host, path: str | Path) -> bool:
    cards = app.cards()
    if cards is None:
        app.status = "Cannot load: the cards did not load. " + app.loader.error
        return False
    try:
        session = Session.load(cards, path)
    except SaveError as e:  # the file is left exactly as it was
        app.status = f"Could not open {Path(path).name}: {e.reason}"
        return False
    except Exception as e:  # a save must never crash the program
        app.status = f"Could not open {Path(path).name}: {type(e).__name__}: {' '.join(str(e).split())}"
        return False
    _to_the_table(app, session)
    return True


def _to_the_table(app: Host, session: Session) -> None:
    app.show("menu")
    app.open("table", session)
