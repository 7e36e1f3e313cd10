"""Issue 31 item 6: smaller things seen in the window, each through the App with real posted events.

- the log never scrolls past its start into empty space;
(more points below, each with its own test)
"""

from __future__ import annotations

import importlib.util
import itertools
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))

import posted
from posted import AS_PLAYED

from game.ui import theme
from tabletop.ui import textlog

_spec = importlib.util.spec_from_file_location("ui_option_list_tests",
                                              Path(__file__).with_name("test_ui_option_list.py"))
assert _spec is not None and _spec.loader is not None
_ol = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_ol)
open_table = _ol.open_table


@pytest.fixture()
def sized(window: Callable[[tuple[int, int]], Any], monkeypatch: pytest.MonkeyPatch,
          tmp_path: Any) -> Iterator[Callable[[tuple[int, int]], Any]]:
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    yield window


def scenario(app: Any, text: str) -> Any:
    from alien_artifacts.match.scenario import load_scenario

    return load_scenario(text, app.cards())


def frame_text(app: Any) -> list[tuple[str, int, pygame.Rect, str]]:
    drawn: list[tuple[str, int, pygame.Rect, str]] = []
    with textlog.listen(lambda _s, text, size, rect, role: drawn.append((text, size, pygame.Rect(rect), role))):
        app.step(1 / 60)
    return drawn


# ---- the log ----------------------------------------------------------------------------------------------------
def test_the_log_scrolled_up_stops_with_its_first_line_at_the_top(fresh_app: Any, sized: Any) -> None:
    app = sized((1280, 720))
    table = open_table(app, scenario(app, _ol.SEVEN))
    log = table.feed.log
    log.lines[:] = [(f"line {i} of the log", (200, 200, 200)) for i in range(100)]
    rect = table.geometry.lay.log
    posted.hover(app, rect.center)
    for _ in range(80):  # far more wheel notches than the log has lines
        posted.wheel(1)
        app.step(1 / 60)
    drawn = [(t, r) for t, _s, r, role in frame_text(app) if rect.contains(r) and t.startswith("line ")]
    assert drawn, "the log drew nothing"
    top_text, top_rect = min(drawn, key=lambda d: d[1].y)
    lh = theme.font(app.scale(12)).get_linesize()
    assert top_text == "line 0 of the log"  # the start of the log, and nothing above it
    assert top_rect.y - rect.y < lh, (top_rect, rect)  # no empty rows above the first line
    assert log.offset == log.top_offset(rect) > 0
    for _ in range(80):  # and down again to the newest line
        posted.wheel(-1)
        app.step(1 / 60)
    assert log.offset == 0
    drawn = [(t, r) for t, _s, r, role in frame_text(app) if rect.contains(r) and t.startswith("line ")]
    assert max(drawn, key=lambda d: d[1].y)[0] == "line 99 of the log"


# ---- the keep panel ---------------------------------------------------------------------------------------------
BUYER = """
title: two purchases
seed: 5
players:
  - name: Ann
    faction: star_union
    kind: human
    credits: 14
    hand: [res_01, res_42, res_14]
    empire: [black_plague operational]
  - name: Bob
    faction: meridian_consortium
    kind: human
    credits: 5
    hand: [res_02, res_03, res_04]
    empire: [mika logistics]
turn: Ann
alien_system: alien_kraal_hive
"""


def click_key(app: Any, table: Any, key: str) -> None:
    app.step(1 / 60)
    found = [g.by_key(key) for g in table.button_groups() if g.by_key(key) is not None]
    p = table.session.pending
    assert found, (key, p and (p.seat, p.kind, [o.key for o in p.options]))
    b = found[0]
    posted.tap(app, b.rect.center, 2)


def buy_three(app: Any, table: Any) -> None:
    """Ann buys from the Ships deck, drawing three cards, by clicks on the option buttons."""
    click_key(app, table, "opt:buy:ship")
    click_key(app, table, "opt:count:3")
    assert table.session.pending.kind == "keep"


