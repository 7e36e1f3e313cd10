"""The round's steps played out on the table, as beats (issue 33 item 3): War (the ranking, who is Overlord and why,
what is acquired and what goes back), the Galactic phase (the fleet moving on, the System turning over, the discs
travelling from the board to the Trade cards, the new turn order), the Golden Age (the Trade cards turning over,
the discs kept) and Standard Solo's Virtual Opponent (each card revealed and each of its effects, G74-G80).

No pygame here: `Playout.feed(event, line)` folds the public event into its own copy of the state (the rules' fold,
no rule run, as the log's teller does) and queues the beats it makes; each beat carries its words, the places it
lights, the pieces that travel (place to place), the panels that turn over, and the table as it stands once the
beat is over, so the table shows each step in turn rather than the round's end; `shown(beat, seat)` is that table
as the seat may see it (the engine's mask, G67-G69).
The drawing is age_of_galaxy/ui/playout_draw.py; `seconds` is a beat's length in AI paces (settings' pace; at 0,
as in the fast tests, every beat is over at once).
"""

from __future__ import annotations

from typing import Any

import attrs

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import events as ev
from age_of_galaxy.engine.fold import fold
from age_of_galaxy.engine.state import State
from age_of_galaxy.engine.views import masked
from age_of_galaxy.engine.war_facts import war_ranking
from age_of_galaxy.words import names as N
from age_of_galaxy.words.war_told import rank_lines, rank_table
from tabletop.grammar import Voice, capital
from tabletop.rounds import PhaseBegan

WAR, GALACTIC, GOLDEN, VO = "War", "Galactic phase", "Golden Age", "Virtual Opponent"
# G78 (b): what a Virtual Opponent card's Ideology does, said when the card is revealed
VO_EFFECTS = {
    "industrial": "Industrial: it gains 1 Cruiser (G78).",
    "diplomatic": "Diplomatic: it gains 2 Influence; with 3 or more it spends 3 to Nominate on the empty space with "
                  "the most Prestige (G78).",
    "cultural": "Cultural: if you have more Cruisers than Strength, you lose 1 Cruiser (G78).",
    "militaristic": "Militaristic: it acquires the leftmost Unprotected planet bearing your disc within the fleet's "
                    "reach, then gains 1 Cruiser (G78).",
    "scientific": "Scientific: the leftmost face-down Exploration token leaves the game unrevealed (G78).",
}


@attrs.frozen
class Flight:
    """A piece travelling during a beat: "disc", "cruiser" or "fleet", of seat `who`, from place to place (a
    place of the layout, a panel, or "row:<seat>": that seat's row)."""

    piece: str
    who: int
    start: str
    end: str


@attrs.define
class Beat:
    step: str  # War, Galactic phase, Golden Age, Virtual Opponent
    kind: str  # rank, acquire, discard, fleet, reveal, discs, flip, order, vo_card, vo_effect
    lines: list[str]
    light: list[str] = attrs.field(factory=list)
    flights: list[Flight] = attrs.field(factory=list)
    turn: list[str] = attrs.field(factory=list)  # panels turning face over (system:<pos>, trade:<slot>)
    card: str | None = None  # a faction card shown face up (the Virtual Opponent's)
    rows: list[tuple[str, ...]] = attrs.field(factory=list)  # a table (War's ranking): its heading row first
    seconds: float = 2.0  # in AI paces
    state: State | None = None  # the table once this beat is over (the whole state: `shown` masks it)
    t: float = 0.0  # seconds shown so far


