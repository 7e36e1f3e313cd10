"""Helpers for the rules-audit tests (tests/engine/test_audit_*.py): Given a position, When commands,
Then events and state. Built on scenario.py; test-only (they arrange positions by mutating state)."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import attrs

sys.path.insert(0, str(Path(__file__).parent))

from scenario import clear_player, keys, move, must, new_game, pick, section_with, start_turn

from alien_artifacts.content.errors import Reporter
from alien_artifacts.content.loader import load_cardset
from alien_artifacts.content.model import ArtifactDef, CardSet, Logistics
from alien_artifacts.engine import events as ev
from alien_artifacts.match.api import Game, GameSettings, SeatSettings
from alien_artifacts.rules.handlers import STEP_HANDLERS

__all__ = ["ahead", "block", "card_of", "clear_player", "drain", "evs", "give", "give_section", "keys",
           "mid_payment", "move", "must", "new_game", "on_top", "pick", "random_game", "ready", "section_with",
           "since", "start_turn", "top_number"]


def ready(n: int = 2, seed: int = 3, credits: int = 8, factions: Iterable[str | None] | None = None,
          cards: CardSet | None = None) -> Game:
    """A game whose players hold nothing (no hand, no cards) and `credits` each; no faction action
    unless `factions` are given. `cards`: another card set (see `cards_with`)."""
    if cards is None:
        g = new_game(n, seed, factions=factions)
    else:
        fs = list(factions) if factions is not None else [None] * n
        g = Game.new(cards, GameSettings(seed, tuple(SeatSettings(f"P{i}", fs[i]) for i in range(n)), 0))
    while g.pending is not None and g.pending.kind != "turn":  # finish the faction setups
        must(g, keys(g)[0])
    for s in range(n):
        clear_player(g, s)
        p = g.state.players[s]
        p.credits = credits
        p.vp = 0
        p.artifacts.clear()
        p.defense_plans.clear()
        if factions is None:
            p.faction = ""
    g.state.discards["artifact"].extend(a for a in g.cards.artifacts if _nowhere(g, a))
    g.state.discards["defense"].extend(d for d in g.cards.defense_plans if _nowhere(g, d))
    return g


def random_game(seed: int, n: int = 3, decisions: int = 10_000, cards: CardSet | None = None,
                names: Iterable[str] | None = None) -> Game:
    """A game (the real cards unless `cards`; seats "P0".. unless `names`) after up to `decisions` uniformly
    random legal decisions (seeded)."""
    import random

    from alien_artifacts.engine.choices import Command

    seats = tuple(SeatSettings(name) for name in (names if names is not None else (f"P{i}" for i in range(n))))
    g = Game.new(cards if cards is not None else load_cardset(), GameSettings(seed, seats))
    rng = random.Random(seed)
    for _ in range(decisions):
        p = g.pending
        if p is None:
            break
        assert g.submit(Command(p.seat, p.id, (rng.choice(p.options).key,))).ok
    return g


def mid_payment(artifact: str) -> tuple[Game, str, list[tuple[str, int]]]:
    """R7 positions: seat 0 of a `ready` 2-seat game, at its turn menu, can build a Ship costing 7 (two
    Ships in its Empire, an Exterminate one on its logistics side: Build assembly limit 3), holding
    `artifact` and three Resource cards with 2, 3 and 3 red; returns (game, the Ship, [(card, section)])."""
    g = ready(2, 3)
    c = g.cards
    ships = {t: [x.id for x in c.cards.values() if x.kind == "ship" and x.type == t]
             for t in ("exterminate", "explore", "expand")}
    move(g, ships["exterminate"][0], "empire", side="logistics")
    move(g, ships["explore"][0], "empire", side="logistics")
    target = ships["expand"][0]
    move(g, target, "uc")
    hand: list[tuple[str, int]] = []
    for symbols in (2, 3, 3):
        r = section_with(c, "red", symbols, exclude=[x for x, _s in hand])
        move(g, r[0], "hand")
        hand.append(r)
    move(g, artifact, "artifact")
    start_turn(g, 0)
    return g, target, hand


def _nowhere(g: Game, uid: str) -> bool:
    from alien_artifacts.match.invariants import card_places

    return uid not in card_places(g.state)


def card_of(g: Game, kind: str, type_: str | None = None, n: int = 1, exclude: Iterable[str] = ()) -> list[str]:
    ex = set(exclude)
    out = [x.id for x in g.cards.cards.values()
           if x.kind == kind and (type_ is None or x.type == type_) and x.id not in ex]
    return out[:n]


def give(g: Game, colour: str, symbols: int, seat: int = 0, exclude: Iterable[str] = (),
         avoid: Iterable[str] = ()) -> str:
    """Put into `seat`'s hand a Resource card with a section of exactly `symbols` `colour` (and whose other
    section is none of the colours in `avoid`); returns the pick key."""
    res, sec = give_section(g, colour, symbols, seat, exclude, avoid)
    return f"pay:{res}:{sec}"


def give_section(g: Game, colour: str, symbols: int, seat: int = 0, exclude: Iterable[str] = (),
                 avoid: Iterable[str] = ()) -> tuple[str, int]:
    used = set(exclude) | {r for p in g.state.players for r in p.hand}
    used |= {r for p in g.state.players for t in list(p.attached.values()) + list(p.produced.values()) for r, _ in t}
    used |= set(g.state.decks["resource"][-6:])  # keep cards a test put on top of the deck
    bad = set(avoid)
    res, sec = section_with(g.cards, colour, symbols, exclude=used,
                            other=lambda r, i: r.sections[1 - i].colour not in bad)
    move(g, res, "hand", seat=seat)
    return res, sec


def on_top(g: Game, uid: str) -> None:
    """Put a card on top of its deck (the next one drawn or revealed)."""
    move(g, uid, "deck_top")


def top_number(g: Game, number: int, exclude: Iterable[str] = (), type_: str | None = None,
               not_type: str | None = None) -> str:
    """Put a Resource card with this attack number (and optionally a section Type / no section of a Type)
    on top of the Resource deck; returns its id."""
    ex = set(exclude) | {r for p in g.state.players for r in p.hand}
    for r in g.cards.resources.values():
        if r.id in ex or r.number != number:
            continue
        types = {s.type for s in r.sections}
        if type_ is not None and type_ not in types:
            continue
        if not_type is not None and not_type in types:
            continue
        on_top(g, r.id)
        return r.id
    raise LookupError("no such resource")


def block(g: Game, seat: int, uid: str, tokens: int = 1) -> None:
    p = g.state.players[seat]
    p.blockades[uid] = p.blockades.get(uid, 0) + tokens
    g.state.blockades_left -= tokens


def since(g: Game, mark: int, cls: type | None = None) -> list[Any]:
    out = g.events[mark:]
    return [e for e in out if cls is None or isinstance(e, cls)]


def evs(g: Game, cls: type) -> list[Any]:
    return [e for e in g.events if isinstance(e, cls)]


def drain(g: Game, until: str = "turn", chooser: Any = None) -> None:
    """Answer pending choices (the first option, or `chooser(pending)`) until a choice of kind `until`."""
    for _ in range(500):
        p = g.pending
        if p is None or p.kind == until:
            return
        key = chooser(p) if chooser is not None else p.options[0].key
        r = pick(g, key)
        assert r.ok, getattr(r, "reason", "")
    raise AssertionError("drain did not reach " + until)


def ahead(g: Game) -> None:
    """Re-run the step machine after a test changed the state directly."""
    g._pending = STEP_HANDLERS.advance(g._ctx)


_ = ev  # re-exported for convenience


def set_alien(g: Game, uid: str) -> None:
    """Make `uid` the available Alien System (the old one goes to the bottom of the Alien System deck)."""
    s = g.state
    if s.alien_system == uid:
        return
    if uid in s.decks["alien"]:
        s.decks["alien"].remove(uid)
    if s.alien_system is not None:
        s.decks["alien"].insert(0, s.alien_system)
    s.alien_system = uid


def attach(g: Game, uc: str, colour: str, symbols: int, seat: int = 0) -> str:
    """Attach (as if prepared) a Resource card showing `symbols` `colour` to the Under Construction card `uc`."""
    res, sec = give_section(g, colour, symbols, seat)
    move(g, res, "attach", seat=seat, planet=uc, section=sec)
    return res


def produce_on(g: Game, planet: str, colour: str, symbols: int, seat: int = 0) -> str:
    res, sec = give_section(g, colour, symbols, seat)
    move(g, res, "produce", seat=seat, planet=planet, section=sec)
    return f"pay:{res}:{sec}"


def cards_with(artifact: list[Any] | None = None, tech: tuple[str, dict[str, Any]] | None = None) -> CardSet:
    """The real card set with `art_01` playing `artifact` (effects written as in YAML) and/or the
    Technology `tech[0]` given the logistics side `tech[1]` (e.g. {"ongoing": [...]})."""
    from alien_artifacts.content import effects as E

    base = load_cardset()
    rep = Reporter([], "test")
    arts = dict(base.artifacts)
    cards = dict(base.cards)
    if artifact is not None:
        play = E.parse_effects(artifact, E.ARTIFACT_LIST, rep, "play")
        arts["art_01"] = ArtifactDef("art_01", "Test Relic", "test", play)
    if tech is not None:
        uid, raw = tech
        log = Logistics(
            "test", E.parse_effects(raw.get("ongoing"), E.ONGOING_LIST, rep, "ongoing"),
            E.parse_effects(raw.get("additionally"), E.ADDITIONALLY_LIST, rep, "additionally"),
            E.parse_effects(raw.get("action"), E.ACTION_LIST, rep, "action"))
        cards[uid] = attrs.evolve(cards[uid], logistics=log)
    assert not rep.sink, rep.sink
    return attrs.evolve(base, cards=cards, artifacts=arts)


__all__ += ["attach", "cards_with", "produce_on", "set_alien"]
