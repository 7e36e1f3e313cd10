"""The turn menu (R6, R7): the actions a player may take and the free plays beside them."""

from __future__ import annotations

from alien_artifacts.content import words
from alien_artifacts.content.model import KIND_ACTION, KIND_COLOUR, KINDS
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import payment, query
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.effects import usable
from alien_artifacts.rules.flow import ChoiceKind, StepTable, says
from alien_artifacts.rules.names import DECK_WORD, card_name, count_words
from alien_artifacts.rules.steps.attack import offensive_step
from alien_artifacts.rules.turn import (
    OPERATION_COLOUR,
    artifact_options,
    chosen_action,
    play_artifact,
)

HANDLERS = StepTable()  # alien_artifacts/rules/steps/__init__.py merges the kinds' tables

COLOUR_TRADE = ("blue", "green", "red", "gold")
ACTION_WORDS = {"build": "Build", "develop": "Develop", "discover": "Discover"}


def action_options(ctx: Ctx, p: PlayerState) -> list[Option]:
    cards, s = ctx.cards, ctx.state
    out: list[Option] = []
    srcs = payment.sources(p)
    price = query.buy_price(cards, s, p)
    for deck in ("ship", "technology", "planet"):
        if p.credits >= price and s.decks[deck]:
            out.append(Option(f"buy:{deck}", f"Buy from the {DECK_WORD[deck]} deck ({price} credits)",
                              f"deck:{deck}", f"uc:{deck}", verb="buy", arg=deck))
    for uid in p.under_construction:
        kind = cards.cards[uid].kind
        action = KIND_ACTION[kind]
        need = query.remaining_cost(cards, s, p, uid)
        limit = query.assembly_limit(cards, s, p, action)
        if payment.can_pay(cards, srcs, need, KIND_COLOUR[kind], True, limit):
            left = f"{need} {KIND_COLOUR[kind]}" if need else "nothing left to pay"
            out.append(Option(f"{action}:{uid}", f"{ACTION_WORDS[action]} {card_name(cards, uid)} ({left})",
                              "res", f"card:{uid}", verb=action, card=uid))
    for kind in KINDS:
        if any(cards.cards[u].kind == kind for u in p.under_construction) and \
                payment.best_values(cards, srcs, KIND_COLOUR[kind], True):
            out.append(Option(f"prepare:{kind}", f"Prepare Resources on your {DECK_WORD[kind]}", "res",
                              f"uc:{kind}", verb="prepare", arg=kind))
    for colour in COLOUR_TRADE:
        if any(cards.resources[r].sections[sec].colour == colour for r, _w, secs in srcs for sec in secs):
            out.append(Option(f"trade:{colour}", f"Trade {colour} symbols for credits", "res", "bank",
                              verb="trade", arg=colour))
    for kind in KINDS:
        tokens = sum(n for u, n in p.blockades.items() if cards.cards[u].kind == kind)
        limit = query.assembly_limit(cards, s, p, "remove_blockades")
        if tokens and payment.can_pay(cards, srcs, 2, KIND_COLOUR[kind], True, limit):
            out.append(Option(f"remove_blockades:{kind}", f"Remove Blockades from your {DECK_WORD[kind]}",
                              "res", f"blockades:{kind}", verb="remove_blockades", arg=kind))
    gold_op = query.has_flag(cards, s, p, "gold_in_operational")
    for action, kind, colour, word in (("offensive", "ship", "red", "Start an Offensive"),
                                       ("revenue", "technology", "blue", "Gain Revenue"),
                                       ("mine", "planet", "green", "Mine the Planets")):
        ready = query.ready_ships(cards, s, p) if kind == "ship" else query.operational(cards, p, kind)
        cost = query.operational_cost(cards, s, p, action)
        if ready and payment.can_pay(cards, srcs, cost, colour, gold_op,
                                     query.assembly_limit(cards, s, p, action)):
            out.append(Option(action, f"{word} ({cost} {colour})", "res", f"operation:{action}", verb=action))
    faction = cards.factions.get(p.faction)
    if faction is not None and usable(ctx, p, faction.action.effects):
        out.append(Option("faction", f"{faction.action.name} (faction action)", None, "faction", verb="faction"))
    for uid in p.empire:
        c = cards.cards[uid]
        if c.logistics.action and p.sides.get(uid) == "logistics" and query.is_active(s, p, uid) \
                and usable(ctx, p, c.logistics.action):
            out.append(Option(f"card_action:{uid}", f"Use {c.name} (ACTION)", f"card:{uid}", "table",
                              verb="card_action", card=uid))
    return out

def free_options(ctx: Ctx, p: PlayerState) -> list[Option]:
    cards, s = ctx.cards, ctx.state
    out: list[Option] = artifact_options(ctx, p)
    for uid in p.empire:
        c = cards.cards[uid]
        if c.logistics.additionally and p.sides.get(uid) == "logistics" and query.is_active(s, p, uid) \
                and uid not in s.turn.additionally_used and usable(ctx, p, c.logistics.additionally):
            out.append(Option(f"additionally:{uid}", f"Use {c.name} (ADDITIONALLY)", f"card:{uid}", "table",
                              verb="additionally", card=uid))
    for uid in p.empire:  # in Empire order, not in the order the tokens came (a position loads the same)
        tokens = p.blockades.get(uid, 0)
        if tokens and uid not in s.turn.activated and p.credits >= tokens:
            out.append(Option(f"activate:{uid}", f"Pay {count_words(tokens, 'credit')} to use the blockaded "
                              f"{card_name(cards, uid)} this turn", "bank", f"card:{uid}",
                              verb="activate", card=uid))
    return out


