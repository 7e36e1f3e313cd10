"""Readable at every window size (issue 25 point 3): one frame of a busy table, every line of text recorded.

Every line the table draws goes through tabletop/ui/textlog.py: the screen's own words (headers, labels, panel,
log, buttons) as they are blitted, and each card face's words as the face was rendered (Faces.marks), moved to
where the face lies. A face's words that a card drawn later covers entirely are not on screen (a stacked card
shows only its top strip); a line covered in part is clipped. For the frame (mouse parked, nothing dragged,
no zoom, popup, confirm, floater or message: those overlays are drawn over the table on purpose and are
checked on their own below) the test asserts:

- no line of text is smaller than theme.MIN_TEXT_PX,
- no two visible lines overlap (a line's box: its width by the font's line spacing) and no line is clipped
  by a card,
- every Ship, Technology and Planet on the table (rows, deck tops, drawn cards) shows its cost and VP, and
  every one not stacked under another shows its ability.

    pytest tests/ui/test_ui_readable.py -s    # prints the table of smallest text and overlaps per size
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import attrs
import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))

from positions import busy_session

from alien_artifacts.ui import layout
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from alien_artifacts.ui.sprites.card_face import card_height
from game.ui import theme
from tabletop.ui import textlog

SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440)]
CARD_TAGS = ("uc", "empire", "open", "deck")
TURN = {5: 50, 2: 20}  # the busy table: the human's turn from this turn on (a random 2-player game is short)


@attrs.define
class Line:
    text: str
    size: int
    rect: pygame.Rect
    role: str
    owner: str  # "screen" or the sprite id whose face it is on


@attrs.define
class Frame:
    lines: list[Line]  # every line drawn, visible or not
    visible: list[Line]
    clipped: list[tuple[Line, str]]
    cards: dict[str, set[str]]  # card sprite id -> roles visible on its face
    front: set[str]  # card sprites no other card covers


_busy = busy_session


class _Screen(pygame.Surface):
    """The frame's target: a Surface that notes which sprite image it is given, in drawing order."""

    def __init__(self, size: tuple[int, int], images: dict[int, Any], events: list[tuple[str, Any]]) -> None:
        super().__init__(size)
        self.images, self.events = images, events

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        r = super().blit(source, dest, area, special_flags)
        sprite = self.images.get(id(source))
        if sprite is not None:
            self.events.append(("sprite", (sprite, pygame.Rect(r))))
        return r


def record_frame(app: Any, table: TableScene) -> Frame:
    """Draw one frame of the table from scratch (background, scene) and say where every line of text went:
    every blit of a card and every line of text in the order drawn, so what a later card covers is known."""
    events: list[tuple[str, Any]] = []
    target: _Screen | None = None

    def sink(surf: pygame.Surface, text: str, size: int, rect: pygame.Rect, role: str) -> None:
        if surf is target or surf is table.renderer._bg:
            if role == "cover":  # an opaque panel over the table: what lies under it is hidden, not clipped
                events.append(("cover", pygame.Rect(rect)))
            else:
                events.append(("text", Line(text, size, rect, role, "screen")))

    pygame.mouse.set_pos((2, app.screen.get_height() - 2))
    table.tips.hover_sid, table.tips.pinned_zoom = None, None
    table.input.gesture.cancel()
    table.input.popup, table.input.confirm = [], None
    table.feed.message_t = 0.0
    table.tweens.floaters.clear()
    with textlog.listen(sink):
        table.renderer._bg = None
        table.renderer._built_key = None
        table.update(1 / 60)
        images = {id(s.image): s for s in table.geometry.scene.sprites}
        images.update(keep_faces(app, table))
        target = _Screen(app.screen.get_size(), images, events)
        table.draw(target)
    faces = app.faces
    drawn: list[tuple[Line, int]] = []  # every line with the index of its drawing event
    blits: list[tuple[int, Any, pygame.Rect]] = []
    covers: list[tuple[int, pygame.Rect]] = []
    for i, (kind, what) in enumerate(events):
        if kind == "text":
            drawn.append((what, i))
        elif kind == "cover":
            covers.append((i, what))
        else:
            sp, r = what
            blits.append((i, sp, r))
            drawn += [(Line(t, size, rect.move(r.topleft), role, sp.sid), i)
                      for t, size, rect, role in faces.marks(sp.image)]
    cards: dict[str, set[str]] = {}
    front: set[str] = set()
    for i, sp, r in blits:
        if sp.tag in CARD_TAGS and sp.zoom is not None and (
                sp.zoom[0].startswith("top:") or faces.kind_of(sp.zoom[0]) in ("ship", "technology", "planet")):
            cards[sp.sid] = set()
            if not any(j > i and o.tag in CARD_TAGS and q.colliderect(r) for j, o, q in blits):
                front.add(sp.sid)
    visible: list[Line] = []
    clipped: list[tuple[Line, str]] = []
    for ln, i in drawn:
        if any(j > i and q.colliderect(ln.rect) for j, q in covers):
            continue  # under a panel drawn over the table (on purpose): not on screen
        over = [(o, q) for j, o, q in blits if j > i and q.colliderect(ln.rect)]
        if any(q.contains(ln.rect) for _o, q in over):
            if ln.owner == "screen":  # words of the table itself under a card: never
                clipped.append((ln, next(o.sid for o, q in over if q.contains(ln.rect))))
            continue  # a card's words under another card: not on screen
        if over:
            clipped.append((ln, over[0][0].sid))
            continue
        visible.append(ln)
        if ln.owner in cards:
            cards[ln.owner].add(ln.role)
    return Frame([ln for ln, _i in drawn], visible, clipped, cards, front)


