"""Resolution steps: the engine's to-do stack, kept as data so a state can be copied and rebuilt.

A *choice* step waits for a seat's decision (its options come from the rules' handlers,
alien_artifacts/rules/handlers.py); an *auto* step runs by itself. Fields are plain values or tuples so steps
serialize with the events.
`effects` references name a list of effects inside the card set (alien_artifacts/rules/refs.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from tabletop.log import register
from tabletop.steps import Auto, Step

__all__ = ["STEP_TYPES", "Auto", "Step", "step"]

STEP_TYPES: dict[str, type] = {}
_S = TypeVar("_S")

if TYPE_CHECKING:  # a type checker sees what the decorator makes: an attrs frozen class
    from attrs import frozen as step
else:

    def step(cls: type[_S]) -> type[_S]:
        """A step class: frozen (attrs) and known by its name to the save files."""
        return register(STEP_TYPES, cls)


# ---- choices -------------------------------------------------------------------------------------
@step
class TurnMenu(Step):
    kind = "turn"
    seat: int


@step
class Pay(Step):
    """Pay Resource symbols: `need` per colour (gold counts for any colour when gold_ok)."""

    kind = "pay"
    seat: int
    need: tuple[tuple[str, int], ...]
    gold_ok: bool
    limit: int
    used: int = 0
    paid: int = 0
    why: str = ""
    target: str = ""


@step
class BuyCount(Step):
    kind = "buy_count"
    seat: int
    deck: str
    price: int
    extra_free: int = 0


@step
class Keep(Step):
    kind = "keep"
    seat: int
    deck: str
    cards: tuple[str, ...]
    keep: int = 1


@step
class SideChoice(Step):
    kind = "side"
    seat: int
    card: str


@step
class AutoOrder(Step):
    kind = "auto_order"
    seat: int
    cards: tuple[str, ...]


@step
class ProduceSection(Step):
    kind = "produce_section"
    seat: int
    planet: str
    card: str


@step
class TargetChoice(Step):
    kind = "target"
    seat: int
    ships: tuple[str, ...]
    optional: bool = False
    why: str = ""


@step
class FleetChoice(Step):
    kind = "fleet"  # R35: which ready Ships an Offensive sends, before its target
    seat: int
    chosen: tuple[str, ...] = ()  # in Empire order


@step
class DefenseChoice(Step):
    kind = "defense_plan"
    seat: int  # the defender
    attacker: int


@step
class BlockadeChoice(Step):
    kind = "blockade"
    seat: int  # who places
    owner: int
    remaining: int


@step
class Attach(Step):
    kind = "attach"
    seat: int
    row: str
    limit: int
    used: int = 0


@step
class TradePick(Step):
    kind = "trade"
    seat: int
    colour: str
    limit: int
    used: int = 0
    paid: int = 0


@step
class RemovePick(Step):
    kind = "remove"
    seat: int
    row: str
    limit: int
    used: int = 0
    paid: int = 0


@step
class Unblock(Step):
    kind = "unblock"
    seat: int
    row: str  # a kind, or "any"
    remaining: int


@step
class DiscardStep(Step):
    kind = "discard"
    seat: int


@step
class DiscardDown(Step):
    kind = "discard_down"
    seat: int
    limit: int


@step
class DiscardEffect(Step):
    kind = "discard_down"
    seat: int
    remaining: int


@step
class ChoosePlanet(Step):
    kind = "choose_planet"
    seat: int
    amount: int


@step
class ChooseShip(Step):
    kind = "choose_ship"
    seat: int


@step
class ChooseTech(Step):
    kind = "choose_tech"
    seat: int


@step
class ChooseOpponent(Step):
    """Choose the other player an effect hits outside an attack: `what` is "blockade" (place `amount`
    Blockade tokens on their Empire) or "steal" (take up to `amount` of their credits)."""

    kind = "choose_opponent"
    seat: int
    amount: int
    what: str = "blockade"


@step
class ChooseDeck(Step):
    kind = "choose_deck"
    seat: int
    extra_free: int = 0


# ---- automatic steps -----------------------------------------------------------------------------
@step
class StartTurn(Auto):
    seat: int


@step
class DrawFill(Auto):
    seat: int


@step
class EndTurn(Auto):
    seat: int


@step
class Effects(Auto):
    """Resolve the effects at `ref` one by one (idx = next). `opponent`/`ship` give attack context."""

    seat: int
    ref: str
    idx: int = 0
    opponent: int = -1
    ship: str = ""
    setup: bool = False


@step
class Complete(Auto):
    """Move a card to the Empire after its side was chosen, and resolve that side."""

    seat: int
    card: str
    side: str
    setup: bool = False


@step
class AutoCheck(Auto):
    """R20: complete the Under Construction cards whose cost is covered. `new_only`: after cards were
    merely added there (nothing changed in the Empire or the discounts), only those that have nothing
    attached, i.e. the newcomers, are looked at (a cost of 0 needs nothing)."""

    seat: int
    new_only: bool = False


@step
class Produce(Auto):
    seat: int
    planet: str
    remaining: int


@step
class Attack(Auto):
    """An attack action in progress: ships[idx] attacks next. `costs`: the attacker's cost to complete a
    Ship, a Technology and a Planet when the attack began (automatic construction waits for its end)."""

    seat: int
    target: str  # "alien" or str(seat)
    ships: tuple[str, ...]
    idx: int = 0
    plan: str = ""  # the defender's plan ("basic" or a uid) once chosen
    costs: tuple[int, ...] = ()


@step
class Revenue(Auto):
    seat: int
    techs: tuple[str, ...]
    idx: int = 0
    why: str = "revenue"


@step
class Mine(Auto):
    seat: int
    planets: tuple[str, ...]
    idx: int = 0


@step
class Resume(Auto):
    """After an Alien Artifact played in the middle of a choice (R7): bring the interrupted choice below
    up to date (a payment's cost and assembly limit, a buy's price), then ask it again."""

    seat: int


@step
class FinalScoring(Auto):
    pass


@step
class Fire(Auto):
    """Resolve the `on:` triggers of `seat` that match this event and its facts."""

    seat: int
    event: str
    card_kind: str = ""
    card_type: str = ""
    side: str = ""
    first: bool = False
    target: str = ""
    value: int = 0
    matching: bool = False
    ship: str = ""
    opponent: int = -1
