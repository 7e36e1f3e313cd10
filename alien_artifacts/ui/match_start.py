"""Putting a game on the table: a new one from the seats, or a saved one from its file.

Either way the stack becomes the main menu with the table on top (Esc and "leave" come back to the menu).
A game that cannot start or open leaves the stack as it was and says why in one line on the main menu
(`app.status`). Used by the menu, the setup and load screens, `--load` and the smoke test.
"""

from __future__ import annotations

from pathlib import Path

from alien_artifacts.match.saves import SaveError
from alien_artifacts.ui.session import SeatConfig, Session
from game.ui.scenes.base import Host

SOLO_NAME = "You"  # the one human of a solo game; with several humans each gets a name of their own


def ai_name(seat: int) -> str:
    """An AI seat's default name: the seat's number as players see it (from 1): "AI 2" sits in seat 2."""
    return f"AI {seat + 1}"


def solo_seats(n_ai: int) -> list[SeatConfig]:
    """You in seat 1 against n_ai AI seats (the main menu's Solo game, the setup screen's presets)."""
    return [SeatConfig(SOLO_NAME, human=True, level="normal", colour=0)] + [
        SeatConfig(ai_name(i), human=False, level="normal", colour=i) for i in range(1, n_ai + 1)]


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
