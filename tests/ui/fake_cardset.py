"""A small hand-made CardSet for rendering tests (independent of the YAML loader)."""

from __future__ import annotations

from game.content.model import (
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
COLOURS = ("blue", "green", "red", "gold")


def make_cardset() -> CardSet:
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
