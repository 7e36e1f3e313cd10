"""The table's two seams for a scene owner (a tutorial, a lesson), driven with real pygame events:
`model.option_filter` narrows what the table offers (buttons, drags, clicks), and `renderer.overlays` draw on top
of the table with `geometry.place_rect(name)` in the vocabulary of Option.source/target."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame

sys.path.insert(0, str(Path(__file__).parent))

import posted

from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from alien_artifacts.ui.table_model import only
from tabletop.ui.drag import moves_from


def _table(app: Any) -> tuple[TableScene, Session]:
    session = Session.new(app.cards(), [SeatConfig("Ann", True), SeatConfig("Bot", False, "easy", 1)], 8)
    session.autosave_enabled = False
    table = TableScene(app, session)
    app.push(table)
    brain = RandomBrain(8)
    for _ in range(400):
        posted.step(app, 1)
        p = session.pending
        if p is not None and p.seat == 0 and table.model.my_choice():
            if p.kind == "turn":
                break
            table.submit(brain.choose(session.view(0)).picks)  # a set-up choice: any answer
    assert session.pending.kind == "turn" and table.model.my_choice()
    posted.step(app, 2)
    return table, session


def test_an_option_filter_leaves_one_move_and_a_click_plays_it(fresh_app: Any) -> None:
    app = fresh_app
    table, session = _table(app)
    p = session.pending
    assert any(o.verb == "buy" for o in p.options)
    revenue = next(o for o in p.options if o.verb not in ("buy", "artifact"))  # an action that is no purchase
    assert len(table.input.option_buttons.buttons) > 1
    assert moves_from(table.model.moves, "deck:ship")  # unfiltered, the Ship deck can be dragged to buy
    table.model.option_filter = only([revenue.key])
    posted.step(app, 2)
    keys = [b.key for b in table.input.option_buttons.buttons]
    assert keys == [f"opt:{revenue.key}"]  # the other options are not offered
    assert table.model.moves and all(m.keys[0] == revenue.key for m in table.model.moves)
    # a deck that could be bought is not a drag source any more: a drag from it onto the row buys nothing
    deck, row = table.geometry.place_rect("deck:ship"), table.geometry.place_rect("uc:ship")
    assert deck is not None and row is not None
    before = len(session.events())
    posted.drag(app, deck.center, [row.midtop, row.center], after=1)
    assert not moves_from(table.model.moves, "deck:ship")
    assert len(session.events()) == before and session.pending.id == p.id
    posted.click(app, table.input.option_buttons.buttons[0].rect.center, after=1)
    assert app.top is table
    assert any(getattr(e, "action", None) == revenue.key for e in session.events())  # the engine took it


def test_an_overlay_draws_over_named_places(fresh_app: Any) -> None:
    app = fresh_app
    table, session = _table(app)
    seen: dict[str, pygame.Rect | None] = {}
    names = ["hand", "deck:ship", "uc:ship", "alien", "bank", "player:1", "operation:revenue", "end_action",
             "options", "menu", "nowhere"]
    p = session.pending
    names.append(next(o.key for o in p.options))

    def overlay(surf: pygame.Surface, renderer: Any) -> None:
        for n in names:
            seen[n] = table.geometry.place_rect(n)
        r = table.geometry.place_rect("hand")
        pygame.draw.rect(surf, (255, 0, 255), r, 3)

    table.renderer.overlays.append(overlay)
    posted.step(app, 2)
    screen = app.screen.get_rect()
    for n in names[:-1]:
        if n in ("nowhere", "end_action"):  # end_action is offered only after the action
            continue
        assert seen[n] is not None and screen.contains(seen[n]), n
    assert seen["nowhere"] is None
    lay = table.geometry.lay
    assert seen["hand"] == lay.hand and seen["bank"] == lay.boards[0].bank
    assert seen["operation:revenue"] == lay.boards[0].ops["revenue"]
    assert seen["player:1"] == lay.boards[1].rect
    assert seen[names[-1]] == table.input.option_buttons.by_key(f"opt:{names[-1]}").rect
    assert seen["menu"] == table.input.bar_buttons.by_key("menu").rect
    app.draw(app.screen)
    hand = seen["hand"]
    assert app.screen.get_at(hand.topleft)[:3] == (255, 0, 255)  # drawn on top of the table
