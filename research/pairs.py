"""Counterfactual pairs for the leaf value: two moves from one true position, each played to the end.

A regression on self-play positions learns which features *go with* a high final score; search needs
what a move's change to the features *does* to it. Features that move together (a strong start has
credits, artifacts and a good hand at once) share the credit in the first way however the fit splits
it. Here, at some turn menus of a self-play game, Normal's best move and another of its top moves are
each played from the same true state (same decks, same random draws) by Normal seats to the end. The
two branches differ only by the move, so the difference of their leaf features (at the mover's next
turn menu) against the difference of their final scores measures the features' effect directly.
`python -m research.fit --point pairs` fits on these differences together with the ordinary rows.
"""

from __future__ import annotations

import random

from alien_artifacts.ai.features import Valuer
from alien_artifacts.ai.heuristic import Policy
from alien_artifacts.ai.macro import Macro, play_macro
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.state import State
from alien_artifacts.engine.view import view_for
from alien_artifacts.match.sim import Simulation

Row = tuple[list[float], float, float, int]  # one player's features, tau, final score, players (fit.py)
MAX_DECISIONS = 20_000


def leaf_rows(cards: CardSet, state: State) -> list[tuple[list[float], float]]:
    """Every player's features from their own side, and tau."""
    out = []
    for q in state.players:
        v = Valuer(cards, state, q.seat)
        out.append((v.components(q), v.tau(q)))
    return out


def play_branch(cards: CardSet, state: State, pending: object, move: Macro, seat: int, seed: int) -> list[Row]:
    """Play `move` for `seat` from a true state, then Normal seats to the end; the rows are taken at the
    seat's next turn menu (or at the end, if the game ends first), scored by the final totals."""
    from alien_artifacts.ai.normal import NormalSeat

    n = len(state.players)
    sim = Simulation(cards, state.clone(), seed, pending, advance=False)  # type: ignore[arg-type]
    play_macro(sim, move, Policy(rng=random.Random(seed)))
    seats = [NormalSeat(seed * 7 + i, cards=cards) for i in range(n)]
    leaf: list[tuple[list[float], float]] | None = None
    for _ in range(MAX_DECISIONS):
        q = sim.pending
        if q is None:
            break
        if leaf is None and q.kind == "turn" and q.seat == seat and not sim.state.turn.action_taken:
            leaf = leaf_rows(cards, sim.state)
        sim.play(seats[q.seat].decide(view_for(cards, sim.state, q, q.seat))[0])
    if sim.pending is not None:
        raise RuntimeError("a counterfactual branch did not end")
    if leaf is None:
        leaf = leaf_rows(cards, sim.state)
    final = sim.state.final
    return [(f, t, float(final[i]["total"]), n) for i, (f, t) in enumerate(leaf)]


Pair = tuple[list[Row], list[Row], int]  # branch A's rows, branch B's rows, the mover's seat


def play_pairs(args: tuple[int, int, float]) -> list[Pair]:
    """One Normal self-play game (seed, players or 0 for 2-5, chance per turn menu of a pair)."""
    from alien_artifacts.ai.normal import NormalSeat
    from alien_artifacts.content.loader import load_cardset
    from alien_artifacts.engine.choices import Command
    from alien_artifacts.match.api import Game, GameSettings, SeatSettings

    seed, players, chance = args
    cards = load_cardset()
    rng = random.Random(seed)
    n = players or rng.choice([2, 2, 3, 4, 5])
    g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"p{i}") for i in range(n))))
    seats = [NormalSeat(seed * 10 + i, cards=cards) for i in range(n)]
    out: list[Pair] = []
    while g.pending is not None:
        p = g.pending
        picks = seats[p.seat].decide(g.view_for(p.seat))
        if p.kind == "turn" and not g.state.turn.action_taken and rng.random() < chance:
            ranked = sorted((m for m in seats[p.seat].last_macros if not m.free),
                            key=lambda m: (-seats[p.seat].last_macros[m], m.label()))[:6]
            if len(ranked) >= 2:
                other = ranked[rng.randrange(1, len(ranked))]
                branch_seed = rng.randrange(1 << 30)
                a = play_branch(cards, g.state, p, ranked[0], p.seat, branch_seed)
                b = play_branch(cards, g.state, p, other, p.seat, branch_seed)
                out.append((a, b, p.seat))
        g.submit(Command(p.seat, p.id, tuple(picks)))
    return out
