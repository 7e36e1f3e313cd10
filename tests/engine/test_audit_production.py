"""Audit: production (R27), Mine the Planets, Gain Revenue and Sell to the Corporation (R28)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import card_of, drain, evs, give, keys, move, must, on_top, ready, since, start_turn

from alien_artifacts.content.model import ResourceDef
from alien_artifacts.engine import events as ev


def _resource(g, pred: Callable[[ResourceDef], bool]) -> ResourceDef:
    return next(r for r in g.cards.resources.values() if pred(r))


def _mine_one(g, planet: str, res: str) -> list[str]:
    """Seat 0 mines with one operational Planet; `res` is revealed; returns the section options."""
    move(g, planet, "empire", side="operational")
    a, b = give(g, "green", 3, exclude=[res]), give(g, "green", 2, exclude=[res])
    on_top(g, res)
    start_turn(g, 0)
    must(g, "mine", a, b)
    return keys(g) if g.pending.kind == "produce_section" else []


def test_r27_a_matching_section_may_always_be_shown_and_scores_1_vp() -> None:
    # One section matches the Planet's Type and has MORE symbols: both it and the smaller one are legal.
    g = ready()
    r = _resource(g, lambda r: r.sections[0].type != r.sections[1].type
                  and r.sections[0].symbols > r.sections[1].symbols)
    planet = card_of(g, "planet", r.sections[0].type)[0]
    assert _mine_one(g, planet, r.id) == ["section:0", "section:1"]
    must(g, "section:0")
    assert g.state.players[0].vp == 1 and g.state.players[0].produced[planet] == [(r.id, 0)]


def test_r27_without_a_match_the_section_with_fewer_symbols_must_show() -> None:
    g = ready()
    r = _resource(g, lambda r: r.sections[0].symbols > r.sections[1].symbols)
    other = next(t for t in ("explore", "expand", "exterminate", "exploit")
                 if t not in {s.type for s in r.sections})
    planet = card_of(g, "planet", other)[0]
    mark = len(g.events)
    assert _mine_one(g, planet, r.id) == []  # forced: taken by itself
    assert [(e.card, e.section) for e in since(g, mark, ev.Produced)] == [(r.id, 1)]
    assert g.state.players[0].vp == 0


def test_r27_a_tie_without_a_match_lets_the_owner_choose() -> None:
    g = ready()
    r = _resource(g, lambda r: r.sections[0].symbols == r.sections[1].symbols)
    other = next(t for t in ("explore", "expand", "exterminate", "exploit")
                 if t not in {s.type for s in r.sections})
    planet = card_of(g, "planet", other)[0]
    assert _mine_one(g, planet, r.id) == ["section:0", "section:1"]


def test_mine_produces_once_on_each_operational_planet_only() -> None:
    g = ready()
    ops = card_of(g, "planet", "expand", 2)
    for u in ops:
        move(g, u, "empire", side="operational")
    move(g, card_of(g, "planet", "explore")[0], "empire", side="logistics")
    a, b = give(g, "green", 3), give(g, "green", 2)
    start_turn(g, 0)
    mark = len(g.events)
    must(g, "mine", a, b)
    drain(g)
    assert sorted(e.planet for e in since(g, mark, ev.Produced)) == sorted(ops)
    assert "mine" not in keys(g)


def test_r28_revenue_reveals_one_card_per_operational_technology_and_scores_on_a_match() -> None:
    g = ready()
    p = g.state.players[0]
    move(g, "quantum_ledger", "empire", side="operational")  # expand: 3+ Technologies: 1 VP
    move(g, "neural_archive", "empire", side="operational")  # expand: 2+ operational Technologies: 1 VP
    move(g, "parallax_survey_array", "empire", side="logistics")  # logistics: never scores
    hit = _resource(g, lambda r: any(s.type == "expand" for s in r.sections))
    miss = _resource(g, lambda r: all(s.type != "expand" for s in r.sections))
    a, b = give(g, "blue", 3, exclude=[hit.id, miss.id]), give(g, "blue", 2, exclude=[hit.id, miss.id])
    on_top(g, miss.id)
    on_top(g, hit.id)  # the first Technology (Quantum Ledger) sees the hit
    start_turn(g, 0)
    mark = len(g.events)
    must(g, "revenue", a, b)
    drain(g)
    revealed = since(g, mark, ev.ResourceRevealed)
    assert [e.card for e in revealed] == [hit.id, miss.id]
    assert [(e.card, e.vp) for e in since(g, mark, ev.TechnologyScored)] == [("quantum_ledger", 1)]
    assert p.vp == 1
    assert {hit.id, miss.id} <= set(g.state.discards["resource"]) and not g.state.revealed


def test_r28_sell_to_the_corporation_scores_the_highest_fulfilled_row_only() -> None:
    # Xenolinguistics Lab (explore): 2+ Explore cards 1 / 4+ 2 / 6+ 3. With 4 Explore cards: 2 VP.
    g = ready()
    for u in card_of(g, "planet", "explore", 3):
        move(g, u, "empire", side="logistics")
    move(g, "xenolinguistics_lab", "uc")
    for u in card_of(g, "technology", "exploit", 2):
        move(g, u, "empire", side="logistics")
    hit = _resource(g, lambda r: any(s.type == "explore" for s in r.sections))
    a, b = give(g, "blue", 3, exclude=[hit.id]), give(g, "blue", 3, exclude=[hit.id])
    from audit_kit import attach

    attach(g, "xenolinguistics_lab", "blue", 1)
    on_top(g, hit.id)
    start_turn(g, 0)
    must(g, "develop:xenolinguistics_lab", a, b, "side:operational")
    assert [(e.card, e.vp) for e in evs(g, ev.TechnologyScored)] == [("xenolinguistics_lab", 2)]
