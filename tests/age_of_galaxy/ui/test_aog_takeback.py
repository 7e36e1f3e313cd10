"""Take back (U) goes as far as the rules allow and says why it stops (issue 33 item 4), by posted events: a move
of yours is taken back; an Exploration token revealed stops it (G68: what is seen stays seen, G70); another
player's move after yours stops it (G71); each says so on the table and changes nothing."""

from __future__ import annotations

import random

import pygame
from aog_table_driver import click, drag, frame, key, open_table, table_stack
from test_aog_table import to_my_choice

from age_of_galaxy.engine import events as ev
from age_of_galaxy.ui import moves as M
from age_of_galaxy.ui.scene import AogTableScene
from age_of_galaxy.ui.start import Setup, new_match
from tabletop.choices import Command
from tabletop.ui.stack import SceneStack


def to_explore(seed: int = 0) -> Setup:
    """A duel played by random picks (the human's preferring MANUFACTURE, for a Cruiser) up to a turn of the human
    where EXPLORE is open to them."""
    setup = new_match(["Ann", "Bo"], ["human", "random"], seed)
    m, rng = setup.match, random.Random(seed)
    while m.pending is not None:
        p = m.pending
        if p.seat == 0 and p.kind == "turn" and any(o.verb == "explore" and o.key.startswith("act:")
                                                    for o in p.options):
            return setup
        keys = p.keys()
        pref = [k for k in keys if "manufacture" in k] if p.seat == 0 else []
        k = max(pref) if pref and rng.random() < 0.8 else rng.choice(keys)
        assert m.submit(Command(p.seat, p.id, (k,))).ok
    raise AssertionError("EXPLORE never opened")


def explore(stack: SceneStack, scene: AogTableScene) -> None:
    """Drag a disc onto EXPLORE, then click a lit token if the engine asks which."""
    space = next(m.target for m in scene.moves() if m.target is not None and m.keys[0].startswith("act:")
                 and scene.match.pending.option(m.keys[0]).verb == "explore")
    lay = scene.layout()
    drag(stack, lay.sources[M.DISC].center, lay.places[space].center)
    frame(stack)
    p = scene.mine()
    if p is not None and p.kind == "explore":
        place = next(iter(scene.clickable()))
        click(stack, scene.layout().places[place].center)
    assert any(isinstance(e, ev.TokenExplored) and e.who == 0 for e in scene.match.events[-40:])


def test_a_revealed_token_stops_take_back_and_it_says_so() -> None:
    # G68/G70: the EXPLORE that revealed a token cannot be taken back: U says what stands between, nothing changes
    with table_stack() as stack:
        scene = open_table(stack, to_explore(), pace=0.0)
        explore(stack, scene)
        undo = scene.buttons.by_key("undo")
        assert undo is not None and not undo.enabled
        n = len(scene.match.events)
        drawn = frame(stack, key(pygame.K_u))
        drawn = frame(stack)
        assert len(scene.match.events) == n
        assert scene.status.startswith("Nothing to take back: the Exploration token revealed")
        assert "(G68)" in scene.status
        assert any("Exploration token revealed" in d.text for d in drawn)


def test_your_own_move_is_taken_back_and_another_players_move_stops_it() -> None:
    # a disc of yours on a board space is taken back (U); once Bo has moved after you, U says so (G71)
    with table_stack() as stack:
        scene = open_table(stack, to_explore(), pace=0.0)
        n = len(scene.match.events)
        space = next(m.target for m in scene.moves() if m.target is not None and m.target.startswith("space:")
                     and len(m.keys) == 1)
        lay = scene.layout()
        drag(stack, lay.sources[M.DISC].center, lay.places[space].center)
        frame(stack)
        assert len(scene.match.events) > n
        frame(stack, key(pygame.K_u))
        assert len(scene.match.events) == n and scene.status == "Taken back."
        drag(stack, lay.sources[M.DISC].center, lay.places[space].center)
        frame(stack)
        p = scene.mine()
        while p is not None and p.seat == 0 and p.option("end") is None:  # a follow-up: take its first option
            scene.play((p.keys()[0],))
            p = scene.mine()
        frame(stack)
        end = scene.buttons.by_key("end")
        assert end is not None and end.enabled
        click(stack, end.rect.center)
        to_my_choice(stack, scene)
        last = next(e for e in reversed(scene.match.events)
                    if getattr(e, "barrier", False) or scene.match.rules.decision(e) is not None)
        assert not getattr(last, "barrier", False) and scene.match.rules.decision(last)[0] == 1  # Bo moved last
        n = len(scene.match.events)
        frame(stack, key(pygame.K_u))
        assert len(scene.match.events) == n
        assert scene.status == "Nothing to take back: Bo's move came after yours, and it stands (G71)."
