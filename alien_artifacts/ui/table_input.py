"""The table's input: the drag gesture, clicks, keys and the option buttons, turned into commands.

The pointer's press / drag / drop / cancel is the kit's `Gesture` (tabletop/ui/gesture.py) with this input as its
host: a press on a card that has moves, moved past the kit's CLICK_SLOP, lifts it (a Resource card in hand by the
half grabbed, its section); its drop picks the moves whose target lies under the cursor (several are asked in a
popup, a pay that wastes symbols asks first, R15; none snaps the card back with the reason); Esc or the right button
puts it down. A click selects a card (its moves become ▶ buttons) or picks the one option aimed at the place
clicked. Keys: Esc (cancel, else the pause menu), Ctrl+Z, Ctrl+S, H, S (a finished game's scores), Page Up/Down,
Enter.
The option buttons come from the model's offered choice (`TableModel.pending`, so a scene's option filter
applies); the buttons, the keep panel, a popup and the waste question see the events before the gesture.
What is picked goes to the scene's `submit`; where things are is the geometry's (alien_artifacts/ui/table_geometry.py).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pygame

from alien_artifacts.ui import option_list
from alien_artifacts.ui.keep_view import KeepPanel, keep_options
from alien_artifacts.ui.option_list import CONFIRM, Entry
from alien_artifacts.ui.table_part import Table, TablePart
from game.ui import theme
from tabletop.ui.drag import Drag, Move, moves_from, pick_for_drop
from tabletop.ui.gesture import Gesture
from tabletop.ui.widgets import Button, ButtonGroup, button_height

BAR_TIPS = {  # the top bar's buttons that say more on hover (the Since your turn panel, the Suggest button)
    "since": "Since your turn (R): what each other seat did since your last turn; rest on a line to see its cards",
    "suggest": "Ask the Hard AI for a move (H): it glows on the table and its button is marked, with what it gains. "
               "Nothing is played until you play it.",
}


class TableInput(TablePart):
    """The gesture in progress and the buttons the player can press."""

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.gesture = Gesture(self)  # the kit's press / drag / drop, with this input as its host
        self.selected: str | None = None
        self.multi: list[str] = []  # picks gathered for a multi-pick choice
        self.popup: list[Move] = []
        self.popup_buttons = ButtonGroup()
        self.confirm: tuple[str, Move] | None = None
        self.confirm_buttons = ButtonGroup()
        self.option_buttons = ButtonGroup()
        self.bar_buttons = ButtonGroup()
        self.keep = KeepPanel()  # a Buy's drawn cards, both sides and cost, while the player keeps one
        self.opt_scroll = 0
        self.prompt_grow = 0  # pixels the prompt panel grows down into the option panel's free space
        self._options_key: tuple[object, ...] | None = None
        self._more_options = 0  # option buttons below the panel (the "▼ N more" line)

    @property
    def drag(self) -> Drag | None:
        """The card being dragged (the gesture's), if any."""
        return self.gesture.drag

    def forget(self) -> None:
        """Rebuild the option panel and the top bar on the next update."""
        self._options_key = None

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.confirm is not None:
            if self.confirm_buttons.handle_event(ev):
                return
            if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
                self.cancel()
            return
        if self.popup:
            if self.popup_buttons.handle_event(ev):
                return
            if (ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE) or \
                    (ev.type == pygame.MOUSEBUTTONUP and ev.button in (1, 3)):
                self.cancel()
            return
        if self.keep.handle_event(ev, self.keep_card):
            return
        if ev.type == pygame.MOUSEWHEEL:
            lay = self.geometry.lay
            if self.renderer.prompt_box.handle_wheel(ev, pygame.mouse.get_pos()):
                return  # a long prompt or hint scrolls
            if lay is not None and lay.options.collidepoint(pygame.mouse.get_pos()):
                self.opt_scroll = max(0, self.opt_scroll - ev.y)
                return
            if lay is not None:
                self.table.feed.log.handle_wheel(lay.log, ev)
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3 and self.drag is None:
            sid = self.geometry.sprite_at(ev.pos)  # a right click pins the card's zoom (or unpins it)
            scene = self.geometry.scene
            s = scene.sprite(sid) if (scene and sid) else None
            tips = self.table.tips
            tips.pinned_zoom = s.zoom if (s and s.zoom and tips.pinned_zoom != s.zoom) else None
            return
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            self.table.tips.pinned_zoom = None
        left = ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and ev.button == 1
        if left and self.drag is None and (self.bar_buttons.handle_event(ev) or self.option_buttons.handle_event(ev)):
            if ev.type == pygame.MOUSEBUTTONUP:
                self.gesture.cancel()  # the press became a button's click
            return
        if self.gesture.handle_event(ev):
            return
        if ev.type == pygame.KEYDOWN:
            self.on_key(ev)

    def on_key(self, ev: pygame.event.Event) -> None:
        ctrl = ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        bar = self.table.bar
        if ev.key == pygame.K_z and ctrl:
            if "undo" in bar:
                self.table.undo()
        elif ev.key == pygame.K_s and ctrl:
            if "save" in bar:
                self.table.save()
        elif ev.key == pygame.K_h and not ctrl:
            if "suggest" in bar:
                self.table.suggest()
        elif ev.key == pygame.K_s and not ctrl and self.session.over:
            self.table.open_scores()
        elif ev.key == pygame.K_ESCAPE:
            if self.selected or self.multi or self.table.tips.pinned_zoom:  # (a drag: the gesture's Esc)
                self.cancel()
                self.table.tips.pinned_zoom = None
            else:
                self.table.open_pause()
        elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.option_buttons.focus < 0 and self.multi:
            self.confirm_multi()
        elif ev.key in (pygame.K_PAGEDOWN,):
            self.opt_scroll += 3
        elif ev.key in (pygame.K_PAGEUP,):
            self.opt_scroll = max(0, self.opt_scroll - 3)
        else:
            self.option_buttons.handle_event(ev)

    # ---- the gesture's host (tabletop/ui/gesture.py: DragHost) ---------------------------------------
    def source_at(self, pos: tuple[int, int]) -> str | None:
        """What a press at pos picks up: the topmost card there that has a move, else the topmost card."""
        return self.geometry.sprite_at(pos, movable=True)

    def targets_at(self, pos: tuple[int, int]) -> list[str]:
        return self.geometry.targets_at(pos)

    def lift(self, sid: str, start: tuple[int, int], pos: tuple[int, int]) -> Drag | None:
        """The drag of the card pressed on, by the section grabbed; a card with no move now stays (and says so)."""
        s = self.geometry.scene.sprite(sid) if self.geometry.scene else None
        if s is None:
            return None
        cands = moves_from(self.model.moves, sid)
        if not cands:
            if self.model.my_choice() and (s.owner == self.model.viewer or s.tag in ("deck",)):
                self.table.feed.say("That card cannot be moved now.")
            return None
        self.selected = None
        self.app.sound.play("click")
        return Drag.lifted(sid, start, s.rect, cands, self.geometry.section_at(sid, start), pos)

    def dropped(self, d: Drag, chosen: list[Move], pos: tuple[int, int]) -> None:
        """The drop: the one move it means, a popup for several, else the card glides back with the reason."""
        if not chosen:
            # snap back: glide from the cursor to where it was, with the reason
            self.tweens.retarget({d.sid: d.draw_rect()}, {d.sid: d.rect}, {})
            self.table.feed.say(self.reason_for(d, self.geometry.targets_at(pos)))
            self.app.sound.play("snap")
            return
        if len(chosen) == 1:
            self.perform(chosen[0])
        else:
            self.open_popup(chosen, pos)

    def cancelled(self, d: Drag) -> None:
        """Esc or the right button during a drag: everything in progress is put down (as Esc always did)."""
        self.cancel()
        self.table.tips.pinned_zoom = None

    def reason_for(self, d: Drag, here: list[str]) -> str:
        """Why a drop did nothing: the rules' reason for the card (by the half grabbed) on the topmost place under
        the cursor (the match layer's refusal fact), else a hint."""
        if self.session.pending is None or not here:
            return "Dropped nowhere: drag onto a glowing place."
        return self.session.refusal(self.model.viewer, d.sid, d.section, here[0])

    def clicked(self, sid: str | None, pos: tuple[int, int]) -> None:
        # a click on a legal target while something is selected performs the move
        if self.selected:
            chosen = pick_for_drop(moves_from(self.model.moves, self.selected), self.geometry.targets_at(pos), None)
            if chosen:
                if len(chosen) == 1:
                    self.perform(chosen[0])
                else:
                    self.open_popup(chosen, pos)
                return
        # a click on a target of a source-less option (e.g. "attack the Alien System") picks it
        # a click on a place that one option (whatever its source) is aimed at picks that option,
        # e.g. the Alien System when choosing a target, or the Offensive box on the turn
        here = self.geometry.targets_at(pos)
        scene = self.geometry.scene
        on_table = {sp.sid for sp in scene.sprites} if scene is not None else set()
        clicked_own = bool(sid) and sid in on_table and bool([m for m in self.model.moves if m.source == sid])
        if not clicked_own:
            for tid in here:
                by_key: dict[tuple[str, ...], Move] = {}
                for m in self.model.moves:
                    if len(m.keys) == 1 and m.target == tid:
                        by_key.setdefault(m.keys, attrs.evolve(m, source=None, section=None))
                if by_key:
                    opts = list(by_key.values())
                    if len(opts) == 1:
                        self.perform(opts[0])
                    else:
                        self.open_popup(opts, pos)
                    return
        if sid and any(m.source == sid for m in self.model.moves):
            self.selected = None if self.selected == sid else sid
            self.opt_scroll = 0
            self._options_key = None
        else:
            self.selected = None
            self._options_key = None

    def refresh_options(self) -> None:
        lay = self.geometry.lay
        if lay is None:
            return
        self.refresh_keep()  # laid out again only when its cards, its area or its fold change
        p = self.model.pending
        key = (self.session.version, self.model.viewer, self.selected, self.opt_scroll, tuple(self.multi),
               lay.w, lay.h, self.model.can_undo(), self.model.shown_seat(), self.table.advice.state_key(),
               self.model.option_filter, self.table.since.open)
        if key == self._options_key:
            return
        self._options_key = key
        sc = self.app.scale
        area = lay.options
        entries: list[Entry] = []  # the option panel's buttons (alien_artifacts/ui/option_list.py lays them out)
        if self.model.my_choice() and p is not None:
            shown: set[str] = set()
            if self.selected:
                for m in [m for m in self.model.moves if m.source == self.selected]:
                    entries.append(Entry(f"mv:{'|'.join(m.keys)}", "▶ " + m.label, self._mk_move(m), "move"))
                    if len(m.keys) == 1:
                        shown.add(m.keys[0])
            multi = p.max_picks > 1
            labels = [o.label for o in p.options]
            for o in p.options:
                if o.key in shown:
                    continue
                label = o.label
                dealt = self.app.faces.cards  # the card set the faces were drawn from (set once a table opens)
                resources = dealt.resources if dealt is not None else {}
                if labels.count(label) > 1 and o.card in resources:  # two halves alike: which card (its halves)
                    a, b = resources[o.card].sections
                    label += f"  (the {a.symbols} {a.colour} / {b.symbols} {b.colour} card)"
                if multi:
                    mark = "☑ " if o.key in self.multi else "☐ "
                    entries.append(Entry(f"opt:{o.key}", mark + label, self._mk_toggle(o.key), o.verb))
                else:
                    entries.append(Entry(f"opt:{o.key}", label, self._mk_option(o.key), o.verb))
            if multi:
                n = len(self.multi)
                ok = p.min_picks <= n <= p.max_picks
                entries.append(Entry(CONFIRM, f"Confirm ({n} picked)", self.confirm_multi if ok else None, ""))
        if self.session.over:  # the finished table opens the score screen again
            entries.append(Entry("scores", "Final scores  S", self.table.open_scores, ""))
        # a long prompt or hint takes the room the buttons leave free (the rest of it scrolls)
        free = area.h - sc(4) - option_list.natural_height(entries, area.w, sc)
        self.prompt_grow = max(0, min(self.renderer.prompt_overflow(), free))
        area = pygame.Rect(area.x, area.y + self.prompt_grow, area.w, area.h - self.prompt_grow)
        placed = option_list.lay_out(entries, area, self.opt_scroll, sc, self.scroll_options)
        self.opt_scroll = placed.scroll
        self.option_buttons.set(placed.buttons)
        self.table.advice.mark(self.table)
        self._more_options = placed.below
        # top bar
        tb = lay.top_bar
        bw = sc(86)
        can_undo = self.model.can_undo()
        can_suggest = self.table.advice.available(self.table) and not self.table.advice.thinking
        items = [("menu", "Menu", self.table.open_pause), ("save", "Save", self.table.save),
                 ("undo", "↶ Undo" if can_undo else "Undo", self.table.undo),
                 ("since", "Recap R", self.table.since.toggle),
                 ("suggest", "Thinking…" if self.table.advice.thinking else "Suggest H", self.table.suggest),
                 ("help", "Help F1", self.table.open_help)]
        items = [it for it in items if it[0] in self.table.bar]
        bar = []
        for i, (k, label, fn) in enumerate(items):
            r = pygame.Rect(tb.right - (len(items) - i) * (bw + sc(6)), tb.y + sc(3), bw, tb.h - sc(6))
            enabled = (k != "undo" or can_undo) and (k != "suggest" or can_suggest)
            colour = (70, 88, 150) if k == "undo" and can_undo else theme.PANEL_HI  # lit when there is one
            if k == "suggest" and (can_suggest or self.table.advice.thinking):
                colour = (96, 80, 40)
            if k == "since" and self.table.since.open:
                colour = (70, 88, 150)
            bar.append(Button(r, label, fn, key=k, enabled=enabled, size=sc(14), colour=colour,
                              tooltip=BAR_TIPS.get(k, "")))
        self.bar_buttons.set(bar)

    def scroll_options(self, to: int) -> None:
        """A marker's click (option_list.py): the option list scrolled to entry `to`."""
        self.opt_scroll = max(0, to)

    def refresh_keep(self) -> None:
        """The keep panel while the player keeps one of the cards a Buy drew (the engine's `keep` options)."""
        lay = self.geometry.lay
        allowed_options = keep_options(self.model.pending) if self.model.my_choice() else []
        if lay is None or not allowed_options:
            self.keep.clear()
            return
        options = keep_options(self.session.pending) or allowed_options  # every card drawn, kept or not
        allowed = frozenset(o.card or "" for o in allowed_options) if len(allowed_options) < len(options) else None
        sc = self.app.scale
        area = pygame.Rect(sc(4), lay.top_bar.bottom + sc(4), lay.side.x - sc(8),
                           lay.h - lay.top_bar.bottom - sc(8))  # the table left of the side panel
        self.keep.build(area, options, sc, self.session.cards, self.app.faces.name_of, self.keep_card, allowed,
                        lay.open_area)

    def keep_card(self, uid: str) -> None:
        """Keep the drawn card `uid`: the engine's `keep` option for it (read by its fields)."""
        o = next((o for o in keep_options(self.model.pending) if o.card == uid), None)
        if o is not None:
            self.choose_option(o.key)

    def _mk_move(self, m: Move) -> Callable[[], None]:
        return lambda: self.perform(m)

    def _mk_option(self, key: str) -> Callable[[], None]:
        return lambda: self.choose_option(key)

    def _mk_toggle(self, key: str) -> Callable[[], None]:
        def f() -> None:
            if key in self.multi:
                self.multi.remove(key)
            else:
                self.multi.append(key)
            self._options_key = None
        return f

    def confirm_multi(self) -> None:
        picks = tuple(self.multi)
        self.multi = []
        self.table.submit(picks)

    def choose_option(self, key: str) -> None:
        p = self.model.pending
        if p is None:
            return
        o = p.option(key)
        m = Move(o.source if o else None, o.target if o else None, (key,), o.label if o else key,
                 o.section if o else None, o.verb if o else "")
        self.perform(m)

    def waste_of(self, keys: tuple[str, ...]) -> str:
        """The rules' waste words for these picks (R15), when the player asked to be warned (settings)."""
        return self.model.waste_of(keys) if self.app.settings.confirm_waste else ""

    def perform(self, m: Move) -> None:
        """Submit a move; one that wastes Resource symbols asks first (the rules say how many)."""
        waste = self.waste_of(m.keys)
        if waste:
            self.ask_confirm(waste, m)
            return
        self.table.submit(m.keys)

    def ask_confirm(self, text: str, m: Move) -> None:
        self.confirm = (text, m)
        sc = self.app.scale
        w, h = self.app.screen.get_size()
        box = pygame.Rect(0, 0, sc(520), sc(150))
        box.center = (w // 2, h // 2)
        bw = sc(180)
        self.confirm_buttons.set([
            Button(pygame.Rect(box.x + sc(40), box.bottom - sc(50), bw, sc(34)), "Do it anyway",
                   lambda: self.table.submit(m.keys), key="yes", size=sc(15)),
            Button(pygame.Rect(box.right - sc(40) - bw, box.bottom - sc(50), bw, sc(34)), "Cancel",
                   self.cancel, key="no", size=sc(15)),
        ])
        self.confirm_buttons.focus = 0  # Enter makes the move the player asked for (Esc cancels)

    def open_popup(self, moves: list[Move], at: tuple[int, int]) -> None:
        self.popup = moves
        sc = self.app.scale
        bw, bh = sc(380), sc(30)
        w, h = self.app.screen.get_size()
        heights = [button_height(m.label, sc(13), bw, bh) for m in moves] + [bh]  # long labels wrap
        x = min(max(4, at[0] - bw // 2), w - bw - 4)
        y = min(max(4, at[1] - sc(20)), h - sum(hh + 4 for hh in heights) - 4)
        btns = []
        for i, (label, fn, key) in enumerate([(m.label, self._mk_move(m), f"pop{i}") for i, m in enumerate(moves)]
                                             + [("Cancel", self.cancel, "popcancel")]):
            btns.append(Button(pygame.Rect(x, y, bw, heights[i]), label, fn, key=key, size=sc(13)))
            y += heights[i] + 4
        self.popup_buttons.set(btns)
        self.popup_buttons.focus = 0

    def cancel(self) -> None:
        """Put down whatever is in progress: the gesture, the selection, a popup, the waste question, the picks."""
        self.gesture.cancel()
        self.selected = None
        self.popup = []
        self.confirm = None
        self.multi = []
        self._options_key = None
