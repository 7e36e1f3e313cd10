"""The steps of the game's to-do stack (frozen, logged inside the kernel's step events)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from age_of_galaxy.engine.events import EVENTS
from tabletop import log
from tabletop.steps import Auto, Step

if TYPE_CHECKING:  # a type checker sees what the decorator makes: an attrs frozen class
    from attrs import frozen as step
else:
    step = log.registrar(EVENTS)


@step
class SetupDiscard(Step):
    """G16: the seat's sealed discard of 0-3 cards, picked one card at a time, then kept."""

    kind = "setup_discard"
    seat: int
    chosen: tuple[str, ...] = ()


@step
class OpenDiscards(Auto):
    pass


@step
class DraftPick(Step):
    """G72: a sealed pick of one card of the pack the seat holds."""

    kind = "draft"
    seat: int


@step
class OpenDraft(Auto):
    pass


@step
class DebutPick(Step):
    kind = "debut"
    seat: int


@step
class BeginRound(Auto):
    round: int


@step
class ActionPhase(Auto):
    pass


@step
class Turn(Step):
    """G21: one action, any free actions, at most one card play; End turn once the action is resolved."""

    kind = "turn"
    seat: int
    acted: bool = False
    played: bool = False
    used: tuple[str, ...] = ()  # once-per-turn free actions used


@step
class ExploreTarget(Step):
    kind = "explore"
    seat: int
    space: str


@step
class CountPick(Step):
    """MANUFACTURE or RETRIEVE: how many (G40, G41)."""

    kind = "count"
    seat: int
    action: str
    space: str


@step
class ResearchPick(Step):
    kind = "research"
    seat: int


@step
class ColonizeTarget(Step):
    kind = "colonize"
    seat: int


@step
class DevelopTarget(Step):
    kind = "develop"
    seat: int


@step
class RewardPick(Step):
    """A choice of bundles: DEVELOP's (G45) or a technology's gain_choice (Xenology)."""

    kind = "reward"
    seat: int
    source: str  # "develop" or a technology id


@step
class PayChoice(Step):
    """G8: how to cover a Credit shortfall (Innovation and Influence), asked before the choice `key` of `step`
    resolves."""

    kind = "pay"
    seat: int
    step: Any
    key: str


@step
class ActionDone(Auto):
    """After an action: its on_action abilities (G92), then the turn goes on."""

    seat: int
    action: str
    planet_type: str = ""
    space: str = ""  # the board space whose bonus comes after the technologies' gains (G34)
    played: bool = False  # an Adaptation card was played inside this COLONIZE (G30)


@step
class War(Auto):
    pass


@step
class WarAcquire(Step):
    """G54: the sole Overlord's acquisition; `vo`: the Virtual Opponent's, whose planet the player chooses (G79)."""

    kind = "acquire"
    seat: int
    vo: bool = False


@step
class VOCards(Auto):
    """G77: the Virtual Opponent's cards after the player's last turn of the round."""

    remaining: int


@step
class WarDiscard(Auto):
    pass


@step
class Galactic(Auto):
    pass


@step
class FinalScoring(Auto):
    pass
