"""Scenarios: a readable YAML position (hands, Empires, deck order, whose turn) -> a Game.

    from alien_artifacts.match.scenario import load_scenario, scenario_from_state, dump_scenario
    g = load_scenario(Path("cards/scenarios/automatic_construction.yaml"), cards)   # or YAML text
    text = dump_scenario(scenario_from_state(g.state, cards, g.settings))       # capture a position

The file names every card by its content id, each at most once; cards it does not name are shuffled
from the seed into their decks (under the named top cards). The position enters the game's log as one
`PositionArranged` event checked with the engine's invariants (alien_artifacts/match/position.py), so the game
saves, loads, replays, verifies and undoes like any other. The format: docs/ENGINE_API.md "Scenarios".
Every problem is a ScenarioError: one line naming the file and what is wrong.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from alien_artifacts.content.errors import described as _what
from alien_artifacts.content.errors import shown_path
from alien_artifacts.content.model import CardSet
from alien_artifacts.content.yamlio import Limits, YamlProblem, parse_yaml, read_yaml
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.names import clean_names
from alien_artifacts.engine.state import State
from alien_artifacts.match.api import Game, GameSettings, SeatSettings
from alien_artifacts.match.position import PositionError

MAX_BYTES = 64 * 1024
# a scenario is small: the card loader's bounded reader with tighter limits (nesting, values with every alias
# counted as what it repeats, a number's length): far above any real position
LIMITS = Limits(what="scenario", max_bytes=MAX_BYTES, max_depth=12, max_values=20_000)
DECKS = ("ship", "technology", "planet", "resource", "alien", "defense", "artifact")
DISCARDS = ("resource", "artifact", "defense")
KINDS = ("human", "easy", "normal", "hard", "random")
SIDES = ("logistics", "operational")
TOP_KEYS = {"title", "about", "seed", "players", "turn", "step", "start_player", "round_marker", "turns_played",
            "end_after", "alien_system", "decks", "discards"}
PLAYER_KEYS = {"name", "faction", "kind", "credits", "vp", "hand", "artifacts", "defense_plans",
               "under_construction", "empire"}
CARD_WORDS = {"ship": "a Ship", "technology": "a Technology", "planet": "a Planet", "resource": "a Resource card",
              "alien": "an Alien System", "defense": "a Defense Plan", "artifact": "an Alien Artifact"}
_PLAIN = re.compile(r"^[A-Za-z0-9_]+( [A-Za-z0-9_]+)?$")


class ScenarioError(ValueError):
    """A scenario that cannot be played; `str()` is one line: the file, then the problem."""

    def __init__(self, origin: str, reason: str) -> None:
        self.origin = origin
        self.reason = " ".join(reason.split())
        super().__init__(f"{origin}: {self.reason}")


class _Bad(Exception):
    """A problem found while reading the data (the origin is added by the caller)."""


# ---- the entry point -------------------------------------------------------------------------------
def load_scenario(source: Path | str, cards: CardSet, *, seed: int | None = None,
                  origin: str | None = None) -> Game:
    """A Game at the position a scenario describes. `source`: a Path to a YAML file, or the YAML text
    itself (a str). `seed` overrides the file's seed. Raises ScenarioError (one line) on any problem."""
    where = origin or (shown_path(source) if isinstance(source, Path) else "<scenario text>")
    try:
        if isinstance(source, Path):
            data = read_yaml(source, LIMITS)
        elif len(source.encode("utf-8", "replace")) > MAX_BYTES:
            raise ScenarioError(where, f"the text is more than {MAX_BYTES} bytes; a scenario may have at most that")
        else:
            data = parse_yaml(source, LIMITS)
    except YamlProblem as exc:
        raise ScenarioError(where, f"line {exc.line}: {exc.message}" if exc.line else exc.message) from None
    return scenario_game(data, cards, seed=seed, origin=where)


