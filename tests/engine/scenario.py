"""Test-only helpers to arrange a position: move cards anywhere, then hand the turn to a seat.

These mutate the state directly (tests only); from there on every change goes through commands.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.content.model import CardSet, ResourceDef
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Accepted, Command, Rejected
from alien_artifacts.engine.state import State, TurnState
from alien_artifacts.match.api import Game, GameSettings, SeatSettings
from alien_artifacts.rules.handlers import STEP_HANDLERS


def cards() -> CardSet:
    return load_cardset()


def new_game(n: int = 2, seed: int = 1, factions: Iterable[str | None] | None = None, start: int = 0) -> Game:
    fs = list(factions) if factions is not None else [None] * n
    seats = tuple(SeatSettings(f"P{i}", fs[i]) for i in range(n))
    return Game.new(cards(), GameSettings(seed, seats, start))


def _remove_everywhere(s: State, uid: str) -> None:
    for pile in list(s.decks.values()) + list(s.discards.values()):
        while uid in pile:
            pile.remove(uid)
    if s.alien_system == uid:
        s.alien_system = None
    for lst in (s.revealed, s.open_cards):
        while uid in lst:
            lst.remove(uid)
    for p in s.players:
        for lst in (p.hand, p.artifacts, p.defense_plans, p.under_construction, p.empire):
            while uid in lst:
                lst.remove(uid)
        p.sides.pop(uid, None)
        p.attached.pop(uid, None)
        p.produced.pop(uid, None)
        for d in (p.attached, p.produced):
            for k in list(d):
                d[k] = [(c, sec) for c, sec in d[k] if c != uid]
                if not d[k]:
                    del d[k]
        if uid in p.blockades:
            s.blockades_left += p.blockades.pop(uid)


def clear_player(g: Game, seat: int) -> None:
    """Empty a player's hand, Under Construction and Empire (cards go to the resource discard / deck bottoms)."""
    s = g.state
    p = s.players[seat]
    for r in list(p.hand):
        move(g, r, "discard")
    for u in list(p.under_construction) + list(p.empire):
        move(g, u, "deck_bottom")


def move(g: Game, uid: str, where: str, seat: int = 0, side: str = "logistics", planet: str = "",
         section: int = 0) -> None:
    """where: hand, uc, empire, attach (to `planet` = the UC card), produce (on `planet`), discard,
    deck_top (resource/any deck), deck_bottom, artifact, defense."""
    s = g.state
    c = g.cards
    _remove_everywhere(s, uid)
    p = s.players[seat]
    if where == "hand":
        p.hand.append(uid)
    elif where == "uc":
        p.under_construction.append(uid)
    elif where == "empire":
        p.empire.append(uid)
        p.sides[uid] = side
    elif where == "attach":
        p.attached.setdefault(planet, []).append((uid, section))
    elif where == "produce":
        p.produced.setdefault(planet, []).append((uid, section))
    elif where == "discard":
        s.discards["resource"].append(uid)
    elif where in ("deck_top", "deck_bottom"):
        deck = _deck_of(c, uid)
        if where == "deck_top":
            s.decks[deck].append(uid)
        else:
            s.decks[deck].insert(0, uid)
    elif where == "artifact":
        p.artifacts.append(uid)
    elif where == "defense":
        p.defense_plans.append(uid)
    else:
        raise ValueError(where)


def _deck_of(c: CardSet, uid: str) -> str:
    if uid in c.resources:
        return "resource"
    if uid in c.cards:
        return c.cards[uid].kind
    if uid in c.artifacts:
        return "artifact"
    if uid in c.defense_plans:
        return "defense"
    return "alien"


def start_turn(g: Game, seat: int) -> None:
    """Make it `seat`'s action step now, with a fresh turn."""
    s = g.state
    s.stack = [*[st.EndTurn(seat), st.DrawFill(seat), st.DiscardStep(seat)][:0], st.TurnMenu(seat)]
    s.current = seat
    s.turn = TurnState()
    s.turn_number = max(1, s.turn_number)  # a turn has begun (the setup is over)
    g._pending = STEP_HANDLERS.advance(g._ctx)


def find_resource(c: CardSet, pred: Callable[[ResourceDef], bool], exclude: Iterable[str] = ()) -> str:
    ex = set(exclude)
    for r in c.resources.values():
        if r.id not in ex and pred(r):
            return r.id
    raise LookupError("no resource card matches")


def section_with(c: CardSet, colour: str, symbols: int, exclude: Iterable[str] = (),
                 other: Callable[[ResourceDef, int], bool] | None = None) -> tuple[str, int]:
    """A resource card and the index of a section of exactly `symbols` of `colour`."""
    ex = set(exclude)
    for r in c.resources.values():
        if r.id in ex:
            continue
        for i, sec in enumerate(r.sections):
            if sec.colour == colour and sec.symbols == symbols and (other is None or other(r, i)):
                return r.id, i
    raise LookupError(f"no resource with a {symbols}-{colour} section")


def pick(g: Game, *keys: str) -> Accepted | Rejected:
    p = g.pending
    assert p is not None
    return g.submit(Command(p.seat, p.id, tuple(keys)))


def must(g: Game, *keys: str) -> None:
    """Pick each key in turn; a key the engine already took by itself (a forced single option) is skipped."""
    from alien_artifacts.engine.events import Decided

    mark = len(g.events)
    while mark > 0 and not (isinstance(g.events[mark - 1], Decided) and not g.events[mark - 1].auto):
        mark -= 1
    for key in keys:
        auto = {e.pick for e in g.events[mark:] if isinstance(e, Decided) and e.auto}
        if key in auto and (g.pending is None or g.pending.option(key) is None):
            continue
        r = pick(g, key)
        assert r.ok, getattr(r, "reason", "")


def keys(g: Game) -> list[str]:
    assert g.pending is not None
    return list(g.pending.keys())
