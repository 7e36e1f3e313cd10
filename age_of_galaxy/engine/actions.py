"""A turn (G21-G26) and the nine actions (G33-G46, G86): what a player may do now, and what doing it does."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

import attrs

from age_of_galaxy.content.schema import Bundle, FreeAction, GainPer, OthersLose, PrivateExploration
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import economy as E
from age_of_galaxy.engine import why as W
from age_of_galaxy.engine.events import CardPlayed, DiscPlaced, TelescopeFilled, TokenExplored
from age_of_galaxy.engine.state import CAPS, State
from age_of_galaxy.engine.steps import (
    ActionDone,
    ColonizeTarget,
    CountPick,
    DevelopTarget,
    ExploreTarget,
    PayChoice,
    ResearchPick,
    RewardPick,
    Turn,
)
from tabletop.choices import Option

MAX_ALLIANCE = W.MAX_ALLIANCE  # G27
DEVELOP_COST = 7  # G45
NOMINATE_COST = W.NOMINATE_COST  # G9
DEVELOP_REWARDS = (Bundle.of({"influence": 1}), Bundle.of({"credit": 1, "productivity": 1}))  # G45
CONVERSIONS = {"credit": ("productivity", 2), "innovation": ("credit", 1), "influence": ("credit", 1)}  # G6


def _opt(key: str, label: str, verb: str, **kw: Any) -> Option:
    return Option(key, label, verb=verb, **kw)


def bundle_text(b: Bundle | dict[str, int]) -> str:
    """Resources as a fact to show ("2 credit + 1 innovation"; "nothing")."""
    items = b.items if isinstance(b, Bundle) else tuple((k, v) for k, v in b.items() if v)
    return " + ".join(f"{v} {k}" for k, v in items) or "nothing"


def _cost(credits: int, other: dict[str, int] | None = None) -> str:
    return "costs " + bundle_text({"credit": credits, **(other or {})})


@functools.cache
def space_note(name: str) -> str:
    """What a board space's action costs and gives (the facts a table shows beside it)."""
    sp = C.space(name)
    bonus = f"; bonus {bundle_text(sp.gain)}" if sp.gain is not None else \
        f"; {sp.discount} credit less" if sp.discount else ""
    return {"explore": "costs 1 cruiser; reveal a reachable token",
            "manufacture": "2 credit per cruiser",
            "retrieve": "3 credit + 1 innovation per relic",
            "scavenge": "gain 1 credit",
            "nominate": f"costs 3 influence; gain {sp.prestige} prestige"}[sp.action] + bonus


# ---- what may be done ---------------------------------------------------------------------------------------------
def explore_targets(s: State, who: int) -> list[str]:
    """G34, G35: face-down tokens within reach, and the player's own Telescope tokens."""
    r = E.reach(s, who)
    out = [spot for spot, tok in s.spots.items() if tok is not None and s.spot_positions[spot] <= r]
    return out + [f"scope:{i}" for i in range(len(s.players[who].scope))]


def manufacture_cost(s: State, who: int, space: str, n: int) -> int:
    """G40: 2n Credits less the space's discount and the cost_mods (per Cruiser with Bioship Factories)."""
    return max(0, 2 * n - C.space(space).discount - E.credit_reduction(s, who, "manufacture", n))


def retrieve_cost(s: State, who: int, space: str, n: int) -> int:
    """G41: 3n Credits (and n Innovation, never reduced)."""
    return max(0, 3 * n - C.space(space).discount - E.credit_reduction(s, who, "retrieve", n))


def counts(s: State, who: int, action: str, space: str) -> list[int]:
    res = s.players[who].res
    if action == "manufacture":
        return [n for n in range(1, CAPS["cruiser"] - res["cruiser"] + 1)
                if E.can_pay(s, who, manufacture_cost(s, who, space, n))]
    return [n for n in range(1, res["innovation"] + 1)
            if E.can_pay(s, who, retrieve_cost(s, who, space, n), {"innovation": n})]


def colonize_cost(s: State, who: int) -> int:
    """G43: one Credit per planet controlled before the action, less reductions."""
    return max(0, len(E.controlled(s, who)) - E.credit_reduction(s, who, "colonize"))


