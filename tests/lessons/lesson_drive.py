"""Test-only: play a lesson headless through the Coach, the way a UI does (no pygame), checking as it goes.

At every moment exactly one thing can happen: a reading step is continued with next(), the human seat
picks one of the options `filter` leaves (chosen by `choose`), or the scripted opponent answers. Anything
else (an empty filter while the human decides, an opponent with no answer while it decides, a lesson that
never ends) fails the test with the lesson, the step and the choice named.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import attrs

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine import events as ev
from alien_artifacts.engine.choices import Command, Option, PendingChoice
from alien_artifacts.engine.serial import to_data
from alien_artifacts.engine.state import State
from alien_artifacts.lessons import Coach, Lesson
from alien_artifacts.match.invariants import check

Chooser = Callable[[tuple[Option, ...]], Option]
MAX_MOVES = 400


def first(options: tuple[Option, ...]) -> Option:
    return options[0]


def seeded(seed: int) -> Chooser:
    rng = random.Random(seed)
    return lambda options: rng.choice(options)


@attrs.define
class Trace:
    coach: Coach
    events: list[Any] = attrs.Factory(list)  # the game's whole log as plain data
    hashes: list[str] = attrs.Factory(list)  # the state hash after each command
    human_picks: list[str] = attrs.Factory(list)
    opponent_picks: list[str] = attrs.Factory(list)
    filtered: list[tuple[int, PendingChoice, tuple[Option, ...]]] = attrs.Factory(list)  # step, choice, allowed
    read_steps: list[int] = attrs.Factory(list)
    violations: list[str] = attrs.Factory(list)  # engine invariants broken after some event
    unseen_places: list[str] = attrs.Factory(list)  # anchors / highlights naming a card not on the table


def fields(o: Option) -> str:
    """An option as a lesson's `expect` would name it: "{verb: pay, card: res_06, section: 0}"."""
    named = [(n, getattr(o, n)) for n in ("verb", "card", "section", "onto", "seat", "arg")]
    return "{" + ", ".join(f"{n}: {v}" for n, v in named if v not in (None, "")) + "}"


def on_table(state: State, seat: int, place: str) -> bool:
    """Is the card a place names where the player can see it now (a card place only; others are always there)?"""
    kind, _, uid = place.partition(":")
    me = state.players[seat]
    if kind == "card":
        return uid in state.open_cards or any(uid in p.under_construction or uid in p.empire for p in state.players)
    if kind == "res":
        return uid in me.hand or any(uid == c for t in me.produced.values() for c, _s in t) or \
            any(uid == c for t in me.attached.values() for c, _s in t)
    if kind == "art":
        return uid in me.artifacts
    if kind == "dp":
        return uid == "basic" or uid in me.defense_plans
    return True


def play(lesson: Lesson, cards: CardSet, choose: Chooser = first) -> Trace:
    coach = Coach(lesson, cards)
    g = coach.game
    t = Trace(coach)
    t.violations += [f"start: {v}" for v in check(cards, g.state, g.events[0])]
    assert isinstance(g.events[0], ev.PositionArranged)
    where = f"lesson {lesson.id!r}"
    shown_at = -1
    for _ in range(MAX_MOVES):
        if coach.finished:
            break
        step = coach.step
        assert step is not None
        if coach.index != shown_at:  # the places a step names are on the table when it is shown
            shown_at = coach.index
            for place in (step.anchor, *step.highlight):
                if place and not on_table(g.state, coach.human_seat, place):
                    t.unseen_places.append(f"{where} step {coach.index}: {place}")
        p = g.pending
        if step.reading:
            assert coach.opponent_command(p) is None, f"{where} step {coach.index}: the opponent moves while you read"
            if p is not None and p.seat == coach.human_seat:
                assert coach.filter(p).options == (), f"{where} step {coach.index}: a move is offered while you read"
            t.read_steps.append(coach.index)
            assert coach.next()
            continue
        assert not coach.next(), f"{where} step {coach.index}: next() moved on from a step that is not read"
        assert p is not None, f"{where} step {coach.index}: the game is over while the step waits for a move"
        if p.seat == coach.human_seat:
            allowed = coach.filter(p).options
            assert allowed, (f"{where} step {coach.index} ({step.say[:40]}...): nothing allowed at the "
                             f"{p.kind} choice; its options: {[fields(o) for o in p.options]}")
            assert all(o in p.options for o in allowed)
            t.filtered.append((coach.index, p, allowed))
            key = choose(allowed).key
            t.human_picks.append(key)
            cmd = Command(p.seat, p.id, (key,))
        else:
            cmd = coach.opponent_command(p)
            assert cmd is not None, f"{where} step {coach.index}: the opponent has no answer at its {p.kind} choice"
            assert cmd == coach.opponent_command(p), "asking twice must give the same answer"
            t.opponent_picks.append(cmd.picks[0])
        mark = len(g.events)
        r = g.submit(cmd)
        assert r.ok, f"{where}: {cmd} rejected: {r}"
        coach.observe(cmd, r)
        for e in g.events[mark:]:
            t.violations += [f"{where} after {type(e).__name__}: {v}" for v in check(cards, g.state, e)]
        t.hashes.append(g.state_hash())
    else:
        raise AssertionError(f"{where} did not end within {MAX_MOVES} moves (step {coach.index})")
    t.events = [to_data(e) for e in g.events]
    return t
