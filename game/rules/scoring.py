"""Final scoring (R31) and the winner with tie-breaks (R32)."""

from __future__ import annotations

from game.engine import events as ev
from game.engine import steps as st
from game.rules import query
from game.rules.context import Ctx
from game.rules.flow import StepTable
from game.rules.verbs.vp import end_value

HANDLERS = StepTable()  # this module's step handlers; game/rules/handlers.py merges them


def final_breakdown(ctx: Ctx) -> list[tuple[int, int, int, int, int]]:
    """Per seat: (VP during the game, Empire cards, Technologies at the end, faction, credits paid).

    R31: every requirement is checked on the position at the end of the game; then a blockaded operational
    Technology scores only if its owner pays 1 credit per token on it. The owner pays for the set of them
    that gives the most VP (and, among those, costs least): paying for a cheap card never stops a more
    valuable one from scoring, whatever order the cards lie in."""
    cards = ctx.cards
    out = []
    for p in ctx.state.players:
        free = 0
        blocked: list[tuple[int, int]] = []  # (VP, tokens)
        for uid in query.operational(cards, p, "technology"):
            value = query.tech_score(cards, p, uid, "end")
            tokens = p.blockades.get(uid, 0)
            if not tokens:
                free += value
            elif value:
                blocked.append((value, tokens))
        bought, paid = _best_purchase(blocked, p.credits)
        faction = cards.factions.get(p.faction)
        fvp = sum(end_value(ctx, p, e) for e in faction.end_scoring) if faction else 0
        out.append((p.vp, len(p.empire), free + bought, fvp, paid))
    return out


def _best_purchase(items: list[tuple[int, int]], budget: int) -> tuple[int, int]:
    """(VP, credits) of the subset of (VP, cost) items with the most VP within the budget, cheapest first."""
    best = (0, 0)
    for mask in range(1, 1 << len(items)):
        vp = cost = 0
        for i, (v, c) in enumerate(items):
            if mask >> i & 1:
                vp += v
                cost += c
        if cost <= budget and (vp > best[0] or (vp == best[0] and cost < best[1])):
            best = (vp, cost)
    return best


def winners(ctx: Ctx, totals: list[int], paid: list[int]) -> tuple[tuple[int, ...], str]:
    players = ctx.state.players
    best = max(totals)
    tied = [p.seat for p in players if totals[p.seat] == best]
    if len(tied) == 1:
        return tuple(tied), ""
    credits = {s: players[s].credits - paid[s] for s in tied}
    top = max(credits.values())
    tied = [s for s in tied if credits[s] == top]
    if len(tied) == 1:
        return tuple(tied), "credits"
    cards = {s: len(players[s].empire) for s in tied}
    top = max(cards.values())
    tied = [s for s in tied if cards[s] == top]
    if len(tied) == 1:
        return tuple(tied), "empire cards"
    return tuple(tied), "shared"


@HANDLERS.auto(st.FinalScoring)
def _final(ctx: Ctx, step: st.FinalScoring) -> None:
    ctx.pop()
    rows = final_breakdown(ctx)
    for seat, (_during, empire, techs, faction, paid) in enumerate(rows):
        if paid:
            ctx.emit(ev.CreditsChanged(seat, -paid, "blockaded technologies"))
        for amount, why in ((empire, "empire cards"), (techs, "technologies (end)"), (faction, "faction")):
            if amount:
                ctx.emit(ev.VpChanged(seat, amount, why))
    totals = [sum(r[:4]) for r in rows]
    won, tiebreak = winners(ctx, totals, [0] * len(rows))
    ctx.emit(ev.GameEnded(tuple(totals), won, tiebreak, tuple(rows)))
