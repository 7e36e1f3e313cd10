"""Producing on Planets: produce, production_bonus (executed in alien_artifacts/rules/verbs/production.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.content.verbs.schema import ONE, ONGOING, Arg, Say, Verb, amount, pick, verb


def _produce(e: Effect, say: Say) -> str:
    return pick(say, f"produce {e.get('amount', 1)} on one of your operational Planets",
                brief=f"Produce {e.get('amount', 1)}")


def _production_bonus(e: Effect, say: Say) -> str:
    when = {"exploit": "when you Exploit a Planet", "mine": "when you Mine the Planets",
            "any": "whenever you Exploit a Planet or Mine the Planets"}[e.get("on")]
    return pick(say, f"produce {e.get('amount', 1)} more on a Planet {when}", brief=f"+{e.get('amount', 1)} produce")


VERBS: tuple[Verb, ...] = (
    verb("produce", ONE, "Produce N on one of your operational Planets (you choose which).", _produce, "amount",
         amount=amount(1, 4)),
    verb("production_bonus", (ONGOING,), "Produce extra cards when exploiting or mining.", _production_bonus,
         None, on=Arg(str, "any", ("exploit", "mine", "any")), amount=amount(1, 2)),
)
