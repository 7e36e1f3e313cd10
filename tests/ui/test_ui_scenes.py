"""Every scene draws; menu navigation with synthetic clicks and keys; settings and saves round-trip; bad saves
are refused with one line and leave the autosave alone."""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))

import posted

from alien_artifacts.ui import storage
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.match_start import open_saved, start_game
from alien_artifacts.ui.menu_part import MENU
from alien_artifacts.ui.scenes.help import HelpScene
from alien_artifacts.ui.scenes.load import LoadScene
from alien_artifacts.ui.scenes.pause import PauseScene
from alien_artifacts.ui.scenes.scores import ScoresScene
from alien_artifacts.ui.scenes.setup import SetupScene
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.settings import Settings, load_settings, save_settings
from tabletop.ui.curtain import CurtainScene


def button(scene: Any, key_: str) -> Any:
    b = scene.buttons.by_key(key_)
    assert b is not None, [x.key for x in scene.buttons.buttons]
    return b


def test_menu_navigation(fresh_app: Any) -> None:
    app = fresh_app
    app.push(MenuScene(app))
    posted.step(app)
    posted.tap(app, button(app.top, "settings").rect.center)
    assert isinstance(app.top, SettingsScene)
    posted.key(app, pygame.K_ESCAPE, up=False)
    assert isinstance(app.top, MenuScene)
    posted.tap(app, button(app.top, "new").rect.center)
    assert isinstance(app.top, SetupScene)
    setup = app.top
    posted.tap(app, button(setup, "solo2").rect.center)
    assert len(setup.seats) == 3 and setup.seats[0].human and not setup.seats[1].human
    posted.tap(app, button(setup, "add").rect.center)
    assert len(setup.seats) == 4
    posted.tap(app, button(setup, "kind3").rect.center)  # the added human becomes an AI
    assert not setup.seats[3].human
    posted.tap(app, button(setup, "start").rect.center)
    assert isinstance(app.top, TableScene)
    assert [s.human for s in app.top.session.seats] == [True, False, False, False]
    posted.key(app, pygame.K_ESCAPE, up=False)
    assert isinstance(app.top, PauseScene)
    posted.tap(app, button(app.top, "menu").rect.center)
    assert isinstance(app.top, MenuScene)
    assert button(app.top, "resume").enabled  # the autosave exists


def test_keyboard_only_menu(fresh_app: Any) -> None:
    app = fresh_app
    app.push(MenuScene(app))
    posted.step(app)
    keys = [b.key for b in app.top.buttons.buttons]
    for _ in range(keys.index("settings") + 1):
        posted.key(app, pygame.K_DOWN, up=False)
    posted.key(app, pygame.K_RETURN, up=False)
    assert isinstance(app.top, SettingsScene)


def test_every_scene_draws(fresh_app: Any) -> None:
    app = fresh_app
    cards = app.cards()
    session = Session.new(cards, [SeatConfig("Ann", True), SeatConfig("Bo", True, colour=1),
                                  SeatConfig("Cy", False, colour=2)], 5)
    session.autosave_enabled = False
    table = TableScene(app, session)
    scenes = [MenuScene(app), SetupScene(app), SettingsScene(app), LoadScene(app), HelpScene(app),
              CurtainScene(app, "Bo", 1, lambda s: None), table, PauseScene(app, table)]
    for sc in scenes:
        app.replace(MenuScene(app))
        app.push(sc)
        posted.step(app, 2)
        assert app.screen.get_at((5, 5)) is not None
    # play the game out and draw the scores
    from alien_artifacts.ui.ai_seat import RandomBrain

    brain = RandomBrain(1)
    while not session.over:
        session.submit(brain.choose(session.view(session.pending.seat)))
    app.replace(MenuScene(app))
    app.push(ScoresScene(app, session))
    posted.step(app, 2)
    assert app.top.frames_drawn >= 1


def test_table_draws_at_several_sizes(fresh_app: Any) -> None:
    app = fresh_app
    session = Session.new(app.cards(), [SeatConfig(f"P{i}", i == 0, colour=i) for i in range(5)], 8)
    session.autosave_enabled = False
    app.push(TableScene(app, session))
    for size in ((1280, 720), (1920, 1080), (1024, 768), (2560, 1440)):
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        app._on_resize()
        posted.step(app, 2)
        lay = app.top.geometry.lay
        assert (lay.w, lay.h) == size
        for s in app.top.geometry.scene.sprites:  # everything on screen
            assert app.screen.get_rect().contains(s.rect), (s.sid, s.rect, size)
    app.screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app._on_resize()


