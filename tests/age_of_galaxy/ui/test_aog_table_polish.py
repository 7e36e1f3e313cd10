"""Age of Galaxy's table, the next polish (issue 33 items 3-4), played by posted pygame events: drags read the engine's
drop facts (each legal technology and planet glows on its own, the note under the pointer is that place's, a refused
place says the engine's reason), Suggest asks the Hard AI from the player's View, the score screen. The round's War,
Galactic and Golden Age steps played out on the table: test_aog_playout.py."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from aog_table_driver import Drawn, click, drag, frame, key, mouse, open_table, table_stack
from test_aog_table import first_turn

from age_of_galaxy.engine import targets as T
from age_of_galaxy.engine.history import scores_by_round
from age_of_galaxy.ui import moves as M
from age_of_galaxy.ui import seats as advise_module
from age_of_galaxy.ui.scene import AogTableScene
from age_of_galaxy.ui.start import new_match
from tabletop.choices import Command
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


@pytest.mark.parametrize(("players", "seed"), [(4, 3), (1, 5)])
def test_the_score_screen_shows_the_sources_the_rounds_chart_and_take_back_is_off(players: int, seed: int) -> None:
    """G63-G66: at the end the score screen has each seat's VP by source and the score at the end of each round
    (engine/history.py over the events; its last point is the final scoring's total), the line saying who wins (with
    the tie-break when it decided, from the log); Take back is disabled once the game is over. G75: Standard Solo's
    Virtual Opponent scores nothing and has no line in the chart."""
    names = ["Ann", "Bo", "Cy", "Di"][:players]
    setup = new_match(names, ["human"] + ["random"] * (players - 1), seed, solo=players == 1)
    m, rng = setup.match, random.Random(seed)
    while not m.over:
        p = m.pending
        m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),)))
    rounds = scores_by_round(m.events)
    s = m.state
    assert len(rounds) == 5 and rounds[-1] == tuple(row[-1] for row in s.scores[:s.seats])
    assert all(len(r) == s.seats for r in rounds)
    with table_stack() as stack:
        scene = open_table(stack, setup)
        drawn = frame(stack)
        texts = [d.text for d in drawn]
        assert "Final scores" in texts and "Score at the end of each round" in texts
        assert {"R1", "R2", "R3", "R4", "Final"} <= set(texts)
        assert str(max(max(r) for r in rounds)) in texts  # the chart's scale
        assert scene.rounds() == rounds
        assert any(t.endswith("wins!") or "wins (" in t or "Standard Solo" in t for t in texts)
        undo = scene.buttons.by_key("undo")
        assert undo is not None and not undo.enabled
        hide = next(b for b in scene.score_buttons.buttons if b.key == "hide_scores")
        click(stack, hide.rect.center)
        frame(stack, key(pygame.K_u))
        assert scene.match.over and len(scene.match.events) == len(m.events)


def test_explore_in_one_gesture_the_disc_dropped_on_a_face_down_token() -> None:
    """G34, G35: at the turn level the disc dropped on a face-down token in reach is EXPLORE and that token (the
    engine's drop fact: one move per open EXPLORE space, so with two the panel asks which space); a token out of
    reach or an empty spot says why while the disc is over it."""
    setup = new_match(["Ann", "Bo"], ["human", "random"], 1)
    m, rng = setup.match, random.Random(1)
    for _ in range(400):  # a random game (found by searching seeds) up to a turn of Ann's with a token in reach
        p = m.pending
        if p.seat == 0 and p.kind == "turn" and T.drop(m.view_for(0), T.DISC, "spot:S3:4").legal:
            break
        m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),)))
    fact = T.drop(m.view_for(0), T.DISC, "spot:S3:4")
    assert fact.legal and {mv.keys for mv in fact.moves} == {("act:EX1", "explore:S3:4"),
                                                             ("act:EX-inf", "explore:S3:4")}
    with table_stack() as stack:
        scene = open_table(stack, setup, pace=60.0)
        frame(stack)
        lay = scene.layout()
        refused = next((d for d in T.drops(scene.view()) if d.place.startswith("spot:") and not d.legal
                        and d.place in lay.places), None)
        start = lay.sources[M.DISC].center
        frame(stack, mouse(pygame.MOUSEBUTTONDOWN, start), mouse(pygame.MOUSEMOTION, (start[0] - 40, start[1])))
        assert "spot:S3:4" in scene.glowing()
        if refused is not None:
            frame(stack, mouse(pygame.MOUSEMOTION, lay.places[refused.place].center))
            assert refused.reason in " ".join(d.text for d in frame(stack))
        frame(stack, mouse(pygame.MOUSEMOTION, lay.places["spot:S3:4"].center))
        frame(stack, mouse(pygame.MOUSEBUTTONUP, lay.places["spot:S3:4"].center))
        assert len(scene.asking) == 2  # two EXPLORE spaces open: which one
        pick = scene.option_buttons.by_key("act:EX1|explore:S3:4")
        assert pick is not None and "EX1" in pick.label and scene.option_buttons.by_key("act:EX-inf|explore:S3:4")
        click(stack, pick.rect.center)
        explored = [e for e in m.events[-12:] if type(e).__name__ == "TokenExplored"]
        assert explored and explored[-1].spot == "S3:4" and explored[-1].who == 0
        assert m.state.board["EX1"].owned() == ("0",)
