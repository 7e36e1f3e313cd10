"""The kernel's board pieces and flow pieces on their own (tabletop/pieces/*, rounds, automaton, sealed, runtime).
The kernel cites no rulings of a game; each test says which Age of Galaxy ruling the piece serves."""

from __future__ import annotations

import random
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as hs

from tabletop.automaton import Automaton, AutomatonActed, Priorities, Rule, act
from tabletop.choices import Option
from tabletop.fold import FoldTable
from tabletop.log import Event
from tabletop.pieces.facedown import Revealed, Row
from tabletop.pieces.spaces import BLOCKING, Board, Space, SpaceFull
from tabletop.pieces.supplies import Pool, SupplyError
from tabletop.pieces.tracks import Capped, Shown, Stacked, Wrapping
from tabletop.rounds import Calendar, GameClosed, PassedPhase, PhaseBegan, TurnBegan, Turns, fold_rounds
from tabletop.runtime import Context, Decided, Simulation, StepPopped, StepReplaced, StepsPushed, fold_steps
from tabletop.sealed import Opened, Sealed, SealedError
from tabletop.views import HIDDEN, PUBLIC

SPACES = (Space("a", 1, 2), Space("b", 1, 3), Space("c", 1, 4), Space("many", None), Space("pair", 2, 2))


# ---- spaces (Age of Galaxy: G12 blocked by player count, G33/G86 single and unlimited spaces, G58 clearing) ----
@pytest.mark.parametrize("players, blocked", [(2, {"b", "c"}), (3, {"c"}), (4, set())])
def test_a_space_below_its_player_count_is_filled_by_a_blocking_piece(players: int, blocked: set[str]) -> None:
    board = Board.laid_out(SPACES, players)  # G12
    assert {s.name for s in board.spaces if s.blocked} == blocked
    assert set(board.open_for_placing()) == {"a", "b", "c", "many", "pair"} - blocked
    assert all(board[n].full and board[n].owned() == () for n in blocked)  # it fills the space, owned by no one


def test_spaces_hold_an_ordered_stack_up_to_their_capacity() -> None:
    board = Board.laid_out(SPACES, 2).placed("pair", "1").placed("pair", "0")
    assert board["pair"].pieces == ("1", "0") and board["pair"].top == "0" and board["pair"].full
    with pytest.raises(SpaceFull):
        board.placed("pair", "2")
    with pytest.raises(SpaceFull):
        board.placed("b", "0")  # blocked: full
    for i in range(50):
        board = board.placed("many", str(i % 3))  # G86: unlimited
    assert board["many"].room is None and board.count("2") == 16
    with pytest.raises(KeyError, match="no space 'x'"):
        board.placed("x", "0")


def test_clearing_a_space_lifts_the_owned_pieces_and_leaves_the_blocking_one() -> None:
    board = Board.laid_out((Space("s", 3, 3),), 2)
    board = Board((attrs.evolve(board["s"], pieces=(BLOCKING, "0", "1")),))  # G58: blocking discs stay
    board, lifted = board.cleared("s")
    assert lifted == ("0", "1") and board["s"].pieces == (BLOCKING,)


def test_a_board_refuses_bad_shapes() -> None:
    with pytest.raises(ValueError, match="share a name"):
        Board((Space("a"), Space("a")))
    for bad in (0, -1, 1.5, "2", True):
        with pytest.raises(ValueError, match="capacity"):
            Space("x", bad)  # type: ignore[arg-type]


# ---- tracks (G3 caps, G4 the 20+/40+ token, G5 the stack on a space, G59/G66 order by total then stack) --------
@given(hs.integers(0, 12), hs.integers(-30, 30))
def test_a_capped_counter_loses_what_is_beyond_its_cap_and_never_goes_below_its_floor(value: int, delta: int) -> None:
    c = Capped(0, 12).add(value, delta)  # G3
    assert 0 <= c.value <= 12 and c.value == value + c.applied
    assert c.lost == abs(value + delta - c.value)
    assert c.lost == 0 or c.value in (0, 12)


