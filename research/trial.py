"""Tuning trials: one Hard seat with a given search configuration against Normal seats.

    python -m research.trial --config '{"endgame_rounds": 3}' --budget 0.3 --games 200 --seed 20000 \
        [--players 2] [--jobs 2] [--start 0] [--weights JSON|@FILE] [--leaf-weights JSON|@FILE] [--out FILE]

The arena measures the shipped seats; this driver measures variants of Hard that are not (yet)
seat kinds, so a change is judged on 200+ games before it ships (docs/AI.md). Hard sits at
position `game % players`, like the arena's rotation. Prints the win rate (a shared win counts half)
with its 95% interval, and the mean margin (Hard's total minus the best other total) with 1.96
standard errors; `--out` keeps one JSON line per game for paired comparisons. With a fixed sample count
(`--config '{"max_iterations": 80}'`) a run is reproducible game for game, unlike a run on the processor-time
budget. `--config` takes the fields of alien_artifacts.ai.ismcts.SearchConfig (the shipped search's parameters).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

from alien_artifacts.ai.features import DEFAULT, Weights
from alien_artifacts.ai.hard import HardSeat
from alien_artifacts.ai.ismcts import SearchConfig
from alien_artifacts.ai.normal import NormalSeat
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command, PendingChoice
from alien_artifacts.match.api import Game, GameSettings, SeatSettings
from game.tools.arena import wilson


@attrs.frozen
class TrialJob:
    game: int
    seed: int
    players: int
    config: dict[str, Any]
    weights: dict[str, Any]
    leaf_weights: dict[str, Any] | None = None


def seats_for(cards: CardSet, seed: int, players: int, hard_at: int, config: SearchConfig, hard: bool = True,
              weights: Weights = DEFAULT, leaf: Weights | None = None) -> list[Any]:
    """A trial table's seats: Hard at `hard_at` (a Normal there too with `hard=False`), Normal elsewhere, each
    seeded `seed * 10 + position`. Every trial and profile script builds its seats here, so their games pair."""
    return [HardSeat(seed * 10 + i, cards=cards, weights=weights, config=config, leaf_weights=leaf)
            if hard and i == hard_at else NormalSeat(seed * 10 + i, cards=cards) for i in range(players)]


def play_out(g: Game, seats: list[Any],
             on_pick: Callable[[PendingChoice, tuple[str, ...]], None] | None = None) -> None:
    """Play `g` to its end with `seats`; `on_pick(pending, picks)` hears every answer. An illegal pick is an error."""
    while g.pending is not None:
        p = g.pending
        picks = tuple(seats[p.seat].decide(g.view_for(p.seat)))
        if on_pick is not None:
            on_pick(p, picks)
        r = g.submit(Command(p.seat, p.id, picks))
        if not r.ok:
            raise RuntimeError(f"illegal pick {picks}: {r.reason}")


def play(job: TrialJob) -> dict[str, Any]:
    from alien_artifacts.content.loader import load_cardset

    cards = load_cardset()
    n = job.players
    hard_at = job.game % n
    g = Game.new(cards, GameSettings(job.seed, tuple(SeatSettings(f"p{i}") for i in range(n))))
    leaf = _weights(job.leaf_weights) if job.leaf_weights is not None else None
    seats = seats_for(cards, job.seed, n, hard_at, SearchConfig(**job.config), weights=_weights(job.weights), leaf=leaf)
    t0 = time.perf_counter()
    play_out(g, seats)
    s = g.state
    totals = [int(s.final[i]["total"]) for i in range(n)]
    win = 0.0
    if hard_at in s.winners:
        win = 1.0 / len(s.winners)
    best_other = max(t for i, t in enumerate(totals) if i != hard_at)
    return {"game": job.game, "seed": job.seed, "hard_at": hard_at, "totals": totals, "win": win,
            "margin": totals[hard_at] - best_other, "seconds": round(time.perf_counter() - t0, 2)}


def _weights(fields: dict[str, Any]) -> Weights:
    """Weights from JSON (lists become tuples)."""
    return attrs.evolve(DEFAULT, **{k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()})


def _json_arg(text: str) -> dict[str, Any]:
    out = json.loads(Path(text[1:]).read_text() if text.startswith("@") else text)
    if not isinstance(out, dict):
        raise ValueError("expected a JSON object")
    return out


def summary(rows: list[dict[str, Any]]) -> str:
    n = len(rows)
    p = sum(r["win"] for r in rows) / n
    lo, hi = wilson(p * n, n)
    margins = [r["margin"] for r in rows]
    mean = sum(margins) / n
    sd = math.sqrt(sum((m - mean) ** 2 for m in margins) / max(1, n - 1))
    return (f"games {n}  Hard wins {100 * p:.1f}% ({100 * lo:.1f}-{100 * hi:.1f})  "
            f"margin {mean:+.2f} ± {1.96 * sd / math.sqrt(n):.2f}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m research.trial")
    ap.add_argument("--config", default="{}", help="SearchConfig fields as JSON")
    ap.add_argument("--weights", default="{}", help="Weights fields as JSON (or @file.json): every part of Hard")
    ap.add_argument("--leaf-weights", default=None, help="Weights for the search's leaf value only (JSON or @file)")
    ap.add_argument("--budget", type=float, default=None, help="seconds per decision (overrides --config)")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--start", type=int, default=0, help="first game index (to extend an earlier run)")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    try:
        config = _json_arg(args.config)
        weights = _json_arg(args.weights)
        leaf = _json_arg(args.leaf_weights) if args.leaf_weights else None
        if args.budget is not None:
            config["budget"] = args.budget
        SearchConfig(**config)
        _weights(weights)
        if leaf is not None:
            _weights(leaf)
    except (ValueError, TypeError, OSError) as exc:
        why = exc.args[0] if exc.args and isinstance(exc.args[0], str) else exc  # attrs validators add details
        print(f"trial: bad --config or --weights: {why}", file=sys.stderr)
        return 2
    jobs = [TrialJob(i, args.seed + i, args.players, config, weights, leaf)
            for i in range(args.start, args.start + args.games)]
    rows: list[dict[str, Any]] = []
    out = args.out.open("w") if args.out else None
    with multiprocessing.Pool(args.jobs) as pool:
        for k, row in enumerate(pool.imap_unordered(play, jobs), 1):
            rows.append(row)
            if out:
                out.write(json.dumps(row) + "\n")
                out.flush()
            if k % 20 == 0 or k == len(jobs):
                print(summary(rows), flush=True)
    if out:
        out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
