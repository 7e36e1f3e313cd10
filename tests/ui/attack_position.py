"""A position for the attack preview and the choice of the Offensive's Ships (issue 31 item 3, R35): Ann (human, seat
0) has three operational Ships, Targeting Matrix (+1 against Alien Systems) and Siege Doctrine (+1 against players),
and 6 red in hand; Bob (AI) holds two hidden Defense Plan cards. tests/ui/test_ui_attack_preview.py and the
screenshot docs/screenshots/attack-preview.png start from it."""

from __future__ import annotations

from typing import Any

import posted

from alien_artifacts.engine.choices import Command
from alien_artifacts.match.scenario import load_scenario
from alien_artifacts.ui.scenes.table import TableScene
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


def offensive_table(app: Any) -> TableScene:
    """The position on the app's table with Ann's Offensive started and paid: the table asks which of her three
    Ships attack (R35)."""
    session = attack_session(app.cards())
    table = TableScene(app, session)
    app.push(table)
    posted.step(app, 2)
    p = session.pending
    assert session.submit(Command(0, p.id, ("offensive", "pay:res_01:1"))).ok
    posted.step(app, 3)
    assert session.pending.kind == "fleet"
    return table


def option_button(table: TableScene, key: str) -> Any:
    """The option panel's button `key` on the table."""
    return next(b for b in table.input.option_buttons.buttons if b.key == key)
