"""Reads cards/age_of_galaxy/*.yaml into Content through the kernel's bounded reader (tabletop/yamlread.py):
a truncated, huge, nested or hostile file, a folder or a FIFO named *.yaml, wrong types anywhere, unknown
keys: each gives one line naming the file and the problem, and every file is still read for its own problems.
The design checks that span files (G88, G93-G97) are validate.py's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from age_of_galaxy.content.errors import ContentError, Problem, Reporter, content_dir, shown_path
from age_of_galaxy.content.fields import Fields
from age_of_galaxy.content.schema import (
    ACTIONS,
    ADAPTABLE,
    BOARD_ACTIONS,
    COST_MOD_ACTIONS,
    COUNTABLE_OF,
    COUNTABLES,
    END_ONLY_COUNTABLES,
    FREE_GAIN_KEYS,
    FREE_SPEND_KEYS,
    FREE_USES,
    IDEOLOGIES,
    ON_ACTION_ACTIONS,
    PER_COUNT_GAINS,
    PLANET_TYPES,
    PRIMITIVES,
    PRODUCTION_BUNDLE_KEYS,
    PROTECT_TARGETS,
    RESOURCES,
    TECH_EFFECTS,
    WAR_KINDS,
    Ability,
    BoardSpace,
    Bundle,
    ColonizeBarren,
    Content,
    CostMod,
    Countable,
    Design,
    EndScoring,
    Exchange,
    ExplorationSpot,
    ExplorationToken,
    ExtraAdaptation,
    FactionCard,
    FreeAction,
    GainPer,
    GalaxyScoring,
    KeepPlus,
    OnAction,
    OnProductionEnd,
    OthersLose,
    PlanetToken,
    PrintedPlanet,
    PrivateExploration,
    Protect,
    ReachPlus,
    Slot,
    SystemCard,
    TechEffect,
    Technology,
    TokenSpot,
    TradeCard,
    WarMod,
)
from tabletop.yamlread import Budget, Limits, YamlProblem, read_yaml

# The bundled set: 6 files, about 30 KB together; a few hundred values in the largest.
LIMITS = Limits(what="content file", set_what="content set", max_bytes=256 * 1024, max_depth=12,
                max_values=10_000, max_files=6, set_bytes=1 << 20, set_values=30_000)
FILES = ("factions.yaml", "technologies.yaml", "galaxy.yaml", "trade.yaml", "board.yaml", "design.yaml")
TOP_KEYS = {"factions.yaml": ("factions",), "technologies.yaml": ("technologies",),
            "galaxy.yaml": ("system_cards", "planet_tokens", "exploration_tokens"), "trade.yaml": ("trade_cards",),
            "board.yaml": ("spaces", "trade_slots"), "design.yaml": ("values", "caps", "budgets", "expected",
            "distribution", "technology_cards", "primitives", "pinned", "end_scoring", "galaxy", "board")}
ID_MAX = 40  # characters of an id


def read_content(directory: Path | None = None) -> Content:
    """Every file of `directory` (default: the bundled cards/age_of_galaxy) read and shaped; raises ContentError
    with one line per problem. Cross-file design checks: validate.validate_content."""
    directory = content_dir() if directory is None else directory
    problems: list[Problem] = []
    docs: dict[str, Any] = {}
    budget = Budget.of(LIMITS)
    for name in FILES:
        path = directory / name
        shown = shown_path(path)
        try:
            doc = read_yaml(path, LIMITS, budget)
        except YamlProblem as exc:
            where = f" line {exc.line}" if exc.line else ""
            problems.append(Problem(shown + where, "", "", exc.message))
            if exc.message.startswith(f"too big for a {LIMITS.set_what}"):
                break  # the set is over its budget: no later file is read
            continue
        fields = Fields(Reporter(problems, shown))
        docs[name] = fields.mapping(doc, "", TOP_KEYS[name])
    if problems:
        raise ContentError(problems)
    sink: list[Problem] = []
    content = _shape(directory, docs, sink)
    if sink or content is None:
        raise ContentError(sink)
    return content


def _shape(directory: Path, docs: dict[str, Any], sink: list[Problem]) -> Content | None:
    def reporter(name: str) -> Reporter:
        return Reporter(sink, shown_path(directory / name))

    factions = _each(docs["factions.yaml"]["factions"], "factions", reporter("factions.yaml"), "card", _faction)
    techs = _each(docs["technologies.yaml"]["technologies"], "technologies", reporter("technologies.yaml"),
                  "technology", _technology)
    galaxy = docs["galaxy.yaml"]
    systems = _each(galaxy["system_cards"], "system_cards", reporter("galaxy.yaml"), "system card", _system)
    planets = _each(galaxy["planet_tokens"], "planet_tokens", reporter("galaxy.yaml"), "planet token", _planet)
    explores = _each(galaxy["exploration_tokens"], "exploration_tokens", reporter("galaxy.yaml"),
                     "exploration token", _exploration)
    trades = _each(docs["trade.yaml"]["trade_cards"], "trade_cards", reporter("trade.yaml"), "trade card", _trade)
    spaces = _each(docs["board.yaml"]["spaces"], "spaces", reporter("board.yaml"), "space", _space)
    board = Fields(reporter("board.yaml"))
    slots = board.sequence(docs["board.yaml"]["trade_slots"], "trade_slots", 1, 10)
    trade_slots = tuple(board.choice(s, f"trade_slots[{i}]", BOARD_ACTIONS) for i, s in enumerate(slots or []))
    design_fields = Fields(Reporter(sink, shown_path(directory / "design.yaml"), "design"))
    design_ok = _check_shape(design_fields, docs["design.yaml"], DESIGN_SHAPE, "")
    if sink or not design_ok:
        return None
    return Content(tuple(factions), tuple(techs), tuple(systems), tuple(planets), tuple(explores), tuple(trades),
                   tuple(spaces), tuple(s for s in trade_slots if s is not None), Design(docs["design.yaml"]))


def _each(value: Any, field: str, report: Reporter, owner: str, make: Any) -> list[Any]:
    """Each entry of the list `value`, shaped by `make` (None entries dropped after their problem is reported);
    ids must be unique."""
    items = Fields(report).sequence(value, field, 1)
    made: list[Any] = []
    seen: set[str] = set()
    for i, entry in enumerate(items or []):
        raw_id = entry.get("id") if isinstance(entry, dict) else None
        name = f"{owner} '{raw_id}'" if isinstance(raw_id, str) and len(raw_id) <= ID_MAX else f"{owner} #{i + 1}"
        fields = Fields(report.for_owner(name))
        if isinstance(raw_id, str) and raw_id in seen:
            fields.error("id", f"{owner} id used twice")
            continue
        if isinstance(raw_id, str):
            seen.add(raw_id)
        thing = make(fields, entry)
        if thing is not None:
            made.append(thing)
    return made


def _ident(f: Fields, value: Any) -> str | None:
    text = f.text(value, "id", ID_MAX)
    if text is not None and (text != value or not all(c.isalnum() or c in "_-" for c in text)):
        f.error("id", "must be letters, digits, '_' or '-'")
        return None
    return text


def _countable(f: Fields, data: dict[str, Any], field: str) -> Countable | None:
    name = f.choice(data.get("count"), f"{field}count", COUNTABLES)
    if name is None:
        return None
    if name in COUNTABLE_OF:
        if "of" not in data:
            f.error(f"{field}of", f"missing: {name} counts one of {', '.join(COUNTABLE_OF[name])}")
            return None
        of = f.choice(data["of"], f"{field}of", COUNTABLE_OF[name])
        return None if of is None else Countable(name, of)
    if "of" in data:
        f.error(f"{field}of", f"only planets_of_type and alliance_cards take 'of', not {name}")
        return None
    return Countable(name)


# ---- faction cards (G91, G92, G96) ------------------------------------------------------------------------------
def _faction(f: Fields, value: Any) -> FactionCard | None:
    data = f.mapping(value, "", ("id", "name", "ideology", "adaptation", "debut", "reinforcement", "note"),
                     ("ability", "technologies", "end_scoring"))
    if data is None:
        return None
    card_id = _ident(f, data["id"])
    name = f.text(data["name"], "name", 60)
    ideology = f.choice(data["ideology"], "ideology", IDEOLOGIES)
    adaptation = f.choice(data["adaptation"], "adaptation", ADAPTABLE)
    debut = f.bundle(data["debut"], "debut")
    reinforcement = f.bundle(data["reinforcement"], "reinforcement")
    note = f.text(data["note"], "note")
    ability: Ability | None = None
    techs: tuple[str, ...] = ()
    if ("ability" in data) == ("technologies" in data):
        f.error("ability", "a card has exactly one of 'ability' and 'technologies' (G91)")
        return None
    if "ability" in data:
        ability = _ability(f, data["ability"], adaptation)
        if ability is None:
            return None
    else:
        listed = f.sequence(data["technologies"], "technologies", 1, 2)
        if listed is None:
            return None
        ids = [f.text(t, f"technologies[{i}]", ID_MAX) for i, t in enumerate(listed)]
        if any(t is None for t in ids):
            return None
        techs = tuple(t for t in ids if t is not None)
    end = _end_scoring(f, data["end_scoring"]) if "end_scoring" in data else None
    parts = (card_id, name, ideology, adaptation, debut, reinforcement, note)
    if any(p is None for p in parts) or ("end_scoring" in data and end is None):
        return None
    assert card_id and name and ideology and adaptation and debut and reinforcement and note is not None
    return FactionCard(card_id, name, ideology, adaptation, debut, reinforcement, ability, techs, end, note)


def _end_scoring(f: Fields, value: Any) -> EndScoring | None:
    data = f.mapping(value, "end_scoring", ("count", "per", "max_vp"), ("of",))
    if data is None:
        return None
    count = _countable(f, data, "end_scoring.")
    per = f.integer(data["per"], "end_scoring.per", 1, 4)
    max_vp = f.integer(data["max_vp"], "end_scoring.max_vp", 1, 5)
    if count is None or per is None or max_vp is None:
        return None
    return EndScoring(count, per, max_vp)


_ABILITY_KEYS = {
    "on_production_end": (("form", "gain"), ("count", "of", "per", "max")),
    "on_action": (("action", "gain"), ("planet_type",)),
    "cost_mod": (("action", "per", "amount"), ()),
    "free_action": (("spend", "gain", "uses"), ()),
    "protect": (("target",), ()),
    "adaptation": (("type",), ()),
    "war_mod": (("kind", "amount"), ()),
}


def _ability(f: Fields, value: Any, own_adaptation: str | None) -> Ability | None:
    """One G92 primitive; the validator rejects any other key or value."""
    if not isinstance(value, dict):
        f.mapping(value, "ability", ())
        return None
    kind = f.choice(value.get("primitive"), "ability.primitive", PRIMITIVES)
    if kind is None:
        return None
    required, optional = _ABILITY_KEYS[kind]
    data = f.mapping(value, "ability", ("primitive", *required), optional)
    if data is None:
        return None
    return _PRIMITIVE_READERS[kind](f, data, own_adaptation)


def _on_production_end(f: Fields, d: dict[str, Any], _own: str | None) -> Ability | None:
    form = f.choice(d["form"], "ability.form", ("bundle", "per_count"))
    if form == "bundle":
        extra = [k for k in ("count", "of", "per", "max") if k in d]
        if extra:
            f.error(f"ability.{extra[0]}", "only a per_count form takes count, per and max (G92)")
            return None
        gain = f.bundle(d["gain"], "ability.gain", PRODUCTION_BUNDLE_KEYS)
        return None if gain is None else OnProductionEnd("bundle", bundle=gain)
    if form is None:
        return None
    missing = [k for k in ("count", "per", "max") if k not in d]
    if missing:
        f.error(f"ability.{missing[0]}", "missing (a per_count form takes count, per and max, G92)")
        return None
    resource = f.choice(d["gain"], "ability.gain", PER_COUNT_GAINS)
    count = _countable(f, d, "ability.")
    if count is not None and count.name in END_ONLY_COUNTABLES:
        f.error("ability.count", f"{count.name} is countable for end scoring only (G92)")
        count = None
    per = f.integer(d["per"], "ability.per", 1, 3)
    most = f.integer(d["max"], "ability.max", 1, 3)
    if resource is None or count is None or per is None or most is None:
        return None
    return OnProductionEnd("per_count", resource=resource, count=count, per=per, max=most)


def _on_action(f: Fields, d: dict[str, Any], _own: str | None, field: str = "ability") -> OnAction | None:
    action = f.choice(d["action"], f"{field}.action", ON_ACTION_ACTIONS)
    gain = f.bundle(d["gain"], f"{field}.gain")
    planet = None
    if "planet_type" in d:
        planet = f.choice(d["planet_type"], f"{field}.planet_type", PLANET_TYPES)
        if action is not None and action not in ("colonize", "develop"):
            f.error(f"{field}.planet_type", "only with colonize or develop (G92)")
            return None
        if planet is None:
            return None
    if action is None or gain is None:
        return None
    return OnAction(action, gain, planet)


def _cost_mod(f: Fields, d: dict[str, Any], _own: str | None) -> CostMod | None:
    action = f.choice(d["action"], "ability.action", COST_MOD_ACTIONS)
    per = f.choice(d["per"], "ability.per", ("action", "relic"))
    amount = f.integer(d["amount"], "ability.amount", 1, 1)
    if per == "relic" and action is not None and action != "retrieve":
        f.error("ability.per", "per relic only with retrieve (G92)")
        return None
    if action is None or per is None or amount is None:
        return None
    return CostMod(action, per, amount)


def _free_action(f: Fields, d: dict[str, Any], _own: str | None) -> FreeAction | None:
    spend = f.bundle(d["spend"], "ability.spend", FREE_SPEND_KEYS)
    gain = f.bundle(d["gain"], "ability.gain", FREE_GAIN_KEYS)
    uses = f.choice(d["uses"], "ability.uses", FREE_USES)
    if spend is None or gain is None or uses is None:
        return None
    both = [k for k in spend.kinds() if k in gain.kinds()]
    if both:
        f.error("ability.gain", f"{both[0]} is both spent and gained (G92: no key on both sides)")
        return None
    return FreeAction(spend, gain, uses)


def _protect(f: Fields, d: dict[str, Any], _own: str | None) -> Protect | None:
    target = f.choice(d["target"], "ability.target", PROTECT_TARGETS)
    return None if target is None else Protect(target)


def _adaptation(f: Fields, d: dict[str, Any], own: str | None) -> ExtraAdaptation | None:
    kind = f.choice(d["type"], "ability.type", ADAPTABLE)
    if kind is not None and kind == own:
        f.error("ability.type", "an adaptation ability never repeats the card's own adaptation (G92)")
        return None
    return None if kind is None else ExtraAdaptation(kind)


def _war_mod(f: Fields, d: dict[str, Any], _own: str | None) -> WarMod | None:
    kind = f.choice(d["kind"], "ability.kind", WAR_KINDS)
    amount = f.integer(d["amount"], "ability.amount", 1, 1)
    return None if kind is None or amount is None else WarMod(kind, amount)


_PRIMITIVE_READERS = {"on_production_end": _on_production_end, "on_action": _on_action, "cost_mod": _cost_mod,
                      "free_action": _free_action, "protect": _protect, "adaptation": _adaptation,
                      "war_mod": _war_mod}


# ---- technologies (G38, G39, G47) -------------------------------------------------------------------------------
_EFFECT_KEYS = {
    "colonize_barren": (), "reach_plus": ("amount",), "keep_plus": ("amount",),
    "private_exploration": ("tokens",), "others_lose": ("resource", "amount"),
    "galaxy_scoring": ("colonized", "developed"), "cost_mod": ("action", "per", "amount"),
    "on_action": ("action", "gain"), "protect": ("target",),
}
_EFFECT_OPTIONAL = {"galaxy_scoring": ("max_vp",)}


def _technology(f: Fields, value: Any) -> Technology | None:
    data = f.mapping(value, "", ("id", "name", "tier"), ("board", "requires", "gain", "gain_choice", "gain_per",
                                                          "effects"))
    if data is None:
        return None
    tech_id = _ident(f, data["id"])
    name = f.text(data["name"], "name", 60)
    tier = f.choice(data["tier"], "tier", ("basic", "advanced"))
    ok = tech_id is not None and name is not None and tier is not None
    board: tuple[int, int] | None = None
    if "board" in data:
        cell = f.sequence(data["board"], "board", 2, 2)
        if cell is None:
            ok = False
        else:
            col, row = f.integer(cell[0], "board[0]", 1, 3), f.integer(cell[1], "board[1]", 1, 3)
            ok = ok and col is not None and row is not None
            board = (col, row) if col is not None and row is not None else None
    requires: tuple[str, ...] = ()
    if "requires" in data:
        listed = f.sequence(data["requires"], "requires", 1, 3)
        names = [f.text(r, f"requires[{i}]", ID_MAX) for i, r in enumerate(listed or [])]
        ok = ok and listed is not None and all(n is not None for n in names)
        requires = tuple(n for n in names if n is not None)
    gain = f.bundle(data["gain"], "gain") if "gain" in data else None
    ok = ok and ("gain" not in data or gain is not None)
    choices: list[Bundle | None] = []
    if "gain_choice" in data:
        listed = f.sequence(data["gain_choice"], "gain_choice", 2, 3)
        choices = [f.bundle(b, f"gain_choice[{i}]") for i, b in enumerate(listed or [])]
        ok = ok and listed is not None and all(c is not None for c in choices)
    gain_per = None
    if "gain_per" in data:
        gp = f.mapping(data["gain_per"], "gain_per", ("resource", "per_planet_of"))
        if gp is not None:
            resource = f.choice(gp["resource"], "gain_per.resource", RESOURCES)
            types = f.sequence(gp["per_planet_of"], "gain_per.per_planet_of", 1, len(PLANET_TYPES))
            kinds = [f.choice(t, f"gain_per.per_planet_of[{i}]", PLANET_TYPES) for i, t in enumerate(types or [])]
            if resource is not None and types is not None and all(k is not None for k in kinds):
                gain_per = GainPer(resource, tuple(k for k in kinds if k is not None))
        ok = ok and gain_per is not None
    effects: list[TechEffect] = []
    if "effects" in data:
        listed = f.sequence(data["effects"], "effects", 1, 3)
        ok = ok and listed is not None
        for i, e in enumerate(listed or []):
            effect = _effect(f, e, f"effects[{i}]")
            ok = ok and effect is not None
            if effect is not None:
                effects.append(effect)
    if not ok:
        return None
    assert tech_id and name and tier
    return Technology(tech_id, name, tier, board, requires, gain,
                      tuple(c for c in choices if c is not None), gain_per, tuple(effects))


def _effect(f: Fields, value: Any, field: str) -> TechEffect | None:
    if not isinstance(value, dict):
        f.mapping(value, field, ())
        return None
    kind = f.choice(value.get("effect"), f"{field}.effect", TECH_EFFECTS)
    if kind is None:
        return None
    d = f.mapping(value, field, ("effect", *_EFFECT_KEYS[kind]), _EFFECT_OPTIONAL.get(kind, ()))
    if d is None:
        return None
    if kind == "colonize_barren":
        return ColonizeBarren()
    if kind in ("reach_plus", "keep_plus"):
        n = f.integer(d["amount"], f"{field}.amount", 1, 3)
        return None if n is None else (ReachPlus(n) if kind == "reach_plus" else KeepPlus(n))
    if kind == "private_exploration":
        n = f.integer(d["tokens"], f"{field}.tokens", 1, 3)
        return None if n is None else PrivateExploration(n)
    if kind == "others_lose":
        r, n = f.choice(d["resource"], f"{field}.resource", RESOURCES), f.integer(d["amount"], f"{field}.amount", 1, 3)
        return None if r is None or n is None else OthersLose(r, n)
    if kind == "galaxy_scoring":
        c = f.integer(d["colonized"], f"{field}.colonized", 0, 3)
        v = f.integer(d["developed"], f"{field}.developed", 0, 3)
        cap = f.integer(d["max_vp"], f"{field}.max_vp", 1, 40) if "max_vp" in d else None
        if "max_vp" in d and cap is None:
            return None
        return None if c is None or v is None else GalaxyScoring(c, v, cap)
    if kind == "cost_mod":
        action = f.choice(d["action"], f"{field}.action", COST_MOD_ACTIONS)
        per = f.choice(d["per"], f"{field}.per", ("action", "cruiser"))
        n = f.integer(d["amount"], f"{field}.amount", 1, 3)
        return None if action is None or per is None or n is None else CostMod(action, per, n)
    if kind == "on_action":
        return _on_action(f, d, None, field)
    target = f.choice(d["target"], f"{field}.target", PROTECT_TARGETS)
    return None if target is None else Protect(target)


# ---- galaxy, Trade, board (G86-G90) -----------------------------------------------------------------------------
def _system(f: Fields, value: Any) -> SystemCard | None:
    data = f.mapping(value, "", ("id", "name", "slots"))
    if data is None:
        return None
    card_id, name = _ident(f, data["id"]), f.text(data["name"], "name", 60)
    listed = f.sequence(data["slots"], "slots", 1, 10)
    slots: list[Slot | None] = []
    for i, s in enumerate(listed or []):
        field = f"slots[{i}]"
        if isinstance(s, dict) and "planet" in s:
            d = f.mapping(s, field, ("planet", "reward"))
            if d is None:
                slots.append(None)
                continue
            kind = f.choice(d["planet"], f"{field}.planet", PLANET_TYPES)
            reward = f.bundle(d["reward"], f"{field}.reward")
            slots.append(None if kind is None or reward is None else PrintedPlanet(kind, reward))
        elif isinstance(s, dict) and len(s) == 1 and next(iter(s)) in ("token_spot", "exploration_spot"):
            key = next(iter(s))
            n = f.integer(s[key], f"{field}.{key}", 2, 4)
            slots.append(None if n is None else (TokenSpot(n) if key == "token_spot" else ExplorationSpot(n)))
        else:
            f.error(field, "must be {planet: type, reward: bundle}, {token_spot: n} or {exploration_spot: n}")
            slots.append(None)
    if card_id is None or name is None or listed is None or any(s is None for s in slots):
        return None
    return SystemCard(card_id, name, tuple(s for s in slots if s is not None))


def _planet(f: Fields, value: Any) -> PlanetToken | None:
    data = f.mapping(value, "", ("id", "planet", "reward"))
    if data is None:
        return None
    token_id, kind, reward = _ident(f, data["id"]), f.choice(data["planet"], "planet", ADAPTABLE), \
        f.bundle(data["reward"], "reward")
    return None if token_id is None or kind is None or reward is None else PlanetToken(token_id, kind, reward)


def _exploration(f: Fields, value: Any) -> ExplorationToken | None:
    data = f.mapping(value, "", ("id", "gain"))
    if data is None:
        return None
    token_id, gain = _ident(f, data["id"]), f.bundle(data["gain"], "gain")
    return None if token_id is None or gain is None else ExplorationToken(token_id, gain)


def _trade(f: Fields, value: Any) -> TradeCard | None:
    data = f.mapping(value, "", ("id", "name", "front_spaces", "exchanges"))
    if data is None:
        return None
    card_id, name = _ident(f, data["id"]), f.text(data["name"], "name", 60)
    spaces = f.sequence(data["front_spaces"], "front_spaces", 1, 8)
    mins = [f.integer(n, f"front_spaces[{i}]", 2, 4) for i, n in enumerate(spaces or [])]
    listed = f.sequence(data["exchanges"], "exchanges", 1, 3)
    exchanges: list[Exchange | None] = []
    for i, e in enumerate(listed or []):
        d = f.mapping(e, f"exchanges[{i}]", ("spend", "gain"))
        if d is None:
            exchanges.append(None)
            continue
        spend, gain = f.bundle(d["spend"], f"exchanges[{i}].spend"), f.bundle(d["gain"], f"exchanges[{i}].gain")
        exchanges.append(None if spend is None or gain is None else Exchange(spend, gain))
    if card_id is None or name is None or spaces is None or listed is None or None in mins or None in exchanges:
        return None
    return TradeCard(card_id, name, tuple(n for n in mins if n is not None),
                     tuple(e for e in exchanges if e is not None))


def _space(f: Fields, value: Any) -> BoardSpace | None:
    data = f.mapping(value, "", ("id", "action"), ("min_players", "unlimited", "bonus", "prestige"))
    if data is None:
        return None
    space_id, action = _ident(f, data["id"]), f.choice(data["action"], "action", BOARD_ACTIONS)
    if ("min_players" in data) == ("unlimited" in data):
        f.error("min_players", "a space has exactly one of 'min_players' and 'unlimited' (G86)")
        return None
    minimum = None
    if "unlimited" in data:
        if data["unlimited"] is not True:
            f.error("unlimited", f"must be true, not {data['unlimited']!r:.40}")
            return None
    else:
        minimum = f.integer(data["min_players"], "min_players", 2, 4)
        if minimum is None:
            return None
    gain, discount = None, 0
    if "bonus" in data:
        d = f.mapping(data["bonus"], "bonus", (), ("gain", "discount"))
        if d is None or len(d) != 1:
            if d is not None:
                f.error("bonus", "must hold exactly one of gain and discount")
            return None
        if "gain" in d:
            gain = f.bundle(d["gain"], "bonus.gain")
            if gain is None:
                return None
        else:
            found = f.integer(d["discount"], "bonus.discount", 1, 3)
            if found is None:
                return None
            discount = found
    prestige = 0
    if "prestige" in data:
        found = f.integer(data["prestige"], "prestige", 1, 9)
        if found is None:
            return None
        prestige = found
    if space_id is None or action is None:
        return None
    if (action == "nominate") != bool(prestige):
        f.error("prestige", "a Nominate space, and only one, prints its Prestige (G86)")
        return None
    return BoardSpace(space_id, action, minimum, gain, discount, prestige)


# ---- design.yaml's shape ----------------------------------------------------------------------------------------
NUM, INT, IDS, BUNDLES, INTS = "number", "int", "ids", "bundles", "ints"
PLAYERS = (2, 3, 4)
ROUNDS = ("setup", 1, 2, 3, 4, 5)
PER_ROUND_KEYS = ("planets", "planets_of_type", "planets_of_own_adaptation", "colonized_planets",
                  "developed_planets", "conquered_planets", "technologies", "alliance_cards", "nominate_discs",
                  "relics", "strength", "productivity", "cruisers_in_supply")


def _every(keys: tuple[Any, ...], spec: Any) -> tuple[str, tuple[Any, ...], Any]:
    return ("every", keys, spec)


def _some(keys: tuple[Any, ...] | None, spec: Any) -> tuple[str, tuple[Any, ...] | None, Any]:
    return ("some", keys, spec)


DESIGN_SHAPE: dict[str, Any] = {
    "values": {"flat": _every(("innovation", "influence", "cruiser", "strength", "relic", "prestige"), NUM),
               "credit": _every(ROUNDS, NUM), "productivity": _every(ROUNDS, NUM)},
    "caps": _every(("credit", "productivity", "strength", "cruiser"), INT),
    "budgets": {
        "debut": {"min": NUM, "max": NUM, "min_credit_or_productivity": NUM}, "debut_legal": BUNDLES,
        "technology_debut_value_below": NUM, "technology_extra": BUNDLES, "technology_debut_max": NUM,
        "reinforcement": {"min": NUM, "max": NUM, "round": INT}, "card_value": {"min": NUM, "max": NUM},
        "placeholder": _every(("free_action", "protect", "adaptation", "war_mod"), NUM), "vp_units": NUM,
        "end_scoring_vp": {"min": NUM, "max": NUM},
        "single_trigger": {"on_production_end": NUM, "on_action": NUM, "on_action_round": INT,
                           "per_count_round": INT},
        "free_action_surplus": _every(FREE_USES, NUM), "technology_cost": NUM, "technology_gain_round": INT,
        "card_value_min_by_primitive": _some(PRIMITIVES, NUM)},
    "expected": {
        "triggers": _every(ON_ACTION_ACTIONS, _every((2, 4), NUM)), "relics_retrieved": NUM,
        "cruisers_manufactured": NUM, "per_round": _every(PER_ROUND_KEYS, NUM),
        "end_of_game": _every((*PER_ROUND_KEYS, "credit", "innovation", "influence"), NUM),
        "effect_placeholder": NUM, "exploration_token": NUM},
    "distribution": {"ideologies": ("order of", IDEOLOGIES), "adaptations": ("order of", ADAPTABLE),
                     "table": _every(IDEOLOGIES, INTS)},
    "technology_cards": _some(None, IDS),
    "primitives": _every(PRIMITIVES, IDS),
    "pinned": _some(None, _some(("action", "per"), "text")),
    "end_scoring": IDS,
    "galaxy": {"system_cards": INT, "positions": INT, "printed_planets": _every(PLANET_TYPES, INT),
               "token_spots_per_card": INT, "planet_tokens": INT, "exploration_tokens": INT,
               "telescope_tokens": INT, "exploration_spots_in_use": _every(PLAYERS, INTS)},
    "board": {"open_nominate": _every(PLAYERS, INT), "blocking_discs_board": _every(PLAYERS, INT),
              "blocking_discs_trade": _every(PLAYERS, INT), "trade_cards": INT, "trade_slots": INT,
              "golden_age_discs": _every(PLAYERS, INT)},
}
_ = ACTIONS  # the full action list is schema vocabulary (card text); the design checks name their own subsets


def _check_shape(f: Fields, value: Any, spec: Any, field: str) -> bool:
    """`value` has the shape `spec` (see DESIGN_SHAPE); every problem reported, True when none."""
    if isinstance(spec, dict):
        data = f.mapping(value, field, tuple(spec))
        if data is None:
            return False
        return all([_check_shape(f, data[k], s, f"{field}.{k}" if field else k) for k, s in spec.items()])
    if isinstance(spec, tuple) and spec[0] == "order of":
        listed = f.sequence(value, field, len(spec[1]), len(spec[1]))
        if listed is None or sorted(map(str, listed)) != sorted(spec[1]):
            if listed is not None:
                f.error(field, f"must list each of {', '.join(spec[1])} once")
            return False
        return True
    if isinstance(spec, tuple):
        how, keys, inner = spec
        if not isinstance(value, dict):
            f.mapping(value, field, ())
            return False
        ok = True
        for k in value:
            if (keys is not None and k not in keys) or (keys is None and not isinstance(k, str)):
                f.error(f"{field}.{k!s:.40}", "unknown key" + (f" (known: {', '.join(map(str, keys))})"
                                                                 if keys is not None else ""))
                ok = False
        if how == "every":
            for k in keys:
                if k not in value:
                    f.error(f"{field}.{k}", "missing")
                    ok = False
        return ok and all([_check_shape(f, v, inner, f"{field}.{k}") for k, v in value.items()])
    if spec == NUM:
        return f.number(value, field, 0, 1000) is not None
    if spec == INT:
        return f.integer(value, field, 0, 1000) is not None
    if spec == "text":
        return f.text(value, field, ID_MAX) is not None
    if spec == INTS:
        listed = f.sequence(value, field, 1, 10)
        return listed is not None and all([f.integer(n, f"{field}[{i}]", 0, 1000) is not None
                                           for i, n in enumerate(listed)])
    if spec == IDS:
        listed = f.sequence(value, field, 1)
        return listed is not None and all([f.text(n, f"{field}[{i}]", ID_MAX) is not None
                                           for i, n in enumerate(listed)])
    listed = f.sequence(value, field, 1)  # BUNDLES
    return listed is not None and all([f.bundle(b, f"{field}[{i}]") is not None for i, b in enumerate(listed)])
