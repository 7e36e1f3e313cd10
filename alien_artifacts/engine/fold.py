"""fold(state, event): the only code that changes a State. No rules here, only bookkeeping.

Each handler is entered in the kernel's FoldTable (tabletop/fold.py) under its event class."""

from __future__ import annotations

from alien_artifacts.engine import events as ev
from alien_artifacts.engine.state import PlayerState, State, TurnState
from tabletop.fold import FoldTable
from tabletop.runtime import fold_steps

FOLD = FoldTable("Alien Artifacts")  # the kernel's dispatch by event class (tabletop/fold.py)
_on = FOLD.on
apply = FOLD.apply  # apply(state, event): the handler of the event's class; FoldError for an unknown one


def new_state() -> State:
    return State(players=[])


@_on(ev.GameStarted)
def _started(s: State, e: ev.GameStarted) -> None:
    s.players = [PlayerState(seat=i, name=n, credits=e.credits) for i, n in enumerate(e.names)]
    s.round_marker = e.round_marker
    s.blockades_left = e.blockades
    for d in ("ship", "technology", "planet", "resource", "alien", "defense", "artifact"):
        s.decks.setdefault(d, [])
    for d in ("resource", "artifact", "defense"):
        s.discards.setdefault(d, [])


@_on(ev.FactionsAssigned)
def _factions(s: State, e: ev.FactionsAssigned) -> None:
    s.random_uses += 1
    for p, f in zip(s.players, e.factions, strict=True):
        p.faction = f


@_on(ev.StartPlayerChosen)
def _start(s: State, e: ev.StartPlayerChosen) -> None:
    s.random_uses += 1
    s.start_player = e.seat
    s.current = e.seat


@_on(ev.DeckShuffled)
def _shuffled(s: State, e: ev.DeckShuffled) -> None:
    s.random_uses += 1
    if e.deck in s.discards:
        s.discards[e.deck] = []
    s.decks[e.deck] = list(e.order)


@_on(ev.AlienSystemRevealed)
def _alien(s: State, e: ev.AlienSystemRevealed) -> None:
    s.decks["alien"].remove(e.card)
    s.alien_system = e.card


@_on(ev.AlienSystemCycled)
def _cycled(s: State, e: ev.AlienSystemCycled) -> None:
    s.decks["alien"].insert(0, e.card)
    s.alien_system = None


@_on(ev.PositionArranged)
def _arranged(s: State, e: ev.PositionArranged) -> None:
    s.players = []
    for i, name in enumerate(e.names):
        p = PlayerState(seat=i, name=name, faction=e.factions[i], credits=e.credits[i], vp=e.vp[i],
                        hand=list(e.hands[i]), artifacts=list(e.artifacts[i]),
                        defense_plans=list(e.defense_plans[i]), under_construction=list(e.under_construction[i]))
        for card, res, section in e.attached[i]:
            p.attached.setdefault(card, []).append((res, section))
        for card, side, tokens in e.empire[i]:
            p.empire.append(card)
            p.sides[card] = side
            if tokens:
                p.blockades[card] = tokens
        for planet, res, section in e.produced[i]:
            p.produced.setdefault(planet, []).append((res, section))
        if p.vp:
            p.vp_sources["scenario"] = p.vp
        s.players.append(p)
    s.decks = {deck: list(pile) for deck, pile in e.decks}
    s.discards = {deck: list(pile) for deck, pile in e.discards}
    s.alien_system = e.alien_system
    s.revealed, s.open_cards, s.turn = [], [], TurnState()
    s.round_marker = e.round_marker
    s.start_player = e.start_player
    s.current = e.current
    s.blockades_left = e.blockades_left
    s.turn_number = e.turns_played
    s.end_triggered = e.last_turn_seat is not None
    s.last_turn_seat = e.last_turn_seat
    s.random_uses += 1  # the unnamed cards were shuffled from the seed


@_on(ev.TurnStarted)
def _turn(s: State, e: ev.TurnStarted) -> None:
    s.current = e.seat
    s.turn = TurnState()
    s.turn_number += 1
    s.players[e.seat].turns += 1


@_on(ev.ActionChosen)
def _action(s: State, e: ev.ActionChosen) -> None:
    s.turn.action_taken = True


