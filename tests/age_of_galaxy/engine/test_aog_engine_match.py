"""Age of Galaxy engine through the kernel's Match: random games at 2-4 seats with every invariant checked after
every event (G2, G3, G12, G18, G33), replay and save/load, undo barriers, and the views (G67-G69)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from aog_play import answer, names, offered, start
from hypothesis import given, settings
from hypothesis import strategies as hs

from age_of_galaxy.engine.events import Scored
from age_of_galaxy.engine.fold import fold
from age_of_galaxy.engine.invariants import invariants
from age_of_galaxy.engine.ruleset import AgeOfGalaxy, Ctx, Settings
from age_of_galaxy.engine.state import ROUNDS, State
from tabletop import log
from tabletop.choices import Command
from tabletop.match import Match, MatchError
from tabletop.rounds import PhaseBegan
from tabletop.views import HIDDEN

GAMES_PER_COUNT = 8


class Checked(AgeOfGalaxy):
    """The rules with every invariant checked after every event."""

    def __init__(self) -> None:
        self.violations: list[str] = []
        self.events = 0

    def context(self, state: State, seed: int, log_: list[Any]) -> Ctx:
        def checked(s: State, e: Any) -> None:
            fold(s, e)
            self.events += 1
            self.violations.extend(f"{type(e).__name__}: {v}" for v in invariants(s))

        return Ctx(state, seed, log_, checked)


def random_play(rules: AgeOfGalaxy, seed: int, n: int) -> Match:
    m = Match.start(rules, Settings(seed, names(n)))
    rng = random.Random(seed)
    while m.pending is not None:
        answer(m, rng.choice(m.pending.keys()))
    return m


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_random_games_end_after_five_rounds_with_no_violation(n: int) -> None:
    # G18: 5 rounds; G2/G3/G12/G33 invariants after every event; replay gives the same state hash
    for seed in range(GAMES_PER_COUNT):
        rules = Checked()
        m = random_play(rules, 1000 * n + seed, n)
        assert rules.violations == [], (seed, rules.violations[:5])
        assert rules.events > 300
        rounds = [e.round for e in m.events if isinstance(e, PhaseBegan) and e.phase == "production"]
        assert rounds == [1, 2, 3, 4, 5]
        wars = [e.round for e in m.events if isinstance(e, PhaseBegan) and e.phase == "war"]
        assert wars == [2, 3, 4, 5]  # l.290: no War in round 1
        assert m.state.fleet == 5 and m.state.revealed == 5  # G18, G57
        scored = m.events[-1]
        assert isinstance(scored, Scored) and len(scored.winners) == 1  # G66: no shared win
        again = Match.load(AgeOfGalaxy(), json.loads(json.dumps(m.to_json())))
        assert again.state_hash() == m.state_hash()
        assert Match.rebuild(AgeOfGalaxy(), m.settings, list(m.events)).state_hash() == m.state_hash()


def test_winner_by_total_then_prestige_then_stack() -> None:
    # G66: the ranking key of Scored
    m = random_play(AgeOfGalaxy(), 77, 4)
    s = m.state
    best = max(range(4), key=lambda w: (s.scores[w][-1], s.scores[w][0], -s.prestige.ranking().index(w)))
    assert s.winners == (best,)


def test_a_tampered_log_is_refused() -> None:
    m = random_play(AgeOfGalaxy(), 5, 2)
    doc = m.to_json()
    for i, e in enumerate(doc["events"]):
        if e["t"] == "ResourceChanged" and e["delta"] > 0:
            doc["events"][i] = {**e, "delta": e["delta"] + 1}
            break
    with pytest.raises(MatchError, match=r"hash|tampered|replay"):
        Match.load(AgeOfGalaxy(), doc)


# ---- undo ------------------------------------------------------------------------------------------------------------
def test_undo_stops_at_another_seats_decision_and_at_reveals() -> None:
    # kernel + G16/G34/G57: undo never crosses a reveal (a barrier) or another participant's decision
    m = start(9, 2)
    answer(m, next(k for k in offered(m) if k.startswith("discard:")))
    assert m.can_undo(0)  # the seat's own sealed pick, seen by no one yet
    assert m.undo(0) and len(m.state.players[0].hand) == 7 and m.pending.seat == 0
    answer(m, "keep")
    answer(m, "keep")  # seat 1 decides after seat 0
    assert not m.can_undo(0)
    rng = random.Random(3)
    undone = 0
    while m.pending is not None:
        seat = m.pending.seat
        if m.can_undo(seat) and rng.random() < 0.3:
            c = m.clone()
            assert c.undo(seat)
            removed = m.events[len(c.events):]
            assert removed and not any(e.barrier for e in removed)
            assert {d[0] for e in removed if (d := c.rules.decision(e)) is not None} == {seat}
            assert c.state_hash() == Match.rebuild(AgeOfGalaxy(), m.settings, list(c.events)).state_hash()
            undone += 1
        answer(m, rng.choice(m.pending.keys()))
    assert undone > 20
    barriers = {type(e).__name__ for e in m.events if e.barrier}
    assert {"Shuffled", "Opened", "SystemRevealed", "TokenExplored"} <= barriers


def test_invariants_catch_a_lost_disc_or_cruiser() -> None:
    s = start(2, 2).state.clone()
    assert invariants(s) == []
    s.players[0].common_discs -= 1
    s.players[1].common_cruisers += 1
    assert len(invariants(s)) == 2


# ---- views (G67-G69) -------------------------------------------------------------------------------------------------
def scrambled(s: State, seat: int, rng: random.Random) -> State:
    """Everything `seat` may not see dealt again: the deck and the other seats' hands and setup discards, the
    face-down tokens and both stacks, the face-down and unused System cards, the unused Trade cards."""
    t = s.clone()
    others = [p for w, p in enumerate(t.players) if w != seat]
    pool = t.deck + [c for p in others for c in p.hand + p.discarded]
    rng.shuffle(pool)
    t.deck = pool[:len(t.deck)]
    rest = pool[len(t.deck):]
    for p in others:
        p.hand, rest = rest[:len(p.hand)], rest[len(p.hand):]
        p.discarded, rest = rest[:len(p.discarded)], rest[len(p.discarded):]
    down = [k for k, v in t.spots.items() if v]
    tokens = [t.spots[k] for k in down] + t.explo_stack + [x for p in t.players for x in p.scope]
    rng.shuffle(tokens)
    for k in down:
        t.spots[k] = tokens.pop()
    t.explo_stack, tokens = tokens[:len(t.explo_stack)], tokens[len(t.explo_stack):]
    for p in t.players:
        p.scope, tokens = tokens[:len(p.scope)], tokens[len(p.scope):]
    rng.shuffle(t.planet_stack)
    hidden_systems = t.systems[t.revealed:] + t.system_box
    rng.shuffle(hidden_systems)
    t.systems = t.systems[:t.revealed] + hidden_systems[:5 - t.revealed]
    t.system_box = hidden_systems[5 - t.revealed:]
    t.trade_box = [x + "x" for x in t.trade_box]
    t.discards = type(t.discards)(t.discards.name, t.discards.seats,
                                  tuple((w, pick if w == seat else "Fxx") for w, pick in t.discards.picks),
                                  t.discards.opened, t.discards.public)
    return t


def _view_text(rules: AgeOfGalaxy, s: State, pending: Any, seat: int) -> str:
    v = rules.view(s, pending, seat)
    return json.dumps(log.to_data(v.state), sort_keys=True) + repr(v.pending)


@pytest.mark.parametrize("n", [1, 2, 4])
def test_views_do_not_change_when_hidden_things_are_dealt_again(n: int) -> None:
    rules = AgeOfGalaxy()
    m = Match.start(rules, Settings(31 + n, names(n)))
    rng = random.Random(n)
    checked = 0
    step = 0
    while m.pending is not None:
        if step % 11 == 0 or m.pending.kind in ("setup_discard", "debut"):
            for seat in (*range(n), -1):
                want = _view_text(rules, m.state, m.pending, seat)
                for _ in range(2):
                    assert _view_text(rules, scrambled(m.state, seat, rng), m.pending, seat) == want
                checked += 1
        answer(m, rng.choice(m.pending.keys()))
        step += 1
    assert checked > 12


def test_a_view_hides_what_g68_hides() -> None:
    m = start(12, 3)
    answer(m, next(k for k in offered(m) if k.startswith("discard:")))
    v = m.view_for(1).state
    assert v.deck == [HIDDEN] * len(m.state.deck) and v.players[0].hand == [HIDDEN] * 7
    assert v.players[1].hand == m.state.players[1].hand  # its own hand
    assert all(t is HIDDEN or t == HIDDEN for t in v.spots.values() if t is not None)
    assert v.systems[2:] == [HIDDEN] * 3 and v.systems[:2] == m.state.systems[:2]
    assert v.trade_box == [HIDDEN, HIDDEN] and v.stack[-1].chosen == ()  # another seat's discard in progress
    assert m.view_for(1).pending.options == ()  # another seat's choice: who and what kind, not its options
    assert len(v.planet_stack) == len(m.state.planet_stack) and set(v.explo_stack) <= {HIDDEN}


def test_a_finished_game_takes_no_command() -> None:
    m = random_play(AgeOfGalaxy(), 3, 3)
    assert m.state.calendar is None and m.state.round == ROUNDS and m.over and m.pending is None
    assert not m.submit(Command(0, m.state.choice_id, ("end",))).ok


@settings(max_examples=15, deadline=None)
@given(seed=hs.integers(0, 10**6), n=hs.integers(1, 4), cut=hs.integers(0, 300), explored=hs.booleans())
def test_save_and_load_anywhere(seed: int, n: int, cut: int, explored: bool) -> None:
    # kernel save/load: any seed, any player count, cut after any decision: the same state, choice and views
    rules = AgeOfGalaxy()
    m = Match.start(rules, Settings(seed, names(n), explored=explored, drafting=n > 1 and seed % 2 == 0))
    rng = random.Random(seed)
    for _ in range(cut):
        if m.pending is None:
            break
        answer(m, rng.choice(m.pending.keys()))
    again = Match.load(rules, json.loads(json.dumps(m.to_json())))
    assert again.state_hash() == m.state_hash()
    assert (again.pending is None) == (m.pending is None)
    if m.pending is not None:
        assert again.pending.keys() == m.pending.keys() and again.pending.seat == m.pending.seat
    for seat in range(n):
        assert _view_text(rules, again.state, again.pending, seat) == _view_text(rules, m.state, m.pending, seat)


@pytest.mark.parametrize("settings", [None, [], {"names": "ab"}, {"names": [1, 2], "seed": 1},
                                      {"names": ["a", "b"], "seed": "1"},
                                      {"names": ["a", "b"], "seed": 1, "first": True},
                                      {"names": ["a", "b"], "seed": 1, "explored": "yes"},
                                      {"names": ["a"] * 9, "seed": 1}, {"names": ["a"], "seed": 1, "drafting": True}])
def test_a_hostile_save_is_one_clear_refusal(settings: Any) -> None:
    # bad input is normal input: malformed settings or events are a MatchError with a reason, never a crash
    good = random_play(AgeOfGalaxy(), 2, 2).to_json()
    with pytest.raises(MatchError):
        Match.load(AgeOfGalaxy(), {**good, "settings": settings})


def test_hostile_events_are_refused() -> None:
    good = random_play(AgeOfGalaxy(), 2, 2).to_json()
    for events in ([{"t": "Nope"}], [{"t": "Shuffled", "deck": 5}], "x", [[1, 2]], [*good["events"][:-1], {}]):
        with pytest.raises(MatchError):
            Match.load(AgeOfGalaxy(), {**good, "events": events})


@pytest.mark.slow
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_many_random_games(n: int) -> None:
    # the stress run: 100 more games per player count, every invariant after every event (G2, G3, G18, G33)
    for g in range(100):
        rules = Checked()
        m = random_play(rules, 500_000 + 1000 * n + g, n)
        assert rules.violations == [] and m.state.over and m.state.round == ROUNDS, (g, rules.violations[:3])
