"""A small tanh network that corrects the linear leaf value (docs/AI.md, session 13).

The linear leaf values each feature the same for every faction and every mix of assets. The network sees a
player's features, tau, the features times tau and the faction, and adds a correction in VP. Its weights
come from `docs/ai_trials/scripts/value_net.py train`; evaluation is plain Python (no numpy at run time).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import attrs

FACTIONS = ("concord_of_nine_moons", "lumen_academy", "meridian_consortium", "reliquary_order", "star_union",
            "wayfarer_collective")


def net_inputs(f: Sequence[float], tau: float, faction: str) -> list[float]:
    """The network's raw inputs: features, tau, features times tau, faction one-hot."""
    return [*f, tau, *(x * tau for x in f), *(1.0 if faction == name else 0.0 for name in FACTIONS)]


@attrs.frozen
class ValueNet:
    """One hidden tanh layer on standardized inputs; the output is a correction in VP."""

    mean: tuple[float, ...]
    scale: tuple[float, ...]
    w1: tuple[tuple[float, ...], ...]  # inputs x hidden
    b1: tuple[float, ...]
    w2: tuple[float, ...]

    @classmethod
    def from_json(cls, d: dict[str, object]) -> ValueNet:
        def vec(key: str) -> tuple[float, ...]:
            return tuple(float(x) for x in d[key])  # type: ignore[attr-defined]

        missing = [k for k in ("mean", "scale", "w1", "b1", "w2") if k not in d]
        if missing:
            raise ValueError(f"value net: missing {', '.join(missing)}")
        if tuple(d.get("factions", FACTIONS)) != FACTIONS:  # type: ignore[arg-type]
            raise ValueError("value net: its faction list differs from game.ai.net.FACTIONS")
        w1 = tuple(tuple(float(x) for x in row) for row in d["w1"])  # type: ignore[attr-defined]
        net = cls(vec("mean"), vec("scale"), w1, vec("b1"), vec("w2"))
        if not (len(net.mean) == len(net.scale) == len(net.w1) and all(len(r) == len(net.b1) for r in net.w1)
                and len(net.w2) == len(net.b1)):
            raise ValueError("value net: layer sizes do not match")
        return net

    def __call__(self, f: Sequence[float], tau: float, faction: str) -> float:
        z = [(x - m) / s for x, m, s in zip(net_inputs(f, tau, faction), self.mean, self.scale, strict=True)]
        hidden = list(self.b1)
        for zi, row in zip(z, self.w1, strict=True):
            for j, w in enumerate(row):
                hidden[j] += zi * w
        return sum(math.tanh(h) * w for h, w in zip(hidden, self.w2, strict=True))
