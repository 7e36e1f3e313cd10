"""The designed numbers the balance report changed (docs/age-of-galaxy/BALANCE.md): the first pass's Trade-card
fronts, Galactic Network cap and three rare technologies' gains; the second pass's six G47 gains, F09's and F18's
Debuts and the Nominate spaces' Prestige."""

from __future__ import annotations

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import flow as F
from age_of_galaxy.engine.ruleset import RULES, Settings
from tabletop.match import Match


def test_a_golden_age_needs_2_3_4_discs_and_the_blocking_discs_stay() -> None:
    # G87 as tuned by the report: fronts [2, 2, 3, 4]; G86/G12's blocking discs on the Trade cards unchanged
    # (2 players 6, 3 players 3, 4 players 0 over the 3 slots)
    for card in C.content().trade_cards:
        assert card.front_spaces == (2, 2, 3, 4)
        for players, discs, blocked in ((2, 2, 2), (3, 3, 1), (4, 4, 0)):
            front = C.trade_front(card.id, players)
            assert len(front.open_for_placing()) == discs
            assert sum(1 for s in front.spaces if s.blocked) == blocked


def test_galactic_network_pays_at_most_6_vp() -> None:
    # RULINGS "Factions": F16 above 1.3 x 1/N at 2 players in the first report, so Galactic Network is capped
    s = Match.start(RULES, Settings(3, ("Ann", "Bo"))).state.clone()
    planets = list(s.planets.values())[:4]
    assert len(planets) == 4
    for pl in planets:
        pl.discs = [0, 0]  # 4 Developed planets: 8 VP uncapped (G64's pattern, 2 each)
    before = F.score(s, 0)[4]
    s.players[0].techs += ["galactic_protocol", "galactic_network"]
    assert F.score(s, 0)[4] - before == 6
    planets[0].discs = [0]
    planets[1].discs = [0]
    planets[2].discs = []
    planets[3].discs = []
    assert F.score(s, 0)[4] - before == 2  # under the cap: 1 per Colonized planet


def test_the_rare_technologies_give_more_when_researched() -> None:
    # G47's [designed] gains, raised by the report (each was researched in under 10% of player-games)
    gains = {t: dict(C.tech(t).gain.items) for t in ("advanced_engineering", "hyperspace_scanner",
                                                     "planetary_shields")}  # type: ignore[union-attr]
    assert gains == {"advanced_engineering": {"influence": 1, "innovation": 1},
                     "hyperspace_scanner": {"cruiser": 1, "innovation": 1},
                     "planetary_shields": {"strength": 2, "influence": 1}}


def test_the_second_pass_gains_make_every_designed_technology_worth_researching() -> None:
    # G47's [designed] gains raised by the second pass (each researched by under 10% of those who could);
    # Warp Drive's, Cloaking Cruiser's and Nanoconstruct's gains are printed or inferred and stay
    gains = {t: dict(C.tech(t).gain.items) for t in (  # type: ignore[union-attr]
        "antimatter_missile", "ai_complex", "subspace_sensor", "deep_space_telescope", "energy_shields",
        "water_dome_shield")}
    assert gains == {"antimatter_missile": {"strength": 2, "cruiser": 1},
                     "ai_complex": {"credit": 2, "innovation": 1},
                     "subspace_sensor": {"cruiser": 1, "influence": 2},
                     "deep_space_telescope": {"credit": 3, "innovation": 1},
                     "energy_shields": {"strength": 2, "cruiser": 1},
                     "water_dome_shield": {"strength": 2, "influence": 1}}
    assert C.tech("warp_drive").gain is None or not C.tech("warp_drive").gain.items
    assert C.tech("nanoconstruct").gain is None or not C.tech("nanoconstruct").gain.items


def test_f09_and_f18_debut_inside_g97_s_band_now_their_technologies_are_worth_more() -> None:
    # G97: a technology card valued below 6 may take a Debut up to 7 units; AI Complex and Subspace Sensor are
    # now valued over 6, so F18 and F09 take a Debut of 4-5.5 units like every other card
    from age_of_galaxy.content.budgets import card_budget

    for card_id, debut in (("F09", {"credit": 1, "influence": 1}), ("F18", {"productivity": 1})):
        b = card_budget(C.content(), C.card(card_id))
        assert dict(C.card(card_id).debut.items) == debut
        assert min(b.technology) >= 6 and 4 <= b.debut <= 5.5


def test_the_nominate_spaces_pay_5_4_4_4_4_3() -> None:
    # G86's [designed] Prestige, the three lowest raised by one (all open spaces were filled in 3-7% of games)
    assert [C.space(f"NO{i}").prestige for i in range(1, 7)] == [5, 4, 4, 4, 4, 3]
