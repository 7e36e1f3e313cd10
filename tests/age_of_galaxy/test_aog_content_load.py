"""Age of Galaxy's bundled content: what it holds (RULINGS G86-G96) and the G97 budgets it is checked by, with
the worked checks of G97a reproduced from budgets.py's arithmetic."""

from __future__ import annotations

from collections import Counter

import pytest

from age_of_galaxy.content import budgets as b
from age_of_galaxy.content import describe
from age_of_galaxy.content.schema import (
    Bundle,
    Content,
    CostMod,
    Countable,
    EndScoring,
    FactionCard,
    OnAction,
    OnProductionEnd,
    PrintedPlanet,
    TokenSpot,
)


def test_the_bundled_content_holds_every_component(content: Content) -> None:
    assert len(content.factions) == 40  # G91
    assert len(content.technologies) == 23  # G38, G47
    assert len(content.system_cards) == 8 and len(content.planet_tokens) == 5  # G88, G89
    assert len(content.exploration_tokens) == 9 and len(content.trade_cards) == 5  # G90, G87
    assert content.trade_slots == ("manufacture", "retrieve", "scavenge")  # G10


def test_the_distribution_is_g93s_table(content: Content) -> None:
    # G93: 8 per Ideology and per Adaptation; the pair counts; ids through each row in column order
    assert Counter(c.ideology for c in content.factions) == {i: 8 for i in
                                                             ("cultural", "diplomatic", "industrial", "militaristic",
                                                              "scientific")}
    assert set(Counter(c.adaptation for c in content.factions).values()) == {8}
    assert [c.id for c in content.factions] == [f"F{i:02d}" for i in range(1, 41)]
    pairs = {c.id: (c.ideology, c.adaptation) for c in content.factions}
    assert pairs["F01"] == pairs["F02"] == ("cultural", "arctic")
    assert pairs["F07"] == ("cultural", "volcanic") and pairs["F16"] == ("diplomatic", "verdant")
    assert pairs["F25"] == pairs["F26"] == ("militaristic", "arctic") and pairs["F40"] == ("scientific", "verdant")
    assert "barren" not in {c.adaptation for c in content.factions}  # G44, G91


def test_the_technology_cards_and_primitives_are_where_g94_and_g95_put_them(content: Content) -> None:
    techs = {c.id: c.technologies for c in content.factions if c.technologies}
    assert techs == {"F05": ("water_dome_shield",), "F08": ("ocean_ecology",), "F09": ("subspace_sensor",),
                     "F16": ("galactic_protocol", "galactic_network"), "F18": ("ai_complex",),
                     "F21": ("nanoconstruct", "dark_matter_power"), "F23": ("bioship_factories",),
                     "F25": ("cloaking_cruiser",), "F27": ("ion_cannon",), "F29": ("energy_shields",),
                     "F33": ("quantum_physics",), "F37": ("deep_space_telescope",)}  # G94
    kinds = Counter(c.ability.primitive for c in content.factions if c.ability is not None)
    assert kinds == {"on_production_end": 8, "on_action": 7, "cost_mod": 5, "free_action": 3, "protect": 2,
                     "adaptation": 2, "war_mod": 1}  # G95
    f12 = content.faction("F12").ability
    assert isinstance(f12, CostMod) and (f12.action, f12.per) == ("colonize", "action")  # G95
    scored = sorted(c.id for c in content.factions if c.end_scoring is not None)
    assert scored == ["F02", "F07", "F11", "F14", "F20", "F24", "F28", "F31", "F35", "F39"]  # G96


def test_names_are_original_and_unique(content: Content) -> None:
    names = [c.name for c in content.factions] + [c.name for c in content.trade_cards] + \
        [c.name for c in content.system_cards]
    assert len(set(names)) == len(names) == 53
    # G91 / the open design list: the rulebook's faction tags and its example Trade card are not card names
    rulebook = ("Legarchaea", "Mersoma", "Rt182", "Jamareih", "Kratox", "Tekhlifa", "Qhik", "Shrynix", "Us'ud",
                "Psykrion", "Zephron", "Voicavus", "Lore Exchange")
    assert not [n for n in names if any(word.lower() in n.lower() for word in rulebook)]


