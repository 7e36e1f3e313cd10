"""The "?" button on Age of Galaxy's table (issue 33 item 6): pressed with posted events it opens the rules in brief
and the glossary (help_scene.py) over the table, and closing the help returns to the same table state."""

from __future__ import annotations

import pygame
import pytest
from aog_moments import show
from aog_table_driver import click, frame, key, mouse, table_stack

from age_of_galaxy.ui.help_scene import AogHelpScene
from age_of_galaxy.ui.scene import AogTableScene, help_button
from tabletop.ui import registry


@pytest.mark.parametrize(("size", "players"), [((1280, 720), 4), ((1920, 1080), 1)])
def test_the_help_button_opens_the_help_and_closing_it_returns_to_the_same_table(size: tuple[int, int],
                                                                                   players: int) -> None:
    with table_stack(size) as stack:
        registry.register(AogHelpScene)
        scene = show(stack, "options", players)
        assert isinstance(scene, AogTableScene)
        frame(stack)
        b = scene.buttons.by_key("help")
        assert b is not None and b.label == "?" and b.enabled
        assert b.rect == help_button(scene.layout()) and scene.layout().panels["top"].contains(b.rect)
        drawn = frame(stack, mouse(pygame.MOUSEMOTION, b.rect.center), dt=0.5)
        last = max(i for i, d in enumerate(drawn) if d.role == "cover")  # the tip's panel, then its words
        said = " ".join(d.text for d in drawn[last + 1:] if d.text)
        assert "Rules in brief and glossary (F1)" in said  # the button says what it does on hover
        assert "Turn order" not in said  # not the top bar's words under it
        before = (len(scene.match.events), scene.match.pending, scene.options_scroll, scene.viewer,
                  [x.key for x in scene.option_buttons.buttons])
        for close in (pygame.K_ESCAPE, pygame.K_F1):
            drawn = click(stack, b.rect.center)
            assert isinstance(stack.top, AogHelpScene) and stack.scenes[0] is scene
            assert any(d.text == "Glossary" for d in drawn + frame(stack))
            for _ in range(3):
                frame(stack, dt=1.0)  # the table waits below
            frame(stack, key(close))
            assert stack.top is scene and len(stack.scenes) == 1
            frame(stack)
            after = (len(scene.match.events), scene.match.pending, scene.options_scroll, scene.viewer,
                     [x.key for x in scene.option_buttons.buttons])
            assert after == before
