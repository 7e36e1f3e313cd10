"""Events and steps to plain JSON data and back (no pickle, no eval)."""

from __future__ import annotations

import json
from typing import Any

import attrs

from alien_artifacts.engine.events import EVENT_TYPES
from alien_artifacts.engine.state import State
from alien_artifacts.engine.steps import STEP_TYPES
from tabletop import log
from tabletop.log import SerialError, to_data

__all__ = ["SerialError", "from_data", "state_data", "state_json", "to_data"]

TYPES: dict[str, type] = {**EVENT_TYPES, **STEP_TYPES}


def from_data(d: Any) -> Any:
    return log.from_data(d, TYPES)


def state_data(state: State) -> dict[str, Any]:
    d: dict[str, Any] = {}
    for f in attrs.fields(State):
        v = getattr(state, f.name)
        if f.name == "rules":
            continue  # the settings' rules edition, not the position (alien_artifacts/engine/state.py)
        if f.name == "players":
            d[f.name] = [attrs.asdict(p) for p in v]
        elif f.name == "turn":
            d[f.name] = attrs.asdict(v)
        elif f.name == "stack":
            d[f.name] = [to_data(x) for x in v]
        else:
            d[f.name] = to_data(v)
    return d


def state_json(state: State) -> str:
    return json.dumps(state_data(state), sort_keys=True, separators=(",", ":"), default=list)
