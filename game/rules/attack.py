"""Attacks (R21-R25): target, the defender's plan, one reveal per Ship, the table row, blockades."""

from __future__ import annotations

import attrs

from game.engine import events as ev
from game.engine import steps as st
from game.engine.choices import Option
from game.rules import query
from game.rules.complete import matches
from game.rules.context import Ctx
from game.rules.flow import StepTable
from game.rules.names import card_name, count_words

HANDLERS = StepTable()  # this module's step handlers; game/rules/handlers.py merges them

WHY_WORDS = {"offensive": "Start an Offensive", "mission": "Go on a Mission", "artifact": "Attack"}


@HANDLERS.options(st.TargetChoice)
def _target_options(ctx: Ctx, step: st.TargetChoice) -> list[Option]:
    s = ctx.state
    out: list[Option] = []
    p = ctx.player(step.seat)
    if not any(u in p.empire and p.sides.get(u) == "operational" and u not in s.turn.attacked for u in step.ships):
        return out  # its Ships attacked meanwhile (an Artifact played at this choice, R7, R22)
    if s.alien_system is not None:
        out.append(Option("target:alien", f"Attack the Alien System {card_name(ctx.cards, s.alien_system)}",
                          f"card:{step.ships[0]}", "alien",
                          verb="target", card=step.ships[0], arg="alien"))
    for p in s.players:
        if p.seat != step.seat:
            # what a hit cannot do, said before the pick (R24: Blockade tokens go only on Empire cards, and
            # none once the supply is used up)
            note = (f"{p.name} has no Empire card to blockade" if not p.empire
                    else "no Blockade tokens are left to place" if s.blockades_left <= 0 else "")
            out.append(Option(f"target:{p.seat}", f"Attack {p.name}", f"card:{step.ships[0]}", f"player:{p.seat}",
                              note=note, verb="target", card=step.ships[0], seat=p.seat))
    if step.optional:
        out.append(Option("target:none", "Do not attack", None, "done", verb="target", arg="none"))
    return out


@HANDLERS.prompt(st.TargetChoice)
def _target_prompt(ctx: Ctx, step: st.TargetChoice) -> tuple[str, tuple[tuple[str, str], ...]]:
    ships = ", ".join(card_name(ctx.cards, u) for u in step.ships)
    return f"{WHY_WORDS.get(step.why, 'Attack')}: choose one target for {ships}", (("ships", " ".join(step.ships)),)


@HANDLERS.pick(st.TargetChoice)
def _target_pick(ctx: Ctx, step: st.TargetChoice, key: str) -> None:
    ctx.pop()
    target = key.split(":")[1]
    if target == "none":
        return
    ctx.emit(ev.AttackDeclared(step.seat, target, step.ships))
    attack = st.Attack(step.seat, target, step.ships, costs=_row_costs(ctx, step.seat))
    if target == "alien":
        ctx.push(attack)
    else:
        ctx.push(st.DefenseChoice(int(target), step.seat), attack)


@HANDLERS.options(st.DefenseChoice)
def _plan_options(ctx: Ctx, step: st.DefenseChoice) -> list[Option]:
    p = ctx.player(step.seat)
    out = [Option("plan:basic", f"Defend with the {ctx.cards.basic_defense.name}", "dp:basic", "defend",
                  verb="plan", card="basic")]
    out.extend(Option(f"plan:{d}", f"Defend with {card_name(ctx.cards, d)}", f"dp:{d}", "defend",
                      verb="plan", card=d)
               for d in p.defense_plans)
    return out


@HANDLERS.prompt(st.DefenseChoice)
def _plan_prompt(ctx: Ctx, step: st.DefenseChoice) -> tuple[str, tuple[tuple[str, str], ...]]:
    return (f"{ctx.player(step.seat).name}, you are attacked by {ctx.player(step.attacker).name}: "
            f"choose your Defense Plan", (("attacker", str(step.attacker)),))


@HANDLERS.pick(st.DefenseChoice)
def _plan_pick(ctx: Ctx, step: st.DefenseChoice, key: str) -> None:
    plan = key.split(":")[1]
    ctx.emit(ev.DefensePlanChosen(step.seat, plan))
    ctx.pop()
    a = ctx.state.stack[-1]
    ctx.replace(attrs.evolve(a, plan=plan))


def attack_value(ctx: Ctx, seat: int, ship: str, number: int, target: str) -> int:
    """R22: the revealed number + this Ship's own bonus + Technology bonuses (never another Ship's)."""
    cards, s = ctx.cards, ctx.state
    p = ctx.player(seat)
    against = "alien" if target == "alien" else "player"
    value = number
    if query.is_active(s, p, ship):
        for e in cards.cards[ship].operational.attack:
            if e.verb == "attack_bonus" and e.args.get("against", "any") in ("any", against):
                value += int(e.args.get("amount", 1))
    for _u, _i, e in query.ongoing(cards, s, p):
        if e.verb == "attack_bonus" and e.args.get("against", "any") in ("any", against):
            value += int(e.args.get("amount", 1))
    return value


