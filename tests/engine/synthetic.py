"""Card sets made in code, not YAML: `synthetic_cardset(seed)`, randomly generated but valid (the engine
must play any content, not just ours), and `small_cardset()`, a small hand-made set for rendering tests."""

from __future__ import annotations

import random

from alien_artifacts.content.model import (
    AlienSystemDef,
    ArtifactDef,
    AttackTable,
    CardDef,
    CardSet,
    Condition,
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

TYPES = ("explore", "expand", "exterminate", "exploit")
ACTION_OF = {"explore": "discover", "exterminate": "build", "expand": "develop", "exploit": "trade"}
PLANET_DISCOUNT = {"explore": "discover", "exterminate": "build", "expand": "develop", "exploit": "buy"}


def E(verb: str, **args: object) -> Effect:
    return Effect(verb, dict(args))


def _tech_logistics(rng: random.Random, i: int) -> Logistics:
    pool = [
        Logistics("", ongoing=(E("discount", action=rng.choice(["build", "develop", "discover"]), amount=1),)),
        Logistics("", ongoing=(E("assembly_limit", action=rng.choice(["trade", "build", "mine"]), amount=1),)),
        Logistics("", ongoing=(E("attack_bonus", amount=1, against="any"),)),
        Logistics("", ongoing=(E("hand_limit", amount=1),)),
        Logistics("", ongoing=(E("trade_bonus", amount=1),)),
        Logistics("", ongoing=(E("production_bonus", on="any", amount=1),)),
        Logistics("", ongoing=(E("gold_in_operational"),)),
        Logistics("", ongoing=(E("on", event="complete", do=(E("gain_vp", amount=1, who="self"),), kind="any",
                                 type="any", side="any", first_of_type=True, target="any", min_value=0,
                                 matching=False),)),
        Logistics("", additionally=(E("pay_credits", amount=3), E("gain_vp", amount=1, who="self"))),
        Logistics("", additionally=(E("buy", extra_free=0),)),
        Logistics("", action=(E("pay_resources", blue=2, green=2, red=2, limit=3, gold_ok=False),
                              E("gain_vp", amount=2, who="self"))),
        Logistics("", action=(E("draw_resources", amount=2, who="self"), E("gain_credits", amount=2, who="self"))),
        Logistics("", action=(E("produce", amount=2),)),
        Logistics("", action=(E("place_blockades", amount=1),)),
        Logistics("", additionally=(E("remove_blockades", amount=1),)),
        Logistics("", action=(E("search_deck", deck="planet", type="explore"),)),
        Logistics("", action=(E("draw_choose", deck="ship", draw=3, keep=1),)),
        Logistics("", additionally=(E("temporary_discount", action="build", amount=1),)),
    ]
    return pool[i % len(pool)]


def _scoring(rng: random.Random) -> tuple[ScoringRow, ...]:
    kind = rng.choice(["ship", "technology", "planet", "any"])
    return (
        ScoringRow(Condition("count", {"zone": "empire", "kind": kind, "side": "any", "type": "any"}, 2), 1, 2),
        ScoringRow(Condition("distinct_types", {"zone": "empire", "kind": "any", "side": "any", "type": "any"}, 3),
                   2, 4),
        ScoringRow(Condition("credits", {}, 8), 1, 3),
    )


def synthetic_cardset(seed: int = 0) -> CardSet:
    rng = random.Random(seed)
    cards: dict[str, CardDef] = {}
    for kind in ("ship", "technology", "planet"):
        for t in TYPES:
            for i in range(10):
                uid = f"{kind[:2]}_{t}_{i}"
                if kind == "ship":
                    log = Logistics("", ongoing=(E("assembly_limit", action=ACTION_OF[t], amount=1),))
                    attack: tuple[Effect, ...] = (E("attack_bonus", amount=1 + i % 2, against="any"),)
                    if i % 3 == 0:
                        attack += (E("on", event="ship_attack", do=(E("gain_credits", amount=1, who="self"),),
                                     kind="any", type="any", side="any", first_of_type=False, target="any",
                                     min_value=3, matching=False),)
                    op = Operational("", attack=attack)
                elif kind == "planet":
                    log = Logistics("", ongoing=(E("discount", action=PLANET_DISCOUNT[t], amount=2),))
                    op = Operational("")
                else:
                    log = _tech_logistics(rng, len(cards))
                    op = Operational("", scoring=_scoring(rng))
                cards[uid] = CardDef(uid, uid.replace("_", " ").title(), kind, t, log, op)
    colours = ("blue", "green", "red")
    resources = {}
    for i in range(83):
        c1 = "gold" if i % 9 == 0 else colours[i % 3]
        c2 = colours[(i + 1) % 3]
        resources[f"res_{i:02d}"] = ResourceDef(f"res_{i:02d}", 1 + i % 4, (
            Section(c1, 1 + (i * 7) % 3, TYPES[i % 4]), Section(c2, 1 + (i * 5) % 3, TYPES[(i + 1) % 4])))
    def table(rows: list[tuple[Effect, ...]]) -> AttackTable:
        return AttackTable(tuple(rows))  # type: ignore[arg-type]
    aliens = {f"alien_{i}": AlienSystemDef(f"alien_{i}", f"Alien {i}", table([
        (E("destroy_ship"),), (E("damage_ship"),), (E("gain_vp", amount=2, who="self"),),
        (E("gain_artifact", amount=1), E("gain_vp", amount=1, who="self"))])) for i in range(5)}
    plans = {f"dp_{i}": DefensePlanDef(f"dp_{i}", f"Plan {i}", table([
        (E("destroy_ship"), E("gain_vp", amount=1, who="opponent")), (E("damage_ship"),),
        (E("place_blockades", amount=1),), (E("steal_credits", amount=2), E("place_blockades", amount=1))]))
        for i in range(10)}
    basic = DefensePlanDef("dp_basic", "Basic Defense Plan", table([
        (E("destroy_ship"),), (E("damage_ship"),), (E("place_blockades", amount=1),),
        (E("place_blockades", amount=2),)]), basic=True)
    art_effects = [(E("gain_vp", amount=2, who="self"),), (E("attack"),), (E("score_technology"),),
                   (E("produce", amount=2),), (E("draw_resources", amount=2, who="self"),),
                   (E("discard_resources", amount=1, who="self"), E("gain_credits", amount=4, who="self")),
                   (E("take_card", deck="ship", to="empire", side="operational"),),
                   (E("lose_vp", amount=1, who="self"), E("gain_defense_plan", amount=1))]
    artifacts = {f"art_{i}": ArtifactDef(f"art_{i}", f"Artifact {i}", "", art_effects[i % len(art_effects)])
                 for i in range(16)}
    factions = {}
    for i in range(6):
        setup = (E("draw_choose", deck="technology", draw=2, keep=1), E("take_card", deck="planet",
                 to="under_construction", side="logistics"),
                 E("take_card", deck="ship", to="empire", side="operational"))
        action = FactionAction("Act", "", (E("pay_credits", amount=2), E("draw_resources", amount=1, who="self")))
        end = (E("vp_per", count={"count": {"zone": "empire", "kind": "ship", "side": "operational", "type": "any"}},
                 vp=1, max=99),)
        factions[f"fac_{i}"] = FactionDef(f"fac_{i}", f"Faction {i}", "#888888", "", setup, action, "", end)
    rules = RulesData(round_marker_start={2: 2, 3: 2, 4: 3, 5: 3})
    return CardSet(cards, resources, aliens, plans, basic, artifacts, factions, rules)


COLOURS = ("blue", "green", "red", "gold")


def small_cardset() -> CardSet:
    """A small hand-made set (one faction, one Alien System): the UI's rendering tests draw these faces."""
    cards: dict[str, CardDef] = {}
    for kind in ("ship", "technology", "planet"):
        for i, t in enumerate(TYPES):
            uid = f"{kind}_{t}_{i}"
            lg = Logistics(text="ADDITIONALLY: Gain 1 VP if you have 3 or more Planets in your Empire."
                           if kind == "technology" else "")
            op = Operational(
                attack=(Effect("attack_bonus", {"amount": 1}),) if kind == "ship" else (),
                scoring=(ScoringRow(Condition("count", {"kind": "planet"}, 3), 1, 2),
                         ScoringRow(Condition("count", {"kind": "planet"}, 5), 2, 4)) if kind == "technology" else (),
            )
            cards[uid] = CardDef(uid, f"{t.capitalize()} {kind.capitalize()} {i}", kind, t, lg, op)
    resources = {}
    for n in range(12):
        uid = f"res_{n:02d}"
        a = Section(COLOURS[n % 4], 1 + n % 3, TYPES[n % 4])
        b = Section(COLOURS[(n + 1) % 4], 1 + (n + 1) % 3, TYPES[(n + 2) % 4])
        resources[uid] = ResourceDef(uid, 1 + n % 4, (a, b))
    table = AttackTable(((Effect("destroy_ship"),), (Effect("gain_vp", {"amount": 1}),),
                         (Effect("gain_vp", {"amount": 2}), Effect("gain_artifact", {"amount": 1})),
                         (Effect("gain_vp", {"amount": 3}),)))
    return CardSet(
        cards=cards,
        resources=resources,
        alien_systems={"alien_01": AlienSystemDef("alien_01", "Xylo Nebula", table)},
        defense_plans={"dp_01": DefensePlanDef("dp_01", "Shield Wall", table)},
        basic_defense=DefensePlanDef("dp_basic", "Basic Defense Plan", table, basic=True),
        artifacts={"art_01": ArtifactDef("art_01", "Chrono Key", "Gain 3 credits and draw 1 Resource.",
                                         (Effect("gain_credits", {"amount": 3}),))},
        factions={"star_union": FactionDef("star_union", "Star Union", "#d04040", "Take a Ship.",
                                           (), FactionAction("Levy", "Gain 2 credits.", ()), "1 VP per Ship.", ())},
        rules=RulesData(round_marker_start={2: 3, 3: 3, 4: 4, 5: 4}),
    )