@pytest.mark.parametrize("total, shown", [(0, Shown(0, 0)), (1, Shown(1, 0)), (20, Shown(20, 0)), (21, Shown(1, 20)),
                                          (40, Shown(20, 20)), (41, Shown(1, 40)), (60, Shown(20, 40)),
                                          (61, Shown(21, 40)), (100, Shown(60, 40))])
def test_the_wrapping_track_stores_the_total_and_shows_a_space_and_a_lap_token(total: int, shown: Shown) -> None:
    assert Wrapping(20, tokens=2).shown(total) == shown  # G4: two tokens (20+, 40+), no upper limit


@given(hs.integers(0, 10_000), hs.integers(1, 30))
def test_a_wrapping_track_without_a_token_limit_always_shows_a_space_on_the_track(total: int, length: int) -> None:
    s = Wrapping(length).shown(total)
    assert s.space + s.lap == total and s.lap % length == 0
    assert (1 <= s.space <= length) if total else s == Shown(0, 0)


def test_markers_start_stacked_in_turn_order_and_a_mover_goes_on_top() -> None:
    t = Stacked.start((2, 0, 1))  # G5: the first player on top, the rest beneath in turn order
    assert t.stack_on(0) == (1, 0, 2) and t.ranking() == (2, 0, 1)
    t = t.moved(1, 3).moved(0, 3)  # both on 3: the last to arrive on top
    assert t.stack_on(3) == (1, 0) and t.ranking() == (0, 1, 2)
    t = t.moved(1, 20)  # 23 shows on space 3 with the 20+ token, on top of seat 0
    assert t.shown(1) == Shown(3, 20) and t.stack_on(3) == (0, 1)
    assert t.ranking() == (1, 0, 2)  # by total first: 23 beats 3 whatever the stack
    assert t.moved(2, 0) == t and t.moved(2, -5).total(2) == 0  # never below 0; a move of 0 moves nothing


@given(hs.lists(hs.tuples(hs.integers(0, 3), hs.integers(-5, 25)), max_size=40))
def test_the_ranking_is_by_total_then_the_last_to_arrive(moves: list[tuple[int, int]]) -> None:
    t = Stacked.start((0, 1, 2, 3))
    arrived = {0: 4, 1: 3, 2: 2, 3: 1}
    for i, (who, d) in enumerate(moves):
        before = t.total(who)
        t = t.moved(who, d)
        if t.total(who) != before:
            arrived[who] = 10 + i
    want = sorted(range(4), key=lambda o: (-t.total(o), -arrived[o]))  # G59, G66
    assert list(t.ranking()) == want
    for space in {t.shown(o).space for o in range(4)}:
        here = t.stack_on(space)
        assert list(here) == sorted(here, key=lambda o: arrived[o])


# ---- supplies (G2 a gain with no piece left is lost, G19 fewer if fewer remain, G62 conservation) -------------
def test_a_pool_gives_what_is_there_and_reports_what_was_short() -> None:
    pool = Pool("discs", 16)
    pool, got = pool.taken(15)
    assert (pool.count, got.got, got.short) == (1, 15, 0)
    pool, got = pool.taken(3)  # G19: fewer if fewer remain; G2: the rest is lost
    assert (pool.count, got.got, got.short) == (0, 1, 2)
    with pytest.raises(SupplyError):
        pool.returned(17)  # more than ever left: a broken conservation
    for bad in (-1, 1.0, "2", None):
        with pytest.raises(SupplyError):
            pool.taken(bad)  # type: ignore[arg-type]


@given(hs.lists(hs.tuples(hs.booleans(), hs.integers(0, 6)), max_size=60))
def test_a_pool_conserves_its_pieces(ops: list[tuple[bool, int]]) -> None:
    pool, out = Pool("p", 9), 0
    for take, n in ops:
        if take:
            pool, got = pool.taken(n)
            out += got.got
            assert got.got + got.short == n
        elif n <= out:
            pool, out = pool.returned(n), out - n
        assert pool.count + out == 9 and 0 <= pool.count <= 9  # G62


