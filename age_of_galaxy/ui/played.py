"""The table as the application opens it: Age of Galaxy's table (scene.py) with its game saved as it goes.

    app.open("aog_game", setup, folder, slot)       # the menu's Solo game, Standard Solo, New game, Resume, Load

After every turn (a new turn begun in the log) and at the game's end the game is written to its slot in the saves
folder (saves.py); leaving the table (Esc, or "Leave the table" at the end) saves it too and goes back to the menu.
A save that fails (a full disk, a folder that is not one) is said on the table in one line; the game plays on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from age_of_galaxy.ui import saves
from age_of_galaxy.ui.scene import AogTableScene
from age_of_galaxy.ui.seats import PACE
from age_of_galaxy.ui.start import Setup
from tabletop.savefile import describe_os_error
from tabletop.ui.registry import register
from tabletop.ui.scene import Host


@register
class PlayedTable(AogTableScene):
    name = "aog_game"

    def __init__(self, app: Host, setup: Setup, folder: saves.Folder, slot: str, pace: float = PACE) -> None:
        super().__init__(app, setup, pace)
        self.folder = folder
        self.slot = slot
        self.seen = len(self.match.events)  # events counted for turns begun
        self.turns = self.saved_turns = saves.turns_begun(self.match.events)
        self.saved_events = -1  # the log's length when last saved
        self.saved_over = self.match.over
        self.save_error = ""
        self.saves = 0  # files written (tests, the smoke test)
        if not self.folder.slot(slot).exists():
            self.autosave()

    def autosave(self) -> bool:
        """Write the game to its slot now (nothing if unchanged); a failure is said, never raised."""
        if len(self.match.events) == self.saved_events:
            return True
        try:
            self.folder.write(self.setup, self.slot)
        except OSError as exc:
            self.save_error = f"The game could not be saved: {describe_os_error(exc, self.folder.slot(self.slot))}"
            self.say(self.save_error)
            return False
        self.saved_events = len(self.match.events)
        self.saves += 1
        self.save_error = ""
        return True

    def update(self, dt: float) -> None:
        super().update(dt)
        events = self.match.events
        if len(events) < self.seen:  # a take-back: count again
            self.seen, self.turns = 0, 0
        self.turns += saves.turns_begun(events, self.seen)
        self.seen = len(events)
        due = self.turns > self.saved_turns or self.match.over != self.saved_over
        if due and self.autosave():
            self.saved_turns, self.saved_over = self.turns, self.match.over

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            if self.gesture.drag is not None:
                self.gesture.cancel()
            elif self.asking:
                self.cancel_ask()
            else:
                self.leave()
            return
        super().handle_event(ev)

    def leave(self) -> None:
        """Back to the menu, the game saved where it stands (Resume continues it)."""
        self.autosave()
        super().leave()

    def may_quit(self) -> bool:
        self.autosave()
        return True

    @property
    def path(self) -> Path:
        return self.folder.slot(self.slot)


THINK_DEFAULT = 0.5  # the shared settings' default "AI pace" (game/ui/settings.py; a test pins it): PACE at it


def pace_of(app: Any) -> float:
    """Seconds between two AI moves on this table: the app's `aog_pace` when set (tests, the smoke test), else the
    shared settings' AI pace (Settings, "AI pace") scaled so its default is this table's PACE (0 = at once)."""
    pace = getattr(app, "aog_pace", None)
    if pace is not None:
        return float(pace)
    think = getattr(getattr(app, "settings", None), "ai_think_time", None)
    if isinstance(think, int | float) and not isinstance(think, bool) and 0 <= think <= 60:
        return PACE * think / THINK_DEFAULT
    return PACE


def open_game(app: Any, setup: Setup, folder: saves.Folder, slot: str | None = None) -> Any:
    """Open the table for `setup` over the menu, its saves in `slot` (a new one when None)."""
    return app.open("aog_game", setup, folder, slot or saves.new_slot(), pace=pace_of(app))
