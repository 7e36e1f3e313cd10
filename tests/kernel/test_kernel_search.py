"""The kernel's root search, sequential halving (tabletop.search.SequentialHalving), names no game: it runs on high
card (tests/kernel/high_card.py) with the kernel's random play-outs, and on toy root games whose scores are known,
which pin its mechanics: every sampled world scores every live move in its own clone (common random numbers), the
worse half is dropped phase by phase, ties go as the docstring says, and the budget runs on an injected clock
(issue 26 point 6: Alien Artifacts' Hard is this search over its own moves, policy and valuation)."""

from __future__ import annotations

import itertools
import random
from typing import Any

import attrs
import high_card
from high_card import HighCard, Settings, determinize, hidden_swapped, simulation, value
from hypothesis import given
from hypothesis import strategies as hs

from tabletop.arena import Arena, Entrant, rotation
from tabletop.choices import Command
from tabletop.match import Match
from tabletop.search import RandomPlayouts, RandomSeat, SequentialHalving


@attrs.define
class HalvingSeat:
    """A seat of any game that gives `determinize` and `value`: sequential halving over all its options."""

    seat: int
    rng: random.Random
    iterations: int = 60

    def decide(self, view: Any) -> str:
        game = RandomPlayouts(self.seat, self.rng, determinize, value)
        found = SequentialHalving(self.rng, game, max_iterations=self.iterations).search(view, view.pending.keys())
        assert found is not None
        return str(found.best)


def test_halving_plays_high_card_to_the_end_and_follows_with_the_best_card() -> None:
    """Against a random seat, the halving seat plays every game to the end from its own view; when it follows in
    the fourth trick (the deck is empty: the one unseen card is the other's last, and after its pick the rest
    plays itself) its card keeps the best outcome that exists, checked on the true state."""
    checked = 0
    for seed in range(12):
        m = Match.start(HighCard(), Settings(seed))
        seats = {0: HalvingSeat(0, random.Random(seed + 1)), 1: RandomSeat(random.Random(seed))}
        while (p := m.pending) is not None:
            key = seats[p.seat].decide(m.view_for(p.seat))
            if p.seat == 0 and m.state.table and len(m.state.hands[0]) == 2:
                truth = simulation(m.state.clone(), 0, p)
                exact = RandomPlayouts(0, random.Random(0), determinize, value)  # only forced moves follow
                outcome = {k: exact.score(truth.clone(), k) for k in p.keys()}  # noqa: SIM118 - a PendingChoice
                assert outcome[key] == max(outcome.values()), (seed, key, outcome)
                checked += 1
            assert m.submit(Command(p.seat, p.id, (key,))).ok
        assert m.state.over
    assert checked >= 4


def test_halving_never_sees_the_hidden_truth() -> None:
    """Two matches that differ only in the other hand and the deck (the same view for the seat to move) get the
    same pick and the same statistics."""
    m = Match.start(HighCard(), Settings(11))
    p = m.pending
    assert p is not None
    seat = p.seat
    twin = hidden_swapped(m)
    assert twin.state_hash() != m.state_hash() and twin.view_for(seat) == m.view_for(seat)
    found = []
    for g in (m, twin):
        rng = random.Random(5)
        game = RandomPlayouts(seat, rng, determinize, value)
        r = SequentialHalving(rng, game, max_iterations=40).search(g.view_for(seat), p.keys())
        assert r is not None
        found.append((r.best, r.iterations, r.arms))
    assert found[0] == found[1]


def halving_seat(position: int, seed: int) -> HalvingSeat:
    return HalvingSeat(position, random.Random(seed))


