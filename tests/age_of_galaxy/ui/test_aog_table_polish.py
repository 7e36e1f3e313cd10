"""Age of Galaxy's table, the next polish (issue 33 items 3-4), played by posted pygame events: drags read the engine's
drop facts (each legal technology and planet glows on its own, the note under the pointer is that place's, a refused
place says the engine's reason), Suggest asks the Hard AI from the player's View, the score screen and the round's
War, Galactic and Golden Age steps said on the table."""

from __future__ import annotations

import time

import pygame
from aog_table_driver import Drawn, click, drag, frame, key, mouse, table_stack
from test_aog_table import first_turn

from age_of_galaxy.engine import targets as T
from age_of_galaxy.ui import moves as M
from age_of_galaxy.ui import seats as advise_module
from age_of_galaxy.ui.scene import AogTableScene
from tabletop.ui.stack import SceneStack


def test_while_dragging_each_legal_technology_and_planet_glows_with_its_note_and_a_refused_one_says_why() -> None:
    """G37-G39, G43: a disc held at the turn level lights exactly the technologies and planets the engine's drop
    facts call legal (never the whole tree or galaxy row); over a legal technology the pointer's note is that
    technology's move; over one whose prerequisite is missing, the engine's reason with its ruling (G39); let go
    there, nothing is played."""
    with table_stack() as stack:
        scene = first_turn(stack, debut_gain="innovation")
        lay = scene.layout()
        facts = T.drops(scene.view())
        legal = {d.place for d in facts if d.piece == T.DISC and d.legal}
        start = lay.sources[M.DISC].center
        target = lay.places["tech:laser_weapon"].center
        frame(stack, mouse(pygame.MOUSEBUTTONDOWN, start), mouse(pygame.MOUSEMOTION, (start[0] - 40, start[1])),
              mouse(pygame.MOUSEMOTION, target))
        drawn = frame(stack)
        glow = scene.glowing()
        assert M.RESEARCH_AREA not in glow and M.GALAXY not in glow
        assert {pl for pl in glow if pl.startswith(("tech:", "planet:"))} == \
            {pl for pl in legal if pl.startswith(("tech:", "planet:"))}
        assert any(pl.startswith("planet:") for pl in glow) and "tech:laser_weapon" in glow
        laser = T.drop(scene.view(), T.DISC, "tech:laser_weapon")
        assert laser.legal and len(laser.moves) == 2  # G37: Credits or Innovation
        said = " ".join(d.text for d in drawn)  # the tip is wrapped over lines
        assert laser.moves[0].note in said and laser.moves[1].note in said
        refused = next(d for d in facts if d.piece == T.DISC and d.place.startswith("tech:") and d.ruling == "G39"
                       and d.place in lay.places)
        frame(stack, mouse(pygame.MOUSEMOTION, lay.places[refused.place].center))
        drawn = frame(stack)
        said = " ".join(d.text for d in drawn)
        assert f"{refused.reason} (G39)" in said
        before = len(scene.match.events)
        frame(stack, mouse(pygame.MOUSEBUTTONUP, lay.places[refused.place].center))
        assert len(scene.match.events) == before and refused.reason in scene.status


def wait_for_advice(stack: SceneStack, scene: AogTableScene) -> list[Drawn]:
    """Frames until the Hard AI's suggestion is in (it thinks on a thread; the frames go on meanwhile)."""
    deadline = time.monotonic() + 30
    while scene.advice is None and time.monotonic() < deadline:
        frame(stack)
        time.sleep(0.01)
    assert scene.advice is not None, "the suggestion never came"
    return frame(stack)


def test_suggest_asks_the_hard_ai_from_your_view_and_shows_its_move_where_it_goes() -> None:
    """Suggest (the button, then the S key on the next choice): the Hard AI (G85 value) thinks off the UI thread from
    the player's View (G67-G69: the seat's own View is what it gets) and its move is shown: the move's words, what it
    gives and its worth on the G85 scale, the place outlined; a stale suggestion goes once the choice is played."""
    with table_stack() as stack:
        scene = first_turn(stack, seed=5)
        seen: list[object] = []
        real = advise_module.advise

        def spy(view: object, seat: int, seed: int, budget: float = 0.5) -> object:
            seen.append(view)
            return real(view, seat, seed, 0.1)

        advise_module.advise = spy  # type: ignore[assignment]
        try:
            button = scene.buttons.by_key("suggest")
            assert button is not None and button.enabled and button.label == "Suggest (S)"
            click(stack, button.rect.center)
            drawn = wait_for_advice(stack, scene)
            p = scene.mine()
            assert p is not None and scene.advice.choice == p.id and p.option(scene.advice.key) is not None
            (view,) = seen
            assert view.seat == scene.viewer and view.pending.id == p.id  # the player's View, nothing more
            said = " ".join(d.text for d in drawn)
            assert "Suggested (Hard AI" in said and "G85 scale" in said
            places = scene.advice_places()
            b = scene.option_buttons.by_key(scene.advice.key) or scene.buttons.by_key(scene.advice.key)
            assert places or b is not None  # where it goes is outlined
            # play something else: the suggestion was for that choice and is dropped
            frame(stack, key(pygame.K_u))
            end_or_move = next(m for m in scene.moves() if m.target is not None and m.target.startswith("space:"))
            lay = scene.layout()
            drag(stack, lay.sources[M.DISC].center, lay.places[end_or_move.target].center)
            frame(stack)
            assert scene.advice is None or scene.advice.choice == scene.mine().id
            if scene.mine() is not None:  # the S key asks again for the new choice
                frame(stack, key(pygame.K_s))
                wait_for_advice(stack, scene)
                assert len(seen) == 2 and scene.advice.choice == scene.mine().id
        finally:
            advise_module.advise = real  # type: ignore[assignment]
