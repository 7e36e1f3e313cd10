"""Game: the one object the UI, the AI and the tools talk to (docs/ENGINE_API.md)."""

from __future__ import annotations

import hashlib
from typing import Any

import attrs

from game.content.model import CardSet
from game.engine import events as ev
from game.engine import names
from game.engine.choices import Accepted, Command, PendingChoice, Rejected
from game.engine.fold import apply, new_state
from game.engine.serial import SerialError, from_data, state_json, to_data
from game.engine.state import State
from game.engine.view import View, view_for
from game.match.position import PositionError, arrange
from game.match.sim import Simulation, play_option
from game.rules.context import Ctx
from game.rules.handlers import STEP_HANDLERS
from game.rules.setup import setup

SAVE_FORMAT = 1


@attrs.frozen
class SeatSettings:
    name: str
    faction: str | None = None
    kind: str = "human"  # "human" or an AI level: "easy", "normal", "hard", "random"
    colour: str = ""


@attrs.frozen
class GameSettings:
    seed: int
    seats: tuple[SeatSettings, ...]
    start_player: int | None = None


class GameError(ValueError):
    """A save or log that cannot be a game of these rules."""


def settings_data(s: GameSettings) -> dict[str, Any]:
    return {"seed": s.seed, "start_player": s.start_player,
            "seats": [{"name": x.name, "faction": x.faction, "kind": x.kind, "colour": x.colour} for x in s.seats]}


