"""Match: a game in progress over a game's `Ruleset`, the one door seats and tools answer through.

    m = Match.start(rules, settings)          # setup, then the rules run to the first choice
    m.pending                                 # the open PendingChoice (None: the game is over)
    m.submit(Command(seat, m.pending.id, (key,)))   # Accepted(events) or Rejected(reason), nothing changed
    m.undo(seat)                              # take back the seat's decisions up to the last barrier event
    m.view_for(seat)                          # what the seat may see (the ruleset masks it)
    doc = m.to_json(); Match.load(rules, doc) # the save: settings + event log + state hash; loading plays the
                                              # log's decisions again through the rules and must get the same log

The match knows nothing of the game: the state, its setup, the rules, the view and the events' meaning come
from the Ruleset. A log event is a decision a seat made when `rules.decision(event)` names (seat, key).
"""

from __future__ import annotations

import copy
import hashlib
from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from tabletop.choices import Accepted, Command, PendingChoice, Rejected
from tabletop.log import SerialError
from tabletop.views import PUBLIC

MAX_PICKS = 100  # picks in one command (a whole action is far fewer)


class MatchError(ValueError):
    """Settings, a save or a log that cannot be a game of these rules."""


C = TypeVar("C", bound=PendingChoice)  # a game's choice type: the kernel's PendingChoice or a subclass of it


class Ruleset(Protocol[C]):
    """What a game package gives the kernel. `settings` and `state` are the game's own types; `C` is its choice
    type (the kernel's PendingChoice or a game's subclass with more methods)."""

    save_id: str  # the save document's "format" (e.g. "tiny-save")
    save_version: int  # the newest save version these rules read
    save_kind: str  # how a refusal names a foreign file: "not <save_kind>"

    def check_settings(self, settings: Any) -> None: ...  # MatchError (player count, ...) when they start no game
    def seed(self, settings: Any) -> int: ...
    def settings_data(self, settings: Any) -> Any: ...
    def settings_from(self, data: Any) -> Any: ...  # MatchError when malformed
    def new_state(self) -> Any: ...
    def clone_state(self, state: Any) -> Any: ...
    def context(self, state: Any, seed: int, log: list[Any]) -> Any: ...  # what the rules run with
    def setup(self, ctx: Any, settings: Any) -> None: ...
    def advance(self, ctx: Any) -> C | None: ...  # run to the next choice (a StepMachine's advance)
    def play(self, ctx: Any, seat: int, key: str) -> C | None: ...  # log, apply, advance
    def fold(self, state: Any, event: Any) -> None: ...
    def fold_all(self, state: Any, events: Sequence[Any]) -> None: ...  # `fold` of each in order (a replay's)
    def decision(self, event: Any) -> tuple[int, str] | None: ...  # (seat, key) of a decision a seat made
    def over(self, state: Any) -> bool: ...
    def seat_count(self, state: Any) -> int: ...
    def seat_name(self, state: Any, seat: int) -> str: ...
    def state_json(self, state: Any) -> str: ...  # canonical: equal states, equal text
    def view(self, state: Any, pending: C | None, seat: int) -> Any: ...
    def event_data(self, event: Any) -> Any: ...
    def event_from(self, data: Any) -> Any: ...  # SerialError when malformed


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


M = TypeVar("M", bound="Match[Any]")


