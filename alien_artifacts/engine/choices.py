"""The decision protocol shared by the UI and the AI.

The engine always has exactly one `PendingChoice` (or none when the game is over). A seat answers
with a `Command` naming the choice id and the picked option keys; the engine returns `Accepted`
(with the events it appended) or `Rejected` (with a reason; nothing changed).

Option keys are stable strings; `source` and `target` tell a drag-and-drop UI what is moved where:
    source: "res:<uid>" a Resource card (hand or produced on a planet), "deck:<kind>", "card:<uid>"
            (a Ship/Technology/Planet), "art:<uid>", "dp:<uid>", or None
    target: "card:<uid>", "bank", "uc:<kind>" (own Under Construction row), "side:logistics",
            "side:operational", "alien", "player:<seat>", "table", "discard", "draw", or None

Beside the key an option carries the same facts as structured fields, so no layer ever parses a key:
    verb     the move kind: the key's first word ("buy", "develop", "pay", "attach", "target", "side", ...)
    card     the uid of the card it plays, pays with, keeps, completes, attacks with, discards; for a
             Defense Plan choice the plan's uid or "basic"
    section  the half of a Resource card that pays or is produced (0 = top, 1 = bottom)
    onto     the uid of the card something is put on (a prepared resource, a produced section)
    seat     the player the option aims at (an attack target, an opponent to steal from or blockade)
    arg      the one other argument: a deck kind, a colour, a side, a count, "alien" / "none"
The verbs, per choice kind, are listed in docs/ENGINE_API.md ("Options").
"""

from __future__ import annotations

import attrs

from tabletop.choices import Accepted, Command, Option, Rejected
from tabletop.choices import PendingChoice as KernelChoice

__all__ = ["ARTIFACT_VERB", "Accepted", "Command", "Option", "PendingChoice", "Rejected"]

ARTIFACT_VERB = "artifact"  # the verb of playing an Alien Artifact (R7)


@attrs.frozen
class PendingChoice(KernelChoice):
    """The kernel's choice (tabletop/choices.py); kinds here: "turn", "pay", "side", "auto_order",
    "produce_section", "target", "defense_plan", ...; info e.g. ("cost", "6"), ("colour", "green"), ("for", uid)."""

    def own_options(self) -> tuple[Option, ...]:
        """The choice's own answers: without the Alien Artifacts offered at it as an interruption (R7).
        On the turn menu playing an Artifact is one of the menu's own (free) options."""
        if self.kind == "turn":
            return self.options
        return tuple(o for o in self.options if o.verb != ARTIFACT_VERB)

    def interruptions(self) -> tuple[Option, ...]:
        """`artifact:<uid>` options offered in the middle of this choice (R7): playing one answers nothing;
        the same choice is asked again after the Artifact resolved (with its options recomputed)."""
        if self.kind == "turn":
            return ()
        return tuple(o for o in self.options if o.verb == ARTIFACT_VERB)
