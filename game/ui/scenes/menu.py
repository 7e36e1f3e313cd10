"""Main menu: every game this application plays (game/games.py), side by side, the one played last first; each
with its picture, its title and its own entries (Alien Artifacts: Learn to play, Solo game, New game, Resume,
Load); then Settings and Quit.

A game's entries come from its "menu" hook; a game whose table is not there yet shows a disabled "coming with its
table" in their place. Pressing any entry of a game remembers it as the one played last (the settings file).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import games
from game.ui import theme
from game.ui.scenes.base import Host, Scene
from tabletop.ui.registry import register
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, fit_size, panel

COMING = "Coming with its table"


@register
class MenuScene(Scene):
    name = "menu"
    own_help = True  # F1 here opens the help of the game under the pointer, else the one played last

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.buttons = ButtonGroup()
        self.columns: list[tuple[games.Game, pygame.Rect]] = []  # each game and its panel
        self.statuses: dict[str, str] = {}  # a game's one line (its cards or saves), by key
        self.pointer: tuple[int, int] | None = None  # where the mouse last moved (F1 opens that column's help)

    @property
    def order(self) -> tuple[games.Game, ...]:
        """The games as the menu shows them: the one the app opened at (`--game`, else the one played last)
        first."""
        return games.ordered(getattr(self.app, "game_key", games.DEFAULT))

    def part(self, game: games.Game) -> Any:
        """The game's menu part (its "menu" hook), or None when it has none yet."""
        return game.load("menu") if game.hook("menu") is not None else None

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        order = self.order
        n = len(order)
        gap = sc(40)
        col_w = min(sc(420), (w - sc(60) - gap * (n - 1)) // n)
        bh, bgap = sc(42), sc(8)
        pic_h = sc(150)
        parts = {g.key: self.part(g) for g in order}
        longest = max((len(parts[g.key].entries(self.app)) if parts[g.key] is not None else 1) for g in order)
        tallest = pic_h + sc(96) + longest * (bh + bgap) + sc(12)
        top = max(sc(16), (h - sc(84) - tallest) // 2)  # the panels in the middle of the room above Settings
        x0 = w // 2 - (col_w * n + gap * (n - 1)) // 2
        btns: list[Button] = []
        self.columns = []
        self.statuses = {}
        for i, game in enumerate(order):
            x = x0 + i * (col_w + gap)
            y = top + pic_h + sc(96)  # under the picture, the title and the tagline
            part = parts[game.key]
            entries: list[tuple[str, str, Callable[[], None], bool]]
            if part is not None:
                part.refresh(self.app)
                entries = part.entries(self.app)
                self.statuses[game.key] = part.status(self.app)
            elif game.has("table"):
                entries = [(f"{game.key}:new", "New game", self._opener(game), True)]
            else:
                entries = [(f"{game.key}:coming", COMING, lambda: None, False)]
            for j, (key, label, action, enabled) in enumerate(entries):
                rect = pygame.Rect(x + sc(20), y + j * (bh + bgap), col_w - sc(40), bh)
                btns.append(Button(rect, label, self._playing(game, action), key=key, enabled=enabled,
                                   size=sc(19)))
            bottom = y + max(1, len(entries)) * (bh + bgap) + sc(12)
            self.columns.append((game, pygame.Rect(x, top, col_w, bottom - top)))
            btns.append(Button(pygame.Rect(x + col_w - sc(52), top + sc(18), sc(34), sc(34)), "?",
                               self._helper(game), key=f"{game.key}:help", size=sc(18),
                               tooltip=f"{game.title}: rules in brief and glossary (F1)"))
        by = h - sc(64)
        bw = sc(200)
        btns.append(Button(pygame.Rect(w // 2 - bw - sc(10), by, bw, sc(40)), "Settings", self.open_settings,
                           key="settings", size=sc(18)))
        btns.append(Button(pygame.Rect(w // 2 + sc(10), by, bw, sc(40)), "Quit", lambda: self.app.quit(0),
                           key="quit", size=sc(18)))
        self.buttons.set(btns)

    def _opener(self, game: games.Game) -> Callable[[], None]:
        first = next(iter(game.scenes), "")

        def open_table() -> None:
            self.app.open(first)
        return open_table

    def _helper(self, game: games.Game) -> Callable[[], None]:
        def open_help() -> None:
            self.app.open(game.help_scene)
        return open_help

    def game_at(self, pos: tuple[int, int]) -> games.Game:
        """The game whose column is under `pos`; else the first column's (the one played last)."""
        here = next((g for g, box in self.columns if box.collidepoint(pos)), None)
        return here or (self.columns[0][0] if self.columns else self.order[0])

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.MOUSEMOTION:
            self.pointer = ev.pos
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F1:
            self._helper(self.game_at(self.pointer or pygame.mouse.get_pos()))()
            return
        super().handle_event(ev)

    def _playing(self, game: games.Game, action: Callable[[], None]) -> Callable[[], None]:
        """`action`, after remembering `game` as the one played last (saved only when it changed)."""

        def run() -> None:
            if self.app.settings.last_game != game.key:
                self.app.settings.last_game = game.key
                self.app.save_settings()
            self.app.game_key = game.key
            action()
        return run

    def on_top(self) -> None:
        self.resize(*self.app.screen.get_size())

    # ---- actions -----------------------------------------------------------------------------
    def open_settings(self) -> None:
        self.app.open("settings")

    # ---- scene -------------------------------------------------------------------------------
    def escape(self) -> None:
        self.app.quit(0)

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        surf.blit(self.app.starfield(), (0, 0))
        w, h = surf.get_size()
        t = self.app.time
        for game, box in self.columns:
            panel(surf, box, theme.PANEL, theme.PANEL_EDGE, radius=sc(12), alpha=210)
            pic = pygame.Rect(box.x + sc(12), box.y + sc(12), box.w - sc(24), sc(150) - sc(12))
            if game.hook("picture") is not None:
                game.load("picture")(surf, pic, t)
            pygame.draw.rect(surf, theme.PANEL_EDGE, pic, max(1, sc(2)), border_radius=sc(6))
            title = game.title.upper()
            size = fit_size(title, sc(36), True, box.w - sc(30), min_size=sc(18))
            draw_text(surf, title, (box.centerx, pic.bottom + sc(14)), size, theme.ACCENT, bold=True,
                      anchor="midtop")
            draw_text(surf, f"{game.tagline} for {game.players_text}", (box.centerx, pic.bottom + sc(58)), sc(16),
                      theme.TEXT_DIM, anchor="midtop")
        self.buttons.draw(surf)
        titles = {g.key: g.title for g, _ in self.columns}
        status = self.app.status or next((f"{titles[k]}: {s}" for k, s in self.statuses.items() if s), "")
        if status:  # above Settings and Quit, where nothing else is drawn
            text = status[:200]
            size = fit_size(text, sc(16), False, w - sc(60), min_size=sc(11))
            draw_text(surf, text, (w // 2, h - sc(72)), size, theme.DANGER, anchor="midbottom")
        draw_text(surf, "F1 or ? rules & glossary of the game under the pointer   ·   F11 fullscreen",
                  (w // 2, h - sc(6)), sc(13), theme.TEXT_DIM, anchor="midbottom")
