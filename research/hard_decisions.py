"""Record every decision Hard makes in a fixed set of games, with a fixed search iteration count.

    .venv/bin/python -m research.hard_decisions --out /tmp/hard-before.txt [--iterations 40] [--games 6]

Plays `--games` two-player games (Hard against Normal) and as many four-player games (one Hard, three
Normal), seeds 1..N, Hard with `hard:N` (a fixed number of search iterations per decision, so the result
does not depend on the machine's speed). Each line is one Hard decision: game, seed, seat, pending choice
id, kind and the picks; each game ends with its final totals. Run it before and after a change to the
search and compare the files byte for byte (`cmp`): the same file means Hard plays exactly as before.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Iterator

from alien_artifacts.ai.seats import make_seat
from alien_artifacts.content.loader import load_cardset
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.choices import Command
from alien_artifacts.match.api import Game, GameSettings, SeatSettings


def record_game(seed: int, kinds: list[str], level: str = "hard", cards: CardSet | None = None) -> Iterator[str]:
    """One game (of the real cards unless `cards` is given): a line per decision of the seats whose kind starts
    with `level` (Hard's by default), then the final totals."""
    cards = cards if cards is not None else load_cardset()
    settings = GameSettings(seed, tuple(SeatSettings(f"{k}-{i + 1}", None, k) for i, k in enumerate(kinds)))
    g = Game.new(cards, settings)
    seats = [make_seat(k, seed * 10 + i) for i, k in enumerate(kinds)]
    while g.pending is not None:
        p = g.pending
        picks = tuple(seats[p.seat].decide(g.view_for(p.seat)))
        if kinds[p.seat].startswith(level):
            yield f"seed={seed} seat={p.seat} id={p.id} kind={p.kind} picks={','.join(picks)}"
        r = g.submit(Command(p.seat, p.id, picks))
        if not r.ok:
            raise RuntimeError(f"seed {seed}: illegal pick {picks}: {r.reason}")
    yield f"seed={seed} end totals={[g.state.final[i]['total'] for i in range(len(kinds))]}"


def tables(games: int, iterations: int) -> Iterator[tuple[int, list[str]]]:
    """The fixed set: `games` two-player and `games` four-player tables, Hard at a seat that moves with the seed."""
    hard = f"hard:{iterations}"
    for seed in range(1, games + 1):
        kinds = ["normal", "normal"]
        kinds[seed % 2] = hard
        yield seed, kinds
    for seed in range(101, 101 + games):
        kinds = ["normal"] * 4
        kinds[seed % 4] = hard
        yield seed, kinds


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="file to write (one line per Hard decision)")
    ap.add_argument("--iterations", type=int, default=40)
    ap.add_argument("--games", type=int, default=6, help="games per table size (2 and 4 players)")
    args = ap.parse_args(argv)
    digest = hashlib.sha256()
    decisions = 0
    with open(args.out, "w", encoding="utf-8") as f:
        for seed, kinds in tables(args.games, args.iterations):
            for line in record_game(seed, kinds):
                decisions += "end totals" not in line
                f.write(line + "\n")
                digest.update((line + "\n").encode())
            f.flush()
    print(f"{decisions} Hard decisions written to {args.out}; sha256 {digest.hexdigest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
