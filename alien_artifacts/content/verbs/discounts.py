"""What actions cost and how much they assemble: temporary_discount, discount, assembly_limit (executed and
read in alien_artifacts/rules/verbs/discounts.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.content.verbs.schema import ACTIONS, ONE, ONGOING, REQUIRED, Arg, Say, Verb, amount, pick, verb
from alien_artifacts.content.words import ACTION, ACTION_SHORT


def _temporary_discount(e: Effect, say: Say) -> str:
    return pick(say, f"{ACTION[e.get('action')]} costs {e.get('amount', 1)} less this turn",
                brief=f"{ACTION_SHORT.get(e.get('action'), '')} -{e.get('amount', 1)} now")


def _discount(e: Effect, say: Say) -> str:
    action = e.get("action")
    return pick(say, f"{ACTION[action]} costs {e.get('amount', 1)} less",
                brief=f"{ACTION_SHORT.get(action, '')} -{e.get('amount', 1)}" + ("¢" if action == "buy" else ""))


def _assembly_limit(e: Effect, say: Say) -> str:
    return pick(say, f"+{e.get('amount', 1)} to your assembly limit for {ACTION[e.get('action')]}",
                brief=f"+{e.get('amount', 1)} limit {ACTION_SHORT.get(e.get('action'), '')}")


VERBS: tuple[Verb, ...] = (
    verb("temporary_discount", ONE, "Until the end of this turn, an action costs less.", _temporary_discount, None,
         action=Arg(str, REQUIRED, ACTIONS), amount=amount(1, 9)),
    verb("discount", (ONGOING,), "An action costs less (Resource symbols, or credits for buy).", _discount, None,
         action=Arg(str, REQUIRED, ACTIONS), amount=amount(1, 5)),
    verb("assembly_limit", (ONGOING,), "Raise the assembly limit for an action (build/develop/discover also "
         "for preparing that row).", _assembly_limit, None, action=Arg(str, REQUIRED, ACTIONS),
         amount=Arg(int, 1, min=1, max=3)),
)
