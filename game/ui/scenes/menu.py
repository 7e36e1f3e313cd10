"""Main menu: learn to play, solo game, new game, resume, load, settings, quit."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.ui import storage, theme
from game.ui.scenes.base import Host, Scene
from game.ui.sprites import art, symbols
from tabletop.ui.registry import register
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, fit_size, panel

_PLANETS: dict[int, pygame.Surface] = {}


def _planet(size: int) -> pygame.Surface:
    pl = _PLANETS.get(size)
    if pl is None:
        pl = pygame.Surface((size, size))
        art.planet(pl, pl.get_rect(), "menu-planet", (90, 140, 220))
        pl.set_colorkey(pl.get_at((0, 0)))
        _PLANETS[size] = pl
    return pl


def draw_title(surf: pygame.Surface, app: Host, y: int, t: float) -> None:
    sc = app.scale
    w = surf.get_width()
    r = draw_text(surf, "ALIEN ARTIFACTS", (w // 2, y), sc(64), theme.ACCENT, bold=True, anchor="midtop")
    draw_text(surf, "a space 4X card game for 2-5 players", (w // 2, y + sc(78)), sc(20), theme.TEXT_DIM,
              anchor="midtop")
    # a little planet with an orbiting gold star, right of the title
    rad = sc(22)
    cx, cy = r.right + rad * 2, r.centery
    a = t * 0.6
    pl = _planet(rad * 3)
    surf.blit(pl, pl.get_rect(center=(cx, cy)))
    symbols.resource_symbol(surf, "gold", (cx + math.cos(a) * rad * 2.0, cy + math.sin(a) * rad * 0.7), sc(5))


def learn_label(settings: Any) -> str:
    """The Learn to play entry says how far the player got: not started, in progress, or played through."""
    if settings.tutorial_finished:
        return "Learn to play  ✓ done"
    if settings.lessons_done or settings.lesson_at:
        return "Learn to play (continue)"
    return "Learn to play"


@register
class MenuScene(Scene):
    name = "menu"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.buttons = ButtonGroup()
        self.folder = storage.SavesFolder((), ())
        self._planet_cache: pygame.Surface | None = None

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        bw, bh, gap = sc(320), sc(46), sc(10)
        x = w // 2 - bw // 2
        y = max(sc(206), h // 2 - sc(150))  # under the title and the status line
        self.folder = storage.scan(self.app.cards(wait=False))
        has_auto = self.folder.latest is not None
        has_saves = bool(self.folder.games or self.folder.bad)
        items = [
            ("learn", learn_label(self.app.settings), self.learn, True),
            ("solo", "Solo game (you vs 3 AI)", self.solo, True),
            ("new", "New game…", self.new_game, True),
            ("resume", "Resume", self.resume, has_auto),
            ("load", "Load…", self.load, has_saves),
            ("settings", "Settings", self.open_settings, True),
            ("quit", "Quit", lambda: self.app.quit(0), True),
        ]
        btns = []
        for i, (key, label, fn, enabled) in enumerate(items):
            btns.append(Button(pygame.Rect(x, y + i * (bh + gap), bw, bh), label, fn, key=key, enabled=enabled,
                               size=sc(20)))
        self.buttons.set(btns)

    def on_top(self) -> None:
        self.resize(*self.app.screen.get_size())

    # ---- actions -----------------------------------------------------------------------------
    def solo(self) -> None:
        # lazy: start-up time (the match layer and the rules load when a game starts, after the menu's first frame)
        from game.ui.match_start import solo_seats, start_game

        start_game(self.app, solo_seats(3), seed=getattr(self.app.args, "seed", None))

    def new_game(self) -> None:
        self.app.open("setup")

    def learn(self) -> None:
        """Learn to play: the lesson list (game/ui/tutorial/lessons_scene.py)."""
        self.app.open("lessons")

    def resume(self) -> None:
        """Continue the most recent game in progress."""
        latest = storage.scan(self.app.cards()).latest
        if latest is not None:
            from game.ui.match_start import open_saved  # lazy: start-up time (as in solo)

            open_saved(self.app, latest.path)
        else:
            self.resize(*self.app.screen.get_size())

    def load(self) -> None:
        self.app.open("load")

    def open_settings(self) -> None:
        self.app.open("settings")

    # ---- scene -------------------------------------------------------------------------------
    def escape(self) -> None:
        self.app.quit(0)

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        surf.blit(self.app.starfield(), (0, 0))
        w, h = surf.get_size()
        draw_title(surf, self.app, sc(70), self.app.time)
        box = self.buttons.buttons[0].rect.unionall([b.rect for b in self.buttons.buttons]).inflate(sc(40), sc(40))
        panel(surf, box, theme.PANEL, theme.PANEL_EDGE, radius=sc(12), alpha=200)
        self.buttons.draw(surf)
        status = self.app.status
        if not status and self.app.loader.ready and self.app.loader.error:
            status = "Cards could not be loaded: " + self.app.loader.error
        if not status and self.folder.bad:
            bad = self.folder.bad
            status = (bad[0].line if len(bad) == 1 else
                      f"{len(bad)} files in the saves folder are not games you can load") + "  (see Load…)"
        if status:  # between the title and the buttons, where nothing else is drawn
            text = status[:200]
            size = fit_size(text, sc(16), False, w - sc(60), min_size=sc(11))
            draw_text(surf, text, (w // 2, box.top - sc(14)), size, theme.DANGER, anchor="midbottom")
        draw_text(surf, "F1 rules & player aid   ·   F11 fullscreen   ·   drag cards to play",
                  (w // 2, h - sc(14)), sc(13), theme.TEXT_DIM, anchor="midbottom")