def scenario_game(data: Any, cards: CardSet, *, seed: int | None = None, origin: str = "<scenario>") -> Game:
    """A Game from scenario data already parsed (a mapping as the YAML file holds it)."""
    try:
        settings, position = build_position(data, cards, seed)
    except _Bad as exc:
        raise ScenarioError(origin, str(exc)) from None
    try:
        return Game.arranged(cards, settings, position)
    except PositionError as exc:
        raise ScenarioError(origin, str(exc)) from None
    except Exception as exc:  # a position the rules cannot start from must never crash the program
        why = f"{type(exc).__name__}: {exc}"
        raise ScenarioError(origin, f"the rules cannot start from this position ({why})") from None


# ---- reading the data ------------------------------------------------------------------------------
def _mapping(x: Any, where: str, keys: set[str]) -> Mapping[str, Any]:
    if not isinstance(x, dict):
        raise _Bad(f"{where}: expected a mapping of fields, got {_what(x)}")
    unknown = sorted(str(k) for k in x if k not in keys)
    if unknown:
        raise _Bad(f"{where}: unknown field {unknown[0]!r} (known: {', '.join(sorted(keys))})")
    return x


def _list(x: Any, where: str) -> list[Any]:
    if x is None:
        return []
    if not isinstance(x, list):
        raise _Bad(f"{where}: expected a list, got {_what(x)}")
    return x


def _int(x: Any, where: str, low: int, high: int) -> int:
    if not isinstance(x, int) or isinstance(x, bool) or not low <= x <= high:
        raise _Bad(f"{where}: expected a whole number from {low} to {high}, got {_what(x)}")
    return x


def _str(x: Any, where: str) -> str:
    if not isinstance(x, str) or not x.strip():
        raise _Bad(f"{where}: expected a name, got {_what(x)}")
    return x


class _Places:
    """Where each named card lies, so that a card named twice is refused with both places."""

    def __init__(self, cards: CardSet) -> None:
        self.cards = cards
        self.seen: dict[str, str] = {}

    def take(self, x: Any, where: str, what: str, ok: Callable[[str], bool]) -> str:
        if not isinstance(x, str):
            raise _Bad(f"{where}: expected a card id, got {_what(x)}")
        kind = self.kind_of(x)
        if kind is None:
            raise _Bad(f"{where}: unknown card {x!r}")
        if not ok(x):
            raise _Bad(f"{where}: {x!r} is {kind}, not {what}")
        if x in self.seen:
            first = self.seen[x]
            if first.rpartition("[")[0] == where.rpartition("[")[0]:
                raise _Bad(f"{where}: {x!r} appears twice in {first.rpartition('[')[0]}")
            raise _Bad(f"{where}: {x!r} is already in {first}; a card can be in one place only")
        self.seen[x] = where
        return x

    def kind_of(self, uid: str) -> str | None:
        c = self.cards
        if uid in c.cards:
            return CARD_WORDS[c.cards[uid].kind]
        for pool, deck in ((c.resources, "resource"), (c.artifacts, "artifact"), (c.defense_plans, "defense"),
                           (c.alien_systems, "alien")):
            if uid in pool:
                return CARD_WORDS[deck]
        if uid == c.basic_defense.id:
            return "the Basic Defense Plan tile (every player has it)"
        return None

    def tucked(self, x: Any, where: str) -> tuple[str, int]:
        """A Resource card with one section showing: "res_06 red" (the colour names the section)."""
        if not isinstance(x, str) or len(x.split()) != 2:
            raise _Bad(f"{where}: expected a Resource card and the colour that shows, like 'res_06 red', "
                       f"got {_what(x)}")
        uid, colour = x.split()
        self.take(uid, where, "a Resource card", self.cards.resources.__contains__)
        colours = [s.colour for s in self.cards.resources[uid].sections]
        if colour not in colours:
            raise _Bad(f"{where}: {uid} has no {colour} section (it has {' and '.join(colours)})")
        return uid, colours.index(colour)


