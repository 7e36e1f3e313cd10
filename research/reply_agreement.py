"""Session 10 diagnostic (docs/AI.md): how well do the reply models of Hard's samples predict what a Normal
opponent actually picks at its action menu? Plays Normal self-play games and, at every action menu with a
choice, asks each model for its pick on the same View.

    python -m research.reply_agreement --players 2 --games 10 --seed 7000

Models: the policy's static pick (Hard's default reply model), Normal itself with another seed (how
consistent Normal is with itself: the ceiling for any model), and Normal with fewer or more sampled worlds.
"""

from __future__ import annotations

import argparse
import random

from alien_artifacts.ai.features import DEFAULT
from alien_artifacts.ai.heuristic import Policy, Situation
from alien_artifacts.ai.normal import NormalSeat
from alien_artifacts.content.loader import load_cardset
from alien_artifacts.engine.choices import Command
from alien_artifacts.match.api import Game, GameSettings, SeatSettings


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=7000)
    args = ap.parse_args()
    cards = load_cardset()
    policy = Policy(DEFAULT, 0.0, random.Random(1))
    models = {"policy (static)": None, "Normal, other seed": NormalSeat(99, cards=cards),
              "Normal, 1 world, 6 moves": NormalSeat(98, samples=1, max_macros=6, cards=cards),
              "Normal, 1 world, 12 moves": NormalSeat(97, samples=1, max_macros=12, cards=cards),
              "Normal, 4 worlds": NormalSeat(96, samples=4, cards=cards)}
    agree = dict.fromkeys(models, 0)
    menus = 0
    for gi in range(args.games):
        seed = args.seed + gi
        g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"p{i}") for i in range(args.players))))
        seats = [NormalSeat(seed * 10 + i, cards=cards) for i in range(args.players)]
        while g.pending is not None:
            p = g.pending
            view = g.view_for(p.seat)
            picks = seats[p.seat].decide(view)
            if p.kind == "turn" and len(p.options) > 1 and not g.state.turn.action_taken:
                menus += 1
                for name, model in models.items():
                    if model is None:
                        assert view.pending is not None
                        pick = policy.choose(Situation(cards, view.state, view.pending, p.seat, view.deck_tops))
                    else:
                        pick = model.decide(view)[0]
                    agree[name] += pick == picks[0]
            g.submit(Command(p.seat, p.id, tuple(picks)))
    print(f"{args.players} players, {args.games} games, {menus} action menus")
    for name, k in agree.items():
        print(f"  {name:28s} {100 * k / menus:5.1f}%")


if __name__ == "__main__":
    main()
