"""The turn (R6-R8): starting and ending it, Alien Artifacts played at any choice of one's own turn (R7) and
what they recompute, and filling the hand in the draw step. The turn menu's own choice is
alien_artifacts/rules/steps/turn_menu.py."""

from __future__ import annotations

import attrs

from alien_artifacts.content.model import KIND_ACTION
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import query
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.effects import usable
from alien_artifacts.rules.flow import StepTable

HANDLERS = StepTable()  # this module's step handlers; alien_artifacts/rules/handlers.py merges them

OPERATION_COLOUR = {"offensive": "red", "revenue": "blue", "mine": "green"}  # what each operational action costs
_CARD_VERBS = ("build", "develop", "discover", "card_action", "artifact", "additionally", "activate")


def chosen_action(key: str) -> Option:
    """A turn-menu key read back into the fields its option carried (verb, and card or arg): the ActionChosen
    event keeps only the key, and the narrator reads the fields. The rules wrote the key; only they read it."""
    verb, _, arg = key.partition(":")
    if verb in _CARD_VERBS:
        return Option(key, "", verb=verb, card=arg or None)
    return Option(key, "", verb=verb, arg=arg)


# ---- starting and ending turns -------------------------------------------------------------------
@HANDLERS.auto(st.StartTurn)
def _start_turn(ctx: Ctx, step: st.StartTurn) -> None:
    ctx.pop()
    ctx.emit(ev.TurnStarted(step.seat))
    ctx.push(st.TurnMenu(step.seat))


@HANDLERS.auto(st.EndTurn)
def _end_turn(ctx: Ctx, step: st.EndTurn) -> None:
    ctx.pop()
    ctx.emit(ev.TurnEnded(step.seat))
    s = ctx.state
    if s.end_triggered and step.seat == s.last_turn_seat:
        ctx.push(st.FinalScoring())
    else:
        ctx.push(st.StartTurn((step.seat + 1) % ctx.n))


ARTIFACT_KEY = "artifact:"  # the key prefix of playing an Alien Artifact (R7); Option.verb "artifact"


# ---- the action menu -----------------------------------------------------------------------------

def artifact_options(ctx: Ctx, p: PlayerState, spending: bool = False) -> list[Option]:
    """Play each Alien Artifact whose play can start now (R7). `spending`: a payment is open, so an
    Artifact that itself spends Resource cards is not offered (it could leave the payment unfinishable)."""
    cards = ctx.cards
    out: list[Option] = []
    for uid in p.artifacts:
        play = cards.artifacts[uid].play
        if spending and any(e.verb in SPENDS_RESOURCES and e.args.get("who", "self") == "self" for e in play):
            continue
        if usable(ctx, p, play):
            out.append(Option(f"artifact:{uid}", f"Play {cards.artifacts[uid].name}", f"art:{uid}", "table",
                              verb="artifact", card=uid))
    return out




def play_artifact(ctx: Ctx, seat: int, uid: str, *after: st.Step) -> None:
    """R7: play an Alien Artifact (never the action): its effects, then the `artifact` triggers."""
    ctx.emit(ev.ArtifactPlayed(seat, uid))
    ctx.push(st.Effects(seat, f"{uid}|play"), st.Fire(seat, "artifact"), *after)


# ---- Artifacts in the middle of a choice (R7) ------------------------------------------------------
SPENDS_RESOURCES = ("pay_resources", "discard_resources")
PAYMENT_STEPS = (st.Pay, st.Attach, st.TradePick, st.RemovePick)


def own_turn_choice(ctx: Ctx, step: st.Step) -> bool:
    """Is `step` a choice of the player whose turn it is, during that turn (not in the setup)?"""
    s = ctx.state
    return s.turn_number > 0 and not s.over and getattr(step, "seat", -1) == s.current


def _chooser(step: st.Step) -> int:
    """The seat a choice step waits for (every choice step has one; an automatic step has none: -1)."""
    return int(getattr(step, "seat", -1))


