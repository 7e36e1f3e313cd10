"""Tiny placement: a small worker-placement board game on the kernel's pieces, to prove them (no rules of any real
game; each piece says which Age of Galaxy ruling it serves, in the tests).

Two or three seats and one automaton, the Drone (a participant after the seats, moved by its priority list); turn
order starts at the first player (a setting) and runs round the seats, the Drone last. Setup:
the six tokens are shuffled; four lie face down in a row, two stay in the box unseen. Each seat makes a sealed pick
of a boost ("coins": +2 coins, or "fame": +1 fame), asked in turn order, opened when all have picked. Three rounds
of two phases:
- place: each participant takes 2 workers from its own supply of 3 (what is not there is lost), then in turn order
  each places one worker a turn on a space with room; a participant with no worker left is skipped;
- tally: the workers on every space but the hall go back to their supplies; the new turn order is the fame ranking
  (highest first, equal totals by the stack on the fame track, top first).
Spaces (capacity, minimum players): work1 (1, 2) and work2 (1, 3) +2 coins; lookout (1, 3) +1 fame; dig (1, 2) takes
the leftmost face-down token, revealed (c2: +2 coins, f1/f2/f3: that much fame); hall (2, 2) costs 2 coins for
+3 fame and keeps the worker for good; camp (unlimited) +1 coin. Coins are capped at 5 (the rest is lost); fame is a
wrapping track of 6 spaces whose markers stack. At the end each participant gains 1 fame per 2 coins, one at a time
in turn order; the seat with the most fame wins (equal totals: the one on top of the stack).
"""

from __future__ import annotations

import functools
import random
from typing import Any

import attrs

from tabletop import log, runtime
from tabletop.arena import Arena, Entrant, Pairing
from tabletop.automaton import EVENTS as AUTOMATON_EVENTS
from tabletop.automaton import Automaton, AutomatonActed, Priorities, Rule, act
from tabletop.choices import Option, PendingChoice
from tabletop.fold import FoldTable
from tabletop.match import Match, MatchError
from tabletop.pieces.facedown import EVENTS as FACEDOWN_EVENTS
from tabletop.pieces.facedown import Revealed, Row
from tabletop.pieces.spaces import Board, Space
from tabletop.pieces.supplies import Pool
from tabletop.pieces.tracks import Capped, Stacked, Wrapping
from tabletop.rounds import EVENTS as ROUND_EVENTS
from tabletop.rounds import Calendar, GameClosed, PhaseBegan, TurnBegan, Turns, fold_rounds
from tabletop.ruleset_base import RulesetBase
from tabletop.sealed import EVENTS as SEALED_EVENTS
from tabletop.sealed import Opened, Picked, Sealed
from tabletop.search import FlatISMCTS, RandomSeat
from tabletop.steps import Auto, Step, StepMachine
from tabletop.views import HIDDEN, closed_choice, hidden

TOKENS = ("c2", "c2", "f1", "f2", "f3", "f1")  # the six tokens (public rules data: what is left may be deduced)
ROW = 4
BOOSTS = ("coins", "fame")
SPACES = (Space("work1", 1, 2), Space("work2", 1, 3), Space("lookout", 1, 3), Space("dig", 1, 2),
          Space("hall", 2, 2), Space("camp", None))
KEEPS = ("hall",)  # workers there stay for good
COINS = Capped(0, 5)
FAME = Wrapping(6)
WORKERS = 3  # each participant's supply
PER_ROUND = 2
ROUNDS, PHASES = 3, ("place", "tally")

EVENTS: dict[str, type] = {}
event = log.registrar(EVENTS)
for table in (runtime.EVENTS, ROUND_EVENTS, AUTOMATON_EVENTS, SEALED_EVENTS, FACEDOWN_EVENTS):
    EVENTS.update(table)


@event
class Started(log.Event):
    names: tuple[str, ...]
    first: int = 0  # the first player: turn order runs on from it, the Drone last


@event
class Shuffled(log.Event):
    barrier = True
    order: tuple[str, ...]  # the first ROW face down in the row, the rest in the box


@event
class WorkersTaken(log.Event):
    who: int
    asked: int
    got: int  # asked - got were not in the supply: lost


