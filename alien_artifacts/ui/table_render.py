"""The table's renderer: every pixel of the table, drawn from the model.

It lays the table out and places the sprites (into the geometry, alien_artifacts/ui/table_geometry.py, which answers
every question of where and what is under a point) from the model's View when the game, the viewer or the window
changed (`ensure_built`, called from update, never from draw), and draws the frame from cached surfaces.
It reads the model (alien_artifacts/ui/table_model.py), the geometry, the input's gesture state
(alien_artifacts/ui/table_input.py), the tooltips (alien_artifacts/ui/table_tips.py), the event feed's log, pulses and
message (alien_artifacts/ui/event_feed.py) and the seat driver's notice; it makes no game decision and submits nothing.

Seam for a scene owner (a tutorial's lesson overlay): `overlays`, a list of functions (surface, renderer)
drawn over the table and its cards (under the card being dragged, the messages, a popup, the zoom and the
tooltip, which stay readable), each able to ask the table's geometry `place_rect(name)` for where a named place
lies now.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from alien_artifacts.engine.grammar import Voice
from alien_artifacts.ui import layout as layout_mod
from alien_artifacts.ui import prompt_words
from alien_artifacts.ui.attack_preview import AttackPreview
from alien_artifacts.ui.event_feed import seat_colours
from alien_artifacts.ui.sprites import symbols
from alien_artifacts.ui.sprites import table_sprites as ts
from alien_artifacts.ui.sprites.card_face import card_height
from alien_artifacts.ui.table_part import Table, TablePart
from alien_artifacts.ui.table_tips import ZOOM_PAUSE, draw_tooltip
from game.ui import theme
from game.ui.sprites import art
from tabletop.ui import textlog
from tabletop.ui.drag import Move, moves_from
from tabletop.ui.widgets import (
    TextBox,
    banner,
    draw_text,
    draw_wrapped,
    ellipsize,
    fit_size,
    glow,
    panel,
    render_text,
    wrap,
    wrapped_height,
)

SHORT_LABEL = {"technology": "Techs", "resource": "Res.", "alien": "Alien", "basic": "Basic Def."}


def _fitting(text: str, size: int, bold: bool, room: int) -> str:
    """text as it fits room at the minimum size at worst: a short word for a long one, else cut with "…"."""
    if theme.font(min(size, theme.MIN_TEXT_PX), bold).size(text)[0] <= room:
        return text
    short = {"Technologies": "Techs", "UNDER CONSTRUCTION": "UC", "Basic Defense": "Basic Def."}.get(text)
    if short and theme.font(theme.MIN_TEXT_PX, bold).size(short)[0] <= room:
        return short
    return ellipsize(text, theme.MIN_TEXT_PX, bold, room)


def _fit_height(size: int, height: int) -> int:
    """The largest bold size <= size whose line fits height pixels (never under the minimum)."""
    while size > theme.MIN_TEXT_PX and theme.font(size, True).get_height() > height:
        size -= 1
    return size


WARM_MAX = 60  # zoom faces rendered ahead per table change: the viewer's own cards and the centre first
ZOOM_DELAY = ZOOM_PAUSE  # the mouse rests this long on a card before its zoom shows (table_tips.track)
AI_NOTICE_BG = (70, 22, 28)  # the strip that says an AI seat failed



class TableRenderer(TablePart):
    """The table's frame: places the sprites from the model's View (into the geometry), draws from cached surfaces."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self._built_key: tuple[object, ...] | None = None
        self._bg: pygame.Surface | None = None
        self._bg_key: tuple[int, int, int] | None = None
        self._warm_i = 0
        self._warm_order: list[ts.Sprite] = []
        self._warm_done: tuple[object, ...] | None = None
        self.zoom_at: pygame.Rect | None = None  # where the card's zoom was drawn this frame (None: no zoom)
        self._zoom_extra: tuple[tuple[object, ...], pygame.Surface | None] | None = None
        self.tip_rect: pygame.Rect | None = None  # where the tooltip was last drawn (tests check it)
        self.phase = 0.0  # seconds, for glows that breathe
        self.overlays: list[Callable[[pygame.Surface, TableRenderer], None]] = []  # the seam above
        # an attack's risk before the drop (alien_artifacts/ui/attack_preview.py)
        self.attack_preview = AttackPreview(self)
        self.overlays.append(self.attack_preview.draw)
        self.prompt_box = TextBox()  # the prompt, its progress and the hint: scrolls when it is too long

    def forget(self, layout: bool = False) -> None:
        """Rebuild the sprites on the next update (and the layout too)."""
        self._built_key = None
        if layout:
            self.geometry.lay = None

    def ensure_built(self) -> None:
        """Lay the table out and place its sprites (into the geometry) when the game, the viewer or the window
        changed; the cards that moved glide to their new places."""
        w, h = self.app.screen.get_size()
        key = (self.session.version, self.model.viewer, self.model.shown_seat(), w, h)
        geo = self.geometry
        if key == self._built_key and geo.scene is not None:
            return
        if geo.lay is None or (geo.lay.w, geo.lay.h) != (w, h) or self._built_key is None or \
                self._built_key[1] != self.model.viewer:
            geo.lay = layout_mod.compute(w, h, self.model.seat_order())
        old = geo.scene.rects() if geo.scene is not None and self._built_key and self._built_key[1:] == key[1:] else {}
        geo.scene = ts.build(self.model.view(), geo.lay, self.app.faces, seat_colours(self.session),
                             me=self.model.viewer)
        # an AI's move: its cards one after another (alien_artifacts/ui/event_feed.py)
        steps, gap, hands = self.feed.steps()
        if old:
            self.tweens.retarget(old, geo.scene.rects(), {**geo.scene.origins, **hands}, steps, gap)
        else:
            self.tweens.clear()
        self.tips.follow(geo.scene)  # a pinned zoom shows the card as it is now (completed, its side)
        bg_key = (self.model.viewer, w, h)
        if bg_key != self._bg_key or self._bg is None:
            self._bg = self.render_background()
            self._bg_key = bg_key
        self._built_key = key
        self._warm_i = 0
        self.input.forget()

    def render_background(self) -> pygame.Surface:
        """The static layer: starfield, panels, row fills and labels (redrawn only on resize/viewer change)."""
        star = self.app.starfield()
        surf = self._bg
        if surf is None or surf.get_size() != star.get_size():
            surf = pygame.Surface(star.get_size()).convert()
        surf.blit(star, (0, 0))
        lay = self.geometry.laid
        sc = self.app.scale
        st = self.model.view().state
        colours = seat_colours(self.session)
        panel(surf, lay.centre, theme.PANEL, theme.PANEL_EDGE, radius=sc(8), alpha=150)
        pygame.draw.rect(surf, theme.PANEL_EDGE, lay.decks["discard"], 1, border_radius=sc(6))
        for seat, b in lay.boards.items():
            col = colours[seat]
            panel(surf, b.rect, theme.PANEL, theme.PANEL_EDGE, radius=sc(8), alpha=175)
            pygame.draw.rect(surf, theme.mix(theme.PANEL, col, 0.35), b.header.inflate(-sc(4), -sc(4)),
                             border_radius=sc(6))
            eh = b.header.h - sc(10)
            art.emblem(surf, pygame.Rect(b.header.x + sc(6), b.header.y + sc(5), round(eh * 0.8), eh),
                       st.players[seat].faction or str(seat), col)
            for k in layout_mod.KINDS:
                uc, emp = b.rows[k]
                pygame.draw.rect(surf, theme.mix(theme.PANEL, theme.KIND_FRAME[k], 0.18), uc, border_radius=sc(4))
                pygame.draw.rect(surf, theme.mix(theme.PANEL, theme.KIND_FRAME[k], 0.30), emp, border_radius=sc(4))
            for r, word, kind, upwards in b.labels:
                ink = theme.mix(theme.TEXT_DIM, theme.KIND_FRAME[kind], 0.45) if kind else theme.TEXT_DIM
                room = (r.h if upwards else r.w) - sc(4)
                word = _fitting(word, sc(11), True, room)
                size = fit_size(word, sc(11), True, room, theme.MIN_TEXT_PX)
                img = render_text(word, size, True, ink)
                if upwards:
                    img = pygame.transform.rotate(img, 90)
                surf.blit(img, img.get_rect(center=r.center))
                textlog.record(surf, word, size, img.get_rect(center=r.center))
        # the operational actions and the faction action on the viewer's board
        mine = lay.boards[self.model.viewer]
        op_words = {"offensive": ("Offensive", "red"), "revenue": ("Revenue", "blue"), "mine": ("Mine", "green"),
                    "faction": ("Faction", "")}
        for name, r in mine.ops.items():
            word, colour = op_words[name]
            pygame.draw.rect(surf, (34, 40, 64), r, border_radius=sc(5))
            pygame.draw.rect(surf, theme.PANEL_EDGE, r, 1, border_radius=sc(5))
            draw_text(surf, word, (r.centerx, r.centery - sc(2)), sc(12), theme.TEXT, bold=True, anchor="midbottom")
            if colour:
                symbols.resource_symbol(surf, colour, (r.centerx - sc(18), r.centery + sc(9)), sc(5))
                draw_text(surf, f"5 {colour}", (r.centerx - sc(10), r.centery + sc(2)), sc(11), theme.TEXT_DIM)
            else:
                fac = self.app.faces.name_of(st.players[self.model.viewer].faction)
                fac = _fitting(fac, sc(11), False, r.w - sc(4))
                size = fit_size(fac, sc(11), False, r.w - sc(4), theme.MIN_TEXT_PX)
                draw_text(surf, fac, (r.centerx, r.centery + sc(2)), size, theme.TEXT_DIM, anchor="midtop")
        panel(surf, lay.hand, theme.PANEL, theme.PANEL_EDGE, radius=sc(8), alpha=150)
        panel(surf, lay.side, (16, 20, 36), theme.PANEL_EDGE, radius=0, alpha=235)
        draw_text(surf, "Game log (scroll)", (lay.log.x, lay.log.y - sc(2)), sc(11), theme.TEXT_DIM,
                  anchor="bottomleft")
        return surf

    def draw_facts(self, surf: pygame.Surface) -> None:
        """The changing words and numbers over the static layer: counts, banks, VP, whose turn."""
        lay = self.geometry.laid
        sc = self.app.scale
        st = self.model.view().state
        colours = seat_colours(self.session)
        labels = {"ship": "Ships", "technology": "Technologies", "planet": "Planets", "resource": "Resources",
                  "discard": "Discard", "alien": "Alien System", "basic": "Basic Defense"}
        for k, r in lay.deck_labels.items():
            n = len(st.decks.get(k, [])) if k in ("ship", "technology", "planet", "resource") else None
            if k == "discard":
                n = len(st.discards.get("resource", []))
            if k == "alien":
                n = len(st.decks.get("alien", []))
            text = labels[k] + (f" ({n})" if n is not None else "")
            if fit_size(text, sc(12), False, r.w, theme.MIN_TEXT_PX) == theme.MIN_TEXT_PX and \
                    theme.font(theme.MIN_TEXT_PX).size(text)[0] > r.w:
                text = SHORT_LABEL.get(k, labels[k]) + (f" ({n})" if n is not None else "")
            text = _fitting(text, sc(12), False, r.w)
            draw_text(surf, text, r.midbottom, fit_size(text, sc(12), False, r.w, theme.MIN_TEXT_PX), theme.TEXT_DIM,
                      anchor="midbottom")
        # whose hand, or why no hand shows
        if self.model.hands_hidden():
            asked = self.session.pending
            who = self.voice().name(asked.seat) if asked is not None else ""
            whose = f"Hands hidden: {who} is playing" if who else "Hands hidden"
            colour = theme.ACCENT
        else:
            whose = "Your hand"  # the screen is its owner's ("you"): in hot seat the curtain handed it over
            colour = theme.TEXT_DIM
        hl = lay.hand_label
        whose = _fitting(whose, sc(12), True, hl.w)
        draw_text(surf, whose, hl.midleft, fit_size(whose, sc(12), True, hl.w, theme.MIN_TEXT_PX), colour, bold=True,
                  anchor="midleft")
        for seat, b in lay.boards.items():
            p = st.players[seat]
            col = colours[seat]
            current = seat == st.current and not self.session.over  # a finished game has no player to play
            if current:
                pygame.draw.rect(surf, col, b.rect, sc(3), border_radius=sc(8))
            hdr = b.header
            big = b.big
            you = seat == self.model.viewer and self.session.is_human(seat) and p.name.lower() != "you"
            name = ("▶ " if current else "") + p.name + ("  (you)" if you else "")
            tag = self.session.seat_tag(seat)
            if tag:
                name += f"  [{tag}]"
            x = hdr.x + sc(12) + round((hdr.h - sc(10)) * 0.8)
            line2 = max(hdr.y + hdr.h // 2 + sc(1), b.bank.bottom)  # under the bank and VP boxes
            room = b.vp.x - sc(6) - x
            nsize = fit_size(name, sc(15 if big else 12), True, room, theme.MIN_TEXT_PX)
            draw_text(surf, ellipsize(name, nsize, True, room), (x, hdr.y + sc(3)), nsize, col, bold=True)
            # second line: faction (left) and the public counts (right), never on top of each other
            counts = f"Hand {len(p.hand)} · Artifacts {len(p.artifacts)} · Defense {len(p.defense_plans)}"
            fac = self.app.faces.name_of(p.faction) if p.faction else ""
            fac_text = fac + ("  · start player" if st.start_player == seat else "")
            room = hdr.right - sc(8) - x
            ssize = fit_size(counts + "    " + fac_text, sc(11), False, room, theme.MIN_TEXT_PX)
            font = theme.font(ssize)
            if font.size(counts)[0] > room * 0.6:
                counts = f"Hand {len(p.hand)} · Art {len(p.artifacts)} · Def {len(p.defense_plans)}"
            if font.size(counts)[0] > room - sc(4):
                counts = f"{len(p.hand)} · {len(p.artifacts)} · {len(p.defense_plans)}"
            cw = font.size(counts)[0]
            draw_text(surf, ellipsize(fac_text, ssize, False, room - cw - sc(10)), (x, line2), ssize, theme.TEXT_DIM)
            draw_text(surf, counts, (hdr.right - sc(8), line2), ssize, theme.mix(theme.TEXT_DIM, theme.TEXT, 0.4),
                      anchor="topright")
            bank = b.bank
            pygame.draw.rect(surf, (40, 46, 70), bank, border_radius=sc(5))
            pygame.draw.rect(surf, (120, 130, 170), bank, 1, border_radius=sc(5))
            symbols.credit_icon(surf, (bank.x + bank.h * 0.45, bank.centery), bank.h * 0.3)
            num = _fit_height(sc(15 if big else 13), bank.h)  # the number stays inside its box
            draw_text(surf, f"{p.credits}", (bank.right - sc(6), bank.centery), num, theme.TEXT,
                      bold=True, anchor="midright")
            vp = b.vp
            pygame.draw.rect(surf, (60, 50, 30), vp, border_radius=sc(5))
            symbols.vp_icon(surf, (vp.x + vp.h * 0.45, vp.centery), vp.h * 0.28)
            draw_text(surf, f"{p.vp}", (vp.right - sc(6), vp.centery), num, (250, 220, 120),
                      bold=True, anchor="midright")

    def warm_faces(self, frame_start: float) -> None:
        """Render one zoom face ahead of time when the frame has room, so hovering never stalls."""
        if self.geometry.scene is None or self._warm_done == self._built_key:
            return
        if self._warm_i >= WARM_MAX:  # the rest render when hovered (the face cache is bounded)
            self._warm_done = self._built_key
            return
        if time.perf_counter() - frame_start > 0.004:
            return
        w = self.app.scale(230)
        faces = self.app.faces
        if self._warm_i == 0:  # the viewer's own cards first, then the centre, then the opponents
            rank = {self.model.viewer: 0, None: 1}
            self._warm_order = sorted(self.geometry.scene.sprites, key=lambda sp: rank.get(sp.owner, 2))
        while self._warm_i < len(self._warm_order):
            s = self._warm_order[self._warm_i]
            if s.zoom is None:
                self._warm_i += 1
                continue
            uid, side = s.zoom
            if uid.startswith("top:"):
                top = self.model.view().deck_tops.get(uid[4:])
                if top is not None:
                    faces.top_face(top, w)
                self._warm_i += 1
            elif side == "both":
                if faces.has_card(uid, w, "logistics"):
                    faces.card(uid, w, "operational")
                    self._warm_i += 1
                else:
                    faces.card(uid, w, "logistics")
            else:
                faces.face(uid, w)
                self._warm_i += 1
            return
        self._warm_done = self._built_key

    def draw(self, surf: pygame.Surface) -> None:
        """The whole frame: the table (with the scene owner's overlays), the tooltip, the not-saved banner."""
        self.draw_table(surf)
        tips = self.table.tips
        if tips.tip is not None and self.input.drag is None:
            self.tip_rect = draw_tooltip(surf, tips.tip[1], tips.tip[2], self.app.scale,
                                         prefer="left" if tips.tip[0] == "option" else "below")
        else:
            self.tip_rect = None
        if self.session.last_save_error and self.geometry.lay is not None:  # stays until a save works
            banner(surf, f"Not saved: {self.session.last_save_error}. Ctrl+S tries again.",
                   self.geometry.lay.top_bar.midbottom, self.app.scale)

    def draw_table(self, surf: pygame.Surface) -> None:
        geo = self.geometry
        if geo.scene is None or self._bg is None or geo.lay is None:
            surf.fill(theme.BG)
            return
        sc = self.app.scale
        lay = geo.lay
        surf.blit(self._bg, (0, 0))
        self.draw_facts(surf)
        drag_sid = self.input.drag.sid if self.input.drag else None
        glow_sid = drag_sid or self.input.selected
        legal = geo.legal_target_ids(glow_sid, self.input.drag.section if self.input.drag else None)
        # side zones for choosing a side (their labels go over the cards, below)
        side_zones = geo.side_zones()
        for z in side_zones:
            hl = z.tid in legal or not glow_sid
            panel(surf, z.rect, theme.mix(theme.PANEL, theme.GLOW, 0.2 if hl else 0.05), theme.GLOW if hl else None,
                  radius=sc(6), alpha=190)
        # zones that glow (rows, bank, boards, table): where the held card may go, else where to click
        if legal:
            for tid in legal:
                for r in geo.rect_of_target(tid):
                    glow(surf, r, theme.GLOW, self.phase, width=sc(3))
        elif self.model.click_targets and self.model.my_choice():
            for tid in self.model.click_targets:
                if tid in ("table", "pay"):
                    continue
                for r in geo.rect_of_target(tid):
                    glow(surf, r, theme.GLOW_ALT, self.phase, width=sc(2))
        # sprites
        for s in geo.scene.sprites:
            if s.sid == drag_sid or s.tag == "faction":  # faction sprites only answer hover and clicks
                continue
            r = geo.drawn(s)
            surf.blit(s.image if r.size == s.rect.size else pygame.transform.scale(s.image, r.size), r)
            if s.sid == self.input.selected:
                pygame.draw.rect(surf, theme.ACCENT, r.inflate(sc(4), sc(4)), sc(3), border_radius=sc(6))
            elif self.model.my_choice() and not glow_sid and s.sid == self.tips.hover_sid and \
                    moves_from(self.model.moves, s.sid):
                pygame.draw.rect(surf, theme.GLOW_ALT, r.inflate(sc(2), sc(2)), sc(2), border_radius=sc(6))
        for kind, r in self.tweens.moving_ghosts():  # an opponent's hidden draw, a card back on its way
            surf.blit(pygame.transform.scale(self.app.faces.back(kind, sc(60)), r.size), r)
        self.draw_blockades(surf)
        for z in side_zones:  # a drop zone's words are never hidden behind the cards lying in it
            self.draw_zone_label(surf, z.rect, z.label)
        for tid, colour, left, total in self.feed.pulses:
            if isinstance(tid, pygame.Rect):  # a place inside a card (an attack table's row)
                rects = [tid]
            else:
                rects = [geo.drawn(s) for s in geo.scene.sprites if s.sid == tid]
            for r in rects or geo.rect_of_target(tid):
                k = left / total
                pygame.draw.rect(surf, theme.mix(theme.BG, colour, k), r.inflate(sc(6), sc(6)),
                                 max(1, round(sc(4) * k)), border_radius=sc(7))
        if self.input.keep.rect is not None:  # a Buy's drawn cards, over the opponents and the centre
            deck = self.model.pending.info_get("deck") if self.model.pending is not None else ""
            where = f" from the {layout_mod.KIND_WORDS.get(deck, deck)} deck" if deck else ""
            self.input.keep.draw(surf, self.app.faces, self.session.cards, sc, f"The cards you drew{where}")
        self.draw_prompt(surf)
        self.input.option_buttons.draw(surf)  # a long list's "▼ N more" markers are buttons (option_list.py)
        if not self.table.since.open:  # else the Since your turn panel lies over the log
            self.feed.log.draw(surf, lay.log, sc(12))
        self.draw_top_bar(surf)
        if self.seats.notice:
            self.draw_ai_notice(surf)
        # the suggested move's glow and reason (alien_artifacts/ui/advice_view.py)
        self.table.advice.draw(self.table, surf)
        self.table.since.draw(surf)  # the Since your turn panel over the log (alien_artifacts/ui/since_panel.py)
        for overlay in self.overlays:  # over the table, under the card in hand, messages, popups and the zoom
            overlay(surf, self)
        if self.input.drag is not None:
            held = geo.scene.sprite(self.input.drag.sid)
            if held is not None:
                r = self.input.drag.draw_rect()
                shadow = pygame.Surface(r.size, pygame.SRCALPHA)
                shadow.fill((0, 0, 0, 90))
                surf.blit(shadow, r.move(sc(5), sc(6)))
                surf.blit(held.image, r)
                tgt = self.input.gesture.hovered()  # the moves a release here would mean
                if tgt:  # the move and what it costs, before the release (table_tips.py)
                    self.draw_drop_tip(surf, tgt, r)
        for f in self.tweens.floaters:
            if not f.shown:
                continue
            k = f.t / f.duration
            img = render_text(f.text, sc(f.size), True, f.colour)
            if f.important and k < 0.12:  # an attack result pops in
                pop = 0.55 + 0.45 * (k / 0.12)
                img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * pop)),
                                                         max(1, round(img.get_height() * pop))))
            rise = sc(10 if f.important else 22)
            r = img.get_rect(center=(f.pos[0], f.pos[1] + rise - round(rise * k)))
            r.clamp_ip(surf.get_rect().inflate(-sc(12), -sc(8)))
            fade = 1.0 if k < 0.75 else max(0.0, (1.0 - k) / 0.25)
            panel(surf, r.inflate(sc(14 if f.important else 10), sc(8 if f.important else 4)), (10, 12, 24),
                  f.colour, radius=sc(6), alpha=round(225 * fade), width=2 if f.important else 1)
            if fade < 1.0:
                img = img.copy()
                img.set_alpha(round(255 * fade))
            surf.blit(img, r)
        if self.feed.message_t > 0 and self.feed.message:
            self.draw_message(surf)
        if self.input.popup:
            box = self.input.popup_buttons.buttons[0].rect.unionall([b.rect for b in self.input.popup_buttons.buttons])
            panel(surf, box.inflate(sc(12), sc(34)).move(0, -sc(11)), theme.PANEL, theme.ACCENT, radius=sc(8))
            draw_text(surf, "Which one?", (box.x, box.y - sc(4)), sc(13), theme.ACCENT, anchor="bottomleft")
            self.input.popup_buttons.draw(surf)
        if self.input.confirm is not None:
            self.draw_confirm(surf)
        self.draw_zoom(surf)

    def draw_zone_label(self, surf: pygame.Surface, zone: pygame.Rect, label: str) -> None:
        """A drop zone's words on their own panel in the middle of the zone, over whatever lies there."""
        sc = self.app.scale
        size = sc(15)
        width = zone.w - sc(24)
        lines = [ln for para in label.split("\n") if para for ln in wrap(para, theme.font(size, True), width)]
        while size > theme.MIN_TEXT_PX and (len(lines) * theme.font(size, True).get_linesize() > zone.h - sc(16)
                                            or any(theme.font(size, True).size(ln)[0] > width for ln in lines)):
            size -= 1
            lines = [ln for para in label.split("\n") if para for ln in wrap(para, theme.font(size, True), width)]
        lh = theme.font(size, True).get_linesize()
        box = pygame.Rect(0, 0, max(theme.font(size, True).size(ln)[0] for ln in lines) + sc(16),
                          lh * len(lines) + sc(10))
        box.center = zone.center
        panel(surf, box, (20, 40, 30), theme.GLOW, radius=sc(6), alpha=225)
        y = box.y + sc(5)
        for ln in lines:
            img = render_text(ln, size, True, theme.TEXT)
            r = img.get_rect(midtop=(box.centerx, y))
            surf.blit(img, r)
            textlog.record(surf, ln, size, r, "overlay")
            y += lh

    def draw_blockades(self, surf: pygame.Surface) -> None:
        for _sid, centre, radius, n in self.geometry.blockade_tokens():  # their tooltips: geometry.hot_at
            symbols.blockade_token(surf, centre, radius, n)

    def draw_top_bar(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        tb = self.geometry.laid.top_bar
        pygame.draw.rect(surf, (14, 18, 34), tb)
        pygame.draw.line(surf, theme.PANEL_EDGE, tb.bottomleft, tb.bottomright)
        st = self.session.state
        p = self.session.pending
        voice = self.voice()
        whose = "your turn" if voice.is_you(st.current) else f"{voice.name(st.current)} to play"
        # before the first turn the factions' setup choices are made (there is no "Turn 0" for a player)
        when = f"Turn {st.turn_number}: {whose}" if st.turn_number > 0 else "Setup: the factions' choices"
        if self.session.over:
            when = f"Game over after turn {st.turn_number}"
        vst = self.model.view().state
        text = (("LAST ROUND  ·  " if st.end_triggered and not self.session.over else "")
                + f"{when}  ·  Round marker {st.round_marker}  ·  "
                f"Artifacts {len(vst.decks.get('artifact', []))}  ·  Defense Plans {len(vst.decks.get('defense', []))}"
                f"  ·  Blockade tokens {st.blockades_left}")
        left = self.input.bar_buttons.buttons[0].rect.x if self.input.bar_buttons.buttons else tb.right
        x = tb.x + sc(10)
        thinking = ""
        if p is not None and self.session.thinking(p.seat):
            thinking = f"{voice.name(p.seat)} is thinking" + "." * (1 + int(self.phase * 3) % 3)
        room = left - x - sc(10) - (sc(190) if thinking else 0)
        text = _fitting(text, sc(14), False, room)
        size = fit_size(text, sc(14), False, room, theme.MIN_TEXT_PX)
        r = draw_text(surf, text, (x, tb.centery), size, theme.TEXT, anchor="midleft")
        word = f"Round marker {st.round_marker}"  # hovered, it explains itself (table_tips.py)
        at = text.find(word)
        spots = self.geometry.spots
        spots.pop("round_marker", None)
        if at >= 0:
            spots["round_marker"] = pygame.Rect(r.x + theme.font(size).size(text[:at])[0], r.y,
                                                theme.font(size).size(word)[0], r.h)
        if thinking:
            draw_text(surf, thinking, (r.right + sc(14), tb.centery),
                      fit_size(thinking, sc(14), True, sc(180), theme.MIN_TEXT_PX),
                      theme.ACCENT, bold=True, anchor="midleft")
        self.input.bar_buttons.draw(surf)

    def draw_ai_notice(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        r = self.geometry.ai_notice_rect()
        panel(surf, r, AI_NOTICE_BG, theme.DANGER, radius=sc(5))
        size = sc(13)
        text = ellipsize(self.seats.notice, size, True, r.w - sc(16))
        draw_text(surf, text, (r.x + sc(8), r.centery), size, theme.TEXT, bold=True, anchor="midleft")

    def draw_prompt(self, surf: pygame.Surface) -> None:
        """The prompt, noting where its assembly-limit words ("0 of 2 cards used") land (their hot spot)."""
        lines: list[tuple[str, pygame.Rect]] = []
        with textlog.listen(lambda _s, text, _size, rect, _role: lines.append((text, rect))):
            self.draw_prompt_words(surf)
        self.geometry.spots.pop("assembly_limit", None)
        p = self.session.pending
        if p is None or not p.info_get("limit"):
            return
        phrase = f"{p.info_get('used', '0')} of {p.info_get('limit')} cards used"
        joined = " ".join(t for t, _r in lines)
        at = joined.find(phrase)
        if at < 0:
            return
        start, hit = 0, []
        for text, rect in lines:  # the lines the phrase runs over (it may wrap)
            if start < at + len(phrase) and at < start + len(text):
                hit.append(rect)
            start += len(text) + 1
        self.geometry.spots["assembly_limit"] = hit[0].unionall(hit[1:])

    def voice(self) -> Voice:
        """How the screen speaks of each seat: "you" to the seat whose screen it is (nobody while the hands are
        hidden between two humans), everyone else by name (alien_artifacts/engine/grammar.py)."""
        return Voice.reading(self.model.names(), self.model.shown_seat())

    def prompt_paragraphs(self) -> tuple[str, list[tuple[str, theme.Colour]]]:
        """The prompt panel's heading and paragraphs (text, colour), each thing said once
        (alien_artifacts/ui/prompt_words.py): the prompt or another player's choice, the progress, the selection, the
        hint."""
        p = self.model.pending
        if p is None:
            return "The game is over.", []
        voice = self.voice()
        mine = self.model.my_choice()
        head = prompt_words.heading(voice, p.seat, mine, self.session.is_human(p.seat),
                                    shared=len(self.session.humans()) > 1)
        if not mine:
            return head, [(prompt_words.watching(voice, self.model.view()), theme.TEXT)]
        paras = [(p.prompt or p.kind, theme.TEXT)]
        facts = prompt_words.progress(p)
        if facts:
            paras.append((facts, theme.mix(theme.TEXT, theme.ACCENT, 0.35)))
        if self.input.selected:
            paras.append((f"Selected: {self.describe_sid(self.input.selected)}. Pick a glowing place or a ▶ "
                          "button.", theme.TEXT))
        elif self.app.settings.hints:
            hint = prompt_words.hint(p.kind, " ".join([head] + [t for t, _c in paras]))
            if hint:
                paras.append(("Hint: " + hint, (150, 225, 190)))
        return head, paras

    def prompt_overflow(self) -> int:
        """How many pixels taller than its box the prompt panel's words would be at their usual size."""
        if self.geometry.lay is None:
            return 0
        sc = self.app.scale
        _head, paras = self.prompt_paragraphs()
        inner = self.geometry.lay.prompt.inflate(-sc(14), -sc(10))
        need = TextBox.height_of(paras, inner.w, sc(14), sc(3))
        return max(0, need - (inner.h - sc(19)))

    def draw_prompt_words(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        r = self.geometry.prompt_rect()
        mine = self.model.my_choice()
        panel(surf, r, (28, 34, 58), theme.ACCENT if mine else theme.PANEL_EDGE, radius=sc(8))
        inner = r.inflate(-sc(14), -sc(10))
        head, paras = self.prompt_paragraphs()
        if not paras:
            draw_wrapped(surf, head, inner, sc(15), theme.ACCENT, bold=True)
            return
        size = fit_size(head, sc(13), True, inner.w, theme.MIN_TEXT_PX)
        draw_text(surf, ellipsize(head, size, True, inner.w), inner.topleft, size,
                  theme.ACCENT if mine else theme.TEXT_DIM, bold=True)
        rest = pygame.Rect(inner.x, inner.y + sc(19), inner.w, inner.h - sc(19))
        # shrunk down to the minimum, then scrolled with the wheel: no line is ever lost
        self.prompt_box.draw(surf, paras, rest, sc(14), gap=sc(3))

    def describe_sid(self, sid: str) -> str:
        kind, _, uid = sid.partition(":")
        if kind == "deck":
            return f"the {theme.KIND_WORD.get(uid, uid)} deck"
        return self.app.faces.name_of(uid)

    def draw_message(self, surf: pygame.Surface) -> None:
        """The last message (a refused drop's reason, an attack, "Saved") in its own strip over the log."""
        sc = self.app.scale
        r = self.geometry.laid.message
        text = self.feed.message
        alpha = 235 if self.feed.message_t > 0.5 else int(470 * self.feed.message_t)
        bad = any(w in text.lower() for w in ("not ", "cannot", "nothing", "no ", "could not"))
        inner = r.inflate(-sc(12), -sc(6))
        size = sc(13)
        while size > theme.MIN_TEXT_PX and wrapped_height(text, size, inner.w) > inner.h:
            size -= 1
        th = wrapped_height(text, size, inner.w)
        if th > inner.h:  # a long reason at the smallest size: the strip grows down over the log, never cut short
            r = pygame.Rect(r.x, r.y, r.w, min(th + sc(6) + sc(4), surf.get_height() - r.y))
            inner = r.inflate(-sc(12), -sc(6))
        panel(surf, r, (60, 26, 30) if bad else (24, 38, 60), theme.DANGER if bad else theme.ACCENT, radius=sc(6),
              alpha=max(0, alpha))
        inner.y += max(0, (inner.h - th) // 2)
        draw_wrapped(surf, text, inner, size, theme.TEXT, centre=True)

    def draw_confirm(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        if self.input.confirm is None:
            return
        text, _m = self.input.confirm
        w, h = surf.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surf.blit(shade, (0, 0))
        box = pygame.Rect(0, 0, sc(520), sc(150))
        box.center = (w // 2, h // 2)
        panel(surf, box, theme.PANEL, theme.DANGER, radius=sc(10), width=2)
        draw_text(surf, "Waste resources?", (box.x + sc(16), box.y + sc(12)), sc(17), theme.DANGER, bold=True)
        draw_wrapped(surf, text, pygame.Rect(box.x + sc(16), box.y + sc(40), box.w - sc(32), sc(50)), sc(14))
        self.input.confirm_buttons.draw(surf)

    def draw_zoom(self, surf: pygame.Surface) -> None:
        self.zoom_at = None
        if self.input.drag is not None or self.input.popup or self.input.confirm is not None:
            return
        zoom = self.tips.pinned_zoom
        pos = pygame.mouse.get_pos()
        if zoom is None and self.tips.hover_sid and self.tips.hover_t >= ZOOM_DELAY and self.geometry.scene is not None:
            s = self.geometry.scene.sprite(self.tips.hover_sid)
            zoom = s.zoom if s is not None else None
        if zoom is None:
            return
        uid, side = zoom
        sc = self.app.scale
        w = sc(230)
        faces = self.app.faces
        imgs: list[pygame.Surface] = []
        if uid.startswith("top:"):
            top = self.model.view().deck_tops.get(uid[4:])
            if top is not None:
                imgs.append(faces.top_face(top, w))
        elif side == "both":
            imgs += [faces.card(uid, w, "logistics"), faces.card(uid, w, "operational")]
        else:
            imgs.append(faces.face(uid, w))
        if not imgs:
            return
        extra = None
        if side == "both":
            key = (uid, self.session.version, self.model.shown_seat(), w)
            cached = getattr(self, "_zoom_extra", None)
            if cached is None or cached[0] != key:
                cached = self._zoom_extra = (key, self.zoom_extra(uid, w * len(imgs) + sc(8) * (len(imgs) - 1)))
            extra = cached[1]
        total_w = sum(i.get_width() for i in imgs) + sc(8) * (len(imgs) - 1)
        h = card_height(w)
        block_h = h + (extra.get_height() + sc(8) if extra is not None else 0)
        x, y = self.tips.zoom_rect((total_w, block_h), pos, surf.get_rect()).topleft  # off the words being read
        self.zoom_at = pygame.Rect(x, y, total_w, block_h)
        x0 = x
        for img in imgs:
            shadow = pygame.Rect(x + sc(6), y + sc(6), img.get_width(), img.get_height())
            panel(surf, shadow, (0, 0, 0), None, radius=sc(10), alpha=110)
            surf.blit(img, (x, y))
            x += img.get_width() + sc(8)
        if extra is not None:
            surf.blit(extra, (x0, y + h + sc(8)))

    def zoom_extra(self, uid: str, width: int) -> pygame.Surface | None:
        """Under a zoomed card: the Resources prepared on it and the symbols still needed (Under
        Construction), or the Resources a Planet produced. Public facts (R33) from the view."""
        st = self.model.view().state
        owner = next((p for p in st.players if uid in p.under_construction or uid in p.empire), None)
        if owner is None:
            return None
        faces = self.app.faces
        sc = self.app.scale
        uc = uid in owner.under_construction
        tucked = list(owner.attached.get(uid, []) if uc else owner.produced.get(uid, []))
        kind = faces.kind_of(uid)
        if not uc and kind != "planet" and not tucked:
            return None
        if uc:
            title = "Prepared Resources" if tucked else "No Resources prepared yet"
            prog = self.session.progress(self.model.shown_seat(), uid)  # the rules' progress fact
            if prog is not None and prog.complete:
                title, sub = "Paid in full", "Complete: it goes into the Empire on the side being chosen now"
            elif prog is not None:
                sub = (f"Cost now {prog.cost} {prog.colour}: {prog.so_far()}, {prog.left} more {prog.colour} needed"
                       if prog.left
                       else f"Cost now {prog.cost} {prog.colour}: fully paid ({prog.paid} symbols)")
            else:
                sub = ""
        else:
            title = f"Produced Resources: {len(tucked)}" if tucked else "No Resources produced yet"
            sub = "Each shows the section that was produced." if tucked else ""
        pad = sc(8)
        hw = sc(104)
        hh = max(8, round(hw * 0.42))
        per_row = max(1, (width - 2 * pad + sc(6)) // (hw + sc(6)))
        rows = (len(tucked) + per_row - 1) // per_row
        height = pad + sc(18) + (sc(16) if sub else 0) + rows * (hh + sc(6)) + pad
        img = pygame.Surface((width, height), pygame.SRCALPHA)
        panel(img, img.get_rect(), (20, 24, 42), theme.ACCENT if uc else theme.GLOW, radius=sc(8))
        y = pad
        draw_text(img, title, (pad, y), sc(14), theme.TEXT, bold=True)
        y += sc(18)
        if sub:
            draw_text(img, sub, (pad, y), fit_size(sub, sc(12), False, width - 2 * pad), theme.ACCENT if uc
                      else theme.TEXT_DIM)
            y += sc(16)
        for i, (res, sec) in enumerate(tucked):
            r, c = divmod(i, per_row)
            img.blit(faces.resource_half(res, sec, hw), (pad + c * (hw + sc(6)), y + r * (hh + sc(6))))
        return img

    def draw_drop_tip(self, surf: pygame.Surface, moves: list[Move], held: pygame.Rect) -> None:
        """The drop label over the held card: the move, with what it costs (alien_artifacts/ui/table_tips.py)."""
        draw_tooltip(surf, self.tips.drop_words(moves), held, self.app.scale, prefer="above", role="drop")
