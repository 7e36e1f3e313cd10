"""Profiles of Hard's play against Normal (docs/AI.md: what was tried): actions, score sources, factions.

    python -m research.hard_profile actions --games 60 --out verbs.jsonl
    python -m research.hard_profile sources --players 4 --seed 50000 --games 200 [--start 0] \
        [--as normal] [--faction meridian_consortium] [--leaf-weights @FILE] --out lines.jsonl
    python -m research.hard_profile factions TRIAL_LINES.jsonl

`actions` plays two-player games of Hard (80 samples per decision, seeds 20000 + game, Hard at game % 2, like the
trials) against Normal and counts each seat's turn-menu picks by verb. `sources` plays the trial deals (seed + game,
the profiled seat at game % players) and prints where the profiled seat's final score came from against the
other seats', their final credits and their action mix; `--as normal` puts a Normal in that seat instead (the
same deals without the search), `--faction` keeps only the deals that give that seat this faction, and
`--leaf-weights` gives Hard another leaf set (as `python -m research.trial` takes it). `factions` replays the deals
of trial lines (`python -m research.trial --out`) and splits Hard's wins by its own faction and by its opponent's.
"""

from __future__ import annotations

import argparse
import collections
import json
import multiprocessing
from typing import Any

from research import trial

SOURCES = ("during", "empire", "technologies", "faction", "total")


def deal_factions(cards: Any, seed: int, players: int) -> list[str]:
    """The factions a deal gives each seat (the trial and arena deals: GameSettings(seed, players))."""
    from alien_artifacts.match.api import Game, GameSettings, SeatSettings

    g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"p{i}") for i in range(players))))
    return [q.faction for q in g.state.players]


def play(args: tuple[int, int, int, str, str]) -> dict[str, Any]:
    """One game: (seed, the profiled seat's position, players, "hard" or "normal", leaf weights as JSON or "")."""
    from alien_artifacts.ai.ismcts import SearchConfig
    from alien_artifacts.content.loader import load_cardset
    from alien_artifacts.match.api import Game, GameSettings, SeatSettings

    seed, hard_at, n, kind, leaf_json = args
    cards = load_cardset()
    leaf = trial._weights(trial._json_arg(leaf_json)) if leaf_json else None
    g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"p{i}") for i in range(n))))
    seats = trial.seats_for(cards, seed, n, hard_at, SearchConfig(max_iterations=80), hard=kind == "hard", leaf=leaf)
    tally: dict[int, collections.Counter[str]] = {i: collections.Counter() for i in range(n)}

    def count(p: Any, picks: tuple[str, ...]) -> None:
        if p.kind == "turn" and len(p.options) > 1:
            tally[p.seat][picks[0].split(":")[0]] += 1

    trial.play_out(g, seats, count)
    s = g.state
    return {"seed": seed, "hard_at": hard_at, "kind": kind, "factions": [q.faction for q in s.players],
            "totals": [s.final[i]["total"] for i in range(n)], "turns": s.turn_number,
            "final": [{k: s.final[i].get(k, 0) for k in SOURCES} for i in range(n)],
            "credits": [q.credits for q in s.players], "winners": list(s.winners),
            "tally": {str(k): dict(v) for k, v in tally.items()}}


def _verbs(rows: list[dict[str, Any]], label: str) -> None:
    mine: collections.Counter[str] = collections.Counter()
    others: collections.Counter[str] = collections.Counter()
    for r in rows:
        for seat, counts in r["tally"].items():
            (mine if int(seat) == r["hard_at"] else others).update(counts)
    nm, no = sum(mine.values()), sum(others.values())
    print(f"menu picks: {label} {nm}, the other seats (Normal) {no}")
    for verb in sorted(set(mine) | set(others), key=lambda v: -(mine[v] + others[v])):
        print(f"{verb:18s} {label} {100 * mine[verb] / nm:5.1f}% ({mine[verb] / len(rows):.1f} a game)   "
              f"others {100 * others[verb] / no:5.1f}%")


def actions(games: int, out: str) -> None:
    with multiprocessing.Pool(2) as pool, open(out, "w") as fh:
        rows = []
        for row in pool.imap_unordered(play, [(20000 + i, i % 2, 2, "hard", "") for i in range(games)]):
            rows.append(row)
            fh.write(json.dumps(row) + "\n")
    print(f"games {len(rows)}  turns per game {sum(r['turns'] for r in rows) / len(rows):.1f}")
    _verbs(rows, "Hard")


def sources(players: int, seed: int, start: int, games: int, kind: str, faction: str | None, leaf: str,
            out: str) -> None:
    from alien_artifacts.content.loader import load_cardset

    cards = load_cardset()
    jobs = [(seed + game, game % players, players, kind, leaf) for game in range(start, start + games)
            if faction is None or deal_factions(cards, seed + game, players)[game % players] == faction]
    rows = []
    with multiprocessing.Pool(2) as pool, open(out, "w") as fh:
        for row in pool.imap_unordered(play, jobs):
            row["game"] = row["seed"] - seed
            rows.append(row)
            fh.write(json.dumps(row) + "\n")
    if not rows:
        print("no deals")
        return
    n = len(rows)
    label = kind.capitalize()
    wins = sum(1 / len(r["winners"]) for r in rows if r["hard_at"] in r["winners"])
    print(f"deals {n}  {label} in the profiled seat wins {100 * wins / n:.1f}% (a shared win counts as a share)")
    for who, pick in ((label, lambda i, r: i == r["hard_at"]), ("the others", lambda i, r: i != r["hard_at"])):
        vals = [(r["final"][i], r["credits"][i]) for r in rows for i in range(players) if pick(i, r)]
        parts = "  ".join(f"{k} {sum(f[k] for f, _c in vals) / len(vals):5.2f}" for k in SOURCES)
        print(f"{who:10s} {parts}  credits left {sum(c for _f, c in vals) / len(vals):4.1f}")
    _verbs(rows, label)


def factions(paths: str) -> None:
    from alien_artifacts.content.loader import load_cardset

    cards = load_cardset()
    as_: dict[str, list[float]] = collections.defaultdict(list)
    against: dict[str, list[float]] = collections.defaultdict(list)
    rows = []
    for path in paths.split("+"):
        with open(path) as fh:
            rows += [json.loads(line) for line in fh]
    for r in rows:
        n = len(r["totals"])
        fac = deal_factions(cards, r["seed"], n)
        as_[fac[r["hard_at"]]].append(r["win"])
        for i in range(n):
            if i != r["hard_at"]:
                against[fac[i]].append(r["win"])
    for name in sorted(as_):
        a, b = as_[name], against[name]
        print(f"{name:24s} Hard as it: {len(a):4d} games {100 * sum(a) / len(a):5.1f}%   "
              f"Hard against it: {len(b):4d} games {100 * sum(b) / len(b):5.1f}%")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=("actions", "sources", "factions"))
    ap.add_argument("path", nargs="?", help="factions: trial lines (python -m research.trial --out)")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--as", dest="kind", choices=("hard", "normal"), default="hard")
    ap.add_argument("--faction")
    ap.add_argument("--leaf-weights", default="")
    ap.add_argument("--out", default="verbs.jsonl")
    args = ap.parse_args()
    leaf = args.leaf_weights  # JSON or @FILE, read in each worker by the trial's own parser
    if args.mode == "actions":
        actions(args.games, args.out)
    elif args.mode == "sources":
        sources(args.players, args.seed, args.start, args.games, args.kind, args.faction, leaf, args.out)
    elif args.path is None:
        ap.error("factions needs the path of trial lines")
    else:
        factions(args.path)


if __name__ == "__main__":
    main()
