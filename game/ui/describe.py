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


def short_effects(es: Iterable[Any], sep: str = ", ") -> str:
    es = list(es)
    if not es:
        return "Nothing"
    return sep.join(short_effect(e) for e in es)


# ---- one-line ability summaries for small card faces -------------------------------------------
_ACT_SHORT = {"build": "Build", "develop": "Develop", "discover": "Discover", "buy": "Buy", "trade": "Trade",
              "prepare": "Prepare", "remove_blockades": "Unblock", "offensive": "Offensive", "revenue": "Revenue",
              "mine": "Mine", "any": "All"}
_EVENT_SHORT = {"attack": "Attack", "artifact": "Artifact", "produce": "Produce", "trade": "Trade", "buy": "Buy",
                "revenue": "Revenue", "mine": "Mine", "remove_blockades": "Unblock", "defend": "Defend"}
_MEASURE_SHORT = {"distinct_types": "Types", "sets": "sets", "type_sets": "Type sets", "credits": "¢",
                  "artifacts": "Artifacts", "defense_plans": "Def. Plans", "produced": "produced",
                  "blockades": "Blockades"}


def brief_condition(c: Any) -> str:
    """A scoring requirement in two or three words: "3+ Types", "5+ Planets", "7+ ¢"."""
    measure, filters, at_least = c.measure, dict(c.filters), c.at_least
    if measure == "count":
        typ = filters.get("type", "any")
        kind = filters.get("kind", "any")
        noun = "Techs" if kind == "technology" else _PLURAL.get(kind, "cards")
        noun = {"exterminate": "Exterm."}.get(typ, typ.capitalize()) if typ != "any" and noun == "cards" else noun
        return f"{at_least}+ {noun}"
    return f"{at_least}+ {_MEASURE_SHORT.get(measure, measure)}"


def brief_effect(e: Any) -> str:
    """One effect in a few words for a small face: "Build -2", "+1 limit Discover", "4+: +2 VP"."""
    verb, a = e.verb, e.args
    n = a.get("amount", 1)
    if verb == "discount":
        return f"{_ACT_SHORT.get(a.get('action'), '')} -{n}" + ("¢" if a.get("action") == "buy" else "")
    if verb == "temporary_discount":
        return f"{_ACT_SHORT.get(a.get('action'), '')} -{n} now"
    if verb == "assembly_limit":
        return f"+{n} limit {_ACT_SHORT.get(a.get('action'), '')}"
    if verb == "attack_bonus":
        against = {"alien": " vs Alien", "player": " vs players"}.get(a.get("against", "any"), "")
        return f"+{n} attack{against}"
    if verb == "on":
        inner = ", ".join(brief_effect(x) for x in a.get("do", ()))
        event = a.get("event")
        if event == "ship_attack":
            return f"{a.get('min_value', 1)}+: {inner}" if a.get("min_value", 0) else f"Attack: {inner}"
        if event == "complete":
            return f"{'1st of Type' if a.get('first_of_type') else 'Complete'}: {inner}"
        return f"{_EVENT_SHORT.get(str(event), str(event))}: {inner}"
    if verb == "production_bonus":
        return f"+{n} produce"
    if verb == "hand_limit":
        return f"Hand +{n}"
    if verb == "trade_bonus":
        return f"Trade +{n}¢"
    if verb == "gold_in_operational":
        return "Gold pays ops"
    if verb == "score_technology":
        return "Score a Tech"
    if verb == "attack":
        return "Extra attack"
    if verb == "buy":
        return "Buy"
    if verb == "search_deck":
        return f"Search {a.get('deck', '')}s"
    if verb == "draw_choose":
        return f"Draw {a.get('draw')} keep {a.get('keep')}"
    if verb == "pay_resources":
        parts = [f"{a[c]} {c}" for c in ("blue", "green", "red") if a.get(c)]
        return "Pay " + "+".join(parts)
    if verb == "vp_per":
        kind = dict(dict(a.get("count", {})).get("count", {}) or {}).get("kind", "")
        return f"{a.get('vp', 1)} VP per {_PLURAL.get(kind, 'card')}"
    if verb == "vp_if":
        return f"+{a.get('vp')} VP if"
    if verb == "produce":
        return f"Produce {n}"
    return short_effect(e)


def brief_effects(es: Iterable[Any]) -> str:
    """Effects in a few words; a cost reads "4¢: +1 VP"."""
    parts = [brief_effect(e) for e in es]
    out: list[str] = []
    for p in parts:
        if out and out[-1].startswith("Pay ") and not out[-1].endswith(":"):
            out[-1] = out[-1][4:] + ": " + p
        else:
            out.append(p)
    return ", ".join(out)


def brief_scoring(rows: Iterable[Any]) -> str:
    """An operational Technology's scoring table: "3+ Types 1/2, 4+ Types 2/4 VP"."""
    parts: list[str] = []
    noun = ""
    for r in rows:
        cond = brief_condition(r.requires)
        head, _, rest = cond.partition(" ")
        parts.append(f"{head if rest == noun else cond} {r.during}/{r.end}")  # "4+ 2/4" after "3+ Types 1/2"
        noun = rest
    return ", ".join(parts) + " VP"
