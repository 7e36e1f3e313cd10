"""Fit the position-value weights (features.COEF_A / COEF_B) on self-play.

    python -m research.fit --games 240 --seed 12000 [--seat normal] [--point post|leaf] [--players N] [--out rows.json]
    python -m research.fit --rows rows.json            (refit saved positions without playing)
    python -m research.fit --point pairs --games 60 --out pairs.json   (counterfactual pairs: research/pairs.py)
    python -m research.fit --rows rows.json --pairs pairs.json --pair-weight 2
    python -m research.fit --rows rows.json --lambda 0.5   (LSTD(lambda): see `fit_td`)

Plays games between copies of a seat (2-5 players), records positions, and regresses the final score
on each player's features (from that player's own view): score ~ sum_k f_k * (a_k + b_k * tau), all
relative to the table's average at that moment (which removes game length and player count), with a
small ridge. `--point post` records right after actions (the positions Normal's look-ahead compares:
features.COEF_A/B); `--point leaf` records each seat's turn menu before its action (where Hard's search
values its samples: features.LEAF_COEF_A/B). Prints the current weights' error on the same positions,
then the fitted tuples to paste into features.py (asset weights kept non-negative: see `fit`).
`--lambda` below 1 learns each position's value from the same player's next recorded positions
(temporal differences) instead of from the final score alone; `--out` saves the rows per game for that.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys
from pathlib import Path

from alien_artifacts.ai.features import COEF_A, COEF_B, FEATURES, LEAF_COEF_A, LEAF_COEF_B
from alien_artifacts.engine.choices import Command
from research.pairs import Pair, Row, leaf_rows, play_pairs


def play_rows(args: tuple[str, int, str, int]) -> list[list[Row]]:
    """One game: (seat kinds, seed, "post" or "leaf", players or 0 for 2-5). `kind` is one seat kind for every
    seat (self-play) or one per seat, comma-separated ("hard:80,normal"): the first sits at position seed % n,
    the rest follow in order, so the seats rotate from game to game like the arena's."""
    from alien_artifacts.ai.seats import make_seat
    from alien_artifacts.content.loader import load_cardset
    from alien_artifacts.match.api import Game, GameSettings, SeatSettings

    kind, seed, point, players = args
    cards = load_cardset()
    rng = random.Random(seed)
    n = players or rng.choice([2, 2, 3, 4, 5])
    g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"p{i}") for i in range(n))))
    kinds = kind.split(",")
    if len(kinds) not in (1, n):
        raise ValueError(f"--seat {kind!r}: give one kind or one per player ({n})")
    seats = [make_seat(kinds[(i - seed) % len(kinds)], seed * 10 + i) for i in range(n)]
    snaps: list[list[tuple[list[float], float]]] = []
    seen = -1
    while g.pending is not None:
        p = g.pending
        if point == "leaf":  # a seat's turn menu before its action: where Hard's search values its samples
            take = p.kind == "turn" and not g.state.turn.action_taken and g.state.turn_number != seen
            seen = g.state.turn_number if take else seen
        else:  # right after an action: where Normal's look-ahead compares its moves
            take = p.kind == "discard" or (p.kind == "turn" and g.state.turn.action_taken)
        if take and rng.random() < 0.6:
            snaps.append(leaf_rows(cards, g.state))
        g.submit(Command(p.seat, p.id, tuple(seats[p.seat].decide(g.view_for(p.seat)))))
    final = [float(g.state.final[i]["total"]) for i in range(n)]
    return [[(f, t, final[i], n) for i, (f, t) in enumerate(snap)] for snap in snaps]


def design(f: list[float], tau: float) -> list[float]:
    return list(f) + [x * tau for x in f]


def centred(groups: list[list[Row]]) -> tuple[list[list[float]], list[float]]:
    xs: list[list[float]] = []
    ys: list[float] = []
    for grp in groups:
        rows = [design(f, t) for f, t, _y, _n in grp]
        mean_x = [sum(c) / len(rows) for c in zip(*rows, strict=True)]
        mean_y = sum(y for _f, _t, y, _n in grp) / len(grp)
        for x, (_f, _t, y, _n) in zip(rows, grp, strict=True):
            xs.append([a - b for a, b in zip(x, mean_x, strict=True)])
            ys.append(y - mean_y)
    return xs, ys


