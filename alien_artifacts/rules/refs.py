"""Effect references: "<owner id>|<dotted path>" names a list of effects inside the card set.

Steps store references (plain strings) instead of Effect objects so they serialize; e.g.
"star_union|setup", "art_03|play", "intersystem_investment_bank|logistics.additionally",
"vorsch_spectrum_mk2|logistics.ongoing.0.do", "basic|table.3", "alien_x|table.1".
"""

from __future__ import annotations

from typing import Any

from alien_artifacts.content import memo
from alien_artifacts.content.model import CardSet, Effect


def owner(cards: CardSet, oid: str) -> Any:
    for pool in (cards.cards, cards.artifacts, cards.factions, cards.alien_systems, cards.defense_plans):
        if oid in pool:
            return pool[oid]
    if oid == cards.basic_defense.id or oid == "basic":
        return cards.basic_defense
    raise KeyError(f"unknown effect owner {oid!r}")


def resolve(cards: CardSet, ref: str) -> tuple[Effect, ...]:
    cache = memo.table(cards, "refs")
    hit = cache.get(ref)
    if hit is not None:
        return hit
    oid, _, path = ref.partition("|")
    node: Any = owner(cards, oid)
    for part in path.split("."):
        if part == "table":
            node = node.table
        elif isinstance(node, tuple | list):
            node = node[int(part)]
        elif isinstance(node, Effect):
            node = node.args[part]
        elif hasattr(node, "row") and part.isdigit():
            node = node.row(int(part))
        else:
            node = getattr(node, part)
    out = tuple(node)
    cache[ref] = out
    return out


def why(ref: str) -> str:
    """A short reason for VP/credit changes made by the effects at `ref`."""
    _oid, _, path = ref.partition("|")
    if path.startswith("table"):
        return "attacks"
    if path == "play":
        return "artifacts"
    if path.startswith(("setup", "action.effects", "end_scoring")):
        return "faction"
    return "cards"
