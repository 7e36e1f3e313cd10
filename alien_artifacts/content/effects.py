"""Effect lists and measures from YAML, checked against the vocabulary in alien_artifacts/content/verbs/.

Every effect comes out as `Effect(verb, args)` with every argument present (defaults filled in).
Nested values are normalised for the engine:
  * a list argument (`on.do`) becomes a tuple of Effects (a one-shot list, checked recursively);
  * a dict argument (`vp_per.count`, `vp_if.requires`) is a measure: `{measure: {filters}}` with
    every filter present, e.g. `{"count": {"zone": "empire", "kind": "ship", "side": "any", ...}}`.

Besides the per-verb schemas of alien_artifacts/content/verbs/, a few placement rules keep cards meaningful
(cards/README.md):
  * `destroy_ship` / `damage_ship` only in Alien System and Defense Plan rows;
  * costs (`pay_credits`, `pay_resources`) come before the effects they pay for;
  * `on` inside a Ship's attack list uses `event: ship_attack`; its filters must fit its event;
  * `who: opponent`, `steal_credits` and `place_blockades` need a player on the other side: not in
    Alien System rows, and in `attack`/`ship_attack` triggers only with `target: player`.
"""

from __future__ import annotations

import difflib
from typing import Any

import attrs

from alien_artifacts.content import verbs as V
from alien_artifacts.content.errors import Reporter, excerpt
from alien_artifacts.content.model import Condition, Effect


@attrs.frozen
class Place:
    """Where an effect list sits on a card; decides which verbs may appear."""

    words: str  # for messages: "an ADDITIONALLY list"
    where: str  # verbs.ONE_SHOT / ONGOING / SHIP_ATTACK / END
    attack_row: bool = False  # destroy_ship / damage_ship allowed
    opponent: bool = False  # `who: opponent` names a player (defender or attacker)
    no_player: bool = False  # there is no player on the other side (Alien System)


ONGOING_LIST = Place("an ONGOING list", V.ONGOING)
ADDITIONALLY_LIST = Place("an ADDITIONALLY list", V.ONE_SHOT)
ACTION_LIST = Place("an ACTION list", V.ONE_SHOT)
SHIP_ATTACK_LIST = Place("a Ship's attack list", V.SHIP_ATTACK)
ALIEN_ROW = Place("an Alien System row", V.ONE_SHOT, attack_row=True, no_player=True)
DEFENSE_ROW = Place("a Defense Plan row", V.ONE_SHOT, attack_row=True, opponent=True)
ARTIFACT_LIST = Place("an Alien Artifact", V.ONE_SHOT)
SETUP_LIST = Place("a faction setup", V.ONE_SHOT)
FACTION_ACTION_LIST = Place("a faction action", V.ONE_SHOT)
END_LIST = Place("faction end scoring", V.END)

WHERE_WORDS = {V.ONE_SHOT: "one-shot lists", V.ONGOING: "ONGOING lists",
               V.SHIP_ATTACK: "Ship attack lists", V.END: "faction end scoring"}
ATTACK_ROW_ONLY = frozenset({"destroy_ship", "damage_ship"})
COSTS = frozenset({"pay_credits", "pay_resources"})
NEEDS_PLAYER = frozenset({"steal_credits", "place_blockades"})
# Which `on` filters mean something for which event (verbs.TRIGGER_EVENTS).
TRIGGER_FILTERS: dict[str, frozenset[str]] = {
    "complete": frozenset({"kind", "type", "side", "first_of_type"}),
    "attack": frozenset({"target"}),
    "ship_attack": frozenset({"min_value", "target"}),
    "produce": frozenset({"matching"}),
}
_TRIGGER_FILTER_ARGS = ("kind", "type", "side", "first_of_type", "target", "min_value", "matching")
_TYPE_WORDS = {int: "an integer", bool: "true or false", str: "a string", list: "a list", dict: "a mapping"}


