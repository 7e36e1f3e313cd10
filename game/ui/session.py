"""A game being played at this table: the engine `Game`, who sits where, saving and the event log.

Only this module and `scenes/table.py` talk to the engine; everything here is bookkeeping around
`Game.submit`/`undo`/`view_for`/`to_json` (docs/ENGINE_API.md). No rule lives here.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import attrs

from game.ui import storage

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


@attrs.define
class SeatConfig:
    name: str
    human: bool = True
    level: str = "normal"
    colour: int = 0  # index into theme.SEAT_COLOURS
    faction: str | None = None  # None = dealt at random


def seat_from_settings(i: int, s: Any) -> SeatConfig:
    """A seat as the engine's GameSettings keeps it (kind "human" or an AI level; colour as text)."""
    kind = getattr(s, "kind", "human") or "human"
    colour = str(getattr(s, "colour", "") or "")
    return SeatConfig(s.name, human=kind == "human", level=kind if kind != "human" else "normal",
                      colour=int(colour) if colour.isdigit() else i, faction=getattr(s, "faction", None))


def _game_events(game: Any) -> list[Any]:
    for attr in ("events", "log"):
        ev = getattr(game, attr, None)
        if isinstance(ev, (list, tuple)):
            return list(ev)
    return []


class Session:
    def __init__(self, game: Any, cards: Any, seats: list[SeatConfig], path: Path | None = None) -> None:
        self.game = game
        self.cards = cards
        self.seats = seats
        self.path = path  # where "Save" writes (None: a new file on first save)
        self.version = 0  # bumps on every change (views and layouts are cached per version)
        self._views: dict[tuple[int, int], Any] = {}
        self.autosave_enabled = True
        self.last_save_error = ""

    # ---- creation ----------------------------------------------------------------------------
    @classmethod
    def new(cls, cards: Any, seats: list[SeatConfig], seed: int | None = None) -> Session:
        from game.engine.api import Game, GameSettings, SeatSettings

        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        ss = tuple(SeatSettings(s.name, faction=s.faction, kind="human" if s.human else s.level,
                                colour=str(s.colour)) for s in seats)
        game = Game.new(cards, GameSettings(seed=seed, seats=ss))
        return cls(game, cards, seats)

    @classmethod
    def load(cls, cards: Any, path: Path | str) -> Session:
        from game.tools.saves import read_save

        game = read_save(Path(path), cards)  # seed, settings (who sits where), events; SaveError if bad
        seats = [seat_from_settings(i, s) for i, s in enumerate(game.settings.seats)]
        path = Path(path)
        return cls(game, cards, seats, None if path.name == storage.AUTOSAVE else path)

    # ---- reading -----------------------------------------------------------------------------
    @property
    def pending(self) -> Any:
        return self.game.pending

    @property
    def over(self) -> bool:
        return bool(self.game.over)

    @property
    def state(self) -> Any:
        return self.game.state

    def events(self) -> list[Any]:
        return _game_events(self.game)

    def view(self, seat: int) -> Any:
        key = (seat, self.version)
        v = self._views.get(key)
        if v is None:
            if len(self._views) > 16:
                self._views.clear()
            v = self.game.view_for(seat)
            self._views[key] = v
        return v

    def completion_need(self, seat: int, uid: str) -> tuple[int, int, str] | None:
        """(cost now, symbols already attached, colour) for an Under Construction card: display facts
        read from the rules' own queries (public information, R33), or None if they cannot be asked."""
        try:
            from game.rules import query

            st = self.game.state
            p = st.players[seat]
            cost = query.completion_cost(self.cards, st, p, uid)
            return cost, query.attached_symbols(self.cards, p, uid), query.row_colour(self.cards.cards[uid].kind)
        except Exception:  # a display nicety: never let it break the table
            return None

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].human

    # ---- changing ----------------------------------------------------------------------------
    def submit(self, command: Any) -> Any:
        res = self.game.submit(command)
        if getattr(res, "ok", False):
            self.version += 1
            names = {type(e).__name__ for e in res.events}
            if names & {"TurnEnded", "GameEnded"}:
                self.autosave()
        return res

    def can_undo(self, seat: int) -> bool:
        try:
            return bool(self.game.can_undo(seat))
        except Exception:
            return False

    def undo(self, seat: int) -> bool:
        if not self.can_undo(seat):
            return False
        res = self.game.undo(seat)
        ok = res is not False and getattr(res, "ok", True)
        self.version += 1
        return bool(ok)

    # ---- saving ------------------------------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        return self.game.to_json()

    def save(self, path: Path | None = None) -> Path:
        path = path or self.path or storage.new_save_path()
        storage.atomic_write_json(path, self.to_save())
        if path.name != storage.AUTOSAVE:
            self.path = path
        return path

    def autosave(self) -> None:
        if not self.autosave_enabled:
            return
        try:
            path = storage.autosave_path()
            if self.over:
                path.unlink(missing_ok=True)  # nothing left to resume
            else:
                storage.atomic_write_json(path, self.to_save())
            self.last_save_error = ""
        except OSError as e:
            self.last_save_error = str(e)
