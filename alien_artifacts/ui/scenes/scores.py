"""Final scores: the score sheet by source (alien_artifacts/match/scoresheet.py), a bar per player in those sources, the
score over the game as a chart, the winner and the tie-break that decided (R32); Play again, Back to the table, Main
menu.

Every number is a fact of the match layer's score sheet (the public log, the same for every seat); this scene only
lays it out. The chart and bars are drawn with pygame (alien_artifacts/ui/score_chart.py)."""

from __future__ import annotations

from typing import Any

import attrs
import pygame

from alien_artifacts.engine.grammar import Voice
from alien_artifacts.match.scoresheet import DURING, FINAL, ScoreSheet, score_sheet
from alien_artifacts.ui.match_start import start_game
from alien_artifacts.ui.score_chart import draw_bars, draw_timeline
from game.ui import theme
from game.ui.scenes.base import Scene
from tabletop.ui.registry import register
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, ellipsize, fit_size, panel

# one colour per source of the sheet: the game's sources warm to cool, final scoring in its own three
SOURCE_COLOURS: dict[str, theme.Colour] = {
    "attacks": (226, 92, 84),
    "production": (120, 200, 96),
    "revenue": (86, 150, 236),
    "sell": (130, 206, 236),
    "cards": (206, 168, 104),
    "artifacts": (226, 124, 204),
    "faction_action": (80, 200, 176),
    "start": (150, 150, 160),
    "empire": (244, 200, 80),
    "technologies": (160, 122, 242),
    "faction": (242, 148, 66),
}


SHEET_EXTRA_ROWS = 4  # the header, the subtotal line, the total and the credits


