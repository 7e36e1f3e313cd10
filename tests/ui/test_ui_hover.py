"""Issue 25, points 4 and 5: every icon and keyword explains itself on hover, and a move says what it costs
before it happens. The mouse moves with real MOUSEMOTION events through the App over a real table (a
scenario position), rests, and the tooltip's words (the glossary entry) must show: inside the window, not
over the hovered thing, never smaller than theme.MIN_TEXT_PX."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))

import posted

from alien_artifacts.ui import glossary
from game.ui import theme
from tabletop.ui import textlog

POSITION = """
title: hover test
seed: 5
players:
  - name: Ann
    faction: star_union
    kind: human
    credits: 8
    hand: [res_01, res_42, res_14]
    artifacts: [art_01]
    defense_plans: [dp_02]
    under_construction:
      - calcine
      - {card: hellion, prepared: [res_06 red]}
    empire:
      - black_plague operational
      - {card: mika, side: operational, produced: [res_33 green]}
  - name: Bob
    faction: meridian_consortium
    kind: human
    credits: 5
    hand: [res_02, res_03, res_04]
    empire:
      - {card: crimson_lance, side: operational, blockades: 1}
turn: Ann
alien_system: alien_kraal_hive
"""

NO_EMPIRE = """
title: an attack that cannot blockade
seed: 3
players:
  - name: Ann
    faction: star_union
    kind: human
    credits: 8
    hand: [res_01, res_14]
    empire: [black_plague operational]
  - name: Bob
    faction: meridian_consortium
    kind: human
