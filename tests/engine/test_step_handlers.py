"""The rules' step handlers are one explicit table (alien_artifacts/rules/handlers.py), not import side effects."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import attrs
import pytest

from alien_artifacts.engine import steps as st
from alien_artifacts.engine.grammar import Voice
from alien_artifacts.engine.view import HIDDEN
from alien_artifacts.match.hints import CHOICE_KINDS, choice_hint
from alien_artifacts.rules import steps as choice_steps
from alien_artifacts.rules.flow import ChoiceKind, StepTable, says
from alien_artifacts.rules.handlers import STEP_HANDLERS

sys.path.insert(0, str(Path(__file__).parent))
import scenario

GAME = Path(__file__).resolve().parents[2] / "alien_artifacts"


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
    return ChoiceKind(st.Pay, lambda ctx, step: [], lambda ctx, step, key: None, lambda ctx, step: ("", ()), hint="",
                      watching=says("paying"))


def test_a_step_kind_handled_twice_is_refused() -> None:
    a, b = StepTable(), StepTable()
    a.choice(_pay_kind())
    b.choice(_pay_kind())
    with pytest.raises(ValueError, match="Pay"):
        StepTable.merged(a, b)
    with pytest.raises(ValueError, match="Pay"):
        a.choice(_pay_kind())


def test_every_choice_kind_lives_in_one_module_with_its_options_pick_prompt_and_hint() -> None:
    """Issue 26 point 4: a choice kind is declared once (a ChoiceKind) in its own module under
    alien_artifacts/rules/steps/ (or the verb family that opens it), which defines its options, its pick, its prompt and
    its hint; the hint's words are written there and nowhere else in game/."""
    choices = {cls for cls in st.STEP_TYPES.values() if cls.choice}
    assert set(STEP_HANDLERS.kinds) == choices
    homes: dict[str, set[str]] = {}
    for cls, kind in STEP_HANDLERS.kinds.items():
        home = kind.options.__module__
        assert home.startswith(("alien_artifacts.rules.steps.", "alien_artifacts.rules.verbs.")), (cls.__name__, home)
        assert kind.pick.__module__ == home, cls.__name__
        # a verb family's one-line prompt is made by verbs.base.choose_prompt from the words written in `home`
        assert kind.prompt.__module__ in (home, "alien_artifacts.rules.verbs.base"), cls.__name__
        assert STEP_HANDLERS.options_fns[cls] is kind.options and STEP_HANDLERS.pick_fns[cls] is kind.pick
        assert STEP_HANDLERS.prompt_fns[cls] is kind.prompt
        assert kind.watching.__module__ in (home,
                                            "alien_artifacts.rules.flow"), cls.__name__  # written there (or says(...))
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
    """The UI reads a kind's hint through alien_artifacts/match/hints.py (it may not import alien_artifacts.rules)."""
    for kind in STEP_HANDLERS.kinds.values():
        assert choice_hint(kind.kind) == kind.hint
    assert choice_hint("pay").startswith("Drag Resource cards")
    assert choice_hint("no such kind") == ""


def test_the_search_runs_the_rules_without_the_match_layer_imported_first() -> None:
    """Importing only the AI's simulation (never alien_artifacts.match) still gives the rules every handler."""
    code = ("import sys\n"
            "from alien_artifacts.rules.handlers import STEP_HANDLERS\n"
            "assert 'alien_artifacts.match.api' not in sys.modules\n"
            "print(len(STEP_HANDLERS.options_fns), len(STEP_HANDLERS.auto_fns))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == [str(len([c for c in st.STEP_TYPES.values() if c.choice])),
                           str(len([c for c in st.STEP_TYPES.values() if not c.choice]))]


def _sample_step(cls: type, card: str) -> object:
    """A step of a choice kind with every field filled: seats 1 (the reader is seat 0), counts 2, card ids
    `card`, tuples of two `card`s."""
    values: dict[str, object] = {}
    for f in attrs.fields(cls):
        t = str(f.type)
        if "tuple[tuple" in t:
            values[f.name] = (("red", 2),)
        elif "tuple" in t:
            values[f.name] = (card, card)
        elif t in ("int", "<class 'int'>"):
            values[f.name] = 1 if f.name in ("seat", "attacker", "owner") else 2
        elif t in ("bool", "<class 'bool'>"):
            values[f.name] = False
        else:
            values[f.name] = card
    return cls(**values)


def test_every_choice_kind_words_how_the_others_see_it_being_made() -> None:
    """Issue 26 point 4: each choice kind declares its watching words (ChoiceKind.watching) beside its rules: a
    phrase in the third person, without the decider, in the reader's voice ("against you" to the seat it
    names, "against Bo" to the others), saying nothing a hidden card would show (R33)."""
    cards = scenario.cards()
    uid = next(iter(cards.cards))
    name = cards.cards[uid].name
    names = ("Ann", "Bo", "Cyd")
    for cls, kind in STEP_HANDLERS.kinds.items():
        step = _sample_step(cls, uid)
        words = {r: kind.watching(step, Voice.reading(names, r), cards) for r in (0, 1, 2)}
        for reader, w in words.items():
            assert w and w[0].islower() and not w.endswith((".", " ")) and "{" not in w, (cls.__name__, w)
            assert not w.lower().startswith(("you ", "bo ")) and "your" not in w.replace(
                "your Empire", ""), (cls.__name__, reader, w)  # the decider (seat 1) is never named nor "you"
        # the seat a choice names (an attacker, an Empire's owner) reads as "you" to that seat only
        assert ("you" in words[1].split()) <= ("Bo" in words[0]), (cls.__name__, words)
        hidden = _sample_step(cls, HIDDEN)
        if cls is st.Keep:  # the cards another seat keeps are hidden: the words never name them
            assert kind.watching(hidden, Voice.reading(names, 0), cards) == words[0] and name not in words[0]
    plan = STEP_HANDLERS.kinds[st.DefenseChoice]
    attack = st.DefenseChoice(0, 1)
    assert plan.watching(attack, Voice.reading(names, 1), cards) == "choosing a Defense Plan against you"
    assert plan.watching(attack, Voice.reading(names, 2), cards) == "choosing a Defense Plan against Bo"
    down, effect = STEP_HANDLERS.kinds[st.DiscardDown], STEP_HANDLERS.kinds[st.DiscardEffect]
    voice = Voice.reading(names, 1)  # one kind name, two steps: each says what it is
    assert down.watching(st.DiscardDown(0, 7), voice, cards) == "discarding down to the hand limit of 7 Resource cards"
    assert effect.watching(st.DiscardEffect(0, 1), voice, cards) == "choosing 1 Resource card to discard"


def test_the_match_layer_tells_the_pending_choice_in_its_kind_s_words() -> None:
    """alien_artifacts/match/hints.watching: the pending choice of a View, from its public stack, in the kind's
    words."""
    from alien_artifacts.match.hints import watching

    g = scenario.new_game(2, seed=3)
    assert g.pending is not None
    view = g.view_for(1 - g.pending.seat)
    kind = STEP_HANDLERS.kinds[type(view.stack[-1])]
    voice = Voice.reading(["P0", "P1"], view.seat)
    said = watching(view, voice)
    assert said == kind.watching(view.stack[-1], voice, view.cards)[:1].upper() + \
        kind.watching(view.stack[-1], voice, view.cards)[1:] + "."
    assert watching(attrs.evolve(view, pending=None), voice) == "Deciding."
    assert set(CHOICE_KINDS) == {k.kind for k in STEP_HANDLERS.kinds.values()}
