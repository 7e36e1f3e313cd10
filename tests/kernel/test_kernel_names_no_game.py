"""The kernel (tabletop) and the UI kit (tabletop/ui) name no Alien Artifacts concept and import nothing of the
game (issue 26 point 6; DESIGN.md "Kernel and game packages"): their source is scanned for the game's words, every
card's name and every colour and faction of the card set included. The kernel sits beside the game package, not in
it: nothing under tabletop/ imports game/ (the game names its fonts to the kit, game/ui/theme.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_import_rules import imports_of

from game.content.loader import load_cardset

ROOT = Path(__file__).resolve().parents[2]
KERNEL = ROOT / "tabletop"
KIT = KERNEL / "ui"
WORDS = ("Alien", "Artifact", "Resource", "Empire", "faction", "blockade", "credit", "Ship", "Technology",
         "Planet", "Defense Plan", "logistics", "operational", "VP", "Under Construction", "mine", "revenue",
         "attack", "red", "blue", "green", "yellow", "gold", "purple", "black", "white")


def game_words() -> set[str]:
    cards = load_cardset()
    found = {w.lower() for w in WORDS}
    found |= {c.name.lower() for c in cards.cards.values()}
    found |= {f.lower() for f in cards.factions}
    for c in cards.cards.values():
        found |= {str(x).lower() for x in (getattr(c, "colour", None), getattr(c, "color", None)) if x}
    return found


def named(text: str, words: set[str]) -> list[str]:
    low = text.lower()
    return sorted(w for w in words if re.search(rf"(?<![a-z]){re.escape(w)}(?![a-z])", low))


@pytest.mark.parametrize("package", [KERNEL, KIT], ids=["kernel", "ui-kit"])
def test_the_kernel_and_the_ui_kit_name_no_alien_artifacts_word(package: Path) -> None:
    words = game_words()
    assert len(words) > 100  # the card names are in the list
    files = sorted(package.glob("*.py"))  # the kernel's own modules; the kit's are its own case
    found = {str(p.relative_to(ROOT)): named(p.read_text(), words) for p in files}
    assert len(found) >= 6 and {p: w for p, w in found.items() if w} == {}


def test_the_scan_sees_a_game_word() -> None:
    words = game_words()
    assert named("pay one Resource; the colour green", words) == ["green", "resource"]
    assert named("registered, ordered, credits", words) == []  # inside other words only: not a name
    assert named("the card Black Plague", words) == ["black", "black plague"]


def test_the_kernel_imports_nothing_of_the_game() -> None:
    outside = [(p.name, name) for p in sorted(KERNEL.rglob("*.py"))
               for _, name in imports_of(p.read_text(), f"tabletop.{p.stem}")
               if name.startswith("game") and not name.startswith("tabletop")]
    assert outside == []


def kit_imports_outside(sources: dict[str, str]) -> list[str]:
    """The imports of anything of the game package in the kit's sources (the kit imports pygame and tabletop)."""
    return sorted(f"{stem}: {name}" for stem, text in sources.items()
                  for _, name in imports_of(text, f"tabletop.ui.{stem}", stem == "__init__")
                  if name == "game" or name.startswith("game."))


def test_the_ui_kit_imports_only_pygame_and_the_kernel() -> None:
    sources = {p.stem: p.read_text() for p in sorted(KIT.glob("*.py"))}
    assert {"stack", "scene", "registry", "drag", "curtain", "widgets", "theme"} <= set(sources)
    assert kit_imports_outside(sources) == []
    assert any("pygame" in {n for _, n in imports_of(t, "tabletop.ui.x")} for t in sources.values())


def test_the_kit_import_check_sees_the_game() -> None:
    planted = {"a": "from game.ui import theme\nfrom tabletop.ui import widgets\nimport tabletop.match\n",
               "b": "from ..scenes import menu\nfrom game.match.api import Game\nfrom game.paths import assets_dir\n"}
    assert kit_imports_outside(planted) == ["a: game.ui", "a: game.ui.theme", "b: game.match.api",
                                            "b: game.match.api.Game", "b: game.paths", "b: game.paths.assets_dir"]
