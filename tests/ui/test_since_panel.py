"""The *Since your turn* panel (alien_artifacts/ui/since_panel.py; issue 31 item 4) and AI moves shown one after
another.

Real posted events press its top-bar button, the R key, Esc and its close mark; it opens by itself when the
human's turn comes after AI turns and closes at their first move; a line under the mouse lights exactly its cards
on the table. In a hot-seat game it is told to whoever's cards the screen shows, and to nobody while the curtain
hides the hands (R33-R34). An AI's move glides card after card (alien_artifacts/ui/anim.py,
alien_artifacts/ui/event_feed.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame

from alien_artifacts.engine import events as ev
from alien_artifacts.engine.choices import Command
from alien_artifacts.match.since import recap, window_start
from alien_artifacts.ui.ai_seat import InlineAIWorker
from alien_artifacts.ui.anim import Ghost, Tween, Tweens
from alien_artifacts.ui.event_feed import EventFeed
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from alien_artifacts.ui.table_model import TableModel
from tabletop.ui.curtain import CurtainScene
from tabletop.views import PUBLIC

ENDS = ("end_action", "done", "pass")


def _end_my_turn(table: TableScene) -> None:
    """The human plays their turn out with the options that end it (the quickest way to the AI turns)."""
    s = table.session
    while s.pending is not None and s.pending.seat == table.model.viewer:
        p = s.pending
        key = next((o.key for o in p.options if o.key in ENDS), p.options[-1].key)
        assert table.submit((key,))


def _to_my_next_turn(player: Any, table: TableScene) -> None:
    for _ in range(3000):
        player.step()
        p = table.session.pending
        if table.model.my_choice() and p.kind == "turn":
            player.step(2)
            return
    raise AssertionError("the human's turn never came back")


def test_the_recap_button_the_r_key_esc_and_the_close_mark(player: Any) -> None:
    player.new_game()
    table = player.table()
    since = table.since
    assert not since.open
    player.click("since")  # the top bar's Recap R button
    assert since.open and player.stack()[-1] == "TableScene"
    assert player.button("since").colour == (70, 88, 150)  # lit while open
    player.click("since")
    assert not since.open
    player.press(pygame.K_r)
    assert since.open and since.rect is not None
    player.press(pygame.K_ESCAPE)  # closes the panel, not the game: no pause menu
    assert not since.open and player.stack()[-1] == "TableScene"
    player.press(pygame.K_r)
    player.step()
    pos = since.close_rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    player.step()
    assert not since.open
    player.press(pygame.K_ESCAPE)  # closed: Esc opens the menu as before
    assert player.stack()[-1] == "PauseScene"


def test_it_opens_after_ai_turns_lists_them_and_closes_at_your_first_move(player: Any) -> None:
    player.new_game()
    table = player.table()
    since = table.since
    assert not since.open  # the game's first turn is yours: nobody played before it
    _end_my_turn(table)
    _to_my_next_turn(player, table)
    assert since.open and since.auto
    events = table.session.events()
    r = since.recap()
    assert r.start == window_start(events, 0)
    assert [t.seat for t in r.turns] == [1]  # the AI's turn, as the player saw it
    words = [ln.text for t in r.turns for ln in t.lines]
    actions = [e for e in events[r.start:] if isinstance(e, ev.ActionChosen | ev.Passed) and e.seat == 1]
    assert actions and sum(w.startswith(("Action:", "Had no legal action")) for w in words) == len(actions)
    # the words drawn on screen are the recap's (the heading names the seat)
    heads = [texts for _h, texts, line, _c in since.layout_rows(300) if line is None]
    assert heads[0][0].startswith(table.session.seats[1].name)
    p = table.session.pending
    assert table.submit((p.options[0].key,))  # your first move
    player.step(2)
    assert not since.open
    player.press(pygame.K_r)  # it can be opened again at any time, and shows the same turns
    assert since.open and [t.seat for t in since.recap().turns] == [1]


def _glow_at(surf: pygame.Surface, r: pygame.Rect) -> list[tuple[int, int, int]]:
    ring = r.inflate(8, 8)
    return [tuple(surf.get_at((x, ring.y))[:3]) for x in range(ring.x + 10, ring.right - 10, 7)]


def test_hovering_a_line_lights_exactly_its_cards(player: Any) -> None:
    player.new_game()
    table = player.table()
    since = table.since
    found = None
    for _ in range(8):  # AI rounds until a line names a card that lies on the table
        _end_my_turn(table)
        _to_my_next_turn(player, table)
        if not since.open:
            player.press(pygame.K_r)
        player.step()
        sprites = table.geometry.scene.sprites
        for i, (r, line) in enumerate(since._rows):
            if line is not None and since.rect.contains(r) and \
                    any(s.sid.partition(":")[2] in line.cards for s in sprites):
                found = (i, r, line)
                break
        if found:
            break
    assert found is not None, "no recap line named a card on the table in 8 rounds"
    i, row, line = found
    want = [table.geometry.drawn(s) for s in table.geometry.scene.sprites if s.sid.partition(":")[2] in line.cards]
    before = _glow_at(player.app.screen, want[0])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0)))
    player.step(2)
    assert since.hover == i and since.hovered_line() == line
    assert since.lit_rects() == want  # its cards, where they lie, and nothing else
    assert _glow_at(player.app.screen, want[0]) != before  # drawn: a ring around the card
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 300), rel=(0, 0), buttons=(0, 0, 0)))
    player.step(2)
    assert since.hovered_line() is None and since.lit_rects() == []


def test_hot_seat_the_panel_is_told_to_the_screens_owner_and_never_past_the_curtain(fresh_app: Any) -> None:
    app = fresh_app
    people = (("Ann", True), ("Bot", False), ("Cy", True))  # two humans share the screen with an AI
    session = Session.new(app.cards(), [SeatConfig(n, h, colour=i) for i, (n, h) in enumerate(people)], 23)
    session.autosave_enabled = False
    table = TableScene(app, session)
    table.seats.worker = InlineAIWorker()
    app.push(table)
    told: set[int] = set()
    hidden_frames = 0
    for _ in range(900):
        if session.over or (told >= {0, 2, PUBLIC} and hidden_frames >= 5):
            break
        app.step(1 / 60)
        if isinstance(app.top, CurtainScene):
            assert not table.since.open  # the panel never stays open behind the curtain's back
            app.top.ready()
            continue
        table.since.show(auto=False)
        app.step(1 / 60)
        reader = table.model.shown_seat()
        r = table.since.recap()
        events = session.events()
        assert r == recap(events, session.cards, reader, table.model.names(),
                          start=window_start(events, table.model.viewer))
        told.add(reader)
        if reader == PUBLIC:
            hidden_frames += 1
            assert table.since.title() == f"Since {people[table.model.viewer][0]}'s turn"
        else:
            assert table.since.title() == "Since your turn"
        table.since.close()
        if table.model.my_choice():
            _end_my_turn(table)
    assert told >= {0, 2, PUBLIC} and hidden_frames >= 5, (told, hidden_frames)


# ---- AI moves one after another ------------------------------------------------------------------------------
def test_steps_start_one_after_another_and_a_ghost_keeps_the_table_busy() -> None:
    tw = Tweens()
    old = {"card:a": pygame.Rect(0, 0, 10, 10), "card:b": pygame.Rect(50, 0, 10, 10), "card:c": pygame.Rect(0, 0, 5, 5)}
    new = {"card:a": pygame.Rect(100, 0, 10, 10), "card:b": pygame.Rect(150, 0, 10, 10),
           "card:c": pygame.Rect(9, 9, 5, 5)}
    ghost = Ghost("resource", Tween(pygame.Rect(0, 0, 6, 9), pygame.Rect(200, 200, 6, 9)))
    tw.retarget(old, new, {}, [["card:x"], ["card:a"], ghost, ["card:b"]], gap=0.5)
    # card:x does not move (no step); a at once, the ghost after one gap, b after two; c (no step) at once
    assert tw.active["card:a"].t == 0 and tw.active["card:b"].t == -1.0 and tw.active["card:c"].t == 0
    assert tw.moving_ghosts() == []  # the ghost waits for its turn
    tw.update(0.6)
    assert tw.rect_of("card:b", new["card:b"]) == old["card:b"]  # b still where it was
    assert len(tw.moving_ghosts()) == 1 and tw.busy
    for _ in range(40):
        tw.update(0.05)
    assert not tw.busy and tw.rect_of("card:b", new["card:b"]) == new["card:b"]


def _feed_for(session: Session) -> EventFeed:
    app = SimpleNamespace(settings=SimpleNamespace(anim_speed=1.0, ai_think_time=0.5),
                          sound=SimpleNamespace(play=lambda name: None),
                          faces=SimpleNamespace(name_of=str, table_rows=lambda *a: []))
    lay = SimpleNamespace(decks={"resource": pygame.Rect(300, 300, 60, 90)},
                          boards={s: SimpleNamespace(header=pygame.Rect(100 * s, 0, 90, 20)) for s in range(2)})
    return EventFeed(session, TableModel(session), app, Tweens(), lambda: lay)


def test_an_ai_draw_glides_card_backs_one_by_one_and_your_own_moves_at_once() -> None:
    from alien_artifacts.content.loader import load_cardset

    session = Session.new(load_cardset(), [SeatConfig("You", True, "easy", 0), SeatConfig("AI 2", False, "easy", 1)], 4)
    session.autosave_enabled = False
    feed = _feed_for(session)
    feed.ingest()
    feed.steps()
    ghosts_seen = own_steps = from_hand = 0
    for _ in range(600):
        p = session.pending
        if p is None or (ghosts_seen and own_steps and from_hand):
            break
        ends = [o.key for o in p.options if o.key in ENDS]
        assert session.submit(Command(p.seat, p.id, (ends[0] if ends else p.options[0].key,))).ok
        feed.ingest()
        new = [e for e in feed.batch]
        steps, gap, hands = feed.steps()
        if session.is_human(p.seat):
            assert steps == [] and gap == 0.0 and hands == {}  # your own move shows at once
            own_steps += 1
            continue
        drawn = [e for e in new if isinstance(e, ev.ResourceDrawn) and e.seat == p.seat]
        ghosts = [s for s in steps if isinstance(s, Ghost)]
        assert len(ghosts) == len(drawn)  # R33: one card back per hidden draw, never its face
        ghosts_seen += len(ghosts)
        # a Resource card the AI paid, prepared or discarded from its hand comes from its board, face up (public)
        left_hand = [e for e in new if isinstance(e, ev.ResourcePaid | ev.ResourceAttached | ev.ResourceDiscarded)
                     and getattr(e, "source", "hand") == "hand"]
        assert set(hands) == {f"res:{e.card}" for e in left_hand}
        assert all(r.center == (100 * p.seat + 45, 10) for r in hands.values())
        from_hand += len(hands)
        if steps:
            assert gap > 0.38  # a glide, then a pause at the AI pace
    assert ghosts_seen and own_steps and from_hand


def test_hot_seat_the_panel_opened_by_one_human_is_not_left_to_the_next(fresh_app: Any) -> None:
    app = fresh_app
    people = (("Ann", True), ("Bot", False), ("Cy", True))
    session = Session.new(app.cards(), [SeatConfig(n, h, colour=i) for i, (n, h) in enumerate(people)], 23)
    session.autosave_enabled = False
    table = TableScene(app, session)
    table.seats.worker = InlineAIWorker()
    app.push(table)
    opened_by_ann = False
    for _ in range(900):
        app.step(1 / 60)
        if isinstance(app.top, CurtainScene):
            app.top.ready()
            continue
        if not table.model.my_choice():
            continue
        if table.model.viewer == 0 and not opened_by_ann:
            if not table.since.open:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="", scancode=0))
                app.step(1 / 60)
            assert table.since.open
            opened_by_ann = True
            _end_my_turn(table)
        elif table.model.viewer == 2 and opened_by_ann and session.pending.kind == "turn":
            app.step(1 / 60)
            # Cy's panel: opened by itself after Bot's AI turn, told to Cy; never Ann's left open
            assert table.since.open and table.since.auto and table.since.recap().reader == 2
            return
        else:
            _end_my_turn(table)
    raise AssertionError("Cy's turn after Ann's never came")


def test_a_card_carried_onto_the_open_panel_is_put_down(player: Any) -> None:
    """The panel never keeps a drag's release from the table: the card glides back, nothing is played."""
    player.new_game()
    table = player.table()
    player.press(pygame.K_r)
    player.step()
    assert table.since.open and table.since.rect is not None
    card = next(s for s in table.geometry.scene.sprites if s.tag == "hand" and s.owner == 0)
    version = table.session.version
    start, end = card.rect.center, table.since.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    player.step()
    for pos in (((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        player.step()
    assert table.input.drag is not None  # carried
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    player.step(2)
    assert table.input.drag is None and table.session.version == version  # put down, nothing played
    assert table.since.open
