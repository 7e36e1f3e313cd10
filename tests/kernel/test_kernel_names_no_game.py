"""The kernel (tabletop) and the UI kit (tabletop/ui) name no Alien Artifacts concept and import nothing of the
game (issue 26 point 6; DESIGN.md "Kernel and game packages"): their source is scanned for the game's words, every
card's name and every colour and faction of the card set included. The kernel sits beside the game package, not in
it: nothing under tabletop/ imports game/ (the game names its fonts to the kit, game/ui/theme.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from test_import_rules import imports_of

from age_of_galaxy.content.loader import read_content
from alien_artifacts.content.loader import load_cardset

ROOT = Path(__file__).resolve().parents[2]
KERNEL = ROOT / "tabletop"
KIT = KERNEL / "ui"
WORDS = ("Alien", "Artifact", "Resource", "Empire", "faction", "blockade", "credit", "Ship", "Technology",
         "Planet", "Defense Plan", "logistics", "operational", "VP", "Under Construction", "mine", "revenue",
         "attack", "red", "blue", "green", "yellow", "gold", "purple", "black", "white")
# Age of Galaxy's words (the second game, age_of_galaxy/; docs/age-of-galaxy/RULINGS.md): its resources and tracks,
# actions, phases, card kinds, planet types and solo opponent. The kernel's pieces serve it (spaces, tracks, supplies,
# rounds, automata, sealed picks, face-down rows) under their own generic names.
AOG_WORDS = ("Age of Galaxy", "Prestige", "Cruiser", "Credit", "Credits", "Productivity", "Strength", "Innovation",
             "Influence", "Relic", "Alliance", "Ideology", "Adaptation", "Debut", "Reinforcement", "Overlord",
             "Golden Age", "Galactic", "Galaxy", "Colonize", "Manufacture", "Retrieve", "Scavenge", "Nominate",
             "Trade", "Research", "Develop", "War", "Arctic", "Desert", "Oceanic", "Volcanic", "Verdant", "Barren",
             "Virtual Opponent", "VO", "Action disc", "Exploration token", "System card", "Telescope", "Warp Drive",
             "fleet", "Terraforming", "Laser")
# Words of Age of Galaxy the kernel may use in their common sense, so the scan leaves them out (each with why):
NOT_SCANNED = {
    "explore": "UCB1's exploration constant in the search (tabletop/search.py: FlatISMCTS.explore), the standard "
               "term of the method, not Age of Galaxy's EXPLORE action",
    "round": "every turn-based game has rounds (tabletop/rounds.py)",
    "phase": "a round's phases (tabletop/rounds.py) and the search's halving phases",
    "track": "a counter on a board (tabletop/pieces/tracks.py)",
    "token": "a lap token beside a marker on a wrapping track (tabletop/pieces/tracks.py)",
    "stack": "the step stack and a space's stack of pieces",
    "space": "a board space (tabletop/pieces/spaces.py)",
    "supply": "a limited pool of pieces (tabletop/pieces/supplies.py)",
    "action": "'a whole action' (a command's picks) and an automaton's act",
    "discard": "a generic card-game verb; Age of Galaxy's discards are its own rules",
}


def aog_names() -> set[str]:
    """Every named thing of Age of Galaxy's content: faction, System and Trade cards and the technologies."""
    content = read_content()
    named_things = (*content.factions, *content.technologies, *content.system_cards, *content.trade_cards)
    names = {thing.name.lower() for thing in named_things}
    assert len(names) >= 70, "40 faction cards, 23 technologies, 8 System and 5 Trade cards are scanned"
    return names


def game_words() -> set[str]:
    cards = load_cardset()
    found = {w.lower() for w in (*WORDS, *AOG_WORDS)} | aog_names()
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
    # the kernel's own modules and sub-packages (tabletop/pieces/); the kit's are its own case
    files = sorted(p for p in package.rglob("*.py") if package == KIT or KIT not in p.parents)
    found = {str(p.relative_to(ROOT)): named(p.read_text(), words) for p in files}
    assert len(found) >= 6 and {p: w for p, w in found.items() if w} == {}
    if package == KERNEL:
        assert {"tabletop/pieces/tracks.py", "tabletop/rounds.py", "tabletop/sealed.py"} <= set(found)


def test_the_scan_sees_a_game_word() -> None:
    words = game_words()
    assert named("pay one Resource; the colour green", words) == ["green", "resource"]
    assert named("registered, ordered, discredited", words) == []  # inside other words only: not a name
    assert named("3 Credits", words) == ["credits"]  # Age of Galaxy's plural
    assert named("the card Black Plague", words) == ["black", "black plague"]
    assert named("gain 2 Prestige; a Cruiser to COLONIZE an Arctic world", words) == ["arctic", "colonize",
                                                                                       "cruiser", "prestige"]
    assert named("the Virtual Opponent (VO) at war", words) == ["virtual opponent", "vo", "war"]
    assert named("software toward a development", words) == []  # inside other words only: not a name


def test_the_words_left_out_of_the_scan_are_not_in_it() -> None:
    words = game_words()
    assert {w for w in NOT_SCANNED if w in words} == set()
    assert all(len(why) > 20 for why in NOT_SCANNED.values())  # each exclusion says why


GAME_PACKAGES = ("game", "alien_artifacts", "age_of_galaxy")  # the application shell and the games beside the kernel


def test_the_kernel_imports_nothing_of_the_game() -> None:
    outside = [(p.name, name) for p in sorted(KERNEL.rglob("*.py"))
               for _, name in imports_of(p.read_text(), f"tabletop.{p.stem}")
               if name.split(".")[0] in GAME_PACKAGES]
    assert outside == []


def kit_imports_outside(sources: dict[str, str]) -> list[str]:
    """The imports of anything of the game package in the kit's sources (the kit imports pygame and tabletop)."""
    return sorted(f"{stem}: {name}" for stem, text in sources.items()
                  for _, name in imports_of(text, f"tabletop.ui.{stem}", stem == "__init__")
                  if name.split(".")[0] in GAME_PACKAGES)


def test_the_ui_kit_imports_only_pygame_and_the_kernel() -> None:
    sources = {p.stem: p.read_text() for p in sorted(KIT.glob("*.py"))}
    assert {"stack", "scene", "registry", "drag", "curtain", "widgets", "theme"} <= set(sources)
    assert kit_imports_outside(sources) == []
    assert any("pygame" in {n for _, n in imports_of(t, "tabletop.ui.x")} for t in sources.values())


def test_the_kit_import_check_sees_the_game() -> None:
    planted = {"a": "from game.ui import theme\nfrom tabletop.ui import widgets\nimport tabletop.match\n",
               "b": "from ..scenes import menu\nfrom alien_artifacts.match.api import Game\n"
                    "from game.paths import assets_dir\n"}
    assert kit_imports_outside(planted) == ["a: game.ui", "a: game.ui.theme", "b: alien_artifacts.match.api",
                                            "b: alien_artifacts.match.api.Game", "b: game.paths",
                                            "b: game.paths.assets_dir"]
    assert kit_imports_outside({"c": "import age_of_galaxy.engine\n"}) == ["c: age_of_galaxy.engine"]
