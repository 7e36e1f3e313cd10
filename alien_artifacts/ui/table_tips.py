"""The table's tooltips and zoom: every icon and keyword explains itself on hover (issue 25, point 4), and a move
says what it costs before it happens (point 5).

Hot spots (which icon or box is under the mouse: the geometry's `hot_at`, alien_artifacts/ui/table_geometry.py): the
icons and badges a card face reported when it was rendered (Faces.hotspots, mapped to the sprite's screen rect, so a
completed card's new face brings its own), Blockade tokens, and the boxes of the boards and the top bar.
Words: alien_artifacts/ui/glossary.py (the F1 help lists the same entries). Costs: alien_artifacts/ui/preview.py (the
match layer's facts about each pick). The zoom: the card under the mouse (`hover_sid`, shown after ZOOM_DELAY) or the
one pinned by a right click (`pinned_zoom`); the renderer draws both.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from alien_artifacts.ui import glossary
from alien_artifacts.ui.attack_preview import attack_target
from alien_artifacts.ui.preview import rehearse
from alien_artifacts.ui.sprites import table_sprites as ts
from alien_artifacts.ui.table_part import Table, TablePart
from game.ui import theme
from tabletop.ui import textlog
from tabletop.ui.drag import Move
from tabletop.ui.theme import Scale
from tabletop.ui.widgets import panel, render_text, wrap

TIP_DELAY = 0.4  # seconds the mouse rests on an icon before its tooltip shows
STILL_PX = 2  # the mouse moving less than this still counts as resting
TIP_W = 330  # the widest tooltip (scaled)
ZOOM_PAUSE = 0.35  # seconds the mouse rests on a card before its zoom shows (table_render.ZOOM_DELAY)



class TableTips(TablePart):
    """Hot spots, the tooltip, the hovered card, and the cost words of a move."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.tip: tuple[str, str, pygame.Rect] | None = None  # (key, words, the hovered rect) while a tooltip shows
        self.hover_sid: str | None = None  # the sprite under the mouse (its zoom shows after ZOOM_DELAY)
        self.hover_t = 0.0
        self.pinned_zoom: tuple[str, str] | None = None  # a right click keeps a card's zoom up
        self._tip_at: tuple[str, pygame.Rect] | None = None
        self._tip_t = 0.0
        self._tip_pos: tuple[int, int] | None = None
        self._motion_pos: tuple[int, int] | None = None
        self._cost_cache: dict[tuple[int, tuple[str, ...]], str] = {}  # (viewer, keys) -> words, at one version
        self._cost_version = -1  # the game version the cache is of
        self._rest_pos: tuple[int, int] | None = None
        self._button_at: tuple[int, int] | None = None  # a click or a drop here: no zoom until the pointer leaves
        self.reading: list[Callable[[], pygame.Rect | None]] = []  # a scene's panels of words (reading_rects)

    def reading_rects(self) -> list[pygame.Rect]:
        """Where the player reads words now: the prompt, and whatever a scene adds (a lesson's panel). A card's
        zoom never pops up while the pointer rests there, and is never drawn over them."""
        out = [self.geometry.prompt_rect()] if self.geometry.lay is not None else []
        for get in self.reading:
            r = get()
            if r is not None and r.w > 0 and r.h > 0:
                out.append(pygame.Rect(r))
        return out

    def track(self, dt: float) -> None:
        """The sprite under the mouse, and how long the mouse has rested on it (the zoom waits ZOOM_DELAY of a
        pause): the time starts again when the mouse moves before the zoom shows, while a button is held or a card
        dragged, and after a click or a drop until the pointer moves on from it (a drop is not a pause: no zoom pops
        up over the hand the card came from); there is no hovered card under the words being read."""
        pos = self.mouse_pos()
        sid = self.geometry.sprite_at(pos)
        if sid is not None and any(r.collidepoint(pos) for r in self.reading_rects()):
            sid = None
        moved = self._rest_pos is None or abs(pos[0] - self._rest_pos[0]) + abs(pos[1] - self._rest_pos[1]) > STILL_PX
        self._rest_pos = pos
        busy = self.input.drag is not None or self.input.gesture.press is not None
        at = self._button_at
        if at is not None and not busy and abs(pos[0] - at[0]) + abs(pos[1] - at[1]) > STILL_PX:
            self._button_at = None  # the pointer moved on from the click or the drop: its next rest is a pause
        # a drop is not a pause, nor the stillness after it; another card starts its own pause
        if busy or self._button_at is not None or sid != self.hover_sid:
            self.hover_sid, self.hover_t = sid, 0.0
        elif moved and self.hover_t < ZOOM_PAUSE:  # not yet shown: the pause starts again
            self.hover_t = 0.0
        else:  # resting (or shown already: moving over the same card keeps it)
            self.hover_t += dt

    def card_row(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """The row of cards under pos, as drawn: the card there and the cards of the same place and owner beside it
        (a hand, an Empire's Ships), None over no card."""
        scene = self.geometry.scene
        sid = self.geometry.sprite_at(pos)
        s = scene.sprite(sid) if (scene is not None and sid) else None
        if scene is None or s is None:
            return None
        me = self.geometry.drawn(s)
        row = [self.geometry.drawn(o) for o in scene.sprites if o.tag == s.tag and o.owner == s.owner]
        return me.unionall([r for r in row if r.bottom > me.y and r.y < me.bottom])

    def zoom_rect(self, size: tuple[int, int], pos: tuple[int, int], screen: pygame.Rect) -> pygame.Rect:
        """Where a zoom of `size` goes for the pointer at pos: beside the pointer (right, else left), inside the
        screen, never over the row of cards the pointer is on (the cards beside the one zoomed stay in sight), off
        the words being read (the prompt, a lesson's panel) wherever there is room; else where it covers the least
        of them."""
        sc = self.app.scale
        w, h = size
        avoid = self.reading_rects()
        row = self.card_row(pos)
        xs = [pos[0] + sc(24), pos[0] - sc(24) - w]
        ys = [pos[1] - h // 2, pos[1] + sc(24), pos[1] - sc(24) - h, screen.y + 4, screen.bottom - h - 4]
        spots = [(x, y) for x in xs for y in ys]
        if row is not None:  # above or below the row, or beside its ends
            spots += [(x, y) for y in (row.y - sc(8) - h, row.bottom + sc(8)) for x in xs]
            spots += [(x, y) for x in (row.right + sc(12), row.x - sc(12) - w) for y in ys]
        best: tuple[int, int, int, pygame.Rect] | None = None
        for i, (x, y) in enumerate(spots):
            r = pygame.Rect(x, y, w, h).clamp(screen.inflate(-8, -8))
            if r.collidepoint(pos):
                continue
            on_row = r.clip(row).w * r.clip(row).h if row is not None else 0
            covered = sum(r.clip(a).w * r.clip(a).h for a in avoid)
            if best is None or (on_row, covered, i) < best[:3]:
                best = (on_row, covered, i, r)
        if best is None:
            return pygame.Rect(4, 4, w, h)
        return best[3]

    def follow(self, scene: ts.Scene) -> None:
        """After the table was rebuilt: a pinned zoom follows its card (Under Construction, both sides -> in the
        Empire, the side it was put on), so nothing shown on hover describes an earlier state of the game."""
        if self.pinned_zoom is None:
            return
        uid = self.pinned_zoom[0]
        now = next((s.zoom for s in scene.sprites if s.zoom is not None and s.zoom[0] == uid), None)
        if now is not None:
            self.pinned_zoom = now

    def forget(self) -> None:
        """Hot seat: nothing that names a private card stays on screen."""
        self.pinned_zoom = None
        self.hover_sid = None

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.MOUSEMOTION:
            self._motion_pos = ev.pos
        elif ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._motion_pos = ev.pos
            if self.pinned_zoom is None:
                self.hover_t = 0.0  # a click or a drop is not a pause: the zoom waits for the mouse to rest
                self._button_at = ev.pos  # ... after it moved on (no zoom pops over the row a card was dropped on)

    def mouse_pos(self) -> tuple[int, int]:
        """The pointer: the last MOUSEMOTION the table saw, else the system's."""
        return self._motion_pos if self._motion_pos is not None else pygame.mouse.get_pos()

    def tip_words(self, key: str, pos: tuple[int, int]) -> str:
        """The glossary entry, with the facts of the hovered thing when there are some (public, R33)."""
        words = glossary.text_of(key)
        if not words or self.geometry.scene is None:
            return words
        sid = self.geometry.sprite_at(pos)
        s = self.geometry.scene.sprite(sid) if sid else None
        if key == "cost" and s is not None and s.tag == "uc" and s.owner is not None:
            prog = self.session.progress(self.model.shown_seat(), s.sid[5:])  # the rules' progress fact
            if prog is not None and prog.complete:
                words += " Here: paid in full; its side is being chosen."
            elif prog is not None:
                words += (f" Here: {prog.paid_words()}, {prog.left} more to pay." if prog.left
                          else f" Here: {prog.paid_words()}: fully paid.")
        elif key == "blockade" and s is not None and s.owner is not None:
            n = self.model.view().state.players[s.owner].blockades.get(s.sid[5:], 0)
            if n:  # the token lies on the card: its name here (its zoom: rest the mouse beside the token)
                words += f" {self.app.faces.name_of(s.sid[5:])}: {n} token{'s' * (n != 1)}."
        return words

    def cost_words(self, keys: tuple[str, ...]) -> str:
        """What these picks spend or decide alone, from the engine (alien_artifacts/ui/preview.py); cached per
        position."""
        if not keys or not self.model.my_choice():
            return ""
        cache_key = (self.model.viewer, keys)
        if self._cost_version != self.session.version:
            self._cost_cache, self._cost_version = {}, self.session.version
        if cache_key not in self._cost_cache:
            self._cost_cache[cache_key] = rehearse(self.model.facts(), keys)
        return self._cost_cache[cache_key]

    def drop_words(self, moves: list[Move]) -> str:
        """The drop label while dragging: the move and what it costs; for several moves, what they share."""
        if len(moves) == 1:
            m = moves[0]
            extra = self.cost_words(m.keys)
            return f"{m.label}: {extra}" if extra else m.label
        heads = {m.label.split(": ")[0] for m in moves}
        head = heads.pop() if len(heads) == 1 else ""
        extras = {self.cost_words(m.keys) for m in moves}
        extra = extras.pop() if len(extras) == 1 else ""
        tails = [m.label.partition(": ")[2] for m in moves]
        span = f" ({tails[0]} … {tails[-1]})" if head and all(tails) else ""
        text = f"{head}: {len(moves)} choices{span}" if head else f"{len(moves)} choices…"
        return f"{text}: {extra}" if extra else text

    def option_tip(self) -> tuple[str, pygame.Rect] | None:
        """The option button under the mouse (or with keyboard focus): its full label and its cost words."""
        group = self.input.option_buttons
        pos = self.mouse_pos()
        b = next((b for b in group.buttons if b.rect.collidepoint(pos)), None)
        if b is None and 0 <= group.focus < len(group.buttons):
            b = group.buttons[group.focus]
        if b is None or not b.enabled:
            return None
        k = b.key
        if k.startswith("opt:"):
            keys: tuple[str, ...] = (k[4:],)
        elif k.startswith("mv:"):
            keys = tuple(k[3:].split("|"))
        else:
            return None
        p = self.model.pending
        if p is not None and p.kind == "target" and attack_target(keys, p.options) is not None:
            return None  # the attack preview beside the button says it all (its last line); a tip would cover it
        extra = self.cost_words(keys)
        if not extra:
            return None
        return f"{b.label.lstrip('▶☐☑ ')}: {extra}", b.rect

    def target_tip(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """An option aimed at the place under the mouse, with what it costs or why it does nothing (the
        Faction box: the faction action's credits; an opponent's board: an attack that cannot blockade)."""
        p = self.model.pending
        if p is None or not self.model.my_choice() or self.geometry.scene is None:
            return None
        here = self.geometry.targets_at(pos)
        for o in p.options:
            if o.target not in here:
                continue
            words = self.cost_words((o.key,))
            if words:
                rects = [r for r in self.geometry.rect_of_target(o.target) if r.collidepoint(pos)]
                return f"{o.label}: {words}", rects[0] if rects else pygame.Rect(pos, (1, 1))
        return None

    def update_hover(self, dt: float) -> None:
        """Which tooltip shows: an option button's cost at once (mouse or keyboard focus), else an icon's
        glossary words after the mouse rested TIP_DELAY seconds on it (the card's zoom waits meanwhile)."""
        self.tip = None
        busy = self.input.drag is not None or self.input.popup or self.input.confirm is not None
        top: object = self.app.top  # the table scene, or a scene over it
        if busy or top is not self.table:
            self._tip_at = None
            return
        pos = self.mouse_pos()
        opt = self.option_tip()
        if opt is not None:
            self.tip = ("option", opt[0], opt[1])
            return
        hit = self.geometry.hot_at(pos)
        if hit is None:
            target = self.target_tip(pos)
            if target is not None:
                hit = ("target", target[1])
        moved = self._tip_pos is None or abs(pos[0] - self._tip_pos[0]) + abs(pos[1] - self._tip_pos[1]) > STILL_PX
        self._tip_pos = pos
        if hit is None or self._tip_at is None or hit[0] != self._tip_at[0] or moved:
            self._tip_at = hit
            self._tip_t = 0.0
        else:
            self._tip_t += dt
        if hit is None:
            return
        self.hover_t = 0.0  # an icon is explained by its tooltip, not by the card's zoom
        if self._tip_t < TIP_DELAY:
            return
        key, rect = hit
        # (a target hit always has its tip: the "" only tells the type checker so)
        words = (self.target_tip(pos) or ("",))[0] if key == "target" else self.tip_words(key, pos)
        if words:
            self.tip = (key, words, rect)


def draw_tooltip(surf: pygame.Surface, text: str, anchor: pygame.Rect, sc: Scale, prefer: str = "below",
                 role: str = "tooltip") -> pygame.Rect:
    """A small panel of wrapped words beside anchor: inside the window, never covering anchor when there is
    room anywhere around it, never smaller than theme.MIN_TEXT_PX. Returns where it was drawn."""
    size = max(theme.MIN_TEXT_PX, sc(13))
    W, H = surf.get_size()
    title, sep, body = text.partition(": ")
    fb, fr = theme.font(size, True), theme.font(size)
    width = min(sc(TIP_W), W - 8)
    pad = sc(7)
    lines: list[tuple[str, bool]] = []
    if sep and len(title) < 60:
        lines += [(ln, True) for ln in wrap(title + ":", fb, width - 2 * pad)]
        lines += [(ln, False) for ln in wrap(body, fr, width - 2 * pad)]
    else:
        lines += [(ln, False) for ln in wrap(text, fr, width - 2 * pad)]
    lh = fr.get_linesize()
    tw = max((fb if b else fr).size(ln)[0] for ln, b in lines) + 2 * pad
    th = lh * len(lines) + 2 * pad
    box = pygame.Rect(0, 0, min(tw, W - 4), min(th, H - 4))
    gap = sc(6)
    spots = {
        "below": (anchor.centerx - box.w // 2, anchor.bottom + gap),
        "above": (anchor.centerx - box.w // 2, anchor.y - gap - box.h),
        "left": (anchor.x - gap - box.w, anchor.centery - box.h // 2),
        "right": (anchor.right + gap, anchor.centery - box.h // 2),
    }
    order = [prefer] + [k for k in ("below", "above", "right", "left") if k != prefer]
    screen = surf.get_rect().inflate(-4, -4)
    chosen = None
    for k in order:
        cand = box.copy()
        cand.topleft = spots[k]
        cand.clamp_ip(screen)
        if not cand.colliderect(anchor):
            chosen = cand
            break
    if chosen is None:  # an anchor as big as the window: the corner farthest from the pointer's side
        chosen = box.copy()
        chosen.topleft = (4, 4) if anchor.centery > H // 2 else (4, H - box.h - 4)
        chosen.clamp_ip(screen)
    panel(surf, chosen, (18, 22, 40), theme.ACCENT, radius=sc(6), alpha=240)
    y = chosen.y + pad
    for ln, bold in lines:
        img = render_text(ln, size, bold, theme.ACCENT if bold else theme.TEXT)
        r = img.get_rect(topleft=(chosen.x + pad, y))
        surf.blit(img, r)
        textlog.record(surf, ln, size, r, role)
        y += lh
    return chosen