turn: Ann
alien_system: alien_kraal_hive
"""


def open_table(app: Any, text: str) -> Any:
    from alien_artifacts.match.scenario import load_scenario
    from alien_artifacts.ui.scenes.table import TableScene
    from alien_artifacts.ui.session import Session, seat_from_settings
    from game.ui.scenes.menu import MenuScene

    cards = app.cards()
    game = load_scenario(text, cards)
    seats = [seat_from_settings(i, s) for i, s in enumerate(game.settings.seats)]
    seats[1].human = False  # Bob is an AI seat: Ann alone sees her hand (no hot-seat curtain)
    session = Session(game, cards, seats)
    session.autosave_enabled = False
    app.push(MenuScene(app))
    table = TableScene(app, session)
    app.push(table)
    for _ in range(3):
        app.step(1 / 60)
    return table


@pytest.fixture()
def table_at(fresh_app: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> Iterator[Callable[[str], Any]]:
    """Open a table at a scenario position (its own saves folder, AI seats answering in the frame loop)."""
    monkeypatch.setenv("ALIEN_ARTIFACTS_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("AA_AI_WORKER", "inline")
    yield lambda text: open_table(fresh_app, text)


@pytest.fixture()
def table(table_at: Callable[[str], Any]) -> Any:
    return table_at(POSITION)


def move_to(app: Any, pos: tuple[int, int], seconds: float = 0.5) -> list[tuple[str, int, pygame.Rect, str]]:
    """Move the mouse to pos (a real MOUSEMOTION through the App), rest there; the text drawn meanwhile."""
    pygame.mouse.set_pos(pos)
    posted.mouse(pygame.MOUSEMOTION, pos, held=False)
    drawn: list[tuple[str, int, pygame.Rect, str]] = []
    frames = max(1, round(seconds * 60))
    for i in range(frames):
        if i == frames - 1:
            with textlog.listen(lambda _s, text, size, rect, role: drawn.append((text, size, rect, role))):
                app.step(1 / 60)
        else:
            app.step(1 / 60)
    return drawn


def candidates(table: Any) -> dict[str, tuple[int, int]]:
    """A screen point for each hot-spot key the table offers now (the first point where that key wins)."""
    pts: list[tuple[int, int]] = []
    faces = table.app.faces
    for s in table.geometry.scene.sprites:
        for _k, hr in faces.hotspots(s.image):
            pts += [(s.rect.x + hr.centerx, s.rect.y + hr.centery), (s.rect.x + hr.x + 2, s.rect.y + hr.centery),
                    (s.rect.x + hr.x + hr.w // 3, s.rect.y + hr.centery)]
        pts.append(s.rect.center)
    for _k, r in table.geometry.blockade_spots():
        pts.append(r.center)
    for b in table.geometry.lay.boards.values():
        pts += [b.bank.center, b.vp.center, *(r.center for r in b.ops.values()),
                *(r.center for r, _w, _k, _u in b.labels)]
    if "round_marker" in table.geometry.spots:
        pts.append(table.geometry.spots["round_marker"].center)
    pts.append(table.geometry.lay.prompt.center)
    out: dict[str, tuple[int, int]] = {}
    for p in pts:
        hit = table.geometry.hot_at(p)
        if hit is not None and hit[0] not in out:
            out[hit[0]] = p
    return out


def assert_tooltip(table: Any, drawn: list[Any], key: str) -> None:
    assert table.tips.tip is not None and table.tips.tip[0] == key, (key, table.tips.tip)
    lines = [(t, size, r) for t, size, r, role in drawn if role == "tooltip"]
    assert lines, f"no tooltip drawn for {key}"
    words = " ".join(t for t, _s, _r in lines)
    entry = glossary.lookup(key)
    assert entry is not None
    assert entry.title in words and entry.text.split()[0] in words, (key, words)
    assert min(size for _t, size, _r in lines) >= theme.MIN_TEXT_PX
    screen = table.app.screen.get_rect()
    box = table.renderer.tip_rect
    assert box is not None and screen.contains(box), (key, box)
    assert all(box.contains(r) for _t, _s, r in lines)
    assert not box.colliderect(table.tips.tip[2]), f"the {key} tooltip covers what it explains"


KINDS = ["type:explore", "type:expand", "type:exterminate", "type:exploit",
         "colour:red", "colour:blue", "colour:green", "colour:gold",
         "side:logistics", "side:operational", "blockade", "defense_plan", "basic_defense", "alien_system",
         "artifact", "prepared", "produced", "vp_badge", "cost", "cost_base", "round_marker",
         "deck:ship", "deck:technology", "deck:planet", "deck:resource", "credits", "vp_total",
         "operation:offensive", "operation:revenue", "operation:mine", "under_construction", "empire"]


def test_every_icon_kind_explains_itself_on_hover(table: Any) -> None:
    app = table.app
    where = candidates(table)
    missing = [k for k in KINDS if k not in where]
    assert not missing, f"no hot spot on the table for {missing}"
    for key in KINDS:
        move_to(app, (2, 2), 0.05)  # away first: a tooltip waits for the mouse to rest
        drawn = move_to(app, where[key], 0.5)
        assert_tooltip(table, drawn, key)
    assert app.top is table and table.session.pending.seat == 0  # hovering changed nothing


def test_tooltip_waits_for_the_mouse_to_rest(table: Any) -> None:
    where = candidates(table)
    move_to(table.app, (2, 2), 0.05)
    move_to(table.app, where["blockade"], 0.1)
    assert table.tips.tip is None  # 0.1 s: not yet
    drawn = move_to(table.app, where["blockade"], 0.4)
    assert_tooltip(table, drawn, "blockade")
    assert "Crimson Lance: 1 token." in table.tips.tip[1]  # the hovered card (under the token) and its count


def test_cost_tooltip_tells_this_cards_progress_and_refreshes_when_it_completes(table: Any) -> None:
    """The UC Hellion's "paid/cost" badge says what is prepared; when a card completes, its new face brings
    its own hot spots (the Empire face: no cost badge)."""
    where = candidates(table)
    pos = where["cost"]
    sid = table.geometry.sprite_at(pos)
    uid = sid[5:]
    move_to(table.app, (2, 2), 0.05)
    move_to(table.app, pos, 0.5)
    prog = table.session.progress(0, uid)  # the rules' progress fact
    assert prog is not None and f"Here: {prog.paid_words()}" in table.tips.tip[1]
    assert prog.paid_words() == f"{prog.paid} of {prog.cost} {prog.colour} prepared"  # no payment under way
    # complete it: the engine's own move (pay with what Ann holds) through the UI's submit
    p = table.session.pending
    key = next((o.key for o in p.options if o.key.endswith(uid)), None)
    assert key is not None, "the fixture position lets Ann complete the card in one action"
    table.input.choose_option(key)
    for _ in range(30):
        pend = table.session.pending
        if pend is None or pend.kind != "pay":
            break
        table.input.choose_option(pend.options[0].key)
    while table.session.pending is not None and table.session.pending.kind == "side":
        table.input.choose_option(table.session.pending.options[0].key)
    move_to(table.app, (2, 2), 0.05)
    table.app.step(1 / 60)
    s = table.geometry.scene.sprite(sid)
    assert s is not None and s.tag == "empire"
    keys = [k for k, _r in table.app.faces.hotspots(s.image)]
    assert "cost" not in keys and "prepared" not in keys and any(k.startswith("side:") for k in keys)


def test_keyboard_focus_on_an_option_shows_its_cost_at_once(table_at: Callable[[str], Any]) -> None:
    """The faction action's credits (Star Union's Fleet Drill costs credits) show on the focused option
    button, with no wait."""
    table = table_at(NO_EMPIRE)
    app = table.app
    move_to(app, (2, 2), 0.05)
    group = table.input.option_buttons
    keys = [b.key for b in group.buttons]
    assert "opt:faction" in keys, keys
    for _ in range(len(keys) + 1):
        posted.key(None, pygame.K_DOWN, up=False)
        app.step(1 / 60)
        if group.buttons[group.focus].key == "opt:faction":
            break
    with textlog.listen(lambda *_a: None):
        app.step(1 / 60)
    assert table.tips.tip is not None and table.tips.tip[0] == "option"
    spent = table.session.game.clone()
    from alien_artifacts.engine.choices import Command

    before = spent.state.players[0].credits
    spent.submit(Command(0, spent.pending.id, ("faction",)))
    cost = before - spent.state.players[0].credits
    assert cost > 0 and f"costs {cost} credit" in table.tips.tip[1], table.tips.tip
    drawn = table.renderer.tip_rect
    assert drawn is not None and not drawn.colliderect(group.buttons[group.focus].rect)


def drawn_during(app: Any) -> list[tuple[str, int, pygame.Rect, str]]:
    drawn: list[tuple[str, int, pygame.Rect, str]] = []
    with textlog.listen(lambda _s, text, size, rect, role: drawn.append((text, size, rect, role))):
        app.step(1 / 60)
    return drawn


def test_drop_label_names_the_credits_of_a_buy_before_release(table: Any) -> None:  # R17
    app = table.app
    deck = table.geometry.scene.sprite("deck:ship")
    target = table.geometry.rect_of_target("uc:ship")[0]
    posted.drag(app, deck.rect.center, [(deck.rect.centerx + 20, deck.rect.centery + 20), target.center],
                warp=True, release=False)
    assert table.input.drag is not None
    lines = [(t, size) for t, size, _r, role in drawn_during(app) if role == "drop"]
    text = " ".join(t for t, _s in lines)
    from alien_artifacts.rules import query

    st = table.session.game.state
    price = query.buy_price(table.session.cards, st, st.players[0])
    assert f"Buy from the Ships deck ({price} credits)" in text, text
    assert min(s for _t, s in lines) >= theme.MIN_TEXT_PX
    assert table.session.state.players[0].credits == 8  # nothing spent before the release
    posted.key(None, pygame.K_ESCAPE, up=False)
    app.step(1 / 60)


def test_an_attack_that_cannot_blockade_says_why_before_release(table_at: Callable[[str], Any]) -> None:  # R24
    table = table_at(NO_EMPIRE)
    app = table.app
    # Start an Offensive: click its button, then pay with the two red cards (buttons, real clicks)
    for i in range(3):
        app.step(1 / 60)
        if i and table.session.pending.kind != "pay":
            break  # paid (a forced payment is taken by the engine itself)
        want = "opt:offensive" if i == 0 else "opt:" + table.session.pending.options[0].key
        b = table.input.option_buttons.by_key(want)
        assert b is not None, (want, [x.key for x in table.input.option_buttons.buttons])
        posted.press_release(b.rect.center)
        app.step(1 / 60)
    p = table.session.pending
    assert p.kind == "target", p.kind
    bob = next(o for o in p.options if o.key == "target:1")
    assert bob.note == "Bob has no Empire card to blockade"
    ship = table.geometry.scene.sprite(bob.source)
    board = table.geometry.lay.boards[1].rect
    posted.drag(app, ship.rect.center, [(ship.rect.centerx, ship.rect.centery - 20), board.center],
                warp=True, release=False)
    text = " ".join(t for t, _s, _r, role in drawn_during(app) if role == "drop")
    assert "Attack Bob: Bob has no Empire card to blockade" in text, text
    assert table.session.pending.kind == "target"  # not released: nothing happened yet
    # hovering Bob's board (no drag) says it too
    posted.key(None, pygame.K_ESCAPE, up=False)
    app.step(1 / 60)
    move_to(app, (2, 2), 0.05)
    drawn = move_to(app, board.center, 0.5)
    assert table.tips.tip is not None and "Bob has no Empire card to blockade" in table.tips.tip[1]
    assert min(size for _t, size, _r, role in drawn if role == "tooltip") >= theme.MIN_TEXT_PX


def test_the_only_legal_payment_is_named_before_the_click(table_at: Callable[[str], Any]) -> None:  # R11, R12
    """With one red card that can pay, the option whose payment the engine takes alone names that card when
    the mouse rests on its button; the faction action's button names its credits."""
    table = table_at(NO_EMPIRE.replace("hand: [res_01, res_14]", "hand: [res_01]"))
    app = table.app
    for key, words in (("opt:trade:red", "pays with your only card that can: Resource 1 (3 red, in your hand)"),
                       ("opt:faction", "Fleet Drill (faction action): costs 2 credits")):  # R29
        b = table.input.option_buttons.by_key(key)
        assert b is not None, [x.key for x in table.input.option_buttons.buttons]
        move_to(app, (2, 2), 0.05)
        drawn = move_to(app, b.rect.center, 0.05)  # an option's cost shows at once
        assert table.tips.tip is not None and words in table.tips.tip[1], table.tips.tip
        assert min(size for _t, size, _r, role in drawn if role == "tooltip") >= theme.MIN_TEXT_PX
        assert table.renderer.tip_rect is not None and not table.renderer.tip_rect.colliderect(b.rect)
    assert table.session.state.players[0].hand == ["res_01"]  # hovering spent nothing


