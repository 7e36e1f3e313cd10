"""Attacks (R21-R25): target, the defender's plan, one reveal per Ship, the table row, blockades."""

from __future__ import annotations

import attrs

from alien_artifacts.content.model import CardSet, Effect
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.state import PlayerState, State
from alien_artifacts.rules import query
from alien_artifacts.rules.complete import matches
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import StepTable

HANDLERS = StepTable()  # this module's step handlers; alien_artifacts/rules/handlers.py merges them


@attrs.frozen
class Bonus:
    """One attack bonus a Ship's attack could have (R22, R26): where it comes from, how much, what it is limited
    to ("any", "alien", "player"), and why it does not count ("" when it does: "target", it is limited to the
    other kind of target; "blockaded", its card is blockaded and not paid for this turn)."""

    source: str  # the card uid (the Ship itself or a logistics card with an ONGOING bonus)
    amount: int
    against: str
    own: bool  # the Ship's own operational bonus (R22: Ships' bonuses never add to each other)
    missing: str = ""

    @property
    def counts(self) -> bool:
        return not self.missing


def attack_bonuses(cards: CardSet, s: State, p: PlayerState, ship: str, target: str) -> list[Bonus]:
    """R22: every bonus that could touch `ship`'s attack on `target` ("alien" or a seat as text): the Ship's own
    operational bonuses and the ONGOING ones of the player's logistics cards, each saying whether it counts."""
    against = "alien" if target == "alien" else "player"
    out: list[Bonus] = []

    def one(uid: str, e: Effect, own: bool) -> None:
        limit = str(e.args.get("against", "any"))
        missing = "target" if limit not in ("any", against) else "" if query.is_active(s, p, uid) else "blockaded"
        out.append(Bonus(uid, int(e.args.get("amount", 1)), limit, own, missing))

    for e in cards.cards[ship].operational.attack:
        if e.verb == "attack_bonus":
            one(ship, e, True)
    for uid in p.empire:
        if p.sides.get(uid) == "logistics":
            for e in cards.cards[uid].logistics.ongoing:
                if e.verb == "attack_bonus":
                    one(uid, e, False)
    return out


def attack_value(ctx: Ctx, seat: int, ship: str, number: int, target: str) -> int:
    """R22: the revealed number + this Ship's own bonus + Technology bonuses (never another Ship's)."""
    bonuses = attack_bonuses(ctx.cards, ctx.state, ctx.player(seat), ship, target)
    return number + sum(b.amount for b in bonuses if b.counts)


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
        fell = any(now < then for now, then in zip(row_costs(ctx, step.seat), step.costs, strict=False))
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


def row_costs(ctx: Ctx, seat: int) -> tuple[int, ...]:
    p = ctx.player(seat)
    return tuple(query.row_cost(ctx.cards, ctx.state, p, kind) for kind in ("ship", "technology", "planet"))

