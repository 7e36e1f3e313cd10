"""Every icon and keyword of Age of Galaxy's table explains itself on hover (issue 33 item 6): each hover region of a
drawn table (age_of_galaxy/ui/hover_regions.py) has words (age_of_galaxy/words/places.py, glossary.py), and the
pointer resting on it (a posted MOUSEMOTION) shows them in the tip."""

from __future__ import annotations

import pygame
import pytest
from aog_moments import show
from aog_table_driver import Drawn, frame, mouse, table_stack

from age_of_galaxy.engine import content as C
from age_of_galaxy.ui import hover_regions
from age_of_galaxy.ui.scene import TIP_DELAY, AogTableScene
from age_of_galaxy.words import glossary, places

KINDS = {"top", "techs", "yours", "space", "action", "trade", "trade_spaces", "system", "planet", "spot", "tech",
         "alliance", "major", "reinforce", "card", "row", "discs", "track", "prestige"}


def point_of(regs: list[hover_regions.Region], key: str, r: pygame.Rect) -> tuple[int, int] | None:
    """A point of the region where it is the one under the pointer (no smaller region over it)."""
    for y in range(r.y + 1, r.bottom, 3):
        for x in range(r.x + 1, r.right, 3):
            if hover_regions.key_at(regs, (x, y)) == key:
                return (x, y)
    return None


def tip(drawn: list[Drawn]) -> str:
    """The words drawn after the last overlay (the tip's panel)."""
    last = max((i for i, d in enumerate(drawn) if d.role == "cover"), default=len(drawn))
    return " ".join(d.text for d in drawn[last + 1:] if d.text)


def regions_of(scene: AogTableScene) -> list[hover_regions.Region]:
    return scene.hover_places(scene.layout(), scene.view())


@pytest.mark.parametrize(("moment", "players"), [("galactic", 2), ("debut", 4), ("drag", 1), ("scores", 3)])
def test_every_hover_region_has_words_and_shows_them(moment: str, players: int) -> None:
    with table_stack((1280, 720)) as stack:
        scene = show(stack, moment, players)
        assert scene is not None
        if moment == "scores":
            scene.hide_scores()  # Look at the table: the finished table, hovered
        if moment == "drag":
            scene.gesture.cancel()
        scene.playout.queue.clear()  # no play-out beat over the table
        frame(stack, dt=0.0)
        regs = regions_of(scene)
        state = scene.view().state
        kinds = {k.partition(":")[0] for k, _r in regs}
        want = KINDS - (set() if state.players[scene.viewer].hand else {"card"})  # an empty hand late on
        assert want <= kinds, want - kinds
        if players > 1:
            assert "hand" in kinds  # another seat's cards, as backs
        empty = [k for k, _r in regs if not places.explain(k, state, scene.names, scene.viewer)]
        assert empty == []
        lay, view = scene.layout(), scene.view()
        mute = [t for t, _size, r in scene.labels if not scene.hover_text(lay, view, r.center)]
        assert mute == [], mute  # every word the table draws: its glossary line or its place's words under it
        hidden, wrong = [], []
        for key, r in regs:
            at = point_of(regs, key, r)
            if at is None:
                hidden.append(key)
                continue
            moving = tip(frame(stack, mouse(pygame.MOUSEMOTION, at), dt=0.0))
            said = tip(frame(stack, dt=TIP_DELAY))  # the pointer rests there
            if moving:  # while the pointer moves, no tip
                wrong.append((key, "shown at once", moving[:60]))
            first = places.explain(key, state, scene.names, scene.viewer).split("\n")[0]
            if first[:40] not in said:
                wrong.append((key, first[:40], said[:120]))
        assert hidden == [] and wrong == [], (hidden, wrong[:5])


def test_the_words_name_what_the_place_is() -> None:  # G4, G12, G35, G39, G44, G74
    with table_stack((1280, 720)) as stack:
        scene = show(stack, "galactic", 2)
        assert scene is not None
        state = scene.view().state
        words = {k: places.explain(k, state, scene.names, scene.viewer) for k, _r in regions_of(scene)}
        blocked = [w for k, w in words.items() if k.startswith("space:") and "Blocked" in w]
        assert blocked, "2 players: the spaces for 3+ are blocked (G12)"
        fleet = words[f"system:{state.fleet}"]
        assert "Galactic Fleet" in fleet and f"1-{state.fleet}" in fleet  # G35
        planet = next(w for k, w in words.items() if k.startswith("planet:"))
        assert "reward" in planet and any(e.title in planet for e in glossary.ENTRIES if e.text.startswith("A planet"))
        assert "Prestige" in words["prestige"] and "20+" in words["prestige"]  # G4
        assert "Credits" in words["track:0:credit"] and "of 12" in words["track:0:credit"]
        adv = next(t for t in C.content().technologies if t.board is not None and t.requires)  # G39
        assert C.tech(adv.requires[0]).name in words[f"tech:{adv.id}"] and "advanced" in words[f"tech:{adv.id}"]
    with table_stack((1280, 720)) as stack:
        solo = show(stack, "galactic", 1)
        assert solo is not None
        vo = len(solo.match.state.players) - 1
        said = places.explain(f"row:{vo}", solo.view().state, solo.names, solo.viewer)
        assert "Virtual Opponent" in said  # G74


def test_an_unknown_or_missing_place_has_no_words() -> None:
    with table_stack((1280, 720)) as stack:
        scene = show(stack, "setup", 2)
        assert scene is not None
        state = scene.view().state
        for key in ("nothing", "planet:nowhere:9", "trade:7", "row:9", "track:0:gold", "tech:no_such_tech"):
            assert places.explain(key, state, scene.names, scene.viewer) == "", key
