"""Defects a play-test found on the Alien Artifacts table (after issue 31), each played with real posted pygame
events (tests/ui/posted.py) on the dummy video driver: the fleet's Ship under the pointer is the one lifted (R35),
the zoom after a drop and beside the card row, the lesson's panel off the game log."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))

import posted
from attack_position import attack_session

from alien_artifacts.engine import events as ev
from alien_artifacts.engine.choices import Command
from alien_artifacts.ui.scenes.table import TableScene


def _button(table: TableScene, key: str) -> Any:
    return next(b for b in table.input.option_buttons.buttons if b.key == key)


@pytest.fixture()
def fleet(fresh_app: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[tuple[Any, TableScene]]:
    """Ann's Offensive with all three of her Ships chosen (R35): the table asks for the target."""
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    app = fresh_app
    session = attack_session(app.cards())
    table = TableScene(app, session)
    app.push(table)
    posted.step(app, 2)
    p = session.pending
    assert session.submit(Command(0, p.id, ("offensive", "pay:res_01:1"))).ok
    posted.step(app, 3)
    posted.click(app, _button(table, "opt:all").rect.center)
    assert session.pending.kind == "target"
    assert session.pending.info_get("ships") == "iron_requiem crimson_lance tollkeeper"
    yield app, table


@pytest.mark.parametrize("uid", ["crimson_lance", "tollkeeper"])
def test_r35_grabbing_any_ship_of_the_fleet_lifts_that_ship(fleet: tuple[Any, TableScene], uid: str) -> None:
    # R35: the fleet attacks as one; the Ship under the pointer is the one that comes up, and it goes where the
    # fleet may go
    app, table = fleet
    geo = table.geometry
    r = geo.scene.sprite(f"card:{uid}").rect
    grab = (r.centerx, r.y + 8)  # on its own strip (the Empire's Ships stack with their top strips showing)
    assert geo.sprite_at(grab) == f"card:{uid}"
    dst = geo.rect_of_target("player:1")[0]
    posted.drag(app, grab, dst.center, release=False)
    assert table.input.drag is not None and table.input.drag.sid == f"card:{uid}"
    assert table.input.drag.draw_rect().collidepoint(dst.center)  # it follows the pointer
    assert "player:1" in geo.legal_target_ids(table.input.drag.sid)  # and where it may go glows
    posted.mouse(pygame.MOUSEBUTTONUP, dst.center)
    posted.step(app, 2)
    told = [e for e in table.session.events() if isinstance(e, ev.AttackDeclared)]
    assert [(e.target, e.ships) for e in told] == [("1", ("iron_requiem", "crimson_lance", "tollkeeper"))]
