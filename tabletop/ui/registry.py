"""Scenes by name. The app makes a scene from its name (`app.open("pause", table=...)`, `app.show("menu")`), so
no scene imports another.

A scene is known by name before its module is imported: a game declares its scenes (the app: game/ui/all_scenes.py) as
"module:Class" (`declare`), and the module is imported the first time its scene opens, so the first frame loads
the menu alone, not every scene and the match layer behind them. Importing the module registers its class here
(`@register`); a scene's name is its class attribute `name`, and a module must register the class it was
declared with.
"""

from __future__ import annotations

import importlib
from typing import Any, TypeVar

from tabletop.ui.scene import Host, Scene

S = TypeVar("S", bound=type[Scene])

_SCENES: dict[str, type[Scene]] = {}
_DECLARED: dict[str, str] = {}  # name -> "module:Class", for scenes whose module is not imported yet


def declare(scenes: dict[str, str]) -> None:
    """Know each scene `name` by its "module:Class" without importing the module (it is imported on first use)."""
    for name, where in scenes.items():
        module, _, cls = where.partition(":")
        if not (name and module and cls):
            raise ValueError(f"scene {name!r}: {where!r} is not 'module:Class'")
        if _DECLARED.get(name, where) != where:
            raise ValueError(f"two scenes are named {name!r}: {_DECLARED[name]} and {where}")
        _DECLARED[name] = where


def register(cls: S) -> S:
    """Class decorator: the scene can now be opened by its `name`. Two different classes may not share a name."""
    name = cls.name
    if not name or name == Scene.name:
        raise ValueError(f"{cls.__qualname__} needs a name of its own to be registered")
    known = _SCENES.get(name)
    if known is not None and (known.__module__, known.__qualname__) != (cls.__module__, cls.__qualname__):
        raise ValueError(f"two scenes are named {name!r}: {known.__qualname__} and {cls.__qualname__}")
    declared = _DECLARED.get(name)
    if declared is not None and declared != f"{cls.__module__}:{cls.__qualname__}":
        raise ValueError(f"two scenes are named {name!r}: {declared} and {cls.__module__}:{cls.__qualname__}")
    _SCENES[name] = cls
    return cls


def is_loaded(name: str) -> bool:
    """Whether the scene's module has been imported (its class registered)."""
    return name in _SCENES


def scene_class(name: str) -> type[Scene]:
    """The class of scene `name`, importing its module the first time."""
    cls = _SCENES.get(name)
    if cls is not None:
        return cls
    where = _DECLARED.get(name)
    if where is None:
        raise KeyError(f"no scene named {name!r} (registered: {', '.join(names())})")
    module, _, qualname = where.partition(":")
    importlib.import_module(module)  # lazy: start-up time (a scene's module loads when the scene first opens)
    cls = _SCENES.get(name)
    if cls is None or cls.__qualname__ != qualname:
        raise LookupError(f"{module} did not register the scene {name!r} as {qualname}")
    return cls


def make(name: str, host: Host, *args: Any, **kw: Any) -> Scene:
    """A new scene `name` for `host` (the app), built with the scene's own arguments."""
    return scene_class(name)(host, *args, **kw)


def names() -> tuple[str, ...]:
    """Every scene that can be opened by name, declared or registered."""
    return tuple(sorted(set(_SCENES) | set(_DECLARED)))