# ---- rounds (G18 a fixed count of rounds, G22 a seat with no piece is skipped, G59 a new order by ranking) ------
def test_the_calendar_walks_every_phase_of_every_round_then_ends() -> None:
    cal: Calendar | None = Calendar(5, ("production", "actions", "war"))
    seen = []
    while cal is not None:
        seen.append((cal.round, cal.phase))
        cal = cal.next()
    assert len(seen) == 15 and seen[0] == (1, "production") and seen[-1] == (5, "war")  # G18


def test_turns_go_round_the_order_skipping_who_has_passed_or_cannot_act() -> None:
    left = {0: 2, 1: 0, 2: 1}
    turns = Turns((2, 0, 1))
    seq = []
    while (who := turns.next_up(lambda p: left[p] > 0)) is not None:
        seq.append(who)
        left[who] -= 1
        turns = turns.turn_of(who)
    assert seq == [2, 0, 0]  # G22: seat 1 holds nothing and is skipped; seat 0 goes on alone
    turns = Turns((0, 1, 2)).passing(1)
    assert turns.turn_of(0).next_up() == 2 and turns.begun().passed == ()
    assert turns.begun((2, 1, 0)).order == (2, 1, 0)  # G59
    with pytest.raises(ValueError):
        turns.begun((0, 1))


def test_the_round_events_fold_into_a_calendar_and_turns() -> None:
    @attrs.define
    class S:
        calendar: Calendar | None = attrs.field(factory=lambda: Calendar(2, ("a", "b")))
        turns: Turns = attrs.field(factory=lambda: Turns((0, 1)))

    table = FoldTable("rounds test")
    fold_rounds(table)
    s = S()
    for e in (PhaseBegan(2, "b", (1, 0)), TurnBegan(0), PassedPhase(1)):
        table.apply(s, e)
    assert s.calendar == Calendar(2, ("a", "b"), 2, 1) and s.turns == Turns((1, 0), 1, (1,))
    table.apply(s, GameClosed())
    assert s.calendar is None


# ---- automata (G75-G77: the Virtual Opponent takes no turn; its rules choose, leftmost first) --------------------
OPTIONS = tuple(Option(f"go:{n}", n, onto=n, arg=str(v)) for n, v in (("x", 1), ("y", 3), ("z", 3)))


def test_an_automaton_chooses_by_its_first_rule_that_applies_and_logs_why() -> None:
    log: list[Any] = []

    @attrs.define
    class Ctx:
        def emit(self, e: Any) -> None:
            log.append(e)

    rules = Priorities((Rule("never", lambda o: False), Rule("the best", lambda o: o.arg == "3"),
                        Rule("any", lambda o: True)))
    chosen = act(Ctx(), Automaton(4, "Bot"), OPTIONS, rules)
    assert chosen == OPTIONS[1] and log == [AutomatonActed(4, "go:y", "the best")]  # G77: the leftmost fit
    assert AutomatonActed.barrier  # another participant's decision: undo stops here
    assert Priorities(rules.rules, order=lambda o: -ord(o.onto[0])).choose(OPTIONS) == (OPTIONS[2], "the best")
    assert act(Ctx(), Automaton(4, "Bot"), (), rules) is None and len(log) == 1


# ---- sealed picks (G16 setup discards, G72 drafting picks: sealed, simultaneous, in any order) -------------------
@given(hs.permutations([0, 1, 2, 3]), hs.lists(hs.sampled_from("abc"), min_size=4, max_size=4))
def test_a_sealed_box_is_the_same_whatever_order_the_seats_are_asked_in(order: list[int], picks: list[str]) -> None:
    box = Sealed("draft", (0, 1, 2, 3))
    for i, seat in enumerate(order):
        for viewer in range(4):  # G72: no seat sees another's pick
            seen = dict(box.seen_by(viewer).picks)
            assert all(p == HIDDEN for s, p in seen.items() if s != viewer)
            assert set(seen) == set(order[:i])  # who has picked is public
        box = box.with_pick(seat, picks[seat])
    assert box.picks == tuple((s, picks[s]) for s in range(4)) and box.complete
    assert box.seen_by(0).picks[1][1] == HIDDEN  # still sealed until opened
    assert box.open().seen_by(0).picks == box.picks and box.open().seen_by(PUBLIC).picks == box.picks