def _turn_options(ctx: Ctx, step: st.TurnMenu) -> list[Option]:
    p = ctx.player(step.seat)
    out: list[Option] = []
    if not ctx.state.turn.action_taken:
        actions = action_options(ctx, p)
        out.extend(actions)
        out.extend(free_options(ctx, p))
        if not actions:
            out.append(Option("pass", "Pass (no action is possible): go to the draw step", None, "done",
                              verb="pass"))
    else:
        out.extend(free_options(ctx, p))
        out.append(Option("end_action", "End the action step: go to the draw step", None, "done",
                          verb="end_action"))
    return out


def _turn_prompt(ctx: Ctx, step: st.TurnMenu) -> tuple[str, tuple[tuple[str, str], ...]]:
    # the decider is never named here: the table says whose choice it is ("Your choice" / "AI 2 is deciding")
    if ctx.state.turn.action_taken:
        return "Your action is done: play Artifacts or ADDITIONALLY cards, or end the action step", ()
    return "Choose your action", ()


def _pay_step(ctx: Ctx, p: PlayerState, colour: str, need: int, gold_ok: bool, action: str,
              why: str, target: str = "") -> st.Pay:
    limit = query.assembly_limit(ctx.cards, ctx.state, p, action)
    return st.Pay(p.seat, ((colour, need),), gold_ok, limit, 0, 0, why, target)


def _turn_pick(ctx: Ctx, step: st.TurnMenu, key: str) -> None:
    cards, s = ctx.cards, ctx.state
    p = ctx.player(step.seat)
    chosen = chosen_action(key)
    verb, arg = chosen.verb, chosen.card or chosen.arg
    if verb in ("artifact", "additionally", "activate", "end_action", "pass"):
        _free_pick(ctx, p, verb, arg)
        return
    ctx.emit(ev.ActionChosen(p.seat, key))
    if verb == "buy":
        ctx.push(st.BuyCount(p.seat, arg, query.buy_price(cards, s, p)))
    elif verb in ("build", "develop", "discover"):
        kind = cards.cards[arg].kind
        need = query.remaining_cost(cards, s, p, arg)
        side = st.SideChoice(p.seat, arg)
        if need > 0:
            ctx.push(_pay_step(ctx, p, KIND_COLOUR[kind], need, True, verb,
                               f"{ACTION_WORDS[verb]} {card_name(cards, arg)}", arg), side)
        else:
            ctx.push(side)
    elif verb == "prepare":
        # R20: preparing changes neither the Empire nor the discounts, so it completes nothing by itself;
        # a card whose cost its attached resources now cover is completed by its action at no cost.
        limit = query.assembly_limit(cards, s, p, "prepare", arg)
        ctx.push(st.Attach(p.seat, arg, limit))
    elif verb == "trade":
        ctx.push(st.TradePick(p.seat, arg, query.assembly_limit(cards, s, p, "trade")))
    elif verb == "remove_blockades":
        ctx.push(st.RemovePick(p.seat, arg, query.assembly_limit(cards, s, p, "remove_blockades")))
    elif verb in ("offensive", "revenue", "mine"):
        colour = OPERATION_COLOUR[verb]
        gold_op = query.has_flag(cards, s, p, "gold_in_operational")
        cost = query.operational_cost(cards, s, p, verb)
        if verb == "offensive":
            nxt = offensive_step(ctx, p.seat)  # R35: the Ships first when there is a choice, then the target
        elif verb == "revenue":
            nxt = st.Revenue(p.seat, tuple(query.operational(cards, p, "technology")))
        else:
            nxt = st.Mine(p.seat, tuple(query.operational(cards, p, "planet")))
        if cost > 0:
            ctx.push(_pay_step(ctx, p, colour, cost, gold_op, verb, words.PAID_FOR[verb]), nxt)
        else:
            ctx.push(nxt)
    elif verb == "faction":
        ctx.push(st.Effects(p.seat, f"{p.faction}|action.effects"))
    elif verb == "card_action":
        ctx.push(st.Effects(p.seat, f"{arg}|logistics.action"))
    else:  # pragma: no cover - options and picks come from the same table
        raise ValueError(key)


def _free_pick(ctx: Ctx, p: PlayerState, verb: str, arg: str) -> None:
    if verb == "artifact":
        play_artifact(ctx, p.seat, arg)
    elif verb == "additionally":
        ctx.emit(ev.AdditionallyUsed(p.seat, arg))
        ctx.push(st.Effects(p.seat, f"{arg}|logistics.additionally"))
    elif verb == "activate":
        ctx.emit(ev.CardActivated(p.seat, arg, p.blockades[arg]))
        ctx.push(st.AutoCheck(p.seat))
    elif verb == "pass":
        ctx.emit(ev.Passed(p.seat))
    elif verb == "end_action":
        ctx.pop()
        ctx.push(st.DiscardStep(p.seat), st.DrawFill(p.seat), st.EndTurn(p.seat))


TURN_MENU = HANDLERS.choice(ChoiceKind(
    st.TurnMenu, _turn_options, _turn_pick, _turn_prompt,
    hint="Drag a Resource card onto an Under Construction card to pay for it or prepare it, or onto your Bank "
         "to trade; drag a deck onto its column of your Under Construction row to buy. Or click an action on the "
         "right.",
    watching=says("choosing an action")))
