"""A choice kind's words for the table (issue 26 point 4): how to answer it with the mouse (its hint), and how
the other players see it being made (its watching words); and the names of the choice kinds, for the AI's
table of handlers (alien_artifacts/ai/kinds.py).

The words belong to the kind: each choice kind declares its `hint` and `watching` beside its options, pick and
prompt (alien_artifacts/rules/steps/<kind>.py, or the verb family that opens the choice, alien_artifacts/rules/verbs/).
This module is the UI's and the AI's way to them, so neither imports alien_artifacts.rules.
"""

from __future__ import annotations

from alien_artifacts.engine.grammar import Voice, capital
from alien_artifacts.engine.view import View
from alien_artifacts.rules.handlers import STEP_HANDLERS

HINTS: dict[str, str] = STEP_HANDLERS.hints()  # choice kind ("pay", "turn", ...) -> hint, "" when it has none
CHOICE_KINDS: tuple[str, ...] = STEP_HANDLERS.kind_names()  # every choice kind's name (`PendingChoice.kind`)


def choice_hint(kind: str) -> str:
    """The mouse hint of a choice kind (`PendingChoice.kind`); "" for a kind without one or unknown."""
    return HINTS.get(kind, "")


def watching(view: View, voice: Voice) -> str:
    """The pending choice as a player who is not making it sees it, in its kind's own words and the reader's
    voice: "Choosing a Defense Plan against you.", "Placing 2 Blockade tokens on Ann's Empire." Read from the
    View's public stack (R33: every pending step is public; the cards another seat draws to keep are hidden);
    "Deciding." when the View's top step is not the pending choice's (no choice: the game is over)."""
    p = view.pending
    step = view.stack[-1] if view.stack else None
    if p is None or step is None or getattr(step, "kind", None) != p.kind:
        return "Deciding."
    return capital(STEP_HANDLERS.watching(step, voice, view.cards) or "deciding") + "."
