"""Opening a bad save in the UI: a clear one-line message, the menu stays, the autosave is untouched (issue 9)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ui import storage
from game.ui.ai_seat import RandomBrain
from game.ui.scenes.load import LoadScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.table import TableScene
from game.ui.session import SeatConfig, Session


def _step(app: Any, n: int = 2) -> None:
    for _ in range(n):
        app.step(1 / 60)


def _click(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    _step(app, 1)


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
    import os

    os.utime(bad, ns=(bad_mtime, bad_mtime))

    app.push(MenuScene(app))
    _step(app)
    _click(app, app.top.buttons.by_key("load").rect.center)
    assert isinstance(app.top, LoadScene)
    row = app.top.buttons.by_key("save0")
    assert row is not None and "broken" in row.label
    _click(app, row.rect.center)

    # back on the menu with a message; no table was opened; nothing crashed while drawing it
    assert isinstance(app.top, MenuScene), type(app.top).__name__
    assert not any(isinstance(s, TableScene) for s in app.scenes)
    msg = app.status
    assert msg.startswith(f"Could not open {bad.name}: "), msg
    assert "\n" not in msg and "Traceback" not in msg and len(msg) < 200, msg
    _step(app, 3)
    # the autosave and the bad file are exactly as they were
    assert storage.autosave_path().read_bytes() == auto_before
    assert bad.read_bytes() == bad_before
    # and the autosave still resumes
    _click(app, app.top.buttons.by_key("resume").rect.center)
    assert isinstance(app.top, TableScene)
    bad.unlink()


def test_a_corrupt_autosave_is_reported_and_kept(fresh_app: Any) -> None:
    """Resume with a broken autosave: a message, and the file is kept for the player (or us) to inspect."""
    app = fresh_app
    storage.saves_dir().mkdir(parents=True, exist_ok=True)
    storage.autosave_path().write_text('{"format": "alien-artifacts-save", "version": 1, "ev', encoding="utf-8")
    before = storage.autosave_path().read_bytes()
    app.push(MenuScene(app))
    _step(app)
    _click(app, app.top.buttons.by_key("resume").rect.center)
    assert isinstance(app.top, MenuScene)
    assert app.status.startswith("Could not open autosave.json: not valid JSON"), app.status
    assert storage.autosave_path().read_bytes() == before
    storage.autosave_path().unlink()


def test_load_on_the_command_line_with_a_bad_file(fresh_app: Any, tmp_path: Path) -> None:
    """`python -m game --load FILE` with a foreign file: the menu opens with the message."""
    from game.ui.scenes.table import open_saved

    app = fresh_app
    p = tmp_path / "notes.json"
    p.write_text("[1, 2, 3]", encoding="utf-8")
    app.push(MenuScene(app))
    assert not open_saved(app, p)
    assert app.status == "Could not open notes.json: not an Alien Artifacts save file"
    assert isinstance(app.top, MenuScene)
