"""Words the verb families share: counts, capitals, action and deck names, measures and conditions.

    n(2, "credit")                            -> "2 credits"
    describe_condition(row.requires)          -> "4+ Planets in your Empire"
"""

from __future__ import annotations

from typing import Any

from alien_artifacts.content.model import Condition

KIND = {"ship": ("Ship", "Ships"), "technology": ("Technology", "Technologies"),
        "planet": ("Planet", "Planets"), "any": ("card", "cards")}
ACTION = {"build": "Build a Ship", "develop": "Develop a Technology", "discover": "Discover a Planet",
          "buy": "the Buy action", "trade": "Trade", "prepare": "Prepare Resources",
          "remove_blockades": "Remove Blockades", "offensive": "Start an Offensive", "revenue": "Gain Revenue",
          "mine": "Mine the Planets", "any": "every action"}
ACTION_SHORT = {"build": "Build", "develop": "Develop", "discover": "Discover", "buy": "Buy", "trade": "Trade",
                "prepare": "Prepare", "remove_blockades": "Unblock", "offensive": "Offensive",
                "revenue": "Revenue", "mine": "Mine", "any": "All"}
# an operation as what a payment is for ("Pay 5 red for an Offensive", "AI 2 is paying 3 blue for Revenue")
PAID_FOR = {"offensive": "an Offensive", "revenue": "Revenue", "mine": "Mining the Planets"}
DECK = {"ship": "Ship", "technology": "Technology", "planet": "Planet"}
PLURAL = {"ship": "Ships", "technology": "Technologies", "planet": "Planets", "any": "cards"}


def n(count: int, one: str, many: str | None = None) -> str:
    return f"{count} {one if count == 1 else (many or one + 's')}"


def cap(text: str) -> str:
    """Capitalise the first letter only (str.capitalize would also lower "VP")."""
    return text[:1].upper() + text[1:] if text else text


def them(e: Any, short: str = "Def. ") -> str:
    """The prefix of a short cell when the effect hits the other player."""
    return short if e.get("who", "self") == "opponent" else ""


def personal(e: Any, opponent: str, you: str, third: str) -> str:
    """ "gain 1 VP" for you, "the defender gains 1 VP" when `who: opponent`."""
    return f"{opponent} {third}" if e.get("who", "self") == "opponent" else you


# ---- measures ----------------------------------------------------------------------------------
def _cards_noun(f: dict[str, Any], plural: bool) -> str:
    kind = KIND[f.get("kind", "any")][1 if plural else 0]
    typ = f.get("type", "any")
    side = f.get("side", "any")
    words = [w for w in (side if side != "any" else "", typ.capitalize() if typ != "any" else "", kind) if w]
    zone = "Under Construction" if f.get("zone") == "under_construction" else "in your Empire"
    return f"{' '.join(words)} {zone}"


def measure_noun(measure: str, filters: dict[str, Any], plural: bool = False) -> str:
    """What one unit of a measure is: "operational Ship in your Empire", "credit"..."""
    if measure == "count":
        return _cards_noun(filters, plural)
    if measure == "distinct_types":
        return f"different Type{'s' if plural else ''} among the {_cards_noun({**filters, 'type': 'any'}, True)}"
    words: dict[str, tuple[str, str]] = {
        "sets": ("set of Ship + Technology + Planet", "sets of Ship + Technology + Planet"),
        "type_sets": ("set of one card of each Type", "sets of one card of each Type"),
        "credits": ("credit", "credits"),
        "artifacts": ("Alien Artifact in hand", "Alien Artifacts in hand"),
        "defense_plans": ("Defense Plan in hand", "Defense Plans in hand"),
        "produced": ("Resource produced on your Planets", "Resources produced on your Planets"),
        "blockades": ("Blockade token on your cards", "Blockade tokens on your cards"),
    }
    one, many = words[measure]
    return many if plural else one


def describe_condition(cond: Condition) -> str:
    return f"{cond.at_least}+ {measure_noun(cond.measure, cond.filters, plural=cond.at_least != 1)}"


def spec(value: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A measure argument `{count: {kind: ship}}` -> ("count", {"kind": "ship"})."""
    ((name, filters),) = value.items()
    return name, dict(filters or {})
