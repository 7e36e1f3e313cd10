"""The table layout: nothing overlaps, labels are never under a card, cards are as large as the room allows."""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest

from alien_artifacts.ui import layout
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from alien_artifacts.ui.sprites.card_face import strip_height

SIZES = [(1280, 720), (1920, 1080), (1366, 768), (1024, 768), (2560, 1440), (3840, 2160), (1600, 1200)]


def _disjoint(rects: list[tuple[str, pygame.Rect]]) -> list[str]:
    return [f"{a} {ra} overlaps {b} {rb}" for (a, ra), (b, rb) in itertools.combinations(rects, 2)
            if ra.colliderect(rb)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_regions_do_not_overlap(size: tuple[int, int], players: int) -> None:
    w, h = size
    lay = layout.compute(w, h, list(range(players)))
    screen = pygame.Rect(0, 0, w, h)
    top = [("top_bar", lay.top_bar), ("centre", lay.centre), ("hand", lay.hand), ("side", lay.side)]
    top += [(f"board{s}", b.rect) for s, b in lay.boards.items()]
    assert all(screen.contains(r) for _, r in top), top
    assert _disjoint(top) == []
    for s, b in lay.boards.items():
        parts = [("header", b.header)] + [(f"label {t}", r) for r, t, _, _ in b.labels]
        for k, (uc, emp) in b.rows.items():
            parts += [(f"uc {k}", uc), (f"empire {k}", emp)]
            for r in (uc, emp):  # a card fits its area
                assert b.card_h <= r.h and b.card_w <= r.w, (s, k, b.card_w, b.card_h, r)
        parts += [(f"op {n}", r) for n, r in b.ops.items()]
        assert all(b.rect.contains(r) for _, r in parts), (s, parts)
        assert _disjoint(parts) == [], s
        assert b.header.contains(b.bank) and b.header.contains(b.vp) and not b.bank.colliderect(b.vp)
    centre = [(k, r) for k, r in lay.decks.items()] + [(f"label {k}", r) for k, r in lay.deck_labels.items()]
    centre.append(("open", lay.open_area))
    assert all(lay.centre.contains(r) for _, r in centre), centre
    assert _disjoint(centre) == []
    side = [("prompt", lay.prompt), ("options", lay.options), ("message", lay.message), ("log", lay.log)]
    assert all(lay.side.contains(r) for _, r in side) and _disjoint(side) == []
    assert lay.hand.contains(lay.hand_label)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_cards_are_large_at_1280x720(players: int) -> None:
    lay = layout.compute(1280, 720, list(range(players)))
    me = lay.boards[0]
    assert me.card_w >= 85, me.card_w  # was 55 before the grid layout
    assert min(b.card_w for s, b in lay.boards.items() if s != 0) >= 40
    assert lay.decks["alien"].w >= 100 and lay.decks["basic"].w >= 100  # room for the attack table's words
    assert lay.hand_w >= 70 and 4 * lay.hand_w + 3 * max(4, lay.hand_w // 12) <= lay.hand.w  # 4 side by side
    assert min(b.card_w for s, b in lay.boards.items() if s != 0) >= 60  # an opponent's card fills its cell


def _mid_game(cards: Any, players: int, humans: int = 1, steps: int = 900) -> Session:
    seats = [SeatConfig(f"P{i}", i < humans, "normal", i) for i in range(players)]
    session = Session.new(cards, seats, 40 + players)
    session.autosave_enabled = False
    brain = RandomBrain(players)
    for _ in range(steps):
        if session.pending is None:
            break
        session.submit(brain.choose(session.view(session.pending.seat)))
    return session


@pytest.mark.parametrize(("size", "players"), [((1280, 720), 4), ((1280, 720), 5), ((1920, 1080), 5),
                                               ((1280, 720), 2), ((1024, 768), 3)])
def test_sprites_stay_in_their_areas_and_off_the_labels(window: Any, size: tuple[int, int],
                                                        players: int) -> None:
    app = window(size)
    session = _mid_game(app.cards(), players)
    table = TableScene(app, session)
    app.push(table)
    table.update(1 / 60)
    lay = table.geometry.lay
    assert (lay.w, lay.h) == size
    areas: list[tuple[str, pygame.Rect]] = []
    for s, b in lay.boards.items():
        for k, (uc, emp) in b.rows.items():
            areas += [(f"{s}:uc:{k}", uc), (f"{s}:empire:{k}", emp)]
    areas += [(f"deck:{k}", r) for k, r in lay.decks.items()] + [("open", lay.open_area)]
    hand_cards = pygame.Rect(lay.hand.x, lay.hand_label.bottom, lay.hand.w, lay.hand.bottom - lay.hand_label.bottom)
    areas.append(("hand", hand_cards))
    labels = [r for b in lay.boards.values() for r in b.label_rects()] + list(lay.deck_labels.values())
    labels.append(lay.hand_label)
    home: dict[str, str] = {}
    for sp in table.geometry.scene.sprites:
        if sp.tag == "faction":  # click-only spots over the emblem and the Faction box: drawn by nobody
            continue
        where = [name for name, r in areas if r.contains(sp.rect)]
        assert where, (sp.sid, sp.tag, sp.rect)
        home[sp.sid] = where[0]
        hits = [r for r in labels if r.colliderect(sp.rect)]
        assert not hits, (sp.sid, sp.rect, hits)
    drawn = [sp for sp in table.geometry.scene.sprites if sp.sid in home]
    for a, b in itertools.combinations(drawn, 2):
        if home[a.sid] != home[b.sid]:
            assert not a.rect.colliderect(b.rect), (a.sid, home[a.sid], b.sid, home[b.sid])
    assert len(drawn) > 12 + players  # a real mid-game table


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_five_resource_cards_in_hand_never_pile_up(size: tuple[int, int]) -> None:
    """Issue 25 point 3: the hand panel uses its space. Five Resource cards lie side by side in rows (four to
    a row), none covering another, all inside the hand panel, with room left under them for a row of
    Artifacts and Defense Plans."""
    lay = layout.compute(*size, [0, 1, 2, 3, 4])
    for n in range(1, 6):
        slots, bottom = layout.hand_slots(lay, n)
        assert len(slots) == n and _disjoint([(str(i), r) for i, r in enumerate(slots)]) == []
        assert all(lay.hand.contains(r) for r in slots), (n, slots, lay.hand)
        assert not any(r.colliderect(lay.hand_label) for r in slots)
        assert lay.hand.bottom - bottom >= 2 * strip_height(lay.small_w), (n, bottom, lay.hand)
    assert len({r.y for r in layout.hand_slots(lay, 4)[0]}) == 1  # four in one row
