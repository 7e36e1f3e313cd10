"""The smoke test's driver (alien_artifacts/ui/smoke.py) drives the App from outside: it starts a game of four AI seats
from the main menu, and fails with a clear line when the game cannot start or the run takes too long.
The whole run as a process (exit 0 on the score screen) is tests/ui/test_ui_smoke_run.py."""

from __future__ import annotations

from typing import Any

import pytest

from alien_artifacts.ui import smoke
from alien_artifacts.ui.smoke import SmokeDriver


def _menu(app: Any) -> None:
    app.show("menu")
    app.frames = max(app.frames, 2)


def test_on_the_menu_it_starts_a_game_of_four_ai_seats(fresh_app: Any, tmp_path: Any,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path))
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    app = fresh_app
    _menu(app)
    driver = SmokeDriver(app, seed=3)
    driver.tick()
    assert [s.name for s in app.scenes] == ["menu", "table"] and app.running
    seats = app.top.session.seats
    assert [s.name for s in seats] == ["Bot 1", "Bot 2", "Bot 3", "Bot 4"] and not any(s.human for s in seats)
    driver.tick()  # started once: the table stays
    assert [s.name for s in app.scenes] == ["menu", "table"]


def test_a_game_that_cannot_start_fails_with_one_line(fresh_app: Any, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    app = fresh_app
    _menu(app)
    monkeypatch.setattr(app, "exit_code", 0)  # the shared app's code comes back after the test
    monkeypatch.setattr(app, "cards", lambda wait=True: None)
    SmokeDriver(app).tick()
    assert app.running is False and app.exit_code == 2
    assert capsys.readouterr().err.strip().startswith("smoke test: could not start a game: Cannot start:")


def test_a_run_past_the_timeout_stops_with_exit_3(fresh_app: Any, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    app = fresh_app
    _menu(app)
    monkeypatch.setattr(app, "exit_code", 0)
    monkeypatch.setattr(smoke, "SMOKE_TIMEOUT", -1.0)
    SmokeDriver(app).tick()
    assert app.running is False and app.exit_code == 3
    assert capsys.readouterr().err.strip() == "smoke test: timed out"
    assert app.is_top("menu")  # nothing was started
