"""Session 11 profile of Hard's play (docs/AI.md): which actions it takes against Normal, and how it does per faction.

    python docs/ai_trials/scripts/hard_profile.py actions --games 60 --out verbs.jsonl
    python docs/ai_trials/scripts/hard_profile.py factions docs/ai_trials/samples80_2p_session10.jsonl

`actions` plays two-player games of Hard (80 samples per decision, seeds 20000 + game, Hard at game % 2, like the
trials) against Normal and counts each seat's turn-menu picks by verb. `factions` replays the deals of trial lines
(`python -m game.ai.trial --out`) and splits Hard's wins by its own faction and by its opponent's.
"""

from __future__ import annotations

import argparse
import collections
import json
import multiprocessing
from typing import Any


def play(args: tuple[int, int]) -> dict[str, Any]:
    from game.ai.hard import HardSeat
    from game.ai.ismcts import SearchConfig
    from game.ai.normal import NormalSeat
    from game.content.loader import load_cardset
    from game.engine.api import Game, GameSettings, SeatSettings
    from game.engine.choices import Command

    seed, hard_at = args
    cards = load_cardset()
    g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"p{i}") for i in range(2))))
    seats: list[Any] = [HardSeat(seed * 10 + i, cards=cards, config=SearchConfig(max_iterations=80)) if i == hard_at
                        else NormalSeat(seed * 10 + i, cards=cards) for i in range(2)]
    tally: dict[int, collections.Counter[str]] = {0: collections.Counter(), 1: collections.Counter()}
    while g.pending is not None:
        p = g.pending
        picks = seats[p.seat].decide(g.view_for(p.seat))
        if p.kind == "turn" and len(p.options) > 1:
            tally[p.seat][picks[0].split(":")[0]] += 1
        g.submit(Command(p.seat, p.id, tuple(picks)))
    return {"seed": seed, "hard_at": hard_at, "factions": [q.faction for q in g.state.players],
            "totals": [g.state.final[i]["total"] for i in range(2)], "turns": g.state.turn_number,
            "tally": {str(k): dict(v) for k, v in tally.items()}}


def actions(games: int, out: str) -> None:
    with multiprocessing.Pool(2) as pool, open(out, "w") as fh:
        rows = []
        for row in pool.imap_unordered(play, [(20000 + i, i % 2) for i in range(games)]):
            rows.append(row)
            fh.write(json.dumps(row) + "\n")
    hard: collections.Counter[str] = collections.Counter()
    normal: collections.Counter[str] = collections.Counter()
    for r in rows:
        for seat, counts in r["tally"].items():
            (hard if int(seat) == r["hard_at"] else normal).update(counts)
    nh, nn = sum(hard.values()), sum(normal.values())
    print(f"games {len(rows)}  turns per game {sum(r['turns'] for r in rows) / len(rows):.1f}  "
          f"menu picks: Hard {nh}, Normal {nn}")
    for verb in sorted(set(hard) | set(normal), key=lambda v: -(hard[v] + normal[v])):
        print(f"{verb:18s} Hard {100 * hard[verb] / nh:5.1f}%   Normal {100 * normal[verb] / nn:5.1f}%")


def factions(paths: str) -> None:
    from game.content.loader import load_cardset
    from game.engine.api import Game, GameSettings, SeatSettings

    cards = load_cardset()
    as_: dict[str, list[float]] = collections.defaultdict(list)
    against: dict[str, list[float]] = collections.defaultdict(list)
    rows = []
    for path in paths.split("+"):
        with open(path) as fh:
            rows += [json.loads(line) for line in fh]
    for r in rows:
        n = len(r["totals"])
        g = Game.new(cards, GameSettings(r["seed"], tuple(SeatSettings(f"p{i}") for i in range(n))))
        fac = [q.faction for q in g.state.players]
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
    ap.add_argument("mode", choices=("actions", "factions"))
    ap.add_argument("path", nargs="?", default="docs/ai_trials/samples80_2p_session10.jsonl")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--out", default="verbs.jsonl")
    args = ap.parse_args()
    if args.mode == "actions":
        actions(args.games, args.out)
    else:
        factions(args.path)


if __name__ == "__main__":
    main()
