"""The facts of one game of Age of Galaxy, read from its event log: what the balance targets need that the final
state does not keep (turns, actions, Production's Credits, War phases, Golden Ages, explorations, conversions).

Nothing here applies a rule. The events say what happened; where a figure needs the state at a moment (G97a's
counts after Production, the planets at the end), the engine's own fold builds it from the log and the engine's
own readers (economy.count, flow.major_ideology) read it. `read_log` works without the fold too (hand-built logs
in the tests): the state-based figures are then left out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

import attrs

from age_of_galaxy.content.schema import Countable
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import economy as E
from age_of_galaxy.engine.actions import CONVERSIONS
from age_of_galaxy.engine.events import (
    CardPlayed,
    DiscPlaced,
    ExplorationPlaced,
    ExplorationRemoved,
    GoldenAge,
    PlanetAcquired,
    ResourceChanged,
    Scored,
    Shuffled,
    Started,
    TokenExplored,
)
from age_of_galaxy.engine.flow import major_ideology
from age_of_galaxy.engine.state import CAPS, HELD, START, State
from age_of_galaxy.engine.steps import ActionDone, CountPick, WarAcquire
from tabletop.rounds import PhaseBegan, TurnBegan
from tabletop.runtime import Decided, StepsPushed

ADAPTABLE = ("arctic", "desert", "oceanic", "volcanic", "verdant")
# G97a's countables read on one player (G92 table C); the typed ones are read per type or per Alliance card.
PLAIN_COUNTS = ("planets", "colonized_planets", "developed_planets", "conquered_planets", "technologies",
                "nominate_discs", "relics", "strength", "productivity", "cruisers_in_supply")
END_ONLY = ("credit", "innovation", "influence")  # G65: countable for end scoring only
LEFTOVER_ROUNDS = (1, 2)  # the report's "round 1-2 leftover Credits" (RULINGS.md, Economy)
CONVERT_CREDITS = CONVERSIONS["credit"][1]  # G6: Credits per Productivity bought


@attrs.define
class SeatFacts:
    """One seat's game."""

    kind: str = ""
    turns: int = 0
    score: list[int] = attrs.Factory(list)  # prestige, ideology, galaxy, relics, faction, total (G63-G66)
    alliance: list[str] = attrs.Factory(list)  # at the end, the Debut card included (G17)
    true_major: str | None = None
    debut: str | None = None
    major: str | None = None  # the Major Ideology at the end (G28, G29)
    techs: list[str] = attrs.Factory(list)
    actions: dict[str, int] = attrs.Factory(dict)  # resolved actions by kind (G33-G46; trade included)
    relics_retrieved: int = 0
    cruisers_manufactured: int = 0
    productivity_r3: int | None = None  # at the start of round 3, before its Production
    converted_r12: int = 0  # Credits spent on Productivity (G6) in rounds 1-2
    left_r12: int = 0  # Credits held when the Action phases of rounds 1-2 ended
    productions: int = 0  # Production phases this seat took part in
    production_capped: int = 0  # ... of them ending with the Credit cap reached (G3)
    production_lost: int = 0  # ... of them losing Credits to the cap
    round_counts: dict[str, float] = attrs.Factory(dict)  # G97a per-round: mean over rounds at the Action phase
    end_counts: dict[str, float] = attrs.Factory(dict)  # G97a end-of-game


@attrs.define
class War:
    round: int
    sole: bool = False  # a sole Overlord (G54): the acquisition step was opened
    acquired: str = "none"  # none | opponent (a planet bearing another player's disc) | empty


