"""Events and steps to plain JSON data and back (no pickle, no eval)."""

from __future__ import annotations

import json
from typing import Any

import attrs

from game.engine.events import EVENT_TYPES
from game.engine.state import State
from game.engine.steps import STEP_TYPES

TYPES: dict[str, type] = {**EVENT_TYPES, **STEP_TYPES}


class SerialError(ValueError):
    pass


def to_data(obj: Any) -> Any:
    if attrs.has(type(obj)):
        d: dict[str, Any] = {"t": type(obj).__name__}
        for f in attrs.fields(type(obj)):
            d[f.name] = to_data(getattr(obj, f.name))
        return d
    if isinstance(obj, tuple | list):
        return [to_data(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): to_data(v) for k, v in obj.items()}
    return obj


def _tupled(x: Any) -> Any:
    if isinstance(x, list):
        return tuple(_tupled(v) if not isinstance(v, dict) else from_data(v) for v in x)
    if isinstance(x, dict):
        return from_data(x)
    return x


def from_data(d: Any) -> Any:
    if not isinstance(d, dict) or "t" not in d:
        raise SerialError(f"expected an object with a type tag, got {str(d)[:60]!r}")
    cls = TYPES.get(d["t"]) if isinstance(d["t"], str) else None
    if cls is None:
        raise SerialError(f"unknown event or step type {d['t']!r}")
    kwargs = {}
    names = {f.name for f in attrs.fields(cls)}
    for k, v in d.items():
        if k == "t":
            continue
        if k not in names:
            raise SerialError(f"{d['t']}: unknown field {k!r}")
        kwargs[k] = _tupled(v)
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise SerialError(f"{d['t']}: {exc}") from None


def state_data(state: State) -> dict[str, Any]:
    d = {}
    for f in attrs.fields(State):
        v = getattr(state, f.name)
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
