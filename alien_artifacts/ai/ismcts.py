"""Hard's search: the kernel's sequential halving (tabletop.search.SequentialHalving) over Alien Artifacts'
macro-moves, with the policy playing inside them and the position valued by features.Valuer (single observer).

The kernel samples a fresh world consistent with the searching seat's View (alien_artifacts.match.sim.determinize),
scores every live root move in its own clone of that world (common random numbers) and drops the worse half phase by
phase. This module gives it what is Alien Artifacts: the candidates (Normal's best by its own look-ahead, plus
free moves and ending the action), a move's score (the move played with the policy deciding the steps inside
it, everyone else and the seat's own steps after its action playing by the rule-of-thumb policy up to the
seat's next action menu, valued with the leaf weights; with `endgame_rounds` or fewer rounds left, played out
to the real end and scored by the true final margin plus a win bonus), and the order among equal means (the
move's label). docs/AI.md describes the search and its figures; the variants that were tried and did not ship
are in its table (their code lives on in git history).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import attrs

from alien_artifacts.content.model import CardSet
from alien_artifacts.engine.view import View
from alien_artifacts.match.sim import Simulation, determinize
from tabletop.search import SequentialHalving

from . import knowledge as kn
from .features import DEFAULT, Valuer, Weights
from .heuristic import Policy
from .kinds import ACTION_MENU
from .macro import MAX_INNER, Macro, finish_inner, play_macro, policy_macro, policy_pick

# the search's clock: the thinking thread's processor time, so Hard plays the same on a busy machine, only slower
now: Callable[[], float] = time.thread_time


@attrs.frozen
class SearchConfig:
    # the first three are the kernel's (tabletop.search.SequentialHalving), with the values Hard plays by
    budget: float = 0.3  # seconds of processor time per decision (more measured no stronger: docs/AI.md)
    max_iterations: int | None = None  # a fixed count of move-samples instead of the clock (tests, reproducibility)
    min_iterations: int = 8  # move-samples taken even when the budget is spent
    max_candidates: int = 6  # root moves kept (Normal's best by its look-ahead), plus free ones, with 3+ players
    max_candidates_2p: int = 10  # the same in two-player games (10 won 5.0 points more than 6 there, docs/AI.md)
    endgame_rounds: float = 1.5  # with this few rounds left, play every sample out to the real end
    win_bonus: float = 4.0  # a finished sample's value: margin +/- this for a win/loss (two players)
    win_bonus_multi: float = 10.0  # the same with 3+ players (10 won more than 4 and 20 there, docs/AI.md)
    best_share: float = 0.7  # a leaf's lead is over this share of the strongest opponent's value and the
    #                          rest of the opponents' average (features.Valuer.evaluate)


def end_bonus(cfg: SearchConfig, players: int, seat: int, winners: tuple[int, ...]) -> float:
    """What a play-out that reached the real end adds to the seat's final margin: +bonus for a sole win,
    -bonus for a loss, nothing for a shared win. The bonus is `win_bonus` with two players and
    `win_bonus_multi` with more (a lead over three opponents is worth less than winning outright)."""
    size = cfg.win_bonus if players == 2 else cfg.win_bonus_multi
    if seat not in winners:
        return -size
    return 0.0 if len(winners) > 1 else size


@attrs.define
class SearchResult:
    key: str
    macro: Macro
    iterations: int
    stats: dict[str, tuple[int, float]]  # root move label -> (samples, mean value)


class ISMCTS:
    def __init__(self, cards: CardSet, seat: int, rng: random.Random, policy: Policy,
                 config: SearchConfig = SearchConfig(), weights: Weights = DEFAULT) -> None:
        self.cards = cards
        self.seat = seat
        self.rng = rng
        self.policy = policy
        self.cfg = config
        self.w = weights
        self._root_turn = -1
        self._endgame = False
        self._cache: dict[tuple[object, ...], float] = {}

    def search(self, view: View, priors: dict[Macro, float], deadline: float | None = None) -> SearchResult | None:
        """The best of the root moves `priors` ranks (Normal's gain per move), by sampled worlds: sequential
        halving until `deadline` (on `now()`; else the budget from now), or for `max_iterations` move-samples."""
        cands = self._candidates(priors, len(view.state.players))
        if len(cands) > 1:
            self._set_root(view)
        cfg = self.cfg
        halving = SequentialHalving(self.rng, self, cfg.budget, cfg.max_iterations, cfg.min_iterations, now)
        res = halving.search(view, cands, deadline)
        if res is None:
            return None
        stats = {m.label(): (a.visits, round(a.mean, 3)) for m, a in res.arms.items()}
        return SearchResult(res.best.key, res.best, res.iterations, stats)

    # the kernel's RootGame: a world from the View (here), a macro-move's value in it (score, below), the order
    # among equal means

    def sample(self, view: View, rng: random.Random) -> Simulation | None:
        return determinize(view, rng)

    def order(self, m: Macro) -> str:
        return m.label()

    def _set_root(self, view: View) -> None:
        """The root's turn, and whether samples are played out to the real end (the last rounds)."""
        self._root_turn = view.state.turn_number
        total = kn.clock(self.cards, view.state, self.seat).total_turns
        self._endgame = view.state.end_triggered or total <= self.cfg.endgame_rounds * len(view.state.players)

    def _candidates(self, priors: dict[Macro, float], players: int) -> list[Macro]:
        """Normal's best actions by its gain (6, or 10 with two players), its best 3 free moves, and ending
        the action."""
        ranked = sorted(priors, key=lambda m: (-priors[m], m.label()))
        most = self.cfg.max_candidates_2p if players == 2 else self.cfg.max_candidates
        keep = [m for m in ranked if not m.free][:most]
        free = [m for m in ranked if m.free and m.key != "end_action"][:3]
        return keep + free + [m for m in ranked if m.key == "end_action"]

    def score(self, sim: Simulation, m: Macro) -> float:
        """Play root move `m` in `sim` (the kernel's clone of a sampled world), then the others' replies up to the
        seat's next action menu (near the end: the rest of the game); the value there."""
        play_macro(sim, m, self.policy)
        if self._endgame:
            self._play_out(sim)
        else:
            self._to_next_menu(sim)
        return self._leaf_value(sim)

    def _to_next_menu(self, sim: Simulation) -> None:
        """After a root move: on to the seat's next action menu; a free move that left the seat before its action
        gets the policy's action first, so every leaf is valued at the same point."""
        self._to_my_menu(sim)
        if sim.pending is not None and sim.state.turn_number == self._root_turn:
            play_macro(sim, policy_macro(self.policy, self.cards, sim), self.policy)
            self._to_my_menu(sim)

    def _to_my_menu(self, sim: Simulation) -> None:
        """Everyone else (and the seat's own steps after its action) plays by the policy until the seat's
        next action menu or the end of the game."""
        for _ in range(MAX_INNER * 8):
            p = sim.pending
            if p is None or (p.kind == ACTION_MENU and p.seat == self.seat and not sim.state.turn.action_taken):
                return
            sim.play(policy_pick(self.policy, self.cards, sim))
            if p.kind == ACTION_MENU:
                finish_inner(sim, self.policy)

    def _play_out(self, sim: Simulation) -> None:
        """The rest of the game, every choice by the policy."""
        for _ in range(MAX_INNER * 40):
            if sim.pending is None:
                return
            sim.play(policy_pick(self.policy, self.cards, sim))

    def _leaf_value(self, sim: Simulation) -> float:
        """The seat's lead: the true margin plus the win bonus once the game is over, else the estimated one."""
        v = Valuer(self.cards, sim.state, self.seat, self.w, self._cache)
        s = v.state
        if s.over:
            return v.final_margin() + end_bonus(self.cfg, len(s.players), self.seat, s.winners)
        return v.evaluate(self.cfg.best_share)
