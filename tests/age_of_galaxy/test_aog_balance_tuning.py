"""The designed numbers the first balance report changed (docs/age-of-galaxy/BALANCE.md), each checked where the
engine plays it: the Trade cards' fronts, the Galactic Network cap, the three rare technologies' gains."""

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
