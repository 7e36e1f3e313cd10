"""The fold: the one place the state changes, one event at a time (bookkeeping only; every outcome is in the
event)."""

from __future__ import annotations

from collections import Counter

import attrs

from age_of_galaxy.content.schema import PrintedPlanet
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.events import (
    CardPlayed,
    CardsDrawn,
    DiscPlaced,
    DiscsTaken,
    ExplorationPlaced,
    ExplorationRemoved,
    FleetMoved,
    GoldenAge,
    PacksDealt,
    PlanetAcquired,
    PlanetTokenPlaced,
    PositionArranged,
    PrestigeMoved,
    ResourceChanged,
    Scored,
    Shuffled,
    SpaceEmptied,
    Started,
    SystemRevealed,
    TelescopeFilled,
    TokenExplored,
    VOCardRevealed,
)
from age_of_galaxy.engine.state import CRUISERS, DISCS, PHASES, ROUNDS, Planet, Player, State, TradeSlot
from tabletop import runtime
from tabletop.automaton import AutomatonActed
from tabletop.fold import FoldTable
from tabletop.pieces.spaces import BLOCKING
from tabletop.pieces.tracks import Stacked
from tabletop.rounds import Calendar, Turns, fold_rounds
from tabletop.sealed import Opened, Picked, Sealed

FOLD = FoldTable("Age of Galaxy")
runtime.fold_steps(FOLD)
fold_rounds(FOLD)
fold = FOLD.apply


def first_order(n: int, first: int) -> tuple[int, ...]:
    """G11: round 1's turn order, clockwise from the first player."""
    return tuple((first + i) % n for i in range(n))


@FOLD.on(Started)
def _started(s: State, e: Started) -> None:
    s.players = [Player(name) for name in e.names]
    s.solo = e.solo
    if e.solo:  # G74: the VO holds all its discs, 2 Cruisers, nothing else
        vo = s.players[-1]
        vo.res["productivity"], vo.res["cruiser"], vo.common_cruisers = 0, 2, CRUISERS - 2
        vo.discs, vo.common_discs = DISCS - 1, 0
    s.board = C.main_board(len(e.names))
    s.calendar = Calendar(ROUNDS, PHASES)
    s.discards = Sealed("discard", tuple(range(s.seats)), public=False)


@FOLD.on(Shuffled)
def _shuffled(s: State, e: Shuffled) -> None:
    s.random_uses += 1
    s.deck = list(e.deck)
    slots = C.content().trade_slots
    s.trade = [TradeSlot(card, action, C.trade_front(card, s.n)) for card, action in zip(e.trade, slots, strict=False)]
    s.trade_box = list(e.trade[len(slots):])
    s.systems, s.system_box = list(e.systems[:5]), list(e.systems[5:])
    s.planet_stack, s.explo_stack = list(e.planets), list(e.explorations)
    s.first = e.first
    order = first_order(s.seats, e.first)
    s.turns = Turns(order)  # G75: the VO takes no turns
    s.prestige = Stacked.start(order + ((s.vo,) if s.vo is not None else ()), track=s.prestige.track)  # G5, G74


@FOLD.on(CardsDrawn)
def _drawn(s: State, e: CardsDrawn) -> None:
    s.players[e.who].hand.extend(s.deck[:e.n])
    del s.deck[:e.n]


@FOLD.on(PacksDealt)
def _packs(s: State, e: PacksDealt) -> None:
    s.packs = [[] for _ in range(s.seats)]
    for who in s.turns.order:
        s.packs[who] = s.deck[:e.size]
        del s.deck[:e.size]
    s.seen_packs = [list(p) for p in s.packs]
    s.box_cards, s.deck = s.deck, []
    s.draft = Sealed("draft", tuple(range(s.seats)), public=False)


@FOLD.on(Picked)
def _picked(s: State, e: Picked) -> None:
    if e.box == "draft":
        s.draft = s.draft.with_pick(e.seat, e.pick)
    else:
        s.discards = s.discards.with_pick(e.seat, e.pick)


