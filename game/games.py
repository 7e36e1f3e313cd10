"""The games this application plays, one registration each: what the shell (the menu, `--game`, the CLI tools)
needs to know of a game, and where to find the rest.

A game is a top-level package beside the kernel (alien_artifacts/, age_of_galaxy/; docs/ARCHITECTURE.md "Two
games, one kernel"). The shell never imports one: each entry names its parts as lazy "module:attr" hooks, imported
the first time they are asked for, so the menu's first frame loads no game's rules, and a part that is not there
yet (Age of Galaxy's table, being built in age_of_galaxy/ui/) is a fact the menu shows, not a crash. This module
imports nothing of pygame or of a game.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

import attrs

__all__ = ["DEFAULT", "GAMES", "Game", "Hook", "by_key", "game_keys", "ordered"]


@attrs.frozen
class Hook:
    """A part of a game, as "package.module:attr"; loaded (imported) only when asked for."""

    target: str

    @property
    def module(self) -> str:
        return self.target.partition(":")[0]

    @property
    def attr(self) -> str:
        return self.target.partition(":")[2]

    def available(self) -> bool:
        """Whether the module is there to import (without importing it: its package is imported to look)."""
        try:
            return importlib.util.find_spec(self.module) is not None
        except (ImportError, ValueError):  # a missing parent package, or a malformed name
            return False

    def load(self) -> Any:
        """The attribute, its module imported now; ImportError/AttributeError when it is not there."""
        return getattr(importlib.import_module(self.module), self.attr)


@attrs.frozen
class Game:
    """One game's registration. `save_id` is the game id its save files carry (a save names event classes, never
    modules, so where a game's package lives changes no save). `scenes` declares its scenes by name for the scene
    stack (tabletop/ui/registry.py imports a scene's module when it first opens). `hooks` name what the shell calls:

    - "picture": draw(surf, rect, t): the game's picture on the menu
    - "menu": the menu's part for the game: entries(app) -> [(key, label, action, enabled)], status(app) -> str and
      saved_games(app) -> int (the games its Load lists: another game's Load says where they are)
    - "content": load() -> the game's content (loaded in the background while the menu shows)
    - "faces": the card faces' class, made from the content (the table's sprites)
    - "open_save": open(app, path) -> bool (`--load`)
    - "launch": prepare() before the window opens (the AI seats' factory), at_launch(app) as the menu first shows
    - "smoke", "smoke_tutorial", "benchmark": the drivers of `--smoke-test`, `--smoke-test tutorial`, `--benchmark-ui`
    - "table": the scene class of the game's table (the menu offers the game once its module is there)
    - "arena", "cards", "replay", "scenario": the CLI tools' per-game `main`s (python -m game.arena|cards|replay|
      scenario --game KEY)
    """

    key: str
    title: str
    tagline: str
    players: tuple[int, int]
    save_id: str
    scenes: dict[str, str] = attrs.field(factory=dict)
    hooks: dict[str, str] = attrs.field(factory=dict)
    help_scene: str = "help"  # the scene F1 opens over this game's scenes (its rules in brief and glossary)
    load_scene: str = "load"  # its Load: where another game's Load sends the player for this game's saves
    save_format: str = ""  # the "format" its save files carry (`--load FILE` opens a file with the game it names)

    def hook(self, name: str) -> Hook | None:
        target = self.hooks.get(name)
        return Hook(target) if target else None

    def has(self, name: str) -> bool:
        """Whether the game has the part `name` and its module is there: for a part still being built (Age of
        Galaxy's table). A part the shell needs is loaded when registered, so a missing module is an error, never
        a part quietly skipped."""
        hook = self.hook(name)
        return hook is not None and hook.available()

    def load(self, name: str) -> Any:
        """The part `name`, imported now; KeyError when the game registers no such part."""
        hook = self.hook(name)
        if hook is None:
            raise KeyError(f"{self.title} has no {name!r}")
        return hook.load()

    @property
    def players_text(self) -> str:
        lo, hi = self.players
        return f"{lo} player{'s' if lo != 1 else ''}" if lo == hi else f"{lo}-{hi} players"


ALIEN_ARTIFACTS = Game(
    key="alien-artifacts",
    title="Alien Artifacts",
    tagline="a space 4X card game",
    players=(2, 5),
    save_id="alien-artifacts",
    save_format="alien-artifacts-save",
    scenes={
        "help": "alien_artifacts.ui.scenes.help:HelpScene",
        "load": "alien_artifacts.ui.scenes.load:LoadScene",
        "pause": "alien_artifacts.ui.scenes.pause:PauseScene",
        "scores": "alien_artifacts.ui.scenes.scores:ScoresScene",
        "setup": "alien_artifacts.ui.scenes.setup:SetupScene",
        "table": "alien_artifacts.ui.scenes.table:TableScene",
        # Learn to play: the lesson list, a lesson, its Esc menu
        "lessons": "alien_artifacts.ui.tutorial.lessons_scene:LessonsScene",
        "tutorial": "alien_artifacts.ui.tutorial.tutorial_scene:TutorialScene",
        "lesson_menu": "alien_artifacts.ui.tutorial.lesson_menu:LessonMenuScene",
    },
    hooks={
        "picture": "alien_artifacts.ui.menu_part:draw_picture",
        "menu": "alien_artifacts.ui.menu_part:MENU",
        "content": "alien_artifacts.content.loader:load_cardset",
        "faces": "alien_artifacts.ui.sprites.card_face:Faces",
        "open_save": "alien_artifacts.ui.match_start:open_saved",
        "launch": "alien_artifacts.launch:LAUNCH",
        "smoke": "alien_artifacts.ui.smoke:SmokeDriver",
        "smoke_tutorial": "alien_artifacts.ui.tutorial.smoke:TutorialSmoke",
        "benchmark": "alien_artifacts.ui.benchmark:benchmark",
        "table": "alien_artifacts.ui.scenes.table:TableScene",
        "arena": "game.tools.arena:main",
        "cards": "game.tools.cards_cli:alien_artifacts_cards",
        "replay": "game.tools.replay:main",
    },
)

AGE_OF_GALAXY = Game(
    key="age-of-galaxy",
    title="Age of Galaxy",
    tagline="build an empire among the stars",
    players=(1, 4),
    save_id="age-of-galaxy",
    scenes={
        "aog_table": "age_of_galaxy.ui.scene:AogTableScene",
        "aog_game": "age_of_galaxy.ui.played:PlayedTable",  # the table with its game autosaved
        "aog_setup": "age_of_galaxy.ui.setup_scene:AogSetupScene",
        "aog_load": "age_of_galaxy.ui.load_scene:AogLoadScene",
        "aog_help": "age_of_galaxy.ui.help_scene:AogHelpScene",  # F1 on the table: rules in brief, glossary
        "aog_lessons": "age_of_galaxy.ui.lesson_list:AogLessonsScene",  # Learn to play: the lesson list
        "aog_lesson": "age_of_galaxy.ui.lesson_table:AogLessonScene",  # a lesson on the real table
    },
    help_scene="aog_help",
    load_scene="aog_load",
    save_format="age-of-galaxy-save",
    hooks={
        "picture": "game.ui.sprites.art:galaxy_picture",  # drawn by the shell's art until the game's UI has one
        "menu": "age_of_galaxy.ui.menu_part:MENU",
        "open_save": "age_of_galaxy.ui.menu_part:open_saved",
        "launch": "age_of_galaxy.ui.launch:LAUNCH",
        "smoke": "age_of_galaxy.ui.smoke:SmokeDriver",
        "smoke_tutorial": "age_of_galaxy.ui.lesson_smoke:AogLessonSmoke",
        "benchmark": "age_of_galaxy.ui.benchmark:matrix",
        "table": "age_of_galaxy.ui.scene:AogTableScene",
        "arena": "age_of_galaxy.arena:main",
        "balance": "age_of_galaxy.balance.cli:main",
        "scenario": "age_of_galaxy.lessons.scenario_cli:main",
        "cards": "game.tools.cards_cli:age_of_galaxy_cards",
        "replay": "game.tools.replay_aog:main",
    },
)

GAMES: tuple[Game, ...] = (ALIEN_ARTIFACTS, AGE_OF_GALAXY)
DEFAULT = ALIEN_ARTIFACTS.key


def help_for(scene: str) -> str:
    """The help scene F1 opens over the scene named `scene`: its game's (Age of Galaxy's over its setup, load and
    table), Alien Artifacts' over the shell's own scenes (menu, settings, dialogs) as before."""
    return next((g.help_scene for g in GAMES if scene in g.scenes), ALIEN_ARTIFACTS.help_scene)


def game_keys() -> tuple[str, ...]:
    return tuple(g.key for g in GAMES)


def by_key(key: str) -> Game:
    """The game registered as `key`; KeyError naming the known keys otherwise."""
    for g in GAMES:
        if g.key == key:
            return g
    raise KeyError(f"no game {key!r} (known: {', '.join(game_keys())})")


def ordered(first: str | None) -> tuple[Game, ...]:
    """Every game, `first` (the one played last) first, the rest in registration order."""
    return tuple(sorted(GAMES, key=lambda g: g.key != first))
