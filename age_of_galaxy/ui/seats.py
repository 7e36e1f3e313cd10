"""The AI seats of a table: each decision thought off the UI thread, each move played at a pace a player can follow.

`SeatDriver.step(dt)` is called once a frame. When the pending choice belongs to an AI seat it asks the seat
(age_of_galaxy.ai.seats.make_seat) with that seat's View only (G67-G69), in the AI process or on a thread
(thinkers.py; a process that stops mid-question is replaced by a thread, asked again), and once the answer is in
and `pace` seconds have passed since the last move it submits it through the match. A seat that fails (an exception,
a refused key) is said in `notice` and a legal option is played instead, so the game never hangs. `Advisor` asks
the Hard AI for the human's own move (Suggest), from the human's View, on a thread too. No drawing here.
"""

from __future__ import annotations

import random
import threading
import weakref
from collections.abc import Callable
from typing import Any

import attrs

from age_of_galaxy.ai.explain import Fact, ahead, setup_facts
from age_of_galaxy.ai.seats import END, HardSeat, make_seat, resolve
from age_of_galaxy.ai.value import VP, worth
from age_of_galaxy.ai.worlds import determinize
from age_of_galaxy.ui.start import HUMAN, Setup
from age_of_galaxy.ui.thinkers import Thinker, ThinkerStopped, ThreadThinker, make_thinker
from age_of_galaxy.words import names as N
from age_of_galaxy.words.advice_told import reason
from tabletop.choices import Command

PACE = 0.9  # seconds between two AI moves (the thinking time counts)
ADVICE_S = 0.5  # the Hard AI's thinking time for Suggest (thread time)


class SeatDriver:
    def __init__(self, setup: Setup, pace: float = PACE) -> None:
        self.setup = setup
        self.pace = pace
        self.kinds = {i: (kind, setup.seed * 31 + i) for i, kind in enumerate(setup.seats) if kind != HUMAN}
        self.ais = {i: make_seat(kind, i, seed) for i, (kind, seed) in self.kinds.items()}  # a thread's seats
        self.thinker: Thinker | None = None  # made when an AI seat first thinks (thinkers.py: a process or threads)
        self.wait = 0.0
        self.asked: int | None = None  # the choice id being thought about
        self.ticket = 0  # the question's number (a take-back may open a choice of the same id again)
        self.answer: str | Exception | None = None
        self.notice = ""
        self.moves = 0

    def is_ai(self, seat: int) -> bool:
        return seat in self.ais

    def thinking(self) -> bool:
        p = self.setup.match.pending
        return p is not None and self.is_ai(p.seat)

    def busy(self) -> bool:
        """An AI seat's question is out and not answered yet."""
        return self.asked is not None and self.answer is None

    def _ask(self, seat: int) -> None:
        if self.thinker is None:
            self.thinker = make_thinker(self.kinds, self.ais)
            weakref.finalize(self, self.thinker.close)  # a table dropped unclosed (tests) forgets its seats
        self.thinker.ask(self.ticket, seat, self.setup.match.view_for(seat))  # the seat's View only (G67-G69)

    def step(self, dt: float, busy: bool = False, on_move: Callable[[int, str], None] | None = None) -> None:
        """Advance the AI seats by dt seconds: start thinking, or play an answer that is in and due. `busy`: the
        table is still showing the last move (the answer waits)."""
        self.wait = max(0.0, self.wait - dt)
        m = self.setup.match
        p = m.pending
        if p is None or not self.is_ai(p.seat):
            return
        if self.asked != p.id:
            self.asked, self.answer = p.id, None
            self.ticket += 1
            self._ask(p.seat)
            return
        if self.answer is None and self.thinker is not None:
            found = self.thinker.answer(self.ticket)
            if isinstance(found, ThinkerStopped):  # the AI process is gone: the same question on a thread
                self.thinker = ThreadThinker(self.kinds, self.ais)
                self._ask(p.seat)
                return
            self.answer = found
        answer = self.answer
        if answer is None or self.wait > 0 or busy:
            return
        key = answer if isinstance(answer, str) and p.option(answer) is not None else None
        if key is None:
            self.notice = f"{m.rules.seat_name(m.state, p.seat)} (AI) failed ({answer!s:.80}); a legal move was played."
            key = p.keys()[0]
        r = m.submit(Command(p.seat, p.id, (key,)))
        if not r.ok:  # cannot happen for an offered key; said, never hung
            self.notice = f"the AI's move was refused: {r.reason}"
            m.submit(Command(p.seat, p.id, (p.keys()[0],)))
        self.moves += 1
        self.wait = self.pace
        self.asked, self.answer = None, None
        if on_move is not None:
            on_move(p.seat, key)

    def close(self) -> None:
        """The table closes: a question still out is forgotten (its answer dropped)."""
        self.asked, self.answer = None, None
        if self.thinker is not None:
            self.thinker.close()


