"""The table's drawing: the static layer, the changing facts, sprites, glows, panels and the zoom.

Nothing here changes the game: it reads the view and the scene's own display state.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.ui import layout as layout_mod
from game.ui import theme
from game.ui.input.drag import moves_from, pick_for_drop
from game.ui.sprites import art, symbols
from game.ui.sprites.card_face import card_height
from game.ui.widgets import draw_text, draw_wrapped, fit_size, glow, panel, render_text

KIND_OF_ROW = {"ship": "Ships", "technology": "Technologies", "planet": "Planets"}
WARM_MAX = 60  # zoom faces rendered ahead per table change: the viewer's own cards and the centre first
ZOOM_DELAY = 0.35

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
                pygame.draw.rect(surf, theme.mix(theme.PANEL, theme.KIND_FRAME[k], 0.28), emp, border_radius=sc(4))
                if b.big or k == "ship":
                    lsize = sc(10 if b.big else 9)
                    lcol = theme.mix(theme.TEXT_DIM, theme.KIND_FRAME[k], 0.3)
                    draw_text(surf, ("Under Construction · " if b.big else "UC · ") + KIND_OF_ROW[k],
                              (uc.right - sc(3), uc.y + sc(1)), lsize, lcol, anchor="topright")
                    draw_text(surf, "Empire · " + KIND_OF_ROW[k], (emp.right - sc(3), emp.y + sc(1)), lsize, lcol,
                              anchor="topright")
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
                size = fit_size(fac, sc(10), False, r.w - sc(4))
                draw_text(surf, fac, (r.centerx, r.centery + sc(2)), size, theme.TEXT_DIM, anchor="midtop")
        panel(surf, lay.hand, theme.PANEL, theme.PANEL_EDGE, radius=sc(8), alpha=150)
        me = st.players[self.viewer]
        whose = "Your hand" if me.name.lower() == "you" else f"{me.name}'s hand"
        draw_text(surf, whose, (lay.hand.right - sc(6), lay.hand.bottom - sc(4)), sc(11), theme.TEXT_DIM,
                  anchor="bottomright")
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
        for k, r in lay.decks.items():
            n = len(st.decks.get(k, [])) if k in ("ship", "technology", "planet", "resource") else None
            if k == "discard":
                n = len(st.discards.get("resource", []))
            if k == "alien":
                n = len(st.decks.get("alien", []))
            text = labels[k] + (f" ({n})" if n is not None else "")
            draw_text(surf, text, (r.centerx, r.y - sc(2)), fit_size(text, sc(12), False, r.w + sc(10)),
                      theme.TEXT_DIM, anchor="midbottom")
        info = [f"Round marker: {st.round_marker}", f"Artifacts deck: {len(st.decks.get('artifact', []))}",
                f"Defense Plans: {len(st.decks.get('defense', []))}", f"Blockade tokens: {st.blockades_left}"]
        if st.end_triggered:
            info.insert(0, "END TRIGGERED: last round")
        if not st.open_cards and not st.revealed:
            for i, t in enumerate(info):
                draw_text(surf, t, (lay.open_area.x, lay.open_area.y + sc(4) + i * sc(17)), sc(13),
                          theme.ACCENT if "END" in t else theme.TEXT_DIM)
        else:
            rr = lay.decks["discard"]
            draw_text(surf, f"Round {st.round_marker}", (rr.right + sc(4), rr.bottom), sc(11), theme.TEXT_DIM,
                      anchor="bottomleft")
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
            line2 = hdr.y + hdr.h // 2 + sc(1)
            nsize = fit_size(name, sc(15 if big else 13), True, b.bank.x - b.bank.w - sc(14) - x)
            draw_text(surf, name, (x, hdr.y + sc(3)), nsize, col, bold=True)
            counts = f"Hand {len(p.hand)} · Artifacts {len(p.artifacts)} · Defense {len(p.defense_plans)}"
            fac = self.app.faces.name_of(p.faction) if p.faction else ""
            fac_text = fac + ("  · start player" if st.start_player == seat else "")
            ssize = fit_size(counts + "    " + fac_text, sc(11 if big else 10), False, hdr.right - sc(8) - x)
            draw_text(surf, fac_text, (x, line2), ssize, theme.TEXT_DIM)
            draw_text(surf, counts, (hdr.right - sc(8), line2), ssize, theme.mix(theme.TEXT_DIM, theme.TEXT, 0.4),
                      anchor="topright")
            bank = b.bank
            pygame.draw.rect(surf, (40, 46, 70), bank, border_radius=sc(5))
            pygame.draw.rect(surf, (120, 130, 170), bank, 1, border_radius=sc(5))
            symbols.credit_icon(surf, (bank.x + bank.h * 0.45, bank.centery), bank.h * 0.3)
            draw_text(surf, f"{p.credits}", (bank.right - sc(6), bank.centery), sc(15 if big else 13), theme.TEXT,
                      bold=True, anchor="midright")
            vp = pygame.Rect(bank.x - bank.w - sc(6), bank.y, bank.w, bank.h)
            pygame.draw.rect(surf, (60, 50, 30), vp, border_radius=sc(5))
            symbols.vp_icon(surf, (vp.x + vp.h * 0.45, vp.centery), vp.h * 0.28)
            draw_text(surf, f"{p.vp}", (vp.right - sc(6), vp.centery), sc(15 if big else 13), (250, 220, 120),
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
        # side zones for choosing a side
        for z in self.side_zones():
            hl = z.tid in legal or not glow_sid
            panel(surf, z.rect, theme.mix(theme.PANEL, theme.GLOW, 0.2 if hl else 0.05), theme.GLOW if hl else None,
                  radius=sc(6), alpha=190)
            tr = z.rect.inflate(-sc(12), 0)
            tr.h = sc(60)
            tr.centery = z.rect.centery
            draw_wrapped(surf, z.label, tr, sc(15), theme.TEXT, bold=True, centre=True)
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
        for tid, colour, left, total in self.pulses:
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
        if self.drag is not None:
            s = self.scene.sprite(self.drag.sid)
            if s is not None:
                r = self.drag.draw_rect()
                shadow = pygame.Surface(r.size, pygame.SRCALPHA)
                shadow.fill((0, 0, 0, 90))
                surf.blit(shadow, r.move(sc(5), sc(6)))
                surf.blit(s.image, r)
                tgt = pick_for_drop(self.drag.moves, self.targets_at(self.drag.pos), self.drag.section)
                if tgt:
                    tip = tgt[0].label if len(tgt) == 1 else f"{len(tgt)} choices…"
                    self.draw_tip(surf, tip, (r.centerx, r.y - sc(6)))
        for f in self.tweens.floaters:
            k = f.t / f.duration
            img = render_text(f.text, sc(18), True, f.colour)
            r = img.get_rect(center=(f.pos[0], f.pos[1] + sc(22) - round(sc(22) * k)))
            panel(surf, r.inflate(sc(10), sc(4)), (10, 12, 24), f.colour, radius=sc(6), alpha=210)
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

    def draw_tip(self, surf: pygame.Surface, text: str, pos: tuple[int, int]) -> None:
        sc = self.app.scale
        img = render_text(text[:90], sc(13), True, theme.TEXT)
        r = img.get_rect(midbottom=pos).inflate(sc(12), sc(6))
        r.clamp_ip(surf.get_rect())
        panel(surf, r, (20, 40, 30), theme.GLOW, radius=sc(5))
        surf.blit(img, img.get_rect(center=r.center))

    def draw_blockades(self, surf: pygame.Surface) -> None:
        st = self.view().state
        for s in self.scene.sprites:
            if s.tag != "empire" or s.owner is None:
                continue
            n = st.players[s.owner].blockades.get(s.sid[5:], 0)
            if n:
                r = self.tweens.rect_of(s.sid, s.rect)
                symbols.blockade_token(surf, (r.right - r.w * 0.2, r.y + r.w * 0.22), max(5, r.w * 0.18), n)

    def draw_top_bar(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        tb = self.lay.top_bar
        pygame.draw.rect(surf, (14, 18, 34), tb)
        pygame.draw.line(surf, theme.PANEL_EDGE, tb.bottomleft, tb.bottomright)
        st = self.session.state
        p = self.session.pending
        cur = st.players[st.current].name if st.players else ""
        text = f"ALIEN ARTIFACTS   ·   Turn {st.turn_number}: {cur} to play   ·   Round marker {st.round_marker}"
        if st.end_triggered:
            text += "   ·   LAST ROUND"
        draw_text(surf, text, (tb.x + sc(10), tb.centery), sc(14), theme.TEXT, anchor="midleft")
        if p is not None and not self.session.is_human(p.seat):
            dots = "." * (1 + int(self.phase * 3) % 3)
            draw_text(surf, f"{st.players[p.seat].name} is thinking{dots}", (tb.centerx + sc(80), tb.centery), sc(14),
                      theme.ACCENT, anchor="midleft")
        self.bar_buttons.draw(surf)

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
            facts.append(f"paid {info.get('paid', '0')} of {info['need']}")
        elif "paid" in info:
            facts.append(f"{info['paid']} paid so far")
        if "limit" in info:
            facts.append(f"{info.get('used', '0')} of {info['limit']} cards used")
        if facts:
            body += "\n" + " · ".join(facts)
        if self.selected and self.my_choice():
            body += f"\nSelected: {self.describe_sid(self.selected)}: pick a glowing place or a ▶ button."
        rest = pygame.Rect(inner.x, inner.y + sc(19), inner.w, inner.h - sc(19))
        used = draw_wrapped(surf, body, rest, sc(14), theme.TEXT)
        hint = HINTS.get(p.kind) if (self.app.settings.hints and self.my_choice()) else None
        if hint and not self.selected:
            hr = pygame.Rect(rest.x, rest.y + used + sc(4), rest.w, rest.h - used - sc(4))
            draw_wrapped(surf, "Hint: " + hint, hr, sc(11), (150, 225, 190))

    def describe_sid(self, sid: str) -> str:
        kind, _, uid = sid.partition(":")
        if kind == "deck":
            return f"the {theme.KIND_WORD.get(uid, uid)} deck"
        return self.app.faces.name_of(uid)

    def draw_message(self, surf: pygame.Surface) -> None:
        sc = self.app.scale
        lay = self.lay
        img_w = lay.centre.w - sc(40)
        lines = self.message
        r = pygame.Rect(0, 0, img_w, sc(34))
        r.midtop = (lay.centre.centerx, lay.centre.y - sc(14))
        alpha = 230 if self.message_t > 0.5 else int(460 * self.message_t)
        panel(surf, r, (50, 24, 28) if "not" in lines.lower() or "cannot" in lines.lower() else (24, 36, 56),
              theme.ACCENT, radius=sc(8), alpha=max(0, alpha))
        draw_wrapped(surf, lines, r.inflate(-sc(16), -sc(8)), sc(13), theme.TEXT, centre=True)

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
        total_w = sum(i.get_width() for i in imgs) + sc(8) * (len(imgs) - 1)
        h = card_height(w)
        W, H = surf.get_size()
        x = pos[0] + sc(24) if pos[0] + sc(24) + total_w < W else pos[0] - sc(24) - total_w
        y = min(max(4, pos[1] - h // 2), H - h - 4)
        x = max(4, x)
        for img in imgs:
            shadow = pygame.Rect(x + sc(6), y + sc(6), img.get_width(), img.get_height())
            panel(surf, shadow, (0, 0, 0), None, radius=sc(10), alpha=110)
            surf.blit(img, (x, y))
            x += img.get_width() + sc(8)
