"""New game of Age of Galaxy: 1-4 players, each seat a human or an AI level, their names, the variants Faction
drafting (G72, 2-4 players) and Explored Galaxy (G73), then Start (the table, over the menu). One player is Standard
Solo against the Virtual Opponent (G74). Esc or Back returns to the menu.

Click a name to type it (Enter or a click elsewhere ends it); click a seat's kind to go round human, easy, normal,
hard. What the engine refuses (new_match's ValueError) is said in one line and nothing starts.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from age_of_galaxy.ui import menu_part
from age_of_galaxy.ui.start import HUMAN, SEAT_KINDS
from tabletop.ui import theme
from tabletop.ui.registry import register
from tabletop.ui.scene import Host, Scene
from tabletop.ui.widgets import Button, ButtonGroup, draw_text, draw_wrapped, panel

MAX_NAME = 16
NAMES = ("You", "Vega", "Orion", "Lyra")  # the default names; an AI seat is "AI n"
KIND_WORDS = {"human": "Human", "easy": "AI: Easy", "normal": "AI: Normal", "hard": "AI: Hard"}


def default_name(i: int, kind: str) -> str:
    return NAMES[i] if kind == HUMAN else f"AI {i + 1}"


@register
class AogSetupScene(Scene):
    name = "aog_setup"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.kinds: list[str] = [HUMAN, "normal", "normal", "normal"]
        self.names: list[str] = [default_name(i, k) for i, k in enumerate(self.kinds)]
        self.players = 2
        self.drafting = False
        self.explored = False
        self.editing: int | None = None
        self.error = ""
        self.buttons = ButtonGroup()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.head_y = self.solo_y = self.variants_y = 0
        self.seat_ys: list[int] = []

    # ---- choices ---------------------------------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.players = n
        self.editing = None
        self.error = ""
        if n == 1:
            self.drafting = False  # G72 is for 2-4 players
        self.relayout()

    def cycle_kind(self, i: int) -> None:
        old = self.kinds[i]
        new = SEAT_KINDS[(SEAT_KINDS.index(old) + 1) % len(SEAT_KINDS)]
        if self.names[i] == default_name(i, old):  # a name the player did not type follows the kind
            self.names[i] = default_name(i, new)
        self.kinds[i] = new
        self.relayout()

    def edit(self, i: int) -> None:
        self.editing = None if self.editing == i else i
        self.relayout()

    def toggle(self, which: str) -> None:
        if which == "drafting":
            self.drafting = not self.drafting
        else:
            self.explored = not self.explored
        self.relayout()

    def settings(self) -> tuple[list[str], list[str]]:
        """The names (cleaned: printable, bounded, a blank one its default) and the seats' kinds of the game."""
        n = self.players
        names = ["".join(c for c in self.names[i] if c.isprintable()).strip()[:MAX_NAME] or
                 default_name(i, self.kinds[i]) for i in range(n)]
        return names, self.kinds[:n]

    def start(self) -> None:
        names, kinds = self.settings()
        if len({x.casefold() for x in names}) != len(names):
            self.error = "Every player needs a different name."
            return
        self.editing = None
        self.error = menu_part.start(self.app, names, kinds, solo=self.players == 1, drafting=self.drafting,
                                     explored=self.explored)
        if not self.error:  # the table is on top: the setup under it goes, so leaving the table is the menu
            self.app.pop(self)

    # ---- scene -----------------------------------------------------------------------------------------------------
    def on_top(self) -> None:
        self.relayout()

    def resize(self, w: int, h: int) -> None:
        self.relayout()

    def relayout(self) -> None:
        sc = self.app.scale
        w, h = self.app.screen.get_size()
        bw = min(sc(760), w - sc(40))
        self.box = pygame.Rect(w // 2 - bw // 2, sc(30), bw, h - sc(60))
        x0, y = self.box.x + sc(30), self.box.y + sc(80)
        fs, bh = sc(17), sc(36)
        btns: list[Button] = []

        def add(rect: pygame.Rect, label: str, action: Callable[[], object] | None, key: str, **kw: object) -> None:
            btns.append(Button(rect, label, action, key=key, size=fs, **kw))  # type: ignore[arg-type]

        for n in range(1, 5):
            add(pygame.Rect(x0 + sc(150) + (n - 1) * sc(70), y, sc(60), bh), str(n),
                partial(self.set_players, n), f"players{n}", selected=self.players == n)
        y += bh + sc(22)
        self.head_y = y
        y += sc(26)
        self.seat_ys = []
        for i in range(self.players):
            self.seat_ys.append(y)
            add(pygame.Rect(x0 + sc(40), y, sc(300), bh), self.names[i] + ("▏" if self.editing == i else ""),
                partial(self.edit, i), f"name{i}", selected=self.editing == i)
            add(pygame.Rect(x0 + sc(360), y, sc(200), bh), KIND_WORDS.get(self.kinds[i], self.kinds[i]),
                partial(self.cycle_kind, i), f"kind{i}")
            y += bh + sc(8)
        if self.players == 1:
            y += sc(4)
            self.solo_y = y
            y += sc(34)
        y += sc(16)
        add(pygame.Rect(x0, y, sc(340), bh),
            ("☑ " if self.drafting else "☐ ") + "Faction drafting (G72)", lambda: self.toggle("drafting"), "drafting",
            enabled=self.players > 1, selected=self.drafting)
        add(pygame.Rect(x0 + sc(360), y, sc(340), bh), ("☑ " if self.explored else "☐ ") + "Explored Galaxy (G73)",
            lambda: self.toggle("explored"), "explored", selected=self.explored)
        self.variants_y = y + bh + sc(6)
        by = self.box.bottom - sc(60)
        add(pygame.Rect(self.box.centerx - sc(230), by, sc(220), sc(44)), "Back", self.leave, "back")
        add(pygame.Rect(self.box.centerx + sc(10), by, sc(220), sc(44)), "Start", self.start, "start",
            colour=(60, 90, 60))
        add(pygame.Rect(self.box.right - sc(52), self.box.y + sc(14), sc(38), sc(38)), "?",
            lambda: self.app.open("aog_help"), "help", tooltip="Rules in brief and glossary (F1)")
        self.buttons.set(btns)

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.editing is not None:
            i = self.editing
            if ev.type == pygame.TEXTINPUT:
                self.names[i] = (self.names[i] + "".join(c for c in ev.text if c.isprintable()))[:MAX_NAME]
                self.relayout()
                return
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_BACKSPACE:
                self.names[i] = self.names[i][:-1]
                self.relayout()
                return
            if ev.type == pygame.KEYDOWN and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                                                         pygame.K_TAB):
                self.editing = None
                self.relayout()
                return
            if ev.type == pygame.KEYDOWN:
                return  # letters come as TEXTINPUT; other keys do nothing while typing
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.editing is not None and \
                not any(b.hit(ev.pos) for b in self.buttons.buttons if b.key == f"name{self.editing}"):
            self.editing = None  # a click elsewhere ends the typing (and does what it does)
            self.relayout()
        super().handle_event(ev)

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        self.app.backdrop(surf)
        panel(surf, self.box, theme.PANEL, theme.PANEL_EDGE, radius=sc(12), alpha=225)
        draw_text(surf, "AGE OF GALAXY — NEW GAME", (self.box.centerx, self.box.y + sc(18)), sc(30), theme.ACCENT,
                  bold=True, anchor="midtop")
        x0 = self.box.x + sc(30)
        y = self.box.y + sc(80)
        draw_text(surf, "Players", (x0, y + sc(8)), sc(18), theme.TEXT, anchor="topleft")
        draw_text(surf, "Name (click to type it)", (x0 + sc(40), self.head_y), sc(14), theme.TEXT_DIM)
        draw_text(surf, "Plays as (click to change)", (x0 + sc(360), self.head_y), sc(14), theme.TEXT_DIM)
        bh = sc(36)
        for i, sy in enumerate(self.seat_ys):
            draw_text(surf, f"{i + 1}.", (x0 + sc(30), sy + bh // 2), sc(18), theme.ACCENT, bold=True,
                      anchor="midright")
        if self.players == 1:
            draw_text(surf, "Standard Solo: you against the Virtual Opponent (G74)", (x0, self.solo_y + sc(6)),
                      sc(16), theme.TEXT_DIM, anchor="topleft")
        words = ("Faction drafting: each player drafts from packs of 7 faction cards instead of the setup discard "
                 "(2-4 players). Explored Galaxy: all five System cards face up from the start.")
        draw_wrapped(surf, words, pygame.Rect(x0, self.variants_y, self.box.w - sc(60), sc(60)), sc(14),
                     theme.TEXT_DIM)
        if self.editing is not None:
            draw_text(surf, "Type the name; Enter to finish", (x0, self.variants_y + sc(64)), sc(14), theme.TEXT_DIM,
                      anchor="topleft")
        line = self.error
        if line:
            draw_text(surf, line[:160], (self.box.centerx, self.box.bottom - sc(70)), sc(16), theme.DANGER,
                      anchor="midbottom")
        self.buttons.draw(surf)