@HANDLERS.auto(st.Attack)
def _attack(ctx: Ctx, step: st.Attack) -> None:
    s = ctx.state
    if step.idx >= len(step.ships):
        ctx.pop()
        follow: list[object] = []
        if step.target == "alien" and s.alien_system is not None:
            ctx.emit(ev.AlienSystemCycled(s.alien_system))
            nxt = ctx.top_of("alien")
            if nxt is not None:
                ctx.emit(ev.AlienSystemRevealed(nxt))
        follow.append(st.Fire(step.seat, "attack", target="alien" if step.target == "alien" else "player"))
        if step.target != "alien":
            follow.append(st.Fire(int(step.target), "defend", target="player", opponent=step.seat))
        # R20, held back until now: if a cost fell (a Ship destroyed or damaged, a discount gained) every
        # covered card completes; otherwise only cards that arrived meanwhile with a cost of 0.
        fell = any(now < then for now, then in zip(_row_costs(ctx, step.seat), step.costs, strict=False))
        follow.append(st.AutoCheck(step.seat, not fell))
        ctx.push(*follow)
        return
    ctx.replace(attrs.evolve(step, idx=step.idx + 1))
    ship = step.ships[step.idx]
    p = ctx.player(step.seat)
    if ship not in p.empire or p.sides.get(ship) != "operational" or ship in s.turn.attacked:
        return
    card = ctx.reveal_resource("attack")
    if card is None:
        return
    value = attack_value(ctx, step.seat, ship, ctx.cards.resources[card].number, step.target)
    row = max(1, min(4, value))
    ctx.emit(ev.ShipAttacked(step.seat, ship, step.target, card, value, row))
    ctx.emit(ev.RevealedDiscarded(card))
    if step.target == "alien":
        ref, opponent = f"{s.alien_system}|table.{row}", -1
    else:
        plan = step.plan or "basic"
        owner = ctx.cards.basic_defense.id if plan == "basic" else plan
        ref, opponent = f"{owner}|table.{row}", int(step.target)
    against = "alien" if step.target == "alien" else "player"
    fire = st.Fire(step.seat, "ship_attack", target=against, value=value, ship=ship, opponent=opponent)
    # The Ship's own triggers belong to this attack: they are decided now (its ability is active unless
    # blockaded and not paid for, R26) and resolve after the row, even if the row destroyed or damaged it.
    own: list[st.Effects] = []
    if query.is_active(s, p, ship):
        for i, e in enumerate(ctx.cards.cards[ship].operational.attack):
            if e.verb == "on" and matches(e, fire):
                own.append(st.Effects(step.seat, f"{ship}|operational.attack.{i}.do", 0, opponent, ship))
    ctx.push(st.Effects(step.seat, ref, 0, opponent, ship), fire, *own)


def _row_costs(ctx: Ctx, seat: int) -> tuple[int, ...]:
    p = ctx.player(seat)
    return tuple(query.row_cost(ctx.cards, ctx.state, p, kind) for kind in ("ship", "technology", "planet"))


# ---- blockades placed by the attacker (R24, R26) ------------------------------------------------
@HANDLERS.options(st.BlockadeChoice)
def _blockade_options(ctx: Ctx, step: st.BlockadeChoice) -> list[Option]:
    if step.remaining <= 0 or ctx.state.blockades_left <= 0:
        return []
    owner = ctx.player(step.owner)
    return [Option(f"blockade:{u}", f"Place a Blockade token on {card_name(ctx.cards, u)}", "blockade", f"card:{u}",
                   verb="blockade", card=u)
            for u in owner.empire]


@HANDLERS.prompt(st.BlockadeChoice)
def _blockade_prompt(ctx: Ctx, step: st.BlockadeChoice) -> tuple[str, tuple[tuple[str, str], ...]]:
    return (f"Place {count_words(step.remaining, 'Blockade token')} on {ctx.player(step.owner).name}'s Empire",
            (("owner", str(step.owner)),))


@HANDLERS.pick(st.BlockadeChoice)
def _blockade_pick(ctx: Ctx, step: st.BlockadeChoice, key: str) -> None:
    ctx.emit(ev.BlockadePlaced(step.owner, key.split(":", 1)[1], step.seat))
    if step.remaining > 1:
        ctx.replace(st.BlockadeChoice(step.seat, step.owner, step.remaining - 1))
    else:
        ctx.pop()
