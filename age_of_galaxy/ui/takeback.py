"""Why Take back (U) stops where it does, in words: the match takes back a seat's own decisions up to the newest
thing that cannot be unseen or undone for another participant (tabletop/match.py `_undo_point`). This module reads
the same log backwards, without changing it, and names what stands between: a reveal (G67-G68: once seen, never
unseen; every random outcome is inside one, G70), or another participant's decision (G71), or the Virtual
Opponent's choice (G76)."""

from __future__ import annotations

from typing import Any

from age_of_galaxy.engine import events as ev
from age_of_galaxy.words import names as N
from tabletop.automaton import AutomatonActed
from tabletop.grammar import Voice
from tabletop.sealed import Opened


def reveal_words(e: Any) -> str:
    """What a barrier of the log showed everyone."""
    if isinstance(e, ev.TokenExplored):
        return "the Exploration token revealed" + ("" if e.spot.startswith("scope:") else f" on {N.spot(e.spot)}")
    if isinstance(e, ev.SystemRevealed):
        return f"System {e.position} turned face up"
    if isinstance(e, ev.PlanetTokenPlaced):
        return "a Planet token turned face up"
    if isinstance(e, ev.VOCardRevealed):
        return f"the Virtual Opponent's card {N.card(e.card)} revealed"
    if isinstance(e, Opened):
        return "the sealed picks opened"
    if isinstance(e, ev.Shuffled):
        return "the setup's shuffle"
    return "a reveal"


def why_not(match: Any, seat: int, names: tuple[str, ...]) -> str:
    """The reason `seat` has nothing to take back ("" when it has)."""
    voice = Voice.reading([N.printable(n) for n in names], seat)
    for e in reversed(match.events):
        if isinstance(e, AutomatonActed):
            return "Nothing to take back: the Virtual Opponent has acted since (its choices stand, G76)."
        if getattr(e, "barrier", False):
            return (f"Nothing to take back: {reveal_words(e)} since; what is seen stays seen (G68). "
                    "Your earlier moves stand.")
        decided = match.rules.decision(e)
        if decided is not None:
            if decided[0] == seat:
                return ""
            return (f"Nothing to take back: {voice.possessive(decided[0])} move came after yours, and it stands "
                    "(G71).")
    return "Nothing to take back yet."