class Playout:
    """Beats from the events of a game, for one viewer (a seat, or -1: nobody's hand)."""

    def __init__(self, names: tuple[str, ...], viewer: int) -> None:
        self.names = names
        self.viewer = viewer
        self.voice = Voice.reading([N.printable(n) for n in names], viewer)
        self.state = State()
        self.phase = ""
        self.galactic_seen = False
        self.queue: list[Beat] = []
        self.open: Beat | None = None  # the last beat made: its table is the state once its events are folded
        self.quiet = False  # folding only (the table opening on a game, a take-back): no beats
        self.made = 0  # beats made so far
        self.done = 0  # beats shown and over

    # ---- feeding -------------------------------------------------------------------------------------------------
    def feed(self, e: Any, line: str | None = None) -> None:
        """One event of the log; `line`: the log's own line for it (age_of_galaxy.words.narrate), when it has one."""
        beats = [] if self.quiet else self.beats(e, line)
        if beats or isinstance(e, PhaseBegan):  # a new phase is the next beat's table, not the last one's
            self.settle()
        fold(self.state, e)
        if isinstance(e, PhaseBegan):
            self.phase = e.phase
            if e.phase == "production":
                self.galactic_seen = False
        elif isinstance(e, ev.VOCardRevealed):
            self.phase = "vo"
        for b in beats:
            self.queue.append(b)
            self.open = b
            self.made += 1

    def settle(self) -> None:
        """The last beat's table is the state as it stands now (called before the next beat and after a feed)."""
        if self.open is not None:
            self.open.state = self.state.clone()
            self.open = None

    def reset(self) -> None:
        """From the start again (a take-back): the events are folded anew, quietly."""
        self.state = State()
        self.phase = ""
        self.galactic_seen = False
        self.queue.clear()
        self.open = None
        self.made = self.done = 0

    # ---- beats ---------------------------------------------------------------------------------------------------
    def beats(self, e: Any, line: str | None) -> list[Beat]:
        s, v = self.state, self.voice
        own = [line] if line else []
        if isinstance(e, PhaseBegan) and e.phase == "war":
            ranks = war_ranking(s)
            lines = [f"Round {e.round}: ranked by Cruisers in supply, ties by Strength (G52).",
                     rank_lines(ranks, v, s.vo)[-1]]
            return [Beat(WAR, "rank", lines, [f"row:{r.seat}" for r in ranks if r.place is not None],
                         seconds=2.5 + 0.5 * len(ranks), rows=rank_table(ranks, v, s.vo))]
        if isinstance(e, PhaseBegan) and e.phase == "galactic":
            if not self.galactic_seen:
                self.galactic_seen = True
                return []
            return [Beat(GALACTIC, "order", [f"{line} By total Prestige, highest first (G59)." if line else
                                              "The new turn order: by total Prestige, highest first (G59)."],
                         [f"row:{w}" for w in e.order], seconds=1.5)]
        if isinstance(e, ev.PlanetAcquired) and self.phase in ("war", "vo"):
            pl = s.planets.get(e.planet)
            owners = list(pl.discs) if pl is not None else []
            flights = [Flight("cruiser", e.who, f"row:{e.who}", f"planet:{e.planet}")]
            flights += [Flight("disc", o, f"planet:{e.planet}", f"row:{o}") for o in owners]
            why = "G78" if self.phase == "vo" else "G54"
            return [Beat(WAR if self.phase == "war" else VO, "acquire", [cite(x, why) for x in own] or
                         [f"{v.does(e.who, 'acquires')} a planet ({why})."], [f"planet:{e.planet}", f"row:{e.who}"],
                         flights, seconds=2.0)]
        if isinstance(e, ev.ResourceChanged) and self.phase == "war" and e.resource == "cruiser" and e.delta < 0:
            words = (f"{v.does(e.who, 'returns')} {N.count(-e.delta, 'Cruiser', 'Cruisers')} above "
                     f"{v.possessive(e.who)} limit (G56).")
            last = self.queue[-1] if self.queue else None
            if last is not None and last.kind == "discard" and last is self.open:
                last.lines.append(words)
                last.light.append(f"row:{e.who}")
                return []
            return [Beat(WAR, "discard", [words], [f"row:{e.who}"], seconds=1.2)]
        if isinstance(e, ev.FleetMoved):
            return [Beat(GALACTIC, "fleet", [f"The Galactic Fleet moves to System {e.position} (G57)."],
                         [f"system:{e.position}"], [Flight("fleet", -1, f"system:{e.position - 1}",
                                                           f"system:{e.position}")], seconds=1.5)]
        if isinstance(e, ev.SystemRevealed) and self.phase == "galactic":
            return [Beat(GALACTIC, "reveal", [f"System {e.position} turns face up: {N.system(e.card)} (G57)."],
                         [f"system:{e.position}"], turn=[f"system:{e.position}"], seconds=1.5)]
        if isinstance(e, ev.SpaceEmptied):
            owners = [int(x) for x in s.board[e.space].owned()] if e.space in s.board.names() else []
            to = "trade:" + str(e.slot) if e.slot >= 0 else None
            flights = [Flight("disc", o, f"space:{e.space}", to or f"row:{o}") for o in owners]
            light = [f"space:{e.space}"] + ([to] if to else [])
            lines = [cite(x, "G58") for x in own]
            last = self.queue[-1] if self.queue else None
            if last is not None and last.kind == "discs" and last is self.open:  # one beat: the discs travel in turn
                last.lines += lines
                last.light += [x for x in light if x not in last.light]
                last.flights += flights
                last.seconds += 0.4
                return []
            return [Beat(GALACTIC, "discs", lines or ["The discs on the board move (G58)."], light, flights,
                         seconds=1.8)]
        if isinstance(e, ev.GoldenAge):
            homes = [w for w, k in enumerate(e.kept) for _ in range(k)]  # from the flipped cards in turn
            flights = [Flight("disc", w, f"trade:{e.slots[i % len(e.slots)]}", f"row:{w}")
                       for i, w in enumerate(homes)] if e.slots else []
            lines = [*own, "Each player's discs on the full cards come back: up to 3 are kept for the next round, "
                           "the rest go to the common supply; the cards turn to their back (G60)."]
            return [Beat(GOLDEN, "flip", lines, [f"trade:{i}" for i in e.slots], flights,
                         turn=[f"trade:{i}" for i in e.slots], seconds=2.5)]
        if isinstance(e, ev.VOCardRevealed):
            card = C.card(e.card)
            lines = [*own, f"First it colonizes the leftmost empty {card.adaptation.capitalize()} planet within "
                           f"the fleet's reach, if there is one (G77).", VO_EFFECTS.get(card.ideology, "")]
            return [Beat(VO, "vo_card", [x for x in lines if x], [], card=e.card, seconds=2.5)]
        if self.phase == "vo":
            return self.vo_effect(e, own)
        return []

    def vo_effect(self, e: Any, own: list[str]) -> list[Beat]:
        """One effect of the Virtual Opponent's card, told as it happens (G77, G78)."""
        s, v = self.state, self.voice
        vo = s.vo if s.vo is not None else len(s.players) - 1
        if isinstance(e, ev.DiscPlaced) and e.kind == "planet":
            return [Beat(VO, "vo_effect", [cite(x, "G77") for x in own], [f"planet:{e.where}"],
                         [Flight("disc", e.who, f"row:{e.who}", f"planet:{e.where}")], seconds=1.5)]
        if isinstance(e, ev.DiscPlaced) and e.kind == "space":
            return [Beat(VO, "vo_effect", [f"{v.does(vo, 'places')} a disc on {N.space(e.where)} (G78)."],
                         [f"space:{e.where}"],
                         [Flight("disc", e.who, f"row:{e.who}", f"space:{e.where}")], seconds=1.5)]
        if isinstance(e, ev.ExplorationRemoved):
            return [Beat(VO, "vo_effect", [cite(x, "G78") for x in own], [f"spot:{e.spot}"], seconds=1.5)]
        if isinstance(e, ev.PrestigeMoved) and e.delta:
            return [Beat(VO, "vo_effect", [f"{v.does(e.who, 'gains')} {N.amounts([('prestige', e.delta)])} (G78)."],
                         [f"row:{e.who}"], seconds=1.0)]
        if isinstance(e, ev.ResourceChanged) and e.who == vo and e.resource == "influence" and e.delta < 0:
            return [Beat(VO, "vo_effect", [f"{v.does(vo, 'spends')} {-e.delta} Influence to Nominate (G78)."],
                         [f"row:{vo}"], seconds=1.0)]
        if isinstance(e, ev.ResourceChanged) and e.delta == 0 and e.lost:
            what = N.amounts([(e.resource, e.lost)])
            return [Beat(VO, "vo_effect", [f"{v.does(e.who, 'gains')} nothing: {what} would go beyond what is left "
                                           "or the cap (G2, G78)."], [f"row:{e.who}"], seconds=1.0)]
        if isinstance(e, ev.ResourceChanged) and e.delta:
            what = N.amounts([(e.resource, abs(e.delta))])
            words = f"{v.does(e.who, 'gains' if e.delta > 0 else 'loses')} {what}"
            if e.lost:
                words += f" ({e.lost} more lost, G2)"
            return [Beat(VO, "vo_effect", [capital(words) + " (G78)."], [f"row:{e.who}"], seconds=1.0)]
        return []


    # ---- showing -------------------------------------------------------------------------------------------------
    def current(self) -> Beat | None:
        return self.queue[0] if self.queue else None

    def step(self, dt: float, pace: float) -> None:
        """Time passes for the beat shown; the beats whose time is up (all of them at pace 0) are over."""
        if self.queue:
            self.queue[0].t += dt
        while self.queue and self.queue[0].t >= self.queue[0].seconds * pace:
            self.queue.pop(0)
            self.done += 1

    def skip(self) -> None:
        """The player has seen enough of this beat."""
        if self.queue:
            self.queue.pop(0)
            self.done += 1


def shown(beat: Beat, seat: int) -> State | None:
    """The table at a beat as `seat` may see it (G67-G69)."""
    return masked(beat.state, seat) if beat.state is not None else None


def acquire_prompt(options: list[Any]) -> str:
    """War's acquisition asked on the table: the sole Overlord's planet (G54), or the one of yours the Virtual
    Opponent takes (G79)."""
    if any(o.label.startswith("The Virtual") for o in options):
        return "The VO acquires one of your lit planets: click it (G79)"
    if any(o.target for o in options):
        return "You are Overlord: click a lit planet to acquire (G54)"
    return "You are Overlord: no planet to acquire (G54)"


def cite(line: str, ruling: str) -> str:
    """A log line with its ruling: 'Bo acquires X.' -> 'Bo acquires X (G54).'"""
    body = line.rstrip()
    end = body[-1] if body and body[-1] in ".!" else "."
    return f"{body.rstrip('.!')} ({ruling}){end}"


def own_line(lines: list[str]) -> str | None:
    """The log's line of the event just told (the last one it finished), headings left out."""
    return next((x for x in lines[-1:] if not x.startswith(("===", "---"))), None)