@_on(ev.Passed)
def _passed(s: State, e: ev.Passed) -> None:
    s.turn.action_taken = True


@_on(ev.TurnEnded)
def _ended(s: State, e: ev.TurnEnded) -> None:
    pass


@_on(ev.RoundMarkerMoved)
def _marker(s: State, e: ev.RoundMarkerMoved) -> None:
    s.round_marker = e.space


@_on(ev.EndTriggered)
def _end(s: State, e: ev.EndTriggered) -> None:
    s.end_triggered = True
    s.last_turn_seat = e.last_seat


@_on(ev.GameEnded)
def _game_ended(s: State, e: ev.GameEnded) -> None:
    s.over = True
    s.winners = e.winners
    s.tiebreak = e.tiebreak
    for seat, (during, empire, techs, faction, paid) in enumerate(e.breakdown):
        s.final[seat] = {"during": during, "empire": empire, "technologies": techs, "faction": faction,
                         "blockade_credits": paid, "total": e.totals[seat]}
    s.stack.clear()


# ---- resources -----------------------------------------------------------------------------------
def _take_top(s: State, deck: str, card: str) -> None:
    pile = s.decks[deck]
    if not pile or pile[-1] != card:
        raise ValueError(f"{card} is not on top of the {deck} deck")
    pile.pop()


@_on(ev.ResourceDrawn)
def _drawn(s: State, e: ev.ResourceDrawn) -> None:
    _take_top(s, "resource", e.card)
    s.players[e.seat].hand.append(e.card)


@_on(ev.ResourceRevealed)
def _revealed(s: State, e: ev.ResourceRevealed) -> None:
    _take_top(s, "resource", e.card)
    s.revealed.append(e.card)


@_on(ev.RevealedDiscarded)
def _rev_discarded(s: State, e: ev.RevealedDiscarded) -> None:
    s.revealed.remove(e.card)
    s.discards["resource"].append(e.card)


@_on(ev.Produced)
def _produced(s: State, e: ev.Produced) -> None:
    s.revealed.remove(e.card)
    s.players[e.seat].produced.setdefault(e.planet, []).append((e.card, e.section))


def _remove_source(p: PlayerState, card: str, source: str) -> None:
    if source == "hand":
        p.hand.remove(card)
        return
    tucked = p.produced[source]
    for i, (c, _sec) in enumerate(tucked):
        if c == card:
            del tucked[i]
            break
    else:
        raise ValueError(f"{card} is not produced on {source}")
    if not tucked:
        del p.produced[source]


@_on(ev.ResourcePaid)
def _paid(s: State, e: ev.ResourcePaid) -> None:
    _remove_source(s.players[e.seat], e.card, e.source)
    s.discards["resource"].append(e.card)


@_on(ev.ResourceAttached)
def _attached(s: State, e: ev.ResourceAttached) -> None:
    p = s.players[e.seat]
    _remove_source(p, e.card, e.source)
    p.attached.setdefault(e.target, []).append((e.card, e.section))


@_on(ev.ResourceDiscarded)
def _discarded(s: State, e: ev.ResourceDiscarded) -> None:
    s.players[e.seat].hand.remove(e.card)
    s.discards["resource"].append(e.card)


# ---- cards ---------------------------------------------------------------------------------------
@_on(ev.CardsDrawn)
def _cards_drawn(s: State, e: ev.CardsDrawn) -> None:
    for c in e.cards:
        _take_top(s, e.deck, c)
        s.open_cards.append(c)


@_on(ev.CardKept)
def _kept(s: State, e: ev.CardKept) -> None:
    s.open_cards.remove(e.card)
    s.players[e.seat].under_construction.append(e.card)


@_on(ev.CardsBottomed)
def _bottomed(s: State, e: ev.CardsBottomed) -> None:
    for c in e.cards:
        if e.from_deck:
            _take_top(s, e.deck, c)
        else:
            s.open_cards.remove(c)
        s.decks[e.deck].insert(0, c)


@_on(ev.CardTaken)
def _taken(s: State, e: ev.CardTaken) -> None:
    _take_top(s, e.deck, e.card)
    p = s.players[e.seat]
    if e.to == "empire":
        p.empire.append(e.card)
        p.sides[e.card] = e.side
    else:
        p.under_construction.append(e.card)


