"""Final scoring (R31) and the winner with tie-breaks (R32)."""

from __future__ import annotations

from game.engine import events as ev
from game.engine import steps as st
from game.rules import query
from game.rules.context import Ctx
from game.rules.effects import end_value
from game.rules.flow import auto


def final_breakdown(ctx: Ctx) -> list[tuple[int, int, int, int, int]]:
    """Per seat: (VP during the game, Empire cards, Technologies at the end, faction, credits paid)."""
    cards = ctx.cards
    out = []
    for p in ctx.state.players:
        credits = p.credits
        techs = 0
        paid = 0
        for uid in query.operational(cards, p, "technology"):
            value = query.tech_score(cards, p, uid, "end")
            tokens = p.blockades.get(uid, 0)
            if tokens and value:
                if credits - paid >= tokens:  # R31: pay 1 credit per token, or it scores nothing
                    paid += tokens
                else:
                    value = 0
            techs += value
        faction = cards.factions.get(p.faction)
        fvp = sum(end_value(ctx, p, e) for e in faction.end_scoring) if faction else 0
        out.append((p.vp, len(p.empire), techs, fvp, paid))
    return out


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


@auto(st.FinalScoring)
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
