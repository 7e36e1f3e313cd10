"""Alien Artifacts' start in the application (the registry's "launch" hook, game/games.py): what `python -m game`
wires before the window opens, and what runs as the menu first shows.

`prepare()` hands the UI its AI seat factory (the UI and the AI never import each other; this wiring joins them, as
game/__main__.py did before the move); `at_launch(app)` deletes the temporary files of a save a crash or a power cut
interrupted."""

from __future__ import annotations

from typing import Any

import attrs

from alien_artifacts.ui import storage
from alien_artifacts.ui.ai_seat import register_seat_factory


def ai_seat(kind: str, seed: int) -> object:
    """The AI seat factory handed to the UI. Imported on first use, so the window opens before the AI modules load.
    The kind "advice:<T>s" is the Suggest button's advisor (alien_artifacts/ai/advice.py), asked through the same
    worker."""
    if kind.split(":", 1)[0] == "advice":
        # lazy: start-up time (the window opens before the AI loads)
        from alien_artifacts.ai.advice import make_advisor

        return make_advisor(kind, seed)
    from alien_artifacts.ai.seats import make_seat  # lazy: start-up time (the window opens before the AI loads)

    return make_seat(kind, seed)


def prepare() -> None:
    register_seat_factory(ai_seat)


def at_launch(app: Any) -> None:
    storage.clean_temp()


@attrs.frozen
class Launch:
    """The hook's value: the two calls, as attributes the shell looks up."""

    prepare: Any = prepare
    at_launch: Any = at_launch


LAUNCH = Launch()
