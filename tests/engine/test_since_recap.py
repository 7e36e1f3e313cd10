"""*Since your turn* (alien_artifacts/match/since.py; issue 31 item 4): the other seats' turns between two of the
reader's, told from the event log. Real games of the AI seats: every action and its results appear, in turn order; a
card another seat drew in secret never shows (R33-R34): scrambling every hidden card leaves the words unchanged."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as stg

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import random_game

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.engine import events as ev
from alien_artifacts.engine.choices import Command
from alien_artifacts.match.api import Game, GameSettings, SeatSettings
from alien_artifacts.match.narrate import action_words
from alien_artifacts.match.since import recap, window_start
from alien_artifacts.rules.names import card_name
from alien_artifacts.rules.turn import chosen_action

NAMES = ("You", "AI 2", "AI 3", "AI 4")


def _ai_game(seed: int, stop_turn: int) -> Game:
    """Four Normal AI seats; stopped at the start of seat 0's first action step after `stop_turn` turns."""
    from alien_artifacts.ai.seats import make_seat

    g = Game.new(load_cardset(), GameSettings(seed=seed, seats=tuple(SeatSettings(n) for n in NAMES)))
    ais = [make_seat("normal", seed * 7 + i) for i in range(4)]
    while g.pending is not None:
        p = g.pending
        if p.seat == 0 and p.kind == "turn" and g.state.turn_number > stop_turn:
            break
        assert g.submit(Command(p.seat, p.id, tuple(ais[p.seat].decide(g.view_for(p.seat))))).ok
    return g


def _hidden_from(e: Any, reader: int) -> bool:
    """The events whose card only its owner sees (R33): a Resource card drawn, cards drawn to keep one, an
    Alien Artifact or Defense Plan gained."""
    return isinstance(e, ev.ResourceDrawn | ev.CardsDrawn | ev.ArtifactGained | ev.DefensePlanGained) and \
        e.seat != reader


def _scrambled(events: list[Any], reader: int, rng: random.Random) -> list[Any]:
    """The same events with every card hidden from `reader` replaced by another card of its kind."""
    c = load_cardset()
    pools = {ev.ResourceDrawn: sorted(c.resources), ev.ArtifactGained: sorted(c.artifacts),
             ev.DefensePlanGained: sorted(c.defense_plans)}
    out = []
    for e in events:
        if _hidden_from(e, reader):
            if isinstance(e, ev.CardsDrawn):
                deck = sorted(u for u, x in c.cards.items() if x.kind == e.deck)
                e = attrs.evolve(e, cards=tuple(rng.choice(deck) for _ in e.cards))
            else:
                e = attrs.evolve(e, card=rng.choice(pools[type(e)]))
        out.append(e)
    return out


@pytest.mark.parametrize("seed", [3, 11])
def test_every_ai_action_and_its_results_appear_in_turn_order(seed: int) -> None:
    g = _ai_game(seed, stop_turn=9)
    events = list(g.events)
    cards = g.cards
    r = recap(events, cards, 0, NAMES)
    window = events[window_start(events, 0):]
    # the three AI turns since your last one, in the order they were played (R5: clockwise), none of yours
    started = [e.seat for e in window if isinstance(e, ev.TurnStarted) and e.seat != 0]
    assert [t.seat for t in r.turns] == started == [1, 2, 3]
    assert [t.who for t in r.turns] == ["AI 2", "AI 3", "AI 4"]
    # split the window into the turns and check each turn's lines against its events
    turn_events: dict[int, list[Any]] = {}
    seat = None
    for e in window:
        if isinstance(e, ev.TurnStarted):
            seat = e.seat
        elif seat is not None and seat != 0:
            turn_events.setdefault(seat, []).append(e)
    for t in r.turns:
        texts = [ln.text for ln in t.lines]
        named = {u for ln in t.lines for u in ln.cards}
        for e in turn_events[t.seat]:
            if isinstance(e, ev.ActionChosen):  # the action taken (R8)
                words = action_words(cards, chosen_action(e.action)).removeprefix("the ")
                assert any(words.lower() in x.lower() for x in texts), (words, texts)
            if isinstance(e, ev.CardCompleted):  # built (R16)
                assert any(x.startswith("Built") and card_name(cards, e.card) in x for x in texts)
                assert e.card in named
            if isinstance(e, ev.AttackDeclared):  # attacked (R21-R22), with the Ships named on the table
                assert any(x.startswith("Attacked") for x in texts) and set(e.ships) <= named
            if isinstance(e, ev.ShipAttacked):
                assert any(f"value {e.value}" in x for x in texts)
        # drew: the Resource cards drawn by the seat, counted (their names are hidden from you, R33)
        drawn = sum(1 for e in turn_events[t.seat] if isinstance(e, ev.ResourceDrawn) and e.seat == t.seat)
        said = sum(int(x.split()[1]) for x in texts if x.startswith("Drew") and "Resource card" in x)
        assert said == drawn
        # scored: the VP and credits the turn changed, as the score line says it
        vp = sum(e.delta for e in turn_events[t.seat] if isinstance(e, ev.VpChanged) and e.seat == t.seat)
        score = [x for x in texts if x.split(":")[0] in ("VP", "Credits", "VP and credits")]
        if vp:
            assert f"{vp:+d} VP" in score[0]
        else:
            assert not score or "VP" not in score[0].split(":", 1)[1]


