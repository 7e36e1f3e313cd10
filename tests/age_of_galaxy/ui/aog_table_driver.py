"""Drives Age of Galaxy's table (age_of_galaxy/ui/scene.py) with posted pygame events, as a player's mouse would:
a window, the kit's scene stack, frames that record every line of text drawn and every card drawn face up."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import attrs
import pygame

from age_of_galaxy.content.errors import data_root
from age_of_galaxy.ui.scene import SCENES, AogTableScene
from age_of_galaxy.ui.start import Setup
from tabletop.ui import registry, textlog, theme
from tabletop.ui.stack import SceneStack

# Importing the scene's module registered it in the process's registry, as the app declares it (game/games.py lists
# Age of Galaxy's scenes now that its table is there): it stays registered, so the app's own scene tests (tests/ui)
# find it in a process that imported it here first.


@attrs.frozen
class Drawn:
    text: str
    size: int
    rect: pygame.Rect
    role: str


@contextmanager
def table_stack(size: tuple[int, int] = (1280, 720)) -> Iterator[SceneStack]:
    """A window of `size` (its own surface if the process has a window already) with the table's scenes known."""
    saved = (dict(registry._SCENES), dict(registry._DECLARED))
    registry.declare(SCENES)
    registry.register(AogTableScene)
    ours = not pygame.display.get_init() or pygame.display.get_surface() is None
    pygame.display.init()
    pygame.font.init()
    fonts = data_root() / "assets" / "fonts"
    theme.use_fonts(fonts / "DejaVuSans.ttf", fonts / "DejaVuSans-Bold.ttf")
    pygame.event.clear()
    screen = pygame.display.set_mode(size) if ours else pygame.Surface(size)
    try:
        yield SceneStack(screen)
    finally:
        # a scene class stays registered: its module is imported now and would not register it again
        registry._SCENES.update(saved[0])
        registry._DECLARED.clear()
        registry._DECLARED.update(saved[1])
        if ours:
            pygame.display.quit()


def open_table(stack: SceneStack, setup: Setup, pace: float = 0.0) -> AogTableScene:
    scene = stack.open("aog_table", setup, pace=pace)
    assert isinstance(scene, AogTableScene)
    return scene


def frame(stack: SceneStack, *events: pygame.event.Event, dt: float = 1 / 60) -> list[Drawn]:
    """Post `events`, run one frame; every line of text (and every card face, role "face") it drew."""
    for ev in events:
        pygame.event.post(ev)
    drawn: list[Drawn] = []
    with textlog.listen(lambda _s, text, size, rect, role: drawn.append(Drawn(text, size, rect, role))):
        stack.step(dt)
    return drawn


def mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


def click(stack: SceneStack, pos: tuple[int, int]) -> list[Drawn]:
    return frame(stack, mouse(pygame.MOUSEBUTTONDOWN, pos), mouse(pygame.MOUSEBUTTONUP, pos))


def drag(stack: SceneStack, start: tuple[int, int], end: tuple[int, int]) -> list[Drawn]:
    """Press at start, move past the slop, then to end (one frame), release there (the next frame)."""
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    frame(stack, mouse(pygame.MOUSEBUTTONDOWN, start), mouse(pygame.MOUSEMOTION, mid), mouse(pygame.MOUSEMOTION, end))
    return frame(stack, mouse(pygame.MOUSEBUTTONUP, end))


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")
