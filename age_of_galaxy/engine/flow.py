"""The game's course: setup (G10-G17), the rounds (G18-G22), War (G52-G56), the Galactic phase (G57-G61) and the
final scoring (G63-G66), on the kernel's step machine."""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs

from age_of_galaxy.content.schema import ExplorationSpot, GalaxyScoring, OnProductionEnd, TokenSpot
from age_of_galaxy.engine import actions as A
from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import economy as E
from age_of_galaxy.engine.events import (
    CardsDrawn,
    DiscsTaken,
    ExplorationPlaced,
    FleetMoved,
    GoldenAge,
    PlanetAcquired,
    PlanetTokenPlaced,
    Scored,
    SpaceEmptied,
    SystemRevealed,
)
from age_of_galaxy.engine.solo import HUMAN, VO_CARDS, VO_KEEP, VO_STRENGTH, vo_cards
from age_of_galaxy.engine.state import HAND, ROUNDS, State
from age_of_galaxy.engine.steps import (
    ActionDone,
    ActionPhase,
    BeginRound,
    ColonizeTarget,
    CountPick,
    DebutPick,
    DevelopTarget,
    DraftPick,
    ExploreTarget,
    FinalScoring,
    Galactic,
    OpenDiscards,
    OpenDraft,
    PayChoice,
    ResearchPick,
    RewardPick,
    SetupDiscard,
    Turn,
    VOCards,
    War,
    WarAcquire,
    WarDiscard,
)
from tabletop import runtime
from tabletop.choices import Option
from tabletop.rounds import GameClosed, PhaseBegan, TurnBegan
from tabletop.sealed import Opened, Picked
from tabletop.steps import StepMachine

MAX_DISCARD = 3  # G16
PER_PRODUCTION = 3  # G19
GOLDEN_KEEP = 3  # G60
# G53: War rewards by player count, by place (1st, 2nd, ...): (prestige, relic).
WAR_REWARDS = {2: ((1, 1),), 3: ((2, 1), (1, 0)), 4: ((3, 1), (1, 1), (1, 0))}
# G63: Major Ideology scoring.
IDEOLOGY_VP = ("cultural", "diplomatic", "industrial", "militaristic", "scientific")


# ---- setup ----------------------------------------------------------------------------------------------------------
def fill_system(ctx: Any, position: int) -> None:
    """G13: turn the card at `position` face up and fill its spots whose minimum player count is met, in slot order:
    Planet tokens face up, Exploration tokens face down."""
    s: State = ctx.state
    card = s.systems[position - 1]
    ctx.emit(SystemRevealed(position, card))
    players = max(s.n, 2)  # G12: solo counts as 2
    for i, slot in enumerate(C.system_slots(card)):
        spot = f"{card}:{i}"
        if isinstance(slot, TokenSpot) and slot.min_players <= players and s.planet_stack:
            ctx.emit(PlanetTokenPlaced(spot, s.planet_stack[0]))
        elif isinstance(slot, ExplorationSpot) and slot.min_players <= players and s.explo_stack:
            ctx.emit(ExplorationPlaced(spot))


def discard_options(s: State, step: SetupDiscard) -> list[Option]:
    """G16: one card at a time (never reading another seat's pick), then keep the rest."""
    out = [Option("keep", f"Keep the rest ({len(step.chosen)} to discard)", verb="keep")]
    if len(step.chosen) < MAX_DISCARD:
        out += [Option(f"discard:{c}", f"Discard {c}", verb="discard", card=c)
                for c in sorted(set(s.players[step.seat].hand) - set(step.chosen))]
    return out


def discard_pick(ctx: Any, step: SetupDiscard, key: str) -> None:
    if key == "keep":
        ctx.pop()
        ctx.emit(Picked("discard", step.seat, ",".join(step.chosen)))
    else:
        ctx.replace(attrs.evolve(step, chosen=(*step.chosen, key.removeprefix("discard:"))))


def open_discards(ctx: Any, _step: OpenDiscards) -> None:
    """G16: the discards leave the game (their number public); in turn order each seat draws back to 7."""
    s: State = ctx.state
    ctx.pop()
    ctx.emit(Opened("discard"))
    for who in s.turns.order:
        short = HAND - len(s.players[who].hand)
        if short:
            ctx.emit(CardsDrawn(who, short))