def test_a_private_box_shows_only_that_each_seat_picked_once_opened() -> None:
    box = Sealed("discard", (0, 1), public=False).with_pick(1, "2").with_pick(0, "0").open()  # G16
    assert box.seen_by(0).picks == ((0, "0"), (1, HIDDEN)) and box.seen_by(PUBLIC).picks == ((0, HIDDEN), (1, HIDDEN))
    assert Opened.barrier
    with pytest.raises(SealedError):
        box.with_pick(0, "1")  # after opening
    with pytest.raises(SealedError):
        Sealed("d", (0, 1)).with_pick(0, "a").with_pick(0, "b")  # a second pick
    with pytest.raises(SealedError):
        Sealed("d", (0, 1)).with_pick(2, "a")  # not in the box
    with pytest.raises(SealedError):
        Sealed("d", (0, 1)).with_pick(0, "a").open()  # opened too soon


# ---- face-down pieces (G13 face-down System cards, G48/G68 face-down tokens: hidden from all, their owner too) ----
def test_a_face_down_row_shows_positions_and_counts_but_no_identity() -> None:
    row = Row.dealt(("p", "q", "r"))
    assert row.seen() == (HIDDEN,) * 3 and row.masked().seen() == row.seen()
    assert all(p is not None and p.piece == HIDDEN for p in row.masked().places)  # G68: no identity in a view
    e = row.reveal("row", 1)
    assert e == Revealed("row", 1, "q") and Revealed.barrier  # a reveal is an undo barrier
    row = row.turned(1)
    assert row.seen() == (HIDDEN, "q", HIDDEN) and row.face_down() == (0, 2)
    row, piece = row.lifted(1)
    assert piece == "q" and row.seen() == (HIDDEN, None, HIDDEN) and row.occupied() == (0, 2)
    with pytest.raises(KeyError):
        row.lifted(1)


# ---- the runtime base (both games: the rules context, the step stack, the Simulation) --------------------------
class Tick(Event):
    barrier = True


@attrs.frozen
class Step3:
    remaining: int


@attrs.define
class Tiny:
    stack: list[Any] = attrs.field(factory=list)
    choice_id: int = 0
    random_uses: int = 0


def test_the_context_pushes_in_resolution_order_and_counts_steps_down() -> None:
    table = FoldTable("runtime test")
    fold_steps(table)
    log: list[Any] = []
    ctx = Context(Tiny(), 5, log, table.apply)
    ctx.push("first", "second")
    assert ctx.state.stack == ["second", "first"] and log == [StepsPushed(("second", "first"))]
    ctx.push()
    assert len(log) == 1  # nothing pushed, nothing logged
    ctx.push(Step3(2))
    ctx.count_down(Step3(2))
    assert ctx.state.stack[-1] == Step3(1) and log[-1] == StepReplaced(Step3(1))
    ctx.count_down(Step3(1))
    assert ctx.state.stack == ["second", "first"] and log[-1] == StepPopped()
    table.apply(ctx.state, Decided(0, 0, "k"))
    assert ctx.state.choice_id == 1
    assert ctx.rng().random() == random.Random("5:0").random()


def test_a_simulation_is_the_rules_running_on_a_copy() -> None:
    from high_card import HighCard, Settings  # lazy: a kernel example game, beside these tests

    from tabletop.match import Match

    m = Match.start(HighCard(), Settings(3))
    sim = Simulation(m.rules, m.rules.clone_state(m.state), 3)
    assert sim.pending == m.pending and not sim.over
    twin = sim.clone()
    key = sim.pending.options[0].key  # type: ignore[union-attr]
    sim.play(key)
    assert twin.pending == m.pending and sim.pending != m.pending  # the clone did not move
    with pytest.raises(ValueError, match="not one of the options"):
        twin.play("nothing")
    while not sim.over:
        sim.play(sim.pending.options[0].key)  # type: ignore[union-attr]
    assert sim.state.over and sim.random_outcomes > 0  # draws met on the way (barrier events)
    with pytest.raises(ValueError, match="over"):
        sim.play(key)
