"""Where everything sits on the table, computed from the window size (design units: 1280x720).

The viewer's own faction board is large at the bottom left with the hand beside it; the other
players' boards run along the top in turn order; the shared decks sit in the middle; the right
column holds the pending choice, its options and the game log.
"""

from __future__ import annotations

import attrs
from pygame import Rect

from game.ui.theme import CARD_RATIO, Scale

KINDS = ("ship", "technology", "planet")


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

    @property
    def card_h(self) -> int:
        return round(self.card_w * CARD_RATIO)


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


def _board(seat: int, rect: Rect, sc: Scale, big: bool) -> BoardLayout:
    hh = sc(40 if big else 34)
    header = Rect(rect.x, rect.y, rect.w, hh)
    body_top = rect.y + hh
    row_h = (rect.bottom - body_top - sc(4)) // 3
    card_h = row_h - sc(6)
    card_w = max(16, round(card_h / CARD_RATIO))
    ops_w = sc(78) if big else 0  # the own board's right edge: operational actions and the faction action
    body_w = rect.w - (ops_w + sc(4) if big else 0)
    uc_w = round(body_w * (0.40 if big else 0.38))
    rows = {}
    for i, k in enumerate(KINDS):
        y = body_top + i * row_h + sc(2)
        uc = Rect(rect.x + sc(4), y, uc_w - sc(6), row_h - sc(2))
        emp = Rect(rect.x + uc_w + sc(2), y, body_w - uc_w - sc(6), row_h - sc(2))
        rows[k] = (uc, emp)
    bank_w = sc(64 if big else 50)
    line_h = hh // 2
    bank = Rect(header.right - bank_w - sc(4), header.y + sc(3), bank_w, line_h - sc(2))
    ops: dict[str, Rect] = {}
    if big:
        x = rect.right - ops_w - sc(4)
        oh = (rect.bottom - body_top - sc(6)) // 4
        for i, name in enumerate(("offensive", "revenue", "mine", "faction")):
            ops[name] = Rect(x, body_top + sc(2) + i * oh, ops_w, oh - sc(4))
    return BoardLayout(seat, rect, header, rows, card_w, big, bank, ops)


def compute(w: int, h: int, seats_in_order: list[int]) -> TableLayout:
    """seats_in_order[0] is the viewer (bottom); the rest go along the top, left to right."""
    sc = Scale(w, h)
    side_w = sc(330)
    left_w = w - side_w
    top_bar = Rect(0, 0, w, sc(32))
    opp = seats_in_order[1:]
    y0 = top_bar.bottom + sc(4)
    opp_h = round((h - y0) * 0.30)
    centre_h = round((h - y0) * 0.235)
    boards: dict[int, BoardLayout] = {}
    if opp:
        bw = min(left_w // len(opp), sc(560))
        x0 = (left_w - bw * len(opp)) // 2
        for i, s in enumerate(opp):
            r = Rect(x0 + i * bw + sc(3), y0, bw - sc(6), opp_h)
            boards[s] = _board(s, r, sc, big=False)
    centre = Rect(sc(4), y0 + opp_h + sc(4), left_w - sc(8), centre_h)
    bottom_y = centre.bottom + sc(4)
    me_w = round(left_w * 0.60)
    me = Rect(sc(4), bottom_y, me_w - sc(6), h - bottom_y - sc(4))
    boards[seats_in_order[0]] = _board(seats_in_order[0], me, sc, big=True)
    hand = Rect(me.right + sc(6), bottom_y, left_w - me.right - sc(10), h - bottom_y - sc(4))

    # centre row: [Ship][Tech][Planet]   [Resource deck][discard]   [Alien][Basic]   open area
    deck_h = centre.h - sc(26)
    deck_w = round(deck_h / CARD_RATIO)
    gap = sc(10)
    x = centre.x + sc(8)
    y = centre.y + sc(20)
    decks: dict[str, Rect] = {}
    for k in ("ship", "technology", "planet"):
        decks[k] = Rect(x, y, deck_w, deck_h)
        x += deck_w + gap
    x += gap * 2
    for k in ("resource", "discard"):
        decks[k] = Rect(x, y, deck_w, deck_h)
        x += deck_w + gap
    x += gap * 2
    for k in ("alien", "basic"):
        decks[k] = Rect(x, y, deck_w, deck_h)
        x += deck_w + gap
    open_area = Rect(x + gap, centre.y + sc(4), max(sc(40), centre.right - x - gap * 2), centre.h - sc(8))

    side = Rect(left_w, top_bar.bottom, side_w, h - top_bar.bottom)
    prompt = Rect(side.x + sc(8), side.y + sc(6), side.w - sc(16), sc(118))
    options = Rect(side.x + sc(8), prompt.bottom + sc(4), side.w - sc(16), round((h - prompt.bottom) * 0.42))
    log = Rect(side.x + sc(8), options.bottom + sc(8), side.w - sc(16), h - options.bottom - sc(16))
    hand_w = min(round(hand.h * 0.52 / CARD_RATIO), round(hand.w / 3.3))
    small_w = round(hand_w * 0.62)
    return TableLayout(w, h, top_bar, boards, centre, decks, open_area, deck_w, hand, hand_w, small_w, side,
                       prompt, options, log)


def fan(area: Rect, n: int, card_w: int, gap: int) -> list[int]:
    """x positions for n cards of width card_w in area (overlapping when they do not fit)."""
    if n <= 0:
        return []
    step = card_w + gap
    if n > 1 and card_w + step * (n - 1) > area.w:
        step = max(3, (area.w - card_w) // (n - 1))
    return [area.x + i * step for i in range(n)]
