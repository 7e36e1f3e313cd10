"""Session 11 probe (docs/AI.md): would more features explain the final score at the search's leaves?

    python -m research.feature_probe play --games 1500 --seed 90000 --out probe_2p.jsonl
    python -m research.feature_probe fit probe_2p.jsonl

`play` records, in two-player Normal self-play, every seat's 13 position features (features.FEATURES) plus
candidate extras at the seats' turn menus (the leaf point, like `python -m research.fit --point leaf`): the
opponents' Ships' expected gain from attacking the player (`threat_in`), the player's own best attack on an
opponent (`threat_out`), and plain counts (hand, Under Construction, payable now, operational Ships / Planets /
Technologies, logistics cards). `fit` compares the 5-fold cross-validated error (by game, table-relative
final scores, x and x * tau terms, ridge 5) of the 13 features with that of the 13 plus each extra and plus all.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
from typing import Any

from alien_artifacts.ai.features import FEATURES, Valuer
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.state import PlayerState, State
from alien_artifacts.rules import query
from research import fit as fit_module
from research.fit import normal_equations, solve
from research.pairs import leaf_rows

EXTRA = ("threat_in", "threat_out", "n_hand", "n_uc", "n_ready", "op_ships", "op_planets", "op_techs", "n_logi")


def extras(cards: CardSet, state: State, p: PlayerState) -> list[float]:
    v = Valuer(cards, state, p.seat)
    others = [q for q in state.players if q.seat != p.seat]
    threat_in = max((v.attack_action_ev(q, query.operational(cards, q, "ship"), str(p.seat))
                     for q in others if query.operational(cards, q, "ship")), default=0.0)
    mine = query.operational(cards, p, "ship")
    threat_out = max((v.attack_action_ev(p, mine, str(q.seat)) for q in others), default=0.0) if mine else 0.0
    ready = sum(1 for u in p.under_construction if v.ready(p, u))
    logi = sum(1 for u in p.empire if p.sides.get(u) == "logistics")
    return [max(0.0, threat_in), max(0.0, threat_out), float(len(p.hand)), float(len(p.under_construction)),
            float(ready), float(len(mine)), float(len(query.operational(cards, p, "planet"))),
            float(len(query.operational(cards, p, "technology"))), float(logi)]


def rows_with_extras(cards: CardSet, state: State) -> list[tuple[list[float], float]]:
    """`pairs.leaf_rows` (every player's 13 features and tau) with the candidate extras appended."""
    return [(f + extras(cards, state, q), t) for (f, t), q in zip(leaf_rows(cards, state), state.players, strict=True)]


def play(args: tuple[int, int]) -> list[Any]:
    """One Normal self-play game, recorded exactly like `python -m research.fit --point leaf` but with the extras."""
    seed, n = args
    fit_module.leaf_rows = rows_with_extras  # type: ignore[assignment]  # play_rows looks the name up when it runs
    return fit_module.play_rows(("normal", seed, "leaf", n))


def rows_of(games: list[Any], sel: list[int]) -> tuple[list[list[float]], list[float]]:
    xs: list[list[float]] = []
    ys: list[float] = []
    for g in games:
        for snap in g:
            rows = [[f[i] for i in sel] + [f[i] * t for i in sel] for f, t, _y, _n in snap]
            mean_x = [sum(c) / len(rows) for c in zip(*rows, strict=True)]
            mean_y = sum(r[2] for r in snap) / len(snap)
            for x, r in zip(rows, snap, strict=True):
                xs.append([a - b for a, b in zip(x, mean_x, strict=True)])
                ys.append(r[2] - mean_y)
    return xs, ys


def lsq(xs: list[list[float]], ys: list[float], ridge: float = 5.0) -> list[float]:
    a, b = normal_equations(xs, ys, len(xs[0]))
    for i, row in enumerate(a):
        row[i] += ridge
    return solve(a, b)


def rmse(w: list[float], xs: list[list[float]], ys: list[float]) -> float:
    return math.sqrt(sum((sum(p * q for p, q in zip(w, x, strict=True)) - y) ** 2
                         for x, y in zip(xs, ys, strict=True)) / len(ys))


def fit(path: str, folds: int = 5) -> None:
    with open(path) as fh:
        games = [json.loads(line) for line in fh]
    folds = max(2, min(folds, len(games)))
    base = list(range(len(FEATURES)))
    sets = {"13 features": base} | {f"+{name}": [*base, len(FEATURES) + j] for j, name in enumerate(EXTRA)}
    sets["+all extras"] = list(range(len(FEATURES) + len(EXTRA)))
    print(f"games {len(games)}  positions {sum(len(g) for g in games)}")
    for name, sel in sets.items():
        errs = []
        for k in range(folds):
            train = [g for i, g in enumerate(games) if i % folds != k]
            test = [g for i, g in enumerate(games) if i % folds == k]
            errs.append(rmse(lsq(*rows_of(train, sel)), *rows_of(test, sel)))
        print(f"{name:14s} cross-validated rmse {statistics.mean(errs):.4f}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=("play", "fit"))
    ap.add_argument("path", nargs="?")
    ap.add_argument("--games", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=90000)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--out", default="probe.jsonl")
    args = ap.parse_args()
    if args.mode == "fit":
        fit(args.path or args.out)
        return
    with multiprocessing.Pool(2) as pool, open(args.out, "w") as fh:
        for game in pool.imap_unordered(play, [(args.seed + i, args.players) for i in range(args.games)]):
            fh.write(json.dumps(game) + "\n")


if __name__ == "__main__":
    main()
