"""A non-linear leaf value for Hard (session 13): data, training and a check of the fit.

    python docs/ai_trials/scripts/value_net.py rows --games 1500 --seed 91000 --players 2 --out rows.jsonl
    python docs/ai_trials/scripts/value_net.py train rows.jsonl --out net.json     (needs numpy)

`rows` plays Normal self-play games and records, at each seat's turn menu before its action (where Hard's
search values its samples, `fit --point leaf`), every player's 13 leaf features, tau, faction and final score:
one JSON line per game. `train` fits a small network (one hidden layer, tanh) on top of the shipped linear
leaf: a player's value is the linear leaf plus the network's correction, fitted on table-relative final
scores like `game.ai.fit`, with folds by game for the error out of sample. The network's inputs are the
features, tau, the features times tau and the faction (one-hot), so it can learn what a linear value cannot:
a credit is worth more to a faction that turns credits into VP, a hand more when something is ready to pay.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))


def row(f: list[float], tau: float) -> list[float]:
    """One player's features and tau as stored (4 decimals)."""
    return [round(x, 4) for x in f] + [round(tau, 4)]


def hard_game(cards: Any, seed: int, players: int, picked: Any = None) -> tuple[Any, int]:
    """A game of Hard (80 samples, at seed % players, like the trials) against Normal seats, played to the end;
    `picked(key)` hears each of Hard's answers. The finished game and Hard's seat."""
    from game.ai import trial
    from game.ai.ismcts import SearchConfig
    from game.engine.api import Game, GameSettings, SeatSettings

    g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"p{i}") for i in range(players))))
    hard_at = seed % players

    def heard(p: Any, key: tuple[str, ...]) -> None:
        if p.seat == hard_at:
            picked(key)

    trial.play_out(g, trial.seats_for(cards, seed, players, hard_at, SearchConfig(max_iterations=80)),
                   None if picked is None else heard)
    return g, hard_at


def game_rows(args: tuple[int, int]) -> dict[str, Any]:
    """One Normal self-play game: its factions and, per recorded position, every player's features and tau."""
    from hard_profile import deal_factions  # type: ignore[import-not-found]

    from game.ai.fit import play_rows
    from game.content.loader import load_cardset

    seed, players = args
    snaps = play_rows(("normal", seed, "leaf", players))
    n = len(snaps[0]) if snaps else players
    factions = deal_factions(load_cardset(), seed, n)
    final = [row[2] for row in snaps[0]] if snaps else []
    return {"seed": seed, "factions": factions, "final": final,
            "snaps": [[row(f, t) for f, t, _y, _n in snap] for snap in snaps]}


def continue_leaf(cards: Any, state: Any, pending: Any, seed: int, hard_at: int | None = None) -> list[float]:
    """Play a sampled leaf position to the end with Normal seats (Hard at 80 samples in seat `hard_at`, if given);
    the final totals."""
    from game.ai.determinize import Sim
    from game.ai.hard import HardSeat
    from game.ai.ismcts import SearchConfig
    from game.ai.normal import NormalSeat
    from game.engine.view import view_for

    sim = Sim(cards, state.clone(), seed, pending, advance=False)  # the caller's state stays the leaf
    seats: list[Any] = [NormalSeat(seed * 7 + i, cards=cards) for i in range(len(state.players))]
    if hard_at is not None:
        seats[hard_at] = HardSeat(seed * 7 + hard_at, config=SearchConfig(max_iterations=80), cards=cards)
    for _ in range(20_000):
        q = sim.pending
        if q is None:
            return [float(sim.state.final[i]["total"]) for i in range(len(state.players))]
        sim.play(seats[q.seat].decide(view_for(cards, sim.state, q, q.seat))[0])
    raise RuntimeError("a continuation did not end")


