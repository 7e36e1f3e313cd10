"""The table shows the rules' facts about a pick, with real posted pygame events on the real table (issue 31):
no waste question when nothing is wasted (item 1: with part of a cost paid, a card that pays exactly the rest is
paid at once), a real waste asks with the move as the focused default (Enter pays), and the half of a Resource
card grabbed is the half that pays (item 6: the other half never pays in its place; the drop says why)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

sys.path.insert(0, str(Path(__file__).parent))

import posted

from alien_artifacts.engine import events as ev
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from tabletop.ui.drag import moves_from, pick_for_drop


def table_where(app: Any, want: Callable[[TableScene], Any], seeds: range = range(1, 60)) -> tuple[TableScene, Any]:
    """A 2-seat game (human Ann, seat 0, against a random AI) played forward with random picks until `want(table)`
    gives something at Ann's choice; that table (on screen) and what `want` gave. Fails when no seed gets there."""
    cards = app.cards()
    for s in seeds:
        session = Session.new(cards, [SeatConfig("Ann", True), SeatConfig("Bot", False, colour=1)], s)
        session.autosave_enabled = False
        brain = RandomBrain(s)
        for old in app.scenes:
            old.close()
        app.scenes = []
        table = TableScene(app, session)
        app.push(table)
        for _ in range(400):
            p = session.pending
            if p is None:
                break
            if p.seat == 0:
                table.renderer.ensure_built()
                table.ensure_moves()
                found = want(table)
                if found:
                    posted.step(app, 2)
                    return table, found
            session.submit(brain.choose(session.view(p.seat)))
    raise AssertionError("no such position in the seeds tried")


def click_option(app: Any, table: TableScene, key: str) -> None:
    for scroll in range(0, 60, 3):
        table.input.opt_scroll = scroll
        table.input._options_key = None
        table.input.refresh_options()
        b = table.input.option_buttons.by_key(f"opt:{key}")
        if b is not None:
            posted.tap(app, b.rect.center)
            return
    raise AssertionError(f"no button for {key}")


def _paid_with(events: list[Any], res: str) -> list[Any]:
    return [e for e in events if isinstance(e, ev.ResourcePaid | ev.ResourceAttached) and e.card == res]


def test_a_card_that_pays_exactly_the_rest_is_paid_without_a_question(fresh_app: Any) -> None:  # R15
    """Part of the cost paid (the choice's info: paid > 0), a half whose symbols are exactly what is still needed:
    the old arithmetic took the need for the whole cost and warned of waste; the rules' fact says none, and the
    click pays at once."""
    app = fresh_app
    app.settings.confirm_waste = True

    def exact(table: TableScene) -> Any:
        p = table.session.pending
        if p.kind != "pay" or int(p.info_get("paid", "0")) <= 0:
            return None
        need = sum(int(w) for w in p.info_get("need").split() if w.isdigit())
        for o in p.options:
            f = table.model.pick_facts((o.key,))
            if o.verb == "pay" and f is not None and f.pays == need and f.wastes == 0:
                return o
        return None

    table, o = table_where(app, exact)
    session = table.session
    n = len(session.events())
    click_option(app, table, o.key)
    assert table.input.confirm is None, table.input.confirm
    assert _paid_with(session.events()[n:], o.card), "the click paid at once"


def test_a_real_waste_asks_and_enter_makes_the_move(fresh_app: Any) -> None:  # R15: excess symbols are lost
    app = fresh_app
    app.settings.confirm_waste = True

    def wasteful(table: TableScene) -> Any:
        p = table.session.pending
        for o in p.options:
            f = table.model.pick_facts((o.key,))
            if p.kind == "pay" and f is not None and f.wastes > 0:
                return o, f
        return None

    table, (o, f) = table_where(app, wasteful)
    session = table.session
    n = len(session.events())
    click_option(app, table, o.key)
    assert table.input.confirm is not None
    text, move = table.input.confirm
    assert text == f.waste_words() and f"{f.wastes} will be wasted" in text
    assert move.keys == (o.key,) and len(session.events()) == n  # asked, nothing paid yet
    buttons = table.input.confirm_buttons
    assert buttons.buttons[buttons.focus].key == "yes"  # the move is the default, not Cancel
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    posted.step(app, 1)
    assert table.input.confirm is None
    assert _paid_with(session.events()[n:], o.card), "Enter paid"