def test_the_galaxy_matches_g88(content: Content) -> None:
    printed = Counter(s.type for c in content.system_cards for s in c.slots if isinstance(s, PrintedPlanet))
    assert printed == {"arctic": 3, "desert": 3, "oceanic": 3, "volcanic": 3, "verdant": 3, "barren": 5}
    assert all(sum(isinstance(s, TokenSpot) for s in c.slots) == 1 for c in content.system_cards)
    assert sorted(t.type for t in content.planet_tokens) == ["arctic", "desert", "oceanic", "verdant", "volcanic"]


def test_every_card_is_in_budget_at_2_and_4_players(content: Content) -> None:
    # G97: Debut 4-5.5 (technology cards valued below 6: up to 7), Reinforcement 5-7, card value 7-12
    for card in content.factions:
        budget = b.card_budget(content, card)
        cheap_tech = bool(budget.technology) and max(budget.technology) < 6
        assert 4 <= budget.debut <= (7 if cheap_tech else 5.5), card.id
        assert 5 <= budget.reinforcement <= 7, card.id
        if card.ability is not None and card.ability.primitive != "cost_mod":
            assert all(7 <= t <= 12 for t in budget.total), (card.id, budget.total)
        if card.end_scoring is not None:
            assert 1 <= budget.end_vp <= 2.5, card.id  # G96


def test_the_cost_mod_gap_is_reported_not_hidden(content: Content) -> None:
    # G92 fixes amount 1, G95 gives no end scoring, G97 values 1 x triggers (at most 4): below 7 by construction.
    # design.yaml names the bound used instead; the reference says so beside every such card.
    low = {c.id: b.card_budget(content, c).total for c in content.factions
           if isinstance(c.ability, CostMod)}
    assert set(low) == {"F03", "F12", "F19", "F32", "F34"}
    assert all(max(t) < 7 for t in low.values())
    assert content.design["budgets"]["card_value_min_by_primitive"] == {"cost_mod": 1}


def _card(ability: object = None, end: EndScoring | None = None) -> FactionCard:
    return FactionCard("F99", "Test", "cultural", "arctic", Bundle.of({"credit": 2}), Bundle.of({"relic": 2}),
                       ability, (), end, "")  # type: ignore[arg-type]


@pytest.mark.parametrize(("ability", "end", "players", "expected"), [
    # G97a's worked checks, to the unit
    (OnProductionEnd("per_count", resource="credit", count=Countable("planets"), per=2, max=3), None, 2, 8.125),
    (OnAction("colonize", Bundle.of({"credit": 2})), None, 2, 8.0),
    (OnAction("nominate", Bundle.of({"prestige": 1, "influence": 1})), None, 4, 8.25),
    (OnAction("nominate", Bundle.of({"prestige": 1})), None, 4, 5.25),
    (OnProductionEnd("bundle", bundle=Bundle.of({"credit": 1})), EndScoring(Countable("relics"), 2, 4), 2, 13.5),
    (OnProductionEnd("bundle", bundle=Bundle.of({"credit": 1})), EndScoring(Countable("relics"), 3, 3), 2,
     6.5 + 3.5 * 4 / 3),
])
def test_g97a_worked_checks(content: Content, ability: object, end: EndScoring | None, players: int,
                            expected: float) -> None:
    card = _card(ability, end)
    total = b.ability_value(content.design, card, players) + b.end_value(content.design, card)
    assert total == pytest.approx(expected)


def test_card_text_is_generated_from_the_data(content: Content) -> None:
    names = {t.id: t.name for t in content.technologies}
    f02 = describe.card_text(content.faction("F02"), names)  # G91
    assert f02 == ["Debut: 2 Credits.", "Reinforcement: 1 Credit + 2 Innovation.",
                   "At the end of each Production: gain 1 Innovation per 3 Relics you have (at most 1 Innovation).",
                   "End of game: 1 VP per 3 Relics you have (at most 3 VP)."]
    assert "Technology: Galactic Protocol." in describe.card_text(content.faction("F16"), names)
    xenology = describe.technology(content.technology("xenology"))
    assert xenology == "Immediately gain 1 Prestige, then either 2 Influence or 1 Relic."  # G47