@event
class Placed(log.Event):
    who: int
    space: str


@event
class CoinsChanged(log.Event):
    who: int
    delta: int  # the change that happened
    lost: int = 0  # the part of a gain beyond the cap


@event
class FameMoved(log.Event):
    who: int
    delta: int


@event
class TokenTaken(log.Event):
    who: int
    index: int


@event
class SpaceCleared(log.Event):
    space: str


@event
class Ended(log.Event):
    winners: tuple[int, ...]


@event
class PickBoost(Step):
    kind = "boost"
    seat: int


@event
class PlaceWorker(Step):
    kind = "place"
    seat: int


@event
class OpenBoosts(Auto):
    pass


@event
class BeginPlace(Auto):
    round: int
    order: tuple[int, ...]


@event
class Tally(Auto):
    pass


@event
class Turn(Auto):
    pass


@attrs.define
class State:
    names: list[str] = attrs.field(factory=list)
    board: Board = attrs.field(factory=lambda: Board(SPACES))
    pools: list[Pool] = attrs.field(factory=list)  # per participant (the seats, then the Drone)
    hands: list[int] = attrs.field(factory=list)  # workers in hand
    lost: list[int] = attrs.field(factory=list)  # workers a participant could not take (short supply)
    coins: list[int] = attrs.field(factory=list)
    fame: Stacked = attrs.field(factory=lambda: Stacked(()))
    row: Row = attrs.field(factory=lambda: Row(()))
    box: list[str] = attrs.field(factory=list)  # tokens out of play, unseen by all
    taken: list[tuple[int, str]] = attrs.field(factory=list)  # (who, token): revealed when taken
    boosts: Sealed = attrs.field(factory=lambda: Sealed("boost", ()))
    calendar: Calendar | None = None
    turns: Turns = attrs.field(factory=lambda: Turns(()))
    stack: list[Any] = attrs.field(factory=list)
    choice_id: int = 0
    automaton_moves: int = 0
    random_uses: int = 0
    over: bool = False
    winners: tuple[int, ...] = ()

    @property
    def seats(self) -> int:
        return len(self.names)

    @property
    def drone(self) -> int:
        return len(self.names)

    def clone(self) -> State:
        return attrs.evolve(self, names=list(self.names), pools=list(self.pools), hands=list(self.hands),
                            lost=list(self.lost), coins=list(self.coins), box=list(self.box), taken=list(self.taken),
                            stack=list(self.stack))


DRONE_NAME = "Drone"


def first_order(seats: int, first: int) -> tuple[int, ...]:
    """Round 1's turn order: the seats from `first` on, then the Drone."""
    return (*(range(first, seats)), *(range(first)), seats)
FOLD = FoldTable("tiny placement")
runtime.fold_steps(FOLD)
fold_rounds(FOLD)
fold = FOLD.apply


@FOLD.on(Started)
def _started(s: State, e: Started) -> None:
    n = len(e.names) + 1
    s.names = list(e.names)
    s.board = Board.laid_out(SPACES, len(e.names))
    s.pools, s.hands, s.lost, s.coins = [Pool("workers", WORKERS)] * n, [0] * n, [0] * n, [0] * n
    order = first_order(len(e.names), e.first)
    s.fame = Stacked.start(order, track=FAME)
    s.boosts = Sealed("boost", tuple(range(len(e.names))))
    s.calendar, s.turns = Calendar(ROUNDS, PHASES), Turns(order)


@FOLD.on(Shuffled)
def _shuffled(s: State, e: Shuffled) -> None:
    s.random_uses += 1
    s.row, s.box = Row.dealt(e.order[:ROW]), list(e.order[ROW:])


@FOLD.on(Picked)
def _picked(s: State, e: Picked) -> None:
    s.boosts = s.boosts.with_pick(e.seat, e.pick)


@FOLD.on(Opened)
def _opened(s: State, e: Opened) -> None:
    s.boosts = s.boosts.open()


@FOLD.on(WorkersTaken)
def _workers(s: State, e: WorkersTaken) -> None:
    s.pools[e.who], took = s.pools[e.who].taken(e.asked)
    if took.got != e.got:
        raise ValueError(f"{e.who} took {took.got} workers, the event says {e.got}")
    s.hands[e.who] += took.got
    s.lost[e.who] += took.short