def _pools(cards: CardSet) -> dict[str, list[str]]:
    return {"ship": [c.id for c in cards.of_kind("ship")], "technology": [c.id for c in cards.of_kind("technology")],
            "planet": [c.id for c in cards.of_kind("planet")], "resource": list(cards.resources),
            "alien": list(cards.alien_systems), "defense": list(cards.defense_plans),
            "artifact": list(cards.artifacts)}


def build_position(data: Any, cards: CardSet, seed: int | None = None) -> tuple[GameSettings, ev.PositionArranged]:
    """Scenario data -> the game's settings and its PositionArranged event (raises _Bad)."""
    top = _mapping(data, "the scenario", TOP_KEYS)
    if seed is None:
        seed = _int(top.get("seed", 0), "seed", 0, 2**63 - 1)
    raw_players = _list(top.get("players"), "players")
    n = len(raw_players)
    if not 2 <= n <= 5:
        raise _Bad(f"players: Alien Artifacts is for 2 to 5 players, not {n} (R1)")
    places = _Places(cards)
    c = cards
    is_card = {k: (lambda u, k=k: u in c.cards and c.cards[u].kind == k) for k in ("ship", "technology", "planet")}
    players: list[dict[str, Any]] = []
    for i, raw in enumerate(raw_players):
        w = f"players[{i}]"
        p = _mapping(raw, w, PLAYER_KEYS)
        name = _str(p.get("name"), f"{w}.name")
        faction = p.get("faction")
        if faction is not None and (not isinstance(faction, str) or faction not in c.factions):
            raise _Bad(f"{w}.faction: unknown faction {_what(faction)} (known: {', '.join(sorted(c.factions))})")
        kind = p.get("kind", "human")
        if kind not in KINDS:
            raise _Bad(f"{w}.kind: expected one of {', '.join(KINDS)}, got {_what(kind)}")
        pl: dict[str, Any] = {
            "name": name, "faction": faction, "kind": kind,
            "credits": _int(p.get("credits", c.rules.start_credits), f"{w}.credits", 0, 10**6),
            "vp": _int(p.get("vp", 0), f"{w}.vp", 0, 10**6),
            "hand": tuple(places.take(x, f"{w}.hand[{j}]", "a Resource card", c.resources.__contains__)
                          for j, x in enumerate(_list(p.get("hand"), f"{w}.hand"))),
            "artifacts": tuple(places.take(x, f"{w}.artifacts[{j}]", "an Alien Artifact", c.artifacts.__contains__)
                               for j, x in enumerate(_list(p.get("artifacts"), f"{w}.artifacts"))),
            "defense_plans": tuple(places.take(x, f"{w}.defense_plans[{j}]", "a Defense Plan",
                                               c.defense_plans.__contains__)
                                   for j, x in enumerate(_list(p.get("defense_plans"), f"{w}.defense_plans"))),
        }
        uc: list[str] = []
        attached: list[tuple[str, str, int]] = []
        for j, entry in enumerate(_list(p.get("under_construction"), f"{w}.under_construction")):
            ew = f"{w}.under_construction[{j}]"
            if isinstance(entry, dict):
                e = _mapping(entry, ew, {"card", "prepared"})
                uid = places.take(e.get("card"), f"{ew}.card", "a Ship, Technology or Planet", c.cards.__contains__)
                for k, x in enumerate(_list(e.get("prepared"), f"{ew}.prepared")):
                    attached.append((uid, *places.tucked(x, f"{ew}.prepared[{k}]")))
            else:
                uid = places.take(entry, ew, "a Ship, Technology or Planet", c.cards.__contains__)
            uc.append(uid)
        empire: list[tuple[str, str, int]] = []
        produced: list[tuple[str, str, int]] = []
        for j, entry in enumerate(_list(p.get("empire"), f"{w}.empire")):
            ew = f"{w}.empire[{j}]"
            if isinstance(entry, dict):
                e = _mapping(entry, ew, {"card", "side", "blockades", "produced"})
                uid = places.take(e.get("card"), f"{ew}.card", "a Ship, Technology or Planet", c.cards.__contains__)
                side = e.get("side")
                tokens = _int(e.get("blockades", 0), f"{ew}.blockades", 0, c.rules.blockade_tokens)
                grown = e.get("produced")
                if grown is not None and not is_card["planet"](uid):
                    raise _Bad(f"{ew}.produced: only Planets hold produced resources, and {uid} is "
                               f"{places.kind_of(uid)}")
                for k, x in enumerate(_list(grown, f"{ew}.produced")):
                    produced.append((uid, *places.tucked(x, f"{ew}.produced[{k}]")))
            elif isinstance(entry, str) and len(entry.split()) == 2:
                uid, side = entry.split()
                uid = places.take(uid, ew, "a Ship, Technology or Planet", c.cards.__contains__)
                tokens = 0
            else:
                raise _Bad(f"{ew}: expected 'card side' (like 'black_plague operational') or a mapping "
                           f"with card and side, got {_what(entry)}")
            if side not in SIDES:
                raise _Bad(f"{ew}: the side must be logistics or operational, got {_what(side)}")
            empire.append((uid, side, tokens))
        pl.update(under_construction=tuple(uc), attached=tuple(attached), empire=tuple(empire),
                  produced=tuple(produced))
        players.append(pl)
    raw_names = [pl["name"] for pl in players]
    if len(set(raw_names)) != n:
        raise _Bad("players: two players have the same name")
    # names are data (alien_artifacts/engine/names.py): the game, its settings and its position event all hold the clean
    # names, so a save of it loads again whatever the file's names held (a NUL, an ESC, 40 characters)
    names = list(clean_names(raw_names))

    def seat_of(key: str, default: int | None) -> int | None:
        if key not in top:
            return default
        who = top[key]
        if isinstance(who, int) and not isinstance(who, bool) and 0 <= who < n:
            return who
        for given in (raw_names, names):
            if isinstance(who, str) and who in given:
                return given.index(who)
        raise _Bad(f"{key}: expected a player's name ({', '.join(names)}), got {_what(who)}")

    current = seat_of("turn", 0)
    assert current is not None
    step = top.get("step", "action")
    if step != "action":
        raise _Bad(f"step: only 'action' (the start of the turn's action step) is supported, got {_what(step)}")
    start = seat_of("start_player", current)
    last = seat_of("end_after", None)
    marker = _int(top.get("round_marker", c.rules.round_marker_start[n]), "round_marker", 1,
                  max(c.rules.round_marker_start.values()))
    turns_played = _int(top.get("turns_played", 0), "turns_played", 0, 10_000)
    alien = top.get("alien_system")
    if alien is not None:
        alien = places.take(alien, "alien_system", "an Alien System", c.alien_systems.__contains__)

    pools = _pools(c)
    raw_decks = _mapping(top.get("decks") or {}, "decks", set(DECKS))
    raw_discards = _mapping(top.get("discards") or {}, "discards", set(DISCARDS))
    tops: dict[str, list[str]] = {}
    rest_to: dict[str, str] = {}
    for deck in DECKS:
        spec = raw_decks.get(deck)
        rest_to[deck] = "deck"
        if isinstance(spec, dict):
            spec_m = _mapping(spec, f"decks.{deck}", {"top", "rest"})
            rest_to[deck] = spec_m.get("rest", "deck")
            allowed = ("deck", "discard") if deck in DISCARDS else ("deck",)
            if rest_to[deck] not in allowed:
                raise _Bad(f"decks.{deck}.rest: expected {' or '.join(allowed)}, got {_what(rest_to[deck])}")
            spec = spec_m.get("top")
        pool = set(pools[deck])
        tops[deck] = [places.take(x, f"decks.{deck}[{j}]", CARD_WORDS[deck], pool.__contains__)
                      for j, x in enumerate(_list(spec, f"decks.{deck}"))]
    named_discards: dict[str, list[str]] = {}
    for deck in DISCARDS:
        pool = set(pools[deck])
        named_discards[deck] = [places.take(x, f"discards.{deck}[{j}]", CARD_WORDS[deck],
                                             pool.__contains__)
                                for j, x in enumerate(_list(raw_discards.get(deck), f"discards.{deck}"))]

    decks: dict[str, list[str]] = {}
    discards: dict[str, list[str]] = {d: list(reversed(named_discards[d])) for d in DISCARDS}
    for deck in DECKS:
        rest = sorted(u for u in pools[deck] if u not in places.seen)
        random.Random(f"{seed}:scenario:{deck}").shuffle(rest)
        if rest_to[deck] == "discard":
            discards[deck] = rest + discards[deck]
            rest = []
        decks[deck] = rest + list(reversed(tops[deck]))
    if alien is None:
        if not decks["alien"]:
            raise _Bad("alien_system: every Alien System is in the deck list; name the one in play")
        alien = decks["alien"].pop()

    factions: list[str | None] = [pl["faction"] for pl in players]
    chosen = [f for f in factions if f is not None]
    if len(set(chosen)) != len(chosen):
        raise _Bad("players: two players have the same faction")
    free = sorted(f for f in c.factions if f not in chosen)
    random.Random(f"{seed}:scenario:factions").shuffle(free)
    dealt = tuple(f if f is not None else free.pop() for f in factions)

    placed = sum(t for pl in players for _u, _s, t in pl["empire"])
    position = ev.PositionArranged(
        names=tuple(names), factions=dealt, credits=tuple(pl["credits"] for pl in players),
        vp=tuple(pl["vp"] for pl in players), hands=tuple(pl["hand"] for pl in players),
        artifacts=tuple(pl["artifacts"] for pl in players),
        defense_plans=tuple(pl["defense_plans"] for pl in players),
        under_construction=tuple(pl["under_construction"] for pl in players),
        attached=tuple(pl["attached"] for pl in players), empire=tuple(pl["empire"] for pl in players),
        produced=tuple(pl["produced"] for pl in players),
        decks=tuple((d, tuple(decks[d])) for d in DECKS), discards=tuple((d, tuple(discards[d])) for d in DISCARDS),
        alien_system=alien, round_marker=marker, start_player=start if start is not None else current,
        current=current, blockades_left=c.rules.blockade_tokens - placed, turns_played=turns_played,
        last_turn_seat=last)
    seats = tuple(SeatSettings(name, f, pl["kind"]) for name, pl, f in zip(names, players, dealt, strict=True))
    return GameSettings(seed, seats, position.start_player), position


