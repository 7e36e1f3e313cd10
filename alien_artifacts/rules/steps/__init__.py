"""The choice step kinds (issue 26 point 4): one module per kind or small group of related kinds, each holding
the kind's options, what a pick does, its prompt and its mouse hint, declared once as a `ChoiceKind`
(alien_artifacts/rules/flow.py). The step classes themselves are core data in alien_artifacts/engine/steps.py; the
choices an effect verb opens live with that verb's family (alien_artifacts/rules/verbs/). `HANDLERS` merges the kinds'
tables here; alien_artifacts/rules/handlers.py merges it with the rest of the rules.
"""

from __future__ import annotations

from alien_artifacts.rules.flow import StepTable
from alien_artifacts.rules.steps import attack, buy, discard, order, pay, prepare, produce, side, trade, turn_menu

MODULES = (turn_menu, pay, buy, side, prepare, trade, discard, attack, order, produce)
HANDLERS: StepTable = StepTable.merged(*(m.HANDLERS for m in MODULES))
