"""Events and type tables: a game's log is a list of frozen attrs objects, each a fact in the past tense.

An event class says `barrier = True` when it carries a random outcome or reveals hidden information: undo
never crosses one; `flow = True` when it only keeps the rules' machinery (the step stack): narration skips it.
Every field is a plain value (int, str, bool, None) or a tuple of them (or of other registered objects), so a
log is plain JSON (`to_data` / `from_data`, no pickle, no eval).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeVar

import attrs

T = TypeVar("T")


class Event:
    barrier: ClassVar[bool] = False
    flow: ClassVar[bool] = False  # True: bookkeeping of the rules' own machinery (the step stack), never narrated


def register(table: dict[str, type], cls: type[T]) -> type[T]:
    """Freeze `cls` (attrs) and enter it in `table` under its name. A game's own decorator calls this; under
    `TYPE_CHECKING` the game names `attrs.frozen` as that decorator, so a type checker sees the attrs class it makes
    (a decorator made by a factory hides the constructor from the checker)."""
    frozen = attrs.frozen(cls)
    table[frozen.__name__] = frozen
    return frozen


def registrar(table: dict[str, type]) -> Callable[[type], type]:
    """A class decorator that freezes a class (attrs) and enters it in `table` under its name (untyped fields: a
    type checker does not see the constructor; prefer a decorator over `register`)."""

    def decorate(cls: type) -> type:
        return register(table, cls)

    return decorate


class SerialError(ValueError):
    pass


def to_data(obj: Any) -> Any:
    """Plain JSON data of an attrs object (tagged with its class name), a sequence, a mapping or a value."""
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


def _tupled(x: Any, types: Mapping[str, type]) -> Any:
    if isinstance(x, list):
        return tuple(_tupled(v, types) if not isinstance(v, dict) else from_data(v, types) for v in x)
    if isinstance(x, dict):
        return from_data(x, types)
    return x


def from_data(d: Any, types: Mapping[str, type]) -> Any:
    """The object `to_data` made, built only from the classes in `types`; SerialError for anything else."""
    if not isinstance(d, dict) or "t" not in d:
        raise SerialError(f"expected an object with a type tag, got {str(d)[:60]!r}")
    cls = types.get(d["t"]) if isinstance(d["t"], str) else None
    if cls is None:
        raise SerialError(f"unknown event or step type {d['t']!r}")
    kwargs = {}
    names = {f.name for f in attrs.fields(cls)}
    for k, v in d.items():
        if k == "t":
            continue
        if k not in names:
            raise SerialError(f"{d['t']}: unknown field {k!r}")
        kwargs[k] = _tupled(v, types)
    try:
        return cls(**kwargs)
    except TypeError as exc:
        raise SerialError(f"{d['t']}: {exc}") from None
