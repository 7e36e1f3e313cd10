"""Every step handler of the rules in one table, built here once and explicitly.

The match layer (alien_artifacts/match/api.py) runs `STEP_HANDLERS`; a search that drives the rules itself does
too. Each rules module only fills its own `HANDLERS`, so no handler is registered by an import's
side effect and the import order never matters. The choice kinds are alien_artifacts/rules/steps/ (one module per
kind or group of kinds) and, for the choices an effect verb opens, alien_artifacts/rules/verbs/.
"""

from __future__ import annotations

from alien_artifacts.rules import attack, complete, effects, scoring, turn
from alien_artifacts.rules import steps as choice_steps
from alien_artifacts.rules.flow import StepTable

STEP_HANDLERS: StepTable = StepTable.merged(
    turn.HANDLERS, choice_steps.HANDLERS, complete.HANDLERS, effects.HANDLERS, attack.HANDLERS, scoring.HANDLERS)
