"""F1: a rules summary, the player aid and the controls (an overlay over any scene)."""

from __future__ import annotations

from typing import Any

import pygame

from alien_artifacts.ui import glossary
from alien_artifacts.ui.sprites import symbols
from game.ui import theme
from game.ui.scenes.base import Scene
from tabletop.ui.registry import register
from tabletop.ui.widgets import draw_text, draw_wrapped, fit_size, panel, shade, wrapped_height

PAGES: tuple[tuple[str, str], ...] = (
    ("Your turn", (
        "1. ACTION: exactly one action (if none is legal you pass). ADDITIONALLY abilities are free, before "
        "or after the action. Alien Artifacts are free whenever you decide on your own turn: also while "
        "paying, choosing a side or a target, and in the draw step.\n"
        "2. DRAW: discard any Resource cards you like, then draw up to 3. Artifacts and Defense Plans never "
        "count toward the hand limit.\n\n"
        "Goal: the most VP. The game ends when the Resource deck runs out with the Round marker on 1; the "
        "round is finished so everyone has had the same number of turns.\n\n"
        "Final scoring: VP gained during the game + 1 per Empire card + each operational Technology's "
        "end-scoring + your faction's end scoring. Ties: most credits, then most Empire cards.")),
    ("Basic actions", (
        "BUY: 5¢ for the top card of the Ship, Technology or Planet deck (+1¢ per extra card drawn; keep one).\n"
        "BUILD a Ship: 5 red + 1 per Ship in your Empire. DEVELOP a Technology: 5 blue + 1 per Technology. "
        "DISCOVER a Planet: 5 green + 1 per Planet. Then choose the side: logistics (ongoing bonus) or "
        "operational (attack / scoring / production).\n"
        "PREPARE: attach Resource cards to cards of one Under Construction row; they pay for that card later "
        "and do not count against the assembly limit then.\n"
        "TRADE: discard one colour (gold counts), 1¢ per symbol. REMOVE BLOCKADES: 2 symbols of the row's "
        "colour per token.\n"
        "Gold counts as any colour for basic actions. Assembly limit: 2 cards per action.")),
    ("Operational actions", (
        "START AN OFFENSIVE: 5 red (no gold). You choose which operational Ships attack and one target: the "
        "Alien System or one player. Each Ship reveals a Resource card: its number + bonuses = attack value "
        "(4+ uses row 4).\n"
        "GAIN REVENUE: 5 blue (no gold). Each operational Technology reveals a card; a matching Type scores it.\n"
        "MINE THE PLANETS: 5 green (no gold). Each operational Planet produces 1.\n"
        "FACTION ACTION: always available, any number of turns.\n"
        "Produce: tuck a Resource card under the Planet with one section showing; a section matching the "
        "Planet's Type may show and gives 1 VP, otherwise the one with fewer symbols.\n"
        "Blockade tokens switch a card's ability off; pay 1¢ per token to use it once.")),
    ("Player aid", (
        "SHIPS, logistics side by Type (ongoing): Explore +1 assembly limit for Discover; Expand +1 for Develop; "
        "Exterminate +1 for Build; Exploit +1 for Trade and a Defense Plan when built. Operational side: the "
        "Ship's attack ability.\n"
        "PLANETS, logistics side by Type (ongoing): Explore: Discover costs 2 less; Expand: Develop 2 less; "
        "Exterminate: Build 2 less; Exploit: Buy 2¢ less. Operational side: produce 3 now, then Mine.\n"
        "TECHNOLOGIES: logistics = the printed ONGOING / ADDITIONALLY / ACTION ability; operational = a scoring "
        "table (during the game / at the end), scored when a revealed Resource matches its Type.\n\n"
        "Deck tops show their logistics side; the Type icon in the corner hints at the other side.\n"
        "Costs: 5 + 1 per card of that kind in your Empire, minus discounts; excess payment is lost.")),
    ("The table", (
        "TOP: the other players' boards: one column per kind (Ships, Technologies, Planets), Under "
        "Construction above, Empire below. Their hands are hidden: only how many cards they hold shows.\n"
        "CENTRE: the three decks (the top card's logistics side), the Resource deck and its discard pile, the "
        "Alien System and the Basic Defense Plan with their attack rows (1, 2, 3, 4+), then the cards drawn or "
        "revealed right now.\n"
        "BOTTOM: your board with the Offensive, Revenue, Mine and Faction boxes, and your hand.\n"
        "RIGHT: the choice you must make, its options as buttons, the last message and the game log.\n\n"
        "Zoom (hover or right-click): both sides of a card; an Under Construction card also shows its "
        "prepared Resources and how many symbols are still needed, a Planet the Resources it produced.\n"
        "An attack shows its value and the row that applies over its target.\n\n"
        "HOT SEAT: with two or more humans, a curtain passes the screen to whoever must choose; while an AI "
        "or another player decides, every hand is face down.")),
    ("Controls", (
        "Drag a card to where it goes: legal places glow. Grab a Resource card by the half you want to use.\n"
        "Resource card -> Under Construction card: pay (build/develop/discover) or prepare.\n"
        "Resource card -> your Bank: trade.  -> your Empire row: remove blockades.  -> Discard: draw step.\n"
        "Deck -> your Under Construction row: buy.  Completed card -> Logistics / Operational half: choose side.\n"
        "Ship -> Alien System or an opponent's board: attack.  Artifact -> the table: play it.\n\n"
        "Click a card to select it and see its moves as buttons; click a glowing place to move it there.\n"
        "Enter: press the focused button (arrows move the focus).  Esc: cancel / menu.  Ctrl+Z or the Undo "
        "button (top right, lit when possible): take back your own decisions, as far back as the last draw or "
        "reveal.  H or the Suggest button: the Hard AI suggests a move for your choice (from what you can "
        "see): it glows on the table, its button is marked and a line says what it gains; nothing is played "
        "until you play it.  R or the Recap button: Since your turn, what each other seat did since your last "
        "turn (it opens by itself after AI turns; a line under the mouse lights its cards).  Ctrl+S: save.  "
        "PageUp / PageDown or the wheel: more options.  Hover or right-click "
        "a card: "
        "zoom.  S on a finished game: the final scores again.  F11: fullscreen.  F1: this help.\n\n"
        "Before a step that would waste paid Resources (excess payment is lost) you are asked to confirm; "
        "this can be turned off in the settings.")),
    ("Glossary", ""),  # the words the table's tooltips show (alien_artifacts/ui/glossary.py), one entry after another
)
GLOSSARY_PAGE = len(PAGES) - 1


