"""How to answer a choice with the mouse, per choice kind, for the table (issue 26 point 4).

The words belong to the kind: each choice kind declares its `hint` beside its options, pick and prompt
(game/rules/steps/<kind>.py, or the verb family that opens the choice, game/rules/verbs/). This module is the
UI's way to them, so the UI asks the match layer and never imports game.rules.
"""

from __future__ import annotations

from game.rules.handlers import STEP_HANDLERS

HINTS: dict[str, str] = STEP_HANDLERS.hints()  # choice kind ("pay", "turn", ...) -> hint, "" when it has none


def choice_hint(kind: str) -> str:
    """The mouse hint of a choice kind (`PendingChoice.kind`); "" for a kind without one or unknown."""
    return HINTS.get(kind, "")