@attrs.define
class GameFacts:
    seed: int = 0
    seats: int = 0  # players, the Virtual Opponent not counted
    solo: bool = False
    first: int = 0  # G11: round 1's first player
    rounds: int = 0
    winners: list[int] = attrs.Factory(list)
    players: list[SeatFacts] = attrs.Factory(list)
    wars: list[War] = attrs.Factory(list)
    golden: list[list[int]] = attrs.Factory(list)  # [round, Trade cards flipped] per Golden Age step (G60)
    nominate_open: int = 0  # G86: open Nominate spaces at this player count
    nominate_filled: int = 0  # ... holding a player's disc at the end
    explo_placed: int = 0  # Exploration tokens placed face down on System cards (G13)
    explo_explored: int = 0  # ... of them explored (G34; a Telescope's own tokens not counted)
    empty_planets: int | None = None  # revealed planets with no disc and no Cruiser at the end
    vo_taken: int = 0  # solo: planets bearing the player's disc the Virtual Opponent acquired (G78, G79)
    cpu_seconds: float = 0.0  # processor time of the game and its reading (0: not measured)
    error: str = ""

    def to_json(self) -> dict[str, Any]:
        return attrs.asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> GameFacts:
        """TypeError/ValueError/KeyError on anything but what to_json wrote."""
        if not isinstance(data, dict):
            raise TypeError("a game's facts must be a JSON object")
        d = dict(data)
        d["players"] = [SeatFacts(**p) for p in d.get("players", [])]
        d["wars"] = [War(**w) for w in d.get("wars", [])]
        return cls(**d)


def _counts(s: State, who: int, end: bool) -> dict[str, float]:
    """G97a's countables for `who` on `s`, read by the engine (economy.count)."""
    out = {k: float(E.count(s, who, Countable(k))) for k in PLAIN_COUNTS + (END_ONLY if end else ())}
    out["planets_of_type"] = sum(E.count(s, who, Countable("planets_of_type", t)) for t in ADAPTABLE) / len(ADAPTABLE)
    cards = [C.card(c) for c in s.players[who].alliance]
    if cards:  # "for a player who holds the card": the card's own Adaptation and Ideology
        out["planets_of_own_adaptation"] = sum(
            E.count(s, who, Countable("planets_of_type", c.adaptation)) for c in cards) / len(cards)
        out["alliance_cards"] = sum(
            E.count(s, who, Countable("alliance_cards", c.ideology)) for c in cards) / len(cards)
    return out


