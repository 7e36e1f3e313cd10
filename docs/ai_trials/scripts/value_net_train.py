"""Training for value_net.py (numpy): a tanh network's correction on top of the shipped linear leaf."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import numpy as np

from game.ai.features import COEF_A, COEF_B, LEAF_COEF_A, LEAF_COEF_A_2P, LEAF_COEF_B, LEAF_COEF_B_2P
from game.ai.net import FACTIONS, net_inputs

Data = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]  # inputs, linear, y, snapshot, game


def load(paths: list[Path], factions: bool = True) -> Data:
    xs: list[list[float]] = []
    lin: list[float] = []
    ys: list[float] = []
    snap: list[int] = []
    game: list[int] = []
    k = 0
    for gi, line in enumerate(line for p in paths for line in p.read_text().splitlines() if line.strip()):
        g = json.loads(line)
        n = len(g["factions"])
        a, b = (LEAF_COEF_A_2P, LEAF_COEF_B_2P) if n == 2 else (LEAF_COEF_A, LEAF_COEF_B)
        for rows in g["snaps"]:
            for i, row in enumerate(rows):
                f, t = row[:-1], row[-1]
                xs.append(net_inputs(f, t, g["factions"][i] if factions else ""))
                lin.append(sum(fk * (ak + bk * t) for fk, ak, bk in zip(f, a, b, strict=True)))
                ys.append(g["final"][i])
                snap.append(k)
                game.append(g.get("group", gi))
            k += 1
    return np.array(xs), np.array(lin), np.array(ys), np.array(snap), np.array(game)


def centre(v: np.ndarray, snap: np.ndarray) -> np.ndarray:
    total = np.bincount(snap, weights=v)
    count = np.bincount(snap)
    return v - (total / np.maximum(count, 1))[snap]


def fit_net(x: np.ndarray, lin: np.ndarray, y: np.ndarray, snap: np.ndarray, hidden: int, l2: float,
            epochs: int, seed: int = 0) -> dict[str, Any]:
    rng = np.random.default_rng(seed)
    mean, sd = x.mean(0), x.std(0)
    scale = np.where(sd > 1e-6, sd, 1.0)  # a column that never varies (a faction not dealt) is left as it is
    z = (x - mean) / scale
    w1 = rng.normal(0, 1 / np.sqrt(z.shape[1]), (z.shape[1], hidden))
    b1 = np.zeros(hidden)
    w2 = np.zeros(hidden)
    params = [w1, b1, w2]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    yc = centre(y, snap)
    linc = centre(lin, snap)
    lr, n = 0.01, len(y)
    for step in range(1, epochs + 1):
        h = np.tanh(z @ w1 + b1)
        out = h @ w2
        e = centre(out, snap) + linc - yc
        g_out = 2 * e / n
        g_w2 = h.T @ g_out + 2 * l2 * w2
        g_h = np.outer(g_out, w2) * (1 - h * h)
        g_w1 = z.T @ g_h + 2 * l2 * w1
        g_b1 = g_h.sum(0)
        for i, g in enumerate((g_w1, g_b1, g_w2)):
            m[i] = 0.9 * m[i] + 0.1 * g
            v[i] = 0.999 * v[i] + 0.001 * g * g
            params[i] -= lr * (m[i] / (1 - 0.9 ** step)) / (np.sqrt(v[i] / (1 - 0.999 ** step)) + 1e-8)
    return {"mean": mean, "scale": scale, "w1": w1, "b1": b1, "w2": w2}


def predict(net: dict[str, Any], x: np.ndarray) -> np.ndarray:
    return np.tanh(((x - net["mean"]) / net["scale"]) @ net["w1"] + net["b1"]) @ net["w2"]


def error(pred: np.ndarray, y: np.ndarray, snap: np.ndarray) -> float:
    return float(np.std(centre(pred, snap) - centre(y, snap)))


def train_main(args: argparse.Namespace) -> int:
    x, lin, y, snap, game = load(args.rows, not args.no_faction)
    print(f"{len(y)} rows, {snap.max() + 1} positions, {len(set(game.tolist()))} games")
    print(f"shipped linear leaf: error {error(lin, y, snap):.4f}")
    if args.net:  # no training: how a saved net does on these rows
        d = json.loads(args.net.read_text())["net"]
        net = {k: np.array(v) for k, v in d.items() if k != "factions"}
        print(f"{args.net.name}: linear + net error {error(lin + predict(net, x), y, snap):.4f}")
        return 0
    fold = game % args.folds
    preds = np.zeros_like(y)
    for k in range(args.folds):
        tr, te = fold != k, fold == k
        # snapshots never straddle folds (folds are by game), so centring within each part is exact
        net = fit_net(x[tr], lin[tr], y[tr], snap[tr], args.hidden, args.l2, args.epochs, seed=k)
        preds[te] = lin[te] + predict(net, x[te])
        print(f"fold {k}: train {error(lin[tr] + predict(net, x[tr]), y[tr], snap[tr]):.4f}"
              f" test {error(preds[te], y[te], snap[te]):.4f} (linear {error(lin[te], y[te], snap[te]):.4f})",
              flush=True)
    print(f"out of sample: linear {error(lin, y, snap):.4f}, linear + net {error(preds, y, snap):.4f}")
    if args.out:
        net = fit_net(x, lin, y, snap, args.hidden, args.l2, args.epochs, seed=99)
        corr = predict(net, x)
        print(f"all rows: linear + net {error(lin + corr, y, snap):.4f}; correction sd {corr.std():.3f}")
        two = bool((np.bincount(snap) == 2).all())  # every position has two players' rows
        a, b = (LEAF_COEF_A_2P, LEAF_COEF_B_2P) if two else (LEAF_COEF_A, LEAF_COEF_B)
        args.out.write_text(json.dumps({"coef_a": a, "coef_b": b, "net": {
            "factions": list(FACTIONS), "mean": net["mean"].round(6).tolist(), "scale": net["scale"].round(6).tolist(),
            "w1": net["w1"].round(6).tolist(), "b1": net["b1"].round(6).tolist(), "w2": net["w2"].round(6).tolist()}}))
    return 0


# ---- sibling sets: does a value rank the moves of one sampled world the way their outcomes do? ----------------

Sets = list[tuple[np.ndarray, np.ndarray, list[str], np.ndarray, int, list[str]]]  # design, outcome, factions,
#                                                                                      net inputs, game, move verbs


def load_sets(paths: list[Path]) -> Sets:
    """Per set: each leaf's linear design from Hard's side (own features minus the opponent's, and the same times
    tau), its outcome (Hard's final margin after the Normal continuation), the factions, the net inputs."""
    out: Sets = []
    for line in (ln for p in paths for ln in p.read_text().splitlines() if ln.strip()):
        s = json.loads(line)
        h = s["hard"]
        o = 1 - h
        xs, ys, nx = [], [], []
        for leaf in s["leaves"]:
            fh, fo = np.array(leaf["f"][h]), np.array(leaf["f"][o])
            th, to = leaf["tau"][h], leaf["tau"][o]
            xs.append(np.concatenate([fh - fo, th * fh - to * fo]))
            ys.append(leaf["final"][h] - leaf["final"][o])
            nx.append([net_inputs(leaf["f"][h], th, s["factions"][h]), net_inputs(leaf["f"][o], to, s["factions"][o])])
        verbs = [leaf["move"].split(":", 1)[0] for leaf in s["leaves"]]
        out.append((np.array(xs), np.array(ys, dtype=float), s["factions"], np.array(nx), s["seed"], verbs))
    return out


def set_values(sets: Sets, coef: np.ndarray, net: dict[str, Any] | None = None) -> list[np.ndarray]:
    vals = []
    for x, _y, _f, nx, _g, _v in sets:
        v = x @ coef
        if net is not None:
            v = v + predict(net, nx[:, 0]) - predict(net, nx[:, 1])
        vals.append(v)
    return vals


def picks(sets: Sets, vals: list[np.ndarray]) -> np.ndarray:
    """Per set, the outcome of the move the value ranks first, over the set's mean outcome."""
    return np.array([s[1][int(np.argmax(v))] - s[1].mean() for s, v in zip(sets, vals, strict=True)])


def top_of(sets: Sets, vals: list[np.ndarray], k: int) -> Sets:
    """Each set cut to the `k` leaves `vals` ranks first (sets with fewer are dropped): the contenders for the pick."""
    out: Sets = []
    for (x, y, factions, nx, game, verbs), v in zip(sets, vals, strict=True):
        keep = np.argsort(-v, kind="stable")[:k]
        if len(keep) == k:
            out.append((x[keep], y[keep], factions, nx[keep], game, [verbs[i] for i in keep]))
    return out


def set_sums(sets: Sets, vals: list[np.ndarray]) -> np.ndarray:
    """Per set: sum of value x outcome deviations, of squared value deviations, of squared outcome deviations."""
    out = []
    for s, v in zip(sets, vals, strict=True):
        dv, dy = v - v.mean(), s[1] - s[1].mean()
        out.append((dv @ dy, dv @ dv, dy @ dy))
    return np.array(out)


def corr_of(sums: np.ndarray) -> float:
    t = sums.sum(0)
    return float(t[0] / np.sqrt(t[1] * t[2]))


RESAMPLES = np.random.default_rng(13).integers(0, 1 << 30, 300)


def ranking(sets: Sets, vals: list[np.ndarray], base: tuple[np.ndarray, np.ndarray] | None = None) -> str:
    """Pooled correlation of within-set deviations, the slope, and the top move's outcome over the set's mean; with
    `base` (another value's per-set sums and picks) the paired differences, intervals by resampling sets."""
    sums = set_sums(sets, vals)
    t = sums.sum(0)
    gains = picks(sets, vals)
    text = (f"corr {corr_of(sums):+.3f} slope {t[0] / t[1]:+.2f} "
            f"pick {gains.mean():+.3f} ± {1.96 * gains.std() / np.sqrt(len(gains)):.3f}")
    if base is not None:
        n = len(sets)
        diffs = []
        for seed in RESAMPLES:
            idx = np.random.default_rng(int(seed)).integers(0, n, n)
            diffs.append(corr_of(sums[idx]) - corr_of(base[0][idx]))
        d = gains - base[1]
        text += (f" | vs shipped: corr {corr_of(sums) - corr_of(base[0]):+.3f} ± {1.96 * np.std(diffs):.3f},"
                 f" pick {d.mean():+.3f} ± {1.96 * d.std() / np.sqrt(n):.3f}")
    return text


def fit_sets(sets: Sets, ridge: float, prior: np.ndarray) -> np.ndarray:
    """Least squares of each set's outcome deviations on its design deviations (what a move's change does), with a
    ridge that pulls the weights toward `prior` (the shipped leaf) rather than toward zero."""
    x = np.concatenate([s[0] - s[0].mean(0) for s in sets])
    y = np.concatenate([s[1] - s[1].mean() for s in sets])
    return np.linalg.solve(x.T @ x + ridge * np.eye(x.shape[1]), x.T @ y + ridge * prior)


def misses(sets: Sets, vals: list[np.ndarray], top: int = 0) -> dict[str, np.ndarray]:
    """Per move verb, each leaf's (deviation from its set's mean of the value, of the outcome); with `top`, only the
    leaves the value ranks in its set's first `top` (sets with at least that many), against their own means."""
    dev: dict[str, list[tuple[float, float]]] = {}
    for s, v in zip(sets, vals, strict=True):
        keep = np.argsort(-v, kind="stable")[:top] if top else np.arange(len(v))
        if len(keep) < top:
            continue
        vk, yk = v[keep], s[1][keep]
        for i, dv, dy in zip(keep, vk - vk.mean(), yk - yk.mean(), strict=True):
            dev.setdefault(s[5][i], []).append((dv, dy))
    return {verb: np.array(rows) for verb, rows in sorted(dev.items(), key=lambda kv: -len(kv[1]))}


def miss_text(d: np.ndarray) -> str:
    miss = d[:, 1] - d[:, 0]
    return f"{miss.mean():+.3f} ± {1.96 * miss.std() / np.sqrt(len(d)):.3f}"


def by_verb(sets: Sets, vals: list[np.ndarray]) -> None:
    """Per move verb: the leaf's deviation from its set's mean, the outcome's, and what the leaf misses."""
    best = misses(sets, vals, top=3)
    print(f"{'move verb':18s} {'leaves':>6s} {'leaf':>7s} {'outcome':>8s}  outcome - leaf (± 1.96 se)   "
          "the same among each set's top 3 by the leaf (leaves)")
    for verb, d in misses(sets, vals).items():
        among = f"{miss_text(best[verb])} ({len(best[verb])})" if verb in best else "-"
        print(f"{verb:18s} {len(d):6d} {d[:, 0].mean():+7.3f} {d[:, 1].mean():+8.3f}  {miss_text(d):17s}   {among}")


def compare_main(args: argparse.Namespace) -> int:
    """The same sibling sets continued two ways (`siblings --by normal` and `--by hard`, same seeds): how the
    shipped leaf ranks the moves against each continuation's outcomes."""
    runs = [load_sets([p]) for p in args.sets]
    keyed = []
    for sets in runs:
        seen: dict[int, int] = {}
        out = {}
        for s in sets:
            k = seen[s[4]] = seen.get(s[4], -1) + 1
            out[(s[4], k)] = s
        keyed.append(out)
    keys = [k for k in keyed[0] if all(k in other and np.allclose(other[k][0], keyed[0][k][0]) for other in keyed)]
    print(f"{len(keys)} sets in all {len(runs)} files")
    coef = np.array(LEAF_COEF_A_2P + LEAF_COEF_B_2P)
    for path, run in zip(args.sets, keyed, strict=True):
        sets = [run[k] for k in keys]
        vals = set_values(sets, coef)
        sums = set_sums(sets, vals)
        boot = [corr_of(sums[np.random.default_rng(int(seed)).integers(0, len(sums), len(sums))]) for seed in RESAMPLES]
        verbs = misses(sets, vals)
        print(f"{path.name}: shipped leaf corr {corr_of(sums):.3f} ± {1.96 * np.std(boot):.3f}; "
              + "; ".join(f"{v} miss {miss_text(verbs[v])}" for v in ("buy", "trade") if v in verbs))
    if len(keyed) == 2:
        dev = [np.concatenate([run[k][1] - run[k][1].mean() for k in keys]) for run in keyed]
        print(f"correlation of the two continuations' outcome deviations: {np.corrcoef(dev[0], dev[1])[0, 1]:.3f}")
    return 0


def check_main(args: argparse.Namespace) -> int:
    sets = load_sets(args.sets)
    if args.top:
        sets = top_of(sets, set_values(sets, np.array(LEAF_COEF_A_2P + LEAF_COEF_B_2P)), args.top)
        print(f"each set cut to the shipped leaf's best {args.top}")
    print(f"{len(sets)} sibling sets, {sum(len(s[1]) for s in sets)} leaves; outcome sd within sets "
          f"{np.concatenate([s[1] - s[1].mean() for s in sets]).std():.2f}")
    models: dict[str, tuple[np.ndarray, dict[str, Any] | None]] = {
        "shipped 2P leaf": (np.array(LEAF_COEF_A_2P + LEAF_COEF_B_2P), None),
        "fitted leaf (3-5P set)": (np.array(LEAF_COEF_A + LEAF_COEF_B), None),
        "Normal's post-action": (np.array(COEF_A + COEF_B), None)}
    for p in args.weights:
        d = json.loads(p.read_text())
        net = None
        if "net" in d:
            net = {k: np.array(v) for k, v in d["net"].items() if k != "factions"}
        models[p.name] = (np.array(list(d.get("coef_a", LEAF_COEF_A_2P)) + list(d.get("coef_b", LEAF_COEF_B_2P))), net)
    shipped = set_values(sets, *models["shipped 2P leaf"])
    base = (set_sums(sets, shipped), picks(sets, shipped))
    for name, (coef, net) in models.items():
        print(f"{name[:40]:40s} {ranking(sets, set_values(sets, coef, net), base)}")
    games = np.array([s[4] for s in sets])
    fold = games % args.folds
    out_vals: list[np.ndarray] = [np.zeros(0)] * len(sets)
    for k in range(args.folds):
        train = [s for s, f in zip(sets, fold, strict=True) if f != k]
        coef = fit_sets(train, args.ridge, models["shipped 2P leaf"][0])
        for i in np.flatnonzero(fold == k):
            out_vals[i] = sets[i][0] @ coef
    print(f"{'fitted on sibling sets (out of fold)':40s} {ranking(sets, out_vals, base)}")
    by_verb(sets, shipped)
    coef = fit_sets(sets, args.ridge, models["shipped 2P leaf"][0])
    a, b = coef[:13], coef[13:]
    print("all sets: coef_a", [round(float(v), 3) for v in a])
    print("          coef_b", [round(float(v), 3) for v in b])
    if args.out:
        args.out.write_text(json.dumps({"coef_a": [round(float(v), 4) for v in a],
                                        "coef_b": [round(float(v), 4) for v in b]}))
    return 0
