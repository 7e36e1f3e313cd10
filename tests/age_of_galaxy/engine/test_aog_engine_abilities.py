"""Age of Galaxy engine: the G92 ability primitives from Alliance cards and the technologies' effects (G47-G51),
each with a real card or technology of the bundled content."""

from __future__ import annotations

from typing import Any

from aog_play import give, offered, play, sim, start, to_first_turn

from age_of_galaxy.content.schema import (
    CostMod,
    ExtraAdaptation,
    FreeAction,
    OnAction,
    OnProductionEnd,
    Protect,
    WarMod,
)
from age_of_galaxy.engine import actions as A
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import economy as E
from age_of_galaxy.engine import flow as F
from age_of_galaxy.engine.state import State
from age_of_galaxy.engine.steps import BeginRound


def first_turn(seed: int = 3) -> State:
    s = to_first_turn(start(seed, 2)).state.clone()
    give(s, 0, credit=0, productivity=0, innovation=0, influence=0, cruiser=0, strength=0, relic=0)
    give(s, 1, credit=0, productivity=0, innovation=0, influence=0, cruiser=0, strength=0, relic=0)
    return s


def card_with(kind: type, test: Any = lambda a: True) -> str:
    return next(c.id for c in C.content().factions if isinstance(c.ability, kind) and test(c.ability))


def ally(s: State, who: int, card: str) -> None:
    """Put `card` into the Alliance (taken from wherever it is, so the cards stay 40)."""
    for p in s.players:
        if card in p.hand:
            p.hand.remove(card)
            p.hand.append(s.deck.pop(0))  # its holder gets another card
            break
    else:
        if card in s.deck:
            s.deck.remove(card)
        elif card in s.discard:
            s.discard.remove(card)
        else:
            owner = next(p for p in s.players if card in p.alliance)
            owner.alliance.remove(card)
            owner.alliance.append(s.deck.pop(0))
    s.players[who].alliance.append(card)


def test_on_production_end_bundle_and_per_count() -> None:
    # G92 on_production_end: the bundle, or floor(count / per) at most max; G20 after step 3
    s = first_turn()
    bundle = card_with(OnProductionEnd, lambda a: a.form == "bundle")
    per = card_with(OnProductionEnd, lambda a: a.form == "per_count" and a.count.name == "relics" and a.per == 2)
    ally(s, 0, bundle)
    ally(s, 0, per)
    give(s, 0, relic=7)
    s.stack = [BeginRound(2)]
    sm = sim(s)
    a, b = C.card(bundle).ability, C.card(per).ability
    assert sm.state.players[0].res["productivity"] == 0 + a.bundle.get("productivity")  # 0 - 1 stays 0, then +1
    assert sm.state.players[0].res[b.resource] == b.max < 7 // b.per  # capped at max


def test_on_action_after_the_action() -> None:
    # G92 on_action: once per such action, after its own gains
    s = first_turn()
    card = card_with(OnAction, lambda a: a.action == "explore")
    ally(s, 0, card)
    give(s, 0, cruiser=1)
    sm = play(sim(s), "act:EX-inf")
    if sm.pending.kind == "explore":
        play(sm, offered(sm)[0])
    token = sm.state.explored[0][1]
    for k, v in C.card(card).ability.gain:
        assert sm.state.players[0].res[k] == C.exploration_gain(token).get(k) + v


def test_cost_mod_per_action_and_per_relic() -> None:
    # G92 cost_mod: the Credit part falls by 1 per action (per Relic for RETRIEVE); G25 never below 0
    s = first_turn()
    colonize = card_with(CostMod, lambda a: a.action == "colonize")
    relic = card_with(CostMod, lambda a: a.per == "relic")
    ally(s, 0, colonize)
    ally(s, 0, relic)
    assert A.colonize_cost(s, 0) == 0
    assert A.retrieve_cost(s, 0, "RE-inf", 2) == 6 - 2
    s.players[0].techs.append("bioship_factories")
    assert A.manufacture_cost(s, 0, "MA1", 3) == 6 - 1 - 3  # G40: Bioship Factories 1 less per Cruiser, MA1 1


