"""What a verb is: its argument schema (`Verb`, `Arg`), where it may appear, and its words (`Say`).

Plain data and word functions; each verb family module (alien_artifacts/content/verbs/<family>.py) declares its
verbs with these, and alien_artifacts/rules/verbs/<family>.py executes them (docs/ENGINE_API.md, "Effect verbs").

YAML forms, all equivalent for a verb whose primary argument is `amount`:
    - gain_vp: 2
    - gain_vp: {amount: 2}
A verb without arguments may be written as a bare string: `- destroy_ship`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import attrs

from alien_artifacts.content.model import Effect
from alien_artifacts.content.words import cap

REQUIRED = object()

ACTIONS = ("build", "develop", "discover", "buy", "trade", "prepare", "remove_blockades",
           "offensive", "revenue", "mine", "any")
DECKS = ("ship", "technology", "planet")
WHO = ("self", "opponent")  # in an attack table: self = the attacker, opponent = the defender
ZONES = ("empire", "under_construction")
KIND_FILTER = ("ship", "technology", "planet", "any")
SIDE_FILTER = ("logistics", "operational", "any")
TYPE_FILTER = ("explore", "expand", "exterminate", "exploit", "any")
TRIGGER_EVENTS = (
    "complete",        # a card enters your Empire (filters: kind, type, side, first_of_type)
    "attack",          # once per attack action, after all Ships resolved (filters: target)
    "ship_attack",     # after each of your Ships' attacks (filters: min_value, target)
    "produce",         # each Resource produced on your Planet (filters: matching)
    "trade",           # after you Trade
    "buy",             # after you Buy
    "revenue",         # after Gain Revenue
    "mine",            # after Mine the Planets
    "remove_blockades",  # after you remove blockades by the action
    "artifact",        # after you play an Alien Artifact
    "defend",          # after another player's attack against you resolved
)
# Where a verb may appear.
ONE_SHOT = "one_shot"  # additionally / action / artifact / faction action / setup / attack rows / trigger do
ONGOING = "ongoing"  # logistics ongoing list
SHIP_ATTACK = "ship_attack"  # a Ship's operational attack list
END = "end"  # faction end scoring


@attrs.frozen
class Arg:
    type: type | tuple[type, ...]
    default: Any = REQUIRED
    choices: tuple[Any, ...] | None = None
    min: int | None = None
    max: int | None = None


LONG = "long"  # the card reference and the zoomed card: "gain 2 credits" (a fragment, no full stop)
SHORT = "short"  # an attack-table cell: "+2¢"
BRIEF = "brief"  # a small card face: "Build -2"
LENGTHS = (LONG, SHORT, BRIEF)


@attrs.frozen
class Say:
    """How to word an effect: the length, who "the other player" is, and how a nested list reads."""

    length: str = LONG
    opponent: str = "another player"
    this_ship: bool = False
    inner: Callable[[Iterable[Effect], Say], str] | None = None  # set by alien_artifacts/content/describe.py


Words = Callable[[Effect, Say], str]


@attrs.frozen
class Verb:
    name: str
    where: tuple[str, ...]
    args: dict[str, Arg] = attrs.field(factory=dict, hash=False)
    primary: str | None = None  # the argument a scalar shorthand sets
    doc: str = ""
    words: Words = attrs.field(default=None, eq=False, hash=False)  # the one describer of this verb


def verb(name: str, where: tuple[str, ...], doc: str, words: Words, primary: str | None = None,
         **args: Arg) -> Verb:
    return Verb(name, where, args, primary, doc, words)


def amount(lo: int = 1, hi: int = 15) -> Arg:
    return Arg(int, REQUIRED, min=lo, max=hi)


ONE = (ONE_SHOT,)
WHO_ARG = Arg(str, "self", WHO)


_COUNT_FILTERS: dict[str, Arg] = {
    "zone": Arg(str, "empire", ZONES),
    "kind": Arg(str, "any", KIND_FILTER),
    "side": Arg(str, "any", SIDE_FILTER),
    "type": Arg(str, "any", TYPE_FILTER),
}

# Measures used by conditions (`requires:`) and by vp_per (`count:`).
MEASURES: dict[str, dict[str, Arg]] = {
    "count": dict(_COUNT_FILTERS),  # cards matching the filters
    "distinct_types": dict(_COUNT_FILTERS),  # how many different Types among the matching cards
    "sets": {"zone": Arg(str, "empire", ZONES), "side": Arg(str, "any", SIDE_FILTER)},  # min(ships, techs, planets)
    "type_sets": dict(_COUNT_FILTERS),  # min over the 4 Types of matching cards
    "credits": {},
    "artifacts": {},  # Alien Artifacts in hand
    "defense_plans": {},  # Defense Plan cards in hand
    "produced": {},  # Resource cards produced on your Planets now
    "blockades": {},  # Blockade tokens on your own Empire cards
}


def pick(say: Say, long: str, short: str | None = None, brief: str | None = None) -> str:
    """The words at `say.length`: a short cell defaults to the long words capitalised, a brief face to
    the short cell."""
    if say.length == LONG:
        return long
    cell = short if short is not None else cap(long)
    if say.length == SHORT:
        return cell
    return brief if brief is not None else cell
