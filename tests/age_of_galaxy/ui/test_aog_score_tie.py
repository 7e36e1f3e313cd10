"""The score screen on a real tied end (G66): games played to the end by random picks whose totals tie (found by
searching seeds; the tie is asserted first), opened on the table: the line under the scores names the winner and
what broke the tie, with its ruling, whole (not cut), drawn on the screen."""

from __future__ import annotations

import random

import pytest
from aog_table_driver import frame, open_table, table_stack

from age_of_galaxy.engine import events as ev
from age_of_galaxy.ui.start import new_match
from tabletop.choices import Command


@pytest.mark.parametrize(("seed", "line"), [
    (32, "Bo wins (tied on points: more Prestige, G66)!"),
    (84, "tied on points and Prestige: the disc on top of the Prestige track, G66)!"),
])
def test_a_tied_end_says_what_broke_the_tie_on_the_score_screen(seed: int, line: str) -> None:
    setup = new_match(["Ann", "Bo"], ["human", "random"], seed)
    m, rng = setup.match, random.Random(seed)
    while m.pending is not None:
        p = m.pending
        assert m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),))).ok
    (scored,) = [e for e in m.events if isinstance(e, ev.Scored)]
    a, b = (row[-1] for row in scored.scores)
    assert a == b  # a real tie on points (G66)
    prestige = [row[0] for row in scored.scores]
    assert (prestige[0] == prestige[1]) == ("disc on top" in line)
    with table_stack() as stack:
        scene = open_table(stack, setup)
        drawn = frame(stack)
        assert scene.match.over and scene.score_buttons.buttons
        said = [d.text for d in drawn]
        assert any(d.endswith(line) for d in said), [d for d in said if "win" in d]
        winner = scene.names[scored.winners[0]]
        assert any(d.startswith(("You win", f"{winner} wins")) and d.endswith(line) for d in said)
