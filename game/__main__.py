"""`python -m game` / `alien-artifacts`: wiring only (parse arguments, hand over to the UI)."""

from __future__ import annotations

import argparse
import sys

from game import __version__, games
from game.ui.settings import MAX_WINDOW_SIDE, MIN_WINDOW
from tabletop.cli import OneLineParser, whole, window_size


def game_key(text: str) -> str:
    """`--game KEY`: a registered game's key (game/games.py), else one line and exit 2 (the parser's)."""
    if text not in games.game_keys():
        raise argparse.ArgumentTypeError(f"no game {text!r}: choose {' or '.join(games.game_keys())}")
    return text


def build_parser() -> argparse.ArgumentParser:
    p = OneLineParser(
        prog="alien-artifacts",
        description="Alien Artifacts on a desktop table: play 2-5 seats, humans and AI, with the mouse.",
    )
    p.add_argument("--version", action="version", version=f"Alien Artifacts tabletop {__version__}")
    p.add_argument("--smoke-test", nargs="?", const="game", choices=("game", "tutorial"), metavar="tutorial",
                   help="play a whole game with AI seats through the real scene loop, exit 0 on the score screen; "
                        "'--smoke-test tutorial' plays the whole of Learn to play by mouse drags instead")
    p.add_argument("--benchmark-ui", type=whole(1, 1_000_000), metavar="N",
                   help="render N frames of a busy table and print frame times as JSON (Alien Artifacts: 5 "
                        "players at 1920x1080; with --game age-of-galaxy: 1-4 players, idle and while Hard "
                        "thinks, at 1280x720 and 1920x1080 or --size)")
    p.add_argument("--load", metavar="SAVE", help="open a saved game")
    p.add_argument("--size", metavar="WxH", type=window_size(MIN_WINDOW, MAX_WINDOW_SIDE),
                   help=f"window size, e.g. 1280x720 (at least {MIN_WINDOW[0]}x{MIN_WINDOW[1]})")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    p.add_argument("--game", type=game_key, metavar="GAME",
                   help=f"open the main menu at this game ({', '.join(games.game_keys())}; "
                        "default: the one played last)")
    p.add_argument("--seed", type=whole(0, 2**63 - 1), help="seed for a quick solo game")
    return p


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # freeze_support does nothing unless frozen: skip importing multiprocessing
        import multiprocessing

        multiprocessing.freeze_support()  # a frozen build that spawns the AI worker must not re-run the app
    args = build_parser().parse_args(argv)
    from game.ui.main import run  # lazy: imports pygame only now, so --help/--version need no display

    for game in games.GAMES:  # what each game wires before the window opens (Alien Artifacts: its AI seat factory)
        if game.hook("launch") is not None:  # a registered part must be there: loaded, never skipped
            game.load("launch").prepare()
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
