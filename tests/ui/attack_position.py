"""A position for the attack preview and the choice of the Offensive's Ships (issue 31 item 3, R35): Ann (human, seat
0) has three operational Ships, Targeting Matrix (+1 against Alien Systems) and Siege Doctrine (+1 against players),
and 6 red in hand; Bob (AI) holds two hidden Defense Plan cards. tests/ui/test_ui_attack_preview.py and the
screenshot docs/screenshots/attack-preview.png start from it."""

from __future__ import annotations

from typing import Any

from alien_artifacts.match.scenario import load_scenario
from alien_artifacts.ui.session import SeatConfig, Session

SCENARIO = """
title: Before the drop
seed: 5
players:
  - name: Ann
    faction: star_union
    credits: 8
    hand: [res_01, res_06]
    empire:
      - iron_requiem operational
      - crimson_lance operational
      - tollkeeper operational
      - targeting_matrix logistics
      - siege_doctrine logistics
  - name: Bob
    faction: meridian_consortium
    kind: normal
    credits: 5
    hand: [res_02, res_03]
    defense_plans: [dp_01, dp_06]
    empire:
      - mika operational
turn: Ann
alien_system: alien_kraal_hive
"""


def attack_session(cards: Any) -> Session:
    """Ann's action step in the position above (not saved to disk)."""
    game = load_scenario(SCENARIO, cards, origin="attack preview")
    session = Session(game, cards, [SeatConfig("Ann", True, "normal", 0), SeatConfig("Bob", False, "normal", 1)])
    session.autosave_enabled = False
    return session
