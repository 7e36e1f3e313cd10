"""An attack's choices (R21-R26, R35): the Offensive's Ships, the target, the defender's Defense Plan, the
attacker's Blockade tokens."""

from __future__ import annotations

import attrs

from alien_artifacts.engine import events as ev
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import Option
from alien_artifacts.rules import query
from alien_artifacts.rules.attack import row_costs
from alien_artifacts.rules.context import Ctx
from alien_artifacts.rules.flow import ChoiceKind, StepTable, says
from alien_artifacts.rules.names import card_name, count_words

HANDLERS = StepTable()  # alien_artifacts/rules/steps/__init__.py merges the kinds' tables


WHY_WORDS = {"offensive": "Start an Offensive", "mission": "Go on a Mission", "artifact": "Attack"}


def offensive_step(ctx: Ctx, seat: int) -> st.Step:
    """What Start an Offensive asks first (R35): which ready Ships take part when there is a choice (two or more
    ready Ships), else straight the target. A game of the rules before R35 (a save written before it, state
    `rules` 1) sends every ready Ship, as it did."""
    ships = tuple(query.ready_ships(ctx.cards, ctx.state, ctx.player(seat)))
    if ctx.state.rules >= 2 and len(ships) > 1:
        return st.FleetChoice(seat)
    return st.TargetChoice(seat, ships, False, "offensive")


def _ready(ctx: Ctx, step: st.FleetChoice) -> list[str]:
    return list(query.ready_ships(ctx.cards, ctx.state, ctx.player(step.seat)))


def _fleet_options(ctx: Ctx, step: st.FleetChoice) -> list[Option]:
    ready = _ready(ctx, step)
    chosen = [u for u in step.chosen if u in ready]
    if not ready:
        return []  # no ready Ship left (an Artifact played at this choice, R7): the Offensive ends
    out: list[Option] = []
    for u in ready:
        name = card_name(ctx.cards, u)
        if u in chosen:
            out.append(Option(f"leave:{u}", f"Leave {name} out", None, f"card:{u}", verb="leave", card=u))
        else:
            out.append(Option(f"join:{u}", f"Send {name}", None, f"card:{u}", verb="join", card=u))
    names = ", ".join(card_name(ctx.cards, u) for u in ready)
    if len(chosen) < len(ready):
        out.append(Option("all", f"Send all {len(ready)} ready Ships ({names}): choose the target", None, "fleet",
                          verb="all"))
    if chosen:
        sent = ", ".join(card_name(ctx.cards, u) for u in chosen)
        out.append(Option("done", f"Done: attack with {sent}: choose the target", None, "done", verb="done"))
    return out


def _fleet_prompt(ctx: Ctx, step: st.FleetChoice) -> tuple[str, tuple[tuple[str, str], ...]]:
    ready = _ready(ctx, step)
    chosen = [u for u in step.chosen if u in ready]
    so_far = (f"; sending {', '.join(card_name(ctx.cards, u) for u in chosen)}" if chosen
              else "; none chosen yet")
    return (f"Start an Offensive: choose which of your {len(ready)} ready Ships attack (at least one){so_far}",
            (("ships", " ".join(ready)), ("chosen", " ".join(chosen))))


def _fleet_pick(ctx: Ctx, step: st.FleetChoice, key: str) -> None:
    ready = _ready(ctx, step)
    verb, _, uid = key.partition(":")
    if verb in ("join", "leave"):
        chosen = set(step.chosen) | {uid} if verb == "join" else set(step.chosen) - {uid}
        ctx.replace(attrs.evolve(step, chosen=tuple(u for u in ready if u in chosen)))
        return
    ships = tuple(ready) if verb == "all" else tuple(u for u in ready if u in step.chosen)
    ctx.pop()
    ctx.emit(ev.ShipsChosen(step.seat, ships, tuple(u for u in ready if u not in ships)))
    ctx.push(st.TargetChoice(step.seat, ships, False, "offensive"))


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
        out.append(Option("target:none", "Do not attack: the Mission ends here", None, "done", verb="target",
                          arg="none"))
    return out