def colonize_targets(s: State, who: int, may_play: bool) -> list[tuple[str, str | None]]:
    """G44: (planet, card played for its Adaptation or None)."""
    if not E.can_pay(s, who, colonize_cost(s, who)):
        return []
    r, types = E.reach(s, who), E.adaptations(s, who)
    out: list[tuple[str, str | None]] = []
    for key, pl in s.planets.items():  # the checks and their reasons: why.py
        if W.colonize_block(who, pl, r, types, None) is None:
            out.append((key, None))
        elif may_play and pl.empty:
            out.extend((key, c) for c in sorted(set(s.players[who].hand))
                       if W.colonize_block(who, pl, r, types, c) is None)
    return out


def _can_colonize(s: State, who: int, may_play: bool) -> bool:
    """Whether `colonize_targets` has any (G44), stopping at the first."""
    if not E.can_pay(s, who, colonize_cost(s, who)):
        return False
    r, types = E.reach(s, who), E.adaptations(s, who)
    hand_types: set[str | None] | None = None
    for pl in s.planets.values():
        if not pl.empty or pl.position > r:
            continue
        if pl.type in types:
            return True
        if may_play:
            if hand_types is None:
                hand_types = {C.card(c).adaptation for c in s.players[who].hand}
            if pl.type in hand_types:
                return True
    return False


def develop_cost(s: State, who: int) -> int:
    return max(0, DEVELOP_COST - E.credit_reduction(s, who, "develop"))


def develop_targets(s: State, who: int) -> list[str]:
    """G45: a planet bearing only your colonizing disc; no reach check."""
    if not E.can_pay(s, who, develop_cost(s, who)):
        return []
    return [k for k, pl in s.planets.items() if W.develop_block(who, pl) is None]


def available_techs(s: State, who: int) -> list[str]:
    """G38, G39: not yet researched; a board technology's prerequisites; a faction one on an Alliance card."""
    p = s.players[who]
    return [t.id for t in C.content().technologies if W.tech_block(p, t) is None]


def research_price(s: State, who: int, tech: str, option: str) -> tuple[int, int]:
    """G37: (Credits, Innovation) of a payment option; cost_mod lowers only the Credit part (G92)."""
    basic = C.tech(tech).tier == "basic"
    if option == "innovation":
        return 0, 1 if basic else 2
    return max(0, 3 - E.credit_reduction(s, who, "research")), 0 if basic else 1


def _research_choices(s: State, who: int) -> Iterator[tuple[str, str]]:
    by_credit = max(0, 3 - E.credit_reduction(s, who, "research"))  # research_price's, worked out once
    for t in available_techs(s, who):
        basic = C.tech(t).tier == "basic"
        for option in ("credit", "innovation"):
            credits, innovation = (0, 1 if basic else 2) if option == "innovation" else (by_credit, 0 if basic else 1)
            if E.can_pay(s, who, credits, {"innovation": innovation} if innovation else None):
                yield t, option


def research_choices(s: State, who: int) -> list[tuple[str, str]]:
    """G37-G39: (technology, payment option) the player can research and pay now."""
    return list(_research_choices(s, who))


def has_developed(s: State, who: int) -> bool:
    return W.has_developed(s, who)


def _legal(s: State, who: int, action: str, space: str) -> bool:
    cost = manufacture_cost(s, who, space, 1) if action == "manufacture" else \
        retrieve_cost(s, who, space, 1) if action == "retrieve" else 0  # costs rise with n: n = 1 decides
    return W.action_block(s, who, action, cost, lambda: bool(explore_targets(s, who))) is None


# The options below are the same for the same arguments every time (an Option is a frozen value): each is made
# once and shared, which keeps listing a turn's options cheap (random play-outs list them at every decision).
@functools.cache
def _space_option(name: str) -> Option:
    action = C.space(name).action
    return _opt(f"act:{name}", f"{action.upper()} on {name}", action, target=name, onto=name, note=space_note(name))


@functools.cache
def _trade_options(i: int, card: str) -> tuple[tuple[int, dict[str, int], Option], ...]:
    """(Credits, other resources, the option) of each exchange of the Trade card `card` in slot `i`."""
    return tuple((*E.bundle_cost(spend), _opt(f"trade:{i}:{j}", f"TRADE on {card}, exchange {j + 1}", "trade",
                                              card=card, note=f"spend {bundle_text(spend)}; gain {bundle_text(got)}",
                                              onto=str(i), arg=str(j)))
                 for j, (spend, got) in enumerate(C.exchanges(card)))