def test_f1_help_lists_the_same_glossary(table: Any) -> None:
    """F1 on the table, the Glossary tab (a real click): the tooltips' entries, PageDown shows the rest."""
    from alien_artifacts.ui.scenes.help import GLOSSARY_PAGE, HelpScene

    app = table.app
    posted.key(None, pygame.K_F1, up=False)
    app.step(1 / 60)
    help_scene = app.top
    assert isinstance(help_scene, HelpScene)
    tab = help_scene._tabs()[GLOSSARY_PAGE]
    posted.press_release(tab.center)
    app.step(1 / 60)
    assert help_scene.page == GLOSSARY_PAGE
    titles: set[str] = set()
    for _ in range(len(glossary.listing())):
        drawn = drawn_during(app)
        titles |= {t for t, size, _r, _role in drawn if size >= theme.MIN_TEXT_PX}
        if not help_scene._more:
            break
        posted.key(None, pygame.K_PAGEDOWN, up=False)
        app.step(1 / 60)
    assert {e.title for e in glossary.listing()} <= titles
    posted.key(None, pygame.K_ESCAPE, up=False)
    app.step(1 / 60)
    assert app.top is table


def test_the_assembly_limit_words_explain_themselves(table_at: Callable[[str], Any]) -> None:  # R11
    table = table_at(NO_EMPIRE)
    app = table.app
    b = table.input.option_buttons.by_key("opt:offensive")
    posted.press_release(b.rect.center)
    app.step(1 / 60)
    assert table.session.pending.kind == "pay"
    move_to(app, (2, 2), 0.05)
    assert "assembly_limit" in table.geometry.spots  # the prompt's "0 of 2 cards used"
    assert_tooltip(table, move_to(app, table.geometry.spots["assembly_limit"].center, 0.5), "assembly_limit")
    move_to(app, (2, 2), 0.05)
    move_to(app, table.geometry.lay.prompt.topleft, 0.5)  # the prompt's head line is not the limit: no tooltip there
    assert table.tips.tip is None


def test_choosing_a_side_the_two_halves_explain_themselves(table_at: Callable[[str], Any]) -> None:  # R19
    table = table_at(POSITION)
    app = table.app
    table.input.choose_option("build:hellion")
    while table.session.pending.kind == "pay":
        table.input.choose_option(table.session.pending.options[0].key)
    app.step(1 / 60)
    assert table.session.pending.kind == "side"
    for z in table.geometry.side_zones():
        spot = next((p for p in ((z.rect.x + dx, z.rect.y + dy) for dx in range(2, z.rect.w, 6)
                                 for dy in range(2, z.rect.h, 6)) if table.geometry.hot_at(p) == (z.tid, z.rect)), None)
        assert spot is not None, f"no free spot on {z.tid}"
        move_to(app, (2, 2), 0.05)
        assert_tooltip(table, move_to(app, spot, 0.5), z.tid)


def test_glossary_words_never_show_our_ruling_numbers() -> None:
    """RULINGS.md is the team's document, not the player's: entries cite rulings in code comments only."""
    import re

    shown = [(e.key, e.text) for e in glossary.listing() if re.search(r"\bR\d+\b", e.title + " " + e.text)]
    assert shown == []
