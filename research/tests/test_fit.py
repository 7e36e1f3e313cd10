"""The position-value regression (research/fit.py): sign constraints and pinned features."""

from __future__ import annotations

import json
import random

from alien_artifacts.ai.features import FEATURES
from research import fit

M = len(FEATURES)
VP, BLOCKADES, CREDITS = FEATURES.index("vp"), FEATURES.index("blockades"), FEATURES.index("credits")


def _groups(seed: int = 3) -> list[list[fit.Row]]:
    """Tables whose final score is VP now plus an unseen strength, where strong players also carry
    blockade tokens (a confounder: attackers pick on the strong) and credits are pure noise."""
    rng = random.Random(seed)
    groups = []
    for _ in range(300):
        grp = []
        for _p in range(3):
            f = [0.0] * M
            strength = rng.gauss(0, 3.0)
            f[VP] = rng.uniform(0, 20)
            f[BLOCKADES] = max(0.0, 2.0 + strength / 2 + rng.gauss(0, 0.5))
            f[CREDITS] = rng.uniform(0, 10)
            final = f[VP] + strength + rng.gauss(0, 1.0)
            grp.append((f, rng.random(), final, 3))
        groups.append(grp)
    return groups


def test_unconstrained_fit_learns_the_confounder_and_the_constrained_one_refuses_it() -> None:
    groups = _groups()
    a, b, _ = fit.fit(groups, ridge=0.1, constrain=False)
    assert a[VP] > 0.5
    # free, blockades soak up the unseen strength: a liability that looks like an asset
    free_blockades = max(a[BLOCKADES], a[BLOCKADES] + b[BLOCKADES])
    assert free_blockades > 0.5
    a2, b2, _ = fit.fit(groups, ridge=0.1)
    for j, name in enumerate(FEATURES):
        lo, hi = min(a2[j], a2[j] + b2[j]), max(a2[j], a2[j] + b2[j])
        if name == "blockades":
            assert hi <= fit.TOLERANCE
        else:
            assert lo >= -fit.TOLERANCE, name
    assert abs(a2[VP] + 0.5 * b2[VP] - 1.0) < 0.15  # the true effect of VP survives


def test_pinned_feature_keeps_its_weights_and_rmse_matches_the_fit() -> None:
    groups = _groups(5)
    a, b, err = fit.fit(groups, ridge=0.1, fixed={"credits": (0.3, -0.1)})
    assert (a[CREDITS], b[CREDITS]) == (0.3, -0.1)
    assert abs(fit.rmse(groups, a, b) - err) < 1e-9
    assert err < fit.rmse(groups, [0.0] * M, [0.0] * M)


def _confounded_pairs(seed: int = 7) -> tuple[list[list[fit.Row]], list[fit.Pair]]:
    """Positions where credits go with an unseen strength (so a level fit credits them), but a move that
    changes credits alone changes nothing at the end: only counterfactual pairs show that."""
    rng = random.Random(seed)
    groups: list[list[fit.Row]] = []
    pairs: list[fit.Pair] = []
    for _ in range(300):
        base = []
        for _p in range(2):
            strength = rng.gauss(0, 3.0)
            f = [0.0] * M
            f[VP] = rng.uniform(0, 20)
            f[CREDITS] = max(0.0, 5 + strength + rng.gauss(0, 0.5))
            base.append((f, strength))
        grp = [(f, 0.5, f[VP] + s + rng.gauss(0, 0.5), 2) for f, s in base]
        groups.append(grp)
        a, b = [], []
        for i, (f, s) in enumerate(base):  # the mover (player 0): move A adds a VP, move B 3 credits
            noise = rng.gauss(0, 0.5)  # shared by both branches (the same draws)
            fa, fb = list(f), list(f)
            if i == 0:
                fa[VP] += 1
                fb[CREDITS] += 3
            a.append((fa, 0.5, fa[VP] + s + noise, 2))
            b.append((fb, 0.5, f[VP] + s + noise, 2))
        pairs.append((a, b, 0))
    return groups, pairs


def test_counterfactual_pairs_undo_a_confounded_weight() -> None:
    groups, pairs = _confounded_pairs()
    a, b, _ = fit.fit(groups, ridge=0.1)
    level_credits = a[CREDITS] + 0.5 * b[CREDITS]
    assert level_credits > 0.5  # the level fit pays for credits that do nothing
    a2, b2, _ = fit.fit(groups, ridge=0.1, pairs=pairs, pair_weight=20.0)
    assert a2[CREDITS] + 0.5 * b2[CREDITS] < 0.3 * level_credits
    assert fit.pair_rmse(pairs, a2, b2) < fit.pair_rmse(pairs, a, b)


