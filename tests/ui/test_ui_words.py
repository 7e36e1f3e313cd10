"""Words right on screen (issue 25 point 6): seats counted from 1, "you" for the player whose screen it is.

Driven as a player drives the App: clicks and keys posted as pygame events and handled by the App's own frame
step; every drawn line is read back through tabletop/ui/textlog.py.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pygame

sys.path.insert(0, str(Path(__file__).parent))

import posted
from positions import busy_session

from alien_artifacts.engine.choices import Command
from alien_artifacts.match.narrate import Teller
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.event_feed import LOG_KEEP
from alien_artifacts.ui.scenes.scores import ScoresScene
from alien_artifacts.ui.session import SeatConfig, Session
from tabletop.ui import textlog


def drawn_text(app: Any) -> list[str]:
    """Every line of text the top scenes draw in one frame."""
    lines: list[str] = []
    with textlog.listen(lambda _s, text, _size, _rect, _role: lines.append(text)):
        app.draw(app.screen)
    return lines


def test_setup_numbers_seats_from_1_and_names_ai_seats_by_their_number(player: Any) -> None:
    player.click("new")
    setup = player.app.top
    assert [s.name for s in setup.seats] == ["You", "AI 2"]
    player.click("solo3")
    assert [s.name for s in setup.seats] == ["You", "AI 2", "AI 3", "AI 4"]
    text = drawn_text(player.app)
    assert {"1", "2", "3", "4"} <= set(text) and "0" not in text and "Seat" in text
    player.click("kind0")  # seat 1 becomes an AI: "AI 1", never "AI 0"
    assert setup.seats[0].name == "AI 1" and not setup.seats[0].human
    player.click("kind0")
    assert setup.seats[0].name == "Ann" and setup.seats[0].human


def test_hot_seat_setup_leaves_no_seat_named_you(player: Any) -> None:
    """With two humans at one screen, "you" is whoever's screen it is: the default "You" becomes a name."""
    player.click("new")
    setup = player.app.top
    player.click("kind1")  # seat 2 becomes a human: two humans share the screen
    assert [s.name for s in setup.seats] == ["Ann", "Bo"] and all(s.human for s in setup.seats)
    player.click("add")
    assert [s.name for s in setup.seats] == ["Ann", "Bo", "Cyd"]
    player.click("start")
    assert player.stack()[:2] == ["MenuScene", "TableScene"]  # the curtain: "Pass the screen to ..."
    assert [p.name for p in player.table().session.state.players] == ["Ann", "Bo", "Cyd"]


def test_the_menu_solo_game_seats_you_against_ai_2_3_4(player: Any) -> None:
    player.click("solo")
    assert [p.name for p in player.table().session.state.players] == ["You", "AI 2", "AI 3", "AI 4"]


SETUP_SEED = 3


def test_the_top_bar_says_setup_before_the_first_turn_never_turn_0(player: Any, monkeypatch: Any) -> None:
    """The factions' setup choices come before turn 1: the top bar says "Setup", not "Turn 0: AI 2 to play"."""
    from tabletop.ui import textlog

    monkeypatch.setattr(player.app.args, "seed", SETUP_SEED)  # You are dealt a faction whose setup asks you
    player.click("solo")
    table = player.table()
    drawn: list[str] = []
    with textlog.listen(lambda _s, text, _size, _rect, _role: drawn.append(text)):
        player.step(2)
    bar = [t for t in drawn if "Round marker" in t]
    assert bar, drawn
    assert table.session.state.turn_number == 0 and table.session.pending.seat == 0
    if table.session.state.turn_number == 0:
        assert bar[-1].startswith("Setup: the factions' choices"), bar
    assert not any(t.startswith("Turn 0") for t in bar), bar


def _finished(app: Any, names: list[str], humans: int) -> Session:
    seats = [SeatConfig(n, i < humans, "normal", i) for i, n in enumerate(names)]
    session = Session.new(app.cards(), seats, 11)
    session.autosave_enabled = False
    brain = RandomBrain(len(names))
    while not session.over:
        session.submit(brain.choose(session.view(session.pending.seat)))
    return session


def test_scores_say_you_win_to_the_solo_player(fresh_app: Any) -> None:
    app = fresh_app
    scores = ScoresScene(app, _finished(app, ["You", "AI 2"], humans=1))
    app.push(scores)
    scores.winners, scores.tiebreak = (0,), ""
    text = drawn_text(app)
    assert f"You win with {scores.total(0)} VP!" in text and not any("You wins" in t for t in text), text
    scores.winners = (1,)
    assert f"AI 2 wins with {scores.total(1)} VP!" in drawn_text(app)
    scores.winners, scores.tiebreak = (1, 0), "shared"
    assert "You and AI 2 share the victory" in drawn_text(app)