def draft_options(s: State, step: DraftPick) -> list[Option]:
    """G72: any card of the pack held (never reading another seat's pick)."""
    return [Option(f"draft:{c}", f"Draft {c}", verb="draft", card=c) for c in sorted(set(s.packs[step.seat]))]


def draft_pick(ctx: Any, step: DraftPick, key: str) -> None:
    ctx.pop()
    ctx.emit(Picked("draft", step.seat, key.removeprefix("draft:")))


def open_draft(ctx: Any, _step: OpenDraft) -> None:
    ctx.pop()
    ctx.emit(Opened("draft"))


def debut_options(s: State, step: DebutPick) -> list[Option]:
    return [Option(f"debut:{c}", f"Debut {c}", verb="debut", card=c, note=f"gain {A.bundle_text(C.card(c).debut)}")
            for c in sorted(set(s.players[step.seat].hand))]


def debut_pick(ctx: Any, step: DebutPick, key: str) -> None:
    ctx.pop()
    A.play_card(ctx, step.seat, key.removeprefix("debut:"), "debut")  # G17: not a turn


# ---- the round ------------------------------------------------------------------------------------------------------
def begin_round(ctx: Any, step: BeginRound) -> None:
    """G19, G20: Production, then the Action phase."""
    s: State = ctx.state
    ctx.pop()
    order = s.turns.order
    ctx.emit(PhaseBegan(step.round, "production", order))
    for who in order:
        got = min(PER_PRODUCTION, s.players[who].common_discs)  # G2
        if got:
            ctx.emit(DiscsTaken(who, got))
    for who in order:
        E.gain(ctx, who, "credit", s.players[who].res["productivity"])
        E.lose(ctx, who, "productivity", 1)
    gains = [(who, production_gain(s, who, a)) for who in order for a in E.production_effects(s, who)]  # G20
    for who, bundle in gains:
        for k, v in bundle:
            E.gain(ctx, who, k, v)
    ctx.emit(PhaseBegan(step.round, "action", order))
    ctx.push(ActionPhase(), *((VOCards(VO_CARDS),) if s.solo else ()), War() if step.round > 1 else Galactic())