@FOLD.on(Opened)
def _opened(s: State, e: Opened) -> None:
    if e.box == "draft":  # G72: every seat takes its pick, then every pack passes to the next seat in turn order
        s.draft = s.draft.open()
        for seat, pick in s.draft.picks:
            s.packs[seat].remove(pick)
            s.players[seat].hand.append(pick)
        order = s.turns.order
        passed = [list(p) for p in s.packs]
        for i, seat in enumerate(order):
            passed[order[(i + 1) % len(order)]] = s.packs[seat]
        s.packs = passed
        for seat, pack in enumerate(s.packs):
            s.seen_packs[seat].extend(c for c in pack if c not in s.seen_packs[seat])
        s.draft = Sealed("draft", s.draft.seats, public=False)
        return
    s.discards = s.discards.open()
    for seat, pick in s.discards.picks:
        p = s.players[seat]
        for c in (pick.split(",") if pick else ()):
            p.hand.remove(c)
            p.discarded.append(c)


@FOLD.on(SystemRevealed)
def _system(s: State, e: SystemRevealed) -> None:
    if s.systems[e.position - 1] != e.card:
        raise ValueError(f"position {e.position} holds {s.systems[e.position - 1]}, not {e.card}")
    s.revealed = max(s.revealed, e.position)
    for i, slot in enumerate(C.system_slots(e.card)):
        if isinstance(slot, PrintedPlanet):
            key = f"{e.card}:{i}"
            s.planets[key] = Planet(key, e.position, slot.type)


def _position(s: State, spot: str) -> int:
    return s.systems.index(spot.split(":")[0]) + 1


@FOLD.on(PlanetTokenPlaced)
def _planet_token(s: State, e: PlanetTokenPlaced) -> None:
    if not s.planet_stack or s.planet_stack[0] != e.token:
        raise ValueError(f"the Planet stack's top is not {e.token}")
    s.planet_stack.pop(0)
    s.planets[e.spot] = Planet(e.spot, _position(s, e.spot), C.planet_token_type(e.token), e.token)


@FOLD.on(ExplorationPlaced)
def _exploration(s: State, e: ExplorationPlaced) -> None:
    s.spots[e.spot] = s.explo_stack.pop(0)
    s.spot_positions[e.spot] = _position(s, e.spot)


@FOLD.on(ResourceChanged)
def _resource(s: State, e: ResourceChanged) -> None:
    p = s.players[e.who]
    p.res[e.resource] += e.delta
    if e.resource == "cruiser":
        p.common_cruisers -= e.delta
    if p.res[e.resource] < 0 or p.common_cruisers < 0:
        raise ValueError(f"{p.name}: {e.resource} below 0")


@FOLD.on(PrestigeMoved)
def _prestige(s: State, e: PrestigeMoved) -> None:
    s.prestige = s.prestige.moved(e.who, e.delta)


@FOLD.on(DiscsTaken)
def _discs(s: State, e: DiscsTaken) -> None:
    p = s.players[e.who]
    p.common_discs -= e.n
    p.discs += e.n


@FOLD.on(DiscPlaced)
def _placed(s: State, e: DiscPlaced) -> None:
    p = s.players[e.who]
    if p.discs < 1:
        raise ValueError(f"{p.name} has no disc to place")
    p.discs -= 1
    if e.kind == "space":
        s.board = s.board.placed(e.where, str(e.who))
    elif e.kind == "planet":
        s.planets[e.where].discs.append(e.who)
    elif e.kind == "tech":
        p.techs.append(e.where)
    else:
        slot, space = e.where.split(":")
        t = s.trade[int(slot)]
        t.board = t.board.placed(space, str(e.who))


@FOLD.on(CardPlayed)
def _played(s: State, e: CardPlayed) -> None:
    p = s.players[e.who]
    p.hand.remove(e.card)
    if e.mode in ("alliance", "debut"):
        p.alliance.append(e.card)
    elif e.mode == "major":
        p.true_major = e.card
    else:
        s.discard.append(e.card)


@FOLD.on(TokenExplored)
def _explored(s: State, e: TokenExplored) -> None:
    if e.spot.startswith("scope:"):
        token = s.players[e.who].scope.pop(int(e.spot.split(":")[1]))
    else:
        token = s.spots.pop(e.spot) or ""
        s.spot_positions.pop(e.spot)
    if token != e.token:
        raise ValueError(f"{e.spot} holds {token}, not {e.token}")
    s.explored.append((e.who, e.token))


@FOLD.on(TelescopeFilled)
def _telescope(s: State, e: TelescopeFilled) -> None:
    s.players[e.who].scope.extend(s.explo_stack[:e.n])
    del s.explo_stack[:e.n]


