"""Session 8 diagnostics for Hard (docs/AI.md): not seats anyone plays against, questions about where
Hard's limit is. Each prints one JSON line per game, like `python -m research.trial --out`, so it pairs
game by game with a trial run on the same seeds.

    python -m research.diagnose oracle_hands --games 200 > oracle_hands_2p.jsonl
    python -m research.diagnose no_trade --games 200 > no_trade_override_2p.jsonl

`oracle_hands`: Hard's search samples worlds in which the other seats' hands, Artifacts and Defense Plans
are the TRUE ones (only the decks are reshuffled, deck tops kept): it cheats on purpose, to measure what
better inference of hidden cards could be worth at most.
`no_trade`: the shipped Hard, except that it never replaces Normal's pick with a Trade action (the move
it overrides Normal with most often).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
from typing import Any

from alien_artifacts.ai import ismcts
from alien_artifacts.ai.hard import HardSeat
from alien_artifacts.ai.normal import choose_macro
from alien_artifacts.engine.view import View
from alien_artifacts.match.sim import Simulation
from research import trial

TRUTH: dict[str, Any] = {}  # the true game, set before each decision (oracle_hands only)


def oracle_world(view: View, rng: random.Random) -> Simulation:
    game = TRUTH["game"]
    s = game.state.clone()
    for name, pile in s.decks.items():
        keep_top = name in ("ship", "technology", "planet") and len(pile) > 1
        rest = list(pile[:-1] if keep_top else pile)
        rng.shuffle(rest)
        s.decks[name] = rest + ([pile[-1]] if keep_top else [])
    return Simulation(view.cards, s, rng.randrange(1 << 30), game.pending)


def no_trade_decide(self: HardSeat, view: View) -> tuple[str, ...]:
    picks = SHIPPED_DECIDE(self, view)
    p = view.pending
    assert p is not None
    picked = p.option(picks[0])
    if p.kind == "turn" and self.normal.last_macros and picked is not None and picked.verb == "trade":
        anchor = choose_macro(self.normal.last_macros)
        if anchor.verb != "trade":
            return self.take(anchor)
    return picks


SHIPPED_DECIDE = HardSeat.decide
SHIPPED_VIEW_FOR: Any = None


def spy_view_for(game: Any, seat: int) -> View:
    TRUTH["game"] = game
    return SHIPPED_VIEW_FOR(game, seat)


def main() -> None:
    global SHIPPED_VIEW_FOR
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=("oracle_hands", "no_trade"))
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=20000)
    ap.add_argument("--budget", type=float, default=0.25)
    args = ap.parse_args()
    if args.mode == "oracle_hands":
        from alien_artifacts.match.api import Game

        SHIPPED_VIEW_FOR = Game.view_for
        Game.view_for = spy_view_for  # type: ignore[method-assign]
        ismcts.determinize = oracle_world  # type: ignore[assignment]
    else:
        HardSeat.decide = no_trade_decide  # type: ignore[method-assign]
    jobs = [trial.TrialJob(i, args.seed + i, 2, {"budget": args.budget}, {}) for i in range(args.games)]
    with multiprocessing.Pool(2) as pool:  # forked workers keep the patches
        for row in pool.imap_unordered(trial.play, jobs):
            print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