def test_scores_in_hot_seat_name_every_winner(fresh_app: Any) -> None:
    app = fresh_app
    scores = ScoresScene(app, _finished(app, ["Ann", "Bo"], humans=2))
    app.push(scores)
    scores.winners, scores.tiebreak = (0,), ""
    assert f"Ann wins with {scores.total(0)} VP!" in drawn_text(app)
    pygame.event.clear()


# ---- the table ---------------------------------------------------------------------------------------------
BOT_COMPLETES = """
seed: 4
players:
  - name: Ann
    faction: star_union
    hand: [res_11, res_12, res_13]
  - name: Bot
    faction: meridian_consortium
    kind: normal
    under_construction:
      - {card: neural_archive, prepared: [res_01 blue, res_02 blue]}
turn: Bot
"""


def _table_of(app: Any, session: Session) -> Any:
    from alien_artifacts.ui.scenes.table import TableScene

    session.autosave_enabled = False
    table = TableScene(app, session)
    app.push(table)
    return table


def _cost_badge(app: Any, table: Any, sid: str) -> pygame.Rect:
    """Where the cost badge of the card sprite `sid` lies on screen (its face's "cost" hot spot)."""
    s = table.geometry.scene.sprite(sid)
    r = table.tweens.rect_of(s.sid, s.rect)
    iw, ih = s.image.get_size()
    for key, hr in app.faces.hotspots(s.image):
        if key == "cost":
            return pygame.Rect(r.x + round(hr.x * r.w / iw), r.y + round(hr.y * r.h / ih),
                               max(1, round(hr.w * r.w / iw)), max(1, round(hr.h * r.h / ih)))
    raise AssertionError(f"{sid} has no cost badge")


def test_a_tooltip_never_outlives_the_state_it_described(fresh_app: Any) -> None:
    """Issue 25 point 6: the mouse rests on the cost badge of Bot's card Under Construction ("6 of 5 blue
    prepared"); Bot completes it and puts it on a side in the frame its AI answers: that frame's tooltip and
    zoom describe the card as it is now, never the Under Construction state they were first made from."""
    from alien_artifacts.match.scenario import load_scenario

    app = fresh_app
    game = load_scenario(BOT_COMPLETES, app.cards())
    table = _table_of(app, Session(game, app.cards(), [SeatConfig("Ann", True), SeatConfig("Bot", False, colour=1)]))
    answers: list[tuple[str, ...]] = []

    def bot_answers(dt: float, animating: bool, on_pick: Any, between: Any = None) -> None:
        while answers and table.session.pending is not None and table.session.pending.seat == 1:
            p = table.session.pending
            assert table.session.submit(Command(1, p.id, answers.pop(0))).ok

    table.seats.step = bot_answers  # Bot's worker answers exactly these, when told to
    app.step(1 / 60)
    badge = _cost_badge(app, table, "card:neural_archive")
    pygame.mouse.set_pos(badge.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=badge.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=badge.center, button=3))  # pin the zoom
    for _ in range(3):
        app.step(0.3)
    assert table.tips.tip is not None and "6 of 5 blue prepared" in table.tips.tip[1], table.tips.tip
    drawn_text(app)
    zoom = table.renderer._zoom_extra  # the pinned zoom's panel of what is prepared on the card, as drawn
    assert table.tips.pinned_zoom == ("neural_archive", "both") and zoom is not None and zoom[1] is not None
    answers.extend([("develop:neural_archive",), ("side:logistics",)])
    tooltip: list[str] = []
    with textlog.listen(lambda _s, text, _size, _rect, role: tooltip.append(text) if role == "tooltip" else None):
        app.step(1 / 60)  # Bot's two answers arrive during this frame's update
    assert "neural_archive" in table.session.state.players[1].empire
    assert not any("prepared" in t for t in tooltip), tooltip
    assert table.tips.tip is None or "prepared" not in table.tips.tip[1], table.tips.tip
    zoom = table.renderer._zoom_extra  # drawn this frame for the position now: a card of the Empire
    assert zoom is not None and zoom[0][1] == table.session.version and zoom[1] is None


def _play_to(app: Any, kind: str, seed: int, players: int = 3, turn: int = 2) -> Any:
    return _table_of(app, busy_session(app.cards(), players, turn, kind, seed))


