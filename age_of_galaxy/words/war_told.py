"""War's ranking in words, one line a seat (the facts: age_of_galaxy/engine/war_facts.py), with the rule that
placed each seat where it stands (G52-G54, G79)."""

from __future__ import annotations

from age_of_galaxy.engine.war_facts import Rank, overlord
from age_of_galaxy.words import names as N
from tabletop.grammar import Voice

WHY = {
    "most": "the most Cruisers",
    "strength": "tied on Cruisers, more Strength (G52)",
    "shared": "tied on Cruisers and Strength: the place is shared (G52)",
    "fewer": "fewer Cruisers",
    "weaker": "tied on Cruisers, less Strength (G52)",
    "none": "no Cruiser in supply: does not rank (G52)",
}
# the same, short enough for a column of War's table
WHY_SHORT = {
    "most": "the most Cruisers",
    "strength": "tie: more Strength (G52)",
    "shared": "all tied: shared (G52)",
    "fewer": "fewer Cruisers",
    "weaker": "tie: less Strength (G52)",
    "none": "no Cruiser (G52)",
}


def numbers(r: Rank) -> str:
    plus = f" +{r.bonus} (ranking bonus)" if r.bonus else ""
    return f"{N.count(r.cruisers, 'Cruiser', 'Cruisers')}{plus}, Strength {r.strength}"


def reward(r: Rank) -> str:
    got = [(k, n) for k, n in (("prestige", r.prestige), ("relic", r.relic)) if n]
    return f"gains {N.amounts(got)}" if got else "gains nothing"


def rank_lines(ranks: list[Rank], voice: Voice, vo: int | None = None) -> list[str]:
    """"Ann is first: 3 Cruisers, Strength 2 — the most Cruisers; gains 2 Prestige and 1 Relic.", then who is
    Overlord (or why nobody is)."""
    out = []
    for r in ranks:
        if r.place is None:
            out.append(f"{voice.subject(r.seat)}: {numbers(r)} — {WHY['none']}.")
            continue
        place = N.ORDINALS[r.place - 1] if r.place <= len(N.ORDINALS) else str(r.place)
        gain = "no reward (G79)" if r.seat == vo else reward(r) + " (G53)"
        out.append(f"{voice.does(r.seat, 'is')} {place}: {numbers(r)} — {WHY[r.why]}; {gain}.")
    lord = overlord(ranks)
    if lord is not None and lord == vo:
        out.append(f"{voice.does(lord, 'is')} Overlord: it acquires one of your Unprotected planets within the "
                   "fleet's reach + 1, which you choose (G79).")
    elif lord is not None:
        out.append(f"{voice.does(lord, 'is')} Overlord and may acquire a planet (G54).")
    elif any(r.place == 1 for r in ranks):
        out.append("First place is shared: there is no Overlord and nobody acquires a planet (G54).")
    else:
        out.append("Nobody has a Cruiser: nobody ranks (G52).")
    return out


def rank_table(ranks: list[Rank], voice: Voice, vo: int | None = None) -> list[tuple[str, ...]]:
    """War's ranking as a table: a heading row, then a row a seat (place, player, Cruisers, Strength, why, reward)."""
    rows: list[tuple[str, ...]] = [("Place", "Player", "Cruisers", "Strength", "Why", "Reward (G53)")]
    for r in ranks:
        place = "—" if r.place is None else N.ORDINALS[r.place - 1].capitalize() if r.place <= len(N.ORDINALS) \
            else str(r.place)
        plus = f" +{r.bonus}" if r.bonus else ""
        if r.place is None:
            gain = "—"
        elif r.seat == vo:
            gain = "none (G79)"
        else:
            gain = N.amounts([("prestige", r.prestige), ("relic", r.relic)])
        rows.append((place, voice.subject(r.seat), f"{r.cruisers}{plus}", str(r.strength), WHY_SHORT[r.why], gain))
    return rows
