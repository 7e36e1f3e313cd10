"""Starting a game from an arranged position (a scenario) instead of the setup.

The position enters the log as one `PositionArranged` event (the game's first), checked with the
engine's invariants; then it is the turn's action step of `position.current` and play goes on through
commands. Re-simulating a save (`Game.from_json`) starts from the same event, so a scenario game saves,
loads, replays, verifies and undoes (never past the position: the event is a barrier) like any other.
The readable file format that produces the event is game/match/scenario.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from game.engine import events as ev
from game.engine import steps as st
from game.match.invariants import check
from game.rules.context import Ctx


class PositionError(ValueError):
    """A position the engine refuses; the message is one line in the invariant's words."""


class SeatLike(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def faction(self) -> str | None: ...


def arrange(ctx: Ctx, position: ev.PositionArranged, seats: Sequence[SeatLike]) -> None:
    """Emit the position into an empty game, refuse it if it breaks an invariant, and start the turn."""
    if ctx.state.players or ctx.log:
        raise PositionError("a position can only be arranged at the start of an empty game")
    names = tuple(s.name for s in seats)
    if names != tuple(position.names):
        raise PositionError(f"the seats {list(names)} are not the position's players {list(position.names)}")
    factions = tuple(s.faction for s in seats)
    if any(f is not None and f != pf for f, pf in zip(factions, position.factions, strict=True)):
        raise PositionError("the seats' factions are not the position's factions")
    problems = position_problems(ctx, position)
    if problems:
        raise PositionError("the position breaks the rules: " + "; ".join(problems[:3]))
    ctx.emit(position)
    problems = check(ctx.cards, ctx.state, position)
    if problems:
        raise PositionError("the position breaks an invariant: " + "; ".join(problems[:3]))
    ctx.push(st.StartTurn(position.current))


def position_problems(ctx: Ctx, e: ev.PositionArranged) -> list[str]:
    """What the event's shape gets wrong before it is folded (the invariants check the folded state)."""
    cards = ctx.cards
    n = len(e.names)
    out: list[str] = []
    if not 2 <= n <= 5:
        return [f"Alien Artifacts is for 2 to 5 players, not {n} (R1)"]
    per_seat = (e.factions, e.credits, e.vp, e.hands, e.artifacts, e.defense_plans, e.under_construction,
                e.attached, e.empire, e.produced)
    if any(len(x) != n for x in per_seat):
        return [f"every per-player field must have {n} entries"]
    if len(set(e.names)) != n:
        out.append("two players have the same name")
    for f in e.factions:
        if f not in cards.factions:
            out.append(f"unknown faction {f!r}")
    if len(set(e.factions)) != n:
        out.append("two players have the same faction")
    if {d for d, _ in e.decks} != {"ship", "technology", "planet", "resource", "alien", "defense", "artifact"}:
        out.append("the position must give every deck")
    if {d for d, _ in e.discards} != {"resource", "artifact", "defense"}:
        out.append("the position must give the resource, artifact and defense discard piles")
    if e.alien_system not in cards.alien_systems:
        out.append(f"{e.alien_system!r} is not an Alien System")
    for label, seat in (("current player", e.current), ("start player", e.start_player),
                        ("last player", e.last_turn_seat)):
        if seat is not None and not 0 <= seat < n:
            out.append(f"the {label} must be a seat from 0 to {n - 1}, not {seat}")
    if not 1 <= e.round_marker <= max(cards.rules.round_marker_start.values()):
        out.append(f"the Round marker cannot stand on {e.round_marker}")
    if e.turns_played < 0:
        out.append("turns played cannot be negative")
    for label, pile, allowed in _zones(ctx, e):
        wrong = [c for c in pile if not allowed(c)]
        if wrong:
            out.append(f"{wrong[0]!r} cannot lie in {label}")
    placed = sum(t for seat in e.empire for _c, _s, t in seat)
    if e.blockades_left != cards.rules.blockade_tokens - placed:
        out.append(f"{placed} Blockade tokens placed but {e.blockades_left} left of {cards.rules.blockade_tokens}")
    for seat in range(n):
        for card, side, tokens in e.empire[seat]:
            if card not in cards.cards:
                out.append(f"{card!r} cannot be in an Empire")
            if side not in ("logistics", "operational"):
                out.append(f"{card}: the side must be logistics or operational, not {side!r}")
            if tokens < 0:
                out.append(f"{card}: a negative number of Blockade tokens")
        for group in (e.attached[seat], e.produced[seat]):
            for _card, res, section in group:
                if res not in cards.resources or section not in (0, 1):
                    out.append(f"{res!r} section {section} is not a Resource card's section")
        for planet, _res, _sec in e.produced[seat]:
            if planet in cards.cards and cards.cards[planet].kind != "planet":
                out.append(f"resources can only be produced on Planets, not on {planet}")
    return out


def _zones(ctx: Ctx, e: ev.PositionArranged) -> list[tuple[str, tuple[str, ...], Callable[[str], bool]]]:
    """(words, cards, which ids may lie there) for every pile of the position."""
    cards = ctx.cards
    of_kind: dict[str, Callable[[str], bool]] = {
        k: (lambda c, k=k: c in cards.cards and cards.cards[c].kind == k) for k in ("ship", "technology", "planet")}
    pools: dict[str, Callable[[str], bool]] = {
        **of_kind, "resource": cards.resources.__contains__, "alien": cards.alien_systems.__contains__,
        "defense": cards.defense_plans.__contains__, "artifact": cards.artifacts.__contains__}
    out: list[tuple[str, tuple[str, ...], Callable[[str], bool]]] = []
    out += [(f"the {d} deck", tuple(pile), pools[d]) for d, pile in e.decks if d in pools]
    out += [(f"the {d} discard pile", tuple(pile), pools[d]) for d, pile in e.discards if d in pools]
    for i, name in enumerate(e.names):
        out += [(f"{name}'s hand", tuple(e.hands[i]), pools["resource"]),
                (f"{name}'s Alien Artifacts", tuple(e.artifacts[i]), pools["artifact"]),
                (f"{name}'s Defense Plans", tuple(e.defense_plans[i]), pools["defense"]),
                (f"{name}'s Under Construction area", tuple(e.under_construction[i]), cards.cards.__contains__)]
    return out
