"""Age of Galaxy's events: facts in the past tense. Every random outcome is inside an event (G70): the setup
shuffles (`Shuffled`), and each reveal of a hidden thing is a barrier that undo never crosses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop import log, runtime
from tabletop.automaton import EVENTS as AUTOMATON_EVENTS
from tabletop.rounds import EVENTS as ROUND_EVENTS
from tabletop.sealed import EVENTS as SEALED_EVENTS

EVENTS: dict[str, type] = {}
for _table in (runtime.EVENTS, ROUND_EVENTS, SEALED_EVENTS, AUTOMATON_EVENTS):
    EVENTS.update(_table)

if TYPE_CHECKING:  # a type checker sees what the decorator makes: an attrs frozen class
    from attrs import frozen as event
else:
    event = log.registrar(EVENTS)


@event
class Started(log.Event):
    names: tuple[str, ...]  # the seats, then the Virtual Opponent when `solo`
    solo: bool = False


@event
class VOCardRevealed(log.Event):
    """G77: the top card of the Virtual Opponent's deck turned face up; it goes to the public discard."""

    barrier = True
    card: str


@event
class ExplorationRemoved(log.Event):
    """G78 Scientific: a face-down Exploration token left the game unrevealed."""

    spot: str


@event
class Shuffled(log.Event):
    """The setup shuffles (G10, G11, G13, G16): the faction deck (top first), the Trade cards (the first 3 to the
    slots), the System cards (the first 5 to positions 1-5), both token stacks, the first player."""

    barrier = True
    deck: tuple[str, ...]
    trade: tuple[str, ...]
    systems: tuple[str, ...]
    planets: tuple[str, ...]
    explorations: tuple[str, ...]
    first: int


@event
class PacksDealt(log.Event):
    """G72: 7 cards from the deck's top to each seat's pack, in turn order; the rest leave the game unseen."""

    size: int


@event
class CardsDrawn(log.Event):
    who: int
    n: int  # from the top of the deck


@event
class SystemRevealed(log.Event):
    barrier = True
    position: int
    card: str


@event
class PlanetTokenPlaced(log.Event):
    """The top Planet token went face up onto a token spot (G13)."""

    barrier = True
    spot: str
    token: str


@event
class ExplorationPlaced(log.Event):
    """The top Exploration token went face down onto a spot (G13); its identity stays hidden."""

    spot: str


@event
class ResourceChanged(log.Event):
    who: int
    resource: str
    delta: int  # what happened
    lost: int = 0  # G3/G2: the part of a gain beyond a cap or the common supply


@event
class PrestigeMoved(log.Event):
    who: int
    delta: int


@event
class DiscsTaken(log.Event):
    """Production (G19): from the colour's common supply to the personal supply."""

    who: int
    n: int


@event
class DiscPlaced(log.Event):
    """One disc from the personal supply: `kind` space (main board), planet, tech or trade (slot:space)."""

    who: int
    kind: str
    where: str


@event
class CardPlayed(log.Event):
    who: int
    card: str
    mode: str  # alliance, major, reinforcement, adaptation, debut


@event
class TokenExplored(log.Event):
    """A face-down Exploration token revealed to everyone and gained (G34); it leaves the game face up."""

    barrier = True
    who: int
    spot: str  # an Exploration spot, or "scope:<i>" on the player's Telescope card
    token: str


@event
class TelescopeFilled(log.Event):
    who: int
    n: int  # tokens from the top of the Exploration stack, face down (G48)


@event
class PlanetAcquired(log.Event):
    """G54: the planet's discs went back to their owners' common supply; a Cruiser of `who` sits on it."""

    who: int
    planet: str
    from_common: bool = False  # G78: the Cruiser came from the colour's common supply


@event
class FleetMoved(log.Event):
    position: int


@event
class SpaceEmptied(log.Event):
    """Galactic steps 2-3 (G58): the player discs on a board space went to a Trade slot (`slot` >= 0) or back to
    their common supply (-1)."""

    space: str
    slot: int


@event
class GoldenAge(log.Event):
    """G60: the full front-side Trade cards in `slots` flipped; `kept` per seat went to the personal supply, the
    rest of each seat's returned discs to its common supply."""

    slots: tuple[int, ...]
    kept: tuple[int, ...]


@event
class Scored(log.Event):
    """G63-G66: per seat (prestige, ideology, galaxy, relics, faction, total); the winner first."""

    scores: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]


@event
class PositionArranged(log.Event):
    """A lesson's position (engine/position.py) in place of the setup discard and the Debut: per seat its tracks
    (absolute), Prestige, personal discs, hand, Alliance, True Major Ideology (or None) and technologies; the planets
    held (planet, seat, discs), the discs on the main board (space, seat), on the Trade cards (slot, seat) and the
    Fleet ship's place. The cards come off the deck; every disc comes from its colour's common supply (G2)."""

    barrier = True
    res: tuple[tuple[tuple[str, int], ...], ...]
    prestige: tuple[int, ...]
    discs: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    alliances: tuple[tuple[str, ...], ...]
    majors: tuple[str | None, ...]
    techs: tuple[tuple[str, ...], ...]
    planets: tuple[tuple[str, int, int], ...]
    spaces: tuple[tuple[str, int], ...]
    trade: tuple[tuple[int, int], ...]
    fleet: int
