"""Tell a saved game's log in words; --verify replays it through the rules and checks the state hash."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.content.loader import ContentError, load_cardset
from game.match.narrate import narrate
from game.match.saves import SaveError, read_save


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.replay", description="Tell a saved game in words.")
    ap.add_argument("save", type=Path)
    ap.add_argument("--verify", action="store_true",
                    help="play every decision again through the rules; the events and state hash must match")
    ap.add_argument("--seat", type=int, help="tell it as this seat saw it (hidden cards stay hidden)")
    args = ap.parse_args(argv)
    try:
        cards = load_cardset()
    except ContentError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    try:
        g = read_save(args.save, cards, verify=args.verify)
    except SaveError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    names = [s.name for s in g.settings.seats]
    for e in g.events:
        line = narrate(e, cards, args.seat, names)
        if line:
            print(line)
    if args.verify:
        print(f"verified: {len(g.events)} events replayed, state hash {g.state_hash()[:16]}")
    return 0
