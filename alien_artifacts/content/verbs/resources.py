"""Resource cards in hand: draw_resources, discard_resources, pay_resources, hand_limit, gold_in_operational
(executed in alien_artifacts/rules/verbs/resources.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.content.verbs.schema import ONE, ONGOING, WHO_ARG, Arg, Say, Verb, amount, pick, verb
from alien_artifacts.content.words import n, personal, them


def _draw_resources(e: Effect, say: Say) -> str:
    a = e.get("amount", 1)
    return pick(say, personal(e, say.opponent, f"draw {n(a, 'Resource card')}", f"draws {n(a, 'Resource card')}"),
                f"{them(e)}+{a} Res.")


def _discard_resources(e: Effect, say: Say) -> str:
    a = e.get("amount", 1)
    return pick(say, personal(e, say.opponent, f"discard {n(a, 'Resource card')} from your hand",
                              f"discards {n(a, 'Resource card')} from hand"), f"{them(e)}-{a} Res.")


def _pay_resources(e: Effect, say: Say) -> str:
    parts = [f"{e.get(c)} {c}" for c in ("blue", "green", "red") if e.get(c)]
    gold = ", gold allowed" if e.get("gold_ok") else ", no gold"
    return pick(say, f"pay {', '.join(parts)} symbols (at most {n(e.get('limit'), 'card')}{gold})",
                brief="Pay " + "+".join(parts))


def _hand_limit(e: Effect, say: Say) -> str:
    a = e.get("amount", 1)
    return pick(say, f"keep {a} more Resource card{'s' if a != 1 else ''} after your Draw step", brief=f"Hand +{a}")


def _gold_in_operational(e: Effect, say: Say) -> str:
    return pick(say, "your gold symbols may pay for Operational actions", brief="Gold pays ops")


VERBS: tuple[Verb, ...] = (
    verb("draw_resources", ONE, "Draw Resource cards into hand.", _draw_resources, "amount",
         amount=amount(1, 5), who=WHO_ARG),
    verb("discard_resources", ONE, "The player discards N Resource cards of their choice from hand.",
         _discard_resources, "amount", amount=amount(1, 3), who=WHO_ARG),
    verb("pay_resources", ONE, "A cost in Resource symbols of several colours (each card pays one section "
         "of one colour); at most `limit` cards; gold only if gold_ok.", _pay_resources, None,
         blue=Arg(int, 0, min=0, max=9), green=Arg(int, 0, min=0, max=9), red=Arg(int, 0, min=0, max=9),
         limit=Arg(int, 3, min=1, max=5), gold_ok=Arg(bool, False)),
    verb("hand_limit", (ONGOING,), "Keep more Resource cards after the draw step.", _hand_limit, "amount",
         amount=amount(1, 2)),
    verb("gold_in_operational", (ONGOING,), "Your gold symbols may pay operational actions.", _gold_in_operational),
)
