"""Alien Artifacts' part of the main menu (the registry's "menu" and "picture" hooks, game/games.py): its entries
(Learn to play, Solo game, New game, Resume, Load), the line that says what is wrong with its cards or saves, and
its picture (a planet with a gold star in orbit). The shell's menu (game/ui/scenes/menu.py) lays them out."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from alien_artifacts.ui import storage
from alien_artifacts.ui.sprites import symbols
from game.ui.sprites import art

Entry = tuple[str, str, Callable[[], None], bool]  # (button key, label, what it does, enabled)

_PLANETS: dict[int, pygame.Surface] = {}


def _planet(size: int) -> pygame.Surface:
    pl = _PLANETS.get(size)
    if pl is None:
        pl = pygame.Surface((size, size))
        art.planet(pl, pl.get_rect(), "menu-planet", (90, 140, 220))
        pl.set_colorkey(pl.get_at((0, 0)))
        _PLANETS[size] = pl
    return pl


def draw_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """The game's picture: a planet on a field of stars, a gold star (the resource symbol) circling it."""
    art.space_backdrop(surf, rect, "menu-aa", stars=40)
    clip = surf.get_clip()
    surf.set_clip(rect)
    rad = max(6, rect.h // 3)
    cx, cy = rect.center
    a = t * 0.6
    orbit = [(cx + math.cos(a + k * 2.1) * rad * 2.2, cy + math.sin(a + k * 2.1) * rad * 0.55, c)
             for k, c in enumerate(("gold", "blue", "red"))]
    for x, y, c in orbit:  # the resources behind the planet first
        if y < cy:
            symbols.resource_symbol(surf, c, (x, y), max(3, rad // 6))
    pl = _planet(rad * 3)
    surf.blit(pl, pl.get_rect(center=(cx, cy)))
    for x, y, c in orbit:
        if y >= cy:
            symbols.resource_symbol(surf, c, (x, y), max(3, rad // 5))
    surf.set_clip(clip)


def learn_label(settings: Any) -> str:
    """The Learn to play entry says how far the player got: not started, in progress, or played through."""
    if settings.tutorial_finished:
        return "Learn to play  ✓ done"
    if settings.lessons_done or settings.lesson_at:
        return "Learn to play (continue)"
    return "Learn to play"


class MenuPart:
    """What the main menu offers for Alien Artifacts. `refresh` reads the saves folder (only what changed since the
    last listing), so Resume and Load are enabled only when there is something to open."""

    def __init__(self) -> None:
        self.folder = storage.SavesFolder((), ())

    def refresh(self, app: Any) -> None:
        self.folder = storage.scan(app.cards(wait=False))

    def entries(self, app: Any) -> list[Entry]:
        has_auto = self.folder.latest is not None
        has_saves = bool(self.folder.games or self.folder.bad)
        return [
            ("learn", learn_label(app.settings), lambda: app.open("lessons"), True),
            ("solo", "Solo game (you vs 3 AI)", lambda: self.solo(app), True),
            ("new", "New game…", lambda: app.open("setup"), True),
            ("resume", "Resume", lambda: self.resume(app), has_auto),
            ("load", "Load…", lambda: app.open("load"), has_saves),
        ]

    def status(self, app: Any) -> str:
        """One line about the cards or the saves folder ("" when all is well)."""
        if app.loader.ready and app.loader.error:
            return "Cards could not be loaded: " + app.loader.error
        bad = self.folder.bad
        if bad:
            return (bad[0].line if len(bad) == 1 else
                    f"{len(bad)} files in the saves folder are not games you can load") + "  (see Load…)"
        return ""

    def saved_games(self, app: Any) -> int:
        """How many games its Load lists (another game's Load points here when there are any)."""
        return len(storage.scan(app.cards(wait=False)).games)

    def solo(self, app: Any) -> None:
        # lazy: start-up time (the match layer and the rules load when a game starts, after the menu's first frame)
        from alien_artifacts.ui.match_start import solo_seats, start_game

        start_game(app, solo_seats(3), seed=getattr(app.args, "seed", None))

    def resume(self, app: Any) -> None:
        """Continue the most recent game in progress."""
        latest = storage.scan(app.cards()).latest
        if latest is not None:
            from alien_artifacts.ui.match_start import open_saved  # lazy: start-up time (as in solo)

            open_saved(app, latest.path)


MENU = MenuPart()