@attrs.frozen
class Advice:
    """The Hard AI's move for a choice (`choice`: its id) and what it gains: `worth` on the G85 scale (value.py) in
    the world it sampled, the resources that changed there (name -> amount; none when the move reveals a hidden
    thing, whose sampled gain would be a guess), what it sets up (ai/explain.py) and its value over the rounds left
    (`ahead`, the outlook's)."""

    choice: int
    key: str
    worth: float
    changes: tuple[tuple[str, int], ...]
    facts: tuple[Fact, ...] = ()
    ahead: float = 0.0
    hidden: bool = False  # the move reveals something hidden (an Exploration token): its gain is not known yet


def advise(view: Any, seat: int, seed: int, budget: float = ADVICE_S, iterations: int | None = None) -> Advice:
    """Ask the Hard AI for `seat`'s move from its View only (G67-G69) and value it: the move played in one world
    sampled from the View with the action it starts resolved (the easy seat's reading), less the worth before;
    what it sets up there and its value over the rounds left. `iterations`: a fixed search (tests)."""
    p = view.pending
    rng = random.Random(seed)
    key = HardSeat(seat, rng, budget=budget, iterations=iterations).decide(view)
    world = determinize(view, rng)
    if world is None or key == END:
        return Advice(p.id, key, 0.0, ())
    before = world.state.players[seat].res
    then = world.clone()
    then.play(key)
    resolve(then, seat, rng)
    after = then.state.players[seat].res
    hidden = then.random_outcomes > 0  # a reveal in the sampled world: its outcome is a guess, not told
    changes = () if hidden else tuple((k, after[k] - before[k]) for k in after if after[k] != before[k])
    facts = tuple(f for f in setup_facts(world.state, then.state, seat) if not (hidden and f.kind == "vp"))
    return Advice(p.id, key, worth(then.state, seat) - worth(world.state, seat), changes, facts,
                  ahead(world.state, then.state, seat), hidden)


def advice_reason(a: Advice, state: Any) -> str:
    """Suggest's reason in words: what the move gives at once (G85), what it sets up and its value over the rounds
    left; `state`: the viewer's View's state (the planets' types, for their names)."""
    gains = ", ".join(("+" if v > 0 else "-") + N.amounts([(k, abs(v))]) for k, v in a.changes)
    now = ""
    if gains:
        now = f"At once: {gains}, worth {a.worth:+.1f} on the G85 scale ({a.worth / VP:+.1f} VP). "
    elif a.hidden:
        now = "It reveals a hidden token: what it gives is not known until then. "
    types = {k: pl.type for k, pl in state.planets.items()}
    return now + reason(a.facts, a.ahead, types, a.hidden)


class Advisor:
    """Suggest: one question to the Hard AI at a time, thought on a thread; `take(choice)` gives the answer once in
    (None while thinking, or when it was for another choice)."""

    def __init__(self, seed: int, budget: float = ADVICE_S) -> None:
        self.seed = seed
        self.budget = budget
        self.lock = threading.Lock()
        self.asked: int | None = None
        self.answer: Advice | Exception | None = None

    def ask(self, view: Any, seat: int) -> None:
        p = view.pending
        with self.lock:
            if self.asked == p.id:
                return
            self.asked, self.answer = p.id, None
        self.seed += 1
        threading.Thread(target=self._think, args=(view, seat, self.seed), daemon=True, name="aog-suggest").start()

    def _think(self, view: Any, seat: int, seed: int) -> None:
        try:
            found: Advice | Exception = advise(view, seat, seed, self.budget)
        except Exception as exc:  # said on the table, never a crash
            found = exc
        with self.lock:
            if self.asked == view.pending.id:
                self.answer = found

    def thinking(self, choice: int) -> bool:
        with self.lock:
            return self.asked == choice and self.answer is None

    def take(self, choice: int) -> Advice | Exception | None:
        with self.lock:
            return self.answer if self.asked == choice else None
