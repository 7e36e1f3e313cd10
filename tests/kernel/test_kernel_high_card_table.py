"""High card's minimal table (high_card_table.py), on the UI kit alone, driven by posted pygame events (issue 26
point 6): two humans in hot seat play a whole game by dragging cards onto the trick, the kit's curtain hides the
table between them (no hidden card's number is ever drawn), U takes a move back, and the game played through the
UI is the game the same moves make when submitted to the kernel's Match directly. (The arena of its generic
search against a random seat runs on the kernel's harness: test_kernel_arena.py.)"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest
from high_card import HIDDEN, HighCard, Settings
from high_card_table import SCENES, TRICK, HighCardTable

from tabletop.choices import Command
from tabletop.match import Match
from tabletop.ui import registry, textlog
from tabletop.ui.curtain import CurtainScene
from tabletop.ui.stack import SceneStack

RULES = HighCard()
CARDS = {str(n) for n in range(1, 11)}


@pytest.fixture
def stack(monkeypatch: pytest.MonkeyPatch) -> Iterator[SceneStack]:
    """A window and the kit's scene stack, with the table's scenes known by name for this test only (the registry
    is the process's: the app's scene tests see their own scenes)."""
    monkeypatch.setattr(registry, "_SCENES", dict(registry._SCENES))
    monkeypatch.setattr(registry, "_DECLARED", dict(registry._DECLARED))
    registry.declare(SCENES)
    registry.register(HighCardTable)
    # a window of its own, unless the process has one already (the app's session-wide window in tests/ui, when one
    # worker runs both folders): then its own surface of the same size, and the app's display is left as it was
    ours = not pygame.display.get_init() or pygame.display.get_surface() is None
    pygame.display.init()
    pygame.font.init()
    pygame.event.clear()
    yield SceneStack(pygame.display.set_mode((900, 600)) if ours else pygame.Surface((900, 600)))
    if ours:
        pygame.display.quit()


def frame(stack: SceneStack, *events: pygame.event.Event) -> list[tuple[str, str]]:
    """Post `events`, run one frame of the stack; the (text, role) of every line it drew."""
    for ev in events:
        pygame.event.post(ev)
    drawn: list[tuple[str, str]] = []
    with textlog.listen(lambda _s, text, _size, _r, role: drawn.append((text, role))):
        stack.step(1 / 60)
    return drawn


def mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=1)


def drag(stack: SceneStack, start: tuple[int, int], end: tuple[int, int]) -> list[tuple[str, str]]:
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    return frame(stack, mouse(pygame.MOUSEBUTTONDOWN, start), mouse(pygame.MOUSEMOTION, mid),
                 mouse(pygame.MOUSEMOTION, end), mouse(pygame.MOUSEBUTTONUP, end))


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def press_ready(stack: SceneStack) -> None:
    curtain = stack.top
    assert isinstance(curtain, CurtainScene)
    (button,) = curtain.buttons.buttons
    frame(stack, mouse(pygame.MOUSEBUTTONDOWN, button.rect.center), mouse(pygame.MOUSEBUTTONUP, button.rect.center))


def hands_drawn(drawn: list[tuple[str, str]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for text, role in drawn:
        if role.startswith("hand"):
            out.setdefault(role, []).append(text)
    return out


def play_card(stack: SceneStack, table: HighCardTable, card: str) -> list[tuple[str, str]]:
    rect = dict(table.hand_rects(table.viewer))[card]
    return drag(stack, rect.center, table.trick_rect().center)


def test_two_humans_play_a_whole_game_by_dragging_behind_the_curtain(stack: SceneStack) -> None:
    match = Match.start(RULES, Settings(seed=4))
    table = stack.open("high_card_table", match)
    assert isinstance(table, HighCardTable)
    rng = random.Random(9)
    played: list[tuple[int, str]] = []
    curtains = 0
    while not match.over:
        p = match.pending
        assert p is not None
        drawn = frame(stack)
        if stack.top is not table:  # another human's turn: the curtain is up, and shows no card at all
            assert isinstance(stack.top, CurtainScene) and stack.top.seat == p.seat
            curtains += 1
            assert not {text for text, _ in drawn} & CARDS and hands_drawn(drawn) == {}
            assert not any(text.isdigit() for text, _ in drawn)
            press_ready(stack)
            drawn = frame(stack)
        assert stack.top is table and table.viewer == p.seat
        shown = hands_drawn(drawn)  # the player at the screen sees their own hand, the other's as "?" only
        assert sorted(shown[f"hand{p.seat}"], key=int) == sorted(match.state.hands[p.seat], key=int)
        assert set(shown.get(f"hand{1 - p.seat}", [HIDDEN])) == {HIDDEN}
        card = rng.choice(match.state.hands[p.seat])
        before = len(match.events)
        play_card(stack, table, card)
        assert len(match.events) > before and card in match.state.played
        played.append((p.seat, f"play:{card}"))
    drawn = frame(stack)
    s = match.state
    assert sum(s.tricks) == 5 and len(played) == 8 and curtains >= 2  # the last cards play themselves
    assert f"Winner: {s.names[s.winners[0]]}" in {text for text, _ in drawn}
    # the same moves submitted to the Match directly make the same game
    direct = Match.start(RULES, Settings(seed=4))
    for seat, pick in played:
        p = direct.pending
        assert p is not None and p.seat == seat
        assert direct.submit(Command(seat, p.id, (pick,))).ok
    assert direct.over and direct.state_hash() == match.state_hash() and direct.events == match.events


def test_undo_takes_a_card_back_from_the_curtain_and_stray_gestures_do_nothing(stack: SceneStack) -> None:
    match = Match.start(RULES, Settings(seed=2))
    table = stack.open("high_card_table", match)
    assert isinstance(table, HighCardTable)
    frame(stack)
    press_ready(stack)
    frame(stack)
    leader = table.viewer
    start = match.state_hash()
    low, high = sorted(match.state.hands[leader], key=int)[0], sorted(match.state.hands[leader], key=int)[-1]
    rect = dict(table.hand_rects(leader))[low]
    # a click without a drag, a drop beside the trick and U with nothing to take back change nothing
    frame(stack, mouse(pygame.MOUSEBUTTONDOWN, rect.center), mouse(pygame.MOUSEBUTTONUP, rect.center))
    drag(stack, rect.center, (table.trick_rect().right + 60, table.trick_rect().bottom + 60))
    frame(stack, key(pygame.K_u))
    assert match.state_hash() == start and table.status == "Nothing to take back" and stack.top is table
    play_card(stack, table, low)
    assert match.state.table == [(leader, low)]
    drawn = frame(stack)
    assert isinstance(stack.top, CurtainScene) and stack.top.seat == 1 - leader
    assert any("take your card back" in text for text, _ in drawn)
    frame(stack, key(pygame.K_u))  # the leader, still at the screen, takes the card back
    assert stack.top is table and match.state_hash() == start and match.state.table == []
    drawn = frame(stack)
    assert stack.top is table and table.viewer == leader
    assert sorted(hands_drawn(drawn)[f"hand{leader}"], key=int) == sorted(match.state.hands[leader], key=int)
    play_card(stack, table, high)
    frame(stack)
    press_ready(stack)
    frame(stack)
    assert table.viewer == 1 - leader and match.state.table == [(leader, high)]
    frame(stack, key(pygame.K_u))  # the follower cannot take back the leader's card
    assert match.state.table == [(leader, high)] and table.status == "Nothing to take back"


def test_the_tables_moves_are_the_options_dragged_to_the_trick() -> None:
    match = Match.start(RULES, Settings(seed=1))
    p = match.pending
    assert p is not None
    assert {(o.source, o.target) for o in p.options} == {(c, TRICK) for c in match.state.hands[p.seat]}
