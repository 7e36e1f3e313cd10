"""Age of Galaxy's content as frozen value objects (RULINGS G85-G97). Words here are the YAML's vocabulary;
every designed number lives in cards/age_of_galaxy/*.yaml, never in code."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import attrs

# G-rulings' vocabulary (the YAML keys), in the order card text lists them.
RESOURCES = ("credit", "productivity", "innovation", "influence", "cruiser", "strength", "relic", "prestige")
IDEOLOGIES = ("cultural", "diplomatic", "industrial", "militaristic", "scientific")
ADAPTABLE = ("arctic", "desert", "oceanic", "volcanic", "verdant")  # G91: never barren on a card
PLANET_TYPES = (*ADAPTABLE, "barren")
ACTIONS = ("explore", "trade", "research", "manufacture", "retrieve", "scavenge", "colonize", "develop", "nominate")
BOARD_ACTIONS = ("explore", "manufacture", "retrieve", "scavenge", "nominate")  # G86: sections of the main board

# G92's key sets.
PRODUCTION_BUNDLE_KEYS = ("credit", "productivity", "innovation", "influence", "cruiser", "strength")
PER_COUNT_GAINS = ("credit", "innovation", "influence", "cruiser", "strength")
ON_ACTION_ACTIONS = ("explore", "trade", "research", "manufacture", "retrieve", "colonize", "develop", "nominate")
COST_MOD_ACTIONS = ("colonize", "develop", "research", "manufacture", "retrieve")
FREE_SPEND_KEYS = ("credit", "productivity", "innovation", "influence", "cruiser", "strength", "relic")
FREE_GAIN_KEYS = ("credit", "productivity", "innovation", "influence", "strength")
FREE_USES = ("once_per_turn", "any")
PROTECT_TARGETS = (*PLANET_TYPES, "developed")
WAR_KINDS = ("rank_plus", "keep_plus")

# G92 table C: countables; `of` names the planet type or Ideology for the two that take one.
COUNTABLES = ("planets", "planets_of_type", "colonized_planets", "developed_planets", "conquered_planets",
              "technologies", "alliance_cards", "nominate_discs", "relics", "strength", "productivity",
              "cruisers_in_supply", "credit", "innovation", "influence")
COUNTABLE_OF = {"planets_of_type": PLANET_TYPES, "alliance_cards": IDEOLOGIES}
END_ONLY_COUNTABLES = ("credit", "innovation", "influence")  # G92: end scoring only (G65)


@attrs.frozen
class Bundle:
    """Some resources, each a positive amount, in RESOURCES order (e.g. 2 Credits + 1 Innovation)."""

    items: tuple[tuple[str, int], ...]

    @classmethod
    def of(cls, amounts: Mapping[str, int]) -> Bundle:
        return cls(tuple((k, int(amounts[k])) for k in RESOURCES if amounts.get(k)))

    def get(self, key: str) -> int:
        return next((n for k, n in self.items if k == key), 0)

    def kinds(self) -> tuple[str, ...]:
        return tuple(k for k, _ in self.items)

    def __iter__(self) -> Iterator[tuple[str, int]]:
        return iter(self.items)

    def as_dict(self) -> dict[str, int]:
        return dict(self.items)


@attrs.frozen
class Countable:
    name: str
    of: str | None = None  # the planet type (planets_of_type) or Ideology (alliance_cards)


# ---- G92 ability primitives -------------------------------------------------------------------------------------
@attrs.frozen
class OnProductionEnd:
    form: str  # "bundle" | "per_count"
    bundle: Bundle | None = None  # form bundle
    resource: str | None = None  # form per_count: the resource gained
    count: Countable | None = None
    per: int = 1
    max: int = 1
    primitive: str = "on_production_end"


@attrs.frozen
class OnAction:
    action: str
    gain: Bundle
    planet_type: str | None = None
    primitive: str = "on_action"


@attrs.frozen
class CostMod:
    action: str
    per: str  # "action" | "relic" (retrieve) | "cruiser" (a technology's, G25/G47)
    amount: int
    primitive: str = "cost_mod"


@attrs.frozen
class FreeAction:
    spend: Bundle
    gain: Bundle
    uses: str  # "once_per_turn" | "any"
    primitive: str = "free_action"


@attrs.frozen
class Protect:
    target: str
    primitive: str = "protect"


@attrs.frozen
class ExtraAdaptation:
    type: str
    primitive: str = "adaptation"


@attrs.frozen
class WarMod:
    kind: str  # "rank_plus" | "keep_plus"
    amount: int
    primitive: str = "war_mod"


Ability = OnProductionEnd | OnAction | CostMod | FreeAction | Protect | ExtraAdaptation | WarMod
PRIMITIVES = ("on_production_end", "on_action", "cost_mod", "free_action", "protect", "adaptation", "war_mod")


@attrs.frozen
class EndScoring:
    """G96: at game end 1 VP per `per` counted things, at most `max_vp`."""

    count: Countable
    per: int
    max_vp: int


@attrs.frozen
class FactionCard:
    id: str
    name: str
    ideology: str
    adaptation: str
    debut: Bundle
    reinforcement: Bundle
    ability: Ability | None
    technologies: tuple[str, ...]
    end_scoring: EndScoring | None
    note: str


# ---- technologies (G38, G39, G47) -------------------------------------------------------------------------------
@attrs.frozen
class ColonizeBarren:
    effect: str = "colonize_barren"


@attrs.frozen
class ReachPlus:
    amount: int
    effect: str = "reach_plus"


@attrs.frozen
class KeepPlus:
    amount: int
    effect: str = "keep_plus"


@attrs.frozen
class PrivateExploration:
    tokens: int
    effect: str = "private_exploration"


@attrs.frozen
class OthersLose:
    resource: str
    amount: int
    effect: str = "others_lose"


@attrs.frozen
class GalaxyScoring:
    colonized: int
    developed: int
    max_vp: int | None = None  # RULINGS "Factions": the designed cap on Galactic Network (None: no cap)
    effect: str = "galaxy_scoring"


TechEffect = ColonizeBarren | ReachPlus | KeepPlus | PrivateExploration | OthersLose | GalaxyScoring | CostMod \
    | OnAction | Protect
TECH_EFFECTS = ("colonize_barren", "reach_plus", "keep_plus", "private_exploration", "others_lose",
                "galaxy_scoring", "cost_mod", "on_action", "protect")


@attrs.frozen
class GainPer:
    """G50: `resource` once per planet you control of these types, at the moment of research."""

    resource: str
    per_planet_of: tuple[str, ...]


@attrs.frozen
class Technology:
    id: str
    name: str
    tier: str  # "basic" | "advanced"
    board: tuple[int, int] | None  # (column, row) on the player board; None for a faction technology
    requires: tuple[str, ...]  # any one of these
    gain: Bundle | None
    gain_choice: tuple[Bundle, ...]
    gain_per: GainPer | None
    effects: tuple[TechEffect, ...]


# ---- galaxy, Trade, board (G86-G90) ---------------------------------------------------------------------------
@attrs.frozen
class PrintedPlanet:
    type: str
    reward: Bundle
    slot: str = "planet"


@attrs.frozen
class TokenSpot:
    min_players: int
    slot: str = "token_spot"


@attrs.frozen
class ExplorationSpot:
    min_players: int
    slot: str = "exploration_spot"


Slot = PrintedPlanet | TokenSpot | ExplorationSpot


@attrs.frozen
class SystemCard:
    id: str
    name: str
    slots: tuple[Slot, ...]


@attrs.frozen
class PlanetToken:
    id: str
    type: str
    reward: Bundle


@attrs.frozen
class ExplorationToken:
    id: str
    gain: Bundle


@attrs.frozen
class Exchange:
    spend: Bundle
    gain: Bundle


@attrs.frozen
class TradeCard:
    id: str
    name: str
    front_spaces: tuple[int, ...]  # minimum player count of each single space on the front (G87)
    exchanges: tuple[Exchange, ...]


@attrs.frozen
class BoardSpace:
    id: str
    action: str
    min_players: int | None  # None: the unlimited space
    gain: Bundle | None = None  # space bonus
    discount: int = 0  # Credits less per action
    prestige: int = 0  # a Nominate space's printed Prestige

    @property
    def unlimited(self) -> bool:
        return self.min_players is None


@attrs.frozen
class Design:
    """cards/age_of_galaxy/design.yaml, checked against its shape (loader.DESIGN_SHAPE): the numbers of G85-G97."""

    data: Mapping[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.data[key]


@attrs.frozen
class Content:
    factions: tuple[FactionCard, ...]
    technologies: tuple[Technology, ...]
    system_cards: tuple[SystemCard, ...]
    planet_tokens: tuple[PlanetToken, ...]
    exploration_tokens: tuple[ExplorationToken, ...]
    trade_cards: tuple[TradeCard, ...]
    spaces: tuple[BoardSpace, ...]
    trade_slots: tuple[str, ...]
    design: Design

    def technology(self, tech_id: str) -> Technology:
        return next(t for t in self.technologies if t.id == tech_id)

    def faction(self, card_id: str) -> FactionCard:
        return next(c for c in self.factions if c.id == card_id)
