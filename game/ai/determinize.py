"""Determinization: a full, playable state sampled consistently with one seat's View (R33, R34).

The View hides other hands, artifacts and defense plans, the order of every deck and the
operational side of deck tops. `sample_state` fills each hidden slot with a card the seat cannot
locate, uniformly, keeping every count and the public logistics face of each deck top. The result
is a State the rules engine can run (`Sim`), so search and look-ahead use the real rules.

Only the seat's own random generator decides the sample: the hidden truth never enters.
"""

from __future__ import annotations

import random
from typing import Any

from game.content.model import CardSet
from game.engine import events as ev
from game.engine import steps as st
from game.engine.choices import PendingChoice
from game.engine.state import State
from game.engine.view import View, deck_tops
from game.rules.context import Ctx
from game.rules.handlers import STEP_HANDLERS

from . import knowledge as kn


class NullLog(list):  # type: ignore[type-arg]
    """An event log that keeps nothing (simulations need no history), counting random outcomes."""

    __slots__ = ("barriers",)

    def __init__(self) -> None:
        super().__init__()
        self.barriers = 0

    def append(self, e: Any) -> None:
        if e.barrier:
            self.barriers += 1


class Sim:
    """A running copy of the rules on a (sampled) state: ask `pending`, answer with `play(key)`."""

    __slots__ = ("cards", "ctx", "log", "pending", "state")

    def __init__(self, cards: CardSet, state: State, seed: int, pending: PendingChoice | None = None,
                 advance: bool = True) -> None:
        self.cards = cards
        self.state = state
        self.log = NullLog()
        self.ctx = Ctx(state, cards, seed, self.log)
        self.pending = STEP_HANDLERS.advance(self.ctx) if advance else pending

    def play(self, key: str) -> None:
        p = self.pending
        assert p is not None
        s = self.state
        self.ctx.emit(ev.Decided(p.seat, s.choice_id, key, False))
        STEP_HANDLERS.pick_now(self.ctx, s.stack[-1], key)
        self.pending = STEP_HANDLERS.advance(self.ctx)

    def clone(self, seed: int | None = None) -> Sim:
        return Sim(self.cards, self.state.clone(), self.ctx.seed if seed is None else seed, self.pending,
                   advance=False)

    def tops(self) -> dict[str, Any]:
        return deck_tops(self.cards, self.state)


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
    if any(isinstance(f, st.Keep) and kn.HIDDEN in f.cards for f in view.stack):
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


def sample_state(cards: CardSet, view: View, rng: random.Random) -> State:
    """A full State consistent with everything `view.seat` can see."""
    seat = view.seat
    s = view.state.clone(with_stack=False)
    others = [p for p in s.players if p.seat != seat]
    # Resources: other hands and the deck
    pool = kn.unseen_resources(cards, s, seat)
    slots = {f"hand{p.seat}": len(p.hand) for p in others}
    slots["deck"] = len(s.decks.get("resource", ()))
    dealt = _fill(rng, pool, slots)
    for p in others:
        p.hand = _pad(dealt[f"hand{p.seat}"], len(p.hand), pool, rng)
    s.decks["resource"] = _pad(dealt["deck"], slots["deck"], pool, rng)
    # Artifacts and Defense Plans: other hands and the decks
    for attr, deck, unseen in (("artifacts", "artifact", kn.unseen_artifacts(cards, s, seat)),
                               ("defense_plans", "defense", kn.unseen_defense_plans(cards, s, seat))):
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
    placed = kn.placed_cards(s)
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
    if any(c == kn.HIDDEN for c in s.open_cards):
        s.open_cards = [c for c in s.open_cards if c != kn.HIDDEN]
    return s


def _pad(got: list[str], size: int, pool: list[str], rng: random.Random) -> list[str]:
    """Guard against counts the pool cannot fill (should not happen): repeat pool cards."""
    while len(got) < size and pool:
        got.append(rng.choice(pool))
    return got[:size]


def determinize(cards: CardSet, view: View, rng: random.Random) -> Sim | None:
    """A Sim at the view's pending choice, or None when the stack cannot be rebuilt."""
    stack = stack_for(view)
    if stack is None:
        return None
    s = sample_state(cards, view, rng)
    s.stack = stack
    return Sim(cards, s, rng.randrange(1 << 30))
