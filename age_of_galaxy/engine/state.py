"""The state of a game of Age of Galaxy: plain values (attrs) the fold changes one event at a time."""

from __future__ import annotations

from typing import Any

import attrs

from tabletop.pieces.spaces import Board
from tabletop.pieces.tracks import Stacked, Wrapping
from tabletop.rounds import Calendar, Turns
from tabletop.sealed import Sealed

HELD = ("credit", "productivity", "innovation", "influence", "cruiser", "strength", "relic")  # prestige: the track
DISCS = 16  # G2: Action discs per colour
CRUISERS = 9  # G2: Cruisers per colour
CAPS = {"credit": 12, "productivity": 12, "strength": 12, "cruiser": 5}  # G3 (design.yaml caps)
HAND = 7  # G16
ROUNDS = 5  # G18
PHASES = ("production", "action", "war", "galactic")
PRESTIGE = Wrapping(20, 2)  # G4: the 20+/40+ token
START = {"productivity": 3}  # G15: everything else 0


def _start() -> dict[str, int]:
    return {k: START.get(k, 0) for k in HELD}


@attrs.define
class Player:
    name: str
    res: dict[str, int] = attrs.field(factory=_start)
    discs: int = 0  # personal supply (G19)
    common_discs: int = DISCS - 1  # G62: 16 less the one on the Prestige track
    common_cruisers: int = CRUISERS
    hand: list[str] = attrs.field(factory=list)
    alliance: list[str] = attrs.field(factory=list)
    true_major: str | None = None
    techs: list[str] = attrs.field(factory=list)
    discarded: list[str] = attrs.field(factory=list)  # setup discards: known only to this player (G16, G68)
    scope: list[str] = attrs.field(factory=list)  # Deep Space Telescope tokens, face down even to its owner (G48)

    def clone(self) -> Player:
        return attrs.evolve(self, res=dict(self.res), hand=list(self.hand), alliance=list(self.alliance),
                            techs=list(self.techs), discarded=list(self.discarded), scope=list(self.scope))


@attrs.define
class Planet:
    """A printed planet or a Planet token on its spot (G14). `discs`: the owner's colour once (Colonized) or twice
    (Developed); `cruiser`: the colour of a Conquering Cruiser (G54)."""

    key: str  # "<system card>:<slot>"
    position: int  # 1-5
    type: str
    token: str | None = None  # the Planet token's id, for a token spot
    discs: list[int] = attrs.field(factory=list)
    cruiser: int | None = None

    @property
    def empty(self) -> bool:
        return not self.discs and self.cruiser is None

    def clone(self) -> Planet:
        return attrs.evolve(self, discs=list(self.discs))


@attrs.define
class TradeSlot:
    """A Trade card in its slot (G10): the front's single spaces (Board, blocking discs G12), or the back's one
    unlimited space once flipped (G61); `overflow`: discs moved onto a full card (G58)."""

    card: str
    action: str  # the linked action (G10)
    board: Board
    overflow: list[int] = attrs.field(factory=list)
    flipped: bool = False


@attrs.define
class State:
    players: list[Player] = attrs.field(factory=list)
    first: int = 0
    board: Board = attrs.field(factory=lambda: Board(()))
    trade: list[TradeSlot] = attrs.field(factory=list)
    trade_box: list[str] = attrs.field(factory=list)  # the 2 unused Trade cards, unseen (G10)
    deck: list[str] = attrs.field(factory=list)  # top first
    discard: list[str] = attrs.field(factory=list)  # the public discard pile (G31)
    systems: list[str] = attrs.field(factory=list)  # positions 1-5
    system_box: list[str] = attrs.field(factory=list)  # the 3 unused System cards
    revealed: int = 0  # positions 1..revealed are face up
    fleet: int = 1
    planets: dict[str, Planet] = attrs.field(factory=dict)
    spots: dict[str, str | None] = attrs.field(factory=dict)  # Exploration spot -> face-down token (None: empty)
    spot_positions: dict[str, int] = attrs.field(factory=dict)
    planet_stack: list[str] = attrs.field(factory=list)  # top first
    explo_stack: list[str] = attrs.field(factory=list)
    explored: list[tuple[int, str]] = attrs.field(factory=list)  # (who, token) revealed, out of the game
    prestige: Stacked = attrs.field(factory=lambda: Stacked((), PRESTIGE))
    discards: Sealed = attrs.field(factory=lambda: Sealed("discard", (), public=False))
    calendar: Calendar | None = None
    turns: Turns = attrs.field(factory=lambda: Turns(()))
    stack: list[Any] = attrs.field(factory=list)
    choice_id: int = 0
    random_uses: int = 0
    over: bool = False
    scores: tuple[tuple[int, ...], ...] = ()  # per seat: prestige, ideology, galaxy, relics, faction, total
    winners: tuple[int, ...] = ()
    solo: bool = False  # G74: the last player is the Virtual Opponent, a participant that is no seat
    lost_tokens: list[str] = attrs.field(factory=list)  # Exploration tokens out of the game unrevealed (G78)
    packs: list[list[str]] = attrs.field(factory=list)  # G72 drafting: the pack each seat holds
    seen_packs: list[list[str]] = attrs.field(factory=list)  # G68: every card of every pack a seat has held
    box_cards: list[str] = attrs.field(factory=list)  # G72: the 40 - 7N cards out of the game unseen
    draft: Sealed = attrs.field(factory=lambda: Sealed("draft", (), public=False))

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def seats(self) -> int:
        return len(self.players) - self.solo

    @property
    def vo(self) -> int | None:
        return len(self.players) - 1 if self.solo else None

    def clone(self) -> State:
        return attrs.evolve(
            self, players=[p.clone() for p in self.players], trade=[attrs.evolve(t, overflow=list(t.overflow))
                                                                    for t in self.trade],
            trade_box=list(self.trade_box), deck=list(self.deck), discard=list(self.discard),
            systems=list(self.systems), system_box=list(self.system_box),
            planets={k: p.clone() for k, p in self.planets.items()}, spots=dict(self.spots),
            spot_positions=dict(self.spot_positions), planet_stack=list(self.planet_stack),
            explo_stack=list(self.explo_stack), explored=list(self.explored), stack=list(self.stack),
            lost_tokens=list(self.lost_tokens), packs=[list(p) for p in self.packs],
            seen_packs=[list(p) for p in self.seen_packs], box_cards=list(self.box_cards))

    @property
    def round(self) -> int:
        return self.calendar.round if self.calendar is not None else ROUNDS
