"""The table's geometry (alien_artifacts/ui/table_geometry.py): where each thing lies and what is under a point.

Most of it runs without a window: a real layout (alien_artifacts/ui/layout.py) for 1280x720 and three seats, hand-placed
sprites and zones, and a model, an input and tweens reduced to what the geometry reads. The last tests use the real
table (dummy video driver) over seeded games: every legal drag's target has a point where a drop means exactly
that move, and no point of the screen hits a card hidden from the viewer (R33-R34), in hot seat too.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).parent))

from positions import busy_session

from alien_artifacts.ui import layout as layout_mod
from alien_artifacts.ui.ai_seat import RandomBrain
from alien_artifacts.ui.anim import Tweens
from alien_artifacts.ui.keep_view import KeepPanel
from alien_artifacts.ui.scenes.table import TableScene
from alien_artifacts.ui.session import SeatConfig, Session
from alien_artifacts.ui.sprites.table_sprites import Scene, Sprite, Zone
from alien_artifacts.ui.table_geometry import TableGeometry, side_halves
from tabletop.ui.drag import Move, moves_from, pick_for_drop
from tabletop.ui.widgets import Button, ButtonGroup

W, H = 1280, 720


class FakeModel:
    """What the geometry reads of the table model: the viewer, the choice offered, the moves, the View."""

    def __init__(self, moves: list[Move], pending: Any = None, blockades: dict[str, int] | None = None) -> None:
        self.viewer = 0
        self.moves = moves
        self.pending = pending
        players = [SimpleNamespace(blockades=blockades or {}) for _ in range(3)]
        self._view = SimpleNamespace(state=SimpleNamespace(players=players))

    def my_choice(self) -> bool:
        return self.pending is not None and self.pending.seat == self.viewer

    def view(self) -> Any:
        return self._view


def sprite(sid: str, rect: pygame.Rect, **kw: Any) -> Sprite:
    return Sprite(sid, pygame.Rect(rect), pygame.Surface(rect.size), **kw)


def geometry(sprites: list[Sprite], zones: list[Zone], model: FakeModel, tweens: Tweens | None = None) -> TableGeometry:
    """A geometry over the real layout, with the given sprites and zones placed, and no window."""
    lay = layout_mod.compute(W, H, [0, 1, 2])
    inp = SimpleNamespace(keep=KeepPanel(), prompt_grow=0, option_buttons=ButtonGroup(), bar_buttons=ButtonGroup())
    faces = SimpleNamespace(hotspots=lambda image: [])
    table = SimpleNamespace(app=SimpleNamespace(scale=layout_mod.Scale(W, H), faces=faces), session=None,
                            tweens=tweens or Tweens(), model=model, input=inp)
    g = TableGeometry(table)
    table.geometry = g
    g.lay, g.scene = lay, Scene(sprites, zones, {})
    return g


def board_table(moves: list[Move] | None = None, pending: Any = None, **kw: Any) -> tuple[TableGeometry, dict]:
    """The viewer's board with a Resource card in hand, an Under Construction card with a Resource strip tucked
    over its lower edge, an Empire card, and the Under Construction row of Ships as a zone."""
    g = geometry([], [], FakeModel(moves or [], pending, kw.get("blockades")))
    lay = g.lay
    b = lay.boards[0]
    uc_row, emp_row = b.rows["ship"]
    w = b.card_w
    places = {
        "hand": pygame.Rect(lay.hand.x + 10, lay.hand.y + 10, lay.hand_w, lay.hand_w * 7 // 5),
        "uc": pygame.Rect(uc_row.x + 2, uc_row.y + 2, w, uc_row.h - 4),
        "empire": pygame.Rect(emp_row.x + 2, emp_row.y + 2, w, emp_row.h - 4),
    }
    places["strip"] = pygame.Rect(places["uc"].x, places["uc"].bottom - 12, w, 12)
    assert g.scene is not None
    g.scene.sprites += [
        sprite("res:r1", places["hand"], owner=0, tag="hand"),
        sprite("card:u1", places["uc"], owner=0, tag="uc", targets=("card:u1",)),
        sprite("tuck:r2", places["strip"], owner=0, tag="attached", section=1),
        sprite("card:e1", places["empire"], owner=0, tag="empire"),
    ]
    g.scene.zones.append(Zone("uc:ship", pygame.Rect(uc_row)))
    return g, places


def test_the_topmost_sprite_is_hit_and_a_card_under_a_strip_can_still_be_picked_up() -> None:
    pay = Move("res:r1", "card:u1", ("pay:r1:0",), "Pay")
    tucked = Move("card:u1", "uc:ship", ("x",), "Move it")
    g, at = board_table([pay, tucked])
    strip = at["strip"].center
    assert g.sprite_at(strip) == "tuck:r2"  # the strip lies over the card
    assert g.sprite_at(strip, movable=True) == "card:u1"  # the topmost one with a move
    assert g.sprite_at(at["uc"].center) == "card:u1"
    assert g.sprite_at((2, H - 2)) is None  # the table's corner: nothing
    assert g.sprite_at(at["hand"].center, movable=True) == "res:r1"


def test_targets_under_a_point_are_topmost_first_and_a_sprite_stands_for_its_target() -> None:
    g, at = board_table()
    # the Under Construction card stands for itself, over the row it lies in
    assert g.targets_at(at["uc"].center) == ["card:u1", "uc:ship"]
    assert g.targets_at((at["uc"].right + 5, at["uc"].centery)) == ["uc:ship"]  # the row beside the card
    assert g.rect_of_target("card:u1") == [at["uc"]]
    assert g.rect_of_target("uc:ship") == [g.lay.boards[0].rows["ship"][0]]
    assert g.rect_of_target("nowhere") == []


def test_a_legal_moves_target_rect_holds_a_point_where_the_drop_means_that_move() -> None:
    pay0 = Move("res:r1", "card:u1", ("pay:r1:0",), "Pay the upper half", section=0)
    pay1 = Move("res:r1", "card:u1", ("pay:r1:1",), "Pay the lower half", section=1)
    g, at = board_table([pay0, pay1])
    assert g.legal_target_ids("res:r1") == {"card:u1"}
    assert g.legal_target_ids(None) == set()
    (r,) = g.rect_of_target("card:u1")
    here = g.targets_at(r.center)
    assert pick_for_drop(moves_from(g.model.moves, "res:r1"), here, None) == [pay0, pay1]  # ask which
    # the half grabbed decides: the upper half of the card in hand pays section 0, the lower section 1
    top, bottom = (at["hand"].centerx, at["hand"].y + 3), (at["hand"].centerx, at["hand"].bottom - 3)
    assert (g.section_at("res:r1", top), g.section_at("res:r1", bottom)) == (0, 1)
    assert pick_for_drop([pay0, pay1], here, g.section_at("res:r1", bottom)) == [pay1]
    assert g.section_at("tuck:r2", top) == 1  # a strip shows one section, wherever it is held
    assert g.section_at("card:u1", top) is None


def test_nothing_under_the_keep_panel_is_hit() -> None:
    g, at = board_table([Move("res:r1", "card:u1", ("pay:r1:0",), "Pay")])
    g.input.keep.rect = pygame.Rect(at["uc"].inflate(40, 40))
    assert g.covered(at["uc"].center) and not g.covered(at["hand"].center)
    assert g.sprite_at(at["uc"].center) is None and g.targets_at(at["uc"].center) == []
    assert g.hot_at(at["uc"].center) is None
    assert g.sprite_at(at["hand"].center) == "res:r1"


def test_named_places_in_the_vocabulary_of_the_options() -> None:
    g, at = board_table()
    lay, b = g.lay, g.lay.boards[0]
    assert g.place_rect("hand") == lay.hand and g.place_rect("log") == lay.log
    assert g.place_rect("bank") == b.bank
    assert g.place_rect("operation:mine") == b.ops["mine"]
    assert g.place_rect("player:2") == lay.boards[2].rect
    assert g.place_rect("card:u1") == at["uc"]
    assert g.place_rect("uc:ship") == b.rows["ship"][0]
    assert g.place_rect("side:logistics") == side_halves(b)[0]  # outside a side choice too
    assert g.place_rect("nowhere") is None
    g.input.option_buttons.set([Button(pygame.Rect(1000, 300, 200, 30), "End the action step", None,
                                       key="opt:end_action")])
    assert g.place_rect("end_action") == pygame.Rect(1000, 300, 200, 30)
    g.input.prompt_grow = 40  # the prompt grows down over the option panel
    assert g.place_rect("prompt").h == lay.prompt.h + 40
    assert g.place_rect("options").y == lay.options.y + 40


def test_a_gliding_card_is_where_it_is_drawn_this_frame() -> None:
    tweens = Tweens()
    tweens.speed = 1.0
    g, at = board_table()
    g.table.tweens = g.tweens = tweens
    start = pygame.Rect(at["uc"].move(-300, -200))
    tweens.retarget({"card:u1": start}, {"card:u1": at["uc"]}, {})
    assert g.place_rect("card:u1") == start  # it has not moved yet
    assert g.sprite_at(start.center) == "card:u1" and g.sprite_at(at["uc"].center) != "card:u1"
    tweens.update(10.0)
    assert g.place_rect("card:u1") == at["uc"]


def test_side_zones_only_while_the_viewer_chooses_a_side() -> None:
    options = [SimpleNamespace(target="side:logistics", label="Put it on its Logistics side"),
               SimpleNamespace(target="side:operational", label="Put it on its Operational side")]
    g, _at = board_table(pending=SimpleNamespace(seat=0, kind="side", options=options))
    left, right = side_halves(g.lay.boards[0])
    assert [(z.tid, z.rect) for z in g.side_zones()] == [("side:logistics", left), ("side:operational", right)]
    assert "Put it on its Logistics side" in g.side_zones()[0].label
    assert left.right < right.x and not left.colliderect(right)
    assert g.hot_at(left.midleft) == ("side:logistics", left)
    assert "side:operational" in g.targets_at(right.center)
    g.model.pending = SimpleNamespace(seat=1, kind="side", options=options)  # another seat's choice
    assert g.side_zones() == [] and "side:operational" not in g.targets_at(right.center)


def test_blockade_tokens_lie_on_the_blockaded_empire_card_and_explain_themselves() -> None:
    g, at = board_table(blockades={"e1": 2})
    [(sid, centre, _radius, n)] = g.blockade_tokens()
    assert (sid, n) == ("card:e1", 2) and at["empire"].collidepoint(centre)
    [(key, spot)] = g.blockade_spots()
    assert key == "blockade" and spot.collidepoint(centre) and at["empire"].contains(spot)
    assert g.hot_at(spot.center) == ("blockade", spot)
    assert g.hot_at(at["empire"].bottomleft) != ("blockade", spot)


def test_the_words_the_renderer_noted_and_the_board_boxes_explain_themselves() -> None:
    g, _at = board_table()
    b = g.lay.boards[0]
    assert g.hot_at(b.bank.center) == ("credits", b.bank)
    assert g.hot_at(b.ops["revenue"].center) == ("operation:revenue", b.ops["revenue"])
    assert g.hot_at(g.lay.top_bar.center) is None
    g.spots["round_marker"] = pygame.Rect(g.lay.top_bar.centerx, 4, 80, 16)
    assert g.hot_at((g.lay.top_bar.centerx + 3, 8)) == ("round_marker", g.spots["round_marker"])


# ---- the real table (dummy video driver) -----------------------------------------------------------------
def _table(app: Any, session: Session) -> TableScene:
    for old in app.scenes:
        old.close()
    app.scenes = []
    table = TableScene(app, session)
    app.push(table)
    for _ in range(3):
        app.step(1 / 60)
    return table


def _hit_anywhere(table: TableScene) -> set[str]:
    """The card uids named by what lies under any point of the screen (a grid 11 px apart)."""
    return {uid for x in range(3, W, 11) for y in range(3, H, 11) for uid in _named_uids(table, (x, y))}


def _named_uids(table: TableScene, pos: tuple[int, int]) -> set[str]:
    """Every card uid that what lies under pos names: the sprite hit (its id and zoom), the targets there."""
    g = table.geometry
    names = set(g.targets_at(pos))
    for movable in (False, True):
        sid = g.sprite_at(pos, movable)
        s = g.scene.sprite(sid) if sid else None
        if s is not None:
            names.add(s.sid)
            if s.zoom is not None:
                names.add(s.zoom[0])
    return {n.split(":", 1)[-1] for n in names}


def _private(session: Session, seats: list[int]) -> set[str]:
    out: set[str] = set()
    for seat in seats:
        p = session.state.players[seat]
        out |= set(p.hand) | set(p.artifacts) | set(p.defense_plans)
    return out


def test_every_legal_drag_has_a_point_where_its_drop_plays_it(fresh_app: Any) -> None:
    table = _table(fresh_app, busy_session(fresh_app.cards(), 3, 10))
    g = table.geometry
    drags = [m for m in table.model.moves if m.source and m.target and g.scene.sprite(m.source) is not None]
    assert len(drags) >= 5
    for m in drags:
        rects = g.rect_of_target(m.target)
        assert rects, m
        cands = moves_from(table.model.moves, m.source)
        points = [(r.x + r.w * fx // 8, r.y + r.h * fy // 8) for r in rects for fx in range(1, 8) for fy in range(1, 8)]
        # the move itself, or the move that continues it (a trade and the card that pays it, in one drop)
        assert any(c.keys[:len(m.keys)] == m.keys for pt in points
                   for c in pick_for_drop(cands, g.targets_at(pt), m.section)), m


def test_no_point_hits_a_card_hidden_from_the_viewer(fresh_app: Any) -> None:  # R33
    session = busy_session(fresh_app.cards(), 3, 12)
    table = _table(fresh_app, session)
    hidden = _private(session, [1, 2])
    seen = _hit_anywhere(table)
    assert hidden and not (seen & hidden)
    assert set(session.state.players[0].hand) <= seen  # the viewer's own hand is there to be hit


def test_in_hot_seat_no_point_hits_a_hand_behind_the_curtain(fresh_app: Any) -> None:  # R33-R34
    session = Session.new(fresh_app.cards(), [SeatConfig("Ann", True), SeatConfig("Bo", True, colour=1)], 5)
    session.autosave_enabled = False
    table = _table(fresh_app, session)
    assert table.model.hands_hidden()  # two humans: the curtain is up until one says who they are
    hidden = _private(session, [0, 1])
    assert hidden and not (_hit_anywhere(table) & hidden)


def test_an_ai_seats_pick_pulses_its_own_row_not_the_viewers(fresh_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """An AI buys or prepares: the pick's "uc:<kind>" target (the chooser's own Under Construction row) flashes on
    that AI's board. It used to flash the viewer's row, whose zone carries the same id (seen under Xvfb)."""
    session = busy_session(fresh_app.cards(), 3, 4)
    brain = RandomBrain(3)
    while not (session.pending.seat != 0 and session.pending.kind == "turn"
               and any((o.target or "").startswith("uc:") for o in session.pending.options)):
        session.submit(brain.choose(session.view(session.pending.seat)))
    seat = session.pending.seat
    option = next(o for o in session.pending.options if (o.target or "").startswith("uc:"))
    monkeypatch.setattr(fresh_app.settings, "anim_speed", 1.0)  # the tests' app animates nothing (0 = instant)
    table = _table(fresh_app, session)
    g = table.geometry
    table.seats.step = lambda dt, busy, show, between: show(option)  # the seat driver shows its pick
    table.feed.pulses.clear()
    table.drive_seats(1 / 60)
    places = [pl[0] for pl in table.feed.pulses]
    row = g.lay.boards[seat].rows[option.arg][0]
    assert row in places and option.target not in places
    assert not any(isinstance(p, pygame.Rect) and p.colliderect(g.lay.boards[0].rect) for p in places)
    assert g.seat_place(option.target, 0) == option.target  # the viewer's own: its zone, found by id
    assert g.seat_place("card:x", seat) == "card:x" and g.seat_place("bank", seat) == g.lay.boards[seat].bank
    # every place the viewer's board carries as a zone, named in another seat's option, lands on that seat's board
    theirs, mine = g.lay.boards[seat], g.lay.boards[0]
    shared = {"discard", "draw", "alien", "table", "pay"}  # the centre's places, and "pay" (a drop, not a place)
    own_ids = {z.tid for z in g.scene.zones if not z.tid.startswith(("player:", "deck:"))} - shared
    assert {"bank", "defend", "empire", "faction", "operation:mine", "uc:ship", "blockades:planet"} <= own_ids
    for tid in sorted(own_ids | {"side:logistics", "side:operational"}):
        place = g.seat_place(tid, seat)
        assert isinstance(place, pygame.Rect) and theirs.rect.contains(place), tid
        assert not place.colliderect(mine.rect), tid
    # someone aims at the viewer ("player:0"): the viewer's board, which carries no zone of that name
    assert g.seat_place("player:0", seat) == mine.rect and g.rect_of_target("player:0") == []
    assert g.seat_place(f"player:{seat}", 0) == f"player:{seat}"  # another player's board: its own zone
