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
from attack_position import offensive_table, option_button

from alien_artifacts.engine import events as ev
from alien_artifacts.match.scenario import load_scenario
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session


@pytest.fixture()
def fleet(fresh_app: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[tuple[Any, TableScene]]:
    """Ann's Offensive with all three of her Ships chosen (R35): the table asks for the target."""
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    app = fresh_app
    table = offensive_table(app)
    session = table.session
    posted.click(app, option_button(table, "opt:all").rect.center)
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
    posted.drag(app, grab, posted.line(grab, dst.center, 6), release=False)
    assert table.input.drag is not None and table.input.drag.sid == f"card:{uid}"
    assert table.input.drag.draw_rect().collidepoint(dst.center)  # it follows the pointer
    assert "player:1" in geo.legal_target_ids(table.input.drag.sid)  # and where it may go glows
    posted.mouse(pygame.MOUSEBUTTONUP, dst.center)
    posted.step(app, 2)
    told = [e for e in table.session.events() if isinstance(e, ev.AttackDeclared)]
    assert [(e.target, e.ships) for e in told] == [("1", ("iron_requiem", "crimson_lance", "tollkeeper"))]


HAND = """
title: a hand to drop cards from
seed: 5
players:
  - name: Ann
    faction: star_union
    credits: 8
    hand: [res_01, res_42, res_14, res_06, res_33]
    empire: [black_plague operational]
  - name: Bob
    faction: meridian_consortium
    kind: normal
    hand: [res_02, res_03]
turn: Ann
alien_system: alien_kraal_hive
"""


@pytest.fixture()
def hand_table(fresh_app: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[tuple[Any, TableScene]]:
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    app = fresh_app
    game = load_scenario(HAND, app.cards(), origin="play test")
    session = Session(game, app.cards(), [SeatConfig("Ann", True, "normal", 0), SeatConfig("Bob", False, "normal", 1)])
    session.autosave_enabled = False
    table = TableScene(app, session)
    app.push(table)
    posted.step(app, 3)
    yield app, table


def _hand(table: TableScene) -> list[Any]:
    return sorted((s for s in table.geometry.scene.sprites if s.tag == "hand" and s.owner == 0),
                  key=lambda s: s.rect.x)


REST = 40  # frames (2/3 s) of a pointer at rest: longer than the zoom's pause (table_tips.ZOOM_PAUSE)


def test_after_a_drop_no_zoom_until_the_pointer_moves_and_rests_again(hand_table: tuple[Any, TableScene]) -> None:
    app, table = hand_table
    cards = _hand(table)
    a, b = cards[0], cards[2]
    start, end = (a.rect.centerx, a.rect.y + 12), (b.rect.centerx, b.rect.centery)
    posted.hover(app, start, 2)
    posted.drag(app, start, posted.line(start, end, 6))  # onto another card of the hand: refused, it glides back
    assert table.input.drag is None
    assert table.geometry.sprite_at(end) is not None  # the pointer rests on a card of the hand
    posted.step(app, REST)
    assert table.renderer.zoom_at is None  # resting after the drop is no pause
    posted.hover(app, (end[0] + 12, end[1]), REST)  # the pointer moves on and rests: the card's zoom
    assert table.renderer.zoom_at is not None


def test_the_zoom_never_covers_the_row_of_cards_under_the_pointer(hand_table: tuple[Any, TableScene]) -> None:
    app, table = hand_table
    cards = _hand(table)
    for s in cards:
        row = cards[0].rect.unionall([c.rect for c in cards])
        posted.hover(app, (s.rect.centerx, s.rect.centery), REST)
        assert table.tips.hover_sid == s.sid
        at = table.renderer.zoom_at
        assert at is not None and not at.colliderect(row), (s.sid, at, row)
        assert app.screen.get_rect().contains(at)