def paired(pairs: list[Pair]) -> tuple[list[list[float]], list[float]]:
    """Per player, branch A's table-relative row minus branch B's: what the move changed."""
    xs: list[list[float]] = []
    ys: list[float] = []
    for a, b, *_mover in pairs:
        xa, ya = centred([a])
        xb, yb = centred([b])
        for ra, rb, va, vb in zip(xa, xb, ya, yb, strict=True):
            xs.append([p - q for p, q in zip(ra, rb, strict=True)])
            ys.append(va - vb)
    return xs, ys


def rmse(groups: list[list[Row]], a: tuple[float, ...] | list[float], b: tuple[float, ...] | list[float]) -> float:
    """How far given weights' table-relative predictions are from the final scores."""
    xs, ys = centred(groups)
    return _residual_sd(list(a) + list(b), xs, ys)


def pair_rmse(pairs: list[Pair], a: tuple[float, ...] | list[float], b: tuple[float, ...] | list[float]) -> float:
    """How far given weights' predicted effect of a move (branch A minus B) is from its effect on the
    final scores: the error that decides between moves."""
    xs, ys = paired(pairs)
    return _residual_sd(list(a) + list(b), xs, ys)


def _residual_sd(w: list[float], xs: list[list[float]], ys: list[float]) -> float:
    return statistics.pstdev([sum(p * q for p, q in zip(w, x, strict=True)) - y for x, y in zip(xs, ys, strict=True)])


NON_POSITIVE = ("blockades",)  # a token on one's own card can only hurt; every other feature is an asset
TOLERANCE = 0.01


def fit(groups: list[list[Row]], ridge: float = 5.0, fixed: dict[str, tuple[float, float]] | None = None,
        constrain: bool = True, pairs: list[Pair] | None = None,
        pair_weight: float = 1.0) -> tuple[list[float], list[float], float]:
    """Least squares on table-relative rows; returns (a, b, rmse).

    `fixed` pins features' (a, b). With `constrain`, a feature whose weight a + b * tau has the wrong
    sign somewhere in tau 0..1 (negative for an asset, positive for blockades) is pinned at the nearest
    sign-correct line (zero where it went wrong) and the rest refitted, until none is wrong: the
    regression explains scores, and without this a confounded asset could come out as a liability,
    which search would then chase. `pairs` add the counterfactual differences (weighted rows)."""
    xs, ys = centred(groups)
    level_xs, level_ys = xs, ys
    if pairs:
        px, py = paired(pairs)
        k = pair_weight ** 0.5
        xs = xs + [[k * v for v in x] for x in px]
        ys = ys + [k * y for y in py]
    m = len(FEATURES)
    ata, aty = normal_equations(xs, ys, 2 * m)
    w = _constrained(ata, aty, ridge, fixed, constrain)
    return w[:m], w[m:], _residual_sd(w, level_xs, level_ys)


def normal_equations(xs: list[list[float]], ys: list[float], k: int) -> tuple[list[list[float]], list[float]]:
    """X'X and X'y of `k`-column rows (zero entries skipped: most features are 0 in most rows)."""
    ata = [[0.0] * k for _ in range(k)]
    aty = [0.0] * k
    for x, y in zip(xs, ys, strict=True):
        for i, xi in enumerate(x):
            if xi:
                aty[i] += xi * y
                row = ata[i]
                for j, xj in enumerate(x):
                    row[j] += xi * xj
    return ata, aty


