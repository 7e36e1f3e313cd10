"""The rules' step handlers are one explicit table (game/rules/handlers.py), not import side effects."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import steps as st
from game.match.hints import choice_hint
from game.rules import steps as choice_steps
from game.rules.flow import ChoiceKind, StepTable
from game.rules.handlers import STEP_HANDLERS

GAME = Path(__file__).resolve().parents[2] / "game"


def test_every_step_kind_has_its_handlers() -> None:
    for name, cls in st.STEP_TYPES.items():
        if cls.choice:
            assert cls in STEP_HANDLERS.options_fns, name
            assert cls in STEP_HANDLERS.pick_fns, name
            assert cls in STEP_HANDLERS.prompt_fns, name
        else:
            assert cls in STEP_HANDLERS.auto_fns, name
    assert len(STEP_HANDLERS.interrupts) == 1  # R7: an Alien Artifact at any choice of one's own turn


def _pay_kind() -> ChoiceKind:
    return ChoiceKind(st.Pay, lambda ctx, step: [], lambda ctx, step, key: None, lambda ctx, step: ("", ()), hint="")


def test_a_step_kind_handled_twice_is_refused() -> None:
    a, b = StepTable(), StepTable()
    a.choice(_pay_kind())
    b.choice(_pay_kind())
    with pytest.raises(ValueError, match="Pay"):
        StepTable.merged(a, b)
    with pytest.raises(ValueError, match="Pay"):
        a.choice(_pay_kind())


def test_every_choice_kind_lives_in_one_module_with_its_options_pick_prompt_and_hint() -> None:
    """Issue 26 point 4: a choice kind is declared once (a ChoiceKind) in its own module under game/rules/steps/
    (or the verb family that opens it), which defines its options, its pick, its prompt and its hint; the hint's
    words are written there and nowhere else in game/."""
    choices = {cls for cls in st.STEP_TYPES.values() if cls.choice}
    assert set(STEP_HANDLERS.kinds) == choices
    homes: dict[str, set[str]] = {}
    for cls, kind in STEP_HANDLERS.kinds.items():
        home = kind.options.__module__
        assert home.startswith(("game.rules.steps.", "game.rules.verbs.")), (cls.__name__, home)
        assert kind.pick.__module__ == home, cls.__name__
        # a verb family's one-line prompt is made by verbs.base.choose_prompt from the words written in `home`
        assert kind.prompt.__module__ in (home, "game.rules.verbs.base"), cls.__name__
        assert STEP_HANDLERS.options_fns[cls] is kind.options and STEP_HANDLERS.pick_fns[cls] is kind.pick
        assert STEP_HANDLERS.prompt_fns[cls] is kind.prompt
        module = sys.modules[home]
        assert any(v is kind for v in vars(module).values()) or cls in module.FAMILY.handlers.kinds, cls.__name__
        homes.setdefault(kind.kind, set()).add(home)
        if kind.hint:
            first = kind.hint[:30]  # the opening words (a long hint is split over source lines)
            holders = [f for f in GAME.rglob("*.py") if first in f.read_text(encoding="utf-8")]
            assert holders == [GAME.joinpath(*home.split(".")[1:]).with_suffix(".py")], (kind.kind, holders)
    assert all(len(h) == 1 for h in homes.values()), homes  # two classes of one kind name live together
    # kinds sharing a name (DiscardDown, DiscardEffect: "discard_down") share one hint
    for name in homes:
        assert len({k.hint for k in STEP_HANDLERS.kinds.values() if k.kind == name}) == 1, name
    assert {m.__name__.rsplit(".", 1)[1] for m in choice_steps.MODULES} >= {
        "turn_menu", "pay", "buy", "side", "prepare"}


def test_the_match_layer_gives_the_ui_each_kind_s_own_hint() -> None:
    """The UI reads a kind's hint through game/match/hints.py (it may not import game.rules)."""
    for kind in STEP_HANDLERS.kinds.values():
        assert choice_hint(kind.kind) == kind.hint
    assert choice_hint("pay").startswith("Drag Resource cards")
    assert choice_hint("no such kind") == ""


def test_the_search_runs_the_rules_without_the_match_layer_imported_first() -> None:
    """Importing only the AI's simulation (never game.match) still gives the rules every handler."""
    code = ("import sys\n"
            "from game.rules.handlers import STEP_HANDLERS\n"
            "assert 'game.match.api' not in sys.modules\n"
            "print(len(STEP_HANDLERS.options_fns), len(STEP_HANDLERS.auto_fns))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == [str(len([c for c in st.STEP_TYPES.values() if c.choice])),
                           str(len([c for c in st.STEP_TYPES.values() if not c.choice]))]
