"""The table's frame in two layers: the base (the board, the Trade cards, the galaxy, the technologies, your
Alliance and hand, the players' boards, the Prestige track: paint.draw_base) drawn once per change of the View and
kept in a surface (the kit's tabletop/ui/layers.py), and what moves drawn over it every frame (the glowing places,
then the scene's pulses, panels, log, tips and the lifted piece).

    layers = TableLayers()
    layers.draw(screen, look, match)       # the base blitted (drawn again only when stale), the glows over it

The base is stale when anything it reads changed: the state drawn (the View's, or a play-out beat's table as it
stood at that beat), the match's log (a move, a take-back: its length, its state and
pending choice objects), the layout (the window's size, the viewer: layout.py makes a new one), whose choice it is,
the piece lifted (a lifted card or disc leaves its place empty) or the names. Nothing else in draw_base depends on
time or on the pointer: the glows (animated) and hover outlines are in draw_glows and the scene.
"""

from __future__ import annotations

from typing import Any

import pygame

from age_of_galaxy.ui import paint as P
from tabletop.ui.layers import Layer


def base_key(look: P.Look, match: Any) -> tuple[Any, ...]:
    """What paint.draw_base reads, as one comparable value (the objects themselves: a new state or choice after a
    take-back is a new object; the same one changes only with the log's length)."""
    return (look.lay, look.viewer, look.current, look.dragging, look.names, len(match.events), match.state,
            match.pending, look.state, getattr(look.state, "revealed", None))


class TableLayers:
    def __init__(self) -> None:
        self.base = Layer()

    @property
    def redraws(self) -> int:
        """How many times the base was drawn (the rest of the frames reused it)."""
        return self.base.redraws

    def draw(self, surf: pygame.Surface, look: P.Look, match: Any) -> bool:
        """The table's base then its glows on `surf`; True when the base was drawn (not reused) this frame."""
        drawn = self.base.blit(surf, base_key(look, match), lambda s: P.draw_base(s, look))
        P.draw_glows(surf, look)
        return drawn
