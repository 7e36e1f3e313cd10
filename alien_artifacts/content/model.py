"""Frozen card definitions: what the YAML under cards/ turns into.

Pure data, no rules. The rules execute `Effect` verbs (alien_artifacts/rules/verbs/); the loader
(alien_artifacts/content/loader.py) validates every verb and its arguments against alien_artifacts/content/verbs/.
"""

from __future__ import annotations

from typing import Any

import attrs

TYPES: tuple[str, ...] = ("explore", "expand", "exterminate", "exploit")
COLOURS: tuple[str, ...] = ("blue", "green", "red", "gold")
KINDS: tuple[str, ...] = ("ship", "technology", "planet")
SIDES: tuple[str, ...] = ("logistics", "operational")
# The action each Empire row is completed with, and the colour that pays for it.
KIND_ACTION: dict[str, str] = {"ship": "build", "technology": "develop", "planet": "discover"}
KIND_COLOUR: dict[str, str] = {"ship": "red", "technology": "blue", "planet": "green"}


@attrs.frozen
class Effect:
    """One verb with its arguments, e.g. Effect("gain_vp", {"amount": 1})."""

    verb: str
    args: dict[str, Any] = attrs.field(factory=dict, eq=True, hash=False)

    def get(self, key: str, default: Any = None) -> Any:
        return self.args.get(key, default)


@attrs.frozen
class Condition:
    """A counting condition: `measure` over `filters` must reach `at_least`."""

    measure: str
    filters: dict[str, Any] = attrs.field(factory=dict, hash=False)
    at_least: int = 1


@attrs.frozen
class ScoringRow:
    """One line of an operational Technology's scoring table."""

    requires: Condition
    during: int
    end: int


@attrs.frozen
class Logistics:
    """The logistics (white) side: ONGOING modifiers/triggers, ADDITIONALLY and ACTION effects."""

    text: str = ""
    ongoing: tuple[Effect, ...] = ()
    additionally: tuple[Effect, ...] = ()
    action: tuple[Effect, ...] = ()


@attrs.frozen
class Operational:
    """The operational side: a Ship's attack ability, a Planet's production, a Technology's scoring."""

    text: str = ""
    attack: tuple[Effect, ...] = ()  # ships: attack_bonus / after_attack ...
    scoring: tuple[ScoringRow, ...] = ()  # technologies


@attrs.frozen
class CardDef:
    """A Ship, Technology or Planet."""

    id: str
    name: str
    kind: str  # ship | technology | planet
    type: str  # explore | expand | exterminate | exploit
    logistics: Logistics
    operational: Operational
    flavor: str = ""


@attrs.frozen
class Section:
    colour: str
    symbols: int
    type: str


@attrs.frozen
class ResourceDef:
    id: str
    number: int
    sections: tuple[Section, Section]


@attrs.frozen
class AttackTable:
    """Effects for attack values 1..4 (values above 4 resolve row 4)."""

    rows: tuple[tuple[Effect, ...], tuple[Effect, ...], tuple[Effect, ...], tuple[Effect, ...]]

    def row(self, value: int) -> tuple[Effect, ...]:
        return self.rows[max(1, min(4, value)) - 1]


@attrs.frozen
class AlienSystemDef:
    id: str
    name: str
    table: AttackTable
    flavor: str = ""


@attrs.frozen
class DefensePlanDef:
    id: str
    name: str
    table: AttackTable
    basic: bool = False
    flavor: str = ""


@attrs.frozen
class ArtifactDef:
    id: str
    name: str
    text: str
    play: tuple[Effect, ...]
    flavor: str = ""


@attrs.frozen
class FactionAction:
    name: str
    text: str
    effects: tuple[Effect, ...]


@attrs.frozen
class FactionDef:
    id: str
    name: str
    colour: str  # a display colour hint, e.g. "#d04040"
    setup_text: str
    setup: tuple[Effect, ...]
    action: FactionAction
    end_text: str
    end_scoring: tuple[Effect, ...]
    flavor: str = ""


@attrs.frozen
class RulesData:
    """Numbers the rules name, kept as data (cards/alien_artifacts/rules.yaml)."""

    round_marker_start: dict[int, int]  # players -> start space (R5); the end triggers after space 1
    start_credits: int = 8
    start_hand: int = 3
    hand_limit: int = 3
    bank_max: int = 15
    assembly_limit: int = 2
    base_cost: int = 5  # Build / Develop / Discover base cost and the Buy price
    operational_cost: int = 5  # Offensive / Revenue / Mine
    blockade_tokens: int = 38
    exploit_produce: int = 3
    mine_produce: int = 1
    # Standard logistics side of Ships and Planets by Type (cards may add more).
    ship_logistics: dict[str, tuple[Effect, ...]] = attrs.field(factory=dict, hash=False)
    planet_logistics: dict[str, tuple[Effect, ...]] = attrs.field(factory=dict, hash=False)


@attrs.frozen
class CardSet:
    """Everything the engine needs: every definition by id, plus the rules data."""

    cards: dict[str, CardDef] = attrs.field(hash=False)  # ships, technologies, planets
    resources: dict[str, ResourceDef] = attrs.field(hash=False)
    alien_systems: dict[str, AlienSystemDef] = attrs.field(hash=False)
    defense_plans: dict[str, DefensePlanDef] = attrs.field(hash=False)  # not the basic one
    basic_defense: DefensePlanDef
    artifacts: dict[str, ArtifactDef] = attrs.field(hash=False)
    factions: dict[str, FactionDef] = attrs.field(hash=False)
    rules: RulesData

    def of_kind(self, kind: str) -> list[CardDef]:
        return [c for c in self.cards.values() if c.kind == kind]
