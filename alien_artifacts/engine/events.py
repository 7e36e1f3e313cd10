"""Events: frozen facts in the past tense. The log of a game is a list of these.

`BARRIER` events reveal hidden information or carry a random outcome: undo never crosses them.
Every field is a plain value (int, str, bool, None) or a tuple of them, so events serialize to
plain JSON (alien_artifacts/engine/serial.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from tabletop import log, runtime
from tabletop.runtime import Decided as Decided  # the kernel's decision and step-stack events, AA's by name
from tabletop.runtime import StepPopped as StepPopped
from tabletop.runtime import StepReplaced as StepReplaced
from tabletop.runtime import StepsPushed as StepsPushed

EVENT_TYPES: dict[str, type] = {}
_E = TypeVar("_E")

if TYPE_CHECKING:  # a type checker sees what the decorator makes: an attrs frozen class
    from attrs import frozen as event
else:

    def event(cls: type[_E]) -> type[_E]:
        """An event class: frozen (attrs) and known by its name to the save files."""
        return log.register(EVENT_TYPES, cls)


class Event(log.Event):
    """An Alien Artifacts event (`flow`, the kernel's: bookkeeping of the resolution stack, never narrated)."""


# ---- setup -------------------------------------------------------------------------------------
@event
class GameStarted(Event):
    names: tuple[str, ...]
    round_marker: int
    credits: int
    blockades: int


@event
class FactionsAssigned(Event):
    barrier = True
    factions: tuple[str, ...]


@event
class StartPlayerChosen(Event):
    barrier = True
    seat: int


@event
class DeckShuffled(Event):
    """`deck` now holds `order` (last = top). For the Resource deck, its discard pile was shuffled in."""

    barrier = True
    deck: str
    order: tuple[str, ...]


@event
class AlienSystemRevealed(Event):
    barrier = True
    card: str


@event
class AlienSystemCycled(Event):
    card: str  # the old one, now at the bottom of the Alien System deck


@event
class PositionArranged(Event):
    """A scenario's position (docs/ENGINE_API.md "Scenarios"), in place of the setup: every card's place,
    the banks, VP and markers, as plain data. Per-seat fields hold one entry per seat; piles are bottom
    first, like the state. The game goes on from here through commands (alien_artifacts/match/position.py)."""

    barrier = True
    names: tuple[str, ...]
    factions: tuple[str, ...]
    credits: tuple[int, ...]
    vp: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    artifacts: tuple[tuple[str, ...], ...]
    defense_plans: tuple[tuple[str, ...], ...]
    under_construction: tuple[tuple[str, ...], ...]
    attached: tuple[tuple[tuple[str, str, int], ...], ...]  # (card under construction, resource, section)
    empire: tuple[tuple[tuple[str, str, int], ...], ...]  # (card, side, Blockade tokens)
    produced: tuple[tuple[tuple[str, str, int], ...], ...]  # (planet, resource, section)
    decks: tuple[tuple[str, tuple[str, ...]], ...]  # (deck, cards bottom first)
    discards: tuple[tuple[str, tuple[str, ...]], ...]
    alien_system: str
    round_marker: int
    start_player: int
    current: int
    blockades_left: int
    turns_played: int = 0
    last_turn_seat: int | None = None  # set: the end is triggered, the game ends after this seat's turn


# ---- turn structure ----------------------------------------------------------------------------
@event
class TurnStarted(Event):
    seat: int


@event
class ActionChosen(Event):
    seat: int
    action: str  # the option key


@event
class Passed(Event):
    seat: int


@event
class TurnEnded(Event):
    seat: int


@event
class RoundMarkerMoved(Event):
    space: int


@event
class EndTriggered(Event):
    last_seat: int


@event
class GameEnded(Event):
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    tiebreak: str
    # per seat: (during, empire, technologies, faction, blockade_credits_paid)
    breakdown: tuple[tuple[int, int, int, int, int], ...]


# ---- resources ---------------------------------------------------------------------------------
@event
class ResourceDrawn(Event):
    barrier = True
    seat: int
    card: str


@event
class ResourceRevealed(Event):
    """The top Resource card is turned face up (attack, revenue, sell, production)."""

    barrier = True
    card: str
    why: str


@event
class RevealedDiscarded(Event):
    card: str


@event
class Produced(Event):
    seat: int
    planet: str
    card: str
    section: int


@event
class ResourcePaid(Event):
    seat: int
    card: str
    section: int
    source: str  # "hand" or the planet uid it was produced on


@event
class ResourceAttached(Event):
    seat: int
    card: str
    section: int
    target: str
    source: str


@event
class ResourceDiscarded(Event):
    seat: int
    card: str


# ---- ships / technologies / planets ------------------------------------------------------------
@event
class CardsDrawn(Event):
    """Cards taken off a deck into the open (buy, draw and choose); only their taker sees them."""

    barrier = True
    seat: int
    deck: str
    cards: tuple[str, ...]


@event
class CardKept(Event):
    seat: int
    card: str


@event
class CardsBottomed(Event):
    deck: str
    cards: tuple[str, ...]
    from_deck: bool = False  # True: taken from the deck top (search), else from the open cards


@event
class CardTaken(Event):
    barrier = True
    seat: int
    deck: str
    card: str
    to: str  # "under_construction" | "empire"
    side: str


@event
class CardCompleted(Event):
    seat: int
    card: str
    side: str


@event
class ShipDestroyed(Event):
    seat: int
    card: str


@event
class ShipDamaged(Event):
    seat: int
    card: str


@event
class BlockadePlaced(Event):
    seat: int  # the owner of the card
    card: str
    by: int


@event
class BlockadeRemoved(Event):
    seat: int
    card: str


@event
class CardActivated(Event):
    seat: int
    card: str
    credits: int


# ---- scores and banks --------------------------------------------------------------------------
@event
class CreditsChanged(Event):
    seat: int
    delta: int
    why: str


@event
class VpChanged(Event):
    seat: int
    delta: int
    why: str


@event
class TechnologyScored(Event):
    seat: int
    card: str
    vp: int


# ---- artifacts, defense, attacks ---------------------------------------------------------------
@event
class ArtifactGained(Event):
    barrier = True
    seat: int
    card: str


@event
class ArtifactPlayed(Event):
    seat: int
    card: str


@event
class DefensePlanGained(Event):
    barrier = True
    seat: int
    card: str


@event
class DefensePlanChosen(Event):
    seat: int
    plan: str  # "basic" or a Defense Plan uid


@event
class ShipsChosen(Event):
    """R35: the Ships an Offensive sends (Empire order) and those that stay back."""
    seat: int
    ships: tuple[str, ...]
    held: tuple[str, ...]


@event
class AttackDeclared(Event):
    seat: int
    target: str  # "alien" or a seat number as text
    ships: tuple[str, ...]


@event
class ShipAttacked(Event):
    seat: int
    ship: str
    target: str
    card: str  # the revealed Resource card
    value: int
    row: int


@event
class AdditionallyUsed(Event):
    seat: int
    card: str


@event
class TempDiscountAdded(Event):
    seat: int
    action: str
    amount: int


# ---- decisions and the resolution stack: the kernel's (tabletop/runtime.py), by the same names --------------
# Decided(seat, choice, pick, auto) and the flow events StepsPushed(steps), StepPopped(), StepReplaced(step)
EVENT_TYPES.update(runtime.EVENTS)
