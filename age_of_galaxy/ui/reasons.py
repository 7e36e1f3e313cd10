"""Why a drop does nothing, in words: what the table says when a piece glides back.

`reason_for(view, source, place)` is the table's one question. Today it reads only what the View shows (the space
is taken or blocked at this player count, it is not your choice, your action is already taken); the engine's own
per-place facts with refusal reasons (coming in age_of_galaxy/engine/) plug in by `use(function)` with the same
signature, and the table then says the engine's words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from age_of_galaxy.engine import content as C
from age_of_galaxy.words import names as N

Reasoner = Callable[[Any, str, "str | None"], str]


def _view_reason(view: Any, source: str, place: str | None) -> str:
    s, p = view.state, view.pending
    if place is None:
        return "Drop it on a glowing place."
    if p is None or p.seat != view.seat:
        return "It is not your choice now."
    kind, _, rest = place.partition(":")
    if p.kind == "turn" and not p.options:
        return "Nothing can be done now."
    acted = p.kind == "turn" and any(o.verb == "end" for o in p.options)
    if kind == "space" and rest in s.board:
        sp = s.board[rest]
        name = N.space(rest)
        if sp.blocked:
            return f"{name} ({rest}) is blocked at this player count."
        if sp.full:
            return f"{name} ({rest}) is taken: a space holds one disc."
        if acted:
            return "You have taken your action this turn: End turn, or play a card or a free action."
        if s.players[view.seat].discs < 1:
            return "You have no Action disc left."
        return f"You cannot {C.space(rest).action.upper()} now: you cannot pay its cost."
    if source.startswith("card:") and kind in ("alliance", "major", "reinforce"):
        if acted is False and p.kind != "turn":
            return "Cards are played on your turn."
        if kind == "alliance" and len(s.players[view.seat].alliance) >= 3:
            return "Your Alliance is full (3 cards)."
        if kind == "major" and s.players[view.seat].true_major is not None:
            return "You have played your True Major Ideology already."
        return "You have played a card this turn already (one card a turn)."
    if kind == "trade":
        if acted:
            return "You have taken your action this turn."
        return "You cannot pay that exchange, or the Trade card is full."
    if kind in ("tech", "techs"):
        return "That technology cannot be researched now (prerequisite, already researched, or its cost)."
    if kind in ("planet", "galaxy", "spot"):
        return "Nothing can be done on that planet now (reach, its type, its owner or the cost)."
    return "That does nothing here: drop it on a glowing place."


_REASONER: list[Reasoner] = [_view_reason]


def use(reasoner: Reasoner) -> None:
    """Say the engine's reasons from now on (a function of the View, the source and the place)."""
    _REASONER[0] = reasoner


def reason_for(view: Any, source: str, place: str | None) -> str:
    return _REASONER[0](view, source, place)