def _one_half_only(table: TableScene) -> Any:
    """A Resource card in Ann's hand with a move onto some place by one half only: (sid, section, target, point)."""
    geo = table.geometry
    for s in geo.scene.sprites:
        if s.tag != "hand":
            continue
        moves = moves_from(table.model.moves, s.sid)
        for m in moves:
            if m.section is None or any(o.target == m.target and o.section == 1 - m.section for o in moves):
                continue
            for r in geo.rect_of_target(m.target):
                pt = r.center
                here = geo.targets_at(pt)
                if here and here[0] == m.target and pick_for_drop(moves, here, m.section):
                    return s.sid, m.section, m.target, pt
    return None


def _drag_by_half(app: Any, table: TableScene, sid: str, section: int, end: tuple[int, int]) -> None:
    r = table.geometry.scene.sprite(sid).rect
    start = (r.centerx, r.y + (r.h // 4 if section == 0 else 3 * r.h // 4))
    assert table.geometry.section_at(sid, start) == section
    posted.drag(app, start, [(start[0] + 12, start[1] + 12), end], after=1)


def test_the_half_grabbed_is_the_half_that_pays(fresh_app: Any) -> None:
    """Held by the half that cannot go there, the card goes back with the reason (the other half never pays in
    its place); held by the half that can, that half pays."""
    app = fresh_app
    table, (sid, section, _target, pt) = table_where(app, _one_half_only)
    session = table.session
    res = sid.partition(":")[2]
    n = len(session.events())
    _drag_by_half(app, table, sid, 1 - section, pt)
    assert session.events()[n:] == [], "the other half paid"
    assert "half" in table.feed.message, table.feed.message
    posted.step(app, 30)
    table.renderer.ensure_built()
    table.ensure_moves()
    _drag_by_half(app, table, sid, section, pt)
    if table.input.popup:  # several moves of that half mean this drop: any of them
        b = table.input.popup_buttons.buttons[0]
        posted.mouse(pygame.MOUSEBUTTONUP, b.rect.center)
        posted.step(app, 1)
    if table.input.confirm is not None:
        posted.mouse(pygame.MOUSEBUTTONUP, table.input.confirm_buttons.by_key("yes").rect.center)
        posted.step(app, 1)
    paid = _paid_with(session.events()[n:], res)
    assert paid and paid[0].section == section, (paid, table.feed.message)


def test_the_cost_badge_of_a_card_being_paid_says_the_rules_progress(fresh_app: Any, monkeypatch: Any) -> None:
    """Paying for a card Under Construction, its badge counts what is prepared on it and what this payment has
    paid, of its cost: "paid/cost" agrees with the prompt's "paid X of Y ... Z more to go" (it read 0/5 while
    paying, and 3/6 while the prompt said 1 more)."""
    app = fresh_app
    badges: dict[str, str | None] = {}
    card = app.faces.card

    def recording(uid: str, w: int, side: str = "logistics", h: int | None = None, cost: str | None = None,
                  reserve: int = 0) -> Any:
        badges[uid] = cost
        return card(uid, w, side, h, cost, reserve)

    monkeypatch.setattr(app.faces, "card", recording)

    def paying(table: TableScene) -> Any:
        p = table.session.pending
        return p.info_get("for") if p.kind == "pay" and int(p.info_get("paid", "0")) > 0 else None

    table, uid = table_where(app, paying)
    p = table.session.pending
    owner = table.session.state.players[p.seat]
    prepared = sum(table.session.cards.resources[r].sections[s].symbols for r, s in owner.attached.get(uid, []))
    paid = prepared + int(p.info_get("paid"))
    left = sum(int(w) for w in p.info_get("need").split() if w.isdigit())
    assert badges[uid] == f"{paid}/{paid + left}", (badges[uid], p.prompt)
    prog = table.session.progress(0, uid)
    assert prog is not None and prog.badge() == badges[uid] and prog.left == left