@_on(ev.CardCompleted)
def _completed(s: State, e: ev.CardCompleted) -> None:
    p = s.players[e.seat]
    p.under_construction.remove(e.card)
    for c, _sec in p.attached.pop(e.card, []):
        s.discards["resource"].append(c)
    p.empire.append(e.card)
    p.sides[e.card] = e.side


def _leave_empire(s: State, p: PlayerState, card: str) -> None:
    p.empire.remove(card)
    p.sides.pop(card, None)
    s.blockades_left += p.blockades.pop(card, 0)
    for c, _sec in p.produced.pop(card, []):
        s.discards["resource"].append(c)


@_on(ev.ShipDestroyed)
def _destroyed(s: State, e: ev.ShipDestroyed) -> None:
    _leave_empire(s, s.players[e.seat], e.card)
    s.decks["ship"].insert(0, e.card)


@_on(ev.ShipDamaged)
def _damaged(s: State, e: ev.ShipDamaged) -> None:
    p = s.players[e.seat]
    _leave_empire(s, p, e.card)
    p.under_construction.append(e.card)


@_on(ev.BlockadePlaced)
def _blockade(s: State, e: ev.BlockadePlaced) -> None:
    p = s.players[e.seat]
    p.blockades[e.card] = p.blockades.get(e.card, 0) + 1
    s.blockades_left -= 1


@_on(ev.BlockadeRemoved)
def _unblockade(s: State, e: ev.BlockadeRemoved) -> None:
    p = s.players[e.seat]
    n = p.blockades[e.card] - 1
    if n:
        p.blockades[e.card] = n
    else:
        del p.blockades[e.card]
    s.blockades_left += 1


@_on(ev.CardActivated)
def _activated(s: State, e: ev.CardActivated) -> None:
    s.players[e.seat].credits -= e.credits
    s.turn.activated.append(e.card)


# ---- scores --------------------------------------------------------------------------------------
@_on(ev.CreditsChanged)
def _credits(s: State, e: ev.CreditsChanged) -> None:
    s.players[e.seat].credits += e.delta


@_on(ev.VpChanged)
def _vp(s: State, e: ev.VpChanged) -> None:
    p = s.players[e.seat]
    p.vp += e.delta
    p.vp_sources[e.why] = p.vp_sources.get(e.why, 0) + e.delta


@_on(ev.TechnologyScored)
def _tech_scored(s: State, e: ev.TechnologyScored) -> None:
    pass


@_on(ev.ArtifactGained)
def _art_gained(s: State, e: ev.ArtifactGained) -> None:
    _take_top(s, "artifact", e.card)
    s.players[e.seat].artifacts.append(e.card)


@_on(ev.ArtifactPlayed)
def _art_played(s: State, e: ev.ArtifactPlayed) -> None:
    s.players[e.seat].artifacts.remove(e.card)
    s.discards["artifact"].append(e.card)


@_on(ev.DefensePlanGained)
def _dp_gained(s: State, e: ev.DefensePlanGained) -> None:
    _take_top(s, "defense", e.card)
    s.players[e.seat].defense_plans.append(e.card)


@_on(ev.DefensePlanChosen)
def _dp_chosen(s: State, e: ev.DefensePlanChosen) -> None:
    pass


@_on(ev.ShipsChosen)
def _ships_chosen(s: State, e: ev.ShipsChosen) -> None:
    pass


@_on(ev.AttackDeclared)
def _declared(s: State, e: ev.AttackDeclared) -> None:
    pass


@_on(ev.ShipAttacked)
def _ship_attacked(s: State, e: ev.ShipAttacked) -> None:
    s.turn.attacked.append(e.ship)


@_on(ev.AdditionallyUsed)
def _additionally(s: State, e: ev.AdditionallyUsed) -> None:
    s.turn.additionally_used.append(e.card)


@_on(ev.TempDiscountAdded)
def _temp(s: State, e: ev.TempDiscountAdded) -> None:
    s.turn.temp_discounts.append((e.action, e.amount))


# ---- decisions and the step stack ----------------------------------------------------------------
fold_steps(FOLD)  # Decided and the step-stack events: the kernel's folds (`s.choice_id`, `s.stack`)
