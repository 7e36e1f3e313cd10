"""Hard: determinized ISMCTS over whole actions (game/ai/ismcts.py) within a time budget.

Normal's one-action look-ahead ranks the moves first (priors and the candidate list); the search
then spends the rest of the budget on sampled worlds, looking past the opponents' replies to the
seat's next turn. Choices inside an action, and choices outside the seat's own action menu (a
Defense Plan, a discard), use Normal's rules unless `SearchConfig.inner_kinds` names their kind: then
they are searched the same way from the View's public stack (off by default: it played weaker with
this leaf value, docs/AI.md session 7).
"""

from __future__ import annotations

import random
import threading

import attrs

from game.content.model import CardSet
from game.engine.view import View

from . import cardsets
from .features import DEFAULT, LEAF_COEF_A, LEAF_COEF_A_2P, LEAF_COEF_B, LEAF_COEF_B_2P, Weights
from .heuristic import Policy
from .ismcts import ISMCTS, SearchConfig, SearchResult, clock_of
from .normal import NormalSeat, choose_macro

DEFAULT_BUDGET = 0.8
# the choices inside actions (and outside the seat's turn) that SearchConfig.inner_kinds may name
INNER_KINDS = ("keep", "buy_count", "defense_plan", "target", "blockade", "choose_opponent", "choose_deck",
               "produce_section", "choose_planet", "choose_ship", "choose_tech", "remove", "unblock", "trade",
               "attach", "choose_own_blockade", "discard", "discard_down")


class HardSeat:
    kind = "hard"

    def __init__(self, seed: int = 0, budget: float = DEFAULT_BUDGET, iterations: int | None = None,
                 cards: CardSet | None = None, weights: Weights = DEFAULT, config: SearchConfig | None = None,
                 leaf_weights: Weights | None = None) -> None:
        self.rng = random.Random(seed)
        self.cards = cards
        self.w = weights
        # the search's leaf value: coefficients fitted where its leaves are (features.LEAF_COEF_A/B), with
        # their own set in two-player games (LEAF_COEF_A/B_2P); `leaf_weights` replaces both
        self.leaf_w = leaf_weights or attrs.evolve(weights, coef_a=LEAF_COEF_A, coef_b=LEAF_COEF_B)
        self.leaf_w_2p = leaf_weights or attrs.evolve(weights, coef_a=LEAF_COEF_A_2P, coef_b=LEAF_COEF_B_2P)
        self.config = config or SearchConfig(budget=budget, max_iterations=iterations)
        self.normal = NormalSeat(seed + 7, samples=2, weights=weights, cards=cards)
        self.rollout = Policy(weights, 0.0, random.Random(seed + 3))
        self.last: SearchResult | None = None
        self._stop = threading.Event()

    @property
    def budget(self) -> float:
        return self.config.budget

    def set_budget(self, seconds: float) -> None:
        """Change the thinking time per decision (the UI's setting)."""
        self.config = attrs.evolve(self.config, budget=max(0.05, seconds))

    def request_stop(self) -> None:
        """Ask a running search (another thread) to finish now with its best move so far."""
        self._stop.set()

    def clear_stop(self) -> None:
        self._stop.clear()

    def decide(self, view: View) -> tuple[str, ...]:
        p = view.pending
        assert p is not None and p.options
        if len(p.options) == 1:
            return (p.options[0].key,)
        cards = cardsets.resolve(view, self.cards)
        self.normal.cards = cards
        if p.kind != "turn":
            if p.kind in self.config.inner_kinds and p.max_picks == 1:
                return self._inner(cards, view)
            return self.normal.decide(view)
        t0 = clock_of(self.config)()
        deadline = t0 + self.config.budget * 0.95
        first = self.normal.lookahead(cards, view)
        priors = dict(self.normal.last_macros)
        if not priors or first is None:
            return self.normal.decide(view)
        anchor = choose_macro(priors)
        top = max(priors.values())
        priors = {m: s - top for m, s in priors.items()}
        leaf = self.leaf_w_2p if len(view.state.players) == 2 else self.leaf_w
        search = ISMCTS(cards, view.seat, self.rng, self.rollout, self.config, leaf, self.w)
        res = search.search(view, priors, None if self.config.max_iterations is not None else deadline,
                            self._stop.is_set, self.normal.last_samples, anchor)
        self.last = res
        if res is None:
            return (first,)
        self.normal.policy.sides.clear()
        if res.macro.side is not None:
            self.normal.policy.sides[res.key.split(":", 1)[1]] = res.macro.side
        return (res.key,)

    def _inner(self, cards: CardSet, view: View) -> tuple[str, ...]:
        """A choice inside a resolution, searched from the View's public stack; Normal's pick anchors it."""
        p = view.pending
        assert p is not None
        normal = self.normal.decide(view)
        keys = [normal[0]] + [o.key for o in p.options if o.key != normal[0]]
        keys = keys[: max(2, self.config.inner_max)]
        t0 = clock_of(self.config)()
        deadline = t0 + self.config.budget * self.config.inner_budget * 0.95
        leaf = self.leaf_w_2p if len(view.state.players) == 2 else self.leaf_w
        search = ISMCTS(cards, view.seat, self.rng, self.rollout, self.config, leaf, self.w)
        res = search.search_choice(view, keys, normal[0],
                                   None if self.config.max_iterations is not None else deadline, self._stop.is_set)
        self.last = res
        return normal if res is None else (res.key,)
