"""The position-value regression (game/ai/fit.py): sign constraints and pinned features."""

from __future__ import annotations

import random

from game.ai import fit
from game.ai.features import FEATURES

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
