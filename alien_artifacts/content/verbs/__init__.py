"""The effect vocabulary: every verb a card may use, by family, one module per family.

Each family module here (vp, credits, resources, production, cards, blockades, attack, discounts, triggers)
declares its verbs: where each may appear, its argument schema and its words at every length (the card
reference, the zoomed card, an attack-table cell, a small card face). The same-named module under
alien_artifacts/rules/verbs/ executes them and says when they are usable; alien_artifacts/ai/valuation.py values them.
Why two modules per family, one per layer: docs/ENGINE_API.md, "Effect verbs".

YAML forms, all equivalent for a verb whose primary argument is `amount`:
    - gain_vp: 2
    - gain_vp: {amount: 2}
A verb without arguments may be written as a bare string: `- destroy_ship`.
"""

from __future__ import annotations

from types import ModuleType

from alien_artifacts.content.verbs import (
    attack,
    blockades,
    cards,
    credits,
    discounts,
    production,
    resources,
    triggers,
    vp,
)
from alien_artifacts.content.verbs.schema import (
    ACTIONS,
    DECKS,
    END,
    KIND_FILTER,
    MEASURES,
    ONE_SHOT,
    ONGOING,
    REQUIRED,
    SHIP_ATTACK,
    SIDE_FILTER,
    TRIGGER_EVENTS,
    TYPE_FILTER,
    WHO,
    ZONES,
    Arg,
    Verb,
)

FAMILIES: dict[str, ModuleType] = {m.__name__.rsplit(".", 1)[1]: m for m in (
    vp, credits, resources, production, cards, blockades, attack, discounts, triggers)}
VERBS: dict[str, Verb] = {v.name: v for m in FAMILIES.values() for v in m.VERBS}
FAMILY_OF: dict[str, str] = {v.name: family for family, m in FAMILIES.items() for v in m.VERBS}

__all__ = ["ACTIONS", "DECKS", "END", "FAMILIES", "FAMILY_OF", "KIND_FILTER", "MEASURES", "ONE_SHOT", "ONGOING",
           "REQUIRED", "SHIP_ATTACK", "SIDE_FILTER", "TRIGGER_EVENTS", "TYPE_FILTER", "VERBS", "WHO", "ZONES",
           "Arg", "Verb"]
