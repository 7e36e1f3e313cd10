"""research/economy_rules.py: each variant really changes the rule it names, in the games the report reads (run in
a fresh interpreter, since the variants patch module state)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

PROBE = """
import json, sys
from research import economy_rules as R
from age_of_galaxy.balance import games as G
R.apply(sys.argv[1])
g = G.play(G.Job(0, 70002, 2, "easy"))
from age_of_galaxy.engine import actions, state
print(json.dumps({"r3": [p.productivity_r3 for p in g.players], "conv": actions.CONVERSIONS["credit"][1],
                  "cap": state.CAPS["productivity"], "error": g.error or None}))
"""


def probe(variant: str) -> dict[str, object]:
    out = subprocess.run([sys.executable, "-c", PROBE, variant], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize(("variant", "conv", "cap"), [("base", 2, 12), ("g6_3", 3, 12), ("cap6", 2, 6),
                                                      ("cap8", 2, 8)])
def test_a_variant_changes_its_rule_only(variant: str, conv: int, cap: int) -> None:
    # G6 (Credits per Productivity) and G3 (the Productivity cap) as the variant says; a game still plays to its end
    got = probe(variant)
    assert (got["conv"], got["cap"], got["error"]) == (conv, cap, None)
    assert all(0 <= r <= cap for r in got["r3"])  # type: ignore[attr-defined]


def test_an_unknown_variant_is_refused() -> None:
    from research import economy_rules as R

    with pytest.raises(ValueError, match="unknown variant"):
        R.apply("cap3")
