"""What a seat may infer from public facts and its own hidden cards (RULINGS R33, R34).

Every function here reads only: the seat's own hand / artifacts / defense plans, public zones
(Empires, Under Construction, produced and attached Resources, discard piles, the Alien System),
and counts (hand sizes, deck sizes). On a masked `View.state` other players' hidden cards are "?";
on a full state (inside a determinized simulation) the same functions ignore them just the same,
so an AI decision never depends on cards its seat cannot see. Which cards a seat cannot locate is a
fact of the game, not a guess: alien_artifacts/match/facts.py (`unseen_resources`, ...) answers it.
"""

from __future__ import annotations

import attrs

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.state import PlayerState, State


def number_distribution(cards: CardSet, pool: list[str]) -> dict[int, float]:
    """P(revealed number = n) if the next reveal is uniform over `pool`."""
    if not pool:
        pool = list(cards.resources)
    counts: dict[int, int] = {}
    for r in pool:
        n = cards.resources[r].number
        counts[n] = counts.get(n, 0) + 1
    total = len(pool)
    return {n: c / total for n, c in sorted(counts.items())}


def type_hit_chance(cards: CardSet, pool: list[str], typ: str) -> float:
    """P(a card drawn uniformly from `pool` shows `typ` on either section)."""
    if not pool:
        pool = list(cards.resources)
    hits = sum(1 for r in pool if any(s.type == typ for s in cards.resources[r].sections))
    return hits / len(pool)


@attrs.frozen
class Clock:
    """How much game is left, estimated from the Round marker and the Resource deck (R9, R30)."""

    my_turns: float  # turns `seat` still takes, counting the current one if it is `seat`'s
    total_turns: float  # turns all players still take
    progress: float  # 0 at the start, 1 at the end


def clock(cards: CardSet, state: State, seat: int) -> Clock:
    n = len(state.players)
    cur = state.current
    # turns left after the current one, seat by seat in order from the next player
    if state.end_triggered and state.last_turn_seat is not None:
        last = state.last_turn_seat
        left_after = (last - cur) % n  # seats after the current that still play
        mine = 1.0 if cur == seat else (1.0 if 0 < (seat - cur) % n <= left_after else 0.0)
        return Clock(mine, float(left_after + 1), 1.0)
    pool = len(cards.resources)
    circulating = max(30, pool - sum(len(p.hand) for p in state.players) - sum(
        len(t) for p in state.players for t in p.produced.values()) - sum(
        len(t) for p in state.players for t in p.attached.values()))
    start_marker = cards.rules.round_marker_start.get(n, state.round_marker)
    deck = len(state.decks.get("resource", ()))
    used = max(0, start_marker - state.round_marker) * circulating + max(0, circulating - deck)
    turns_done = max(0, state.turn_number - 1)
    prior_rate = 3.2
    rate = (used + prior_rate * 6) / (turns_done + 6)
    remaining_draws = deck + max(0, state.round_marker - 1) * circulating
    total = max(1.0, remaining_draws / max(1.0, rate)) + n / 2  # the round is finished after the trigger
    mine = total / n + (0.5 if cur == seat else 0.0)
    done_frac = turns_done / max(1.0, turns_done + total)
    return Clock(max(1.0, mine), total, min(1.0, done_frac))


def others(state: State, seat: int) -> list[PlayerState]:
    return [p for p in state.players if p.seat != seat]