@functools.cache
def _named_option(key: str, label: str, verb: str, note: str = "") -> Option:
    return _opt(key, label, verb, note=note)


def action_options(s: State, who: int, may_play: bool) -> list[Option]:
    """G33-G46: every action legal now, each offered once per space or target family."""
    out: list[Option] = []
    known: dict[tuple[str, int], bool] = {}  # spaces of one action differ only by their discount
    for name in s.board.open_for_placing():
        space = C.space(name)
        action = space.action
        legal = known.get((action, space.discount))
        if legal is None:
            legal = known[(action, space.discount)] = _legal(s, who, action, name)
        if legal:
            out.append(_space_option(name))
    for i, t in enumerate(s.trade):
        if not t.board.open_for_placing():
            continue
        for credits, other, option in _trade_options(i, t.card):
            if E.can_pay(s, who, credits, other):
                out.append(option)
    if any(True for _ in _research_choices(s, who)):
        out.append(_named_option("act:research", "RESEARCH", "research"))
    if _can_colonize(s, who, may_play):
        out.append(_named_option("act:colonize", "COLONIZE", "colonize", _cost(colonize_cost(s, who))))
    if develop_targets(s, who):
        out.append(_named_option("act:develop", "DEVELOP", "develop", _cost(develop_cost(s, who))))
    return out


@functools.cache
def _card_options(c: str) -> tuple[Option, Option, Option]:
    """The three ways to play the card `c` (Alliance, True Major Ideology, Reinforcement)."""
    return (_opt(f"alliance:{c}", f"Play {c} to the Alliance", "alliance", card=c,
                 note=f"gain {bundle_text(C.card(c).debut)}"),
            _opt(f"major:{c}", f"Play {c} as True Major Ideology", "major", card=c,
                 note=f"no bonus; your Major Ideology: {C.card(c).ideology}"),  # G29
            _opt(f"reinforce:{c}", f"Play {c} as Reinforcement", "reinforce", card=c,
                 note=f"gain {bundle_text(C.card(c).reinforcement)}"))


def play_options(s: State, who: int) -> list[Option]:
    """G26-G29: one card a turn as an Alliance card (max 3), the True Major Ideology (once), a Reinforcement."""
    p = s.players[who]
    out = []
    alliance, major = W.play_block(s, who, "alliance") is None, W.play_block(s, who, "major") is None
    for c in sorted(set(p.hand)):
        as_alliance, as_major, as_reinforcement = _card_options(c)
        if alliance:
            out.append(as_alliance)
        if major:
            out.append(as_major)
        out.append(as_reinforcement)
    return out


def free_options(s: State, who: int, used: tuple[str, ...]) -> list[Option]:
    """G6-G8: the free conversions (none whose whole gain a cap would lose); G92 free_action abilities."""
    res = s.players[who].res
    out = []
    for src, (dst, n) in CONVERSIONS.items():
        if res[src] >= n and res[dst] < CAPS.get(dst, 1 << 30):
            out.append(_convert_option(src))
    for c, a in E.free_actions(s, who):
        if a.uses == "once_per_turn" and c in used:
            continue
        if all(res[k] >= v for k, v in a.spend):
            out.append(_free_option(c))
    return out


@functools.cache
def _convert_option(src: str) -> Option:
    dst, n = CONVERSIONS[src]
    return _opt(f"convert:{src}", f"Convert {n} {src} to 1 {dst}", "convert", arg=src)


@functools.cache
def _free_option(c: str) -> Option:
    a = C.card(c).ability
    assert isinstance(a, FreeAction)
    return _opt(f"free:{c}", f"Free action of {c}", "free", card=c,
                note=f"spend {bundle_text(a.spend)}; gain {bundle_text(a.gain)}")


def turn_options(s: State, step: Turn) -> list[Option]:
    who = step.seat
    out = [] if step.acted else action_options(s, who, not step.played)
    if not step.played:
        out += play_options(s, who)
    out += free_options(s, who, step.used)
    if step.acted:
        out.append(_named_option("end", "End turn", "end"))
    return out


# ---- doing it -----------------------------------------------------------------------------------------------------
PAID = "|pay:"  # a pick's key with its G8 split: "<key>|pay:<Innovation used>"


def _paid(key: str) -> tuple[str, int | None]:
    base, _, n = key.partition(PAID)
    return base, (int(n) if n else None)


