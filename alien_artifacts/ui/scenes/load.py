"""Load a saved game: every game in the saves folder, newest first, with the players (human or AI
level), the turn, the scores and the date; finished games too (kept until deleted). Each row has a
Delete button that asks first. Files that are not games are listed with one line each. Another game's saves (Age
of Galaxy keeps its own folder) are named with their count on a button that opens that game's Load."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from alien_artifacts.ui import storage
from alien_artifacts.ui.match_start import open_saved
from game.ui import theme
from game.ui.scenes.base import Scene
from tabletop.ui.registry import register
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, ellipsize


@register
class LoadScene(Scene):
    name = "load"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.buttons = ButtonGroup()
        self.folder = storage.SavesFolder((), ())
        self.page = 0
        self.per_page = 8
        self.message = ""

    def on_top(self) -> None:
        self.resize(*self.app.screen.get_size())

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        self.folder = storage.scan(self.app.cards())  # only what changed since the last listing is read
        games = self.folder.games
        bw, bh, gap, dw = sc(820), sc(46), sc(8), sc(110)
        bw = min(bw, w - dw - sc(40))
        bad_h = min(len(self.folder.bad), 4) * sc(18) + (sc(24) if self.folder.bad else 0)
        elsewhere = self.app.saves_elsewhere(self.name)  # [(label, another game's Load scene)]
        bad_h += sc(66) * len(elsewhere)
        self.per_page = max(1, (h - sc(120) - sc(90) - bad_h) // (bh + gap))
        pages = max(1, -(-len(games) // self.per_page))
        self.page = min(self.page, pages - 1)
        x = w // 2 - (bw + dw + sc(10)) // 2
        btns = []
        first = self.page * self.per_page
        cards = self.app.cards()
        for i, listed in enumerate(games[first:first + self.per_page]):
            n = first + i
            y = sc(110) + i * (bh + gap)
            g = storage.resolve(listed, cards)  # an older save is read when its row is shown (cached)
            if isinstance(g, storage.BadEntry):  # no game after all (a newer version's, another program's): said
                btns.append(Button(pygame.Rect(x, y, bw, bh), f"Cannot be opened: {g.line}", lambda: None,
                                   key=f"save{n}", size=sc(14), enabled=False))
                continue
            # a long line of players wraps inside its button (widgets.button_lines), never cut
            label = f"{g.players_text()}   ·   {g.state_text()}   ·   {g.scores_text()}   ·   {g.when_text()}"
            btns.append(Button(pygame.Rect(x, y, bw, bh), label, partial(self.open, g), key=f"save{n}",
                               size=sc(14), colour=theme.PANEL_HI if not g.over else theme.PANEL))
            btns.append(Button(pygame.Rect(x + bw + sc(10), y, dw, bh), "Delete", partial(self.ask_delete, g),
                               key=f"delete{n}", size=sc(14)))
        by = h - sc(80)
        if pages > 1:
            btns.append(Button(pygame.Rect(w // 2 - sc(330), by, sc(200), sc(44)), "◀ Newer", self.newer,
                               key="newer", enabled=self.page > 0, size=sc(16)))
            btns.append(Button(pygame.Rect(w // 2 + sc(130), by, sc(200), sc(44)), "Older ▶", self.older,
                               key="older", enabled=self.page < pages - 1, size=sc(16)))
        btns.append(Button(pygame.Rect(w // 2 - sc(100), by, sc(200), sc(44)), "Back", self.leave, key="back",
                           size=sc(16)))
        ow = min(sc(560), w - sc(40))
        for k, (label, scene) in enumerate(elsewhere):
            btns.append(Button(pygame.Rect(w // 2 - ow // 2, by - sc(52) - k * sc(50), ow, sc(42)), label,
                               partial(self.go_to, scene), key=f"elsewhere:{scene}", size=sc(15)))
        self.buttons.set(btns)

    def go_to(self, scene: str) -> None:
        """Another game's Load, in place of this one (Back there returns to the menu)."""
        self.app.pop(self)
        self.app.open(scene)

    def newer(self) -> None:
        self.page = max(0, self.page - 1)
        self.on_top()

    def older(self) -> None:
        self.page += 1
        self.on_top()

    def open(self, entry: storage.GameEntry) -> None:
        if not open_saved(self.app, entry.path):  # the menu says why, in one line
            self.leave()

    def ask_delete(self, entry: storage.GameEntry) -> None:
        what = "finished game" if entry.over else "game in progress"
        text = (f"Delete the {what} of {entry.players_text()} ({entry.state_text()}, saved {entry.when_text()})? "
                "It cannot be brought back.")
        self.app.open("dialog", "Delete this game?", text, [
            ("delete", "Delete it", lambda: self.delete(entry)),
            ("keep", "Keep it", None),
        ], focus=1)

    def delete(self, entry: storage.GameEntry) -> None:
        try:
            storage.delete(entry.path)
            self.message = f"Deleted {entry.path.name}."
        except OSError as e:
            self.message = f"Could not delete {entry.path.name}: {e.strerror or e}"
        self.on_top()

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        w, _h = surf.get_size()
        surf.blit(self.app.starfield(), (0, 0))
        draw_text(surf, "Alien Artifacts: load a game", (w // 2, sc(30)), sc(40), theme.ACCENT, bold=True,
                  anchor="midtop")
        sub = "Players, turn, scores, last saved. Finished games are kept until you delete them."
        draw_text(surf, sub, (w // 2, sc(80)), sc(14), theme.TEXT_DIM, anchor="midtop")
        if not self.folder.games:
            draw_text(surf, "No saved games yet.", (w // 2, sc(140)), sc(18), theme.TEXT_DIM, anchor="midtop")
        self.buttons.draw(surf)
        rows = [b for b in self.buttons.buttons if b.key.startswith("save")]
        y = (rows[-1].rect.bottom if rows else sc(170)) + sc(14)
        if self.message:
            draw_text(surf, self.message, (w // 2, y), sc(14), theme.TEXT, anchor="midtop")
            y += sc(20)
        bad = self.folder.bad
        if bad:
            draw_text(surf, "Not games (left as they are):", (w // 2, y), sc(14), theme.DANGER, anchor="midtop")
            for b in bad[:4]:
                y += sc(18)
                draw_text(surf, ellipsize(b.line, sc(13), False, w - sc(80)), (w // 2, y), sc(13), theme.DANGER,
                          anchor="midtop")
            if len(bad) > 4:
                y += sc(18)
                draw_text(surf, f"… and {len(bad) - 4} more", (w // 2, y), sc(13), theme.DANGER, anchor="midtop")
