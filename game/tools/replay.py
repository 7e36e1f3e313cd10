"""Tell a saved game's log in words; --verify replays it through the rules and checks the state hash. An Age of
Galaxy save (its "format") is told by game/tools/replay_aog.py; everything else is read as Alien Artifacts'.

Everything printed from a save goes through alien_artifacts.engine.names.terminal_safe (control, format and surrogate
characters shown as escapes), and a reader that leaves early (`| head -1`) ends it quietly."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from alien_artifacts.content.loader import ContentError, load_cardset
from alien_artifacts.engine.names import terminal_safe
from alien_artifacts.match.narrate import Teller
from alien_artifacts.match.saves import SaveError, read_save
from game.tools import replay_aog
from tabletop.savefile import SaveFileError, read_json


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.replay", description="Tell a saved game in words.")
    ap.add_argument("save", type=Path)
    ap.add_argument("--verify", action="store_true",
                    help="play every decision again through the rules; the events and state hash must match")
    ap.add_argument("--seat", type=int, metavar="N",
                    help="tell it as player N saw it, counting from 1 (hidden cards stay hidden; N is 'you')")
    args = ap.parse_args(argv)
    try:
        data = read_json(args.save)
    except SaveFileError:
        data = None  # Alien Artifacts' reader below says what is wrong with the file, in its words
    if replay_aog.is_aog_save(data):
        try:
            return replay_aog.main(args.save, data, args.verify, args.seat)
        except BrokenPipeError:
            return _reader_left()
    try:
        cards = load_cardset()
    except ContentError as exc:
        print(terminal_safe(f"error: {exc}"), file=sys.stderr)
        return 2
    try:
        g = read_save(args.save, cards, verify=args.verify)
    except SaveError as exc:
        print(terminal_safe(f"error: {exc}"), file=sys.stderr)
        return 2
    names = [s.name for s in g.settings.seats]
    if args.seat is not None and not 1 <= args.seat <= len(names):
        print(f"error: --seat must be a player from 1 to {len(names)}, not {args.seat}", file=sys.stderr)
        return 2
    teller = Teller(cards, None if args.seat is None else args.seat - 1, names)
    try:
        for e in g.events:
            line = teller.tell(e)
            if line:
                print(terminal_safe(line))  # nothing from a save reaches the terminal as a control sequence
        if args.verify:
            print(f"verified: {len(g.events)} events replayed, state hash {g.state_hash()[:16]}")
        sys.stdout.flush()
    except BrokenPipeError:
        return _reader_left()
    return 0


def _reader_left() -> int:
    """The reader left (`| head`): the Python docs' way, stdout to devnull so the exit flush cannot fail."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 1
