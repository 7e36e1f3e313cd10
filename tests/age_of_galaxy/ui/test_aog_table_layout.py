"""Age of Galaxy's table is readable at 1280x720 and 1920x1080 with 1 to 4 players (issue 33): no two lines of text
drawn over each other, none outside the window, none below the smallest size (theme.MIN_TEXT_PX), in a game
played some way in (discs on the board, cards in the Alliance, planets colonized)."""

from __future__ import annotations

import random

import pygame
import pytest
from aog_table_driver import Drawn, frame, open_table, table_stack

from age_of_galaxy.ui.start import new_match
from tabletop.choices import Command
from tabletop.ui import theme


def overlaps(drawn: list[Drawn]) -> list[str]:
    lines = [d for d in drawn if d.text and d.role not in ("face", "cover") and d.rect.w and d.rect.h]
    out = []
    for i, a in enumerate(lines):
        for b in lines[i + 1:]:
            if a.rect.inflate(-2, -2).colliderect(b.rect.inflate(-2, -2)):
                out.append(f"{a.text!r} {tuple(a.rect)} overlaps {b.text!r} {tuple(b.rect)}")
    return out


def played_in(players: int, decisions: int, seed: int) -> object:
    """A game `decisions` random picks in (the human's among them), seat 0 human."""
    names = ["Ann", "Bo", "Cy", "Di"][:players]
    setup = new_match(names, ["human"] + ["random"] * (players - 1), seed, solo=players == 1)
    m, rng = setup.match, random.Random(seed)
    for _ in range(decisions):
        p = m.pending
        if p is None:
            break
        m.submit(Command(p.seat, p.id, (rng.choice(p.keys()),)))
    return setup


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_no_text_overlaps_at_either_size(size: tuple[int, int], players: int) -> None:
    for decisions in (0, 90):
        with table_stack(size) as stack:
            scene = open_table(stack, played_in(players, decisions, 7 + players), pace=60.0)
            scene.pointer = (0, size[1] - 1)  # off the table: no hover tip (an overlay) over the words
            drawn = frame(stack, dt=0.0)
            found = overlaps(drawn)
            assert found == [], f"{players} players, {decisions} picks in: " + "\n".join(found)
            window = pygame.Rect((0, 0), size)
            outside = [d.text for d in drawn if d.text and d.role != "cover" and not window.contains(d.rect)]
            assert outside == []
            small = [d.text for d in drawn if d.text and d.role not in ("face", "cover") and d.size < theme.MIN_TEXT_PX]
            assert small == []
            assert scene.match.state.n == players + (players == 1)