class Match(Generic[C]):
    """A game in progress; generic over the game's choice type `C` (what `pending` gives)."""

    def __init__(self, rules: Ruleset[C], settings: Any) -> None:
        self.rules = rules
        self.settings = settings
        self.state: Any = rules.new_state()
        self.events: list[Any] = []
        self._ctx = rules.context(self.state, rules.seed(settings), self.events)
        self._pending: C | None = None

    @classmethod
    def _blank(cls: type[M], rules: Ruleset[Any], settings: Any) -> M:
        """An empty match of this class (a game's subclass builds itself from its own arguments)."""
        return cls(rules, settings)

    # ---- creating ------------------------------------------------------------------------------
    @classmethod
    def start(cls: type[M], rules: Ruleset[Any], settings: Any) -> M:
        rules.check_settings(settings)
        m = cls._blank(rules, settings)
        rules.setup(m._ctx, settings)
        m._pending = rules.advance(m._ctx)
        return m

    @classmethod
    def rebuild(cls: type[M], rules: Ruleset[Any], settings: Any, events: list[Any]) -> M:
        """A match rebuilt by folding its events (no rules run, no randomness used)."""
        m = cls._blank(rules, settings)
        rules.fold_all(m.state, events)
        m.events.extend(events)
        m._pending = m._current_choice()
        return m

    def _current_choice(self) -> C | None:
        if self.rules.over(self.state):
            return None
        mark = len(self.events)
        pending = self.rules.advance(self._ctx)
        if len(self.events) != mark:
            raise MatchError("the log stops in the middle of a rules step")
        return pending

    # ---- asking and answering ------------------------------------------------------------------
    @property
    def pending(self) -> C | None:
        return self._pending

    @property
    def over(self) -> bool:
        return bool(self.rules.over(self.state))

    def submit(self, cmd: Command) -> Accepted | Rejected:
        """Apply a command. Anything malformed (not a Command, a seat or choice id that is not a plain int,
        picks that are not a non-empty tuple of str) is rejected with a reason and changes nothing; so is a
        well-formed command that is not an option now. Several picks are all applied or none."""
        malformed = malformed_command(cmd, self.rules.seat_count(self.state))
        if malformed:
            return Rejected(malformed)
        p = self._pending
        if p is None:
            return Rejected("the game is over")
        if cmd.choice_id != p.id:
            return Rejected("that choice is no longer open (stale command)")
        if cmd.seat != p.seat:
            return Rejected(f"it is {self.rules.seat_name(self.state, p.seat)}'s choice, not seat {cmd.seat}'s")
        mark = len(self.events)
        snapshot = (self.rules.clone_state(self.state), self._pending) if len(cmd.picks) > 1 else None
        for i, key in enumerate(cmd.picks):
            cur = self._pending
            if cur is None or cur.seat != cmd.seat or cur.option(key) is None:
                reason = (f"{shown(key)} is not one of the options: {cur.prompt}"
                          if cur is not None and cur.seat == cmd.seat
                          else "the choice passed to another seat before all picks were used")
                if i and snapshot is not None:
                    self._restore(mark, *snapshot)
                return Rejected(reason)
            self._pending = self.rules.play(self._ctx, cmd.seat, key)
        return Accepted(tuple(self.events[mark:]))

    def _restore(self, mark: int, state: Any, pending: C | None) -> None:
        del self.events[mark:]
        self.state = state
        self._ctx = self.rules.context(self.state, self.rules.seed(self.settings), self.events)
        self._pending = pending

    def _adopt(self, other: Match[C]) -> None:
        self.state = other.state
        self.events = other.events
        self._ctx = self.rules.context(self.state, self.rules.seed(self.settings), self.events)
        self._pending = other._pending

    # ---- undo (back to the last barrier or another seat's decision) ---------------------------
    def _undo_point(self, seat: int) -> int | None:
        for i in range(len(self.events) - 1, -1, -1):
            e = self.events[i]
            if e.barrier:
                return None
            decided = self.rules.decision(e)
            if decided is not None:
                return i if decided[0] == seat else None
        return None

    def can_undo(self, seat: int) -> bool:
        if not is_seat(seat, self.rules.seat_count(self.state)):
            return False
        return self._undo_point(seat) is not None

    def undo(self, seat: int) -> bool:
        """Take back `seat`'s decisions up to the last barrier; False (nothing changed) when there is none or
        `seat` is not a seat of this match (a bool or a float is not)."""
        if not is_seat(seat, self.rules.seat_count(self.state)):
            return False
        i = self._undo_point(seat)
        if i is None:
            return False
        self._adopt(type(self).rebuild(self.rules, self.settings, self.events[:i]))
        return True

    # ---- looking -------------------------------------------------------------------------------
    def view_for(self, seat: int) -> Any:
        """What `seat` may see; PUBLIC (-1) is the public view. Anything else raises MatchError."""
        if not (is_seat(seat, self.rules.seat_count(self.state)) or (type(seat) is int and seat == PUBLIC)):
            raise MatchError(f"not a seat of this game: {shown(seat)}")
        return self.rules.view(self.state, self._pending, seat)

    def state_hash(self) -> str:
        return hashlib.sha256(self.rules.state_json(self.state).encode()).hexdigest()

    def clone(self: M) -> M:
        m = copy.copy(self)
        m.state = self.rules.clone_state(self.state)
        m.events = list(self.events)
        m._ctx = self.rules.context(m.state, self.rules.seed(self.settings), m.events)
        return m

    # ---- saving --------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"format": self.rules.save_id, "version": self.rules.save_version,
                "settings": self.rules.settings_data(self.settings),
                "events": [self.rules.event_data(e) for e in self.events], "hash": self.state_hash()}

    @classmethod
    def load(cls: type[M], rules: Ruleset[Any], data: Any, verify: bool = True) -> M:
        """A match from a save document. With verify, the decisions are played again through the rules and must
        give exactly the stored events (a tampered or foreign log is refused); then the hash must match."""
        if not isinstance(data, dict) or data.get("format") != rules.save_id:
            raise MatchError(f"not {rules.save_kind}")
        version = data.get("version")
        if not isinstance(version, int) or version > rules.save_version:
            raise MatchError(f"save format version {version!r} is newer than this program understands "
                             f"({rules.save_version})")
        settings = rules.settings_from(data.get("settings"))
        raw = data.get("events")
        if not isinstance(raw, list):
            raise MatchError("the save has no event list")
        try:
            events = [rules.event_from(e) for e in raw]
        except SerialError as exc:
            raise MatchError(f"event log: {exc}") from None
        if verify:
            try:
                m = cls._resimulate(rules, settings, events)
            except MatchError:
                raise
            except Exception as exc:  # a malformed log must never crash the program
                raise MatchError(f"the event log cannot be replayed ({type(exc).__name__}: {exc})") from None
        else:
            try:
                m = cls.rebuild(rules, settings, events)
            except Exception as exc:  # a malformed log must never crash the program
                raise MatchError(f"the event log does not fold into a game ({type(exc).__name__}: {exc})") from None
        want = data.get("hash")
        if want is not None and want != m.state_hash():
            raise MatchError("the save's state hash does not match its events")
        return m

    @classmethod
    def _begin_like(cls: type[M], rules: Ruleset[Any], settings: Any, events: list[Any]) -> M:
        """The match a log starts from (a game may start some logs from another first event)."""
        return cls.start(rules, settings)

    @classmethod
    def _resimulate(cls: type[M], rules: Ruleset[Any], settings: Any, events: list[Any]) -> M:
        try:
            m = cls._begin_like(rules, settings, events)
        except (MatchError, KeyError) as exc:
            raise MatchError(f"settings do not start a game: {exc}") from None
        for e in events:
            decided = rules.decision(e)
            if decided is None:
                continue
            seat, key = decided
            p = m.pending
            if p is None:
                raise MatchError("the log continues after the end of the game")
            r = m.submit(Command(seat, p.id, (key,)))
            if not r.ok:
                raise MatchError(f"illegal decision in the log: {key} ({r.reason})")
        if len(m.events) != len(events) or any(a != b for a, b in zip(m.events, events, strict=True)):
            raise MatchError("the event log does not match what its decisions produce (tampered?)")
        return m