@FOLD.on(Placed)
def _placed(s: State, e: Placed) -> None:
    s.board = s.board.placed(e.space, str(e.who))
    s.hands[e.who] -= 1


@FOLD.on(CoinsChanged)
def _coins(s: State, e: CoinsChanged) -> None:
    s.coins[e.who] += e.delta


@FOLD.on(FameMoved)
def _fame(s: State, e: FameMoved) -> None:
    s.fame = s.fame.moved(e.who, e.delta)


@FOLD.on(Revealed)
def _revealed(s: State, e: Revealed) -> None:
    s.row = s.row.turned(e.index)


@FOLD.on(TokenTaken)
def _token(s: State, e: TokenTaken) -> None:
    s.row, token = s.row.lifted(e.index)
    s.taken.append((e.who, token))


@FOLD.on(SpaceCleared)
def _cleared(s: State, e: SpaceCleared) -> None:
    s.board, lifted = s.board.cleared(e.space)
    for piece in lifted:
        s.pools[int(piece)] = s.pools[int(piece)].returned(1)


@FOLD.on(AutomatonActed)
def _acted(s: State, e: AutomatonActed) -> None:
    s.automaton_moves += 1


@FOLD.on(Ended)
def _ended(s: State, e: Ended) -> None:
    s.over, s.winners, s.stack = True, e.winners, []


class Ctx(runtime.Context):
    __slots__ = ()

    state: State


def _gain_coins(ctx: Ctx, who: int, n: int) -> None:
    change = COINS.add(ctx.state.coins[who], n)
    if change.applied or change.lost:
        ctx.emit(CoinsChanged(who, change.applied, change.lost))


def _gain_fame(ctx: Ctx, who: int, n: int) -> None:
    if n:
        ctx.emit(FameMoved(who, n))


def placements(s: State, who: int) -> list[Option]:
    """Where `who` may place a worker now (the same for a seat and the Drone)."""
    out = []
    for name in s.board.open_for_placing():
        if name == "hall" and s.coins[who] < 2:
            continue
        if name == "dig" and not s.row.face_down():
            continue
        out.append(Option(f"place:{name}", f"Place on {name}", source="worker", target=name, verb="place",
                          onto=name))
    return out


def place(ctx: Ctx, who: int, space: str) -> None:
    s = ctx.state
    ctx.emit(Placed(who, space))
    if space in ("work1", "work2"):
        _gain_coins(ctx, who, 2)
    elif space == "lookout":
        _gain_fame(ctx, who, 1)
    elif space == "camp":
        _gain_coins(ctx, who, 1)
    elif space == "hall":
        ctx.emit(CoinsChanged(who, -2))
        _gain_fame(ctx, who, 3)
    elif space == "dig":
        index = s.row.face_down()[0]
        ctx.emit(s.row.reveal("row", index))
        token = s.row.places[index].piece  # type: ignore[union-attr]
        ctx.emit(TokenTaken(who, index))
        (_gain_coins if token[0] == "c" else _gain_fame)(ctx, who, int(token[1:]))


DRONE_RULES = Priorities((Rule("the hall when it can pay", lambda o: o.onto == "hall"),
                          Rule("the dig", lambda o: o.onto == "dig"),
                          Rule("paid work", lambda o: o.onto in ("work1", "work2")),
                          Rule("anywhere", lambda o: True)))


def _open_boosts(ctx: Ctx, _step: OpenBoosts) -> None:
    ctx.pop()
    ctx.emit(Opened("boost"))
    for seat, pick in ctx.state.boosts.picks:
        (_gain_coins(ctx, seat, 2) if pick == "coins" else _gain_fame(ctx, seat, 1))


def _begin_place(ctx: Ctx, step: BeginPlace) -> None:
    s = ctx.state
    ctx.pop()
    ctx.emit(PhaseBegan(step.round, "place", step.order))
    for who in step.order:
        ctx.emit(WorkersTaken(who, PER_ROUND, min(PER_ROUND, s.pools[who].count)))
    ctx.push(Turn(), Tally())