def test_paired_rows_are_branch_differences_table_relative() -> None:
    f = [0.0] * M
    a = [([*f[:VP], 3.0, *f[VP + 1:]], 1.0, 10.0, 2), (f, 1.0, 4.0, 2)]
    b = [(f, 1.0, 6.0, 2), (f, 1.0, 6.0, 2)]
    xs, ys = fit.paired([(a, b, 0)])
    assert ys == [3.0, -3.0]  # A: 10 vs 4 (+3, -3 from the table mean); B: level
    assert xs[0][VP] == 1.5 and xs[1][VP] == -1.5
    assert xs[0][M + VP] == 1.5  # the tau interaction moves with it (tau 1)


LOGISTICS = FEATURES.index("logistics")


def _td_games(seed: int = 11, games: int = 120, steps: int = 8) -> list[list[list[fit.Row]]]:
    """Games where a player's logistics rate L earns L VP at every step, so a position is worth its VP plus
    L times the steps left (tau = steps left / 8: a logistics weight of 0 + 8 * tau); the final score
    adds luck (sd 4) that comes after the last recorded position."""
    rng = random.Random(seed)
    out = []
    for _g in range(games):
        rates = [rng.uniform(0, 2) for _p in range(3)]
        vps = [rng.uniform(0, 5) for _p in range(3)]
        snaps = []
        for t in range(steps):
            tau = (steps - t) / steps
            snap = []
            for i in range(3):
                f = [0.0] * M
                f[VP], f[LOGISTICS] = vps[i], rates[i]
                snap.append((f, tau, 0.0, 3))
            snaps.append(snap)
            vps = [v + r + rng.gauss(0, 0.3) for v, r in zip(vps, rates, strict=True)]
        finals = [v + rng.gauss(0, 4.0) for v in vps]
        out.append([[(f, tau, finals[i], n) for i, (f, tau, _y, n) in enumerate(snap)] for snap in snaps])
    return out


def test_td_fit_at_lambda_one_is_the_final_score_regression() -> None:
    games = _td_games()
    a1, b1, e1 = fit.fit([s for g in games for s in g], ridge=0.1)
    a2, b2, e2 = fit.fit_td(games, 1.0, ridge=0.1)
    assert max(abs(x - y) for x, y in zip(a1 + b1, a2 + b2, strict=True)) < 1e-6
    assert abs(e1 - e2) < 1e-9


def test_td_fit_learns_what_a_lasting_ability_earns() -> None:
    a, b, _ = fit.fit_td(_td_games(), 0.0, ridge=0.1)
    assert abs(a[VP] + 0.5 * b[VP] - 1.0) < 0.15
    assert abs(a[LOGISTICS]) < 1.0 and abs(b[LOGISTICS] - 8.0) < 1.0  # L * steps left, not luck


def test_td_fit_needs_rows_saved_per_game_and_says_so(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    flat = tmp_path / "flat.json"
    flat.write_text(json.dumps([s for g in _td_games(games=4) for s in g]))
    assert fit.main(["--rows", str(flat), "--lambda", "0.5"]) == 2
    assert "rows saved per game" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text('{"rows": []}')
    assert fit.main(["--rows", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("fit: --rows") and err.count("\n") == 1
    per_game = tmp_path / "games.json"
    per_game.write_text(json.dumps({"games": _td_games(games=30)}))
    assert fit.main(["--rows", str(per_game), "--lambda", "0.0"]) == 0
    assert "COEF_A =" in capsys.readouterr().out


def test_play_rows_seats_one_kind_per_player_rotating_with_the_seed(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """`fit --seat hard:80,normal` (session 12): positions from mixed tables; the first kind sits at seed % n."""
    import pytest

    from alien_artifacts.ai import seats

    made: list[tuple[str, int]] = []
    real = seats.make_seat

    def spy(kind: str, seed: int) -> seats.Seat:
        made.append((kind, seed % 10))
        return real("random", seed)

    monkeypatch.setattr(seats, "make_seat", spy)
    rows = fit.play_rows(("easy,random", 7, "leaf", 2))
    assert made == [("random", 0), ("easy", 1)]  # 7 % 2 = 1: "easy" at position 1, the rest after it
    assert rows and all(len(snap) == 2 for snap in rows)
    made.clear()
    fit.play_rows(("easy", 8, "leaf", 2))
    assert made == [("easy", 0), ("easy", 1)]
    with pytest.raises(ValueError, match="one per player"):
        fit.play_rows(("easy,random,random", 7, "leaf", 2))


def test_fit_cli_says_in_one_line_what_is_wrong_with_a_seat_list(capsys) -> None:  # type: ignore[no-untyped-def]
    assert fit.main(["--seat", "hard:80,normal", "--players", "3", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--players 2" in err
    assert fit.main(["--seat", "hardest,normal", "--players", "2", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("fit: bad --seat") and "hardest" in err
