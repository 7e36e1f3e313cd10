"""Audit: setup (rulebook Setup 1-12, R4, R5) for every faction, and the turn structure (R6, R7, R29)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import card_of, drain, evs, give, keys, move, must, new_game, ready, start_turn

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.engine import events as ev

FACTIONS = sorted(load_cardset().factions)


@pytest.mark.parametrize("faction", FACTIONS)
def test_r4_every_faction_setup_places_cards_without_resolving_them(faction: str) -> None:
    g = new_game(3, seed=7, factions=[None, faction, None], start=2)
    drain(g)  # the setup choices (keep a card) are answered with the first option
    s = g.state
    assert s.turn_number == 1 and s.current == 2  # the start player begins
    # nothing was resolved: no attack, production, reveal for selling, trigger or completion
    for cls in (ev.AttackDeclared, ev.Produced, ev.ResourceRevealed, ev.CardCompleted, ev.TechnologyScored,
                ev.VpChanged):
        assert not evs(g, cls), cls.__name__
    # faction setups ran in turn order from the start player: 2, 0, 1
    order = [e.seat for e in g.events
             if isinstance(e, ev.CardTaken | ev.CardsDrawn | ev.ArtifactGained | ev.DefensePlanGained)]
    firsts = list(dict.fromkeys(order))
    assert firsts == [x for x in (2, 0, 1) if x in firsts]
    for p in s.players:
        assert len(p.hand) == 3 and p.vp == 0
    p = s.players[1]
    extra = sum(e.args["amount"] for e in g.cards.factions[faction].setup if e.verb == "gain_credits")
    assert p.credits == 8 + extra
    assert s.alien_system is not None and s.round_marker == g.cards.rules.round_marker_start[3]


def test_r6_r7_additionally_after_the_action_and_nothing_on_another_players_turn() -> None:
    g = ready(credits=10)
    move(g, "intersystem_investment_bank", "empire", side="logistics")  # pay 3: 1 VP
    move(g, "art_01", "artifact")
    k = give(g, "blue", 1)
    give(g, "blue", 1)
    start_turn(g, 0)
    must(g, "trade:blue", k, "done")
    assert g.state.turn.action_taken and g.pending.kind == "turn"
    assert not any(k.split(":")[0] in ("buy", "trade", "build") for k in keys(g))  # one action only
    assert {"additionally:intersystem_investment_bank", "artifact:art_01", "end_action"} <= set(keys(g))
    must(g, "additionally:intersystem_investment_bank")
    assert "additionally:intersystem_investment_bank" not in keys(g)
    assert g.state.players[0].vp == 1
    must(g, "end_action")
    drain(g, until="turn")
    assert g.pending.seat == 1
    assert not any(k.startswith(("artifact:", "additionally:")) for k in keys(g))


def test_r6_pass_is_offered_only_without_a_legal_action() -> None:
    g = ready(credits=0)
    move(g, "art_13", "artifact")  # Obsidian Idol: playable, but not an action
    start_turn(g, 0)
    assert "pass" in keys(g) and "artifact:art_13" in keys(g)
    g.state.players[0].credits = 5
    start_turn(g, 0)
    assert "pass" not in keys(g)


def test_r29_every_faction_action_is_offered_when_its_costs_can_be_paid() -> None:
    for faction in FACTIONS:
        g = ready(credits=15, factions=[faction, None])
        move(g, card_of(g, "planet", "explore")[0], "empire", side="operational")
        move(g, card_of(g, "ship", "explore")[0], "empire", side="operational")
        move(g, card_of(g, "technology", "explore")[0], "empire", side="operational")
        give(g, "blue", 1)
        start_turn(g, 0)
        assert "faction" in keys(g), faction
