"""Memo tables belong to one CardSet object: a later set at the same address never reads them.

The CI failure of 2026-11-22 (test_pay_resources_with_gold_... saw another test's Test Relic) came from
a cache keyed by id(cards): freed test card sets handed their effects to the next set at that id."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "engine"))

from audit_kit import cards_with

from alien_artifacts.content import memo
from alien_artifacts.rules import refs


def test_effects_are_never_read_from_a_freed_card_set_with_the_same_id() -> None:
    ids = set()
    for vp in range(1, 21):
        c = cards_with(artifact=[{"gain_vp": vp}])
        ids.add(id(c))
        (eff,) = refs.resolve(c, "art_01|play")
        assert eff.verb == "gain_vp" and eff.args["amount"] == vp
        del c, eff
        gc.collect()
    assert len(ids) < 20  # addresses were reused, so the old cache would have answered wrongly


def test_a_table_is_dropped_with_its_card_set() -> None:
    c = cards_with(artifact=[{"gain_vp": 3}])
    memo.table(c, "t")["x"] = 1
    assert memo.table(c, "t") == {"x": 1} and memo.table(c, "other") == {}
    key = id(c)
    del c
    gc.collect()
    assert key not in memo._TABLES
