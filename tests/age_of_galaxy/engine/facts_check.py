"""The checker of the table's facts (age_of_galaxy/engine/targets.py) against the engine itself: what each drop
submits is what the engine then accepts, and every legal drop-shaped move is some place's (tests import it)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from age_of_galaxy.engine.ruleset import RULES
from age_of_galaxy.engine.state import State
from age_of_galaxy.engine.targets import DISC, Drop, drops
from tabletop import runtime
from tabletop.choices import PendingChoice

FIRST = ("act:research", "act:colonize", "act:develop")  # a turn's keys whose target is the next choice's


def after(state: State, keys: tuple[str, ...]) -> tuple[PendingChoice | None, list[str]]:
    """Play `keys` on a copy of the rules from `state` (its pending asked afresh): the next pending choice and the
    picks the engine took by itself (a lone option). A key neither offered nor taken by itself: AssertionError."""
    log: list[Any] = []
    ctx = RULES.context(state.clone(), 0, log)
    p = RULES.advance(ctx)
    for k in keys:
        auto = [e.pick for e in log if isinstance(e, runtime.Decided) and e.auto]
        if k in auto:
            continue
        offered = p.keys() if p is not None else ()
        assert k in offered, (k, offered)
        p = RULES.play(ctx, p.seat, k)
    return p, [e.pick for e in log if isinstance(e, runtime.Decided) and e.auto]


def place_of(piece: str, key: str) -> str:
    """The place a move's last key names (the test's own reading of the engine's keys, ENGINE.md "Decisions")."""
    head, _, rest = key.partition(":")
    if head == "act":
        return f"space:{rest}"
    if head == "trade":
        return f"trade:{rest}"
    if head == "research":
        return f"tech:{rest.split(':')[0]}"
    if head in ("colonize", "develop"):
        return "planet:" + ":".join(rest.split(":")[:2])
    if head == "explore":
        return rest if rest.startswith("scope:") else f"spot:{rest}"
    if head == "debut":
        return "alliance"
    return head  # alliance, major, reinforce


def piece_of(key: str) -> str:
    head, _, rest = key.partition(":")
    if head in ("alliance", "major", "reinforce", "debut"):
        return rest
    if head == "colonize" and rest.count(":") == 2:
        return rest.split(":")[2]
    return DISC


def legal_moves(state: State, p: PendingChoice) -> set[tuple[str, ...]]:
    """Every drop-shaped move the engine accepts now, as the keys submitted (a turn's RESEARCH, COLONIZE and
    DEVELOP with the next choice's key, or the one the engine took by itself)."""
    out: set[tuple[str, ...]] = set()
    offered = p.keys()
    if p.kind == "turn":
        for k in offered:
            if k in FIRST:
                nxt, auto = after(state, (k,))
                if auto:
                    out.add((k, auto[0]))
                elif nxt is not None and nxt.kind in ("research", "colonize", "develop"):
                    nxt_keys = nxt.keys()
                    out.update((k, k2) for k2 in nxt_keys)
            elif k.startswith(("act:", "trade:", "alliance:", "major:", "reinforce:")):
                out.add((k,))
                if k.startswith("act:EX"):  # G34: EXPLORE in one gesture, the disc on a face-down token's spot
                    nxt, auto = after(state, (k,))
                    picks = auto[:1] if auto else nxt.keys() if nxt is not None and nxt.kind == "explore" else []
                    out.update((k, k2) for k2 in picks if not k2.startswith("explore:scope:"))
    elif p.kind in ("research", "colonize", "develop", "explore", "debut"):
        out.update((k,) for k in offered)
    return out


def check(state: State, p: PendingChoice, counts: Counter[str]) -> tuple[Drop, ...]:
    """The facts of the pending choice's seat agree with the engine; `counts` gathers what was seen."""
    view = RULES.view(state, p, p.seat)
    ds = drops(view)
    seen: set[tuple[str, str]] = set()
    offered = p.keys()
    facts: set[tuple[str, ...]] = set()
    for d in ds:
        assert (d.piece, d.place) not in seen, d  # one fact per piece and place
        seen.add((d.piece, d.place))
        if d.legal:
            assert not d.reason, d
            for m in d.moves:
                assert m.keys[0] in offered, (d, offered)
                assert place_of(d.piece, m.keys[-1]) == d.place and piece_of(m.keys[-1]) == d.piece, d
                assert m.note or m.keys[-1].startswith("explore:"), d  # every cost and gain shown before the drop
                facts.add(m.keys)
            counts["legal"] += 1
        else:
            assert d.reason and d.ruling.startswith("G"), d  # every refusal in words with its ruling
            counts["refused " + d.ruling.split(",")[0]] += 1
    want = legal_moves(state, p)
    assert facts == want, (p.kind, sorted(facts - want), sorted(want - facts))
    for keys in facts:  # each move plays through on the engine
        after(state, keys)
    counts["positions " + p.kind] += 1
    return ds