def _tally(ctx: Ctx, _step: Tally) -> None:
    s = ctx.state
    cal = s.calendar
    assert cal is not None
    ctx.pop()
    ctx.emit(PhaseBegan(cal.round, "tally", s.turns.order))
    for space in s.board.names():
        if space not in KEEPS and s.board[space].owned():
            ctx.emit(SpaceCleared(space))
    if cal.last_round:
        for who in s.turns.order:
            _gain_fame(ctx, who, s.coins[who] // 2)
        ctx.emit(GameClosed())
        ctx.emit(Ended(tuple(p for p in s.fame.ranking() if p < s.seats)[:1]))
    else:
        ctx.push(BeginPlace(cal.round + 1, s.fame.ranking()))


def _turn(ctx: Ctx, _step: Turn) -> None:
    s = ctx.state
    who = s.turns.next_up(lambda p: s.hands[p] > 0)
    if who is None:
        ctx.pop()
        return
    ctx.emit(TurnBegan(who))
    if who == s.drone:
        chosen = act(ctx, Automaton(s.drone, DRONE_NAME), placements(s, who), DRONE_RULES)
        assert chosen is not None and chosen.onto is not None  # the camp always has room
        place(ctx, who, chosen.onto)
    else:
        ctx.push(PlaceWorker(who))


def _place_options(ctx: Ctx, step: PlaceWorker) -> list[Option]:
    return placements(ctx.state, step.seat)


def _place_pick(ctx: Ctx, step: PlaceWorker, key: str) -> None:
    ctx.pop()
    place(ctx, step.seat, key.removeprefix("place:"))


def _boost_options(ctx: Ctx, step: PickBoost) -> list[Option]:
    return [Option(f"boost:{b}", f"Boost: {b}", verb="boost", arg=b) for b in BOOSTS]  # never reads another pick


def _boost_pick(ctx: Ctx, step: PickBoost, key: str) -> None:
    ctx.pop()
    ctx.emit(Picked("boost", step.seat, key.removeprefix("boost:")))


MACHINE = StepMachine(decided=runtime.Decided)
MACHINE.add_auto(OpenBoosts, _open_boosts)
MACHINE.add_auto(BeginPlace, _begin_place)
MACHINE.add_auto(Tally, _tally)
MACHINE.add_auto(Turn, _turn)
MACHINE.add_choice(PlaceWorker, _place_options, _place_pick,
                   lambda ctx, step: (f"{ctx.state.names[step.seat]}: place a worker", ()))
MACHINE.add_choice(PickBoost, _boost_options, _boost_pick,
                   lambda ctx, step: (f"{ctx.state.names[step.seat]}: pick a boost, sealed", ()))


@attrs.frozen
class Settings:
    seed: int
    names: tuple[str, ...] = ("North", "South")
    first: int = 0  # the first player (the sealed picks are asked in turn order)


@attrs.frozen
class View:
    seat: int
    state: State
    pending: PendingChoice | None


def masked(state: State, seat: int) -> State:
    """What `seat` may see: face-down tokens and the box hidden (from every seat), the others' sealed picks."""
    m = state.clone()
    m.row = m.row.masked()
    m.box = hidden(m.box)
    m.boosts = m.boosts.seen_by(seat)
    return m


class TinyPlacement(RulesetBase[Settings, State, PendingChoice]):
    """The kernel Ruleset of tiny placement (the base gives the rest: tabletop/ruleset_base.py)."""

    save_id = "tiny-placement-save"
    save_version = 1
    save_kind = "a tiny placement save file"
    machine = MACHINE
    fold_table = FOLD
    events = EVENTS
    state_type = State
    context_type = Ctx

    def check_settings(self, settings: Settings) -> None:
        if not 2 <= len(settings.names) <= 3:
            raise MatchError(f"tiny placement is for 2 or 3 players, not {len(settings.names)}")
        if type(settings.first) is not int or not 0 <= settings.first < len(settings.names):
            raise MatchError(f"the first player must be a seat, not {settings.first!r}")

    def settings_data(self, settings: Settings) -> Any:
        return {"seed": settings.seed, "names": list(settings.names), "first": settings.first}

    def settings_from(self, data: Any) -> Settings:
        try:
            seed, names, first = data["seed"], tuple(str(n) for n in data["names"]), data.get("first", 0)
        except (KeyError, TypeError, AttributeError) as exc:
            raise MatchError(f"settings: missing or malformed field ({exc})") from None
        if type(seed) is not int or type(first) is not int:
            raise MatchError("settings: the seed and the first player must be integers")
        return Settings(seed, names, first)

    def setup(self, ctx: Ctx, settings: Settings) -> None:
        ctx.emit(Started(settings.names, settings.first))
        order = sorted(TOKENS)
        ctx.rng().shuffle(order)
        ctx.emit(Shuffled(tuple(order)))
        turns = first_order(len(settings.names), settings.first)
        ctx.push(*(PickBoost(seat) for seat in turns[:-1]), OpenBoosts(), BeginPlace(1, turns))

    def seat_count(self, state: State) -> int:
        return len(state.names)

    def seat_name(self, state: State, seat: int) -> str:
        return state.names[seat]

    def view(self, state: State, pending: PendingChoice | None, seat: int) -> View:
        return View(seat, masked(state, seat), closed_choice(pending, seat))


RULES = TinyPlacement()


def unseen_tokens(s: State) -> list[str]:
    """The tokens `s`'s viewer cannot locate: all six less the face-up and the taken ones."""
    left = list(TOKENS)
    for piece in [p for p in s.row.seen() if p not in (None, HIDDEN)] + [t for _, t in s.taken]:
        left.remove(piece)
    return sorted(left)


def determinize(view: View, rng: random.Random) -> runtime.Simulation | None:
    """A world consistent with `view`: the unseen tokens dealt at random to the face-down places and the box, the
    others' hidden sealed picks drawn at random."""
    p = view.pending
    if p is None or p.seat != view.seat:
        return None
    s = view.state.clone()
    pool = unseen_tokens(s)
    rng.shuffle(pool)
    down = s.row.face_down()
    places = list(s.row.places)
    for i, token in zip(down, pool, strict=False):
        places[i] = attrs.evolve(places[i], piece=token)  # type: ignore[arg-type]
    s.row = Row(tuple(places))
    s.box = pool[len(down):]
    s.boosts = attrs.evolve(s.boosts, picks=tuple((seat, rng.choice(BOOSTS) if pick == HIDDEN else pick)
                                                  for seat, pick in s.boosts.picks))
    return runtime.Simulation(RULES, s, rng.randrange(1 << 30))


def value(sim: runtime.Simulation, seat: int) -> float:
    w = sim.state.winners
    return (1.0 / len(w)) if seat in w else 0.0


def invariants(s: State) -> list[str]:
    """What must hold after every event: supplies within their limits, every worker somewhere (supply, hand, board
    or lost), coins within the cap, spaces within capacity, six tokens in all."""
    bad = []
    for who, pool in enumerate(s.pools):
        on_board = s.board.count(str(who))
        if pool.count + s.hands[who] + on_board != WORKERS:
            bad.append(f"{who}: {pool.count} in supply + {s.hands[who]} in hand + {on_board} placed != {WORKERS}")
        if not 0 <= s.coins[who] <= 5:
            bad.append(f"{who}: {s.coins[who]} coins")
    for space in s.board.spaces:
        if space.capacity is not None and len(space.pieces) > space.capacity:
            bad.append(f"{space.name}: {len(space.pieces)} pieces")
    tokens = len(s.row.occupied()) + len(s.box) + len(s.taken)
    if s.row.places and tokens != len(TOKENS):
        bad.append(f"{tokens} tokens")
    return bad


# ---- an arena on the kernel's harness (module-level, so worker processes can take them)
def search_seat(position: int, seed: int, iterations: int = 60) -> FlatISMCTS:
    return FlatISMCTS(position, random.Random(seed), determinize, value, iterations=iterations)


def random_seat(_position: int, seed: int) -> RandomSeat:
    return RandomSeat(random.Random(seed))


def start(pairing: Pairing) -> Match:
    return Match.start(RULES, Settings(pairing.seed))


def outcome(match: Match) -> tuple[int, ...]:
    return tuple(match.state.winners)


def arena(iterations: int = 60) -> Arena:
    return Arena((Entrant("flat-ismcts", functools.partial(search_seat, iterations=iterations)),
                  Entrant("random", random_seat)), start, outcome)