def leaf_rows_game(args: tuple[int, int, float]) -> list[dict[str, Any]]:
    """One game of Hard (80 samples) against Normal seats. A share `rate` of the positions Hard's search values
    (its sampled worlds after a root move, the draw step and the replies; endgame play-outs excepted) is kept,
    each played to the end by Normal seats: the positions the leaf value has to rank, with what became of them."""
    from game.ai.ismcts import ISMCTS
    from game.ai.pairs import leaf_rows
    from game.content.loader import load_cardset

    seed, players, rate = args
    cards = load_cardset()
    rng = random.Random(seed)
    kept: list[tuple[Any, Any]] = []
    original = ISMCTS._leaf

    def leaf(self: ISMCTS, sim: Any, m: Any) -> float:
        value = original(self, sim, m)
        if not self._endgame and sim.pending is not None and rng.random() < rate:
            kept.append((sim.state.clone(), sim.pending))
        return value

    ISMCTS._leaf = leaf  # type: ignore[method-assign]
    g, _hard_at = hard_game(cards, seed, players)
    ISMCTS._leaf = original  # type: ignore[method-assign]
    factions = [q.faction for q in g.state.players]
    out = []
    for k, (state, pending) in enumerate(kept):
        final = continue_leaf(cards, state, pending, seed * 1000 + k)
        out.append({"seed": seed, "group": seed, "factions": factions, "final": final,
                    "snaps": [[row(f, t) for f, t in leaf_rows(cards, state)]]})
    return out


def sibling_sets(args: tuple[int, int, float, str]) -> list[dict[str, Any]]:
    """One game of Hard (80 samples) against Normal. At a share `rate` of Hard's searched action menus (endgame
    play-outs excepted), every root move's leaf in the search's first sampled world is kept and played to the end
    by Normal seats (or, with `by` "hard", Hard's seat by Hard) with the same seed: sibling positions that differ
    only by the move, and what became of each.
    Features are from Hard's side (the opponent's hand unseen), as the search's leaf sees them."""
    from game.ai import ismcts
    from game.ai.features import Valuer
    from game.content.loader import load_cardset

    seed, players, rate, by = args
    cards = load_cardset()
    rng = random.Random(seed)
    worlds = [0]
    rec: dict[str, Any] = {"first": None, "leaves": []}
    sets: list[list[tuple[str, Any, Any]]] = []
    original_leaf, original_search, original_det = ismcts.ISMCTS._leaf, ismcts.ISMCTS.search, ismcts.determinize

    def det(*a: Any, **k: Any) -> Any:
        worlds[0] += 1
        return original_det(*a, **k)

    def search(self: Any, *a: Any, **k: Any) -> Any:
        rec["first"], rec["leaves"] = (worlds[0] + 1 if rng.random() < rate else None), []
        got = original_search(self, *a, **k)
        if len(rec["leaves"]) >= 2:
            sets.append(rec["leaves"])
        rec["first"] = None
        return got

    def leaf(self: Any, sim: Any, m: Any) -> float:
        value = original_leaf(self, sim, m)
        if worlds[0] == rec["first"] and not self._endgame and sim.pending is not None:
            rec["leaves"].append((m.label(), sim.state.clone(), sim.pending))
        return value

    ismcts.ISMCTS._leaf, ismcts.ISMCTS.search, ismcts.determinize = leaf, search, det  # type: ignore[method-assign]
    picks: list[str] = []

    def picked(key: tuple[str, ...]) -> None:
        if len(sets) > len(picks):  # this answer came from a search whose leaves were kept
            picks.append(key[0])

    g, hard_at = hard_game(cards, seed, players, picked)
    ismcts.ISMCTS._leaf, ismcts.ISMCTS.search, ismcts.determinize = original_leaf, original_search, original_det
    factions = [q.faction for q in g.state.players]
    out = []
    for k, (leaves, picked) in enumerate(zip(sets, picks, strict=True)):
        run_seed = seed * 1000 + k
        rows = []
        for label, state, pending in leaves:
            v = Valuer(cards, state, hard_at)
            rows.append({"move": label, "f": [[round(x, 4) for x in v.components(q)] for q in state.players],
                         "tau": [round(v.tau(q), 4) for q in state.players],
                         "final": continue_leaf(cards, state, pending, run_seed,
                                                hard_at if by == "hard" else None)})
        out.append({"seed": seed, "hard": hard_at, "factions": factions, "picked": picked, "leaves": rows})
    return out


