"""Game: the one object the UI, the AI and the tools talk to (docs/ENGINE_API.md).

A Game is the kernel's Match (tabletop/match.py: submit, undo, replay, re-simulation, saves) over the Alien
Artifacts Ruleset (game/match/ruleset.py), plus what only this game has: a card set, scenario positions, names
cleaned on load and a Simulation of its true state.
"""

from __future__ import annotations

from typing import Any

from game.content.model import CardSet
from game.engine import events as ev
from game.engine import names
from game.match.position import PositionError, arrange
from game.match.ruleset import (
    SAVE_FORMAT,
    AlienArtifacts,
    GameError,
    GameSettings,
    SeatSettings,
    settings_data,
    settings_from,
)
from game.match.sim import Simulation
from tabletop.match import MAX_PICKS, Match, is_seat, malformed_command, shown

__all__ = ["MAX_PICKS", "SAVE_FORMAT", "Game", "GameError", "GameSettings", "SeatSettings", "is_seat",
           "malformed_command", "settings_data", "settings_from", "shown"]


class Game(Match):
    rules: AlienArtifacts

    def __init__(self, cards: CardSet, settings: GameSettings) -> None:
        super().__init__(AlienArtifacts(cards), settings)
        self.cards = cards

    @classmethod
    def _blank(cls, rules: Any, settings: Any) -> Game:
        return cls(rules.cards, settings)

    # ---- creating ------------------------------------------------------------------------------
    @classmethod
    def new(cls, cards: CardSet, settings: GameSettings) -> Game:
        return cls.start(AlienArtifacts(cards), settings)

    # ---- a scenario's arranged position (game/match/position.py; docs/ENGINE_API.md "Scenarios") ----
    @classmethod
    def arranged(cls, cards: CardSet, settings: GameSettings, position: ev.PositionArranged) -> Game:
        """A game that starts from `position` (its first event) at the action step of `position.current`;
        raises PositionError (one line, the invariant's words) for a position that breaks the rules."""
        g = cls(cards, settings)
        arrange(g._ctx, position, settings.seats)
        g._pending = g.rules.advance(g._ctx)
        return g

    @classmethod
    def replay(cls, cards: CardSet, settings: GameSettings, events: list[Any]) -> Game:
        """Rebuild a game by folding its events (no rules run, no randomness used)."""
        return cls.rebuild(AlienArtifacts(cards), settings, events)

    def simulation(self) -> Simulation:
        """A Simulation of this game's true state at its pending choice (tools and tests; a seat samples its
        own with `game.match.sim.determinize(view, rng)`, which sees only what the seat may see). Playing it
        changes nothing here, and it plays exactly as `submit` would: same rules, same seed."""
        return Simulation(self.cards, self.state.clone(), self.settings.seed, self._pending, advance=False)

    # ---- saving --------------------------------------------------------------------------------
    @classmethod
    def from_json(cls, cards: CardSet, data: Any, verify: bool = True) -> Game:
        """Load a save. With verify, the decisions are played again through the rules and must give
        exactly the stored events (a tampered or foreign log is refused); then the hash must match."""
        g = cls.load(AlienArtifacts(cards), data, verify)
        clean = names.clean_settings(g.settings)
        events = names.renamed(g.events, [s.name for s in clean.seats])
        if clean is not g.settings or any(a is not b for a, b in zip(events, g.events, strict=True)):
            # names are data: the log was checked as stored, the game keeps clean names (in the settings and in
            # the log's first event alike, so its next save loads again)
            g = cls.replay(cards, clean, events)
        return g

    @classmethod
    def _begin_like(cls, rules: Any, settings: Any, events: list[Any]) -> Game:
        first = events[0] if events else None
        if isinstance(first, ev.PositionArranged):
            try:
                return cls.arranged(rules.cards, settings, first)
            except PositionError as exc:
                raise GameError(str(exc)) from None
        return cls.start(rules, settings)