def test_free_action_once_per_turn_and_any() -> None:
    # G92 free_action: spend to gain on your turn; once_per_turn only once
    s = first_turn()
    once = card_with(FreeAction, lambda a: a.uses == "once_per_turn")
    ally(s, 0, once)
    a = C.card(once).ability
    give(s, 0, **{k: 2 * v for k, v in a.spend})
    sm = play(sim(s), f"free:{once}")
    for k, v in a.gain:
        assert sm.state.players[0].res[k] == v
    assert f"free:{once}" not in offered(sm)
    s = first_turn()
    anyuse = card_with(FreeAction, lambda a: a.uses == "any")
    ally(s, 0, anyuse)
    a = C.card(anyuse).ability
    give(s, 0, **{k: 2 * v for k, v in a.spend})
    sm = play(sim(s), f"free:{anyuse}", f"free:{anyuse}")
    assert all(sm.state.players[0].res[k] == 0 for k, _ in a.spend)


def test_protect_adaptation_war_mod() -> None:
    # G92 protect (G49, G55), adaptation (G44), war_mod rank_plus (G52)
    s = first_turn()
    guard = card_with(Protect)
    kind = C.card(guard).ability.target
    ally(s, 1, guard)
    pl = next(p for p in s.planets.values() if p.empty)
    pl.type, pl.discs = kind, [1]
    s.players[1].common_discs -= 1
    other = next(p for p in s.planets.values() if p.empty)
    other.type, other.discs = "barren" if kind != "barren" else "arctic", [1]
    s.players[1].common_discs -= 1
    assert E.is_protected(s, pl) and not E.is_protected(s, other)
    extra = card_with(ExtraAdaptation)
    ally(s, 0, extra)
    assert C.card(extra).ability.type in E.adaptations(s, 0)
    rank = card_with(WarMod, lambda a: a.kind == "rank_plus")
    ally(s, 0, rank)
    give(s, 0, cruiser=2, strength=0)
    give(s, 1, cruiser=2, strength=5)
    assert F.war_places(s) == [(0, 1), (1, 2)]  # 2 + 1 beats 2 whatever the Strength


def test_technology_effects() -> None:
    # G47: Terraforming (Barren), Hyperspace Scanner (each EXPLORE), Energy Shields (keep 2 more), Cloaking
    # Cruiser (others lose 2), Deep Space Telescope (G48), Ocean Ecology (G50), Galactic Network (end scoring)
    s = first_turn()
    s.players[0].techs.append("terraforming")
    assert "barren" in E.adaptations(s, 0)
    s.players[0].techs.append("energy_shields")
    assert E.war_bonus(s, 0, "keep_plus") == 2
    s = first_turn()
    f25 = next(c.id for c in C.content().factions if "cloaking_cruiser" in c.technologies)
    ally(s, 0, f25)
    give(s, 0, credit=3, innovation=1)
    give(s, 1, cruiser=3)
    sm = play(sim(s), "act:research")
    play(sm, "research:cloaking_cruiser:credit")
    assert sm.state.players[1].res["cruiser"] == 1 and sm.state.players[0].res["cruiser"] == 1
    s = first_turn()
    f37 = next(c.id for c in C.content().factions if "deep_space_telescope" in c.technologies)
    ally(s, 0, f37)
    give(s, 0, innovation=2)
    top = list(s.explo_stack[:2])
    sm = play(sim(s), "act:research", "research:deep_space_telescope:innovation")
    assert sm.state.players[0].scope == top and sm.state.players[0].res["credit"] == 3  # G47 gain as tuned: 3 Credits
    assert A.explore_targets(sm.state, 0)[-2:] == ["scope:0", "scope:1"]
    assert not any(t.startswith("scope:") for t in A.explore_targets(sm.state, 1))
    s = first_turn()
    f08 = next(c.id for c in C.content().factions if "ocean_ecology" in c.technologies)
    ally(s, 0, f08)
    for pl, kind in zip([p for p in s.planets.values() if p.empty][:3], ("oceanic", "verdant", "arctic"),
                        strict=True):
        pl.type, pl.discs = kind, [0]
        s.players[0].common_discs -= 1
    give(s, 0, innovation=2)
    sm = play(sim(s), "act:research", "research:ocean_ecology:innovation")
    assert sm.state.prestige.total(0) == 2
    mine = E.controlled(sm.state, 0)
    mine[0].discs.append(0)
    sm.state.players[0].common_discs -= 1
    sm.state.players[0].techs += ["galactic_protocol", "galactic_network"]
    assert F.score(sm.state, 0)[4] == 2 + 1 + 1  # G47: 1 VP per Colonized, 2 per Developed planet
