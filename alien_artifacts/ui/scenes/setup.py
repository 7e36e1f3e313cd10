"""New game: 2-5 seats (Human or AI with a level), names, colours, factions, optional seed; solo presets."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from alien_artifacts.engine.names import clean_name, name_text
from alien_artifacts.ui.match_start import SOLO_NAME, ai_name, solo_seats, start_game
from alien_artifacts.ui.session import LEVELS, SeatConfig
from game.ui import theme
from game.ui.scenes.base import Scene
from tabletop.ui.registry import register
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, panel

DEFAULT_NAMES = ("Ann", "Bo", "Cyd", "Dee", "Eli")
MAX_NAME = 14
SEAT_COL = 44  # design pixels at a row's left for its seat number (seats count from 1)


@register
class SetupScene(Scene):
    name = "setup"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.seats: list[SeatConfig] = solo_seats(1)
        self.seed_text = ""
        self.editing: int | None = None  # seat index whose name is being typed; -1 = the seed
        self.buttons = ButtonGroup()
        self.error = ""

    # ---- data --------------------------------------------------------------------------------
    def factions(self) -> list[tuple[str | None, str]]:
        cards = self.app.cards(wait=False)
        out: list[tuple[str | None, str]] = [(None, "Random faction")]
        if cards is not None:
            out += [(fid, f.name) for fid, f in sorted(cards.factions.items(), key=lambda kv: kv[1].name)]
        return out

    def solo(self, n_ai: int) -> None:
        self.seats = solo_seats(n_ai)
        self.editing = None  # the name being typed may belong to a seat that is gone
        self.rebuild()

    def add(self) -> None:
        if len(self.seats) < 5:
            used = {s.colour for s in self.seats}
            colour = next(i for i in range(len(theme.SEAT_COLOURS)) if i not in used)
            self.seats.append(SeatConfig(DEFAULT_NAMES[len(self.seats)], True, "normal", colour))
            self.name_humans()
            self.rebuild()

    def remove(self, i: int) -> None:
        if len(self.seats) > 2:
            del self.seats[i]
            self.editing = None
            self.rebuild()

    def toggle_human(self, i: int) -> None:
        s = self.seats[i]
        s.human = not s.human
        if not s.human and not s.name.startswith("AI"):
            s.name = ai_name(i)
        elif s.human and s.name.startswith("AI"):
            s.name = DEFAULT_NAMES[i]
        self.name_humans()
        self.rebuild()

    def name_humans(self) -> None:
        """Several humans share the screen (hot seat): the log says "you" to whoever's screen it is, so no seat
        is left named "You" (it would read as someone else's "you"); a lone human may keep it."""
        humans = [s for s in self.seats if s.human]
        for i, s in enumerate(self.seats):
            if len(humans) > 1 and s.human and s.name.strip().casefold() == SOLO_NAME.casefold():
                taken = {x.name for x in self.seats}
                s.name = next((n for n in DEFAULT_NAMES if n not in taken), f"Player {i + 1}")

    def cycle_level(self, i: int) -> None:
        s = self.seats[i]
        s.level = LEVELS[(LEVELS.index(s.level) + 1) % len(LEVELS)] if s.level in LEVELS else "normal"
        self.rebuild()

    def cycle_colour(self, i: int) -> None:
        used = {s.colour for j, s in enumerate(self.seats) if j != i}
        c = self.seats[i].colour
        for _ in range(len(theme.SEAT_COLOURS)):
            c = (c + 1) % len(theme.SEAT_COLOURS)
            if c not in used:
                break
        self.seats[i].colour = c
        self.rebuild()

    def cycle_faction(self, i: int) -> None:
        facs = [f for f, _ in self.factions()]
        taken = {s.faction for j, s in enumerate(self.seats) if j != i and s.faction}
        cur = self.seats[i].faction
        k = facs.index(cur) if cur in facs else 0
        for _ in range(len(facs)):
            k = (k + 1) % len(facs)
            if facs[k] is None or facs[k] not in taken:
                break
        self.seats[i].faction = facs[k]
        self.rebuild()

    def start(self) -> None:
        seed = int(self.seed_text) if self.seed_text.isdigit() else None
        for i, s in enumerate(self.seats):
            s.name = clean_name(s.name, f"Player {i + 1}", MAX_NAME)
        names = [s.name for s in self.seats]
        if len(set(names)) != len(names):
            self.error = "Every player needs a different name."
            return
        start_game(self.app, list(self.seats), seed=seed)

    # ---- layout ------------------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        self.rebuild()

    def rows(self) -> list[pygame.Rect]:
        sc = self.app.scale
        w, _h = self.app.screen.get_size()
        x = w // 2 - sc(520)
        return [pygame.Rect(x, sc(176) + i * sc(62), sc(1040), sc(52)) for i in range(len(self.seats))]

    def rebuild(self) -> None:
        sc = self.app.scale
        w, h = self.app.screen.get_size()
        btns: list[Button] = []
        fs = sc(15)
        top = pygame.Rect(w // 2 - sc(520), sc(110), sc(1040), sc(40))
        for k, n in enumerate((1, 2, 3, 4)):
            btns.append(Button(pygame.Rect(top.x + k * sc(190), top.y, sc(180), top.h), f"Solo vs {n} AI",
                               partial(self.solo, n), key=f"solo{n}", size=fs))
        btns.append(Button(pygame.Rect(top.right - sc(230), top.y, sc(230), top.h), "+ Add a player", self.add,
                           key="add", enabled=len(self.seats) < 5, size=fs))
        facs = dict(self.factions())
        for i, r in enumerate(self.rows()):
            s = self.seats[i]
            x = r.x + sc(SEAT_COL)
            y = r.y + sc(8)
            hh = r.h - sc(16)
            btns.append(Button(pygame.Rect(x, y, sc(230), hh), s.name + ("▏" if self.editing == i else ""),
                               partial(self.edit, i), key=f"name{i}", size=fs, selected=self.editing == i))
            x += sc(240)
            btns.append(Button(pygame.Rect(x, y, sc(110), hh), "Human" if s.human else "AI",
                               partial(self.toggle_human, i), key=f"kind{i}", size=fs))
            x += sc(120)
            btns.append(Button(pygame.Rect(x, y, sc(120), hh), s.level.capitalize() if not s.human else "—",
                               partial(self.cycle_level, i), key=f"level{i}", enabled=not s.human, size=fs))
            x += sc(130)
            btns.append(Button(pygame.Rect(x, y, sc(120), hh), theme.SEAT_COLOUR_NAMES[s.colour],
                               partial(self.cycle_colour, i), key=f"colour{i}", size=fs,
                               colour=theme.mix(theme.PANEL_HI, theme.SEAT_COLOURS[s.colour], 0.45)))
            x += sc(130)
            btns.append(Button(pygame.Rect(x, y, sc(250), hh), facs.get(s.faction, "Random faction"),
                               partial(self.cycle_faction, i), key=f"faction{i}", size=fs))
            x += sc(260)
            btns.append(Button(pygame.Rect(x, y, sc(60), hh), "✕", partial(self.remove, i), key=f"remove{i}",
                               enabled=len(self.seats) > 2, size=fs))
        by = h - sc(90)
        btns.append(Button(pygame.Rect(w // 2 - sc(520), by, sc(260), sc(44)),
                           "Seed: " + (self.seed_text or "random") + ("▏" if self.editing == -1 else ""),
                           lambda: self.edit(-1), key="seed", size=fs, selected=self.editing == -1))
        btns.append(Button(pygame.Rect(w // 2 + sc(520) - sc(260), by, sc(260), sc(44)), "Start the game",
                           self.start, key="start", size=sc(18), colour=(50, 90, 60)))
        btns.append(Button(pygame.Rect(w // 2 + sc(520) - sc(440), by, sc(160), sc(44)), "Back",
                           self.leave, key="back", size=fs))
        self.buttons.set(btns)

    def edit(self, i: int) -> None:
        self.editing = None if self.editing == i else i
        if self.editing is not None:
            pygame.key.start_text_input()
        self.rebuild()

    # ---- events ------------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.editing is not None and self.editing >= len(self.seats):
            self.editing = None
        if self.editing is not None and ev.type == pygame.TEXTINPUT:
            if self.editing == -1:
                self.seed_text = (self.seed_text + "".join(c for c in ev.text if c.isdigit()))[:9]
            else:
                s = self.seats[self.editing]
                s.name = name_text(s.name + ev.text)[:MAX_NAME]
            self.rebuild()
            return
        if self.editing is not None and ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_BACKSPACE:
                if self.editing == -1:
                    self.seed_text = self.seed_text[:-1]
                else:
                    self.seats[self.editing].name = self.seats[self.editing].name[:-1]
                self.rebuild()
                return
            if ev.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_TAB):
                self.editing = None
                self.rebuild()
                return
        if self.buttons.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            self.leave()

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        w, h = surf.get_size()
        surf.blit(self.app.starfield(), (0, 0))
        draw_text(surf, "New game", (w // 2, sc(30)), sc(40), theme.ACCENT, bold=True, anchor="midtop")
        draw_text(surf, "2 to 5 players: humans share this screen (hot seat), AI seats play by themselves. "
                  "Click a field to change it.", (w // 2, sc(80)), sc(14), theme.TEXT_DIM, anchor="midtop")
        rows = self.rows()
        if rows:  # column names over the seat rows
            draw_text(surf, "Seat", (rows[0].x + sc(SEAT_COL) // 2, rows[0].y - sc(3)), sc(12), theme.TEXT_DIM,
                      anchor="midbottom")
            x = rows[0].x + sc(SEAT_COL)
            for word, width in (("Name (click to type)", 240), ("Player", 120), ("AI level", 130), ("Colour", 130),
                                ("Faction", 260)):
                draw_text(surf, word, (x + sc(6), rows[0].y - sc(3)), sc(12), theme.TEXT_DIM, anchor="bottomleft")
                x += sc(width)
        for i, r in enumerate(rows):
            col = theme.SEAT_COLOURS[self.seats[i].colour]
            panel(surf, r, theme.PANEL, col, radius=sc(8), alpha=210, width=2)
            draw_text(surf, str(i + 1), (r.x + sc(SEAT_COL) // 2 + sc(2), r.centery), sc(20), col, bold=True,
                      anchor="center")  # seats are numbered from 1, as the log and the names count them
        self.buttons.draw(surf)
        if self.error:
            draw_text(surf, self.error, (w // 2, h - sc(130)), sc(15), theme.DANGER, anchor="midbottom")
