"""Playing the report's games: one game per job, every seat of one level, its facts read from the log; and the
facts kept as JSON lines, so a report can be rebuilt (or two runs joined) without playing again."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TextIO

import attrs

from age_of_galaxy.arena import entrant, start
from age_of_galaxy.balance.readers import GameFacts, read_log
from age_of_galaxy.engine.ruleset import RULES
from tabletop import arena

MAX_FACTS_LINE = 1 << 20  # one game's facts are a few kilobytes; a longer line is not ours


@attrs.frozen
class Job:
    index: int
    seed: int
    seats: int  # 1 = Standard Solo (G74)
    kind: str  # the level of every seat


def jobs_for(counts: dict[int, int], kind: str, seed: int) -> list[Job]:
    """`counts[n]` games at each player count n, every game seeded by its own job; the counts take turns, so a
    run stopped early has played every count about as often."""
    out: list[Job] = []
    for i in range(max(counts.values(), default=0)):
        out += [Job(len(out), seed + 10 * i + n, n, kind) for n, k in counts.items() if i < k]
    return out


def play(job: Job) -> GameFacts:
    """One game to its end (errors are facts too: the report counts them)."""
    t0 = time.process_time()
    pairing = arena.Pairing(job.index, job.seed, tuple(range(job.seats)))
    rec = arena.play_one(pairing, [entrant(job.kind)] * job.seats, start, lambda m: m.state.winners, timing=False)
    if rec.error or rec.match is None:
        return GameFacts(seed=job.seed, seats=job.seats, solo=job.seats == 1, error=rec.error or "no game")
    m = rec.match
    try:
        g = read_log(m.events, (job.kind,) * job.seats, RULES.fold, RULES.new_state, m.state)
    except Exception as exc:  # a reader's failure is reported, never a lost run
        return GameFacts(seed=job.seed, seats=job.seats, solo=job.seats == 1, error=f"{type(exc).__name__}: {exc}")
    g.seed = job.seed
    g.cpu_seconds = round(time.process_time() - t0, 3)
    return g


def write_facts_line(sink: TextIO, g: GameFacts) -> None:
    """One game's facts as one JSON line, flushed (a long run stopped early keeps what it played)."""
    sink.write(json.dumps(g.to_json(), separators=(",", ":")) + "\n")
    sink.flush()


def write_facts(path: Path, facts: Iterable[GameFacts]) -> None:
    with path.open("w", encoding="utf-8") as f:
        for g in facts:
            write_facts_line(f, g)


def read_facts(path: Path) -> Iterator[GameFacts]:
    """The games of a facts file; ValueError naming the line for anything else (OSError for the file itself)."""
    if path.exists() and not path.is_file():
        raise ValueError(f"{path} is not a regular file")
    with path.open("r", encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if len(line) > MAX_FACTS_LINE:
                raise ValueError(f"{path} line {i}: longer than {MAX_FACTS_LINE} characters")
            if not line.strip():
                continue
            try:
                yield GameFacts.from_json(json.loads(line))
            except (ValueError, TypeError, KeyError, RecursionError) as exc:
                raise ValueError(f"{path} line {i}: not a game's facts ({type(exc).__name__})") from None
