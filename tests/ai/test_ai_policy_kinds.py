"""The AI answers every kind of choice the engine documents (docs/ENGINE_API.md), and its search
variants run."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from game.ai.hard import HardSeat
from game.ai.heuristic import kinds_handled
from game.ai.ismcts import SearchConfig
from game.ai.macro import Macro
from game.ai.normal import NormalSeat, choose_macro
from game.content.model import CardSet
from game.engine.choices import Command
from game.engine.view import HIDDEN

ROOT = Path(__file__).resolve().parents[2]


def documented_kinds() -> set[str]:
    text = (ROOT / "docs" / "ENGINE_API.md").read_text()
    table = text.split("## PendingChoice kinds", 1)[1].split("\n## ", 1)[0]
    kinds: set[str] = set()
    for line in table.splitlines():
        if line.startswith("| `"):
            kinds.update(re.findall(r"`([a-z_]+)`", line.split("|")[1]))
    return kinds


def test_every_documented_choice_kind_has_a_rule() -> None:
    kinds = documented_kinds()
    assert {"turn", "pay", "side", "defense_plan", "discard"} <= kinds
    missing = kinds - set(kinds_handled())
    assert not missing, f"no AI rule for {sorted(missing)}"


def test_kinds_met_in_play_are_all_handled(kit: Any, real_cards: CardSet) -> None:
    seen: set[str] = set()
    for n, seed in ((2, 31), (4, 32)):
        g = kit.new_game(real_cards, n, seed)
        seats = [NormalSeat(seed + i) for i in range(n)]
        while g.pending is not None:
            p = g.pending
            seen.add(p.kind)
            assert g.submit(Command(p.seat, p.id, tuple(seats[p.seat].decide(g.view_for(p.seat))))).ok
    assert seen <= set(kinds_handled())
    assert {"turn", "pay", "side", "discard"} <= seen


def test_tree_search_variant_plays(kit: Any, real_cards: CardSet) -> None:
    cfg = SearchConfig(mode="ucb", depth=1, max_iterations=12, second=0, replies=True)
    seats = [HardSeat(1, config=cfg), NormalSeat(2)]
    g = kit.new_game(real_cards, 2, 8)
    for _ in range(120):
        p = g.pending
        if p is None:
            break
        assert g.submit(Command(p.seat, p.id, tuple(seats[p.seat].decide(g.view_for(p.seat))))).ok
    assert seats[0].last is None or seats[0].last.iterations > 0


def test_search_options_play_legal_games(kit: Any, real_cards: CardSet) -> None:
    """The tuning options of docs/AI.md (leaf as a win chance, Normal's gain blended in, Normal-like
    replies, Normal's own look-ahead as the replies, overriding Normal only with confidence) play legal
    moves; with a huge blend Hard always takes Normal's top move, and with a confidence no sample can
    reach, Normal's own pick."""
    deviated = 0
    for cfg in (SearchConfig(max_iterations=10, value="win"), SearchConfig(max_iterations=10, reply_lookahead=2),
                SearchConfig(max_iterations=6, reply_model="normal", reply_samples=1, reply_macros=4),
                SearchConfig(max_iterations=10, prior_blend=100.0), SearchConfig(max_iterations=10, confidence=1e9),
                SearchConfig(max_iterations=10, reply_noise=0.5),
                SearchConfig(max_iterations=6, reply_model="paranoid", reply_lookahead=3),
                SearchConfig(max_iterations=6, next_gain=0.5),
                SearchConfig(max_iterations=10, risk=-0.3, risk_multi=0.3),
                SearchConfig(max_iterations=6, plan=2), SearchConfig(max_iterations=6, plan=2, plan_weights="leaf"),
                SearchConfig(max_iterations=4, plan=2, plan_weights="deep"),
                SearchConfig(max_iterations=4, endgame_rounds=99, endgame_model="normal_all", reply_samples=1),
                SearchConfig(max_iterations=10, confidence=1.0)):
        seats = [HardSeat(1, config=cfg), NormalSeat(2), NormalSeat(3)]
        g = kit.new_game(real_cards, 3, 12)
        searched = 0
        for _ in range(150):
            p = g.pending
            if p is None:
                break
            picks = seats[p.seat].decide(g.view_for(p.seat))
            hard = seats[0]
            if p.seat == 0 and p.kind == "turn" and hard.last is not None and hard.last.iterations:
                searched += 1
                if cfg.prior_blend:
                    gains = hard.normal.last_macros
                    assert gains[hard.last.macro] == max(gains[m] for m in gains if m.label() in hard.last.stats)
                if cfg.confidence:
                    deviated += hard.last.macro != choose_macro(hard.normal.last_macros)
                    assert cfg.confidence < 1e6 or hard.last.macro == choose_macro(hard.normal.last_macros)
                hard.last = None
            assert g.submit(Command(p.seat, p.id, tuple(picks))).ok
        assert searched > 0
    assert deviated > 0  # at confidence 1 the search still overrides Normal sometimes


def test_normal_replies_see_only_the_replying_seats_view(monkeypatch: Any, kit: Any, real_cards: CardSet) -> None:
    """reply_model="normal": the other seats' actions in a sample come from Normal's look-ahead on that
    seat's own View of the sampled world (R34), so the search's hidden cards do not steer them."""
    seen: list[tuple[int, bool]] = []
    real = NormalSeat.lookahead

    def spy(self: NormalSeat, cards: CardSet, view: Any) -> str | None:
        hidden = all(all(c == HIDDEN for c in p.hand) for p in view.state.players if p.seat != view.seat)
        seen.append((view.seat, hidden))
        return real(self, cards, view)

    g = kit.new_game(real_cards, 2, 5)
    seats = [NormalSeat(2), NormalSeat(3)]
    while not (g.pending.seat == 0 and g.pending.kind == "turn" and len(g.pending.options) > 2):
        p = g.pending
        assert g.submit(Command(p.seat, p.id, seats[p.seat].decide(g.view_for(p.seat)))).ok
    monkeypatch.setattr(NormalSeat, "lookahead", spy)
    hard = HardSeat(1, cards=real_cards, config=SearchConfig(max_iterations=6, reply_model="normal", reply_samples=1))
    hard.decide(g.view_for(0))
    replies = [h for s, h in seen if s == 1]
    assert replies and all(replies)


def test_reply_noise_jitters_only_the_other_seats_action_picks(monkeypatch: Any, kit: Any,
                                                                real_cards: CardSet) -> None:
    """reply_noise (docs/AI.md session 9, off by default): in a sample, the other seats' turn-menu picks carry
    Gaussian noise of that many VP; the seat's own steps and every choice inside an action stay noiseless."""
    from game.ai.heuristic import Policy

    g = kit.new_game(real_cards, 2, 5)
    seats = [NormalSeat(2), NormalSeat(3)]
    while not (g.pending.seat == 0 and g.pending.kind == "turn" and len(g.pending.options) > 2):
        p = g.pending
        assert g.submit(Command(p.seat, p.id, seats[p.seat].decide(g.view_for(p.seat)))).ok
    noisy: list[tuple[str, int]] = []
    real = Policy.choose

    def spy(self: Policy, sit: Any, valuer: Any = None) -> str:
        if self.noise:
            noisy.append((sit.pending.kind, sit.seat))
        return real(self, sit, valuer)

    monkeypatch.setattr(Policy, "choose", spy)
    HardSeat(1, cards=real_cards, config=SearchConfig(max_iterations=6)).decide(g.view_for(0))
    assert noisy == []
    HardSeat(1, cards=real_cards, config=SearchConfig(max_iterations=6, reply_noise=0.5)).decide(g.view_for(0))
    assert noisy and set(noisy) == {("turn", 1)}


def _to_menu(kit: Any, real_cards: CardSet, seat: int, seed: int = 5) -> Any:
    g = kit.new_game(real_cards, 2, seed)
    seats = [NormalSeat(2), NormalSeat(3)]
    while not (g.pending.seat == seat and g.pending.kind == "turn" and len(g.pending.options) > 2
               and not g.state.turn.action_taken):
        p = g.pending
        assert g.submit(Command(p.seat, p.id, seats[p.seat].decide(g.view_for(p.seat)))).ok
    return g


def test_paranoid_replies_keep_the_move_worst_for_the_searching_seat(monkeypatch: Any, kit: Any,
                                                                     real_cards: CardSet) -> None:
    """reply_model="paranoid" (docs/AI.md session 10, off by default): of the other seat's candidate moves, the
    sample keeps the one after which the searching seat's leaf value is lowest."""
    import random

    from game.ai import ismcts
    from game.ai.determinize import Sim
    from game.ai.features import Valuer
    from game.ai.heuristic import Policy
    from game.ai.macro import play_macro

    g = _to_menu(kit, real_cards, seat=1)
    sim = Sim(real_cards, g.state.clone(), 9, g.pending, advance=False)
    cfg = SearchConfig(reply_model="paranoid", reply_lookahead=99)
    search = ismcts.ISMCTS(real_cards, 0, random.Random(1), Policy(), cfg)
    picked: list[Any] = []
    real = ismcts.choose_macro

    def spy(scores: dict[Any, float]) -> Any:
        picked.append(real(scores))
        return picked[-1]

    monkeypatch.setattr(ismcts, "choose_macro", spy)
    values = {}
    for m in ismcts.macros(sim.pending):
        branch = sim.clone()
        play_macro(branch, m, Policy(), stop_at_draw=True)
        values[m] = Valuer(real_cards, branch.state, 0).evaluate(cfg.best_share)
    search._reply(sim)
    acts = {m: v for m, v in values.items() if not m.free}
    assert len(set(acts.values())) > 1  # the choice matters here
    assert len(picked) == 1 and not picked[0].free
    assert values[picked[0]] == min(acts.values())
    assert sim.pending is not None and sim.pending.seat == 0  # the reply was played through to the seat's turn


def test_endgame_model_gives_turn_menus_of_the_play_outs_to_normal(monkeypatch: Any, kit: Any,
                                                                   real_cards: CardSet) -> None:
    """endgame_model (docs/AI.md session 10, off by default): in the play-outs to the real end, "normal_own" hands
    the searching seat's turn menus to Normal's look-ahead (on its own View of the sample) and "normal_all"
    every seat's; with the default "policy" none."""
    g = _to_menu(kit, real_cards, seat=0)
    seen: list[int] = []
    real = NormalSeat.lookahead

    def spy(self: NormalSeat, cards: CardSet, view: Any) -> str | None:
        seen.append(view.seat)
        return real(self, cards, view)

    monkeypatch.setattr(NormalSeat, "lookahead", spy)
    by_model = {}
    for model in ("policy", "normal_own", "normal_all"):
        seen.clear()
        cfg = SearchConfig(max_iterations=4, endgame_rounds=99, endgame_model=model, reply_samples=1, reply_macros=3)
        HardSeat(1, cards=real_cards, config=cfg).decide(g.view_for(0))
        by_model[model] = list(seen)
    assert by_model["policy"] == [0]  # only the priors (Normal's look-ahead at the root)
    assert by_model["normal_own"][0] == 0 and set(by_model["normal_own"]) == {0} and len(by_model["normal_own"]) > 1
    assert {0, 1} <= set(by_model["normal_all"])


def test_next_gain_adds_a_share_of_the_best_ready_action_at_the_seats_menu(kit: Any, real_cards: CardSet) -> None:
    """next_gain (docs/AI.md session 10, off by default): a leaf at the seat's own turn menu is worth its position
    value plus that share of the policy's estimate of the best action there; elsewhere nothing is added."""
    import random

    from game.ai import ismcts
    from game.ai.determinize import Sim
    from game.ai.heuristic import Policy

    g = _to_menu(kit, real_cards, seat=0)
    sim = Sim(real_cards, g.state.clone(), 9, g.pending, advance=False)
    plain = ismcts.ISMCTS(real_cards, 0, random.Random(1), Policy(), SearchConfig())
    tempo = ismcts.ISMCTS(real_cards, 0, random.Random(1), Policy(), SearchConfig(next_gain=0.5))
    best = tempo._best_static(sim)
    assert best > 0
    assert abs(tempo._leaf_value(sim) - plain._leaf_value(sim) - 0.5 * best) < 1e-9
    other = ismcts.ISMCTS(real_cards, 1, random.Random(1), Policy(), SearchConfig(next_gain=0.5))
    other_plain = ismcts.ISMCTS(real_cards, 1, random.Random(1), Policy(), SearchConfig())
    assert other._leaf_value(sim) == other_plain._leaf_value(sim)  # seat 0's menu: nothing added for seat 1


def test_risk_scores_a_move_by_its_mean_plus_a_share_of_its_spread(real_cards: CardSet) -> None:
    """risk / risk_multi (docs/AI.md session 11, off by default): a move's score is its mean value over the sampled
    worlds plus that share of the values' standard deviation, with `risk` at two players and `risk_multi` at more."""
    import random

    from game.ai import ismcts
    from game.ai.heuristic import Policy

    steady, wild = ismcts.Node(), ismcts.Node()
    for node, values in ((steady, (1.0, 1.0, 1.0, 1.0)), (wild, (-1.0, 3.0, -1.0, 3.0))):
        for x in values:
            node.visits += 1
            node.total += x
            node.sq += x * x
    assert steady.mean == wild.mean == 1.0
    assert steady.spread == 0.0 and abs(wild.spread - 2.0) < 1e-9
    assert ismcts.Node(visits=1, total=5.0, sq=25.0).spread == 0.0

    def score(cfg: SearchConfig, players: int, node: ismcts.Node) -> float:
        search = ismcts.ISMCTS(real_cards, 0, random.Random(1), Policy(), cfg)
        search._players = players
        return search._score(node, Macro("trade:red"))

    assert score(SearchConfig(), 2, wild) == score(SearchConfig(), 2, steady) == 1.0
    assert abs(score(SearchConfig(risk=-0.5), 2, wild) - 0.0) < 1e-9  # averse: the wild move scores lower
    assert score(SearchConfig(risk=-0.5), 4, wild) == 1.0  # `risk` is for two players only
    assert abs(score(SearchConfig(risk_multi=0.5), 4, wild) - 2.0) < 1e-9  # seeking, with more players
    assert score(SearchConfig(risk_multi=0.5), 4, steady) == 1.0


def test_verb_bonus_adds_its_vp_to_a_root_move_of_that_verb_before_the_endgame(real_cards: CardSet) -> None:
    """verb_bonus (docs/AI.md session 13, off by default): a fixed correction by the move's verb, not in the endgame
    (whose samples are true outcomes)."""
    import random

    from game.ai import ismcts
    from game.ai.heuristic import Policy

    node = ismcts.Node(visits=2, total=2.0, sq=2.0)
    search = ismcts.ISMCTS(real_cards, 0, random.Random(1), Policy(), SearchConfig(verb_bonus=(("buy", 0.4),)))
    search._players, search._endgame = 2, False
    assert search._score(node, Macro("buy:ship")) == pytest.approx(1.4)
    assert search._score(node, Macro("trade:red")) == 1.0
    search._endgame = True
    assert search._score(node, Macro("buy:ship")) == 1.0


def test_plan_values_a_root_move_by_its_best_next_action_on_average(kit: Any, real_cards: CardSet) -> None:
    """plan (docs/AI.md session 11, off by default): after a root move and the replies, each of the policy's best
    next actions is played in the sample and valued; the move is worth the best of those actions' MEANS over the
    samples (an action open in fewer than half of them does not count), not the mean of the best per sample."""
    import random

    from game.ai import ismcts
    from game.ai.determinize import Sim
    from game.ai.heuristic import Policy
    from game.ai.macro import macros

    node = ismcts.Node(visits=4, total=0.0)
    node.nexts = {"a": [4, 4.0], "b": [4, 6.0], "c": [1, 9.0]}  # means 1.0, 1.5 and (one sample only) 9.0
    assert ismcts.ISMCTS._value(node) == 1.5
    assert ismcts.ISMCTS._value(ismcts.Node(visits=2, total=3.0)) == 1.5  # without `plan`: the plain mean

    g = _to_menu(kit, real_cards, seat=0)
    search = ismcts.ISMCTS(real_cards, 0, random.Random(1), Policy(), SearchConfig(plan=3))
    search._set_root(g.view_for(0))
    move = next(m for m in macros(g.pending) if m.key.startswith("trade"))
    nexts = search._leaf_plan(Sim(real_cards, g.state.clone(), 9, g.pending, advance=False), move)
    assert 1 <= len(nexts) <= 3 and all(isinstance(v, float) for v in nexts.values())
    assert "" in nexts or all(k.split(":")[0] not in ("artifact", "additionally") for k in nexts)


def test_endgame_scale_multiplies_the_samples_of_endgame_decisions_only(kit: Any, real_cards: CardSet) -> None:
    """endgame_scale (docs/AI.md session 13, off by default): a decision whose samples are played to the real end
    gets that many times the fixed sample count (or the budget); other decisions keep theirs."""
    g = _to_menu(kit, real_cards, seat=0)
    counts = {}
    for rounds, scale in ((99, 1.0), (99, 3.0), (0, 1.0), (0, 3.0)):
        cfg = SearchConfig(max_iterations=6, endgame_rounds=rounds, endgame_scale=scale, reply_samples=1)
        seat = HardSeat(1, cards=real_cards, config=cfg)
        seat.decide(g.view_for(0))
        assert seat.last is not None
        counts[(rounds, scale)] = seat.last.iterations
    # a sampled world scores every live move before the count is checked, so a count can overshoot a little
    assert 6 <= counts[(99, 1.0)] < 18 <= counts[(99, 3.0)]
    assert counts[(0, 3.0)] == counts[(0, 1.0)] < 18  # endgame_rounds=0: not the endgame, so no extra samples
