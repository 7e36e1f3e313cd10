"""Hot seat (2+ humans): no human's hidden card is on screen while the choice is not theirs (R33, issue 6).

Two humans and an AI play through the real table, the AI answered in the frame loop: whenever the pending
choice is an AI's (or another human's, behind the curtain), no sprite shows a human's Resource card,
Artifact or Defense Plan face up, the log is narrated for nobody, and the hand is drawn face down.
"""

from __future__ import annotations

from typing import Any

import pygame

from alien_artifacts.ui.ai_seat import InlineAIWorker, RandomBrain
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from tabletop.ui.curtain import CurtainScene


def _private_uids(session: Session) -> set[str]:
    out: set[str] = set()
    for seat in session.humans():
        p = session.state.players[seat]
        out |= set(p.hand) | set(p.artifacts) | set(p.defense_plans)
    return out


def _shown_uids(table: TableScene) -> set[str]:
    return {s.sid.split(":", 1)[1] for s in table.geometry.scene.sprites if s.sid.startswith(("res:", "art:", "dp:"))}


def _hand_faces(table: TableScene) -> set[str]:
    """Uids drawn face up in the hand panel (and tucked or open cards are public anyway)."""
    return {s.sid.split(":", 1)[1] for s in table.geometry.scene.sprites if s.tag == "hand"}


def test_no_human_hand_face_up_while_an_ai_plays(fresh_app: Any) -> None:
    app = fresh_app
    session = Session.new(app.cards(), [SeatConfig("Ann", True), SeatConfig("Bot", False, colour=1),
                                        SeatConfig("Cy", True, colour=2)], 23)
    session.autosave_enabled = False
    table = TableScene(app, session)
    table.seats.worker = InlineAIWorker()
    app.push(table)
    brain = RandomBrain(23)
    curtains = hidden_ai_frames = human_moves = 0
    for _ in range(1500):
        if session.over or (curtains >= 6 and hidden_ai_frames >= 20 and human_moves >= 40):
            break
        app.step(1 / 60)
        top = app.top
        if isinstance(top, CurtainScene):
            # the curtain is opaque: the table under it is not drawn at all
            assert top.opaque and app.scenes[-1] is top
            curtains += 1
            assert top.seat == session.pending.seat
            top.ready()
            continue
        assert top is table
        p = session.pending
        if table.model.my_choice():
            assert p.seat == table.model.viewer and table.model.shown_seat() == p.seat
            human_moves += 1
            table.submit(brain.choose(session.view(p.seat)).picks)
            continue
        # not a human's choice on screen: a public view, nobody's hand face up, the log told for nobody
        assert table.model.hands_hidden(), (p.seat, p.kind, table.model.viewer)
        assert table.model.view().seat == -1
        assert not (_private_uids(session) & _shown_uids(table))
        assert not _hand_faces(table)
        assert table.feed.log_viewer == -1
        mine = session.state.players[table.model.viewer]
        backs = [s for s in table.geometry.scene.sprites if s.tag == "hidden" and s.owner == table.model.viewer]
        assert len(backs) == len(mine.hand) + len(mine.artifacts) + len(mine.defense_plans)
        assert table.tips.pinned_zoom is None and table.input.selected is None and table.input.drag is None
        if not session.is_human(p.seat):
            hidden_ai_frames += 1
    print(f"hot seat: {curtains} curtains, {hidden_ai_frames} AI frames hidden, {human_moves} human moves")
    assert curtains >= 6 and hidden_ai_frames >= 20 and human_moves >= 40, (curtains, hidden_ai_frames,
                                                                            human_moves)


def test_right_click_and_keys_cannot_reveal_a_hidden_hand(fresh_app: Any) -> None:
    """While hidden, zoom and undo do nothing that would show a human's card."""
    app = fresh_app
    session = Session.new(app.cards(), [SeatConfig("Ann", True), SeatConfig("Bo", True, colour=1)], 5)
    session.autosave_enabled = False
    table = TableScene(app, session)
    app.push(table)
    app.step(1 / 60)
    assert isinstance(app.top, CurtainScene)  # even the first player is handed the screen by the curtain
    app.top.ready()
    app.step(1 / 60)
    first = session.pending.seat
    assert table.model.viewer == first and not table.model.hands_hidden()
    hand = [s for s in table.geometry.scene.sprites if s.tag == "hand"]
    assert hand  # the player who was handed the screen sees their own cards
    brain = RandomBrain(5)
    while session.pending.seat == first:
        session.submit(brain.choose(session.view(first)))
    table.update(0)  # the choice moved on: hidden before anything is drawn
    assert table.model.hands_hidden() or isinstance(app.top, CurtainScene)
    for s in table.geometry.scene.sprites:
        if s.tag == "hidden":
            table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=s.rect.center, button=3))
            assert table.tips.pinned_zoom is None
    assert not table.model.can_undo()


def test_one_human_keeps_their_hand_during_ai_turns(fresh_app: Any) -> None:
    app = fresh_app
    session = Session.new(app.cards(), [SeatConfig("Ann", True), SeatConfig("Bot", False, colour=1)], 7)
    session.autosave_enabled = False
    table = TableScene(app, session)
    table.seats.worker = InlineAIWorker()
    app.push(table)
    brain = RandomBrain(7)
    ai_frames = 0
    for _ in range(300):
        app.step(1 / 60)
        assert not isinstance(app.top, CurtainScene)
        if table.model.my_choice():
            table.submit(brain.choose(session.view(0)).picks)
        elif session.pending is not None:
            ai_frames += 1
            assert not table.model.hands_hidden() and table.model.view().seat == 0
    assert ai_frames > 5
