"""Completing cards (R19, R20), production (R27), revenue and selling (R28), mining, and triggers."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.rules import query
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.effects import usable
from alien_artifacts.rules.entering import after_entering, production_bonus, score_technology
from alien_artifacts.rules.flow import StepTable

HANDLERS = StepTable()  # this module's step handlers; alien_artifacts/rules/handlers.py merges them


# ---- completion (the side is chosen in alien_artifacts/rules/steps/side.py) ----------------------------------
@HANDLERS.auto(st.Complete)
def _complete(ctx: Ctx, step: st.Complete) -> None:
    ctx.pop()
    ctx.emit(ev.CardCompleted(step.seat, step.card, step.side))
    after_entering(ctx, step.seat, step.card, step.side)


@HANDLERS.auto(st.AutoCheck)
def _auto_check(ctx: Ctx, step: st.AutoCheck) -> None:
    """R20: every card whose cost is covered completes now, one at a time, in the owner's order.
    During an attack action nothing completes: the Attack step checks once all its Ships attacked, so a
    card completed meanwhile never interrupts the attack or starts another one (R21)."""
    ctx.pop()
    if any(type(x) is st.Attack for x in ctx.state.stack):
        return
    p = ctx.player(step.seat)
    ready = tuple(u for u in p.under_construction if query.remaining_cost(ctx.cards, ctx.state, p, u) == 0
                  and not (step.new_only and p.attached.get(u)))
    if len(ready) == 1:
        ctx.push(st.SideChoice(step.seat, ready[0]))
    elif ready:
        ctx.push(st.AutoOrder(step.seat, ready))


# ---- production (R27) ----------------------------------------------------------------------------
@HANDLERS.auto(st.Produce)
def _produce(ctx: Ctx, step: st.Produce) -> None:
    if step.remaining <= 0 or step.planet not in ctx.player(step.seat).empire:
        ctx.pop()
        return
    ctx.count_down(step)
    card = ctx.reveal_resource("produce")
    if card is not None:
        ctx.push(st.ProduceSection(step.seat, step.planet, card))


# ---- revenue and selling to the corporation (R28) ------------------------------------------------
@HANDLERS.auto(st.Revenue)
def _revenue(ctx: Ctx, step: st.Revenue) -> None:
    if step.idx >= len(step.techs):
        ctx.pop()
        if step.why == "revenue":
            ctx.push(st.Fire(step.seat, "revenue"))
        return
    ctx.replace(st.Revenue(step.seat, step.techs, step.idx + 1, step.why))
    uid = step.techs[step.idx]
    p = ctx.player(step.seat)
    if uid not in p.empire or not query.is_active(ctx.state, p, uid):
        return
    card = ctx.reveal_resource(step.why)
    if card is None:
        return
    ttype = ctx.cards.cards[uid].type
    hit = any(s.type == ttype for s in ctx.cards.resources[card].sections)
    ctx.emit(ev.RevealedDiscarded(card))
    if hit:
        score_technology(ctx, step.seat, uid)


# ---- mine the planets ----------------------------------------------------------------------------
@HANDLERS.auto(st.Mine)
def _mine(ctx: Ctx, step: st.Mine) -> None:
    if step.idx >= len(step.planets):
        ctx.pop()
        ctx.push(st.Fire(step.seat, "mine"))
        return
    ctx.replace(st.Mine(step.seat, step.planets, step.idx + 1))
    uid = step.planets[step.idx]
    p = ctx.player(step.seat)
    if uid in p.empire and query.is_active(ctx.state, p, uid):
        n = ctx.cards.rules.mine_produce + production_bonus(ctx, step.seat, "mine")
        ctx.push(st.Produce(step.seat, uid, n))


# ---- triggers ------------------------------------------------------------------------------------
def matches(e: Effect, f: st.Fire) -> bool:
    """Does the `on:` trigger `e` fit the event `f` and its facts?"""
    a = e.args
    if a.get("event") != f.event:
        return False
    if a.get("kind", "any") not in ("any", f.card_kind) and f.card_kind:
        return False
    if a.get("type", "any") not in ("any", f.card_type) and f.card_type:
        return False
    if a.get("side", "any") not in ("any", f.side) and f.side:
        return False
    if a.get("first_of_type") and not f.first:
        return False
    if a.get("target", "any") != "any" and f.target and a["target"] != f.target:
        return False
    if f.value < int(a.get("min_value", 0)):
        return False
    return not (a.get("matching") and not f.matching)


@HANDLERS.auto(st.Fire)
def _fire(ctx: Ctx, f: st.Fire) -> None:
    """ONGOING `on:` triggers of the player's active logistics cards (a Ship's own attack triggers are
    pushed by the Attack step, alien_artifacts/rules/attack.py). A trigger whose `do` starts with a cost the
    player cannot pay does nothing."""
    ctx.pop()
    p = ctx.player(f.seat)
    todo: list[st.Effects] = []
    for uid, i, e in query.ongoing(ctx.cards, ctx.state, p):
        if e.verb == "on" and matches(e, f) and usable(ctx, p, e.args["do"]):
            todo.append(st.Effects(f.seat, f"{uid}|logistics.ongoing.{i}.do", 0, f.opponent, f.ship))
    ctx.push(*todo)
