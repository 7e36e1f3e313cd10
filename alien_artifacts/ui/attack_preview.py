"""The risk of an attack, shown before the drop (issue 31, item 3): while a Ship is dragged over a target it may
attack (the Alien System, an opponent's board), and while an attack option's button is under the mouse or has the
keyboard focus, a panel by the Ship (or by the button) says the attack value of each Ship and the bonuses that
count or do not, the chance of each row, what each row of the target's table does to the attacking Ships (and
what the Defense Plan cards the defender might hold do there), and the risk to each Ship.

Every number is the match layer's (alien_artifacts/match/attack_facts.py, read from the viewer's own View, R33-R34);
this module only lays the lines out. It is one of the renderer's overlays (`TableRenderer.overlays`); it reads
only what `PreviewTable` names of the table (the renderer answers it), so it imports none of the table's parts.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

import pygame

from alien_artifacts.engine.choices import Option
from alien_artifacts.match.attack_facts import attack_facts, attack_lines
from alien_artifacts.ui.session import Session
from alien_artifacts.ui.sprites import table_sprites as ts
from alien_artifacts.ui.table_model import TableModel
from game.ui import theme
from game.ui.scenes.base import Host
from tabletop.ui.drag import Drag, Move
from tabletop.ui.gesture import Gesture
from tabletop.ui.widgets import ButtonGroup, draw_text, panel, wrap


class PreviewInput(Protocol):
    """What the preview reads of the table's input (alien_artifacts/ui/table_input.py)."""

    @property
    def drag(self) -> Drag | None: ...
    @property
    def gesture(self) -> Gesture: ...
    @property
    def popup(self) -> list[Move]: ...
    @property
    def confirm(self) -> tuple[str, Move] | None: ...
    @property
    def option_buttons(self) -> ButtonGroup: ...


class PreviewGeometry(Protocol):
    """What the preview reads of where things lie (alien_artifacts/ui/table_geometry.py)."""

    @property
    def scene(self) -> ts.Scene | None: ...


class PreviewTable(Protocol):
    """What the preview reads of the table: the renderer (alien_artifacts/ui/table_render.py) answers it."""

    @property
    def app(self) -> Host: ...
    @property
    def session(self) -> Session: ...
    @property
    def model(self) -> TableModel: ...
    @property
    def input(self) -> PreviewInput: ...
    @property
    def geometry(self) -> PreviewGeometry: ...

PANEL_W = 470  # the panel's width at 1280x720 (scaled)
STYLE = {  # line style -> (colour, bold)
    "title": (theme.ACCENT, True), "ship": (theme.TEXT, True), "odds": (theme.TEXT, False),
    "off": (theme.DANGER, False), "head": (theme.ACCENT, False), "row": (theme.TEXT, False),
    "risk": ((255, 150, 120), True), "note": (theme.TEXT_DIM, False),
}


def attack_target(keys: tuple[str, ...], options: Iterable[Option]) -> str | None:
    """The target ("alien" or a seat as text) of an attack option among `keys`, read from its fields."""
    for k in keys:
        o = next((o for o in options if o.key == k), None)
        if o is not None and o.verb == "target" and o.arg != "none":
            return "alien" if o.arg == "alien" else str(o.seat)
    return None


