"""Issue 26 point 4: the AI values effects through its own registry keyed by verb (alien_artifacts/ai/valuation.py),
which covers every verb the content schema knows: one-shot verbs (and end scoring) in ONE_SHOT, ongoing
modifiers and triggers (a Ship's attack list included) in ONGOING."""

from __future__ import annotations

from alien_artifacts.ai import valuation
from alien_artifacts.content.verbs import VERBS
from alien_artifacts.content.verbs.schema import END, ONE_SHOT, ONGOING, SHIP_ATTACK


def test_every_verb_has_a_value_in_its_registry() -> None:
    one_shot = {n for n, v in VERBS.items() if {ONE_SHOT, END} & set(v.where)}
    ongoing = {n for n, v in VERBS.items() if {ONGOING, SHIP_ATTACK} & set(v.where)}
    assert set(valuation.ONE_SHOT) == one_shot
    assert set(valuation.ONGOING) == ongoing
    assert one_shot | ongoing == set(VERBS)