@FOLD.on(PlanetAcquired)
def _acquired(s: State, e: PlanetAcquired) -> None:
    planet = s.planets[e.planet]
    for owner in planet.discs:
        s.players[owner].common_discs += 1
    planet.discs = []
    planet.cruiser = e.who
    if e.from_common:
        s.players[e.who].common_cruisers -= 1
    else:
        s.players[e.who].res["cruiser"] -= 1


@FOLD.on(VOCardRevealed)
def _vo_card(s: State, e: VOCardRevealed) -> None:
    if not s.deck or s.deck[0] != e.card:
        raise ValueError(f"the VO deck's top is not {e.card}")
    s.discard.append(s.deck.pop(0))


@FOLD.on(ExplorationRemoved)
def _removed(s: State, e: ExplorationRemoved) -> None:
    s.lost_tokens.append(s.spots.pop(e.spot) or "")
    s.spot_positions.pop(e.spot)


@FOLD.on(FleetMoved)
def _fleet(s: State, e: FleetMoved) -> None:
    s.fleet = e.position


@FOLD.on(SpaceEmptied)
def _emptied(s: State, e: SpaceEmptied) -> None:
    s.board, lifted = s.board.cleared(e.space)
    for piece in lifted:
        who = int(piece)
        if e.slot < 0:
            s.players[who].common_discs += 1
            continue
        t = s.trade[e.slot]
        room = [sp.name for sp in t.board.spaces if not sp.full]
        if room:
            t.board = t.board.placed(room[0], piece)
        else:
            t.overflow.append(who)


@FOLD.on(GoldenAge)
def _golden(s: State, e: GoldenAge) -> None:
    returned: Counter[int] = Counter()
    for i in e.slots:
        t = s.trade[i]
        for sp in t.board.spaces:
            returned.update(int(x) for x in sp.pieces if x != BLOCKING)
        returned.update(t.overflow)
        s.trade[i] = attrs.evolve(t, board=C.trade_back(), overflow=[], flipped=True)
    for who, p in enumerate(s.players):
        keep = e.kept[who]
        if keep > returned[who]:
            raise ValueError(f"{p.name} keeps {keep} of {returned[who]} discs")
        p.discs += keep
        p.common_discs += returned[who] - keep


@FOLD.on(PositionArranged)
def _arranged(s: State, e: PositionArranged) -> None:
    for who, p in enumerate(s.players):
        for k, v in e.res[who]:
            if k == "cruiser":
                p.common_cruisers -= v - p.res[k]
            p.res[k] = v
        if e.prestige[who]:
            s.prestige = s.prestige.moved(who, e.prestige[who])
        for c in (*e.hands[who], *e.alliances[who], *((e.majors[who],) if e.majors[who] else ())):
            if c in s.deck:
                s.deck.remove(c)
        p.hand, p.alliance, p.true_major, p.techs = list(e.hands[who]), list(e.alliances[who]), e.majors[who], \
            list(e.techs[who])
        p.discs = e.discs[who]
    for key, who, n in e.planets:
        if key not in s.planets:
            raise ValueError(f"no planet {key} on the table")
        s.planets[key].discs = [who] * n
    for space, who in e.spaces:
        s.board = s.board.placed(space, str(who))
    for slot, who in e.trade:
        t = s.trade[slot]
        room = [sp.name for sp in t.board.spaces if not sp.full]
        if not room:
            raise ValueError(f"Trade card {t.card} is full")
        t.board = t.board.placed(room[0], str(who))
    s.fleet = e.fleet
    for who, p in enumerate(s.players):  # G2: what is not placed or held is in the common supply
        piece = str(who)
        placed = s.board.count(piece) + sum(pl.discs.count(who) for pl in s.planets.values()) + len(p.techs) + \
            sum(t.board.count(piece) for t in s.trade)
        p.common_discs = DISCS - 1 - p.discs - placed
        if p.common_discs < 0:
            raise ValueError(f"{p.name} has more than {DISCS} discs")


@FOLD.on(AutomatonActed)
def _acted(s: State, e: AutomatonActed) -> None:
    pass


@FOLD.on(Scored)
def _scored(s: State, e: Scored) -> None:
    s.scores, s.winners, s.over, s.stack = e.scores, e.winners, True, []
