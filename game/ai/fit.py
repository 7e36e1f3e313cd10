"""Fit the position-value weights (features.COEF_A / COEF_B) on self-play.

    python -m game.ai.fit --games 240 --seed 12000 [--seat normal] [--out rows.json]

Plays games between copies of a seat (2-5 players), records at every seat's post-action point (the
positions Normal's look-ahead compares) each player's features from that player's own view, and
regresses the final score on them: score ~ sum_k f_k * (a_k + b_k * tau), all relative to the
table's average at that moment (which removes game length and player count), with a small ridge.
Prints the fitted tuples to paste into features.py (clip weights that come out negative for assets).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
from pathlib import Path

from game.engine.choices import Command

from .features import FEATURES, Valuer

Row = tuple[list[float], float, float, int]  # features, tau, final score, players


def play_rows(args: tuple[str, int]) -> list[list[Row]]:
    from game.content.loader import load_cardset
    from game.engine.api import Game, GameSettings, SeatSettings

    from .seats import make_seat

    kind, seed = args
    cards = load_cardset()
    rng = random.Random(seed)
    n = rng.choice([2, 2, 3, 4, 5])
    g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"p{i}") for i in range(n))))
    seats = [make_seat(kind, seed * 10 + i) for i in range(n)]
    snaps: list[list[tuple[list[float], float]]] = []
    while g.pending is not None:
        p = g.pending
        post = p.kind == "discard" or (p.kind == "turn" and g.state.turn.action_taken)
        if post and rng.random() < 0.6:
            snap = []
            for q in g.state.players:
                v = Valuer(cards, g.state, q.seat)
                snap.append((v.components(q), v.tau(q)))
            snaps.append(snap)
        g.submit(Command(p.seat, p.id, tuple(seats[p.seat].decide(g.view_for(p.seat)))))
    final = [float(g.state.final[i]["total"]) for i in range(n)]
    return [[(f, t, final[i], n) for i, (f, t) in enumerate(snap)] for snap in snaps]


def design(f: list[float], tau: float) -> list[float]:
    return list(f) + [x * tau for x in f]


def fit(groups: list[list[Row]], ridge: float = 5.0) -> tuple[list[float], list[float], float]:
    """Least squares on table-relative rows; returns (a, b, rmse)."""
    xs: list[list[float]] = []
    ys: list[float] = []
    for grp in groups:
        rows = [design(f, t) for f, t, _y, _n in grp]
        mean_x = [sum(c) / len(rows) for c in zip(*rows, strict=True)]
        mean_y = sum(y for _f, _t, y, _n in grp) / len(grp)
        for x, (_f, _t, y, _n) in zip(rows, grp, strict=True):
            xs.append([a - b for a, b in zip(x, mean_x, strict=True)])
            ys.append(y - mean_y)
    k = len(xs[0])
    ata = [[0.0] * k for _ in range(k)]
    aty = [0.0] * k
    for x, y in zip(xs, ys, strict=True):
        for i, xi in enumerate(x):
            if xi:
                aty[i] += xi * y
                row = ata[i]
                for j, xj in enumerate(x):
                    row[j] += xi * xj
    for i in range(k):
        ata[i][i] += ridge
    w = solve(ata, aty)
    res = [sum(a * b for a, b in zip(w, x, strict=True)) - y for x, y in zip(xs, ys, strict=True)]
    m = len(FEATURES)
    return w[:m], w[m:], statistics.pstdev(res)


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ai.fit")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=12000)
    ap.add_argument("--seat", default="normal")
    ap.add_argument("--out", type=Path)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    jobs = [(args.seat, args.seed + i) for i in range(args.games)]
    with multiprocessing.Pool(args.workers) as pool:
        groups = [g for res in pool.map(play_rows, jobs) for g in res]
    if args.out:
        args.out.write_text(json.dumps(groups))
    a, b, rmse = fit(groups)
    for name, x, y in zip(FEATURES, a, b, strict=True):
        print(f"{name:15s} a={x:8.3f} b={y:8.3f}")
    print(f"positions: {sum(len(g) for g in groups)}  rmse: {rmse:.3f}")
    print("COEF_A =", tuple(round(x, 3) for x in a))
    print("COEF_B =", tuple(round(x, 3) for x in b))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
