"""A lesson's or a scenario's position (docs/age-of-galaxy/LESSONS.md): who holds what, and where the game stands,
set up through the engine so the game saves, loads, replays and undoes like any other.

A `Position` rides in the game's Settings (saved with them). The setup (ruleset.py) then shuffles as always (G10-G17,
G70), with the cards and System cards the position names taken out of the shuffle (the named System cards first, in
order), reveals the System cards up to `revealed`, and in place of the setup discard and the Debut emits one
`PositionArranged` event (each player's tracks, hand, Alliance, True Major Ideology, technologies, planets, discs on
the board and the Trade cards); the game goes on from the Action phase of `round`. Every problem with the data is a
PositionError: one line naming the field. Pure: no files here (age_of_galaxy/lessons/scenario.py reads them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import attrs

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.state import CAPS, CRUISERS, DISCS, HAND, HELD, ROUNDS
from tabletop.yamlread import described

RESOURCES = HELD  # credit, productivity, innovation, influence, cruiser, strength, relic
SEAT_KEYS = {"name", "kind", "prestige", "discs", "hand", "alliance", "major", "techs", "planets", *RESOURCES}
POSITION_KEYS = {"round", "revealed", "fleet", "systems", "spaces", "trade"}
MAX_PRESTIGE = 60


class PositionError(ValueError):
    """A position that cannot be played; `str()` is one line: the field and the problem."""

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = " ".join(reason.split())
        super().__init__(f"{field}: {self.reason}" if field else self.reason)


@attrs.frozen
class SeatPosition:
    res: tuple[tuple[str, int], ...] = ()  # the tracks it names (the others as at the start, G15)
    prestige: int = 0
    discs: int = 3  # the personal supply (G19)
    hand: tuple[str, ...] | None = None  # None: the 7 cards of the deal (G16)
    alliance: tuple[str, ...] = ()
    major: str | None = None
    techs: tuple[str, ...] = ()
    planets: tuple[tuple[str, int], ...] = ()  # (planet key, 1 Colonized / 2 Developed)


@attrs.frozen
class Position:
    seats: tuple[SeatPosition, ...]
    round: int = 1
    revealed: int = 2
    fleet: int = 1
    systems: tuple[str, ...] = ()  # System cards for positions 1, 2, ... in order; the rest shuffled
    spaces: tuple[tuple[str, int], ...] = ()  # (main-board space, seat)
    trade: tuple[tuple[int, int], ...] = ()  # (Trade slot, seat): a disc on its next free space

    def named_cards(self) -> set[str]:
        return {c for s in self.seats for c in (*(s.hand or ()), *s.alliance, *((s.major,) if s.major else ()))}


def _int(x: Any, field: str, lo: int, hi: int) -> int:
    if type(x) is not int or not lo <= x <= hi:
        raise PositionError(field, f"expected a whole number from {lo} to {hi}, got {described(x)}")
    return x


def _ids(x: Any, field: str, known: Any, what: str, most: int) -> tuple[str, ...]:
    if not isinstance(x, list) or len(x) > most:
        raise PositionError(field, f"expected a list of at most {most} {what} ids, got {described(x)}")
    for i, c in enumerate(x):
        if not isinstance(c, str) or c not in known:
            raise PositionError(f"{field}[{i}]", f"unknown {what} {described(c)}")
    if len(set(x)) != len(x):
        raise PositionError(field, f"names a {what} twice")
    return tuple(x)


def seat_from(data: Mapping[str, Any], field: str) -> SeatPosition:
    """One player's part (the scenario's `players[i]`, less its name and kind)."""
    unknown = sorted(str(k) for k in data if k not in SEAT_KEYS)
    if unknown:
        raise PositionError(field, f"unknown field {described(unknown[0])} (known: {', '.join(sorted(SEAT_KEYS))})")
    cards = {c.id for c in C.content().factions}
    res = tuple((k, _int(data[k], f"{field}.{k}", 0, CAPS.get(k, 40))) for k in RESOURCES if k in data)
    hand = _ids(data["hand"], f"{field}.hand", cards, "faction card", HAND + 3) if "hand" in data else None
    major = data.get("major")
    if major is not None and (not isinstance(major, str) or major not in cards):
        raise PositionError(f"{field}.major", f"unknown faction card {described(major)}")
    planets_raw = data.get("planets", {})
    if not isinstance(planets_raw, dict):
        raise PositionError(f"{field}.planets", f"expected planet: 1 (Colonized) or 2 (Developed), got "
                                                f"{described(planets_raw)}")
    planets = tuple((str(k), _int(v, f"{field}.planets.{k}", 1, 2)) for k, v in planets_raw.items())
    return SeatPosition(res, _int(data.get("prestige", 0), f"{field}.prestige", 0, MAX_PRESTIGE),
                        _int(data.get("discs", 3), f"{field}.discs", 0, DISCS - 1), hand,
                        _ids(data.get("alliance", []), f"{field}.alliance", cards, "faction card", 3), major,
                        _ids(data.get("techs", []), f"{field}.techs", {t.id for t in C.content().technologies},
                             "technology", 12), planets)


def position_from(data: Any, seats: list[SeatPosition]) -> Position:
    """The position's table-wide part (`round`, `revealed`, `fleet`, `systems`, `spaces`, `trade`) with its seats;
    the whole is checked against the content (cards named once, planets on the named System cards...)."""
    if not isinstance(data, dict):
        raise PositionError("", f"expected a mapping of fields, got {described(data)}")
    unknown = sorted(str(k) for k in data if k not in POSITION_KEYS)
    if unknown:
        raise PositionError("", f"unknown field {described(unknown[0])}")
    systems = _ids(data.get("systems", []), "systems", {c.id for c in C.content().system_cards}, "System card", 5)
    revealed = _int(data.get("revealed", 2), "revealed", 2, 5)
    spaces_raw = data.get("spaces", {})
    trade_raw = data.get("trade", [])
    if not isinstance(spaces_raw, dict):
        raise PositionError("spaces", f"expected space: seat, got {described(spaces_raw)}")
    if not isinstance(trade_raw, list):
        raise PositionError("trade", f"expected a list of [slot, seat], got {described(trade_raw)}")
    n = len(seats)
    spaces = tuple((str(k), _int(v, f"spaces.{k}", 0, n - 1)) for k, v in spaces_raw.items())
    trade = []
    for i, x in enumerate(trade_raw):
        if not isinstance(x, list) or len(x) != 2:
            raise PositionError(f"trade[{i}]", f"expected [slot, seat], got {described(x)}")
        trade.append((_int(x[0], f"trade[{i}][0]", 0, len(C.content().trade_slots) - 1),
                      _int(x[1], f"trade[{i}][1]", 0, n - 1)))
    pos = Position(tuple(seats), _int(data.get("round", 1), "round", 1, ROUNDS), revealed,
                   _int(data.get("fleet", 1), "fleet", 1, 5), systems, spaces, tuple(trade))
    _check(pos)
    return pos


def _check(pos: Position) -> None:
    seen: dict[str, str] = {}
    for i, s in enumerate(pos.seats):
        for c in (*(s.hand or ()), *s.alliance, *((s.major,) if s.major else ())):
            if c in seen:
                raise PositionError(f"players[{i}]", f"card {c} is named twice ({seen[c]} too)")
            seen[c] = f"players[{i}]"
        planets = [k for k, _ in s.planets]
        for k in planets:
            card, _, slot = k.partition(":")
            if card not in pos.systems[:pos.revealed] or not slot.isdigit():
                raise PositionError(f"players[{i}].planets", f"{described(k)} is not a planet of a System card the "
                                                             f"position names in its first {pos.revealed} places")
        cruisers = dict(s.res).get("cruiser", 0)
        if cruisers > CRUISERS:
            raise PositionError(f"players[{i}].cruiser", f"at most {CRUISERS}")
    names = [k for s in pos.seats for k, _ in s.planets]
    if len(set(names)) != len(names):
        raise PositionError("players", "a planet is held by two players")
    board = C.main_board(max(len(pos.seats), 2))
    for name, _ in pos.spaces:
        if name not in board.names():
            raise PositionError("spaces", f"unknown board space {described(name)}")


def position_data(pos: Position) -> dict[str, Any]:
    """The position as plain data (the save's settings), read back by `position_from` / `seat_from`."""
    seats = []
    for s in pos.seats:
        d: dict[str, Any] = dict(s.res)
        d.update(prestige=s.prestige, discs=s.discs, alliance=list(s.alliance), techs=list(s.techs),
                 planets=dict(s.planets))
        if s.hand is not None:
            d["hand"] = list(s.hand)
        if s.major is not None:
            d["major"] = s.major
        seats.append(d)
    return {"seats": seats, "table": {"round": pos.round, "revealed": pos.revealed, "fleet": pos.fleet,
                                      "systems": list(pos.systems), "spaces": dict(pos.spaces),
                                      "trade": [list(t) for t in pos.trade]}}


def position_of(data: Any) -> Position:
    """`position_data`'s data back (a save's settings); PositionError when malformed."""
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list) or not data["seats"]:
        raise PositionError("position", "missing or malformed")
    seats = [seat_from(s if isinstance(s, dict) else {"?": s}, f"players[{i}]") for i, s in enumerate(data["seats"])]
    return position_from(data.get("table"), seats)
