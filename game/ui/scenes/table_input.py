"""The table's input: hit testing, drag and drop, clicks and keys, turned into the engine's options."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.choices import Command
from game.ui.input.drag import CLICK_SLOP, Drag, Move, moves_from, pick_for_drop
from game.ui.sprites import table_sprites as ts


class TableInput:
    """Mixed into TableScene: everything between a mouse/key event and `perform`/`submit`."""

    scene: Any
    moves: list[Move]

    def sprite_at(self, pos: tuple[int, int], movable: bool = False) -> str | None:
        """The topmost sprite under pos; with movable, the topmost one that has a move (a card under a
        tucked resource strip can still be picked up)."""
        if self.scene is None:
            return None
        top = None
        sources = {m.source for m in self.moves} if movable else set()
        for s in reversed(self.scene.sprites):
            if self.tweens.rect_of(s.sid, s.rect).collidepoint(pos):
                if not movable or s.sid in sources:
                    return s.sid
                top = top or s.sid
        return top

    def targets_at(self, pos: tuple[int, int]) -> list[str]:
        """Drop-target ids under pos, topmost first (sprites, then zones)."""
        out: list[str] = []
        if self.scene is None:
            return out
        for s in reversed(self.scene.sprites):
            if s.rect.collidepoint(pos):
                out.extend(t for t in s.targets if t not in out)
        out.extend(z.tid for z in self.side_zones() if z.rect.collidepoint(pos) and z.tid not in out)
        for z in reversed(self.scene.zones):
            if z.rect.collidepoint(pos) and z.tid not in out:
                out.append(z.tid)
        return out

    def side_zones(self) -> list[ts.Zone]:
        p = self.session.pending
        if not self.my_choice() or p is None or p.kind != "side" or self.lay is None:
            return []
        b = self.lay.boards[self.viewer]
        area = b.empire_area
        half = area.w // 2
        words = {o.target: o.label for o in p.options}
        return [ts.Zone("side:logistics", pygame.Rect(area.x, area.y, half - 2, area.h),
                        f"Logistics side\n{words.get('side:logistics', '')}"),
                ts.Zone("side:operational", pygame.Rect(area.x + half + 2, area.y, half - 2, area.h),
                        f"Operational side\n{words.get('side:operational', '')}")]

    def legal_target_ids(self, sid: str | None) -> set[str]:
        if sid is None:
            return set()
        return {m.target for m in moves_from(self.moves, sid) if m.target}

    def rect_of_target(self, tid: str) -> list[pygame.Rect]:
        rects: list[pygame.Rect] = []
        if self.scene is None:
            return rects
        for s in self.scene.sprites:
            if tid in s.targets:
                rects.append(s.rect)
        if not rects:
            rects = [z.rect for z in self.side_zones() + self.scene.zones if z.tid == tid]
        return rects

    # ---- input -------------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.confirm is not None:
            if self.confirm_buttons.handle_event(ev):
                return
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                self.cancel_gesture()
            return
        if self.popup:
            if self.popup_buttons.handle_event(ev):
                return
            if (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE) or \
                    (ev.type == pygame.MOUSEBUTTONUP and ev.button in (1, 3)):
                self.cancel_gesture()
            return
        if ev.type == pygame.KEYDOWN:
            self.on_key(ev)
            return
        if ev.type == pygame.MOUSEWHEEL:
            if self.lay is not None and self.lay.options.collidepoint(pygame.mouse.get_pos()):
                self.opt_scroll = max(0, self.opt_scroll - ev.y)
                return
            if self.lay is not None:
                self.log.handle_wheel(self.lay.log, ev)
            return
        if ev.type == pygame.MOUSEBUTTONDOWN:
            if ev.button == 3:
                sid = self.sprite_at(ev.pos)
                s = self.scene.sprite(sid) if (self.scene and sid) else None
                self.pinned_zoom = s.zoom if (s and s.zoom and self.pinned_zoom != s.zoom) else None
                return
            if ev.button != 1:
                return
            self.pinned_zoom = None
            if self.bar_buttons.handle_event(ev) or self.option_buttons.handle_event(ev):
                return
            sid = self.sprite_at(ev.pos, movable=True)
            if sid is not None:
                self.press = (sid, ev.pos)
            else:
                self.press = ("", ev.pos)
            return
        if ev.type == pygame.MOUSEMOTION and self.press is not None and self.drag is None:
            sid, start = self.press
            if sid and (abs(ev.pos[0] - start[0]) > CLICK_SLOP or abs(ev.pos[1] - start[1]) > CLICK_SLOP):
                self.begin_drag(sid, start, ev.pos)
            return
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            if self.bar_buttons.handle_event(ev) or self.option_buttons.handle_event(ev):
                self.press = None
                return
            if self.drag is not None:
                self.end_drag(ev.pos)
            elif self.press is not None:
                self.click(self.press[0], ev.pos)
            self.press = None

    def on_key(self, ev: pygame.event.Event) -> None:
        ctrl = ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if ev.key == pygame.K_z and ctrl:
            self.undo()
        elif ev.key == pygame.K_s and ctrl:
            self.save()
        elif ev.key == pygame.K_h and not ctrl:
            self.suggest()
        elif ev.key == pygame.K_ESCAPE:
            if self.drag or self.selected or self.multi or self.pinned_zoom:
                self.cancel_gesture()
                self.pinned_zoom = None
            else:
                self.open_pause()
        elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.option_buttons.focus < 0 and self.multi:
            self.confirm_multi()
        elif ev.key in (pygame.K_PAGEDOWN,):
            self.opt_scroll += 3
        elif ev.key in (pygame.K_PAGEUP,):
            self.opt_scroll = max(0, self.opt_scroll - 3)
        else:
            self.option_buttons.handle_event(ev)

    def begin_drag(self, sid: str, start: tuple[int, int], pos: tuple[int, int]) -> None:
        s = self.scene.sprite(sid) if self.scene else None
        cands = moves_from(self.moves, sid)
        if s is None:
            return
        if not cands:
            if self.my_choice() and (s.owner == self.viewer or s.tag in ("deck",)):
                self.say("That card cannot be moved now.")
            self.press = None
            return
        grab = (start[0] - s.rect.x, start[1] - s.rect.y)
        section = s.section
        if section is None and sid.startswith("res:") and s.tag == "hand":
            section = 0 if grab[1] < s.rect.h / 2 else 1
        self.drag = Drag(sid, start, grab, pygame.Rect(s.rect), section, cands, moved=True, pos=pos)
        self.selected = None
        self.app.sound.play("click")

    def end_drag(self, pos: tuple[int, int]) -> None:
        d = self.drag
        self.drag = None
        if d is None:
            return
        chosen = pick_for_drop(d.moves, self.targets_at(pos), d.section)
        if not chosen:
            # snap back: glide from the cursor to where it was, with the reason
            r = d.draw_rect()
            self.tweens.retarget({d.sid: r}, {d.sid: d.rect}, {})
            here = self.targets_at(pos)
            self.say(self.reason_for(d, here))
            self.app.sound.play("snap")
            return
        if len(chosen) == 1:
            self.perform(chosen[0])
        else:
            self.open_popup(chosen, pos)

    def reason_for(self, d: Drag, here: list[str]) -> str:
        """Why a drop did nothing: the engine's own rejection if the drop names a target, else a hint."""
        p = self.session.pending
        if p is None or not here:
            return "Dropped nowhere: drag onto a glowing place."
        # ask the engine about the most specific thing under the cursor
        kind, _, rest = d.sid.partition(":")
        tgt = here[0]
        guess = None
        if kind == "res" and tgt.startswith("card:"):
            guess = f"pay:{rest}:{d.section or 0}"
        if guess:
            r = self.session.game.clone().submit(Command(p.seat, p.id, (guess,)))
            if not r.ok:
                return r.reason
        return "Not a legal place for that card now (legal places glow)."

    def click(self, sid: str, pos: tuple[int, int]) -> None:
        # a click on a legal target while something is selected performs the move
        if self.selected:
            chosen = pick_for_drop(moves_from(self.moves, self.selected), self.targets_at(pos), None)
            if chosen:
                if len(chosen) == 1:
                    self.perform(chosen[0])
                else:
                    self.open_popup(chosen, pos)
                return
        # a click on a target of a source-less option (e.g. "attack the Alien System") picks it
        # a click on a place that one option (whatever its source) is aimed at picks that option,
        # e.g. the Alien System when choosing a target, or the Offensive box on the turn
        here = self.targets_at(pos)
        on_table = {sp.sid for sp in self.scene.sprites} if self.scene is not None else set()
        clicked_own = bool(sid) and sid in on_table and bool([m for m in self.moves if m.source == sid])
        if not clicked_own:
            for tid in here:
                by_key: dict[tuple[str, ...], Move] = {}
                for m in self.moves:
                    if len(m.keys) == 1 and m.target == tid:
                        by_key.setdefault(m.keys, Move(None, tid, m.keys, m.label))
                if by_key:
                    opts = list(by_key.values())
                    if len(opts) == 1:
                        self.perform(opts[0])
                    else:
                        self.open_popup(opts, pos)
                    return
        if sid and any(m.source == sid for m in self.moves):
            self.selected = None if self.selected == sid else sid
            self.opt_scroll = 0
            self._options_key = None
        else:
            self.selected = None
            self._options_key = None

    # ---- drawing -----------------------------------------------------------------------------
