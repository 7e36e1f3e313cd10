"""Starting a game from an arranged position (a scenario) instead of the setup.

The position enters the log as one `PositionArranged` event (the game's first), checked with the
engine's invariants; then it is the turn's action step of `position.current` and play goes on through
commands. Re-simulating a save (`Game.from_json`) starts from the same event, so a scenario game saves,
loads, replays, verifies and undoes (never past the position: the event is a barrier) like any other.
The readable file format that produces the event is alien_artifacts/match/scenario.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.names import NAME_MAX, clean_names, terminal_safe
from alien_artifacts.match.invariants import check
from alien_artifacts.rules.context import Ctx


class PositionError(ValueError):
    """A position the engine refuses; the message is one line in the invariant's words."""


MAX_AMOUNT = 10**6  # credits, VP and counters beyond this are no real game's (the scenario format's bound too)
MAX_TURNS = 10_000
MAX_PILE = 1_000  # cards in one pile: far above the card set's
PER_SEAT = ("factions", "credits", "vp", "hands", "artifacts", "defense_plans", "under_construction", "attached",
            "empire", "produced")


class SeatLike(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def faction(self) -> str | None: ...


def arrange(ctx: Ctx, position: ev.PositionArranged, seats: Sequence[SeatLike]) -> None:
    """Emit the position into an empty game, refuse it if it breaks an invariant, and start the turn."""
    if ctx.state.players or ctx.log:
        raise PositionError("a position can only be arranged at the start of an empty game")
    shape = shape_problem(position)
    if shape:
        raise PositionError(f"the position is malformed: {shape}")
    names = tuple(s.name for s in seats)
    clean = clean_names(position.names)
    if tuple(position.names) != clean and names != clean:
        # a hand-edited name (NUL, ESC, too long...). The one unclean position the program wrote itself: saves of
        # scenario games before the loader cleaned names, whose settings already hold the clean names (kept).
        raise PositionError("a player's name in the position is not clean text "
                            f"({terminal_safe(repr(_first_unclean(position.names, clean))[:60])})")
    if names != tuple(position.names) and names != clean:
        raise PositionError(f"the seats {_safe(names)} are not the position's players {_safe(position.names)}")
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


def _safe(names: Sequence[str]) -> str:
    return terminal_safe(str([n[:NAME_MAX + 8] for n in names]))


def _first_unclean(raw: Sequence[str], clean: Sequence[str]) -> str:
    return next((r for r, c in zip(raw, clean, strict=True) if r != c), "")


def _int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _ids(x: object, limit: int = MAX_PILE) -> bool:
    """A tuple of card ids (short strings)."""
    return isinstance(x, tuple) and len(x) <= limit and all(isinstance(c, str) and 0 < len(c) <= 80 for c in x)


def _triples(x: object, third: tuple[int, int]) -> bool:
    """A tuple of (card id, card id or side, whole number within `third`)."""
    return isinstance(x, tuple) and len(x) <= MAX_PILE and all(
        isinstance(t, tuple) and len(t) == 3 and _ids(t[:2]) and _int(t[2]) and third[0] <= t[2] <= third[1]
        for t in x)


def shape_problem(e: ev.PositionArranged) -> str | None:
    """What is wrong with the types and ranges of a PositionArranged event read from a file (a hand-edited save),
    before anything folds it: every field the type it is declared with (no bool for a seat, no NaN, Infinity or
    float for a number, no list or mapping for a name), every number within a real game's bounds. None if sound.
    The rules' own checks (cards in their piles, the invariants) follow in position_problems."""
    names = e.names
    if not isinstance(names, tuple) or not all(isinstance(n, str) for n in names):
        return "the players' names must be a list of texts"
    n = len(names)
    if not 2 <= n <= 5:
        return f"Alien Artifacts is for 2 to 5 players, not {n} (R1)"
    if any(not n_.strip() or len(n_) > 4096 for n_ in names):
        return "a player's name is empty or too long"
    for field in PER_SEAT:
        value = getattr(e, field)
        if not isinstance(value, tuple) or len(value) != n:
            return f"{field} must have one entry per player ({n})"
    if not _ids(e.factions):
        return "factions must be faction ids"
    for field in ("credits", "vp"):
        if not all(_int(v) and 0 <= v <= MAX_AMOUNT for v in getattr(e, field)):
            return f"{field} must be whole numbers from 0 to {MAX_AMOUNT}"
    for field in ("hands", "artifacts", "defense_plans", "under_construction"):
        if not all(_ids(pile) for pile in getattr(e, field)):
            return f"{field} must be lists of card ids"
    if not all(_triples(x, (0, 1)) for x in e.attached) or not all(_triples(x, (0, 1)) for x in e.produced):
        return "prepared and produced resources must be (card, Resource card, section 0 or 1)"
    if not all(_triples(x, (0, MAX_AMOUNT)) for x in e.empire):
        return "the Empires must be (card, side, Blockade tokens)"
    for field in ("decks", "discards"):
        piles = getattr(e, field)
        if not isinstance(piles, tuple) or len(piles) > 16 or not all(
                isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str) and _ids(p[1]) for p in piles):
            return f"{field} must be (deck, cards) pairs"
    if not isinstance(e.alien_system, str):
        return "the Alien System must be a card id"
    for field in ("start_player", "current"):
        seat = getattr(e, field)
        if not _int(seat) or not 0 <= seat < n:
            return f"{field.replace('_', ' ')} must be a seat from 0 to {n - 1}"
    if e.last_turn_seat is not None and (not _int(e.last_turn_seat) or not 0 <= e.last_turn_seat < n):
        return f"the last player must be a seat from 0 to {n - 1} or null"
    for field, high in (("round_marker", 100), ("blockades_left", MAX_AMOUNT), ("turns_played", MAX_TURNS)):
        value = getattr(e, field)
        if not _int(value) or not 0 <= value <= high:
            return f"{field.replace('_', ' ')} must be a whole number from 0 to {high}"
    return None


def position_problems(ctx: Ctx, e: ev.PositionArranged) -> list[str]:
    """What the event's shape gets wrong before it is folded (the invariants check the folded state)."""
    shape = shape_problem(e)
    if shape:
        return [shape]
    cards = ctx.cards
    n = len(e.names)
    out: list[str] = []
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
    def of(kind: str) -> Callable[[str], bool]:
        return lambda c: c in cards.cards and cards.cards[c].kind == kind

    of_kind: dict[str, Callable[[str], bool]] = {k: of(k) for k in ("ship", "technology", "planet")}
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
