"""Audit: the draw step and hand limit (R8), the Resource deck and Round marker (R9), the end trigger
and equal turns (R30), final scoring (R31) and ties (R32)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import ahead, block, card_of, evs, give, keys, move, must, ready, since, start_turn

from alien_artifacts.engine import events as ev
from alien_artifacts.match.api import Game
from alien_artifacts.rules import query
from alien_artifacts.rules.scoring import final_breakdown

PREFER = ("end_action", "pass", "done")


def _forward(p) -> str:
    """Move a game on quickly: end or pass if possible, else Trade, else the first option."""
    ks = p.keys()
    for k in PREFER:
        if k in ks:
            return k
    trades = [k for k in ks if k.startswith("trade:")]
    return trades[0] if trades else ks[0]


def _deck_of(g: Game, size: int) -> None:
    """Leave exactly `size` cards in the Resource deck (the rest go to the discard pile)."""
    s = g.state
    while len(s.decks["resource"]) > size:
        s.discards["resource"].append(s.decks["resource"].pop(0))


# ---- R8 ---------------------------------------------------------------------------------------------
def test_r8_discard_any_then_draw_to_three() -> None:
    g = ready()
    a, b = give(g, "blue", 1), give(g, "red", 1)
    start_turn(g, 0)
    must(g, "trade:blue")  # the one blue card is traded by itself; then the draw step
    assert g.pending.kind == "discard" and a.split(":")[1] in g.state.discards["resource"]
    must(g, f"discard:{b.split(':')[1]}", "done")
    assert len(g.state.players[0].hand) == 3 and b.split(":")[1] in g.state.discards["resource"]


def _trade_one_then_draw(g: Game) -> None:
    """Seat 0 trades a single blue card as its action, ends the action step and discards nothing."""
    must(g, "trade:blue")
    must(g, next(k for k in keys(g) if k.startswith("pay:")))
    if g.pending.kind == "trade":
        must(g, "done")
    if g.pending.kind == "turn":
        must(g, "end_action")
    must(g, "done")


def test_r8_more_than_three_after_drawing_discards_down_and_a_hand_limit_card_keeps_four() -> None:
    # 5 cards, 1 traded: 4 after the draw step -> discard down to 3.
    g = ready()
    for _ in range(5):
        give(g, "blue", 1)
    start_turn(g, 0)
    _trade_one_then_draw(g)
    assert g.pending.kind == "discard_down" and g.pending.seat == 0
    must(g, keys(g)[0])
    assert len(g.state.players[0].hand) == 3
    # Long-Range Telescopes: "You may keep 4 Resource cards in hand after your Draw step".
    g = ready()
    move(g, "long_range_telescopes", "empire", side="logistics")
    for _ in range(6):
        give(g, "blue", 1)
    start_turn(g, 0)
    _trade_one_then_draw(g)  # 5 left: down to 4
    assert g.pending.kind == "discard_down"
    must(g, keys(g)[0])
    assert len(g.state.players[0].hand) == 4
    # ... but the draw step still only draws up to 3 (R8): 1 card, 1 traded, 3 drawn.
    g = ready()
    move(g, "long_range_telescopes", "empire", side="logistics")
    give(g, "blue", 1)
    start_turn(g, 0)
    mark = len(g.events)
    must(g, "trade:blue")  # the only card: traded, and the draw step has nothing to discard
    assert len([e for e in since(g, mark, ev.ResourceDrawn) if e.seat == 0]) == 3
    assert len(g.state.players[0].hand) == 3


# ---- R9 ---------------------------------------------------------------------------------------------
def test_r9_the_last_card_moves_the_marker_and_the_next_draw_reshuffles() -> None:
    g = ready(3, credits=0)
    s = g.state
    s.round_marker = 3
    _deck_of(g, 3)
    ahead(g)
    _advance_to_turn_of(g, 2)  # seat 0 draws the last 3 cards, seat 1 needs a reshuffle
    moved = evs(g, ev.RoundMarkerMoved)
    assert [m.space for m in moved] == [2] and not s.end_triggered
    i = g.events.index(moved[0])
    assert isinstance(g.events[i - 1], ev.ResourceDrawn) and g.events[i - 1].seat == 0  # the last card
    after = g.events[i + 1:]
    first_draw = next(e for e in after if isinstance(e, ev.ResourceDrawn))
    shuffle = next(e for e in after if isinstance(e, ev.DeckShuffled) and e.deck == "resource")
    assert after.index(shuffle) < after.index(first_draw) and first_draw.seat == 1


def test_r9_with_both_piles_empty_nothing_is_drawn() -> None:
    g = ready(credits=0)
    s = g.state
    for r in s.decks["resource"] + s.discards["resource"]:
        s.players[1].hand.append(r)
    s.decks["resource"].clear()
    s.discards["resource"].clear()
    give_to = s.players[0]
    ahead(g)  # seat 0 has nothing to do: passes and draws nothing
    assert give_to.hand == [] and g.pending.seat == 1


def _advance_to_turn_of(g: Game, seat: int) -> None:
    from alien_artifacts.engine.choices import Command

    for _ in range(200):
        p = g.pending
        if p is None or (p.kind == "turn" and p.seat == seat and g.state.current == seat):
            return
        assert g.submit(Command(p.seat, p.id, (_forward(p),))).ok
    raise AssertionError


# ---- R30 --------------------------------------------------------------------------------------------
def _end_game(deck: int) -> Game:
    from alien_artifacts.engine.choices import Command

    g = ready(3, credits=0)
    g.state.round_marker = 1
    _deck_of(g, deck)
    ahead(g)
    for _ in range(2000):
        p = g.pending
        if p is None:
            return g
        assert g.submit(Command(p.seat, p.id, (_forward(p),))).ok
    raise AssertionError("no end")


def test_r30_the_end_finishes_the_round_so_everyone_has_equal_turns() -> None:
    # Start player 0; each empty-handed player draws 3 in their draw step.
    for deck, trigger_seat in ((3, 0), (6, 1), (9, 2)):
        g = _end_game(deck)
        trig = evs(g, ev.EndTriggered)
        assert len(trig) == 1 and trig[0].last_seat == 2
        turn_of_trigger = [e for e in g.events[: g.events.index(trig[0])] if isinstance(e, ev.TurnStarted)][-1]
        assert turn_of_trigger.seat == trigger_seat
        assert len({p.turns for p in g.state.players}) == 1 and g.state.players[0].turns == 1
        assert g.over and evs(g, ev.GameEnded)
        assert not evs(g, ev.RoundMarkerMoved)  # the marker was on 1


# ---- R31, R32 ---------------------------------------------------------------------------------------
def test_r31_empire_cards_operational_technologies_and_faction_are_added() -> None:
    g = ready(factions=["lumen_academy", None])
    p = g.state.players[0]
    p.vp = 7
    move(g, "neural_archive", "empire", side="operational")  # 2+ operational Technologies: end 2
    move(g, "quantum_ledger", "empire", side="operational")  # 3+ Technologies: end 2 (not here: 2)
    move(g, card_of(g, "planet", "explore")[0], "empire")
    during, empire, techs, faction, paid = final_breakdown(g._ctx)[0]
    # Lumen Academy: 2 VP per operational Technology (at most 8).
    assert (during, empire, techs, faction, paid) == (7, 3, 2, 4, 0)


def test_r31_blockaded_technologies_the_owner_pays_for_the_most_valuable_ones() -> None:
    # 1 credit, two blockaded operational Technologies: the cheap one lies first in the Empire but the
    # other is worth more; the credit goes to the more valuable one.
    g = ready(credits=1)
    p = g.state.players[0]
    move(g, "trophy_halls", "empire", side="operational")  # 2+ artifacts: end 3; 4+: end 6
    move(g, "deep_vault_excavator", "empire", side="operational")  # 1+ artifact: end 2
    for a in ("art_01", "art_02", "art_03", "art_04"):
        move(g, a, "artifact")
    p.empire.reverse()  # deep_vault_excavator (2 VP) first
    block(g, 0, "trophy_halls")
    block(g, 0, "deep_vault_excavator")
    _d, _e, techs, _f, paid = final_breakdown(g._ctx)[0]
    assert (techs, paid) == (6, 1)
    # No credit at all: neither scores; the unblockaded ones always do.
    p.credits = 0
    assert final_breakdown(g._ctx)[0][2:5:2] == (0, 0)


def test_r31_r32_game_end_pays_the_credits_and_breaks_ties_on_credits_then_empire_cards() -> None:
    from alien_artifacts.engine import steps as st

    g = ready(credits=5)
    p0, p1 = g.state.players
    move(g, "deep_vault_excavator", "empire", side="operational")
    move(g, "art_01", "artifact")
    block(g, 0, "deep_vault_excavator")  # 1 (card) + 2 (1 artifact) = 3, paying 1 credit: 4 left
    p1.credits = 4
    move(g, card_of(g, "planet", "explore")[0], "empire", seat=1)
    move(g, card_of(g, "planet", "expand")[0], "empire", seat=1)
    p1.vp = 1  # 1 + 2 cards = 3
    g.state.stack = [st.FinalScoring()]
    ahead(g)
    end = evs(g, ev.GameEnded)[-1]
    assert end.totals == (3, 3) and p0.credits == 4 and p1.credits == 4
    assert end.winners == (1,) and end.tiebreak == "empire cards"
    assert g.pending is None and g.over


def test_r32_a_full_tie_is_a_shared_victory() -> None:
    from alien_artifacts.rules.scoring import winners

    g = ready(3, credits=4)
    won, why = winners(g._ctx, [5, 5, 2], [0, 0, 0])
    assert won == (0, 1) and why == "shared"


def test_hand_limit_is_resources_only() -> None:
    # R8: Artifacts and Defense Plans never count.
    g = ready()
    p = g.state.players[0]
    for a in ("art_01", "art_02", "art_03"):
        move(g, a, "artifact")
    move(g, "dp_01", "defense")
    give(g, "blue", 1)
    start_turn(g, 0)
    must(g, "trade:blue")
    if g.pending.kind == "turn":
        must(g, "end_action")
    if g.pending.kind == "discard":
        must(g, "done")
    assert len(p.hand) == 3 and len(p.artifacts) == 3
    assert query.hand_limit(g.cards, g.state, p) == 3
