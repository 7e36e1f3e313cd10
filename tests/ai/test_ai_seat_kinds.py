"""Seat kinds by name, including Hard with a fixed iteration count or a time budget (arena, fuzzing)."""

from __future__ import annotations

import pytest

from alien_artifacts.ai.hard import HardSeat
from alien_artifacts.ai.seats import make_seat


def test_hard_with_iterations_and_with_a_budget() -> None:
    fixed = make_seat("hard:3", 1)
    assert isinstance(fixed, HardSeat) and fixed.config.max_iterations == 3
    timed = make_seat("hard:0.25s", 1)
    assert isinstance(timed, HardSeat) and timed.budget == 0.25 and timed.config.max_iterations is None
    assert make_seat("easy", 1).kind == "easy"


@pytest.mark.parametrize("bad", ["hard:0", "hard:x", "hard:-1s", "easy:3", "wizard", "hard:"])
def test_bad_kinds_are_one_clear_error(bad: str) -> None:
    if bad == "hard:":
        assert isinstance(make_seat(bad, 1), HardSeat)  # an empty parameter is plain hard
        return
    with pytest.raises(ValueError, match="seat kind"):
        make_seat(bad, 1)


def test_hard_values_search_leaves_with_the_leaf_fit_and_ranks_moves_like_normal() -> None:
    from alien_artifacts.ai.features import COEF_A, LEAF_COEF_A, LEAF_COEF_B

    hard = make_seat("hard", 1)
    assert isinstance(hard, HardSeat)
    assert (hard.leaf_w.coef_a, hard.leaf_w.coef_b) == (LEAF_COEF_A, LEAF_COEF_B)
    assert hard.normal.w.coef_a == COEF_A  # the priors: Normal's look-ahead, valued right after the move


def test_two_player_leaves_count_logistics_more_and_use_their_own_set(monkeypatch, kit, real_cards) -> None:  # type: ignore[no-untyped-def]
    """docs/AI.md: two players value leaves with LEAF_COEF_A/B_2P (logistics raised), more players with
    the fitted set; everything but the logistics weights is shared."""
    from alien_artifacts.ai import hard as hard_mod
    from alien_artifacts.ai.features import FEATURES, LEAF_COEF_A, LEAF_COEF_A_2P, LEAF_COEF_B, LEAF_COEF_B_2P
    from alien_artifacts.engine.choices import Command

    j = FEATURES.index("logistics")
    for i in range(len(FEATURES)):
        if i != j:
            assert (LEAF_COEF_A_2P[i], LEAF_COEF_B_2P[i]) == (LEAF_COEF_A[i], LEAF_COEF_B[i])
    assert LEAF_COEF_A_2P[j] >= LEAF_COEF_A[j]  # no less late in the game (tau 0)
    assert LEAF_COEF_A_2P[j] + LEAF_COEF_B_2P[j] > LEAF_COEF_A[j] + LEAF_COEF_B[j]  # more, early on
    used: list[tuple[float, ...]] = []
    real = hard_mod.ISMCTS

    def spy(*args, **kw):  # type: ignore[no-untyped-def]
        used.append(args[5].coef_a)
        return real(*args, **kw)

    monkeypatch.setattr(hard_mod, "ISMCTS", spy)
    for n, want in ((2, LEAF_COEF_A_2P), (3, LEAF_COEF_A)):
        used.clear()
        g = kit.new_game(real_cards, n, 5)
        seat = HardSeat(1, iterations=2)
        while not used:
            p = g.pending
            pick = seat.decide(g.view_for(p.seat))
            assert g.submit(Command(p.seat, p.id, tuple(pick))).ok
        assert used[0] == want


def test_two_player_search_keeps_ten_root_moves_and_larger_tables_six() -> None:
    """docs/AI.md session 8: Hard's root keeps the best 10 moves by Normal's gain in two-player games
    (max_candidates_2p), 6 with more players; free moves and ending the action stay candidates."""
    import random

    from alien_artifacts.ai.heuristic import Policy
    from alien_artifacts.ai.ismcts import ISMCTS, SearchConfig
    from alien_artifacts.ai.macro import Macro
    from alien_artifacts.content.loader import load_cardset

    priors = {Macro(f"trade:{c}#{i}", verb="trade", card=None): -float(i) for i, c in enumerate("rgbyrgbyrgbyrg")}
    end = Macro("end_action", verb="end_action", card=None)
    priors[end] = -20.0
    search = ISMCTS(load_cardset(), 0, random.Random(1), Policy(), SearchConfig())
    two, four = search._candidates(priors, 2), search._candidates(priors, 4)
    assert [m.key for m in two[:10]] == [f"trade:{c}#{i}" for i, c in enumerate("rgbyrgbyrg")]
    assert len(two) == 11 and len(four) == 7 and two[-1] == four[-1] == end


def test_finished_play_outs_weigh_a_win_more_at_larger_tables() -> None:
    """docs/AI.md sessions 8-9: a play-out that reaches the real end adds +-4 to the final margin in two-player
    games and +-10 with 3+ players (in 1 Hard vs 3 Normal 10 won 37.0% of 500 trial games, 4 won 33.0% of 300;
    10 lost 4.0 in two players); a shared win adds nothing."""
    from alien_artifacts.ai.ismcts import SearchConfig, end_bonus

    cfg = SearchConfig()
    assert (end_bonus(cfg, 2, 0, (0,)), end_bonus(cfg, 2, 0, (1,))) == (4.0, -4.0)
    assert (end_bonus(cfg, 4, 2, (2,)), end_bonus(cfg, 4, 2, (0, 3))) == (10.0, -10.0)
    assert end_bonus(cfg, 3, 1, (1, 2)) == 0.0 == end_bonus(cfg, 2, 0, (0, 1))
