"""The table's drawing: the static layer, the changing facts, sprites, glows, panels and the zoom.

Nothing here changes the game: it reads the view and the scene's own display state.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.ui import layout as layout_mod
from game.ui import textlog, theme
from game.ui.input.drag import moves_from, pick_for_drop
from game.ui.sprites import art, symbols
from game.ui.sprites.card_face import card_height
from game.ui.widgets import (
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
ZOOM_DELAY = 0.35
AI_NOTICE_BG = (70, 22, 28)  # the strip that says an AI seat failed

HINTS = {
    "turn": "Drag a Resource card onto an Under Construction card to pay for it or prepare it, onto your Bank "
            "to trade, or drag a deck onto your Under Construction row to buy. Or click an action on the right.",
    "pay": "Drag Resource cards (hand or produced on your Planets) onto the glowing card. Grab the half you "
           "want to pay with.",
    "attach": "Drag Resource cards onto glowing Under Construction cards to prepare them; Done when finished.",
    "side": "Choose the side: drag the card onto the Logistics or Operational half of your Empire.",
    "keep": "Drag the card you want to keep onto your Under Construction row.",
    "target": "Choose what to attack: click the Alien System or an opponent's board.",
    "discard": "Draw step: discard Resource cards you do not want (drag them onto the discard pile), then Done.",
}


class TableDrawing:
    """Mixed into TableScene: the frame (blits cached surfaces; renders only what changed)."""

    scene: Any
    lay: Any
    ai_notice: str

    def _render_background(self) -> pygame.Surface:
        """The static layer: starfield, panels, row fills and labels (redrawn only on resize/viewer change)."""
        star = self.app.starfield()
        surf = self._bg
        if surf is None or surf.get_size() != star.get_size():
            surf = pygame.Surface(star.get_size()).convert()
        surf.blit(star, (0, 0))
        lay = self.lay
        sc = self.app.scale
        st = self.view().state
        colours = self.seat_colours()
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
                colour = theme.mix(theme.TEXT_DIM, theme.KIND_FRAME[kind], 0.45) if kind else theme.TEXT_DIM
                room = (r.h if upwards else r.w) - sc(4)
                word = _fitting(word, sc(11), True, room)
                size = fit_size(word, sc(11), True, room, theme.MIN_TEXT_PX)
                img = render_text(word, size, True, colour)
                if upwards:
                    img = pygame.transform.rotate(img, 90)
                surf.blit(img, img.get_rect(center=r.center))
                textlog.record(surf, word, size, img.get_rect(center=r.center))
        # the operational actions and the faction action on the viewer's board
        mine = lay.boards[self.viewer]
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
                fac = self.app.faces.name_of(st.players[self.viewer].faction)
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
        lay = self.lay
        sc = self.app.scale
        st = self.view().state
        colours = self.seat_colours()
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
        me = st.players[self.viewer]
        if self.hands_hidden():
            p = self.session.pending
            who = st.players[p.seat].name if p is not None else ""
            whose = f"Hands hidden: {who} is playing" if who else "Hands hidden"
            colour = theme.ACCENT
        else:
            whose = "Your hand" if me.name.lower() == "you" else f"{me.name}'s hand"
            colour = theme.TEXT_DIM
        hl = lay.hand_label
        whose = _fitting(whose, sc(12), True, hl.w)
        draw_text(surf, whose, hl.midleft, fit_size(whose, sc(12), True, hl.w, theme.MIN_TEXT_PX), colour, bold=True,
                  anchor="midleft")
        for seat, b in lay.boards.items():
            p = st.players[seat]
            col = colours[seat]
            current = seat == st.current
            if current:
                pygame.draw.rect(surf, col, b.rect, sc(3), border_radius=sc(8))
            hdr = b.header
            big = b.big
            you = seat == self.viewer and self.session.is_human(seat) and p.name.lower() != "you"
            name = ("▶ " if current else "") + p.name + ("  (you)" if you else "")
            if not self.session.is_human(seat):
                name += f"  [AI {self.session.seats[seat].level}]"
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
        if self.scene is None or self._warm_done == self._built_key:
            return
        if self._warm_i >= WARM_MAX:  # the rest render when hovered (the face cache is bounded)
            self._warm_done = self._built_key
            return
        if time.perf_counter() - frame_start > 0.004:
            return
        w = self.app.scale(230)
        faces = self.app.faces
        if self._warm_i == 0:  # the viewer's own cards first, then the centre, then the opponents
            rank = {self.viewer: 0, None: 1}
            self._warm_order = sorted(self.scene.sprites, key=lambda sp: rank.get(sp.owner, 2))
        while self._warm_i < len(self._warm_order):
            s = self._warm_order[self._warm_i]
            if s.zoom is None:
                self._warm_i += 1
                continue
            uid, side = s.zoom
            if uid.startswith("top:"):
                top = self.view().deck_tops.get(uid[4:])
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
        if self.scene is None or self._bg is None or self.lay is None:
            surf.fill(theme.BG)
            return
        sc = self.app.scale
        lay = self.lay
        surf.blit(self._bg, (0, 0))
        self.draw_facts(surf)
        drag_sid = self.drag.sid if self.drag else None
        glow_sid = drag_sid or self.selected
        legal = self.legal_target_ids(glow_sid)
        # side zones for choosing a side (their labels go over the cards, below)
        side_zones = self.side_zones()
        for z in side_zones:
            hl = z.tid in legal or not glow_sid
            panel(surf, z.rect, theme.mix(theme.PANEL, theme.GLOW, 0.2 if hl else 0.05), theme.GLOW if hl else None,
                  radius=sc(6), alpha=190)
        # zones that glow (rows, bank, boards, table): where the held card may go, else where to click
        if legal:
            for tid in legal:
                for r in self.rect_of_target(tid):
                    glow(surf, r, theme.GLOW, self.phase, width=sc(3))
        elif self.click_targets and self.my_choice():
            for tid in self.click_targets:
                if tid in ("table", "pay"):
                    continue
                for r in self.rect_of_target(tid):
                    glow(surf, r, theme.GLOW_ALT, self.phase, width=sc(2))
        # sprites
        for s in self.scene.sprites:
            if s.sid == drag_sid or s.tag == "faction":  # faction sprites only answer hover and clicks
                continue
            r = self.tweens.rect_of(s.sid, s.rect)
            surf.blit(s.image if r.size == s.rect.size else pygame.transform.scale(s.image, r.size), r)
            if s.sid == self.selected:
                pygame.draw.rect(surf, theme.ACCENT, r.inflate(sc(4), sc(4)), sc(3), border_radius=sc(6))
            elif self.my_choice() and not glow_sid and s.sid == self.hover_sid and moves_from(self.moves, s.sid):
                pygame.draw.rect(surf, theme.GLOW_ALT, r.inflate(sc(2), sc(2)), sc(2), border_radius=sc(6))
        self.draw_blockades(surf)
        for z in side_zones:  # a drop zone's words are never hidden behind the cards lying in it
            self.draw_zone_label(surf, z.rect, z.label)
        for tid, colour, left, total in self.pulses:
            if isinstance(tid, pygame.Rect):  # a place inside a card (an attack table's row)
                rects = [tid]
            else:
                rects = [self.tweens.rect_of(tid, s.rect) for s in self.scene.sprites if s.sid == tid]
            for r in rects or self.rect_of_target(tid):
                k = left / total
                pygame.draw.rect(surf, theme.mix(theme.BG, colour, k), r.inflate(sc(6), sc(6)),
                                 max(1, round(sc(4) * k)), border_radius=sc(7))
        self.draw_prompt(surf)
        self.option_buttons.draw(surf)
        if self._more_options > 0:
            draw_text(surf, f"▼ {self._more_options} more (scroll)", (lay.options.right, lay.options.bottom),
                      sc(11), theme.ACCENT, anchor="bottomright")
        self.log.draw(surf, lay.log, sc(12))
        self.draw_top_bar(surf)
        if self.ai_notice:
            self.draw_ai_notice(surf)
        self.advice.draw(self, surf)  # the suggested move's glow and reason (game/ui/advice_view.py)
        if self.drag is not None:
            s = self.scene.sprite(self.drag.sid)
            if s is not None:
                r = self.drag.draw_rect()
                shadow = pygame.Surface(r.size, pygame.SRCALPHA)
                shadow.fill((0, 0, 0, 90))
                surf.blit(shadow, r.move(sc(5), sc(6)))
                surf.blit(s.image, r)
                tgt = pick_for_drop(self.drag.moves, self.targets_at(self.drag.pos), self.drag.section)
                if tgt:  # the move and what it costs, before the release (table_hover.py)
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
        if self.message_t > 0 and self.message:
            self.draw_message(surf)
        if self.popup:
            box = self.popup_buttons.buttons[0].rect.unionall([b.rect for b in self.popup_buttons.buttons])
            panel(surf, box.inflate(sc(12), sc(34)).move(0, -sc(11)), theme.PANEL, theme.ACCENT, radius=sc(8))
            draw_text(surf, "Which one?", (box.x, box.y - sc(4)), sc(13), theme.ACCENT, anchor="bottomleft")
            self.popup_buttons.draw(surf)
        if self.confirm is not None:
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
        for _sid, centre, radius, n in self.blockade_tokens():  # where they lie: table_hover.py (their tooltips)
            symbols.blockade_token(surf, centre, radius, n)

    def draw_top_bar(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        tb = self.lay.top_bar
        pygame.draw.rect(surf, (14, 18, 34), tb)
        pygame.draw.line(surf, theme.PANEL_EDGE, tb.bottomleft, tb.bottomright)
        st = self.session.state
        p = self.session.pending
        cur = st.players[st.current].name if st.players else ""
        vst = self.view().state
        text = (("LAST ROUND  ·  " if st.end_triggered else "")
                + f"Turn {st.turn_number}: {cur} to play  ·  Round marker {st.round_marker}  ·  "
                f"Artifacts {len(vst.decks.get('artifact', []))}  ·  Defense Plans {len(vst.decks.get('defense', []))}"
                f"  ·  Blockade tokens {st.blockades_left}")
        left = self.bar_buttons.buttons[0].rect.x if self.bar_buttons.buttons else tb.right
        x = tb.x + sc(10)
        thinking = ""
        if p is not None and not self.session.is_human(p.seat):
            thinking = f"{st.players[p.seat].name} is thinking" + "." * (1 + int(self.phase * 3) % 3)
        room = left - x - sc(10) - (sc(190) if thinking else 0)
        text = _fitting(text, sc(14), False, room)
        size = fit_size(text, sc(14), False, room, theme.MIN_TEXT_PX)
        r = draw_text(surf, text, (x, tb.centery), size, theme.TEXT, anchor="midleft")
        word = f"Round marker {st.round_marker}"  # hovered, it explains itself (table_hover.py)
        at = text.find(word)
        self._round_rect = pygame.Rect(r.x + theme.font(size).size(text[:at])[0], r.y, theme.font(size).size(word)[0],
                                       r.h) if at >= 0 else None
        if thinking:
            draw_text(surf, thinking, (r.right + sc(14), tb.centery),
                      fit_size(thinking, sc(14), True, sc(180), theme.MIN_TEXT_PX),
                      theme.ACCENT, bold=True, anchor="midleft")
        self.bar_buttons.draw(surf)

    def ai_notice_rect(self) -> pygame.Rect:
        """Under the top bar, across the table: where a failed AI seat is said (it stays)."""
        sc = self.app.scale
        tb = self.lay.top_bar
        return pygame.Rect(tb.x + sc(8), tb.bottom + sc(3), self.lay.side.x - tb.x - sc(16), sc(24))

    def draw_ai_notice(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        r = self.ai_notice_rect()
        panel(surf, r, AI_NOTICE_BG, theme.DANGER, radius=sc(5))
        size = sc(13)
        text = ellipsize(self.ai_notice, size, True, r.w - sc(16))
        draw_text(surf, text, (r.x + sc(8), r.centery), size, theme.TEXT, bold=True, anchor="midleft")

    def draw_prompt(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        r = self.lay.prompt
        p = self.session.pending
        panel(surf, r, (28, 34, 58), theme.ACCENT if self.my_choice() else theme.PANEL_EDGE, radius=sc(8))
        inner = r.inflate(-sc(14), -sc(10))
        if p is None:
            draw_wrapped(surf, "The game is over.", inner, sc(15), theme.ACCENT, bold=True)
            return
        who = self.session.state.players[p.seat].name
        if self.my_choice():
            head = f"Your choice, {who}"
            colour = theme.ACCENT
        elif self.session.is_human(p.seat):
            head = f"Waiting for {who}"
            colour = theme.TEXT_DIM
        else:
            head = f"{who} (AI) is deciding"
            colour = theme.TEXT_DIM
        draw_text(surf, head, inner.topleft, sc(13), colour, bold=True)
        body = p.prompt or p.kind
        info = dict(p.info)
        facts = []
        if "need" in info:
            facts.append(f"{info['need']} still to pay (paid {info.get('paid', '0')})")
        elif "paid" in info:
            facts.append(f"{info['paid']} paid so far")
        if "limit" in info:
            facts.append(f"{info.get('used', '0')} of {info['limit']} cards used")
        if facts:
            body += "\n" + " · ".join(facts)
        if self.selected and self.my_choice():
            body += f"\nSelected: {self.describe_sid(self.selected)}: pick a glowing place or a ▶ button."
        rest = pygame.Rect(inner.x, inner.y + sc(19), inner.w, inner.h - sc(19))
        size = sc(14)  # the prompt shrinks to the minimum before a line would be lost
        while size > theme.MIN_TEXT_PX and wrapped_height(body, size, rest.w) > rest.h:
            size -= 1
        used = draw_wrapped(surf, body, rest, size, theme.TEXT)
        hint = HINTS.get(p.kind) if (self.app.settings.hints and self.my_choice()) else None
        if hint and not self.selected:
            hr = pygame.Rect(rest.x, rest.y + used + sc(4), rest.w, rest.h - used - sc(4))
            hint = "Hint: " + hint
            hsize = max(theme.MIN_TEXT_PX, sc(11))
            if wrapped_height(hint, hsize, hr.w) > hr.h:  # no room for all of it: its first sentence, else none
                hint = hint.split(". ")[0].rstrip(".") + "."
            if wrapped_height(hint, hsize, hr.w) <= hr.h:
                draw_wrapped(surf, hint, hr, hsize, (150, 225, 190))

    def describe_sid(self, sid: str) -> str:
        kind, _, uid = sid.partition(":")
        if kind == "deck":
            return f"the {theme.KIND_WORD.get(uid, uid)} deck"
        return self.app.faces.name_of(uid)

    def draw_message(self, surf: pygame.Surface) -> None:
        """The last message (a refused drop's reason, an attack, "Saved") in its own strip over the log."""
        sc = self.app.scale
        r = self.lay.message
        text = self.message
        alpha = 235 if self.message_t > 0.5 else int(470 * self.message_t)
        bad = any(w in text.lower() for w in ("not ", "cannot", "nothing", "no ", "could not"))
        panel(surf, r, (60, 26, 30) if bad else (24, 38, 60), theme.DANGER if bad else theme.ACCENT, radius=sc(6),
              alpha=max(0, alpha))
        inner = r.inflate(-sc(12), -sc(6))
        size = sc(13)
        while size > theme.MIN_TEXT_PX and wrapped_height(text, size, inner.w) > inner.h:
            size -= 1
        th = wrapped_height(text, size, inner.w)
        inner.y += max(0, (inner.h - th) // 2)
        draw_wrapped(surf, text, inner, size, theme.TEXT, centre=True)

    def draw_confirm(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        text, _m = self.confirm
        w, h = surf.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surf.blit(shade, (0, 0))
        box = pygame.Rect(0, 0, sc(520), sc(150))
        box.center = (w // 2, h // 2)
        panel(surf, box, theme.PANEL, theme.DANGER, radius=sc(10), width=2)
        draw_text(surf, "Waste resources?", (box.x + sc(16), box.y + sc(12)), sc(17), theme.DANGER, bold=True)
        draw_wrapped(surf, text, pygame.Rect(box.x + sc(16), box.y + sc(40), box.w - sc(32), sc(50)), sc(14))
        self.confirm_buttons.draw(surf)

    def draw_zoom(self, surf: pygame.Surface) -> None:
        if self.drag is not None or self.popup or self.confirm is not None:
            return
        zoom = self.pinned_zoom
        pos = pygame.mouse.get_pos()
        if zoom is None and self.hover_sid and self.hover_t >= ZOOM_DELAY and self.scene is not None:
            s = self.scene.sprite(self.hover_sid)
            zoom = s.zoom if s is not None else None
        if zoom is None:
            return
        uid, side = zoom
        sc = self.app.scale
        w = sc(230)
        faces = self.app.faces
        imgs: list[pygame.Surface] = []
        if uid.startswith("top:"):
            top = self.view().deck_tops.get(uid[4:])
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
            key = (uid, self.session.version, self.shown_seat(), w)
            cached = getattr(self, "_zoom_extra", None)
            if cached is None or cached[0] != key:
                cached = self._zoom_extra = (key, self.zoom_extra(uid, w * len(imgs) + sc(8) * (len(imgs) - 1)))
            extra = cached[1]
        total_w = sum(i.get_width() for i in imgs) + sc(8) * (len(imgs) - 1)
        h = card_height(w)
        block_h = h + (extra.get_height() + sc(8) if extra is not None else 0)
        W, H = surf.get_size()
        x = pos[0] + sc(24) if pos[0] + sc(24) + total_w < W else pos[0] - sc(24) - total_w
        y = min(max(4, pos[1] - block_h // 2), H - block_h - 4)
        x = max(4, x)
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
        st = self.view().state
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
            need = self.session.completion_need(owner.seat, uid)
            if need is not None:
                cost, have, colour = need
                left = max(0, cost - have)
                sub = (f"Cost now {cost} {colour}: {have} prepared, {left} more {colour} needed" if left
                       else f"Cost now {cost} {colour}: fully prepared ({have} symbols)")
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
