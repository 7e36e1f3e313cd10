"""Gains, costs and payments (G2, G3, G6, G8, G25), and what a player's Alliance and technologies give them
(G92's primitives and the technology effects of G47)."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from age_of_galaxy.content.schema import (
    Bundle,
    ColonizeBarren,
    CostMod,
    Countable,
    ExtraAdaptation,
    FreeAction,
    KeepPlus,
    OnAction,
    OnProductionEnd,
    Protect,
    ReachPlus,
    WarMod,
)
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.events import PrestigeMoved, ResourceChanged
from age_of_galaxy.engine.state import CAPS, Planet, State

PAY_ORDER = ("innovation", "influence")  # G8: a Credit shortfall is paid from these, in this order


# ---- what a player holds ------------------------------------------------------------------------------------------
def abilities(s: State, who: int) -> Iterator[Any]:
    """G32: abilities from Alliance cards only, then every researched technology's ongoing effects."""
    p = s.players[who]
    return iter(_abilities(tuple(p.alliance), tuple(p.techs)))


@functools.lru_cache(maxsize=1 << 14)  # bounded: a long session meets many Alliances
def _abilities(alliance: tuple[str, ...], techs: tuple[str, ...]) -> tuple[Any, ...]:
    """`abilities` of an Alliance and researched technologies (worked out once for each: the rules ask often)."""
    out: list[Any] = [a for c in alliance if (a := C.card(c).ability) is not None]
    for t in techs:
        out.extend(C.tech(t).effects)
    return tuple(out)


def reach(s: State, who: int) -> int:
    """G35: positions up to the fleet's, one further with Warp Drive; face-down cards hold nothing."""
    plus = sum(a.amount for a in abilities(s, who) if isinstance(a, ReachPlus))
    return min(s.fleet + plus, s.revealed)


def adaptations(s: State, who: int) -> set[str]:
    """G44: the Alliance cards' Adaptations, abilities' Adaptations, Barren with Terraforming."""
    types = {C.card(c).adaptation for c in s.players[who].alliance}
    for a in abilities(s, who):
        if isinstance(a, ExtraAdaptation):
            types.add(a.type)
        elif isinstance(a, ColonizeBarren):
            types.add("barren")
    return types


def controlled(s: State, who: int) -> list[Planet]:
    """Planets bearing the player's disc (G43), each once."""
    return [pl for pl in s.planets.values() if who in pl.discs]


def count(s: State, who: int, c: Countable) -> int:
    """G92 table C."""
    p = s.players[who]
    mine = controlled(s, who)
    match c.name:
        case "planets":
            return len(mine)
        case "planets_of_type":
            return sum(1 for pl in mine if pl.type == c.of)
        case "colonized_planets":
            return sum(1 for pl in mine if len(pl.discs) == 1)
        case "developed_planets":
            return sum(1 for pl in mine if len(pl.discs) == 2)
        case "conquered_planets":
            return sum(1 for pl in s.planets.values() if pl.cruiser == who)
        case "technologies":
            return len(p.techs)
        case "alliance_cards":
            return sum(1 for x in p.alliance if C.card(x).ideology == c.of)
        case "nominate_discs":
            return sum(sp.pieces.count(str(who)) for sp in s.board.spaces if C.space(sp.name).action == "nominate")
        case "relics":
            return p.res["relic"]
        case "cruisers_in_supply":
            return p.res["cruiser"]
        case _:
            return p.res[c.name]


def credit_reduction(s: State, who: int, action: str, n: int = 1) -> int:
    """G25: every cost_mod on `action` adds up (per action, per Relic or per Cruiser times n)."""
    p = s.players[who]
    per_action, per_unit = _cost_mods(tuple(p.alliance), tuple(p.techs), action)
    return per_action + per_unit * n


@functools.lru_cache(maxsize=1 << 14)
def _cost_mods(alliance: tuple[str, ...], techs: tuple[str, ...], action: str) -> tuple[int, int]:
    """The cost_mods on `action` of an Alliance and technologies: (per action, per Relic or Cruiser)."""
    per_action = per_unit = 0
    for a in _abilities(alliance, techs):
        if isinstance(a, CostMod) and a.action == action:
            if a.per == "action":
                per_action += a.amount
            else:
                per_unit += a.amount
    return per_action, per_unit


def on_action_gains(s: State, who: int, action: str, planet_type: str, techs: bool) -> list[Bundle]:
    """G92 on_action (`techs`: the technologies' "every time you X" instead of the Alliance abilities)."""
    out = []
    p = s.players[who]
    sources = ([e for t in p.techs for e in C.tech(t).effects] if techs
               else [C.card(c).ability for c in p.alliance])
    for a in sources:
        if isinstance(a, OnAction) and a.action == action and (a.planet_type is None or a.planet_type == planet_type):
            out.append(a.gain)
    return out


