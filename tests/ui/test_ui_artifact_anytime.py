"""R7 at the table: an Alien Artifact dragged from the hand onto the table in the middle of a payment is
played (the same gesture as at the action step), and the payment goes on (dummy video driver, real
mouse events through the App)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pygame

sys.path.insert(0, str(Path(__file__).parent))

import posted

from alien_artifacts.engine import events as ev
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session

BLUEPRINT = "art_05"  # Ancestral Blueprint: Build a Ship costs 3 less this turn


def _kit() -> Any:
    spec = importlib.util.spec_from_file_location("ui_audit_kit", Path(__file__).parents[1] / "engine" / "audit_kit.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _table_mid_payment(app: Any) -> tuple[TableScene, str, list[tuple[str, int]]]:
    """Ann (human, seat 0) is building a Ship that costs 7, has paid 2 red of it, holds 3 + 3 red and
    Ancestral Blueprint."""
    kit = _kit()
    g, target, hand = kit.mid_payment(BLUEPRINT)
    kit.must(g, f"build:{target}", f"pay:{hand[0][0]}:{hand[0][1]}")
    session = Session(g, g.cards, [SeatConfig("Ann", True), SeatConfig("Bot", False, colour=1)])
    session.autosave_enabled = False
    for old in app.scenes:
        old.close()
    app.scenes = []
    table = TableScene(app, session)
    app.push(table)
    posted.step(app, 3)
    table.renderer.ensure_built()
    table.ensure_moves()
    return table, target, hand


def test_drag_an_artifact_onto_the_table_mid_payment_plays_it_and_the_payment_continues(fresh_app: Any) -> None:
    # R7
    app = fresh_app
    table, target, cards = _table_mid_payment(app)
    session = table.session
    p = session.pending
    assert p is not None and p.kind == "pay" and p.seat == 0 and p.info_get("need") == "5 red"
    # the option list shows it, and the table glows as its legal place
    assert any(b.key == f"opt:artifact:{BLUEPRINT}" for b in table.input.option_buttons.buttons)
    assert table.geometry.legal_target_ids(f"art:{BLUEPRINT}") == {"table"}
    src = table.geometry.scene.sprite(f"art:{BLUEPRINT}")
    assert src is not None
    centre = table.geometry.lay.centre.center
    n = len(session.events())
    posted.drag(app, src.rect.center, posted.line(src.rect.center, centre, 3))
    new = session.events()[n:]
    assert [e.card for e in new if isinstance(e, ev.ArtifactPlayed)] == [BLUEPRINT], (
        [type(e).__name__ for e in new], table.feed.message)
    assert any(isinstance(e, ev.TempDiscountAdded) for e in new)
    p = session.pending
    assert p is not None and p.kind == "pay" and p.info_get("for") == target  # the payment continues
    assert p.info_get("need") == "2 red" and p.info_get("used") == "1"
    assert BLUEPRINT not in session.state.players[0].artifacts
    art = table.geometry.scene.sprite(f"art:{BLUEPRINT}")
    assert art is None or art.tag != "hand"
    # finish the payment with a drag of a Resource card onto the Ship being built
    (r3, s3) = cards[1]
    table.renderer.ensure_built()
    table.ensure_moves()
    res = table.geometry.scene.sprite(f"res:{r3}")
    dst = table.geometry.scene.sprite(f"card:{target}")
    assert res is not None and dst is not None
    grab_y = res.rect.y + (res.rect.h // 4 if s3 == 0 else 3 * res.rect.h // 4)
    grab = (res.rect.centerx, grab_y)
    posted.drag(app, grab, posted.line(grab, dst.rect.center, 3))
    assert session.pending is not None and session.pending.kind == "side", table.feed.message
    assert any(isinstance(e, ev.ResourcePaid) and e.card == r3 for e in session.events()[n:])


def test_option_button_plays_an_artifact_mid_payment(fresh_app: Any) -> None:
    # R7: the same through the button list
    app = fresh_app
    table, target, _cards = _table_mid_payment(app)
    session = table.session
    table.input.refresh_options()
    btn = next(b for b in table.input.option_buttons.buttons if b.key == f"opt:artifact:{BLUEPRINT}")
    n = len(session.events())
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=btn.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=btn.rect.center, button=1))
    posted.step(app, 2)
    assert [e.card for e in session.events()[n:] if isinstance(e, ev.ArtifactPlayed)] == [BLUEPRINT]
    assert session.pending.kind == "pay" and session.pending.info_get("for") == target
