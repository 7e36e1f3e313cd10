"""Option.note: a public fact shown before a pick. An attack target whose Empire holds no card (or when the
supply of Blockade tokens is used up) says that a hit can place no Blockade token (R24)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from scenario import cards, must

from alien_artifacts.match.scenario import load_scenario

POSITION = """
seed: 3
players:
  - name: Ann
    faction: star_union
    credits: 8
    hand: [res_01, res_14]
    empire: [black_plague operational]
  - name: Bob
    faction: meridian_consortium
  - name: Cid
    faction: lumen_academy
    empire: [mika logistics]
turn: Ann
alien_system: alien_kraal_hive
"""


def _at_target_choice(text: str, tokens_left: int | None = None):
    g = load_scenario(text, cards())
    if tokens_left is not None:
        g.state.blockades_left = tokens_left  # the supply as a long game leaves it
    must(g, "offensive")
    while g.pending.kind == "pay":
        must(g, g.pending.options[0].key)
    assert g.pending.kind == "target"
    return g


def test_an_attack_on_an_empty_empire_says_it_cannot_blockade() -> None:  # R24
    g = _at_target_choice(POSITION)
    notes = {o.key: o.note for o in g.pending.options}
    assert notes["target:1"] == "Bob has no Empire card to blockade"
    assert notes["target:2"] == ""  # Cid has Mika: a hit may blockade it
    assert notes["target:alien"] == ""


def test_no_tokens_left_says_so() -> None:  # R24: when the 38 tokens are used up, no more are placed
    g = _at_target_choice(POSITION, tokens_left=0)
    opts = {o.key: o.note for o in g.pending.options}
    assert opts["target:2"] == "no Blockade tokens are left to place"