def test_the_recap_between_turns_covers_only_turns_after_yours() -> None:
    g = _ai_game(5, stop_turn=5)
    events = list(g.events)
    start = window_start(events, 0)
    assert isinstance(events[start - 1], ev.TurnEnded) and events[start - 1].seat == 0
    # seen from AI 3 (seat 2): from the end of AI 3's own last turn; seat 0's turn in progress is in it
    # (a seat named "You" is "Player 1" to another reader)
    r2 = recap(events, g.cards, 2, NAMES)
    assert [t.seat for t in r2.turns] == [3, 0] and r2.turns[1].who == "Player 1" and r2.turns[1].ongoing
    # a game without any finished turn of the reader: every turn so far (here none of yours either)
    assert window_start(events[:5], 0) == 0


@pytest.mark.parametrize("seed", [3, 8])
def test_scrambling_the_hidden_cards_leaves_the_words_unchanged(seed: int) -> None:
    g = _ai_game(seed, stop_turn=14)
    events = list(g.events)
    for reader in range(4):
        before = recap(events, g.cards, reader, NAMES)
        after = recap(_scrambled(events, reader, random.Random(seed)), g.cards, reader, NAMES)
        assert before == after  # R33-R34: the words and the cards to light do not depend on hidden cards


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=stg.integers(0, 10_000), reader=stg.integers(0, 2), decisions=stg.integers(20, 600))
def test_random_games_never_leak_a_hidden_card(seed: int, reader: int, decisions: int) -> None:
    g = random_game(seed, n=3, decisions=decisions)
    events = list(g.events)
    names = ("P0", "P1", "P2")
    r = recap(events, g.cards, reader, names)
    assert r == recap(_scrambled(events, reader, random.Random(seed)), g.cards, reader, names)
    # and a card seen only in a hidden event is never named nor lit
    hidden = {u for e in events[r.start:] if _hidden_from(e, reader)
              for u in (e.cards if isinstance(e, ev.CardsDrawn) else (e.card,))}
    public = {u for e in events[r.start:] if not _hidden_from(e, reader)
              for f in attrs.fields(type(e)) for u in _uids(getattr(e, f.name))}
    secret = hidden - public
    for t in r.turns:
        assert t.seat != reader
        for ln in t.lines:
            assert not secret & set(ln.cards)
            assert not any(card_name(g.cards, u) in ln.text for u in secret if u in g.cards.artifacts)


def _uids(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, tuple):
        return [u for v in value for u in _uids(v)]
    return []


def test_credits_paid_to_use_a_blockaded_card_count_in_the_score_line() -> None:
    # R26: using a blockaded card costs credits (a CardActivated event, no CreditsChanged); seen in a window: Bob
    # paid 2 credits to use Granite Choir and removed its Blockades, and his recap had no "credits spent" line
    events = [ev.TurnEnded(0), ev.TurnStarted(1), ev.CardActivated(1, "granite_choir", 2),
              ev.CreditsChanged(1, -1, "buy"), ev.TurnEnded(1)]
    r = recap(events, load_cardset(), 0, ("Ann", "Bob"))
    texts = [ln.text for ln in r.turns[0].lines]
    assert "Paid 2 credits to use the blockaded Granite Choir" in texts
    assert "Credits: 3 credits spent" in texts
