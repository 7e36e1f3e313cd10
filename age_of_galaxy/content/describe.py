"""Card text generated from the data (G91): resource bundles, ability primitives, end scoring, technologies,
spaces. Nothing here holds a number of its own; the words are the rulebook's vocabulary."""

from __future__ import annotations

from age_of_galaxy.content.schema import (
    BoardSpace,
    Bundle,
    ColonizeBarren,
    CostMod,
    Countable,
    EndScoring,
    Exchange,
    ExtraAdaptation,
    FactionCard,
    FreeAction,
    GalaxyScoring,
    KeepPlus,
    OnAction,
    OnProductionEnd,
    OthersLose,
    PrivateExploration,
    Protect,
    ReachPlus,
    TechEffect,
    Technology,
    WarMod,
)

NAMES = {"credit": ("Credit", "Credits"), "productivity": ("Productivity", "Productivity"),
         "innovation": ("Innovation", "Innovation"), "influence": ("Influence", "Influence"),
         "cruiser": ("Cruiser", "Cruisers"), "strength": ("Strength", "Strength"),
         "relic": ("Relic", "Relics"), "prestige": ("Prestige", "Prestige")}
COUNTED = {"planets": "planet you control", "colonized_planets": "Colonized planet you control",
           "developed_planets": "Developed planet you control", "conquered_planets": "planet your Cruiser holds",
           "technologies": "technology you have researched", "nominate_discs": "disc of yours on a Nominate space",
           "relics": "Relic you have", "strength": "Strength you have", "productivity": "Productivity you have",
           "cruisers_in_supply": "Cruiser in your supply", "credit": "Credit you have",
           "innovation": "Innovation you have", "influence": "Influence you have"}
PLURAL = {"planet": "planets", "technology": "technologies", "disc": "discs", "Relic": "Relics",
          "Cruiser": "Cruisers", "Credit": "Credits"}


def resource(key: str, n: int) -> str:
    return f"{n} {NAMES[key][0] if n == 1 else NAMES[key][1]}"


def bundle(b: Bundle) -> str:
    return " + ".join(resource(k, n) for k, n in b)


def action(name: str) -> str:
    return name.upper()


def counted(c: Countable, n: int) -> str:
    """'3 Relics you have', 'Verdant planet you control', 'Cultural card in your Alliance'."""
    if c.name == "planets_of_type":
        words = f"{(c.of or '').capitalize()} planet you control"
    elif c.name == "alliance_cards":
        words = f"{(c.of or '').capitalize()} card in your Alliance"
    else:
        words = COUNTED[c.name]
    if n == 1:
        return words
    head, _, tail = words.partition(" ")
    if words.split(" ")[0][0].isupper() and words.split(" ")[0] not in PLURAL:  # "Verdant planet ..."
        second, _, rest = tail.partition(" ")
        return f"{n} {head} {PLURAL.get(second, second)} {rest}".strip()
    return f"{n} {PLURAL.get(head, head)} {tail}".strip()


def ability(a: object) -> str:
    if isinstance(a, OnProductionEnd):
        if a.form == "bundle" and a.bundle is not None:
            return f"At the end of each Production: gain {bundle(a.bundle)}."
        assert a.resource is not None and a.count is not None
        return (f"At the end of each Production: gain {resource(a.resource, 1)} per {counted(a.count, a.per)} "
                f"(at most {resource(a.resource, a.max)}).")
    if isinstance(a, OnAction):
        target = f" a {a.planet_type.capitalize()} planet" if a.planet_type else ""
        return f"Every time you {action(a.action)}{target}: gain {bundle(a.gain)}."
    if isinstance(a, CostMod):
        per = {"action": "", "relic": " per Relic", "cruiser": " per Cruiser"}[a.per]
        return f"Every time you {action(a.action)}, pay {resource('credit', a.amount)} less{per}."
    if isinstance(a, FreeAction):
        uses = "once per turn" if a.uses == "once_per_turn" else "any number of times"
        return f"Free action ({uses}): spend {bundle(a.spend)} to gain {bundle(a.gain)}."
    if isinstance(a, Protect):
        return f"Your {a.target.capitalize()} planets are Protected."
    if isinstance(a, ExtraAdaptation):
        return f"Adaptation: you may also COLONIZE {a.type.capitalize()} planets."
    if isinstance(a, WarMod):
        if a.kind == "rank_plus":
            return f"In War, count {resource('cruiser', a.amount)} more when you rank."
        return f"At the end of War, keep {resource('cruiser', a.amount)} more."
    return ""


def end_scoring(e: EndScoring) -> str:
    return f"End of game: 1 VP per {counted(e.count, e.per)} (at most {e.max_vp} VP)."


def effect(e: TechEffect) -> str:
    if isinstance(e, ColonizeBarren):
        return "You may COLONIZE Barren planets."
    if isinstance(e, ReachPlus):
        return f"Planets and Exploration tokens {e.amount} card beyond the Galactic Fleet are reachable for you."
    if isinstance(e, KeepPlus):
        return f"At the end of War, keep {resource('cruiser', e.amount)} more."
    if isinstance(e, PrivateExploration):
        return f"Place {e.tokens} Exploration tokens on this card; only you may EXPLORE them."
    if isinstance(e, OthersLose):
        return f"Every other player loses {resource(e.resource, e.amount)} (if possible)."
    if isinstance(e, GalaxyScoring):
        return (f"End of game: {e.colonized} VP per Colonized and {e.developed} VP per Developed planet "
                "you control" + (f", at most {e.max_vp} VP." if e.max_vp is not None else "."))
    return ability(e)


def technology(t: Technology) -> str:
    parts: list[str] = []
    if t.gain is not None or t.gain_choice:
        gain = bundle(t.gain) if t.gain is not None else ""
        if t.gain_choice:
            either = " or ".join(bundle(b) for b in t.gain_choice)
            gain = f"{gain}, then either {either}" if gain else f"either {either}"
        parts.append(f"Immediately gain {gain}.")
    if t.gain_per is not None:
        kinds = " or ".join(k.capitalize() for k in t.gain_per.per_planet_of)
        parts.append(f"Immediately gain {resource(t.gain_per.resource, 1)} per {kinds} planet you control.")
    parts += [effect(e) for e in t.effects]
    return " ".join(parts)


def requirement(t: Technology, names: dict[str, str]) -> str:
    if not t.requires:
        return ""
    return " or ".join(names.get(r, r) for r in t.requires) + " required"


def card_text(card: FactionCard, names: dict[str, str]) -> list[str]:
    """The card's rules lines, in print order."""
    lines = [f"Debut: {bundle(card.debut)}.", f"Reinforcement: {bundle(card.reinforcement)}."]
    if card.ability is not None:
        lines.append(ability(card.ability))
    for tech_id in card.technologies:
        lines.append(f"Technology: {names.get(tech_id, tech_id)}.")
    if card.end_scoring is not None:
        lines.append(end_scoring(card.end_scoring))
    return lines


def exchange(e: Exchange) -> str:
    return f"Spend {bundle(e.spend)} to gain {bundle(e.gain)}."


def space(s: BoardSpace) -> str:
    if s.prestige:
        return f"NOMINATE: {resource('prestige', s.prestige)}"
    if s.gain is not None:
        return f"{action(s.action)}, then gain {bundle(s.gain)}"
    if s.discount:
        return f"{action(s.action)} for {resource('credit', s.discount)} less"
    return action(s.action)
