"""The arena: many matches of one game between entrants, each entrant sitting in each chair in turn.

    arena = Arena((Entrant("search", make_search), Entrant("random", make_random)), start, outcome)
    report = arena.run(rotation(2, games=16, base_seed=100))  # workers=2: processes, same results
    print(table(report))                                          # games, wins, ties, 95% CI, decision times

An entrant is a name and a seat factory `(position, seed) -> seat`; a seat answers `decide(view)` with one option
key or a sequence of them (one command). Game `index` of a run has the seed `base_seed + index` (`start(pairing)`
sets the match up from it), and the seat at position p plays with the seed `10 * game seed + p`, so every game is
reproducible alone and a run gives the same numbers in one process or several. `outcome(match)` names the winning
positions of a finished match (several: a tie, each sharing the win).

A game that raises (a seat's illegal answer, a rules error, no end) is counted as an error with its one-line reason
and the run goes on. The decision times are wall-clock and processor milliseconds around each `decide`.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

import attrs

from tabletop.choices import Command
from tabletop.match import Match

MAX_DECISIONS = 50_000  # a game that needs more has no end
SEAT_SEED_STRIDE = 10  # the seat at position p of a game with seed s plays with seed s * 10 + p

J = TypeVar("J")
R = TypeVar("R")


@attrs.frozen
class Entrant:
    """A contestant: its name in the report and how to make its seat for one game, `seat(position, seed)`."""

    name: str
    seat: Callable[[int, int], Any]


@attrs.frozen
class Pairing:
    """One game of a run: its number, its seed, and which entrant sits at each position (`chairs[position]`)."""

    index: int
    seed: int
    chairs: tuple[int, ...]


def pairing(entrants: int, game: int, base_seed: int, rotate: bool = True) -> Pairing:
    """Game number `game` of a run: the seed base_seed + game and, rotating, entrant (p + game) % n at position p
    (without rotation: entrant p at p)."""
    return Pairing(game, base_seed + game, tuple((p + game) % entrants if rotate else p for p in range(entrants)))


def rotation(entrants: int, games: int, base_seed: int, rotate: bool = True) -> list[Pairing]:
    """`games` games of `entrants` seats (`pairing` each), so over n games each entrant sits in each chair once."""
    return [pairing(entrants, g, base_seed, rotate) for g in range(games)]


def seat_seed(game_seed: int, position: int) -> int:
    return game_seed * SEAT_SEED_STRIDE + position


@attrs.define
class Record:
    """What one game gave: the winners (positions), decisions, times per decision by position, or its error.
    `match` is the finished match for the caller's own checks (dropped before a record crosses processes)."""

    pairing: Pairing
    winners: tuple[int, ...] = ()
    decisions: int = 0
    error: str = ""
    seat_decisions: dict[int, int] = attrs.Factory(dict)  # position -> decisions taken (timed or not)
    decision_ms: dict[int, list[float]] = attrs.Factory(dict)  # position -> wall-clock ms per decision
    decision_cpu_ms: dict[int, list[float]] = attrs.Factory(dict)  # position -> processor ms per decision
    seconds: float = 0.0
    match: Match | None = attrs.field(default=None, eq=False, repr=False)


def picks_of(answer: str | Sequence[str]) -> tuple[str, ...]:
    """A seat's answer as a command's picks: one key, or a sequence of keys."""
    return (answer,) if isinstance(answer, str) else tuple(answer)


