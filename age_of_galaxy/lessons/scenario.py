"""A scenario file of Age of Galaxy -> its Match at the position it describes (docs/age-of-galaxy/LESSONS.md).

    title: War and Protection          # optional words
    seed: 11                           # the shuffles of what the position does not name
    first: 0                           # the first player (G11)
    round: 2                           # the game goes on from this round's Action phase (1-5)
    revealed: 3                        # System cards face up (2-5); `systems` names the first ones, in order
    systems: [S3, S8, S6]
    fleet: 2                           # the Fleet ship's place (1-5)
    spaces: {MA1: 1}                   # discs on the main board: space -> seat
    trade: [[0, 1], [0, 0]]            # discs on the Trade cards: [slot, seat], each on the next free space
    players:                           # 2-4; exactly one `kind: human` in a lesson, the others `kind: coach`
      - {name: You, kind: human, credit: 6, prestige: 2, discs: 2, hand: [F04, F19], alliance: [F01],
         major: F05, techs: [warp_drive], planets: {"S3:0": 2}, cruiser: 2, strength: 1}

Read with the kernel's bounded reader; every problem (the YAML, a field of the wrong type, an unknown card, a
position the rules cannot hold) is a ScenarioError: one line naming the file and the field. The position rides in the
game's Settings and enters its log as one PositionArranged event, so the game saves, loads, replays and undoes as any.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from age_of_galaxy.content.errors import shown_path
from age_of_galaxy.engine.invariants import invariants
from age_of_galaxy.engine.position import POSITION_KEYS, PositionError, position_from, seat_from
from age_of_galaxy.engine.ruleset import MAX_NAME, RULES, Settings
from tabletop.match import Match, MatchError
from tabletop.yamlread import Limits, YamlProblem, parse_yaml, read_yaml
from tabletop.yamlread import described as _what

LIMITS = Limits(what="scenario", max_bytes=32 * 1024, max_depth=8, max_values=5_000)
TOP_KEYS = {"title", "about", "seed", "first", "players", *POSITION_KEYS}
KINDS = ("human", "coach")  # a lesson's seats: the player, and the scripted opponents the coach plays


class ScenarioError(ValueError):
    """`str()` is one line: the file, then the problem."""

    def __init__(self, origin: str, reason: str) -> None:
        self.origin = origin
        self.reason = " ".join(reason.split())
        super().__init__(f"{origin}: {self.reason}")


@attrs.frozen
class Scenario:
    match: Match[Any]
    kinds: tuple[str, ...]
    title: str = ""


def load_scenario(path: Path) -> Scenario:
    origin = shown_path(path)
    try:
        data = read_yaml(path, LIMITS)
    except YamlProblem as exc:
        raise ScenarioError(origin, f"line {exc.line}: {exc.message}" if exc.line else exc.message) from None
    return scenario_match(data, origin)


def scenario_from_text(text: str, origin: str = "<scenario text>") -> Scenario:
    if len(text.encode("utf-8", "replace")) > LIMITS.max_bytes:
        raise ScenarioError(origin, f"more than {LIMITS.max_bytes:,} bytes")
    try:
        data = parse_yaml(text, LIMITS)
    except YamlProblem as exc:
        raise ScenarioError(origin, f"line {exc.line}: {exc.message}" if exc.line else exc.message) from None
    return scenario_match(data, origin)


def scenario_match(data: Any, origin: str) -> Scenario:
    """The Match a scenario's data (a mapping) describes, checked with the engine's invariants."""
    if not isinstance(data, dict):
        raise ScenarioError(origin, f"expected a mapping of fields, got {_what(data)}")
    unknown = sorted(str(k) for k in data if k not in TOP_KEYS)
    if unknown:
        raise ScenarioError(origin, f"unknown field {_what(unknown[0])} (known: {', '.join(sorted(TOP_KEYS))})")
    seed = data.get("seed", 1)
    if type(seed) is not int or not 0 <= seed < 1 << 31:
        raise ScenarioError(origin, f"seed: expected a whole number, got {_what(seed)}")
    players = data.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise ScenarioError(origin, f"players: expected a list of 2 to 4 players, got {_what(players)}")
    names, kinds, seats = [], [], []
    for i, p in enumerate(players):
        field = f"players[{i}]"
        if not isinstance(p, dict):
            raise ScenarioError(origin, f"{field}: expected a mapping of fields, got {_what(p)}")
        name, kind = p.get("name"), p.get("kind", "coach")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME or not name.isprintable():
            raise ScenarioError(origin, f"{field}.name: expected a name of 1-{MAX_NAME} characters, got {_what(name)}")
        if kind not in KINDS:
            raise ScenarioError(origin, f"{field}.kind: expected one of {', '.join(KINDS)}, got {_what(kind)}")
        names.append(name.strip())
        kinds.append(str(kind))
        try:
            seats.append(seat_from({k: v for k, v in p.items() if k not in ("name", "kind")}, field))
        except PositionError as exc:
            raise ScenarioError(origin, str(exc)) from None
    first = data.get("first", 0)
    if type(first) is not int or not 0 <= first < len(players):
        raise ScenarioError(origin, f"first: expected a seat number from 0 to {len(players) - 1}, got {_what(first)}")
    try:
        pos = position_from({k: v for k, v in data.items() if k in POSITION_KEYS}, seats)
        match: Match[Any] = Match.start(RULES, Settings(seed, tuple(names), first, position=pos))
    except (PositionError, MatchError) as exc:
        raise ScenarioError(origin, str(exc)) from None
    except (ValueError, KeyError) as exc:  # the rules could not hold it (a full Trade card, a planet not there)
        raise ScenarioError(origin, f"the position cannot be set up: {exc}") from None
    bad = invariants(match.state)
    if bad:
        raise ScenarioError(origin, f"the position breaks the rules: {bad[0]}")
    title = data.get("title", "")
    return Scenario(match, tuple(kinds), title if isinstance(title, str) else "")
