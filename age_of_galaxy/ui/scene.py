"""Age of Galaxy's table scene on the UI kit: a game played by mouse against AI seats (issue 33 items 2-3).

    AogTableScene(app, new_match(["Ann", "Bo"], ["human", "normal"], seed=7))   # age_of_galaxy/ui/start.py

A human plays by dragging: an Action disc from the supply (the right end of your row) onto a main-board space, a
Trade card's exchange, a technology (RESEARCH) or a planet (COLONIZE / DEVELOP); a faction card of the hand onto the
Alliance, the True Major place, the Reinforcement spot, or a planet while colonizing (its Adaptation). Places where
the drag can land glow, and the one under the pointer says its cost and gain (the option's note); a drop that means
nothing glides back and the reason is said (reasons.py). Follow-up choices (a technology, a planet, a token) glow
and are clicked; every other choice (setup discard, Debut, draft, counts, rewards, payment split, War) is on the
option panel, and the free conversions are buttons. The AI seats think off the UI thread (seats.py) and each move
is told in the log (age_of_galaxy.words.narrate, "you" for the viewer). At the end the final scores by source.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import attrs
import pygame

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.events import DiscPlaced, PlanetAcquired, TokenExplored
from age_of_galaxy.engine.history import scores_by_round
from age_of_galaxy.engine.ruleset import Settings
from age_of_galaxy.ui import hover_regions, hover_words
from age_of_galaxy.ui import moves as M
from age_of_galaxy.ui import paint as P
from age_of_galaxy.ui.layers import TableLayers
from age_of_galaxy.ui.layout import Layout
from age_of_galaxy.ui.playout import Playout, acquire_prompt, own_line, shown
from age_of_galaxy.ui.playout_draw import draw_beat
from age_of_galaxy.ui.reasons import reason_for
from age_of_galaxy.ui.seats import PACE, Advice, Advisor, SeatDriver, advice_reason
from age_of_galaxy.ui.start import Setup
from age_of_galaxy.ui.takeback import why_not
from age_of_galaxy.words import names as N
from age_of_galaxy.words import places
from age_of_galaxy.words.narrate import SCORE_PARTS, Teller
from age_of_galaxy.words.waiting import waiting
from tabletop.choices import Command, Option
from tabletop.grammar import Voice
from tabletop.ui import textlog, theme
from tabletop.ui.drag import Drag, Move, moves_from
from tabletop.ui.gesture import Gesture
from tabletop.ui.registry import register
from tabletop.ui.scene import Host, Scene
from tabletop.ui.widgets import Button, ButtonGroup, ScrollList, draw_wrapped, panel
from tabletop.views import PUBLIC

GLIDE_S = 0.25  # seconds a refused piece takes to glide back
PULSE_S = 2.5  # seconds where another player just put a disc (or a Cruiser) stays highlighted
REASON_S = 6.0  # seconds a refusal stays said
TIP_DELAY = 0.4  # seconds the pointer rests before the hover's words show (as Alien Artifacts' table)
CHART_H = 130  # the score screen's chart of the score over the rounds (design units)
SCENES = {"aog_table": "age_of_galaxy.ui.scene:AogTableScene", "curtain": "tabletop.ui.curtain:CurtainScene",
          "aog_help": "age_of_galaxy.ui.help_scene:AogHelpScene"}
UNDO_KEY = pygame.K_u
SUGGEST_KEY = pygame.K_s


@attrs.define
class Glide:
    sid: str
    start: pygame.Rect
    end: pygame.Rect
    t: float = 0.0

    def rect(self) -> pygame.Rect:
        k = min(1.0, self.t / GLIDE_S)
        k = 1 - (1 - k) ** 3
        return pygame.Rect(round(self.start.x + (self.end.x - self.start.x) * k),
                           round(self.start.y + (self.end.y - self.start.y) * k), self.end.w, self.end.h)


def moved_place(e: Any) -> str | None:
    """The place an event put a piece on (a disc, a Conquering Cruiser, a revealed token's spot), for the pulse."""
    if isinstance(e, DiscPlaced):
        if e.kind == "trade":
            return f"trade_spaces:{e.where.split(':')[0]}"
        return {"space": "space:", "planet": "planet:", "tech": "tech:"}.get(e.kind, "?:") + e.where
    if isinstance(e, PlanetAcquired):
        return f"planet:{e.planet}"
    if isinstance(e, TokenExplored) and not e.spot.startswith("scope:"):
        return f"spot:{e.spot}"
    return None


def option_words(o: Option, state: Any) -> str:
    """An option in the table's words (names, never ids), with its note."""
    v, c, t = o.verb, o.card, o.target
    if o.key.startswith("act:") and t is not None:
        words = f"Disc on {N.space(t)} ({t})"
    elif o.key == "act:research":
        words = "RESEARCH: choose a technology next"
    elif o.key == "act:colonize":
        words = "COLONIZE: choose a planet next"
    elif o.key == "act:develop":
        words = "DEVELOP: choose your planet next"
    elif v == "trade":
        words = f"TRADE on {N.trade_card(c or '')}, exchange {int(o.arg or 0) + 1}"
    elif v == "research":
        words = f"Research {N.tech(c or '')} paying {'Credits' if o.arg == 'credit' else 'Innovation'}"
    elif v in ("colonize", "develop", "acquire") and t is not None:
        pl = state.planets.get(t)
        where = N.planet(t, pl.type) if pl is not None else N.spot(t)
        words = {"colonize": "Colonize", "develop": "Develop", "acquire": "Acquire"}[v] + f" {where}"
        if c:
            words += f", playing {N.card(c)} (Adaptation)"
        if v == "acquire" and o.label.startswith("The Virtual"):
            words = f"The Virtual Opponent acquires {where}"
    elif v == "explore" and t is not None:
        words = f"Explore the token of {N.spot(t)}" if not t.startswith("scope:") else "Explore a Telescope token"
    elif v in ("alliance", "major", "reinforce"):
        words = f"{N.card(c or '')} " + {"alliance": "into the Alliance", "major": "as True Major Ideology",
                                          "reinforce": "as Reinforcement"}[v]
    elif v in ("discard", "debut", "draft"):
        words = f"{v.capitalize()} {N.card(c or '')}"
        if v == "debut" and c:  # the card's printed Debut gain (G17), in words; the engine's note says the same
            return words + f" — gain {N.amounts(C.card(c).debut.items)}"
    elif v in ("manufacture", "retrieve") and o.arg:
        n = int(o.arg)
        words = f"{n} {'Cruiser' if v == 'manufacture' else 'Relic'}{'s' if n != 1 else ''}"
    elif v == "free":
        words = f"Free action of {N.card(c or '')}"
    else:
        words = o.label
    return f"{words} — {o.note}" if o.note else words


def button_words(o: Option) -> str:
    """A conversion's button: "2 Cr → 1 Prod"."""
    if o.verb == "convert":
        words = o.label.removeprefix("Convert ").replace(" to ", " → ")
        for k, w in P.SHORT.items():
            words = words.replace(k, w)
        return words
    if o.verb == "free":
        return f"{N.card(o.card or '')}: free action"
    return o.label


def help_button(lay: Layout) -> pygame.Rect:
    """The "?" button: the right end of the top bar."""
    top = lay.panels["top"]
    return pygame.Rect(top.right - lay.px(30), top.y + lay.px(2), lay.px(26), top.h - lay.px(4))


@register
class AogTableScene(Scene):
    name = "aog_table"
    own_help = True  # F1 opens Age of Galaxy's help (help_scene.py), not the app's (game/ui/app.py)

    def __init__(self, app: Host, setup: Setup, pace: float = PACE) -> None:
        super().__init__(app)
        self.setup = setup
        self.match = setup.match
        self.driver = SeatDriver(setup, pace)
        humans = setup.humans
        self.viewer = humans[0] if humans else PUBLIC
        self.hot_seat = len(humans) > 1
        names = self.match.settings.names if isinstance(self.match.settings, Settings) else ()
        self.names: tuple[str, ...] = tuple(self.match.state.players[i].name for i in range(self.match.state.n)) \
            or tuple(names)
        self.voice_seat = humans[0] if len(humans) == 1 else PUBLIC
        self.teller = Teller(self.names, self.voice_seat)
        self.log = ScrollList()
        self.fed = 0
        self.gesture = Gesture(self)
        self.buttons = ButtonGroup()  # the conversions and End turn / Take back
        self.option_buttons = ButtonGroup()
        self.score_buttons = ButtonGroup()
        self.asking: list[Move] = []  # a drop or click that means several moves: which one
        self.then: list[str] = []  # the keys of a move still to submit when the engine asks for them
        self.refused: dict[str, str] = {}  # the lifted piece's refused places -> the engine's reason
        self.advisor = Advisor(setup.seed * 97 + 5)
        self._rounds: tuple[int, tuple[tuple[int, ...], ...]] | None = None
        self.advice: Advice | None = None  # the Hard AI's suggestion for the viewer's pending choice
        self.status = ""
        self.status_t = 0.0
        self.glides: list[Glide] = []
        self.pulses: dict[str, float] = {}  # places another player just moved to: seconds left to highlight
        self.scores_shown = True
        self.options_scroll = 0
        self.size = (1280, 720)
        self.t = 0.0
        self._lay: Layout | None = None
        self._lay_key: Any = None
        self.playout = Playout(self.names, self.voice_seat)  # the round's steps played out on the table, in turn
        self.held: list[tuple[str, int]] = []  # log lines waiting for their beat of the play-out (line, beat number)
        self.playout.quiet = True  # what happened before the table opened is in the log, not played out
        self._beat_lay: tuple[tuple[int, int], Any, Layout] | None = None
        self.labels: list[hover_words.Label] = []  # the table's words drawn last frame, where (for hover help)
        self.marks: list[hover_regions.Region] = []  # the pieces only the painter places, where (for hover help)
        self.pointer: tuple[int, int] | None = None  # where the mouse last moved to (None: ask pygame)
        self.rest_t = 0.0  # seconds the pointer has rested where it is (the hover waits TIP_DELAY)
        self.layers = TableLayers()  # the table's base drawn once per change (layers.py)
        self._view: tuple[tuple[Any, ...], Any] | None = None  # the viewer's View and what it was made of
        self.feed()
        self.pulses.clear()  # what happened before the table opened is in the log, not outlined
        self.playout.quiet = False

    # ---- what the table shows ----------------------------------------------------------------------------------------
    def view(self) -> Any:
        """The viewer's View, made again only when the match or the viewer changed (a state copy: not per call)."""
        m = self.match
        key = (self.viewer, len(m.events), m.state, m.pending)
        if self._view is None or self._view[0] != key:
            self._view = (key, m.view_for(self.viewer))
        return self._view[1]

    def mine(self) -> Any:
        """The pending choice when it is the viewer's (a human's) own; else None."""
        p = self.match.pending
        if p is None or p.seat != self.viewer or self.driver.is_ai(p.seat):
            return None
        return p

    def layout(self) -> Layout:
        s = self.match.state
        key = (self.size, self.viewer, len(self.match.events), s.revealed)
        if self._lay is None or self._lay_key != key:
            self._lay = Layout.of(self.view().state, self.viewer, self.size)
            self._lay_key = key
            for who, r in self._lay.rows:
                if who == self.viewer:
                    self._lay.disc_at(r)
        return self._lay

    def moves(self) -> list[Move]:
        """The viewer's drags: the engine's drop facts for its pending choice (targets.drops)."""
        return M.moves(self.view()) if self.mine() is not None else []

    def feed(self) -> None:
        """Tell the new events of the log (all over again after a take-back)."""
        events = self.match.events
        start_over = len(events) < self.fed
        if start_over:
            self.teller = Teller(self.names, self.voice_seat)
            self.log.lines.clear()
            self.held.clear()
            self.fed = 0
            self.playout.reset()
        retold = start_over  # a take-back: the log told again, not played out again
        quiet, self.playout.quiet = self.playout.quiet, self.playout.quiet or retold
        start = self.fed
        for e in events[self.fed:]:
            lines = self.teller.feed(e)
            self.playout.feed(e, own_line(lines))
            self.held += [(line, self.playout.made) for line in lines]  # told once its beat shows
        self.playout.settle()
        self.playout.quiet = quiet
        self.fed = len(events)
        if self.match.over:
            self.held += [(line, self.playout.made) for line in self.teller.flush()]
        for e in events[start:]:
            place = moved_place(e)
            if place is not None and getattr(e, "who", None) != self.viewer:
                self.pulses[place] = PULSE_S
        self.playout.step(0.0, self.driver.pace)  # at pace 0 nothing is played out: all is told at once
        self.release()

    def release(self) -> None:
        """Into the log: the lines held back until the play-out shows the beat they belong to (the log keeps pace
        with the table)."""
        shown = self.playout.done + 1
        n = next((i for i, (_line, beat) in enumerate(self.held) if beat > shown), len(self.held))
        for line, _beat in self.held[:n]:
            self.log.lines.append((line, theme.TEXT))
        del self.held[:n]
        if len(self.log.lines) > 600:
            del self.log.lines[:100]

    def ended(self) -> bool:
        """The game is over and its end has been played out (the final scores wait for the last War's steps)."""
        return self.match.over and not self.playout.queue

    def say(self, reason: str) -> None:
        self.status, self.status_t = reason, REASON_S

    # ---- scene -------------------------------------------------------------------------------------------------------
    def resize(self, w: int, h: int) -> None:
        self.size = (w, h)
        self._lay = None

    def update(self, dt: float) -> None:
        self.t += dt
        self.rest_t += dt
        self.status_t = max(0.0, self.status_t - dt)
        for g in self.glides:
            g.t += dt
        self.glides = [g for g in self.glides if g.t < GLIDE_S]
        self.pulses = {k: v - dt for k, v in self.pulses.items() if v > dt}
        self.playout.step(dt, self.driver.pace)
        self.release()
        self.driver.step(dt, busy=bool(self.glides) or bool(self.playout.queue))
        self.feed()
        self.take_advice()
        p = self.match.pending
        if self.hot_seat and p is not None and not self.driver.is_ai(p.seat) and p.seat != self.viewer and \
                self.app.top is self:
            self.gesture.cancel()
            self.viewer = PUBLIC
            self.app.open("curtain", N.printable(self.names[p.seat]), p.seat, self.set_viewer)
        self.refresh_buttons()

    def set_viewer(self, seat: int) -> None:
        self.viewer = seat
        self._lay = None

    def refresh_buttons(self) -> None:
        lay = self.layout()
        p = self.mine()
        br = lay.panels["buttons"]
        bs: list[Button] = []
        opts = [o for o in p.options if o.verb in ("convert", "free")] if p is not None else []
        gap = lay.px(4)
        if opts:
            bw = (br.w - gap * (len(opts) - 1)) // len(opts)
            for i, o in enumerate(opts):
                bs.append(Button(pygame.Rect(br.x + i * (bw + gap), br.y, bw, br.h), button_words(o),
                                 self.player_of(o.key), key=o.key, size=lay.font(12),
                                 tooltip=option_words(o, self.match.state)))
        elif self.ended() and not self.scores_shown:
            bs.append(Button(pygame.Rect(br.x, br.y, br.w, br.h), "Show the final scores", self.show_scores,
                             key="scores", size=lay.font(13)))
        else:
            bs.append(Button(pygame.Rect(br.x, br.y, br.w, br.h), "Conversions: none possible now", None,
                             key="no_conversion", enabled=False, size=lay.font(12)))
        orr = lay.panels["options"]
        foot = pygame.Rect(orr.x + lay.px(6), orr.bottom - lay.px(34), orr.w - lay.px(12), lay.px(28))
        third = (foot.w - 2 * gap) // 3
        end = p.option("end") if p is not None else None
        can_undo = self.viewer >= 0 and not self.match.over and not self.driver.is_ai(self.viewer) and \
            self.match.can_undo(self.viewer)
        bs.append(Button(pygame.Rect(foot.x, foot.y, third, foot.h), "Take back (U)", self.undo, key="undo",
                         enabled=can_undo, size=lay.font(13)))
        asking = p is not None and self.advisor.thinking(p.id)
        bs.append(Button(pygame.Rect(foot.x + third + gap, foot.y, third, foot.h),
                         "Thinking…" if asking else "Suggest (S)", self.suggest, key="suggest",
                         enabled=p is not None and not asking, size=lay.font(13),
                         tooltip="Ask the Hard AI for a move, from what you can see"))
        bs.append(Button(pygame.Rect(foot.x + 2 * (third + gap), foot.y, foot.w - 2 * (third + gap), foot.h),
                         "End turn", lambda: self.play(("end",)), key="end", enabled=end is not None,
                         size=lay.font(13), colour=(60, 90, 60)))
        bs.append(Button(help_button(lay), "?", self.open_help, key="help", size=lay.font(15),
                         tooltip="Rules in brief and glossary (F1)"))
        self.buttons.set(bs)
        # the option panel: the viewer's options (a drop that meant several: only those), conversions aside
        listed: list[Any] = self.asking or \
            ([o for o in p.options if o.verb not in M.BUTTON_VERBS] if p is not None else [])
        top = orr.y + lay.px(40)
        bh = lay.px(27)
        room = max(1, (foot.y - lay.px(4) - top) // (bh + gap))
        self.options_scroll = max(0, min(self.options_scroll, len(listed) - room))
        ob = []
        if p is not None and p.kind == "count" and not self.asking:  # the quantity picker: one button a count
            side = min(lay.px(56), (orr.w - lay.px(12)) // max(1, len(listed)) - gap)
            for i, o in enumerate(listed):
                ob.append(Button(pygame.Rect(orr.x + lay.px(6) + i * (side + gap), top, side, side), o.arg or o.label,
                                 self.player_of(o.key), key=o.key, size=lay.font(22),
                                 tooltip=option_words(o, self.match.state)))
            listed = []
        for i, o in enumerate(listed[self.options_scroll:self.options_scroll + room]):
            rect = pygame.Rect(orr.x + lay.px(6), top + i * (bh + gap), orr.w - lay.px(12), bh)
            if isinstance(o, Move):  # one of the moves a drop or click meant
                alike = sum(1 for x in listed if isinstance(x, Move) and x.keys[-1] == o.keys[-1])
                ob.append(Button(rect, o.label, self.mover_of(o.keys), key=o.keys[-1] if alike == 1 else
                                 "|".join(o.keys), size=lay.font(12)))
            else:
                ob.append(Button(rect, option_words(o, self.match.state), self.player_of(o.key), key=o.key,
                                 size=lay.font(12)))
        if self.asking:
            ob.append(Button(pygame.Rect(orr.right - lay.px(86), orr.y + lay.px(6), lay.px(80), lay.px(24)), "Cancel",
                             self.cancel_ask, key="cancel", size=lay.font(12)))
        self.option_buttons.set(ob)
        self.options_room = (room, len(listed))
        sb = []
        if self.ended() and self.scores_shown:
            box = self.score_box()
            w2 = (box.w - lay.px(30)) // 2
            y = box.bottom - lay.px(44)
            sb.append(Button(pygame.Rect(box.x + lay.px(10), y, w2, lay.px(34)), "Look at the table", self.hide_scores,
                             key="hide_scores", size=lay.font(14)))
            sb.append(Button(pygame.Rect(box.x + lay.px(20) + w2, y, w2, lay.px(34)), "Leave the table", self.leave,
                             key="leave", size=lay.font(14)))
        self.score_buttons.set(sb)

    def player_of(self, key: str) -> Callable[[], object]:
        """A button's action: play the option `key`."""
        return lambda: self.play((key,))

    def mover_of(self, keys: tuple[str, ...]) -> Callable[[], object]:
        """A button's action: play a move's keys in turn."""
        return lambda: self.play_move(keys)

    def as_move(self, o: Option) -> Move:
        return Move(None, M.place_of(o), (o.key,), option_words(o, self.match.state), None, o.verb)

    def button_groups(self) -> list[Any]:
        return [self.score_buttons] if self.score_buttons.buttons else [self.buttons, self.option_buttons]

    def open_help(self) -> None:
        """The rules in brief and the glossary over the table, which waits (F1 or the "?" button)."""
        self.gesture.cancel()
        self.app.open("aog_help")

    def show_scores(self) -> None:
        self.scores_shown = True

    def hide_scores(self) -> None:
        self.scores_shown = False

    def cancel_ask(self) -> None:
        self.asking = []

    def submit(self, cmd: Command) -> Any:
        """The player's command to the rules (a lesson's table also tells its coach)."""
        return self.match.submit(cmd)

    def play(self, keys: tuple[str, ...]) -> bool:
        p = self.mine()
        if p is None:
            return False
        self.asking = []
        r = self.submit(Command(p.seat, p.id, keys))
        if not r.ok:
            self.say(r.reason)
            return False
        self.status_t = 0.0
        self.driver.wait = max(self.driver.wait, self.driver.pace * 0.5)
        self.feed()
        if self.then and p.kind == "pay":  # the split is chosen: the move the drop meant goes on
            self.advance()
        return True

    def suggest(self) -> None:
        """Suggest: the Hard AI thinks about the viewer's choice on a thread, from the viewer's View only."""
        p = self.mine()
        if p is None:
            self.say("Nothing to suggest: it is not your choice.")
            return
        self.advisor.ask(self.match.view_for(self.viewer), self.viewer)  # its own View: read on its thread

    def take_advice(self) -> None:
        """The Hard AI's answer, once in, for the choice still pending (a stale one is dropped)."""
        p = self.mine()
        if p is None or (self.advice is not None and self.advice.choice != p.id):
            self.advice = None
        if p is None:
            return
        found = self.advisor.take(p.id)
        if isinstance(found, Advice) and p.option(found.key) is not None:
            self.advice = found
        elif isinstance(found, Exception):
            self.say(f"The Hard AI could not suggest a move ({found!s:.80}).")
            self.advisor.asked = None

    def advice_places(self) -> list[str]:
        """Where the suggested move goes: its places on the table (RESEARCH: the technologies it may research
        next), else the button or option that plays it."""
        a, p = self.advice, self.mine()
        if a is None or p is None:
            return []
        out = [m.target for m in self.moves() if m.keys[0] == a.key and m.target is not None]
        o = p.option(a.key)
        place = M.place_of(o) if o is not None else None
        if place is not None and not (out and place in (M.RESEARCH_AREA, M.GALAXY)):
            out.append(place)
        return list(dict.fromkeys(out))

    def advice_words(self) -> str:
        a, p = self.advice, self.mine()
        if a is None or p is None:
            return ""
        o = p.option(a.key)
        words = option_words(o, self.match.state) if o is not None else a.key
        return f"Suggested (Hard AI, from what you can see): {words}. " + advice_reason(a, self.view().state)

    def undo(self) -> None:
        self.then = []
        if self.match.over:  # the final scoring stands (the U key too, not only the disabled button)
            self.say("The game is over: nothing to take back.")
            return
        if self.viewer >= 0 and self.match.undo(self.viewer):
            self.asking = []
            self.say("Taken back.")
            self.feed()
        else:
            self.say(why_not(self.match, self.viewer, self.names) or "Nothing to take back.")

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.MOUSEMOTION:
            if ev.pos != self.pointer:
                self.rest_t = 0.0
            self.pointer = ev.pos
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_F1 and self.gesture.drag is None:
            self.open_help()  # the rules in brief and the glossary, over the table (which waits)
            return
        if self.score_buttons.buttons:
            self.score_buttons.handle_event(ev)
            return
        if ev.type == pygame.KEYDOWN and ev.key == UNDO_KEY and self.gesture.drag is None:
            self.undo()
            return
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_SPACE and self.playout.queue:
            self.playout.skip()  # the player has seen this step of the round
            return
        if ev.type == pygame.KEYDOWN and ev.key == SUGGEST_KEY and self.gesture.drag is None:
            self.suggest()
            return
        if ev.type == pygame.MOUSEWHEEL:
            lay = self.layout()
            mouse = pygame.mouse.get_pos()
            if lay.panels["options"].collidepoint(mouse):
                self.options_scroll = max(0, self.options_scroll - ev.y)
            else:
                self.log.handle_wheel(lay.panels["log"], ev)
            return
        if self.gesture.drag is None and (self.buttons.handle_event(ev) or self.option_buttons.handle_event(ev)):
            return
        self.gesture.handle_event(ev)

    # ---- the gesture's host (tabletop/ui/gesture.py) -----------------------------------------------------------------
    def source_at(self, pos: tuple[int, int]) -> str | None:
        lay = self.layout()
        for sid, r in lay.sources.items():
            if r.collidepoint(pos) and (sid != M.DISC or self.viewer >= 0):
                return sid
        return None

    def lift(self, sid: str, start: tuple[int, int], pos: tuple[int, int]) -> Drag | None:
        ms = moves_from(self.moves(), sid)
        if not ms:
            p = self.match.pending
            if p is not None and p.seat != self.viewer:
                self.say("Not now: " + waiting(p.kind, p.seat, Voice.reading(list(self.names), self.viewer)))
            else:
                self.say("That piece has nowhere to go in this choice.")
            return None
        self.refused = M.refusals(self.view(), sid)
        return Drag.lifted(sid, start, self.layout().sources[sid], ms, pos=pos)

    def targets_at(self, pos: tuple[int, int]) -> list[str]:
        return self.layout().places_at(pos)

    def dropped(self, drag: Drag, chosen: list[Move], pos: tuple[int, int]) -> None:
        """A drop: the engine's move for that piece on that place (targets.drops), its keys played in turn; a
        place with two moves (a technology paid with Credits or with Innovation, G37) asks which."""
        places = self.targets_at(pos)
        if not chosen:
            self.refuse(drag, places[0] if places else None)
            return
        if len(chosen) > 1:
            self.asking = chosen
            return
        if not self.play_move(chosen[0].keys):
            self.refuse(drag, chosen[0].target)

    def play_move(self, keys: tuple[str, ...]) -> bool:
        """Submit a move's keys in order: the first now, each next one when the engine asks for it (a lone option
        the engine took by itself is passed over; a payment split asked between waits for the player, G8)."""
        self.then = []
        if not self.play((keys[0],)):
            return False
        self.then = list(keys[1:])
        self.advance()
        return True

    def advance(self) -> None:
        while self.then:
            p = self.mine()
            if p is None:
                self.then = []
                return
            k = self.then[0]
            if p.option(k) is not None:
                self.then.pop(0)
                rest = self.then
                if not self.play((k,)):
                    self.then = []
                    return
                self.then = rest
            elif p.kind == "pay":
                return  # the player splits the payment on the panel; the move goes on after it
            else:
                self.then.pop(0)

    def refuse(self, drag: Drag, place: str | None) -> None:
        lay = self.layout()
        home = lay.sources.get(drag.sid, drag.rect)
        self.glides.append(Glide(drag.sid, drag.draw_rect(), home.copy()))
        self.say(reason_for(self.view(), drag.sid, place))

    def clicked(self, sid: str | None, pos: tuple[int, int]) -> None:
        p = self.mine()
        if p is None:
            return
        if sid is not None and sid.startswith("card:"):
            opts = M.card_options(p, sid.removeprefix("card:"))
            if len(opts) == 1:
                self.play((opts[0].key,))
                return
            if opts:
                self.asking = [self.as_move(o) for o in opts]
                return
        if p.kind not in M.FOLLOW_UPS:
            return
        for place in self.targets_at(pos):
            ms = self.clickable().get(place, [])
            if len(ms) == 1:
                self.play_move(ms[0].keys)
                return
            if ms:
                self.asking = ms
                return

    def clickable(self) -> dict[str, list[Move]]:
        """A follow-up's places (a technology, a planet, a token: the engine's drop facts for the disc; War's
        acquisitions: the options' planets) -> the moves a click there plays."""
        p = self.mine()
        out: dict[str, list[Move]] = {}
        if p is None or p.kind not in M.FOLLOW_UPS:
            return out
        for m in self.moves():
            if m.source == M.DISC and m.target is not None:
                out.setdefault(m.target, []).append(m)
        if not out:
            for o in p.options:
                place = M.place_of(o)
                if place is not None:
                    out.setdefault(place, []).append(self.as_move(o))
        return out

    def cancelled(self, drag: Drag) -> None:
        self.glides.append(Glide(drag.sid, drag.draw_rect(), self.layout().sources.get(drag.sid, drag.rect).copy()))

    # ---- drawing -----------------------------------------------------------------------------------------------------
    def glowing(self) -> dict[str, str]:
        """The places to glow, each with its move's words: the dragged piece's places (each technology and planet
        on its own), or the follow-up choice's clickable ones."""
        drag = self.gesture.drag
        ms = drag.moves if drag is not None else [m for ms in self.clickable().values() for m in ms]
        out: dict[str, str] = {}
        for m in ms:
            if m.target is not None:
                out[m.target] = out[m.target] + " | or " + m.label if m.target in out else m.label
        return out

    def draw(self, surf: pygame.Surface) -> None:
        lay = self.layout()
        view = self.view()
        p = self.match.pending
        drag = self.gesture.drag
        hovered = self.gesture.hovered() if drag is not None else []
        over = self.targets_at(drag.pos) if drag is not None else []
        hover_place = hovered[0].target if hovered else None
        beat = self.playout.current()  # a round step being played out: the table as it stands at that beat
        table, table_lay = self.beat_layout(beat) if beat is not None and beat.state is not None \
            else (view.state, lay)
        look = P.Look(table, self.viewer, table_lay, self.names, self.glowing(), hover_place,
                      drag.sid if drag is not None else None, p.seat if p is not None else None, self.t)
        with hover_words.collect() as self.labels, hover_regions.collect() as self.marks:  # for the hover
            self.layers.draw(surf, look, self.match)  # the base redrawn only when the View changed (layers.py)
        for place, left in self.pulses.items():
            r = table_lay.places.get(place) or table_lay.panels.get(place)
            if r is not None:
                k = min(1.0, left / 0.6)
                pygame.draw.rect(surf, theme.mix(theme.BG, theme.GLOW_ALT, k), r.inflate(lay.px(6), lay.px(6)),
                                 lay.px(3), border_radius=lay.px(6))
        self.draw_options(surf, lay, view)
        self.buttons.draw(surf)
        self.draw_advice(surf, lay)
        if beat is not None:
            draw_beat(surf, look, beat, self.driver.pace, len(self.playout.queue) - 1)
        self.draw_log(surf, lay)
        for g in self.glides:
            self.draw_piece(surf, look, g.sid, g.rect())
        if drag is not None:
            self.draw_piece(surf, look, drag.sid, drag.draw_rect(), lifted=True)
            note = ""
            if hovered:
                note = " | or ".join(m.label for m in hovered)
            elif over:
                here = next((pl for pl in over if pl in self.refused), None)
                note = "Not here: " + (self.refused[here] + "." if here is not None else
                                       reason_for(view, drag.sid, over[0]))
            if note:
                self.tip(surf, lay, note, drag.pos, theme.OK if hovered else theme.DANGER)
        elif self.status_t > 0 and self.status:
            r = lay.panels["galaxy_row"]
            self.tip(surf, lay, self.status, (r.centerx - lay.px(200), r.bottom - lay.px(40)), theme.ACCENT)
        elif self.advice is not None:
            r = lay.panels["galaxy_row"]
            self.tip(surf, lay, self.advice_words(), (r.centerx - lay.px(200), r.bottom - lay.px(40)), theme.OK)
        else:
            self.hover_tip(surf, lay, view)
        if self.ended() and self.scores_shown:
            self.draw_scores(surf, lay)

    def beat_layout(self, beat: Any) -> tuple[Any, Layout]:
        """The table as it stands at a beat of the play-out, as the viewer may see it, and its layout (a System not
        yet turned has no planets)."""
        key = (id(beat), self.viewer)
        if self._beat_lay is None or self._beat_lay[0] != key:
            state = shown(beat, self.viewer)
            lay = Layout.of(state, self.viewer, self.size)
            for who, r in lay.rows:
                if who == self.viewer:
                    lay.disc_at(r)
            self._beat_lay = (key, state, lay)
        return self._beat_lay[1], self._beat_lay[2]

    def draw_advice(self, surf: pygame.Surface, lay: Layout) -> None:
        """The suggested move's places (or its button) outlined."""
        if self.advice is None:
            return
        rects = [lay.places[pl] for pl in self.advice_places() if pl in lay.places]
        b = self.option_buttons.by_key(self.advice.key) or self.buttons.by_key(self.advice.key)
        if b is not None:
            rects.append(b.rect)
        p = self.mine()
        o = p.option(self.advice.key) if p is not None else None
        if o is not None and o.card is not None and M.card_source(o.card) in lay.sources:  # the card it plays
            rects.append(lay.sources[M.card_source(o.card)])
        for r in rects:
            pygame.draw.rect(surf, theme.OK, r.inflate(lay.px(6), lay.px(6)), lay.px(3), border_radius=lay.px(6))

    def draw_piece(self, surf: pygame.Surface, look: P.Look, sid: str, r: pygame.Rect, lifted: bool = False) -> None:
        if sid.startswith("card:"):
            P.card_face(surf, look, sid.removeprefix("card:"), r, "drag", lifted)
        else:
            c = look.colour(self.viewer if self.viewer >= 0 else 0)
            P.disc(surf, (r.centerx, r.y + look.lay.px(12)), look.lay.px(9), c)

    def tip(self, surf: pygame.Surface, lay: Layout, words: str, at: tuple[int, int], edge: theme.Colour) -> None:
        w = lay.px(400)
        size = lay.font(13)
        from tabletop.ui.widgets import wrapped_height  # lazy: only a tip measures wrapped text
        h = wrapped_height(words, size, w - lay.px(16)) + lay.px(12)
        r = pygame.Rect(at[0] + lay.px(18), at[1] + lay.px(18), w, h)
        r.clamp_ip(surf.get_rect())
        panel(surf, r, (16, 20, 34), edge, radius=lay.px(6), width=2)
        textlog.record(surf, "", 0, r, "cover")
        draw_wrapped(surf, words, r.inflate(-lay.px(16), -lay.px(12)), size, theme.TEXT)

    def hover_tip(self, surf: pygame.Surface, lay: Layout, view: Any) -> None:
        """What is under the resting pointer, in words: the glossary line of a word of the table, then what the
        place or piece there is (a card's or technology's full text, a planet's reward and owner, a track's value)."""
        if self.rest_t < TIP_DELAY:  # the pointer moving across the table shows nothing
            return
        mouse = self.pointer or pygame.mouse.get_pos()
        words = self.hover_text(lay, view, mouse)
        if words:
            self.tip(surf, lay, words, mouse, theme.PANEL_EDGE)

    def hover_places(self, lay: Layout, view: Any) -> list[hover_regions.Region]:
        """Every region of the table drawn last that explains itself on hover (hover_regions.py)."""
        return hover_regions.regions(lay, view.state, self.viewer, self.marks)

    def hover_text(self, lay: Layout, view: Any, pos: tuple[int, int]) -> str:
        """The hover's words at `pos` (age_of_galaxy/words: glossary.py for a word, places.py for a place)."""
        button = next((b for g in (self.buttons, self.option_buttons) for b in g.buttons if b.rect.collidepoint(pos)),
                      None)
        if button is not None:  # a button says what it does (its tooltip), not the table under it
            return button.tooltip
        term = hover_words.line_at(self.labels, pos)
        key = hover_regions.key_at(self.hover_places(lay, view), pos)
        place = places.explain(key, view.state, self.names, self.viewer) if key is not None else ""
        lines = [term] + [ln for ln in place.split("\n") if ln and ln != term]
        return "\n".join(ln for ln in lines if ln)

    def prompt(self, view: Any) -> str:
        p = self.match.pending
        if self.match.over:
            return "The game is over."
        if p is None:
            return ""
        voice = Voice.reading(list(self.names), self.viewer)
        if self.mine() is None:
            return waiting(p.kind, p.seat, voice) + (" (thinking…)" if self.driver.is_ai(p.seat) else "")
        if self.asking:
            return "Which one?"
        if p.kind == "turn" and p.option("end") is not None:
            return "Action taken: play a card, convert, or End turn"
        if p.kind == "acquire":
            return acquire_prompt(p.options)
        return {"turn": "Your turn: drag a disc or a card; glowing places take it",
                "setup_discard": "Discard up to 3 cards (click a card), then keep the rest",
                "debut": "Choose your Debut card: drag it to the Alliance or click it",
                "draft": "Draft a card of the pack", "count": "How many?",
                "research": "Choose a technology: click a glowing one",
                "colonize": "Choose a planet: click a glowing one",
                "develop": "Choose your planet: click a glowing one", "explore": "Choose a token: click a glowing one",
                "reward": "Choose a reward", "pay": "Pay the Credits short with Innovation and Influence",
                "acquire": "War: acquire a planet?"}.get(p.kind, p.prompt)

    def draw_options(self, surf: pygame.Surface, lay: Layout, view: Any) -> None:
        r = lay.panels["options"]
        panel(surf, r, theme.PANEL, theme.ACCENT if self.mine() is not None else theme.PANEL_EDGE, radius=lay.px(8))
        P.text(surf, self.prompt(view), (r.x + lay.px(8), r.y + lay.px(6)), lay.font(14), theme.ACCENT, True,
               r.w - lay.px(100) if self.asking else r.w - lay.px(16))
        room, total = getattr(self, "options_room", (0, 0))
        if total > room:
            P.text(surf, f"{self.options_scroll + 1}-{min(total, self.options_scroll + room)} of {total} · scroll",
                   (r.right - lay.px(8), r.y + lay.px(24)), lay.font(11), theme.TEXT_DIM, anchor="topright")
        if self.driver.notice:
            P.text(surf, self.driver.notice, (r.x + lay.px(8), r.y + lay.px(24)), lay.font(11), theme.DANGER, False,
                   r.w - lay.px(150))
        self.option_buttons.draw(surf)
        p = self.mine()
        if p is not None and p.kind == "count" and self.option_buttons.buttons and not self.asking:
            mouse = pygame.mouse.get_pos()
            bs = self.option_buttons.buttons
            b = next((b for b in bs if b.rect.collidepoint(mouse)), bs[max(0, self.option_buttons.focus)])
            thing = "Cruisers (MANUFACTURE)" if p.options[0].verb == "manufacture" else "Relics (RETRIEVE)"
            P.text(surf, f"How many {thing}? Click a number.", (r.x + lay.px(8), b.rect.bottom + lay.px(8)),
                   lay.font(12), theme.TEXT_DIM, False, r.w - lay.px(16))
            draw_wrapped(surf, b.tooltip, pygame.Rect(r.x + lay.px(8), b.rect.bottom + lay.px(26), r.w - lay.px(16),
                                                      lay.px(40)), lay.font(13), theme.TEXT)

    def draw_log(self, surf: pygame.Surface, lay: Layout) -> None:
        r = lay.panels["log"]
        panel(surf, r, theme.PANEL, theme.PANEL_EDGE, radius=lay.px(8))
        self.log.draw(surf, r.inflate(-lay.px(10), -lay.px(8)), lay.font(12))

    def score_box(self) -> pygame.Rect:
        lay = self.layout()
        seats = self.match.state.seats
        h = 190 + 28 * seats + CHART_H
        return lay.r(300, 360 - h / 2, 680, h)

    def rounds(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's score at the end of each round, then the final scoring's (engine/history.py), read once."""
        if self._rounds is None or self._rounds[0] != len(self.match.events):
            self._rounds = (len(self.match.events), scores_by_round(self.match.events))
        return self._rounds[1]

    def draw_chart(self, surf: pygame.Surface, lay: Layout, r: pygame.Rect) -> None:
        """The score over the rounds: a line per seat (its colour), a point per round's end and the final."""
        rows = self.rounds()
        if not rows:
            return
        s = self.match.state
        top = max(1, max(max(row) for row in rows))
        P.text(surf, "Score at the end of each round", (r.x, r.y), lay.font(12), theme.TEXT_DIM, True, r.w // 2)
        plot = pygame.Rect(r.x + lay.px(30), r.y + lay.px(20), r.w - lay.px(40), r.h - lay.px(38))
        pygame.draw.rect(surf, theme.PANEL_EDGE, plot, 1)
        P.text(surf, str(top), (plot.x - lay.px(4), plot.y), lay.font(11), theme.TEXT_DIM, anchor="topright")
        P.text(surf, "0", (plot.x - lay.px(4), plot.bottom), lay.font(11), theme.TEXT_DIM, anchor="bottomright")
        n = len(rows)
        xs = [plot.x + round(plot.w * (i + 0.5) / n) for i in range(n)]
        final = self.match.over
        for i, x in enumerate(xs):
            label = "Final" if final and i == n - 1 else f"R{i + 1}"
            P.text(surf, label, (x, plot.bottom + lay.px(2)), lay.font(11), theme.TEXT_DIM, anchor="midtop")
        look = P.Look(s, self.viewer, lay, self.names, {}, None, None, None, self.t)
        for who in range(len(rows[0])):
            pts = [(x, plot.bottom - round(plot.h * row[who] / top)) for x, row in zip(xs, rows, strict=True)
                   if who < len(row)]
            col = look.colour(who)
            if len(pts) > 1:
                pygame.draw.lines(surf, col, False, pts, lay.px(2))
            for pt in pts:
                pygame.draw.circle(surf, col, pt, lay.px(3))

    def draw_scores(self, surf: pygame.Surface, lay: Layout) -> None:
        """The final scores by source (G63-G66: Prestige, Ideology, Galaxy, Relics, Faction, total) and the winner."""
        s = self.match.state
        box = self.score_box()
        from tabletop.ui.widgets import shade  # lazy: drawn once the game is over
        shade(surf, 140)
        panel(surf, box, theme.PANEL, theme.ACCENT, radius=lay.px(12), width=2)
        textlog.record(surf, "", 0, box, "cover")
        P.text(surf, "Final scores", (box.centerx, box.y + lay.px(12)), lay.font(24), theme.ACCENT, True,
               anchor="midtop")
        cols = ("Player", *SCORE_PARTS, "Total")
        xs = [box.x + lay.px(20)] + [box.x + lay.px(200 + 72 * i) for i in range(len(cols) - 1)]
        y = box.y + lay.px(60)
        for x, c in zip(xs, cols, strict=True):
            P.text(surf, c, (x, y), lay.font(13), theme.TEXT_DIM, True, lay.px(150 if c == "Player" else 70))
        y += lay.px(26)
        for who in range(s.seats):
            row = s.scores[who] if who < len(s.scores) else ()
            win = who in s.winners
            col = theme.ACCENT if win else theme.TEXT
            name = N.seat_label(self.names[who], who == self.voice_seat) + (" ★" if win else "")
            P.text(surf, name, (xs[0], y), lay.font(14), col, win, lay.px(170))
            for x, v in zip(xs[1:], row, strict=False):
                P.text(surf, str(v), (x, y), lay.font(14), col, win, lay.px(70))
            y += lay.px(28)
        self.draw_chart(surf, lay, pygame.Rect(box.x + lay.px(20), y + lay.px(4), box.w - lay.px(40),
                                               lay.px(CHART_H - 8)))
        line = self.log.lines[-1][0] if self.log.lines else ""  # who wins, and the tie-break when it decided (G66)
        P.text(surf, line, (box.centerx, box.bottom - lay.px(64)), lay.font(14), theme.TEXT, True, box.w - lay.px(30),
               "midbottom")
        self.score_buttons.draw(surf)

    def close(self) -> None:
        self.driver.close()  # a question still out is forgotten (thinkers.py)