def _suggest(word: str, options: Any) -> str:
    close = difflib.get_close_matches(word, list(options), n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""


def _type_ok(value: Any, typ: type | tuple[type, ...]) -> bool:
    types = typ if isinstance(typ, tuple) else (typ,)
    if isinstance(value, bool):  # bool is an int subclass: only a bool argument takes it
        return bool in types
    return isinstance(value, types)


def _type_words(typ: type | tuple[type, ...]) -> str:
    types = typ if isinstance(typ, tuple) else (typ,)
    return " or ".join(_TYPE_WORDS.get(t, t.__name__) for t in types)


def check_value(value: Any, arg: V.Arg, rep: Reporter, field: str, name: str) -> bool:
    """Type, choices and range of one argument value; reports and returns False when wrong."""
    if not _type_ok(value, arg.type):
        rep.error(field, f"'{name}' must be {_type_words(arg.type)}, got {excerpt(value)}")
        return False
    if arg.choices is not None and value not in arg.choices:
        choices = ", ".join(str(c) for c in arg.choices)
        rep.error(field, f"'{name}' must be one of {choices}; got {excerpt(value)}")
        return False
    if isinstance(value, int) and not isinstance(value, bool):
        if arg.min is not None and value < arg.min:
            rep.error(field, f"'{name}' must be at least {arg.min}, got {value}")
            return False
        if arg.max is not None and value > arg.max:
            rep.error(field, f"'{name}' must be at most {arg.max}, got {value}")
            return False
    return True


# ---- measures ----------------------------------------------------------------------------------
def parse_measure(raw: Any, rep: Reporter, field: str, *, with_at_least: bool) -> Condition | None:
    """`{count: {kind: ship}, at_least: 3}` (at_least only where with_at_least) -> Condition."""
    if not isinstance(raw, dict):
        rep.error(field, f"must be a mapping like {{count: {{kind: ship}}}}, got {excerpt(raw)}")
        return None
    at_least = 1
    names = [k for k in raw if k != "at_least"]
    if "at_least" in raw:
        if not with_at_least:
            rep.error(field, "'at_least' belongs beside 'requires' here, not inside it")
            return None
        if not check_value(raw["at_least"], V.Arg(int, 1, min=0, max=40), rep, field, "at_least"):
            return None
        at_least = raw["at_least"]
    if len(names) != 1:
        rep.error(field, f"needs exactly one measure ({', '.join(V.MEASURES)}), got {names or 'none'}")
        return None
    name = names[0]
    if name not in V.MEASURES:
        rep.error(field, f"unknown measure {excerpt(name)}{_suggest(str(name), V.MEASURES)}")
        return None
    given = raw[name]
    if given is None:
        given = {}
    if not isinstance(given, dict):
        rep.error(f"{field}.{name}", f"filters must be a mapping, got {excerpt(given)}")
        return None
    spec = V.MEASURES[name]
    ok = True
    for key in given:
        if key not in spec:
            allowed = ", ".join(spec) or "none"
            rep.error(f"{field}.{name}", f"unknown filter {excerpt(key)} for measure '{name}' (allowed: {allowed})")
            ok = False
    filters: dict[str, Any] = {}
    for key, arg in spec.items():
        value = given.get(key, arg.default)
        ok = check_value(value, arg, rep, f"{field}.{name}", key) and ok
        filters[key] = value
    return Condition(name, filters, at_least) if ok else None


# ---- effects -----------------------------------------------------------------------------------
def parse_effects(raw: Any, place: Place, rep: Reporter, field: str) -> tuple[Effect, ...]:
    """A list of effects at `place`; problems go to `rep`, bad effects are left out."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        rep.error(field, f"must be a list of effects, got {excerpt(raw)}")
        return ()
    out: list[Effect] = []
    seen_other = False
    for i, item in enumerate(raw):
        f = f"{field}[{i}]"
        eff = parse_effect(item, place, rep, f)
        if eff is None:
            continue
        if eff.verb in COSTS and seen_other:
            rep.error(f, f"cost '{eff.verb}' must come before the effects it pays for")
        seen_other = seen_other or eff.verb not in COSTS
        out.append(eff)
    return tuple(out)


def _split(item: Any, rep: Reporter, field: str) -> tuple[str, Any] | None:
    if isinstance(item, str):
        return item, None
    if isinstance(item, dict) and len(item) == 1:
        ((verb, value),) = item.items()
        if isinstance(verb, str):
            return verb, value
    if isinstance(item, dict):
        rep.error(field, f"an effect names exactly one verb, got {sorted(map(str, item))}")
    else:
        rep.error(field, f"an effect must be a verb or {{verb: arguments}}, got {excerpt(item)}")
    return None


def parse_effect(item: Any, place: Place, rep: Reporter, field: str) -> Effect | None:
    split = _split(item, rep, field)
    if split is None:
        return None
    name, value = split
    verb = V.VERBS.get(name)
    if verb is None:
        rep.error(field, f"unknown verb {excerpt(name)}{_suggest(name, V.VERBS)}")
        return None
    if place.where not in verb.where:
        allowed = ", ".join(WHERE_WORDS[w] for w in verb.where)
        rep.error(field, f"verb '{name}' is not allowed in {place.words} (only in {allowed})")
        return None
    if name in ATTACK_ROW_ONLY and not place.attack_row:
        rep.error(field, f"verb '{name}' is only for Alien System and Defense Plan rows")
        return None
    if value is None:
        given: dict[str, Any] = {}
    elif isinstance(value, dict):
        given = value
    elif verb.primary is not None:
        given = {verb.primary: value}
    else:
        names = ", ".join(verb.args) or "no arguments"
        rep.error(field, f"verb '{name}' needs named arguments ({names}), got {excerpt(value)}")
        return None
    args = _parse_args(verb, given, place, rep, field)
    if args is None:
        return None
    if not _placement_ok(name, args, place, rep, field):
        return None
    return Effect(name, args)


def _parse_args(verb: V.Verb, given: dict[str, Any], place: Place, rep: Reporter,
                field: str) -> dict[str, Any] | None:
    ok = True
    for key in given:
        if key not in verb.args:
            allowed = ", ".join(verb.args) or "none"
            rep.error(field, f"unknown argument {excerpt(key)} for verb '{verb.name}' (allowed: {allowed})")
            ok = False
    args: dict[str, Any] = {}
    for key, arg in verb.args.items():
        f = f"{field}.{verb.name}"
        if key not in given:
            if arg.default is V.REQUIRED:
                rep.error(f, f"missing argument '{key}'")
                ok = False
                continue
            args[key] = arg.default
            continue
        value = given[key]
        if not check_value(value, arg, rep, f, key):
            ok = False
            continue
        if isinstance(value, list):
            inner = _trigger_place(verb.name, given, place)
            before = len(rep.sink)
            value = parse_effects(value, inner, rep, f"{f}.{key}")
            ok = ok and len(rep.sink) == before
        elif isinstance(value, dict):
            cond = parse_measure(value, rep, f"{f}.{key}", with_at_least=False)
            if cond is None:
                ok = False
                continue
            value = {cond.measure: cond.filters}
        args[key] = value
    return args if ok else None


def _trigger_place(verb: str, given: dict[str, Any], outer: Place) -> Place:
    """The place of a trigger's `do` list: who is on the other side depends on the event."""
    event = given.get("event", "")
    target = given.get("target", "any")
    if event in ("attack", "ship_attack"):
        vs_player = target == "player"
        return Place(f"an 'on: {event}' do list", V.ONE_SHOT, opponent=vs_player, no_player=not vs_player)
    if event == "defend":
        return Place("an 'on: defend' do list", V.ONE_SHOT, opponent=True)
    return Place(f"an 'on: {event}' do list", V.ONE_SHOT)


def _placement_ok(name: str, args: dict[str, Any], place: Place, rep: Reporter, field: str) -> bool:
    ok = True
    if args.get("who") == "opponent" and not place.opponent:
        rep.error(f"{field}.{name}", f"'who: opponent' names nobody in {place.words}")
        ok = False
    if name in NEEDS_PLAYER and place.no_player:
        hint = " (use target: player)" if "do list" in place.words else ""
        rep.error(field, f"verb '{name}' needs a player on the other side, not in {place.words}{hint}")
        ok = False
    if name == "on":
        ok = _trigger_ok(args, place, rep, f"{field}.on") and ok
    if name == "draw_choose" and args["keep"] >= args["draw"]:
        rep.error(f"{field}.{name}", f"'keep' ({args['keep']}) must be less than 'draw' ({args['draw']})")
        ok = False
    if name == "pay_resources" and not any(args[c] for c in ("blue", "green", "red")):
        rep.error(f"{field}.{name}", "pays nothing: give at least one of blue, green, red")
        ok = False
    return ok


def _trigger_ok(args: dict[str, Any], place: Place, rep: Reporter, field: str) -> bool:
    event = args["event"]
    ok = True
    if place.where == V.SHIP_ATTACK and event != "ship_attack":
        rep.error(field, f"a Ship's attack list triggers only on 'ship_attack', not {excerpt(event)}")
        ok = False
    fits = TRIGGER_FILTERS.get(event, frozenset())
    defaults = V.VERBS["on"].args
    for key in _TRIGGER_FILTER_ARGS:
        if args[key] != defaults[key].default and key not in fits:
            rep.error(field, f"filter '{key}' does not apply to event '{event}'")
            ok = False
    if not args["do"]:
        rep.error(field, "'do' must list at least one effect")
        ok = False
    return ok
