"""The table: every public fact of the game, the viewer's hand, and drag and drop over the options.

A thin scene that wires the table's parts, each in its own module:
- `model` (alien_artifacts/ui/table_model.py, no pygame): whose eyes the screen is for (hot seat, R33-R34), the View
  drawn, the choice as offered (`model.option_filter`: a scene owner's filter of the pending choice's
  options) and the viewer's legal moves;
- `seats` (alien_artifacts/ui/seat_driver.py): AI seats in a worker off the frame loop, their think time and failures;
- `feed` (alien_artifacts/ui/event_feed.py): the engine's events as log lines, sounds and animations, keyed by event
class;
- `geometry` (alien_artifacts/ui/table_geometry.py): the layout and the placed sprites, where each thing is and what is
  under a point (`geometry.place_rect(name)`: where a named place lies, for a scene owner's drawing on top);
- `renderer` (alien_artifacts/ui/table_render.py): lays out and places the sprites, and draws the frame
(`renderer.overlays`:
  a scene owner's drawing on top);
- `input` (alien_artifacts/ui/table_input.py): drag gesture, clicks, keys and buttons, turned into picks;
- `tips` (alien_artifacts/ui/table_tips.py): tooltips, the hovered card, the cost words of a move;
- `advice` (alien_artifacts/ui/advice_view.py): the Suggest button.
The scene itself submits (`submit`), undoes, saves, hands the screen over (the curtain) and opens the
other scenes by name. Reads only `session.view(viewer)` (R33: hidden cards are never drawn face up) and
answers only with the engine's options; the frame never waits for an AI seat.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from alien_artifacts.engine.choices import Command, Option
from alien_artifacts.ui.advice_view import Suggestion
from alien_artifacts.ui.anim import Tweens
from alien_artifacts.ui.event_feed import EventFeed
from alien_artifacts.ui.seat_driver import SeatDriver, SeatDriving
from alien_artifacts.ui.session import Session
from alien_artifacts.ui.since_panel import SincePanel
from alien_artifacts.ui.table_geometry import TableGeometry
from alien_artifacts.ui.table_input import TableInput
from alien_artifacts.ui.table_model import TableModel
from alien_artifacts.ui.table_render import TableRenderer
from alien_artifacts.ui.table_tips import TableTips
from game.ui import theme
from game.ui.scenes.base import Choice, Host, Scene
from tabletop.ui.registry import register
from tabletop.ui.widgets import ButtonGroup

BAR = ("menu", "save", "undo", "since", "suggest", "help")  # the top bar's buttons, left to right


@register
class TableScene(Scene):
    name = "table"

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.model = TableModel(session)  # who sees what and may do what: pure, tested without pygame
        self.tweens = Tweens()
        self.tweens.speed = app.settings.anim_speed
        self.geometry = TableGeometry(self)  # where each thing lies and what is under a point
        self.renderer = TableRenderer(self)
        self.feed = EventFeed(session, self.model, app, self.tweens, lambda: self.geometry.lay)
        self.seats: SeatDriving = SeatDriver(session, lambda: self.app.settings, smoke=app.smoke)
        self.input = TableInput(self)
        self.tips = TableTips(self)
        self.advice = Suggestion()  # the Suggest button's question and answer
        self.since = SincePanel(self)  # the Since your turn panel (alien_artifacts/ui/since_panel.py)
        self.scores_pushed = False
        self.over_t = 0.0
        # Seams for a scene owner (a lesson, alien_artifacts/ui/tutorial/): the top bar's buttons (their keys too:
        # Ctrl+S, Ctrl+Z, H only work when "save", "undo", "suggest" are on it), and what Menu / Esc open instead of
        # "pause"
        self.bar: tuple[str, ...] = BAR
        self.on_menu: Callable[[], None] | None = None
        self._failures_seen = 0  # save failures already shown

    # ---- the scene protocol ----------------------------------------------------------------------
    def close(self) -> None:
        self.seats.close()

    def resize(self, w: int, h: int) -> None:
        self.input.gesture.cancel()
        self.input.popup = []
        self.renderer.forget(layout=True)
        self.input.forget()

    def on_top(self) -> None:
        self.tweens.speed = self.app.settings.anim_speed
        self.renderer.forget()
        self.input.forget()

    def handle_event(self, ev: pygame.event.Event) -> None:
        if self.since.handle_event(ev):
            return
        self.tips.handle_event(ev)
        self.input.handle_event(ev)

    def draw(self, surf: pygame.Surface) -> None:
        self.renderer.draw(surf)

    def button_groups(self) -> list[ButtonGroup]:
        """The option panel and the top bar, and the popup or the waste question while one is open."""
        i = self.input
        return [i.option_buttons, i.bar_buttons] + ([i.keep.buttons] if i.keep.rect is not None else []) + \
            ([i.popup_buttons] if i.popup else []) + ([i.confirm_buttons] if i.confirm is not None else [])

    # ---- wiring the parts ---------------------------------------------------------------------------
    def guard_hands(self) -> None:
        """Hot seat: when the model has just hidden the hands, forget whatever named a private card."""
        if self.model.guard_hands():
            self.cancel_gesture()
            self.tips.forget()
            self.feed.hush()  # a refused drop's reason may name a card in hand

    def cancel_gesture(self) -> None:
        self.input.cancel()

    def ensure_moves(self) -> None:
        """The model's moves for the sprites now on the table."""
        scene = self.geometry.scene
        sprites = scene.sprites if scene is not None else []
        # a source of just "res" means: any of my Resource cards (hand or produced)
        mine = [s.sid for s in sprites if s.owner == self.model.viewer and s.tag in ("hand", "produced")
                and s.sid.startswith("res:")]
        self.model.refresh_moves(mine, {s.sid for s in sprites})

    def catch_up(self) -> None:
        """After the game moved: hands hidden or not, the new events, the sprites, the moves."""
        self.guard_hands()
        self.feed.ingest()
        self.renderer.ensure_built()
        self.ensure_moves()

    def set_viewer(self, seat: int) -> None:
        """Hand the screen to `seat` (the curtain's "show my cards", or the one human of the table)."""
        self.model.hand_to(seat)
        self.cancel_gesture()
        if self.model.hotseat:
            self.feed.hush()
        self.renderer.forget(layout=True)

    # ---- update ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        frame_start = time.perf_counter()
        self.renderer.phase += dt
        self.feed.update(dt)
        self.tweens.speed = self.app.settings.anim_speed
        self.tweens.update(dt)
        self.catch_up()
        self.tips.track(dt)
        self.advice.update(self)
        self.input.refresh_options()
        self.since.update()
        self.tips.update_hover(dt)
        if self.session.save_failures != self._failures_seen:  # an autosave failed
            self._failures_seen = self.session.save_failures
            if self.session.failing == 1:  # the first since the last good save: a dialog at once; then the banner
                self.show_save_failure()
                return
        self.seats.warm_up()  # start the AI worker now, not in the middle of the first AI turn
        if not self.app.smoke:
            self.renderer.warm_faces(frame_start)
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
            # an AI answered: this frame already shows the new position (hands hidden or not, moves), and no
            # tooltip computed before the move (a card's cost, now completed) is drawn over it
            self.catch_up()
            self.input.refresh_options()
            self.tips.update_hover(0.0)

    def drive_seats(self, dt: float) -> None:
        p = self.session.pending
        if p is None:
            return
        if self.session.is_human(p.seat):
            if self.model.hotseat and (p.seat != self.model.viewer or self.model.private_for != p.seat):
                self.cancel_gesture()
                self.app.open("curtain", self.session.seats[p.seat].name, p.seat, self.set_viewer,
                              reason=p.prompt if p.kind == "defense_plan" else "")
            elif p.seat != self.model.viewer:
                self.set_viewer(p.seat)
            return

        def show_pick(o: Option) -> None:  # what the AI moved where: its own rows and boxes, not the viewer's
            for place in (o.source, o.target):
                self.feed.pulse(self.geometry.seat_place(place, p.seat), theme.GLOW_ALT)

        self.seats.step(dt, self.tweens.busy, show_pick, between=self.feed.ingest)

    # ---- commands ------------------------------------------------------------------------------
    def submit(self, picks: tuple[str, ...]) -> bool:
        p = self.session.pending
        if p is None or not picks:
            return False
        r = self.session.submit(Command(p.seat, p.id, picks))
        self.input.selected = None
        self.input.popup = []
        self.input.confirm = None
        if not r.ok:
            self.feed.say(r.reason)
            self.app.sound.play("snap")
            return False
        self.app.sound.play("click")
        self.guard_hands()
        self.feed.ingest()
        self.renderer.ensure_built()
        return True

    def suggest(self) -> None:
        """The Suggest button / H: ask the Hard AI for a move for the human deciding (shown, never played)."""
        self.advice.ask(self)

    def undo(self) -> None:
        if not self.model.hands_hidden() and self.session.undo(self.model.viewer):
            self.cancel_gesture()
            self.guard_hands()
            self.feed.say("Undone.")
        else:
            self.feed.say("Nothing to undo (a reveal, a draw or another player's decision is in the way).")

    def save(self) -> bool:
        """Save the game to its slot; a failure shows a dialog that stays until the player dismisses it."""
        try:
            self.session.save()
        except OSError:
            self.show_save_failure()
            return False
        self.feed.say("Saved.")
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

    def open_pause(self) -> None:
        self.cancel_gesture()
        if self.on_menu is not None:
            self.on_menu()
            return
        self.app.open("pause", table=self)

    def open_help(self) -> None:
        self.app.open("help")

    def open_scores(self) -> None:
        """The score screen again, once the game is over (its button on the finished table, or S)."""
        if self.session.over:
            self.scores_pushed = True
            self.app.open("scores", self.session)
