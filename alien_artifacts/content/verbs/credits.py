"""Credits: gain_credits, pay_credits, steal_credits, trade_bonus (executed in
alien_artifacts/rules/verbs/credits.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.content.verbs.schema import ONE, ONGOING, WHO_ARG, Say, Verb, amount, pick, verb
from alien_artifacts.content.words import n, personal, them


def _gain_credits(e: Effect, say: Say) -> str:
    a = e.get("amount", 1)
    return pick(say, personal(e, say.opponent, f"gain {n(a, 'credit')}", f"gains {n(a, 'credit')}"),
                f"{them(e)}+{a}¢")


def _pay_credits(e: Effect, say: Say) -> str:
    return pick(say, f"pay {n(e.get('amount', 1), 'credit')}", f"Pay {e.get('amount', 1)}¢")


def _steal_credits(e: Effect, say: Say) -> str:
    a = e.get("amount", 1)
    return pick(say, f"steal up to {n(a, 'credit')} from {say.opponent}", f"Steal {a}¢")


def _trade_bonus(e: Effect, say: Say) -> str:
    a = e.get("amount", 1)
    return pick(say, f"gain {a} more credits whenever you Trade", brief=f"Trade +{a}¢")


VERBS: tuple[Verb, ...] = (
    verb("gain_credits", ONE, "Gain credits (bank max 15).", _gain_credits, "amount", amount=amount(), who=WHO_ARG),
    verb("pay_credits", ONE, "A cost: pay credits first; the effect list is only usable if you can.",
         _pay_credits, "amount", amount=amount()),
    verb("steal_credits", ONE, "Take up to N credits from the opponent.", _steal_credits, "amount",
         amount=amount(1, 5)),
    verb("trade_bonus", (ONGOING,), "Gain extra credits whenever you Trade.", _trade_bonus, "amount",
         amount=amount(1, 3)),
)
