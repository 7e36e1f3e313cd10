"""`python -m game.scenario`: check scenario files, or capture a saved game's position as one.

    python -m game.scenario check FILE [FILE ...]      # each file loads: "ok" line, or one line per problem
    python -m game.scenario capture SAVE [--turn N]    # YAML of the position at the start of turn N's
                                                       # action step (default: the last turn), on stdout
    python -m game.scenario check --game age-of-galaxy FILE ...   # another game's scenario files (its
                                                       # registry hook "scenario"; Alien Artifacts by default)

`check` exits 1 if any file is refused, `capture` exits 2 on an unreadable save or a turn that is not
in it. The format: docs/ENGINE_API.md "Scenarios".
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from alien_artifacts.content.errors import ContentError
from alien_artifacts.content.loader import load_cardset
from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.fold import apply, new_state
from alien_artifacts.engine.state import State
from alien_artifacts.match.saves import SaveError, read_save
from alien_artifacts.match.scenario import (
    ScenarioError,
    at_action_start,
    dump_scenario,
    load_scenario,
    scenario_from_state,
)
from game import games
from game.tools.arena import chosen_game, without_game
from tabletop.cli import OneLineParser, fail, printable, whole

PROG = "python -m game.scenario"


def build_parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog=PROG, description="Check or capture scenario files.")
    sub = p.add_subparsers(dest="command", required=True)
    c = sub.add_parser("check", help="load each scenario file and report problems in one line each")
    c.add_argument("files", type=Path, nargs="+")
    k = sub.add_parser("capture", help="print a saved game's position at the start of a turn as a scenario")
    k.add_argument("save", type=Path)
    k.add_argument("--turn", type=whole(0, 1_000_000), default=None,
                   help="the game's turn number (default: the last turn)")
    return p


def _check(cards: CardSet, files: list[Path]) -> int:
    bad = 0
    for path in files:
        try:
            g = load_scenario(path, cards)
        except ScenarioError as exc:
            print(printable(str(exc)))  # no control character from a file (or its name) reaches the terminal
            bad += 1
            continue
        who = g.state.players[g.state.current].name
        print(printable(f"ok: {path} ({len(g.state.players)} players, {who} to play)"))
    return 1 if bad else 0


def turn_starts(cards: CardSet, events: list[object]) -> dict[int, State]:
    """The state at the start of each turn's action step, by turn number (folding the log)."""
    state = new_state()
    out: dict[int, State] = {}
    for e in events:
        apply(state, e)
        if state.turn_number not in out and at_action_start(state):
            out[state.turn_number] = state.clone()
    return out


def _capture(cards: CardSet, save: Path, turn: int | None) -> int:
    try:
        g = read_save(save, cards, verify=True)
    except SaveError as exc:
        print(printable(f"error: {exc}"), file=sys.stderr)
        return 2
    starts = turn_starts(cards, g.events)
    if not starts:
        print(printable(f"error: {save}: no turn has started in this game"), file=sys.stderr)
        return 2
    n = max(starts) if turn is None else turn
    if n not in starts:
        print(printable(f"error: {save}: no turn {n} (turns {min(starts)} to {max(starts)})"), file=sys.stderr)
        return 2
    data = scenario_from_state(starts[n], cards, g.settings)
    data = {"title": printable(f"Turn {n} of {save.name}"), **data}
    sys.stdout.write(dump_scenario(data))
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        chosen = games.by_key(chosen_game(argv))
    except KeyError:
        return fail(PROG, f"--game must be {' or '.join(games.game_keys())}, not {chosen_game(argv)!r}")
    if chosen.key != games.DEFAULT:  # another game's own scenario tool (the registry's "scenario" hook)
        if not chosen.hooks.get("scenario"):
            return fail(PROG, f"{chosen.title} has no scenario tool")
        return int(chosen.load("scenario")(without_game(argv)))
    args = build_parser().parse_args(without_game(argv))
    try:
        cards = load_cardset()
    except ContentError as exc:
        print(printable(f"error: {exc}"), file=sys.stderr)
        return 2
    if args.command == "check":
        return _check(cards, args.files)
    return _capture(cards, args.save, args.turn)
