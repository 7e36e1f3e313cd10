"""Fold dispatch: the one function that changes a game's state, one event at a time, chosen by the event's class.

    FOLD = FoldTable("my game")
    @FOLD.on(Moved)
    def _moved(state, e): ...
    FOLD.apply(state, event)          # the handler of type(event); FoldError for an unregistered class

A handler only does bookkeeping (no rules, no randomness: an event carries its outcome), so folding a log
again rebuilds the same state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

Handler = Callable[[Any, Any], None]
H = TypeVar("H", bound=Callable[..., None])


class FoldError(TypeError):
    """An event this game's fold has no handler for (a foreign or unknown event class)."""


class FoldTable:
    """Handlers by event class (exactly that class: a subclass is another event)."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.handlers: dict[type, Handler] = {}

    def on(self, cls: type) -> Callable[[H], H]:
        """A decorator entering `fn` as the handler of `cls`; a second handler for one class is a mistake."""

        def register(fn: H) -> H:
            if cls in self.handlers:
                raise ValueError(f"{self.game}: {cls.__name__} already has a fold handler")
            self.handlers[cls] = fn
            return fn

        return register

    def apply(self, state: Any, event: Any) -> None:
        try:
            handler = self.handlers[type(event)]
        except KeyError:
            raise FoldError(f"not an event of {self.game}: {type(event).__name__}") from None
        handler(state, event)

    def __contains__(self, cls: object) -> bool:
        return cls in self.handlers
