"""Final scoring (R31, in the rulebook's order: R36) and the winner with tie-breaks (R32)."""

from __future__ import annotations

from collections.abc import Callable

import attrs

from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import query
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import StepTable
from alien_artifacts.rules.verbs.vp import end_value

HANDLERS = StepTable()  # this module's step handlers; alien_artifacts/rules/handlers.py merges them

# The words GameEnded.tiebreak holds (R32): "" when the VP alone decided.
TIEBREAKS = ("", "credits", "empire cards", "shared")


def final_breakdown(ctx: Ctx) -> list[tuple[int, int, int, int, int]]:
    """Per seat: (VP during the game, Empire cards, Technologies at the end, faction, credits paid).

    R31 and R36, in the rulebook's order: 1 VP per Empire card; then each operational Technology's end value
    (its requirements read on the position at the end of the game), a blockaded one only if its owner pays
    1 credit per token on it; then the faction card, whose conditions on credits read the credits left after
    those payments. Paying is the owner's choice, made for them: the set of blockaded Technologies to pay for
    is the one that gives the highest final VP (Technologies + faction), then leaves the most credits. So a
    cheap card never stops a more valuable one from scoring, whatever order they lie in, and a payment that
    would cost more faction VP than the Technology brings is not made."""
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
        bought, paid, fvp = best_purchase(blocked, p.credits, _faction_worth(ctx, p))
        out.append((p.vp, len(p.empire), free + bought, fvp, paid))
    return out


def _faction_worth(ctx: Ctx, p: PlayerState) -> Callable[[int], int]:
    """The faction card's end VP for `p` if they were left with the given credits (R36)."""
    faction = ctx.cards.factions.get(p.faction)
    effects = faction.end_scoring if faction else ()

    def worth(credits: int) -> int:
        q = p if credits == p.credits else attrs.evolve(p, credits=credits)
        return sum(end_value(ctx, q, e) for e in effects)
    return worth


def best_purchase(items: list[tuple[int, int]], budget: int,
                  faction: Callable[[int], int] = lambda _credits: 0) -> tuple[int, int, int]:
    """(Technology VP, credits paid, faction VP) of the subset of (VP, cost) items to pay for (R36): the most
    VP in all, then the most credits left. A knapsack over the exact cost (credits are few), so any number of
    blockaded Technologies is quick."""
    budget = max(0, budget)
    best_vp = [0] + [-1] * budget  # the most item VP costing exactly c (-1: no set costs c)
    for vp, cost in items:
        for c in range(budget, cost - 1, -1):
            if best_vp[c - cost] >= 0:
                best_vp[c] = max(best_vp[c], best_vp[c - cost] + vp)
    choice = (0, 0, faction(budget))
    for c in range(1, budget + 1):
        vp = best_vp[c]
        if vp < 0:
            continue
        fvp = faction(budget - c)
        if vp + fvp > choice[0] + choice[2]:  # equal VP: the cheaper (earlier) choice stays
            choice = (vp, c, fvp)
    return choice


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
    for seat, (_during, empire, techs, faction, paid) in enumerate(rows):  # R36: the rulebook's order
        if empire:
            ctx.emit(ev.VpChanged(seat, empire, "empire cards"))
        if paid:
            ctx.emit(ev.CreditsChanged(seat, -paid, "blockaded technologies"))
        if techs:
            ctx.emit(ev.VpChanged(seat, techs, "technologies (end)"))
        if faction:
            ctx.emit(ev.VpChanged(seat, faction, "faction"))
    totals = [sum(r[:4]) for r in rows]
    won, tiebreak = winners(ctx, totals, [0] * len(rows))
    ctx.emit(ev.GameEnded(tuple(totals), won, tiebreak, tuple(rows)))
