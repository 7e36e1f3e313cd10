"""The table as the application opens it: Age of Galaxy's table (scene.py) with its game saved as it goes.

    app.open("aog_game", setup, folder, slot)       # the menu's Solo game, Standard Solo, New game, Resume, Load

After every turn (a new turn begun in the log) and at the game's end the game is written to its slot in the saves
folder (saves.py), by a writer thread off the frame loop (tabletop/writer.py: one write at a time, the newest
state last, atomic as before) from a copy of the game taken at that moment; leaving the table (Esc, or "Leave the
table" at the end) or quitting saves it too and waits for the write before going on. A save that fails (a full
disk, a folder that is not one) is said on the table in one line; the game plays on.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import attrs
import pygame

from age_of_galaxy.ui import saves
from age_of_galaxy.ui.scene import AogTableScene
from age_of_galaxy.ui.seats import PACE
from age_of_galaxy.ui.start import Setup
from tabletop.savefile import describe_os_error
from tabletop.ui.registry import register
from tabletop.ui.scene import Host
from tabletop.writer import LatestWriter

SAVE_WAIT_S = 10.0  # leaving or quitting waits this long at most for the save on disk


@register
class PlayedTable(AogTableScene):
    name = "aog_game"

    def __init__(self, app: Host, setup: Setup, folder: saves.Folder, slot: str, pace: float = PACE) -> None:
        super().__init__(app, setup, pace)
        self.folder = folder
        self.slot = slot
        self.seen = len(self.match.events)  # events counted for turns begun
        self.turns = self.saved_turns = saves.turns_begun(self.match.events)
        self.saved_events = -1  # the log's length when last handed to the writer
        self.saved_over = self.match.over
        self.save_error = ""
        self.saves = 0  # files written (tests, the smoke test)
        self.writer = LatestWriter("aog-autosave")  # the writes, off the frame loop (tabletop/writer.py)
        if not self.folder.slot(slot).exists():  # a new game is on disk from its first frame (Resume has it)
            self.autosave(wait=True)

    def autosave(self, wait: bool = False) -> bool:
        """Save the game to its slot (nothing if unchanged since): a copy of it taken now, written by the writer's
        thread with the same atomic replace; `wait`: until written (leaving, quitting). A failure is said on the
        table in one line, never raised; False while the last write failed."""
        n = len(self.match.events)
        if n != self.saved_events:
            copy = attrs.evolve(self.setup, match=self.match.clone())  # the writer never reads the live game
            job = functools.partial(self.folder.write, copy, self.slot)
            try:
                self.writer.submit(job)
            except RuntimeError:  # the table was closed: no writer thread any more, written here
                self.writer = LatestWriter("aog-autosave")
                self.writer.submit(job)
                wait = True
            self.saved_events = n
        if wait and not self.writer.flush(SAVE_WAIT_S):
            self.save_error = f"The game could not be saved: {self.path} took longer than {SAVE_WAIT_S:.0f} s."
            self.say(self.save_error)
        self.collect_saves()
        return not self.save_error

    def collect_saves(self) -> None:
        """The writes finished since the last frame: counted, or their failure said (the next turn tries again)."""
        for done in self.writer.done():
            if done.skipped:
                continue
            if done.error is None:
                self.saves += 1
                self.save_error = ""
                continue
            exc = done.error
            why = describe_os_error(exc, self.path) if isinstance(exc, OSError) else f"{self.path}: {exc!s:.120}"
            self.save_error = f"The game could not be saved: {why}"
            self.say(self.save_error)
            self.saved_events = -1  # written again at the next turn, or on leaving

    def update(self, dt: float) -> None:
        super().update(dt)
        events = self.match.events
        if len(events) < self.seen:  # a take-back: count again
            self.seen, self.turns = 0, 0
        self.turns += saves.turns_begun(events, self.seen)
        self.seen = len(events)
        if self.turns > self.saved_turns or self.match.over != self.saved_over:
            self.autosave()
            self.saved_turns, self.saved_over = self.turns, self.match.over
        self.collect_saves()

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
        """Back to the menu, the game saved where it stands (Resume continues it): the write waited for."""
        self.autosave(wait=True)
        super().leave()

    def may_quit(self) -> bool:
        self.autosave(wait=True)  # a save in flight, and this last one, are on disk before the window closes
        return True

    def close(self) -> None:
        self.writer.close(SAVE_WAIT_S)
        super().close()

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