def _interrupt_options(ctx: Ctx, step: st.Step) -> list[Option]:
    """R7: at every choice of their own turn the player may also play an Alien Artifact. The turn menu
    lists them itself (free options); elsewhere they are offered after the choice's own options."""
    if type(step) is st.TurnMenu or not own_turn_choice(ctx, step):
        return []
    return artifact_options(ctx, ctx.player(_chooser(step)), isinstance(step, PAYMENT_STEPS))


def _interrupt_pick(ctx: Ctx, step: st.Step, key: str) -> bool:
    if type(step) is st.TurnMenu or not key.startswith(ARTIFACT_KEY):
        return False
    seat = _chooser(step)
    play_artifact(ctx, seat, key[len(ARTIFACT_KEY):], st.Resume(seat))
    return True


HANDLERS.interrupt(_interrupt_options, _interrupt_pick)


def pay_action(ctx: Ctx, index: int) -> str | None:
    """The action whose cost and assembly limit the Pay step at stack[index] pays: a completing action
    (its card is the target), or the operation whose step lies just below it; None for an effect's cost
    (fixed by the card's text)."""
    stack = ctx.state.stack
    step = stack[index]
    if step.target:
        return KIND_ACTION[ctx.cards.cards[step.target].kind] if step.target in ctx.cards.cards else None
    below = stack[index - 1] if index > 0 else None
    if isinstance(below, st.TargetChoice) and below.why == "offensive":
        return "offensive"
    if isinstance(below, st.Revenue) and below.why == "revenue":
        return "revenue"
    if isinstance(below, st.Mine):
        return "mine"
    return None


@HANDLERS.auto(st.Resume)
def _resume(ctx: Ctx, step: st.Resume) -> None:
    """The Artifact resolved: recompute what the interrupted choice stored from before it (a discount or
    a completed card can change a cost, an assembly limit or a price); its progress stays. What is left
    to pay and a price only fall, a limit only rises: a payment under way stays one that can be finished
    (a payment with no option left would end as if paid)."""
    ctx.pop()
    s, cards = ctx.state, ctx.cards
    if not s.stack:
        return
    top = s.stack[-1]
    if not isinstance(top, (*PAYMENT_STEPS, st.BuyCount)):
        return  # every other choice computes its options from the state when asked
    p = ctx.player(top.seat)
    new: st.Step | None = None
    if isinstance(top, st.Pay):
        action = pay_action(ctx, len(s.stack) - 1)
        if action is not None:
            if top.target:
                if top.target not in p.under_construction:
                    return  # completed meanwhile (R20): its Pay step ends by itself
                total = query.remaining_cost(cards, s, p, top.target)
            else:
                total = query.operational_cost(cards, s, p, action)
            colour, before = top.need[0]
            left = min(before, max(0, total - top.paid))
            if left <= 0:
                ctx.pop()  # what was paid already covers the new cost (R15: the excess is lost)
                return
            new = attrs.evolve(top, need=((colour, left),),
                               limit=max(top.limit, query.assembly_limit(cards, s, p, action)))
    elif isinstance(top, st.Attach):
        new = attrs.evolve(top, limit=max(top.limit, query.assembly_limit(cards, s, p, "prepare", top.row)))
    elif isinstance(top, st.TradePick):
        new = attrs.evolve(top, limit=max(top.limit, query.assembly_limit(cards, s, p, "trade")))
    elif isinstance(top, st.RemovePick):
        new = attrs.evolve(top, limit=max(top.limit, query.assembly_limit(cards, s, p, "remove_blockades")))
    else:
        new = attrs.evolve(top, price=min(top.price, query.buy_price(cards, s, p)))
    if new is not None and new != top:
        ctx.replace(new)



@HANDLERS.auto(st.DrawFill)
def _draw_fill(ctx: Ctx, step: st.DrawFill) -> None:
    """R8: draw up to 3; then a player holding more than their hand limit (3, or more with a hand_limit
    effect: "you may keep 4") discards down to it."""
    ctx.pop()
    p = ctx.player(step.seat)
    while len(p.hand) < ctx.cards.rules.hand_limit:
        if ctx.draw_resource(p.seat) is None:
            break
    limit = query.hand_limit(ctx.cards, ctx.state, p)
    if len(p.hand) > limit:
        ctx.push(st.DiscardDown(p.seat, limit))


