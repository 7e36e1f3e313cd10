"""The rules' step handlers are one explicit table (game/rules/handlers.py), not import side effects."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.engine import steps as st
from game.rules.flow import StepTable
from game.rules.handlers import STEP_HANDLERS


def test_every_step_kind_has_its_handlers() -> None:
    for name, cls in st.STEP_TYPES.items():
        if cls.choice:
            assert cls in STEP_HANDLERS.options_fns, name
            assert cls in STEP_HANDLERS.pick_fns, name
            assert cls in STEP_HANDLERS.prompt_fns, name
        else:
            assert cls in STEP_HANDLERS.auto_fns, name
    assert len(STEP_HANDLERS.interrupts) == 1  # R7: an Alien Artifact at any choice of one's own turn


def test_a_step_kind_handled_twice_is_refused() -> None:
    a, b = StepTable(), StepTable()
    a.options(st.Pay)(lambda ctx, step: [])
    b.options(st.Pay)(lambda ctx, step: [])
    with pytest.raises(ValueError, match="Pay"):
        StepTable.merged(a, b)
    with pytest.raises(ValueError, match="Pay"):
        a.options(st.Pay)(lambda ctx, step: [])


def test_the_search_runs_the_rules_without_the_match_layer_imported_first() -> None:
    """Importing only the AI's simulation (never game.match) still gives the rules every handler."""
    code = ("import sys\n"
            "from game.rules.handlers import STEP_HANDLERS\n"
            "assert 'game.match.api' not in sys.modules\n"
            "print(len(STEP_HANDLERS.options_fns), len(STEP_HANDLERS.auto_fns))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == [str(len([c for c in st.STEP_TYPES.values() if c.choice])),
                           str(len([c for c in st.STEP_TYPES.values() if not c.choice]))]