def drive(match: Match, seats: Sequence[Any], names: Sequence[str], record: Record, timing: bool = True,
          max_decisions: int = MAX_DECISIONS) -> None:
    """Play `match` to its end, each open choice answered by its seat from that seat's own view, into `record`
    (decisions and their times). RuntimeError for an illegal answer or a game with no end."""
    while (p := match.pending) is not None:
        record.decisions += 1
        record.seat_decisions[p.seat] = record.seat_decisions.get(p.seat, 0) + 1
        if record.decisions > max_decisions:
            raise RuntimeError(f"no end after {max_decisions} decisions")
        view = match.view_for(p.seat)
        d0, c0 = (time.perf_counter(), time.thread_time()) if timing else (0.0, 0.0)
        picks = picks_of(seats[p.seat].decide(view))
        if timing:
            record.decision_ms.setdefault(p.seat, []).append((time.perf_counter() - d0) * 1000)
            record.decision_cpu_ms.setdefault(p.seat, []).append((time.thread_time() - c0) * 1000)
        r = match.submit(Command(p.seat, p.id, picks))
        if not r.ok:
            raise RuntimeError(f"seat {p.seat} ({names[p.seat]}) made an illegal pick {picks}: "
                               f"{r.reason}")


def play_one(pairing: Pairing, sitting: Sequence[Entrant], start: Callable[[Pairing], Match],
             outcome: Callable[[Match], Sequence[int]], timing: bool = True, max_decisions: int = MAX_DECISIONS,
             record: Record | None = None) -> Record:
    """One game: the match from `start(pairing)`, `sitting[p]`'s seat at position p, played to the end. Any
    exception is the record's `error` ("Type: message"); the game's own checks may add theirs afterwards."""
    rec = Record(pairing) if record is None else record
    t0 = time.perf_counter()
    try:
        match = start(pairing)
        seats = [e.seat(p, seat_seed(pairing.seed, p)) for p, e in enumerate(sitting)]
        drive(match, seats, [e.name for e in sitting], rec, timing, max_decisions)
        rec.winners = tuple(outcome(match))
        rec.match = match
    except Exception as exc:  # the arena reports every failure and keeps going
        rec.error = f"{type(exc).__name__}: {exc}"
    rec.seconds = time.perf_counter() - t0
    return rec


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity where the system tells it, else the machine's)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def worker_count(asked: int, jobs: int) -> int:
    """The worker processes to start for `jobs` jobs when `asked` were asked for: at most one per job and core."""
    return max(1, min(asked, jobs, usable_cores()))


def run(jobs: Sequence[J], play: Callable[[J], R], workers: int = 1,
        initializer: Callable[..., None] | None = None, initargs: tuple[Any, ...] = ()) -> Iterator[R]:
    """`play(job)` for every job, in order: in this process, or in `workers` processes (then `play`, the jobs
    and the results must pickle, and `initializer(*initargs)` prepares each worker). The results do not
    depend on `workers`: every game is seeded by its own job. No more workers are started than there are jobs
    to play and cores to use (`--jobs 100000 --games 2` starts two, on a 2-core machine at most two)."""
    workers = worker_count(workers, len(jobs))
    if workers <= 1:
        if initializer is not None:
            initializer(*initargs)
        yield from map(play, jobs)
        return
    from concurrent.futures import ProcessPoolExecutor  # lazy: only a run with workers starts the pool machinery

    pool = ProcessPoolExecutor(max_workers=workers, initializer=initializer, initargs=initargs)
    try:
        yield from pool.map(play, jobs, chunksize=1)
    finally:  # a caller that stops early (an error, Ctrl+C) waits for the games in play, never for the rest
        pool.shutdown(wait=True, cancel_futures=True)


# ---- the numbers ---------------------------------------------------------------------------------------------
def wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate `wins / n`."""
    if n == 0:
        return (0.0, 0.0)
    z = 1.96
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(xs: Iterable[float], q: float) -> float:
    """The nearest-rank `q` percentile (0 for none)."""
    xs = sorted(xs)
    if not xs:
        return 0.0
    k = min(len(xs) - 1, max(0, math.ceil(q * len(xs)) - 1))
    return xs[k]


@attrs.frozen
class Standing:
    """One entrant over a run's finished games: a tie shares the win (`wins` counts 1/k for a k-way tie)."""

    entrant: int
    name: str
    games: int
    wins: float
    ties: int
    win_rate: float
    ci95: tuple[float, float]
    decisions: int
    decision_ms_p50: float
    decision_ms_p95: float
    decision_ms_max: float
    decision_cpu_ms_p95: float


