"""The Offensive's Ships chosen on the table (R35) and the risk of an attack shown before the drop (issue 31 item 3),
played with real posted pygame events (dummy video driver)."""

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
from alien_artifacts.ui.scenes.table import TableScene
from tabletop.ui import textlog


@pytest.fixture()
def offensive(fresh_app: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[tuple[Any, TableScene]]:
    """Ann has started an Offensive and paid: the table asks which of her three Ships attack."""
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    app = fresh_app
    table = offensive_table(app)
    yield app, table


def _ship_strip(table: TableScene, uid: str) -> tuple[int, int]:
    """A point on the Ship's own visible strip (the Empire's Ships stack with their top strips showing)."""
    r = table.geometry.scene.sprite(f"card:{uid}").rect
    return r.centerx, r.y + 8


def test_r35_clicking_ships_and_done_sends_those_ships(offensive: tuple[Any, TableScene]) -> None:
    # R35: click a Ship to send it, again to leave it out; Done (at least one chosen) goes on to the target
    app, table = offensive
    session = table.session
    posted.click(app, _ship_strip(table, "crimson_lance"))
    assert session.pending.info_get("chosen") == "crimson_lance"
    posted.click(app, _ship_strip(table, "iron_requiem"))
    posted.click(app, _ship_strip(table, "iron_requiem"))  # and out again
    posted.click(app, _ship_strip(table, "tollkeeper"))
    assert session.pending.info_get("chosen") == "crimson_lance tollkeeper"
    drawn: list[tuple[str, Any]] = []
    with textlog.listen(lambda _s, text, _size, rect, _role: drawn.append((text, rect))):
        posted.step(app, 1)
    ticks = [rect for text, rect in drawn if text == "☑"]  # the table marks the two Ships chosen
    strips = [table.geometry.scene.sprite(f"card:{u}").rect for u in ("crimson_lance", "tollkeeper")]
    assert len(ticks) == 2 and all(any(s.colliderect(t) for t in ticks) for s in strips)
    posted.click(app, option_button(table, "opt:done").rect.center)
    p = session.pending
    assert p.kind == "target" and p.info_get("ships") == "crimson_lance tollkeeper"
    told = [e for e in session.events() if isinstance(e, ev.ShipsChosen)]
    assert [(e.ships, e.held) for e in told] == [(("crimson_lance", "tollkeeper"), ("iron_requiem",))]


def test_r35_the_send_all_button_sends_every_ready_ship(offensive: tuple[Any, TableScene]) -> None:
    # R35: one press sends them all
    app, table = offensive
    assert "opt:done" not in [b.key for b in table.input.option_buttons.buttons]  # none chosen: no Done yet
    posted.click(app, option_button(table, "opt:all").rect.center)
    assert table.session.pending.info_get("ships") == "iron_requiem crimson_lance tollkeeper"


def test_dragging_a_ship_over_an_opponent_shows_the_risk_before_the_drop(offensive: tuple[Any, TableScene]) -> None:
    # issue 31 item 3; R22 (the bonus against Alien Systems does not count against a player), R21 (their plans)
    app, table = offensive
    session = table.session
    posted.click(app, option_button(table, "opt:all").rect.center)
    src = table.geometry.scene.sprite(session.pending.options[0].source).rect
    dst = table.geometry.rect_of_target("player:1")[0]
    at = (dst.centerx - 60, dst.centery + 10)
    posted.mouse(pygame.MOUSEBUTTONDOWN, (src.centerx, src.y + 8))
    posted.step(app, 1)
    posted.mouse(pygame.MOUSEMOTION, ((src.centerx + at[0]) // 2, (src.centery + at[1]) // 2))
    posted.step(app, 1)
    posted.mouse(pygame.MOUSEMOTION, at)
    posted.step(app, 1)
    drawn: list[str] = []
    with textlog.listen(lambda _s, text, _size, _rect, _role: drawn.append(text)):
        posted.step(app, 1)
    assert table.renderer.attack_preview.shown == "1"
    text = " ".join(drawn)
    assert "Attack Bob with 3 Ships" in text
    assert "Crimson Lance: +2 against Alien Systems does not count against a" in text
    assert "Bob chooses: the Basic Defense Plan or one of their 2 hidden" in text
    assert "Risk to Tollkeeper" in text
    assert not any(e for e in session.events() if isinstance(e, ev.AttackDeclared))  # nothing happened yet
    posted.mouse(pygame.MOUSEBUTTONUP, at)
    posted.step(app, 3)
    declared = [e for e in session.events() if isinstance(e, ev.AttackDeclared)]
    assert [d.target for d in declared] == ["1"]
    assert table.renderer.attack_preview.shown is None


def test_the_attack_button_shows_the_same_preview_on_focus(offensive: tuple[Any, TableScene]) -> None:
    # issue 31 item 3: the option's keyboard focus (and hover) shows the panel for the same move
    app, table = offensive
    posted.click(app, option_button(table, "opt:all").rect.center)
    pygame.mouse.set_pos((4, 360))
    group = table.input.option_buttons
    group.focus = [b.key for b in group.buttons].index("opt:target:alien")
    drawn: list[str] = []
    with textlog.listen(lambda _s, text, _size, _rect, _role: drawn.append(text)):
        posted.step(app, 1)
    assert table.renderer.attack_preview.shown == "alien"
    assert any("Attack the Alien System Kraal Hive with 3 Ships" in t for t in drawn)
    # on the fleet choice or with the focus elsewhere there is nothing to preview
    group.focus = -1
    posted.step(app, 1)
    assert table.renderer.attack_preview.shown is None
