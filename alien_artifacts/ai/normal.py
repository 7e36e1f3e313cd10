"""Normal: a one-action look-ahead over a few sampled worlds, scored by the position value.

At the action menu every macro-move (alien_artifacts/ai/macro.py) is played out by the real rules in a few
determinized copies of the seat's View, and the resulting positions are valued (features.Valuer).
Every other choice uses the rule-of-thumb policy, which values cards for the faction's end scoring
and the Empire, plans payments, weighs attacks by the known Resource number distribution and
picks the Defense Plan that gives the attacker least.
"""

from __future__ import annotations

import random

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.view import View
from alien_artifacts.match.sim import Simulation, determinize

from . import kinds
from .features import DEFAULT, Valuer, Weights
from .heuristic import Policy, Situation
from .macro import Macro, macros, play_macro

FREE_MARGIN = 0.12  # a free option (artifact, ADDITIONALLY) must gain this much to be used now


class NormalSeat:
    kind = "normal"

    def __init__(self, seed: int = 0, samples: int = 2, weights: Weights = DEFAULT, cards: CardSet | None = None,
                 max_macros: int = 12) -> None:
        self.rng = random.Random(seed)
        self.cards = cards
        self.samples = samples
        self.w = weights
        self.max_macros = max_macros
        self.policy = Policy(weights, 0.0, random.Random(seed + 1))
        self.inner = Policy(weights, 0.0, random.Random(seed + 2))
        self.last_scores: dict[str, float] = {}
        self.last_macros: dict[Macro, float] = {}
        self.last_base = 0.0
        self.last_samples: dict[Macro, list[float]] = {}  # absolute leaf values per move (Hard reuses them)

    def decide(self, view: View) -> tuple[str, ...]:
        p = view.pending
        assert p is not None and p.options
        cards = self.cards if self.cards is not None else view.cards
        if len(p.options) == 1:
            return (p.options[0].key,)
        if p.kind in kinds.LOOKAHEAD:
            key = self.lookahead(cards, view)
            if key is not None:
                return (key,)
        sit = Situation(cards, view.state, p, view.seat, view.deck_tops)
        return (self.policy.choose(sit),)

    # ---- the action menu ---------------------------------------------------------------------------
    def candidates(self, cards: CardSet, view: View) -> list[Macro]:
        """Macro-moves worth simulating: all, unless there are many (then the static best ones)."""
        assert view.pending is not None
        ms = macros(view.pending)
        if len(ms) <= self.max_macros:
            return ms
        sit = Situation(cards, view.state, view.pending, view.seat, view.deck_tops)
        v = Valuer(cards, view.state, view.seat, self.w)
        static = self.policy.turn_scores(sit, v)
        ranked = sorted(ms, key=lambda m: (-static.get(m.key, 0.0), m.label()))
        keep = ranked[:self.max_macros]
        for m in ms:  # never drop the way out
            if m.key in ("end_action", "pass") and m not in keep:
                keep.append(m)
        return keep

    def worlds(self, view: View, k: int) -> list[Simulation]:
        out = []
        for _ in range(k):
            sim = determinize(view, self.rng)
            if sim is not None:
                out.append(sim)
        return out

    def lookahead(self, cards: CardSet, view: View) -> str | None:
        worlds = self.worlds(view, self.samples)
        if not worlds:
            return None
        seat = view.seat
        cache: dict[tuple[object, ...], float] = {}
        base = sum(Valuer(cards, w.state, seat, self.w, cache).evaluate() for w in worlds) / len(worlds)
        scores: dict[Macro, float] = {}
        samples: dict[Macro, list[float]] = {}
        for m in self.candidates(cards, view):
            values = []
            for w in worlds:
                sim = w.clone()
                play_macro(sim, m, self.inner, stop_at_draw=True)
                values.append(Valuer(cards, sim.state, seat, self.w, cache).evaluate())
                if not sim.random_outcomes:
                    break  # nothing random happened: another world would give the same value
            scores[m] = sum(values) / len(values) - base
            samples[m] = values
        self.last_scores = {m.label(): round(s, 3) for m, s in scores.items()}
        self.last_macros = scores
        self.last_base = base
        self.last_samples = samples
        best = choose_macro(scores)
        if best.side is not None and best.card is not None:
            self.policy.sides[best.card] = best.side
        return best.key


def choose_macro(scores: dict[Macro, float]) -> Macro:
    """Use a free option only when it gains clearly; otherwise the best action (or end the turn)."""
    free = {m: s for m, s in scores.items() if m.free and m.key != "end_action"}
    acts = {m: s for m, s in scores.items() if not m.free}
    end = [m for m in scores if m.key == "end_action"]
    if free:
        m = max(free, key=lambda x: (free[x], x.label()))
        if free[m] > FREE_MARGIN:
            return m
    if acts:
        return max(acts, key=lambda x: (acts[x], x.label()))
    if end:
        return end[0]
    return max(scores, key=lambda x: (scores[x], x.label()))
