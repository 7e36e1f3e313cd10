"""The decision protocol shared by the UI and the AI.

The engine always has exactly one `PendingChoice` (or none when the game is over). A seat answers
with a `Command` naming the choice id and the picked option keys; the engine returns `Accepted`
(with the events it appended) or `Rejected` (with a reason; nothing changed).

Option keys are stable strings; `source` and `target` tell a drag-and-drop UI what is moved where:
    source: "res:<uid>" a Resource card (hand or produced on a planet), "deck:<kind>", "card:<uid>"
            (a Ship/Technology/Planet), "art:<uid>", "dp:<uid>", or None
    target: "card:<uid>", "bank", "uc:<kind>" (own Under Construction row), "side:logistics",
            "side:operational", "alien", "player:<seat>", "table", "discard", "draw", or None
"""

from __future__ import annotations

import attrs

ARTIFACT_KEY = "artifact:"  # the option key prefix of playing an Alien Artifact (R7)


@attrs.frozen
class Option:
    key: str
    label: str
    source: str | None = None
    target: str | None = None
    section: int | None = None  # which half of a Resource card pays (0 = top, 1 = bottom)
    # A public fact a UI shows before the pick (never changes what the pick does), e.g. why an attack on a
    # player can place no Blockade token. "" when there is nothing to add to the label.
    note: str = ""


@attrs.frozen
class PendingChoice:
    id: int
    seat: int
    kind: str  # "turn", "pay", "side", "auto_order", "produce_section", "target", "defense_plan", ...
    options: tuple[Option, ...]
    min_picks: int = 1
    max_picks: int = 1
    prompt: str = ""
    # Extra facts for display: e.g. ("cost", "6"), ("colour", "green"), ("paid", "3"), ("for", "<uid>")
    info: tuple[tuple[str, str], ...] = ()

    def own_options(self) -> tuple[Option, ...]:
        """The choice's own answers: without the Alien Artifacts offered at it as an interruption (R7).
        On the turn menu playing an Artifact is one of the menu's own (free) options."""
        if self.kind == "turn":
            return self.options
        return tuple(o for o in self.options if not o.key.startswith(ARTIFACT_KEY))

    def interruptions(self) -> tuple[Option, ...]:
        """`artifact:<uid>` options offered in the middle of this choice (R7): playing one answers nothing;
        the same choice is asked again after the Artifact resolved (with its options recomputed)."""
        if self.kind == "turn":
            return ()
        return tuple(o for o in self.options if o.key.startswith(ARTIFACT_KEY))

    def keys(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.options)

    def option(self, key: str) -> Option | None:
        for o in self.options:
            if o.key == key:
                return o
        return None

    def info_get(self, key: str, default: str = "") -> str:
        for k, v in self.info:
            if k == key:
                return v
        return default


@attrs.frozen
class Command:
    seat: int
    choice_id: int
    picks: tuple[str, ...]


@attrs.frozen
class Accepted:
    events: tuple[object, ...]
    ok: bool = True


@attrs.frozen
class Rejected:
    reason: str
    ok: bool = False
