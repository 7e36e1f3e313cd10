"""A card entering an Empire (what follows it, R19-R20), production bonuses (R27) and scoring a Technology
(R28): shared by completing cards (complete.py) and the effects that take or score a card (effects.py)."""

from __future__ import annotations

from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.rules import query
from alien_artifacts.rules.context import Ctx


def after_entering(ctx: Ctx, seat: int, uid: str, side: str) -> None:
    """Push what follows a card entering the Empire: its side's effect, triggers, automatic construction."""
    cards = ctx.cards
    c = cards.cards[uid]
    p = ctx.player(seat)
    follow: list[object] = []
    if side == "operational":
        if c.kind == "planet":
            n = cards.rules.exploit_produce + production_bonus(ctx, seat, "exploit")
            follow.append(st.Produce(seat, uid, n))
        elif c.kind == "technology":
            follow.append(st.Revenue(seat, (uid,), 0, "sell"))
        elif uid not in ctx.state.turn.attacked:  # R22: a Ship rebuilt this turn attacks only once
            follow.append(st.TargetChoice(seat, (uid,), True, "mission"))
    elif c.kind == "ship" and c.type == "exploit":
        ctx.gain_defense_plan(seat)  # an Exploit Ship joining the fleet brings a Defense Plan
    same = sum(1 for u in p.empire if cards.cards[u].kind == c.kind and cards.cards[u].type == c.type)
    follow.append(st.Fire(seat, "complete", c.kind, c.type, side, same == 1))
    follow.append(st.AutoCheck(seat))
    ctx.push(*follow)


def production_bonus(ctx: Ctx, seat: int, on: str) -> int:
    p = ctx.player(seat)
    return sum(int(e.args.get("amount", 1)) for _u, _i, e in query.ongoing(ctx.cards, ctx.state, p)
               if e.verb == "production_bonus" and e.args.get("on", "any") in (on, "any"))


def score_technology(ctx: Ctx, seat: int, uid: str) -> int:
    vp = query.tech_score(ctx.cards, ctx.player(seat), uid, "during")
    ctx.emit(ev.TechnologyScored(seat, uid, vp))
    if vp:
        ctx.vp(seat, vp, "technologies")
    return vp