# ---- capturing a position --------------------------------------------------------------------------
def at_action_start(state: State) -> bool:
    """True at the start of a turn's action step (nothing done yet): the moment a scenario describes."""
    t = state.turn
    return (not state.over and len(state.stack) == 1 and isinstance(state.stack[0], st.TurnMenu)
            and not (t.action_taken or t.additionally_used or t.activated or t.temp_discounts)
            and not state.open_cards and not state.revealed)


def scenario_from_state(state: State, cards: CardSet, settings: GameSettings | None = None) -> dict[str, Any]:
    """The scenario data of a state at the start of a turn's action step (every card named, every deck
    in full), so that loading it gives the same position. Raises ScenarioError at any other moment."""
    if not at_action_start(state):
        raise ScenarioError("position", "a position can only be captured at the start of a turn's action step")
    kinds = [s.kind for s in settings.seats] if settings is not None else ["human"] * len(state.players)

    def tucked(items: list[tuple[str, int]]) -> list[str]:
        return [f"{u} {cards.resources[u].sections[sec].colour}" for u, sec in items]

    players: list[dict[str, Any]] = []
    for p, kind in zip(state.players, kinds, strict=True):
        uc: list[Any] = [{"card": u, "prepared": tucked(p.attached[u])} if p.attached.get(u) else u
                         for u in p.under_construction]
        empire: list[Any] = []
        for u in p.empire:
            extra: dict[str, Any] = {}
            if p.blockades.get(u):
                extra["blockades"] = p.blockades[u]
            if p.produced.get(u):
                extra["produced"] = tucked(p.produced[u])
            empire.append({"card": u, "side": p.sides[u], **extra} if extra else f"{u} {p.sides[u]}")
        players.append({"name": p.name, "faction": p.faction, "kind": kind, "credits": p.credits, "vp": p.vp,
                        "hand": list(p.hand), "artifacts": list(p.artifacts),
                        "defense_plans": list(p.defense_plans), "under_construction": uc, "empire": empire})
    names = [p.name for p in state.players]
    data: dict[str, Any] = {"seed": settings.seed if settings is not None else 0, "players": players,
                            "turn": names[state.current], "step": "action",
                            "start_player": names[state.start_player], "round_marker": state.round_marker,
                            "turns_played": max(0, state.turn_number - 1)}
    if state.end_triggered and state.last_turn_seat is not None:
        data["end_after"] = names[state.last_turn_seat]
    data["alien_system"] = state.alien_system
    data["decks"] = {d: list(reversed(state.decks.get(d, []))) for d in DECKS}
    data["discards"] = {d: list(reversed(state.discards.get(d, []))) for d in DISCARDS}
    return data


