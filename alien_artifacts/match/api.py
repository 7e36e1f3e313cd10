"""Game: the one object the UI, the AI and the tools talk to (docs/ENGINE_API.md).

A Game is the kernel's Match (tabletop/match.py: submit, undo, replay, re-simulation, saves) over the Alien
Artifacts Ruleset (alien_artifacts/match/ruleset.py), plus what only this game has: a card set, scenario positions,
names cleaned on load and a Simulation of its true state.
"""

from __future__ import annotations

from typing import Any

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import names
from alien_artifacts.engine.choices import PendingChoice
from alien_artifacts.engine.steps import FinalScoring
from alien_artifacts.match.option_facts import ChoiceFacts, choice_facts, refusal
from alien_artifacts.match.position import PositionError, arrange
from alien_artifacts.match.ruleset import (
    SAVE_FORMAT,
    AlienArtifacts,
    GameError,
    GameSettings,
    SeatSettings,
    settings_data,
    settings_from,
)
from alien_artifacts.match.sim import Simulation
from tabletop.choices import Command
from tabletop.match import MAX_PICKS, Match, MatchError, is_seat, malformed_command, shown

# the events of final scoring (R31, R36), which no decision changes
_SCORING_EVENTS = (ev.StepPopped, ev.VpChanged, ev.CreditsChanged, ev.GameEnded)


def final_scoring_start(events: list[Any]) -> int | None:
    """The index just after final scoring was pushed (the rest of the log is final scoring), or None."""
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if isinstance(e, ev.StepsPushed) and any(isinstance(x, FinalScoring) for x in e.steps):
            return i + 1
    return None

__all__ = ["MAX_PICKS", "SAVE_FORMAT", "Game", "GameError", "GameSettings", "SeatSettings", "is_seat",
           "malformed_command", "settings_data", "settings_from", "shown"]


class Game(Match[PendingChoice]):
    rules: AlienArtifacts

    def __init__(self, cards: CardSet, settings: GameSettings) -> None:
        super().__init__(AlienArtifacts(cards), settings)
        self.cards = cards
        self.state.rules = settings.rules  # every way to a Game passes here: new, loaded, rebuilt, arranged

    @classmethod
    def _blank(cls, rules: Any, settings: Any) -> Game:
        return cls(rules.cards, settings)

    # ---- creating ------------------------------------------------------------------------------
    @classmethod
    def new(cls, cards: CardSet, settings: GameSettings) -> Game:
        return cls.start(AlienArtifacts(cards), settings)

    # ---- a scenario's arranged position (alien_artifacts/match/position.py; docs/ENGINE_API.md "Scenarios") ----
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
        own with `alien_artifacts.match.sim.determinize(view, rng)`, which sees only what the seat may see). Playing it
        changes nothing here, and it plays exactly as `submit` would: same rules, same seed."""
        return Simulation(self.cards, self.state.clone(), self.settings.seed, self._pending, advance=False)

    def facts_for(self, seat: int) -> ChoiceFacts | None:
        """What each pick of `seat`'s pending choice will do (alien_artifacts/match/option_facts.py: ChoiceFacts), or
        None when the choice is not the seat's. Cached per position: the UI asks every frame."""
        cached = getattr(self, "_facts_cache", None)  # (the pending choice object, seat, facts): every submit or
        if cached is None or cached[0] is not self._pending or cached[1] != seat:  # undo makes a new choice object
            cached = (self._pending, seat, choice_facts(self.simulation(), seat))
            self._facts_cache = cached
        return cached[2]

    def refusal(self, seat: int, source: str, section: int | None, target: str) -> str:
        """Why putting `source` (held by its half `section`) on `target` does nothing now, in the rules' words
        (alien_artifacts/match/option_facts.py `refusal`)."""
        return refusal(self.simulation(), seat, source, section, target, self.facts_for(seat))

    # ---- saving --------------------------------------------------------------------------------
    @classmethod
    def from_json(cls, cards: CardSet, data: Any, verify: bool = True) -> Game:
        """Load a save. With verify, the decisions are played again through the rules and must give
        exactly the stored events (a tampered or foreign log is refused); then the hash must match."""
        try:
            g = cls.load(AlienArtifacts(cards), data, verify)
        except MatchError:
            rescored = cls._rescored(cards, data) if verify else None
            if rescored is None:
                raise
            g = rescored
        clean = names.clean_settings(g.settings)
        events = names.renamed(g.events, [s.name for s in clean.seats])
        if clean is not g.settings or any(a is not b for a, b in zip(events, g.events, strict=True)):
            # names are data: the log was checked as stored, the game keeps clean names (in the settings and in
            # the log's first event alike, so its next save loads again)
            g = cls.replay(cards, clean, events)
        return g

    @classmethod
    def _rescored(cls, cards: CardSet, data: Any) -> Game | None:
        """A finished game saved before final scoring followed the rulebook's order (R36), played again: its
        decisions and every event up to final scoring must be exactly as stored; only the final scoring, which
        the rules work out with no decision, is scored anew (docs/RULES_NOTES.md). None for anything else."""
        rules = AlienArtifacts(cards)
        try:
            if not isinstance(data, dict) or data.get("format") != rules.save_id:
                return None
            version = data.get("version")
            raw = data.get("events")
            if not isinstance(version, int) or version > rules.save_version or not isinstance(raw, list):
                return None
            settings = rules.settings_from(data.get("settings"))
            events = [rules.event_from(e) for e in raw]
            k = final_scoring_start(events)
            if k is None or not events or not isinstance(events[-1], ev.GameEnded) or not all(
                    isinstance(e, _SCORING_EVENTS) for e in events[k:]):
                return None
            g = cls._begin_like(rules, settings, events)
            for e in events[:k]:
                decided = rules.decision(e)
                if decided is None:
                    continue
                p = g.pending
                if p is None or not g.submit(Command(decided[0], p.id, (decided[1],))).ok:
                    return None
            if not g.over or final_scoring_start(g.events) != k or g.events[:k] != events[:k]:
                return None
            return g
        except Exception:  # a malformed save is refused with the strict load's own words
            return None

    @classmethod
    def _begin_like(cls, rules: Any, settings: Any, events: list[Any]) -> Game:
        first = events[0] if events else None
        if isinstance(first, ev.PositionArranged):
            try:
                return cls.arranged(rules.cards, settings, first)
            except PositionError as exc:
                raise GameError(str(exc)) from None
        return cls.start(rules, settings)
