"""The effect verbs executed, by family: one module per family, named as the family's words and schema in
alien_artifacts/content/verbs/ (docs/ENGINE_API.md, "Effect verbs").

Each module fills one `Family` (base.py): executors of its one-shot verbs, their usability checks, its
ongoing verbs (with where the rules read them) and the step handlers of the choices its verbs open.
"""

from __future__ import annotations

from types import ModuleType

from alien_artifacts.rules.flow import StepTable
from alien_artifacts.rules.verbs import (
    attack,
    blockades,
    cards,
    credits,
    discounts,
    production,
    resources,
    triggers,
    vp,
)
from alien_artifacts.rules.verbs.base import Executor, Family, Usable

FAMILIES: dict[str, ModuleType] = {m.__name__.rsplit(".", 1)[1]: m for m in (
    vp, credits, resources, production, cards, blockades, attack, discounts, triggers)}
_ALL: tuple[Family, ...] = tuple(m.FAMILY for m in FAMILIES.values())
EXECUTORS: dict[str, Executor] = {verb: fn for f in _ALL for verb, fn in f.executors.items()}
USABLE: dict[str, Usable] = {verb: fn for f in _ALL for verb, fn in f.usable.items()}
ONGOING_VERBS: frozenset[str] = frozenset(verb for f in _ALL for verb in f.ongoing)
HANDLERS: StepTable = StepTable.merged(*(f.handlers for f in _ALL))
