"""Moments of an Age of Galaxy game for the table tests: a seeded game played by random picks up to the moment (the
setup discard, the Debut, a turn mid-round, the War and the Galactic phase being shown, the final scores, a choice of
many options, a hot seat's curtain), then the table opened on it in a window of any size, the moment set up on screen.

    with table_stack((1920, 1080)) as stack:
        scene = show(stack, "war", players=3)      # the War's play-out over a 3-player table, drawn by the next frame

Every moment is deterministic for its players and seed, so each window size shows the same position.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
from aog_table_driver import frame, mouse, open_table

from age_of_galaxy.ui import moves as M
from age_of_galaxy.ui.scene import AogTableScene
from age_of_galaxy.ui.start import Setup, new_match
from tabletop.choices import Command
from tabletop.ui.stack import SceneStack

MOMENTS = ("setup", "debut", "drag", "war", "galactic", "scores", "options", "curtain")
NAMES = ("Annabelle", "Bartholomew", "Cy", "Dimitrios")  # two long names: the rows and the turn order fill up
LIMIT = 4000  # picks: a whole game is about 250-1,500


def game(players: int, seed: int, hot: bool = False) -> Setup:
    """Seat 0 a human (seat 1 too for a hot seat), the others random AI seats; one player is Standard Solo."""
    seats = ["human"] + (["human"] if hot else []) + ["random"] * (players - 1 - hot)
    return new_match(list(NAMES[:players]), seats, seed, solo=players == 1)


def advance(setup: Setup, rng: random.Random, until: Callable[[Any], bool]) -> bool:
    """Random picks for every seat until `until(match)` holds (checked before each pick); False if the game ended
    or the limit passed first."""
    m = setup.match
    for _ in range(LIMIT):
        if until(m):
            return True
        p = m.pending
        if p is None:
            return False
        m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),)))
    return until(m)


def human(kind: str, late: int = 0) -> Callable[[Any], bool]:
    """Seat 0's choice of `kind` in round `late` or later."""
    def ok(m: Any) -> bool:
        p = m.pending
        return p is not None and p.seat == 0 and p.kind == kind and (m.state.round or 0) >= late
    return ok


def listed(p: Any) -> int:
    return len([o for o in p.options if o.verb not in M.BUTTON_VERBS])


def show(stack: SceneStack, moment: str, players: int, seed: int = 11) -> AogTableScene | None:
    """The table opened on `moment` (None: the moment does not exist at this player count: a hot seat of one)."""
    if moment == "curtain" and players < 2:
        return None
    setup = game(players, seed, hot=moment == "curtain")
    rng = random.Random(seed * 31 + players)
    m = setup.match
    found = {
        "setup": lambda: advance(setup, rng, lambda m: m.pending is not None and m.pending.seat == 0),
        "debut": lambda: advance(setup, rng, human("debut")),
        "drag": lambda: advance(setup, rng, lambda m: human("turn", 2)(m) and m.pending.option("end") is None),
        "war": lambda: advance(setup, rng, human("turn", 2)),
        "galactic": lambda: advance(setup, rng, human("turn", 3)),
        "scores": lambda: advance(setup, rng, lambda m: m.over),
        "options": lambda: advance(setup, rng, lambda m: human("turn", 2)(m) or (
            m.pending is not None and m.pending.seat == 0 and listed(m.pending) >= 8)),
        "curtain": lambda: advance(setup, rng, lambda m: m.pending is not None and m.pending.seat == 1 and
                                   (m.state.round or 0) >= 1),
    }[moment]()
    assert found, (moment, players)
    scene = open_table(stack, setup, pace=60.0)
    scene.pointer = (0, stack.screen.get_height() - 1)  # the pointer parked off the table: no hover tip
    frame(stack, dt=0.0)
    if moment in ("war", "galactic"):  # the round goes on from the table until that step's play-out is up
        head = {"war": "War", "galactic": "Galactic phase"}[moment]
        for _ in range(LIMIT):
            if any(b.step == head for b in scene.playout.queue):
                break
            p = m.pending
            assert p is not None, moment
            m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),)))
            scene.feed()
        scene.playout.queue = [b for b in scene.playout.queue if b.step == head][:1]  # that step's first beat
        assert scene.playout.queue, moment
        frame(stack)
    elif moment == "drag":  # a disc lifted from the supply and held over the first place that takes it
        lay = scene.layout()
        start = lay.sources[M.DISC].center
        target = next(t for mv in scene.moves() if mv.source == M.DISC and (t := mv.target) in lay.places)
        end = lay.places[target].center
        frame(stack, mouse(pygame.MOUSEBUTTONDOWN, start), mouse(pygame.MOUSEMOTION, (start[0] - 20, start[1] + 20)),
              mouse(pygame.MOUSEMOTION, end))
        scene.pointer = end
        assert scene.gesture.drag is not None
    elif moment == "curtain":
        frame(stack)
    return scene
