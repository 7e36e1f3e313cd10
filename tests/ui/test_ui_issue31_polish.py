"""Issue 31 item 6: smaller things seen in the window, each through the App with real posted events.

- the log never scrolls past its start into empty space;
(more points below, each with its own test)
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ui import theme
from tabletop.ui import textlog

_spec = importlib.util.spec_from_file_location("ui_option_list_tests",
                                              Path(__file__).with_name("test_ui_option_list.py"))
assert _spec is not None and _spec.loader is not None
_ol = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_ol)
open_table = _ol.open_table


@pytest.fixture()
def sized(window: Callable[[tuple[int, int]], Any], monkeypatch: pytest.MonkeyPatch,
          tmp_path: Any) -> Iterator[Callable[[tuple[int, int]], Any]]:
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    yield window


def scenario(app: Any, text: str) -> Any:
    from game.match.scenario import load_scenario

    return load_scenario(text, app.cards())


def frame_text(app: Any) -> list[tuple[str, int, pygame.Rect, str]]:
    drawn: list[tuple[str, int, pygame.Rect, str]] = []
    with textlog.listen(lambda _s, text, size, rect, role: drawn.append((text, size, pygame.Rect(rect), role))):
        app.step(1 / 60)
    return drawn


def mouse_to(app: Any, pos: tuple[int, int]) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    app.step(1 / 60)


# ---- the log ----------------------------------------------------------------------------------------------------
def test_the_log_scrolled_up_stops_with_its_first_line_at_the_top(fresh_app: Any, sized: Any) -> None:
    app = sized((1280, 720))
    table = open_table(app, scenario(app, _ol.SEVEN))
    log = table.feed.log
    log.lines[:] = [(f"line {i} of the log", (200, 200, 200)) for i in range(100)]
    rect = table.geometry.lay.log
    mouse_to(app, rect.center)
    for _ in range(80):  # far more wheel notches than the log has lines
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0,
                                             precise_y=1.0))
        app.step(1 / 60)
    drawn = [(t, r) for t, _s, r, role in frame_text(app) if rect.contains(r) and t.startswith("line ")]
    assert drawn, "the log drew nothing"
    top_text, top_rect = min(drawn, key=lambda d: d[1].y)
    lh = theme.font(app.scale(12)).get_linesize()
    assert top_text == "line 0 of the log"  # the start of the log, and nothing above it
    assert top_rect.y - rect.y < lh, (top_rect, rect)  # no empty rows above the first line
    assert log.offset == log.top_offset(rect) > 0
    for _ in range(80):  # and down again to the newest line
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                             precise_y=-1.0))
        app.step(1 / 60)
    assert log.offset == 0
    drawn = [(t, r) for t, _s, r, role in frame_text(app) if rect.contains(r) and t.startswith("line ")]
    assert max(drawn, key=lambda d: d[1].y)[0] == "line 99 of the log"


# ---- the keep panel ---------------------------------------------------------------------------------------------
BUYER = """
title: two purchases
seed: 5
players:
  - name: Ann
    faction: star_union
    kind: human
    credits: 14
    hand: [res_01, res_42, res_14]
    empire: [black_plague operational]
  - name: Bob
    faction: meridian_consortium
    kind: human
    credits: 5
    hand: [res_02, res_03, res_04]
    empire: [mika logistics]
turn: Ann
alien_system: alien_kraal_hive
"""


def click(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)
    app.step(1 / 60)


def click_key(app: Any, table: Any, key: str) -> None:
    app.step(1 / 60)
    found = [g.by_key(key) for g in table.button_groups() if g.by_key(key) is not None]
    p = table.session.pending
    assert found, (key, p and (p.seat, p.kind, [o.key for o in p.options]), [b.key for b in table.input.option_buttons.buttons])
    b = found[0]
    click(app, b.rect.center)


def buy_three(app: Any, table: Any) -> None:
    """Ann buys from the Ships deck, drawing three cards, by clicks on the option buttons."""
    click_key(app, table, "opt:buy:ship")
    click_key(app, table, "opt:count:3")
    assert table.session.pending.kind == "keep"


def public_words(table: Any) -> list[pygame.Rect]:
    """Where the table shows the players' names, VP and credits, the deck names and the top bar."""
    lay = table.geometry.lay
    return [lay.top_bar, *(b.header for b in lay.boards.values()), *lay.deck_labels.values()]


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
def test_the_folded_keep_panel_covers_no_names_and_opens_again_at_the_next_purchase(
        fresh_app: Any, sized: Any, size: tuple[int, int]) -> None:
    app = sized(size)
    table = open_table(app, scenario(app, BUYER))
    buy_three(app, table)
    keep = table.input.keep
    assert keep.rect is not None and not keep.folded
    click_key(app, table, "keep_fold")  # "Look at the table"
    assert keep.folded and keep.rect is not None
    assert app.screen.get_rect().contains(keep.rect)
    assert [tuple(r) for r in public_words(table) if r.colliderect(keep.rect)] == []
    click_key(app, table, f"opt:{table.session.pending.options[0].key}")  # keeps a card from the option list
    for _ in range(600):  # on to Ann's next turn (Bob, an AI seat, plays meanwhile)
        p = table.session.pending
        assert p is not None
        if p.seat == 0 and p.kind == "turn" and table.session.state.turn_number > 1 and \
                p.option("buy:ship") is not None:
            break
        if p.seat == 0:
            ends = [o.key for o in p.options if o.verb in ("end_action", "done", "pass")]
            table.submit(tuple((ends or [p.options[0].key])[:1]) if p.min_picks <= 1 else
                         tuple(o.key for o in p.options[:p.min_picks]))
        app.step(1 / 60)
    else:
        raise AssertionError("Ann's next turn did not come")
    buy_three(app, table)
    app.step(1 / 60)
    assert not keep.folded and keep.rect is not None and keep.cards_at  # open again, every card in view
