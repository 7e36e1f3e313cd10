"""The score over the rounds, read from a game's events (for the table's score screen; no rule of its own): the log
folded again from the start, and at the end of each round each seat's score as final scoring (G63-G66, flow.score)
would count it then; the last entry is the final scoring's own (the `Scored` event; Standard Solo's Virtual
Opponent left out, G75)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from age_of_galaxy.engine.events import Scored
from age_of_galaxy.engine.flow import score
from age_of_galaxy.engine.ruleset import RULES
from tabletop.rounds import PhaseBegan


def scores_by_round(events: Sequence[Any]) -> tuple[tuple[int, ...], ...]:
    """Per round ended, each seat's total score then (seat order); the final scoring's totals last once scored."""
    s = RULES.new_state()
    out: list[tuple[int, ...]] = []
    for e in events:
        if isinstance(e, PhaseBegan) and e.phase == "production" and e.round > 1:
            out.append(tuple(score(s, w)[-1] for w in range(s.seats)))
        if isinstance(e, Scored):
            out.append(tuple(row[-1] if row else 0 for row in e.scores[:s.seats]))  # G75: the VO scores nothing
            break
        RULES.fold(s, e)
    return tuple(out)