def test_hot_seat_curtain_between_humans(fresh_app: Any) -> None:
    app = fresh_app
    start_game(app, [SeatConfig("Ann", True), SeatConfig("Bo", True, colour=1)], seed=2)
    table = app.top
    assert isinstance(table, TableScene)
    table.session.autosave_enabled = False
    first = table.session.pending.seat
    table.model.viewer = first
    from alien_artifacts.ui.ai_seat import RandomBrain

    brain = RandomBrain(3)
    while table.session.pending.seat == first:
        table.session.submit(brain.choose(table.session.view(first)))
    posted.step(app, 2)
    assert isinstance(app.top, CurtainScene)
    assert app.top.seat == table.session.pending.seat
    posted.tap(app, button(app.top, "ready").rect.center)
    assert app.top is table and table.model.viewer == table.session.pending.seat


def test_settings_round_trip(ui_home: Path) -> None:
    s = Settings(window_size=(1600, 900), fullscreen=True, anim_speed=0.0, volume=0.25, mute=True,
                 ai_think_time=1.0, hints=False, confirm_waste=False)
    path = ui_home / "config" / "test-settings.json"
    save_settings(s, path)
    assert load_settings(path) == s
    path.write_text("{not json", encoding="utf-8")
    assert load_settings(path) == Settings()
    path.write_text(json.dumps({"volume": 9, "window_size": [10, 10], "bogus": 1, "mute": True}), encoding="utf-8")
    got = load_settings(path)  # out of range: the default for each bad field, the good one kept
    assert got == Settings(mute=True)


def test_settings_scene_saves(fresh_app: Any, ui_home: Path) -> None:
    app = fresh_app
    app.push(SettingsScene(app))
    posted.step(app)
    before = app.settings.mute
    posted.tap(app, button(app.top, "mute").rect.center)
    assert app.settings.mute != before
    assert load_settings().mute == app.settings.mute
    posted.tap(app, button(app.top, "mute").rect.center)


def test_save_and_load_round_trip(fresh_app: Any) -> None:
    app = fresh_app
    session = Session.new(app.cards(), [SeatConfig("Ann", True), SeatConfig("Bot", False, "hard", 3)], 9)
    from alien_artifacts.ui.ai_seat import RandomBrain

    brain = RandomBrain(9)
    for _ in range(40):
        session.submit(brain.choose(session.view(session.pending.seat)))
    path = session.save(storage.saves_dir() / "roundtrip.json")
    assert not list(path.parent.glob("*.tmp"))
    assert open_saved(app, path)
    loaded = app.top.session
    assert loaded.game.state_hash() == session.game.state_hash()
    assert loaded.seats[1].level == "hard" and loaded.seats[1].colour == 3 and not loaded.seats[1].human


def test_atomic_write_keeps_old_file_on_failure(tmp_path: Path) -> None:
    p = tmp_path / "x.json"
    storage.atomic_write_json(p, {"a": 1})
    with contextlib.suppress(TypeError):
        storage.atomic_write_json(p, {"bad": object()})
    assert json.loads(p.read_text()) == {"a": 1}
    assert not list(tmp_path.glob("*.tmp"))


def test_setup_typing_a_name_then_fewer_seats(fresh_app: Any) -> None:
    """Found by the monkey: typing the 4th player's name, then "Solo vs 1 AI", then a letter."""
    app = fresh_app
    app.push(SetupScene(app))
    setup = app.top
    setup.solo(3)
    setup.edit(3)
    setup.solo(1)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    posted.step(app, 1)
    assert len(setup.seats) == 2 and setup.editing is None


def test_new_save_names_never_collide(ui_home: Path) -> None:
    """Two games begun within one second get two slot files (found by the UI monkey)."""
    first = storage.slot_path(storage.new_game_id())
    storage.atomic_write_json(first, {"a": 1})
    second = storage.slot_path(storage.new_game_id())
    assert second != first and not second.exists()
    first.unlink()


# ---- bad saves (issue 9): a clear one-line message, the menu stays, the autosave is untouched ----

def _good_save(app: Any) -> dict[str, Any]:
    session = Session.new(app.cards(), [SeatConfig("Ann", True), SeatConfig("Bot", False, "easy", 2)], 5)
    brain = RandomBrain(5)
    for _ in range(60):
        session.submit(brain.choose(session.view(session.pending.seat)))
    return session.to_save()


def _tampered(data: dict[str, Any]) -> str:
    """An illegal event: the first card drawn becomes a card id that does not exist."""
    events = data["events"]
    for e in events:
        for k, v in e.items():
            if k == "card" and isinstance(v, str):
                e[k] = "no_such_card"
                return json.dumps(data)
    raise AssertionError("no event names a card")


def _future(data: dict[str, Any]) -> str:
    data["version"] = 99
    return json.dumps(data)


def _foreign(data: dict[str, Any]) -> str:
    return json.dumps({"name": "a spreadsheet", "rows": [1, 2, 3]})


