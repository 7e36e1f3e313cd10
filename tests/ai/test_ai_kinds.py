"""The AI's handling of each choice kind is one table (alien_artifacts/ai/kinds.py, issue 26 point 4): every kind the
rules declare has an entry naming a policy method, every entry is a kind the rules declare, and the policy answers a
choice through the table (an entry changed there changes what the policy plays)."""

from __future__ import annotations

import inspect
import random
from typing import Any

import attrs

from alien_artifacts.ai import kinds
from alien_artifacts.ai.easy import EasyPolicy
from alien_artifacts.ai.features import Valuer
from alien_artifacts.ai.heuristic import Policy, Situation
from alien_artifacts.ai.normal import NormalSeat
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command
from alien_artifacts.match.hints import CHOICE_KINDS
from alien_artifacts.rules.handlers import STEP_HANDLERS


def test_every_choice_kind_the_rules_declare_has_an_ai_handler() -> None:
    declared = {k.kind for k in STEP_HANDLERS.kinds.values()}
    assert set(kinds.KNOWN) == set(CHOICE_KINDS) == declared  # the AI's list comes through the match layer
    assert set(kinds.POLICY) == declared, (declared - set(kinds.POLICY), set(kinds.POLICY) - declared)
    assert set(kinds.INTERRUPT) | set(kinds.LOOKAHEAD) <= declared
    for table in (kinds.POLICY, kinds.INTERRUPT):
        for kind, name in table.items():
            assert callable(getattr(Policy, name, None)), (kind, name)
    params = list(inspect.signature(getattr(Policy, kinds.DEFAULT)).parameters)
    assert params == ["self", "sit", "v"]


def _play_until(kit: Any, cards: CardSet, kind: str, seed: int) -> Any:
    g = kit.new_game(cards, 2, seed)
    seats = [NormalSeat(seed), NormalSeat(seed + 1)]
    while g.pending is not None and not (g.pending.kind == kind and len(g.pending.own_options()) > 1):
        p = g.pending
        assert g.submit(Command(p.seat, p.id, seats[p.seat].decide(g.view_for(p.seat)))).ok
    assert g.pending is not None, kind
    return g


def test_the_policy_answers_each_kind_through_the_table(kit: Any, real_cards: CardSet, monkeypatch: Any) -> None:
    """A kind's entry decides which method answers it: pointed at another method, the policy plays that; a kind
    without an entry gets the explicit default (the first option that neither ends nor passes)."""
    g = _play_until(kit, real_cards, "turn", 4)
    p = g.pending
    view = g.view_for(p.seat)
    sit = Situation(real_cards, view.state, view.pending, p.seat, view.deck_tops)
    calls: list[str] = []

    def spy(self: Policy, s: Situation, v: Valuer) -> str:
        calls.append(s.pending.kind)
        return s.pending.options[-1].key

    monkeypatch.setattr(Policy, "spied", spy, raising=False)
    monkeypatch.setitem(kinds.POLICY, "turn", "spied")
    for policy in (Policy(), EasyPolicy(rng=random.Random(1))):
        assert policy.choose(sit) == p.options[-1].key
    assert calls == ["turn", "turn"]
    monkeypatch.delitem(kinds.POLICY, "turn")
    want = next(o.key for o in p.options if o.verb not in ("done", "pass"))
    assert Policy().choose(sit) == want
    odd = attrs.evolve(sit, pending=attrs.evolve(sit.pending, kind="no_such_kind"))
    assert Policy().choose(odd) == want


def test_easy_overrides_methods_and_keeps_the_table(kit: Any, real_cards: CardSet) -> None:
    """Easy plays a kind differently by overriding the method the table names (buy one card, fight Aliens)."""
    assert EasyPolicy.buy_count is not Policy.buy_count and EasyPolicy.target is not Policy.target
    assert {"buy_count", "target"} <= set(kinds.POLICY.values())
    easy = EasyPolicy(rng=random.Random(1))
    assert easy.handler("buy_count") == easy.buy_count and easy.handler("target") == easy.target
