"""Hard: determinized ISMCTS over whole actions (alien_artifacts/ai/ismcts.py, on the kernel's tabletop.search) within a
time budget.

Normal's one-action look-ahead ranks the moves first (the candidate list); the search then spends the
rest of the budget on sampled worlds, looking past the opponents' replies to the seat's next turn.
Choices inside an action, and choices outside the seat's own action menu (a Defense Plan, a discard),
use Normal's rules (searching them too played no better: docs/AI.md).
"""

from __future__ import annotations

import random

import attrs

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.view import View

from .features import DEFAULT, LEAF_COEF_A, LEAF_COEF_A_2P, LEAF_COEF_B, LEAF_COEF_B_2P, Weights
from .heuristic import Policy
from .ismcts import ISMCTS, SearchConfig, SearchResult, now
from .kinds import ACTION_MENU
from .macro import Macro
from .normal import NormalSeat

DEFAULT_BUDGET = SearchConfig().budget  # seconds of search per move (one source: the search's own default)


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

    @property
    def budget(self) -> float:
        return self.config.budget

    def decide(self, view: View) -> tuple[str, ...]:
        p = view.pending
        assert p is not None and p.options
        if len(p.options) == 1:
            return (p.options[0].key,)
        cards = self.cards if self.cards is not None else view.cards
        self.normal.cards = cards
        if p.kind != ACTION_MENU:
            return self.normal.decide(view)
        deadline = self._deadline()
        first = self.normal.lookahead(cards, view)
        priors = dict(self.normal.last_macros)
        if not priors or first is None:
            return self.normal.decide(view)
        top = max(priors.values())
        priors = {m: s - top for m, s in priors.items()}
        res = self._search(cards, view).search(view, priors, deadline)
        self.last = res
        if res is None:
            return (first,)
        return self.take(res.macro)

    def take(self, m: Macro) -> tuple[str, ...]:
        """Answer a turn menu with move `m`, planning its side for the completing step that follows."""
        self.normal.policy.sides.clear()
        if m.side is not None and m.card is not None:
            self.normal.policy.sides[m.card] = m.side
        return (m.key,)

    def _deadline(self) -> float | None:
        """When this decision's search stops (most of the budget from now: Normal's look-ahead counts in it);
        None with a fixed count."""
        if self.config.max_iterations is not None:
            return None
        return now() + self.config.budget * 0.95

    def _search(self, cards: CardSet, view: View) -> ISMCTS:
        """A search for this seat's decision, valuing leaves with the weights for this table size."""
        leaf = self.leaf_w_2p if len(view.state.players) == 2 else self.leaf_w
        return ISMCTS(cards, view.seat, self.rng, self.rollout, self.config, leaf)