def keep_faces(app: Any, table: TableScene) -> dict[int, Any]:
    """The faces the keep panel shows (both sides of each drawn card), as pseudo-sprites "keep:<uid>:<side>"."""
    out: dict[int, Any] = {}
    for uid, log, op, _caption in table.input.keep.cards_at:
        for side, r in (("logistics", log), ("operational", op)):
            img = app.faces.card(uid, r.w, side)
            out[id(img)] = SimpleNamespace(sid=f"keep:{uid}:{side}", tag="keep", zoom=(uid, side), image=img)
    return out


def box(ln: Line) -> pygame.Rect:
    """A line's box: its rendered width by the font's line spacing (the step at which lines are stacked; the
    rendered image is a pixel or two taller, empty space under the descenders)."""
    return pygame.Rect(ln.rect.x, ln.rect.y, ln.rect.w, min(ln.rect.h, theme.font(ln.size).get_linesize()))


def overlaps(lines: list[Line]) -> list[tuple[Line, Line]]:
    """Pairs of visible lines whose boxes meet; a drop zone's label (role "overlay") lies over the cards in
    its zone on purpose and is left out."""
    return [(a, b) for a, b in itertools.combinations(lines, 2)
            if "overlay" not in (a.role, b.role) and box(a).colliderect(box(b))]


