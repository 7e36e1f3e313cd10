"""`python -m game.replay SAVE` for an Age of Galaxy save (game/tools/replay.py dispatches here by the save's
"format"): the log in words (age_of_galaxy/words), --verify plays every decision again through the rules, --seat N
tells it as that player saw it."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from age_of_galaxy.engine.ruleset import RULES
from age_of_galaxy.words.narrate import Teller
from alien_artifacts.engine.names import terminal_safe
from tabletop.choices import PendingChoice
from tabletop.match import Match
from tabletop.savefile import loaded

SAVE_FORMAT = RULES.save_id


def is_aog_save(data: Any) -> bool:
    return isinstance(data, dict) and data.get("format") == SAVE_FORMAT


def lines(path: Path, data: Any, verify: bool, seat: int | None) -> list[str]:
    """The save's log in words (and the verification line); SaveFileError (a ValueError) for a bad save, ValueError
    for a bad --seat, each one line."""
    m: Match[PendingChoice] = loaded(path, data, lambda doc: Match.load(RULES, doc, verify=verify), "save")
    if seat is not None and not 1 <= seat <= m.state.seats:
        raise ValueError(f"--seat must be a player from 1 to {m.state.seats}, not {seat}")
    names = [p.name for p in m.state.players]
    try:
        out = Teller(names, None if seat is None else seat - 1).tell(m.events)
    except Exception as exc:  # a log that folds (unverified, no hash) but is no game's: one line, never a traceback
        raise ValueError(f"{path}: the event log cannot be told ({type(exc).__name__}: {exc})") from None
    if verify:
        out.append(f"verified: {len(m.events)} events replayed, state hash {m.state_hash()[:16]}")
    return out


def main(path: Path, data: Any, verify: bool, seat: int | None) -> int:
    try:
        told = lines(path, data, verify, seat)
    except ValueError as exc:  # a SaveFileError (one line naming the file) or a bad --seat
        print(terminal_safe(f"error: {exc}"), file=sys.stderr)
        return 2
    for line in told:
        print(terminal_safe(line))  # nothing from a save reaches the terminal as a control sequence
    sys.stdout.flush()
    return 0
