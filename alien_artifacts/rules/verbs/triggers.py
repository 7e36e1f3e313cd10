"""Triggers: `on` is read where its event happens (alien_artifacts/rules/complete.py fires them; the attack, trade,
buy, revenue, mine, remove_blockades, artifact and defend events call it) (words and schema:
alien_artifacts/content/verbs/triggers.py). Its `do` list is usable when every effect in it is (effects.usable)."""

from __future__ import annotations

from alien_artifacts.rules.verbs.base import Family

FAMILY = Family(ongoing={"on": "alien_artifacts/rules/complete.py"})
