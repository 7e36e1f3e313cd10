"""What the other players read while a seat makes a choice, keyed by the engine's choice kind
(age_of_galaxy/engine/steps.py): "Bo is choosing which cards to discard". Never names what the choice is over."""

from __future__ import annotations

from tabletop.grammar import Voice

WAITING = {
    "setup_discard": "is choosing which cards to discard",
    "draft": "is drafting a card",
    "debut": "is choosing a Debut card",
    "turn": "is taking a turn",
    "explore": "is choosing a token to explore",
    "count": "is choosing how many",
    "research": "is choosing a technology",
    "colonize": "is choosing a planet to colonize",
    "develop": "is choosing a planet to develop",
    "reward": "is choosing a reward",
    "pay": "is choosing how to pay",
    "acquire": "is choosing a planet to acquire",
}
VO_ACQUIRE = "is choosing which planet the Virtual Opponent acquires"  # G79: the player picks for the VO


def waiting(kind: str, seat: int, voice: Voice, for_vo: bool = False) -> str:
    """"Bo is choosing which cards to discard." / "You are choosing ..." for a pending choice of `kind`."""
    what = VO_ACQUIRE if for_vo and kind == "acquire" else WAITING.get(kind, "is choosing")
    return f"{voice.does(seat, what)}."
