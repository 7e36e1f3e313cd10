"""The shared settings reach Age of Galaxy's table (issue 33 item 1, "the settings are shared"): the Settings
screen's AI pace sets how long its AI seats wait between moves, as it does at Alien Artifacts' table (scaled so the
default pace is the table's own 0.9 s); a value no settings file can hold falls back to that default."""

from __future__ import annotations

import math
from types import SimpleNamespace
from typing import Any

import pytest

from age_of_galaxy.ui.played import THINK_DEFAULT, pace_of
from age_of_galaxy.ui.seats import PACE
from game import games
from game.ui.settings import THINK_TIMES, Settings


def test_the_default_pace_is_the_tables_own() -> None:
    assert Settings().ai_think_time == THINK_DEFAULT  # the shared default, written down in played.py
    assert pace_of(SimpleNamespace(settings=Settings())) == PACE


@pytest.mark.parametrize("think", THINK_TIMES)
def test_each_pace_the_settings_offer_scales_the_tables(think: float) -> None:
    assert pace_of(SimpleNamespace(settings=Settings(ai_think_time=think))) == pytest.approx(PACE * think / 0.5)


@pytest.mark.parametrize("bad", [True, math.nan, math.inf, -1.0, "0.5", None, 1e9])
def test_a_value_no_settings_can_hold_keeps_the_default(bad: Any) -> None:
    assert pace_of(SimpleNamespace(settings=SimpleNamespace(ai_think_time=bad))) == PACE
    assert pace_of(SimpleNamespace()) == PACE


def test_a_table_opened_from_the_menu_waits_the_settings_pace(player: Any) -> None:
    app = player.app
    before = app.settings.ai_think_time
    try:
        app.settings.ai_think_time = 2.0
        player.click(f"{games.AGE_OF_GALAXY.key}:solo")
        assert player.stack() == ["MenuScene", "PlayedTable"]
        assert app.top.driver.pace == pytest.approx(PACE * 4)
    finally:
        app.settings.ai_think_time = before
        app.game_key = app.settings.last_game = games.DEFAULT