def standings(records: Sequence[Record], names: Sequence[str]) -> tuple[Standing, ...]:
    """Each entrant's wins, ties and decision times over the records without an error (each record's pairing
    says where the entrant sat)."""
    ok = [r for r in records if not r.error]
    out = []
    for i, name in enumerate(names):
        wins, ties, games, decisions = 0.0, 0, 0, 0
        times: list[float] = []
        cpu: list[float] = []
        for r in ok:
            if i not in r.pairing.chairs:
                continue
            games += 1
            pos = r.pairing.chairs.index(i)
            if pos in r.winners:
                wins += 1 / len(r.winners)
                ties += len(r.winners) > 1
            decisions += r.seat_decisions.get(pos, 0)
            times.extend(r.decision_ms.get(pos, []))
            cpu.extend(r.decision_cpu_ms.get(pos, []))
        out.append(Standing(i, name, games, wins, ties, wins / games if games else 0.0, wilson(wins, games),
                            decisions, percentile(times, 0.5), percentile(times, 0.95), max(times, default=0.0),
                            percentile(cpu, 0.95)))
    return tuple(out)


@attrs.frozen
class Report:
    records: tuple[Record, ...]
    standings: tuple[Standing, ...]
    seconds: float

    @property
    def games(self) -> int:
        return sum(not r.error for r in self.records)

    @property
    def errors(self) -> tuple[str, ...]:
        """One line per failed game: its number, seed and reason."""
        return tuple(f"game {r.pairing.index} (seed {r.pairing.seed}): {r.error}" for r in self.records if r.error)

    @property
    def decisions(self) -> int:
        return sum(r.decisions for r in self.records)


@attrs.frozen
class Arena:
    """A run's fixed parts: the entrants, how a game starts from its pairing and who won it. For worker processes
    every part must pickle (module-level functions, not lambdas)."""

    entrants: tuple[Entrant, ...]
    start: Callable[[Pairing], Match]
    outcome: Callable[[Match], Sequence[int]]
    timing: bool = True
    max_decisions: int = MAX_DECISIONS

    def seated(self, pairing: Pairing) -> tuple[Entrant, ...]:
        return tuple(self.entrants[c] for c in pairing.chairs)

    def play(self, pairing: Pairing) -> Record:
        r = play_one(pairing, self.seated(pairing), self.start, self.outcome, self.timing, self.max_decisions)
        r.match = None  # only the numbers travel back (and stay in memory for a long run)
        return r

    def run(self, pairings: Sequence[Pairing], workers: int = 1) -> Report:
        t0 = time.perf_counter()
        records = tuple(run(pairings, self.play, workers))
        return Report(records, standings(records, [e.name for e in self.entrants]), time.perf_counter() - t0)


def table(report: Report) -> str:
    """The report as plain text: a line per entrant, then the totals and any errors."""
    width = max([len("entrant"), *(len(s.name) for s in report.standings)])
    lines = [f"{'entrant':<{width}}  games    wins  ties  win rate (95% CI)     decisions  ms p50  ms p95  ms max"]
    for s in report.standings:
        lines.append(f"{s.name:<{width}}  {s.games:>5}  {s.wins:>6.1f}  {s.ties:>4}  {s.win_rate:.3f} "
                     f"({s.ci95[0]:.3f}-{s.ci95[1]:.3f})  {s.decisions:>9}  {s.decision_ms_p50:>6.2f}  "
                     f"{s.decision_ms_p95:>6.2f}  {s.decision_ms_max:>6.2f}")
    lines.append(f"{report.games} games, {len(report.errors)} errors, {report.decisions} decisions, "
                 f"{report.seconds:.2f} s")
    lines.extend(report.errors)
    return "\n".join(lines)