@pytest.fixture(scope="module")
def report() -> Iterator[list[str]]:
    rows: list[str] = []
    yield rows
    print(f"\nReadable table (minimum text {theme.MIN_TEXT_PX} px), busy tables (5 players from turn 50, "
          "2 players from turn 20):")
    print("| window | players | smallest text | overlapping text boxes | clipped lines | cards checked "
          "| front cards whose summary ends in … |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        print(r)


@pytest.mark.parametrize("players", [5, 2])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_text_is_readable_and_every_card_tells_its_cost_vp_and_ability(
        window: Any, report: list[str], size: tuple[int, int], players: int) -> None:
    app = window(size)
    table = TableScene(app, _busy(app.cards(), players, TURN[players]))
    app.push(table)
    for _ in range(3):
        table.update(1 / 60)
    frame = record_frame(app, table)
    small = [ln for ln in frame.lines if ln.size < theme.MIN_TEXT_PX]
    pairs = overlaps(frame.visible)
    cut = {ln.owner for ln in frame.visible if ln.role == "ability" and ln.text.endswith("…")}
    report.append(f"| {size[0]}x{size[1]} | {players} | {min(ln.size for ln in frame.lines)} px | {len(pairs)} "
                  f"| {len(frame.clipped)} | {len(frame.cards)} | {len(cut & frame.front)} of {len(frame.front)} |")
    assert len(frame.cards) >= 6 + players, frame.cards  # a real table: rows, deck tops
    assert small == [], [(ln.text, ln.size, ln.owner) for ln in small][:10]
    assert pairs == [], [(a.text, a.owner, a.rect, b.text, b.owner, b.rect) for a, b in pairs][:10]
    assert frame.clipped == [], [(ln.text, ln.owner, by) for ln, by in frame.clipped][:10]
    for sid, roles in frame.cards.items():
        assert {"cost", "vp"} <= roles, (sid, roles)
        if sid in frame.front:
            assert "ability" in roles, (sid, roles)


@pytest.mark.slow
def test_many_positions_at_1280x720(fresh_app: Any) -> None:
    """25 positions (2-5 players, early and late, five seeds) at the default window: nothing under the minimum,
    no overlap, nothing clipped, every card's cost and VP on screen. Prints how many front cards had to cut
    their summary with "…" (the densest stacks of an opponent's cell; the zoom shows the whole card)."""
    app = fresh_app
    front = cut = 0
    for (players, turn), seed in itertools.product(((5, 30), (4, 34), (3, 24), (2, 20), (5, 50)), range(1, 6)):
        try:
            session = _busy(app.cards(), players, turn, seed=seed * 13)
        except AssertionError:  # this game ended before that turn
            continue
        table = TableScene(app, session)
        app.scenes = [table]
        table.update(1 / 60)
        frame = record_frame(app, table)
        where = (players, turn, seed)
        assert min(ln.size for ln in frame.lines) >= theme.MIN_TEXT_PX, where
        assert overlaps(frame.visible) == [] and frame.clipped == [], where
        assert all({"cost", "vp"} <= roles for roles in frame.cards.values()), where
        front += len(frame.front)
        cut += len({ln.owner for ln in frame.visible if ln.role == "ability" and ln.text.endswith("…")} & frame.front)
        table.close()
    assert front > 200
    print(f"\n1280x720, 25 positions: {cut} of {front} front cards cut their summary with …")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_choosing_a_side_its_drop_zone_labels_lie_over_the_cards(window: Any, size: tuple[int, int]) -> None:
    """Issue 25 point 3: drop-zone labels are not hidden behind cards. When a completed card's side is asked
    (late in a game, the Empire full of cards), both halves' words are on screen, whole, not under a card."""
    app = window(size)
    table = TableScene(app, _busy(app.cards(), 3, 12, "side", seed=5))
    app.push(table)
    table.update(1 / 60)
    assert table.geometry.side_zones(), "the side choice shows its two drop zones"
    frame = record_frame(app, table)
    labels = [ln for ln in frame.lines if ln.role == "overlay"]
    words = " ".join(ln.text for ln in labels)
    assert "Logistics side" in words and "Operational side" in words, words
    assert all(ln in frame.visible for ln in labels), [ln.text for ln in labels if ln not in frame.visible]
    assert min(ln.size for ln in labels) >= theme.MIN_TEXT_PX
    zones = table.geometry.side_zones()
    assert all(any(z.rect.contains(ln.rect) for z in zones) for ln in labels)  # each label inside its zone
    assert frame.clipped == [] and overlaps(frame.visible) == []


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_keep_choice_shows_both_sides_and_the_cost_of_every_drawn_card(window: Any, size: tuple[int, int]) -> None:
    """Issue 25 point 6: keeping one of the cards a Buy drew, the panel shows each drawn card's two faces (cost,
    VP and ability on each, bigger than the table's cards) and its cost in words; nothing under the minimum,
    nothing clipped, no overlap."""
    app = window(size)
    table = TableScene(app, _busy(app.cards(), 5, 0, "keep", seed=2))
    app.push(table)
    table.update(1 / 60)
    frame = record_frame(app, table)
    keep = table.input.keep
    drawn = sorted(o.card for o in table.model.pending.options if o.verb == "keep")
    assert len(drawn) >= 2 and sorted(uid for uid, *_ in keep.cards_at) == drawn
    roles: dict[str, set[str]] = {}
    for ln in frame.visible:
        roles.setdefault(ln.owner, set()).add(ln.role)
    for uid in drawn:
        for side in ("logistics", "operational"):
            assert {"cost", "vp", "ability"} <= roles.get(f"keep:{uid}:{side}", set()), (uid, side)
        name = app.faces.name_of(uid)
        caption = [ln for ln in frame.visible if ln.owner == "screen" and "cost 5 " in ln.text.lower()
                   and (name in ln.text or ln.text.startswith("Cost"))]
        assert caption, (uid, [ln.text for ln in frame.lines if "cost" in ln.text.lower()])
    assert keep.face_w > table.geometry.lay.deck_w  # bigger than the cards lying on the table
    assert frame.clipped == [] and overlaps(frame.visible) == []
    assert min(ln.size for ln in frame.lines) >= theme.MIN_TEXT_PX


def test_the_zoom_and_every_card_face_keep_to_the_minimum(app: Any) -> None:
    """The overlays: a zoomed card (230 design px) of every card, both sides, and every small size the table
    gives a card at 1280x720, are never written smaller than the minimum, and always say cost, VP, ability."""
    cards = app.cards()
    faces = app.faces
    for uid in cards.cards:
        for side in ("logistics", "operational"):
            for w, h in ((230, None), (81, None), (66, 63), (66, 34)):
                img = faces.card(uid, w, side, h)
                marks = faces.marks(img)
                assert min(m[1] for m in marks) >= theme.MIN_TEXT_PX, (uid, w, h)
                assert {"cost", "vp", "ability"} <= {m[3] for m in marks}, (uid, side, w, h, marks)
                assert all(img.get_rect().contains(m[2]) for m in marks), (uid, w, h)  # nothing past the edge
    for uid in list(cards.artifacts) + list(cards.defense_plans) + [cards.basic_defense.id]:
        marks = faces.marks(faces.face(uid, 230))
        assert marks and min(m[1] for m in marks) >= theme.MIN_TEXT_PX, uid
    # the attack tables as the centre of a 1280x720 table shows them: every row in words, none cut short
    lay = layout.compute(1280, 720, [0, 1, 2, 3, 4])
    for key, ids in (("alien", list(cards.alien_systems)), ("basic", [cards.basic_defense.id])):
        r = lay.decks[key]
        for uid in ids:
            marks = faces.marks(faces.face_table(uid, r.w, r.h))
            rows = [m for m in marks if m[3] == "ability"]
            assert len(rows) >= 4 and not any(m[0].endswith("…") for m in rows), (uid, rows)
            assert min(m[1] for m in marks) >= theme.MIN_TEXT_PX, uid
    # a Defense Plan in the hand (two small cards there): its four rows in words, none cut short
    w = round(lay.small_w * 1.5)
    h = lay.hand.bottom - (lay.hand_label.bottom + 4 + card_height(lay.hand_w) + 2 * max(4, lay.hand_w // 12)) - 6
    for uid in cards.defense_plans:
        rows = [m for m in faces.marks(faces.defense(uid, w, h)) if m[3] == "ability"]
        assert len(rows) >= 4 and not any(m[0].endswith("…") for m in rows), (uid, w, h, rows)


# ---- buttons and the prompt's text box (issue 25 point 3: button labels fit, hints wrap or scroll) ----------
LONG = ["Maximilian Roe", "Bartholomew K.", "Clementine Foy", "Desdemona Ash", "Evangelina Q."]


def _scores_session(app: Any) -> Session:
    session = Session.new(app.cards(), [SeatConfig(n, i < 2, "hard", i) for i, n in enumerate(LONG)], 3)
    session.autosave_enabled = False
    brain = RandomBrain(5)
    while not session.over:
        session.submit(brain.choose(session.view(session.pending.seat)))
    return session


def _screens(app: Any) -> Iterator[tuple[str, Any]]:
    """Every kind of screen with buttons, each on top of the main menu: the name and the scene on top."""
    def fresh() -> None:
        app.show("menu")

    fresh()
    yield "menu", app.top
    for name, args in (("setup", ()), ("settings", ()), ("load", ()), ("help", ()),
                       ("curtain", ("Evangelina Q.", 1, lambda seat: None)),
                       ("dialog", ("The game is not saved", "The game could not be saved: the disk is full. " * 3,
                                   [("retry", "Try again", None), ("leave", "Quit without saving", None),
                                    ("stay", "Stay in the game", None)]))):
        fresh()
        scene = app.open(name, *args)
        if name == "setup":
            scene.solo(4)  # five rows
        yield name, scene
    fresh()
    yield "scores", app.open("scores", _scores_session(app))
    for kind, players, turns, seed in (("turn", 5, 12, 7), ("pay", 3, 6, 3), ("discard", 5, 4, 2), ("keep", 4, 2, 1),
                                       ("attach", 3, 3, 4), ("trade", 3, 6, 5), ("target", 3, 8, 6)):
        fresh()
        try:
            session = _busy(app.cards(), players, turns, kind, seed)
        except AssertionError:
            continue  # that game ended first: the other kinds cover the panel
        table = app.open("table", session)
        table.seats.step = lambda *a, **k: None  # the frame shows the human's choice, no AI moves meanwhile
        yield f"table-{kind}", table
        if kind == "turn":
            yield "pause", app.open("pause", table=table)


def _drawn(app: Any, top_only: bool = False) -> list[Line]:
    """The text lines a frame draws; `top_only`: those of the scene on top alone (a dialog's buttons are checked
    against its own words, not the menu's drawn beneath it)."""
    lines: list[Line] = []
    if top_only:
        app.step(1 / 60)
    with textlog.listen(lambda _s, text, size, rect, role: lines.append(Line(text, size, pygame.Rect(rect), role,
                                                                             "screen"))):
        if top_only:
            app.top.draw(app.screen.copy())
        else:
            app.step(1 / 60)
    return lines


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_button_label_fits_its_button(window: Any, size: tuple[int, int]) -> None:
    """On every screen (the table at seven kinds of choice), every button shows its whole label inside its rect:
    shrunk down to theme.MIN_TEXT_PX at most, then wrapped onto lines (a taller button where the table lists
    options), never cut with "…" and never past the edge."""
    app = window(size)
    checked = 0
    screens = set()
    for name, scene in _screens(app):
        lines = [ln for ln in _drawn(app, top_only=True) if ln.role == "button"]
        for group in scene.button_groups():
            for b in group.buttons:
                inside = [ln for ln in lines if b.rect.contains(ln.rect)]
                assert " ".join(ln.text for ln in inside).split() == b.label.split(), (name, b.key, b.label,
                                                                                      [ln.text for ln in inside])
                assert all(ln.size >= theme.MIN_TEXT_PX for ln in inside), (name, b.key)
                checked += 1
        screens.add(name)
    assert checked > 120 and len(screens) >= 14, (checked, sorted(screens))
    print(f"\n{size[0]}x{size[1]}: {checked} buttons on {len(screens)} screens, every label whole "
          f"(at {theme.MIN_TEXT_PX} px or more)")


def _read_prompt_through(app: Any, table: TableScene) -> tuple[list[str], list[str], bool]:
    """Every line the prompt panel draws while the wheel scrolls it down to its end: (the words it must say,
    the lines seen in order, whether it had to scroll)."""
    box = table.renderer.prompt_box
    _head, paras = table.renderer.prompt_paragraphs()
    words = " ".join(t for t, _c in paras).split()
    seen: list[str] = []
    scrolled = False
    centre = table.geometry.prompt_rect().center
    pygame.mouse.set_pos(centre)
    for _ in range(60):
        drawn = [ln for ln in _drawn(app) if ln.role == "textbox"]
        assert drawn and all(table.geometry.prompt_rect().contains(ln.rect) for ln in drawn)
        assert min(ln.size for ln in drawn) >= theme.MIN_TEXT_PX
        for ln in drawn:
            if ln.text not in seen:
                seen.append(ln.text)
        if not box.hidden:
            break
        scrolled = True
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, pos=centre))
    assert box.hidden == 0
    return words, seen, scrolled


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_prompt_and_hint_wrap_and_no_word_is_lost(window: Any, size: tuple[int, int]) -> None:
    """The prompt panel (the prompt, its progress, the hint) wraps inside its box at theme.MIN_TEXT_PX or more,
    grows into the room the option buttons leave, and what still does not fit comes into view with the wheel."""
    app = window(size)
    app.settings.hints = True
    for kind, players, turns, seed in (("pay", 3, 6, 3), ("turn", 5, 12, 7), ("discard", 5, 4, 2)):
        table = TableScene(app, _busy(app.cards(), players, turns, kind, seed))
        app.scenes = [table]
        table.seats.step = lambda *a, **k: None
        app.step(1 / 60)
        _head, paras = table.renderer.prompt_paragraphs()
        assert any(t.startswith("Hint: ") for t, _c in paras), kind
        words, seen, _scrolled = _read_prompt_through(app, table)
        assert " ".join(seen).split() == words, kind  # every word of it came into view, in order
        table.close()


def test_a_prompt_longer_than_its_panel_scrolls_with_the_wheel(window: Any) -> None:
    """In a small window (800x600) with the option buttons filling their panel, the prompt and hint do not fit
    even at the minimum size: a marker says how many lines are below, and the mouse wheel brings each of them
    into view (at the five sizes above the panel's growth into the free option space was enough)."""
    app = window((800, 600))
    app.settings.hints = True
    for seed in range(1, 30):
        table = TableScene(app, _busy(app.cards(), 5, 6, "turn", seed))
        app.scenes = [table]
        table.seats.step = lambda *a, **k: None
        table.input.selected = None
        app.step(1 / 60)
        if table.renderer.prompt_box.hidden:
            break
        table.close()
    else:
        pytest.fail("no position with a prompt taller than its panel")
    assert table.input.prompt_grow == 0 or table.input._more_options > 0
    marker = [ln.text for ln in _drawn(app) if ln.text.startswith("▼") and "scroll" in ln.text]
    assert marker, "the marker says that more lines are below"
    words, seen, scrolled = _read_prompt_through(app, table)
    assert scrolled and " ".join(seen).split() == words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_a_lesson_panel_never_hides_the_game_log(window: Any, player: Any, size: tuple[int, int]) -> None:
    """Every lesson played through by the tutorial's driver (mouse events only): on every frame no line of the
    game log, nor its title, lies under the lesson's panel (a play-test found the panel over the log's last lines
    at 1280x720), and the panel keeps to the window."""
    from alien_artifacts.ui.tutorial.autoplay import TutorialPlayer
    from alien_artifacts.ui.tutorial.course import get_course
    from alien_artifacts.ui.tutorial.tutorial_scene import TutorialScene

    app = window(size)
    s = app.settings
    before = (s.lessons_done, s.lesson_at, s.tutorial_finished)
    s.lessons_done, s.lesson_at, s.tutorial_finished = (), "", False
    events: list[tuple[str, pygame.Rect]] = []

    def note(_surf: pygame.Surface, text: str, _size: int, rect: pygame.Rect, _role: str) -> None:
        events.append((text, pygame.Rect(rect)))

    try:
        player.step()
        player.click("learn")
        player.click("lesson0")
        count = len(get_course(app.cards()).course.lessons)
        hidden: list[tuple[int, int, str]] = []
        checked = 0
        for i in range(count):
            scene = app.top
            assert isinstance(scene, TutorialScene) and scene.index == i
            panel_draw = scene.overlay.draw

            def draw(*a: Any, _draw: Any = panel_draw) -> None:
                events.append(("<lesson panel>", pygame.Rect(0, 0, 0, 0)))  # what follows is the panel's own
                _draw(*a)

            scene.overlay.draw = draw  # type: ignore[method-assign]
            auto = TutorialPlayer(app)
            for _ in range(3000):
                if scene.coach.finished and not auto.queue:
                    break
                auto.tick()
                events.clear()
                with textlog.listen(note):
                    player.step()
                lay, box = scene.table.geometry.lay, scene.overlay.box
                log_area = lay.log.union(lay.log.move(0, -app.scale(16)))  # the log and its title above it
                assert app.screen.get_rect().contains(box)
                for text, rect in events:
                    if text == "<lesson panel>":
                        break
                    if log_area.contains(rect):
                        checked += 1
                        if box.colliderect(rect):
                            hidden.append((i, scene.coach.index, text))
            assert scene.coach.finished, (scene.lesson.id, scene.coach.index)
            if i < count - 1:
                player.step(2)
                player.click("next_lesson")
        assert checked > 500  # the log was drawn and looked at on every frame
        assert hidden == [], sorted(set(hidden))[:10]
    finally:
        s.lessons_done, s.lesson_at, s.tutorial_finished = before
