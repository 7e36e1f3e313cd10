"""War's ranking as facts (G52-G54, G79): each seat's place, the numbers it ranked by and why it stands where it
does, and what the place earns. The table and the log say these facts; they never rank anyone themselves.

    for r in war_ranking(state):     # ranked seats first (place 1 first), then those with no Cruiser
        r.seat, r.place, r.cruisers, r.bonus, r.strength, r.why, r.prestige, r.relic

`why` is a code: "most" (more Cruisers than everyone below), "strength" (tied on Cruisers with the next, more
Strength: G52's tie-break), "shared" (tied on Cruisers and Strength: the place is shared, G52; a shared first has
no Overlord, G54), "fewer" (fewer Cruisers than the seat above), "weaker" (as many Cruisers as the seat above, less
Strength), "none" (no Cruiser in supply: never ranks, G52).
"""

from __future__ import annotations

import attrs

from age_of_galaxy.engine import economy as E
from age_of_galaxy.engine.flow import WAR_REWARDS, war_places
from age_of_galaxy.engine.solo import VO_STRENGTH
from age_of_galaxy.engine.state import State


@attrs.frozen
class Rank:
    seat: int
    place: int | None  # None: no Cruiser in supply (G52)
    cruisers: int  # in supply
    bonus: int  # war_mod rank_plus (G52): counts for the ranking only
    strength: int
    why: str
    prestige: int = 0  # the place's reward (G53; the Virtual Opponent gains none, G79)
    relic: int = 0

    @property
    def count(self) -> int:
        """What the seat ranks by: Cruisers in supply plus rank_plus."""
        return self.cruisers + self.bonus


def overlord(ranks: list[Rank]) -> int | None:
    """The sole Overlord (G54), or None when first is shared or nobody ranks."""
    firsts = [r.seat for r in ranks if r.place == 1]
    return firsts[0] if len(firsts) == 1 else None


def war_ranking(s: State) -> list[Rank]:
    places = war_places(s)
    rewards = WAR_REWARDS[max(s.n, 2)]
    out: list[Rank] = []
    keys: dict[int, tuple[int, int]] = {}
    for w, _place in places:
        strength = VO_STRENGTH if w == s.vo else s.players[w].res["strength"]
        keys[w] = (s.players[w].res["cruiser"] + E.war_bonus(s, w, "rank_plus"), strength)
    for w, place in places:
        others = [keys[x] for x in keys if x != w]
        key = keys[w]
        if key in others:
            why = "shared"
        elif any(o > key for o in others):
            nearest = min(o for o in others if o > key)  # the seat just above
            why = "weaker" if nearest[0] == key[0] else "fewer"
        else:
            why = "strength" if any(o[0] == key[0] for o in others) else "most"
        prestige, relic = rewards[place - 1] if place <= len(rewards) and w != s.vo else (0, 0)
        p = s.players[w]
        out.append(Rank(w, place, p.res["cruiser"], E.war_bonus(s, w, "rank_plus"), key[1], why, prestige, relic))
    ranked = {w for w, _ in places}
    for w in range(s.n):
        if w not in ranked:
            strength = VO_STRENGTH if w == s.vo else s.players[w].res["strength"]
            out.append(Rank(w, None, s.players[w].res["cruiser"], 0, strength, "none"))
    return out
