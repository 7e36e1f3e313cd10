"""G85, the value scale the AI evaluates by (a design aid, not a rule): 1 VP (Prestige, a Relic, any scoring) 3.5;
Innovation, Influence, a Cruiser, Strength 2; Productivity and Credits by the round they arrive (Productivity 5 - r,
0.5 only for an Industrial Major in round 5; a Credit 2 in round 1, 1.5 in round 2, 1 later, 0 once the game is
over). Not in G85: a card in hand 1.5 (0.5 in round 5); an Alliance card or a technology 1 plus 1 per round
still to come, for the abilities it keeps giving."""

from __future__ import annotations

from age_of_galaxy.engine.flow import major_ideology, score
from age_of_galaxy.engine.state import State

VP = 3.5
PLAIN = {"innovation": 2.0, "influence": 2.0, "cruiser": 2.0, "strength": 2.0}
ONGOING = 1.0  # an Alliance card's or a technology's abilities: this plus 1 per round still to come (not in G85)
WIN = 10.0  # a finished game: the winner's bonus on top of its VP lead


def productivity_value(s: State, who: int) -> float:
    r = s.round
    if r < 5:
        return float(5 - r)
    return 0.5 if major_ideology(s, who) == "industrial" else 0.0


def credit_value(round_: int) -> float:
    return 2.0 if round_ <= 1 else 1.5 if round_ == 2 else 1.0


def worth(s: State, who: int) -> float:
    """What `who` holds at `s` on the G85 scale: its VP so far (as final scoring would count them now) and the
    resources not yet turned into VP."""
    vp = VP * score(s, who)[-1]
    if s.over:
        return vp
    res = s.players[who].res
    r = s.round
    held = sum(v * res[k] for k, v in PLAIN.items())
    held += productivity_value(s, who) * res["productivity"] + credit_value(r) * res["credit"]
    p = s.players[who]
    held += (1.5 if r < 5 else 0.5) * len(p.hand)
    held += (ONGOING + 5 - r) * (len(p.alliance) + len(p.techs))
    return vp + held


def value(s: State, who: int) -> float:
    """`who`'s worth less the best other seat's (the Virtual Opponent scores nothing, G75: solo is own worth);
    a finished game adds the winner's bonus."""
    mine = worth(s, who)
    others = [worth(s, w) for w in range(s.seats) if w != who]
    v = mine - max(others) if others else mine
    if s.over and s.winners:
        v += WIN if who in s.winners else -WIN
    return v