def fit_td(games: list[list[list[Row]]], lam: float, ridge: float = 5.0,
           fixed: dict[str, tuple[float, float]] | None = None,
           constrain: bool = True) -> tuple[list[float], list[float], float]:
    """LSTD(lambda) on each player's sequence of table-relative rows within a game: the value of a position
    is learned as the value of the player's next recorded position (lambda = 0), the final score
    (lambda = 1: the same least squares as `fit`), or a blend; the final score is the only reward. A TD
    target carries far less of the luck that comes after the position than the final score does.
    `games`: per game, its snapshots in play order (each snapshot: every player's row)."""
    m = len(FEATURES)
    k = 2 * m
    a_mat = [[0.0] * k for _ in range(k)]
    b_vec = [0.0] * k
    for snaps in games:
        if not snaps:
            continue
        rows = [centred([snap]) for snap in snaps]
        xs_by_snap = [xs for xs, _ys in rows]
        final = rows[-1][1]  # every row carries its player's final score
        for i in range(len(snaps[0])):
            z = [0.0] * k
            for t, xs in enumerate(xs_by_snap):
                phi = xs[i]
                nxt = xs_by_snap[t + 1][i] if t + 1 < len(xs_by_snap) else [0.0] * k
                z = [lam * zi + pi for zi, pi in zip(z, phi, strict=True)]
                d = [pi - ni for pi, ni in zip(phi, nxt, strict=True)]
                for r, zr in enumerate(z):
                    if zr:
                        row = a_mat[r]
                        for c, dc in enumerate(d):
                            row[c] += zr * dc
                if t + 1 == len(xs_by_snap):
                    for r, zr in enumerate(z):
                        b_vec[r] += zr * final[i]
    w = _constrained(a_mat, b_vec, ridge, fixed, constrain)
    xs, ys = centred([g for snaps in games for g in snaps])
    return w[:m], w[m:], _residual_sd(w, xs, ys)


def _constrained(ata: list[list[float]], aty: list[float], ridge: float,
                 fixed: dict[str, tuple[float, float]] | None, constrain: bool) -> list[float]:
    """Solve (ata + ridge) w = aty with `fixed` features pinned and, with `constrain`, every feature whose
    weight has the wrong sign somewhere in tau 0..1 pinned at the nearest sign-correct line (see `fit`)."""
    m = len(FEATURES)
    pinned: dict[int, float] = {}
    for name, (a, b) in (fixed or {}).items():
        j = FEATURES.index(name)
        pinned[j], pinned[m + j] = a, b
    w = [0.0] * (2 * m)
    for _round in range(2 * m + 1):
        w = _solve_pinned(ata, aty, ridge, pinned)
        wrong = _first_wrong(w, m) if constrain else None
        if wrong is None:
            break
        j = wrong
        sign = -1.0 if FEATURES[j] in NON_POSITIVE else 1.0
        a, b = w[j], w[m + j]
        if sign * a < -TOLERANCE and sign * (a + b) < -TOLERANCE:
            pinned[j], pinned[m + j] = 0.0, 0.0
        elif sign * a < -TOLERANCE:
            pinned[j] = 0.0
        else:
            pinned[j], pinned[m + j] = a, -a
    return w


def _first_wrong(w: list[float], m: int) -> int | None:
    for j, name in enumerate(FEATURES):
        sign = -1.0 if name in NON_POSITIVE else 1.0
        if sign * w[j] < -TOLERANCE or sign * (w[j] + w[m + j]) < -TOLERANCE:
            return j
    return None


