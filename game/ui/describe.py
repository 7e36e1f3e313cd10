"""Words for card data when a card has no printed text (attack tables, scoring rows). Display only."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

_PLURAL = {"ship": "Ships", "technology": "Technologies", "planet": "Planets", "any": "cards"}


def _who(e: Any) -> str:
    return "the defender " if e.args.get("who", "self") == "opponent" else ""


def _v(e: Any, verb: str) -> str:
    """The verb agreeing with its subject: "gain" (you) or "gains" (the defender)."""
    return verb + "s" if _who(e) else verb


def _cap(text: str) -> str:
    """Capitalise the first letter only (str.capitalize would also lower "VP")."""
    return text[:1].upper() + text[1:]


def condition(c: Any) -> str:
    """A Condition (or a requires-dict) in words: 'at least 4 Planets in your Empire'."""
    if c is None:
        return ""
    if isinstance(c, dict):
        measure = c.get("measure") or next((k for k in c if k != "at_least"), "count")
        filters = c.get(measure, c) if isinstance(c.get(measure), dict) else {}
        at_least = c.get("at_least", 1)
    else:
        measure, filters, at_least = c.measure, dict(c.filters), c.at_least
    kind = _PLURAL.get(filters.get("kind", "any"), "cards")
    typ = filters.get("type", "any")
    side = filters.get("side", "any")
    zone = "Under Construction" if filters.get("zone") == "under_construction" else "in your Empire"
    adj = " ".join(x.capitalize() for x in (typ,) if x != "any")
    sided = f" ({side})" if side != "any" else ""
    if measure == "count":
        return f"{at_least}+ {adj + ' ' if adj else ''}{kind}{sided} {zone}"
    if measure == "distinct_types":
        return f"{at_least}+ different Types of {kind} {zone}"
    if measure == "sets":
        return f"{at_least}+ sets of Ship+Technology+Planet"
    if measure == "type_sets":
        return f"{at_least}+ sets of all 4 Types"
    words = {"credits": "credits", "artifacts": "Alien Artifacts", "defense_plans": "Defense Plans",
             "produced": "produced Resources", "blockades": "Blockade tokens on your cards"}
    return f"{at_least}+ {words.get(measure, measure)}"


def effect(e: Any) -> str:
    verb = e.verb
    a = e.args
    n = a.get("amount", "")
    if verb == "gain_vp":
        return _cap(f"{_who(e)}{_v(e, 'gain')} {n} VP")
    if verb == "lose_vp":
        return _cap(f"{_who(e)}{_v(e, 'lose')} {n} VP")
    if verb == "gain_credits":
        return _cap(f"{_who(e)}{_v(e, 'gain')} {n}¢")
    if verb == "pay_credits":
        return f"Pay {n}¢"
    if verb == "steal_credits":
        return f"Steal {n}¢"
    if verb == "draw_resources":
        return _cap(f"{_who(e)}{_v(e, 'draw')} {n} Resource{'s' if n != 1 else ''}")
    if verb == "discard_resources":
        return _cap(f"{_who(e)}{_v(e, 'discard')} {n} Resource{'s' if n != 1 else ''}")
    if verb == "gain_artifact":
        return "Gain an Alien Artifact" if a.get("amount", 1) == 1 else f"Gain {a.get('amount')} Alien Artifacts"
    if verb == "gain_defense_plan":
        return "Gain a Defense Plan"
    if verb == "produce":
        return f"Produce {n} on a Planet"
    if verb == "place_blockades":
        return f"Place {n} Blockade token{'s' if n != 1 else ''}"
    if verb == "remove_blockades":
        return f"Remove {n} of your Blockade tokens"
    if verb == "destroy_ship":
        return "Ship destroyed"
    if verb == "damage_ship":
        return "Ship damaged (back Under Construction)"
    if verb == "attack_bonus":
        against = a.get("against", "any")
        return f"+{n} attack" + ("" if against == "any" else f" vs {against}")
    if verb == "discount":
        return f"{a.get('action', '').replace('_', ' ').capitalize()} costs {n} less"
    if verb == "take_card":
        return f"Take the top {a.get('deck', '')} card"
    if verb == "vp_per":
        return f"{a.get('vp', 1)} VP per {condition(a.get('count', {})).split('+ ', 1)[-1]}"
    if verb == "vp_if":
        return f"{a.get('vp')} VP if {condition(a.get('requires', {}))}"
    parts = ", ".join(f"{k} {v}" for k, v in a.items() if not isinstance(v, dict))
    return verb.replace("_", " ").capitalize() + (f" ({parts})" if parts else "")


def effects(es: Iterable[Any]) -> str:
    es = list(es)
    if not es:
        return "No effect"
    return "; ".join(effect(e) for e in es)


def short_effect(e: Any) -> str:
    """A few words for an attack-table cell ("Destroyed", "+2 VP", "Artifact", "2 Blockades")."""
    verb = e.verb
    a = e.args
    n = a.get("amount", 1)
    them = "Def. " if a.get("who", "self") == "opponent" else ""
    if verb == "destroy_ship":
        return "Destroyed"
    if verb == "damage_ship":
        return "Damaged"
    if verb == "gain_vp":
        return f"{them}+{n} VP"
    if verb == "lose_vp":
        return f"{them}-{n} VP"
    if verb == "gain_credits":
        return f"{them}+{n}¢"
    if verb == "steal_credits":
        return f"Steal {n}¢"
    if verb == "pay_credits":
        return f"Pay {n}¢"
    if verb == "gain_artifact":
        return "Artifact" if n == 1 else f"{n} Artifacts"
    if verb == "gain_defense_plan":
        return "Defense Plan"
    if verb == "draw_resources":
        return f"{them}+{n} Res."
    if verb == "discard_resources":
        return f"{them}-{n} Res."
    if verb == "place_blockades":
        return f"{n} Blockade{'s' if n != 1 else ''}"
    if verb == "remove_blockades":
        return f"-{n} Blockade{'s' if n != 1 else ''}"
    return effect(e)


def short_effects(es: Iterable[Any]) -> str:
    es = list(es)
    if not es:
        return "Nothing"
    return ", ".join(short_effect(e) for e in es)