def public_words(table: Any) -> list[pygame.Rect]:
    """Where the table shows the players' names, VP and credits, the deck names and the top bar."""
    lay = table.geometry.lay
    return [lay.top_bar, *(b.header for b in lay.boards.values()), *lay.deck_labels.values()]


@pytest.mark.parametrize("size", [(1280, 720), (640, 360)])
def test_the_folded_keep_panel_covers_no_names_and_opens_again_at_the_next_purchase(
        fresh_app: Any, sized: Any, size: tuple[int, int]) -> None:
    app = sized(size)
    table = open_table(app, scenario(app, BUYER))
    buy_three(app, table)
    keep = table.input.keep
    assert keep.rect is not None and not keep.folded
    click_key(app, table, "keep_fold")  # "Look at the table"
    assert keep.folded and keep.rect is not None
    assert app.screen.get_rect().contains(keep.rect)
    assert [tuple(r) for r in public_words(table) if r.colliderect(keep.rect)] == []
    click_key(app, table, f"opt:{table.session.pending.options[0].key}")  # keeps a card from the option list
    for _ in range(600):  # on to Ann's next turn (Bob, an AI seat, plays meanwhile)
        p = table.session.pending
        assert p is not None
        if p.seat == 0 and p.kind == "turn" and table.session.state.turn_number > 1 and \
                p.option("buy:ship") is not None:
            break
        if p.seat == 0:
            ends = [o.key for o in p.options if o.verb in ("end_action", "done", "pass")]
            table.submit(tuple((ends or [p.options[0].key])[:1]) if p.min_picks <= 1 else
                         tuple(o.key for o in p.options[:p.min_picks]))
        app.step(1 / 60)
    else:
        raise AssertionError("Ann's next turn did not come")
    buy_three(app, table)
    app.step(1 / 60)
    assert not keep.folded and keep.rect is not None and keep.cards_at  # open again, every card in view


# ---- the card zoom ----------------------------------------------------------------------------------------------
TABLE = """
title: zoom test
seed: 5
players:
  - name: Ann
    faction: star_union
    kind: human
    credits: 12
    hand: [res_01, res_42, res_14]
    under_construction:
      - calcine
      - {card: hellion, prepared: [res_06 red]}
    empire:
      - black_plague operational
  - name: Bob
    faction: meridian_consortium
    kind: human
    credits: 5
    hand: [res_02, res_03, res_04]
    empire:
      - {card: crimson_lance, side: operational, blockades: 1}
      - halvards_reach logistics
      - thalassa_minor operational
turn: Ann
alien_system: alien_kraal_hive
"""


