"""The score screen (issue 31 item 5): the sheet by source, the chart, the tie-break, Play again, and the finished
table opening it again. Every button is pressed with real posted pygame events (tests/ui/conftest.py: Player)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame

from alien_artifacts.match.scoresheet import score_sheet
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.match_start import open_saved
from alien_artifacts.ui.scenes.scores import ScoresScene
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from tabletop.ui import textlog

SEATS = [SeatConfig("Ann", True, "normal", 2, "meridian_consortium"), SeatConfig("AI 2", False, "easy", 4, None)]


def _finished(app: Any, seats: list[SeatConfig], seed: int = 4) -> Session:
    session = Session.new(app.cards(), seats, seed)
    brain = RandomBrain(seed)
    while not session.over:
        session.submit(brain.choose(session.view(session.pending.seat)))
    return session


def _to_scores(player: Any, session: Session) -> ScoresScene:
    session.save()
    assert open_saved(player.app, session.path)
    for _ in range(200):
        player.step()
        if isinstance(player.app.top, ScoresScene):
            break
    assert player.stack() == ["MenuScene", "TableScene", "ScoresScene"]
    return player.app.top


def _drawn(app: Any) -> list[str]:
    lines: list[str] = []
    with textlog.listen(lambda _s, text, _size, _rect, _role: lines.append(text)):
        app.step(1 / 60)
    return lines


def test_play_again_starts_a_new_deal_with_the_same_seats(player: Any) -> None:
    old = _finished(player.app, SEATS)
    _to_scores(player, old)
    player.click("again")
    assert player.stack() == ["MenuScene", "TableScene"]
    new = player.table().session
    assert new is not old and not new.over and new.game_id != old.game_id
    assert new.game.settings.seed != old.game.settings.seed
    # the same names, kinds (human, or the AI and its level), colours and faction setting (Ann's chosen, AI 2's dealt)
    assert [(s.name, s.human, s.level, s.colour, s.faction) for s in new.seats] == [
        ("Ann", True, "normal", 2, "meridian_consortium"), ("AI 2", False, "easy", 4, None)]
    assert [(s.name, s.kind, s.colour, s.faction) for s in new.game.settings.seats] == [
        ("Ann", "human", "2", "meridian_consortium"), ("AI 2", "easy", "4", None)]
    assert new.state.players[0].faction == "meridian_consortium"
    assert new.path.is_file() and old.path.is_file()  # a game of its own; the finished one is kept


def test_the_finished_table_opens_the_scores_again_by_button_and_by_key(player: Any) -> None:
    _to_scores(player, _finished(player.app, SEATS))
    player.click("table")
    assert player.stack() == ["MenuScene", "TableScene"]
    player.step(5)
    assert isinstance(player.app.top, TableScene)  # it does not come back by itself
    player.click("scores")  # the option panel of the finished table
    assert player.stack() == ["MenuScene", "TableScene", "ScoresScene"]
    player.click("table")
    player.press(pygame.K_s)
    assert player.stack() == ["MenuScene", "TableScene", "ScoresScene"]
    player.press(pygame.K_ESCAPE)
    assert player.stack() == ["MenuScene"]


def test_a_game_in_progress_offers_no_scores(player: Any) -> None:
    player.new_game()
    assert "scores" not in [b.key for g in player.table().button_groups() for b in g.buttons]
    player.press(pygame.K_s)
    assert player.stack() == ["MenuScene", "TableScene"]


def test_the_screen_shows_the_sheet_of_the_match_layer(player: Any) -> None:
    # the numbers on screen are the score sheet's (alien_artifacts/match/scoresheet.py): sources, totals, credits
    session = _finished(player.app, [SeatConfig("Ann", True, "normal", 0), SeatConfig("Bo", False, "easy", 1),
                                     SeatConfig("Cy", False, "easy", 2), SeatConfig("Dee", False, "easy", 3)], 7)
    scene = _to_scores(player, session)
    sheet = score_sheet(session.events(), session.state)
    assert scene.sheet == sheet
    lines = _drawn(player.app)
    assert "Score over the game" in lines and "VP by source" in lines and "End" in lines
    for s in range(4):
        assert f"{sheet.totals[s]} VP" in lines
        assert f"{sheet.credits[s]}¢" in lines or any(ln.startswith(f"{sheet.credits[s]}¢ (paid") for ln in lines)
    assert "Before final scoring" in lines and "Empire cards" in lines
    for key, words in scene.rows:
        assert words in lines and any(sheet.sources[s][key] for s in range(4))


def test_r32_the_screen_says_the_tie_break(player: Any) -> None:
    # R32: a tie on VP decided by credits; the screen says so with the numbers
    sys.path.insert(0, str(Path(__file__).parents[1] / "engine"))
    from audit_kit import ahead, card_of, move, ready

    from alien_artifacts.engine import steps as st

    g = ready(credits=5)
    move(g, card_of(g, "planet", "explore")[0], "empire")
    move(g, card_of(g, "planet", "expand")[0], "empire", seat=1)
    g.state.players[0].credits = 7
    g.state.players[0].vp = g.state.players[1].vp = 3
    g.state.stack = [st.FinalScoring()]
    ahead(g)
    assert g.over
    session = Session(g, player.app.cards(), [SeatConfig("P0", True, colour=0), SeatConfig("P1", True, colour=1)])
    session.autosave_enabled = False
    player.app.open("scores", session)
    lines = _drawn(player.app)
    assert "Two players tied on 4 VP: decided by most credits left (P0 7, P1 5)" in lines
    assert "P0 wins with 4 VP!" in lines


def test_the_chart_draws_any_sheet_inside_its_panel(fresh_app: Any) -> None:
    # degenerate sheets draw without error and every line of text stays inside the panel: a game with no turn
    # yet, a game in progress (no end), VP below zero, one seat far ahead
    from alien_artifacts.match.scoresheet import ScorePoint, ScoreSheet
    from alien_artifacts.ui.score_chart import draw_bars, draw_timeline, nice_step

    assert [nice_step(t) for t in (1, 5, 9, 23, 48, 130)] == [1, 1, 2, 5, 10, 50]
    zero = dict.fromkeys(("attacks", "production", "revenue", "sell", "cards", "artifacts", "faction_action",
                          "start", "empire", "technologies", "faction"), 0)

    def sheet(points: list[ScorePoint], over: bool) -> ScoreSheet:
        last = points[-1].vp
        return ScoreSheet(("A", "B"), ({**zero, "start": last[0]}, {**zero, "start": last[1]}), last, (3, 4),
                          (0, 0), (1, 2), tuple(points), over, (0,) if over else (), "", ())

    cases = [
        sheet([ScorePoint(0, 0, -1, (0, 0))], False),
        sheet([ScorePoint(0, 0, -1, (0, 0)), ScorePoint(1, 1, 0, (2, 0)), ScorePoint(2, 1, 1, (2, -1))], False),
        sheet([ScorePoint(0, 0, -1, (0, 0)), ScorePoint(1, 1, 0, (90, 0)), ScorePoint(1, 1, -1, (140, 3), True)],
              True),
    ]
    surf = pygame.Surface((1280, 720))
    sc = fresh_app.scale
    for sh in cases:
        for rect in (pygame.Rect(600, 100, 640, 520), pygame.Rect(0, 0, 120, 80)):
            drawn: list[pygame.Rect] = []
            with textlog.listen(lambda _s, _t, _z, r, _role, into=drawn: into.append(pygame.Rect(r))):
                draw_timeline(surf, rect, sh, [(200, 100, 50), (50, 100, 200)], sc)
                draw_bars(surf, rect, sh, [(200, 100, 50), (50, 100, 200)], {}, sh.winners, sc)
            if rect.w > 200:
                assert all(rect.contains(r) for r in drawn), [r for r in drawn if not rect.contains(r)]