def production_effects(s: State, who: int) -> list[OnProductionEnd]:
    return [a for a in abilities(s, who) if isinstance(a, OnProductionEnd)]


def free_actions(s: State, who: int) -> list[tuple[str, FreeAction]]:
    return [(c, a) for c in s.players[who].alliance if isinstance(a := C.card(c).ability, FreeAction)]


def protected_types(s: State, who: int) -> set[str]:
    return {a.target for a in abilities(s, who) if isinstance(a, Protect)}


def war_bonus(s: State, who: int, kind: str) -> int:
    """war_mod rank_plus / keep_plus (G52, G56) and Energy Shields' keep (G47)."""
    total = 0
    for a in abilities(s, who):
        if (isinstance(a, WarMod) and a.kind == kind) or (isinstance(a, KeepPlus) and kind == "keep_plus"):
            total += a.amount
    return total


def is_protected(s: State, planet: Planet) -> bool:
    """G54, G55: a Conquered planet always; an empty one never; else its owner's Cruisers cover all their planets,
    or an effect covers its type (or Developed)."""
    if planet.cruiser is not None:
        return True
    if not planet.discs:
        return False
    owner = planet.discs[0]
    if s.players[owner].res["cruiser"] >= len(controlled(s, owner)):
        return True
    covered = protected_types(s, owner)
    return planet.type in covered or ("developed" in covered and len(planet.discs) == 2)


# ---- changing resources -------------------------------------------------------------------------------------------
def gain(ctx: Any, who: int, resource: str, n: int) -> None:
    """G2, G3: the part beyond a cap, or beyond the colour's common Cruisers, is lost."""
    s = ctx.state
    if n <= 0:
        return
    if resource == "prestige":
        ctx.emit(PrestigeMoved(who, n))
        return
    have = s.players[who].res[resource]
    room = n
    if resource in CAPS:
        room = max(0, min(n, CAPS[resource] - have))
    if resource == "cruiser":
        room = min(room, s.players[who].common_cruisers)
    if room or n:
        ctx.emit(ResourceChanged(who, resource, room, n - room))


def gain_bundle(ctx: Any, who: int, bundle: Bundle) -> None:
    for k, v in bundle:
        gain(ctx, who, k, v)


def lose(ctx: Any, who: int, resource: str, n: int) -> None:
    """A loss takes what is there (G3)."""
    have = ctx.state.players[who].res[resource]
    if min(n, have) > 0:
        ctx.emit(ResourceChanged(who, resource, -min(n, have)))


def can_pay(s: State, who: int, credits: int, other: dict[str, int] | None = None) -> bool:
    """G8: a Credit cost may be paid partly with Innovation or Influence at 1 each."""
    res = s.players[who].res
    spare = res["innovation"] + res["influence"]  # PAY_ORDER's
    if other:
        for k, v in other.items():
            if res[k] < v:
                return False
        spare -= other.get("innovation", 0) + other.get("influence", 0)
    return res["credit"] + spare >= max(0, credits)


def splits(s: State, who: int, credits: int, other: dict[str, int] | None = None) -> list[int]:
    """G8: the ways to cover a Credit shortfall, as the Innovation used (Influence pays the rest); empty when
    the Credits suffice."""
    res, other = s.players[who].res, other or {}
    short = max(0, credits) - res["credit"]
    if short <= 0:
        return []
    innovation = res["innovation"] - other.get("innovation", 0)
    influence = res["influence"] - other.get("influence", 0)
    return list(range(max(0, short - influence), min(short, innovation) + 1))


def pay(ctx: Any, who: int, credits: int, other: dict[str, int] | None = None, innovation: int | None = None) -> None:
    """Pay Credits first; a shortfall from `innovation` Innovation and the rest Influence (default: Innovation
    first, PAY_ORDER)."""
    s = ctx.state
    other = dict(other or {})
    credits = max(0, credits)
    res = s.players[who].res
    from_credit = min(credits, res["credit"])
    short = credits - from_credit
    spend = {"credit": from_credit}
    for k in PAY_ORDER:
        room = res[k] - other.get(k, 0)
        if innovation is not None and k == "innovation":
            room = min(room, innovation)
        take = min(short, room)
        other[k] = other.get(k, 0) + take
        short -= take
    assert short == 0, "pay() called for a cost the player cannot pay"
    for k, v in other.items():
        spend[k] = spend.get(k, 0) + v
    for k, v in spend.items():
        if v > 0:
            ctx.emit(ResourceChanged(who, k, -v))


def bundle_cost(bundle: Bundle) -> tuple[int, dict[str, int]]:
    """A bundle to spend as (Credits, the rest)."""
    d = bundle.as_dict()
    return d.pop("credit", 0), d
