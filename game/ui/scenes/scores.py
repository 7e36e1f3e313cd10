"""Final scores: a stacked bar per player by VP source, the winner and the tie-break."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.grammar import Voice
from game.ui import theme
from game.ui.scenes.base import Scene
from tabletop.ui.registry import register
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, panel

SOURCES: tuple[tuple[str, str, theme.Colour], ...] = (
    ("during", "VP during the game", (240, 190, 70)),
    ("empire", "Empire cards", (90, 170, 240)),
    ("technologies", "Technologies", (150, 110, 230)),
    ("faction", "Faction", (90, 200, 140)),
)
TIEBREAK_WORDS = {"credits": "most credits", "empire": "most Empire cards", "shared": "a shared victory",
                  "": ""}


@register
class ScoresScene(Scene):
    name = "scores"

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        st = session.state
        self.names = [p.name for p in st.players]
        humans = session.humans()  # the one human of a solo game is "you"; in hot seat, a seat named "You"
        self.voice = Voice.reading(self.names, humans[0] if len(humans) == 1 else None)
        self.final: dict[int, dict[str, int]] = {int(k): v for k, v in st.final.items()}
        self.winners: tuple[int, ...] = tuple(st.winners)
        self.tiebreak: str = st.tiebreak or ""
        self.credits = [p.credits for p in st.players]
        self.buttons = ButtonGroup()
        self.frames_drawn = 0
        self.t = 0.0
        app.sound.play("score")
        if app.settings.hints and not app.smoke:  # the first game is over: hints off from now on
            app.settings.hints = False
            app.save_settings()

    def total(self, seat: int) -> int:
        f = self.final.get(seat, {})
        return int(f.get("total", sum(int(f.get(k, 0)) for k, _, _ in SOURCES)))

    def resize(self, w: int, h: int) -> None:
        sc = self.app.scale
        bw, bh = sc(220), sc(44)
        self.buttons.set([
            Button(pygame.Rect(w // 2 - bw - sc(10), h - sc(70), bw, bh), "Main menu", self.to_menu, key="menu",
                   size=sc(17)),
            Button(pygame.Rect(w // 2 + sc(10), h - sc(70), bw, bh), "Back to the table", self.back, key="table",
                   size=sc(17)),
        ])

    def to_menu(self) -> None:
        self.app.show("menu")

    def back(self) -> None:
        self.leave()

    def escape(self) -> None:
        self.to_menu()

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        w, h = surf.get_size()
        surf.blit(self.app.starfield(), (0, 0))
        draw_text(surf, "Final scores", (w // 2, sc(24)), sc(40), theme.ACCENT, bold=True, anchor="midtop")
        if self.winners:
            if self.tiebreak == "shared" or len(self.winners) > 1:
                line = f"{self.voice.together(self.winners)} share the victory"
            else:
                line = f"{self.voice.does(self.winners[0], 'wins')}!"
            tb = TIEBREAK_WORDS.get(self.tiebreak, self.tiebreak)
            if tb and self.tiebreak != "shared":
                line += f"  (tie broken by {tb})"
            draw_text(surf, line, (w // 2, sc(76)), sc(24), theme.TEXT, bold=True, anchor="midtop")
        chart = pygame.Rect(sc(80), sc(130), w - sc(160), h - sc(290))
        panel(surf, chart.inflate(sc(40), sc(30)), theme.PANEL, theme.PANEL_EDGE, radius=sc(10), alpha=200)
        n = max(1, len(self.names))
        top = max([self.total(s) for s in range(n)] + [1])
        grow = min(1.0, self.t / 0.8) if self.app.settings.anim_speed > 0 else 1.0
        slot = chart.w // n
        bar_w = min(sc(110), slot // 2)
        base_y = chart.bottom - sc(40)
        usable = base_y - chart.y - sc(40)
        colours = [theme.SEAT_COLOURS[c.colour % len(theme.SEAT_COLOURS)] for c in self.session.seats]
        for seat in range(n):
            f = self.final.get(seat, {})
            x = chart.x + seat * slot + (slot - bar_w) // 2
            y = base_y
            for key, _label, col in SOURCES:
                v = max(0, int(f.get(key, 0)))
                hh = round(usable * v / top * grow)
                if hh > 0:
                    r = pygame.Rect(x, y - hh, bar_w, hh)
                    pygame.draw.rect(surf, col, r)
                    pygame.draw.rect(surf, theme.mix(col, (0, 0, 0), 0.4), r, 1)
                    if hh >= sc(16):
                        draw_text(surf, str(v), r.center, sc(13), theme.TEXT_DARK, bold=True, anchor="center")
                y -= hh
            total = self.total(seat)
            draw_text(surf, f"{total} VP", (x + bar_w // 2, y - sc(4)), sc(18), theme.TEXT, bold=True,
                      anchor="midbottom")
            crown = "★ " if seat in self.winners else ""
            draw_text(surf, crown + self.names[seat], (x + bar_w // 2, base_y + sc(6)), sc(15),
                      colours[seat] if seat < len(colours) else theme.TEXT, bold=True, anchor="midtop")
            paid = int(f.get("blockade_credits", 0))
            extra = f"{self.credits[seat]}¢ left" + (f", paid {paid}¢ for blockades" if paid else "")
            draw_text(surf, extra, (x + bar_w // 2, base_y + sc(24)), sc(11), theme.TEXT_DIM, anchor="midtop")
        # legend
        lx = chart.x
        ly = chart.y - sc(8)
        for _key, label, col in SOURCES:
            pygame.draw.rect(surf, col, (lx, ly, sc(14), sc(14)))
            r = draw_text(surf, label, (lx + sc(20), ly - sc(1)), sc(13), theme.TEXT)
            lx = r.right + sc(24)
        self.buttons.draw(surf)
        self.frames_drawn += 1
