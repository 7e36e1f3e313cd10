"""Builders: one YAML entry (already parsed) -> one frozen definition of alien_artifacts/content/model.py.

Each builder reports problems through a Reporter and returns None when the entry is unusable.
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from alien_artifacts.content import effects as E
from alien_artifacts.content.errors import Reporter, excerpt
from alien_artifacts.content.fields import Fields
from alien_artifacts.content.model import (
    COLOURS,
    TYPES,
    AlienSystemDef,
    ArtifactDef,
    AttackTable,
    CardDef,
    DefensePlanDef,
    Effect,
    FactionAction,
    FactionDef,
    Logistics,
    Operational,
    ResourceDef,
    RulesData,
    ScoringRow,
    Section,
)

HEX_RE = re.compile(r"^#[0-9a-fA-F]{6}$")
_LOGISTICS_KEYS = frozenset({"text", "ongoing", "additionally", "action"})
_CARD_KEYS = frozenset({"id", "name", "type", "flavor", "logistics", "operational"})
_OPERATIONAL_KEYS = {"ship": frozenset({"text", "attack"}), "technology": frozenset({"text", "scoring"}),
                     "planet": frozenset({"text"})}


@attrs.frozen
class Defaults:
    """What Ships and Planets get from the rules data when the card does not say otherwise."""

    ship_logistics: dict[str, Logistics] = attrs.field(hash=False)
    planet_logistics: dict[str, Logistics] = attrs.field(hash=False)
    planet_operational: Operational


def _errors_since(rep: Reporter, before: int) -> bool:
    return len(rep.sink) > before


# ---- Ships, Technologies, Planets ---------------------------------------------------------------
def build_logistics(raw: dict[Any, Any], rep: Reporter, prefix: str, *, need_text: bool = True) -> Logistics:
    f = Fields(raw, rep, _LOGISTICS_KEYS, prefix)
    text = f.text("text", required=need_text)
    ongoing = E.parse_effects(raw.get("ongoing"), E.ONGOING_LIST, rep, f.field("ongoing"))
    additionally = E.parse_effects(raw.get("additionally"), E.ADDITIONALLY_LIST, rep, f.field("additionally"))
    action = E.parse_effects(raw.get("action"), E.ACTION_LIST, rep, f.field("action"))
    if not (raw.get("ongoing") or raw.get("additionally") or raw.get("action")):
        rep.error(prefix.rstrip("."), "needs at least one of ongoing, additionally, action")
    return Logistics(text, ongoing, additionally, action)


def _scoring(raw: Any, rep: Reporter, field: str) -> tuple[ScoringRow, ...]:
    if not isinstance(raw, list) or not 1 <= len(raw) <= 4:
        rep.error(field, f"must be a list of 1 to 4 rows, got {excerpt(raw)}")
        return ()
    rows: list[ScoringRow] = []
    for i, item in enumerate(raw):
        fld = f"{field}[{i}]"
        if not isinstance(item, dict):
            rep.error(fld, f"a row is {{requires: ..., during: N, end: N}}, got {excerpt(item)}")
            continue
        f = Fields(item, rep, frozenset({"requires", "during", "end"}), f"{fld}.")
        during = f.integer("during", 0, 5)
        end = f.integer("end", 0, 10)
        cond = None
        if f.present("requires"):
            cond = E.parse_measure(item["requires"], rep, f.field("requires"), with_at_least=True)
        if cond is not None:
            rows.append(ScoringRow(cond, during, end))
    for i in range(1, len(rows)):
        if rows[i].during < rows[i - 1].during or rows[i].end < rows[i - 1].end:
            rep.error(f"{field}[{i}]", "a row must not score less than the row before it")
    return tuple(rows)


def _operational(kind: str, raw: dict[Any, Any], rep: Reporter) -> Operational:
    f = Fields(raw, rep, _OPERATIONAL_KEYS[kind], "operational.")
    text = f.text("text")
    attack: tuple[Effect, ...] = ()
    scoring: tuple[ScoringRow, ...] = ()
    if kind == "ship":
        attack = f.effects("attack", E.SHIP_ATTACK_LIST, empty="a Ship needs an attack ability")
    elif kind == "technology" and f.present("scoring"):
        scoring = _scoring(raw["scoring"], rep, "operational.scoring")
    return Operational(text, attack, scoring)


def build_card(raw: Any, kind: str, rep: Reporter, defaults: Defaults | None) -> CardDef | None:
    before = len(rep.sink)
    if not isinstance(raw, dict):
        rep.error("", f"must be a mapping, got {excerpt(raw)}")
        return None
    f = Fields(raw, rep, _CARD_KEYS)
    ident, name = f.ident(), f.text("name")
    typ = f.choice("type", TYPES)
    flavor = f.text("flavor", required=False)
    logistics = Logistics()
    log_raw = f.mapping("logistics", required=kind == "technology")
    if log_raw is not None:
        logistics = build_logistics(log_raw, rep, "logistics.")
    elif defaults is not None and typ:
        table = defaults.ship_logistics if kind == "ship" else defaults.planet_logistics
        logistics = table.get(typ, Logistics())
    operational = defaults.planet_operational if (kind == "planet" and defaults) else Operational()
    op_raw = f.mapping("operational", required=kind != "planet")
    if op_raw is not None:
        operational = _operational(kind, op_raw, rep)
    if _errors_since(rep, before):
        return None
    return CardDef(ident, name, kind, typ, logistics, operational, flavor)


# ---- Resources ----------------------------------------------------------------------------------
def _section(raw: Any, rep: Reporter, field: str) -> Section | None:
    if not (isinstance(raw, list) and len(raw) == 3):
        rep.error(field, f"a section is [colour, symbols, type], got {excerpt(raw)}")
        return None
    colour, symbols, typ = raw
    ok = True
    if colour not in COLOURS:
        rep.error(field, f"colour must be one of {', '.join(COLOURS)}; got {excerpt(colour)}")
        ok = False
    if isinstance(symbols, bool) or not isinstance(symbols, int) or not 1 <= symbols <= 3:
        rep.error(field, f"symbols must be 1, 2 or 3, got {excerpt(symbols)}")
        ok = False
    if typ not in TYPES:
        rep.error(field, f"type must be one of {', '.join(TYPES)}; got {excerpt(typ)}")
        ok = False
    return Section(colour, symbols, typ) if ok else None


def build_resource(raw: Any, rep: Reporter) -> ResourceDef | None:
    before = len(rep.sink)
    if not isinstance(raw, dict):
        rep.error("", f"must be a mapping, got {excerpt(raw)}")
        return None
    f = Fields(raw, rep, frozenset({"id", "number", "sections"}))
    ident = f.ident()
    number = f.integer("number", 1, 4)
    secs = raw.get("sections")
    sections: list[Section | None] = []
    if not f.present("sections"):
        pass
    elif isinstance(secs, list) and len(secs) == 2:
        sections = [_section(s, rep, f"sections[{i}]") for i, s in enumerate(secs)]
    else:
        rep.error("sections", f"must be a list of exactly 2 sections, got {excerpt(secs)}")
    if _errors_since(rep, before) or None in sections:
        return None
    a, b = sections
    assert a is not None and b is not None
    return ResourceDef(ident, number, (a, b))


# ---- Alien Systems, Defense Plans, Artifacts ----------------------------------------------------
def _table(raw: Any, place: E.Place, rep: Reporter) -> AttackTable | None:
    if not isinstance(raw, dict):
        rep.error("table", f"must be a mapping of attack values 1-4 to effect lists, got {excerpt(raw)}")
        return None
    keys = sorted(raw, key=str)
    if keys != [1, 2, 3, 4]:
        rep.error("table", f"needs exactly the rows 1, 2, 3, 4; got {', '.join(map(str, keys)) or 'none'}")
        return None
    rows = []
    for value in (1, 2, 3, 4):
        row = raw[value]
        if row is None or not isinstance(row, list):
            rep.error(f"table.{value}", f"must be a list of effects ([] for nothing), got {excerpt(row)}")
            return None
        rows.append(E.parse_effects(row, place, rep, f"table.{value}"))
    return AttackTable((rows[0], rows[1], rows[2], rows[3]))


def build_alien_system(raw: Any, rep: Reporter) -> AlienSystemDef | None:
    before = len(rep.sink)
    if not isinstance(raw, dict):
        rep.error("", f"must be a mapping, got {excerpt(raw)}")
        return None
    f = Fields(raw, rep, frozenset({"id", "name", "table", "flavor"}))
    ident, name, flavor = f.ident(), f.text("name"), f.text("flavor", required=False)
    table = _table(raw["table"], E.ALIEN_ROW, rep) if f.present("table") else None
    if _errors_since(rep, before) or table is None:
        return None
    return AlienSystemDef(ident, name, table, flavor)


def build_defense_plan(raw: Any, rep: Reporter) -> DefensePlanDef | None:
    before = len(rep.sink)
    if not isinstance(raw, dict):
        rep.error("", f"must be a mapping, got {excerpt(raw)}")
        return None
    f = Fields(raw, rep, frozenset({"id", "name", "table", "flavor"}))
    ident, name, flavor = f.ident(), f.text("name"), f.text("flavor", required=False)
    table = _table(raw["table"], E.DEFENSE_ROW, rep) if f.present("table") else None
    if _errors_since(rep, before) or table is None:
        return None
    return DefensePlanDef(ident, name, table, False, flavor)


def build_artifact(raw: Any, rep: Reporter) -> ArtifactDef | None:
    before = len(rep.sink)
    if not isinstance(raw, dict):
        rep.error("", f"must be a mapping, got {excerpt(raw)}")
        return None
    f = Fields(raw, rep, frozenset({"id", "name", "text", "play", "flavor"}))
    ident, name, text = f.ident(), f.text("name"), f.text("text")
    flavor = f.text("flavor", required=False)
    play = f.effects("play", E.ARTIFACT_LIST, empty="an Artifact must do something")
    if _errors_since(rep, before):
        return None
    return ArtifactDef(ident, name, text, play, flavor)


# ---- Factions -----------------------------------------------------------------------------------
def build_faction(raw: Any, rep: Reporter) -> FactionDef | None:
    before = len(rep.sink)
    if not isinstance(raw, dict):
        rep.error("", f"must be a mapping, got {excerpt(raw)}")
        return None
    f = Fields(raw, rep, frozenset({"id", "name", "colour", "setup_text", "setup", "action", "end_text",
                                    "end_scoring", "flavor"}))
    ident, name = f.ident(), f.text("name")
    colour = f.text("colour")
    if colour and not HEX_RE.match(colour):
        rep.error("colour", f"must be a colour like '#d04040', got {excerpt(colour)}")
    setup_text, end_text = f.text("setup_text"), f.text("end_text")
    flavor = f.text("flavor", required=False)
    setup = f.effects("setup", E.SETUP_LIST, empty="a faction needs a setup")
    end = f.effects("end_scoring", E.END_LIST, empty="a faction needs end scoring")
    action = None
    act_raw = f.mapping("action")
    if act_raw is not None:
        a = Fields(act_raw, rep, frozenset({"name", "text", "effects"}), "action.")
        a_name, a_text = a.text("name"), a.text("text")
        effects = a.effects("effects", E.FACTION_ACTION_LIST, empty="a faction action must do something")
        action = FactionAction(a_name, a_text, effects)
    if _errors_since(rep, before) or action is None:
        return None
    return FactionDef(ident, name, colour, setup_text, setup, action, end_text, end, flavor)


# ---- Rules data ---------------------------------------------------------------------------------
_RULE_INTS: dict[str, tuple[int, int]] = {
    "start_credits": (0, 15), "start_hand": (0, 6), "hand_limit": (1, 6), "bank_max": (1, 99),
    "assembly_limit": (1, 5), "base_cost": (1, 10), "operational_cost": (1, 10), "blockade_tokens": (0, 99),
    "exploit_produce": (0, 6), "mine_produce": (0, 3),
}
RULE_KEYS = frozenset(_RULE_INTS) | {"round_marker_start", "ship_logistics", "planet_logistics",
                                     "planet_operational", "basic_defense_plan"}


def _by_type(raw: Any, rep: Reporter, field: str) -> dict[str, Logistics]:
    out: dict[str, Logistics] = {}
    if not isinstance(raw, dict):
        rep.error(field, f"must map each Type ({', '.join(TYPES)}) to a logistics side, got {excerpt(raw)}")
        return out
    for key in raw:
        if key not in TYPES:
            rep.error(f"{field}.{key}", f"unknown Type (Types: {', '.join(TYPES)})")
    for typ in TYPES:
        side = raw.get(typ)
        if not isinstance(side, dict):
            rep.error(f"{field}.{typ}", "missing: every Type needs {text: ..., ongoing: [...]}")
            continue
        out[typ] = build_logistics(side, rep, f"{field}.{typ}.")
    return out


def build_rules(raw: Any, rep: Reporter) -> tuple[RulesData, Defaults, str] | None:
    """The rules block -> (RulesData, Ship/Planet defaults, id of the Basic Defense Plan)."""
    before = len(rep.sink)
    if not isinstance(raw, dict):
        rep.error("", f"must be a mapping, got {excerpt(raw)}")
        return None
    f = Fields(raw, rep, RULE_KEYS)
    ints = {key: f.integer(key, lo, hi) for key, (lo, hi) in _RULE_INTS.items()}
    marker: dict[int, int] = {}
    rm = f.mapping("round_marker_start")
    if rm is not None:
        if sorted(rm, key=str) != [2, 3, 4, 5]:
            rep.error("round_marker_start", f"needs the player counts 2, 3, 4, 5; got {sorted(rm, key=str)}")
        for players, space in rm.items():
            if isinstance(space, bool) or not isinstance(space, int) or not 1 <= space <= 10:
                rep.error(f"round_marker_start.{players}", f"must be a space 1-10, got {excerpt(space)}")
            elif isinstance(players, int):
                marker[players] = space
    ships, planets = (_by_type(raw[key], rep, key) if f.present(key) else {}
                      for key in ("ship_logistics", "planet_logistics"))
    op = f.mapping("planet_operational")
    planet_op = Operational()
    if op is not None:
        planet_op = Operational(Fields(op, rep, frozenset({"text"}), "planet_operational.").text("text"))
    basic = f.ident("basic_defense_plan")
    if _errors_since(rep, before):
        return None
    rules = RulesData(
        round_marker_start=marker,
        ship_logistics={t: lg.ongoing for t, lg in ships.items()},
        planet_logistics={t: lg.ongoing for t, lg in planets.items()},
        **ints,
    )
    return rules, Defaults(ships, planets, planet_op), basic
