"""The cards the rulebook names exist with the effects it gives them, and its examples add up."""

from __future__ import annotations

from typing import Any

from alien_artifacts.content.model import CardDef, CardSet, Effect


def _discount(card: CardDef, action: str) -> int:
    return sum(e.get("amount") for e in card.logistics.ongoing if e.verb == "discount" and e.get("action") == action)


def test_star_union_setup_is_the_rulebook_example(cardset: CardSet) -> None:  # R4
    star = cardset.factions["star_union"]
    assert star.name == "Star Union"
    assert star.setup == (
        Effect("draw_choose", {"deck": "technology", "draw": 2, "keep": 1}),
        Effect("take_card", {"deck": "planet", "to": "under_construction", "side": "logistics"}),
        Effect("take_card", {"deck": "ship", "to": "empire", "side": "operational"}),
    )
    assert star.action.effects and star.action.name


def test_calcine_is_an_exterminate_planet_minus_two_to_build(cardset: CardSet) -> None:
    calcine = cardset.cards["calcine"]
    assert (calcine.kind, calcine.type) == ("planet", "exterminate")
    assert _discount(calcine, "build") == 2


def test_black_plague_automatic_construction_example(cardset: CardSet) -> None:  # R20
    plague = cardset.cards["black_plague"]
    assert (plague.kind, plague.name) == ("ship", "Black Plague")
    assert plague.operational.attack, "a Ship has an attack ability"
    # No Ship in the Empire, 3 red attached: Calcine's -2 makes the cost 3, so it completes.
    cost = cardset.rules.base_cost + 0 - _discount(cardset.cards["calcine"], "build")
    assert cost == 3


def test_gutenberg_cost_example(cardset: CardSet) -> None:  # R16
    vitruvious, mika, gutenberg = (cardset.cards[i] for i in ("vitruvious", "mika", "gutenberg"))
    assert gutenberg.kind == "planet"
    assert (vitruvious.type, mika.type) == ("explore", "explore")
    assert _discount(vitruvious, "discover") == _discount(mika, "discover") == 2
    planets_in_empire = 2
    cost = cardset.rules.base_cost + planets_in_empire - _discount(vitruvious, "discover") - _discount(mika, "discover")
    assert cost == 3


def test_intersystem_investment_bank(cardset: CardSet) -> None:
    bank = cardset.cards["intersystem_investment_bank"]
    assert (bank.kind, bank.type) == ("technology", "exploit")
    assert bank.logistics.additionally == (Effect("pay_credits", {"amount": 3}),
                                           Effect("gain_vp", {"amount": 1, "who": "self"}))
    first = bank.operational.scoring[0]
    assert (first.requires.measure, first.requires.filters["kind"], first.requires.at_least) == ("count", "planet", 4)
    assert (first.during, first.end) == (1, 3)


def test_vorsch_spectrum_mk2_first_of_type_trigger(cardset: CardSet) -> None:
    vorsch = cardset.cards["vorsch_spectrum_mk2"]
    assert vorsch.kind == "technology"
    (trigger,) = vorsch.logistics.ongoing
    assert trigger.verb == "on"
    assert trigger.args["event"] == "complete" and trigger.args["first_of_type"] is True
    assert trigger.args["kind"] == "any"
    assert trigger.args["do"] == (Effect("gain_vp", {"amount": 1, "who": "self"}),)


def test_deep_analytics_and_research_program(cardset: CardSet) -> None:
    darp = cardset.cards["deep_analytics_and_research_program"]
    assert darp.kind == "technology"
    pay, gain = darp.logistics.action
    assert pay.verb == "pay_resources"
    assert (pay.get("blue"), pay.get("green"), pay.get("red"), pay.get("gold_ok")) == (2, 2, 2, False)
    assert gain == Effect("gain_vp", {"amount": 2, "who": "self"})


def test_general_capital_dominance_buys_at_the_usual_price(cardset: CardSet) -> None:
    gcd = cardset.cards["general_capital_dominance"]
    assert gcd.kind == "technology"
    assert gcd.logistics.additionally == (Effect("buy", {"extra_free": 0}),)


# ---- the rulebook's scoring example: 15 + 10 + 4 + 2 + 4 = 35 VP ------------------------------
def _matching(empire: list[tuple[CardDef, str]], f: dict[str, Any]) -> list[CardDef]:
    return [c for c, side in empire
            if f.get("kind", "any") in ("any", c.kind) and f.get("type", "any") in ("any", c.type)
            and f.get("side", "any") in ("any", side)]


def _measure(empire: list[tuple[CardDef, str]], spec: dict[str, Any]) -> int:
    ((name, filters),) = spec.items()
    if name == "count":
        return len(_matching(empire, filters))
    assert name == "distinct_types"
    return len({c.type for c in _matching(empire, filters)})


def test_rulebook_scoring_example_is_35_vp(cardset: CardSet) -> None:  # R31
    c = cardset.cards
    empire = [(c["vorsch_spectrum_mk2"], "operational"), (c["black_plague"], "operational"),
              (c["iron_requiem"], "operational"), (c["far_horizon"], "logistics"), (c["calcine"], "logistics"),
              (c["targeting_matrix"], "logistics"), (c["gutenberg"], "logistics"), (c["mika"], "logistics"),
              (c["aurum"], "logistics"), (c["lyceum"], "logistics")]
    during_game = 15
    empire_cards = len(empire)
    tech = max(row.end for row in c["vorsch_spectrum_mk2"].operational.scoring
               if _measure(empire, {row.requires.measure: row.requires.filters}) >= row.requires.at_least)
    faction = [e.get("vp") * _measure(empire, e.get("count")) for e in cardset.factions["star_union"].end_scoring]
    assert (empire_cards, tech, faction) == (10, 4, [2, 4])
    assert during_game + empire_cards + tech + sum(faction) == 35
