"""Issue 31 item 2: every choice fits the window. The buttons that end a step (Done, End the action, Pass, Confirm)
stay fully visible in the option panel whatever the number of options, at 1280x720 and at the minimum 640x360; a
long list compacts, then scrolls between "▲/▼ N more" markers that scroll when clicked (real posted clicks).

Checked at a scenario position (the draw step with seven cards in hand: seven "Discard" buttons and Done) and over
random games (every choice the human is offered, every kind).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))

import posted

from alien_artifacts.engine.choices import Command
from alien_artifacts.ui import option_list
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.option_list import MORE_DOWN, MORE_UP, Entry

SIZES = [(1280, 720), (640, 360)]

SEVEN = """
title: seven cards in the draw step
seed: 5
players:
  - name: Ann
    faction: star_union
    kind: human
    credits: 8
    hand: [res_01, res_42, res_14, res_02, res_03, res_04, res_05, res_06, res_07]
  - name: Bob
    faction: meridian_consortium
    kind: human
turn: Ann
alien_system: alien_kraal_hive
"""


def open_table(app: Any, game: Any) -> Any:
    from alien_artifacts.ui.scenes.table import TableScene
    from alien_artifacts.ui.session import Session, seat_from_settings
    from game.ui.scenes.menu import MenuScene

    seats = [seat_from_settings(i, s) for i, s in enumerate(game.settings.seats)]
    for s in seats[1:]:
        s.human = False  # AI seats: the viewer alone sees their hand (no hot-seat curtain)
    session = Session(game, app.cards(), seats)
    session.autosave_enabled = False
    app.push(MenuScene(app))
    table = TableScene(app, session)
    app.push(table)
    for _ in range(3):
        app.step(1 / 60)
    return table


@pytest.fixture()
def sized(window: Callable[[tuple[int, int]], Any], monkeypatch: pytest.MonkeyPatch,
          tmp_path: Any) -> Iterator[Callable[[tuple[int, int]], Any]]:
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    yield window


def seven_in_the_draw_step(app: Any) -> Any:
    """Ann traded two cards away and is in her draw step with seven Resource cards in hand (R-draw step)."""
    from alien_artifacts.match.scenario import load_scenario

    game = load_scenario(SEVEN, app.cards())
    for key in ("trade:blue", "pay:res_01:0", "pay:res_42:0"):
        p = game.pending
        assert game.submit(Command(p.seat, p.id, (key,))).ok, key
    assert game.pending.kind == "discard" and len(game.pending.options) == 8
    return game


def ending_problems(table: Any) -> list[str]:
    """The ending buttons of the offered choice that are not fully visible in the option panel."""
    p = table.model.pending
    if p is None or not table.model.my_choice():
        return []
    screen = table.app.screen.get_rect()
    panel = table.geometry.lay.options
    group = table.input.option_buttons
    out = []
    want = [f"opt:{o.key}" for o in p.options if o.verb in ("done", "end_action", "pass")]
    if p.max_picks > 1:
        want.append("confirm")
    for key in want:
        b = group.by_key(key)
        if b is None:
            out.append(f"{p.kind}: {key} has no button")
        elif not (screen.contains(b.rect) and panel.contains(b.rect)):
            out.append(f"{p.kind}: {key} at {tuple(b.rect)} outside the panel {tuple(panel)}")
        elif any(o is not b and o.rect.colliderect(b.rect) for o in group.buttons):
            out.append(f"{p.kind}: {key} covered by another button")
    return out


@pytest.mark.parametrize("size", SIZES)
def test_done_stays_visible_with_seven_discards_and_the_marker_scrolls_when_clicked(
        fresh_app: Any, sized: Any, size: tuple[int, int]) -> None:
    app = sized(size)
    table = open_table(app, seven_in_the_draw_step(app))
    assert ending_problems(table) == []
    group = table.input.option_buttons
    done = group.by_key("opt:done")
    assert done is not None and done.label.startswith("Done")
    discards = [b.key for b in group.buttons if b.key.startswith("opt:discard:")]
    down = group.by_key(MORE_DOWN)
    if down is None:  # compacted: all seven fit above Done
        assert len(discards) == 7
    else:  # (at 1280x720 the Done button's hand-limit words and the prompt's take two lines: the list scrolls)
        assert down is not None and len(discards) < 7, [b.key for b in group.buttons]
        assert app.screen.get_rect().contains(down.rect) and "more" in down.label
        first = discards
        posted.tap(app, down.rect.center, 2)  # the marker scrolls on a click, not only with the wheel
        now = [b.key for b in table.input.option_buttons.buttons if b.key.startswith("opt:discard:")]
        assert table.input.opt_scroll > 0 and now != first
        assert table.input.option_buttons.by_key(MORE_UP) is not None
        assert ending_problems(table) == []
        seen = set(first) | set(now)
        for _ in range(7):  # clicking on down to the end shows every card, Done in view all along
            down = table.input.option_buttons.by_key(MORE_DOWN)
            if down is None:
                break
            posted.tap(app, down.rect.center, 2)
            seen |= {b.key for b in table.input.option_buttons.buttons if b.key.startswith("opt:discard:")}
            assert ending_problems(table) == []
        assert len(seen) == 7
        up = table.input.option_buttons.by_key(MORE_UP)
        assert up is not None
        posted.tap(app, up.rect.center, 2)
        assert table.input.option_buttons.by_key(MORE_DOWN) is not None  # scrolled back up
    done = table.input.option_buttons.by_key("opt:done")
    posted.tap(app, done.rect.center)  # Done is pressed where it is drawn: the draw step ends (R-draw, 2)
    assert table.session.pending is None or table.session.pending.kind != "discard" or \
        table.session.pending.seat != 0


def test_the_wheel_and_page_keys_still_scroll_the_list(fresh_app: Any, sized: Any) -> None:
    app = sized((640, 360))
    table = open_table(app, seven_in_the_draw_step(app))
    posted.key(app, pygame.K_PAGEDOWN, up=False, frames=2)
    assert table.input.opt_scroll > 0 and ending_problems(table) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players,seed", [(2, 3), (4, 11)])
def test_every_choice_of_random_games_keeps_its_ending_buttons_in_view(
        fresh_app: Any, sized: Any, size: tuple[int, int], players: int, seed: int) -> None:
    from alien_artifacts.ui.session import SeatConfig, Session

    app = sized(size)
    seats = [SeatConfig("You", True, "normal", 0)] + [SeatConfig(f"AI {i + 1}", False, "easy", i)
                                                       for i in range(1, players)]
    session = Session.new(app.cards(), seats, seed)
    table = open_table(app, session.game)
    brain = RandomBrain(seed)
    kinds: set[str] = set()
    scrolled = 0
    for _ in range(400):
        p = table.session.pending
        if p is None:
            break
        if p.seat != 0:
            app.step(1 / 60)  # the AI seats answer in the frame loop
            continue
        app.step(1 / 60)
        kinds.add(p.kind)
        assert ending_problems(table) == [], (p.kind, [o.label for o in p.options])
        down = table.input.option_buttons.by_key(MORE_DOWN)
        if down is not None:  # the marker scrolls on a real click
            before = table.input.opt_scroll
            posted.tap(app, down.rect.center, 2)
            assert table.input.opt_scroll > before and ending_problems(table) == []
            scrolled += 1
        table.submit(brain.choose(table.session.view(0)).picks)
    assert {"turn", "discard"} <= kinds, kinds
    print(f"{size} {players}p seed {seed}: kinds {sorted(kinds)}, scrolled {scrolled} times")


def test_a_long_list_lays_out_inside_its_panel_with_the_ending_buttons_last(fresh_app: Any) -> None:
    """The layout alone, for 1 to 40 options with long and short words, at both sizes' scales."""
    from game.ui.theme import Scale

    for w, h in SIZES:
        sc = Scale(w, h)
        area = pygame.Rect(10, 10, sc(304), sc(150))
        for n in (1, 3, 8, 15, 40):
            entries = [Entry(f"opt:x{i}", f"Discard Resource {i} " + "(3 blue explore / 3 red)" * (i % 3), None,
                             "discard") for i in range(n)] + [Entry("opt:done", "Done: draw up", None, "done")]
            scroll, seen = 0, set()
            for _ in range(n + 2):
                placed = option_list.lay_out(entries, area, scroll, sc, lambda _to: None)
                assert all(area.contains(b.rect) for b in placed.buttons), (w, n, scroll)
                assert placed.buttons[-1].key == "opt:done"
                rects = [b.rect for b in placed.buttons]
                assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
                seen |= {b.key for b in placed.buttons}
                if not placed.below:
                    break
                scroll = placed.scroll + 1
            assert len(seen - {MORE_UP, MORE_DOWN}) == n + 1, (w, n)
