"""The kernel (game/kernel) names no Alien Artifacts concept and imports nothing of the game (issue 26 point 6;
DESIGN.md "Kernel and game packages"): its source is scanned for the game's words, every card's name and every
colour and faction of the card set included."""

from __future__ import annotations

import re
from pathlib import Path

from test_import_rules import imports_of

from game.content.loader import load_cardset

GAME = Path(__file__).resolve().parents[2] / "game"
KERNEL = GAME / "kernel"
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


def test_the_kernel_names_no_alien_artifacts_word() -> None:
    words = game_words()
    assert len(words) > 100  # the card names are in the list
    found = {str(p.relative_to(GAME)): named(p.read_text(), words) for p in sorted(KERNEL.rglob("*.py"))}
    assert found and {p: w for p, w in found.items() if w} == {}


def test_the_scan_sees_a_game_word() -> None:
    words = game_words()
    assert named("pay one Resource; the colour green", words) == ["green", "resource"]
    assert named("registered, ordered, credits", words) == []  # inside other words only: not a name
    assert named("the card Black Plague", words) == ["black", "black plague"]


def test_the_kernel_imports_nothing_of_the_game() -> None:
    outside = [(p.name, name) for p in sorted(KERNEL.rglob("*.py"))
               for _, name in imports_of(p.read_text(), f"game.kernel.{p.stem}")
               if name.startswith("game") and not name.startswith("game.kernel")]
    assert outside == []
