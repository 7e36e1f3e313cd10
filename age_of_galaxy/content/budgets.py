"""The design budgets of RULINGS G85, G96, G97 and G97a, computed from the content's YAML: value units of a
bundle in a round, a card's ability and end-scoring value at 2 and 4 players, a technology card's value. Every
number comes from design.yaml; this module only does the arithmetic the rulings describe."""

from __future__ import annotations

from typing import Any

import attrs

from age_of_galaxy.content.schema import (
    Bundle,
    Content,
    CostMod,
    Countable,
    EndScoring,
    FactionCard,
    FreeAction,
    GainPer,
    GalaxyScoring,
    OnAction,
    OnProductionEnd,
    OthersLose,
    PrivateExploration,
    Technology,
)

ROUNDS = (1, 2, 3, 4, 5)
PLAYER_COUNTS = (2, 4)  # G97: every card is checked at 2 and at 4 players (G97a's two columns)


def unit(design: Any, resource: str, when: int | str) -> float:
    """G85: one `resource` arriving at `when` ("setup" or round 1-5)."""
    values = design["values"]
    if resource in ("credit", "productivity"):
        return float(values[resource][when])
    return float(values["flat"][resource])


def value(design: Any, bundle: Bundle, when: int | str) -> float:
    return sum(n * unit(design, k, when) for k, n in bundle)


def count_key(card: FactionCard | None, countable: Countable) -> str:
    """The G97a row for a countable, as seen by the card holding it."""
    if countable.name == "planets_of_type" and card is not None and countable.of == card.adaptation:
        return "planets_of_own_adaptation"
    return countable.name


def production_round(design: Any, card: FactionCard, ability: OnProductionEnd, r: int) -> float:
    """What one Production's gain is worth in round r (G97: per_count at G97a's per-round count / per, not rounded,
    capped at max)."""
    if ability.form == "bundle":
        assert ability.bundle is not None
        return value(design, ability.bundle, r)
    assert ability.count is not None and ability.resource is not None
    count = float(design["expected"]["per_round"][count_key(card, ability.count)])
    return min(count / ability.per, ability.max) * unit(design, ability.resource, r)


def ability_value(design: Any, card: FactionCard, players: int) -> float:
    ability = card.ability
    budgets, expected = design["budgets"], design["expected"]
    if isinstance(ability, OnProductionEnd):
        return sum(production_round(design, card, ability, r) for r in ROUNDS)
    if isinstance(ability, OnAction):
        return value(design, ability.gain, budgets["single_trigger"]["on_action_round"]) * \
            float(expected["triggers"][ability.action][players])
    if isinstance(ability, CostMod):
        if ability.per == "relic":
            return ability.amount * float(expected["relics_retrieved"])
        return ability.amount * float(expected["triggers"][ability.action][players])
    if ability is None:
        return 0.0
    return float(budgets["placeholder"][ability.primitive])


def end_vp(design: Any, card: FactionCard | None, scoring: EndScoring) -> float:
    """G96: the VP an end scoring pays at G97a's end-of-game count (count / per, not rounded, capped)."""
    count = float(design["expected"]["end_of_game"][count_key(card, scoring.count)])
    return min(count / scoring.per, scoring.max_vp)


def end_value(design: Any, card: FactionCard) -> float:
    if card.end_scoring is None:
        return 0.0
    return float(design["budgets"]["vp_units"]) * end_vp(design, card, card.end_scoring)


def free_action_surplus(design: Any, ability: FreeAction) -> float:
    """G92: the largest value(gain) - value(spend) over rounds 1-5."""
    return max(value(design, ability.gain, r) - value(design, ability.spend, r) for r in ROUNDS)


def debut_value(design: Any, bundle: Bundle) -> float:
    return value(design, bundle, "setup")


def reinforcement_value(design: Any, bundle: Bundle) -> float:
    return value(design, bundle, int(design["budgets"]["reinforcement"]["round"]))


def technology_value(design: Any, tech: Technology, card: FactionCard | None, players: int) -> float:
    """G97's technology clause: the gain at round-2 values plus the ongoing effect x G97a, minus the Advanced
    cost. Effects G97a cannot count take design.expected.effect_placeholder; one that only hurts others is 0."""
    expected, budgets = design["expected"], design["budgets"]
    when = int(budgets["technology_gain_round"])
    total = value(design, tech.gain, when) if tech.gain is not None else 0.0
    if tech.gain_choice:
        total += max(value(design, b, when) for b in tech.gain_choice)
    if tech.gain_per is not None:
        total += _gain_per(design, tech.gain_per, card, when)
    for effect in tech.effects:
        if isinstance(effect, OnAction):
            total += value(design, effect.gain, budgets["single_trigger"]["on_action_round"]) * \
                float(expected["triggers"][effect.action][players])
        elif isinstance(effect, CostMod):
            times = expected["cruisers_manufactured"] if effect.per == "cruiser" else \
                expected["triggers"][effect.action][players]
            total += effect.amount * float(times)
        elif isinstance(effect, PrivateExploration):
            total += effect.tokens * float(expected["exploration_token"])
        elif isinstance(effect, GalaxyScoring):
            end = expected["end_of_game"]
            vp = effect.colonized * float(end["colonized_planets"]) + effect.developed * float(end["developed_planets"])
            total += float(budgets["vp_units"]) * (vp if effect.max_vp is None else min(effect.max_vp, vp))
        elif isinstance(effect, OthersLose):
            continue
        else:
            total += float(expected["effect_placeholder"])
    return total - float(budgets["technology_cost"])


def _gain_per(design: Any, gain: GainPer, card: FactionCard | None, when: int) -> float:
    per_round = design["expected"]["per_round"]
    planets = sum(float(per_round["planets_of_own_adaptation" if card is not None and t == card.adaptation
                                    else "planets_of_type"]) for t in gain.per_planet_of)
    return planets * unit(design, gain.resource, when)


@attrs.frozen
class CardBudget:
    """What the validator computed for one faction card (shown in the reference)."""

    card_id: str
    debut: float
    reinforcement: float
    ability: tuple[float, ...]  # per PLAYER_COUNTS
    end: float
    end_vp: float
    technology: tuple[float, ...]  # technology cards: the G97 technology value per PLAYER_COUNTS

    @property
    def total(self) -> tuple[float, ...]:
        return tuple(a + self.end for a in self.ability)


def card_budget(content: Content, card: FactionCard) -> CardBudget:
    design = content.design
    techs = [t for t in content.technologies if t.id in card.technologies]
    return CardBudget(
        card.id, debut_value(design, card.debut), reinforcement_value(design, card.reinforcement),
        tuple(ability_value(design, card, p) for p in PLAYER_COUNTS) if card.ability is not None else (),
        end_value(design, card), end_vp(design, card, card.end_scoring) if card.end_scoring else 0.0,
        tuple(sum(technology_value(design, t, card, p) for t in techs) for p in PLAYER_COUNTS) if techs else ())
