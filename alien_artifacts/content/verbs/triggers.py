"""Triggers: `on` (an event, filters, a `do` list). Read where each event happens
(alien_artifacts/rules/verbs/triggers.py lists those places)."""

from __future__ import annotations

import attrs

from alien_artifacts.content.model import Effect
from alien_artifacts.content.verbs.schema import (
    BRIEF,
    KIND_FILTER,
    LONG,
    ONGOING,
    REQUIRED,
    SHIP_ATTACK,
    SIDE_FILTER,
    TRIGGER_EVENTS,
    TYPE_FILTER,
    Arg,
    Say,
    Verb,
    pick,
    verb,
)
from alien_artifacts.content.words import KIND

_EVENT_SHORT = {"attack": "Attack", "artifact": "Artifact", "produce": "Produce", "trade": "Trade", "buy": "Buy",
                "revenue": "Revenue", "mine": "Mine", "remove_blockades": "Unblock", "defend": "Defend"}


def _when(e: Effect, this_ship: bool) -> str:
    event, target = e.get("event"), e.get("target", "any")
    on_target = {"any": "", "alien": " on an Alien System", "player": " on a player"}[target]
    if event == "complete":
        kind = KIND[e.get("kind", "any")][0]
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


def _brief(e: Effect, inner: str) -> str:
    event = e.get("event")
    if event == "ship_attack":
        return f"{e.get('min_value', 1)}+: {inner}" if e.get("min_value", 0) else f"Attack: {inner}"
    if event == "complete":
        return f"{'1st of Type' if e.get('first_of_type') else 'Complete'}: {inner}"
    return f"{_EVENT_SHORT.get(str(event), str(event))}: {inner}"


def _on(e: Effect, say: Say) -> str:
    assert say.inner is not None, "a trigger's do list is worded by alien_artifacts.content.describe"
    opponent = "the attacker" if e.get("event") == "defend" else "the defender"
    do = e.get("do", ())
    if say.length == BRIEF:
        return _brief(e, say.inner(do, attrs.evolve(say, opponent=opponent, this_ship=False)))
    long = f"{_when(e, say.this_ship)}: {say.inner(do, Say(LONG, opponent, False, say.inner))}"
    return pick(say, long)


VERBS: tuple[Verb, ...] = (
    verb("on", (ONGOING, SHIP_ATTACK), "A trigger: when `event` happens to you (matching the filters), resolve "
         "`do`.", _on, None, event=Arg(str, REQUIRED, TRIGGER_EVENTS), do=Arg(list, REQUIRED),
         kind=Arg(str, "any", KIND_FILTER), type=Arg(str, "any", TYPE_FILTER), side=Arg(str, "any", SIDE_FILTER),
         first_of_type=Arg(bool, False), target=Arg(str, "any", ("any", "alien", "player")),
         min_value=Arg(int, 0, min=0, max=8), matching=Arg(bool, False)),
)
