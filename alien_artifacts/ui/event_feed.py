"""The table's event feed: the engine's new events become log lines, sounds, pulses and floating words.

Every reaction is keyed by the engine's event class (alien_artifacts.engine.events) in one dispatch table,
`REACTIONS`; what the table remembers from the events it has read (the Alien System in effect, each
seat's last Defense Plan) is keyed the same way in `TRACKED`. Nothing here looks at class names or at
the narrated words. Log lines are the match layer's narration (alien_artifacts/match/narrate.py's Teller), told for the
seat whose private cards the screen shows and addressed to it as "you" (R33: -1 tells nobody's private draws
and says "you" to nobody). Each event gives at most one line, said once: an attack is in the log and floats
over its target, and is not repeated in the message strip.

The feed also holds what the table says for a moment (`say`: the message strip) and the pulses (a sprite
or a drop place flashing: what an AI picked, what an attack hit), which the renderer draws.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from alien_artifacts.content.describe import SHORT, describe_effects
from alien_artifacts.engine import events as ev
from alien_artifacts.match.narrate import Teller
from alien_artifacts.ui.anim import BASE_DURATION, Ghost, Step, Tween, Tweens
from alien_artifacts.ui.layout import TableLayout
from alien_artifacts.ui.session import Session
from alien_artifacts.ui.table_model import TableModel
from game.ui import theme
from game.ui.scenes.base import Host
from tabletop.ui.widgets import ScrollList

MSG_TIME = 4.0  # seconds a message stays
LOG_KEEP = 400  # events narrated when the log is rebuilt (a new viewer, an undo)
LOG_MAX = 1500  # lines kept; the oldest 500 go beyond this

Pulse = list[Any]  # [sprite id, drop-place id or a Rect, colour, seconds left, total seconds]


class EventFeed:
    def __init__(self, session: Session, model: TableModel, app: Host, tweens: Tweens,
                 layout: Callable[[], TableLayout | None]) -> None:
        self.session = session
        self.model = model
        self.app = app  # sound, settings.anim_speed, faces
        self.tweens = tweens
        self.layout = layout  # the table's layout now (None before the first build)
        self.log = ScrollList()
        self.count = 0  # events read so far
        self.log_viewer = -1  # the seat the log was narrated for
        self.teller: Teller | None = None  # tells the events to that seat ("you"), following the stream
        self.plans: dict[int, str] = {}  # seat -> the Defense Plan it last defended with (public once chosen)
        self.alien_now: str | None = None  # the Alien System in effect while this batch's attacks resolve
        self.attacks_in_batch = 0
        self.pulses: list[Pulse] = []
        self.message = ""
        self.message_t = 0.0
        self.batch: list[ev.Event] = []  # the events that just happened, until the table's sprites follow them

    # ---- reading the events ----------------------------------------------------------------------
    def ingest(self) -> None:
        """Read the events appended since the last call: log lines always; sounds and animations only for
        events that just happened (not when the log is rebuilt for another viewer or after an undo)."""
        events = self.session.events()
        shown = self.model.shown_seat()  # narrated for whom the screen may tell private draws (-1: nobody)
        if self.log_viewer != shown or len(events) < self.count:
            self.log.lines = []
            self.count = max(0, len(events) - LOG_KEEP)
            self.log_viewer = shown
            self.teller = Teller(self.session.cards, shown, self.model.names())
            for e in events[max(0, self.count - 60):self.count]:  # what the action pays in (not printed)
                self.teller.tell(e)
            fresh = False
        else:
            fresh = True
        if self.teller is None:  # the first events the table reads
            self.teller = Teller(self.session.cards, shown, self.model.names())
        new = events[self.count:]
        self.count = len(events)
        if not new:
            return
        if fresh:
            self.batch.extend(new)
        colours = seat_colours(self.session)
        # the Alien System in effect while this batch's attacks resolve (it is cycled after an attack, R25)
        cycled = next((e.card for e in new if isinstance(e, ev.AlienSystemCycled)), None)
        self.alien_now = cycled or self.session.state.alien_system
        self.attacks_in_batch = 0
        for e in new:
            track = TRACKED.get(type(e))
            if track is not None:
                track(self, e)
            try:
                line = self.teller.tell(e)
            except Exception:
                line = type(e).__name__  # a narration bug never hides the event from the log
            if line:
                seat = getattr(e, "seat", None)
                col = colours[seat] if isinstance(seat, int) and 0 <= seat < len(colours) else theme.TEXT_DIM
                if isinstance(e, ev.TurnStarted):
                    col = theme.ACCENT
                self.log.lines.append((line, theme.mix(col, theme.TEXT, 0.45)))
            if fresh:
                react = REACTIONS.get(type(e))
                if react is not None:
                    react(self, e, line)
        self.log.offset = 0
        if len(self.log.lines) > LOG_MAX:
            del self.log.lines[:500]

    # ---- an AI's move, one card after another ------------------------------------------------------
    def steps(self) -> tuple[list[Step], float, dict[str, pygame.Rect]]:
        """The cards the events that just happened moved, step by step in the order they were told, the seconds
        between two steps (a glide and a pause at the AI pace), and where a card that left a hidden hand comes
        from (that seat's board: a Resource card paid, prepared or discarded), when an AI decided them; else
        nothing (the viewer's own move shows at once). Read once, when the table places its sprites again."""
        batch, self.batch = self.batch, []
        speed = self.app.settings.anim_speed
        if speed <= 0 or not any(isinstance(e, ev.Decided) and not self.session.is_human(e.seat) for e in batch):
            return [], 0.0, {}
        lay = self.layout()
        if lay is None:
            return [], 0.0, {}
        shown = self.model.shown_seat()
        deck = pygame.Rect(lay.decks["resource"])
        steps: list[Step] = []
        origins: dict[str, pygame.Rect] = {}
        for e in batch:
            step = STEP_OF.get(type(e))
            if step is None:
                continue
            seat = getattr(e, "seat", None)
            board = lay.boards.get(seat) if isinstance(seat, int) and seat != shown else None
            hand = None
            if board is not None:  # a card in that seat's hand, which nobody else sees: at their board
                hand = pygame.Rect(0, 0, round(deck.w * 0.6), round(deck.h * 0.6))
                hand.center = board.header.center
            if isinstance(e, ev.ResourceDrawn) and seat != shown:  # nobody else sees it: a card back glides
                if hand is not None:
                    steps.append(Ghost("resource", Tween(deck, hand)))
                continue
            if hand is not None and getattr(e, "source", "hand") == "hand" and \
                    isinstance(e, ev.ResourcePaid | ev.ResourceAttached | ev.ResourceDiscarded):
                origins[step(e)] = hand  # shown now (R33: paid, prepared and discarded cards are public)
            steps.append([step(e)])
        pause = min(0.35, 0.5 * max(0.0, float(self.app.settings.ai_think_time)))
        return steps, BASE_DURATION / speed + pause, origins

    # ---- what the table shows for a moment --------------------------------------------------------
    def say(self, text: str) -> None:
        self.message = text
        self.message_t = MSG_TIME

    def hush(self) -> None:
        self.message, self.message_t = "", 0.0

    def pulse(self, tid: str | pygame.Rect | None, colour: theme.Colour = theme.ACCENT, seconds: float = 0.9) -> None:
        """Flash a sprite, a drop place or a Rect for a moment (what an AI picked, what an attack hit)."""
        speed = self.app.settings.anim_speed
        if tid and speed > 0:
            t = seconds / max(0.5, speed)
            self.pulses.append([tid, colour, t, t])

    def update(self, dt: float) -> None:
        for pl in self.pulses:
            pl[2] -= dt
        self.pulses = [pl for pl in self.pulses if pl[2] > 0]
        if self.message_t > 0:
            self.message_t -= dt

    def show_attack_result(self, e: ev.ShipAttacked, delay: float) -> None:
        """An attack's result, animated over its target: the value, the row and what it does (R22);
        the row flashes on the Alien System or Basic Defense Plan on the table."""
        lay = self.layout()
        if lay is None:
            return
        cards = self.session.cards
        row = max(1, min(4, int(e.row)))
        label = "4+" if row == 4 else str(row)
        table_uid = None
        if e.target == "alien":
            table_uid = self.alien_now
            table = cards.alien_systems[table_uid].table if table_uid in cards.alien_systems else None
            a, o = lay.decks["alien"], lay.open_area
            where = pygame.Rect(o.x, a.y, o.w, a.h)  # beside the Alien System, whose rows stay visible
        else:
            seat = int(e.target)
            plan = self.plans.get(seat, "basic")
            if plan in ("basic", cards.basic_defense.id):
                table, table_uid = cards.basic_defense.table, cards.basic_defense.id
            else:
                table = cards.defense_plans[plan].table if plan in cards.defense_plans else None
            b = lay.boards.get(seat)
            where = b.rect if b is not None else lay.centre
        words = describe_effects(table.rows[row - 1], length=SHORT) if table is not None else ""
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
            r = lay.decks[key]
            rows = self.app.faces.table_rows(table_uid, r.w, r.h)
            if len(rows) == 4:
                t = (2.0 + delay) / max(0.5, self.app.settings.anim_speed)
                self.pulses.append([rows[row - 1].move(r.x, r.y), colour, t, t])


def seat_colours(session: Session) -> list[theme.Colour]:
    return [theme.SEAT_COLOURS[s.colour % len(theme.SEAT_COLOURS)] for s in session.seats]


# ---- what the table remembers (every event read, fresh or replayed into the log) -----------------------
def _alien_revealed(feed: EventFeed, e: ev.AlienSystemRevealed) -> None:
    feed.alien_now = e.card


def _plan_chosen(feed: EventFeed, e: ev.DefensePlanChosen) -> None:
    feed.plans[e.seat] = e.plan


TRACKED: dict[type[ev.Event], Callable[[EventFeed, Any], None]] = {
    ev.AlienSystemRevealed: _alien_revealed,
    ev.DefensePlanChosen: _plan_chosen,
}


# ---- reactions to events that just happened: pulses, sounds, floating words ---------------------------
def _ship_attacked(feed: EventFeed, e: ev.ShipAttacked, line: str | None) -> None:
    delay = 1.1 * feed.attacks_in_batch  # several Ships: their results one after another
    feed.attacks_in_batch += 1
    feed.pulse(f"card:{e.ship}", theme.DANGER, 1.0 + delay)
    feed.pulse("alien" if e.target == "alien" else f"player:{e.target}", theme.DANGER, 1.2 + delay)
    feed.show_attack_result(e, delay)
    _attack_declared(feed, e, line)


def _attack_declared(feed: EventFeed, e: Any, line: str | None) -> None:
    # the log says it, and the result floats over the target: the message strip does not say it a third time
    feed.app.sound.play("attack")


def _danger(feed: EventFeed, e: Any, line: str | None) -> None:
    feed.pulse(f"card:{e.card}", theme.DANGER, 1.2)


def _gained(feed: EventFeed, e: Any, line: str | None) -> None:
    feed.pulse(f"card:{e.card}", theme.GLOW, 1.0)
    feed.app.sound.play("draw" if isinstance(e, ev.CardTaken) else "drop")


def _sound(name: str) -> Callable[[EventFeed, Any, str | None], None]:
    def play(feed: EventFeed, e: Any, line: str | None) -> None:
        feed.app.sound.play(name)
    return play


def _turn_started(feed: EventFeed, e: ev.TurnStarted, line: str | None) -> None:
    if feed.session.is_human(e.seat):
        feed.app.sound.play("turn")


def _score_changed(feed: EventFeed, e: Any, line: str | None) -> None:
    lay = feed.layout()
    if lay is None:
        return
    b = lay.boards.get(e.seat)
    if b is None or not e.delta:
        return
    vp = isinstance(e, ev.VpChanged)
    colour = (250, 210, 90) if vp else (120, 220, 255)
    feed.tweens.float_text(f"{e.delta:+d} {'VP' if vp else '¢'}", b.header.center, colour)
    if vp and e.delta > 0:
        feed.app.sound.play("score")


# the sprite each event moves (alien_artifacts/ui/sprites/table_sprites.py's ids), for an AI's move shown step by step
STEP_OF: dict[type[ev.Event], Callable[[Any], str]] = {
    ev.ResourceDrawn: lambda e: f"res:{e.card}",
    ev.ResourcePaid: lambda e: f"res:{e.card}",
    ev.ResourceAttached: lambda e: f"res:{e.card}",
    ev.ResourceDiscarded: lambda e: f"res:{e.card}",
    ev.Produced: lambda e: f"res:{e.card}",
    ev.CardKept: lambda e: f"card:{e.card}",
    ev.CardTaken: lambda e: f"card:{e.card}",
    ev.CardCompleted: lambda e: f"card:{e.card}",
    ev.ShipDamaged: lambda e: f"card:{e.card}",
    ev.ShipDestroyed: lambda e: f"card:{e.card}",
    ev.ArtifactPlayed: lambda e: f"art:{e.card}",
    ev.AlienSystemRevealed: lambda e: f"alien:{e.card}",
}

Reaction = Callable[[EventFeed, Any, "str | None"], None]
REACTIONS: dict[type[ev.Event], Reaction] = {
    ev.ShipAttacked: _ship_attacked,
    ev.AttackDeclared: _attack_declared,
    ev.BlockadePlaced: _danger,
    ev.ShipDestroyed: _danger,
    ev.ShipDamaged: _danger,
    ev.CardCompleted: _gained,
    ev.CardKept: _gained,
    ev.CardTaken: _gained,
    ev.ResourceDrawn: _sound("draw"),
    ev.CardsDrawn: _sound("draw"),
    ev.Produced: _sound("draw"),
    ev.ResourcePaid: _sound("drop"),
    ev.ResourceAttached: _sound("drop"),
    ev.TurnStarted: _turn_started,
    ev.GameEnded: _sound("score"),
    ev.VpChanged: _score_changed,
    ev.CreditsChanged: _score_changed,
}
