"""Exploring by Deep Space Telescope in one drag (issue 33 item 4): at the turn level a disc dropped on one of your
own Telescope tokens (G48) takes EXPLORE and that token, as a drop on a face-down token of the galaxy does (G34);
the engine's drop facts say so (engine/targets.py), the token glows while the disc is held."""

from __future__ import annotations

import random

import pygame
from aog_table_driver import click, frame, mouse, open_table, table_stack

from age_of_galaxy.engine import events as ev
from age_of_galaxy.engine import targets as T
from age_of_galaxy.ui import moves as M
from age_of_galaxy.ui.start import Setup, new_match
from tabletop.choices import Command


def telescope_turn(seed: int = 1) -> Setup:
    """A duel by random picks (the human's preferring the Deep Space Telescope, RESEARCH, MANUFACTURE) up to a
    turn of the human with tokens on their Telescope and EXPLORE open (found by searching seeds)."""
    setup = new_match(["Ann", "Bo"], ["human", "random"], seed)
    m, rng = setup.match, random.Random(seed)
    while m.pending is not None:
        p = m.pending
        keys = p.keys()
        if p.seat == 0 and p.kind == "turn" and m.state.players[0].scope and any(k.startswith("act:EX") for k in keys):
            return setup
        pref: list[str] = []
        if p.seat == 0:
            pref = [k for k in keys if "telescope" in k] or [k for k in keys if k == "act:research"] or \
                [k for k in keys if "manufacture" in k]
        k = max(pref) if pref and rng.random() < 0.9 else rng.choice(keys)
        assert m.submit(Command(p.seat, p.id, (k,))).ok
    raise AssertionError("no Telescope turn")


def test_one_drag_onto_a_telescope_token_explores_it() -> None:
    # G48: the Telescope's tokens are yours to EXPLORE; G34: EXPLORE and its token in one gesture
    with table_stack() as stack:
        scene = open_table(stack, telescope_turn(), pace=60.0)
        frame(stack)
        fact = T.drop(scene.view(), T.DISC, "scope:0")
        assert fact.legal and all(mv.keys[0].startswith("act:EX") and mv.keys[1] == "explore:scope:0"
                                  for mv in fact.moves)
        lay = scene.layout()
        start, target = lay.sources[M.DISC].center, lay.places["scope:0"].center
        frame(stack, mouse(pygame.MOUSEBUTTONDOWN, start), mouse(pygame.MOUSEMOTION, (start[0] - 40, start[1])))
        assert "scope:0" in scene.glowing()
        frame(stack, mouse(pygame.MOUSEMOTION, target))
        n = len(scene.match.events)
        frame(stack, mouse(pygame.MOUSEBUTTONUP, target))
        if scene.asking:  # two EXPLORE spaces open: which one (the same question as a galaxy token's)
            assert len(scene.asking) == len(fact.moves) == 2
            click(stack, scene.option_buttons.buttons[0].rect.center)
        explored = [e for e in scene.match.events[n:] if isinstance(e, ev.TokenExplored)]
        assert [(e.who, e.spot) for e in explored] == [(0, "scope:0")]
        p = scene.mine()
        assert p is not None and p.kind == "turn"  # back at the turn: nothing else was asked
