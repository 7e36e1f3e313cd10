"""Mutable game state. Only `fold.apply` changes it (one event at a time); everything else reads.

Card instances are named by their definition id (every physical card has its own id: "res_17",
"ship_black_plague", "dp_03", "art_07"). Piles are lists whose *last* element is the top.
"""

from __future__ import annotations

from typing import Any

import attrs

# A Resource card tucked somewhere with one section showing: (resource uid, section index 0|1)
Tucked = tuple[str, int]


@attrs.define(slots=True)
class PlayerState:
    seat: int
    name: str
    faction: str = ""
    credits: int = 0
    vp: int = 0
    hand: list[str] = attrs.field(factory=list)  # Resource uids
    artifacts: list[str] = attrs.field(factory=list)
    defense_plans: list[str] = attrs.field(factory=list)
    under_construction: list[str] = attrs.field(factory=list)  # card uids, in the order they arrived
    attached: dict[str, list[Tucked]] = attrs.field(factory=dict)  # UC card uid -> prepared resources
    empire: list[str] = attrs.field(factory=list)  # card uids, in the order they arrived
    sides: dict[str, str] = attrs.field(factory=dict)  # empire uid -> "logistics" | "operational"
    blockades: dict[str, int] = attrs.field(factory=dict)  # empire uid -> tokens (absent = 0)
    produced: dict[str, list[Tucked]] = attrs.field(factory=dict)  # planet uid -> produced resources
    vp_sources: dict[str, int] = attrs.field(factory=dict)  # why VP were gained (for the score screen)
    turns: int = 0

    def clone(self) -> PlayerState:
        return PlayerState(
            self.seat, self.name, self.faction, self.credits, self.vp, list(self.hand), list(self.artifacts),
            list(self.defense_plans), list(self.under_construction),
            {k: list(v) for k, v in self.attached.items()}, list(self.empire), dict(self.sides),
            dict(self.blockades), {k: list(v) for k, v in self.produced.items()}, dict(self.vp_sources),
            self.turns)


@attrs.define(slots=True)
class TurnState:
    """Facts that last for one turn of the current player."""

    action_taken: bool = False
    additionally_used: list[str] = attrs.field(factory=list)
    attacked: list[str] = attrs.field(factory=list)  # ships that attacked this turn
    activated: list[str] = attrs.field(factory=list)  # blockaded cards paid for this turn
    temp_discounts: list[tuple[str, int]] = attrs.field(factory=list)  # (action, amount)


@attrs.define(slots=True)
class State:
    players: list[PlayerState]
    # Piles: "ship", "technology", "planet" (bottom = index 0), "resource", "alien", "defense", "artifact"
    decks: dict[str, list[str]] = attrs.field(factory=dict)
    # Discard piles: "resource", "artifact", "defense" (Ships/Techs/Planets go to the bottom of their deck)
    discards: dict[str, list[str]] = attrs.field(factory=dict)
    alien_system: str | None = None
    revealed: list[str] = attrs.field(factory=list)  # Resource cards turned face up, not yet discarded
    open_cards: list[str] = attrs.field(factory=list)  # Ships/Techs/Planets drawn, not yet placed
    round_marker: int = 1
    end_triggered: bool = False
    last_turn_seat: int | None = None  # the game ends after this seat's turn once triggered
    start_player: int = 0
    current: int = 0
    turn_number: int = 0  # turns begun in the whole game
    turn: TurnState = attrs.field(factory=TurnState)
    blockades_left: int = 38
    stack: list[Any] = attrs.field(factory=list)  # resolution steps (frozen attrs); last = active
    choice_id: int = 0
    random_uses: int = 0  # how many random outcomes so far (each gets its own seeded generator)
    over: bool = False
    winners: tuple[int, ...] = ()
    final: dict[int, dict[str, int]] = attrs.field(factory=dict)  # seat -> VP breakdown at the end
    tiebreak: str = ""
    # The rules' edition this game plays by, from its settings (alien_artifacts/match/ruleset.py RULES): 1 = before R35
    # (an Offensive sends every ready Ship), 2 = R35 (the attacker chooses the Ships). Not part of the position:
    # the state hash leaves it out (alien_artifacts/engine/serial.py), so saves written before it existed keep their
    # hash.
    rules: int = 2

    def player(self, seat: int) -> PlayerState:
        return self.players[seat]

    def clone(self, with_stack: bool = True) -> State:
        """A fast independent copy (steps are frozen, so the stack shares them)."""
        t = self.turn
        return State(
            players=[p.clone() for p in self.players],
            decks={k: list(v) for k, v in self.decks.items()},
            discards={k: list(v) for k, v in self.discards.items()},
            alien_system=self.alien_system, revealed=list(self.revealed), open_cards=list(self.open_cards),
            round_marker=self.round_marker, end_triggered=self.end_triggered, last_turn_seat=self.last_turn_seat,
            start_player=self.start_player, current=self.current, turn_number=self.turn_number,
            turn=TurnState(t.action_taken, list(t.additionally_used), list(t.attacked), list(t.activated),
                           list(t.temp_discounts)),
            blockades_left=self.blockades_left, stack=list(self.stack) if with_stack else [],
            choice_id=self.choice_id, random_uses=self.random_uses, over=self.over, winners=self.winners,
            final={k: dict(v) for k, v in self.final.items()}, tiebreak=self.tiebreak, rules=self.rules)
