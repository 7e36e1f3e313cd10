"""The kit's pointer gesture (tabletop/ui/gesture.py) on a recording host, with real pygame events and no window:
a press that stays within CLICK_SLOP is a click, past it the host lifts the source and the drag follows the
pointer; the release drops it on the targets under the pointer (the kit's pick_for_drop); Esc or the right button
cancels a drag, and the release after a cancel does nothing. Alien Artifacts' table (alien_artifacts/ui/table_input.py)
and high card's (high_card_table.py) are hosts of this one gesture."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.ui.drag import CLICK_SLOP, Drag, Move
from tabletop.ui.gesture import Gesture

CARD = pygame.Rect(100, 100, 60, 80)
PILE = pygame.Rect(300, 100, 100, 100)
PLAY = Move("card:a", "pile", ("play:a",), "Play A")


class Host:
    """A table with one card ("card:a", movable onto "pile") and a pile; it records what the gesture told it."""

    def __init__(self, refuse: bool = False) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.refuse = refuse

    def source_at(self, pos: tuple[int, int]) -> str | None:
        return "card:a" if CARD.collidepoint(pos) else None

    def lift(self, sid: str, start: tuple[int, int], pos: tuple[int, int]) -> Drag | None:
        self.calls.append(("lift", sid, start, pos))
        return None if self.refuse else Drag.lifted(sid, start, CARD, [PLAY], pos=pos)

    def targets_at(self, pos: tuple[int, int]) -> list[str]:
        return ["pile"] if PILE.collidepoint(pos) else []

    def dropped(self, drag: Drag, chosen: list[Move], pos: tuple[int, int]) -> None:
        self.calls.append(("dropped", drag.sid, [m.keys for m in chosen], pos))

    def clicked(self, sid: str | None, pos: tuple[int, int]) -> None:
        self.calls.append(("clicked", sid, pos))

    def cancelled(self, drag: Drag) -> None:
        self.calls.append(("cancelled", drag.sid))


def down(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def move(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))


ESC = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")


def play(gesture: Gesture, events: list[pygame.event.Event]) -> list[bool]:
    return [gesture.handle_event(ev) for ev in events]


def test_a_press_within_the_slop_is_a_click() -> None:
    host = Host()
    g = Gesture(host)
    start = CARD.center
    near = (start[0] + CLICK_SLOP, start[1] - CLICK_SLOP)
    assert play(g, [down(start), move(near), up(near)]) == [True, True, True]
    assert host.calls == [("clicked", "card:a", near)]
    assert g.press is None and g.drag is None


def test_a_press_on_nothing_is_a_click_on_nothing_and_never_lifts() -> None:
    host = Host()
    g = Gesture(host)
    play(g, [down((10, 10)), move((200, 200)), up((320, 120))])
    assert host.calls == [("clicked", None, (320, 120))]


def test_past_the_slop_the_card_is_lifted_once_and_follows_the_pointer() -> None:
    host = Host()
    g = Gesture(host)
    start = (CARD.x + 10, CARD.y + 20)
    play(g, [down(start), move((start[0] + CLICK_SLOP + 1, start[1])), move((250, 150))])
    assert host.calls == [("lift", "card:a", start, (start[0] + CLICK_SLOP + 1, start[1]))]
    assert g.drag is not None and g.drag.pos == (250, 150)
    assert g.drag.draw_rect().topleft == (240, 130)  # held by the point pressed
    assert g.hovered() == []  # nothing under the pointer to drop on
    play(g, [move(PILE.center)])
    assert g.hovered() == [PLAY]


def test_the_release_drops_on_the_targets_under_the_pointer() -> None:
    host = Host()
    g = Gesture(host)
    play(g, [down(CARD.center), move(PILE.center), up(PILE.center)])
    assert host.calls[-1] == ("dropped", "card:a", [("play:a",)], PILE.center)
    assert g.drag is None and g.press is None


def test_a_release_beside_every_target_drops_on_nothing() -> None:
    host = Host()
    g = Gesture(host)
    play(g, [down(CARD.center), move((500, 500)), up((500, 500))])
    assert host.calls[-1] == ("dropped", "card:a", [], (500, 500))


@pytest.mark.parametrize("cancel", [ESC, down((250, 150), button=3)], ids=["esc", "right-button"])
def test_esc_or_the_right_button_cancels_a_drag_and_the_release_does_nothing(cancel: pygame.event.Event) -> None:
    host = Host()
    g = Gesture(host)
    play(g, [down(CARD.center), move(PILE.center)])
    assert g.handle_event(cancel) is True
    assert host.calls[-1] == ("cancelled", "card:a") and g.drag is None
    assert play(g, [move(PILE.center), up(PILE.center)]) == [False, False]  # no drop, no click
    assert [c[0] for c in host.calls] == ["lift", "cancelled"]


def test_without_a_drag_esc_and_the_right_button_are_not_the_gestures() -> None:
    host = Host()
    g = Gesture(host)
    assert play(g, [ESC, down(CARD.center, button=3), up(CARD.center, button=3)]) == [False, False, False]
    g.handle_event(down(CARD.center))
    assert g.handle_event(ESC) is False  # a press not yet moved past the slop is no drag: Esc is the table's
    assert host.calls == []


def test_a_refused_lift_forgets_the_press() -> None:
    host = Host(refuse=True)
    g = Gesture(host)
    play(g, [down(CARD.center), move(PILE.center), move((PILE.centerx + 5, PILE.centery)), up(PILE.center)])
    assert [c[0] for c in host.calls] == ["lift"]  # asked once; no drop and no click after it
    assert g.press is None and g.drag is None