def _target_prompt(ctx: Ctx, step: st.TargetChoice) -> tuple[str, tuple[tuple[str, str], ...]]:
    ships = ", ".join(card_name(ctx.cards, u) for u in step.ships)
    return f"{WHY_WORDS.get(step.why, 'Attack')}: choose one target for {ships}", (("ships", " ".join(step.ships)),)


def _target_pick(ctx: Ctx, step: st.TargetChoice, key: str) -> None:
    ctx.pop()
    target = key.split(":")[1]
    if target == "none":
        return
    ctx.emit(ev.AttackDeclared(step.seat, target, step.ships))
    attack = st.Attack(step.seat, target, step.ships, costs=row_costs(ctx, step.seat))
    if target == "alien":
        ctx.push(attack)
    else:
        ctx.push(st.DefenseChoice(int(target), step.seat), attack)


def _plan_options(ctx: Ctx, step: st.DefenseChoice) -> list[Option]:
    p = ctx.player(step.seat)
    out = [Option("plan:basic", f"Defend with the {ctx.cards.basic_defense.name}", "dp:basic", "defend",
                  verb="plan", card="basic")]
    out.extend(Option(f"plan:{d}", f"Defend with {card_name(ctx.cards, d)}", f"dp:{d}", "defend",
                      verb="plan", card=d)
               for d in p.defense_plans)
    return out


def _plan_prompt(ctx: Ctx, step: st.DefenseChoice) -> tuple[str, tuple[tuple[str, str], ...]]:
    return (f"You are attacked by {ctx.player(step.attacker).name}: choose your Defense Plan",
            (("attacker", str(step.attacker)),))


def _plan_pick(ctx: Ctx, step: st.DefenseChoice, key: str) -> None:
    plan = key.split(":")[1]
    ctx.emit(ev.DefensePlanChosen(step.seat, plan))
    ctx.pop()
    a = ctx.state.stack[-1]
    ctx.replace(attrs.evolve(a, plan=plan))



def _blockade_options(ctx: Ctx, step: st.BlockadeChoice) -> list[Option]:
    if step.remaining <= 0 or ctx.state.blockades_left <= 0:
        return []
    owner = ctx.player(step.owner)
    return [Option(f"blockade:{u}", f"Place a Blockade token on {card_name(ctx.cards, u)}", "blockade", f"card:{u}",
                   verb="blockade", card=u)
            for u in owner.empire]


def _blockade_prompt(ctx: Ctx, step: st.BlockadeChoice) -> tuple[str, tuple[tuple[str, str], ...]]:
    return (f"Place {count_words(step.remaining, 'Blockade token')} on {ctx.player(step.owner).name}'s Empire",
            (("owner", str(step.owner)),))


def _blockade_pick(ctx: Ctx, step: st.BlockadeChoice, key: str) -> None:
    ctx.emit(ev.BlockadePlaced(step.owner, key.split(":", 1)[1], step.seat))
    ctx.count_down(step)


FLEET = HANDLERS.choice(ChoiceKind(
    st.FleetChoice, _fleet_options, _fleet_pick, _fleet_prompt,
    hint="Click your Ships to send them or leave them out, then Done; or send them all.",
    watching=says("choosing which Ships go on the Offensive")))
TARGET = HANDLERS.choice(ChoiceKind(
    st.TargetChoice, _target_options, _target_pick, _target_prompt,
    hint="Drag your Ship onto the Alien System or an opponent's board (before the drop a panel shows each row's "
         "chance and risk), or click the target or a button on the right.",
    watching=says("choosing a target to attack")))
DEFENSE_PLAN = HANDLERS.choice(ChoiceKind(
    st.DefenseChoice, _plan_options, _plan_pick, _plan_prompt, hint="",
    watching=lambda step, voice, cards: f"choosing a Defense Plan against {voice.object(step.attacker)}"))
BLOCKADE = HANDLERS.choice(ChoiceKind(
    st.BlockadeChoice, _blockade_options, _blockade_pick, _blockade_prompt, hint="",
    watching=lambda step, voice, cards:
        f"placing {count_words(step.remaining, 'Blockade token')} on {voice.possessive(step.owner)} Empire"))
