"""Every step handler of the rules in one table, built here once and explicitly.

The match layer (game/match/api.py) runs `STEP_HANDLERS`; a search that drives the rules itself does
too. Each rules module only fills its own `HANDLERS`, so no handler is registered by an import's
side effect and the import order never matters. The choice kinds are game/rules/steps/ (one module per
kind or group of kinds) and, for the choices an effect verb opens, game/rules/verbs/.
"""

from __future__ import annotations

from game.rules import attack, complete, effects, scoring, turn
from game.rules import steps as choice_steps
from game.rules.flow import StepTable

STEP_HANDLERS: StepTable = StepTable.merged(
    turn.HANDLERS, choice_steps.HANDLERS, complete.HANDLERS, effects.HANDLERS, attack.HANDLERS, scoring.HANDLERS)
