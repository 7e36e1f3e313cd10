"""Where a lesson's named place is on screen now: the table geometry's `place_rect` (the vocabulary of
Option.source / Option.target, alien_artifacts/ui/table_geometry.py), plus the few places only lessons name:

- "empire": the player's Empire rows; "score": the player's VP box; "draw": the Resource deck;
- "done": the button of the option that ends what is going on (its verb "done", or aimed at "done": End the
  action step, Pass, Do not attack), else the options;
A place not on screen (a card not drawn, a button scrolled away) has no rect: the panel then points nowhere.
"""

from __future__ import annotations

from typing import Any

import pygame


def place_rects(geometry: Any, model: Any, name: str) -> list[pygame.Rect]:
    """The rects of place `name` ([] when it is not shown)."""
    lay = geometry.lay
    if lay is None or not name:
        return []
    mine = lay.boards.get(model.viewer)
    if name == "score" and mine is not None:
        return [pygame.Rect(mine.vp)]
    if name == "empire" and mine is not None:
        return [pygame.Rect(mine.empire_area)]
    if name == "done":
        p = model.pending
        for o in p.options if p is not None else ():
            b = geometry.input.option_buttons.by_key(f"opt:{o.key}")
            if b is not None and (o.verb == "done" or o.target == "done"):
                return [pygame.Rect(b.rect)]
        return [pygame.Rect(lay.options)]
    r = geometry.place_rect(name)
    if r is not None:
        return [r]
    if name == "draw":
        return place_rects(geometry, model, "deck:resource")
    return []
