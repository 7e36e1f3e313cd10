"""War's ranking as facts (age_of_galaxy/engine/war_facts.py) and in words (words/war_told.py): each seat's place,
the numbers it ranks by, why it stands there, and its reward (G52-G54, G79); the facts agree with the rules'."""

from __future__ import annotations

import random

from aog_play import give
from test_aog_engine_war_end import at_war, run

from age_of_galaxy.engine import flow as F
from age_of_galaxy.engine.war_facts import overlord, war_ranking
from age_of_galaxy.words.war_told import rank_lines, rank_table
from tabletop.grammar import Voice


def test_ties_by_strength_then_shared_places_say_why() -> None:
    # G52: by Cruisers, ties by Strength at every place; still tied share (1, 1, 3); no Cruiser: no rank.
    # G54: a shared first has no Overlord.
    s = at_war(4)
    for w, (c, st) in enumerate([(3, 1), (3, 1), (2, 5), (0, 9)]):
        give(s, w, cruiser=c, strength=st)
    ranks = {r.seat: r for r in war_ranking(s)}
    assert [(ranks[w].place, ranks[w].why) for w in range(4)] == \
        [(1, "shared"), (1, "shared"), (3, "fewer"), (None, "none")]
    assert overlord(war_ranking(s)) is None
    # G53 at 4 players: a shared first gets the full first reward each; third 1 Prestige
    assert (ranks[0].prestige, ranks[0].relic, ranks[2].prestige, ranks[2].relic) == (3, 1, 1, 0)
    voice = Voice.reading(["Ann", "Bo", "Cy", "Di"], 0)
    lines = rank_lines(war_ranking(s), voice)
    assert lines[-1] == "First place is shared: there is no Overlord and nobody acquires a planet (G54)."
    assert "Di: 0 Cruisers, Strength 9 — no Cruiser in supply: does not rank (G52)." in lines
    give(s, 1, strength=2)
    ranks = {r.seat: r for r in war_ranking(s)}
    assert [(ranks[w].place, ranks[w].why) for w in range(3)] == [(2, "weaker"), (1, "strength"), (3, "fewer")]
    assert overlord(war_ranking(s)) == 1
    lines = rank_lines(war_ranking(s), voice)
    assert "Bo is first: 3 Cruisers, Strength 2 — tied on Cruisers, more Strength (G52); gains 3 Prestige + 1 Relic " \
        "(G53)." in lines
    assert lines[-1] == "Bo is Overlord and may acquire a planet (G54)."
    table = rank_table(war_ranking(s), voice)
    assert table[0][0] == "Place" and table[2][:4] == ("Second", "You", "3", "1")


def test_the_facts_agree_with_the_war_the_rules_play() -> None:
    # G52-G54: over many random musters, each fact's place is the rules' place, the reward is what the War gives,
    # and the sole Overlord is the seat the rules ask to acquire
    rng = random.Random(7)
    for _ in range(60):
        n = rng.choice((2, 3, 4))
        s = at_war(n, seed=rng.randrange(50))
        for w in range(n):
            give(s, w, cruiser=rng.randrange(0, 4), strength=rng.randrange(0, 4))
        ranks = war_ranking(s)
        assert sorted((r.seat, r.place) for r in ranks if r.place is not None) == sorted(F.war_places(s))
        before = [s.prestige.total(w) for w in range(n)]
        lord = overlord(ranks)
        pending, _events = run(s)
        assert [s.prestige.total(w) - before[w] for w in range(n)] == \
            [next(r.prestige for r in ranks if r.seat == w) for w in range(n)]
        asked = pending.seat if pending is not None and pending.kind == "acquire" else None
        if lord is not None and ranks and next(r.cruisers for r in ranks if r.seat == lord) > 0:
            assert asked == lord
        else:
            assert asked is None
