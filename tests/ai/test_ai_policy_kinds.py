"""The AI answers every kind of choice the engine documents (docs/ENGINE_API.md), and Hard's search does what
docs/AI.md says: sequential halving over Normal's candidates, a fixed sample count when asked, play-outs to the
real end in the last rounds."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from alien_artifacts.ai.hard import HardSeat
from alien_artifacts.ai.kinds import POLICY
from alien_artifacts.ai.normal import NormalSeat
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command

ROOT = Path(__file__).resolve().parents[2]


def documented_kinds() -> set[str]:
    text = (ROOT / "docs" / "ENGINE_API.md").read_text()
    table = text.split("## PendingChoice kinds", 1)[1].split("\n## ", 1)[0]
    kinds: set[str] = set()
    for line in table.splitlines():
        if line.startswith("| `"):
            kinds.update(re.findall(r"`([a-z_]+)`", line.split("|")[1]))
    return kinds


def test_every_documented_choice_kind_has_a_rule() -> None:
    kinds = documented_kinds()
    assert {"turn", "pay", "side", "defense_plan", "discard"} <= kinds
    missing = kinds - set(POLICY)
    assert not missing, f"no AI rule for {sorted(missing)}"


def test_kinds_met_in_play_are_all_handled(kit: Any, real_cards: CardSet) -> None:
    seen: set[str] = set()
    for n, seed in ((2, 31), (4, 32)):
        g = kit.new_game(real_cards, n, seed)
        seats = [NormalSeat(seed + i) for i in range(n)]
        while g.pending is not None:
            p = g.pending
            seen.add(p.kind)
            assert g.submit(Command(p.seat, p.id, tuple(seats[p.seat].decide(g.view_for(p.seat))))).ok
    assert seen <= set(POLICY)
    assert {"turn", "pay", "side", "discard"} <= seen


def test_hard_picks_the_best_surviving_move_of_its_search(kit: Any, real_cards: CardSet) -> None:
    """Sequential halving: the moves still alive at the end were scored in the most sampled worlds, and Hard plays
    the one of them with the best mean; the counts add up to the fixed sample count (a world scores every live
    move, so the last world may overshoot it)."""
    hard = HardSeat(1, iterations=10)
    seats = [hard, NormalSeat(2), NormalSeat(3)]
    g = kit.new_game(real_cards, 3, 12)
    searched = 0
    while g.pending is not None:
        p = g.pending
        picks = seats[p.seat].decide(g.view_for(p.seat))
        if p.seat == 0 and p.kind == "turn" and hard.last is not None and hard.last.iterations:
            res, hard.last = hard.last, None
            stats = res.stats
            assert res.macro.label() in stats and res.key == picks[0]
            most = max(n for n, _ in stats.values())
            assert stats[res.macro.label()][0] == most
            assert stats[res.macro.label()][1] == max(v for n, v in stats.values() if n == most)
            assert 10 <= res.iterations == sum(n for n, _ in stats.values()) < 10 + len(stats)
            searched += 1
        assert g.submit(Command(p.seat, p.id, tuple(picks))).ok
    assert searched > 10


def _to_menu(kit: Any, real_cards: CardSet, seat: int, seed: int = 5) -> Any:
    g = kit.new_game(real_cards, 2, seed)
    seats = [NormalSeat(2), NormalSeat(3)]
    while not (g.pending.seat == seat and g.pending.kind == "turn" and len(g.pending.options) > 2
               and not g.state.turn.action_taken):
        p = g.pending
        assert g.submit(Command(p.seat, p.id, seats[p.seat].decide(g.view_for(p.seat)))).ok
    return g


def test_samples_are_played_to_the_real_end_only_in_the_last_rounds(monkeypatch: Any, kit: Any,
                                                                    real_cards: CardSet) -> None:
    """docs/AI.md: with `endgame_rounds` or fewer rounds left every sample is played out to the end of the game and
    scored by the true margin plus the win bonus; earlier, at the seat's next action menu."""
    from alien_artifacts.ai import ismcts

    over: list[bool] = []
    real = ismcts.ISMCTS._leaf_value

    def spy(self: Any, sim: Any) -> float:
        over.append(sim.state.over)
        if not sim.state.over:
            p = sim.pending
            assert p is not None and p.kind == "turn" and p.seat == self.seat and not sim.state.turn.action_taken
        return real(self, sim)

    monkeypatch.setattr(ismcts.ISMCTS, "_leaf_value", spy)
    g = _to_menu(kit, real_cards, seat=0)
    for rounds, ended in ((99.0, True), (0.0, False)):
        over.clear()
        seat = HardSeat(1, cards=real_cards, config=ismcts.SearchConfig(max_iterations=6, endgame_rounds=rounds))
        seat.decide(g.view_for(0))
        assert seat.last is not None and len(over) == seat.last.iterations >= 6
        assert set(over) == {ended}



def test_hards_search_is_the_kernels_halving_on_the_searchs_clock(monkeypatch: Any, kit: Any,
                                                                   real_cards: CardSet) -> None:
    """docs/AI.md "Hard": the search loop is the kernel's SequentialHalving, with Hard's ISMCTS as its RootGame and
    `ismcts.now` as its clock. A clock already past the deadline still gives `min_iterations` move-samples (the
    first five moves in one sampled world), then the search stops; every root move's statistics come back."""
    import itertools

    from alien_artifacts.ai import ismcts
    from tabletop import search

    ticks = itertools.count(1e6, 100.0)
    monkeypatch.setattr(ismcts, "now", lambda: next(ticks))
    games: list[object] = []
    real = search.SequentialHalving.search

    def spy(self: Any, view: Any, moves: Any, deadline: float | None = None) -> Any:
        games.append(self.game)
        assert self.clock is ismcts.now and list(moves) == list(dict.fromkeys(moves))
        return real(self, view, moves, deadline)

    monkeypatch.setattr(search.SequentialHalving, "search", spy)
    g = _to_menu(kit, real_cards, seat=0)
    seat = HardSeat(1, cards=real_cards, config=ismcts.SearchConfig(budget=0.3, min_iterations=5))
    picks = seat.decide(g.view_for(0))
    assert len(games) == 1 and isinstance(games[0], ismcts.ISMCTS)
    res = seat.last
    assert res is not None and res.iterations == 5 == sum(n for n, _ in res.stats.values()) and len(res.stats) > 2
    assert picks[0] == res.key and sorted(n for n, _ in res.stats.values())[-6:] == [0, 1, 1, 1, 1, 1]
