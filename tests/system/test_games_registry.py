"""The games' registry (game/games.py, issue 32 item 1 / issue 33 item 1): one entry per game, whose lazy
"module:attr" hooks are how the application shell reaches a game. Every hook of a game names something that is
there (or, for a part still being built, says so without crashing)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game import games

ROOT = Path(__file__).resolve().parents[2]
AA, AOG = games.ALIEN_ARTIFACTS, games.AGE_OF_GALAXY
# Age of Galaxy's parts that another session is building (age_of_galaxy/ui/): registered now, there later
AOG_COMING = {"table"}


def test_two_games_registered_with_what_the_menu_shows() -> None:
    assert games.game_keys() == ("alien-artifacts", "age-of-galaxy") and AA.key == games.DEFAULT
    assert (AA.title, AA.players, AA.players_text) == ("Alien Artifacts", (2, 5), "2-5 players")
    assert (AOG.title, AOG.players, AOG.players_text) == ("Age of Galaxy", (1, 4), "1-4 players")
    assert AA.save_id == "alien-artifacts" and AOG.save_id == "age-of-galaxy"
    assert games.by_key("age-of-galaxy") is AOG
    with pytest.raises(KeyError, match="chess"):
        games.by_key("chess")


@pytest.mark.parametrize("game", games.GAMES, ids=games.game_keys())
def test_every_hook_names_a_real_part(game: games.Game) -> None:
    for name, target in game.hooks.items():
        if game.key == AOG.key and name in AOG_COMING and not game.has(name):
            continue  # not there yet: the menu says "Coming with its table" (tests/ui/test_menu_games.py)
        assert game.has(name), f"{game.key} {name}: {target} is not there"
        assert game.load(name) is not None, f"{game.key} {name}: {target}"


def test_every_scene_of_a_game_with_its_table_is_a_real_class() -> None:
    for game in games.GAMES:
        if not game.has("table"):
            continue
        for scene, target in game.scenes.items():
            cls = games.Hook(target).load()
            assert getattr(cls, "name", None) == scene, target


def test_a_missing_or_malformed_hook_is_not_there_and_never_raises() -> None:
    for target in ("age_of_galaxy.nothing_here:X", "no_such_package.ui.scene:X", ":X", "..:X", "a..b:X"):
        assert not games.Hook(target).available(), target
    assert games.Hook("game.games:GAMES").load() is games.GAMES
    with pytest.raises(KeyError, match="no 'nothing'"):
        AA.load("nothing")
    assert AOG.hook("no_such_part") is None and not AOG.has("no_such_part")  # a part it does not have


def test_the_registry_imports_no_game() -> None:
    """Importing the registry (as the menu's first frame does) loads neither game's package."""
    code = ("import sys\nimport game.games\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('alien_artifacts', 'age_of_galaxy')))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.strip() == "[]", r.stderr


def test_the_arena_dispatches_through_the_registry() -> None:
    r = subprocess.run([sys.executable, "-m", "game.arena", "--game", "chess", "--games", "1"], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and r.stderr.count("\n") == 1
    assert "alien-artifacts or age-of-galaxy" in r.stderr and "'chess'" in r.stderr
