"""Determinized Information-Set Monte Carlo Tree Search over macro-moves (single observer).

Each iteration samples a fresh world consistent with the searching seat's View
(game/ai/determinize.py), then walks a tree whose nodes are that seat's own turn menus and whose
edges are macro-moves (game/ai/macro.py). Moves unavailable in a sampled world are skipped, and
UCB counts a child's availability rather than its parent's visits (Cowling, Powley & Whitehouse
2012). Other seats are part of the environment: they play by the rule-of-thumb policy. Below the
tree the same policy plays on to the seat's next turn menu, where the position value
(features.Valuer) scores the leaf; a finished game scores its true margin.
Normal's one-action look-ahead supplies the priors (progressive bias) and the candidate list.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable

import attrs

from game.content.model import CardSet
from game.engine import events as ev
from game.engine import steps as st
from game.engine.view import View, view_for
from game.rules import flow

from . import knowledge as kn
from .determinize import Sim, determinize
from .features import DEFAULT, Valuer, Weights
from .heuristic import FREE_VERBS, Policy, Situation, option_keys
from .macro import MAX_INNER, Macro, finish_inner, macros, play_macro, policy_pick
from .normal import NormalSeat, choose_macro


@attrs.define
class Node:
    visits: int = 0
    total: float = 0.0
    sq: float = 0.0  # sum of squared values (the spread of a move's outcomes over the sampled worlds)
    avail: int = 0
    prior: float = 0.0
    children: dict[Macro, Node] = attrs.Factory(dict)
    nexts: dict[str, list[float]] = attrs.Factory(dict)  # `plan`: the seat's next action -> [samples, total]

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    @property
    def spread(self) -> float:
        """Standard deviation of the values over the samples (0 with fewer than two)."""
        if self.visits < 2:
            return 0.0
        m = self.mean
        return math.sqrt(max(0.0, self.sq / self.visits - m * m))


@attrs.frozen
class SearchConfig:
    budget: float = 0.3  # seconds of thinking per decision (more measured no stronger: docs/AI.md session 9)
    clock: str = "cpu"  # "cpu": the thinking thread's processor time (the same play on a busy machine, only
    #                     slower); "wall": the clock on the wall
    max_iterations: int | None = None  # a fixed count instead of the clock (tests, reproducibility)
    depth: int = 0  # own decisions in the tree below the root's (more in the endgame)
    explore: float = 2.2  # UCB exploration, in VP
    prior_weight: float = 3.0  # progressive bias: prior / (visits + 1)
    max_candidates: int = 6  # root moves kept (best by prior), plus free ones
    max_candidates_2p: int = 10  # the same in two-player games: 10 won 5.0 points more than 6 there over 200
    #                              paired games at 0.25 s (+-7.2; +5.6 +-12.8 over 72 in an earlier run), docs/AI.md
    min_iterations: int = 8
    replies: bool = True  # play the other seats' turns before scoring a leaf (else: score right after the move)
    others: str = "play"  # between the seat's turns the others "play" (by the policy) or "pass" (skipped)
    second: int = 0  # 0: score the leaf at the seat's next turn as it stands; > 0: also try this many of the
    #                  seat's next moves there and keep the best (a two-action look-ahead). Off by default: the
    #                  best branch inside one sampled world peeks at its hidden cards (strategy fusion)
    mode: str = "halving"  # "halving": every sample scores all live root moves (common random numbers),
    #                        the worse half is dropped phase by phase; "ucb": one move per sample
    endgame_rounds: float = 1.5  # with this few rounds left, play every sample out to the real end (0: never)
    verb_bonus: tuple[tuple[str, float], ...] = ()  # VP added to a root move's value by its verb ("buy", ...) before
    #                                                  the endgame: a correction for what the leaf misjudges
    endgame_scale: float = 1.0  # such a decision gets this many times the budget (or `max_iterations`): its
    #                             samples are true outcomes, so more of them sharpen the estimate without bias
    win_bonus: float = 4.0  # a finished sample's value: margin +/- this for a win/loss (two players)
    win_bonus_multi: float = 10.0  # the same with 3+ players: in 1 Hard vs 3 Normal, 10 won 37.0% of 500 trial
    #                                games and 4 won 33.0% of 300 (20: 32.0%); in two players 10 lost 4.0, docs/AI.md
    rollout_turns: int = 1  # own turns played by the policy after the root move before a leaf is valued
    value: str = "margin"  # a leaf's worth: "margin" (estimated score lead) or "win" (estimated chance to win,
    #                        `win_scale` * P, plus `margin_weight` * the lead as a tie-breaker)
    win_s0: float = 1.0  # P(win) = logistic(lead / (win_s0 + win_s1 * tau)), calibrated on leaf positions
    win_s1: float = 2.0
    win_scale: float = 10.0
    margin_weight: float = 0.1
    prior_blend: float = 0.0  # the final pick maximises the sampled mean plus this times Normal's gain (its own
    #                           estimate, from another value): two estimators disagree less often when both are wrong
    best_share: float = 0.7  # a leaf's lead is over this share of the strongest opponent's value and the
    #                          rest of the opponents' average (features.Valuer.evaluate)
    reply_lookahead: int = 0  # > 0: the other seats choose their actions like Normal (this many best moves by
    #                           the policy's estimate, each played out in the sample and valued), not by the
    #                           policy's estimate alone
    confidence: float = 0.0  # > 0 (halving): Normal's move stays alive to the end, and the search overrides it
    #                          only when the best move beats it on the same sampled worlds by this many
    #                          standard errors of the paired difference (a noisy leaf then rarely costs a move)
    inner_kinds: tuple[str, ...] = ()  # choices inside an action (or outside the seat's turn) searched too: each
    #                                     option played in every sampled world (View.stack rebuilds the state),
    #                                     then the policy to the seat's next turn menu, valued like a root move
    inner_budget: float = 0.5  # share of `budget` for such a choice
    inner_confidence: float = 0.0  # `confidence` for those choices (Normal's pick is the anchor)
    inner_max: int = 8  # options searched at most (Normal's pick first, then in the pending order)
    reply_model: str = attrs.field(default="policy", validator=attrs.validators.in_(("policy", "normal", "paranoid")))
    #                              how the other seats choose their actions in a sample: "policy" (its estimate
    #                              alone) or "normal" (Normal's own look-ahead from that seat's view of the
    #                              sampled world: its own sampled worlds, so no peeking at the sample's hidden cards)
    #                              or "paranoid" (of its `reply_lookahead` best moves by the policy's estimate, the
    #                              one that harms the searching seat most by its leaf value, played in the sample)
    reply_samples: int = 2  # Normal's sampled worlds per reply (reply_model="normal")
    reply_macros: int = 12  # the most moves Normal plays out per reply (the rest by the policy's estimate)
    next_gain: float = 0.0  # a leaf at the seat's turn menu also counts this share of the policy's estimate of its
    #                         best action there (a strong move ready); off: every share tried, +-0.3 to 1.0, lost
    #                         7-22 points (docs/AI.md session 10)
    endgame_model: str = attrs.field(default="policy",
                                     validator=attrs.validators.in_(("policy", "normal_own", "normal_all")))
    #                               who chooses the actions in the endgame play-outs: "policy" (all), "normal_own"
    #                               (the seat's own turn menus by Normal's look-ahead from its view of the sample,
    #                               `reply_samples` worlds, `reply_macros` moves), "normal_all" (every seat's)
    plan: int = 0  # > 0: at the seat's next turn menu, play each of the policy's this many best actions (in every
    #                sample) and value the position right after it; a root move is worth the best next action's
    #                MEAN over the samples (chosen as the seat would: without knowing the sample), not the best
    #                per sample (which peeks, like `second`)
    plan_weights: str = attrs.field(default="post", validator=attrs.validators.in_(("post", "leaf", "deep")))
    #                              the value right after the next action: Normal's post-action weights or the leaf's;
    #                              "deep": the leaf at the menu after it (its draw step and the replies played too)
    risk: float = 0.0  # two players: a move's score is its mean plus this times the spread (standard deviation)
    #                    of its values over the sampled worlds: > 0 seeks risk, < 0 avoids it
    risk_multi: float = 0.0  # the same with 3+ players (an underdog against the best of several opponents
    #                          may gain from a wider spread)
    reply_noise: float = 0.0  # > 0: the other seats' action picks (reply_model="policy") carry Gaussian noise of
    #                           this many VP on the policy's estimate, so a move is judged against the spread
    #                           of replies a real opponent might make, not against one predictable reply


def end_bonus(cfg: SearchConfig, players: int, seat: int, winners: tuple[int, ...]) -> float:
    """What a play-out that reached the real end adds to the seat's final margin: +bonus for a sole win,
    -bonus for a loss, nothing for a shared win. The bonus is `win_bonus` with two players and
    `win_bonus_multi` with more (a lead over three opponents is worth less than winning outright)."""
    size = cfg.win_bonus if players == 2 else cfg.win_bonus_multi
    if seat not in winners:
        return -size
    return 0.0 if len(winners) > 1 else size


def clock_of(config: SearchConfig) -> Callable[[], float]:
    return time.thread_time if config.clock == "cpu" else time.perf_counter


@attrs.define
class SearchResult:
    key: str
    macro: Macro
    iterations: int
    stats: dict[str, tuple[int, float]]


class ISMCTS:
    def __init__(self, cards: CardSet, seat: int, rng: random.Random, policy: Policy,
                 config: SearchConfig = SearchConfig(), weights: Weights = DEFAULT,
                 reply_weights: Weights = DEFAULT) -> None:
        self.cards = cards
        self.reply_w = reply_weights
        self._reply_cache: dict[tuple[object, ...], float] = {}
        self._normals: dict[int, NormalSeat] = {}  # reply_model="normal": one Normal per other seat
        self._noisy = Policy(policy.w, noise=config.reply_noise, rng=rng) if config.reply_noise > 0 else policy
        self.seat = seat
        self.rng = rng
        self.policy = policy
        self.cfg = config
        self.w = weights
        self._root_turn = -1
        self._players = 2
        self._now = clock_of(config)
        self._cache: dict[tuple[object, ...], float] = {}

    # ---- the search --------------------------------------------------------------------------------
    def search(self, view: View, priors: dict[Macro, float], deadline: float | None = None,
               should_stop: Callable[[], bool] | None = None,
               seed_values: dict[Macro, list[float]] | None = None,
               anchor: Macro | None = None) -> SearchResult | None:
        """`priors`: Normal's gains per move; `seed_values`: its leaf values (same leaf as this search's
        plain mode), counted as samples already taken; `anchor`: Normal's own pick (for `confidence`)."""
        cfg = self.cfg
        root = Node()
        cands = self._candidates(priors, len(view.state.players))
        if not cands:
            return None
        for m in cands:
            root.children[m] = Node(prior=priors.get(m, 0.0))
        if len(cands) == 1:
            only = cands[0]
            return SearchResult(only.key, only, 0, {only.label(): (0, 0.0)})
        self._set_root(view)
        if seed_values and self._plain and cfg.mode == "halving":
            for m in cands:
                vals = seed_values.get(m)
                if vals:
                    node = root.children[m]
                    node.visits, node.total = len(vals), sum(vals)
        start = self._now()
        stop = self._stop_at(start, deadline if deadline is not None else start + cfg.budget)
        if cfg.mode == "halving":
            return self._halving(view, root, cands, start, stop, should_stop, anchor, cfg.confidence)
        it = 0
        while True:
            if should_stop is not None and should_stop() and it > 0:
                break
            if cfg.max_iterations is not None:
                if it >= self._fixed:
                    break
            elif it >= cfg.min_iterations and self._now() >= stop:
                break
            world = determinize(self.cards, view, self.rng)
            if world is None:
                return None
            self._iterate(root, world, allowed=set(cands))
            it += 1
        best = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].mean, kv[0].label()))[0]
        stats = {m.label(): (n.visits, round(n.mean, 3)) for m, n in root.children.items()}
        return SearchResult(best.key, best, it, stats)

    def _halving(self, view: View, root: Node, cands: list[Macro], start: float, stop: float,
                 should_stop: Callable[[], bool] | None, anchor: Macro | None = None,
                 confidence: float = 0.0) -> SearchResult | None:
        """Sequential halving at the root with common random numbers: each sampled world scores every
        live move, so luck that all moves share cancels out of their comparison."""
        cfg = self.cfg
        alive = list(cands)
        phases = max(1, math.ceil(math.log2(len(alive))))
        it = 0
        phase = 0
        fixed = self._fixed
        exact: set[Macro] = set()
        if confidence <= 0 or anchor not in cands:
            anchor = None
        per_world: dict[Macro, dict[int, float]] = {m: {} for m in cands}
        while True:
            if should_stop is not None and should_stop() and it > 0:
                break
            if fixed is not None:
                if it >= fixed:
                    break
            elif it >= cfg.min_iterations and self._now() >= stop:
                break
            world = determinize(self.cards, view, self.rng)
            if world is None:
                return None
            for m in alive:
                if m in exact:
                    continue
                if fixed is None and it >= cfg.min_iterations and self._now() >= stop:
                    break
                sim = world.clone()
                node = root.children[m]
                if cfg.plan and not self._endgame:
                    nexts = self._leaf_plan(sim, m)
                    for key, val in nexts.items():
                        acc = node.nexts.setdefault(key, [0.0, 0.0])
                        acc[0] += 1
                        acc[1] += val
                    value = max(nexts.values())
                else:
                    value = self._leaf(sim, m)
                if not sim.log.barriers and self._plain:
                    exact.add(m)  # nothing random happened: every world gives this value
                    node.visits, node.total = 1, value
                else:
                    node.visits += 1
                    node.total += value
                    node.sq += value * value
                    per_world[m][root.visits] = value
                node.avail += 1
                it += 1
            root.visits += 1
            done = (it / fixed) if fixed is not None else (self._now() - start) / max(1e-6, stop - start)
            if not set(alive) - exact:
                break  # every live move is exact: more samples cannot change anything
            if len(alive) > 2 and done >= (phase + 1) / (phases + 1):
                alive.sort(key=lambda m: (-self._score(root.children[m], m), m.label()))
                alive = alive[: max(2, (len(alive) + 1) // 2)]
                if anchor is not None and anchor not in alive:
                    alive.append(anchor)
                phase += 1
        best = max(alive, key=lambda m: (self._score(root.children[m], m), m.label()))
        if (anchor is not None and best != anchor
                and not self._confident(best, anchor, root, per_world, exact, confidence)):
            best = anchor
        stats = {m.label(): (n.visits, round(n.mean, 3)) for m, n in root.children.items()}
        return SearchResult(best.key, best, it, stats)

    def _confident(self, best: Macro, anchor: Macro, root: Node, per_world: dict[Macro, dict[int, float]],
                   exact: set[Macro], confidence: float) -> bool:
        """Does `best` beat `anchor` by `confidence` standard errors on the worlds both were scored in?"""
        if best in exact and anchor in exact:
            return root.children[best].mean > root.children[anchor].mean
        # a move with nothing random in it was scored once (no per-world values): its value holds in every world
        worlds = set.intersection(*(set(per_world[m]) for m in (best, anchor) if m not in exact))

        def value(m: Macro, w: int) -> float:
            return root.children[m].mean if m in exact else per_world[m][w]

        diffs = [value(best, w) - value(anchor, w) for w in worlds]
        if len(diffs) < 3:
            return False
        return statistics.mean(diffs) > confidence * statistics.stdev(diffs) / math.sqrt(len(diffs))

    def search_choice(self, view: View, keys: list[str], anchor: str, deadline: float | None = None,
                      should_stop: Callable[[], bool] | None = None) -> SearchResult | None:
        """A choice inside a resolution (keep, Defense Plan, target, ...): every option in `keys` is played in
        each sampled world, then the policy plays on to the seat's next turn menu, valued like a root move.
        `anchor` is Normal's pick (kept alive with `inner_confidence`)."""
        cfg = self.cfg
        cands = [Macro(k) for k in keys]
        if len(cands) < 2:
            return None
        root = Node()
        for m in cands:
            root.children[m] = Node()
        self._set_root(view)
        start = self._now()
        stop = self._stop_at(start, deadline if deadline is not None else start + cfg.budget * cfg.inner_budget)
        return self._halving(view, root, cands, start, stop, should_stop, Macro(anchor), cfg.inner_confidence)

    def _set_root(self, view: View) -> None:
        """The root's turn, and whether samples are played out to the real end (the last rounds)."""
        self._root_turn = view.state.turn_number
        self._players = len(view.state.players)
        total = kn.clock(self.cards, view.state, self.seat).total_turns
        self._endgame = view.state.end_triggered or total <= self.cfg.endgame_rounds * len(view.state.players)

    def _stop_at(self, start: float, stop: float) -> float:
        """When a search that starts at `start` with this `stop` really stops: later in the endgame."""
        return start + (stop - start) * self.cfg.endgame_scale if self._endgame else stop

    @property
    def _fixed(self) -> int | None:
        """The fixed sample count of this search (None: the clock decides), scaled in the endgame."""
        n = self.cfg.max_iterations
        if n is None or not self._endgame:
            return n
        return max(1, round(n * self.cfg.endgame_scale))

    @property
    def _plain(self) -> bool:
        """A leaf is valued right after the root move (no replies, no look past it, not the endgame): the point
        where Normal's own look-ahead values its moves."""
        cfg = self.cfg
        return not (self._endgame or cfg.replies or cfg.second or cfg.plan)

    def _score(self, node: Node, m: Macro) -> float:
        risk = self.cfg.risk if self._players == 2 else self.cfg.risk_multi
        bonus = dict(self.cfg.verb_bonus).get(m.verb, 0.0) if self.cfg.verb_bonus and not self._endgame else 0.0
        return self._value(node) + self.cfg.prior_blend * node.prior + risk * node.spread + bonus

    @staticmethod
    def _value(node: Node) -> float:
        """A root move's value: its mean, or with `plan` the best next action's mean over the samples in which
        it was available (actions available in fewer than half of them are not counted)."""
        if not node.nexts:
            return node.mean
        enough = max(1.0, 0.5 * node.visits)
        means = [total / n for n, total in node.nexts.values() if n >= enough]
        return max(means) if means else node.mean

    def _leaf(self, sim: Sim, m: Macro) -> float:
        """Play root move `m`, the others' replies and (near the end) the rest of the game; score it."""
        play_macro(sim, m, self.policy, stop_at_draw=self._plain)
        if self._endgame:
            self._play_out(sim)
        elif self.cfg.second:
            self._to_next_menu(sim)
            return self._best_next(sim)
        elif self.cfg.replies:
            self._to_next_menu(sim)
            for _ in range(self.cfg.rollout_turns - 1):
                turn = sim.state.turn_number
                for _guard in range(4):  # free moves first, then the action
                    if sim.pending is None or sim.state.turn_number != turn:
                        break
                    play_macro(sim, Macro(policy_pick(self.policy, self.cards, sim)), self.policy)
                    self._to_my_menu(sim)
        elif m.free and sim.pending is not None and not sim.state.turn.action_taken:
            # a free move before the action: let the policy take the action too, like the other moves
            play_macro(sim, Macro(policy_pick(self.policy, self.cards, sim)), self.policy, stop_at_draw=True)
        return self._leaf_value(sim)

    def _leaf_plan(self, sim: Sim, m: Macro) -> dict[str, float]:
        """`plan`: play root move `m` and the others' replies, then each of the policy's `plan` best next actions
        of the seat; the value right after each, by action key ("" when the game ended or no action is open)."""
        play_macro(sim, m, self.policy)
        self._to_next_menu(sim)
        gains = self._menu_gains(sim) if sim.pending is not None else {}
        if not gains:
            return {"": self._leaf_value(sim)}
        w, cache = (self.reply_w, self._reply_cache) if self.cfg.plan_weights == "post" else (self.w, self._cache)
        out: dict[str, float] = {}
        for key in sorted(gains, key=lambda k: (-gains[k], k))[: self.cfg.plan]:
            branch = sim.clone()
            if self.cfg.plan_weights == "deep":  # the next action, its draw step and the replies: the leaf after it
                play_macro(branch, Macro(key), self.policy)
                self._to_next_menu(branch)
                out[key] = self._leaf_value(branch)
            else:
                play_macro(branch, Macro(key), self.policy, stop_at_draw=True)
                out[key] = self._margin(Valuer(self.cards, branch.state, self.seat, w, cache))
        return out

    def _to_next_menu(self, sim: Sim) -> None:
        """After a root move: on to the seat's next action menu; a free move that left the seat before its action
        gets the policy's action first, so every leaf is valued at the same point."""
        self._to_my_menu(sim)
        if sim.pending is not None and sim.state.turn_number == self._root_turn:
            play_macro(sim, Macro(policy_pick(self.policy, self.cards, sim)), self.policy)
            self._to_my_menu(sim)

    def _candidates(self, priors: dict[Macro, float], players: int) -> list[Macro]:
        ranked = sorted(priors, key=lambda m: (-priors[m], m.label()))
        most = self.cfg.max_candidates_2p if players == 2 else self.cfg.max_candidates
        keep = [m for m in ranked if not m.free][:most]
        free = [m for m in ranked if m.free and m.key != "end_action"][:3]
        out = keep + free + [m for m in ranked if m.key == "end_action"]
        return out

    def _iterate(self, root: Node, sim: Sim, allowed: set[Macro]) -> None:
        path = [root]
        node = root
        depth = 0
        while True:
            p = sim.pending
            if p is None or depth > self.cfg.depth:
                break
            legal = [m for m in macros(p) if (m in allowed if node is root else True)]
            if not legal:
                break
            for m in legal:
                child = node.children.get(m)
                if child is None:
                    child = node.children[m] = Node()
                child.avail += 1
            m = self._select(node, legal)
            child = node.children[m]
            expanded = child.visits == 0
            play_macro(sim, m, self.policy)
            self._to_my_menu(sim)
            path.append(child)
            node = child
            depth += 1
            if expanded:
                break
        self._to_next_menu(sim)  # the walk stops at one of the seat's menus (or the end): a no-op but for a free move
        if self._endgame:
            self._play_out(sim)
        value = self._leaf_value(sim)
        for n in path:
            n.visits += 1
            n.total += value
            n.sq += value * value

    def _select(self, node: Node, legal: list[Macro]) -> Macro:
        cfg = self.cfg
        fresh = [m for m in legal if node.children[m].visits == 0]
        if fresh:
            return max(fresh, key=lambda m: (node.children[m].prior, m.label()))

        def ucb(m: Macro) -> float:
            c = node.children[m]
            return (c.mean + cfg.explore * math.sqrt(math.log(max(1, c.avail)) / c.visits)
                    + cfg.prior_weight * c.prior / (c.visits + 1))
        return max(legal, key=lambda m: (ucb(m), m.label()))

    def _to_my_menu(self, sim: Sim) -> None:
        """Everyone else (and the seat's own steps after its action) plays by the policy until the seat's
        next action menu or the end of the game."""
        for _ in range(MAX_INNER * 8):
            p = sim.pending
            if p is None or (p.kind == "turn" and p.seat == self.seat and not sim.state.turn.action_taken):
                return
            if (p.kind == "turn" and self.cfg.others == "pass" and not sim.state.turn.action_taken
                    and not sim.state.end_triggered):
                # skip the others' turns: the seat's own next turn starts at once (a sampled world only)
                sim.state.stack = [st.TurnMenu(self.seat)]
                sim.ctx.emit(ev.TurnStarted(self.seat))
                sim.pending = flow.advance(sim.ctx)
                continue
            other_turn = p.kind == "turn" and p.seat != self.seat and len(p.options) > 1
            if other_turn and self.cfg.reply_model == "normal":
                if self._normal_pick(sim):
                    continue
            elif other_turn and (self.cfg.reply_lookahead or self.cfg.reply_model == "paranoid"):
                self._reply(sim, paranoid=self.cfg.reply_model == "paranoid")
                continue
            if p.kind == "turn":
                sim.play(policy_pick(self._noisy if other_turn else self.policy, self.cards, sim))
                finish_inner(sim, self.policy)
            else:
                sim.play(policy_pick(self.policy, self.cards, sim))

    def _normal_pick(self, sim: Sim) -> bool:
        """A seat's turn-menu choice made by Normal's look-ahead from that seat's own view of this
        sample (it samples its own worlds from that view, so it knows no more than the seat would).
        False when Normal could sample no world (the caller lets the policy choose)."""
        p = sim.pending
        assert p is not None
        normal = self._normals.get(p.seat)
        if normal is None:
            normal = self._normals[p.seat] = NormalSeat(self.rng.randrange(1 << 30), samples=self.cfg.reply_samples,
                                                        weights=self.reply_w, cards=self.cards,
                                                        max_macros=self.cfg.reply_macros)
        if normal.lookahead(self.cards, view_for(self.cards, sim.state, p, p.seat)) is None:
            return False
        play_macro(sim, choose_macro(normal.last_macros), self.policy)  # the pick, with its planned side
        return True

    def _reply(self, sim: Sim, paranoid: bool = False) -> None:
        """Another seat's turn-menu choice the way Normal makes it: its few best moves by the policy's
        estimate, each played out in this sample and valued from that seat's side; the best one stays.
        `paranoid`: the one of them worst for the searching seat by its own leaf value stays."""
        p = sim.pending
        assert p is not None
        seat = p.seat
        sit = Situation(self.cards, sim.state, p, seat, sim.tops())
        v = Valuer(self.cards, sim.state, seat, self.reply_w, self._reply_cache)
        static = self.policy.turn_scores(sit, v)
        ranked = sorted(macros(p), key=lambda m: (-static.get(m.key, 0.0), m.label()))
        keep = ranked[: max(1, self.cfg.reply_lookahead)]
        keep += [m for m in ranked if m.key in ("end_action", "pass") and m not in keep]
        if paranoid:  # scored by the harm to the searching seat, below
            base = Valuer(self.cards, sim.state, self.seat, self.w, self._cache).evaluate(self.cfg.best_share)
        else:
            base = v.evaluate()
        scores: dict[Macro, float] = {}
        branches: dict[Macro, Sim] = {}
        for m in keep:
            branch = sim.clone()
            play_macro(branch, m, self.policy, stop_at_draw=True)
            if paranoid:  # the harm to the searching seat (so a free move is used when it harms clearly)
                scores[m] = base - Valuer(self.cards, branch.state, self.seat, self.w, self._cache).evaluate(
                    self.cfg.best_share)
            else:
                scores[m] = Valuer(self.cards, branch.state, seat, self.reply_w, self._reply_cache).evaluate() - base
            branches[m] = branch
        best = branches[choose_macro(scores)]
        for slot in Sim.__slots__:
            setattr(sim, slot, getattr(best, slot))
        finish_inner(sim, self.policy)

    def _best_next(self, sim: Sim) -> float:
        """The seat's best next action (among the policy's top few), scored right after it."""
        p = sim.pending
        if p is None:
            return self._leaf_value(sim)
        sit = Situation(self.cards, sim.state, p, self.seat, sim.tops())
        v = Valuer(self.cards, sim.state, self.seat, self.w, self._cache)
        gains = self._action_gains(sit, v)
        if not gains:
            return v.evaluate()
        ranked = sorted(gains, key=lambda k: (-gains[k], k))[: self.cfg.second]
        best = -1e9
        for key in ranked:
            branch = sim.clone()
            play_macro(branch, Macro(key), self.policy, stop_at_draw=True)
            best = max(best, self._leaf_value(branch))
        return best

    def _play_out(self, sim: Sim) -> None:
        """The rest of the game: every choice by the policy, except the turn menus `endgame_model` gives to
        Normal's look-ahead (the seat's own: "normal_own"; everyone's: "normal_all")."""
        model = self.cfg.endgame_model
        for _ in range(MAX_INNER * 40):
            p = sim.pending
            if p is None:
                return
            if (model != "policy" and p.kind == "turn" and len(p.options) > 1
                    and (model == "normal_all" or p.seat == self.seat) and self._normal_pick(sim)):
                continue
            sim.play(policy_pick(self.policy, self.cards, sim))

    def _leaf_value(self, sim: Sim) -> float:
        v = Valuer(self.cards, sim.state, self.seat, self.w, self._cache)
        if self.cfg.value == "win":
            return self._win_value(v)
        value = self._margin(v)
        p = sim.pending  # None once the game is over
        if self.cfg.next_gain and p is not None and p.kind == "turn" and p.seat == self.seat:
            value += self.cfg.next_gain * self._best_static(sim)
        return value

    def _margin(self, v: Valuer) -> float:
        """The lead `v` sees: the true margin plus the win bonus once the game is over, else the estimated one."""
        s = v.state
        if s.over:
            return v.final_margin() + end_bonus(self.cfg, len(s.players), self.seat, s.winners)
        return v.evaluate(self.cfg.best_share)

    def _best_static(self, sim: Sim) -> float:
        """The policy's estimate of the seat's best action at its turn menu (0 when none gains)."""
        return max([0.0, *self._menu_gains(sim).values()])

    def _menu_gains(self, sim: Sim) -> dict[str, float]:
        """The policy's static gain of each action at the seat's pending turn menu, valued with Normal's weights."""
        p = sim.pending
        assert p is not None
        sit = Situation(self.cards, sim.state, p, self.seat, sim.tops())
        return self._action_gains(sit, Valuer(self.cards, sim.state, self.seat, self.reply_w, self._reply_cache))

    def _action_gains(self, sit: Situation, v: Valuer) -> dict[str, float]:
        """The policy's static gain of each action at a turn menu (free moves left out)."""
        return {k: self.policy.option_gain(sit, v, k) for k in option_keys(sit.pending)
                if k.split(":", 1)[0] not in FREE_VERBS}

    def _win_value(self, v: Valuer) -> float:
        """The leaf as a chance to win (plus a little of the lead): a lead matters more the less game is
        left, and a move that risks a sure lead for a bigger one is worth less than its mean lead says."""
        cfg = self.cfg
        s = v.state
        if s.over:
            won = self.seat in s.winners
            return cfg.win_scale * (1.0 / len(s.winners) if won else 0.0) + cfg.margin_weight * v.final_margin()
        lead = v.evaluate(best_share=1.0)  # over the best opponent
        z = lead / (cfg.win_s0 + cfg.win_s1 * v.tau(s.players[self.seat]))
        return cfg.win_scale / (1.0 + math.exp(-max(-40.0, min(40.0, z)))) + cfg.margin_weight * v.evaluate()