def rows_main(args: argparse.Namespace) -> int:
    if args.mode == "siblings":
        work, jobs = sibling_sets, [(args.seed + i, args.players, args.rate, args.by) for i in range(args.games)]
    elif args.mode == "leaves":
        work, jobs = leaf_rows_game, [(args.seed + i, args.players, args.rate) for i in range(args.games)]
    else:
        work, jobs = game_rows, [(args.seed + i, args.players) for i in range(args.games)]
    with args.out.open("a") as out, multiprocessing.Pool(args.jobs) as pool:
        for k, got in enumerate(pool.imap_unordered(work, jobs), 1):  # type: ignore[arg-type]
            for line in got if isinstance(got, list) else [got]:
                out.write(json.dumps(line) + "\n")
            out.flush()
            if k % 20 == 0:
                print(f"{k}/{args.games} games", flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="value_net.py")
    sub = ap.add_subparsers(dest="mode", required=True)
    for mode, games, seed, rate in (("rows", 1500, 91000, None), ("leaves", 400, 95000, 0.04),
                                    ("siblings", 200, 97000, 0.3)):
        play = sub.add_parser(mode)
        play.add_argument("--games", type=int, default=games)
        play.add_argument("--seed", type=int, default=seed)
        play.add_argument("--players", type=int, default=2)
        play.add_argument("--jobs", type=int, default=2)
        play.add_argument("--out", type=Path, required=True)
        if mode == "siblings":
            play.add_argument("--by", choices=("normal", "hard"), default="normal",
                              help="who plays the searching seat's continuations (the others are Normal)")
        if rate is not None:
            play.add_argument("--rate", type=float, default=rate, help="share of the search's leaves (leaves) or "
                              "of Hard's searched menus (siblings) kept")
    t = sub.add_parser("train")
    t.add_argument("rows", type=Path, nargs="+")
    t.add_argument("--out", type=Path)
    t.add_argument("--hidden", type=int, default=16)
    t.add_argument("--l2", type=float, default=1e-3)
    t.add_argument("--epochs", type=int, default=300)
    t.add_argument("--folds", type=int, default=5)
    t.add_argument("--no-faction", action="store_true", help="leave the faction out of the inputs (an ablation)")
    t.add_argument("--net", type=Path, help="no training: the error of this saved net on the rows")
    c = sub.add_parser("check")
    c.add_argument("sets", type=Path, nargs="+")
    c.add_argument("--weights", type=Path, action="append", default=[], help="a leaf weights file to rank with too")
    c.add_argument("--ridge", type=float, default=50.0)
    c.add_argument("--folds", type=int, default=5)
    c.add_argument("--out", type=Path)
    c.add_argument("--top", type=int, default=0, help="only each set's best K leaves by the shipped leaf")
    cmp = sub.add_parser("compare", help="the same sibling sets continued by Normal and by Hard")
    cmp.add_argument("sets", type=Path, nargs="+")
    args = ap.parse_args(argv)
    if args.mode in ("rows", "leaves", "siblings"):
        return rows_main(args)
    try:
        from value_net_train import check_main, compare_main, train_main  # type: ignore[import-not-found]
    except ModuleNotFoundError as exc:
        print(f"value_net.py {args.mode}: needs {exc.name} (pip install numpy; the game itself does not)",
              file=sys.stderr)
        return 2

    return {"check": check_main, "compare": compare_main}.get(args.mode, train_main)(args)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    raise SystemExit(main())
