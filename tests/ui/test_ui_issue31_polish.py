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
