"""Attacks: destroy_ship, damage_ship, attack, attack_bonus (executed in alien_artifacts/rules/verbs/attack.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.content.verbs.schema import ONE, ONGOING, SHIP_ATTACK, Arg, Say, Verb, amount, pick, verb

_AGAINST = {"any": "", "alien": " against Alien Systems", "player": " against players"}
_AGAINST_BRIEF = {"alien": " vs Alien", "player": " vs players"}


def _destroy_ship(e: Effect, say: Say) -> str:
    return pick(say, "the attacking Ship is destroyed (bottom of the Ship deck)", "Destroyed")


def _damage_ship(e: Effect, say: Say) -> str:
    return pick(say, "the attacking Ship is damaged (back to Under Construction)", "Damaged")


def _attack(e: Effect, say: Say) -> str:
    return pick(say, "one of your operational Ships that has not attacked this turn attacks", brief="Extra attack")


def _attack_bonus(e: Effect, say: Say) -> str:
    against = e.get("against", "any")
    return pick(say, f"+{e.get('amount', 1)} attack{_AGAINST[against]}",
                brief=f"+{e.get('amount', 1)} attack{_AGAINST_BRIEF.get(against, '')}")


VERBS: tuple[Verb, ...] = (
    verb("destroy_ship", ONE, "Attack row: the attacking Ship goes to the bottom of the Ship deck.", _destroy_ship),
    verb("damage_ship", ONE, "Attack row: the attacking Ship returns to Under Construction.", _damage_ship),
    verb("attack", ONE, "One of your operational Ships that has not attacked this turn attacks now.", _attack),
    verb("attack_bonus", (ONGOING, SHIP_ATTACK), "Add to the attack value.", _attack_bonus, "amount",
         amount=amount(1, 3), against=Arg(str, "any", ("any", "alien", "player"))),
)
