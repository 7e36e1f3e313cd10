"""Attacks: destroy_ship, damage_ship, attack; attack_bonus is read by the attack itself
(alien_artifacts/rules/attack.py) (words and schema: alien_artifacts/content/verbs/attack.py)."""

from __future__ import annotations

from alien_artifacts.content.model import Effect
from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.engine.state import PlayerState
from alien_artifacts.rules import query
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind, says
from alien_artifacts.rules.names import card_name
from alien_artifacts.rules.verbs.base import Family, choose_prompt

FAMILY = Family(ongoing={"attack_bonus": "alien_artifacts/rules/attack.py"})


# destroy_ship / damage_ship change the attacker's Empire (R20): the Attack step checks automatic
# construction once the whole attack action is over, so no new Ship joins or interrupts it (R21).
@FAMILY.executor("destroy_ship")
def _destroy(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if step.ship and step.ship in ctx.player(step.seat).empire:
        ctx.emit(ev.ShipDestroyed(step.seat, step.ship))


@FAMILY.executor("damage_ship")
def _damage(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if step.ship and step.ship in ctx.player(step.seat).empire:
        ctx.emit(ev.ShipDamaged(step.seat, step.ship))


@FAMILY.executor("attack")
def _attack(ctx: Ctx, step: st.Effects, e: Effect) -> None:
    if query.ready_ships(ctx.cards, ctx.state, ctx.player(step.seat)):
        ctx.push(st.ChooseShip(step.seat))


@FAMILY.usability("attack")
def _attack_usable(ctx: Ctx, p: PlayerState, e: Effect) -> int | None:
    return 0 if query.ready_ships(ctx.cards, ctx.state, p) else None  # nothing could attack: wasted


def _ship_options(ctx: Ctx, step: st.ChooseShip) -> list[Option]:
    p = ctx.player(step.seat)
    return [Option(f"ship:{u}", f"Attack with {card_name(ctx.cards, u)}", f"card:{u}", None,
                   verb="ship", card=u)
            for u in query.ready_ships(ctx.cards, ctx.state, p)]


def _ship_pick(ctx: Ctx, step: st.ChooseShip, key: str) -> None:
    ctx.pop()
    ctx.push(st.TargetChoice(step.seat, (key.split(":", 1)[1],), False, "artifact"))


FAMILY.handlers.choice(ChoiceKind(
    st.ChooseShip, _ship_options, _ship_pick,
    choose_prompt("Choose an operational Ship that has not attacked this turn"), hint="",
    watching=says("choosing a Ship to attack with")))
