"""Ctx: the one object rules code works through. Every change goes out as an event and is folded."""

from __future__ import annotations

from typing import Any

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine.fold import apply
from alien_artifacts.engine.state import PlayerState, State
from tabletop.runtime import Context


class Ctx(Context):
    """The kernel's Context (`emit`, `push`, `pop`, `replace`, `count_down`, `rng`: tabletop/runtime.py) with this
    game's fold, its card set and its deck, bank and score helpers."""

    __slots__ = ("cards",)
    state: State  # (the kernel's Context holds any game's)

    def __init__(self, state: State, cards: CardSet, seed: int, log: list[Any]) -> None:
        super().__init__(state, seed, log, apply)
        self.cards = cards

    # ---- the state ---------------------------------------------------------------------------------
    def player(self, seat: int) -> PlayerState:
        return self.state.players[seat]

    @property
    def n(self) -> int:
        return len(self.state.players)

    # ---- randomness: each random outcome has its own generator (`rng`), so replays need none ------
    def shuffle(self, deck: str, cards: list[str]) -> None:
        order = sorted(cards)
        self.rng().shuffle(order)
        self.emit(ev.DeckShuffled(deck, tuple(order)))

    # ---- Resource deck (R9) ----------------------------------------------------------------------
    def _refill_resources(self) -> bool:
        s = self.state
        if s.decks["resource"]:
            return True
        if not s.discards["resource"]:
            return False
        self.shuffle("resource", s.discards["resource"])
        return True

    def _after_resource_draw(self) -> None:
        s = self.state
        if s.decks["resource"] or s.end_triggered:
            return
        if s.round_marker <= 1:
            self.emit(ev.EndTriggered((s.start_player - 1) % self.n))
        else:
            self.emit(ev.RoundMarkerMoved(s.round_marker - 1))

    def draw_resource(self, seat: int) -> str | None:
        if not self._refill_resources():
            return None
        card = self.state.decks["resource"][-1]
        self.emit(ev.ResourceDrawn(seat, card))
        self._after_resource_draw()
        return card

    def reveal_resource(self, why: str) -> str | None:
        if not self._refill_resources():
            return None
        card = self.state.decks["resource"][-1]
        self.emit(ev.ResourceRevealed(card, why))
        self._after_resource_draw()
        return card

    # ---- other decks (R10) -----------------------------------------------------------------------
    def top_of(self, deck: str) -> str | None:
        s = self.state
        if not s.decks[deck] and s.discards.get(deck):
            self.shuffle(deck, s.discards[deck])
        return s.decks[deck][-1] if s.decks[deck] else None

    def gain_artifact(self, seat: int) -> None:
        card = self.top_of("artifact")
        if card is not None:
            self.emit(ev.ArtifactGained(seat, card))

    def gain_defense_plan(self, seat: int) -> None:
        card = self.top_of("defense")
        if card is not None:
            self.emit(ev.DefensePlanGained(seat, card))

    # ---- banks and scores ----------------------------------------------------------------------
    def credits(self, seat: int, delta: int, why: str) -> int:
        """Change a bank within 0..15 (gains beyond 15 are lost, R17); returns the real change."""
        p = self.player(seat)
        real = max(-p.credits, min(delta, self.cards.rules.bank_max - p.credits))
        if real:
            self.emit(ev.CreditsChanged(seat, real, why))
        return real

    def vp(self, seat: int, delta: int, why: str) -> int:
        p = self.player(seat)
        real = max(delta, -p.vp)
        if real:
            self.emit(ev.VpChanged(seat, real, why))
        return real
