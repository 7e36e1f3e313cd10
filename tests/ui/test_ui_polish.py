"""Compact attack tables, the zoom's prepared / produced Resources, animated attack results, the Undo button."""

from __future__ import annotations

from typing import Any

import pygame

from alien_artifacts.content.describe import SHORT, describe_effect, describe_effects
from alien_artifacts.ui.ai_seat import InlineAIWorker, RandomBrain
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from alien_artifacts.ui.sprites.card_face import Faces


def test_attack_tables_in_words(app: Any) -> None:
    cards = app.cards()
    faces = Faces(cards)
    words = {describe_effects(row, length=SHORT) for t in [cards.basic_defense, *cards.alien_systems.values(),
                                                   *cards.defense_plans.values()] for row in t.table.rows}
    assert {"Destroyed", "Damaged", "1 Blockade", "2 Blockades"} <= words
    assert all(len(w) <= 24 for w in words), sorted(words, key=len)[-3:]  # a few words fit a table cell
    for uid in [cards.basic_defense.id, *cards.alien_systems]:
        img = faces.face_table(uid, 113, 120)  # the table's compact size at 1280x720
        assert img.get_size() == (113, 120)
        rows = faces.table_rows(uid, 113, 120)
        assert len(rows) == 4 and all(img.get_rect().contains(r) for r in rows)
        assert rows[0].bottom <= rows[1].y and rows[2].bottom <= rows[3].y


def test_effect_words_keep_their_capitals(fake_cards: Any) -> None:
    from alien_artifacts.content.model import Effect

    assert describe_effects((Effect("gain_vp", {"amount": 2}),)) == "Gain 2 VP."
    assert describe_effects((Effect("gain_vp", {"amount": 1, "who": "opponent"}),),
                            opponent="the defender") == "The defender gains 1 VP."
    assert describe_effect(Effect("gain_vp", {"amount": 1, "who": "opponent"}), SHORT) == "Def. +1 VP"
    assert describe_effects((Effect("gain_artifact"), Effect("gain_vp", {"amount": 1})), length=SHORT) == \
        "Artifact, +1 VP"


def _play_until(session: Session, want: Any, limit: int = 4000) -> bool:
    brain = RandomBrain(3)
    for _ in range(limit):
        if session.pending is None:
            return False
        if want(session):
            return True
        session.submit(brain.choose(session.view(session.pending.seat)))
    return False


def test_zoom_shows_prepared_and_produced_resources(fresh_app: Any) -> None:
    app = fresh_app
    for seed in range(1, 30):
        session = Session.new(app.cards(), [SeatConfig("Ann", True), SeatConfig("Bot", False, colour=1)], seed)
        session.autosave_enabled = False

        def both(s: Session) -> bool:
            return any(p.attached for p in s.state.players) and any(p.produced for p in s.state.players)

        if _play_until(session, both):
            break
    else:
        raise AssertionError("no position with prepared and produced Resources")
    table = TableScene(app, session)
    app.push(table)
    table.update(1 / 60)
    st = session.state
    uc = next((p.seat, u) for p in st.players for u in p.under_construction if p.attached.get(u))
    planet = next((p.seat, u) for p in st.players for u in p.empire if p.produced.get(u))
    img = table.renderer.zoom_extra(uc[1], 468)
    assert img is not None and img.get_width() == 468
    prog = session.progress(uc[0], uc[1])  # the rules' progress fact
    have = sum(session.cards.resources[r].sections[s].symbols for r, s in st.players[uc[0]].attached[uc[1]])
    assert prog is not None and prog.prepared == have and prog.paid >= have
    assert prog.colour in ("red", "blue", "green") and prog.cost >= 0
    assert table.renderer.zoom_extra(planet[1], 468) is not None
    # drawn under the zoomed card, inside the window
    table.tips.pinned_zoom = (uc[1], "both")
    pygame.mouse.set_pos((200, 300))
    app.draw(app.screen)


def test_attack_result_is_animated_over_its_target(fresh_app: Any) -> None:
    app = fresh_app
    app.settings.anim_speed = 1.0
    try:
        for seed in range(1, 60):  # a position where an AI is about to choose what to attack
            session = Session.new(app.cards(), [SeatConfig("A", False), SeatConfig("B", False, colour=1),
                                                SeatConfig("C", False, colour=2)], seed)
            session.autosave_enabled = False
            if _play_until(session, lambda s: s.pending.kind == "target"):
                break
        else:
            raise AssertionError("nobody ever attacks")
        table = TableScene(app, session)
        table.seats.worker = InlineAIWorker()
        app.push(table)
        seen = None
        for _ in range(600):
            app.step(1 / 60)
            results = [f for f in table.tweens.floaters if f.important]
            if results:
                seen = results[0]
                break
        assert seen is not None and "attack" in seen.text and "→ row" in seen.text, seen
        assert table.tweens.busy  # the AI waits until the result has been read
        asked = table.seats.asked
        for _ in range(int(seen.duration * 60) + 5):
            app.step(1 / 60)
        assert not [f for f in table.tweens.floaters if f is seen]
        assert table.seats.asked != asked or session.pending is None or session.is_human(session.pending.seat)
    finally:
        app.settings.anim_speed = 0.0


def test_undo_button_is_lit_only_when_there_is_something_to_undo(fresh_app: Any) -> None:
    app = fresh_app
    session = Session.new(app.cards(), [SeatConfig("Ann", True), SeatConfig("Bot", False, colour=1)], 4)
    session.autosave_enabled = False

    def undoable(s: Session) -> bool:
        p = s.pending
        return p.seat == 0 and p.kind == "turn" and any(o.key.startswith(("trade:", "prepare:")) for o in p.options)

    assert _play_until(session, undoable)
    table = TableScene(app, session)
    table.seats.worker = InlineAIWorker()
    app.push(table)
    app.step(1 / 60)
    assert not table.input.bar_buttons.by_key("undo").enabled
    key = next(o.key for o in session.pending.options if o.key.startswith(("trade:", "prepare:")))
    table.submit((key,))
    app.step(1 / 60)
    b = table.input.bar_buttons.by_key("undo")
    assert b.enabled and b.label.startswith("↶") and b.colour != table.input.bar_buttons.by_key("save").colour
