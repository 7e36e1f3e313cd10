"""Audit: what a seat may see (R33: view_for and narrate), undo barriers, replay and tampered saves,
and option labels and prompts that read well."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from audit_kit import card_of, drain, give, keys, move, must, new_game, on_top, random_game, ready, start_turn

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.engine import events as ev
from alien_artifacts.engine.choices import Command
from alien_artifacts.engine.serial import to_data
from alien_artifacts.engine.view import HIDDEN
from alien_artifacts.match.api import Game, GameError, GameSettings, SeatSettings
from alien_artifacts.match.narrate import narrate
from alien_artifacts.rules.names import card_name, resource_words


# ---- R33: views ----------------------------------------------------------------------------------
def test_r33_view_hides_other_hands_artifacts_defense_plans_and_deck_order_but_keeps_counts() -> None:
    g = ready(3)
    give(g, "blue", 1, seat=1)
    move(g, "art_01", "artifact", seat=1)
    move(g, "dp_01", "defense", seat=1)
    move(g, "art_02", "artifact", seat=0)
    v = g.view_for(0)
    other, me = v.state.players[1], v.state.players[0]
    assert other.hand == [HIDDEN] and other.artifacts == [HIDDEN] and other.defense_plans == [HIDDEN]
    assert me.artifacts == ["art_02"]
    assert all(all(c == HIDDEN for c in pile) for pile in v.state.decks.values())
    assert v.state.discards["resource"] == g.state.discards["resource"]  # discard piles are public
    assert v.state.stack == []
    assert v.deck_tops["planet"] is not None and v.deck_tops["planet"].type == \
        g.cards.cards[g.state.decks["planet"][-1]].type


def test_r33_cards_drawn_to_choose_from_are_seen_by_their_taker_only_and_others_see_no_options() -> None:
    g = ready()
    give(g, "blue", 1)
    start_turn(g, 0)
    must(g, "buy:technology", "count:3")
    assert g.pending.kind == "keep"
    mine, theirs = g.view_for(0), g.view_for(1)
    assert HIDDEN not in mine.state.open_cards and len(mine.pending.options) == 3
    assert theirs.state.open_cards == [HIDDEN] * 3 and theirs.pending.options == ()
    assert theirs.pending.info == ()


def test_r33_narrate_hides_what_a_viewer_may_not_see() -> None:
    g = random_game(5, decisions=600)
    names = [p.name for p in g.state.players]
    c = g.cards
    checked = 0
    for e in g.events:
        secret: list[str] = []
        if isinstance(e, ev.ResourceDrawn):
            secret = [resource_words(c, e.card)]
        elif isinstance(e, ev.CardsDrawn):
            secret = [card_name(c, x) for x in e.cards]
        elif isinstance(e, ev.ArtifactGained | ev.DefensePlanGained):
            secret = [card_name(c, e.card)]
        else:
            continue
        for viewer in range(len(names)):
            line = narrate(e, c, viewer, names) or ""
            if viewer == e.seat:
                assert any(s in line for s in secret), line
            else:
                assert not any(s in line for s in secret), line
                checked += 1
    assert checked > 20


# ---- undo -------------------------------------------------------------------------------------------
def test_undo_takes_back_own_decisions_up_to_the_action_menu() -> None:
    # (undo replays the log, so the position comes from real play, not from arranged state)
    g = Game.new(load_cardset(), GameSettings(21, (SeatSettings("A"), SeatSettings("B"))))
    rng = random.Random(21)
    while True:
        p = g.pending
        if p.kind == "turn" and any(o.key.startswith("trade:") for o in p.options) and g.state.turn_number > 2:
            break
        assert g.submit(Command(p.seat, p.id, (rng.choice(p.options).key,))).ok
    seat, before = p.seat, g.state_hash()
    must(g, next(o.key for o in p.options if o.key.startswith("trade:")))
    steps = 1
    while g.pending.kind == "trade" and g.pending.seat == seat and len(g.pending.options) > 1:
        must(g, next(k for k in keys(g) if k != "done"))
        steps += 1
    assert g.can_undo(seat) and not g.can_undo(1 - seat)
    for _ in range(steps):
        assert g.undo(seat)
    assert g.state_hash() == before and g.pending.kind == "turn" and g.pending.seat == seat


def test_undo_never_crosses_a_reveal() -> None:
    g = ready()
    give(g, "blue", 1)
    start_turn(g, 0)
    must(g, "buy:ship", "count:2")  # two cards are drawn into the open: hidden information revealed
    assert g.pending.kind == "keep" and not g.can_undo(0)
    assert not g.undo(0)


def test_undo_never_crosses_another_seats_decision() -> None:
    g = ready()
    move(g, "tollkeeper", "empire", side="operational")
    move(g, card_of(g, "planet", "explore")[0], "empire", seat=1)
    move(g, "dp_01", "defense", seat=1)
    a, b = give(g, "red", 3), give(g, "red", 2)
    start_turn(g, 0)
    must(g, "offensive", a, b, "target:1")
    assert g.pending.kind == "defense_plan" and g.pending.seat == 1
    assert g.can_undo(0)  # nothing revealed yet: the attacker may still take the target back
    must(g, "plan:basic")  # the defender decided (and a card was revealed): no undo for anybody
    assert not g.can_undo(0) and not g.can_undo(1)


def test_replay_rebuilds_the_same_hash_and_pending_choice_at_every_point() -> None:
    g = random_game(11, decisions=400)
    cards = g.cards
    for cut in range(len(g.events) - 1, 0, -97):
        if not isinstance(g.events[cut], ev.Decided) or g.events[cut].auto:
            continue
        r = Game.replay(cards, g.settings, g.events[:cut])
        assert r.pending is not None and r.pending.seat == g.events[cut].seat
    again = Game.replay(cards, g.settings, list(g.events))
    assert again.state_hash() == g.state_hash() and again.pending == g.pending


# ---- saves ------------------------------------------------------------------------------------------
def _tampered(g: Game, mutate) -> dict:
    d = g.to_json()
    mutate(d)
    return d


@pytest.mark.parametrize("how", ["other_pick", "drop_event", "other_card", "seed", "hash"])
def test_saves_refuse_tampered_logs(how: str) -> None:
    g = random_game(3, n=2, decisions=150)
    cards = g.cards
    d = g.to_json()
    events = d["events"]
    if how == "other_pick":
        # a real decision replaced by another option that was legal at that moment
        i = next(i for i in range(len(events) - 1, 0, -1) if events[i]["t"] == "Decided" and not events[i]["auto"]
                 and len(Game.replay(cards, g.settings, g.events[:i]).pending.options) > 1)
        p = Game.replay(cards, g.settings, g.events[:i]).pending
        events[i]["pick"] = next(o.key for o in p.options if o.key != events[i]["pick"])
    elif how == "drop_event":
        i = next(i for i, e in enumerate(events) if e["t"] == "CreditsChanged")
        del events[i]
    elif how == "other_card":
        i = next(i for i, e in enumerate(events) if e["t"] == "ResourceDrawn" and i > 50)
        j = next(j for j in range(i + 1, len(events)) if events[j]["t"] == "ResourceDrawn")
        events[i]["card"], events[j]["card"] = events[j]["card"], events[i]["card"]
    elif how == "seed":
        d["settings"]["seed"] += 1
    else:
        d["hash"] = "0" * 64
    with pytest.raises(GameError):
        Game.from_json(cards, d)
    assert Game.from_json(cards, g.to_json()).state_hash() == g.state_hash()
    assert to_data(g.events[0])["t"] == "GameStarted"


# ---- words for players ------------------------------------------------------------------------------
RAW_ID = re.compile(r"\b(res_\d+|art_\d+|dp_\d+|dp_basic|alien_[a-z_]+|[a-z]+_[a-z_]+)\b")


def test_option_labels_and_prompts_are_words_not_ids() -> None:
    cards = load_cardset()
    seen = 0
    for seed in range(6):
        g = random_game(seed, n=2 + seed % 4, decisions=0)
        rng = random.Random(seed)
        while g.pending is not None:
            p = g.pending
            assert p.prompt and not RAW_ID.search(p.prompt), p.prompt
            assert "(s)" not in p.prompt, p.prompt
            for o in p.options:
                assert o.label and not RAW_ID.search(o.label), (p.kind, o.key, o.label)
                assert "(s)" not in o.label, o.label
                seen += 1
            assert len({o.key for o in p.options}) == len(p.options)
            assert g.submit(Command(p.seat, p.id, (rng.choice(p.options).key,))).ok
    assert seen > 1000
    _ = cards


def test_the_narrated_log_reads_as_words() -> None:
    g = random_game(8, n=4)
    names = [p.name for p in g.state.players]
    lines = [narrate(e, g.cards, None, names) for e in g.events]
    lines = [x for x in lines if x]
    assert len(lines) > 200
    for line in lines:
        assert "(s)" not in line and not RAW_ID.search(line), line


def test_discard_options_name_the_card() -> None:
    g = ready()
    k = give(g, "blue", 1)
    give(g, "red", 2)
    start_turn(g, 0)
    must(g, "trade:blue", k)
    if g.pending.kind == "trade":
        must(g, "done")
    drain(g, until="discard")
    label = g.pending.options[0].label
    assert label.startswith("Discard Resource ") and "/" in label
    assert g.pending.option("done").label == "Done: draw up to 3 Resource cards"
    _ = (keys, new_game, on_top)


def test_pay_choices_carry_their_facts_as_data() -> None:
    """A seat reads a payment's facts from `info`, not from the prompt's wording (docs/ENGINE_API.md)."""
    seen = {"0": 0, "1": 0}
    for seed in range(1, 40):
        g = Game.new(load_cardset(), GameSettings(seed, (SeatSettings("A"), SeatSettings("B"))))
        rng = random.Random(seed)
        while g.pending is not None and min(seen.values()) < 3:
            p = g.pending
            if p.kind == "pay":
                flag = p.info_get("gold_ok")
                assert flag in ("0", "1"), p.info
                assert (flag == "0") == ("gold does not count" in p.prompt), p.prompt
                assert p.info_get("need") and int(p.info_get("limit")) >= int(p.info_get("used"))
                seen[flag] += 1
            g.submit(Command(p.seat, p.id, (rng.choice(p.options).key,)))
        if min(seen.values()) >= 3:
            break
    assert min(seen.values()) >= 3, seen