def ask_split(ctx: Any, step: Any, key: str, credits: int, other: dict[str, int] | None = None) -> bool:
    """G8: when a Credit shortfall can be covered more than one way, ask how first (True: asked)."""
    if len(E.splits(ctx.state, step.seat, credits, other)) < 2:
        return False
    ctx.push(PayChoice(step.seat, step, key))
    return True


def pay_options(s: State, step: PayChoice) -> list[Option]:
    credits, other = due(s, step.step, step.key)
    short = credits - s.players[step.seat].res["credit"]
    return [_opt(f"pay:{n}", f"Pay {n} Innovation and {short - n} Influence for the Credits", "pay", arg=str(n),
                 note=f"{n} innovation + {short - n} influence") for n in E.splits(s, step.seat, credits, other)]


def pay_pick(ctx: Any, step: PayChoice, key: str) -> None:
    ctx.pop()
    PICKS[type(step.step)](ctx, step.step, f"{step.key}{PAID}{key.removeprefix('pay:')}")


def due(s: State, step: Any, key: str) -> tuple[int, dict[str, int]]:
    """What the pick `key` of `step` costs: (Credits, the rest)."""
    who = step.seat
    if isinstance(step, Turn):  # a TRADE
        slot, j = (int(x) for x in key.split(":")[1:3])
        return E.bundle_cost(C.exchanges(s.trade[slot].card)[j][0])
    if isinstance(step, CountPick):
        n = int(key.removeprefix("n:"))
        if step.action == "manufacture":
            return manufacture_cost(s, who, step.space, n), {}
        return retrieve_cost(s, who, step.space, n), {"innovation": n}
    if isinstance(step, ResearchPick):
        _, t, option = key.split(":")
        credits, innovation = research_price(s, who, t, option)
        return credits, ({"innovation": innovation} if innovation else {})
    if isinstance(step, ColonizeTarget):
        return colonize_cost(s, who), {}
    return develop_cost(s, who), {}


def turn_pick(ctx: Any, step: Turn, key: str) -> None:
    s: State = ctx.state
    who = step.seat
    key, innovation = _paid(key)
    head, _, rest = key.partition(":")
    if head == "end":
        ctx.pop()
    elif head == "convert":
        dst, n = CONVERSIONS[rest]
        E.lose(ctx, who, rest, n)
        E.gain(ctx, who, dst, 1)
    elif head == "free":
        a = C.card(rest).ability
        for k, v in a.spend:  # type: ignore[union-attr]
            E.lose(ctx, who, k, v)
        E.gain_bundle(ctx, who, a.gain)  # type: ignore[union-attr]
        ctx.replace(attrs.evolve(step, used=(*step.used, rest)))
    elif head in ("alliance", "major", "reinforce"):
        play_card(ctx, who, rest, {"reinforce": "reinforcement"}.get(head, head))
        ctx.replace(attrs.evolve(step, played=True))
    elif head == "trade":
        if innovation is None and ask_split(ctx, step, key, *due(s, step, key)):
            return
        slot, j = (int(x) for x in rest.split(":"))
        t = s.trade[slot]
        ctx.emit(DiscPlaced(who, "trade", f"{slot}:{t.board.open_for_placing()[0]}"))
        spend, got = C.exchanges(t.card)[j]
        E.pay(ctx, who, *E.bundle_cost(spend), innovation=innovation)
        E.gain_bundle(ctx, who, got)
        ctx.push(ActionDone(who, "trade"))
    elif head == "act":
        start_action(ctx, who, rest)
    else:
        raise ValueError(f"unknown turn pick {key}")


def play_card(ctx: Any, who: int, card: str, mode: str) -> None:
    ctx.emit(CardPlayed(who, card, mode))
    c = C.card(card)
    if mode in ("alliance", "debut"):
        E.gain_bundle(ctx, who, c.debut)  # G17, l.338: the Debut bonus
    elif mode == "reinforcement":
        E.gain_bundle(ctx, who, c.reinforcement)


