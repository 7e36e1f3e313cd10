"""Standard Solo's Virtual Opponent (G74-G79) on the kernel's automaton: after the player's last turn of each round
it reveals two cards of its deck and resolves each (G77, G78); every choice it makes is the leftmost by G76 and is
logged as an AutomatonActed (a barrier: undo never crosses it)."""

from __future__ import annotations

from typing import Any

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine import economy as E
from age_of_galaxy.engine.events import DiscPlaced, ExplorationRemoved, PlanetAcquired, VOCardRevealed
from age_of_galaxy.engine.state import State
from age_of_galaxy.engine.steps import VOCards
from tabletop.automaton import Automaton, Priorities, Rule, act
from tabletop.choices import Option

VO_NAME = "Virtual Opponent"
VO_STRENGTH = 4  # G74, G79: its Strength in War
VO_KEEP = 4  # G79: it discards down to 4 Cruisers
VO_CARDS = 2  # G77
NOMINATE_COST = 3
HUMAN = 0
LEFTMOST = Priorities((Rule("the leftmost (G76)", lambda o: True),))
MOST_PRESTIGE = Priorities((Rule("the most Prestige, leftmost on ties (G78)", lambda o: True),),
                           order=lambda o: (-int(o.arg), int(o.note)))


def slot_order(key: str, position: int) -> tuple[int, int]:
    """G76: by card position, then the card's slot order."""
    return position, int(key.split(":")[1])


def _choose(ctx: Any, options: list[Option], rules: Priorities = LEFTMOST) -> Option | None:
    s: State = ctx.state
    assert s.vo is not None
    return act(ctx, Automaton(s.vo, VO_NAME), options, rules) if options else None


def vo_cards(ctx: Any, step: VOCards) -> None:
    s: State = ctx.state
    vo = s.vo
    assert vo is not None
    if not s.deck:
        ctx.pop()
        return
    card = C.card(s.deck[0])
    ctx.emit(VOCardRevealed(card.id))
    # (a) colonize the leftmost empty planet of the card's Adaptation within the fleet's reach (no Warp Drive)
    targets = sorted((pl for pl in s.planets.values() if pl.empty and pl.type == card.adaptation
                      and pl.position <= min(s.fleet, s.revealed)), key=lambda pl: slot_order(pl.key, pl.position))
    chosen = _choose(ctx, [Option(f"colonize:{pl.key}", f"Colonize {pl.key}", target=pl.key) for pl in targets])
    if chosen is not None and s.players[vo].discs:
        ctx.emit(DiscPlaced(vo, "planet", chosen.target or ""))
    ideology_effect(ctx, vo, card.ideology)
    ctx.count_down(step)


def ideology_effect(ctx: Any, vo: int, ideology: str) -> None:
    """G78 (b)."""
    s: State = ctx.state
    if ideology == "industrial":
        E.gain(ctx, vo, "cruiser", 1)
    elif ideology == "diplomatic":
        E.gain(ctx, vo, "influence", 2)
        spaces = [sp.name for sp in s.board.spaces if C.space(sp.name).action == "nominate" and not sp.full]
        if s.players[vo].res["influence"] >= NOMINATE_COST and spaces and s.players[vo].discs:
            chosen = _choose(ctx, [Option(f"nominate:{n}", f"Nominate on {n}", target=n,
                                          arg=str(C.space(n).prestige), note=str(i)) for i, n in enumerate(spaces)],
                             MOST_PRESTIGE)
            assert chosen is not None and chosen.target is not None
            E.lose(ctx, vo, "influence", NOMINATE_COST)
            ctx.emit(DiscPlaced(vo, "space", chosen.target))
            E.gain(ctx, vo, "prestige", C.space(chosen.target).prestige)
    elif ideology == "cultural":
        you = s.players[HUMAN].res
        if you["cruiser"] > you["strength"]:
            E.lose(ctx, HUMAN, "cruiser", 1)
    elif ideology == "militaristic":
        targets = sorted((pl for pl in s.planets.values() if HUMAN in pl.discs and pl.position <= s.fleet
                          and not E.is_protected(s, pl)), key=lambda pl: slot_order(pl.key, pl.position))
        p = s.players[vo]
        source = "common" if p.common_cruisers else "supply" if p.res["cruiser"] else ""
        if source:
            chosen = _choose(ctx, [Option(f"acquire:{pl.key}", f"Acquire {pl.key}", target=pl.key) for pl in targets])
            if chosen is not None:
                ctx.emit(PlanetAcquired(vo, chosen.target or "", from_common=source == "common"))
        E.gain(ctx, vo, "cruiser", 1)
    elif ideology == "scientific":
        spots = sorted((k for k, v in s.spots.items() if v), key=lambda k: slot_order(k, s.spot_positions[k]))
        chosen = _choose(ctx, [Option(f"remove:{k}", f"Remove the token on {k}", target=k) for k in spots])
        if chosen is not None:
            ctx.emit(ExplorationRemoved(chosen.target or ""))
