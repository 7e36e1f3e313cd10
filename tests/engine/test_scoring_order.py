"""Final scoring in the rulebook's order with the owner's best payment for blockaded Technologies (R36), and
Gain Revenue scoring the operational Technologies one at a time in the order of the Empire row (R37).
Constructed positions: a faction whose end scoring reads credits (Meridian Consortium: 3 VP with 8+ credits,
3 more with 14+) next to a blockaded Technology its owner may pay for."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as hs

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import ahead, block, drain, evs, give, move, must, on_top, ready, since, start_turn

from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.match.api import Game
from alien_artifacts.rules.scoring import best_purchase, final_breakdown

MERIDIAN = "meridian_consortium"


def _meridian(credits: int, tech: str, artifacts: int, tokens: int) -> Game:
    """Seat 0 plays Meridian Consortium with `credits`, one operational Technology `tech` carrying `tokens`
    Blockade tokens, and `artifacts` Alien Artifacts in hand (what both Technologies below count)."""
    g = ready(factions=[MERIDIAN, None], credits=credits)
    move(g, tech, "empire", side="operational")
    for a in [f"art_{i:02d}" for i in range(1, artifacts + 1)]:
        move(g, a, "artifact")
    if tokens:
        block(g, 0, tech, tokens)
    return g


def _finish(g: Game) -> ev.GameEnded:
    g.state.stack = [st.FinalScoring()]
    ahead(g)
    return evs(g, ev.GameEnded)[-1]


def test_r36_a_payment_that_would_cost_more_faction_vp_than_it_brings_is_not_made() -> None:
    # R36: Deep Vault Excavator (1+ Artifact: 2 VP at the end) under 1 token, 8 credits. Paying leaves 7, below
    # Meridian's 8+: 2 VP won, 3 lost. The engine keeps the credit: 1 (card) + 0 + 3 = 4, not 1 + 2 + 0 = 3
    # (and not the 1 + 2 + 3 = 6 of reading the faction on the credits before paying).
    g = _meridian(8, "deep_vault_excavator", 1, 1)
    assert final_breakdown(g._ctx)[0] == (0, 1, 0, 3, 0)
    end = _finish(g)
    assert end.totals[0] == 4 and g.state.players[0].credits == 8


def test_r36_the_faction_reads_the_credits_left_after_paying() -> None:
    # R36: Trophy Halls (4+ Artifacts: 6 VP) under 2 tokens, 9 credits. Paying 2 leaves 7: the faction's
    # 8+ condition fails (0 VP), but 6 > 3, so the owner pays. Before R36 the faction read 9 credits (3 VP).
    g = _meridian(9, "trophy_halls", 4, 2)
    assert final_breakdown(g._ctx)[0] == (0, 1, 6, 0, 2)
    mark = len(g.events)
    end = _finish(g)
    assert end.totals[0] == 7 and g.state.players[0].credits == 7
    # the rulebook's order: Empire cards, then the payment and the Technologies, then the faction
    mine = [e for e in since(g, mark) if isinstance(e, ev.VpChanged | ev.CreditsChanged) and e.seat == 0]
    assert [(type(e).__name__, e.delta, e.why) for e in mine] == [
        ("VpChanged", 1, "empire cards"), ("CreditsChanged", -2, "blockaded technologies"),
        ("VpChanged", 6, "technologies (end)")]


def test_r36_the_faction_still_scores_when_the_payment_keeps_its_threshold() -> None:
    # R36: the same Trophy Halls under 1 token with 9 credits: paying leaves 8, still 8+: 1 + 6 + 3.
    g = _meridian(9, "trophy_halls", 4, 1)
    assert final_breakdown(g._ctx)[0] == (0, 1, 6, 3, 1)
    assert _finish(g).totals[0] == 10


def test_r36_equal_final_vp_keeps_the_credits() -> None:
    # R36: Trophy Halls with 2 Artifacts (3 VP) under 1 token, 14 credits. Paying wins 3 VP and loses
    # Meridian's 14+ (3 VP): the same final VP, so the owner keeps the most credits and does not pay.
    g = _meridian(14, "trophy_halls", 2, 1)
    assert final_breakdown(g._ctx)[0] == (0, 1, 0, 6, 0)
    _finish(g)
    assert g.state.players[0].credits == 14


def test_r32_r36_the_credit_tie_break_reads_the_credits_after_the_payment() -> None:
    # R32 with R36: seat 0 pays 2 of 9 credits (7 left, 7 VP); seat 1 has 7 VP from the game and 8 credits.
    g = _meridian(9, "trophy_halls", 4, 2)
    g.state.players[1].vp, g.state.players[1].credits = 7, 8
    end = _finish(g)
    assert end.totals == (7, 7) and end.winners == (1,) and end.tiebreak == "credits"


def _brute(items: list[tuple[int, int]], budget: int, worth: list[int]) -> tuple[int, int]:
    best: tuple[int, int] | None = None
    for r in range(len(items) + 1):
        for pick in itertools.combinations(items, r):
            cost = sum(c for _v, c in pick)
            if cost <= budget:
                key = (sum(v for v, _c in pick) + worth[budget - cost], budget - cost)
                best = key if best is None or key > best else best
    assert best is not None
    return best


@settings(max_examples=300, deadline=None)
@given(hs.lists(hs.tuples(hs.integers(1, 6), hs.integers(1, 5)), max_size=7), hs.integers(0, 15),
       hs.lists(hs.integers(0, 3), min_size=16, max_size=16))
def test_r36_the_payment_is_the_best_of_every_set(items: list[tuple[int, int]], budget: int,
                                                   steps: list[int]) -> None:
    # R36: over every set of blockaded Technologies the owner could pay for, none gives more final VP, and
    # none with as many VP leaves more credits. The faction's worth grows with the credits left, in steps.
    worth = list(itertools.accumulate(steps))
    vp, paid, fvp = best_purchase(items, budget, lambda credits: worth[credits])
    assert fvp == worth[budget - paid] and 0 <= paid <= budget
    assert (vp + fvp, budget - paid) == _brute(items, budget, worth)


# ---- R37 --------------------------------------------------------------------------------------------------
def _resource(g: Game, type_: str, exclude: set[str]) -> str:
    return next(r.id for r in g.cards.resources.values()
                if r.id not in exclude and any(s.type == type_ for s in r.sections))


def test_r37_revenue_scores_one_technology_at_a_time_in_the_order_of_the_empire_row() -> None:
    # R37: three Expand Technologies (two operational); the Empire row's order decides which revealed card
    # each one meets, the one after another, and no choice is asked between them. Both orders of the row.
    for first, second in (("quantum_ledger", "neural_archive"), ("neural_archive", "quantum_ledger")):
        g = ready()
        move(g, first, "empire", side="operational")
        move(g, second, "empire", side="operational")
        move(g, "parallax_survey_array", "empire", side="logistics")
        assert [u for u in g.state.players[0].empire if g.state.players[0].sides[u] == "operational"] == [
            first, second]
        one = _resource(g, "expand", set())
        two = _resource(g, "expand", {one})
        a = give(g, "blue", 3, exclude=[one, two])
        b = give(g, "blue", 2, exclude=[one, two])
        on_top(g, two)
        on_top(g, one)
        start_turn(g, 0)
        mark = len(g.events)
        must(g, "revenue", a, b)
        assert g.pending.kind == "turn"  # back at the turn menu: no choice of order was asked
        seen = [(type(e).__name__, e.card) for e in since(g, mark)
                if isinstance(e, ev.ResourceRevealed | ev.TechnologyScored)]
        assert seen == [("ResourceRevealed", one), ("TechnologyScored", first),
                        ("ResourceRevealed", two), ("TechnologyScored", second)]
        drain(g)