def read_log(events: Iterable[Any], kinds: tuple[str, ...] = (), fold: Any = None, new_state: Any = None,
             final: State | None = None) -> GameFacts:
    """The facts of the game whose log is `events`. With `fold` and `new_state` (the Ruleset's), the log is also
    folded into a fresh state to read G97a's counts at each Action phase; `final` (the game's end state) gives the
    end-of-game facts."""
    g = GameFacts()
    res: list[dict[str, int]] = []
    state = new_state() if fold is not None and new_state is not None else None
    rnd, phase = 0, ""
    production_hit: set[int] = set()
    production_lost: set[int] = set()
    counting: dict[int, str] = {}  # seat -> the action of its open MANUFACTURE/RETRIEVE count
    planet_discs: dict[str, list[int]] = {}
    nominate: set[str] = set()
    per_round: list[list[dict[str, float]]] = []
    for e in events:
        if isinstance(e, Started):
            g.solo = e.solo
            g.seats = len(e.names) - e.solo
            g.players = [SeatFacts(kind=kinds[i] if i < len(kinds) else "") for i in range(g.seats)]
            res = [{k: START.get(k, 0) for k in HELD} for _ in e.names]
            per_round = [[] for _ in range(g.seats)]
        elif isinstance(e, Shuffled):
            g.first = e.first
        elif isinstance(e, PhaseBegan):
            if phase == "action" and e.phase != "action" and e.round in LEFTOVER_ROUNDS:
                for w, p in enumerate(g.players):
                    p.left_r12 += res[w]["credit"]
            if phase == "production" and e.phase == "action":
                for w, p in enumerate(g.players):
                    p.productions += 1
                    p.production_capped += w in production_hit
                    p.production_lost += w in production_lost
            if e.phase == "production" and e.round != rnd:
                production_hit, production_lost = set(), set()
                if e.round == 3:
                    for w, p in enumerate(g.players):
                        p.productivity_r3 = res[w]["productivity"]
            if e.phase == "war" and (phase, rnd) != ("war", e.round):
                g.wars.append(War(e.round))
            rnd, phase = e.round, e.phase
            g.rounds = max(g.rounds, rnd)
        elif isinstance(e, TurnBegan):
            if e.who < g.seats:
                g.players[e.who].turns += 1
        elif isinstance(e, ResourceChanged):
            res[e.who][e.resource] += e.delta
            if phase == "production" and e.resource == "credit":
                if res[e.who]["credit"] >= CAPS["credit"]:
                    production_hit.add(e.who)
                if e.lost:
                    production_lost.add(e.who)
        elif isinstance(e, StepsPushed):
            for step in e.steps:
                if isinstance(step, ActionDone) and step.seat < g.seats:
                    acts = g.players[step.seat].actions
                    acts[step.action] = acts.get(step.action, 0) + 1
                elif isinstance(step, CountPick):
                    counting[step.seat] = step.action
                elif isinstance(step, WarAcquire) and g.wars:
                    g.wars[-1].sole = True
        elif isinstance(e, Decided):
            if e.seat in counting and e.pick.startswith("n:"):
                n = int(e.pick.removeprefix("n:").partition("|")[0])
                action = counting.pop(e.seat)
                if e.seat < g.seats:
                    p = g.players[e.seat]
                    if action == "retrieve":
                        p.relics_retrieved += n
                    elif action == "manufacture":
                        p.cruisers_manufactured += n
            elif e.pick == "convert:credit" and rnd in LEFTOVER_ROUNDS and e.seat < g.seats:
                g.players[e.seat].converted_r12 += CONVERT_CREDITS
        elif isinstance(e, DiscPlaced):
            if e.kind == "planet":
                planet_discs.setdefault(e.where, []).append(e.who)
            elif e.kind == "space" and C.space(e.where).action == "nominate":
                nominate.add(e.where)
        elif isinstance(e, PlanetAcquired):
            discs = planet_discs.pop(e.planet, [])
            others = [d for d in discs if d != e.who]
            if g.solo and e.who == g.seats and others:
                g.vo_taken += 1
            if phase == "war" and g.wars:
                g.wars[-1].acquired = "opponent" if others else "empty"
        elif isinstance(e, CardPlayed):
            if e.mode == "debut" and e.who < g.seats:
                g.players[e.who].debut = e.card
        elif isinstance(e, ExplorationPlaced):
            g.explo_placed += 1
        elif isinstance(e, TokenExplored):
            if not e.spot.startswith("scope:"):
                g.explo_explored += 1
        elif isinstance(e, ExplorationRemoved):
            pass  # G78: left the game unexplored; it stays in explo_placed
        elif isinstance(e, GoldenAge):
            g.golden.append([rnd, len(e.slots)])
        elif isinstance(e, Scored):
            g.winners = list(e.winners)
            for w, p in enumerate(g.players):
                p.score = list(e.scores[w])
        if state is not None:
            fold(state, e)
            if isinstance(e, PhaseBegan) and e.phase == "action":
                for w in range(g.seats):
                    per_round[w].append(_counts(state, w, end=False))
    for w, rounds in enumerate(per_round):
        if rounds:
            keys = set().union(*rounds)
            g.players[w].round_counts = {k: sum(r.get(k, 0.0) for r in rounds) / len(rounds) for k in sorted(keys)}
    open_spaces = [s for s in C.content().spaces if s.action == "nominate" and (s.min_players or 0) <= max(g.seats, 2)]
    g.nominate_open = len(open_spaces)
    g.nominate_filled = sum(1 for s in open_spaces if s.id in nominate)
    if final is not None:
        _read_final(g, final)
    return g


def _read_final(g: GameFacts, s: State) -> None:
    """The end-of-game facts from the game's last state."""
    g.empty_planets = sum(1 for pl in s.planets.values() if pl.empty)
    for w, p in enumerate(g.players):
        pl = s.players[w]
        p.alliance = list(pl.alliance)
        p.true_major = pl.true_major
        p.techs = list(pl.techs)
        p.major = major_ideology(s, w)
        p.end_counts = _counts(s, w, end=True)


def action_counts(facts: Iterable[GameFacts]) -> Counter[str]:
    """Resolved actions of every seat of `facts`, by kind."""
    out: Counter[str] = Counter()
    for g in facts:
        for p in g.players:
            out.update(p.actions)
    return out
