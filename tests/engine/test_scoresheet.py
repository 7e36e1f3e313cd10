"""The score sheet (alien_artifacts/match/scoresheet.py): VP by source from the public log, the score after every turn,
the tie-break (R32); and old finished saves, scored before R36, still load (rescored by the rules)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import ahead, card_of, drain, evs, give, move, must, on_top, random_game, ready, start_turn

from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.match.api import Game, final_scoring_start
from alien_artifacts.match.ruleset import AlienArtifacts
from alien_artifacts.match.scoresheet import DURING, FINAL, SOURCES, score_sheet
from tabletop.match import Match, MatchError


def _expand_hit(g: Game, exclude: set[str]) -> str:
    return next(r.id for r in g.cards.resources.values()
                if r.id not in exclude and any(s.type == "expand" for s in r.sections))


def test_r28_gain_revenue_and_selling_are_sources_of_their_own() -> None:
    # R28: a Technology scored by Gain Revenue counts as Revenue; one scored when it enters the Empire
    # operational (sold to the Corporation) as selling; the state's own tally lumps both as "technologies".
    g = ready()
    move(g, "quantum_ledger", "empire", side="operational")
    move(g, "neural_archive", "empire", side="operational")
    move(g, "parallax_survey_array", "empire", side="logistics")
    hit = _expand_hit(g, set())
    a, b = give(g, "blue", 3, exclude=[hit]), give(g, "blue", 2, exclude=[hit])
    on_top(g, hit)
    start_turn(g, 0)
    must(g, "revenue", a, b)
    drain(g)
    sheet = score_sheet(g.events, g.state)
    scored = sum(e.vp for e in evs(g, ev.TechnologyScored))
    assert scored >= 1 and sheet.sources[0]["revenue"] == scored == sheet.during(0) == g.state.players[0].vp

    g = ready()
    for u in card_of(g, "planet", "explore", 3):
        move(g, u, "empire", side="logistics")
    move(g, "xenolinguistics_lab", "uc")
    for u in card_of(g, "technology", "exploit", 2):
        move(g, u, "empire", side="logistics")
    hit = next(r.id for r in g.cards.resources.values() if any(s.type == "explore" for s in r.sections))
    a, b = give(g, "blue", 3, exclude=[hit]), give(g, "blue", 3, exclude=[hit])
    from audit_kit import attach

    attach(g, "xenolinguistics_lab", "blue", 1)
    on_top(g, hit)
    start_turn(g, 0)
    must(g, "develop:xenolinguistics_lab", a, b, "side:operational")
    sheet = score_sheet(g.events, g.state)
    assert sheet.sources[0]["sell"] == 2 and sheet.sources[0]["revenue"] == 0
    assert g.state.players[0].vp_sources.get("technologies") == 2


def test_a_technology_scored_by_the_faction_action_is_a_faction_ability() -> None:
    # R29: Lumen Academy's Peer Review scores an operational Technology: a faction ability, not a card's.
    g = ready(factions=["lumen_academy", None])
    move(g, "quantum_ledger", "empire", side="operational")
    move(g, "neural_archive", "empire", side="operational")
    move(g, "parallax_survey_array", "empire", side="logistics")
    start_turn(g, 0)
    must(g, "faction")
    if g.pending.kind == "choose_tech":
        must(g, "tech:quantum_ledger")
    sheet = score_sheet(g.events, g.state)
    scored = sum(e.vp for e in evs(g, ev.TechnologyScored))
    assert scored > 0 and sheet.sources[0]["faction_action"] == scored and sheet.sources[0]["cards"] == 0


@pytest.mark.parametrize("seed", [1, 4, 7, 12])
def test_the_sheet_adds_up_to_the_rules_final_scores(seed: int) -> None:
    # R31, R36: the final sources are the rules' own breakdown; the sources add up to the totals; the timeline
    # starts at 0, has a point after every turn and ends on the totals.
    g = random_game(seed, n=3)
    assert g.over
    end = evs(g, ev.GameEnded)[-1]
    sheet = score_sheet(g.events, g.state)
    assert sheet.over and sheet.totals == end.totals and sheet.winners == end.winners
    for s, (during, empire, techs, faction, paid) in enumerate(end.breakdown):
        src = sheet.sources[s]
        assert set(src) == {k for k, _w in SOURCES}
        assert (src["empire"], src["technologies"], src["faction"]) == (empire, techs, faction)
        assert sheet.during(s) == during and sum(src.values()) == end.totals[s]
        assert sheet.paid[s] == paid and src["start"] == 0
        tally = g.state.players[s].vp_sources
        for why in ("production", "attacks"):
            assert src[why] == tally.get(why, 0)
    assert sheet.timeline[0].vp == (0, 0, 0) and sheet.timeline[-1].final
    assert sheet.timeline[-1].vp == end.totals
    assert len(sheet.timeline) == len(evs(g, ev.TurnEnded)) + 2
    assert [p.turn for p in sheet.timeline[:-1]] == list(range(len(sheet.timeline) - 1))
    assert sheet.rounds == max(p.turns for p in g.state.players)


def test_the_sheet_is_the_same_for_every_seat_and_reads_only_public_events() -> None:
    # R33: the sheet's sources are public events (VP, banks, the resolution stack): a log with every hidden
    # card drawn replaced gives the same sheet.
    g = random_game(3, n=2)
    sheet = score_sheet(g.events, g.state)
    masked = [ev.ResourceDrawn(e.seat, "?") if isinstance(e, ev.ResourceDrawn) else e for e in g.events]
    assert score_sheet(masked, g.state) == sheet


def _tie_game() -> Game:
    g = ready(credits=5)
    p0, p1 = g.state.players
    move(g, card_of(g, "planet", "explore")[0], "empire")
    move(g, card_of(g, "planet", "expand")[0], "empire", seat=1)
    move(g, card_of(g, "planet", "exploit")[0], "empire", seat=1)
    p0.vp = 2
    p1.vp = 1
    return g


def test_r32_the_sheet_says_which_tie_break_decided_with_its_numbers() -> None:
    # R32: level on VP and credits, seat 1 has more Empire cards.
    g = _tie_game()
    g.state.stack = [st.FinalScoring()]
    ahead(g)
    sheet = score_sheet(g.events, g.state)
    assert sheet.totals == (3, 3) and sheet.winners == (1,) and sheet.tiebreak == "empire cards"
    assert sheet.tied == (0, 1)
    assert sheet.tiebreak_line() == "Two players tied on 3 VP: decided by most Empire cards (P0 1, P1 2)"
    g = _tie_game()
    g.state.players[0].credits = 6
    g.state.stack = [st.FinalScoring()]
    ahead(g)
    sheet = score_sheet(g.events, g.state)
    assert sheet.winners == (0,) and sheet.tiebreak_line().endswith("by most credits left (P0 6, P1 5)")


def test_no_tie_break_line_when_the_vp_decided() -> None:
    g = random_game(1, n=3)
    sheet = score_sheet(g.events, g.state)
    assert sheet.tiebreak == "" and sheet.tiebreak_line() == "" and sheet.tied == ()


def test_the_sheet_of_a_game_in_progress_has_no_end() -> None:
    g = random_game(2, n=2, decisions=60)
    assert not g.over
    sheet = score_sheet(g.events, g.state)
    assert not sheet.over and sheet.winners == () and not sheet.timeline[-1].final
    assert sheet.totals == tuple(p.vp for p in g.state.players)
    assert all(sum(src[k] for k, _w in FINAL) == 0 for src in sheet.sources)
    assert all(sheet.during(s) == sheet.totals[s] for s in range(2)) and DURING


# ---- old saves (R36) ------------------------------------------------------------------------------------
def _old_document(g: Game, tail: list[Any], hashed: bool = True) -> dict[str, Any]:
    """The save an older program wrote for `g`'s decisions whose final scoring produced `tail` instead."""
    k = final_scoring_start(g.events)
    assert k is not None
    events = list(g.events[:k]) + tail
    doc = g.to_json()
    doc["events"] = [g.rules.event_data(e) for e in events]
    doc["hash"] = Game.replay(g.cards, g.settings, events).state_hash() if hashed else None
    return doc


