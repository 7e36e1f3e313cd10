"""Determinization: a full world consistent with one seat's View (G67-G69), sampled from the seat's own generator.

Every hidden item (a "?" in the View) is dealt again from what remains of its public content list (G69: the lists
of faction cards, Trade cards, System cards and both token kinds are public): the pool is the list less every
item the View shows somewhere. Another seat's sealed pick still hidden is sampled too (a draft pick from that
seat's sampled pack; a setup discard as none). The world is a `runtime.Simulation` on the seat's own seed, so
what is drawn later comes from the seat's generator, never from the match's.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

import attrs

from age_of_galaxy.engine import content as C
from age_of_galaxy.engine.ruleset import RULES
from age_of_galaxy.engine.state import State
from age_of_galaxy.engine.views import View
from tabletop import runtime
from tabletop.sealed import Sealed
from tabletop.views import HIDDEN


class _Pool:
    """What remains of one public content list once the items in sight are taken out, dealt at random."""

    def __init__(self, everything: Iterable[str], seen: Iterable[str], rng: random.Random) -> None:
        left = Counter(everything)
        left.subtract(x for x in seen if x != HIDDEN)
        self.items = [x for x, n in sorted(left.items()) for _ in range(max(0, n))]
        rng.shuffle(self.items)
        self.spare = sorted(set(everything))  # only when the View shows more hidden items than remain
        self.rng = rng

    def deal(self, items: list[str]) -> list[str]:
        """`items` with each HIDDEN replaced by an item from the pool."""
        return [self.take() if x == HIDDEN else x for x in items]

    def take(self) -> str:
        return self.items.pop() if self.items else self.rng.choice(self.spare)


def _unsealed(box: Sealed, fill: dict[int, str]) -> Sealed:
    return attrs.evolve(box, picks=tuple((w, fill.get(w, "") if p == HIDDEN else p) for w, p in box.picks))


def world_state(view: View, rng: random.Random) -> State:
    """A full state `view.seat` cannot tell from the true one: the View's state with every hidden item dealt."""
    s = view.state.clone()
    content = C.content()
    players = s.players
    # faction cards: hands, setup discards, the deck, the draft's packs and box (G16, G68, G72)
    shown = [c for p in players for c in (*p.hand, *p.discarded, *p.alliance, *(p.true_major or "",))]
    shown += [*s.deck, *s.discard, *(c for pack in s.packs for c in pack), *s.box_cards]
    cards = _Pool((c.id for c in content.factions), (c for c in shown if c), rng)
    s.deck = cards.deal(s.deck)
    for p in players:
        p.hand = cards.deal(p.hand)
        p.discarded = cards.deal(p.discarded)
    s.packs = [cards.deal(pack) for pack in s.packs]
    s.box_cards = cards.deal(s.box_cards)
    # exploration tokens: face down on their spots, the stack, a Telescope's, those out of the game (G48, G78)
    tokens = _Pool((t.id for t in content.exploration_tokens), (t for _, t in s.explored), rng)
    s.spots = {k: (tokens.take() if v == HIDDEN else v) for k, v in s.spots.items()}
    s.explo_stack = tokens.deal(s.explo_stack)
    s.lost_tokens = tokens.deal(s.lost_tokens)
    for p in players:
        p.scope = tokens.deal(p.scope)
    planets = _Pool((t.id for t in content.planet_tokens), (pl.token for pl in s.planets.values() if pl.token), rng)
    s.planet_stack = planets.deal(s.planet_stack)
    systems = _Pool((c.id for c in content.system_cards), s.systems[:s.revealed], rng)
    s.systems = systems.deal(s.systems)
    s.system_box = systems.deal(s.system_box)
    trade = _Pool((t.id for t in content.trade_cards), (t.card for t in s.trade), rng)
    s.trade_box = trade.deal(s.trade_box)
    # another seat's sealed pick still hidden: a draft pick from its sampled pack, a setup discard of nothing
    if not s.draft.opened:
        s.draft = _unsealed(s.draft, {w: rng.choice(pack) for w, pack in enumerate(s.packs) if pack})
    if not s.discards.opened:
        s.discards = _unsealed(s.discards, {})
    return s


def determinize(view: View, rng: random.Random) -> runtime.Simulation | None:
    """A running world at the View's own choice (None when the View has no choice of its seat to make)."""
    p = view.pending
    if p is None or p.seat != view.seat or not p.options:
        return None
    return runtime.Simulation(RULES, world_state(view, rng), rng.randrange(1 << 30), p, advance=False)
