"""The kernel's arena harness (tabletop/arena.py) runs the second game: high card's generic flat ISMCTS against a
random seat, each entrant in each chair in turn, seeds from a base seed, the same results in worker processes;
ties share a win, a seat's illegal answer is one game's error and the run goes on (issue 26 point 6). Alien
Artifacts' `python -m game.arena` runs on the same harness (tests/engine/test_arena_cli.py)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import attrs
import high_card
from hypothesis import given
from hypothesis import strategies as hs

from tabletop.arena import Arena, Entrant, Pairing, Record, picks_of, rotation, seat_seed, standings, table, wilson
from tabletop.match import Match


@given(hs.integers(1, 6), hs.integers(0, 40), hs.integers(-10**6, 10**6))
def test_rotation_seats_every_entrant_in_every_chair_and_seeds_from_the_base(n: int, games: int, base: int) -> None:
    pairings = rotation(n, games, base)
    assert [p.seed for p in pairings] == [base + g for g in range(games)]
    assert [p.index for p in pairings] == list(range(games))
    for p in pairings:
        assert sorted(p.chairs) == list(range(n))  # each entrant once per game
    sat = Counter((p.chairs[pos], pos) for p in pairings for pos in range(n))
    if games % n == 0:  # whole rounds: each entrant in each chair equally often
        assert set(sat.values()) <= {games // n} and len(sat) == (n * n if games else 0)
    assert all(p.chairs == tuple(range(n)) for p in rotation(n, games, base, rotate=False))


def test_seat_seeds_differ_per_position_and_game() -> None:
    seeds = {seat_seed(g, p) for g in range(100) for p in range(5)}
    assert len(seeds) == 500


def test_the_generic_search_beats_a_random_seat_at_high_card() -> None:
    report = high_card.arena().run(rotation(2, 16, 100))
    assert report.games == 16 and report.errors == ()
    assert all(r.decisions == 8 for r in report.records)  # four tricks of two decisions; the last cards play alone
    assert all(len(r.winners) == 1 for r in report.records)  # five tricks: never a tie
    search, rand = report.standings
    assert (search.name, rand.name) == ("flat-ismcts", "random")
    assert search.games == rand.games == 16 and search.wins + rand.wins == 16 and search.ties == 0
    assert search.wins >= 11, search  # fixed seeds: 12 of 16 every run
    assert search.decisions == rand.decisions == 64
    assert search.ci95 == wilson(search.wins, 16) and search.ci95[0] < search.win_rate < search.ci95[1]
    # each entrant sat first in 8 games: the chairs really turned
    assert Counter(r.pairing.chairs[0] for r in report.records) == {0: 8, 1: 8}
    text = table(report)
    assert "flat-ismcts" in text and "16 games, 0 errors, 128 decisions" in text
    assert len(text.splitlines()) == 4


def _same(a: Record, b: Record) -> bool:
    return (a.pairing, a.winners, a.decisions, a.error) == (b.pairing, b.winners, b.decisions, b.error)


def test_worker_processes_give_the_same_games_as_one_process() -> None:
    pairings = rotation(2, 6, 40)
    one = high_card.arena(iterations=20).run(pairings)
    two = high_card.arena(iterations=20).run(pairings, workers=2)
    assert [r.pairing for r in two.records] == pairings  # in order
    assert all(_same(a, b) for a, b in zip(one.records, two.records, strict=True))
    assert [s.wins for s in one.standings] == [s.wins for s in two.standings]
    assert all(r.match is None for r in two.records)  # only the numbers come back


def test_a_seat_sees_only_its_own_view_and_its_own_seed() -> None:
    seen: list[tuple[int, int, Any]] = []

    @attrs.define
    class Spy:
        position: int
        seed: int

        def decide(self, view: Any) -> tuple[str, ...]:
            seen.append((self.position, self.seed, view))
            assert view.seat == self.position and view.pending.seat == self.position
            return (random.Random(self.seed).choice(view.pending.keys()),)  # a sequence of picks is a command too

    spy = Entrant("spy", Spy)
    report = Arena((spy, spy), high_card.start, high_card.outcome).run([Pairing(0, 5, (0, 1)), Pairing(1, 6, (1, 0))])
    assert report.games == 2 and len(seen) == 16
    assert {(pos, seed) for pos, seed, _ in seen} == {(0, 50), (1, 51), (0, 60), (1, 61)}
    assert all(all(c == high_card.HIDDEN for c in v.state.hands[1 - pos]) for pos, _, v in seen)


def test_a_tie_shares_the_win_and_an_illegal_answer_is_one_games_error() -> None:
    @attrs.define
    class Cheat:
        def decide(self, view: Any) -> str:
            return "play:99"

    everyone = Arena((Entrant("a", high_card.random_seat), Entrant("b", high_card.random_seat)), high_card.start,
                     lambda m: (0, 1))  # an outcome that calls every game a tie
    tied = everyone.run(rotation(2, 4, 1))
    assert [(s.wins, s.ties, s.win_rate) for s in tied.standings] == [(2.0, 4, 0.5), (2.0, 4, 0.5)]
    cheating = Arena((Entrant("cheat", lambda _p, _s: Cheat()), Entrant("random", high_card.random_seat)),
                     high_card.start, high_card.outcome).run(rotation(2, 4, 1))
    assert cheating.games == 0 and len(cheating.errors) == 4
    assert all("\n" not in e for e in cheating.errors)
    first = cheating.errors[0]
    assert first.startswith("game 0 (seed 1): RuntimeError: seat ")
    assert "(cheat) made an illegal pick ('play:99',)" in first
    assert all(s.games == 0 and s.wins == 0 for s in cheating.standings)
    assert table(cheating).splitlines()[-4:] == list(cheating.errors)


def test_a_game_with_no_end_is_stopped_and_a_broken_start_is_an_error() -> None:
    endless = Arena((Entrant("r", high_card.random_seat),) * 2, high_card.start, high_card.outcome, max_decisions=3)
    r = endless.run(rotation(2, 1, 1))
    assert r.errors == ("game 0 (seed 1): RuntimeError: no end after 3 decisions",)

    def broken(_p: Pairing) -> Match:
        raise ValueError("no such table")

    r = Arena((Entrant("r", high_card.random_seat),) * 2, broken, high_card.outcome).run(rotation(2, 2, 1))
    assert r.errors == ("game 0 (seed 1): ValueError: no such table", "game 1 (seed 2): ValueError: no such table")


def test_standings_count_only_the_games_an_entrant_sat_in() -> None:
    p = [Pairing(0, 1, (0, 1)), Pairing(1, 2, (2, 0)), Pairing(2, 3, (1, 2))]
    recs = [Record(p[0], winners=(1,), decision_ms={0: [1.0], 1: [3.0]}, seat_decisions={0: 1, 1: 1}),
            Record(p[1], winners=(0, 1)),
            Record(p[2], error="X: broken")]
    a, b, c = standings(recs, ["a", "b", "c"])
    assert (a.games, a.wins, a.ties, a.decisions) == (2, 0.5, 1, 1)
    assert (b.games, b.wins, b.ties, b.decision_ms_max) == (1, 1.0, 0, 3.0)
    assert (c.games, c.wins, c.ties) == (1, 0.5, 1)
    assert picks_of("k") == ("k",) and picks_of(["a", "b"]) == ("a", "b")


def test_each_entrant_counts_its_decisions_with_or_without_timing() -> None:
    """Every decision is some entrant's: the standings' counts add up to the games' total, timed or not."""
    for timing in (True, False):
        a = attrs.evolve(high_card.arena(iterations=5), timing=timing)
        report = a.run(rotation(2, 4, 30))
        total = sum(r.decisions for r in report.records)
        assert total > 0 and sum(s.decisions for s in report.standings) == total, timing
        assert all(s.decisions > 0 for s in report.standings)