class _Recorder(pygame.Surface):
    """A surface that notes where images are blitted on it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.blits: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        r = super().blit(source, dest, area, special_flags)
        self.blits.append(pygame.Rect(r.topleft, source.get_size()))
        return r


@pytest.fixture()
def zooms(monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """Where each card zoom drawn meanwhile went: the card images (and their shadows) the renderer's
    draw_zoom blits, one rect per frame that drew a zoom."""
    from alien_artifacts.ui.table_render import TableRenderer

    drawn: list[pygame.Rect] = []
    real = TableRenderer.draw_zoom

    def spy(self: Any, surf: pygame.Surface) -> None:
        rec = _Recorder(surf.get_size())
        real(self, rec)
        if rec.blits:
            drawn.append(rec.blits[0].unionall(rec.blits[1:]))
        real(self, surf)

    monkeypatch.setattr(TableRenderer, "draw_zoom", spy)
    return drawn


def quiet_spot(table: Any, r: pygame.Rect, top: bool = False) -> tuple[int, int] | None:
    """A point of the card at r with no icon's tooltip and no option aimed at it (only the zoom answers): low on
    the card (its picture), or with `top` the highest such point."""
    rows = [r.y + r.h * k // 10 for k in range(1, 10)]
    for y in (rows if top else rows[::-1]):
        for x in (r.x + r.w // 2, r.x + r.w // 4, r.x + r.w * 3 // 4):
            if table.geometry.hot_at((x, y)) is None and table.tips.target_tip((x, y)) is None and \
                    table.geometry.sprite_at((x, y)) is not None:
                return (x, y)
    return None


def rest(app: Any, seconds: float) -> None:
    for _ in range(max(1, round(seconds * 60))):
        app.step(1 / 60)


def sprite_rect(table: Any, tag: str, uid: str) -> pygame.Rect:
    return next(s.rect for s in table.geometry.scene.sprites if s.tag == tag and s.sid.endswith(uid))


def test_a_zoom_waits_for_the_mouse_to_rest_and_not_after_a_drop(fresh_app: Any, sized: Any, zooms: Any) -> None:
    app = sized((1280, 720))
    table = open_table(app, scenario(app, TABLE))
    target = next(p for p in (quiet_spot(table, s.rect) for s in table.geometry.scene.sprites
                              if s.tag in ("uc", "empire") and s.owner == 0) if p is not None)
    for i in range(40):  # moving over the card, never resting: no zoom
        posted.hover(app, (target[0] - 10 + i % 2 * 10, target[1] - (i % 3) * 4))
    assert zooms == []
    rest(app, 0.5)  # resting: the zoom shows
    assert zooms, "no zoom after a pause on the card"
    zooms.clear()
    posted.hover(app, (5, app.screen.get_height() - 5))
    hand = next(s for s in table.geometry.scene.sprites if s.tag == "hand").rect
    posted.hover(app, hand.center)
    posted.mouse(pygame.MOUSEBUTTONDOWN, hand.center)
    app.step(1 / 60)
    for k in range(1, 11):  # a drag onto the card under construction, held there a while
        posted.hover(app, (hand.centerx + (target[0] - hand.centerx) * k // 10,
                       hand.centery + (target[1] - hand.centery) * k // 10))
    rest(app, 0.6)
    posted.mouse(pygame.MOUSEBUTTONUP, target)
    zooms.clear()
    rest(app, 0.15)  # just after the drop: no zoom pops up
    assert zooms == []


def test_a_zoom_is_never_drawn_over_the_prompt(fresh_app: Any, sized: Any, zooms: Any) -> None:
    """The cards nearest the side panel (an opponent's Planets, the Basic Defense Plan, the open area): a zoom
    beside the pointer would lie over the prompt; it goes where it covers no words being read."""
    app = sized((1280, 720))
    table = open_table(app, scenario(app, TABLE))
    side = table.geometry.lay.side
    near = [s for s in table.geometry.scene.sprites if s.zoom is not None and side.x - 300 < s.rect.centerx < side.x]
    assert len(near) >= 3, [s.sid for s in near]
    prompt = table.geometry.prompt_rect()
    shown = 0
    for s in near:
        spot = quiet_spot(table, s.rect, top=True)
        if spot is None:
            continue
        posted.hover(app, (4, app.screen.get_height() - 4))
        zooms.clear()
        posted.hover(app, spot)
        rest(app, 0.6)
        assert zooms, f"no zoom of {s.sid}"
        shown += 1
        assert all(not z.colliderect(prompt) for z in zooms), (s.sid, zooms, prompt)
        assert all(not z.collidepoint(spot) for z in zooms), (s.sid, zooms, spot)  # nor under the pointer
    assert shown >= 3


def test_no_zoom_pops_up_over_the_lesson_panel(learner_lesson: Any, zooms: Any) -> None:
    app, scene = learner_lesson
    table = scene.table
    box = scene.overlay.box
    assert box.w > 0 and box in table.tips.reading_rects()
    under = [(x, y) for x in range(box.x + 4, box.right - 4, 12) for y in range(box.y + 4, box.bottom - 4, 12)
             if table.geometry.sprite_at((x, y)) is not None]  # cards under the panel's words
    cards = [s.rect for s in table.geometry.scene.sprites if s.tag in ("hand", "uc", "empire", "deck")]
    assert cards
    if under:
        posted.hover(app, under[0])
        rest(app, 0.6)
        assert zooms == [], "a card under the lesson's panel zoomed over its words"
    for r in cards:  # a card beside the panel: its zoom keeps off the panel wherever there is room
        if r.colliderect(box):
            continue
        zooms.clear()
        posted.hover(app, r.center)
        rest(app, 0.6)
        for z in zooms:
            assert not z.colliderect(box), (r, z, box)
        break


@pytest.fixture()
def learner_lesson(fresh_app: Any, sized: Any) -> Iterator[tuple[Any, Any]]:
    """Lesson 3 of Learn to play on the table at 1280x720 (its first step to read)."""
    from alien_artifacts.ui.tutorial.start import start_lesson
    from game.ui.scenes.menu import MenuScene

    app = sized((1280, 720))
    s = app.settings
    before = (s.lessons_done, s.lesson_at, s.tutorial_finished)
    app.push(MenuScene(app))
    assert start_lesson(app, 2) == ""
    rest(app, 0.1)
    yield app, app.top
    s.lessons_done, s.lesson_at, s.tutorial_finished = before


# ---- a lesson's refusal says why ---------------------------------------------------------------------------------
@pytest.fixture()
def learner(player: Any) -> Iterator[Any]:
    s = player.app.settings
    before = (s.lessons_done, s.lesson_at, s.tutorial_finished)
    s.lessons_done, s.lesson_at, s.tutorial_finished = (), "", False
    player.step()
    yield player
    s.lessons_done, s.lesson_at, s.tutorial_finished = before


def test_a_lesson_that_refuses_a_move_says_why(learner: Any) -> None:
    app = learner.app
    learner.click("learn")
    learner.click("lesson2")  # Pay by colour: develop Targeting Matrix with the 3 blue half of res_31
    scene = app.top
    table = scene.table
    feed = table.feed
    hand = table.geometry.place_rect("res:res_78")
    card = table.geometry.place_rect("card:targeting_matrix")
    assert hand is not None and card is not None
    # while the player reads, a drag is refused with what to do instead
    posted.drag_to(app, (hand.centerx, hand.y + hand.h // 4), card.center, **AS_PLAYED)
    assert feed.message == "Not yet: read the lesson's words, then press Next.", feed.message
    while scene.coach.step.reading:
        learner.click("next")
    posted.drag_to(app, (hand.centerx, hand.y + hand.h // 4), card.center, **AS_PLAYED)  # the drop starts Develop
    assert scene.session.pending.kind == "pay"
    version = scene.session.version
    # the game would take res_25's 2 blue half for Targeting Matrix; the lesson waits for res_31's 3 blue
    hand = table.geometry.place_rect("res:res_25")
    posted.drag_to(app, (hand.centerx, hand.y + hand.h // 4), card.center, **AS_PLAYED)
    assert scene.session.version == version
    assert feed.message.startswith("Not in this lesson: it waits for \u201c"), feed.message
    assert "Resource" in feed.message or "blue" in feed.message, feed.message
    # a card the game itself cannot move now: the game's reason, then what the lesson waits for
    deck = table.geometry.place_rect("deck:ship")
    posted.drag_to(app, deck.center, table.geometry.place_rect("uc:ship").center, **AS_PLAYED)
    assert scene.session.version == version
    assert "The lesson waits for \u201c" in feed.message and not feed.message.startswith("Not in this lesson")


# ---- what an opponent has and the deck tops can be read or zoomed at 1280x720 ----------------------------------
PLANETS = """
title: many planets
seed: 5
players:
  - name: Ann
    faction: star_union
    kind: human
    credits: 12
    hand: [res_01, res_42, res_14]
    empire:
      - black_plague operational
  - name: Bob
    faction: meridian_consortium
    kind: human
    credits: 5
    hand: [res_02, res_03, res_04]
    empire:
      - {card: crimson_lance, side: operational, blockades: 2}
      - halvards_reach logistics
      - thalassa_minor operational
      - vitruvious logistics
      - oru_prime operational
      - sable_drift logistics
  - name: Cy
    faction: wayfarer_collective
    kind: human
    credits: 5
    hand: [res_05, res_06, res_07]
    empire:
      - kestrel_iv logistics
      - mika operational
turn: Ann
alien_system: alien_kraal_hive
"""


def test_stacked_planets_of_an_opponent_zoom_from_their_strips(fresh_app: Any, sized: Any, zooms: Any) -> None:
    app = sized((1280, 720))
    table = open_table(app, scenario(app, PLANETS))
    stack = [s for s in table.geometry.scene.sprites if s.owner == 1 and s.sid.startswith("card:")
             and s.sid != "card:crimson_lance"]
    assert len(stack) == 5
    rects = [s.rect for s in stack]
    assert any(a.colliderect(b) for a, b in itertools.pairwise(rects)), "not a stack at this size"
    for k, s in enumerate(stack):
        nxt = stack[k + 1].rect.y if k + 1 < len(stack) else s.rect.bottom
        strip = (s.rect.x + s.rect.w // 2, (s.rect.y + nxt) // 2)  # the visible strip: type, cost, VP
        assert table.geometry.sprite_at(strip) == s.sid
        assert table.geometry.hot_at(strip) is None, (s.sid, table.geometry.hot_at(strip))  # no badge's tooltip
        posted.hover(app, (4, app.screen.get_height() - 4))
        zooms.clear()
        posted.hover(app, strip)
        rest(app, 0.6)
        assert zooms and table.tips.hover_sid == s.sid, s.sid  # its zoom names it


def test_a_face_up_deck_top_zooms_and_its_name_explains_the_deck(fresh_app: Any, sized: Any, zooms: Any) -> None:
    app = sized((1280, 720))
    table = open_table(app, scenario(app, PLANETS))
    for kind in ("ship", "technology", "planet"):
        deck = next(s for s in table.geometry.scene.sprites if s.sid == f"deck:{kind}")
        assert deck.zoom == (f"top:{kind}", "logistics")
        spot = (deck.rect.centerx, deck.rect.y + deck.rect.h * 3 // 4)  # the top card's picture
        assert table.geometry.hot_at(spot) is None
        posted.hover(app, (4, app.screen.get_height() - 4))
        zooms.clear()
        posted.hover(app, spot)
        rest(app, 0.6)
        assert zooms, f"the {kind} deck's top card did not zoom"
        label = table.geometry.lay.deck_labels[kind]
        assert table.geometry.hot_at(label.center) == (f"deck:{kind}", label)  # the deck's own words: on its name


def test_a_blockade_token_leaves_the_cards_name_readable_and_names_it(fresh_app: Any, sized: Any) -> None:
    app = sized((1280, 720))
    table = open_table(app, scenario(app, PLANETS))
    card = next(s.rect for s in table.geometry.scene.sprites if s.sid == "card:crimson_lance")
    (key, token), = table.geometry.blockade_spots()
    assert key == "blockade" and card.contains(token)
    assert token.y >= card.y + card.h // 3 and token.x >= card.centerx  # low in the right corner, off the name
    sprite = next(s for s in table.geometry.scene.sprites if s.sid == "card:crimson_lance")
    words = [(t, r.move(card.topleft)) for t, _size, r, _role in app.faces.marks(sprite.image)]
    assert words, "the face reported no words"
    covered = [t for t, r in words if r.colliderect(token)]
    assert any(t == "Crimson Lance" for t, _r in words) and "Crimson Lance" not in covered, words  # name in full
    assert "+2 attack vs Alien" not in covered, covered  # and its ability
    assert "Crimson Lance: 2 tokens." in table.tips.tip_words("blockade", token.center)
