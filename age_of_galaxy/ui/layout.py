"""Where everything of Age of Galaxy's table is drawn, for a window of any size (a 1280x720 design, scaled).

    lay = Layout.of(state, viewer, (w, h))
    lay.places["space:EX1"], lay.sources["card:F04"], lay.panels["log"]     # pygame Rects, in pixels

`places` are what a drag can be dropped on (topmost listed first by `places_at`), `sources` what a press can lift
(the hand's cards, your disc supply), `panels` the named areas the painter fills. The layout reads the View's
state for counts and keys only (how many cards, which System cards, which slots): no rule.
"""

from __future__ import annotations

from typing import Any

import attrs
import pygame

from age_of_galaxy.engine import content as C
from age_of_galaxy.ui.moves import ALLIANCE, DISC, GALAXY, MAJOR, REINFORCE, RESEARCH_AREA, card_source
from tabletop.ui.theme import BASE_H, BASE_W

ACTIONS = ("explore", "manufacture", "retrieve", "scavenge", "nominate")
BOARD_TECHS = 9  # the 3 x 3 tree printed on the main board (G38)
HAND_SLOTS = 7  # the hand row is laid out for 7 cards; more are narrower
TELESCOPE = "deep_space_telescope"  # G48: its Exploration tokens lie on it


def disc_box(lay: Layout, row: pygame.Rect) -> pygame.Rect:
    """A player's disc supply: the right end of the player's row."""
    return pygame.Rect(row.right - lay.px(50), row.y + lay.px(3), lay.px(46), min(lay.px(34), row.h - lay.px(6)))


def pack_of(state: Any, viewer: int) -> list[str]:
    """The faction cards of the pack the viewer holds while drafting (G72; none otherwise)."""
    packs = getattr(state, "packs", [])
    if not 0 <= viewer < len(packs):
        return []
    return [c for c in packs[viewer] if isinstance(c, str) and c not in state.players[viewer].hand]


def faction_techs(state: Any, viewer: int) -> list[str]:
    """The faction technologies shown under the tree: those printed on the viewer's Alliance cards, and any a
    player has researched (public)."""
    out: list[str] = []
    if 0 <= viewer < len(state.players):
        for c in state.players[viewer].alliance:
            out += [t for t in C.card(c).technologies if t not in out]
    for p in state.players:
        out += [t for t in p.techs if C.tech(t).board is None and t not in out]
    return out