def settings_from(d: Any, clean: bool = True) -> GameSettings:
    """GameSettings from a save's JSON; names are cleaned (game/engine/names.py) unless `clean=False` (to
    check a log exactly as it was stored)."""
    try:
        seats = tuple(SeatSettings(str(x["name"]), x.get("faction"), str(x.get("kind", "human")),
                                   str(x.get("colour", ""))) for x in d["seats"])
        seed = d["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise GameError("settings: the seed must be an integer")
        start = d.get("start_player")
        settings = GameSettings(seed, seats, start)
        return names.clean_settings(settings) if clean else settings
    except (KeyError, TypeError, AttributeError) as exc:
        raise GameError(f"settings: missing or malformed field ({exc})") from None


MAX_PICKS = 100  # picks in one command (a whole action is far fewer)


def shown(x: object, limit: int = 40) -> str:
    """A short printable form of untrusted input for a reason text."""
    text = repr(x) if not isinstance(x, str) else repr(x[: limit + 1])
    return text if len(text) <= limit else text[:limit] + "..."


def is_seat(seat: object, players: int) -> bool:
    """A plain int naming a seat (bool is an int subclass and 1.0 == 1: neither is a seat)."""
    return type(seat) is int and 0 <= seat < players


def malformed_command(cmd: object, players: int) -> str:
    """Why `cmd` is not a well-formed Command, or '' when it is (whether it is legal is another question)."""
    if not isinstance(cmd, Command):
        return f"not a command: {shown(cmd)}"
    if not is_seat(cmd.seat, players):
        return f"the seat must be a seat number 0..{players - 1}, not {shown(cmd.seat)}"
    if type(cmd.choice_id) is not int:
        return f"the choice id must be an integer, not {shown(cmd.choice_id)}"
    picks = cmd.picks
    if type(picks) is not tuple:
        return f"the picks must be a tuple of option keys, not {shown(picks)}"
    if not picks:
        return "no option picked"
    if len(picks) > MAX_PICKS:
        return f"too many picks in one command ({len(picks)}; at most {MAX_PICKS})"
    for k in picks:
        if type(k) is not str:
            return f"an option key must be a string, not {shown(k)}"
    return ""


class Game:
    def __init__(self, cards: CardSet, settings: GameSettings) -> None:
        self.cards = cards
        self.settings = settings
        self.state: State = new_state()
        self.events: list[Any] = []
        self._ctx = Ctx(self.state, cards, settings.seed, self.events)
        self._pending: PendingChoice | None = None

    # ---- creating ------------------------------------------------------------------------------
    @classmethod
    def new(cls, cards: CardSet, settings: GameSettings) -> Game:
        n = len(settings.seats)
        if not 2 <= n <= 5:
            raise GameError(f"Alien Artifacts is for 2 to 5 players, not {n} (R1)")
        factions = tuple(s.faction for s in settings.seats)
        chosen = [f for f in factions if f is not None]
        for f in chosen:
            if f not in cards.factions:
                raise GameError(f"unknown faction {f!r}")
        if len(set(chosen)) != len(chosen):
            raise GameError("two seats chose the same faction")
        g = cls(cards, settings)
        setup(g._ctx, tuple(s.name for s in settings.seats), factions, settings.start_player)
        g._pending = STEP_HANDLERS.advance(g._ctx)
        return g

    # ---- a scenario's arranged position (game/match/position.py; docs/ENGINE_API.md "Scenarios") ----
    @classmethod
    def arranged(cls, cards: CardSet, settings: GameSettings, position: ev.PositionArranged) -> Game:
        """A game that starts from `position` (its first event) at the action step of `position.current`;
        raises PositionError (one line, the invariant's words) for a position that breaks the rules."""
        g = cls(cards, settings)
        arrange(g._ctx, position, settings.seats)
        g._pending = STEP_HANDLERS.advance(g._ctx)
        return g

    @classmethod
    def replay(cls, cards: CardSet, settings: GameSettings, events: list[Any]) -> Game:
        """Rebuild a game by folding its events (no rules run, no randomness used)."""
        g = cls(cards, settings)
        for e in events:
            apply(g.state, e)
        g.events.extend(events)
        g._pending = g._current_choice()
        return g

    def _current_choice(self) -> PendingChoice | None:
        if self.state.over or not self.state.stack:
            return None
        mark = len(self.events)
        pending = STEP_HANDLERS.advance(self._ctx)
        if len(self.events) != mark:
            raise GameError("the log stops in the middle of a rules step")
        return pending

    # ---- asking and answering ------------------------------------------------------------------
    @property
    def pending(self) -> PendingChoice | None:
        return self._pending

    @property
    def over(self) -> bool:
        return self.state.over

    def submit(self, cmd: Command) -> Accepted | Rejected:
        """Apply a command. Anything malformed (not a Command, a seat or choice id that is not a plain
        int (a bool or a float is not), picks that are not a non-empty tuple of str) is rejected with a
        reason and changes nothing; so is a legal-looking command that is not an option now."""
        malformed = malformed_command(cmd, len(self.state.players))
        if malformed:
            return Rejected(malformed)
        p = self._pending
        if p is None:
            return Rejected("the game is over")
        if cmd.choice_id != p.id:
            return Rejected("that choice is no longer open (stale command)")
        if cmd.seat != p.seat:
            return Rejected(f"it is {self.state.players[p.seat].name}'s choice, not seat {cmd.seat}'s")
        mark = len(self.events)
        snapshot = (self.state.clone(), self._pending) if len(cmd.picks) > 1 else None
        for i, key in enumerate(cmd.picks):
            cur = self._pending
            if cur is None or cur.seat != cmd.seat or cur.option(key) is None:
                reason = (f"{shown(key)} is not one of the options: {cur.prompt}"
                          if cur is not None and cur.seat == cmd.seat
                          else "the choice passed to another seat before all picks were used")
                if i and snapshot is not None:
                    self._restore(mark, *snapshot)
                return Rejected(reason)
            self._pending = play_option(self._ctx, cmd.seat, key)
        return Accepted(tuple(self.events[mark:]))

    def _restore(self, mark: int, state: State, pending: PendingChoice | None) -> None:
        del self.events[mark:]
        self.state = state
        self._ctx = Ctx(self.state, self.cards, self.settings.seed, self.events)
        self._pending = pending

    def _adopt(self, other: Game) -> None:
        self.state = other.state
        self.events = other.events
        self._ctx = Ctx(self.state, self.cards, self.settings.seed, self.events)
        self._pending = other._pending

    # ---- undo (back to the last barrier or another seat's decision) ---------------------------
    def _undo_point(self, seat: int) -> int | None:
        for i in range(len(self.events) - 1, -1, -1):
            e = self.events[i]
            if e.barrier:
                return None
            if isinstance(e, ev.Decided) and not e.auto:
                if e.seat != seat:
                    return None
                return i
        return None

    def can_undo(self, seat: int) -> bool:
        if not is_seat(seat, len(self.state.players)):
            return False
        return self._undo_point(seat) is not None

    def undo(self, seat: int) -> bool:
        """Take back `seat`'s decisions up to the last barrier; False (nothing changed) when there is
        none or `seat` is not a seat of this game (a bool or a float is not)."""
        if not is_seat(seat, len(self.state.players)):
            return False
        i = self._undo_point(seat)
        if i is None:
            return False
        self._adopt(Game.replay(self.cards, self.settings, self.events[:i]))
        return True

    # ---- looking -------------------------------------------------------------------------------
    def view_for(self, seat: int) -> View:
        """What `seat` may see (R33); -1 is the public view. Anything else raises GameError."""
        if not (is_seat(seat, len(self.state.players)) or (type(seat) is int and seat == -1)):
            raise GameError(f"not a seat of this game: {shown(seat)}")
        return view_for(self.cards, self.state, self._pending, seat)

    def state_hash(self) -> str:
        return hashlib.sha256(state_json(self.state).encode()).hexdigest()

    def clone(self) -> Game:
        g = Game.__new__(Game)
        g.cards = self.cards
        g.settings = self.settings
        g.state = self.state.clone()
        g.events = list(self.events)
        g._ctx = Ctx(g.state, self.cards, self.settings.seed, g.events)
        g._pending = self._pending
        return g

    def simulation(self) -> Simulation:
        """A Simulation of this game's true state at its pending choice (tools and tests; a seat samples its
        own with `game.match.sim.determinize(view, rng)`, which sees only what the seat may see). Playing it
        changes nothing here, and it plays exactly as `submit` would: same rules, same seed."""
        return Simulation(self.cards, self.state.clone(), self.settings.seed, self._pending, advance=False)

    # ---- saving --------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"format": "alien-artifacts-save", "version": SAVE_FORMAT, "settings": settings_data(self.settings),
                "events": [to_data(e) for e in self.events], "hash": self.state_hash()}

    @classmethod
    def from_json(cls, cards: CardSet, data: Any, verify: bool = True) -> Game:
        """Load a save. With verify, the decisions are played again through the rules and must give
        exactly the stored events (a tampered or foreign log is refused); then the hash must match."""
        if not isinstance(data, dict) or data.get("format") != "alien-artifacts-save":
            raise GameError("not an Alien Artifacts save file")
        version = data.get("version")
        if not isinstance(version, int) or version > SAVE_FORMAT:
            raise GameError(f"save format version {version!r} is newer than this program understands "
                            f"({SAVE_FORMAT})")
        settings = settings_from(data.get("settings"), clean=False)
        raw = data.get("events")
        if not isinstance(raw, list):
            raise GameError("the save has no event list")
        try:
            events = [from_data(e) for e in raw]
        except SerialError as exc:
            raise GameError(f"event log: {exc}") from None
        if verify:
            try:
                g = cls._resimulate(cards, settings, events)
            except GameError:
                raise
            except Exception as exc:  # a malformed log must never crash the program
                raise GameError(f"the event log cannot be replayed ({type(exc).__name__}: {exc})") from None
        else:
            try:
                g = cls.replay(cards, settings, events)
            except Exception as exc:  # a malformed log must never crash the program
                raise GameError(f"the event log does not fold into a game ({type(exc).__name__}: {exc})") from None
        want = data.get("hash")
        if want is not None and want != g.state_hash():
            raise GameError("the save's state hash does not match its events")
        clean = names.clean_settings(settings)
        if clean is not settings:  # names are data: the log was checked as stored, the game keeps clean names
            g = cls.replay(cards, clean, names.renamed(g.events, [s.name for s in clean.seats]))
        return g

    @classmethod
    def _resimulate(cls, cards: CardSet, settings: GameSettings, events: list[Any]) -> Game:
        try:
            first = events[0] if events else None
            g = (cls.arranged(cards, settings, first) if isinstance(first, ev.PositionArranged)
                 else cls.new(cards, settings))
        except (GameError, KeyError, PositionError) as exc:
            raise GameError(f"settings do not start a game: {exc}") from None
        decisions = [e for e in events if isinstance(e, ev.Decided) and not e.auto]
        for d in decisions:
            p = g.pending
            if p is None:
                raise GameError("the log continues after the end of the game")
            r = g.submit(Command(d.seat, p.id, (d.pick,)))
            if not r.ok:
                raise GameError(f"illegal decision in the log: {d.pick} ({r.reason})")
        if len(g.events) != len(events) or any(a != b for a, b in zip(g.events, events, strict=True)):
            raise GameError("the event log does not match what its decisions produce (tampered?)")
        return g
