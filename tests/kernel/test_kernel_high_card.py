"""The kernel runs a second game: high card (tests/kernel/high_card.py), a few dozen lines of rules that share
nothing with Alien Artifacts but the kernel (tabletop). Through the kernel's Match it is submitted to,
rejects, undoes to a barrier, saves and loads by re-simulation; the generic seats play it to the end from
their own views, and the views keep the other hand and the deck hidden (issue 26 point 6)."""

from __future__ import annotations

import json
import random

import pytest
from high_card import HIDDEN, HighCard, Settings, determinize, hidden_swapped, simulation, value
from hypothesis import given, settings
from hypothesis import strategies as hs

from tabletop.choices import Command
from tabletop.match import Match, MatchError
from tabletop.runtime import Simulation
from tabletop.search import FlatISMCTS, RandomSeat, play_match

RULES = HighCard()


def new(seed: int = 7) -> Match:
    return Match.start(RULES, Settings(seed))


def test_a_match_starts_at_the_leaders_choice_with_hidden_hands() -> None:
    m = new()
    p = m.pending
    assert p is not None and p.kind == "play" and len(p.options) == 3
    assert [o.verb for o in p.options] == ["play"] * 3
    assert {o.card for o in p.options} == set(m.state.hands[p.seat])
    mine, theirs = m.view_for(p.seat), m.view_for(1 - p.seat)
    assert mine.state.hands[1 - p.seat] == [HIDDEN] * 3 and mine.state.deck == [HIDDEN] * 4
    assert mine.state.hands[p.seat] == m.state.hands[p.seat]
    assert theirs.pending.options == () and theirs.state.hands[p.seat] == [HIDDEN] * 3
    assert m.view_for(-1).state.hands == [[HIDDEN] * 3, [HIDDEN] * 3]
    with pytest.raises(MatchError):
        m.view_for(2)


def test_submit_rejects_and_changes_nothing() -> None:
    m = new()
    p = m.pending
    assert p is not None
    before = m.state_hash(), len(m.events)
    other_card = m.state.hands[1 - p.seat][0]
    for cmd, why in ((Command(p.seat, p.id, (f"play:{other_card}",)), "not one of the options"),
                     (Command(1 - p.seat, p.id, (p.options[0].key,)), "choice, not seat"),
                     (Command(p.seat, p.id + 1, (p.options[0].key,)), "stale"),
                     (Command(True, p.id, (p.options[0].key,)), "seat number"),  # type: ignore[arg-type]
                     ("play:1", "not a command")):
        r = m.submit(cmd)  # type: ignore[arg-type]
        assert not r.ok and why in r.reason  # type: ignore[union-attr]
        assert (m.state_hash(), len(m.events)) == before
    r = m.submit(Command(p.seat, p.id, (p.options[0].key,)))
    assert r.ok and m.pending is not None and m.pending.seat == 1 - p.seat


def test_undo_goes_back_to_the_decision_and_never_past_a_barrier() -> None:
    m = new()
    p = m.pending
    assert p is not None
    leader, start = p.seat, m.state_hash()
    assert not m.can_undo(leader)  # only the deal (barriers) so far
    m.submit(Command(leader, p.id, (p.options[-1].key,)))
    assert m.can_undo(leader) and not m.can_undo(1 - leader)
    assert m.undo(leader) and m.state_hash() == start and m.pending == p
    m.submit(Command(leader, p.id, (p.options[-1].key,)))
    q = m.pending
    assert q is not None
    m.submit(Command(q.seat, q.id, (q.options[0].key,)))  # the trick is taken, both draw: barriers
    assert sum(m.state.tricks) == 1
    assert not m.can_undo(0) and not m.can_undo(1) and not m.undo(leader)
    assert not m.undo(True)  # type: ignore[arg-type]


def _random_game(seed: int) -> Match:
    m = new(seed)
    rng = random.Random(seed)
    play_match(m, {0: RandomSeat(rng), 1: RandomSeat(rng)})
    return m


@settings(max_examples=25, deadline=None)
@given(hs.integers(0, 10**6), hs.integers(0, 12))
def test_save_and_load_replay_to_the_same_state(seed: int, cut: int) -> None:
    m = _random_game(seed)
    assert m.over and sum(m.state.tricks) == 5 and len(m.state.winners) == 1
    doc = json.loads(json.dumps(m.to_json()))
    back = Match.load(RULES, doc)
    assert back.state_hash() == m.state_hash() and back.events == m.events
    # a game cut after any decision loads by re-simulation too, and goes on from the same choice
    decisions = [i for i, e in enumerate(m.events) if RULES.decision(e)]
    part = Match.rebuild(RULES, m.settings, m.events[:decisions[min(cut, len(decisions) - 1)]])
    again = Match.load(RULES, json.loads(json.dumps(part.to_json())))
    assert again.state_hash() == part.state_hash() and again.pending == part.pending