@attrs.define
class Layout:
    size: tuple[int, int]
    s: float  # pixels per design unit
    ox: int
    oy: int
    places: dict[str, pygame.Rect] = attrs.field(factory=dict)
    sources: dict[str, pygame.Rect] = attrs.field(factory=dict)
    panels: dict[str, pygame.Rect] = attrs.field(factory=dict)
    rows: list[tuple[int, pygame.Rect]] = attrs.field(factory=list)  # (player, its row on the right)

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A design-unit rect in pixels."""
        return pygame.Rect(self.ox + round(x * self.s), self.oy + round(y * self.s), max(1, round(w * self.s)),
                           max(1, round(h * self.s)))

    def px(self, v: float) -> int:
        return max(1, round(v * self.s))

    def font(self, v: float) -> int:
        """A text size in pixels (11 design units is the smallest the table draws: theme.MIN_TEXT_PX)."""
        return max(11, round(v * self.s))

    def places_at(self, pos: tuple[int, int]) -> list[str]:
        """The places under pos, topmost first (a technology before the tree it lies in)."""
        here = [k for k, r in self.places.items() if r.collidepoint(pos)]
        return sorted(here, key=lambda k: self.places[k].w * self.places[k].h)

    @classmethod
    def of(cls, state: Any, viewer: int, size: tuple[int, int]) -> Layout:
        w, h = size
        s = max(0.5, min(w / BASE_W, h / BASE_H))
        lay = cls(size, s, (w - round(BASE_W * s)) // 2, (h - round(BASE_H * s)) // 2)
        lay._board()
        lay._trade(state)
        lay._galaxy(state)
        lay._techs(state, viewer)
        lay._places_and_hand(state, viewer)
        lay._right(state)
        return lay

    # ---- the parts (design units: 1280 x 720) ----------------------------------------------------------------------
    def _board(self) -> None:
        self.panels["top"] = self.r(0, 0, 1280, 26)
        self.panels["board"] = self.r(6, 30, 510, 168)
        by_action: dict[str, list[str]] = {a: [] for a in ACTIONS}
        for sp in C.content().spaces:
            by_action[sp.action].append(sp.id)
        for i, a in enumerate(ACTIONS):
            x = 10 + i * 101
            self.panels[f"action:{a}"] = self.r(x, 34, 98, 160)
            ids = by_action[a]
            step = 130 / max(3, len(ids))
            for j, sid in enumerate(ids):
                self.places[f"space:{sid}"] = self.r(x + 2, 64 + j * step, 94, step - 3)

    def _trade(self, state: Any) -> None:
        self.panels["trade"] = self.r(520, 30, 346, 168)
        for i, slot in enumerate(state.trade):
            x = 524 + i * 114
            self.panels[f"trade:{i}"] = self.r(x, 34, 110, 160)
            for j in range(len(C.exchanges(slot.card))):
                self.places[f"trade:{i}:{j}"] = self.r(x + 3, 66 + j * 45, 104, 42)
            self.panels[f"trade_spaces:{i}"] = self.r(x + 3, 158, 104, 32)

    def _galaxy(self, state: Any) -> None:
        self.panels["galaxy_row"] = self.r(6, 202, 860, 192)
        self.places[GALAXY] = self.r(6, 202, 860, 192)
        for pos, card in enumerate(state.systems, 1):
            x = 10 + (pos - 1) * 171.5
            self.panels[f"system:{pos}"] = self.r(x, 206, 167, 184)
            if pos > state.revealed or not isinstance(card, str):
                continue
            slots = len(C.system_slots(card))
            step = 150 / max(5, slots)
            for k in range(slots):
                key = f"{card}:{k}"
                rect = self.r(x + 3, 239 + k * step, 161, step - 2.5)
                if key in state.planets:
                    self.places[f"planet:{key}"] = rect
                else:
                    self.places[f"spot:{key}"] = rect

    def _techs(self, state: Any, viewer: int) -> None:
        """The 3 x 3 tree (column, tier), then the faction technologies on your Alliance cards or researched."""
        self.panels["techs"] = self.r(6, 398, 300, 318)
        self.places[RESEARCH_AREA] = self.r(6, 398, 300, 318)
        for t in C.content().technologies:
            if t.board is not None:
                col, tier = t.board
                self.places[f"tech:{t.id}"] = self.r(12 + (col - 1) * 98, 432 + (tier - 1) * 66, 92, 58)
        for i, tid in enumerate(faction_techs(state, viewer)[:6]):
            self.places[f"tech:{tid}"] = self.r(12 + (i % 3) * 98, 650 + (i // 3) * 32, 92, 29)
        box = self.places.get(f"tech:{TELESCOPE}")
        scope = state.players[viewer].scope if 0 <= viewer < len(state.players) else []
        for i in range(len(scope)):  # G48: its face-down tokens, only yours to EXPLORE
            side = box.h - self.px(8) if box is not None else 0
            if box is not None:
                self.places[f"scope:{i}"] = pygame.Rect(box.right - (i + 1) * (side + self.px(3)), box.y + self.px(4),
                                                        side, side)

    def _places_and_hand(self, state: Any, viewer: int) -> None:
        self.panels["mine"] = self.r(312, 398, 554, 116)
        for i in range(3):
            self.panels[f"alliance:{i}"] = self.r(318 + i * 108, 418, 102, 92)
        self.places[ALLIANCE] = self.r(314, 400, 326, 112)
        self.places[MAJOR] = self.r(646, 400, 108, 112)
        self.places[REINFORCE] = self.r(758, 400, 106, 112)
        self.panels["hand"] = self.r(312, 518, 554, 198)
        hand = list(state.players[viewer].hand) if 0 <= viewer < len(state.players) else []
        hand += pack_of(state, viewer)  # G72: while drafting, the pack you hold is beside your picks
        n = max(HAND_SLOTS, len(hand))
        cw = (548 - (n - 1) * 5) / n
        for i, c in enumerate(hand):
            if isinstance(c, str):
                self.sources[card_source(c)] = self.r(315 + i * (cw + 5), 540, cw, 172)

    def _right(self, state: Any) -> None:
        n = len(state.players)
        row_h = min(64, 252 / max(1, n))
        for p in range(n):
            self.rows.append((p, self.r(872, 30 + p * row_h, 402, row_h - 4)))
        y = 30 + n * row_h
        self.panels["prestige"] = self.r(872, y, 402, 46)
        self.panels["buttons"] = self.r(872, y + 50, 402, 32)
        log_h = 132 - 16 * max(0, n - 2)  # 3-4 rows of players: the log gives the options room for 5 or more
        self.panels["options"] = self.r(872, y + 86, 402, 712 - log_h - (y + 86))
        self.panels["log"] = self.r(872, 716 - log_h, 402, log_h)
        self.sources[DISC] = self.r(800, 26, 1, 1)  # moved onto the viewer's row by `disc_at`

    def disc_at(self, row: pygame.Rect) -> None:
        """Your disc supply: at the right end of your row (what a disc is dragged from)."""
        self.sources[DISC] = disc_box(self, row)
