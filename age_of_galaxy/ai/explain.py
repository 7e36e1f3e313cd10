"""What a suggested move sets up, as facts a player reads (issue 33 item 4, Suggest): compared between a world before
the move and the same world after it (both sampled from the seat's View only, G69), the planet it takes, the reach
it opens, the War place it secures, the Golden Age it completes, the technology it adds, what Production will pay
over the rounds left, the VP it scores now, and the move's value over the rounds left (the outlook, outlook.py).

    for f in setup_facts(before, after, seat): f.kind, f.subject, f.old, f.new

Kinds: "colonize"/"develop" (subject the planet), "reach" (old, new: the last System position in reach; `n` the
empty planets newly within reach), "war" (old, new: the seat's place in the coming War, 0 for none; `n` 1 when it
is then the sole Overlord), "golden" (subject the Trade card it fills; `n` the discs it gives back), "tech"
(subject the technology), "production" (`value` over the rounds left), "vp" (old, new: the total now).
"""

from __future__ import annotations

import attrs

from age_of_galaxy.ai.outlook import golden_outlook, outlook_worth, production_outlook, war_outlook
from age_of_galaxy.engine import economy as E
from age_of_galaxy.engine.flow import score, war_places
from age_of_galaxy.engine.state import ROUNDS, State


@attrs.frozen
class Fact:
    kind: str
    subject: str = ""
    old: int = 0
    new: int = 0
    n: int = 0
    value: float = 0.0


def war_ahead(s: State) -> bool:
    """A War still to come this round (G52: rounds 2-5, before it is fought)."""
    phase = s.calendar.phase if s.calendar is not None else "over"
    return not s.over and s.round >= 2 and phase in ("production", "action")


def place(s: State, seat: int) -> tuple[int, bool]:
    """The seat's place in the coming War (0: none) and whether it is the sole Overlord."""
    places = dict(war_places(s))
    mine = places.get(seat, 0)
    sole = mine == 1 and sum(1 for p in places.values() if p == 1) == 1
    return mine, sole


def setup_facts(before: State, after: State, seat: int) -> list[Fact]:
    out: list[Fact] = []
    for k, pl in after.planets.items():
        was = before.planets.get(k)
        had = was.discs.count(seat) if was is not None else 0
        has = pl.discs.count(seat)
        if has > had:
            out.append(Fact("develop" if had else "colonize", k, had, has))
    r0, r1 = E.reach(before, seat), E.reach(after, seat)
    if r1 > r0:
        opened = sum(1 for pl in after.planets.values() if r0 < pl.position <= r1 and pl.empty)
        out.append(Fact("reach", "", r0, r1, opened))
    if war_ahead(before) and war_ahead(after):
        (p0, s0), (p1, s1) = place(before, seat), place(after, seat)
        if (p0, s0) != (p1, s1) and (p1 and (not p0 or p1 < p0 or (s1 and not s0))):
            out.append(Fact("war", "", p0, p1, int(s1)))
    g0, g1 = golden_outlook(before), golden_outlook(after)
    if g1[seat] > g0[seat]:
        full = [t.card for t0, t in zip(before.trade, after.trade, strict=False)
                if t0.board.open_for_placing() and not t.board.open_for_placing()]
        out.append(Fact("golden", full[0] if full else "", g0[seat], g1[seat], g1[seat]))
    for t in after.players[seat].techs:
        if t not in before.players[seat].techs:
            out.append(Fact("tech", t))
    more = production_outlook(after, seat) - production_outlook(before, seat)
    if more > 0.05:
        out.append(Fact("production", "", n=ROUNDS - after.round, value=more))
    v0, v1 = score(before, seat)[-1], score(after, seat)[-1]
    if v1 != v0:
        out.append(Fact("vp", "", v0, v1))
    return out


def ahead(before: State, after: State, seat: int) -> float:
    """The move's value over the rounds left for the seat (G85 scale): its outlook after less before."""
    return outlook_worth(after, seat, war_outlook(after), golden_outlook(after)) - \
        outlook_worth(before, seat, war_outlook(before), golden_outlook(before))