def _truncated(data: dict[str, Any]) -> str:
    text = json.dumps(data)
    return text[: len(text) // 2]


def _corrupt(data: dict[str, Any]) -> str:
    text = json.dumps(data)
    return text[:100] + "\x00\x7f###" + text[110:]


BAD: dict[str, Callable[[dict[str, Any]], str]] = {
    "corrupt": _corrupt, "truncated": _truncated, "tampered": _tampered, "future": _future, "foreign": _foreign,
}


@pytest.mark.parametrize("kind", sorted(BAD))
def test_a_bad_save_shows_one_line_and_leaves_the_autosave_alone(fresh_app: Any, kind: str) -> None:
    app = fresh_app
    good = _good_save(app)
    storage.atomic_write_json(storage.autosave_path(), good)
    auto_before = storage.autosave_path().read_bytes()
    for p in storage.saves_dir().glob("*.json"):
        if p.name != storage.AUTOSAVE:
            p.unlink()
    bad = storage.saves_dir() / f"broken-{kind}.json"
    bad.write_text(BAD[kind](json.loads(json.dumps(good))), encoding="utf-8")
    bad_before = bad.read_bytes()
    bad_mtime = bad.stat().st_mtime_ns + 10**9  # newest first: the bad file is the top row
    os.utime(bad, ns=(bad_mtime, bad_mtime))

    app.push(MenuScene(app))
    posted.step(app)
    posted.tap(app, app.top.buttons.by_key("load").rect.center)
    assert isinstance(app.top, LoadScene)
    rows = [b for b in app.top.buttons.buttons if b.key.startswith("save")]
    bad_lines = [b.line for b in app.top.folder.bad]
    if kind in ("tampered", "truncated"):  # its summary reads fine: listed, refused when opened
        assert len(rows) == 2 and not bad_lines, (bad_lines, [r.label for r in rows])
        row = next(r for r in rows if app.top.folder.games[int(r.key[4:])].path == bad)
        posted.tap(app, row.rect.center)
        # back on the menu with a message; no table was opened; nothing crashed while drawing it
        assert isinstance(app.top, MenuScene), type(app.top).__name__
        assert not any(isinstance(s, TableScene) for s in app.scenes)
        msg = app.status
        assert msg.startswith(f"Could not open {bad.name}: "), msg
    else:  # not a game at all: one line on the Load screen, no row to click
        assert len(rows) == 1 and app.top.folder.games[0].path == storage.autosave_path()
        assert len(bad_lines) == 1 and bad_lines[0].startswith(f"{bad.name}: "), bad_lines
        msg = bad_lines[0]
        if kind == "future":  # a newer version's save is marked so, never a row that then fails to open
            assert "saved by a newer version of Alien Artifacts (save format 99" in msg, msg
        posted.key(app, pygame.K_ESCAPE, up=False)
        assert isinstance(app.top, MenuScene)
    assert "\n" not in msg and "Traceback" not in msg and len(msg) < 200, msg
    posted.step(app, 3)
    # the autosave and the bad file are exactly as they were
    assert storage.autosave_path().read_bytes() == auto_before
    assert bad.read_bytes() == bad_before
    # and the autosave still resumes
    posted.tap(app, app.top.buttons.by_key("resume").rect.center)
    assert isinstance(app.top, TableScene)
    bad.unlink()


def test_a_corrupt_autosave_is_reported_and_kept(fresh_app: Any) -> None:
    """A broken autosave of an earlier version: Resume has nothing to continue, the menu names the file in
    one line, and the file is kept for the player (or us) to inspect."""
    app = fresh_app
    storage.saves_dir().mkdir(parents=True, exist_ok=True)
    for p in storage.saves_dir().glob("*.json"):
        p.unlink()
    storage.autosave_path().write_text('{"format": "alien-artifacts-save", "version": 1, "ev', encoding="utf-8")
    before = storage.autosave_path().read_bytes()
    app.push(MenuScene(app))
    posted.step(app)
    assert not app.top.buttons.by_key("resume").enabled
    lines = [b.line for b in MENU.folder.bad]
    assert len(lines) == 1 and lines[0].startswith("autosave.json: not valid JSON"), lines
    posted.tap(app, app.top.buttons.by_key("load").rect.center)
    assert isinstance(app.top, LoadScene) and len(app.top.folder.bad) == 1
    assert storage.autosave_path().read_bytes() == before
    storage.autosave_path().unlink()


def test_load_on_the_command_line_with_a_bad_file(fresh_app: Any, tmp_path: Path) -> None:
    """`python -m game --load FILE` with a foreign file: the menu opens with the message."""
    app = fresh_app
    p = tmp_path / "notes.json"
    p.write_text("[1, 2, 3]", encoding="utf-8")
    app.push(MenuScene(app))
    assert not open_saved(app, p)
    assert app.status == "Could not open notes.json: not an Alien Artifacts save file"
    assert isinstance(app.top, MenuScene)