def production_gain(s: State, who: int, a: OnProductionEnd) -> tuple[tuple[str, int], ...]:
    if a.form == "bundle":
        assert a.bundle is not None
        return a.bundle.items
    assert a.count is not None and a.resource is not None
    return ((a.resource, min(a.max, E.count(s, who, a.count) // a.per)),)


def action_phase(ctx: Any, _step: ActionPhase) -> None:
    """G21, G22: turns in order; a player without a disc has passed."""
    s: State = ctx.state
    who = s.turns.next_up(lambda p: s.players[p].discs > 0)
    if who is None:
        ctx.pop()
        return
    ctx.emit(TurnBegan(who))
    ctx.push(Turn(who))


# ---- War (G52-G56) --------------------------------------------------------------------------------------------------
def war_places(s: State) -> list[tuple[int, int]]:
    """G52: (seat, place) of every seat that ranks: by Cruisers in supply (+ rank_plus), ties by Strength; still
    tied share the place (1, 1, 3)."""
    ranked = [w for w in range(s.n) if s.players[w].res["cruiser"] > 0]
    key = {w: (s.players[w].res["cruiser"] + E.war_bonus(s, w, "rank_plus"),
               VO_STRENGTH if w == s.vo else s.players[w].res["strength"]) for w in ranked}
    ranked.sort(key=lambda w: key[w], reverse=True)
    out = []
    for w in ranked:
        place = 1 + sum(1 for x in ranked if key[x] > key[w])
        out.append((w, place))
    return out


def war(ctx: Any, _step: War) -> None:
    s: State = ctx.state
    ctx.pop()
    ctx.emit(PhaseBegan(s.round, "war", s.turns.order))
    places = dict(war_places(s))
    rewards = WAR_REWARDS[max(s.n, 2)]
    for who in s.turns.order:  # G5: Prestige moves one at a time in turn order
        place = places.get(who)
        if place is not None and place <= len(rewards):
            prestige, relic = rewards[place - 1]
            E.gain(ctx, who, "prestige", prestige)
            E.gain(ctx, who, "relic", relic)
    overlords = [w for w, p in places.items() if p == 1]
    after: list[Any] = [WarDiscard(), FinalScoring() if s.round == ROUNDS else Galactic()]
    if len(overlords) == 1 and overlords[0] == s.vo:
        ctx.push(WarAcquire(HUMAN, vo=True), *after)  # G79: you choose which of your planets it takes
    elif len(overlords) == 1:
        ctx.push(WarAcquire(overlords[0]), *after)
    else:
        ctx.push(*after)


def acquire_targets(s: State, who: int) -> list[str]:
    """G54: a reachable Unprotected planet not the Overlord's own (an empty one too)."""
    r = E.reach(s, who)
    return [k for k, pl in s.planets.items()
            if pl.position <= r and who not in pl.discs and not E.is_protected(s, pl)]


def acquire_options(s: State, step: WarAcquire) -> list[Option]:
    if step.vo:  # G79: one of your Unprotected planets within fleet + 1, no choice of none
        reach = min(s.fleet + 1, s.revealed)
        return [Option(f"acquire:{k}", f"The Virtual Opponent acquires {k}", verb="acquire", target=k)
                for k, pl in s.planets.items()
                if step.seat in pl.discs and pl.position <= reach and not E.is_protected(s, pl)]
    if s.players[step.seat].res["cruiser"] < 1:
        return []
    return [Option("acquire:none", "Acquire nothing", verb="acquire")] + [
        Option(f"acquire:{k}", f"Acquire {k}", verb="acquire", target=k) for k in acquire_targets(s, step.seat)]


def acquire_pick(ctx: Any, step: WarAcquire, key: str) -> None:
    ctx.pop()
    planet = key.removeprefix("acquire:")
    if planet != "none":
        ctx.emit(PlanetAcquired(ctx.state.vo if step.vo else step.seat, planet))


def war_discard(ctx: Any, _step: WarDiscard) -> None:
    """G56: every player returns the Cruisers above their Strength (+ keep_plus)."""
    s: State = ctx.state
    ctx.pop()
    for who in (*s.turns.order, *((s.vo,) if s.vo is not None else ())):
        p = s.players[who]
        keep = VO_KEEP if who == s.vo else p.res["strength"] + E.war_bonus(s, who, "keep_plus")
        E.lose(ctx, who, "cruiser", p.res["cruiser"] - keep)


# ---- the Galactic phase (G57-G61) -----------------------------------------------------------------------------------
def galactic(ctx: Any, _step: Galactic) -> None:
    s: State = ctx.state
    ctx.pop()
    ctx.emit(PhaseBegan(s.round, "galactic", s.turns.order))
    ctx.emit(FleetMoved(s.fleet + 1))  # step 1
    if s.revealed < len(s.systems):
        fill_system(ctx, s.revealed + 1)
    for name in s.board.names():  # steps 2 and 3
        action = C.space(name).action
        if not s.board[name].owned():
            continue
        if action in C.content().trade_slots:
            ctx.emit(SpaceEmptied(name, C.content().trade_slots.index(action)))
        elif action == "explore":
            ctx.emit(SpaceEmptied(name, -1))
    order = tuple(w for w in s.prestige.ranking() if w < s.seats)  # step 4 (G59); G75: never the VO
    full = tuple(i for i, t in enumerate(s.trade) if not t.flipped and not t.board.open_for_placing())
    if full:  # step 5 (G60)
        returned: Counter[int] = Counter()
        for i in full:
            t = s.trade[i]
            for sp in t.board.spaces:
                returned.update(int(x) for x in sp.owned())
            returned.update(t.overflow)
        ctx.emit(GoldenAge(full, tuple(min(GOLDEN_KEEP, returned[w]) for w in range(s.n))))
    ctx.push(BeginRound(s.round + 1))
    ctx.emit(PhaseBegan(s.round, "galactic", order))  # the new order stands from here on


# ---- the end (G63-G66) ----------------------------------------------------------------------------------------------
def major_ideology(s: State, who: int) -> str | None:
    """G28, G29."""
    p = s.players[who]
    if p.true_major is not None:
        return C.card(p.true_major).ideology
    tally = Counter(C.card(c).ideology for c in p.alliance)
    if not tally:
        return None
    (top, n), *rest = tally.most_common()
    return None if rest and rest[0][1] == n else top


def ideology_vp(s: State, who: int, ideology: str | None) -> int:
    p, res = s.players[who], s.players[who].res
    match ideology:
        case "scientific":
            return len(p.techs)
        case "diplomatic":
            return s.prestige.total(who) // 4
        case "militaristic":
            return sum(1 for pl in s.planets.values() if pl.cruiser == who) + res["strength"] // 2
        case "cultural":
            return res["relic"]
        case "industrial":
            return res["productivity"] // 2
    return 0


def score(s: State, who: int) -> tuple[int, ...]:
    """(prestige, ideology, galaxy, relics, faction, total)."""
    p = s.players[who]
    mine = E.controlled(s, who)
    galaxy = sum(len(pl.discs) for pl in mine)  # G64: 1 Colonized, 2 Developed
    faction = 0
    for c in p.alliance:
        es = C.card(c).end_scoring
        if es is not None:
            faction += min(es.max_vp, E.count(s, who, es.count) // es.per)
    for t in p.techs:
        for eff in C.tech(t).effects:
            if isinstance(eff, GalaxyScoring):
                vp = sum(eff.colonized if len(pl.discs) == 1 else eff.developed for pl in mine)
                faction += vp if eff.max_vp is None else min(eff.max_vp, vp)
    parts = (s.prestige.total(who), ideology_vp(s, who, major_ideology(s, who)), galaxy, p.res["relic"], faction)
    return (*parts, sum(parts))


def final_scoring(ctx: Any, _step: FinalScoring) -> None:
    s: State = ctx.state
    ctx.pop()
    ctx.emit(GameClosed())
    scores = tuple(score(s, w) if w < s.seats else (0,) * 6 for w in range(s.n))  # G75: the VO scores nothing
    stack = s.prestige.ranking()  # G66: total VP, then Prestige, then the disc on top
    ranked = sorted(range(s.seats), key=lambda w: (-scores[w][-1], -scores[w][0], stack.index(w)))
    ctx.emit(Scored(scores, (ranked[0],)))


# ---- the machine ----------------------------------------------------------------------------------------------------
def _seat_prompt(text: str) -> Any:
    return lambda ctx, step: (f"{ctx.state.players[step.seat].name}: {text}", ())


MACHINE = StepMachine(decided=runtime.Decided)
MACHINE.add_auto(OpenDiscards, open_discards)
MACHINE.add_auto(BeginRound, begin_round)
MACHINE.add_auto(ActionPhase, action_phase)
MACHINE.add_auto(ActionDone, A.action_done)
MACHINE.add_auto(War, war)
MACHINE.add_auto(WarDiscard, war_discard)
MACHINE.add_auto(Galactic, galactic)
MACHINE.add_auto(FinalScoring, final_scoring)
MACHINE.add_auto(VOCards, vo_cards)
MACHINE.add_auto(OpenDraft, open_draft)
for _cls, _options, _pick, _text in (
        (SetupDiscard, discard_options, discard_pick, "discard up to 3 cards (sealed)"),
        (DebutPick, debut_options, debut_pick, "play your Debut card"),
        (DraftPick, draft_options, draft_pick, "draft a card (sealed)"),
        (Turn, lambda s, st: A.turn_options(s, st), A.turn_pick, "your turn"),
        (ExploreTarget, A.explore_options, A.explore_pick, "choose a token to explore"),
        (CountPick, A.count_options, A.count_pick, "how many?"),
        (ResearchPick, A.research_options, A.research_pick, "choose a technology and a payment"),
        (ColonizeTarget, A.colonize_options, A.colonize_pick, "choose a planet to colonize"),
        (DevelopTarget, A.develop_options, A.develop_pick, "choose a planet to develop"),
        (RewardPick, A.reward_options, A.reward_pick, "choose a reward"),
        (PayChoice, A.pay_options, A.pay_pick, "pay the Credits short with Innovation and Influence"),
        (WarAcquire, acquire_options, acquire_pick, "acquire a planet?")):
    MACHINE.add_choice(_cls, (lambda f: lambda ctx, step: f(ctx.state, step))(_options), _pick, _seat_prompt(_text))