def _solve_pinned(ata: list[list[float]], aty: list[float], ridge: float, pinned: dict[int, float]) -> list[float]:
    free = [i for i in range(len(aty)) if i not in pinned]
    a = [[ata[i][j] + (ridge if i == j else 0.0) for j in free] for i in free]
    b = [aty[i] - sum(ata[i][j] * v for j, v in pinned.items()) for i in free]
    sol = solve(a, b)
    w = [0.0] * len(aty)
    for j, v in pinned.items():
        w[j] = v
    for idx, i in enumerate(free):
        w[i] = sol[idx]
    return w


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
    ap = argparse.ArgumentParser(prog="python -m research.fit")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=12000)
    ap.add_argument("--seat", default="normal",
                    help="seat kind for every seat, or one per seat comma-separated (rotating): hard:80,normal")
    ap.add_argument("--out", type=Path)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--point", choices=("post", "leaf", "pairs"), default="post",
                    help="record positions right after actions (Normal's), at turn menus (Hard's leaves), or "
                         "counterfactual pairs of moves played to the end (research/pairs.py)")
    ap.add_argument("--players", type=int, choices=(0, 2, 3, 4, 5), default=0,
                    help="players per game (0: 2-5, two-player games twice as often)")
    ap.add_argument("--rows", type=Path, help="fit rows saved by an earlier --out instead of playing")
    ap.add_argument("--pairs", type=Path, help="counterfactual pairs saved by an earlier --point pairs --out")
    ap.add_argument("--pair-weight", type=float, default=1.0, help="weight of a pair row against a position row")
    ap.add_argument("--pair-chance", type=float, default=0.15, help="--point pairs: chance per turn menu")
    ap.add_argument("--fix", action="append", default=[], metavar="FEATURE=A[,B]",
                    help="pin a feature's weights, e.g. empire=0.9 (repeatable)")
    ap.add_argument("--free", action="store_true", help="no sign constraints")
    ap.add_argument("--lambda", dest="lam", type=float, default=1.0,
                    help="1: regress on the final score; below 1: LSTD(lambda) along each player's positions "
                         "(needs rows saved per game, as --out now saves them)")
    args = ap.parse_args(argv)
    try:
        fixed = {}
        for item in args.fix:
            name, _, nums = item.partition("=")
            vals = [float(x) for x in nums.split(",")]
            if name not in FEATURES or len(vals) not in (1, 2):
                raise ValueError(item)
            fixed[name] = (vals[0], vals[1] if len(vals) > 1 else 0.0)
    except ValueError as exc:
        print(f"fit: bad --fix {exc} (write FEATURE=A[,B], features: {', '.join(FEATURES)})", file=sys.stderr)
        return 2
    kinds = args.seat.split(",")
    if len(kinds) > 1 and args.players != len(kinds):
        print(f"fit: --seat {args.seat} names {len(kinds)} seats: add --players {len(kinds)}", file=sys.stderr)
        return 2
    from alien_artifacts.ai.seats import make_seat

    try:
        for kind in kinds:
            make_seat(kind, 0)
    except ValueError as exc:
        print(f"fit: bad --seat: {exc}", file=sys.stderr)
        return 2
    groups: list[list[Row]] = []
    games: list[list[list[Row]]] = []
    pairs: list[Pair] = []
    for path, what in ((args.rows, "rows"), (args.pairs, "pairs")):
        if path is None:
            continue
        try:
            loaded = json.loads(path.read_text())
        except (OSError, ValueError) as exc:
            print(f"fit: cannot read --{what} {path}: {exc}", file=sys.stderr)
            return 2
        if what == "rows" and isinstance(loaded, dict):
            if not isinstance(loaded.get("games"), list):
                print(f"fit: --rows {path}: expected a list of positions or {{\"games\": [...]}}", file=sys.stderr)
                return 2
            games = loaded["games"]
            groups = [g for snaps in games for g in snaps]
        elif what == "rows":
            groups = loaded
        else:
            pairs = loaded
    if not args.rows and not args.pairs:
        with multiprocessing.Pool(args.workers) as pool:
            if args.point == "pairs":
                pjobs = [(args.seed + i, args.players, args.pair_chance) for i in range(args.games)]
                pairs = [pr for res in pool.map(play_pairs, pjobs) for pr in res]
            else:
                jobs = [(args.seat, args.seed + i, args.point, args.players) for i in range(args.games)]
                games = pool.map(play_rows, jobs)
                groups = [g for res in games for g in res]
        if args.out:
            args.out.write_text(json.dumps(pairs if args.point == "pairs" else {"games": games}))
    if not groups:
        groups = [g for pr in pairs for g in pr[:2]]  # each branch is an ordinary position too
    for label, a0, b0 in (("post-action weights (COEF_A/B)", COEF_A, COEF_B),
                          ("leaf weights (LEAF_COEF_A/B)  ", LEAF_COEF_A, LEAF_COEF_B)):
        extra = f"  pair rmse {pair_rmse(pairs, a0, b0):.3f}" if pairs else ""
        print(f"{label}: rmse {rmse(groups, a0, b0):.3f}{extra}")
    if args.lam < 1.0:
        if not games:
            print("fit: --lambda below 1 needs rows saved per game (rerun with --out)", file=sys.stderr)
            return 2
        a, b, err = fit_td(games, args.lam, fixed=fixed, constrain=not args.free)
    else:
        a, b, err = fit(groups, fixed=fixed, constrain=not args.free, pairs=pairs, pair_weight=args.pair_weight)
    for name, x, y in zip(FEATURES, a, b, strict=True):
        print(f"{name:15s} a={x:8.3f} b={y:8.3f}")
    extra = f"  pairs: {len(pairs)}  pair rmse: {pair_rmse(pairs, a, b):.3f}" if pairs else ""
    print(f"positions: {sum(len(g) for g in groups)}  rmse: {err:.3f}{extra}")
    print("COEF_A =", tuple(round(x, 3) for x in a))
    print("COEF_B =", tuple(round(x, 3) for x in b))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
