"""Scenes by name. Each scene module registers its class here (`@register`); the app makes a scene from
its name (`app.open("pause", table=...)`, `app.show("menu")`), so no scene imports another.

game/ui/scenes/__init__.py is the one place that imports every scene module (and so registers them all);
the app imports that package once. A scene's name is its class attribute `name`.
"""

from __future__ import annotations

from typing import Any, TypeVar

from game.ui.scenes.base import Host, Scene

S = TypeVar("S", bound=type[Scene])

_SCENES: dict[str, type[Scene]] = {}


def register(cls: S) -> S:
    """Class decorator: the scene can now be opened by its `name`. Two different classes may not share a name."""
    name = cls.name
    if not name or name == Scene.name:
        raise ValueError(f"{cls.__qualname__} needs a name of its own to be registered")
    known = _SCENES.get(name)
    if known is not None and (known.__module__, known.__qualname__) != (cls.__module__, cls.__qualname__):
        raise ValueError(f"two scenes are named {name!r}: {known.__qualname__} and {cls.__qualname__}")
    _SCENES[name] = cls
    return cls


def scene_class(name: str) -> type[Scene]:
    try:
        return _SCENES[name]
    except KeyError:
        raise KeyError(f"no scene named {name!r} (registered: {', '.join(sorted(_SCENES))})") from None


def make(name: str, host: Host, *args: Any, **kw: Any) -> Scene:
    """A new scene `name` for `host` (the app), built with the scene's own arguments."""
    return scene_class(name)(host, *args, **kw)


def names() -> tuple[str, ...]:
    return tuple(sorted(_SCENES))
