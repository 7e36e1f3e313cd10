"""`python -m game --smoke-test --game age-of-galaxy`: a whole game of AI seats played through the app's scene loop.

Driven from outside once per frame (game/ui/main.py): on the main menu it starts a game of four AI seats as the
menu's entries do (menu_part.start: the autosaving table over the menu, no pause between moves), lets the table
play it out, and once the game is over checks the autosave (written at the end, reopened through the rules: the
same state hash), prints one JSON line and exits 0. A game that cannot start exits 2, a save that does not reopen
exits 4, a run longer than SMOKE_TIMEOUT exits 3.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from age_of_galaxy.ui import menu_part
from age_of_galaxy.ui.played import PlayedTable

SMOKE_TIMEOUT = 900.0  # seconds
SEATS = ("normal", "easy", "normal", "easy")


class SmokeDriver:
    """Call `tick()` after every frame the app draws (App.run's `on_frame`)."""

    def __init__(self, app: Any, seed: int | None = None) -> None:
        self.app = app
        self.seed = 1 if seed is None else seed
        self.started = False
        self.t0 = time.perf_counter()
        app.aog_pace = 0.0  # the table plays the AI seats' moves as soon as they are in

    def table(self) -> PlayedTable | None:
        return next((s for s in self.app.scenes if isinstance(s, PlayedTable)), None)

    def tick(self) -> None:
        app, top = self.app, self.app.top
        elapsed = time.perf_counter() - self.t0
        table = self.table()
        if elapsed > SMOKE_TIMEOUT:
            print("smoke test: timed out", file=sys.stderr, flush=True)
            app.quit(3)
        elif table is not None and table.match.over and table.saved_over:
            self.finish(table, elapsed)
        elif top is not None and top.name == "menu" and app.frames >= 2 and not self.started:
            self.started = True
            why = menu_part.start(app, [f"Bot {i + 1}" for i in range(len(SEATS))], list(SEATS), seed=self.seed)
            if why:
                print(f"smoke test: could not start a game: {why}", file=sys.stderr, flush=True)
                app.quit(2)

    def finish(self, table: PlayedTable, elapsed: float) -> None:
        app, m = self.app, table.match
        table.autosave(wait=True)  # the last write (off the frame loop) is on disk before it is read back
        try:
            back = table.folder.open(table.path)
        except Exception as exc:  # the smoke test says what failed, whatever it is
            print(f"smoke test: the autosave does not reopen: {exc}", file=sys.stderr, flush=True)
            app.quit(4)
            return
        if back.match.state_hash() != m.state_hash() or back.seats != table.setup.seats:
            print("smoke test: the autosave reopens as another game", file=sys.stderr, flush=True)
            app.quit(4)
            return
        print(json.dumps({"smoke": "ok", "game": "age-of-galaxy", "frames": app.frames, "seconds": round(elapsed, 1),
                          "moves": table.driver.moves, "events": len(m.events), "saves": table.saves,
                          "winners": list(m.state.winners)}), flush=True)
        app.quit(0)