def test_keeping_a_drawn_card_by_a_click_on_its_keep_button(fresh_app: Any) -> None:
    app = fresh_app
    table = _play_to(app, "keep", seed=4)
    app.step(1 / 60)
    keep = table.input.keep
    assert keep.rect is not None and len(keep.cards_at) >= 2
    assert keep.buttons in table.button_groups()
    costs = [t for t in drawn_text(app) if "cost 5 " in t.lower()]
    assert len(costs) == len(keep.cards_at), costs  # each card's cost in words under its two faces
    posted.tap(app, keep.buttons.by_key("keep_fold").rect.center)  # "Look at the table"
    assert keep.folded and keep.cards_at == [] and keep.buttons.by_key("keep_fold").label == "Show the drawn cards"
    hand = next(s for s in table.geometry.scene.sprites if s.tag == "hand").rect.center
    assert table.geometry.sprite_at(hand) is not None  # the table under the folded panel answers again
    posted.tap(app, keep.buttons.by_key("keep_fold").rect.center)
    assert not keep.folded and keep.cards_at
    uid = keep.cards_at[-1][0]
    before = len(table.session.events())
    posted.tap(app, keep.buttons.by_key(f"keep:{uid}").rect.center)
    kept = [e for e in table.session.events()[before:] if type(e).__name__ == "CardKept"]
    assert [e.card for e in kept] == [uid]
    assert player_stack(app) == ["TableScene"] and keep.rect is None  # the panel is gone with the choice


def player_stack(app: Any) -> list[str]:
    return [type(s).__name__ for s in app.scenes]


WRONG = re.compile(r"(?:\bYou|(?:^|[:;,] )you) (?:has|is|was|does|goes|\w*[^s\W]s)\b|\b[Yy]ou's\b")


def test_the_log_on_screen_says_you_to_whoever_s_screen_it_is(fresh_app: Any) -> None:
    """Hot seat, Ann and Bo: on Ann's screen Ann's events read "You draw ..."; handed to Bo, the log is told again
    and Bo's read so; never "You draws", never the reader's own name; one line per event, never twice."""
    app = fresh_app
    seats = [SeatConfig("Ann", True, "normal", 0), SeatConfig("Bo", True, "normal", 1),
             SeatConfig("AI 3", False, "normal", 2)]
    session = Session.new(app.cards(), seats, 5)
    brain = RandomBrain(3)
    while session.state.turn_number < 8:
        session.submit(brain.choose(session.view(session.pending.seat)))
    table = _table_of(app, session)
    table.seats.step = lambda *a, **k: None  # nobody moves while the screen is read
    for seat, name in ((0, "Ann"), (1, "Bo")):
        table.set_viewer(seat)
        table.model.private_for = seat
        table.feed.ingest()
        lines = [text for text, _colour in table.feed.log.lines]
        assert table.feed.log_viewer == seat and lines
        assert not any(WRONG.search(t) for t in lines), [t for t in lines if WRONG.search(t)]
        assert not any(name in t for t in lines), [t for t in lines if name in t][:3]
        assert any(t.startswith("You draw") for t in lines) and any(t == "--- Your turn ---" for t in lines)
        events = session.events()
        start = max(0, len(events) - LOG_KEEP)  # the events a rebuilt log tells
        teller = Teller(app.cards(), seat, [s.name for s in seats])
        for e in events[max(0, start - 60):start]:
            teller.tell(e)
        assert lines == [t for e in events[start:] if (t := teller.tell(e))]  # one line per event, once


def _solo_table_with_hints(app: Any) -> tuple[Session, Any]:
    """A solo game (you against AI 2, seed 8) on the table with hints on, its AI seat never moving by itself."""
    app.settings.hints = True
    seats = [SeatConfig("You", True, "normal", 0), SeatConfig("AI 2", False, "normal", 1)]
    session = Session.new(app.cards(), seats, 8)
    table = _table_of(app, session)
    table.seats.step = lambda *a, **k: None
    return session, table