def dump_scenario(data: Mapping[str, Any]) -> str:
    """Scenario data as readable YAML text (piles are listed top card first)."""
    out = ["# An Alien Artifacts scenario (docs/ENGINE_API.md \"Scenarios\"); piles list the top card first."]
    for key in ("title", "about", "seed"):
        if key in data:
            out.append(f"{key}: {_scalar(data[key])}")
    out.append("players:")
    for p in data["players"]:
        first = True
        for key in ("name", "faction", "kind", "credits", "vp", "hand", "artifacts", "defense_plans",
                    "under_construction", "empire"):
            if key not in p:
                continue
            lead = "  - " if first else "    "
            first = False
            value = p[key]
            if key in ("under_construction", "empire") and value:
                out.append(f"{lead}{key}:")
                out.extend(f"      - {_flow(x)}" for x in value)
            else:
                out.append(f"{lead}{key}: {_flow(value)}")
    for key in ("turn", "step", "start_player", "round_marker", "turns_played", "end_after", "alien_system"):
        if key in data:
            out.append(f"{key}: {_scalar(data[key])}")
    for key in ("decks", "discards"):
        if key in data:
            out.append(f"{key}:")
            out.extend(_wrapped(f"  {d}: ", v) for d, v in data[key].items())
    return "\n".join(out) + "\n"


def _scalar(x: Any) -> str:
    if x is None:
        return "null"
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, int):
        return str(x)
    text = str(x)
    if _PLAIN.match(text) and text not in ("null", "true", "false", "yes", "no", "on", "off") \
            and not text[0].isdigit():
        return text
    return json.dumps(text)  # a JSON string is a valid YAML double-quoted scalar


def _flow(x: Any) -> str:
    if isinstance(x, list):
        return "[" + ", ".join(_flow(v) for v in x) + "]"
    if isinstance(x, dict):
        return "{" + ", ".join(f"{k}: {_flow(v)}" for k, v in x.items()) + "}"
    return _scalar(x)


def _wrapped(lead: str, items: list[Any], width: int = 100) -> str:
    """A flow list after `lead`, continued on further lines (indented under it) past `width` columns."""
    lines: list[str] = []
    line = lead + "["
    for i, x in enumerate(items):
        word = _scalar(x) + ("," if i < len(items) - 1 else "")
        if len(line) + len(word) + 1 > width and not line.endswith("["):
            lines.append(line)
            line = " " * (len(lead) + 1) + word
        else:
            line += ("" if line.endswith("[") else " ") + word
    return "\n".join([*lines, line + "]"])
