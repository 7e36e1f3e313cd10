"""The turn: the action menu (R6, R7), starting each action, and the draw step (R8)."""

from __future__ import annotations

import attrs

from game.content.model import KIND_ACTION, KIND_COLOUR, KINDS
from game.engine import events as ev
from game.engine import steps as st
from game.engine.choices import Option
from game.engine.state import PlayerState
from game.rules import payment, query
from game.rules.context import Ctx
from game.rules.effects import usable
from game.rules.flow import StepTable
from game.rules.names import DECK_WORD, card_name, count_words, resource_words

HANDLERS = StepTable()  # this module's step handlers; game/rules/handlers.py merges them

COLOUR_TRADE = ("blue", "green", "red", "gold")
ACTION_WORDS = {"build": "Build", "develop": "Develop", "discover": "Discover"}
OPERATION_WORDS = {"offensive": "Start an Offensive", "revenue": "Gain Revenue", "mine": "Mine the Planets"}


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
            cost = f"{need} {KIND_COLOUR[kind]}" if need else "nothing left to pay"
            out.append(Option(f"{action}:{uid}", f"{ACTION_WORDS[action]} {card_name(cards, uid)} ({cost})",
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


@HANDLERS.options(st.TurnMenu)
def _turn_options(ctx: Ctx, step: st.TurnMenu) -> list[Option]:
    p = ctx.player(step.seat)
    out: list[Option] = []
    if not ctx.state.turn.action_taken:
        actions = action_options(ctx, p)
        out.extend(actions)
        out.extend(free_options(ctx, p))
        if not actions:
            out.append(Option("pass", "Pass: no action is possible (R6)", None, "done", verb="pass"))
    else:
        out.extend(free_options(ctx, p))
        out.append(Option("end_action", "End the action step and go to the draw step", None, "done", verb="end_action"))
    return out


@HANDLERS.prompt(st.TurnMenu)
def _turn_prompt(ctx: Ctx, step: st.TurnMenu) -> tuple[str, tuple[tuple[str, str], ...]]:
    p = ctx.player(step.seat)
    if ctx.state.turn.action_taken:
        return f"{p.name}: play Artifacts or ADDITIONALLY cards, or end the action step", ()
    return f"{p.name}: choose your action", ()


def _pay_step(ctx: Ctx, p: PlayerState, colour: str, need: int, gold_ok: bool, action: str,
              why: str, target: str = "") -> st.Pay:
    limit = query.assembly_limit(ctx.cards, ctx.state, p, action)
    return st.Pay(p.seat, ((colour, need),), gold_ok, limit, 0, 0, why, target)


@HANDLERS.pick(st.TurnMenu)
def _turn_pick(ctx: Ctx, step: st.TurnMenu, key: str) -> None:
    cards, s = ctx.cards, ctx.state
    p = ctx.player(step.seat)
    verb, _, arg = key.partition(":")
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
        colour = {"offensive": "red", "revenue": "blue", "mine": "green"}[verb]
        gold_op = query.has_flag(cards, s, p, "gold_in_operational")
        cost = query.operational_cost(cards, s, p, verb)
        if verb == "offensive":
            nxt = st.TargetChoice(p.seat, tuple(query.ready_ships(cards, s, p)), False, "offensive")
        elif verb == "revenue":
            nxt = st.Revenue(p.seat, tuple(query.operational(cards, p, "technology")))
        else:
            nxt = st.Mine(p.seat, tuple(query.operational(cards, p, "planet")))
        if cost > 0:
            ctx.push(_pay_step(ctx, p, colour, cost, gold_op, verb, OPERATION_WORDS[verb]), nxt)
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


def _interrupt_options(ctx: Ctx, step: st.Step) -> list[Option]:
    """R7: at every choice of their own turn the player may also play an Alien Artifact. The turn menu
    lists them itself (free options); elsewhere they are offered after the choice's own options."""
    if type(step) is st.TurnMenu or not own_turn_choice(ctx, step):
        return []
    return artifact_options(ctx, ctx.player(step.seat), isinstance(step, PAYMENT_STEPS))


def _interrupt_pick(ctx: Ctx, step: st.Step, key: str) -> bool:
    if type(step) is st.TurnMenu or not key.startswith(ARTIFACT_KEY):
        return False
    play_artifact(ctx, step.seat, key[len(ARTIFACT_KEY):], st.Resume(step.seat))
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


# ---- paying ----------------------------------------------------------------------------------------
def _need(step: st.Pay) -> dict[str, int]:
    return dict(step.need)


@HANDLERS.options(st.Pay)
def _pay_options(ctx: Ctx, step: st.Pay) -> list[Option]:
    cards = ctx.cards
    p = ctx.player(step.seat)
    need = _need(step)
    srcs = payment.sources(p)
    slots = step.limit - step.used
    out: list[Option] = []
    if slots <= 0 or (step.target and step.target not in p.under_construction):
        return out  # (a card completed meanwhile by automatic construction, R20, needs no payment)
    target = f"card:{step.target}" if step.target else "pay"
    for i, (res, where, secs) in enumerate(srcs):
        rest = srcs[:i] + srcs[i + 1:]
        for sec in secs:
            if payment.settle(cards, need, res, sec, step.gold_ok, rest, slots - 1) is not None:
                s = cards.resources[res].sections[sec]
                place = "" if where == "hand" else f" from {card_name(cards, where)}"
                out.append(Option(f"pay:{res}:{sec}", f"Pay {s.symbols} {s.colour}{place}", f"res:{res}",
                                  target, sec, verb="pay", card=res))
    return out


@HANDLERS.prompt(st.Pay)
def _pay_prompt(ctx: Ctx, step: st.Pay) -> tuple[str, tuple[tuple[str, str], ...]]:
    need = " + ".join(f"{n} {c}" for c, n in step.need if n > 0)
    gold = " (gold counts)" if step.gold_ok else " (no gold)"
    left = step.limit - step.used
    text = f"Pay {need}{gold} for {step.why}: up to {left} card{'s' * (left != 1)}"
    info = (("need", need), ("paid", str(step.paid)), ("limit", str(step.limit)), ("used", str(step.used)),
            ("for", step.target), ("gold_ok", "1" if step.gold_ok else "0"))
    return text, info


def _source_of(p: PlayerState, res: str) -> str:
    if res in p.hand:
        return "hand"
    for planet, tucked in p.produced.items():
        if any(r == res for r, _s in tucked):
            return planet
    raise ValueError(f"{res} is not available to {p.name}")


@HANDLERS.pick(st.Pay)
def _pay_pick(ctx: Ctx, step: st.Pay, key: str) -> None:
    _verb, res, sec_s = key.split(":")
    sec = int(sec_s)
    p = ctx.player(step.seat)
    rest = [x for x in payment.sources(p) if x[0] != res]
    left = payment.settle(ctx.cards, _need(step), res, sec, step.gold_ok, rest, step.limit - step.used - 1)
    assert left is not None  # only options that can finish the payment are offered
    ctx.emit(ev.ResourcePaid(p.seat, res, sec, _source_of(p, res)))
    symbols = ctx.cards.resources[res].sections[sec].symbols
    if all(n <= 0 for n in left.values()):
        ctx.pop()
    else:
        ctx.replace(st.Pay(step.seat, tuple(left.items()), step.gold_ok, step.limit, step.used + 1,
                           step.paid + symbols, step.why, step.target))


# ---- buy (R17) -------------------------------------------------------------------------------------
@HANDLERS.options(st.BuyCount)
def _buy_count_options(ctx: Ctx, step: st.BuyCount) -> list[Option]:
    p = ctx.player(step.seat)
    size = len(ctx.state.decks[step.deck])
    most = min(size, 1 + step.extra_free + (p.credits - step.price))
    return [Option(f"count:{n}", f"Draw {n} card{'s' * (n > 1)} for {step.price + max(0, n - 1 - step.extra_free)}"
                   f" credits", f"deck:{step.deck}", f"uc:{step.deck}",
                   verb="count", arg=str(n)) for n in range(1, most + 1)]


@HANDLERS.prompt(st.BuyCount)
def _buy_count_prompt(ctx: Ctx, step: st.BuyCount) -> tuple[str, tuple[tuple[str, str], ...]]:
    return (f"Buy from the {DECK_WORD[step.deck]} deck: {step.price} credits for 1 card, +1 per extra card",
            (("price", str(step.price)), ("deck", step.deck)))


@HANDLERS.pick(st.BuyCount)
def _buy_count_pick(ctx: Ctx, step: st.BuyCount, key: str) -> None:
    n = int(key.split(":")[1])
    cost = step.price + max(0, n - 1 - step.extra_free)
    ctx.pop()
    if cost:
        ctx.credits(step.seat, -cost, "buy")
    drawn = tuple(reversed(ctx.state.decks[step.deck][-n:]))
    ctx.emit(ev.CardsDrawn(step.seat, step.deck, drawn))
    ctx.push(st.Keep(step.seat, step.deck, drawn, 1), st.Fire(step.seat, "buy"), st.AutoCheck(step.seat, True))


@HANDLERS.options(st.Keep)
def _keep_options(ctx: Ctx, step: st.Keep) -> list[Option]:
    return [Option(f"keep:{c}", f"Keep {card_name(ctx.cards, c)}", f"card:{c}", f"uc:{step.deck}",
                   verb="keep", card=c)
            for c in step.cards]


@HANDLERS.prompt(st.Keep)
def _keep_prompt(ctx: Ctx, step: st.Keep) -> tuple[str, tuple[tuple[str, str], ...]]:
    return (f"Choose {step.keep} card{'s' * (step.keep > 1)} to keep; the rest go to the bottom of the deck",
            (("deck", step.deck),))


@HANDLERS.pick(st.Keep)
def _keep_pick(ctx: Ctx, step: st.Keep, key: str) -> None:
    card = key.split(":", 1)[1]
    ctx.emit(ev.CardKept(step.seat, card))
    rest = tuple(c for c in step.cards if c != card)
    if step.keep > 1 and rest:
        ctx.replace(st.Keep(step.seat, step.deck, rest, step.keep - 1))
        return
    ctx.pop()
    if rest:
        ctx.emit(ev.CardsBottomed(step.deck, rest))


# ---- prepare, trade, remove blockades (R14, R18) ----------------------------------------------------
@HANDLERS.options(st.Attach)
def _attach_options(ctx: Ctx, step: st.Attach) -> list[Option]:
    cards = ctx.cards
    p = ctx.player(step.seat)
    out: list[Option] = []
    if step.used < step.limit:
        colour = KIND_COLOUR[step.row]
        targets = [u for u in p.under_construction if cards.cards[u].kind == step.row]
        for res, where, secs in payment.sources(p):
            place = "" if where == "hand" else f" (from {card_name(cards, where)})"
            for sec in secs:
                if payment.value(cards, res, sec, colour, True):
                    s = cards.resources[res].sections[sec]
                    for t in targets:
                        out.append(Option(f"attach:{res}:{sec}:{t}", f"Attach {s.symbols} {s.colour}{place} to "
                                          f"{card_name(cards, t)}", f"res:{res}", f"card:{t}", sec,
                                          verb="attach", card=res, onto=t))
    if step.used:
        out.append(Option("done", "Finish preparing", None, "done", verb="done"))
    return out


@HANDLERS.prompt(st.Attach)
def _attach_prompt(ctx: Ctx, step: st.Attach) -> tuple[str, tuple[tuple[str, str], ...]]:
    return (f"Prepare Resources: attach {KIND_COLOUR[step.row]} (or gold) to your {DECK_WORD[step.row]} "
            f"under construction ({step.used}/{step.limit} cards)",
            (("limit", str(step.limit)), ("used", str(step.used)), ("row", step.row)))


@HANDLERS.pick(st.Attach)
def _attach_pick(ctx: Ctx, step: st.Attach, key: str) -> None:
    if key == "done":
        ctx.pop()
        return
    _v, res, sec, target = key.split(":")
    p = ctx.player(step.seat)
    ctx.emit(ev.ResourceAttached(p.seat, res, int(sec), target, _source_of(p, res)))
    ctx.replace(st.Attach(step.seat, step.row, step.limit, step.used + 1))


def _symbol_pick_options(ctx: Ctx, p: PlayerState, colour: str, used: int, limit: int,
                         target: str) -> list[Option]:
    cards = ctx.cards
    out = []
    if used >= limit:
        return out
    for res, where, secs in payment.sources(p):
        place = "" if where == "hand" else f" from {card_name(cards, where)}"
        for sec in secs:
            s = cards.resources[res].sections[sec]
            if s.colour == colour or s.colour == "gold":
                out.append(Option(f"pay:{res}:{sec}", f"Spend {s.symbols} {s.colour}{place}", f"res:{res}", target,
                                  sec, verb="pay", card=res))
    return out


@HANDLERS.options(st.TradePick)
def _trade_options(ctx: Ctx, step: st.TradePick) -> list[Option]:
    out = _symbol_pick_options(ctx, ctx.player(step.seat), step.colour, step.used, step.limit, "bank")
    if step.used:
        out.append(Option("done", f"Gain {step.paid} credits", None, "done", verb="done"))
    return out


@HANDLERS.prompt(st.TradePick)
def _trade_prompt(ctx: Ctx, step: st.TradePick) -> tuple[str, tuple[tuple[str, str], ...]]:
    what = "gold" if step.colour == "gold" else f"{step.colour} (or gold)"
    return (f"Trade: spend {what} symbols, 1 credit each ({step.used}/{step.limit} cards, {step.paid} so far)",
            (("paid", str(step.paid)), ("limit", str(step.limit)), ("used", str(step.used))))


@HANDLERS.pick(st.TradePick)
def _trade_pick(ctx: Ctx, step: st.TradePick, key: str) -> None:
    if key == "done":
        ctx.pop()
        bonus = query.modifier(ctx.cards, ctx.state, ctx.player(step.seat), "trade_bonus")
        ctx.credits(step.seat, step.paid + bonus, "trade")
        ctx.push(st.Fire(step.seat, "trade"))
        return
    _v, res, sec = key.split(":")
    p = ctx.player(step.seat)
    ctx.emit(ev.ResourcePaid(p.seat, res, int(sec), _source_of(p, res)))
    sym = ctx.cards.resources[res].sections[int(sec)].symbols
    ctx.replace(st.TradePick(step.seat, step.colour, step.limit, step.used + 1, step.paid + sym))


def _row_tokens(ctx: Ctx, p: PlayerState, row: str) -> int:
    return sum(n for u, n in p.blockades.items() if row == "any" or ctx.cards.cards[u].kind == row)


@HANDLERS.options(st.RemovePick)
def _remove_options(ctx: Ctx, step: st.RemovePick) -> list[Option]:
    p = ctx.player(step.seat)
    out: list[Option] = []
    if step.paid < 2 * _row_tokens(ctx, p, step.row):
        out = _symbol_pick_options(ctx, p, KIND_COLOUR[step.row], step.used, step.limit, f"blockades:{step.row}")
    if step.paid >= 2:
        n = min(step.paid // 2, _row_tokens(ctx, p, step.row))
        out.append(Option("done", f"Remove {count_words(n, 'Blockade token')}", None, "done", verb="done"))
    return out


@HANDLERS.prompt(st.RemovePick)
def _remove_prompt(ctx: Ctx, step: st.RemovePick) -> tuple[str, tuple[tuple[str, str], ...]]:
    return (f"Remove Blockades: spend {KIND_COLOUR[step.row]} (or gold), 2 symbols per token "
            f"({step.used}/{step.limit} cards, {step.paid} so far)",
            (("paid", str(step.paid)), ("limit", str(step.limit)), ("used", str(step.used))))


@HANDLERS.pick(st.RemovePick)
def _remove_pick(ctx: Ctx, step: st.RemovePick, key: str) -> None:
    p = ctx.player(step.seat)
    if key == "done":
        ctx.pop()
        n = min(step.paid // 2, _row_tokens(ctx, p, step.row))
        ctx.push(st.Unblock(step.seat, step.row, n), st.AutoCheck(step.seat),
                 st.Fire(step.seat, "remove_blockades"))
        return
    _v, res, sec = key.split(":")
    ctx.emit(ev.ResourcePaid(p.seat, res, int(sec), _source_of(p, res)))
    sym = ctx.cards.resources[res].sections[int(sec)].symbols
    ctx.replace(st.RemovePick(step.seat, step.row, step.limit, step.used + 1, step.paid + sym))


@HANDLERS.options(st.Unblock)
def _unblock_options(ctx: Ctx, step: st.Unblock) -> list[Option]:
    if step.remaining <= 0:
        return []
    p = ctx.player(step.seat)
    return [Option(f"remove:{u}", f"Remove a Blockade token from {card_name(ctx.cards, u)}", "blockade",
                   f"card:{u}", verb="remove", card=u) for u in p.empire
            if p.blockades.get(u) and (step.row == "any" or ctx.cards.cards[u].kind == step.row)]


@HANDLERS.prompt(st.Unblock)
def _unblock_prompt(ctx: Ctx, step: st.Unblock) -> tuple[str, tuple[tuple[str, str], ...]]:
    return f"Remove {count_words(step.remaining, 'Blockade token')}: choose a card", ()


@HANDLERS.pick(st.Unblock)
def _unblock_pick(ctx: Ctx, step: st.Unblock, key: str) -> None:
    ctx.emit(ev.BlockadeRemoved(step.seat, key.split(":", 1)[1]))
    if step.remaining > 1:
        ctx.replace(st.Unblock(step.seat, step.row, step.remaining - 1))
    else:
        ctx.pop()


# ---- draw step (R8) --------------------------------------------------------------------------------
@HANDLERS.options(st.DiscardStep)
def _discard_options(ctx: Ctx, step: st.DiscardStep) -> list[Option]:
    p = ctx.player(step.seat)
    out = _discard_options_for(ctx, p.hand)
    out.append(Option("done", f"Done: draw up to {ctx.cards.rules.hand_limit} Resource cards", None, "draw",
                      verb="done"))
    return out


def _discard_options_for(ctx: Ctx, hand: list[str]) -> list[Option]:
    return [Option(f"discard:{r}", f"Discard {resource_words(ctx.cards, r)}", f"res:{r}", "discard",
                   verb="discard", card=r) for r in hand]


@HANDLERS.prompt(st.DiscardStep)
def _discard_prompt(ctx: Ctx, step: st.DiscardStep) -> tuple[str, tuple[tuple[str, str], ...]]:
    return "Draw step: discard any Resource cards you do not want, then draw", ()


@HANDLERS.pick(st.DiscardStep)
def _discard_pick(ctx: Ctx, step: st.DiscardStep, key: str) -> None:
    if key == "done":
        ctx.pop()
        return
    ctx.emit(ev.ResourceDiscarded(step.seat, key.split(":", 1)[1]))


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


@HANDLERS.options(st.DiscardDown)
def _down_options(ctx: Ctx, step: st.DiscardDown) -> list[Option]:
    p = ctx.player(step.seat)
    if len(p.hand) <= step.limit:
        return []
    return _discard_options_for(ctx, p.hand)


@HANDLERS.prompt(st.DiscardDown)
def _down_prompt(ctx: Ctx, step: st.DiscardDown) -> tuple[str, tuple[tuple[str, str], ...]]:
    p = ctx.player(step.seat)
    return f"Hand limit: discard down to {step.limit} Resource cards ({len(p.hand)} now)", ()


@HANDLERS.pick(st.DiscardDown)
def _down_pick(ctx: Ctx, step: st.DiscardDown, key: str) -> None:
    ctx.emit(ev.ResourceDiscarded(step.seat, key.split(":", 1)[1]))


@HANDLERS.options(st.DiscardEffect)
def _discard_effect_options(ctx: Ctx, step: st.DiscardEffect) -> list[Option]:
    p = ctx.player(step.seat)
    if step.remaining <= 0:
        return []
    return _discard_options_for(ctx, p.hand)


@HANDLERS.prompt(st.DiscardEffect)
def _discard_effect_prompt(ctx: Ctx, step: st.DiscardEffect) -> tuple[str, tuple[tuple[str, str], ...]]:
    return f"{ctx.player(step.seat).name}: discard {count_words(step.remaining, 'Resource card')} from your hand", ()


@HANDLERS.pick(st.DiscardEffect)
def _discard_effect_pick(ctx: Ctx, step: st.DiscardEffect, key: str) -> None:
    ctx.emit(ev.ResourceDiscarded(step.seat, key.split(":", 1)[1]))
    if step.remaining > 1:
        ctx.replace(st.DiscardEffect(step.seat, step.remaining - 1))
    else:
        ctx.pop()
