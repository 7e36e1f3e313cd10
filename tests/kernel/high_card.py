"""High card: a deliberately tiny second card game on the kernel (tabletop), to prove it names no game.

Two players; cards 1..10, shuffled; each is dealt 3 (hidden from the other). The leader plays a card face up,
then the other; the higher card takes the trick and leads the next. After each trick, while the deck lasts,
the winner and then the other draw one card. When the hands are empty, most tricks wins (5 tricks: no tie).
"""

from __future__ import annotations

import functools
import random
from typing import Any

import attrs

from tabletop import log, runtime
from tabletop.arena import Arena, Entrant, Pairing
from tabletop.choices import Option, PendingChoice
from tabletop.fold import FoldTable
from tabletop.match import Match, MatchError
from tabletop.ruleset_base import RulesetBase
from tabletop.runtime import Simulation
from tabletop.search import FlatISMCTS, RandomSeat
from tabletop.steps import Auto, Step, StepMachine
from tabletop.views import HIDDEN, closed_choice, hidden, seen_rows

__all__ = ["HIDDEN", "HighCard", "Settings", "arena", "determinize", "hidden_swapped", "outcome", "simulation",
           "start", "value"]
EVENTS: dict[str, type] = dict(runtime.EVENTS)  # the kernel's step and decision events, by name
event = log.registrar(EVENTS)


@event
class Started(log.Event):
    names: tuple[str, ...]


@event
class Shuffled(log.Event):
    barrier = True
    order: tuple[str, ...]


@event
class Drew(log.Event):
    barrier = True  # the drawer sees a hidden card
    seat: int


@event
class Played(log.Event):
    seat: int
    card: str


@event
class TrickTaken(log.Event):
    seat: int


@event
class Ended(log.Event):
    winners: tuple[int, ...]


@event
class PlayCard(Step):
    kind = "play"
    seat: int


@event
class Round(Auto):
    pass


@attrs.define
class State:
    names: list[str] = attrs.field(factory=list)
    hands: list[list[str]] = attrs.field(factory=list)
    deck: list[str] = attrs.field(factory=list)  # last = top
    table: list[tuple[int, str]] = attrs.field(factory=list)
    played: list[str] = attrs.field(factory=list)  # every card played (public)
    tricks: list[int] = attrs.field(factory=list)
    leader: int = 0
    stack: list[Any] = attrs.field(factory=list)
    choice_id: int = 0
    random_uses: int = 0
    over: bool = False
    winners: tuple[int, ...] = ()

    def clone(self) -> State:
        return attrs.evolve(self, names=list(self.names), hands=[list(h) for h in self.hands], deck=list(self.deck),
                            table=list(self.table), played=list(self.played), tricks=list(self.tricks),
                            stack=list(self.stack))


FOLD = FoldTable("high card")  # the kernel's dispatch by event class (tabletop/fold.py)
runtime.fold_steps(FOLD)  # the kernel's step and decision events (tabletop/runtime.py)
fold = FOLD.apply


@FOLD.on(Started)
def _started(s: State, e: Started) -> None:
    s.names, s.hands, s.tricks, s.stack = list(e.names), [[] for _ in e.names], [0] * len(e.names), [Round()]


@FOLD.on(Shuffled)
def _shuffled(s: State, e: Shuffled) -> None:
    s.random_uses += 1
    s.deck = list(e.order)


@FOLD.on(Drew)
def _drew(s: State, e: Drew) -> None:
    s.hands[e.seat].append(s.deck.pop())


@FOLD.on(Played)
def _played(s: State, e: Played) -> None:
    s.hands[e.seat].remove(e.card)
    s.table.append((e.seat, e.card))
    s.played.append(e.card)


@FOLD.on(TrickTaken)
def _taken(s: State, e: TrickTaken) -> None:
    s.tricks[e.seat] += 1
    s.leader, s.table = e.seat, []


@FOLD.on(Ended)
def _ended(s: State, e: Ended) -> None:
    s.over, s.winners, s.stack = True, e.winners, []


Ctx = runtime.Context  # the kernel's rules context: emit (fold, then log), push / pop, rng
MACHINE = StepMachine(decided=runtime.Decided)


def _round(ctx: Ctx, _step: Round) -> None:
    s = ctx.state
    if len(s.table) == 2:
        (a, ca), (b, cb) = s.table
        winner = a if int(ca) > int(cb) else b
        ctx.emit(TrickTaken(winner))
        for seat in (winner, 1 - winner):
            if s.deck:
                ctx.emit(Drew(seat))
    elif not s.table and not any(s.hands):
        best = max(s.tricks)
        ctx.emit(Ended(tuple(i for i, t in enumerate(s.tricks) if t == best)))
    else:
        ctx.push(PlayCard(s.leader if not s.table else 1 - s.leader))


def _options(ctx: Ctx, step: PlayCard) -> list[Option]:
    return [Option(f"play:{c}", f"Play {c}", source=c, target="trick", verb="play", card=c)
            for c in sorted(ctx.state.hands[step.seat], key=int)]


