"""Alien Artifacts runs on the same kernel as high card: its Game is the kernel's Match over its Ruleset, the
kernel's arena loop and random seat play it to the end from the seats' views, and its save loads back through
the kernel's re-simulation to the same state (issue 26 point 6)."""

from __future__ import annotations

import random

from game.content.loader import load_cardset
from game.match.api import Game, GameError, GameSettings, SeatSettings
from game.match.ruleset import AlienArtifacts
from tabletop.match import Match, MatchError
from tabletop.search import RandomSeat, play_match


def test_the_first_game_plays_through_the_kernels_loop_and_saves() -> None:
    cards = load_cardset()
    g = Game.new(cards, GameSettings(3, (SeatSettings("A"), SeatSettings("B"))))
    assert isinstance(g, Match) and GameError is MatchError
    decisions = play_match(g, {0: RandomSeat(random.Random(1)), 1: RandomSeat(random.Random(2))})
    assert g.over and decisions > 20 and g.state.winners
    back = Match.load(AlienArtifacts(cards), g.to_json())
    assert back.state_hash() == g.state_hash() and back.events == g.events
    assert Game.from_json(cards, g.to_json()).state_hash() == g.state_hash()