def _old_tail(g: Game) -> list[Any]:
    """Final scoring as before R36: the blockade payment first, and a total the new rules do not give."""
    k = final_scoring_start(g.events)
    tail = list(g.events[k:])
    end = tail[-1]
    assert isinstance(end, ev.GameEnded)
    totals = (end.totals[0] + 2, *end.totals[1:])
    rows = ((end.breakdown[0][0], end.breakdown[0][1], end.breakdown[0][2] + 2, end.breakdown[0][3], 1),
            *end.breakdown[1:])
    return [tail[0], ev.CreditsChanged(0, -1, "blockaded technologies"),
            ev.VpChanged(0, 2, "technologies (end)"), *tail[1:-1], ev.GameEnded(totals, (0,), "", rows)]


def test_r36_an_old_finished_save_loads_scored_by_the_rulebook_order() -> None:
    # R36: a save whose final scoring the old rules worked out differently loads, scored again; the strict
    # check alone (the kernel's load) would refuse it. Everything before final scoring stays exactly as stored.
    g = random_game(5, n=2)
    doc = _old_document(g, _old_tail(g))
    with pytest.raises(MatchError):
        Match.load(AlienArtifacts(g.cards), doc)
    old = Game.from_json(g.cards, doc, verify=False)  # folded as stored: the old scores
    assert old.state.final[0]["total"] == g.state.final[0]["total"] + 2
    loaded = Game.from_json(g.cards, doc)
    assert loaded.events == g.events and loaded.state_hash() == g.state_hash() and loaded.over


def test_r36_rescoring_accepts_nothing_but_final_scoring() -> None:
    g = random_game(5, n=2)
    k = final_scoring_start(g.events)
    assert k is not None
    tail = _old_tail(g)
    # a card drawn in the tail is not final scoring
    drawn = next(e for e in g.events if isinstance(e, ev.ResourceDrawn))
    with pytest.raises(MatchError):
        Game.from_json(g.cards, _old_document(g, [tail[0], drawn, *tail[1:]], hashed=False))
    # an event before final scoring changed
    doc = _old_document(g, tail)
    i = next(i for i in range(k - 1, 0, -1) if doc["events"][i].get("t") == "TurnEnded")
    doc["events"][i] = g.rules.event_data(ev.TurnEnded(1 - g.events[i].seat))
    with pytest.raises(MatchError):
        Game.from_json(g.cards, doc)
    # a log without its end
    doc = _old_document(g, tail[:-1])
    with pytest.raises(MatchError):
        Game.from_json(g.cards, doc)
