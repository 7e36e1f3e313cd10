"""The kernel's fold dispatch (tabletop/fold.py) and view masking (tabletop/views.py), used by both games: each
game's fold is a FoldTable that refuses the other game's events by name, and each game's views are built from
`seen` / `hidden` / `closed_choice`, so a seat sees its own hidden zone and only counts of the others' (R33-R34;
issue 26 point 6)."""

from __future__ import annotations

import attrs
import high_card
import pytest
from hypothesis import given
from hypothesis import strategies as hs

from alien_artifacts.content.loader import load_cardset
from alien_artifacts.engine import choices as aa_choices
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import fold as aa_fold
from alien_artifacts.match.api import Game, GameSettings, SeatSettings
from tabletop.choices import Option, PendingChoice
from tabletop.fold import FoldError, FoldTable
from tabletop.match import Match
from tabletop.views import HIDDEN, PUBLIC, closed_choice, hidden, seen, seen_rows


def test_a_fold_table_dispatches_by_exact_class_and_names_what_it_does_not_know() -> None:
    table = FoldTable("a test game")

    @attrs.frozen
    class Ping:
        n: int

    class Pong(Ping):
        pass

    @table.on(Ping)
    def _ping(state: list[int], e: Ping) -> None:
        state.append(e.n)

    state: list[int] = []
    table.apply(state, Ping(3))
    assert state == [3] and Ping in table and Pong not in table
    with pytest.raises(FoldError, match="not an event of a test game: Pong"):
        table.apply(state, Pong(4))  # a subclass is another event
    with pytest.raises(FoldError, match="not an event of a test game: str"):
        table.apply(state, "Ping")
    with pytest.raises(ValueError, match="Ping already has a fold handler"):
        table.on(Ping)(_ping)
    assert state == [3]


def test_each_games_fold_knows_all_its_events_and_refuses_the_others() -> None:
    assert set(aa_fold.FOLD.handlers) == set(ev.EVENT_TYPES.values())  # every Alien Artifacts event folds
    steps = {high_card.PlayCard, high_card.Round}  # registered for serialisation, never folded
    assert set(high_card.FOLD.handlers) == set(high_card.EVENTS.values()) - steps
    with pytest.raises(FoldError, match="not an event of Alien Artifacts: Started"):
        aa_fold.apply(aa_fold.new_state(), high_card.Started(("a", "b")))
    with pytest.raises(FoldError, match="not an event of high card: Passed"):
        high_card.fold(high_card.State(), ev.Passed(0))


KEYS = hs.lists(hs.text(min_size=1, max_size=3), max_size=6)


@given(hs.lists(KEYS, min_size=1, max_size=5), hs.integers(-1, 5))
def test_a_viewer_sees_its_own_zone_and_counts_of_the_others(rows: list[list[str]], viewer: int) -> None:
    out = seen_rows(rows, viewer)
    for owner, (row, shown) in enumerate(zip(rows, out, strict=True)):
        if owner == viewer:
            assert shown is row  # the very zone, not a copy
        else:
            assert shown == [HIDDEN] * len(row) == hidden(row)
    assert seen(rows[0], 0, PUBLIC) == hidden(rows[0])  # the public view owns nothing


def test_another_seats_choice_keeps_who_and_what_but_not_its_options() -> None:
    opts = (Option("play:3", "Play 3", card="3"),)
    mine = PendingChoice(4, 1, "play", opts, prompt="South: play a card", info=(("best", "3"),))
    assert closed_choice(mine, 1) is mine and closed_choice(None, 0) is None
    theirs = closed_choice(mine, 0)
    assert theirs is not None and (theirs.id, theirs.seat, theirs.kind, theirs.prompt) == (4, 1, "play", mine.prompt)
    assert theirs.options == () and theirs.info == ()
    aa = aa_choices.PendingChoice(4, 1, "pay", opts, info=(("for", "x"),))
    closed = closed_choice(aa, PUBLIC)
    assert type(closed) is aa_choices.PendingChoice and closed.options == () and closed.info == ()  # the game's class


def test_both_games_views_mask_through_the_kernel() -> None:
    hc = Match.start(high_card.HighCard(), high_card.Settings(3))
    p = hc.pending
    assert p is not None
    for viewer in (0, 1, PUBLIC):
        v = hc.view_for(viewer)
        assert v.state.deck == hidden(hc.state.deck)
        assert v.state.hands == [h if i == viewer else hidden(h) for i, h in enumerate(hc.state.hands)]
        assert v.pending == closed_choice(p, viewer)
    g = Game.new(load_cardset(), GameSettings(2, (SeatSettings("A"), SeatSettings("B"), SeatSettings("C"))))
    q = g.pending
    assert q is not None
    for viewer in (0, 1, 2, PUBLIC):
        v = g.view_for(viewer)
        for mine, truth in zip(v.state.players, g.state.players, strict=True):
            zones = (mine.hand, mine.artifacts, mine.defense_plans)
            real = (truth.hand, truth.artifacts, truth.defense_plans)
            assert list(zones) == [z if truth.seat == viewer else hidden(z) for z in real]
        assert all(d == hidden(g.state.decks[k]) for k, d in v.state.decks.items())
        assert v.pending == closed_choice(q, viewer)
        assert (v.pending.options == ()) == (viewer != q.seat)