class AttackPreview:
    """Draws the panel for the renderer (an overlay), from the facts of the viewer's View; cached per position."""

    def __init__(self, renderer: PreviewTable) -> None:
        self.renderer = renderer
        self._cache: dict[tuple[object, ...], list[tuple[str, str]]] = {}
        self.shown: str | None = None  # the target the panel was last drawn for (tests read it)

    def lines(self, target: str) -> list[tuple[str, str]]:
        """The panel's lines for an attack on `target` now, or [] (not the viewer's attack choice)."""
        r = self.renderer
        model, session = r.model, r.session
        p = model.pending
        if p is None or not model.my_choice() or p.kind != "target":
            return []
        key = (session.version, model.viewer, target)
        if key not in self._cache:
            if len(self._cache) > 16:
                self._cache.clear()
            view = session.view(model.viewer)
            f = attack_facts(view, target)
            names = [pl.name for pl in view.state.players]
            self._cache[key] = attack_lines(f, view.cards, names) if f is not None else []
        return self._cache[key]

    def hovered(self) -> tuple[str, pygame.Rect] | None:
        """The attack under way now: a dragged Ship over a target (the held card's rect), else an attack option's
        button under the mouse or with the focus (the button's rect)."""
        r = self.renderer
        inp = r.input
        p = r.model.pending
        if p is None:
            return None
        if inp.drag is not None:
            moves = inp.gesture.hovered()
            for m in moves:
                t = attack_target(m.keys, p.options)
                if t is not None:
                    return t, inp.drag.draw_rect()
            return None
        if inp.popup or inp.confirm is not None:
            return None
        group = inp.option_buttons
        pos = pygame.mouse.get_pos()
        b = next((b for b in group.buttons if b.rect.collidepoint(pos)), None)
        if b is None and 0 <= group.focus < len(group.buttons):
            b = group.buttons[group.focus]
        if b is None or not b.key.startswith("opt:"):
            return None
        t = attack_target((b.key[4:],), p.options)
        return (t, b.rect) if t is not None else None

    def mark_chosen(self, surf: pygame.Surface, renderer: PreviewTable) -> None:
        """At the choice of the Offensive's Ships (R35): a gold frame and a tick on each Ship chosen so far (the
        choice's `chosen` info), on the strip that shows when Ships stack, so the table shows what Done sends."""
        p = renderer.model.pending
        scene = renderer.geometry.scene
        if p is None or p.kind != "fleet" or not renderer.model.my_choice() or scene is None:
            return
        sc = renderer.app.scale
        size = max(theme.MIN_TEXT_PX, sc(11))
        sprites = list(scene.sprites)
        for uid in p.info_get("chosen").split():
            s = scene.sprite(f"card:{uid}")
            if s is None:
                continue
            # the part that shows: down to the next card stacked over it (drawn after it, lower on the table)
            above = [o.rect.y for o in sprites[sprites.index(s) + 1:]
                     if o.rect.colliderect(s.rect) and o.rect.y > s.rect.y]
            shown = pygame.Rect(s.rect.x, s.rect.y, s.rect.w, (min(above) if above else s.rect.bottom) - s.rect.y)
            pygame.draw.rect(surf, theme.ACCENT, shown.inflate(sc(4), sc(2)), width=max(2, sc(2)),
                             border_radius=sc(5))
            tag = pygame.Rect(0, 0, size + sc(10), size + sc(4))
            tag.midleft = (s.rect.x + sc(20), s.rect.y + sc(10))
            panel(surf, tag, theme.ACCENT, None, radius=sc(4))
            draw_text(surf, "☑", tag.center, size, theme.TEXT_DARK, bold=True, anchor="center")

    def draw(self, surf: pygame.Surface, renderer: PreviewTable) -> None:
        """The overlay: the chosen Ships' marks, and the panel beside the held Ship or the hovered button when
        there is an attack to show."""
        self.mark_chosen(surf, renderer)
        self.shown = None
        found = self.hovered()
        if found is None:
            return
        target, anchor = found
        lines = self.lines(target)
        if not lines:
            return
        sc = renderer.app.scale
        size = max(theme.MIN_TEXT_PX, sc(12))
        pad = sc(8)
        W, H = surf.get_size()
        width = min(sc(PANEL_W), W - 8)
        laid: list[tuple[str, str]] = []
        for style, text in lines:
            bold = STYLE.get(style, (theme.TEXT, False))[1]
            indent = "    " if text.startswith("  ") else ""
            for i, ln in enumerate(wrap(text.strip(), theme.font(size, bold), width - 2 * pad - sc(14))):
                laid.append((style, (indent if i == 0 else indent + "  ") + ln))
        lh = theme.font(size).get_linesize()
        box = pygame.Rect(0, 0, width, min(H - 8, lh * len(laid) + 2 * pad))
        gap = sc(12)
        # beside the anchor, from its top down (the drop label sits above a held card): right of it if there is
        # room, else left; never over it when it fits anywhere
        if anchor.right + gap + box.w <= W - 4:
            box.topleft = (anchor.right + gap, anchor.y)
        else:
            box.topleft = (anchor.x - gap - box.w, anchor.y)
        box.clamp_ip(surf.get_rect().inflate(-8, -8))
        panel(surf, box, (14, 18, 34), theme.ACCENT, radius=sc(8), alpha=245, width=2)
        y = box.y + pad
        for style, text in laid:
            if y + lh > box.bottom:
                break
            colour, bold = STYLE.get(style, (theme.TEXT, False))
            draw_text(surf, text, (box.x + pad, y), size, colour, bold=bold)
            y += lh
        self.shown = target
