"""A game being played at this table: the engine `Game`, who sits where, saving and the event log.

Only this module and `scenes/table.py` talk to the engine; everything here is bookkeeping around
`Game.submit`/`undo`/`view_for`/`to_json` (docs/ENGINE_API.md). No rule lives here.
"""

from __future__ import annotations

import contextlib
import random
from pathlib import Path
from typing import Any

import attrs

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Accepted, Command, PendingChoice, Rejected
from alien_artifacts.engine.events import Event, GameEnded, TurnEnded
from alien_artifacts.engine.state import State
from alien_artifacts.engine.view import View
from alien_artifacts.match import option_facts
from alien_artifacts.match.api import Game, GameSettings, SeatSettings
from alien_artifacts.match.option_facts import ChoiceFacts, Progress
from alien_artifacts.match.saves import describe_os_error, read_save_data, save_document, summary_of
from alien_artifacts.ui import storage

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


@attrs.define
class SeatConfig:
    name: str
    human: bool = True
    level: str = "normal"
    colour: int = 0  # index into theme.SEAT_COLOURS
    faction: str | None = None  # None = dealt at random


def seat_from_settings(i: int, s: SeatSettings) -> SeatConfig:
    """A seat as the engine's GameSettings keeps it (kind "human" or an AI level; colour as text)."""
    kind = getattr(s, "kind", "human") or "human"
    colour = str(getattr(s, "colour", "") or "")
    return SeatConfig(s.name, human=kind == "human", level=kind if kind != "human" else "normal",
                      colour=int(colour) if colour.isdigit() else i, faction=getattr(s, "faction", None))


def _game_events(game: Game) -> list[Event]:
    for attr in ("events", "log"):
        ev = getattr(game, attr, None)
        if isinstance(ev, (list, tuple)):
            return list(ev)
    return []


class Session:
    def __init__(self, game: Game, cards: CardSet, seats: list[SeatConfig], path: Path | None = None,
                 game_id: str | None = None) -> None:
        self.game = game
        self.cards = cards
        self.seats = seats
        self.game_id = game_id or storage.new_game_id()
        self.path = path or storage.slot_path(self.game_id)  # this game's own slot file
        self.version = 0  # bumps on every change (views and layouts are cached per version)
        self._views: dict[tuple[int, int], View] = {}
        self.autosave_enabled = True
        self.saved_version = -1  # the version last written to the slot (-1: never)
        self.last_save_error = ""  # why the last save failed, in words ("" after a good save)
        self.save_failures = 0  # how many saves failed so far
        self.failing = 0  # saves failed in a row since the last good one (the table shows the first at once)

    # ---- creation ----------------------------------------------------------------------------
    @classmethod
    def new(cls, cards: CardSet, seats: list[SeatConfig], seed: int | None = None) -> Session:
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        ss = tuple(SeatSettings(s.name, faction=s.faction, kind="human" if s.human else s.level,
                                colour=str(s.colour)) for s in seats)
        game = Game.new(cards, GameSettings(seed=seed, seats=ss))
        return cls(game, cards, seats)

    @classmethod
    def load(cls, cards: CardSet, path: Path | str) -> Session:
        """A saved game; it goes on in its own file. A file from outside the saves folder is copied
        into a new slot on its first save (the original is never written)."""
        path = Path(path)
        game, data = read_save_data(path, cards)  # verified through the engine; SaveError if bad
        seats = [seat_from_settings(i, s) for i, s in enumerate(game.settings.seats)]
        if not storage.in_saves_dir(path):
            return cls(game, cards, seats)
        raw = data.get("summary")
        summary = raw if isinstance(raw, dict) else {}
        gid = summary.get("game_id")
        session = cls(game, cards, seats, path, gid if isinstance(gid, str) and gid.isprintable() else path.stem)
        session.saved_version = session.version
        return session

    # ---- reading -----------------------------------------------------------------------------
    @property
    def pending(self) -> PendingChoice | None:
        return self.game.pending

    @property
    def over(self) -> bool:
        return bool(self.game.over)

    @property
    def state(self) -> State:
        return self.game.state

    def events(self) -> list[Event]:
        return _game_events(self.game)

    def view(self, seat: int) -> View:
        key = (seat, self.version)
        v = self._views.get(key)
        if v is None:
            if len(self._views) > 16:
                self._views.clear()
            v = self.game.view_for(seat)
            self._views[key] = v
        return v

    def facts(self, seat: int) -> ChoiceFacts | None:
        """What each pick of `seat`'s pending choice will do (the match layer's ChoiceFacts,
        alien_artifacts/match/option_facts.py), or None when the choice is not the seat's."""
        try:
            return self.game.facts_for(seat)
        except Exception:  # a display nicety: never let it break the table
            return None

    def refusal(self, seat: int, source: str, section: int | None, target: str) -> str:
        """Why putting `source` (by its half `section`) on `target` does nothing now: the rules' reason (the match
        layer's refusal fact), in words."""
        fallback = "Not a legal place for that card now (legal places glow)."
        try:
            return self.game.refusal(seat, source, section, target) or fallback
        except Exception:  # a display nicety: never let it break the table
            return fallback

    def progress(self, seat: int, uid: str) -> Progress | None:
        """The payment progress of a card Under Construction (the match layer's Progress: paid, cost, colour,
        complete), read from `seat`'s view (public, R33), or None if it cannot be asked."""
        try:
            return option_facts.progress(self.view(seat)).get(uid)
        except Exception:  # a display nicety: never let it break the table
            return None

    def completing(self, uid: str) -> bool:
        """Whether the card is paid in full and waits in Under Construction only for its side to be chosen (the
        pending choice is that card's side), so nothing more is to pay for it, whatever lies prepared on it."""
        p = self.game.pending
        return p is not None and p.kind == "side" and any(o.card == uid for o in p.options)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].human

    def seat_tag(self, seat: int) -> str:
        """What the seat's header says of who plays it: "AI normal" for an AI seat, "" for a human."""
        return "" if self.is_human(seat) else f"AI {self.seats[seat].level}"

    def thinking(self, seat: int) -> bool:
        """Whether the top bar says the seat is thinking: an AI seat whose choice is pending."""
        return not self.is_human(seat)

    # ---- changing ----------------------------------------------------------------------------
    def submit(self, command: Command) -> Accepted | Rejected:
        res = self.game.submit(command)
        if res.ok:
            self.version += 1
            if any(isinstance(e, (TurnEnded, GameEnded)) for e in res.events):
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
    @property
    def unsaved(self) -> bool:
        """True while the slot file does not hold the game as it is now."""
        return self.saved_version != self.version

    def to_save(self) -> dict[str, Any]:
        return save_document(self.game, summary_of(self.game, self.game_id))

    def save(self, path: Path | None = None) -> Path:
        """Write the game to its slot (or a copy to `path`); OSError if it fails (the old file stays)."""
        target = path or self.path
        try:
            storage.atomic_write_json(target, self.to_save())
        except OSError as e:
            self.last_save_error = describe_os_error(e, target)
            self.save_failures += 1
            self.failing += 1
            raise
        if path is None or path == self.path:
            self.saved_version = self.version
            self.last_save_error = ""
            self.failing = 0
        return target

    def autosave(self) -> None:
        """After every turn (and at the end: a finished game is kept until the player deletes it).
        A failure is counted (save_failures, failing); the table shows it at once."""
        if not self.autosave_enabled:
            return
        with contextlib.suppress(OSError):
            self.save()
