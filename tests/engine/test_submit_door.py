"""The engine's door is strict (issue 24 point 9): `Game.submit` answers every malformed command with
`Rejected(reason)` and an unchanged game (same log, same state hash, same pending choice), never an
exception; no log entry ever carries a bool or float seat; the seat-taking entries (`undo`, `can_undo`,
`view_for`) refuse what is not a seat; real legal commands are still accepted."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as stg

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import random_game

from alien_artifacts.engine.choices import Accepted, Command, PendingChoice, Rejected
from alien_artifacts.match.api import MAX_PICKS, Game, GameError

EXAMPLES = 200  # per property (reported in the session notes)


def game_at(seed: int, n: int, steps: int) -> Game:
    """A real game after `steps` random legal decisions (or at its end)."""
    return random_game(seed, n, steps)


def fingerprint(g: Game) -> tuple[int, str, PendingChoice | None]:
    return len(g.events), g.state_hash(), g.pending


def assert_no_odd_seat(g: Game) -> None:
    """The JSON of the log has only plain integer seats (never true/false or 1.0)."""
    text = json.dumps(g.to_json())
    seen = 0

    def walk(x: Any) -> None:
        nonlocal seen
        if isinstance(x, dict):
            if "seat" in x:
                assert type(x["seat"]) is int, x
                seen += 1
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(json.loads(text)["events"])
    assert seen > 0
    assert '"seat": true' not in text and '"seat": false' not in text and '"seat": 1.0' not in text


def assert_rejected_unchanged(g: Game, cmd: Any) -> None:
    before = fingerprint(g)
    r = g.submit(cmd)
    assert isinstance(r, Rejected) and not r.ok, (cmd, r)
    assert isinstance(r.reason, str) and r.reason and len(r.reason) < 400
    assert fingerprint(g) == before


# ---- garbage ----------------------------------------------------------------------------------------
scalars = stg.one_of(stg.none(), stg.booleans(), stg.floats(allow_nan=True), stg.integers(-10**30, 10**30),
                     stg.text(max_size=30), stg.binary(max_size=10))
nested = stg.recursive(scalars, lambda inner: stg.one_of(stg.lists(inner, max_size=4),
                                                         stg.tuples(inner, inner),
                                                         stg.dictionaries(stg.text(max_size=5), inner, max_size=3)),
                       max_leaves=10)
generators = stg.builds(lambda xs: (x for x in xs), stg.lists(stg.text(max_size=8), max_size=3))
not_a_command = stg.one_of(nested, generators, stg.builds(object))


def mutated_commands(p: PendingChoice, n: int) -> stg.SearchStrategy[Any]:
    """A real command for the pending choice with one part made malformed."""
    key = p.options[0].key
    bad_seats = stg.sampled_from([True, False, float(p.seat), str(p.seat), None, -1, n, p.seat + 0.5, [p.seat],
                                  10**40])
    bad_ids = stg.sampled_from([True, False, float(p.id), str(p.id), None, [p.id], p.id + 0.0])
    bad_picks = stg.one_of(
        stg.just(key),  # a str itself
        stg.just([key]),  # a list
        stg.just(()),  # nothing picked
        stg.builds(lambda: (k for k in (key,))),  # a generator
        stg.tuples(stg.one_of(stg.integers(), stg.floats(), stg.booleans(), stg.none(), stg.binary(max_size=4))),
        stg.tuples(stg.just(key), stg.one_of(stg.integers(), stg.none(), stg.just(key.encode()))),
        stg.just(tuple([key] * (MAX_PICKS + 1))),
        stg.just(("x" * 100_000,)),
        stg.text(max_size=20).map(lambda t: (t + "\x00 not a key",)),
    )
    return stg.one_of(
        bad_seats.map(lambda s: Command(s, p.id, (key,))),  # type: ignore[arg-type]
        bad_ids.map(lambda i: Command(p.seat, i, (key,))),  # type: ignore[arg-type]
        bad_picks.map(lambda ks: Command(p.seat, p.id, ks)),
        stg.just((p.seat, p.id, (key,))),  # the right fields, but not a Command
        stg.just({"seat": p.seat, "choice_id": p.id, "picks": [key]}),
        stg.just(Command((p.seat + 1) % n, p.id, (key,))),  # another seat
        stg.just(Command(p.seat, p.id + 1, (key,))),  # a stale / future id
    )


positions = stg.tuples(stg.integers(0, 10_000), stg.integers(2, 5), stg.integers(0, 120))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pos=positions, junk=not_a_command, data=stg.data())
def test_garbage_and_mutated_commands_are_rejected_and_change_nothing(pos: tuple[int, int, int], junk: Any,
                                                                       data: stg.DataObject) -> None:
    seed, n, steps = pos
    g = game_at(seed, n, steps)
    assert_rejected_unchanged(g, junk)
    p = g.pending
    if p is None:
        return
    bad = data.draw(mutated_commands(p, n), label="mutated")
    assert_rejected_unchanged(g, bad)
    # a real legal command is still accepted, with a plain int seat in its log entry
    key = data.draw(stg.sampled_from(p.keys()), label="legal")
    r = g.submit(Command(p.seat, p.id, (key,)))
    assert isinstance(r, Accepted) and r.ok
    assert_no_odd_seat(g)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pos=positions, data=stg.data())
def test_several_picks_are_all_or_nothing(pos: tuple[int, int, int], data: stg.DataObject) -> None:
    """A command of several picks (also the same key twice) is accepted only if each pick is legal in
    turn, exactly as the same picks one at a time; otherwise nothing changes."""
    seed, n, steps = pos
    g = game_at(seed, n, steps)
    p = g.pending
    if p is None:
        return
    first = data.draw(stg.sampled_from(p.keys()), label="first")
    second = data.draw(stg.one_of(stg.just(first), stg.text(max_size=12)), label="second")
    single = g.clone()
    ok1 = single.submit(Command(p.seat, p.id, (first,))).ok
    p2 = single.pending
    ok2 = ok1 and p2 is not None and p2.seat == p.seat and single.submit(Command(p.seat, p2.id, (second,))).ok
    before = fingerprint(g)
    r = g.submit(Command(p.seat, p.id, (first, second)))
    assert r.ok == ok2
    if r.ok:
        assert g.state_hash() == single.state_hash() and len(g.events) == len(single.events)
    else:
        assert fingerprint(g) == before
    assert_no_odd_seat(g)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pos=positions, seat=stg.one_of(stg.booleans(), stg.floats(), stg.text(max_size=3), stg.none(),
                                      stg.integers(-50, -2), stg.integers(5, 50), stg.lists(stg.integers(0, 4))))
def test_undo_can_undo_and_view_for_refuse_what_is_not_a_seat(pos: tuple[int, int, int], seat: Any) -> None:
    g = game_at(*pos)
    before = fingerprint(g)
    assert g.can_undo(seat) is False
    assert g.undo(seat) is False
    assert fingerprint(g) == before
    with pytest.raises(GameError):
        g.view_for(seat)
    assert fingerprint(g) == before


def test_true_is_not_seat_one_and_one_point_zero_is_not_a_choice_id() -> None:
    # The cases the issue names: True == 1 and 1.0 == 1 in Python, so a loose check would let them in.
    g = game_at(7, 2, 0)
    p = g.pending
    assert p is not None
    key = p.options[0].key
    for cmd in (Command(bool(p.seat) if p.seat in (0, 1) else True, p.id, (key,)),  # type: ignore[arg-type]
                Command(float(p.seat), p.id, (key,)),  # type: ignore[arg-type]
                Command(p.seat, float(p.id), (key,)),  # type: ignore[arg-type]
                Command(p.seat, True if p.id == 1 else bool(p.id), (key,)),
                Command(p.seat, p.id, [key]),  # type: ignore[arg-type]
                None, (p.seat, p.id, (key,))):
        assert_rejected_unchanged(g, cmd)
    assert g.submit(Command(p.seat, p.id, (key,))).ok
    assert_no_odd_seat(g)
    # undo with True where seat 1 has the undo, with 0.0 where seat 0 has it: refused
    for s in (0, 1):
        assert g.undo(float(s)) is False and g.undo(bool(s)) is False  # type: ignore[arg-type]


def test_a_save_whose_decisions_carry_a_bool_seat_is_refused_and_loads_never_keep_one() -> None:
    # A save is replayed through the same door: a decision by seat `false` / `1.0` is an illegal decision;
    # other events with such a seat are rebuilt by the rules, so the loaded log holds plain ints only.
    g = game_at(3, 2, 40)
    data = g.to_json()
    decided = next(i for i, e in enumerate(data["events"]) if e["t"] == "Decided" and not e["auto"])
    for odd in (bool(data["events"][decided]["seat"]), float(data["events"][decided]["seat"])):
        bad = json.loads(json.dumps(data))
        bad["events"][decided]["seat"] = odd
        with pytest.raises(GameError):
            Game.from_json(g.cards, bad)
    other = next(i for i, e in enumerate(data["events"]) if e["t"] == "TurnStarted")
    odd_other = json.loads(json.dumps(data))
    odd_other["events"][other]["seat"] = bool(odd_other["events"][other]["seat"])
    loaded = Game.from_json(g.cards, odd_other)
    assert loaded.state_hash() == g.state_hash()
    assert_no_odd_seat(loaded)
