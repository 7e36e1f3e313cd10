"""Victory points: gain_vp, lose_vp, vp_per, vp_if, score_technology (executed in alien_artifacts/rules/verbs/vp.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Condition, Effect
from alien_artifacts.content.verbs.schema import (
    END,
    ONE,
    ONE_SHOT,
    REQUIRED,
    WHO_ARG,
    Arg,
    Say,
    Verb,
    amount,
    pick,
    verb,
)
from alien_artifacts.content.words import PLURAL, describe_condition, measure_noun, personal, spec, them


def _gain_vp(e: Effect, say: Say) -> str:
    n = e.get("amount", 1)
    return pick(say, personal(e, say.opponent, f"gain {n} VP", f"gains {n} VP"), f"{them(e)}+{n} VP")


def _lose_vp(e: Effect, say: Say) -> str:
    n = e.get("amount", 1)
    return pick(say, personal(e, say.opponent, f"lose {n} VP", f"loses {n} VP"), f"{them(e)}-{n} VP")


def _vp_per(e: Effect, say: Say) -> str:
    name, filters = spec(e.get("count"))
    most = f" (at most {e.get('max')} VP)" if e.get("max", 99) < 99 else ""
    kind = dict(dict(e.get("count", {})).get("count", {}) or {}).get("kind", "")
    return pick(say, f"gain {e.get('vp')} VP per {measure_noun(name, filters)}{most}",
                brief=f"{e.get('vp', 1)} VP per {PLURAL.get(kind, 'card')}")


def _vp_if(e: Effect, say: Say) -> str:
    name, filters = spec(e.get("requires"))
    cond = Condition(name, filters, e.get("at_least"))
    return pick(say, f"gain {e.get('vp')} VP with {describe_condition(cond)}", brief=f"+{e.get('vp')} VP if")


def _score_technology(e: Effect, say: Say) -> str:
    return pick(say, "score one of your operational Technologies (its during-the-game value)", brief="Score a Tech")


VERBS: tuple[Verb, ...] = (
    verb("gain_vp", (*ONE, END), "Gain VP.", _gain_vp, "amount", amount=amount(1, 20), who=WHO_ARG),
    verb("lose_vp", ONE, "Lose VP (never below 0).", _lose_vp, "amount", amount=amount(1, 10), who=WHO_ARG),
    verb("score_technology", ONE, "Score one of your operational Technologies' during-the-game value now.",
         _score_technology),
    verb("vp_per", (ONE_SHOT, END), "Gain `vp` per unit of a measure, at most `max`.", _vp_per, None,
         count=Arg(dict, REQUIRED), vp=Arg(int, 1, min=1, max=5), max=Arg(int, 99, min=1, max=99)),
    verb("vp_if", (ONE_SHOT, END), "Gain `vp` if a condition holds.", _vp_if, None,
         requires=Arg(dict, REQUIRED), at_least=Arg(int, 1, min=0, max=40), vp=amount(1, 20)),
)
