"""Where everything sits on the table, computed from the window size (design units: 1280x720).

The viewer's own faction board is large at the bottom left with the hand beside it; the other
players' boards run along the top in turn order; the shared decks sit in the middle; the right
column holds the pending choice, its options and the game log.

A faction board is a header (name, VP, bank, counts) over a grid: one column per kind (Ships,
Technologies, Planets) and two rows (Under Construction above, Empire below). The column names sit
in a band above the grid and the row names in a strip on its left, so no label is ever under a card.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
from pygame import Rect

from game.ui.theme import CARD_RATIO, Scale

KINDS = ("ship", "technology", "planet")
KIND_WORDS = {"ship": "Ships", "technology": "Technologies", "planet": "Planets"}
TABLE_CARD_W = 1.8  # the Alien System and Basic Defense Plan: a compact table this much wider than a deck


@attrs.define
class BoardLayout:
    seat: int
    rect: Rect
    header: Rect
    rows: dict[str, tuple[Rect, Rect]]  # kind -> (under construction area, empire area)
    card_w: int
    big: bool
    bank: Rect  # the credits box (a drop target for trading)
    ops: dict[str, Rect] = attrs.field(factory=dict)  # offensive / revenue / mine / faction boxes (own board)
    # the row and column names: (rect, words, kind or "", written upwards); cards never cover them
    labels: list[tuple[Rect, str, str, bool]] = attrs.field(factory=list)
    vp: Rect = attrs.field(factory=Rect)
    card_h: int = 0  # an opponent's cards fill their cell: lower than a card's ratio when the cell is

    @property
    def empire_area(self) -> Rect:
        rs = [self.rows[k][1] for k in KINDS]
        return rs[0].unionall(rs[1:])

    @property
    def uc_area(self) -> Rect:
        rs = [self.rows[k][0] for k in KINDS]
        return rs[0].unionall(rs[1:])

    def label_rects(self) -> list[Rect]:
        return [self.header, *(r for r, _, _, _ in self.labels)]


@attrs.define
class TableLayout:
    w: int
    h: int
    top_bar: Rect
    boards: dict[int, BoardLayout]
    centre: Rect
    decks: dict[str, Rect]  # ship / technology / planet / resource / discard / alien / basic
    open_area: Rect  # revealed and drawn cards
    deck_w: int
    hand: Rect
    hand_w: int
    small_w: int  # artifacts / defense plans in hand
    side: Rect
    prompt: Rect
    options: Rect
    log: Rect
    deck_labels: dict[str, Rect] = attrs.field(factory=dict)  # the band above each deck for its name
    hand_label: Rect = attrs.field(factory=Rect)
    message: Rect = attrs.field(factory=Rect)


def _board(seat: int, rect: Rect, sc: Scale, big: bool) -> BoardLayout:
    """A board: a grid of 3 kinds x (Under Construction, Empire); a wide, low board (a lone opponent)
    puts the six areas side by side instead."""
    hh = sc(40 if big else 34)
    header = Rect(rect.x, rect.y, rect.w, hh)
    pad = sc(3)
    ops_w = sc(84) if big else 0  # the own board's right edge: operational actions and the faction action
    band = sc(14 if big else 12)  # column names
    strip = sc(15 if big else 13)  # row names (written upwards)
    body = Rect(rect.x + pad, header.bottom + pad, rect.w - 2 * pad - (ops_w + pad if big else 0),
                rect.bottom - header.bottom - 2 * pad)
    inset = sc(2)
    rows: dict[str, tuple[Rect, Rect]] = {}
    labels: list[tuple[Rect, str, str, bool]] = []
    wide = not big and body.w > body.h * 4.2
    if wide:
        cell_w = body.w // 6
        card_h = body.h - band - 2 * inset - sc(2)
        card_w = max(12, min(round(card_h / CARD_RATIO), cell_w - 2 * inset - sc(2)))
        for i, k in enumerate(KINDS):
            cells = []
            for j, short in enumerate(("UC", "Empire")):
                x = body.x + (2 * i + j) * cell_w
                labels.append((Rect(x, body.y, cell_w, band), f"{KIND_WORDS[k]} · {short}", k, False))
                cells.append(Rect(x + inset, body.y + band + inset, cell_w - 2 * inset, body.h - band - 2 * inset))
            rows[k] = (cells[0], cells[1])
    else:
        grid = Rect(body.x + strip, body.y + band, body.w - strip, body.h - band)
        col_w = grid.w // 3
        row_h = grid.h // 2
        card_h = row_h - 2 * inset - sc(2)
        card_w = max(12, min(round(card_h / CARD_RATIO), col_w - 2 * inset - sc(2)))
        for i, k in enumerate(KINDS):
            x = grid.x + i * col_w
            labels.append((Rect(x, body.y, col_w, band), KIND_WORDS[k], k, False))
            uc = Rect(x + inset, grid.y + inset, col_w - 2 * inset, row_h - 2 * inset)
            emp = Rect(x + inset, grid.y + row_h + inset, col_w - 2 * inset, row_h - 2 * inset)
            rows[k] = (uc, emp)
        labels.append((Rect(body.x, grid.y, strip, row_h), "UNDER CONSTRUCTION" if big else "UC", "", True))
        labels.append((Rect(body.x, grid.y + row_h, strip, row_h), "EMPIRE", "", True))
    box_w = sc(64 if big else 50)
    line_h = hh // 2
    bank = Rect(header.right - box_w - sc(4), header.y + sc(3), box_w, line_h - sc(2))
    vp = Rect(bank.x - box_w - sc(6), bank.y, box_w, bank.h)
    ops: dict[str, Rect] = {}
    if big:
        x = rect.right - ops_w - pad
        oh = (rect.bottom - header.bottom - 2 * pad) // 4
        for i, name in enumerate(("offensive", "revenue", "mine", "faction")):
            ops[name] = Rect(x, header.bottom + pad + i * oh, ops_w, oh - sc(4))
    if not big:  # an opponent's card fills its cell's width; its face drops the picture first (card_face)
        cell = rows[KINDS[0]][0]
        card_w = max(12, cell.w - sc(2))
        card_h = min(round(card_w * CARD_RATIO), cell.h - sc(2))
    else:
        card_h = round(card_w * CARD_RATIO)
    return BoardLayout(seat, rect, header, rows, card_w, big, bank, ops, labels, vp, card_h)


def compute(w: int, h: int, seats_in_order: list[int]) -> TableLayout:
    """seats_in_order[0] is the viewer (bottom); the rest go along the top, left to right."""
    sc = Scale(w, h)
    side_w = sc(320)
    left_w = w - side_w
    top_bar = Rect(0, 0, w, sc(32))
    opp = seats_in_order[1:]
    gap = sc(4)
    y0 = top_bar.bottom + gap
    avail = h - y0 - gap
    opp_h = round(avail * (0.25 if len(opp) == 1 else 0.31))  # a lone opponent's board is wide and low
    centre_h = round(avail * 0.215)
    boards: dict[int, BoardLayout] = {}
    if opp:
        bw = left_w // len(opp) if len(opp) == 1 else min(left_w // len(opp), sc(620))
        x0 = (left_w - bw * len(opp)) // 2
        for i, s in enumerate(opp):
            r = Rect(x0 + i * bw + sc(3), y0, bw - sc(6), opp_h)
            boards[s] = _board(s, r, sc, big=False)
    centre = Rect(sc(4), y0 + opp_h + gap, left_w - sc(8), centre_h)
    bottom_y = centre.bottom + gap
    bottom_h = h - bottom_y - gap
    hand_area_w = max(sc(250), round(left_w * 0.33))
    me = Rect(sc(4), bottom_y, left_w - hand_area_w - sc(10), bottom_h)
    boards[seats_in_order[0]] = _board(seats_in_order[0], me, sc, big=True)
    hand = Rect(me.right + sc(6), bottom_y, left_w - me.right - sc(10), bottom_h)

    # centre row: [Ship][Tech][Planet]  [Resource deck][discard]  [Alien][Basic]  open area
    label_h = sc(18)
    step = sc(8)
    group = sc(14)
    deck_h = centre.h - label_h - sc(8)
    # as tall as the row, unless the row is too narrow for 5 decks, 2 tables and some open space
    fixed = sc(8) + 7 * step + 3 * group + sc(6) + sc(130)
    deck_w = min(round(deck_h / CARD_RATIO), int((centre.w - fixed) / (5 + 2 * TABLE_CARD_W)))
    deck_h = min(deck_h, round(deck_w * CARD_RATIO))
    table_w = round(deck_w * TABLE_CARD_W)
    x = centre.x + sc(8)
    y = centre.y + label_h + sc(4)
    decks: dict[str, Rect] = {}
    labels: dict[str, Rect] = {}
    for k, kw, extra in (("ship", deck_w, 0), ("technology", deck_w, 0), ("planet", deck_w, group),
                         ("resource", deck_w, 0), ("discard", deck_w, group),
                         ("alien", table_w, 0), ("basic", table_w, group)):
        decks[k] = Rect(x, y, kw, deck_h)
        labels[k] = Rect(x - step // 2, centre.y + sc(3), kw + step, label_h - sc(2))
        x += kw + step + extra
    open_area = Rect(x, centre.y + sc(4), max(sc(40), centre.right - x - sc(6)), centre.h - sc(8))

    side = Rect(left_w, top_bar.bottom, side_w, h - top_bar.bottom)
    prompt = Rect(side.x + sc(8), side.y + sc(6), side.w - sc(16), sc(118))
    options = Rect(side.x + sc(8), prompt.bottom + sc(4), side.w - sc(16), round((h - prompt.bottom) * 0.42))
    message = Rect(side.x + sc(8), options.bottom + sc(4), side.w - sc(16), sc(42))  # what just happened / why not
    log = Rect(side.x + sc(8), message.bottom + sc(18), side.w - sc(16), h - message.bottom - sc(24))
    hand_label = Rect(hand.x + sc(6), hand.y + sc(3), hand.w - sc(12), sc(16))
    inner_h = hand.bottom - hand_label.bottom - sc(10)
    # four Resource cards side by side, a fifth overlaps a quarter (the hand limit is 3): none piles up
    hand_w = max(16, min(round(inner_h * 0.56 / CARD_RATIO), (hand_label.w - 3 * sc(4)) // 4))
    small_w = max(12, min(hand_w, round((inner_h - round(hand_w * CARD_RATIO) - sc(10)) / CARD_RATIO)))
    return TableLayout(w, h, top_bar, boards, centre, decks, open_area, deck_w, hand, hand_w, small_w, side,
                       prompt, options, log, labels, hand_label, message)


def hand_slots(lay: TableLayout, n: int) -> tuple[list[Rect], int]:
    """Where n Resource cards of the viewer's hand lie: side by side, none covering another, a row holding
    as many as fit (four at every window size) and the next ones starting a new row; and the y under them
    (where the Artifacts and Defense Plans row may start)."""
    w = lay.hand_w
    h = round(w * CARD_RATIO)
    room = lay.hand_label.w
    per_row = max(1, min(4, (room + 2) // (w + 2)))
    gap = min(max(2, w // 8), (room - per_row * w) // max(1, per_row - 1)) if per_row > 1 else 0
    y = lay.hand_label.bottom + 4
    rects = [Rect(lay.hand_label.x + (i % per_row) * (w + gap), y + (i // per_row) * (h + gap), w, h)
             for i in range(n)]
    rows = max(1, -(-n // per_row))
    return rects, y + rows * (h + gap) + 4


def place(area: Rect, n: int, card_w: int, card_h: int, strip: Callable[[int], int], min_w: int) -> list[Rect]:
    """Rects for n cards in an area: side by side (narrower, down to min_w, so none covers another), else
    stacked downwards with each covered card's top strip (Type, cost, VP: strip(width) pixels) showing and
    the front card whole; narrower stacked cards have lower strips, so a tall stack may be narrower."""
    if n <= 0:
        return []
    gap = max(2, card_w // 10)
    w = min(card_w, (area.w - gap * (n - 1)) // n)
    if n == 1 or w >= min_w:
        h = min(card_h, round(w * CARD_RATIO)) if w < card_w else card_h
        return [Rect(area.x + i * (w + gap), area.y + (area.h - h) // 2, w, h) for i in range(n)]
    w = card_w
    while w > min_w and min(card_h, area.h - strip(w) * (n - 1)) < 2 * strip(w):
        w -= 1
    while w < card_w and strip(w + 1) == strip(w):  # no narrower than a lower strip needs
        w += 1
    step = strip(w)
    h = min(card_h, area.h - step * (n - 1))
    if h < 2 * step:  # too many for strips this tall: squeeze them
        h = min(card_h, 2 * step)
        step = max(2, (area.h - h) // (n - 1))
    top = area.y + max(0, (area.h - h - step * (n - 1)) // 2)
    x = area.x + (area.w - w) // 2
    return [Rect(x, top + i * step, w, h) for i in range(n)]