def start_action(ctx: Any, who: int, what: str) -> None:
    if what == "research":
        ctx.push(ResearchPick(who), ActionDone(who, "research"))
        return
    if what == "colonize":
        ctx.push(ColonizeTarget(who))  # ActionDone follows with the planet's type
        return
    if what == "develop":
        ctx.push(DevelopTarget(who))
        return
    space = what
    action = C.space(space).action
    ctx.emit(DiscPlaced(who, "space", space))
    if action == "explore":
        E.lose(ctx, who, "cruiser", 1)  # G34: back to the colour's common supply
        ctx.push(ExploreTarget(who, space), ActionDone(who, "explore", space=space))
    elif action in ("manufacture", "retrieve"):
        ctx.push(CountPick(who, action, space), ActionDone(who, action))
    elif action == "scavenge":
        E.gain(ctx, who, "credit", 1)  # G42
        ctx.push(ActionDone(who, "scavenge", space=space))
    else:  # nominate (G46)
        E.lose(ctx, who, "influence", NOMINATE_COST)
        E.gain(ctx, who, "prestige", C.space(space).prestige)
        ctx.push(ActionDone(who, "nominate"))


def explore_options(s: State, step: ExploreTarget) -> list[Option]:
    return [_opt(f"explore:{t}", f"Explore {t}", "explore", target=t) for t in explore_targets(s, step.seat)]


def explore_pick(ctx: Any, step: ExploreTarget, key: str) -> None:
    s: State = ctx.state
    ctx.pop()
    spot = key.removeprefix("explore:")
    if spot.startswith("scope:"):
        token = s.players[step.seat].scope[int(spot.split(":")[1])]
    else:
        token = s.spots[spot] or ""
    ctx.emit(TokenExplored(step.seat, spot, token))
    E.gain_bundle(ctx, step.seat, C.exploration_gain(token))


def count_options(s: State, step: CountPick) -> list[Option]:
    def note(n: int) -> str:
        if step.action == "manufacture":
            return _cost(manufacture_cost(s, step.seat, step.space, n)) + f"; gain {n} cruiser"
        return _cost(retrieve_cost(s, step.seat, step.space, n), {"innovation": n}) + f"; gain {n} relic"

    return [_opt(f"n:{n}", f"{step.action.upper()} {n}", step.action, arg=str(n), note=note(n))
            for n in counts(s, step.seat, step.action, step.space)]


def count_pick(ctx: Any, step: CountPick, key: str) -> None:
    s: State = ctx.state
    key, innovation = _paid(key)
    if innovation is None and ask_split(ctx, step, key, *due(s, step, key)):
        return
    ctx.pop()
    n, who = int(key.removeprefix("n:")), step.seat
    if step.action == "manufacture":
        E.pay(ctx, who, manufacture_cost(s, who, step.space, n), innovation=innovation)
        E.gain(ctx, who, "cruiser", n)
    else:
        E.pay(ctx, who, retrieve_cost(s, who, step.space, n), {"innovation": n}, innovation=innovation)
        E.gain(ctx, who, "relic", n)


def research_options(s: State, step: ResearchPick) -> list[Option]:
    out = []
    for t, option in research_choices(s, step.seat):
        credits, innovation = research_price(s, step.seat, t, option)
        out.append(_opt(f"research:{t}:{option}", f"Research {C.tech(t).name} ({credits} Credits, {innovation} "
                                                   "Innovation)", "research", card=t, arg=option,
                        note=_cost(credits, {"innovation": innovation})))
    return out


def research_pick(ctx: Any, step: ResearchPick, key: str) -> None:
    s: State = ctx.state
    key, split = _paid(key)
    if split is None and ask_split(ctx, step, key, *due(s, step, key)):
        return
    ctx.pop()
    _, t, option = key.split(":")
    who = step.seat
    credits, innovation = research_price(s, who, t, option)
    ctx.emit(DiscPlaced(who, "tech", t))
    E.pay(ctx, who, credits, {"innovation": innovation} if innovation else None, innovation=split)
    tech = C.tech(t)
    if tech.gain is not None:
        E.gain_bundle(ctx, who, tech.gain)
    if isinstance(tech.gain_per, GainPer):  # G50
        per = tech.gain_per
        E.gain(ctx, who, per.resource, sum(1 for pl in E.controlled(s, who) if pl.type in per.per_planet_of))
    for effect in tech.effects:
        if isinstance(effect, PrivateExploration):  # G48
            n = min(effect.tokens, len(s.explo_stack))
            if n:
                ctx.emit(TelescopeFilled(who, n))
        elif isinstance(effect, OthersLose):  # Cloaking Cruiser
            for other in range(s.n):
                if other != who:
                    E.lose(ctx, other, effect.resource, effect.amount)
    if tech.gain_choice:
        ctx.push(RewardPick(who, t))


