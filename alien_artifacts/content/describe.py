"""Card effects in words, for the card reference, the zoomed card, attack tables and small card faces.

One describer: each verb's words live in its family module (alien_artifacts/content/verbs/<family>.py) at every length
(verbs.schema.LONG, SHORT, BRIEF); this module only joins them into lists.

    describe_effects(card.logistics.ongoing)              -> "Discover a Planet costs 2 less."
    describe_effects(row, length=SHORT)                   -> "Artifact, +1 VP"
    describe_effects(card.logistics.ongoing, length=BRIEF) -> "Discover -2"
    describe_condition(row.requires)                      -> "4+ Planets in your Empire"
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import Any

from alien_artifacts.content.model import Effect
from alien_artifacts.content.verbs import VERBS
from alien_artifacts.content.verbs.schema import BRIEF, LENGTHS, LONG, SHORT, Say
from alien_artifacts.content.words import PLURAL, cap, describe_condition, measure_noun

__all__ = ["BRIEF", "LENGTHS", "LONG", "SHORT", "brief_condition", "brief_scoring", "describe_condition",
           "describe_effect", "describe_effects", "measure_noun"]


def _inner(effects: Iterable[Effect], say: Say) -> str:
    """A trigger's `do` list inside its trigger's words."""
    if say.length == BRIEF:
        return ", ".join(describe_effect(e, BRIEF, say.opponent) for e in effects)
    return describe_effects(effects, opponent=say.opponent, sentence=False)


def describe_effect(e: Effect, length: str = LONG, opponent: str = "another player", this_ship: bool = False) -> str:
    """One effect in words: a sentence fragment (no full stop) at LONG, a few words at SHORT or BRIEF."""
    return VERBS[e.verb].words(e, Say(length, opponent, this_ship, _inner))


def describe_effects(effects: Iterable[Effect], opponent: str = "another player", this_ship: bool = False,
                     sentence: bool = True, length: str = LONG, sep: str = ", ") -> str:
    """A list of effects in words.

    LONG: sentences, "Pay 3 credits, then gain 1 VP. Draw 1 Resource card." (costs read "pay X, then Y";
    with sentence=False the parts are joined with "and", as in a trigger's list).
    SHORT: an attack-table cell, "Artifact, +1 VP" (joined by `sep`; "Nothing" when empty).
    BRIEF: a small card face, a cost read "4¢: +1 VP".
    """
    effects = list(effects)
    if length == SHORT:
        return sep.join(describe_effect(e, SHORT, opponent) for e in effects) if effects else "Nothing"
    if length == BRIEF:
        out: list[str] = []
        for part in (describe_effect(e, BRIEF, opponent) for e in effects):
            if out and out[-1].startswith("Pay ") and not out[-1].endswith(":"):
                out[-1] = out[-1][4:] + ": " + part
            else:
                out.append(part)
        return ", ".join(out)
    parts = [describe_effect(e, LONG, opponent, this_ship) for e in effects]
    if not parts:
        return "Nothing happens." if sentence else "nothing happens"
    joined = [parts[0]]
    for prev, part in itertools.pairwise(parts):
        if not part.startswith(("the ", "you ")) and prev.startswith("the "):
            part = "you " + part  # "the defender loses 1 VP and you gain 1 VP"
        if prev.startswith(("pay ", "discard ")):
            joined[-1] += ", then " + part
        elif sentence:
            joined.append(part)
        else:
            joined[-1] += " and " + part
    return " ".join(cap(p) + "." for p in joined) if sentence else joined[0]


# ---- conditions in a few words (small card faces) ----------------------------------------------
_MEASURE_SHORT = {"distinct_types": "Types", "sets": "sets", "type_sets": "Type sets", "credits": "¢",
                  "artifacts": "Artifacts", "defense_plans": "Def. Plans", "produced": "produced",
                  "blockades": "Blockades"}


def brief_condition(c: Any) -> str:
    """A scoring requirement in two or three words: "3+ Types", "5+ Planets", "7+ ¢"."""
    measure, filters, at_least = c.measure, dict(c.filters), c.at_least
    if measure == "count":
        typ = filters.get("type", "any")
        kind = filters.get("kind", "any")
        noun = "Techs" if kind == "technology" else PLURAL.get(kind, "cards")
        noun = {"exterminate": "Exterm."}.get(typ, typ.capitalize()) if typ != "any" and noun == "cards" else noun
        return f"{at_least}+ {noun}"
    return f"{at_least}+ {_MEASURE_SHORT.get(measure, measure)}"


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