@register
class HelpScene(Scene):
    name = "help"
    opaque = False

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.page = 0
        self.first = 0  # the glossary entry at the top of its page (scrolled with the wheel / PageUp / PageDown)
        self._more = False  # the glossary has entries below the page

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN):
                self.leave()
            elif ev.key in (pygame.K_RIGHT, pygame.K_TAB, pygame.K_DOWN):
                self.page = (self.page + 1) % len(PAGES)
            elif ev.key in (pygame.K_LEFT, pygame.K_UP):
                self.page = (self.page - 1) % len(PAGES)
            elif ev.key == pygame.K_PAGEDOWN:
                self.scroll(3)
            elif ev.key == pygame.K_PAGEUP:
                self.scroll(-3)
        elif ev.type == pygame.MOUSEWHEEL:
            self.scroll(-ev.y)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            for i, r in enumerate(self._tabs()):
                if r.collidepoint(ev.pos):
                    self.page = i
                    return
            if not self._box().collidepoint(ev.pos):
                self.leave()

    def scroll(self, entries: int) -> None:
        if self.page == GLOSSARY_PAGE and (entries < 0 or self._more):
            self.first = max(0, min(len(glossary.listing()) - 1, self.first + entries))

    def draw_glossary(self, surf: pygame.Surface, body: pygame.Rect) -> None:
        """The glossary's entries from self.first on, as many as fit: the title in bold, then its words."""
        sc = self.app.scale
        size = max(theme.MIN_TEXT_PX, sc(14))
        y = body.y
        entries = glossary.listing()
        self._more = False
        for i, e in enumerate(entries[self.first:], start=self.first):
            need = wrapped_height(e.text, size, body.w) + theme.font(size, True).get_linesize() + sc(4)
            if y + need > body.bottom and i > self.first:
                self._more = True
                break
            draw_text(surf, e.title, (body.x, y), size, theme.ACCENT, bold=True)
            y += theme.font(size, True).get_linesize()
            y += draw_wrapped(surf, e.text, pygame.Rect(body.x, y, body.w, body.bottom - y), size, theme.TEXT) + sc(4)
        hint = ("▼ more: wheel or PageDown" if self._more else "") + ("   ▲ PageUp" if self.first else "")
        if hint:
            draw_text(surf, hint.strip(), (body.right, body.bottom + sc(2)), max(theme.MIN_TEXT_PX, sc(12)),
                      theme.ACCENT, anchor="topright")

    def _box(self) -> pygame.Rect:
        sc = self.app.scale
        w, h = self.app.screen.get_size()
        r = pygame.Rect(0, 0, min(w - sc(40), sc(1000)), min(h - sc(40), sc(600)))
        r.center = (w // 2, h // 2)
        return r

    def _tabs(self) -> list[pygame.Rect]:
        sc = self.app.scale
        box = self._box()
        tw = (box.w - sc(40)) // len(PAGES)
        return [pygame.Rect(box.x + sc(20) + i * tw, box.y + sc(56), tw - sc(8), sc(32)) for i in range(len(PAGES))]

    def draw(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        shade(surf, 170)
        box = self._box()
        panel(surf, box, theme.PANEL, theme.ACCENT, radius=sc(12), width=2)
        draw_text(surf, "Rules summary & player aid", (box.x + sc(20), box.y + sc(14)), sc(24), theme.ACCENT,
                  bold=True)
        draw_text(surf, "F1 / Esc to close   ← → pages", (box.right - sc(20), box.y + sc(20)), sc(13),
                  theme.TEXT_DIM, anchor="topright")
        for i, r in enumerate(self._tabs()):
            panel(surf, r, theme.PANEL_HI if i == self.page else theme.PANEL,
                  theme.ACCENT if i == self.page else theme.PANEL_EDGE, radius=sc(6))
            size = fit_size(PAGES[i][0], sc(14), i == self.page, r.w - sc(8), theme.MIN_TEXT_PX)  # 7 tabs: narrower
            draw_text(surf, PAGES[i][0], r.center, size, theme.TEXT, bold=i == self.page, anchor="center")
        body = pygame.Rect(box.x + sc(24), box.y + sc(104), box.w - sc(48), box.h - sc(190))
        if self.page == GLOSSARY_PAGE:
            self.draw_glossary(surf, body)
        else:
            draw_wrapped(surf, PAGES[self.page][1], body, sc(15), theme.TEXT)
        # the resource legend: colour AND shape
        lx, ly = box.x + sc(24), box.bottom - sc(70)
        for c in ("blue", "green", "red", "gold"):
            symbols.resource_symbol(surf, c, (lx + sc(10), ly + sc(10)), sc(9))
            r = draw_text(surf, f"{c} · {theme.RESOURCE_WORD[c]}", (lx + sc(26), ly + sc(2)), sc(14), theme.TEXT)
            lx = r.right + sc(30)
        lx, ly = box.x + sc(24), box.bottom - sc(38)
        for t in ("explore", "expand", "exterminate", "exploit"):
            symbols.type_icon(surf, t, (lx + sc(10), ly + sc(10)), sc(9))
            r = draw_text(surf, t.capitalize(), (lx + sc(24), ly + sc(2)), sc(14), theme.TEXT)
            lx = r.right + sc(18)
