"""What a move will cost, said before it happens (issue 25, point 5; issue 31, item 1).

The words are the match layer's facts about the picks (alien_artifacts/match/option_facts.py `PickFacts.preview`: the
credits they spend, the choices the rules then take alone because only one option is legal, the hand limit the
player will then meet, the options' notes), rehearsed by the rules up to the first draw or reveal. Nothing is
played on a copy of the game here, and no rule is written again. No pygame here.
"""

from __future__ import annotations

from typing import Any


def rehearse(facts: Any, keys: tuple[str, ...]) -> str:
    """One line on what these picks spend or decide on their own, or "": read from the choice's facts
    (`ChoiceFacts`, None when the choice is not the viewer's)."""
    pick = facts.pick(tuple(keys)) if facts is not None and keys else None
    return pick.preview() if pick is not None else ""