def test_no_prompt_says_the_same_sentence_twice(fresh_app: Any) -> None:
    """Issue 25 point 6: the heading, the prompt, the progress line and the hint never say one sentence twice,
    at every kind of choice a solo game reaches (and while an AI seat decides)."""
    from alien_artifacts.ui.prompt_words import sentences

    session, table = _solo_table_with_hints(fresh_app)
    brain = RandomBrain(2)
    kinds: set[str] = set()
    for _ in range(600):
        p = session.pending
        if p is None:
            break
        table.update(1 / 60)
        head, paras = table.renderer.prompt_paragraphs()
        said = sentences(" ".join([head] + [t for t, _c in paras]))
        assert len(said) == len(set(said)), (p.kind, head, paras)
        assert not any(WRONG.search(t) for t, _c in paras), paras
        if p.seat == 1:  # the AI's choice in the third person, not the words said to the AI
            assert head == "AI 2 is deciding" and p.prompt not in [t for t, _c in paras], paras
        kinds.add(p.kind)
        session.submit(brain.choose(session.view(p.seat)))
    assert {"turn", "pay", "discard"} <= kinds, kinds


def test_the_load_list_says_setup_for_a_game_saved_before_its_first_turn(tmp_path: Any) -> None:
    """A game is saved when it starts, during the factions' setup: the Load list says "setup", not "turn 0"."""
    from alien_artifacts.ui.storage import GameEntry

    def entry(turn: int) -> GameEntry:
        return GameEntry(tmp_path / "g.json", "g", (), turn, False, (), 0.0)

    assert entry(0).state_text() == "setup"
    assert entry(7).state_text() == "turn 7"
    assert entry(-1).state_text() == "in progress"


def test_the_prompt_panel_shows_each_choice_kind_s_own_hint(fresh_app: Any) -> None:
    """Issue 26 point 4: the hint under a choice is the words its kind declares beside its rules
    (alien_artifacts/rules/steps/<kind>.py, read by the UI through alien_artifacts/match/hints.py), less what the prompt
    already says."""
    from alien_artifacts.rules.handlers import STEP_HANDLERS

    declared = {k.kind: k.hint for k in STEP_HANDLERS.kinds.values()}
    session, table = _solo_table_with_hints(fresh_app)
    brain = RandomBrain(3)
    shown: dict[str, str] = {}
    for _ in range(600):
        p = session.pending
        if p is None or {"turn", "pay"} <= set(shown):
            break
        table.update(1 / 60)
        _head, paras = table.renderer.prompt_paragraphs()
        hints = [t for t, _c in paras if t.startswith("Hint: ")]
        if p.seat == 0 and not table.input.selected:
            if declared[p.kind]:
                assert len(hints) == 1, (p.kind, paras)
                words = hints[0][len("Hint: "):]
                assert words and words in declared[p.kind], (p.kind, words)  # only the kind's own sentences
                shown.setdefault(p.kind, words)
            else:
                assert not hints, (p.kind, paras)
        session.submit(brain.choose(session.view(p.seat)))
    assert shown.get("turn") == declared["turn"], shown  # the turn menu's hint, whole
    assert "pay" in shown, shown


def test_the_prompt_panel_tells_another_player_s_choice_in_its_kind_s_own_words(fresh_app: Any,
                                                                                  monkeypatch: Any) -> None:
    """Issue 26 point 4: while the AI seat decides, the panel says what it is choosing in the words its choice
    kind declares beside its rules (ChoiceKind.watching, read by the UI through alien_artifacts/match/hints.py), in the
    screen's voice: the turn menu's words replaced here show on screen at once."""
    import attrs

    from alien_artifacts.engine import steps as st
    from alien_artifacts.engine.grammar import Voice
    from alien_artifacts.rules.handlers import STEP_HANDLERS

    turn = STEP_HANDLERS.kinds[st.TurnMenu]
    monkeypatch.setitem(STEP_HANDLERS.kinds, st.TurnMenu, attrs.evolve(
        turn, watching=lambda step, voice, cards: f"weighing {voice.possessive(0)} chances"))
    session, table = _solo_table_with_hints(fresh_app)
    voice = Voice.reading(["You", "AI 2"], 0)
    brain = RandomBrain(4)
    told: dict[str, str] = {}
    for _ in range(600):
        p = session.pending
        if p is None or len(told) >= 3:
            break
        table.update(1 / 60)
        head, paras = table.renderer.prompt_paragraphs()
        if p.seat == 1:
            step = session.state.stack[-1]
            words = STEP_HANDLERS.kinds[type(step)].watching(step, voice, session.cards)
            assert head == "AI 2 is deciding" and [t for t, _c in paras] == [words[:1].upper() + words[1:] + "."]
            told.setdefault(p.kind, paras[0][0])
        session.submit(brain.choose(session.view(p.seat)))
    assert told.get("turn") == "Weighing your chances.", told
    assert len(told) >= 2, told  # and at least one other kind's own words
