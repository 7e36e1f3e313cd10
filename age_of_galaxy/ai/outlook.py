"""Normal's evaluation: what the round's end and the game's end will make of a position, on the G85 scale.

`worth` (value.py) counts VP as final scoring would count them now plus the resources held at flat G85 rates.
The outlook adds what is already settled by the position but not yet paid out (every term reads the View's
state only):

- War (G52-G56) in rounds 2-5: the ranking on Cruisers in supply (+ rank_plus), ties on Strength, paid as the
  player count's rewards (G53, Prestige and Relics at 1 VP each); a sole Overlord's acquisition of the best
  Unprotected planet it reaches (G54, G55: the owner loses its Galaxy VP, G64); Cruisers above Strength
  (+ keep_plus) are returned after the War (G56), so they are worth nothing beyond the ranking.
- The Golden Age (G58, G60) in rounds 1-4: a front Trade card that the Galactic phase will find full (its
  open spaces fewer than the discs that will move onto it from its linked section) gives each player back
  min(3, its discs there) as extra actions next round.
- Production (G19, G20): an End-of-Production effect pays its current gain in every round still to come.
- The last round (G65): Credits, Innovation, Influence, Cruisers, cards in hand and Productivity (but for an
  Industrial Major, G63) are worth nothing at final scoring, so they fade with the actions a player has left.
- Tie-break (G66): Prestige, a small amount.
"""

from __future__ import annotations

from age_of_galaxy.ai.value import VP, WIN, credit_value, productivity_value
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import economy as E
from age_of_galaxy.engine.flow import GOLDEN_KEEP, WAR_REWARDS, major_ideology, score, war_places
from age_of_galaxy.engine.state import ROUNDS, State

DISC = 3.0  # an extra action next round (a Golden-Age disc), in G85 units (ours)
ONGOING = 1.0  # an Alliance card's or technology's abilities besides Production: 1 + 1 per round left (as value.py)
PRESTIGE_TIE = 0.05  # G66: higher Prestige wins a tie
PLAIN = {"innovation": 2.0, "influence": 2.0, "strength": 2.0}
RES_VALUE = {"credit": 1.0, "productivity": 3.0, "innovation": 2.0, "influence": 2.0, "cruiser": 2.0,
             "strength": 2.0, "relic": VP, "prestige": VP}


def _phase(s: State) -> str:
    return s.calendar.phase if s.calendar is not None else "over"


def war_outlook(s: State) -> list[float]:
    """Per participant, the VP (G85 units) the coming War phase pays or takes (zeros without a War ahead)."""
    out = [0.0] * s.n
    if s.over or s.round < 2 or _phase(s) not in ("production", "action"):
        return out
    places = dict(war_places(s))
    rewards = WAR_REWARDS[max(s.n, 2)]
    for w, place in places.items():
        if place <= len(rewards):
            prestige, relic = rewards[place - 1]
            gain = prestige + relic
            if relic and major_ideology(s, w) == "cultural":
                gain += relic  # G63: a Relic scores again for a Cultural Major
            out[w] += VP * gain
    overlords = [w for w, p in places.items() if p == 1]
    if len(overlords) == 1 and overlords[0] != s.vo:
        o = overlords[0]
        best, loser = 0, None
        for k in _acquirable(s, o):
            pl = s.planets[k]
            if pl.discs and len(pl.discs) > best:
                best, loser = len(pl.discs), pl.discs[0]
        if loser is not None:
            out[loser] -= VP * best  # G54, G64: its Galaxy VP are gone
    return out


def _acquirable(s: State, who: int) -> list[str]:
    r = E.reach(s, who)
    return [k for k, pl in s.planets.items()
            if pl.position <= r and pl.discs and who not in pl.discs and not E.is_protected(s, pl)]


def golden_outlook(s: State) -> list[int]:
    """Per participant, the discs a Golden Age at this round's Galactic phase gives back (G58, G60)."""
    got = [0] * s.n
    if s.over or s.round >= ROUNDS or _phase(s) not in ("production", "action"):
        return got
    slots = C.content().trade_slots
    returned = [0] * s.n
    for i, t in enumerate(s.trade):
        if t.flipped:
            continue
        incoming: list[int] = []
        for name in s.board.names():
            if C.space(name).action == slots[i]:
                incoming.extend(int(x) for x in s.board[name].owned())
        if len(incoming) < len(t.board.open_for_placing()):
            continue
        for sp in t.board.spaces:
            for x in sp.owned():
                returned[int(x)] += 1
        for w in (*t.overflow, *incoming):
            returned[w] += 1
    for w in range(s.n):
        got[w] = min(GOLDEN_KEEP, returned[w])
    return got


def production_outlook(s: State, who: int) -> float:
    """G20: what the End-of-Production effects pay over the Productions still to come, valued as they arrive."""
    left = ROUNDS - s.round
    if left <= 0 or s.over:
        return 0.0
    total = 0.0
    for a in E.production_effects(s, who):
        if a.form == "bundle" and a.bundle is not None:
            items = a.bundle.items
        elif a.count is not None and a.resource is not None:
            items = ((a.resource, min(a.max, E.count(s, who, a.count) // a.per)),)
        else:
            continue
        total += sum(RES_VALUE.get(k, 1.0) * n for k, n in items)
    return total * left


def fade(s: State, who: int) -> float:
    """How much of the resources' flat value still counts: 1 before the last round; in it, by the actions left
    (G65: leftovers score nothing)."""
    if s.round < ROUNDS:
        return 1.0
    if _phase(s) != "action":
        return 0.0
    return min(1.0, s.players[who].discs / 3)


def outlook_worth(s: State, who: int, war: list[float], golden: list[int]) -> float:
    vp = VP * score(s, who)[-1]
    if s.over:
        return vp
    p = s.players[who]
    res = p.res
    r = s.round
    f = fade(s, who)
    keep = res["strength"] + E.war_bonus(s, who, "keep_plus")
    cruisers = min(res["cruiser"], keep) if r >= 2 and _phase(s) in ("production", "action") else res["cruiser"]
    held = sum(v * res[k] for k, v in PLAIN.items()) + 2.0 * cruisers
    prod = productivity_value(s, who)
    if r >= ROUNDS and major_ideology(s, who) == "industrial":
        prod, f_prod = 0.0, 1.0  # its Productivity is already counted in score (G63)
    else:
        f_prod = f
    held = f * (held + credit_value(r) * res["credit"] + (1.5 if r < ROUNDS else 0.5) * len(p.hand))
    held += f_prod * prod * res["productivity"]
    held += (ONGOING + ROUNDS - r) * (len(p.alliance) + len(p.techs)) * (1.0 if r < ROUNDS else f)
    held += production_outlook(s, who)
    return vp + held + war[who] + DISC * golden[who] + PRESTIGE_TIE * s.prestige.total(who)


def outlook(s: State, who: int) -> float:
    """Normal's value of `s` for `who`: its outlook less the best other seat's (solo: its own, G75), +-WIN once
    the game is over."""
    war, golden = war_outlook(s), golden_outlook(s)
    mine = outlook_worth(s, who, war, golden)
    others = [outlook_worth(s, w, war, golden) for w in range(s.seats) if w != who]
    v = mine - max(others) if others else mine
    if s.over and s.winners:
        v += WIN if who in s.winners else -WIN
    return v
