"""Simulation: a running copy of the rules for search and look-ahead (docs/ENGINE_API.md "Simulation and facts").

    sim = determinize(view, rng)        # a full world consistent with what view.seat sees, or None
    sim.pending                         # the choice it waits for (None: the game is over)
    sim.play(sim.pending.options[0].key)  # answer it: the same path as Game.submit
    other = sim.clone()                 # an independent copy; playing one never changes the other
    sim.state                           # read-only: read it (with alien_artifacts.match.facts), never write it

`play_option` (alien_artifacts/match/ruleset.py, the Ruleset's `play`) is the one path an answer takes into the rules:
`Game.submit` (after checking the command) and `Simulation.play` both take it. A Simulation keeps no event
history (search needs none), only how many random outcomes (draws, reveals, shuffles) it met, so a look-ahead
knows when another sample cannot differ.

`determinize` samples a State from a View (R33, R34): every hidden slot (other hands, artifacts and defense
plans, the order of every deck, the operational side of deck tops) gets a card the seat cannot locate,
uniformly, keeping every count and the public logistics face of each deck top. Only `rng` decides the sample:
the hidden truth never enters it, so a seat's decisions cannot depend on cards it cannot see.
"""

from __future__ import annotations

import random
from typing import Any

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine import steps as st
from alien_artifacts.engine.choices import PendingChoice
from alien_artifacts.engine.state import State
from alien_artifacts.engine.view import HIDDEN, TopFace, View, deck_tops
from alien_artifacts.match import facts
from alien_artifacts.match.ruleset import AlienArtifacts, play_option
from tabletop import runtime

__all__ = ["Simulation", "determinize", "play_option", "sample_state", "stack_for"]


class Simulation(runtime.Simulation[PendingChoice]):
    """A running copy of the rules on a state: ask `pending`, answer with `play(key)`, copy with `clone()` (the
    kernel's, tabletop/runtime.py, over this game's Ruleset for the card set).

    `state` and `pending` are for reading (the facts in alien_artifacts/match/facts.py take the state); only `play`
    changes them. Built by `determinize` (a world sampled from a View: what a seat may search) or by
    `Game.simulation()` (the true state: tools and tests). `random_outcomes` counts the draws, reveals and
    shuffles met since it was made or cloned; a clone's later shuffles come from its `seed` (draws and reveals
    follow the state's deck order)."""

    __slots__ = ()
    rules: AlienArtifacts
    state: State
    pending: PendingChoice | None

    def __init__(self, cards: CardSet, state: State, seed: int, pending: PendingChoice | None = None,
                 advance: bool = True) -> None:
        super().__init__(AlienArtifacts(cards), state, seed, pending, advance)

    @property
    def cards(self) -> CardSet:
        return self.rules.cards

    def tops(self) -> dict[str, TopFace | None]:
        """The public face of each Ship, Technology and Planet deck's top card in this world."""
        return deck_tops(self.cards, self.state)


# ---- determinization -----------------------------------------------------------------------------------
def stack_for(view: View) -> list[Any] | None:
    """The resolution stack under a pending choice, rebuilt from the View's public facts.

    At a `turn` choice the stack is exactly the seat's TurnMenu (turns start from an empty stack).
    Inside a resolution it is the View's public stack (`View.stack`); None when it is missing or holds
    cards another seat drew to keep (they would have to be sampled too; such a stack never sits under
    this seat's own choice in practice).
    """
    p = view.pending
    if p is None:
        return None
    if p.kind == "turn":
        return [st.TurnMenu(p.seat)]
    if not view.stack:
        return None
    if any(isinstance(f, st.Keep) and HIDDEN in f.cards for f in view.stack):
        return None
    return list(view.stack)


def _fill(rng: random.Random, pool: list[str], slots: dict[str, int]) -> dict[str, list[str]]:
    """Deal `pool` (shuffled) into named slots of given sizes; extra slots get what is left."""
    cards = list(pool)
    rng.shuffle(cards)
    out: dict[str, list[str]] = {}
    i = 0
    for name, size in slots.items():
        out[name] = cards[i:i + size]
        i += size
    return out


def _pad(got: list[str], size: int, pool: list[str], rng: random.Random) -> list[str]:
    """Guard against counts the pool cannot fill (should not happen): repeat pool cards."""
    while len(got) < size and pool:
        got.append(rng.choice(pool))
    return got[:size]


def sample_state(view: View, rng: random.Random) -> State:
    """A full State (without its resolution stack) consistent with everything `view.seat` can see."""
    cards = view.cards
    seat = view.seat
    s = view.state.clone(with_stack=False)
    others = [p for p in s.players if p.seat != seat]
    # Resources: other hands and the deck
    pool = facts.unseen_resources(cards, s, seat)
    slots = {f"hand{p.seat}": len(p.hand) for p in others}
    slots["deck"] = len(s.decks.get("resource", ()))
    dealt = _fill(rng, pool, slots)
    for p in others:
        p.hand = _pad(dealt[f"hand{p.seat}"], len(p.hand), pool, rng)
    s.decks["resource"] = _pad(dealt["deck"], slots["deck"], pool, rng)
    # Artifacts and Defense Plans: other hands and the decks
    for attr, deck, unseen in (("artifacts", "artifact", facts.unseen_artifacts(cards, s, seat)),
                               ("defense_plans", "defense", facts.unseen_defense_plans(cards, s, seat))):
        slots = {f"p{p.seat}": len(getattr(p, attr)) for p in others}
        slots["deck"] = len(s.decks.get(deck, ()))
        dealt = _fill(rng, unseen, slots)
        for p in others:
            setattr(p, attr, _pad(dealt[f"p{p.seat}"], len(getattr(p, attr)), unseen, rng))
        s.decks[deck] = _pad(dealt["deck"], slots["deck"], unseen, rng)
    # Alien Systems
    aliens = sorted(a for a in cards.alien_systems if a != s.alien_system)
    rng.shuffle(aliens)
    s.decks["alien"] = aliens[:len(s.decks.get("alien", ()))]
    # Ships, Technologies, Planets: the complement of everything placed; the top shows its logistics
    placed = facts.placed_cards(s)
    for kind in ("ship", "technology", "planet"):
        size = len(s.decks.get(kind, ()))
        rest = sorted(c.id for c in cards.of_kind(kind) if c.id not in placed)
        rng.shuffle(rest)
        top = view.deck_tops.get(kind)
        if top is not None and rest:
            fits = [c for c in rest if cards.cards[c].type == top.type and cards.cards[c].logistics == top.logistics]
            if fits:
                pick = fits[0]
                rest.remove(pick)
                rest = [*rest[:max(0, size - 1)], pick]
        s.decks[kind] = rest[-size:] if size else []
    if any(c == HIDDEN for c in s.open_cards):
        s.open_cards = [c for c in s.open_cards if c != HIDDEN]
    return s


def determinize(view: View, rng: random.Random) -> Simulation | None:
    """A Simulation of a world sampled from `view` (`sample_state`), at the view's pending choice; None when
    the resolution stack under it cannot be rebuilt from public facts (`stack_for`)."""
    stack = stack_for(view)
    if stack is None:
        return None
    s = sample_state(view, rng)
    s.stack = stack
    return Simulation(view.cards, s, rng.randrange(1 << 30))
