"""Hand-edited `PositionArranged` events: a scenario game's save with one field of its first event replaced by a
hostile value (NaN, Infinity, a bool, a huge number, NUL or ESC in a text, a nested list, a mapping, the wrong
type anywhere). `python tests/reliability/hostile_positions.py [N]` loads N of them (default: every one) and
prints how many were refused, how many loaded, and any crash.

What "never a crash" means here (`exercise`): the save either is refused with one SaveError line naming the file,
or it loads (verified and unverified) and then the table's questions, every seat's view, the AI's decision,
the narration, the save summary and the final scoring all answer without an exception.
"""

from __future__ import annotations

import copy
import json
import math
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from alien_artifacts.content.model import CardSet  # noqa: E402
from alien_artifacts.engine.choices import Command  # noqa: E402
from alien_artifacts.match.api import Game  # noqa: E402
from alien_artifacts.match.saves import SaveError, read_save, summary_of, write_save  # noqa: E402
from alien_artifacts.match.scenario import load_scenario  # noqa: E402

SCENARIO = ROOT / "cards" / "scenarios" / "trade.yaml"

# the hostile values every field is tried with (JSON: Python's json writes NaN and Infinity and reads them back)
VALUES: tuple[tuple[str, Any], ...] = (
    ("NaN", math.nan), ("Infinity", math.inf), ("-Infinity", -math.inf), ("true", True), ("false", False),
    ("null", None), ("-1", -1), ("huge int", 10**30), ("2**63", 2**63), ("float", 1.5), ("zero", 0),
    ("empty text", ""), ("NUL text", "Ann\x00"), ("ESC text", "\x1b[2J\x1b]0;owned\x07"), ("number text", "1"),
    ("empty list", []), ("nested list", [[[[1]]]]), ("list of NaN", [math.nan]), ("mapping", {"a": 1}),
    ("event object", {"t": "TurnStarted", "seat": 0}), ("long text", "x" * 5000),
)


def base_save(cards: CardSet, seed: int = 3, moves: int = 6) -> dict[str, Any]:
    """A scenario game a few random legal moves in, as the JSON document a save holds."""
    g = load_scenario(SCENARIO, cards)
    rng = random.Random(seed)
    for _ in range(moves):
        p = g.pending
        if p is None:
            break
        g.submit(Command(p.seat, p.id, (rng.choice(p.options).key,)))
    return json.loads(json.dumps(g.to_json()))


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in the event's data (fields, and the entries of its lists, nested)."""
    if path:
        yield path
    if isinstance(value, dict):
        for k, v in value.items():
            if k != "t":
                yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:3]):  # the first entries of a pile stand for the rest
            yield from _paths(v, (*path, i))


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> None:
    for key in path[:-1]:
        doc = doc[key]
    doc[path[-1]] = value


def mutations(base: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """(label, document) for every place of the position event and every hostile value."""
    event = base["events"][0]
    assert event["t"] == "PositionArranged"
    out: list[tuple[str, dict[str, Any]]] = []
    for path in _paths(event):
        for label, value in VALUES:
            doc = copy.deepcopy(base)
            _set(doc["events"][0], path, copy.deepcopy(value))
            out.append((f"{'.'.join(map(str, path))} = {label}", doc))
    return out


def sample(base: dict[str, Any], n: int, seed: int = 0) -> list[tuple[str, dict[str, Any]]]:
    every = mutations(base)
    return random.Random(seed).sample(every, min(n, len(every)))


def exercise(game: Game, cards: CardSet) -> None:
    """What the UI, the AI, the tools and the final scoring ask of a loaded game; raises if any of it fails."""
    from alien_artifacts.ai.seats import make_seat
    from alien_artifacts.match.narrate import narrate
    from alien_artifacts.rules.scoring import final_breakdown

    names = [p.name for p in game.state.players]
    for e in game.events:
        narrate(e, cards, 0, names)
    summary_of(game, "x")
    final_breakdown(game._ctx)
    for seat in range(len(game.state.players)):
        game.view_for(seat)
    p = game.pending
    if p is not None:
        for o in p.options:
            str(o.label) if hasattr(o, "label") else None
        picks = make_seat("normal", 1).decide(game.view_for(p.seat))
        game.submit(Command(p.seat, p.id, picks))
    json.dumps(game.to_json())


def load_outcome(path: Path, doc: dict[str, Any], cards: CardSet) -> str:
    """"refused: <line>" or "loaded"; raises on anything else (a crash)."""
    path.write_text(json.dumps(doc))
    outcomes = []
    for verify in (True, False):
        try:
            g = read_save(path, cards, verify=verify)
        except SaveError as exc:
            line = str(exc)
            assert "\n" not in line and line.startswith(str(path)), line
            assert "\x00" not in line and "\x1b" not in line, repr(line)
            outcomes.append("refused")
            continue
        exercise(g, cards)
        write_save(path.with_suffix(".again"), g)  # its next autosave loads again
        exercise(read_save(path.with_suffix(".again"), cards), cards)
        outcomes.append("loaded")
    if outcomes[0] == "loaded" and outcomes[1] == "refused":
        raise AssertionError("verified but refused unverified")
    return outcomes[0]


def main(argv: list[str]) -> int:
    import tempfile
    import time

    from alien_artifacts.content.loader import load_cardset

    cards = load_cardset()
    base = base_save(cards)
    cases = mutations(base)
    if argv:
        cases = random.Random(0).sample(cases, min(int(argv[0]), len(cases)))
    counts = {"refused": 0, "loaded": 0, "crashed": 0}
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        for label, doc in cases:
            try:
                counts[load_outcome(Path(tmp) / "s.json", doc, cards)] += 1
            except Exception as exc:
                counts["crashed"] += 1
                print(f"CRASH {label}: {type(exc).__name__}: {str(exc)[:120]!r}")
    print(f"{len(cases)} hand-edited positions: {counts['refused']} refused in one line, {counts['loaded']} loaded "
          f"and played on, {counts['crashed']} crashed ({time.perf_counter() - t0:.1f} s)")
    return 1 if counts["crashed"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