def _pick(ctx: Ctx, step: PlayCard, key: str) -> None:
    ctx.emit(Played(step.seat, key.removeprefix("play:")))
    ctx.pop()


MACHINE.add_auto(Round, _round)
MACHINE.add_choice(PlayCard, _options, _pick, lambda ctx, step: (f"{ctx.state.names[step.seat]}: play a card", ()))


@attrs.frozen
class Settings:
    seed: int
    names: tuple[str, ...] = ("North", "South")


@attrs.frozen
class View:
    seat: int
    state: State
    pending: PendingChoice | None


class HighCard(RulesetBase[Settings, State, PendingChoice]):
    """The kernel Ruleset of high card (the base gives the rest: tabletop/ruleset_base.py)."""

    save_id = "high-card-save"
    save_version = 1
    save_kind = "a high card save file"
    machine = MACHINE
    fold_table = FOLD
    events = EVENTS
    state_type = State

    def check_settings(self, settings: Settings) -> None:
        if len(settings.names) != 2:
            raise MatchError(f"high card is for 2 players, not {len(settings.names)}")

    def settings_data(self, settings: Settings) -> Any:
        return {"seed": settings.seed, "names": list(settings.names)}

    def settings_from(self, data: Any) -> Settings:
        try:
            seed, names = data["seed"], tuple(str(n) for n in data["names"])
        except (KeyError, TypeError) as exc:
            raise MatchError(f"settings: missing or malformed field ({exc})") from None
        if type(seed) is not int:
            raise MatchError("settings: the seed must be an integer")
        return Settings(seed, names)

    def setup(self, ctx: Ctx, settings: Settings) -> None:
        ctx.emit(Started(settings.names))
        order = [str(n) for n in range(1, 11)]
        ctx.rng().shuffle(order)
        ctx.emit(Shuffled(tuple(order)))
        for _ in range(3):
            for seat in range(2):
                ctx.emit(Drew(seat))

    def seat_count(self, state: State) -> int:
        return len(state.names)

    def seat_name(self, state: State, seat: int) -> str:
        return state.names[seat]

    def view(self, state: State, pending: PendingChoice | None, seat: int) -> View:
        masked = state.clone()
        masked.hands = seen_rows(masked.hands, seat)  # the kernel's masking (tabletop/views.py)
        masked.deck = hidden(masked.deck)
        return View(seat, masked, closed_choice(pending, seat))


def simulation(state: State, seed: int, pending: PendingChoice | None) -> Simulation:
    """The kernel's Simulation (tabletop/runtime.py) of high card at `pending` (a running copy of the rules)."""
    return Simulation(HighCard(), state, seed, pending, advance=False)


def determinize(view: View, rng: random.Random) -> Simulation | None:
    """A world consistent with `view`: the cards the seat has not seen, dealt at random to the hidden places."""
    s = view.state.clone()
    own = set(s.hands[view.seat])
    unseen = [str(n) for n in range(1, 11) if str(n) not in own and str(n) not in s.played]
    rng.shuffle(unseen)
    other = 1 - view.seat
    n = len(s.hands[other])
    s.hands[other], s.deck = unseen[:n], unseen[n:]
    p = view.pending
    if p is None or p.seat != view.seat:
        return None
    return Simulation(HighCard(), s, rng.randrange(1 << 30))


def value(sim: Simulation, seat: int) -> float:
    w = sim.state.winners
    return (1.0 / len(w)) if seat in w else 0.0


# ---- an arena of high card on the kernel's harness (tabletop/arena.py); module-level, so worker processes can
# ---- take them: a flat ISMCTS seat of `iterations` and a random seat, each from its own seed
def search_seat(position: int, seed: int, iterations: int = 60) -> FlatISMCTS:
    return FlatISMCTS(position, random.Random(seed), determinize, value, iterations=iterations)


def random_seat(_position: int, seed: int) -> RandomSeat:
    return RandomSeat(random.Random(seed))


def start(pairing: Pairing) -> Match:
    return Match.start(HighCard(), Settings(pairing.seed))


def outcome(match: Match) -> tuple[int, ...]:
    return tuple(match.state.winners)


def arena(iterations: int = 60) -> Arena:
    """The generic search against a random seat."""
    return Arena((Entrant("flat-ismcts", functools.partial(search_seat, iterations=iterations)),
                  Entrant("random", random_seat)), start, outcome)


def hidden_swapped(m: Match) -> Match:
    """A copy of `m` with the cards the seat to move cannot see (the other hand, the deck) dealt differently: the
    same view for that seat, another truth."""
    assert m.pending is not None
    other = 1 - m.pending.seat
    twin = m.clone()
    unseen = twin.state.hands[other] + twin.state.deck
    unseen.reverse()
    n = len(twin.state.hands[other])
    twin.state.hands[other], twin.state.deck = unseen[:n], unseen[n:]
    return twin