def test_an_arena_of_halving_against_random_on_the_kernels_harness() -> None:
    """The halving seat against a random seat on the kernel's arena harness (tabletop/arena.py), the chairs turning
    over 24 deals: it wins clearly more often than a random seat does in its place on the same deals and seeds (17
    against 9; the flat ISMCTS seat, high_card.search_seat, wins 18)."""
    deals = rotation(2, 24, 100)
    rivals = {name: Arena((Entrant(name, seat), Entrant("random", high_card.random_seat)), high_card.start,
                          high_card.outcome).run(deals)
              for name, seat in (("halving", halving_seat), ("random in its place", high_card.random_seat))}
    wins = {name: report.standings[0].wins for name, report in rivals.items()}
    assert all(r.games == 24 and not r.errors for r in rivals.values())
    assert wins["halving"] >= wins["random in its place"] + 4, wins


@attrs.define
class World:
    """A toy world: its number (which sample it is) and the moves played in it."""

    n: int
    played: list[str] = attrs.field(factory=list)
    pending: Any = None

    def play(self, key: str) -> None:
        self.played.append(key)

    def clone(self) -> World:
        return World(self.n, list(self.played))


@attrs.define
class Toy:
    """A root game whose moves score a fixed value each (or None: no world); it records what the search asked, and
    each score advances its clock by `cost`."""

    values: dict[str, float]
    cost: float = 0.0
    worlds: list[World] = attrs.field(factory=list)
    scored: list[tuple[int, str, World]] = attrs.field(factory=list)
    time: float = 0.0
    fail_at: int | None = None

    def sample(self, view: Any, rng: random.Random) -> World | None:
        if len(self.worlds) == self.fail_at:
            return None
        self.worlds.append(World(rng.randrange(1 << 30)))
        return self.worlds[-1]

    def score(self, world: Any, move: str) -> float:
        world.play(move)
        self.scored.append((world.n, move, world))
        self.time += self.cost
        return self.values[move]

    def order(self, move: str) -> str:
        return move

    def clock(self) -> float:
        return self.time


def halving(toy: Toy, **kw: Any) -> SequentialHalving[str]:
    return SequentialHalving(random.Random(3), toy, clock=toy.clock, **kw)


def test_every_world_scores_every_live_move_in_its_own_clone() -> None:
    """Common random numbers: each sampled world is scored once for each live move, each time in a fresh clone (the
    sampled world itself is never played in), and a move that was dropped is never scored again."""
    toy = Toy({m: float(i) for i, m in enumerate("abcdef")})
    r = halving(toy, max_iterations=48).search(None, list("abcdef"))
    assert r is not None and r.best == "f" and r.iterations == 48
    assert all(w.played == [] for w in toy.worlds)
    clones = [w for _, _, w in toy.scored]
    assert len({id(w) for w in clones}) == len(clones) and all(len(w.played) == 1 for w in clones)
    rounds = [[m for n, m, _ in toy.scored if n == w.n] for w in toy.worlds]
    assert rounds[0] == list("abcdef") and sum(map(len, rounds)) == 48
    for before, after in itertools.pairwise(rounds):
        assert set(after) <= set(before)
    assert [len(r) for r in rounds[:3]] == [6, 6, 3] and set(rounds[-1]) == {"e", "f"}


def test_the_worse_half_is_dropped_phase_by_phase() -> None:
    """Eight moves, 80 move-samples, three phases: all eight until a quarter of the samples (3 rounds = 24), the
    best four until half (40), then the best two to the end: 3, 7 and 27 samples."""
    toy = Toy({m: float(i) for i, m in enumerate("abcdefgh")})
    r = halving(toy, max_iterations=80).search(None, list("abcdefgh"))
    assert r is not None and r.best == "h" and r.iterations == 80
    assert [r.arms[m].visits for m in "abcdefgh"] == [3, 3, 3, 3, 7, 7, 27, 27]
    assert [r.arms[m].mean for m in "aeh"] == [0.0, 4.0, 7.0]