def colonize_options(s: State, step: ColonizeTarget) -> list[Option]:
    top = _turn_below(s)
    may_play = top is not None and not top.played
    out = []
    for planet, c in colonize_targets(s, step.seat, may_play):
        key = f"colonize:{planet}" + (f":{c}" if c else "")
        pl = s.planets[planet]
        reward = C.planet_reward(planet.split(":")[0], int(planet.split(":")[1]), pl.token)
        out.append(_opt(key, f"Colonize {planet}" + (f" playing {c} for its Adaptation" if c else ""), "colonize",
                        note=f"{_cost(colonize_cost(s, step.seat))}; gain {bundle_text(reward)}",
                        target=planet, card=c))
    return out


def _turn_below(s: State) -> Turn | None:
    for st in reversed(s.stack):
        if isinstance(st, Turn):
            return st
    return None


def colonize_pick(ctx: Any, step: ColonizeTarget, key: str) -> None:
    s: State = ctx.state
    key, innovation = _paid(key)
    if innovation is None and ask_split(ctx, step, key, *due(s, step, key)):
        return
    ctx.pop()
    parts = key.split(":")
    planet, card = f"{parts[1]}:{parts[2]}", (parts[3] if len(parts) > 3 else None)
    who = step.seat
    if card is not None:
        play_card(ctx, who, card, "adaptation")  # G30: the turn's card play
    E.pay(ctx, who, colonize_cost(s, who), innovation=innovation)
    ctx.emit(DiscPlaced(who, "planet", planet))
    pl = s.planets[planet]
    card_id, slot = planet.split(":")
    E.gain_bundle(ctx, who, C.planet_reward(card_id, int(slot) if slot.isdigit() else 0, pl.token))
    ctx.push(ActionDone(who, "colonize", pl.type, played=card is not None))


def develop_options(s: State, step: DevelopTarget) -> list[Option]:
    return [_opt(f"develop:{k}", f"Develop {k}", "develop", target=k,
                 note=f"{_cost(develop_cost(s, step.seat))}; gain 1 prestige and a choice")
            for k in develop_targets(s, step.seat)]


def develop_pick(ctx: Any, step: DevelopTarget, key: str) -> None:
    s: State = ctx.state
    key, innovation = _paid(key)
    if innovation is None and ask_split(ctx, step, key, *due(s, step, key)):
        return
    ctx.pop()
    planet, who = key.removeprefix("develop:"), step.seat
    E.pay(ctx, who, develop_cost(s, who), innovation=innovation)
    ctx.emit(DiscPlaced(who, "planet", planet))
    E.gain(ctx, who, "prestige", 1)
    ctx.push(RewardPick(who, "develop"), ActionDone(who, "develop", s.planets[planet].type))


def reward_bundles(source: str) -> tuple[Bundle, ...]:
    return DEVELOP_REWARDS if source == "develop" else C.tech(source).gain_choice


def reward_options(s: State, step: RewardPick) -> list[Option]:
    return [_opt(f"reward:{i}", " + ".join(f"{v} {k}" for k, v in b), "reward", arg=str(i))
            for i, b in enumerate(reward_bundles(step.source))]


def reward_pick(ctx: Any, step: RewardPick, key: str) -> None:
    ctx.pop()
    E.gain_bundle(ctx, step.seat, reward_bundles(step.source)[int(key.removeprefix("reward:"))])


def action_done(ctx: Any, step: ActionDone) -> None:
    """G34, G92: the technologies' "every time you X" gains, the space bonus, then the Alliance's on_action
    abilities; the turn's action is resolved (End turn is offered from now on)."""
    s: State = ctx.state
    ctx.pop()
    who = step.seat
    for b in E.on_action_gains(s, who, step.action, step.planet_type, techs=True):
        E.gain_bundle(ctx, who, b)
    if step.space and C.space(step.space).gain is not None:
        E.gain_bundle(ctx, who, C.space(step.space).gain)  # type: ignore[arg-type]
    for b in E.on_action_gains(s, who, step.action, step.planet_type, techs=False):
        E.gain_bundle(ctx, who, b)
    top = s.stack[-1]
    assert isinstance(top, Turn)
    ctx.replace(attrs.evolve(top, acted=True, played=top.played or step.played))


PICKS: dict[type, Any] = {Turn: turn_pick, CountPick: count_pick, ResearchPick: research_pick,
                          ColonizeTarget: colonize_pick, DevelopTarget: develop_pick}
