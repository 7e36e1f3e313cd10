"""A human seat plays many decisions only through mouse gestures (drag where there is a source and a
place to drop it, else a click on the option's button); every gesture must change the engine state."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))

import posted

from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from tabletop.ui.drag import moves_from, pick_for_drop


def _drop_point(table: TableScene, source: str, target: str, section: int | None) -> tuple[int, int] | None:
    """A point on `target` where a drop of `source` means exactly the wanted move's keys."""
    for r in table.geometry.rect_of_target(target):
        for fx, fy in ((0.5, 0.5), (0.3, 0.3), (0.7, 0.7), (0.5, 0.15), (0.5, 0.85)):
            pt = (int(r.x + r.w * fx), int(r.y + r.h * fy))
            here = table.geometry.targets_at(pt)
            if here and target in here and table.geometry.scene.sprite(source) is not None:
                got = pick_for_drop(moves_from(table.model.moves, source), here, section)
                if got and all(m.target == target for m in got):
                    return pt
    return None


def _drag(app: Any, table: TableScene, source: str, section: int | None, end: tuple[int, int]) -> None:
    s = table.geometry.scene.sprite(source)
    r = s.rect
    y = r.y + (r.h // 4 if (section or 0) == 0 else 3 * r.h // 4) if s.tag == "hand" else r.centery
    start = (r.centerx, y)
    posted.drag(app, start, [(start[0] + 12, start[1] + 12), end], after=1)


def _click_option(app: Any, table: TableScene, key: str) -> bool:
    for scroll in range(0, 60, 3):
        table.input.opt_scroll = scroll
        table.input._options_key = None
        table.input.refresh_options()
        b = table.input.option_buttons.by_key(f"opt:{key}")
        if b is not None:
            posted.tap(app, b.rect.center)
            return True
    return False


@pytest.mark.slow
def test_many_decisions_by_gestures_only(fresh_app: Any) -> None:
    app = fresh_app
    rng = random.Random(4)
    seed = 16

    def new_table() -> tuple[Session, TableScene]:
        session = Session.new(app.cards(), [SeatConfig("Ann", True), SeatConfig("Bot", False, colour=1),
                                            SeatConfig("Cy", False, colour=2)], seed)
        session.autosave_enabled = False
        table = TableScene(app, session)
        for old in app.scenes:
            old.close()
        app.scenes = []
        app.push(table)
        return session, table

    session, table = new_table()
    drags = clicks = 0
    kinds: set[str] = set()
    for _ in range(6000):
        if drags + clicks >= 160:
            break
        if session.over:  # a short game: go on with another one
            table.close()
            seed += 1
            session, table = new_table()
        posted.step(app, 1)
        p = session.pending
        if p is None or p.seat != 0 or table.input.popup or table.input.confirm:
            continue
        table.renderer.ensure_built()
        table.ensure_moves()
        n_events = len(session.events())
        version = session.version
        moves = table.model.moves
        assert moves, p
        m = rng.choice(moves)
        kinds.add(p.kind)
        done = False
        if m.source and m.target and table.geometry.scene.sprite(m.source) is not None:
            pt = _drop_point(table, m.source, m.target, m.section)
            if pt is not None:
                _drag(app, table, m.source, m.section, pt)
                if table.input.popup:  # several moves mean this drop: pick ours from the popup
                    b = next((b for b in table.input.popup_buttons.buttons if b.label == m.label),
                             table.input.popup_buttons.buttons[0])
                    posted.mouse(pygame.MOUSEBUTTONUP, b.rect.center)
                    posted.step(app, 1)
                drags += 1
                done = True
        if not done:
            assert _click_option(app, table, m.keys[0]), (p.kind, m.keys)
            clicks += 1
        if table.input.confirm:
            posted.mouse(pygame.MOUSEBUTTONUP, table.input.confirm_buttons.by_key("yes").rect.center)
            posted.step(app, 1)
        assert len(session.events()) > n_events or session.version > version, (p.kind, m, table.feed.message)
    assert drags >= 20 and clicks >= 10, (drags, clicks)
    assert {"turn", "discard"} <= kinds
