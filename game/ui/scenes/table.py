"""The table: every public fact of the game, the viewer's hand, and drag and drop over the options.

Reads only `session.view(viewer)` (R33: hidden cards are never drawn face up) and answers only
with the engine's options. AI seats think in a worker (a child process or a thread, game/ui/ai_seat.py);
the frame never waits for them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from game.engine.choices import Command
from game.match.narrate import narrate
from game.ui import describe, theme
from game.ui import layout as layout_mod
from game.ui.advice_view import TOOLTIP as SUGGEST_TIP
from game.ui.advice_view import Suggestion
from game.ui.ai_seat import AIWorker, InlineAIWorker, ProcessAIWorker, RandomBrain, make_worker
from game.ui.anim import Tweens
from game.ui.input.drag import Drag, Move
from game.ui.scenes.base import Choice, Scene
from game.ui.scenes.registry import register
from game.ui.scenes.table_draw import TableDrawing
from game.ui.scenes.table_hover import TableHover
from game.ui.scenes.table_input import TableInput
from game.ui.session import Session
from game.ui.sprites import table_sprites as ts
from game.ui.table_model import TableModel
from game.ui.widgets import (
    Button,
    ButtonGroup,
    ScrollList,
    banner,
)

MSG_TIME = 4.0


@register
class TableScene(TableHover, TableInput, TableDrawing, Scene):
    name = "table"

    def __init__(self, app: Any, session: Session) -> None:
        super().__init__(app)
        self.session = session
        # who sees what and may do what (hot seat, R33, issue 6): pure, tested without pygame
        self.model = TableModel(session)
        self.lay: layout_mod.TableLayout | None = None
        self.scene: ts.Scene | None = None
        self._built_key: tuple[Any, ...] | None = None
        self._bg: pygame.Surface | None = None
        self.tweens = Tweens()
        self.tweens.speed = app.settings.anim_speed
        self.drag: Drag | None = None
        self.press: tuple[str, tuple[int, int]] | None = None
        self.selected: str | None = None
        self.moves: list[Move] = []
        self.click_targets: set[str] = set()
        self._moves_key: tuple[int, int, int] | None = None
        self.popup: list[Move] = []
        self.popup_buttons = ButtonGroup()
        self.confirm: tuple[str, Move] | None = None
        self.confirm_buttons = ButtonGroup()
        self.option_buttons = ButtonGroup()
        self.bar_buttons = ButtonGroup()
        self.opt_scroll = 0
        self.multi: list[str] = []  # picks gathered for a multi-pick choice
        self.message = ""
        self.message_t = 0.0
        self.hover_sid: str | None = None
        self.hover_t = 0.0
        self.pinned_zoom: tuple[str, str] | None = None
        self.log = ScrollList()
        self._log_count = 0
        self._log_viewer = -1
        self.level_override: dict[int, str] = {}  # seat -> AI level (benchmarks)
        self._worker: AIWorker | ProcessAIWorker | InlineAIWorker | None = None
        self.ai_wait = 0.0
        self.ai_asked: int | None = None
        self.scores_pushed = False
        self._failures_seen = 0  # save failures already shown
        self.over_t = 0.0
        self.phase = 0.0
        self._options_key: tuple[Any, ...] | None = None
        self._warm_i = 0
        self._warm_order: list[ts.Sprite] = []
        self._warm_done: tuple[Any, ...] | None = None
        self._bg_key: tuple[int, int, int] | None = None
        self.pulses: list[list[Any]] = []  # [target or sprite id or a Rect, colour, seconds left, total]
        self._plans: dict[int, str] = {}  # seat -> the Defense Plan it last defended with (public once chosen)
        self._alien_now: str | None = None
        self._attacks_in_batch = 0
        self._more_options = 0
        self.advice = Suggestion()  # the Suggest button's question and answer (game/ui/advice_view.py)
        self.ai_notice = ""  # an AI seat that failed, said in one line until the table closes
        self.ai_failures = 0
        self.ai_failed_seats: list[int] = []

    # ---- the model (game/ui/table_model.py) ------------------------------------------------------
    @property
    def viewer(self) -> int:
        return self.model.viewer

    @viewer.setter
    def viewer(self, seat: int) -> None:
        self.model.viewer = seat

    @property
    def hotseat(self) -> bool:
        return self.model.hotseat

    @property
    def private_for(self) -> int | None:
        return self.model.private_for

    def seat_order(self) -> list[int]:
        return self.model.seat_order()

    def shown_seat(self) -> int:
        return self.model.shown_seat()

    def hands_hidden(self) -> bool:
        return self.model.hands_hidden()

    def view(self) -> Any:
        return self.model.view()

    def my_choice(self) -> bool:
        return self.model.my_choice()

    # ---- helpers -----------------------------------------------------------------------------

    def seat_colours(self) -> list[theme.Colour]:
        return [theme.SEAT_COLOURS[s.colour % len(theme.SEAT_COLOURS)] for s in self.session.seats]

    def names(self) -> list[str]:
        return [p.name for p in self.session.state.players]

    def guard_hands(self) -> None:
        """Hot seat: when the model has just hidden the hands, forget whatever named a private card."""
        if self.model.guard_hands():
            self.cancel_gesture()
            self.pinned_zoom = None
            self.hover_sid = None
            self.message, self.message_t = "", 0.0  # a refused drop's reason may name a card in hand

    def say(self, text: str) -> None:
        self.message = text
        self.message_t = MSG_TIME

    @property
    def worker(self) -> AIWorker | ProcessAIWorker | InlineAIWorker:
        """Started on the first AI decision (a table of humans never starts one)."""
        if self._worker is None:
            self._worker = make_worker()
        return self._worker

    def close(self) -> None:
        if self._worker is not None:
            self._worker.stop()
            self._worker = None

    def resize(self, w: int, h: int) -> None:
        self.drag = None
        self.press = None
        self.popup = []
        self.lay = None
        self._built_key = None
        self._options_key = None

    def on_top(self) -> None:
        self.tweens.speed = self.app.settings.anim_speed
        self._built_key = None
        self._options_key = None

    # ---- building (only in update, never in draw) ----------------------------------------------
    def ensure_built(self) -> None:
        w, h = self.app.screen.get_size()
        key = (self.session.version, self.viewer, self.shown_seat(), w, h)
        if key == self._built_key and self.scene is not None:
            return
        if self.lay is None or (self.lay.w, self.lay.h) != (w, h) or self._built_key is None or \
                self._built_key[1] != self.viewer:
            self.lay = layout_mod.compute(w, h, self.seat_order())
        old = self.scene.rects() if self.scene is not None and self._built_key and \
            self._built_key[1:] == key[1:] else {}
        self.scene = ts.build(self.view(), self.lay, self.app.faces, self.seat_colours(), me=self.viewer)
        if old:
            self.tweens.retarget(old, self.scene.rects(), self.scene.origins)
        else:
            self.tweens.clear()
        bg_key = (self.viewer, w, h)
        if bg_key != self._bg_key or self._bg is None:
            self._bg = self._render_background()
            self._bg_key = bg_key
        self._built_key = key
        self._warm_i = 0
        self._options_key = None

    def ensure_moves(self) -> None:
        key = (self.session.version, self.viewer, self.shown_seat())
        if key == self._moves_key:
            return
        self._moves_key = key
        # a source of just "res" means: any of my Resource cards (hand or produced)
        mine = [s.sid for s in self.scene.sprites if s.owner == self.viewer and s.tag in ("hand", "produced")
                and s.sid.startswith("res:")] if self.scene is not None else []
        out = self.model.legal_moves(mine)
        self.moves = out
        # places to click for options that have nothing on the table to drag (e.g. where to blockade)
        on_table = {s.sid for s in self.scene.sprites} if self.scene is not None else set()
        self.click_targets = {m.target for m in out if m.target and len(m.keys) == 1
                              and (m.source is None or m.source not in on_table)}

    # ---- events in words, sounds, floaters ------------------------------------------------------
    def ingest_events(self) -> None:
        events = self.session.events()
        shown = self.shown_seat()  # narrated for whom the screen may tell private draws (-1: nobody)
        if self._log_viewer != shown or len(events) < self._log_count:
            self.log.lines = []
            self._log_count = max(0, len(events) - 400)
            self._log_viewer = shown
            fresh = False
        else:
            fresh = True
        new = events[self._log_count:]
        self._log_count = len(events)
        if not new:
            return
        names = self.names()
        colours = self.seat_colours()
        # the Alien System in effect while this batch's attacks resolve (it is cycled after an attack, R25)
        cycled = next((e.card for e in new if type(e).__name__ == "AlienSystemCycled"), None)
        self._alien_now = cycled or self.session.state.alien_system
        self._attacks_in_batch = 0
        for e in new:
            kind = type(e).__name__
            if kind == "AlienSystemRevealed":
                self._alien_now = e.card
            elif kind == "DefensePlanChosen":
                self._plans[e.seat] = e.plan
            try:
                line = narrate(e, self.session.cards, shown, names)
            except Exception:
                line = type(e).__name__
            if line:
                seat = getattr(e, "seat", None)
                col = colours[seat] if isinstance(seat, int) and 0 <= seat < len(colours) else theme.TEXT_DIM
                if line.startswith("---"):
                    col = theme.ACCENT
                self.log.lines.append((line, theme.mix(col, theme.TEXT, 0.45)))
            if fresh:
                self._react(e, line)
        self.log.offset = 0
        if len(self.log.lines) > 1500:
            del self.log.lines[:500]

    def pulse(self, tid: str | None, colour: theme.Colour = theme.ACCENT, seconds: float = 0.9) -> None:
        """Flash a sprite or drop place for a moment (what an AI picked, what an attack hit)."""
        speed = self.app.settings.anim_speed
        if tid and speed > 0:
            t = seconds / max(0.5, speed)
            self.pulses.append([tid, colour, t, t])

    def show_attack_result(self, e: Any, delay: float) -> None:
        """An attack's result, animated over its target: the value, the row and what it does (R22);
        the row flashes on the Alien System or Basic Defense Plan on the table."""
        if self.lay is None or self.scene is None:
            return
        cards = self.session.cards
        row = max(1, min(4, int(e.row)))
        label = "4+" if row == 4 else str(row)
        table_uid = None
        if e.target == "alien":
            table_uid = self._alien_now
            table = cards.alien_systems[table_uid].table if table_uid in cards.alien_systems else None
            a, o = self.lay.decks["alien"], self.lay.open_area
            where = pygame.Rect(o.x, a.y, o.w, a.h)  # beside the Alien System, whose rows stay visible
        else:
            seat = int(e.target)
            plan = self._plans.get(seat, "basic")
            if plan in ("basic", cards.basic_defense.id):
                table, table_uid = cards.basic_defense.table, cards.basic_defense.id
            else:
                table = cards.defense_plans[plan].table if plan in cards.defense_plans else None
            b = self.lay.boards.get(seat)
            where = b.rect if b is not None else self.lay.centre
        words = describe.short_effects(table.rows[row - 1]) if table is not None else ""
        ship = self.app.faces.name_of(e.ship)
        text = f"{ship}: attack {e.value} → row {label}" + (f": {words}" if words else "")
        bad = any(w in words for w in ("Destroyed", "Damaged"))
        colour = theme.DANGER if bad else theme.GLOW
        self.tweens.float_text(text, where.center, colour, seconds=2.2, size=16, delay=delay, important=True)
        # the row that applies, on the card that says it (when that card lies on the table)
        key = "alien" if e.target == "alien" else ("basic" if table_uid == cards.basic_defense.id else None)
        if key == "alien" and table_uid != self.session.state.alien_system:
            key = None  # that Alien System has gone to the bottom of its deck already (R25)
        if key is not None and table_uid is not None and self.app.settings.anim_speed > 0:
            r = self.lay.decks[key]
            rows = self.app.faces.table_rows(table_uid, r.w, r.h)
            if len(rows) == 4:
                t = (2.0 + delay) / max(0.5, self.app.settings.anim_speed)
                self.pulses.append([rows[row - 1].move(r.x, r.y), colour, t, t])

    def _react(self, e: Any, line: str | None) -> None:
        name = type(e).__name__
        snd = self.app.sound
        if name == "ShipAttacked":
            delay = 1.1 * self._attacks_in_batch  # several Ships: their results one after another
            self._attacks_in_batch += 1
            self.pulse(f"card:{e.ship}", theme.DANGER, 1.0 + delay)
            self.pulse("alien" if e.target == "alien" else f"player:{e.target}", theme.DANGER, 1.2 + delay)
            self.show_attack_result(e, delay)
        elif name == "BlockadePlaced":
            self.pulse(f"card:{e.card}", theme.DANGER, 1.2)
        elif name in ("CardCompleted", "CardKept", "CardTaken"):
            self.pulse(f"card:{e.card}", theme.GLOW, 1.0)
        elif name in ("ShipDestroyed", "ShipDamaged"):
            self.pulse(f"card:{e.card}", theme.DANGER, 1.2)
        if name in ("ResourceDrawn", "CardsDrawn", "CardTaken", "Produced"):
            snd.play("draw")
        elif name in ("ResourcePaid", "ResourceAttached", "CardCompleted", "CardKept"):
            snd.play("drop")
        elif name in ("ShipAttacked", "AttackDeclared"):
            snd.play("attack")
            if line:
                self.say(line)
        elif name == "TurnStarted" and self.session.is_human(e.seat):
            snd.play("turn")
        elif name == "GameEnded":
            snd.play("score")
        if name in ("VpChanged", "CreditsChanged") and self.lay is not None:
            b = self.lay.boards.get(e.seat)
            if b is not None and e.delta:
                txt = f"{e.delta:+d} {'VP' if name == 'VpChanged' else '¢'}"
                col = (250, 210, 90) if name == "VpChanged" else (120, 220, 255)
                self.tweens.float_text(txt, b.header.center, col)
                if name == "VpChanged" and e.delta > 0:
                    snd.play("score")

    # ---- update ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        frame_start = time.perf_counter()
        self.phase += dt
        for pl in self.pulses:
            pl[2] -= dt
        self.pulses = [pl for pl in self.pulses if pl[2] > 0]
        self.tweens.speed = self.app.settings.anim_speed
        self.tweens.update(dt)
        if self.message_t > 0:
            self.message_t -= dt
        self.guard_hands()
        self.ingest_events()
        self.ensure_built()
        self.ensure_moves()
        mouse = pygame.mouse.get_pos()
        sid = self.sprite_at(mouse)
        if sid != self.hover_sid:
            self.hover_sid, self.hover_t = sid, 0.0
        else:
            self.hover_t += dt
        if self.drag is not None:
            self.drag.pos = mouse
        self.advice.update(self)
        self.refresh_options()
        self.update_hover(dt)
        if self.session.save_failures != self._failures_seen:  # an autosave failed
            self._failures_seen = self.session.save_failures
            if self.session.failing == 1:  # the first since the last good save: a dialog at once; then the banner
                self.show_save_failure()
                return
        if self._worker is None and not self.session.over and len(self.session.humans()) < len(self.session.seats):
            _ = self.worker  # start the AI worker now, not in the middle of the first AI turn
        if not self.app.smoke:
            self.warm_faces(frame_start)
        if self.session.over:
            self.over_t += dt
            if not self.scores_pushed and (self.over_t > 1.2 / max(1.0, self.app.settings.anim_speed or 99)
                                           or self.app.smoke):
                self.scores_pushed = True
                self.app.open("scores", self.session)
            return
        version = self.session.version
        self.drive_seats(dt)
        if self.session.version != version and self.app.top is self:
            # an AI answered: this frame already shows the new position (hands hidden or not, moves)
            self.guard_hands()
            self.ingest_events()
            self.ensure_built()
            self.ensure_moves()
            self.refresh_options()

    def drive_seats(self, dt: float) -> None:
        p = self.session.pending
        if p is None:
            return
        if self.session.is_human(p.seat):
            if self.hotseat and (p.seat != self.viewer or self.private_for != p.seat):
                self.cancel_gesture()
                self.app.open("curtain", self.session.seats[p.seat].name, p.seat, self.set_viewer,
                              reason=p.prompt if p.kind == "defense_plan" else "")
            elif p.seat != self.viewer:
                self.set_viewer(p.seat)
            return
        # an AI seat: one step at a time, at a pace a human can follow
        smoke = self.app.smoke
        budget_end = time.perf_counter() + (0.012 if smoke else 0.0)
        while True:
            p = self.session.pending
            if p is None or self.session.is_human(p.seat):
                return
            if self.ai_asked != p.id:
                if not smoke and (self.tweens.busy or self.ai_wait > 0):
                    self.ai_wait -= dt
                    return
                self.ai_asked = p.id
                cfg = self.session.seats[p.seat]
                seed = getattr(self.session.game.settings, "seed", None)
                level = self.level_override.get(p.seat, cfg.level)
                if level == "hard":  # the search time per move is a setting (the AI reads "hard:<seconds>s")
                    level = f"hard:{self.app.settings.hard_budget:g}s"
                self.worker.request(p.id, p.seat, level, seed, self.session.view(p.seat))
            res = self.worker.result()
            if res is None:
                if not smoke:
                    return
                time.sleep(0.0005)
                if time.perf_counter() > budget_end:
                    return
                continue
            ticket, cmd, secs = res
            if ticket != p.id:
                continue
            for key in getattr(cmd, "picks", ())[:1]:  # show what the AI moved where
                o = p.option(key)
                if o is not None:
                    self.pulse(o.source, theme.GLOW_ALT)
                    self.pulse(o.target, theme.GLOW_ALT)
            r = self.session.submit(cmd) if cmd is not None else None
            if r is None or not r.ok:
                error = self.worker.error if r is None else f"its move was refused ({r.reason})"
                self.worker.error = ""
                self.note_ai_failure(p.seat, error)
                fallback = RandomBrain().choose(self.session.view(p.seat))
                r = self.session.submit(fallback)
                if not r.ok:
                    raise RuntimeError(f"AI seat {p.seat} has no acceptable option: {r.reason}")
            self.ai_wait = max(0.0, self.app.settings.ai_think_time - secs)  # thinking counts as waiting
            if not smoke or time.perf_counter() > budget_end:
                return
            self.ingest_events()

    def note_ai_failure(self, seat: int, error: str) -> None:
        """An AI seat that fails (an exception in its worker, a refused move) is said on the table, in one line
        that stays for the rest of the game; that decision is then a random legal move."""
        self.ai_failures += 1
        if seat not in self.ai_failed_seats:
            self.ai_failed_seats.append(seat)
        who = " and ".join(f"{self.session.seats[s].name} ({self.session.seats[s].level})"
                           for s in self.ai_failed_seats)
        what = " ".join((error or "no answer").split())
        what = what if len(what) <= 160 else what[:157] + "..."
        times = f" ({self.ai_failures} times)" if self.ai_failures > 1 else ""
        self.ai_notice = f"The AI of {who} failed{times}: {what}. It played a random legal move instead."

    def set_viewer(self, seat: int) -> None:
        """Hand the screen to `seat` (the curtain's "show my cards", or the one human of the table)."""
        self.model.hand_to(seat)
        self.cancel_gesture()
        if self.hotseat:
            self.message, self.message_t = "", 0.0
        self._built_key = None
        self.lay = None

    # ---- options panel -----------------------------------------------------------------------
    def refresh_options(self) -> None:
        if self.lay is None:
            return
        p = self.session.pending
        key = (self.session.version, self.viewer, self.selected, self.opt_scroll, tuple(self.multi),
               self.lay.w, self.lay.h, self.can_undo(), self.shown_seat(), self.advice.state_key())
        if key == self._options_key:
            return
        self._options_key = key
        sc = self.app.scale
        area = self.lay.options
        bh = sc(27)
        gap = sc(4)
        buttons: list[Button] = []
        entries: list[tuple[str, str, Any]] = []
        if self.my_choice() and p is not None:
            shown: set[str] = set()
            if self.selected:
                for m in [m for m in self.moves if m.source == self.selected]:
                    entries.append((f"mv:{'|'.join(m.keys)}", "▶ " + m.label, self._mk_move(m)))
                    if len(m.keys) == 1:
                        shown.add(m.keys[0])
            multi = p.max_picks > 1
            labels = [o.label for o in p.options]
            for o in p.options:
                if o.key in shown:
                    continue
                label = o.label
                if labels.count(label) > 1 and o.source and o.source.startswith("res:"):
                    label += f"  (Resource {self.app.faces.cards.resources[o.source[4:]].number})" \
                        if o.source[4:] in self.app.faces.cards.resources else ""
                if multi:
                    mark = "☑ " if o.key in self.multi else "☐ "
                    entries.append((f"opt:{o.key}", mark + label, self._mk_toggle(o.key)))
                else:
                    entries.append((f"opt:{o.key}", label, self._mk_option(o.key)))
            if multi:
                n = len(self.multi)
                ok = p.min_picks <= n <= p.max_picks
                entries.append(("confirm", f"Confirm ({n} picked)", self.confirm_multi if ok else None))
        per_page = max(1, (area.h - sc(4)) // (bh + gap))
        self.opt_scroll = max(0, min(self.opt_scroll, max(0, len(entries) - per_page)))
        for i, (k, label, fn) in enumerate(entries[self.opt_scroll:self.opt_scroll + per_page]):
            r = pygame.Rect(area.x, area.y + i * (bh + gap), area.w, bh)
            colour = theme.PANEL_HI
            if k.endswith(":end_action") or k.endswith(":done") or k.endswith(":pass"):
                colour = (60, 70, 50)
            if k.startswith("mv:"):
                colour = (50, 70, 90)
            buttons.append(Button(r, label, fn, key=k, enabled=fn is not None, size=sc(13), colour=colour))
        self.option_buttons.set(buttons)
        self.advice.mark(self)
        self._more_options = len(entries) - self.opt_scroll - per_page
        # top bar
        tb = self.lay.top_bar
        bw = sc(86)
        can_undo = self.can_undo()
        can_suggest = self.advice.available(self) and not self.advice.thinking
        items = [("menu", "Menu", self.open_pause), ("save", "Save", self.save),
                 ("undo", "↶ Undo" if can_undo else "Undo", self.undo),
                 ("suggest", "Thinking…" if self.advice.thinking else "Suggest H", self.suggest),
                 ("help", "Help F1", self.open_help)]
        bar = []
        for i, (k, label, fn) in enumerate(items):
            r = pygame.Rect(tb.right - (len(items) - i) * (bw + sc(6)), tb.y + sc(3), bw, tb.h - sc(6))
            enabled = (k != "undo" or can_undo) and (k != "suggest" or can_suggest)
            colour = (70, 88, 150) if k == "undo" and can_undo else theme.PANEL_HI  # lit when there is one
            if k == "suggest" and (can_suggest or self.advice.thinking):
                colour = (96, 80, 40)
            bar.append(Button(r, label, fn, key=k, enabled=enabled, size=sc(14), colour=colour,
                              tooltip=SUGGEST_TIP if k == "suggest" else ""))
        self.bar_buttons.set(bar)

    def _mk_move(self, m: Move) -> Any:
        return lambda: self.perform(m)

    def _mk_option(self, key: str) -> Any:
        return lambda: self.choose_option(key)

    def _mk_toggle(self, key: str) -> Any:
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
        self.submit(picks)

    def choose_option(self, key: str) -> None:
        p = self.session.pending
        if p is None:
            return
        o = p.option(key)
        waste = self.waste_of(p, key)
        m = Move(o.source if o else None, o.target if o else None, (key,), o.label if o else key,
                 o.section if o else None)
        if waste:
            self.ask_confirm(waste, m)
            return
        self.submit((key,))

    # ---- submitting --------------------------------------------------------------------------
    def waste_of(self, pending: Any, key: str) -> str:
        """Words for resources a pay pick would waste (R15: excess is lost), or ''. Display arithmetic only."""
        if not self.app.settings.confirm_waste or pending is None:
            return ""
        if pending.kind == "remove" and key == "done":
            paid = pending.info_get("paid", "0")
            if paid.isdigit() and int(paid) % 2:
                return "Every 2 symbols remove one token: the odd symbol you paid will be wasted."
            return ""
        if pending.kind != "pay":
            return ""
        if not key.startswith("pay:"):
            return ""
        try:
            _, uid, sec = key.split(":")
            need = pending.info_get("need", "") or pending.info_get("cost", "0")
            cost = int(need.split()[0])
            paid = int(pending.info_get("paid", "0"))
            sym = self.session.cards.resources[uid].sections[int(sec)].symbols
        except (ValueError, KeyError, IndexError):
            return ""
        extra = sym - max(0, cost - paid)
        if extra > 0 and cost - paid > 0:
            return f"This card pays {sym} but only {cost - paid} more is needed: {extra} will be wasted."
        return ""

    def perform(self, m: Move) -> None:
        """Submit a move (maybe after a waste confirmation)."""
        if m.keys and m.keys[-1].startswith("pay:") and self.app.settings.confirm_waste:
            p = self.session.pending
            if len(m.keys) == 1:
                waste = self.waste_of(p, m.keys[-1])
            else:
                g = self.session.game.clone()
                g.submit(Command(self.viewer, p.id, m.keys[:-1]))
                waste = self.waste_of(g.pending, m.keys[-1])
            if waste:
                self.ask_confirm(waste, m)
                return
        self.submit(m.keys)

    def submit(self, picks: tuple[str, ...]) -> bool:
        p = self.session.pending
        if p is None or not picks:
            return False
        r = self.session.submit(Command(p.seat, p.id, picks))
        self.selected = None
        self.popup = []
        self.confirm = None
        if not r.ok:
            self.say(r.reason)
            self.app.sound.play("snap")
            return False
        self.app.sound.play("click")
        self.guard_hands()
        self.ingest_events()
        self.ensure_built()
        return True

    def suggest(self) -> None:
        """The Suggest button / H: ask the Hard AI for a move for the human deciding (shown, never played)."""
        self.advice.ask(self)

    def can_undo(self) -> bool:
        return not self.hands_hidden() and self.session.can_undo(self.viewer)

    def undo(self) -> None:
        if not self.hands_hidden() and self.session.undo(self.viewer):
            self.cancel_gesture()
            self.guard_hands()
            self.say("Undone.")
        else:
            self.say("Nothing to undo (a reveal, a draw or another player's decision is in the way).")

    def save(self) -> bool:
        """Save the game to its slot; a failure shows a dialog that stays until the player dismisses it."""
        try:
            self.session.save()
        except OSError:
            self.show_save_failure()
            return False
        self.say("Saved.")
        return True

    def show_save_failure(self, choices: list[Choice] | None = None, advice: str = "") -> None:
        """The dialog for a save that failed (it stays until the player picks one of `choices`)."""
        self._failures_seen = self.session.save_failures
        text = (f"The game could not be saved: {self.session.last_save_error}. "
                "The previous save of this game is kept as it was.")
        if choices is None:
            advice = ("It is tried again after every turn; Ctrl+S tries now. A red line at the top of the table "
                      "stays until a save works.")
            choices = [("ok", "I understand", None)]
        self.app.open("dialog", "The game is not saved", f"{text} {advice}".strip(), choices)

    def save_then(self, leave: Callable[[], None], without: str) -> None:
        """Save, then leave; if the save fails, stay and ask: try again, leave without saving, or stay."""
        try:
            self.session.save()
        except OSError:
            self.show_save_failure([
                ("retry", "Try again", lambda: self.save_then(leave, without)),
                ("leave", without, leave),
                ("stay", "Stay in the game", None),
            ])
            return
        leave()

    def may_quit(self) -> bool:
        """Closing the window saves the game first; if that fails the player is asked (the window stays
        open until they answer)."""
        if self.app.is_top("dialog"):
            return False  # a question is on screen: it is answered first
        if not self.session.autosave_enabled or not self.session.unsaved:
            return True
        self.save_then(lambda: self.app.quit(0), "Quit without saving")
        return not self.app.running

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        if self.session.last_save_error and self.lay is not None:  # stays until a save works
            banner(surf, f"Not saved: {self.session.last_save_error}. Ctrl+S tries again.",
                   self.lay.top_bar.midbottom, self.app.scale)

    def open_pause(self) -> None:
        self.cancel_gesture()
        self.app.open("pause", table=self)

    def open_help(self) -> None:
        self.app.open("help")

    def cancel_gesture(self) -> None:
        self.drag = None
        self.press = None
        self.selected = None
        self.popup = []
        self.confirm = None
        self.multi = []
        self._options_key = None

    def ask_confirm(self, text: str, m: Move) -> None:
        self.confirm = (text, m)
        sc = self.app.scale
        w, h = self.app.screen.get_size()
        box = pygame.Rect(0, 0, sc(520), sc(150))
        box.center = (w // 2, h // 2)
        bw = sc(180)
        self.confirm_buttons.set([
            Button(pygame.Rect(box.x + sc(40), box.bottom - sc(50), bw, sc(34)), "Do it anyway",
                   lambda: self.submit(m.keys), key="yes", size=sc(15)),
            Button(pygame.Rect(box.right - sc(40) - bw, box.bottom - sc(50), bw, sc(34)), "Cancel",
                   self.cancel_gesture, key="no", size=sc(15)),
        ])
        self.confirm_buttons.focus = 1

    def open_popup(self, moves: list[Move], at: tuple[int, int]) -> None:
        self.popup = moves
        sc = self.app.scale
        bw, bh = sc(380), sc(30)
        w, h = self.app.screen.get_size()
        x = min(max(4, at[0] - bw // 2), w - bw - 4)
        y = min(max(4, at[1] - sc(20)), h - (len(moves) + 1) * (bh + 4) - 4)
        btns = [Button(pygame.Rect(x, y + i * (bh + 4), bw, bh), m.label, self._mk_move(m), key=f"pop{i}",
                       size=sc(13)) for i, m in enumerate(moves)]
        btns.append(Button(pygame.Rect(x, y + len(moves) * (bh + 4), bw, bh), "Cancel", self.cancel_gesture,
                           key="popcancel", size=sc(13)))
        self.popup_buttons.set(btns)
        self.popup_buttons.focus = 0

    # ---- hit testing -------------------------------------------------------------------------
