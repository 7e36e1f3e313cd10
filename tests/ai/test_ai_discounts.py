"""The AI reads a discount as the rules apply it (issue 26 point 4: no verb's meaning spelled twice): what
`facts.cost_cut(effect, action)` says one effect takes off an action's cost is what the rules' own cost
(alien_artifacts/rules/query.py `discount`, R16) falls by once that effect is in force, for every discount effect of the
real and synthetic card sets and every action; `facts.is_discount` holds for exactly the effects that make some
action cost less."""

from __future__ import annotations

from typing import Any

import pytest

from alien_artifacts.content.model import CardSet, Effect
from alien_artifacts.content.verbs.schema import ACTIONS
from alien_artifacts.match import facts
from alien_artifacts.rules import query


def _effects(cards: CardSet) -> list[tuple[str, Effect]]:
    """(the card holding it, the effect) for every Artifact's play effect and every card's ONGOING effect."""
    out = [(a.id, e) for a in cards.artifacts.values() for e in a.play]
    out += [(c.id, e) for c in cards.cards.values() for e in c.logistics.ongoing]
    return out


@pytest.mark.parametrize("which", ["real", 3, 11])
def test_the_ai_reads_each_discount_as_the_rules_apply_it(which: Any, kit: Any, real_cards: CardSet) -> None:
    cards = real_cards if which == "real" else kit.synthetic(which)
    g = kit.new_game(cards, 2, 1)
    s = g.state  # a throwaway game: its state is rearranged below
    p = s.players[s.current]
    p.empire.clear()
    s.turn.temp_discounts.clear()
    before = {a: query.discount(cards, s, p, a) for a in ACTIONS}
    checked = 0
    for uid, e in _effects(cards):
        if e.verb == "temporary_discount":
            s.turn.temp_discounts.append((e.args["action"], int(e.args.get("amount", 1))))
        elif e.verb == "discount":
            p.empire.append(uid)
            p.sides[uid] = "logistics"
        cuts = set()
        for a in ACTIONS:
            cut = query.discount(cards, s, p, a) - before[a]
            if e.verb == "discount":  # a card's other ONGOING discounts count too: only this effect's share
                cut -= sum(facts.cost_cut(o, a) for o in cards.cards[uid].logistics.ongoing if o is not e)
            assert facts.cost_cut(e, a) == cut, (uid, e, a)
            cuts.add(cut)
        assert facts.is_discount(e) == (cuts != {0}), e  # a discount is what makes some action cost less
        checked += facts.is_discount(e)
        s.turn.temp_discounts.clear()
        p.empire.clear()
    assert checked >= (3 if which == "real" else 1)