@register
class ScoresScene(Scene):
    name = "scores"

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.sheet: ScoreSheet = score_sheet(session.events(), session.state)
        self.names = list(self.sheet.names)
        humans = session.humans()  # the one human of a solo game is "you"; in hot seat, a seat named "You"
        self.voice = Voice.reading(self.names, humans[0] if len(humans) == 1 else None)
        self.winners: tuple[int, ...] = self.sheet.winners
        self.tiebreak: str = self.sheet.tiebreak
        n = len(self.names)
        self.colours = [theme.SEAT_COLOURS[session.seats[s].colour % len(theme.SEAT_COLOURS)]
                        if s < len(session.seats) else theme.TEXT for s in range(n)]
        # the rows of the sheet: only the sources someone scored in (a game without attacks shows none)
        self.rows = [(k, w) for k, w in DURING + FINAL if any(self.sheet.sources[s][k] for s in range(n))]
        self.buttons = ButtonGroup()
        self.frames_drawn = 0
        self.t = 0.0
        app.sound.play("score")
        if app.settings.hints and not app.smoke:  # the first game is over: hints off from now on
            app.settings.hints = False
            app.save_settings()

    def total(self, seat: int) -> int:
        return self.sheet.totals[seat]

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        bw, bh, gap = sc(210), sc(42), sc(16)
        x = w // 2 - (3 * bw + 2 * gap) // 2
        y = h - sc(58)
        self.buttons.set([
            Button(pygame.Rect(x, y, bw, bh), "Play again", self.play_again, key="again", size=sc(17),
                   colour=(60, 84, 60), tooltip="A new game with the same players, a new deal"),
            Button(pygame.Rect(x + bw + gap, y, bw, bh), "Back to the table", self.back, key="table", size=sc(17)),
            Button(pygame.Rect(x + 2 * (bw + gap), y, bw, bh), "Main menu", self.to_menu, key="menu",
                   size=sc(17)),
        ])

    def play_again(self) -> None:
        """The same seats (names, human or AI and its level, colours, faction setting), a new seed."""
        start_game(self.app, [attrs.evolve(s) for s in self.session.seats])

    def to_menu(self) -> None:
        self.app.show("menu")

    def back(self) -> None:
        self.leave()

    def escape(self) -> None:
        self.to_menu()

    def update(self, dt: float) -> None:
        self.t += dt

    # ---- drawing ----------------------------------------------------------------------------------
    def headline(self) -> str:
        if not self.winners:
            return "The game is not over"
        if self.tiebreak == "shared" or len(self.winners) > 1:
            return f"{self.voice.together(self.winners)} share the victory"
        return f"{self.voice.does(self.winners[0], 'wins')} with {self.total(self.winners[0])} VP!"

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        w, h = surf.get_size()
        surf.blit(self.app.starfield(), (0, 0))
        draw_text(surf, "Final scores", (w // 2, sc(10)), sc(34), theme.ACCENT, bold=True, anchor="midtop")
        draw_text(surf, self.headline(), (w // 2, sc(52)), sc(22), theme.TEXT, bold=True, anchor="midtop")
        line = self.sheet.tiebreak_line()
        if line:
            draw_text(surf, ellipsize(line, sc(14), False, w - sc(40)), (w // 2, sc(82)), sc(14), theme.TEXT_DIM,
                      anchor="midtop")
        grow = min(1.0, self.t / 0.8) if self.app.settings.anim_speed > 0 else 1.0
        top = sc(106)
        bottom = h - sc(72)
        left = pygame.Rect(sc(24), top, min(sc(600), (w - sc(60)) // 2), bottom - top)
        chart = pygame.Rect(left.right + sc(12), top, w - left.right - sc(36), bottom - top)
        # the sheet on the left, as tall as its rows need; the bars under it take the rest
        n = len(self.names)
        bars_need = sc(20) + n * sc(30)
        row_h = self.sheet_row_height(left.h - bars_need - sc(10))
        sheet = pygame.Rect(left.x, left.y, left.w, min(left.h - bars_need - sc(10),
                                                         (len(self.rows) + SHEET_EXTRA_ROWS) * row_h + sc(24)))
        bars = pygame.Rect(left.x, sheet.bottom + sc(10), left.w, left.bottom - sheet.bottom - sc(10))
        for r in (sheet, chart, bars):
            panel(surf, r, theme.PANEL, theme.PANEL_EDGE, radius=sc(10), alpha=215)
        self.draw_sheet(surf, sheet, row_h)
        draw_timeline(surf, chart, self.sheet, self.colours, sc, grow)
        draw_bars(surf, bars, self.sheet, self.colours, SOURCE_COLOURS, self.winners, sc, grow)
        self.buttons.draw(surf)
        self.frames_drawn += 1

    def sheet_row_height(self, room: int) -> int:
        sc = self.app.scale
        return max(sc(17), min(sc(28), (room - sc(24)) // (len(self.rows) + SHEET_EXTRA_ROWS)))

    def draw_sheet(self, surf: pygame.Surface, rect: pygame.Rect, row_h: int) -> None:
        """The score sheet: a row per source anyone scored in, a column per player, the totals below."""
        sc = self.app.scale
        sheet = self.sheet
        n = len(self.names)
        inner = rect.inflate(-sc(24), -sc(16))
        size = max(sc(12), min(sc(15), row_h - sc(8)))
        label_w = min(sc(210), inner.w * 2 // 5)
        col_w = (inner.w - label_w) // max(1, n)
        x_of = [inner.x + label_w + i * col_w + col_w // 2 for i in range(n)]
        y = inner.y
        draw_text(surf, "VP by source", (inner.x, y + sc(2)), size, theme.TEXT_DIM, bold=True)
        for s in range(n):  # a long name gets smaller, down to the least readable size, then shortened
            name = ("★ " if s in self.winners else "") + self.names[s]
            fit = fit_size(name, size, True, col_w - sc(6), min(size, theme.MIN_TEXT_PX + 1))
            draw_text(surf, ellipsize(name, fit, True, col_w - sc(6)), (x_of[s], y + sc(2) + (size - fit) // 2), fit,
                      self.colours[s], bold=True, anchor="midtop")
        y += row_h
        during_keys = {k for k, _w in DURING}
        shown_final_line = False
        for key, words in self.rows:
            if key not in during_keys and not shown_final_line:  # the end of the game's sources under a line
                shown_final_line = True
                y = self._sum_row(surf, inner, y, row_h, size, "Before final scoring", sheet.during, x_of)
            pygame.draw.rect(surf, SOURCE_COLOURS[key], (inner.x, y + row_h // 2 - sc(6), sc(12), sc(12)),
                             border_radius=sc(2))
            draw_text(surf, ellipsize(words, size, False, label_w - sc(22)), (inner.x + sc(18), y + row_h // 2),
                      size, theme.TEXT, anchor="midleft")
            for s in range(n):
                v = sheet.sources[s][key]
                draw_text(surf, str(v) if v else "·", (x_of[s], y + row_h // 2), size,
                          theme.TEXT if v else theme.TEXT_DIM, anchor="center")
            y += row_h
        if not shown_final_line:
            y = self._sum_row(surf, inner, y, row_h, size, "Before final scoring", sheet.during, x_of)
        pygame.draw.line(surf, theme.PANEL_EDGE, (inner.x, y + sc(2)), (inner.right, y + sc(2)), 2)
        for s in range(n):
            draw_text(surf, f"{sheet.totals[s]} VP", (x_of[s], y + row_h // 2 + sc(3)), size + sc(2),
                      theme.ACCENT if s in self.winners else theme.TEXT, bold=True, anchor="center")
        draw_text(surf, "Total", (inner.x, y + row_h // 2 + sc(3)), size + sc(1), theme.TEXT, bold=True,
                  anchor="midleft")
        y += row_h + sc(4)
        draw_text(surf, "Credits left", (inner.x, y + row_h // 2), size, theme.TEXT_DIM, anchor="midleft")
        for s in range(n):
            paid = sheet.paid[s]
            words = f"{sheet.credits[s]}¢" + (f" (paid {paid}¢)" if paid else "")
            draw_text(surf, ellipsize(words, size, False, col_w - sc(4)), (x_of[s], y + row_h // 2), size,
                      theme.TEXT_DIM, anchor="center")

    def _sum_row(self, surf: pygame.Surface, inner: pygame.Rect, y: int, row_h: int, size: int, words: str,
                 value: Any, x_of: list[int]) -> int:
        sc = self.app.scale
        pygame.draw.line(surf, theme.PANEL_EDGE, (inner.x, y + sc(1)), (inner.right, y + sc(1)), 1)
        draw_text(surf, words, (inner.x, y + row_h // 2 + sc(1)), size, theme.TEXT_DIM, bold=True, anchor="midleft")
        for s, x in enumerate(x_of):
            draw_text(surf, str(value(s)), (x, y + row_h // 2 + sc(1)), size, theme.TEXT_DIM, bold=True,
                      anchor="center")
        return y + row_h