def test_a_tampered_or_foreign_save_is_refused_in_one_line() -> None:
    doc = _random_game(3).to_json()
    swapped = json.loads(json.dumps(doc))
    played = [e for e in swapped["events"] if e["t"] == "Decided" and not e["auto"]]
    played[0]["pick"] = "play:99"
    with pytest.raises(MatchError, match="illegal decision"):
        Match.load(RULES, swapped)
    with pytest.raises(MatchError, match="not a high card save file"):
        Match.load(RULES, {**doc, "format": "alien-artifacts-save"})
    with pytest.raises(MatchError, match="state hash"):
        Match.load(RULES, {**doc, "hash": "0" * 64})
    with pytest.raises(MatchError, match="event log"):
        Match.load(RULES, {**doc, "events": [{"t": "os.system"}]})
    with pytest.raises(MatchError, match="for 2 players"):
        Match.start(RULES, Settings(1, ("a", "b", "c")))


def _exact(sim: Simulation, seat: int) -> float:
    """The value of `sim` for `seat` with every card known, both sides playing their best (small endings only)."""
    p = sim.pending
    if p is None:
        return value(sim, seat)
    results = []
    for k in p.keys():  # noqa: SIM118 - a PendingChoice, not a dict
        child = sim.clone()
        child.play(k)
        results.append(_exact(child, seat))
    return max(results) if p.seat == seat else min(results)


def test_the_generic_search_plays_to_the_end_and_finds_the_best_ending() -> None:
    """The kernel's flat ISMCTS, on worlds sampled only from its own view, plays every game to the end against a
    random seat; when it follows in the fourth trick (the deck is empty, so the one unseen card is the other's
    last, and after its pick the rest plays itself) it picks a card that keeps the best outcome that exists
    (checked by playing every line out with every card known)."""
    checked = 0
    for seed in range(12):
        m = new(seed)
        search = FlatISMCTS(0, random.Random(seed + 1), determinize, value, iterations=60)
        other = RandomSeat(random.Random(seed))
        n = 0
        while (p := m.pending) is not None:
            view = m.view_for(p.seat)
            key = (search if p.seat == 0 else other).decide(view)
            if p.seat == 0 and m.state.table and len(m.state.hands[0]) == 2:
                truth = simulation(m.state.clone(), 0, p)
                best = _exact(truth, 0)
                picked = truth.clone()
                picked.play(key)
                assert _exact(picked, 0) == best, (seed, key)
                checked += 1
            assert m.submit(Command(p.seat, p.id, (key,))).ok
            n += 1
        assert m.over and n == 8  # four tricks of two decisions; the last cards play themselves
    assert checked >= 4


def test_the_search_never_sees_the_hidden_truth() -> None:
    """Two matches that differ only in the other hand and the deck (same view for seat 0) get the same pick."""
    m = new(11)
    p = m.pending
    assert p is not None
    seat = p.seat
    twin = hidden_swapped(m)
    assert twin.state_hash() != m.state_hash() and twin.view_for(seat) == m.view_for(seat)
    picks = {FlatISMCTS(seat, random.Random(5), determinize, value, iterations=40).decide(g.view_for(seat))
             for g in (m, twin)}
    assert len(picks) == 1


class _Counted(Simulation):
    """A game's own Simulation over the kernel's (as Alien Artifacts' alien_artifacts/match/sim.py is): what it adds it
    reads from `rules` and `state`, and it keeps no fields of its own."""

    __slots__ = ()

    @property
    def cards_left(self) -> int:
        return len(self.state.deck)


def test_a_games_own_simulation_clones_as_itself_and_apart() -> None:
    m = new(3)
    sim = _Counted(RULES, RULES.clone_state(m.state), 3)
    twin = sim.clone(seed=4)
    assert type(twin) is _Counted and twin.cards_left == sim.cards_left  # not the kernel's plain Simulation
    assert twin.seed == 4 and twin.rules is sim.rules and twin.state is not sim.state
    assert twin.pending == sim.pending and twin.random_outcomes == 0
    before = m.rules.state_json(sim.state)
    while not twin.over:
        assert twin.pending is not None
        twin.play(twin.pending.options[0].key)
    assert m.rules.state_json(sim.state) == before and not sim.over  # playing the clone left the original alone
