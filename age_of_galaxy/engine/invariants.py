"""What must hold after every event (tests check it; G2, G3, G12, G18, G33)."""

from __future__ import annotations

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.state import CAPS, CRUISERS, DISCS, HELD, ROUNDS, State
from tabletop.pieces.spaces import BLOCKING


def discs_of(s: State, who: int) -> int:
    """Every disc of a colour: Prestige track, common and personal supply, board, planets, technologies, Trade."""
    p = s.players[who]
    piece = str(who)
    on_board = s.board.count(piece)
    on_planets = sum(pl.discs.count(who) for pl in s.planets.values())
    on_trade = sum(t.board.count(piece) + t.overflow.count(who) for t in s.trade)
    return 1 + p.common_discs + p.discs + on_board + on_planets + len(p.techs) + on_trade


def invariants(s: State) -> list[str]:
    bad: list[str] = []
    if not s.players or not s.trade:
        return bad
    for who, p in enumerate(s.players):
        for k in HELD:
            v = p.res[k]
            if v < 0 or (k in CAPS and v > CAPS[k]):
                bad.append(f"{p.name}: {k} {v}")
        if (d := discs_of(s, who)) != DISCS:
            bad.append(f"{p.name}: {d} discs, not {DISCS}")
        on_planets = sum(1 for pl in s.planets.values() if pl.cruiser == who)
        if p.common_cruisers + p.res["cruiser"] + on_planets != CRUISERS:
            bad.append(f"{p.name}: Cruisers {p.common_cruisers} + {p.res['cruiser']} + {on_planets} != {CRUISERS}")
        if len(p.alliance) > 3:
            bad.append(f"{p.name}: {len(p.alliance)} Alliance cards")
        if len(set(p.techs)) != len(p.techs):
            bad.append(f"{p.name}: a technology researched twice")
    for board in (s.board, *(t.board for t in s.trade)):
        for sp in board.spaces:
            if sp.capacity is not None and len(sp.pieces) > sp.capacity:
                bad.append(f"space {sp.name}: {len(sp.pieces)} discs")
    for pl in s.planets.values():
        if len(pl.discs) > 2 or len(set(pl.discs)) > 1 or (pl.cruiser is not None and pl.discs):
            bad.append(f"planet {pl.key}: discs {pl.discs}, Cruiser {pl.cruiser}")
    tokens = len(s.explo_stack) + sum(1 for t in s.spots.values() if t) + len(s.explored) \
        + sum(len(p.scope) for p in s.players) + len(s.lost_tokens)
    if tokens != len(C.content().exploration_tokens):
        bad.append(f"{tokens} Exploration tokens")
    cards = len(s.deck) + len(s.discard) + len(s.box_cards) + sum(len(p) for p in s.packs) \
        + sum(len(p.hand) + len(p.alliance) + len(p.discarded)
                                                + (p.true_major is not None) for p in s.players)
    if (s.deck or s.players[0].hand or s.discard or s.packs) and cards != len(C.content().factions):
        bad.append(f"{cards} Faction cards")
    if s.calendar is not None and s.calendar.round > ROUNDS:
        bad.append(f"round {s.calendar.round}")
    if not 1 <= s.fleet <= 5:
        bad.append(f"fleet at {s.fleet}")
    blocked = sum(1 for sp in s.board.spaces if BLOCKING in sp.pieces)
    if blocked > 6:
        bad.append(f"{blocked} blocking discs on the board")
    return bad
