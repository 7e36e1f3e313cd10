"""Counterfactual pairs (research/pairs.py): branches from one true state differ only by the move."""

from __future__ import annotations

from alien_artifacts.ai.macro import Macro
from alien_artifacts.ai.normal import NormalSeat
from alien_artifacts.engine.choices import Command
from alien_artifacts.match.api import Game, GameSettings, SeatSettings
from research.pairs import play_branch


def _menu(cards):  # type: ignore[no-untyped-def]
    g = Game.new(cards, GameSettings(9, (SeatSettings("a"), SeatSettings("b"))))
    seats = [NormalSeat(i, cards=cards) for i in range(2)]
    while True:
        p = g.pending
        if p.kind == "turn" and not g.state.turn.action_taken and g.state.turn_number >= 4 and len(p.options) > 2:
            return g, p
        g.submit(Command(p.seat, p.id, (seats[p.seat].decide(g.view_for(p.seat))[0],)))


def test_a_branch_is_reproducible_and_reaches_the_end(real_cards) -> None:  # type: ignore[no-untyped-def]
    cards = real_cards
    g, p = _menu(cards)
    before = g.state_hash()
    moves = [Macro.of(o) for o in p.options if o.verb not in ("artifact", "additionally", "activate", "end_action")]
    a1 = play_branch(cards, g.state, p, moves[0], p.seat, 77)
    a2 = play_branch(cards, g.state, p, moves[0], p.seat, 77)
    assert a1 == a2  # same state, move and seed: the same rows and final totals
    assert g.state_hash() == before  # the real game is untouched
    assert len(a1) == 2 and all(len(f) == 13 for f, _t, _y, _n in a1)
    assert all(y > 0 for _f, _t, y, _n in a1)
    others = [play_branch(cards, g.state, p, m, p.seat, 77) for m in moves[1:4]]
    assert any(o != a1 for o in others)  # another move changes the branch
