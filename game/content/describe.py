"""Card effects in plain words (for the generated reference, tooltips and logs). Pure functions.

    describe_effects(card.logistics.ongoing)  -> "Discover a Planet costs 2 less."
    describe_condition(row.requires)          -> "4+ Planets in your Empire"
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from typing import Any

from game.content.model import Condition, Effect

_KIND = {"ship": ("Ship", "Ships"), "technology": ("Technology", "Technologies"),
         "planet": ("Planet", "Planets"), "any": ("card", "cards")}
_ACTION = {"build": "Build a Ship", "develop": "Develop a Technology", "discover": "Discover a Planet",
           "buy": "the Buy action", "trade": "Trade", "prepare": "Prepare Resources",
           "remove_blockades": "Remove Blockades", "offensive": "Start an Offensive", "revenue": "Gain Revenue",
           "mine": "Mine the Planets", "any": "every action"}
_DECK = {"ship": "Ship", "technology": "Technology", "planet": "Planet"}
_AGAINST = {"any": "", "alien": " against Alien Systems", "player": " against players"}


def _n(count: int, one: str, many: str | None = None) -> str:
    return f"{count} {one if count == 1 else (many or one + 's')}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


# ---- measures ----------------------------------------------------------------------------------
def _cards_noun(f: dict[str, Any], plural: bool) -> str:
    kind = _KIND[f.get("kind", "any")][1 if plural else 0]
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


def _spec(spec: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    ((name, filters),) = spec.items()
    return name, dict(filters or {})


# ---- effects -----------------------------------------------------------------------------------
def _who(e: Effect, opponent: str) -> str | None:
    return opponent if e.get("who", "self") == "opponent" else None


def _personal(e: Effect, opponent: str, you: str, them: str) -> str:
    who = _who(e, opponent)
    return f"{who} {them}" if who else you


def _when(e: Effect, this_ship: bool) -> str:
    event, target = e.get("event"), e.get("target", "any")
    on_target = {"any": "", "alien": " on an Alien System", "player": " on a player"}[target]
    if event == "complete":
        kind = _KIND[e.get("kind", "any")][0]
        typ = e.get("type", "any")
        noun = f"{typ.capitalize()} {kind}" if typ != "any" else kind
        side = e.get("side", "any")
        text = f"when a{'n' if noun[0] in 'AEIOU' else ''} {noun} enters your Empire"
        text += f" {side} side up" if side != "any" else ""
        if e.get("first_of_type"):
            text += " as the first of its kind with its Type there"
        return text
    if event == "attack":
        return f"after each of your attack actions{on_target}"
    if event == "ship_attack":
        who = "this Ship attacks" if this_ship else "each of your Ships attacks"
        target_words = {"any": "", "alien": " an Alien System", "player": " a player"}[target]
        value = f" with attack value {e.get('min_value')}+" if e.get("min_value", 0) else ""
        return f"after {who}{target_words}{value}"
    if event == "produce":
        matching = " showing the section of the Planet's Type" if e.get("matching") else ""
        return f"whenever you produce a Resource on your Planets{matching}"
    return {"trade": "after you Trade", "buy": "after you Buy", "revenue": "after you Gain Revenue",
            "mine": "after you Mine the Planets", "remove_blockades": "after you Remove Blockades",
            "artifact": "after you play an Alien Artifact",
            "defend": "after another player's attack on you resolves"}[str(event)]


def _pay_resources(e: Effect) -> str:
    parts = [f"{e.get(c)} {c}" for c in ("blue", "green", "red") if e.get(c)]
    gold = ", gold allowed" if e.get("gold_ok") else ", no gold"
    return f"pay {', '.join(parts)} symbols (at most {_n(e.get('limit'), 'card')}{gold})"


def _take_card(e: Effect) -> str:
    deck = _DECK[e.get("deck")]
    if e.get("to") == "empire":
        return f"take the top {deck} card into your Empire, {e.get('side')} side up"
    return f"take the top {deck} card into your Under Construction area"


def _search_deck(e: Effect) -> str:
    deck, typ = _DECK[e.get("deck")], str(e.get("type"))
    article = "an" if typ[0] in "ae" else "a"
    where = "into your Under Construction area"
    return f"search the {deck} deck for {article} {typ.capitalize()} {deck} and put it {where}"


def _vp_per(e: Effect) -> str:
    name, filters = _spec(e.get("count"))
    cap = f" (at most {e.get('max')} VP)" if e.get("max", 99) < 99 else ""
    return f"gain {e.get('vp')} VP per {measure_noun(name, filters)}{cap}"


def _vp_if(e: Effect) -> str:
    name, filters = _spec(e.get("requires"))
    cond = Condition(name, filters, e.get("at_least"))
    return f"gain {e.get('vp')} VP with {describe_condition(cond)}"


def _production_bonus(e: Effect) -> str:
    when = {"exploit": "when you Exploit a Planet", "mine": "when you Mine the Planets",
            "any": "whenever you Exploit a Planet or Mine the Planets"}[e.get("on")]
    return f"produce {e.get('amount')} more on a Planet {when}"


def _buy(e: Effect) -> str:
    free = e.get("extra_free", 0)
    extra = f", drawing {_n(free, 'extra card')} for free" if free else ""
    return f"take a Buy action (pay its price as usual{extra})"


_SIMPLE: dict[str, Callable[[Effect, str], str]] = {
    "gain_vp": lambda e, o: _personal(e, o, f"gain {e.get('amount')} VP", f"gains {e.get('amount')} VP"),
    "lose_vp": lambda e, o: _personal(e, o, f"lose {e.get('amount')} VP", f"loses {e.get('amount')} VP"),
    "gain_credits": lambda e, o: _personal(e, o, f"gain {_n(e.get('amount'), 'credit')}",
                                           f"gains {_n(e.get('amount'), 'credit')}"),
    "pay_credits": lambda e, o: f"pay {_n(e.get('amount'), 'credit')}",
    "steal_credits": lambda e, o: f"steal up to {_n(e.get('amount'), 'credit')} from {o}",
    "draw_resources": lambda e, o: _personal(e, o, f"draw {_n(e.get('amount'), 'Resource card')}",
                                             f"draws {_n(e.get('amount'), 'Resource card')}"),
    "discard_resources": lambda e, o: _personal(
        e, o, f"discard {_n(e.get('amount'), 'Resource card')} from your hand",
        f"discards {_n(e.get('amount'), 'Resource card')} from hand"),
    "gain_artifact": lambda e, o: f"gain {_n(e.get('amount'), 'Alien Artifact')}",
    "gain_defense_plan": lambda e, o: f"gain {_n(e.get('amount'), 'Defense Plan')}",
    "produce": lambda e, o: f"produce {e.get('amount')} on one of your operational Planets",
    "take_card": lambda e, o: _take_card(e),
    "draw_choose": lambda e, o: (f"draw {e.get('draw')} {_DECK[e.get('deck')]} cards, keep {e.get('keep')} in "
                                 "your Under Construction area and put the rest at the bottom of the deck"),
    "search_deck": lambda e, o: _search_deck(e),
    "place_blockades": lambda e, o: f"place {_n(e.get('amount'), 'Blockade token')} in {o}'s Empire",
    "remove_blockades": lambda e, o: f"remove up to {_n(e.get('amount'), 'Blockade token')} from your Empire",
    "destroy_ship": lambda e, o: "the attacking Ship is destroyed (bottom of the Ship deck)",
    "damage_ship": lambda e, o: "the attacking Ship is damaged (back to Under Construction)",
    "attack": lambda e, o: "one of your operational Ships that has not attacked this turn attacks",
    "score_technology": lambda e, o: "score one of your operational Technologies (its during-the-game value)",
    "vp_per": lambda e, o: _vp_per(e),
    "vp_if": lambda e, o: _vp_if(e),
    "pay_resources": lambda e, o: _pay_resources(e),
    "temporary_discount": lambda e, o: f"{_ACTION[e.get('action')]} costs {e.get('amount')} less this turn",
    "buy": lambda e, o: _buy(e),
    "discount": lambda e, o: f"{_ACTION[e.get('action')]} costs {e.get('amount')} less",
    "assembly_limit": lambda e, o: f"+{e.get('amount')} to your assembly limit for {_ACTION[e.get('action')]}",
    "attack_bonus": lambda e, o: f"+{e.get('amount')} attack{_AGAINST[e.get('against', 'any')]}",
    "hand_limit": lambda e, o: f"keep {e.get('amount')} more Resource card{'s' if e.get('amount') != 1 else ''} "
                               "after your Draw step",
    "trade_bonus": lambda e, o: f"gain {e.get('amount')} more credits whenever you Trade",
    "production_bonus": lambda e, o: _production_bonus(e),
    "gold_in_operational": lambda e, o: "your gold symbols may pay for Operational actions",
}


def describe_effect(e: Effect, opponent: str = "another player", this_ship: bool = False) -> str:
    """One effect as a sentence fragment (no final full stop)."""
    if e.verb == "on":
        inner = describe_effects(e.get("do", ()), opponent=_trigger_opponent(e), sentence=False)
        return f"{_when(e, this_ship)}: {inner}"
    return _SIMPLE[e.verb](e, opponent)


def _trigger_opponent(e: Effect) -> str:
    return "the attacker" if e.get("event") == "defend" else "the defender"


def describe_effects(effects: Iterable[Effect], opponent: str = "another player", this_ship: bool = False,
                     sentence: bool = True) -> str:
    """A list of effects as sentences: "Pay 3 credits, then gain 1 VP. Draw 1 Resource card."

    Costs read "pay X, then Y"; with sentence=False the parts are joined with "and" (trigger lists).
    """
    parts = [describe_effect(e, opponent, this_ship) for e in effects]
    if not parts:
        return "Nothing happens." if sentence else "nothing happens"
    out = [parts[0]]
    for prev, part in itertools.pairwise(parts):
        if not part.startswith(("the ", "you ")) and prev.startswith("the "):
            part = "you " + part  # "the defender loses 1 VP and you gain 1 VP"
        if prev.startswith(("pay ", "discard ")):
            out[-1] += ", then " + part
        elif sentence:
            out.append(part)
        else:
            out[-1] += " and " + part
    return " ".join(_cap(p) + "." for p in out) if sentence else out[0]


VERB_DESCRIBERS = frozenset({*_SIMPLE, "on"})
