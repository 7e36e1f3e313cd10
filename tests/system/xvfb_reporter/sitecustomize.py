"""What a player sees, printed for tests/system/test_xvfb_aog.py: put on the game's path (PYTHONPATH) with
AA_XVFB_REPORT=1, Python imports it at start-up; it wraps the App's frame step to print one "REPORT {json}" line
whenever what is on screen changes (the scenes, the buttons' centres, the table's disc, legal spaces and hand).
It reads the screen's facts and never plays: every gesture comes from xdotool through the X server."""

from __future__ import annotations

import json
import os
import sys
from typing import Any


def _table(top: Any) -> dict[str, Any] | None:
    from age_of_galaxy.ui import moves as M
    from age_of_galaxy.ui import saves
    from age_of_galaxy.ui.scene import AogTableScene

    if not isinstance(top, AogTableScene):
        return None
    lay = top.layout()
    mine = top.mine()
    me = top.viewer
    st = top.match.state
    spaces = {m.target: list(lay.places[m.target].center) for m in top.moves()
              if m.source == M.DISC and m.target and m.target.startswith("space:") and m.target in lay.places}
    mine_on = [n for n in st.board.names() if str(me) in st.board[n].owned()]
    return {"mine": getattr(mine, "kind", None), "events": len(top.match.events),
            "turns": saves.turns_begun(top.match.events),
            "disc": list(lay.sources[M.DISC].center) if M.DISC in lay.sources else None,
            "spaces": spaces, "alliance": list(lay.places[M.ALLIANCE].center),
            "cards": [list(r.center) for sid, r in sorted(lay.sources.items()) if sid.startswith("card:")],
            "discs_left": st.players[me].discs, "mine_on": mine_on,
            "last_disc": mine_on[-1] if mine_on else None}


def _report(app: Any) -> dict[str, Any]:
    import pygame

    top = app.top
    buttons: dict[str, list[Any]] = {}
    groups = top.button_groups() if hasattr(top, "button_groups") else [getattr(top, "buttons", None)]
    for g in groups:
        for b in getattr(g, "buttons", []):
            if b.key:
                buttons[b.key] = [*b.rect.center, bool(b.enabled and b.action is not None)]
    return {"window": pygame.display.get_wm_info().get("window"), "driver": pygame.display.get_driver(),
            "surface": list(app.screen.get_size()), "stack": [type(s).__name__ for s in app.scenes],
            "column": app.game_key, "buttons": buttons, "table": _table(top)}


def _install() -> None:
    from game.ui.app import App

    step = App.step
    last: list[str] = [""]

    def reporting_step(self: Any, dt: float) -> Any:
        out = step(self, dt)
        if self.scenes and self.frames > 2:
            line = json.dumps(_report(self), sort_keys=True)
            if line != last[0]:
                last[0] = line
                sys.stdout.write("REPORT " + line + "\n")
                sys.stdout.flush()
        return out

    App.step = reporting_step  # type: ignore[method-assign]


if os.environ.get("AA_XVFB_REPORT") == "1":
    _install()
