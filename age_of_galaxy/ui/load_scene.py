"""Load an Age of Galaxy game: this game's saves, newest first (who plays, the round or the result, when it was
saved), each a button that opens it on the table and a Delete button that asks first (as Alien Artifacts' Load);
every file of the folder that is no game of this one (another program's, a newer version's, broken, not a file) is
listed as one line saying why. Another game's saves are not in this folder: a button names how many there are and
opens that game's Load (the app's `saves_elsewhere`). Esc or Back returns to the menu; the wheel scrolls a long list.
"""

from __future__ import annotations

from functools import partial

import pygame

from age_of_galaxy.ui import menu_part, saves
from tabletop.ui import theme
from tabletop.ui.registry import register
from tabletop.ui.scene import Host, Scene
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, ellipsize, panel


@register
class AogLoadScene(Scene):
    name = "aog_load"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.listing = menu_part.folder_of(app).scan()
        self.buttons = ButtonGroup()
        self.scroll = 0
        self.error = ""
        self.box = pygame.Rect(0, 0, 0, 0)
        self.rows = 1
        self.bad_top = 0
        self.message = ""  # what the last Delete did
        self.elsewhere = app.saves_elsewhere(self.name)  # [(label, another game's Load scene)]

    def open(self, entry: saves.Entry) -> None:
        """The saved game on the table, over the menu (this list goes); a file that fails says why here."""
        self.error = menu_part.try_open(self.app, entry.path)
        if not self.error:
            self.app.pop(self)

    def on_top(self) -> None:
        self.relayout()

    def resize(self, w: int, h: int) -> None:
        self.relayout()

    def relayout(self) -> None:
        sc = self.app.scale
        w, h = self.app.screen.get_size()
        bw = min(sc(900), w - sc(40))
        self.box = pygame.Rect(w // 2 - bw // 2, sc(24), bw, h - sc(48))
        bad = len(self.listing.bad)
        other_h = sc(46) * len(self.elsewhere)
        self.bad_top = self.box.bottom - sc(80) - other_h - min(bad, 4) * sc(20) - (sc(24) if bad else 0)
        rh, gap = sc(52), sc(6)
        top = self.box.y + sc(70)
        self.rows = max(1, (self.bad_top - sc(8) - top) // (rh + gap))
        games = self.listing.games
        self.scroll = max(0, min(self.scroll, len(games) - self.rows))
        btns = []
        dw = sc(100)
        for k, g in enumerate(games[self.scroll:self.scroll + self.rows]):
            y, n = top + k * (rh + gap), self.scroll + k
            btns.append(Button(pygame.Rect(self.box.x + sc(20), y, self.box.w - sc(50) - dw, rh),
                               "", partial(self.open, g), key=f"save{n}", size=sc(16)))
            btns.append(Button(pygame.Rect(self.box.right - sc(20) - dw, y, dw, rh), "Delete",
                               partial(self.ask_delete, g), key=f"delete{n}", size=sc(15)))
        ow = min(sc(560), self.box.w - sc(40))
        for k, (label, scene) in enumerate(self.elsewhere):
            oy = self.box.bottom - sc(84) - sc(40) - k * sc(46)
            btns.append(Button(pygame.Rect(self.box.centerx - ow // 2, oy, ow, sc(40)), label,
                               partial(self.go_to, scene), key=f"elsewhere:{scene}", size=sc(15)))
        btns.append(Button(pygame.Rect(self.box.right - sc(52), self.box.y + sc(14), sc(38), sc(38)), "?",
                           lambda: self.app.open("aog_help"), key="help", size=sc(18),
                           tooltip="Rules in brief and glossary (F1)"))
        btns.append(Button(pygame.Rect(self.box.centerx - sc(110), self.box.bottom - sc(56), sc(220), sc(42)), "Back",
                           self.leave, key="back", size=sc(18)))
        self.buttons.set(btns)

    def go_to(self, scene: str) -> None:
        """Another game's Load, in place of this one (Back there returns to the menu)."""
        self.app.pop(self)
        self.app.open(scene)

    def ask_delete(self, entry: saves.Entry) -> None:
        what = "finished game" if entry.over else "game in progress"
        text = (f"Delete the {what} of {entry.title} ({entry.state_text()}, saved {entry.when_text()})? "
                "It cannot be brought back.")
        self.app.open("dialog", "Delete this game?", text, [
            ("delete", "Delete it", partial(self.delete, entry)),
            ("keep", "Keep it", None),
        ], focus=1)

    def delete(self, entry: saves.Entry) -> None:
        """Delete the save (the player confirmed), then list the folder again."""
        try:
            menu_part.folder_of(self.app).delete(entry.path)
            self.message = f"Deleted {entry.path.name}."
        except OSError as exc:
            self.message = f"Could not delete {entry.path.name}: {exc.strerror or type(exc).__name__}"
        self.error = ""
        self.listing = menu_part.folder_of(self.app).scan()
        self.relayout()

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - ev.y)
            self.relayout()
            return
        super().handle_event(ev)

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        self.app.backdrop(surf)
        panel(surf, self.box, theme.PANEL, theme.PANEL_EDGE, radius=sc(12), alpha=225)
        draw_text(surf, "AGE OF GALAXY — LOAD A GAME", (self.box.centerx, self.box.y + sc(16)), sc(28), theme.ACCENT,
                  bold=True, anchor="midtop")
        self.buttons.draw(surf)
        games = self.listing.games
        if not games:
            draw_text(surf, "No saved game of Age of Galaxy yet.", (self.box.centerx, self.box.y + sc(90)), sc(18),
                      theme.TEXT_DIM, anchor="midtop")
        for b in self.buttons.buttons:
            if not b.key.startswith("save"):
                continue
            g = games[int(b.key[4:])]
            x, w = b.rect.x + sc(12), b.rect.w - sc(24)
            draw_text(surf, ellipsize(g.title, sc(17), True, w - sc(260)), (x, b.rect.y + sc(6)), sc(17), theme.TEXT,
                      bold=True)
            draw_text(surf, f"{g.state_text()}  ·  {g.when_text()}", (b.rect.right - sc(12), b.rect.y + sc(6)),
                      sc(15), theme.ACCENT, anchor="topright")
            draw_text(surf, ellipsize(g.players_text(), sc(14), False, w), (x, b.rect.y + sc(29)), sc(14),
                      theme.TEXT_DIM)
        if len(games) > self.rows:
            draw_text(surf, f"{self.scroll + 1}-{min(len(games), self.scroll + self.rows)} of {len(games)} "
                      "(the wheel scrolls)", (self.box.right - sc(20), self.box.y + sc(52)), sc(13), theme.TEXT_DIM,
                      anchor="topright")
        bad = self.listing.bad
        if bad:
            y = self.bad_top
            draw_text(surf, f"Files that cannot be opened ({len(bad)}):", (self.box.x + sc(20), y), sc(15),
                      theme.DANGER)
            for b2 in bad[:4]:
                y += sc(20)
                draw_text(surf, ellipsize(b2.line, sc(14), False, self.box.w - sc(40)), (self.box.x + sc(20), y),
                          sc(14), theme.TEXT_DIM)
            if len(bad) > 4:
                draw_text(surf, f"and {len(bad) - 4} more", (self.box.right - sc(20), y), sc(14), theme.TEXT_DIM,
                          anchor="topright")
        line, colour = (self.error, theme.DANGER) if self.error else (self.message, theme.TEXT)
        if line:
            draw_text(surf, ellipsize(line, sc(15), False, self.box.w - sc(40)),
                      (self.box.centerx, self.box.bottom - sc(62)), sc(15), colour, anchor="midbottom")