def test_ties_keep_the_lower_order_in_a_cut_and_pick_the_higher_at_the_end() -> None:
    """Equal means: a cut keeps the moves of lower order (`order`), the final pick takes the higher of the
    survivors: of a, b, c, d all worth the same, b."""
    toy = Toy(dict.fromkeys("dcba", 1.0))
    r = halving(toy, max_iterations=40).search(None, list("dcba"))
    assert r is not None and r.best == "b"
    assert r.arms["a"].visits == r.arms["b"].visits > r.arms["c"].visits == r.arms["d"].visits


@given(values=hs.lists(hs.integers(0, 5), min_size=2, max_size=12), fixed=hs.integers(1, 200))
def test_with_exact_scores_halving_finds_a_best_move(values: list[int], fixed: int) -> None:
    """Whatever the moves' values and the count: at least `fixed` move-samples and less than one round more, every
    one counted in some move's statistics, a move worth more sampled at least as often as one worth less, and
    the answer is worth the most (among equals, as the tie rule says)."""
    moves = [f"m{i:02d}" for i in range(len(values))]
    toy = Toy({m: float(v) for m, v in zip(moves, values, strict=True)})
    r = halving(toy, max_iterations=fixed).search(None, moves)
    assert r is not None
    assert fixed <= r.iterations < fixed + len(moves) and sum(a.visits for a in r.arms.values()) == r.iterations
    assert toy.values[r.best] == max(values)
    for a in moves:
        for b in moves:
            if toy.values[a] > toy.values[b]:
                assert r.arms[a].visits >= r.arms[b].visits


def test_the_budget_runs_on_the_injected_clock() -> None:
    """On the clock (each score here costs 1.0): the budget from the start, or a deadline instead; at least
    `min_iterations` move-samples even when the deadline has passed; the cut by the share of time spent."""
    toy = Toy({m: float(i) for i, m in enumerate("abcd")}, cost=1.0)
    r = halving(toy, budget=20.0).search(None, list("abcd"))
    assert r is not None and r.iterations == 20 == toy.time and r.best == "d"
    assert [r.arms[m].visits for m in "abcd"] == [2, 2, 8, 8]  # cut at 1/3 of the time: after round 2 (t = 8)
    toy = Toy({m: float(i) for i, m in enumerate("abc")}, cost=1.0, time=50.0)
    r = halving(toy, budget=20.0).search(None, list("abc"), deadline=59.0)
    assert r is not None and r.iterations == 9
    toy = Toy({m: float(i) for i, m in enumerate("abc")}, cost=1.0, time=50.0)
    r = halving(toy, min_iterations=5).search(None, list("abc"), deadline=10.0)  # long past
    assert r is not None and r.iterations == 5 and [r.arms[m].visits for m in "abc"] == [1, 2, 2]


def test_a_move_the_clock_cut_off_unscored_is_not_the_answer() -> None:
    """Every scored move loses (negative means); the clock runs out in the first round before "c" is scored:
    the answer is the best scored move, not "c" with its empty mean of 0."""
    toy = Toy({"a": -3.0, "b": -1.0, "c": -2.0}, cost=1.0, time=50.0)
    r = halving(toy, min_iterations=2).search(None, list("abc"), deadline=10.0)  # long past
    assert r is not None and r.iterations == 2 and r.arms["c"].visits == 0
    assert r.best == "b"


def test_no_move_a_lone_move_and_a_world_that_cannot_be_built() -> None:
    """No moves: no answer. One move: it, without sampling a world. A world that cannot be sampled: no answer."""
    toy = Toy({"a": 1.0, "b": 2.0})
    assert halving(toy, max_iterations=10).search(None, []) is None
    r = halving(toy, max_iterations=10).search(None, ["b"])
    assert r is not None and (r.best, r.iterations, r.arms["b"].visits) == ("b", 0, 0) and toy.worlds == []
    toy = Toy({"a": 1.0, "b": 2.0}, fail_at=3)
    assert halving(toy, max_iterations=100).search(None, ["a", "b"]) is None and len(toy.worlds) == 3
